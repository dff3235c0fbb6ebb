package shell

// bareOutput is what a command of redirects alone prints: nothing, except `< FILE` alone,
// which inside $( ) is bash's shorthand for $(cat FILE): the file's text where the line can
// read it, else unknown (it was taken as empty, so `$(< FILE) trust` ran the program named
// in FILE as a known, harmless `trust`).
func (w *walker) bareOutput(c *Command) (string, bool) {
	if len(c.Redirects) != 1 || c.Redirects[0].Op != "<" {
		return "", true
	}
	if r := c.Redirects[0]; !r.Dynamic {
		if text, ok := w.env.read(w.abs(r.Target)); ok {
			return text, true
		}
	}
	return "", false
}
