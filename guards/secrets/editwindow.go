package secrets

import (
	"io"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/state"
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
	file, err := state.OpenRegular(abs)
	if err != nil {
		// Nothing there yet, or no regular file (a FIFO, a device): the new text is all
		// there is, scanned on its own.
		return nil
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

// patchMove judges a patch that renames a file (Codex's "*** Move to:"): a secret file moved
// to a name that is not one is read freely by the next call, as `mv .env notes.txt` would be.
func (g *Guard) patchMove(f hookguard.FileChange, ev *hookguard.Event) hookguard.Verdict {
	if f.Op != hookguard.OpMove || f.From == "" || ev.Group != hookguard.PreFiles {
		return hookguard.Allowed()
	}
	from := paths.Abs(f.From, ev.Cwd, ev.Home)
	to := paths.Abs(f.Path, ev.Cwd, ev.Home)
	rule, why := secretFile(from, ev.Home)
	if rule == "" {
		return hookguard.Allowed()
	}
	if r, _ := secretFile(to, ev.Home); r != "" {
		return hookguard.Allowed() // .env to .env.local: still a secret file by its name
	}
	v := hookguard.Blocked(Name, rule, "This patch moves "+relTo(from, ev.Root)+", "+why+", to "+relTo(to, ev.Root)+
		", a name that is not a secret file's, where any later read would show it. Keep secret files under their names; ask the user to move it if the task needs it.")
	v.Action = "move " + from
	return v
}
