package spec

import (
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// cmdDoes reads cmd /c TEXT (/k, /r; /s /q /d before it): cmd's own commands (del, rd /s,
// copy, move, type, set, mklink) and the programs TEXT runs. cmd runs only on Windows, where
// Git Bash and the agents' shells reach it by name; its text is read by the PowerShell
// reader's cmd reading, the one a PowerShell line's cmd /c goes through.
func cmdDoes(c *Call) {
	words := c.Words
	for i, w := range words {
		s := strings.ToLower(w.S)
		if s != "/c" && s != "/k" && s != "/r" {
			continue
		}
		parts := []string{"cmd", "/c"}
		known := true
		for _, x := range words[i+1:] {
			parts = append(parts, c.codeText(&lang{l: code.PowerShell}, x))
			known = known && !x.Dyn
		}
		if len(parts) > 2 {
			c.runPiece(code.PowerShell, "powershell", piece{text: strings.Join(parts, " "), known: known, from: "/c"}, code.Options{})
		}
		return
	}
}
