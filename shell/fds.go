package shell

// Where what a command prints goes. bash applies a command's redirections left to right, each
// on the descriptor table the ones before it left: `>&2` sends stdout where stderr goes,
// `2>&1 >/dev/null` sends stderr where stdout went and then stdout to /dev/null, `>f >&2`
// leaves f empty. What reaches the walk's stdout (a $( )'s value, the next stage of a pipe)
// is only what the command's own stdout, followed through that table, still points at.

// sink is where one descriptor writes.
type sink struct {
	kind sinkKind
	at   int // the redirect of a file sink
}

type sinkKind uint8

const (
	sinkOut     sinkKind = iota // the stdout the walk was given
	sinkErr                     // the stderr the walk was given
	sinkFile                    // a file a redirect opened
	sinkClosed                  // closed: what is written there goes nowhere
	sinkUnknown                 // a descriptor the line did not open, or one only known when it runs
)

// fdSinks follows rs in order and returns where stdout and stderr end up.
func fdSinks(rs []Redirect) (out, errs sink) {
	out, errs = sink{kind: sinkOut}, sink{kind: sinkErr}
	var more [8]sink // descriptors 3 to 10
	var open [8]bool // which of them the line opened: the others are unknown
	get := func(fd int) sink {
		switch {
		case fd == 1:
			return out
		case fd == 2:
			return errs
		case fd >= 3 && fd-3 < len(more) && open[fd-3]:
			return more[fd-3]
		}
		return sink{kind: sinkUnknown}
	}
	put := func(fd int, s sink) {
		switch {
		case fd == 1:
			out = s
		case fd == 2:
			errs = s
		case fd >= 3 && fd-3 < len(more):
			more[fd-3], open[fd-3] = s, true
		}
	}
	for i, r := range rs {
		switch r.Op {
		case ">", ">|", ">>", "<>":
			put(r.Fd, sink{kind: sinkFile, at: i})
		case "<":
			if r.Fd != 0 {
				put(r.Fd, sink{kind: sinkClosed}) // opened for reading: writes to it fail
			}
		case "&>", "&>>":
			out, errs = sink{kind: sinkFile, at: i}, sink{kind: sinkFile, at: i}
		case ">&", "<&":
			switch {
			case r.Dynamic:
				put(r.Fd, sink{kind: sinkUnknown})
			case r.Target == "-":
				put(r.Fd, sink{kind: sinkClosed})
			case isDigits(r.Target):
				put(r.Fd, get(fdNumber(r.Target)))
			case len(r.Target) > 1 && r.Target[len(r.Target)-1] == '-' && isDigits(r.Target[:len(r.Target)-1]):
				// N>&M- moves M to N
				n := fdNumber(r.Target[:len(r.Target)-1])
				put(r.Fd, get(n))
				put(n, sink{kind: sinkClosed})
			case r.Op == ">&" && r.Fd == 1:
				// >&FILE is &>FILE
				out, errs = sink{kind: sinkFile, at: i}, sink{kind: sinkFile, at: i}
			default:
				put(r.Fd, sink{kind: sinkFile, at: i})
			}
		}
	}
	return out, errs
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// fdNumber is a descriptor's number, capped: a huge one is as unknown as any the line did not
// open.
func fdNumber(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
		if n > 1<<16 {
			return 1 << 16
		}
	}
	return n
}

// reaches reports what a command printing on a descriptor that ends in s gives the walk's own
// stdout: all of it (sinkOut, or sinkErr where the walk's stderr is joined to its stdout),
// nothing, or what cannot be known (a descriptor the line did not open).
func (w *walker) reaches(s sink) (all, known bool) {
	switch s.kind {
	case sinkOut:
		return true, true
	case sinkErr:
		return w.errOut, true
	case sinkUnknown:
		return false, false
	}
	return false, true
}

// errJoined reports whether, under redirections that leave stdout at out and stderr at errs,
// what the commands inside write on stderr reaches the walk's stdout.
func (w *walker) errJoined(errs sink) bool {
	return errs.kind == sinkOut || errs.kind == sinkErr && w.errOut
}
