package gitread

import (
	"bytes"
	"fmt"
	"strings"
)

// Entry is one tree entry.
type Entry struct {
	Name string
	Mode uint32 // 040000 tree, 0100644/0100755 blob, 0120000 symlink, 0160000 gitlink
	Hash Hash
}

// IsTree reports whether the entry is a subdirectory.
func (e Entry) IsTree() bool { return e.Mode == 0o40000 }

// CommitTree returns the tree a commit (or a tag of one) records.
func (r *Repo) CommitTree(h Hash) (Hash, error) {
	for range 8 {
		t, data, err := r.object(h, 0)
		if err != nil {
			return nil, err
		}
		switch t {
		case typeTree:
			return h, nil
		case typeCommit, typeTag:
			key := "tree "
			if t == typeTag {
				key = "object "
			}
			line, _, _ := bytes.Cut(data, []byte("\n"))
			rest, ok := bytes.CutPrefix(line, []byte(key))
			if !ok {
				return nil, fmt.Errorf("object %s: no %q line", h, strings.TrimSpace(key))
			}
			if h, err = r.parseHash(string(rest)); err != nil {
				return nil, fmt.Errorf("object %s: %w", h, err)
			}
		default:
			return nil, fmt.Errorf("object %s is not a commit", h)
		}
	}
	return nil, fmt.Errorf("object %s: tags nest too deep", h)
}

// Tree reads a tree object's entries.
func (r *Repo) Tree(h Hash) ([]Entry, error) {
	t, data, err := r.object(h, 0)
	if err != nil {
		return nil, err
	}
	if t != typeTree {
		return nil, fmt.Errorf("object %s is not a tree", h)
	}
	var out []Entry
	for len(data) > 0 {
		sp := bytes.IndexByte(data, ' ')
		nul := bytes.IndexByte(data, 0)
		if sp < 0 || nul < sp || nul+1+r.hashLen > len(data) {
			return nil, fmt.Errorf("tree %s: corrupt entry", h)
		}
		var mode uint32
		for _, c := range data[:sp] {
			if c < '0' || c > '7' {
				return nil, fmt.Errorf("tree %s: bad mode", h)
			}
			mode = mode<<3 | uint32(c-'0')
		}
		out = append(out, Entry{Name: string(data[sp+1 : nul]), Mode: mode, Hash: Hash(data[nul+1 : nul+1+r.hashLen])})
		data = data[nul+1+r.hashLen:]
	}
	return out, nil
}

// Lookup finds a slash-separated path in a commit's tree. ok is false when it is absent.
func (r *Repo) Lookup(commit Hash, path string) (Entry, bool, error) {
	tree, err := r.CommitTree(commit)
	if err != nil {
		return Entry{}, false, err
	}
	parts := strings.Split(strings.Trim(path, "/"), "/")
	cur := Entry{Mode: 0o40000, Hash: tree}
	for _, part := range parts {
		if part == "" || part == "." || part == ".." {
			return Entry{}, false, fmt.Errorf("path %q: want a clean path relative to the work tree", path)
		}
		if !cur.IsTree() {
			return Entry{}, false, nil
		}
		entries, err := r.Tree(cur.Hash)
		if err != nil {
			return Entry{}, false, err
		}
		found := false
		for _, e := range entries {
			if e.Name == part {
				cur, found = e, true
				break
			}
		}
		if !found {
			return Entry{}, false, nil
		}
	}
	return cur, true, nil
}

// Walk calls fn for every blob under dir ("" for the whole tree) of a commit, with its path.
// fn returning false stops the walk.
func (r *Repo) Walk(commit Hash, dir string, fn func(path string, e Entry) bool) error {
	root := Entry{Mode: 0o40000}
	var err error
	if dir == "" {
		if root.Hash, err = r.CommitTree(commit); err != nil {
			return err
		}
	} else {
		e, ok, err := r.Lookup(commit, dir)
		if err != nil || !ok || !e.IsTree() {
			return err
		}
		root = e
	}
	_, err = r.walk(root.Hash, strings.Trim(dir, "/"), fn)
	return err
}

func (r *Repo) walk(tree Hash, prefix string, fn func(string, Entry) bool) (bool, error) {
	entries, err := r.Tree(tree)
	if err != nil {
		return false, err
	}
	for _, e := range entries {
		p := e.Name
		if prefix != "" {
			p = prefix + "/" + e.Name
		}
		if e.IsTree() {
			if more, err := r.walk(e.Hash, p, fn); err != nil || !more {
				return more, err
			}
			continue
		}
		if !fn(p, e) {
			return false, nil
		}
	}
	return true, nil
}

// Blob reads a blob's content.
func (r *Repo) Blob(h Hash) ([]byte, error) {
	t, data, err := r.object(h, 0)
	if err != nil {
		return nil, err
	}
	if t != typeBlob {
		return nil, fmt.Errorf("object %s is not a blob", h)
	}
	return data, nil
}
