package secrets

import "strings"

// gitleaksEnd is how gitleaks' vendor rules end a token: a quote, a backtick, white space, a
// semicolon, an escaped newline or the end. A key written in prose or code is as often ended
// by , . ) ] } & / | # < > : ("Set it to sk_live_..., then", {key: sk_live_..., mode: x},
// maps/api/js?key=AIza...&callback=, sed 's/x/sk_live_.../'), which that class misses.
const gitleaksEnd = `(?:[\x60'"\s;]|\\[nr]|$)`

// tokenEnd ends a token at any character that cannot continue it as a word: the rule's own
// class before it already bounds the token's length and alphabet.
const tokenEnd = `(?:[^0-9A-Za-z_]|$)`

// widenEnd gives a self-identifying rule (a token with its vendor's prefix) the wider end.
// Rules that find a value by the key named before it (semiGenericOp) keep gitleaks' end:
// there the value's own shape is all that tells it from prose, and a comma or a bracket after
// a word is prose's commonest shape.
func widenEnd(expr string) string {
	if !strings.HasSuffix(expr, gitleaksEnd) || strings.Contains(expr, semiGenericOp) {
		return expr
	}
	return strings.TrimSuffix(expr, gitleaksEnd) + tokenEnd
}
