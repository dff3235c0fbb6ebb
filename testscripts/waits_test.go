package testscripts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/hookguard/hookguard/ledger"
	"github.com/hookguard/hookguard/state"
)

func init() {
	// Scripts that take HOME away point the password database at a fixture; the hookguard the
	// scripts run is this test binary, so this reaches it. (No hookguard build reads this.)
	if p := os.Getenv("HOOKGUARD_TEST_PASSWD"); p != "" {
		state.PasswdPath = p
	}
}

// waitsParams adds two commands to the suite's: `hold PATH...` takes PATH's lock from this
// process (another process than the hookguard under test) until the script ends, as an agent's
// `flock PATH sleep 3600 &` would; `within D PROG ARGS...` runs PROG and fails if it exits
// non-zero or takes longer than D, logging how long it took.
func waitsParams(dir string) testscript.Params {
	p := params(dir)
	p.Cmds["hold"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) == 0 {
			ts.Fatalf("usage: hold PATH...")
		}
		for _, a := range args {
			hold(ts, ts.MkAbs(a))
		}
	}
	// holdstate ROOT SESSION holds every lock hookguard takes for a project and a session: the
	// audit trail's, the pending blocks', the ledger's, the session record's, the trust file's,
	// the key's.
	p.Cmds["holdstate"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 2 {
			ts.Fatalf("usage: holdstate ROOT SESSION")
		}
		dir := state.Dir(ts.Getenv)
		root, session := args[0], args[1]
		for _, path := range []string{
			ledger.AuditPath(dir) + ".lock",
			filepath.Join(ledger.ProjectDir(dir, root), "pending.json.lock"),
			ledger.Open(dir, root).LockPath(),
			filepath.Join(dir, state.SessionName(root, session)) + ".lock",
			filepath.Join(dir, "trust.json.lock"),
			ledger.KeyPath(dir) + ".lock",
		} {
			ts.Check(os.MkdirAll(filepath.Dir(path), 0o700))
			hold(ts, path)
		}
	}
	p.Cmds["within"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) < 2 {
			ts.Fatalf("usage: [!] within DURATION PROG [ARGS...]")
		}
		d, err := time.ParseDuration(args[0])
		ts.Check(err)
		start := time.Now()
		err = ts.Exec(args[1], args[2:]...)
		took := time.Since(start)
		ts.Logf("%s answered in %v", strings.Join(args[1:min(len(args), 6)], " "), took.Round(time.Millisecond))
		if took > d {
			ts.Fatalf("took %v, more than %v", took.Round(time.Millisecond), d)
		}
		if neg != (err != nil) {
			ts.Fatalf("%s: %v", args[1], err)
		}
	}
	return p
}

// hold takes path's lock until the script ends, by the same locking hookguard uses, so that the
// script runs wherever hookguard builds.
func hold(ts *testscript.TestScript, path string) {
	h, err := state.LockFile(path, time.Now())
	ts.Check(err)
	ts.Defer(func() { h.Close() })
}

// TestWaits: every wait of a hook call ends by its deadline, and an ended wait stops the action.
func TestWaits(t *testing.T) { testscript.Run(t, waitsParams("waits")) }
