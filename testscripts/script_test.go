// Package testscripts runs hookguard end to end: each script feeds the built binary a payload
// on stdin, with its own HOME and XDG directories, real settings files and real git
// repositories, and checks stdout, stderr and the exit code.
package testscripts

import (
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/hookguard/hookguard/cli"
	"github.com/hookguard/hookguard/internal/settle"
	"github.com/hookguard/hookguard/state"
)

var update = flag.Bool("u", false, "update the scripts' expected output files")

func TestMain(m *testing.M) {
	settled()
	testscript.Main(m, map[string]func(){
		"hookguard": func() {
			// The managed policy's path, which a shipped binary takes only from its build
			// (state.ManagedPath): each script gets its own, under its work directory, so that
			// a machine's real /etc/hookguard never reaches a test.
			state.ManagedPath = os.Getenv("HOOKGUARD_TEST_MANAGED")
			os.Exit(cli.Main(os.Args, os.Stdin, os.Stdout, os.Stderr))
		},
	})
}

func params(dir string) testscript.Params {
	return testscript.Params{
		Dir:                 dir,
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// hook [-sh SHELL] [-n N] STATUS FILE EVENT runs an installed hook command from a
			// settings file as its harness does, under every installed shell (hookcmd_test.go).
			"hook": hookCmd,
			// otlp FILE COUNT [KEY=VALUE...] decodes every line of an audit file with the
			// official OTLP protobuf definitions and checks its records (otlp_test.go).
			"otlp": otlpCmd,
			// harness-trust codex|gemini gives the harness's own approval as a person would
			// (trust_test.go).
			"harness-trust": harnessTrustCmd,
			// exits N PROG ARGS... runs PROG and wants exit status N, since a hook's exit code is
			// part of its contract (2 blocks in Claude and Codex).
			"exits": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) < 2 {
					ts.Fatalf("usage: exits N PROG [ARGS...]")
				}
				err := ts.Exec(args[1], args[2:]...)
				got := "exit status 0"
				if err != nil {
					got = err.Error()
				}
				if got != "exit status "+args[0] {
					ts.Fatalf("%s: got %s, want exit status %s", args[1], got, args[0])
				}
			},
		},
		Setup: func(env *testscript.Env) error {
			home := filepath.Join(env.WorkDir, "home")
			for _, d := range []string{home, filepath.Join(home, ".config"), filepath.Join(home, ".local", "state")} {
				if err := os.MkdirAll(d, 0o755); err != nil {
					return err
				}
			}
			env.Setenv("HOME", home)
			env.Setenv("HOOKGUARD_TEST_MANAGED", filepath.Join(env.WorkDir, "etc", "hookguard", "guards.toml"))
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			env.Setenv("XDG_STATE_HOME", filepath.Join(home, ".local", "state"))
			env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
			env.Setenv("GIT_AUTHOR_NAME", "t")
			env.Setenv("GIT_AUTHOR_EMAIL", "t@example.invalid")
			env.Setenv("GIT_COMMITTER_NAME", "t")
			env.Setenv("GIT_COMMITTER_EMAIL", "t@example.invalid")
			// Tests may run inside a coding agent's shell; hookguard trust refuses there.
			for _, k := range []string{"CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "GEMINI_CLI", "CODEX_SANDBOX", "CODEX_THREAD_ID", "CLARVIS_SESSION"} {
				env.Setenv(k, "")
			}
			// Nor may the caller's harness settings move or answer doctor's trust checks.
			for _, k := range []string{"CODEX_HOME", "GEMINI_CLI_HOME", "GEMINI_CLI_TRUSTED_FOLDERS_PATH", "GEMINI_CLI_TRUST_WORKSPACE", "GEMINI_RESTRICTED_MODE"} {
				env.Setenv(k, "")
			}
			// The project a harness would report in CLAUDE_PROJECT_DIR is the script's work dir.
			env.Setenv("CLAUDE_PROJECT_DIR", env.WorkDir)
			return nil
		},
	}
}

func TestClaude(t *testing.T) { testscript.Run(t, params("claude")) }
func TestConfig(t *testing.T) { testscript.Run(t, params("config")) }
func TestCLI(t *testing.T)    { testscript.Run(t, params("cli")) }
func TestGuards(t *testing.T) { testscript.Run(t, params("guards")) }
func TestLedger(t *testing.T) { testscript.Run(t, params("ledger")) }

func TestCodex(t *testing.T)    { testscript.Run(t, params("codex")) }
func TestGemini(t *testing.T)   { testscript.Run(t, params("gemini")) }
func TestClarvis(t *testing.T)  { testscript.Run(t, params("clarvis")) }
func TestInstall(t *testing.T)  { testscript.Run(t, params("install")) }
func TestMultivac(t *testing.T) { testscript.Run(t, params("multivac")) }
func TestGitFloor(t *testing.T) { testscript.Run(t, gitFloorParams(t)) }

// settled runs this test binary from a copy written with large writes, once, before any script:
// the scripts start it as hookguard thousands of times, and a copy so written has its code
// mapped in 2 MB pages, as a user's hook calls settle the real binary (internal/settle). The
// copy sits beside the test binary, in the go command's work directory, which go test removes.
// Where it cannot be made, the tests run as they are.
func settled() {
	const mark = "HOOKGUARD_TEST_SETTLED"
	if filepath.Base(os.Args[0]) == "hookguard" || os.Getenv(mark) != "" || runtime.GOOS != "linux" {
		return
	}
	self, err := os.Executable()
	if err != nil {
		return
	}
	copied := self + ".settled"
	if settle.CopyFile(self, copied) != nil {
		return
	}
	os.Setenv(mark, "1")
	syscall.Exec(copied, append([]string{copied}, os.Args[1:]...), os.Environ())
}
