package secrets

import (
	"strings"
	"testing"
)

// A vendor token ends wherever prose, a URL or code ends a word, not only at a quote or a
// space: every delimiter is tried after each kind of token. A token that runs on into more
// word characters is not the token.
func TestTokenEndsAtAnyDelimiter(t *testing.T) {
	g := New()
	toks := map[string]string{
		"stripe-access-token": fake("sk_live_", alnum, 34),
		"gcp-api-key":         "AIzaSyD8f2a1c9e7b3d5f6a4e2c8b1d7f9a3e5c",
		"npm-access-token":    fake("npm_", "abcdefghijklmnopqrstuvwxyz0123456789", 36),
	}
	for id, tok := range toks {
		for _, d := range strings.Split(", . ) ] } & / | # < > : ! ? * + = @ ~ ^ % $ ( [ {", " ") {
			text := "Set the key to " + tok + d + " then restart."
			if !hasRule(g.Scan("docs/setup.md", text), id) {
				t.Errorf("%s followed by %q: not found in %q", id, d, text)
			}
		}
		for _, text := range []string{"{key: " + tok + ", mode: live}", "js?key=" + tok + "&callback=init", "sed 's/x/" + tok + "/' f", "(" + tok + ")"} {
			if !hasRule(g.Scan("src/app.js", text), id) {
				t.Errorf("%s: not found in %q", id, text)
			}
		}
		if hasRule(g.Scan("docs/setup.md", "x "+tok+"abcXYZ7 y"), id) && id != "stripe-access-token" {
			t.Errorf("%s: found in a longer word", id)
		}
	}
}

func hasRule(fs []Finding, id string) bool {
	for _, f := range fs {
		if f.Rule == id {
			return true
		}
	}
	return false
}
