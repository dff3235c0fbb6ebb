package secrets

import (
	"regexp"
	"strings"
	"sync"
)

var (
	codeValueOnce sync.Once
	codeValueRe   *regexp.Regexp
)

// codeValue reports an unquoted assignment value that is Go, JS or Python code the older
// codeLike misses, found in the pinned third-party files (TestThirdPartyFiles):
//
//	[...]uint8{0, 1, 2}        an array or slice literal (stringer's _Token_index)
//	ring.New[Token](size)      a call with type arguments
//	pageToken{LastUID: uid}    a composite literal
//	lookahead[:eqPos], p.Args[0]  an index or slice expression, closing the value
//
// A generated password or key has no such shape: brackets after an identifier are syntax.
func codeValue(v string) bool {
	codeValueOnce.Do(func() {
		codeValueRe = regexp.MustCompile(`^(?:` +
			`\[[^\]]*\][A-Za-z_*]|` +
			`&?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\[[^\]]*\])+\(|` +
			`&?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\{(?:[A-Za-z_]\w*:|\}|$)|` +
			`[A-Za-z_][\w.]*\[[^\]]*\][)}\]]*$` +
			`)`)
	})
	return codeValueRe.MatchString(v)
}

// nameEcho reports a value that is the variable's own secret word with a short tag
// ("token-xyz" for ProgressToken, "secret_1" for a secret): a test's label for a value, not
// a credential, which is random and never spells its own kind.
func nameEcho(v string, nameWords []string) bool {
	if len(nameWords) == 0 {
		return false
	}
	w := nameWords[len(nameWords)-1]
	lv := strings.ToLower(v)
	return len(w) >= 3 && strings.Contains(lv, w) && len(lv)-len(w) < 8
}
