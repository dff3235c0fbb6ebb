package secrets

import (
	"slices"

	"github.com/hookguard/hookguard/shell"
)

// countedOnly reports a command whose whole output goes down a pipe into a program that
// prints only a count of it or nothing (`printenv | wc -l`, `env | grep -c .`, `env | grep
// -q TOKEN`): no value reaches the conversation. Names alone are not excused: `env | cut -d=
// -f1` prints every line of a multi-line value (a PEM key) that holds no "=" whole.
func (j *cmdJudge) countedOnly(i int, c *shell.Command) bool {
	if i+1 >= len(j.s.Commands) {
		return false
	}
	for _, r := range c.Redirects {
		if r.Fd != 2 && r.Op != "<" && r.Op != "<<" && r.Op != "<<<" && r.Op != "<<-" {
			return false // stdout goes elsewhere than the pipe
		}
	}
	next := j.s.Commands[i+1]
	if !slices.Equal(next.Via, c.Via) || !next.Input().Piped || next.NameDynamic {
		return false
	}
	for _, r := range next.Redirects {
		if r.Fd == 0 || r.Fd == -1 && r.Op == "<>" {
			return false // its stdin is not the pipe
		}
	}
	return next.Call().CountsInput()
}
