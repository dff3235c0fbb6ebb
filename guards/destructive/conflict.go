package destructive

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"os"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// maxConflictFile bounds the work-tree file read to tell a conflict git wrote.
const maxConflictFile = 8 << 20

// conflictOnly reports whether git checkout/restore --ours/--theirs of p throws away nothing
// but a conflict git left: p is one file (no directory, no pattern), unmerged in its
// repository's index, and its work-tree copy is missing, still holds git's conflict markers,
// or is one of the sides git keeps. Anything else (a file merged cleanly, whose uncommitted
// changes --ours restores from the index as plain checkout does; a conflict already resolved
// by hand) is judged as any discard.
func conflictOnly(p spec.Path) bool {
	if p.Dyn || p.Abs == "" {
		return false
	}
	repo, err := gitread.Open(paths.Dir(p.Abs))
	if err != nil {
		return false
	}
	defer repo.Close()
	rel, ok := paths.Rel(p.Abs, repo.WorkTree)
	if !ok || rel == "" {
		return false
	}
	entries, err := repo.Index()
	if err != nil {
		return false
	}
	var sides []string
	for _, e := range entries {
		if e.Path == rel {
			if e.Stage == 0 {
				return false
			}
			sides = append(sides, e.Hash.String())
		}
	}
	if len(sides) == 0 {
		return false
	}
	st, err := os.Lstat(p.Abs)
	if os.IsNotExist(err) {
		return true // a modify/delete conflict where the work tree has no copy
	}
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxConflictFile {
		return false
	}
	data, err := state.ReadFile(p.Abs, maxConflictFile)
	if err != nil {
		return false
	}
	if bytes.HasPrefix(data, []byte("<<<<<<< ")) && bytes.Contains(data, []byte("\n>>>>>>> ")) ||
		bytes.Contains(data, []byte("\n<<<<<<< ")) && bytes.Contains(data, []byte("\n>>>>>>> ")) {
		return true
	}
	var h hash.Hash = sha1.New()
	if f, _ := repo.Config("extensions.objectformat"); strings.EqualFold(f, "sha256") {
		h = sha256.New()
	}
	fmt.Fprintf(h, "blob %d\x00", len(data))
	h.Write(data)
	sum := hex.EncodeToString(h.Sum(nil))
	for _, s := range sides {
		if s == sum {
			return true // a binary conflict: git leaves our side in place
		}
	}
	return false
}
