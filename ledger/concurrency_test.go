package ledger_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/cli"
	"github.com/hookguard/hookguard/ledger"
)

// The test binary doubles as hookguard, so that the concurrency test runs whole hook processes
// (decode, guards, engine, ledger) the way a harness does.
func TestMain(m *testing.M) {
	if os.Getenv("HOOKGUARD_TEST_AS_HOOKGUARD") == "1" {
		os.Exit(cli.Main(append([]string{"hookguard"}, os.Args[1:]...), os.Stdin, os.Stdout, os.Stderr))
	}
	if dir := os.Getenv("HOOKGUARD_TEST_FIRST_GRANT"); dir != "" {
		os.Exit(firstGrant(dir, os.Getenv("HOOKGUARD_TEST_ROOT"), os.Getenv("HOOKGUARD_TEST_GO")))
	}
	os.Exit(m.Run())
}

// firstGrant is one process of TestFirstGrantsAtOnce: it waits for the start file, then has a
// block offered a code and the code authorised, in its own project, with a state directory no
// process has used yet.
func firstGrant(dir, root, start string) int {
	for {
		if _, err := os.Stat(start); err == nil {
			break
		}
		time.Sleep(time.Millisecond)
	}
	a := ledger.New(dir)
	ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: "s", Root: root, Cwd: root, Command: "git push --force origin main"}
	v := hookguard.Blocked("destructive", "git.push-force", "no")
	code, err := a.Offer(ev, v)
	if err != nil || code == "" {
		fmt.Fprintln(os.Stderr, "offer:", code, err)
		return 1
	}
	pr := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: "s", Root: root, Prompt: "allow " + code, PromptSource: "user"}
	for _, o := range a.Record(pr, ledger.Codes(pr.Prompt)) {
		if !o.OK {
			fmt.Fprintln(os.Stderr, "record:", o.Message)
			return 1
		}
	}
	if _, ok := a.Authorised(ev, v); !ok {
		fmt.Fprintln(os.Stderr, "the grant does not authorise")
		return 1
	}
	return 0
}

// 60 first-ever grants in 60 projects at once, sharing one state directory and so one signing
// key that none of them has made yet: every one succeeds, and every ledger verifies with the
// one key. (The key was once created empty and filled after, and a process that read it in
// between refused its grant: 101 of 600 in a run like this.)
func TestFirstGrantsAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 60 processes")
	}
	for round := range 3 {
		dir := filepath.Join(t.TempDir(), "state", "hookguard")
		start := filepath.Join(t.TempDir(), "go")
		const n = 60
		procs := make([]*exec.Cmd, n)
		outs := make([]*bytes.Buffer, n)
		for i := range n {
			cmd := exec.Command(os.Args[0])
			cmd.Env = append(os.Environ(), "HOOKGUARD_TEST_FIRST_GRANT="+dir, fmt.Sprintf("HOOKGUARD_TEST_ROOT=/projects/p%02d", i), "HOOKGUARD_TEST_GO="+start)
			outs[i] = &bytes.Buffer{}
			cmd.Stdout, cmd.Stderr = outs[i], outs[i]
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			procs[i] = cmd
		}
		time.Sleep(200 * time.Millisecond) // let them all reach the start line
		os.WriteFile(start, nil, 0o600)
		failed := 0
		for i, cmd := range procs {
			if err := cmd.Wait(); err != nil {
				failed++
				t.Errorf("round %d, project %d: %v: %s", round, i, err, outs[i])
			}
		}
		if failed > 0 {
			t.Fatalf("round %d: %d of %d first grants failed", round, failed, n)
		}
		for i := range n {
			es, err := ledger.Open(dir, fmt.Sprintf("/projects/p%02d", i)).Entries()
			if err != nil || len(es) != 1 {
				t.Fatalf("round %d, project %d: %d entries, %v", round, i, len(es), err)
			}
		}
		left, _ := filepath.Glob(filepath.Join(dir, ".ledger.key.*"))
		if len(left) > 0 {
			t.Errorf("round %d: temporary key files left: %v", round, left)
		}
	}
}

type hookEnv struct {
	home, state, proj string
}

func (h hookEnv) run(t *testing.T, payload string) (string, error) {
	cmd := exec.Command(os.Args[0], "run", "--runner", "claude", "--deadline", "10m")
	cmd.Env = append(os.Environ(), "HOOKGUARD_TEST_AS_HOOKGUARD=1", "HOME="+h.home, "XDG_STATE_HOME="+h.state,
		"XDG_CONFIG_HOME="+filepath.Join(h.home, ".config"), "CLAUDE_PROJECT_DIR="+h.proj, "CLAUDECODE=")
	cmd.Dir = h.proj
	cmd.Stdin = strings.NewReader(payload)
	var out bytes.Buffer
	cmd.Stdout = &out
	err := cmd.Run()
	return out.String(), err
}

var codeRE = regexp.MustCompile(`allow (hg-[a-z0-9]{6})`)

