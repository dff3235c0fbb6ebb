package migrations

import "strings"

// wholeAdded is the text the git rung gives for a file a range adds (its added lines, as
// adapters/git's Added makes them from nothing): every line, but the first empty one, which
// "nothing" holds once.
func wholeAdded(data []byte) string {
	var b strings.Builder
	b.Grow(len(data))
	emptySeen := false
	for i, l := range strings.Split(string(data), "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		if l == "" && !emptySeen {
			emptySeen = true
			continue
		}
		b.WriteString(l)
	}
	return b.String()
}
