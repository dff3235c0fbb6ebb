package secrets

import (
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards/internal/secretfiles"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/state"
)

// Bounds of the look for a secret file by its blob id: entries walked below the project
// root, and the bytes hashed of one file.
const (
	maxBlobWalk  = 20000
	maxBlobBytes = 16 << 20
)

// objectByHash judges a git command that prints an object named by a literal id (git show
// 9c7d1698, git cat-file -p 9c7d..., a --batch line): the id of a blob is a hash of the
// file's content alone, so `git hash-object .env` tells anyone the id under which the same
// bytes are printed, from wherever they were stored. An id that names a commit, tree or tag
// here is the history checks'; one that names a blob, or nothing yet, is compared with the
// ids of the project's secret files, judged as the work tree judges them (a public .pem, a
// committed .env.development of defaults, are none).
func (j *cmdJudge) objectByHash(c *shell.Command) *hit {
	if c.Remote || c.Cwd == "" || j.ev.Root == "" {
		return nil
	}
	call := c.Call()
	if len(call.Path) < 2 || call.Path[0] != "git" || call.Path[1] != "show" && call.Path[1] != "cat-file" {
		return nil
	}
	var ids []string
	for _, w := range call.Operands() {
		if id := hexObject(w.S); id != "" && !w.Dyn {
			ids = append(ids, id)
		}
	}
	if call.Path[1] == "cat-file" && call.HasAny("batch", "batch-command") && c.Input().StdinKnown {
		for _, l := range strings.Split(c.Input().Stdin, "\n") {
			if id := hexObject(strings.TrimPrefix(strings.TrimSpace(l), "contents ")); id != "" {
				ids = append(ids, id)
			}
		}
	}
	ids = j.blobCandidates(call.Cwd, c.Cwd, ids)
	if len(ids) == 0 {
		return nil
	}
	p, rule, why := j.secretWithID(ids)
	if p == "" {
		return nil
	}
	return &hit{rule, "`" + strings.Join(call.Path, " ") + "` prints an object by its id, and " + p + " has that id (a blob's id is a hash of its content), " + why,
		"Name the object by a commit and path (`git show HEAD:src/app.py`), or ask the user for what the task needs."}
}

// hexObject is the id a word names an object by (lower case, 4 to 64 hex digits, a ^{blob}
// or ^{} peel allowed), "" for any other word.
func hexObject(s string) string {
	if i := strings.Index(s, "^{"); i >= 0 && strings.HasSuffix(s, "}") {
		s = s[:i]
	}
	if len(s) < 4 || len(s) > 64 {
		return ""
	}
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F') {
			return ""
		}
	}
	return strings.ToLower(s)
}

// blobCandidates keeps the ids that may name a blob: not an existing commit, tree or tag of
// the repository at dir (a ref of that name too: git show cafe is the branch cafe).
func (j *cmdJudge) blobCandidates(dir, cwd string, ids []string) []string {
	if len(ids) == 0 {
		return nil
	}
	if dir == "" {
		dir = cwd
	}
	r, err := gitread.Open(dir)
	if err != nil {
		return nil // outside a repository git prints no object
	}
	defer r.Close()
	var out []string
	for _, id := range ids {
		h, err := r.Resolve(id)
		if err == nil {
			if t, _, err := r.Object(h); err == nil && t != "blob" {
				continue
			}
		}
		out = append(out, id)
	}
	return out
}

// secretWithID walks the project for a secret file whose blob id starts with one of ids (as
// sha1 or sha256 repositories name it); a project too large to walk whole counts as holding
// one, since what it holds beyond cannot be told.
func (j *cmdJudge) secretWithID(ids []string) (p, rule, why string) {
	root := j.ev.Root
	budget := maxBlobWalk
	queue := []string{root}
	for len(queue) > 0 {
		dir := queue[0]
		queue = queue[1:]
		ents, complete := readEntries(dir, budget)
		budget -= len(ents)
		for _, e := range ents {
			abs := filepath.Join(dir, e.name)
			switch {
			case e.link:
			case e.dir:
				if e.name != ".git" {
					queue = append(queue, abs)
				}
			default:
				if rl, wy := j.secretByContent(abs); rl != "" && blobIDMatches(abs, ids) {
					return relTo(abs, root), rl, wy
				}
			}
		}
		if !complete || budget <= 0 {
			return relTo(dir, root), tooLarge, "a tree of more than " + fmt.Sprint(maxBlobWalk) + " entries, whose files cannot all be compared with the id"
		}
	}
	return "", "", ""
}

// secretByContent is the rule a file is secret by, as a read of it in the work tree is judged.
func (j *cmdJudge) secretByContent(abs string) (rule, why string) {
	if r, w := secretFile(abs, j.ev.Home); r != "" {
		if r == "dotenv" && j.g.sharedEnvFile(abs) || r == "key-file" && publicPEM(abs) {
			return "", ""
		}
		return r, w
	}
	if secretfiles.ContentDecided(filepath.Base(abs)) && j.g.fileHoldsCredentials(abs) {
		return "credential-config", "a configuration file that holds a credential"
	}
	return "", ""
}

// blobIDMatches reports whether the file's git blob id, sha1 or sha256, starts with one of ids.
func blobIDMatches(abs string, ids []string) bool {
	f, err := state.OpenRegular(abs)
	if err != nil {
		return false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxBlobBytes+1))
	if err != nil || len(b) > maxBlobBytes {
		return true // too large to hash here: judged as the object named
	}
	for _, h := range [...]hash.Hash{sha1.New(), sha256.New()} {
		fmt.Fprintf(h, "blob %d\x00", len(b))
		h.Write(b)
		id := hex.EncodeToString(h.Sum(nil))
		for _, x := range ids {
			if strings.HasPrefix(id, x) {
				return true
			}
		}
	}
	return false
}
