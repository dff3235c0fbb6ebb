package gitread

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/state"
)

// Resolve finds the commit a revision names, as git's rev-parse would: a ref (by git's own
// order: the name as it is where it is HEAD-like or starts with refs/, then under refs/,
// refs/tags/, refs/heads/, refs/remotes/, a remote's HEAD, and last checkout's guess of a branch on a
// remote), HEAD and @, FETCH_HEAD, a full or unambiguous abbreviated hash, the upstream
// (@{u}, BRANCH@{upstream} for the current branch), the latest stash; each followed by ~N, ^N
// and ^{...}; a tag is followed to what it names. A reflog entry, a range, a path (REV:path) or anything else it does not read is
// an error, never a guess; the hash is nil whenever the error is not.
func (r *Repo) Resolve(rev string) (Hash, error) {
	base, ops := rev, ""
	if i := strings.IndexAny(rev, "~^"); i >= 0 {
		base, ops = rev[:i], rev[i:]
	}
	h, err := r.resolveBase(base)
	if err != nil {
		return nil, err
	}
	if h, err = r.apply(h, ops, rev); err != nil {
		return nil, err
	}
	return r.peel(h)
}

// apply follows a revision's ~N, ^N and ^{...} from h.
func (r *Repo) apply(h Hash, ops, rev string) (Hash, error) {
	var err error
	for ops != "" {
		op := ops[0]
		ops = ops[1:]
		if op == '^' && strings.HasPrefix(ops, "{") {
			end := strings.IndexByte(ops, '}')
			if end < 0 {
				return nil, fmt.Errorf("revision %q: unterminated ^{...}", rev)
			}
			switch ops[1:end] {
			case "", "commit", "tree", "object", "tag":
			default:
				// ^{/text} is the youngest commit whose message matches: another commit,
				// which is not read here (nor ^{blob} or what a later git may add).
				return nil, fmt.Errorf("revision %q: %q is not read here", rev, "^"+ops[:end+1])
			}
			ops = ops[end+1:]
			continue // peeling: trees are read through tags and commits alike
		}
		n, j := 1, 0
		for j < len(ops) && ops[j] >= '0' && ops[j] <= '9' {
			j++
		}
		if j > 0 {
			n, _ = strconv.Atoi(ops[:j])
			ops = ops[j:]
		}
		switch op {
		case '~':
			for ; n > 0; n-- {
				if h, err = r.Parent(h, 1); err != nil {
					return nil, err
				}
			}
		case '^':
			if n > 0 {
				if h, err = r.Parent(h, n); err != nil {
					return nil, err
				}
			}
		default:
			return nil, fmt.Errorf("revision %q: unexpected %q", rev, op)
		}
	}
	return h, nil
}

// peel follows tags to what they name: a tag names a commit, which is what a revision is
// taken for. Another kind of object is returned as it is.
func (r *Repo) peel(h Hash) (Hash, error) {
	for range 8 {
		t, data, err := r.object(h, 0)
		if err != nil {
			return nil, err
		}
		if t != typeTag {
			return h, nil
		}
		line, _, _ := bytes.Cut(data, []byte("\n"))
		obj, ok := bytes.CutPrefix(line, []byte("object "))
		if !ok {
			return nil, fmt.Errorf("tag %s has no object", h)
		}
		if h, err = r.parseHash(string(obj)); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("object %s: tags nest too deep", h)
}

// resolveBase resolves a revision without its ~ and ^ suffixes.
func (r *Repo) resolveBase(base string) (Hash, error) {
	switch {
	case base == "":
		return nil, errors.New("no revision")
	case base == "@" || base == "HEAD":
		_, h, err := r.Head()
		if err == nil && h.IsZero() {
			return nil, errors.New("HEAD has no commit yet")
		}
		return h, err
	case strings.HasSuffix(base, "@{u}") || strings.HasSuffix(base, "@{upstream}"):
		return r.upstreamOf(base[:strings.Index(base, "@{")])
	case base == "stash" || base == "stash@{0}":
		return r.Ref("refs/stash")
	case strings.Contains(base, "@{") || base == "-":
		return nil, fmt.Errorf("%q is a reflog entry", base)
	case base == "FETCH_HEAD":
		b, err := readFile(filepath.Join(r.GitDir, "FETCH_HEAD"))
		if err != nil {
			return nil, err
		}
		f := strings.Fields(string(b))
		if len(f) == 0 {
			return nil, errors.New("FETCH_HEAD is empty")
		}
		return r.parseHash(f[0])
	case len(base) == 2*r.hashLen && isHex(base):
		return r.parseHash(strings.ToLower(base))
	}
	if h, err := r.dwimRef(base); h != nil || err != nil {
		return h, err
	}
	if len(base) >= 4 && isHex(base) {
		return r.abbreviated(strings.ToLower(base))
	}
	return nil, fmt.Errorf("ref %s: %w", base, ErrNotFound)
}

// upstreamOf resolves BRANCH@{u}: only the current branch's upstream is read ("" is HEAD's).
func (r *Repo) upstreamOf(branch string) (Hash, error) {
	head, _, err := r.Head()
	if err != nil {
		return nil, err
	}
	if branch != "" && branch != "HEAD" && "refs/heads/"+branch != head {
		return nil, fmt.Errorf("%s@{u}: another branch's upstream is not read", branch)
	}
	_, h, ok, err := r.Upstream()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errors.New("the branch has no upstream")
	}
	return h, nil
}

