package cli

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/hookguard/hookguard/state"
)

// usePolicy points the managed policy at a temporary file holding src, for one test.
func usePolicy(t *testing.T, src string) string {
	t.Helper()
	managed := filepath.Join(t.TempDir(), "etc", "guards.toml")
	if err := os.MkdirAll(filepath.Dir(managed), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(managed, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	old := state.ManagedPath
	state.ManagedPath = managed
	t.Cleanup(func() { state.ManagedPath = old })
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("XDG_CONFIG_HOME", "")
	return managed
}

func pull(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := Main(append([]string{"hookguard", "policy", "pull"}, args...), strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

func readString(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A file source (one the team's configuration management fills) is pulled as a repository's
// file is: verified, with the source file's own path and line in every problem, then renamed
// into place keeping the managed file's mode.
func TestPolicyPullFromFile(t *testing.T) {
	srcFile := filepath.Join(t.TempDir(), "team.toml")
	boot := "[managed]\nsource = { file = \"" + filepath.ToSlash(srcFile) + "\" }\n"
	managed := usePolicy(t, boot)
	if err := os.Chmod(managed, 0o640); err != nil {
		t.Fatal(err)
	}
	if _, errs, code := pull(); code != 3 || !strings.Contains(errs, "cannot read the source "+filepath.ToSlash(srcFile)) {
		t.Errorf("a missing source file: exit %d, %s", code, errs)
	}
	good := "mode = \"enforce\"\n" + boot + "locked = [\"secrets\"]\n"
	if err := os.WriteFile(srcFile, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := pull("--dry-run")
	if code != 0 || !strings.HasPrefix(out, "would update "+managed) || !strings.Contains(out, "+ locked = [\"secrets\"]") || readString(t, managed) != boot {
		t.Fatalf("dry run: exit %d, %s%s", code, out, errs)
	}
	if out, errs, code = pull(); code != 0 || !strings.HasPrefix(out, "updated "+managed) || readString(t, managed) != good {
		t.Fatalf("pull: exit %d, %s%s", code, out, errs)
	}
	if fi, err := os.Stat(managed); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("the managed file's mode must be kept: %v %v", fi.Mode(), err)
	}
	if out, _, code = pull(); code != 0 || !strings.HasPrefix(out, "unchanged: ") {
		t.Errorf("second pull: exit %d, %s", code, out)
	}
	// A bad file: every problem, with the source's path and line; nothing written.
	bad := "mode = \"enforce\"\n" + boot + "locked = [\"nope\"]\n[guards.secret]\nx = 1\n"
	if err := os.WriteFile(srcFile, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = pull()
	for _, want := range []string{srcFile + ":4: managed.locked[0]", srcFile + ":5: [guards.secret]", "is refused; " + managed + " is unchanged"} {
		if !strings.Contains(errs, want) {
			t.Errorf("want %q in:\n%s", want, errs)
		}
	}
	if code != 1 || out != "" || readString(t, managed) != good {
		t.Errorf("a bad policy: exit %d, stdout %q; the installed file must stay", code, out)
	}
}

// A source that names the managed file itself pulls nothing: said, not looped.
func TestPolicyPullFromItself(t *testing.T) {
	dir := t.TempDir()
	managed := filepath.Join(dir, "guards.toml")
	usePolicy(t, "")
	state.ManagedPath = managed
	if err := os.WriteFile(managed, []byte("[managed]\nsource = { file = \""+filepath.ToSlash(managed)+"\" }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errs, code := pull(); code != 2 || !strings.Contains(errs, "is the managed policy itself") {
		t.Errorf("exit %d, %s", code, errs)
	}
}

// Without git on PATH, a repository source says to install git; nothing is written.
func TestPolicyPullWithoutGit(t *testing.T) {
	boot := "[managed]\nsource = { repo = \"https://git.example.invalid/team/policy.git\", ref = \"main\" }\n"
	managed := usePolicy(t, boot)
	t.Setenv("PATH", t.TempDir())
	if _, errs, code := pull(); code != 3 || !strings.Contains(errs, "git is not on PATH: install git") || readString(t, managed) != boot {
		t.Errorf("exit %d, %s", code, errs)
	}
}

// A remote that never answers is given up on at --timeout. The git here is a stand-in (git is
// not ours): a script that hangs as a dead remote does.
func TestPolicyPullTimesOut(t *testing.T) {
	sleep, err := exec.LookPath("sleep")
	if _, serr := os.Stat("/bin/sh"); serr != nil || err != nil {
		t.Skip("needs /bin/sh and sleep for the stand-in git")
	}
	managed := usePolicy(t, "[managed]\nsource = { repo = \"ssh://git.example.invalid/policy.git\" }\n")
	bin := t.TempDir()
	script := "#!/bin/sh\ncase \"$*\" in *fetch*) exec " + sleep + " 30;; esac\nexit 0\n"
	if err := os.WriteFile(filepath.Join(bin, "git"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	before := readString(t, managed)
	if _, errs, code := pull("--timeout", "300ms"); code != 3 || !strings.Contains(errs, "timed out after 300ms (raise --timeout") || readString(t, managed) != before {
		t.Errorf("exit %d, %s", code, errs)
	}
	if _, errs, code := pull("--timeout", "0s"); code != 2 || !strings.Contains(errs, "--timeout must be above zero") {
		t.Errorf("exit %d, %s", code, errs)
	}
}

// A managed file whose TOML is broken still gives its source when that part reads; one that
// does not parse at all says to fix it by hand.
func TestPolicyPullBrokenManagedFile(t *testing.T) {
	usePolicy(t, "[managed\n")
	if _, errs, code := pull(); code != 2 || !strings.Contains(errs, "cannot read the source of the managed policy") || !strings.Contains(errs, "by hand") {
		t.Errorf("exit %d, %s", code, errs)
	}
	// A managed file with a mistake, whose source still reads: the pull brings the fix.
	srcFile := filepath.Join(t.TempDir(), "team.toml")
	boot := "[managed]\nsource = { file = \"" + filepath.ToSlash(srcFile) + "\" }\n"
	managed := usePolicy(t, boot+"lockd = [\"self\"]\n")
	if err := os.WriteFile(srcFile, []byte(boot+"locked = [\"self\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, errs, code := pull(); code != 0 || !strings.HasPrefix(out, "updated ") || readString(t, managed) != boot+"locked = [\"self\"]\n" {
		t.Errorf("the fix must install over a broken managed file: exit %d, %s%s", code, out, errs)
	}
	usePolicy(t, "[managed]\nsource = { repo = \"policy.git\" }\n")
	if _, errs, code := pull(); code != 2 || !strings.Contains(errs, "guards.toml:2: managed.source: repo \"policy.git\": a repository on this machine needs an absolute path") {
		t.Errorf("exit %d, %s", code, errs)
	}
}

// Not allowed to write the managed path: the message says it is the administrator's. As root
// the write cannot be refused for real, so the message is checked on the error the write gets.
func TestPolicyPullNotWritable(t *testing.T) {
	msg := writeFailure("/etc/hookguard/guards.toml", &fs.PathError{Op: "open", Path: "/etc/hookguard/.guards.toml.1.tmp", Err: syscall.EACCES})
	if !strings.Contains(msg, "run it as root (sudo hookguard policy pull)") || !strings.Contains(msg, "Nothing was changed") {
		t.Errorf("%s", msg)
	}
	if os.Geteuid() == 0 {
		t.Skip("root writes a read-only directory: the real refusal needs another user")
	}
	srcFile := filepath.Join(t.TempDir(), "team.toml")
	boot := "[managed]\nsource = { file = \"" + filepath.ToSlash(srcFile) + "\" }\n"
	managed := usePolicy(t, boot)
	if err := os.WriteFile(srcFile, []byte("mode = \"enforce\"\n"+boot), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Dir(managed), 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(filepath.Dir(managed), 0o755)
	if _, errs, code := pull(); code != 4 || !strings.Contains(errs, "sudo hookguard policy pull") || readString(t, managed) != boot {
		t.Errorf("exit %d, %s", code, errs)
	}
}

func TestPolicyUsage(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"hookguard", "policy", "push"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), "say what to do: pull") {
		t.Errorf("exit %d, %s", code, errb.String())
	}
}

func TestLineDiff(t *testing.T) {
	add, del := lineDiff([]byte("a\nb\nc\nd\n"), []byte("a\nc\nx\nd\ny\n"))
	if !slices.Equal(add, []string{"x", "y"}) || !slices.Equal(del, []string{"b"}) {
		t.Errorf("add %q del %q", add, del)
	}
	if add, del := lineDiff(nil, []byte("a\n")); !slices.Equal(add, []string{"a"}) || del != nil {
		t.Errorf("from nothing: add %q del %q", add, del)
	}
	// Past the table's bound, the counts still come out.
	big := strings.Repeat("k = 1\n", 5000)
	if add, del := lineDiff([]byte(big+"old\n"), []byte(big+"new\n")); !slices.Equal(add, []string{"new"}) || !slices.Equal(del, []string{"old"}) {
		t.Errorf("large: add %q del %q", add, del)
	}
}

// git runs in its own temporary repository: the variables that would point it elsewhere go,
// and prompts are off; the rest (credentials, proxies) stays.
func TestGitEnv(t *testing.T) {
	got := gitEnv([]string{"GIT_DIR=/x", "GIT_WORK_TREE=/y", "HTTPS_PROXY=p", "GIT_SSH_COMMAND=ssh -i k", "GIT_TERMINAL_PROMPT=1"})
	want := []string{"HTTPS_PROXY=p", "GIT_SSH_COMMAND=ssh -i k", "GIT_TERMINAL_PROMPT=0"}
	if !slices.Equal(got, want) {
		t.Errorf("%q", got)
	}
}

// A source that others than root (or the user pulling) can write is no policy: the pull
// refuses it, naming each path and the fix, and the managed file stays. A sticky directory on
// the way (/tmp) passes; a repository on this machine is checked through its git directory.
func TestPolicyPullRefusesWritableSource(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows has no mode bits or user ids; ACLs are not read")
	}
	dir := filepath.Join(t.TempDir(), "cm")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	srcFile := filepath.Join(dir, "team.toml")
	boot := "[managed]\nsource = { file = \"" + filepath.ToSlash(srcFile) + "\" }\n"
	managed := usePolicy(t, boot)
	good := "mode = \"enforce\"\n" + boot
	if err := os.WriteFile(srcFile, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	refused := func(what, want string) {
		t.Helper()
		_, errs, code := pull()
		if code != 1 || !strings.Contains(errs, "is refused: others than root can change what it holds") || !strings.Contains(errs, want) || readString(t, managed) != boot {
			t.Errorf("%s: exit %d, want 1 and %q: %s", what, code, want, errs)
		}
	}
	chmod := func(p string, m os.FileMode) {
		t.Helper()
		if err := os.Chmod(p, m); err != nil {
			t.Fatal(err)
		}
	}
	chmod(srcFile, 0o666)
	refused("a world-writable file", srcFile+" is writable by everyone (mode 666): chmod go-w "+srcFile)
	chmod(srcFile, 0o664)
	refused("a group-writable file", srcFile+" is writable by its group (mode 664)")
	chmod(srcFile, 0o644)
	chmod(dir, 0o775)
	refused("a group-writable directory on the way", dir+" is writable by its group (mode 775)")
	chmod(dir, 0o777)
	refused("a world-writable directory on the way", dir+" is writable by everyone")
	chmod(dir, os.ModeSticky|0o777) // sticky, as /tmp: nobody replaces another's file
	if out, errs, code := pull("--dry-run"); code != 0 {
		t.Fatalf("a sticky directory on the way: exit %d, %s%s", code, out, errs)
	}
	chmod(dir, 0o755)
	if os.Geteuid() == 0 {
		// The machine-wide policy, pulled by root: a file another user owns is that user's.
		if err := os.Chown(srcFile, 65534, -1); err != nil {
			t.Fatal(err)
		}
		refused("root pulling another user's file", srcFile+" is owned by uid 65534, not root")
		if err := os.Chown(srcFile, 0, -1); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(dir, 65534, -1); err != nil {
			t.Fatal(err)
		}
		refused("root pulling from another user's directory", dir+" is owned by uid 65534, not root")
		if err := os.Chown(dir, 0, -1); err != nil {
			t.Fatal(err)
		}
	}
	if out, errs, code := pull(); code != 0 || readString(t, managed) != good {
		t.Fatalf("a source only root writes: exit %d, %s%s", code, out, errs)
	}

	// A repository on this machine, by path and by file:// URL: a ref a group may write is the
	// policy that group picks.
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("needs git for the repository source")
	}
	repo := filepath.Join(t.TempDir(), "policy.git")
	work := t.TempDir()
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(git, args...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.invalid", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.invalid", "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	for _, form := range []string{filepath.ToSlash(repo), "file://" + filepath.ToSlash(repo)} {
		boot = "[managed]\nsource = { repo = \"" + form + "\", ref = \"main\" }\n"
		managed = usePolicy(t, boot)
		if _, err := os.Stat(repo); err != nil {
			run("init", "-q", "--bare", repo)
			run("init", "-q", work)
		}
		// A pulled policy keeps its own source: each form's commit names that form.
		good = "mode = \"enforce\"\n" + boot
		if err := os.WriteFile(filepath.Join(work, "guards.toml"), []byte(good), 0o644); err != nil {
			t.Fatal(err)
		}
		run("-C", work, "add", "guards.toml")
		run("-C", work, "commit", "-q", "-m", "policy")
		run("-C", work, "push", "-q", repo, "HEAD:refs/heads/main")
		refs := filepath.Join(repo, "refs", "heads")
		chmod(refs, 0o775)
		refused(form+": a group-writable ref directory", refs+" is writable by its group (mode 775)")
		chmod(refs, 0o755)
		chmod(filepath.Join(repo, "config"), 0o666)
		refused(form+": a world-writable config", filepath.Join(repo, "config")+" is writable by everyone")
		chmod(filepath.Join(repo, "config"), 0o644)
		if out, errs, code := pull(); code != 0 || readString(t, managed) != good {
			t.Errorf("%s: a repository only root writes: exit %d, %s%s", form, code, out, errs)
		}
	}
}
