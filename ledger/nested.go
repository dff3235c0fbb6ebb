package ledger

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/harness"
)

// A harness the agent starts itself (`claude -p --resume <this session> "allow <code>"`, from
// a script, a compiled program or under another name) would fire this session's prompt hook
// with words no human typed. Its hook process has, above the harness that calls it, the
// agent's own harness. Nested walks the process tree (Linux /proc; elsewhere it sees nothing)
// to tell: the first ancestor that is not a shell or one of hookguard's wrappers is the caller,
// whatever its name; the processes right above it that are the same run (a node launcher, a
// relaunch with the same arguments) are skipped; any harness further up means the prompt came
// from inside an agent's session.

// procRoot is where the process tree is read; tests point it elsewhere.
var procRoot = "/proc"

type proc struct {
	pid, ppid int
	argv      []string
}

func readProc(pid int) (proc, bool) {
	dir := filepath.Join(procRoot, strconv.Itoa(pid))
	stat, err := os.ReadFile(filepath.Join(dir, "stat"))
	if err != nil {
		return proc{}, false
	}
	// pid (comm) state ppid ...; comm may hold spaces and parentheses, so cut at the last ')'.
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return proc{}, false
	}
	f := strings.Fields(string(stat[i+1:]))
	if len(f) < 2 {
		return proc{}, false
	}
	ppid, _ := strconv.Atoi(f[1])
	cmd, _ := os.ReadFile(filepath.Join(dir, "cmdline"))
	argv := strings.Split(strings.TrimRight(string(cmd), "\x00"), "\x00")
	return proc{pid: pid, ppid: ppid, argv: argv}, true
}

func progBase(s string) string {
	b := strings.ToLower(filepath.Base(s))
	for _, ext := range []string{".exe", ".js", ".mjs", ".cjs"} {
		b = strings.TrimSuffix(b, ext)
	}
	return b
}

// interpreter reports whether a program (by progBase) runs a script it is given.
func interpreter(base string) bool {
	switch base {
	case "node", "nodejs", "bun", "deno", "sh", "bash", "dash", "zsh", "ksh", "python", "python3":
		return true
	}
	return false
}

// program splits argv into the program a process runs and its own arguments: for an
// interpreter, the script it was given.
func program(argv []string) (string, []string) {
	if len(argv) == 0 {
		return "", nil
	}
	if interpreter(progBase(argv[0])) {
		for i := 1; i < len(argv); i++ {
			a := argv[i]
			if a == "-e" || a == "--eval" || len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsRune(a, 'c') {
				return argv[0], argv[1:] // inline code (-c, -lc, -e): the interpreter is the program
			}
			if !strings.HasPrefix(a, "-") {
				return a, argv[i+1:]
			}
		}
	}
	return argv[0], argv[1:]
}

// isHarness reports whether argv runs a registered harness: by its CLI name, or by the path
// of its installed package (node .../@openai/codex/bin/codex.js).
func isHarness(argv []string) bool {
	prog, _ := program(argv)
	return harness.IsCLI(progBase(prog)) || harness.Installed(filepath.ToSlash(strings.ToLower(prog)))
}

// skippable are the processes between a harness and hookguard: the shell that runs the hook
// command and hookguard's own wrappers.
func skippable(argv []string) bool {
	if len(argv) == 0 {
		return true
	}
	if progBase(argv[0]) == "hookguard" {
		return true
	}
	prog, _ := program(argv)
	if strings.Contains(filepath.ToSlash(prog), ".hookguard/") {
		return true
	}
	switch progBase(argv[0]) {
	case "env", "timeout", "nice":
		return true
	case "sh", "bash", "dash", "zsh", "ksh", "busybox":
		// Only the shell that runs the hook's command line; a shell running a script file is a
		// program like any other, and may be the harness under another name.
		return prog == argv[0]
	}
	return false
}

func sameRun(a, b []string) bool {
	_, ra := program(a)
	_, rb := program(b)
	return strings.Join(ra, "\x00") == strings.Join(rb, "\x00")
}

// Nested reports whether this process was started, through its harness, from inside another
// harness's session, and names that outer harness.
func Nested() (string, bool) { return nestedFrom(os.Getppid()) }

func nestedFrom(pid int) (string, bool) {
	var chain []proc
	for i := 0; i < 64 && pid > 1; i++ {
		p, ok := readProc(pid)
		if !ok {
			break
		}
		chain = append(chain, p)
		pid = p.ppid
	}
	i := 0
	for i < len(chain) && skippable(chain[i].argv) {
		i++
	}
	if i >= len(chain) {
		return "", false
	}
	caller := chain[i]
	for i++; i < len(chain) && isHarness(chain[i].argv) && sameRun(chain[i].argv, caller.argv); i++ {
	}
	for ; i < len(chain); i++ {
		if isHarness(chain[i].argv) {
			return strconv.Itoa(chain[i].pid) + " " + clip(strings.Join(chain[i].argv, " "), 80), true
		}
	}
	return "", false
}
