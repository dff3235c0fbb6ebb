package e2e

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/ledger"
)

// offered is the sentence a block that can be authorised ends with (adapters.Reason).
var offered = regexp.MustCompile("reply `allow (hg-[a-z0-9]{6})`")

// codesOffered lists the codes offered in what the model was sent, in order, without repeats.
func codesOffered(reqs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range reqs {
		for _, m := range offered.FindAllStringSubmatch(r, -1) {
			if !seen[m[1]] {
				seen[m[1]] = true
				out = append(out, m[1])
			}
		}
	}
	return out
}

// sessionOf is the session id in Claude Code's stream-json output.
func sessionOf(stdout string) string {
	sc := bufio.NewScanner(strings.NewReader(stdout))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var m struct {
			SessionID string `json:"session_id"`
		}
		if json.Unmarshal(sc.Bytes(), &m) == nil && m.SessionID != "" {
			return m.SessionID
		}
	}
	return ""
}

// git runs git in dir with the case's environment and returns its trimmed output.
func git(t *testing.T, c caseDirs, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=e2e", "-c", "user.email=e2e@example.invalid"}, args...)...)
	cmd.Dir, cmd.Env = dir, c.env()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// TestClaudeAuthorisation is the chat authorisation end to end in the real Claude Code: a
// blocked command offers a code, the person answers `allow <code>` in the same session, the
// command then runs once, and the next try is blocked again.
func TestClaudeAuthorisation(t *testing.T) {
	t.Parallel()
	ready(t)
	// The ledger records nothing from a harness started inside an agent's session, by design,
	// and a test run from inside one is exactly that. CI has no outer agent.
	if outer, nested := ledger.Nested(); nested {
		t.Skipf("this test runs inside an agent's session (process %s), where the ledger rightly refuses `allow <code>`: run the e2e suite from a plain terminal or CI", outer)
	}
	c := newCase(t)
	// A force push to a bare remote beside the project: destructive blocks it with a code, no
	// other guard minds it, and its effect is plain to see (the remote's main moves). The echo
	// counts the runs, since a repeated push changes nothing more.
	remote := filepath.Join(c.Root, "remote.git")
	git(t, c, c.Root, "init", "-q", "--bare", remote)
	git(t, c, c.Proj, "symbolic-ref", "HEAD", "refs/heads/main")
	git(t, c, c.Proj, "commit", "-q", "--allow-empty", "-m", "one")
	git(t, c, c.Proj, "remote", "add", "origin", remote)
	git(t, c, c.Proj, "push", "-q", "origin", "main")
	before := git(t, c, remote, "rev-parse", "main")
	git(t, c, c.Proj, "commit", "-q", "--amend", "--allow-empty", "-m", "two")
	rewritten := git(t, c, c.Proj, "rev-parse", "HEAD")
	ranLog := filepath.Join(c.Proj, "ran.log")
	input := map[string]any{"command": "git push --force origin main && echo RAN >> ran.log"}
	c.install(t, "claude")

	// 1. The model asks; destructive blocks and offers a code, in what the model is sent next.
	f1 := anthropic(t, "Bash", input)
	r1 := claudeRun(t, c, f1, "E2E clean up the victim directory")
	session := sessionOf(r1.Stdout)
	codes := codesOffered(f1.requests())
	if exists(ranLog) || git(t, c, remote, "rev-parse", "main") != before {
		t.Fatal("the command ran before anyone authorised it")
	}
	if len(codes) != 1 || session == "" {
		t.Fatalf("want one code offered to the model and a session id, got codes %v, session %q\nrequests: %s\nstdout: %s",
			codes, session, tail(strings.Join(f1.requests(), "\n")), tail(r1.Stdout))
	}
	code := codes[0]

	// 2. The agent answers for the person: a Claude Code it starts itself (here from a program
	// called codex, as an agent's harness would) says `allow <code>` into the same session.
	// Nothing is authorised, and the push the fake asks for again stays blocked.
	outer := filepath.Join(c.Root, "outer", "codex")
	if err := os.MkdirAll(filepath.Dir(outer), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/bin/sh", outer); err != nil {
		t.Fatal(err)
	}
	fn := anthropic(t, "Bash", input)
	// `; :` keeps the shell above Claude Code rather than exec'ing it away.
	rn := claudeVia(t, c, fn, []string{outer, "-c", `"$0" "$@"; :`}, "allow "+code, "--resume", session)
	if !strings.Contains(rn.Stdout, "came from a harness started inside an agent's session") {
		t.Errorf("the nested prompt was not refused\nstdout: %s", tail(rn.Stdout))
	}
	if exists(ranLog) || git(t, c, remote, "rev-parse", "main") != before {
		t.Fatal("a prompt from a nested harness authorised the push")
	}
	if fn.toolCalls() != 1 || !fn.told("hookguard [destructive/git.push-force]") {
		t.Errorf("the model's second ask was not blocked: %d tool calls\nrequests: %s", fn.toolCalls(), tail(strings.Join(fn.requests(), "\n")))
	}

	// 3. The person answers in the same session; the model asks twice more.
	f2 := anthropicN(t, "Bash", input, 2)
	r2 := claudeRun(t, c, f2, "allow "+code, "--resume", session)
	if s := sessionOf(r2.Stdout); s != session {
		t.Fatalf("--resume %s ran in session %q", session, s)
	}
	if !strings.Contains(r2.Stdout, "hookguard: authorised once") {
		t.Errorf("the person was not told what was authorised\nstdout: %s", tail(r2.Stdout))
	}
	// The first ask runs, once.
	data, _ := os.ReadFile(ranLog)
	if got := git(t, c, remote, "rev-parse", "main"); got != rewritten || string(data) != "RAN\n" {
		t.Errorf("want the authorised push run exactly once: the remote's main is %s (want %s), ran.log %q\nstdout: %s", got, rewritten, data, tail(r2.Stdout))
	}
	// The second is blocked again, with a new code.
	var fresh []string
	for _, c2 := range codesOffered(f2.requests()) {
		if c2 != code {
			fresh = append(fresh, c2)
		}
	}
	if len(fresh) != 1 || f2.toolCalls() != 2 {
		t.Errorf("want the second try blocked with one new code, got %d tool calls, new codes %v\nrequests: %s", f2.toolCalls(), fresh, tail(strings.Join(f2.requests(), "\n")))
	}

	// 4. The audit log holds the whole story, in order, all in this session.
	lg := c.hookguard(t, "log", "--json")
	if lg.Exit != 0 {
		t.Fatalf("hookguard log --json exited %d: %s", lg.Exit, lg.Stderr)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(lg.Stdout), "\n") {
		var rec ledger.Record
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("audit line %q: %v", l, err)
		}
		if rec.Session != session || rec.Guard != "destructive" {
			t.Errorf("audit record of another session or guard: %s", l)
		}
		got = append(got, rec.Kind+" "+rec.Code)
	}
	// The nested run's block offers the same code: one action, one code.
	want := []string{"block " + code, "block " + code, "authorise " + code, "consume " + code}
	if len(fresh) == 1 {
		want = append(want, "block "+fresh[0])
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("audit log:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if t.Failed() {
		t.Logf("run 1 stdout: %s\nnested run stdout: %s\nrun 2 stdout: %s\nrun 2 stderr: %s", tail(r1.Stdout), tail(rn.Stdout), tail(r2.Stdout), tail(r2.Stderr))
	}
}
