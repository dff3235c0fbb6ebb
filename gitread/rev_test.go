package gitread

import (
	"bytes"
	"compress/zlib"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Resolve names the commit git rev-parse names, loose and packed, or says it cannot; it never
// guesses. Real git builds the history and answers each revision.
func TestResolve(t *testing.T) {
	work := repoWithHistory(t)
	git(t, work, "tag", "v1", "HEAD~3")
	git(t, work, "tag", "-a", "-m", "annotated", "v2", "HEAD~5")
	git(t, work, "branch", "side", "HEAD~10")
	// A merge commit, for ^2.
	git(t, work, "checkout", "-q", "-b", "topic", "HEAD~2")
	write(t, filepath.Join(work, "topic.txt"), "t\n")
	git(t, work, "add", "topic.txt")
	git(t, work, "commit", "-qm", "topic")
	git(t, work, "checkout", "-q", "main")
	git(t, work, "merge", "-q", "--no-ff", "-m", "merge topic", "topic")
	git(t, work, "branch", "-q", "-D", "topic")
	// A branch only on the remote: checkout's guess.
	git(t, work, "push", "-q", "origin", "side:only-remote")
	git(t, work, "fetch", "-q", "origin")
	git(t, work, "remote", "set-head", "origin", "main")
	write(t, filepath.Join(work, "stashed.txt"), "s\n")
	git(t, work, "add", "stashed.txt")
	git(t, work, "stash", "-q")
	head := git(t, work, "rev-parse", "HEAD")

	good := []string{
		"HEAD", "@", "HEAD~1", "HEAD^", "HEAD^1", "HEAD^2", "HEAD^2~1", "HEAD~3^", "HEAD^0", "HEAD^{commit}",
		"main", "refs/heads/main", "heads/main", "side", "side~2", "v1", "v1~1", "refs/tags/v1", "v2^{}", "v2~1",
		"origin/main", "refs/remotes/origin/main", "remotes/origin/main", "origin", "@{u}", "main@{upstream}", "HEAD@{u}",
		"stash", "stash@{0}", "stash^", head, strings.ToUpper(head), head[:7], head[:12] + "~2",
	}
	bad := []string{
		"", "nothere", "side@{u}", "HEAD@{1}", "main@{yesterday}", "-", "main..side", "HEAD:topic.txt",
		"HEAD^{", "HEAD~100", "HEAD^3", "abc", "ffffffffffff", "HEAD^{/side}", "main^{/}", "HEAD^{blob}",
	}
	check := func(stage string) {
		t.Helper()
		r := openRepo(t, work)
		for _, rev := range good {
			want := git(t, work, "rev-parse", "--verify", "-q", rev+"^{commit}")
			h, err := r.Resolve(rev)
			if err != nil || h.String() != want {
				t.Errorf("%s: Resolve(%q) = %s, %v; git says %s", stage, rev, h, err, want)
			}
		}
		// checkout's guess: git checkout takes a branch only a remote has.
		want := git(t, work, "rev-parse", "origin/only-remote")
		if h, err := r.Resolve("only-remote"); err != nil || h.String() != want {
			t.Errorf("%s: Resolve(only-remote) = %s, %v; want %s", stage, h, err, want)
		}
		for _, rev := range bad {
			if h, err := r.Resolve(rev); err == nil || h != nil {
				t.Errorf("%s: Resolve(%q) = %s, %v; want an error and no hash", stage, rev, h, err)
			}
		}
	}
	check("loose")
	git(t, work, "repack", "-adq")
	git(t, work, "pack-refs", "--all")
	check("packed")

	// FETCH_HEAD: its first line's hash.
	r := openRepo(t, work)
	side := git(t, work, "rev-parse", "side")
	write(t, filepath.Join(work, ".git", "FETCH_HEAD"), side+"\t\tbranch 'side' of x\n")
	if h, err := r.Resolve("FETCH_HEAD~1"); err != nil || h.String() != git(t, work, "rev-parse", "side~1") {
		t.Errorf("FETCH_HEAD~1 = %s, %v", h, err)
	}
	write(t, filepath.Join(work, ".git", "FETCH_HEAD"), "")
	if h, err := r.Resolve("FETCH_HEAD"); err == nil || h != nil {
		t.Errorf("an empty FETCH_HEAD resolved to %s", h)
	}
}

// An abbreviated hash two objects share is ambiguous, as git says, loose or packed; a blob is
// no commit to take a parent of.
func TestResolveAmbiguousAndNotCommit(t *testing.T) {
	work := repoWithHistory(t)
	// Blobs written until two share their first four hex digits (a few hundred, by the
	// birthday bound), as git hash-object -w would write them.
	byPrefix := map[string]string{}
	var prefix string
	for i := 0; prefix == ""; i++ {
		body := fmt.Sprintf("blob %d", i)
		obj := fmt.Sprintf("blob %d\x00%s", len(body), body)
		sum := sha1.Sum([]byte(obj))
		name := hex.EncodeToString(sum[:])
		var z bytes.Buffer
		zw := zlib.NewWriter(&z)
		zw.Write([]byte(obj))
		zw.Close()
		write(t, filepath.Join(work, ".git", "objects", name[:2], name[2:]), z.String())
		if byPrefix[name[:4]] != "" {
			prefix = name[:4]
		}
		byPrefix[name[:4]] = name
	}
	check := func(stage string) {
		t.Helper()
		r := openRepo(t, work)
		if h, err := r.Resolve(prefix); err == nil || !strings.Contains(err.Error(), "ambiguous") {
			t.Errorf("%s: Resolve(%s) = %s, %v; want ambiguous", stage, prefix, h, err)
		}
		blob := byPrefix[prefix]
		if h, err := r.Resolve(blob[:12]); err != nil || h.String() != blob {
			t.Errorf("%s: Resolve(%s) = %s, %v; want %s", stage, blob[:12], h, err, blob)
		}
		if h, err := r.Resolve(blob + "~1"); err == nil || h != nil {
			t.Errorf("%s: a blob's parent resolved to %s", stage, h)
		}
	}
	check("loose")
	// Into a pack, and out of the loose store.
	cmd := exec.Command("git", "pack-objects", "-q", filepath.Join(".git", "objects", "pack", "pack"))
	cmd.Dir = work
	cmd.Stdin = strings.NewReader(strings.Join(slices.Collect(maps.Values(byPrefix)), "\n") + "\n")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git pack-objects: %v %s", err, out)
	}
	git(t, work, "prune-packed")
	if _, err := os.Stat(filepath.Join(work, ".git", "objects", prefix[:2], byPrefix[prefix][2:])); err == nil {
		t.Fatal("the blob is still loose; the pack path is not exercised")
	}
	check("packed")
}

// openRepo opens the repository at dir for the rest of the test.
func openRepo(t *testing.T, dir string) *Repo {
	t.Helper()
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}
