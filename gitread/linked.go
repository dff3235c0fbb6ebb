package gitread

import (
	"os"
	"path/filepath"
	"strings"
)

// MaxLinked bounds the linked work trees LinkedTrees reads.
const MaxLinked = 64

// Linked is a linked work tree (git worktree add) that a repository records: its git directory
// (COMMON/worktrees/NAME) and the .git file in the tree that points back at it.
type Linked struct{ GitDir, DotGit string }

// LinkedTrees lists the linked work trees that common, a repository's common git directory,
// records in worktrees/NAME/gitdir: at most MaxLinked, each with an absolute .git path; a
// record that cannot be read is left out.
func LinkedTrees(common string) []Linked {
	dir := filepath.Join(common, "worktrees")
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []Linked
	for i, e := range ents {
		if i >= MaxLinked {
			break
		}
		gd := filepath.Join(dir, e.Name())
		b, err := readFile(filepath.Join(gd, "gitdir"))
		if err != nil {
			continue
		}
		if dotgit := strings.TrimSpace(string(b)); filepath.IsAbs(dotgit) {
			out = append(out, Linked{GitDir: gd, DotGit: filepath.Clean(dotgit)})
		}
	}
	return out
}
