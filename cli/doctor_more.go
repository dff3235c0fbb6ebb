package cli

import (
	"errors"
	"fmt"
	"os/exec"

	"github.com/hookguard/hookguard/guards/multivac"
	"github.com/hookguard/hookguard/install"
	"github.com/hookguard/hookguard/ledger"
)

// doctorMultivac says which multivac verify would run here, or INACTIVE: installed is not
// enforcing, and a governed project whose verify cannot run is a rung that is down.
func doctorMultivac(root string) install.Status {
	s := install.Status{Name: "multivac"}
	if !multivac.Governed(root) {
		s.Armed = true
		s.Parts = []string{"not governed here (no .multivac/, no package.json naming multivac): the guard stays silent"}
		return s
	}
	s.Installed = true
	look := func(name string) (string, error) {
		p, err := exec.LookPath(name)
		if errors.Is(err, exec.ErrDot) {
			return "", err // a program found through "." is the workspace's, not the user's
		}
		return p, err
	}
	if r, ok := multivac.Find(root, look); ok {
		s.Armed = true
		s.Parts = []string{"active: verify runs through " + r.Name}
		return s
	}
	s.Problems = []string{"INACTIVE: no multivac runner (dist/cli.js with node_modules, node_modules/multivac, or mvac on PATH), so nothing is verified → install multivac (npm i -D multivac) or put mvac on PATH"}
	return s
}

// doctorLedger reports the chat-authorisation ledger's integrity: damage disables grants (the
// blocks stay), so it warns rather than disarms.
func doctorLedger(stateDir, root string) install.Status {
	s := install.Status{Name: "ledger", Armed: true}
	es, err := ledger.Open(stateDir, root).Entries()
	var d *ledger.Damage
	switch {
	case errors.As(err, &d):
		s.Warnings = []string{fmt.Sprintf("DAMAGED at line %d (%s): that grant and every later one are disabled → `hookguard ledger verify`", d.Line, d.Why)}
	case err != nil:
		s.Warnings = []string{err.Error()}
	default:
		s.Parts = []string{fmt.Sprintf("%d entr%s, chain and signatures ok", len(es), map[bool]string{true: "y", false: "ies"}[len(es) == 1])}
	}
	return s
}
