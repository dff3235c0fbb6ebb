// Package cli implements hookguard's subcommands. Main is the whole program: it never panics
// and never lets a runner see a Go crash's exit code.
package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"

	"github.com/hookguard/hookguard/guards"
	_ "github.com/hookguard/hookguard/guards/builtin" // every built-in guard registers itself
)

// Version is set at build time with -ldflags "-X github.com/hookguard/hookguard/cli.Version=...".
var Version = "dev"

type command struct {
	summary string
	run     func(c *ctx, args []string) int
}

// ctx is one invocation's streams and environment.
type ctx struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string
	// describe, when set, receives a command's flags instead of the command running
	// (parse hands them over and stops): how `hookguard completion` reads every command's
	// flags from the one place they are defined.
	describe func(*flagSet)
	// managedPath, when set, stands for the managed policy in this command's configuration:
	// `validate --managed FILE`, a person checking a policy before installing it. The hook
	// never sets it (see state.ManagedPath).
	managedPath string
}

// registry holds the subcommands; each file of this package adds its own in init (a map
// insert: nothing expensive happens at start-up).
var registry = map[string]command{}

func register(name, summary string, run func(c *ctx, args []string) int) {
	if _, dup := registry[name]; dup {
		panic("cli: command registered twice: " + name)
	}
	registry[name] = command{summary, run}
}

func commands() map[string]command { return registry }

func init() {
	register("run", "the hook entry: read a runner's payload on stdin and answer in its contract", runCmd)
	register("check", "try a command, a write, a read or a prompt as a person: verdict, guard and rule", checkCmd)
	register("corpus", "score labelled TSV cases against the guards", corpusCmd)
	register("trust", "record that a person has read the project's guards.toml, so that it applies", trustCmd)
	register("guards", "list the registered guards, their rules and options", guardsCmd)
	register("config", "print the effective configuration and where each value came from", configCmd)
	register("validate", "check every configuration layer and report every error at once", validateCmd)
	register("version", "print hookguard's version", versionCmd)
}

// Main runs hookguard with args (args[0] is the program name) and returns the exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	c := &ctx{stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "hookguard: internal error: %v\n%s\nPlease report it with the output of `hookguard version`.\n", r, debug.Stack())
			// A crash in the hook entry must still answer: exit 2 blocks in every harness that
			// can block, with the message above as the reason.
			code = 2
		}
	}()
	if len(args) < 2 {
		usage(stderr)
		return 2
	}
	name := args[1]
	switch name {
	case "-h", "--help", "help":
		if len(args) > 2 {
			if cmd, ok := commands()[args[2]]; ok {
				return cmd.run(c, []string{"--help"})
			}
		}
		usage(stdout)
		return 0
	case "--version":
		name = "version"
	}
	cmd, ok := commands()[name]
	if !ok {
		fmt.Fprintf(stderr, "hookguard: unknown command %q%s\nRun `hookguard --help` for the list.\n", name, suggest(name))
		return 2
	}
	return cmd.run(c, args[2:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "hookguard: the guard rail for AI coding agents, called as their hook.")
	fmt.Fprintln(w, "\nUsage: hookguard COMMAND [flags]\n\nCommands:")
	cmds := commands()
	names := make([]string, 0, len(cmds))
	for n := range cmds {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, cmds[n].summary)
	}
	fmt.Fprintln(w, "\nRun `hookguard COMMAND --help` for a command's flags.")
}

func suggest(name string) string {
	best, bestD := "", 3
	for n := range commands() {
		if d := guards.Distance(name, n); d < bestD || (d == bestD && n < best) {
			best, bestD = n, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

func versionCmd(c *ctx, args []string) int {
	fs := flags(c, "version", "")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	fmt.Fprintf(c.stdout, "hookguard %s\n", version())
	return 0
}

// version is the version `hookguard version` prints and audit records carry: the one set at
// build time, else the module's from the build record (go install ...@v1.2.3), else "dev".
// The build record is read only when asked: by the version command and by a hook call that
// writes a record.
func version() string {
	if Version != "dev" {
		return Version // set at build time: the build record is not read (~23K instructions)
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return Version
}
