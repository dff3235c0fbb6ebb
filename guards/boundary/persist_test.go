package boundary

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// What makes code run later, outside the project and every guard: the agent approving its
// own .envrc, a user unit enabled or linked. Their harmless neighbours stay quiet.
func TestPersistenceOutsideTheProject(t *testing.T) {
	w := newWorld(t)
	run := func(cmd string) hookguard.Verdict {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		return w.judge(t, ev)
	}
	for _, cmd := range []string{
		"direnv allow", "direnv allow .", "direnv permit .envrc", "direnv grant", "cd src && direnv allow ..",
		"systemctl --user enable /tmp/evil.service", "systemctl --user link /tmp/evil.service",
		"systemctl --user enable --now x.service", "systemctl --user edit x.service", "systemctl --global enable x.service",
		"systemctl link /tmp/evil.service",
	} {
		if v := run(cmd); v.Decision != hookguard.Block || v.Rule != "outside-roots" {
			t.Errorf("%q: got %v %s (%s), want a block", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		"direnv deny", "direnv status", "systemctl --user status x.service", "systemctl --user daemon-reload",
		"systemctl --user restart x.service", "systemctl status nginx", "systemctl enable --now docker",
	} {
		if v := run(cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
