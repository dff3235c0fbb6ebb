package ledger

import (
	"strings"
	"testing"
)

// mayHoldCode is the lower-cased Contains it replaces, on ASCII and other text alike.
func TestMayHoldCode(t *testing.T) {
	for _, s := range []string{"", "hg-", "HG-abc", "xHg-", "h-g-", "hg", "g-", "hgx-", "a hG- b",
		"ħg-", "Hg\u2212", "\u212ag-", "hg-é", "é hg", "--hg", codePrefix + "23456a"} {
		if got, want := mayHoldCode(s), strings.Contains(strings.ToLower(s), codePrefix); got != want {
			t.Errorf("mayHoldCode(%q) = %v, want %v", s, got, want)
		}
	}
}
