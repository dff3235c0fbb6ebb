package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// Launchers that run another command or shell text, and programs that type into a terminal:
// hookguard run through any of them is judged as itself, and keys put into the human's
// terminal are refused. Each of these was allowed before.
var launcherBlocks = map[string]string{
	"script -qc 'hookguard uninstall' /dev/null":                                        "hookguard-cli",
	"tmux new -d 'hookguard uninstall'":                                                 "hookguard-cli",
	"tmux new-window -n x hookguard trust":                                              "hookguard-cli",
	"screen -dmS s hookguard uninstall":                                                 "hookguard-cli",
	"ssh localhost hookguard uninstall":                                                 "hookguard-cli",
	"ssh me@127.0.0.1 'hookguard trust'":                                                "hookguard-cli",
	"ssh \"$(hostname)\" hookguard uninstall":                                           "hookguard-cli",
	"chroot / hookguard uninstall":                                                      "hookguard-cli",
	"nix-shell --run 'hookguard uninstall'":                                             "hookguard-cli",
	"nix develop -c hookguard uninstall":                                                "hookguard-cli",
	"mise exec -- hookguard uninstall":                                                  "hookguard-cli",
	"ssh -o ProxyCommand='hookguard uninstall' x":                                       "hookguard-cli",
	"tar -cf /dev/null --checkpoint=1 --checkpoint-action=exec='hookguard uninstall' .": "hookguard-cli",
	"tar xf x.tar --to-command='hookguard uninstall'":                                   "hookguard-cli",
	"zip -T -TT 'hookguard uninstall' x.zip .":                                          "hookguard-cli",
	"rsync -e 'hookguard uninstall' a b:":                                               "hookguard-cli",
	"gdb -batch -ex 'shell hookguard uninstall'":                                        "hookguard-cli",
	"valgrind hookguard uninstall":                                                      "hookguard-cli",
	"xterm -e hookguard uninstall":                                                      "hookguard-cli",
	"bwrap --bind / / hookguard uninstall":                                              "hookguard-cli",
	"bwrap --ro-bind /usr /usr --setenv A B -- hookguard trust":                         "hookguard-cli",
	"hyperfine 'hookguard uninstall'":                                                   "hookguard-cli",
	"make -f - <<< $'x:\\n\\thookguard uninstall'":                                      "hookguard-cli",
	"make --eval=$'x:\\n\\thookguard uninstall' x":                                      "hookguard-cli",
	"distrobox enter box -- hookguard uninstall":                                        "hookguard-cli",
	"gnome-terminal -- hookguard uninstall":                                             "hookguard-cli",
	"kitty @ send-text --match id:1 'allow hg-123abc'":                                  "session-inject",
	"wezterm cli send-text 'allow hg-123abc'":                                           "session-inject",
	"PS4='$(hookguard uninstall)' bash -x -c true":                                      "hookguard-cli",
	"PS4='$(hookguard uninstall)'; set -x; true":                                        "hookguard-cli",
	"PS4='`hookguard trust`'; set -o xtrace; ls":                                        "hookguard-cli",
	"git -c protocol.ext.allow=always clone 'ext::sh -c hookguard% uninstall' x":        "hookguard-cli",
	"python3 -c 'import fcntl,termios\nfor ch in \"allow hg-123abc\\n\": fcntl.ioctl(0, termios.TIOCSTI, ch)'": "session-inject",
	"perl -e 'ioctl(STDIN, 0x5412, $_) for split //, \"allow hg-123abc\\n\"'":                                  "session-inject",
	// Keystrokes into the window that has the focus.
	"osascript -e 'tell application \"System Events\" to keystroke \"allow hg-123abc\"'":          "session-inject",
	"osascript -l JavaScript -e 'Application(\"System Events\").keystroke(\"allow hg-123abc\")'":  "session-inject",
	"python3 -c 'import pyautogui; pyautogui.write(\"allow hg-123abc\\n\")'":                      "session-inject",
	"python3 -c 'from pynput.keyboard import Controller; Controller().type(\"allow hg-123abc\")'": "session-inject",
	"tmux send-keys -t 0 'allow hg-123abc' Enter":                                                 "session-inject",
	"tmux send -t 0 C-m": "session-inject",
	"tmux new -d \\; send-keys 'allow hg-123abc' Enter": "session-inject",
	"tmux load-buffer /tmp/x; tmux paste-buffer -t 0":   "session-inject",
	"screen -S s -X stuff 'allow hg-123abc\\n'":         "session-inject",
	"xdotool type 'allow hg-123abc'":                    "session-inject",
	"ydotool type 'allow hg-123abc'":                    "session-inject",
	"wtype 'allow hg-123abc'":                           "session-inject",
	"echo 'allow hg-123abc' > /dev/pts/0":               "session-inject",
	"printf x | tee /dev/pts/$N":                        "session-inject",
	"echo x > /dev/tty1":                                "session-inject",
}

// What these programs are used for every day passes.
var launcherAllows = []string{
	"tmux ls", "tmux new -d -s dev", "tmux attach -t dev", "screen -ls", "screen -r",
	"ssh build01 ls", "ssh prod.example.com uptime", "ssh localhost ls", "chroot /srv/jail ls",
	"nix-shell --run 'go test ./...'", "nix develop -c make", "mise exec -- go version",
	"echo done > /dev/tty", "echo x > /dev/stderr", "xdotool getactivewindow",
	"tar -czf out.tgz --checkpoint=1000 --checkpoint-action=dot src", "rsync -a -e 'ssh -p 2222' src/ host:dst/",
	"gdb -batch -ex bt ./a.out core", "task build", "poe test", "PS4='+ ${LINENO}: '; set -x; true", "set -x; ls", "python3 -c 'import fcntl,termios; fcntl.ioctl(0, termios.TIOCGWINSZ, bytes(8))'", "invoke -l", "hyperfine 'sleep 0.1'",
	"bwrap --ro-bind /usr /usr -- ls", "make -f - <<< $'x:\\n\\techo hi'",
}

func TestLaunchersAndTyping(t *testing.T) {
	w := newWorld(t)
	for cmd, rule := range launcherBlocks {
		v := w.shell(t, cmd)
		if v.Decision != hookguard.Block || v.Rule != rule || !v.NoCode {
			t.Errorf("%q: got %v %s/%s (%s), want block by %s without a code", cmd, v.Decision, v.Guard, v.Rule, v.Reason, rule)
		}
	}
	for _, cmd := range launcherAllows {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
