package shell

import "testing"

// TestFloods: a command started in the background at every pass of a loop that never ends
// and waits for none of its jobs floods the process table; a bounded loop, one that waits or
// can leave, and a foreground command in an endless loop do not.
func TestFloods(t *testing.T) {
	floods := func(src string) bool {
		for _, c := range Parse(src, Context{Cwd: "/p", Home: "/h"}).Commands {
			if c.Floods() {
				return true
			}
		}
		return false
	}
	for _, src := range []string{
		"while :; do sleep 100000 & done", "while true; do sleep 1000 & done &", "until false; do sleep 9 & done",
		"for ((;;)); do sleep 9 & done", "while sleep 0.01; do (sleep 1000 &); done", "while [ 1 ]; do yes >/dev/null & done",
		"while ((1)); do nohup sleep 99 & done", "sh -c 'while :; do sleep 9 & done'", "f(){ sleep 9; }; while :; do f & done",
		"while :; do { sleep 9 & }; done", "while :; do if true; then sleep 9 & fi; done",
		// A break that ends a loop of its own, or a subshell's exit, does not end this one.
		"while :; do sleep 9 & for i in 1; do break; done; done", "while :; do sleep 9 & (exit 0); done",
	} {
		if !floods(src) {
			t.Errorf("%q: want a flood", src)
		}
	}
	for _, src := range []string{
		"while :; do sleep 1 & wait; done", "while :; do ./w & sleep 60; wait; done", "while read -r h; do ssh $h uptime & done < hosts",
		"for f in *.log; do gzip $f & done; wait", "while :; do date; sleep 5; done", "until curl -sf localhost; do sleep 1; done",
		"while :; do make || break; done &", "sleep 9 &", "for i in 1 2 3; do sleep 9 & done", "while [ -f lock ]; do sleep 1 & done",
		"while [ ]; do sleep 9 & done", "until true; do sleep 9 & done", "while ((0)); do sleep 9 & done",
		// It can leave the loop, or waits, in a branch.
		"while :; do ./w & if [ -f stop ]; then break; fi; sleep 1; done", "while true; do x & [ -f done ] && exit 0; done",
		"while :; do x & case $(cat state) in done) break ;; esac; done", "while :; do { x & wait; }; done",
	} {
		if floods(src) {
			t.Errorf("%q: want no flood", src)
		}
	}
}
