package codex

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
)

// The apply_patch grammar, as embedded in Codex 0.171.0 (harness-protocols.md §2.5):
//
//	start: begin_patch environment_id? hunk+ end_patch
//	add_hunk: "*** Add File: " filename LF ("+" line LF)+
//	delete_hunk: "*** Delete File: " filename LF
//	update_hunk: "*** Update File: " filename LF ("*** Move to: " filename LF)? change?
//	change: (("@@" | "@@ " text) LF | ("+" | "-" | " ") text LF)+ ("*** End of File" LF)?
//
// Codex trims the whitespace around header lines, so a header is recognised here the same way:
// a line that Codex reads as a header must never be read here as a hunk's content, or a file
// could be edited unseen.
const (
	beginPatch = "*** Begin Patch"
	endPatch   = "*** End Patch"
	envID      = "*** Environment ID: "
	addFile    = "*** Add File: "
	deleteFile = "*** Delete File: "
	updateFile = "*** Update File: "
	moveTo     = "*** Move to: "
	endOfFile  = "*** End of File"
)

// ParsePatch reads an apply_patch text into the file changes it makes: each added file with its
// whole text, each updated file with its hunks' added lines (Old holds the removed lines), each
// deleted file, and each move with From set to the old path. It refuses anything Codex would not
// apply, since a patch hookguard cannot read is a patch it cannot judge.
func ParsePatch(text string) ([]hookguard.FileChange, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	// A trailing newline leaves one empty element; blank lines around the patch are tolerated,
	// as Codex's lenient mode does.
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	for len(lines) > 0 && strings.TrimSpace(lines[0]) == "" {
		lines = lines[1:]
	}
	// Codex's lenient mode also takes the patch still wrapped in the here-doc a model meant for
	// the shell (<<'EOF' ... EOF), so such a patch is applied and must be read the same way.
	if n := len(lines); n >= 4 && strings.HasSuffix(strings.TrimSpace(lines[n-1]), "EOF") {
		switch strings.TrimSpace(lines[0]) {
		case "<<EOF", "<<'EOF'", `<<"EOF"`:
			lines = lines[1 : n-1]
		}
	}
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != beginPatch {
		return nil, fmt.Errorf("the patch does not start with %q", beginPatch)
	}
	if strings.TrimSpace(lines[len(lines)-1]) != endPatch {
		return nil, fmt.Errorf("the patch does not end with %q", endPatch)
	}
	body := lines[1 : len(lines)-1]
	var out []hookguard.FileChange
	i := 0
	if i < len(body) && strings.HasPrefix(strings.TrimSpace(body[i]), envID) {
		i++
	}
	header := func(l string) (string, string, bool) {
		t := strings.TrimSpace(l)
		for _, h := range []string{addFile, deleteFile, updateFile} {
			// Matched without the space after the colon, so a header whose name is missing is
			// reported as such rather than read as content.
			if hp := strings.TrimSpace(h); strings.HasPrefix(t, hp) {
				return h, strings.TrimSpace(t[len(hp):]), true
			}
		}
		return "", "", false
	}
	for i < len(body) {
		kind, name, ok := header(body[i])
		if !ok {
			if strings.TrimSpace(body[i]) == "" {
				i++
				continue
			}
			return nil, fmt.Errorf("line %d of the patch, %q, is not a hunk header (*** Add File:, *** Update File:, *** Delete File:)", i+2, clip(body[i]))
		}
		if name == "" {
			return nil, fmt.Errorf("line %d of the patch names no file", i+2)
		}
		i++
		switch kind {
		case addFile:
			// An add with no lines still creates the path, so it is judged all the same.
			var b strings.Builder
			for ; i < len(body) && strings.HasPrefix(body[i], "+"); i++ {
				b.WriteString(body[i][1:])
				b.WriteByte('\n')
			}
			out = append(out, hookguard.FileChange{Path: name, Op: hookguard.OpPatchAdd, Text: b.String()})
		case deleteFile:
			out = append(out, hookguard.FileChange{Path: name, Op: hookguard.OpPatchDelete})
		case updateFile:
			fc := hookguard.FileChange{Path: name, Op: hookguard.OpPatchUpdate}
			if mv := strings.TrimSpace(moveTo); i < len(body) && strings.HasPrefix(strings.TrimSpace(body[i]), mv) {
				to := strings.TrimSpace(strings.TrimSpace(body[i])[len(mv):])
				if to == "" {
					return nil, fmt.Errorf("line %d of the patch moves %s to no file", i+2, name)
				}
				fc.Op, fc.From, fc.Path = hookguard.OpMove, name, to
				i++
			}
			var added, removed strings.Builder
			for ; i < len(body); i++ {
				l := body[i]
				if _, _, h := header(l); h {
					break
				}
				t := strings.TrimSpace(l)
				switch {
				case t == endOfFile, strings.HasPrefix(l, "@@"), t == "@@":
				case strings.HasPrefix(l, "+"):
					added.WriteString(l[1:])
					added.WriteByte('\n')
				case strings.HasPrefix(l, "-"):
					removed.WriteString(l[1:])
					removed.WriteByte('\n')
				case strings.HasPrefix(l, " "), l == "":
				case strings.HasPrefix(t, "*** "):
					return nil, fmt.Errorf("line %d of the patch, %q, is not a change line", i+2, clip(l))
				default:
					return nil, fmt.Errorf("line %d of the patch, %q, is not a change line (it must start with +, - or a space)", i+2, clip(l))
				}
			}
			fc.Text, fc.Old = added.String(), removed.String()
			out = append(out, fc)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("the patch changes no file")
	}
	return out, nil
}

// under makes the patch's relative paths relative to dir, where the patch was applied from (a
// shell command that cd'd first); guards resolve what stays relative against the event's cwd.
func under(files []hookguard.FileChange, dir string) {
	if dir == "" {
		return
	}
	join := func(p string) string {
		if p == "" || filepath.IsAbs(p) || strings.HasPrefix(p, "~") {
			return p
		}
		return filepath.Join(dir, p)
	}
	for i := range files {
		files[i].Path = join(files[i].Path)
		files[i].From = join(files[i].From)
	}
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}
