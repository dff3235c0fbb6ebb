package gitread

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// git runs the real git binary in dir with an isolated configuration.
func git(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@example.invalid",
		"-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", "-c", "core.hooksPath=/dev/null"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_SYSTEM=/dev/null")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func needGit(t testing.TB) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git binary not installed")
	}
}

func write(t testing.TB, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// repoWithHistory builds a repository with several commits of a growing file (so a repack
// produces delta chains), a nested directory, an upstream, and returns the clone's path.
func repoWithHistory(t testing.TB, extra ...string) (work string) {
	t.Helper()
	needGit(t)
	base := t.TempDir()
	up := filepath.Join(base, "up.git")
	work = filepath.Join(base, "work")
	git(t, base, append([]string{"init", "-q", "--bare", up}, extra...)...)
	git(t, base, append([]string{"init", "-q", work}, extra...)...)
	var body strings.Builder
	for i := range 30 {
		fmt.Fprintf(&body, "line %d: CREATE TABLE t%d (id bigint PRIMARY KEY, name text NOT NULL);\n", i, i)
		write(t, filepath.Join(work, "db", "migrate", "001_big.sql"), body.String())
		write(t, filepath.Join(work, "db", "migrate", fmt.Sprintf("%03d_step.sql", i+2)), fmt.Sprintf("-- step %d\n", i))
		git(t, work, "add", "-A")
		git(t, work, "commit", "-q", "-m", fmt.Sprintf("c%d", i))
	}
	git(t, work, "remote", "add", "origin", up)
	git(t, work, "push", "-q", "-u", "origin", "main")
	return work
}

func TestLooseAndPacked(t *testing.T) {
	work := repoWithHistory(t)
	check := func(name string) {
		t.Helper()
		r, err := Open(filepath.Join(work, "db", "migrate"))
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		if r.WorkTree != work {
			t.Errorf("%s: WorkTree = %q, want %q", name, r.WorkTree, work)
		}
		head, h, err := r.Head()
		if err != nil || head != "refs/heads/main" || h.String() != git(t, work, "rev-parse", "HEAD") {
			t.Fatalf("%s: Head = %q %s %v", name, head, h, err)
		}
		up, uh, ok, err := r.Upstream()
		if err != nil || !ok || up != "refs/remotes/origin/main" || uh.String() != h.String() {
			t.Fatalf("%s: Upstream = %q %s %v %v", name, up, uh, ok, err)
		}
		e, ok, err := r.Lookup(h, "db/migrate/001_big.sql")
		if err != nil || !ok {
			t.Fatalf("%s: Lookup: %v %v", name, ok, err)
		}
		if e.Hash.String() != git(t, work, "rev-parse", "HEAD:db/migrate/001_big.sql") {
			t.Errorf("%s: blob hash differs from git's", name)
		}
		data, err := r.Blob(e.Hash)
		want, _ := os.ReadFile(filepath.Join(work, "db", "migrate", "001_big.sql"))
		if err != nil || !bytes.Equal(data, want) {
			t.Errorf("%s: blob content differs (%v)", name, err)
		}
		// An older version of the same file: in a pack, the far end of a delta chain.
		old := git(t, work, "rev-parse", "HEAD~20:db/migrate/001_big.sql")
		oldData, err := r.Blob(mustHash(t, r, old))
		if err != nil || string(oldData) != git(t, work, "cat-file", "-p", old)+"\n" {
			t.Errorf("%s: old blob: %v", name, err)
		}
		if _, ok, err := r.Lookup(h, "db/migrate/999_none.sql"); ok || err != nil {
			t.Errorf("%s: absent path: %v %v", name, ok, err)
		}
		if _, ok, err := r.Lookup(h, "db/migrate/001_big.sql/x"); ok || err != nil {
			t.Errorf("%s: path below a blob: %v %v", name, ok, err)
		}
		n := 0
		if err := r.Walk(h, "db", func(string, Entry) bool { n++; return true }); err != nil || n != 31 {
			t.Errorf("%s: Walk saw %d blobs (%v), want 31", name, n, err)
		}
		idx, err := r.Index()
		if err != nil {
			t.Fatalf("%s: Index: %v", name, err)
		}
		if s, ok := Staged(idx, "db/migrate/001_big.sql"); !ok || s.Hash.String() != e.Hash.String() {
			t.Errorf("%s: Staged = %v %v", name, s, ok)
		}
	}
	check("loose")
	git(t, work, "repack", "-adq", "--depth=50", "--window=50")
	git(t, work, "pack-refs", "--all")
	if _, err := os.Stat(filepath.Join(work, ".git", "refs", "heads", "main")); err == nil {
		t.Fatal("pack-refs left the loose ref; the packed-refs path is not exercised")
	}
	check("packed")
	// An aggressive gc makes ofs-deltas against bases far back in the pack.
	git(t, work, "gc", "-q", "--aggressive", "--prune=now")
	check("gc")
}

func mustHash(t testing.TB, r *Repo, s string) Hash {
	t.Helper()
	h, err := r.parseHash(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestRefDeltaThinPack(t *testing.T) {
	// index-pack --fix-thin keeps ref-deltas when told not to rewrite them; a pack made by
	// pack-objects without --delta-base-offset uses REF_DELTA throughout.
	work := repoWithHistory(t)
	all := git(t, work, "rev-list", "--objects", "--all")
	var names strings.Builder
	for line := range strings.SplitSeq(all, "\n") {
		h, _, _ := strings.Cut(line, " ")
		names.WriteString(h + "\n")
	}
	packDir := filepath.Join(work, ".git", "objects", "pack")
	cmd := exec.Command("git", "pack-objects", "-q", "--window=50", "--depth=50", filepath.Join(packDir, "pack"))
	cmd.Dir = work
	cmd.Stdin = strings.NewReader(names.String())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pack-objects: %v %s", err, out)
	}
	git(t, work, "prune-packed")
	// Remove loose objects so everything must come from the ref-delta pack.
	objs, _ := filepath.Glob(filepath.Join(work, ".git", "objects", "??"))
	for _, d := range objs {
		os.RemoveAll(d)
	}
	r, err := Open(work)
	if err != nil {
		t.Fatal(err)
	}
	_, h, _ := r.Head()
	old := git(t, work, "rev-parse", "HEAD~25:db/migrate/001_big.sql")
	data, err := r.Blob(mustHash(t, r, old))
	if err != nil || string(data) != git(t, work, "cat-file", "-p", old)+"\n" {
		t.Fatalf("ref-delta blob: %v", err)
	}
	if _, ok, err := r.Lookup(h, "db/migrate/010_step.sql"); !ok || err != nil {
		t.Fatalf("Lookup in ref-delta pack: %v %v", ok, err)
	}
}

func TestNoUpstreamDetachedWorktreeIndexV4(t *testing.T) {
	needGit(t)
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok, err := r.Applied(); ok || err != nil {
		t.Fatalf("empty repo: Applied ok=%v err=%v", ok, err)
	}
	write(t, filepath.Join(dir, "a", "b", "c.txt"), "c\n")
	write(t, filepath.Join(dir, "a", "b", "d.txt"), "d\n")
	write(t, filepath.Join(dir, "a", "bb.txt"), "bb\n")
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "one")
	r, _ = Open(dir)
	h, ref, ok, err := r.Applied()
	if err != nil || !ok || ref != "HEAD" || h.String() != git(t, dir, "rev-parse", "HEAD") {
		t.Fatalf("no upstream: Applied = %s %q %v %v", h, ref, ok, err)
	}

	// Index v4 compresses paths against the previous entry.
	git(t, dir, "update-index", "--index-version", "4")
	idx, err := r.Index()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range idx {
		got = append(got, e.Path)
	}
	if strings.Join(got, ",") != "a/b/c.txt,a/b/d.txt,a/bb.txt" {
		t.Errorf("index v4 paths = %v", got)
	}

	// A linked worktree has a .git file and a commondir.
	wt := filepath.Join(t.TempDir(), "wt")
	git(t, dir, "worktree", "add", "-q", "-b", "feature", wt)
	rw, err := Open(filepath.Join(wt, "a"))
	if err != nil {
		t.Fatal(err)
	}
	head, wh, err := rw.Head()
	if err != nil || head != "refs/heads/feature" || wh.String() != h.String() {
		t.Fatalf("worktree Head = %q %s %v", head, wh, err)
	}
	if rw.CommonDir != filepath.Join(dir, ".git") {
		t.Errorf("CommonDir = %q", rw.CommonDir)
	}

	// Detached HEAD: no upstream, Applied is HEAD.
	git(t, dir, "checkout", "-q", "--detach")
	r, _ = Open(dir)
	if head, _, _ := r.Head(); head != "" {
		t.Errorf("detached Head ref = %q", head)
	}
	if _, ref, ok, _ := r.Applied(); !ok || ref != "HEAD" {
		t.Errorf("detached Applied = %q %v", ref, ok)
	}
}

func TestSHA256(t *testing.T) {
	needGit(t)
	dir := t.TempDir()
	cmd := exec.Command("git", "init", "-q", "--object-format=sha256", dir)
	if err := cmd.Run(); err != nil {
		t.Skip("git cannot make sha256 repositories here")
	}
	write(t, filepath.Join(dir, "x.sql"), "select 1;\n")
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "one")
	git(t, dir, "gc", "-q")
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, h, err := r.Head()
	if err != nil || len(h) != 32 {
		t.Fatalf("Head = %s %v", h, err)
	}
	e, ok, err := r.Lookup(h, "x.sql")
	if err != nil || !ok {
		t.Fatalf("Lookup: %v %v", ok, err)
	}
	if data, _ := r.Blob(e.Hash); string(data) != "select 1;\n" {
		t.Errorf("blob = %q", data)
	}
	idx, err := r.Index()
	if err != nil || len(idx) != 1 {
		t.Errorf("Index = %v %v", idx, err)
	}
}