// 200 hook processes record and consume at once: no entry is lost, duplicated or torn, and
// every single-use grant is consumed at most once, by exactly the process that was let through.
func TestConcurrentHooks(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 250 processes")
	}
	dir := t.TempDir()
	h := hookEnv{home: filepath.Join(dir, "home"), proj: filepath.Join(dir, "proj")}
	h.state = filepath.Join(h.home, ".local", "state")
	for _, d := range []string{h.state, filepath.Join(h.home, ".config"), filepath.Join(h.proj, ".git")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// 250 processes on two cores starve each other for seconds: the guards' default 5 s timeout
	// would turn some calls into "could not judge", which is the error policy at work, not the
	// ledger's concurrency under test. The user layer gives every guard room.
	var conf strings.Builder
	for _, g := range []string{"self", "destructive", "secrets", "migrations", "boundary", "rules", "ledger"} {
		fmt.Fprintf(&conf, "[guards.%s]\ntimeout = \"5m\"\n\n", g)
	}
	if err := os.MkdirAll(filepath.Join(h.home, ".config", "hookguard"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(h.home, ".config", "hookguard", "guards.toml"), []byte(conf.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	const n = 50
	tool := func(i int) string {
		return fmt.Sprintf(`{"session_id":"s","cwd":%q,"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git reset --hard HEAD~%d"}}`, h.proj, i+1)
	}
	prompt := func(code string) string {
		return fmt.Sprintf(`{"session_id":"s","cwd":%q,"hook_event_name":"UserPromptSubmit","prompt":"allow %s"}`, h.proj, code)
	}
	codes := make([]string, n)
	for i := range n {
		out, err := h.run(t, tool(i))
		m := codeRE.FindStringSubmatch(out)
		if err != nil || m == nil {
			t.Fatalf("block %d offered no code (%v): %s", i, err, out)
		}
		codes[i] = m[1]
	}

	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		allowed = map[string]int{}
		failed  []string
	)
	for i := range n {
		for range 2 {
			wg.Add(2)
			go func() {
				defer wg.Done()
				if out, err := h.run(t, prompt(codes[i])); err != nil || !strings.Contains(out, "authorised") {
					mu.Lock()
					failed = append(failed, fmt.Sprintf("record %s: %v %s", codes[i], err, out))
					mu.Unlock()
				}
			}()
			go func() {
				defer wg.Done()
				out, err := h.run(t, tool(i))
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err != nil:
					failed = append(failed, fmt.Sprintf("consume %d: %v", i, err))
				case out == "":
					allowed[codes[i]]++
				case !strings.Contains(out, `"deny"`):
					failed = append(failed, fmt.Sprintf("consume %d: neither allowed nor denied: %s", i, out))
				}
			}()
		}
	}
	wg.Wait()
	for _, f := range failed {
		t.Error(f)
	}

	l := ledger.Open(h.state+"/hookguard", h.proj)
	data, err := os.ReadFile(l.Path())
	if err != nil {
		t.Fatal(err)
	}
	if len(data) == 0 || data[len(data)-1] != '\n' {
		t.Fatal("the ledger ends in a torn line")
	}
	es, err := l.Entries()
	if err != nil {
		t.Fatalf("ledger does not verify: %v", err)
	}
	if lines := bytes.Count(data, []byte("\n")); lines != len(es) {
		t.Fatalf("%d lines but %d valid entries", lines, len(es))
	}
	grants, consumes := map[string]int{}, map[string]int{}
	for _, e := range es {
		var raw map[string]any
		line, _ := json.Marshal(e)
		if json.Unmarshal(line, &raw) != nil {
			t.Fatal("entry does not round-trip")
		}
		switch e.Kind {
		case ledger.KindGrant:
			grants[e.Code]++
		case ledger.KindConsume:
			consumes[e.Code]++
		}
	}
	total := 0
	for _, c := range codes {
		if grants[c] != 1 {
			t.Errorf("%s has %d grants, want exactly 1 (lost or duplicated)", c, grants[c])
		}
		if consumes[c] > 1 {
			t.Errorf("%s consumed %d times", c, consumes[c])
		}
		if consumes[c] != allowed[c] {
			t.Errorf("%s: %d processes let through but %d consumptions recorded", c, allowed[c], consumes[c])
		}
		total += consumes[c]
	}
	t.Logf("%d grants, %d consumed during the storm, %d entries", len(grants), total, len(es))
	// Whatever the storm left unconsumed passes exactly once more; nothing passes twice.
	for i := range n {
		out1, _ := h.run(t, tool(i))
		out2, _ := h.run(t, tool(i))
		if out2 == "" {
			t.Errorf("command %d passed twice after the storm", i)
		}
		if (out1 == "") == (consumes[codes[i]] == 1) {
			t.Errorf("command %d: after the storm allowed=%v, consumed during it=%d", i, out1 == "", consumes[codes[i]])
		}
	}
}
