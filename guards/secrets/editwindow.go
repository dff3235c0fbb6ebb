package secrets

import (
	"io"
	"os"
	"strings"

	"github.com/hookguard/hookguard"
)

// editJoins scans what an edit makes of the lines it touches: the file as it will be, from the
// start of the first line the replaced text is on to the end of its last. A key split across
// an edit (the file holds `KEY = "sk_live_`, the new text the rest) is whole only there. A
// finding the same lines held before the edit is not the edit's: it reports only new ones.
// It needs the replaced text (the runner's old_string) and the file as it is now.
func (g *Guard) editJoins(abs, rel string, f hookguard.FileChange) []Finding {
	if f.Op != hookguard.OpEdit || f.Old == "" {
		return nil
	}
	file, err := os.Open(abs)
	if err != nil {
		return nil // nothing there yet: the new text is all there is, scanned on its own
	}
	defer file.Close()
	b, err := io.ReadAll(io.LimitReader(file, g.maxScan()))
	if err != nil {
		return nil
	}
	content := string(b)
	i := strings.Index(content, f.Old)
	if i < 0 {
		return nil // the edit will fail: the runner finds no such text
	}
	start := strings.LastIndexByte(content[:i], '\n') + 1
	end := i + len(f.Old)
	lineEnd := len(content)
	if j := strings.IndexByte(content[end:], '\n'); j >= 0 {
		lineEnd = end + j
	}
	before := content[start:lineEnd]
	after := content[start:i] + f.Text + content[end:lineEnd]
	found := g.Scan(rel, after)
	if len(found) == 0 {
		return nil
	}
	had := map[string]bool{}
	for _, x := range g.Scan(rel, before) {
		had[x.Fingerprint] = true
	}
	var out []Finding
	for _, x := range found {
		if !had[x.Fingerprint] {
			out = append(out, x)
		}
	}
	return out
}
