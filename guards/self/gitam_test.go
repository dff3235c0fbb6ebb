package self

import (
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// git am of a patch the parse can read is judged by the files it names, as git apply is; a
// patch it cannot read, or a step of an am under way, by every file of ours.
func TestGitAmReadsItsPatch(t *testing.T) {
	w := gitWorld(t)
	mbox := func(file string) []byte {
		return []byte("From 0123456789abcdef0123456789abcdef01234567 Mon Sep 17 00:00:00 2001\nFrom: d <d@example.invalid>\nSubject: [PATCH] x\n\n---\n " +
			file + " | 1 +\n 1 file changed\n\ndiff --git a/" + file + " b/" + file + "\n--- a/" + file + "\n+++ b/" + file + "\n@@ -1 +1,2 @@\n x\n+y\n-- \n2.39.5\n")
	}
	write(t, filepath.Join(w.root, "src.patch"), mbox("src/main.c"), 0o644)
	write(t, filepath.Join(w.root, "settings.patch"), mbox(".claude/settings.json"), 0o644)
	// Patches kept outside the project (git format-patch -o /tmp/patches) are read as well.
	out := t.TempDir()
	write(t, filepath.Join(out, "src.patch"), mbox("src/main.c"), 0o644)
	write(t, filepath.Join(out, "settings.patch"), mbox(".claude/settings.json"), 0o644)
	for cmd, want := range map[string]bool{
		"git am " + out + "/src.patch":         false,
		"git am -3 " + out + "/src.patch":      false,
		"git apply " + out + "/src.patch":      false,
		"patch -p1 -i " + out + "/src.patch":   false,
		"git am " + out + "/settings.patch":    true,
		"git apply " + out + "/settings.patch": true,
		"git am src.patch":                     false,
		"git am -3 < src.patch":                false,
		"git am --signoff src.patch":           false,
		"git apply src.patch":                  false,
		"git am settings.patch":                true,
		"git am < settings.patch":              true,
		"git am src.patch settings.patch":      true,
		"git apply settings.patch":             true,
		"cat src.patch | git am":               true, // stdin the parse cannot read
		"git am \"$P\"":                        true,
		"git am --continue":                    true,
		"git am -3 missing.patch":              true,
	} {
		v := w.shell(t, cmd)
		if blocked := v.Decision != hookguard.Allow; blocked != want || want && v.Rule != "git-worktree" {
			t.Errorf("%q: got %v %s/%s (%s), want blocked=%v", cmd, v.Decision, v.Guard, v.Rule, v.Reason, want)
		}
	}
}