// dwimRef looks a short name up where git does; nil, nil when no ref has it.
func (r *Repo) dwimRef(base string) (Hash, error) {
	for _, pre := range [...]string{"", "refs/", "refs/tags/", "refs/heads/", "refs/remotes/"} {
		if pre == "" && strings.ToUpper(base) != base && !strings.HasPrefix(base, "refs/") {
			continue // only HEAD-like names and full ref names are looked up as they are
		}
		if h, err := r.Ref(pre + base); err == nil {
			return h, nil
		} else if !errors.Is(err, ErrNotFound) {
			return nil, err
		}
	}
	if h, err := r.Ref("refs/remotes/" + base + "/HEAD"); err == nil {
		return h, nil
	}
	// checkout's guess: a branch of that name on a remote.
	remotes, _ := state.ReadDir(filepath.Join(r.CommonDir, "refs", "remotes"))
	for _, rm := range remotes {
		if h, err := r.Ref("refs/remotes/" + rm.Name() + "/" + base); err == nil {
			return h, nil
		}
	}
	return nil, nil
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return s != ""
}

// Parent returns a commit's n-th parent (from 1), reading through tags.
func (r *Repo) Parent(h Hash, n int) (Hash, error) {
	ps, err := r.Parents(h)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > len(ps) {
		return nil, fmt.Errorf("commit %s has no parent %d", h, n)
	}
	return ps[n-1], nil
}

// Parents returns a commit's parents in order (none for a root commit), reading through tags.
func (r *Repo) Parents(h Hash) ([]Hash, error) {
	h, err := r.peel(h)
	if err != nil {
		return nil, err
	}
	t, data, err := r.object(h, 0)
	if err != nil {
		return nil, err
	}
	if t != typeCommit {
		return nil, fmt.Errorf("object %s is not a commit", h)
	}
	var out []Hash
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		if len(line) == 0 {
			break
		}
		if p, ok := bytes.CutPrefix(line, []byte("parent ")); ok {
			ph, err := r.parseHash(string(p))
			if err != nil {
				return nil, err
			}
			out = append(out, ph)
		}
	}
	return out, nil
}

// abbreviated finds the one object an abbreviated hash (lower-case hex, 4 characters or
// more) names, among the loose objects and the packs of every object store; several, or
// none, is an error, as git says.
func (r *Repo) abbreviated(prefix string) (Hash, error) {
	var found []string
	add := func(name string) {
		if len(found) < 2 && !slices.Contains(found, name) {
			found = append(found, name)
		}
	}
	for _, dir := range r.objectDirs() {
		ents, _ := state.ReadDir(filepath.Join(dir, prefix[:2]))
		for _, e := range ents {
			if name := prefix[:2] + e.Name(); strings.HasPrefix(name, prefix) && len(name) == 2*r.hashLen {
				add(name)
			}
		}
	}
	if err := r.listPacks(); err != nil {
		return nil, err
	}
	for _, p := range r.packs {
		names, err := p.withPrefix(prefix)
		if err != nil {
			return nil, err
		}
		for _, n := range names {
			add(n)
		}
	}
	switch len(found) {
	case 0:
		return nil, fmt.Errorf("object %s: %w", prefix, ErrNotFound)
	case 1:
		return r.parseHash(found[0])
	}
	return nil, fmt.Errorf("%s is ambiguous", prefix)
}

// withPrefix lists (up to two) object names in the pack's index that start with prefix: the
// names that share its first byte, read with one ReadAt, as find reads them.
func (p *pack) withPrefix(prefix string) ([]string, error) {
	if err := p.open(); err != nil {
		return nil, err
	}
	first, err := strconv.ParseUint(prefix[:2], 16, 8)
	if err != nil {
		return nil, err
	}
	lo := uint32(0)
	if first > 0 {
		lo = p.fanout[first-1]
	}
	hi := p.fanout[first]
	if hi <= lo {
		return nil, nil
	}
	names := make([]byte, int(hi-lo)*p.hashLen)
	const namesAt = 8 + 256*4
	if _, err := p.idx.ReadAt(names, namesAt+int64(lo)*int64(p.hashLen)); err != nil {
		return nil, fmt.Errorf("%s.idx: %w", p.name, err)
	}
	var out []string
	for i := 0; i < len(names) && len(out) < 2; i += p.hashLen {
		s := hex.EncodeToString(names[i : i+p.hashLen])
		if strings.HasPrefix(s, prefix) {
			out = append(out, s)
		} else if s > prefix {
			break // the names are sorted: none after this one starts with prefix
		}
	}
	return out, nil
}
