package install

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// Every shape of file a user may have: install then uninstall gives back the same bytes, and
// the installed text is valid JSON with every wire in it.
func TestMergeRoundTrip(t *testing.T) {
	env := Env{Root: "/w", Home: "/h", ConfigDir: "/h/.config/hookguard"}
	docs := map[string]string{
		"empty object":    "{}",
		"empty pretty":    "{\n}\n",
		"one line":        `{"model":"opus","hooks":{"Stop":[{"hooks":[{"type":"command","command":"x"}]}]}}`,
		"tabs":            "{\n\t\"hooks\": {\n\t\t\"PreToolUse\": [\n\t\t\t{\"matcher\": \"Bash\", \"hooks\": []}\n\t\t]\n\t},\n\t\"z\": 1\n}\n",
		"four spaces":     "{\n    \"a\": [1,\n        2],\n    \"b\": {\"c\": \"d\"}\n}",
		"empty hooks key": "{\n  \"x\": true,\n  \"hooks\": {\"Other\": [ ]}\n}\n",
		"crlf":            "{\r\n  \"a\": 1\r\n}\r\n",
		"user's empties":  "{\"hooks\":{}}\n",
		"empty event":     "{\n  \"hooks\": {\n    \"PreToolUse\": [],\n    \"Stop\": []\n  }\n}\n",
		"comments":        "{\n  // the model\n  \"model\": \"x\", /* inline */\n  \"hooks\": { // mine\n    \"Stop\": []\n  }\n  // last\n}\n",
	}
	for _, h := range Harnesses() {
		for name, doc := range docs {
			if h.Shape == Flat && parse(doc).Get("hooks").IsObject() {
				continue // Clarvis's hooks is an array: merge reports and leaves it
			}
			if hasComments(doc) != h.Comments && hasComments(doc) {
				if h.valid(doc) {
					t.Errorf("%s: a file with comments is valid, but %s reads strict JSON", name, h.Runner)
				}
				continue
			}
			ps := h.placements(env, Project)
			in, _ := merge(doc, h, ps, "f")
			if !h.valid(in) || !gjson.Valid(blankComments(in)) {
				t.Fatalf("%s/%s: install made invalid JSON:\n%s", h.Runner, name, in)
			}
			for i := range h.Wires {
				fs := []fileView{{Scope: Project, Disp: "f", State: "ok", Doc: in}}
				if files, _, old := h.wiredIn(env, fs, i); len(files) == 0 || old {
					t.Errorf("%s/%s: wire %d not wired after install", h.Runner, name, i)
				}
			}
			again, notes := merge(in, h, ps, "f")
			if again != in || len(notes) > 0 {
				t.Errorf("%s/%s: second install changed the file or spoke: %v", h.Runner, name, notes)
			}
			cmds := map[string]bool{}
			for _, p := range ps {
				cmds[p.Command] = true
			}
			// What install would record: the containers it added.
			rec := &created{Keys: map[string]bool{}}
			had := containers(doc, h)
			for k := range containers(in, h) {
				if !had[k] {
					rec.Keys[k] = true
				}
			}
			out, _ := unmerge(in, h, cmds, "f", rec)
			// An empty object written over several lines comes back as {}: filled and
			// emptied again, its inner whitespace is not known.
			if out != doc && doc != "{\n}\n" {
				t.Errorf("%s/%s: uninstall did not restore the file:\n got %q\nwant %q", h.Runner, name, out, doc)
			}
			// With no record (an older install), every container the removals empty goes.
			if out, _ := unmerge(in, h, cmds, "f", nil); strings.Contains(out, "hooks") && !strings.Contains(doc, `"hooks"`) {
				t.Errorf("%s/%s: uninstall without a record left an emptied container:\n%s", h.Runner, name, out)
			}
		}
	}
}

// An earlier install's commands are rewritten in place: every byte around them stays, each
// wire is then wired by the current command, a second install changes nothing, and uninstall
// takes out the migrated hooks as it takes out fresh ones.
func TestMigrateLegacyInPlace(t *testing.T) {
	env := Env{Root: "/w s", Home: "/h", ConfigDir: "/h/.config/hookguard"}
	for _, h := range Harnesses() {
		for _, s := range []Scope{Project, User} {
			var old []placed
			for _, w := range h.Wires {
				old = append(old, placed{w, h.LegacyCommand(w.Wrapper, h.commandDir(env, s))})
			}
			base := "{\n  \"x\": 1\n}\n"
			legacyDoc, _ := merge(base, h, old, "f")
			doc, n := migrate(legacyDoc, h, h.legacy(env, s))
			if n != len(h.Wires) {
				t.Errorf("%s/%v: migrated %d commands, want %d", h.Runner, s, n, len(h.Wires))
			}
			for l := range h.legacy(env, s) {
				if strings.Contains(doc, mustJSON(l)) {
					t.Errorf("%s/%v: an old command is still there after migrating:\n%s", h.Runner, s, doc)
				}
			}
			fresh, _ := merge(base, h, h.placements(env, s), "f")
			if doc != fresh {
				t.Errorf("%s/%v: migrating in place and installing afresh differ:\n got %s\nwant %s", h.Runner, s, doc, fresh)
			}
			fs := []fileView{{Scope: s, Disp: "f", State: "ok", Doc: legacyDoc}}
			for i := range h.Wires {
				if files, _, isOld := h.wiredIn(env, fs, i); len(files) == 0 || !isOld {
					t.Errorf("%s/%v: wire %d under the old command: wired %v, old %v", h.Runner, s, i, files, isOld)
				}
			}
			if again, notes := merge(doc, h, h.placements(env, s), "f"); again != doc || len(notes) > 0 {
				t.Errorf("%s/%v: a second install after the migration changed the file or spoke: %v", h.Runner, s, notes)
			}
			for _, d := range []string{doc, legacyDoc} {
				if out, _ := unmerge(d, h, h.owned(env, s), "f", nil); out != base {
					t.Errorf("%s/%v: uninstall left\n%q\nwant %q", h.Runner, s, out, base)
				}
			}
		}
	}
}

func mustJSON(s string) string { return render(s, "", "") }
