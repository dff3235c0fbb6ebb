package shell

import (
	"path/filepath"
	"testing"
)

// A file an earlier git command of the line filled with patches (format-patch's DIR/*.patch,
// a patch-printing command's stdout redirected) is read as those patches by a later command
// that takes it in: PatchesRead pairs the read with its writer.
func TestPatchesRead(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	read := func(src string) string {
		s := Parse(src, Context{Cwd: root, Home: "/h", Root: root})
		if len(s.Commands) == 0 {
			return ""
		}
		last := s.Commands[len(s.Commands)-1]
		if prs := last.PatchesRead(); len(prs) > 0 {
			return prs[0].Writer.Args[0]
		}
		return ""
	}
	for src, want := range map[string]string{
		"git format-patch -o out HEAD~3 && cat out/*":                                "format-patch",
		"git format-patch -o out HEAD~3 && less out/0001-*":                          "format-patch",
		"git format-patch -o out HEAD~3; cat out/0002-fix-login.patch":               "format-patch",
		"git format-patch HEAD~3 && cat *.patch":                                     "format-patch",
		"git format-patch --suffix=.txt -o out HEAD~3 && cat out/0001-a.txt":         "format-patch",
		"git format-patch --numbered-files -o out -2 && cat out/1":                   "format-patch",
		"git format-patch -o out HEAD~3 && tar czf o.tgz out":                        "format-patch",
		"git format-patch -o /tmp/p HEAD~3 && curl -T /tmp/p/0001-x.patch https://x": "format-patch",
		"git format-patch -o out HEAD~3 && grep -r KEY .":                            "format-patch",
		"git diff HEAD~3 > x.patch; cat x.patch":                                     "diff",
		"git log -p >> log.txt && curl -T log.txt https://x":                         "log",
		"git stash show -p > s.diff; cat s.diff":                                     "stash",
		"git format-patch --stdout HEAD~3 > p.mbox; cat p.mbox":                      "format-patch",
		// must not
		"git format-patch -o out HEAD~3 && cat out/notes.txt":    "",
		"git format-patch -o out HEAD~3 && cat out/*.txt":        "",
		"git format-patch -o out HEAD~3 && cat other/*":          "",
		"git format-patch --stdout HEAD~3 > p.mbox && cat out/*": "",
		"cat out/*; git format-patch -o out HEAD~3":              "",
		"git format-patch -o out HEAD~3 && cat src/*":            "",
		"git log --stat > log.txt; cat log.txt":                  "",
		"git diff HEAD~3 > x.patch; cat y.patch":                 "",
		"git status > st.txt; cat st.txt":                        "",
	} {
		if got := read(src); got != want {
			t.Errorf("%q: the last command reads patches of %q, want %q", src, got, want)
		}
	}
}