func TestUpstreamMappingAndConfig(t *testing.T) {
	needGit(t)
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, "f"), "f\n")
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "one")
	git(t, dir, "branch", "base")
	// A local upstream (remote = ".") and a quoted, commented config value.
	git(t, dir, "config", "branch.main.remote", ".")
	git(t, dir, "config", "branch.main.merge", "refs/heads/base")
	f, _ := os.OpenFile(filepath.Join(dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	fmt.Fprintf(f, "[remote \"up\"]\n\turl = \"/x y\" ; comment\n\tfetch = +refs/heads/*:refs/remotes/mirror/*\n")
	f.Close()
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := r.Config("remote.up.url"); v != "/x y" {
		t.Errorf("remote.up.url = %q", v)
	}
	if got := r.mapFetch("up", "refs/heads/dev"); got != "refs/remotes/mirror/dev" {
		t.Errorf("mapFetch = %q", got)
	}
	ref, _, ok, err := r.Upstream()
	if err != nil || !ok || ref != "refs/heads/base" {
		t.Errorf("Upstream = %q %v %v", ref, ok, err)
	}
	// An upstream that was configured but never fetched is no upstream.
	git(t, dir, "config", "branch.main.remote", "up")
	git(t, dir, "config", "branch.main.merge", "refs/heads/nowhere")
	r, _ = Open(dir)
	if _, _, ok, err := r.Upstream(); ok || err != nil {
		t.Errorf("unfetched upstream: ok=%v err=%v", ok, err)
	}
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Open(dir); !errors.Is(err, ErrNoRepo) && err == nil {
		t.Errorf("Open outside a repository: %v", err)
	}
	write(t, filepath.Join(dir, "sub", ".git"), "nonsense\n")
	if _, err := Open(filepath.Join(dir, "sub")); err == nil {
		t.Error("a malformed .git file must be an error")
	}
}

func TestApplyDeltaRejectsCorruption(t *testing.T) {
	base := []byte("hello world")
	// src size 11, dst size 5, copy offset 0 size 5.
	good := []byte{11, 5, 0x80 | 0x01 | 0x10, 0, 5}
	if out, err := applyDelta(base, good); err != nil || string(out) != "hello" {
		t.Fatalf("applyDelta = %q %v", out, err)
	}
	for _, d := range [][]byte{
		{12, 5, 0x91, 0, 5},  // wrong source size
		{11, 5, 0x91, 10, 5}, // copy past the end
		{11, 5, 0},           // reserved opcode
		{11, 9, 3, 'a', 'b'}, // truncated insert
		{11, 6, 0x91, 0, 5},  // wrong result size
	} {
		if _, err := applyDelta(base, d); err == nil {
			t.Errorf("applyDelta(%v) accepted a corrupt delta", d)
		}
	}
}

func BenchmarkAppliedLookup(b *testing.B) {
	work := repoWithHistory(b)
	git(b, work, "gc", "-q")
	b.ResetTimer()
	for b.Loop() {
		// What one hook call pays: open, find the upstream, look one path up.
		r, err := Open(work)
		if err != nil {
			b.Fatal(err)
		}
		h, _, ok, err := r.Applied()
		if err != nil || !ok {
			b.Fatal(err)
		}
		if _, ok, err := r.Lookup(h, "db/migrate/017_step.sql"); !ok || err != nil {
			b.Fatal(ok, err)
		}
		r.Close()
	}
}

// A `git clone --shared` repository owns none of the history it was cloned with: every object
// before its own commits lives in the source's store, named by objects/info/alternates. Read
// through a chain of two such clones (the second names the first's store by a relative path,
// which git takes from the object directory) with the source both loose and packed.
func TestAlternates(t *testing.T) {
	src := repoWithHistory(t)
	base := filepath.Dir(src)
	mid := filepath.Join(base, "mid")
	git(t, base, "clone", "-q", "--shared", src, mid)
	// The second clone borrows from mid, by a relative path, and so reaches src only through
	// mid's own alternates: the nested case.
	leaf := filepath.Join(base, "leaf")
	git(t, base, "clone", "-q", "--shared", mid, leaf)
	rel, err := filepath.Rel(filepath.Join(leaf, ".git", "objects"), filepath.Join(mid, ".git", "objects"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(leaf, ".git", "objects", "info", "alternates"), "# borrowed\n\n"+rel+"\n")
	// A commit of the leaf's own: its five objects (commit, three trees, blob) are the leaf's, its
	// parent's are src's.
	write(t, filepath.Join(leaf, "db", "migrate", "099_leaf.sql"), "-- leaf\n")
	git(t, leaf, "add", "-A")
	git(t, leaf, "commit", "-q", "-m", "leaf")
	if n := git(t, leaf, "count-objects"); !strings.HasPrefix(n, "5 objects") {
		t.Fatalf("the leaf holds more than its own commit's objects (%s): the clone did not share", n)
	}
	// What git reads, asked while the alternates are as git clone wrote them.
	want := map[string]string{}
	for _, p := range []string{"HEAD:db/migrate/099_leaf.sql", "HEAD:db/migrate/001_big.sql", "HEAD~25:db/migrate/001_big.sql"} {
		want[git(t, leaf, "rev-parse", p)] = git(t, leaf, "cat-file", "-p", p) + "\n"
	}
	check := func(name string) {
		t.Helper()
		r, err := Open(leaf)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		_, h, err := r.Head()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []string{"db/migrate/099_leaf.sql", "db/migrate/001_big.sql"} {
			if _, ok, err := r.Lookup(h, p); err != nil || !ok {
				t.Fatalf("%s: Lookup %s: %v %v", name, p, ok, err)
			}
		}
		// The leaf's own blob, the source's newest and the far end of its history, reached
		// through both alternates.
		for hx, text := range want {
			if data, err := r.Blob(mustHash(t, r, hx)); err != nil || string(data) != text {
				t.Errorf("%s: blob %s: %v", name, hx, err)
			}
		}
		idx, err := r.Index()
		if err != nil || len(idx) != 32 {
			t.Errorf("%s: Index: %d entries, %v", name, len(idx), err)
		}
	}
	check("loose")
	git(t, src, "repack", "-adq")
	check("packed")
	// A store named twice, a comment, an alternate that is gone and one naming the leaf's own
	// store change nothing: each store is read once, a missing one is passed over (git warns).
	write(t, filepath.Join(leaf, ".git", "objects", "info", "alternates"),
		"# borrowed\n"+rel+"\n"+filepath.Join(mid, ".git", "objects")+"\n"+filepath.Join(base, "gone", "objects")+"\n"+"\""+filepath.Join(leaf, ".git", "objects")+"\"\n")
	check("duplicates")
	r, err := Open(leaf)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.objectDirs(); len(got) != 3 {
		t.Errorf("object stores = %q, want the leaf's, mid's and src's", got)
	}
	// Without the alternates file the borrowed objects are missing, as git says too.
	if err := os.Remove(filepath.Join(leaf, ".git", "objects", "info", "alternates")); err != nil {
		t.Fatal(err)
	}
	r, err = Open(leaf)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Blob(mustHash(t, r, git(t, leaf, "rev-parse", "HEAD:db/migrate/001_big.sql"))); !errors.Is(err, ErrNotFound) {
		t.Errorf("without alternates: %v, want ErrNotFound", err)
	}
}

// Alternates that borrow from each other in a cycle, or nest past git's bound, end.
func TestAlternatesCycle(t *testing.T) {
	base := t.TempDir()
	a, b := filepath.Join(base, "a"), filepath.Join(base, "b")
	write(t, filepath.Join(a, "info", "alternates"), "../b\n")
	write(t, filepath.Join(b, "info", "alternates"), a+"\n")
	r := &Repo{}
	if got := r.addObjectDir(nil, a, 0, map[string]bool{}); len(got) != 2 {
		t.Errorf("cycle: %q", got)
	}
	chain := filepath.Join(base, "c0")
	for i := range 10 {
		write(t, filepath.Join(base, fmt.Sprintf("c%d", i), "info", "alternates"), filepath.Join(base, fmt.Sprintf("c%d", i+1))+"\n")
	}
	if err := os.MkdirAll(filepath.Join(base, "c10"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := r.addObjectDir(nil, chain, 0, map[string]bool{}); len(got) != maxAlternateDepth+2 {
		t.Errorf("deep chain: %d stores, want %d", len(got), maxAlternateDepth+2)
	}
}
