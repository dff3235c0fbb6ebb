package gitread

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The configuration a repository is read with is the one git reads: the system file, the
// user's global files (GIT_CONFIG_GLOBAL alone where it is set), the repository's, and the
// files their includes pull in where they stand, the last setting winning. Each answer is
// checked against git's own.
func TestConfigAsGitReadsIt(t *testing.T) {
	needGit(t)
	base := t.TempDir()
	home := filepath.Join(base, "home")
	dir := filepath.Join(home, "repo")
	git(t, base, "init", "-q", dir)
	write(t, filepath.Join(home, ".gitconfig"), "[branch \"main\"]\n\tremote = fromglobal\n\tmerge = refs/heads/g\n[include]\n\tpath = inc/more.cfg\n[remote \"o\"]\n\tfetch = +refs/heads/*:refs/remotes/g/*\n")
	write(t, filepath.Join(home, "inc", "more.cfg"), "[branch \"main\"]\n\tmerge = refs/heads/fromincluded\n[include]\n\tpath = ~/deep.cfg\n")
	write(t, filepath.Join(home, "deep.cfg"), "[remote \"deep\"]\n\turl = /deep\n")
	write(t, filepath.Join(home, ".config", "git", "config"), "[remote \"x\"]\n\turl = /fromxdg\n[remote \"o\"]\n\turl = /xdg\n")
	write(t, filepath.Join(base, "other.cfg"), "[remote \"o\"]\n\turl = /other\n")
	write(t, filepath.Join(base, "sys.cfg"), "[remote \"s\"]\n\turl = /sys\n[remote \"o\"]\n\turl = /sys\n")
	f, err := os.OpenFile(filepath.Join(dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = f.WriteString("[includeIf \"gitdir:" + dir + "/\"]\n\tpath = ../../repo.cfg\n[remote \"o\"]\n\tfetch = +refs/heads/*:refs/remotes/o/*\n")
	f.Close()
	write(t, filepath.Join(home, "repo.cfg"), "[remote \"r\"]\n\turl = /fromrepoinclude\n")
	keys := []string{"branch.main.remote", "branch.main.merge", "remote.o.fetch", "remote.o.url", "remote.x.url", "remote.deep.url", "remote.s.url", "remote.r.url"}
	for _, env := range [][]string{
		{"HOME=" + home, "GIT_CONFIG_SYSTEM=" + base + "/sys.cfg"},
		{"HOME=" + home, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_SYSTEM=" + base + "/sys.cfg"},
		{"HOME=" + home, "GIT_CONFIG_GLOBAL=" + base + "/other.cfg", "GIT_CONFIG_SYSTEM=/dev/null"},
		{"HOME=" + home, "XDG_CONFIG_HOME=" + base + "/nowhere", "GIT_CONFIG_SYSTEM=/dev/null"},
	} {
		for _, kv := range []string{"HOME", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM", "XDG_CONFIG_HOME"} {
			t.Setenv(kv, "")
			os.Unsetenv(kv)
		}
		for _, kv := range env {
			k, v, _ := strings.Cut(kv, "=")
			t.Setenv(k, v)
		}
		r, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			cmd := exec.Command("git", "config", "--get", k)
			cmd.Dir = dir
			out, _ := cmd.Output()
			want := strings.TrimSpace(string(out))
			if got, _ := r.Config(k); got != want {
				t.Errorf("%v: %s = %q, git says %q", env, k, got, want)
			}
		}
	}
}
