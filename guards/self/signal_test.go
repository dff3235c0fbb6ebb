package self

import (
	"os"
	"strconv"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestHookProcessSignals: a signal that may end or stop a hook's processes (hookguard, or the
// shell a harness runs the hook command in) is refused, however the processes are chosen;
// one for other processes, or that neither ends nor stops them, passes.
func TestHookProcessSignals(t *testing.T) {
	w := newWorld(t)
	parent := strconv.Itoa(os.Getppid()) // an ancestor of this process, as the harness is a hook's
	for _, cmd := range []string{
		"pkill hookguard", "pkill -9 hookguard", "pkill -STOP hookguard", "pkill --signal=STOP hookguard",
		"pkill -SIGKILL -x hookguard", "pkill -i HOOKGUARD", "pkill 'hook.*'", "pkill -f hook.sh", "pkill -f guard-shell",
		"pkill -f 'run-recorded'", "pkill -f -- '--deadline'", "pkill -f XDG_CONFIG_HOME", "pkill -f 'sh -c'", "pkill -ef .",
		"pkill -STOP -f runners/codex", "pkill -STOP -f 'runner gemini'", "pkill -STOP -f GEMINI_PROJECT_DIR", "pkill -STOP -f clarvis/guard-tools",
		"pkill -STOP -f stop.sh",
		"killall hookguard", "killall -9 sh", "killall -s STOP dash", "killall -r '^hook'", "killall node bash",
		"pkill -P $PPID", "pkill -9 -P " + parent, "pkill --parent=" + parent + " -f .", `pkill -f "$PATTERN"`, "pkill -u root",
		"pkill -U " + strconv.Itoa(os.Getuid()),
		// From a loop left running, in every spelling of it.
		"while :; do pkill -STOP hookguard; done &", "nohup sh -c 'while :; do pkill -9 -f hookguard; done' >/dev/null 2>&1 &",
		"watch -n 0.1 pkill -f guard-shell", "setsid bash -c 'while :; do killall -KILL hookguard; done' &",
		// Ids another command lists.
		"kill -9 $(pgrep -f guard-shell)", "pgrep -f deadline | xargs kill -STOP", "p=$(pidof hookguard); kill -STOP $p",
		"kill $(pgrep -x sh)", "pidof hookguard | xargs -n1 kill",
		// A signal or option only known when it runs.
		"pkill -$SIG hookguard", "S=STOP; pkill -$S hookguard", "pkill -$OPT node", "kill -$SIG $(pgrep hookguard)",
		`kill -s "$S" $(pgrep node)`, `pkill --signal "$S" node`, `killall -s "$S" node`,
		// Ids ps lists, and its rows' filters choose.
		"ps aux | grep hookguard | awk '{print $2}' | xargs kill -STOP", "kill -STOP $(ps -ef | grep '[h]ookguard' | awk '{print $2}')",
		`ps -eo pid,comm | awk '$2=="hookguard"{print $1}' | xargs kill -STOP`, "ps -C hookguard -o pid= | xargs kill -9",
		"ps aux | grep -v grep | grep guard-shell | awk '{print $2}' | xargs kill", "ps -eo pid,args | grep -v node | awk '{print $1}' | xargs kill -STOP",
		"ps -eo pid= | xargs kill -STOP", "ps aux | grep node | awk '{print $2}' | xargs kill -USR1",
		// Code that looks processes up by name and signals them.
		`python3 -c 'import psutil,os,signal; [os.kill(p.pid, signal.SIGSTOP) for p in psutil.process_iter() if "hookguard" in p.name()]'`,
		`python3 -c 'import psutil; [p.suspend() for p in psutil.process_iter() if "guard-shell" in " ".join(p.cmdline())]'`,
		`node -e 'for (const p of require("fs").readdirSync("/proc")) { if (require("fs").readFileSync("/proc/"+p+"/cmdline","utf8").includes("claude")) process.kill(+p, "SIGUSR1") }'`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != "hook-process" {
			t.Errorf("%q: got %v %s: %s, want a hook-process block", cmd, v.Decision, v.Rule, v.Reason)
		} else if v.Code != "" {
			t.Errorf("%q: a code was offered (%s): switching the guard off is not granted from the chat", cmd, v.Code)
		}
	}
	for _, cmd := range []string{
		"pkill node", `pkill -f "node server.js"`, "pkill -9 -f vite", "killall python3", "pkill -f 'python manage.py runserver'",
		"kill -9 $(lsof -t -i:3000)", "kill %1", `kill "$pid"`, "kill $!", "pkill -P $$", "pkill -P 1", "pkill -u nobody-else vim",
		"pgrep -f hookguard", "pidof hookguard", "kill -0 $(pgrep hookguard)", "kill -CONT $(pgrep hookguard)",
		"pkill -CONT hookguard", "killall -0 hookguard", "pkill -0 -f guard-shell", "X=vite; pkill -f \"$X\"",
		"ps aux | grep 'next dev' | grep -v grep | awk '{print $2}' | xargs kill", "kill $(ps -o pid= -C vite)",
		"ps aux | awk '/node/ {print $2}' | xargs kill", "lsof -ti:3000 | xargs kill", "ps aux | grep hookguard",
		`python3 -c 'import psutil; [p.kill() for p in psutil.process_iter() if p.name()=="vite"]'`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}

// TestHarnessReach: what reaches into the harness (the hooks' parent) rather than ending it is
// refused: SIGUSR1 opens a node process's inspector, where any local client runs code in it;
// a debugger or tracer attached to it (strace can fail its calls at will); a limit on what it
// may start (prlimit --nproc=1: its next hook cannot start, and a hook that cannot start is an
// allow). A signal that ends or stops it is refused too. The same to other processes passes.
func TestHarnessReach(t *testing.T) {
	w := newWorld(t)
	parent := strconv.Itoa(os.Getppid())
	for _, cmd := range []string{
		"kill -USR1 $PPID", "kill -s USR1 " + parent, "kill -SIGUSR1 ${PPID}", "kill -10 $PPID", "pkill -USR1 node", "pkill -USR1 -f claude",
		"killall -USR1 gemini", "kill -USR1 $(pgrep -f claude)", "pgrep node | xargs kill -USR1",
		"prlimit --pid $PPID --nproc=1", "prlimit -p " + parent + " --nofile=3:3", "gdb -p $PPID -batch -ex 'call (int)system(\"x\")'",
		"gdb --pid=" + parent, "strace -p $PPID -e inject=clone:error=EAGAIN", "ltrace -p " + parent, "lldb -n claude", "lldb -p $PPID",
		"kill -STOP $PPID", "kill -9 " + parent,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != "hook-process" {
			t.Errorf("%q: got %v %s: %s, want a hook-process block", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	self := strconv.Itoa(os.Getpid()) // no ancestor of its own
	for _, cmd := range []string{
		"kill -USR1 $(pgrep -x dd)", "kill -USR1 " + self, "gdb -p " + self, "strace -p $!", "prlimit --pid $$ --nofile=1024",
		"prlimit --pid $PPID", "prlimit --nofile=1024 make test", "pkill -HUP nginx", "kill -CONT $PPID", "kill -0 $PPID",
		"lldb -n myserver", "gdb ./a.out",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}

// TestProcessFlood: jobs started without bound (a loop that never ends, waiting for none of
// them) use up the user's processes, and then the harness cannot start a hook, which every
// harness takes as an allow: file writes, which start no process, would go on unchecked.
func TestProcessFlood(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range []string{
		"while :; do sleep 100000 & done", "for ((;;)); do sleep 9 & done &", "nohup sh -c 'until false; do sleep 9 & done' >/dev/null 2>&1 &",
		// Code that forks in a loop with no end.
		"perl -e 'fork while 1'", "perl -e 'while(1){fork}'", "ruby -e 'loop { fork { sleep 1000 } }'", "php -r 'while(true) pcntl_fork();'",
		"python3 -c 'import os\nwhile True: os.fork()'",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != "hook-process" {
			t.Errorf("%q: got %v %s: %s, want a hook-process block", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		"while :; do ./worker & sleep 60; wait; done", "for f in *.log; do gzip \"$f\" & done; wait", "while true; do curl -s localhost:8080/health; sleep 1; done",
		"perl -e 'my $pid = fork; waitpid($pid, 0) if $pid'", "python3 -c 'import os; print(os.fork())'",
		"python3 -c 'import os\nwhile True:\n    pid = os.fork()\n    os.waitpid(pid, 0)'",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
