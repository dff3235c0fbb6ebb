package spec

// bisectStartChecksOut reports whether git bisect start checks a revision out: only once it
// is given a bad and a good one (the operands after start and before --; one only known when
// it runs may be either). With fewer, it records the start and changes no file.
func bisectStartChecksOut(c *Call) bool {
	sep := -1
	for i, w := range c.Words {
		if w.S == "--" && !w.Dyn {
			sep = i
			break
		}
	}
	revs := 0
	for n, i := range c.P.Operands {
		if n == 0 {
			continue // "start"
		}
		if c.Words[i].Dyn {
			return true
		}
		if sep < 0 || i < sep {
			revs++
		}
	}
	return revs >= 2
}
