package secrets

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
	"unicode"
)

// A rule's required texts (ruleMeta.Need) must be held by every text its regex matches: the
// scan passes over a window or a hit that holds none of a group without compiling the rule,
// and a need the regex does not imply would let a secret through. Each rule's regex is walked
// to generate texts it may match (literals in every case fold, the Kelvin sign and the long s
// among them; classes, repeats, alternatives at random), and every match the compiled regex
// finds in them must pass mayMatch.
func TestNeedHoldsForEveryMatch(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	rs := allRules()
	exercised, withNeed := 0, 0
	for ri, rl := range rs {
		need := ruleMetas[ri].Need
		expr := rl.Regex
		if expr == "" {
			expr = rl.Path // a path-only rule's need is its path's
		}
		if expr == "" || need == "" {
			continue
		}
		withNeed++
		tree, err := syntax.Parse(expr, syntax.Perl)
		if err != nil {
			t.Fatalf("%s: %v", rl.ID, err)
		}
		re := regexp.MustCompile(expr)
		matched := 0
		for range 300 {
			var b strings.Builder
			b.WriteString(noise(r))
			genMatch(tree, r, &b)
			b.WriteString(noise(r))
			text := b.String()
			for _, m := range re.FindAllStringIndex(text, -1) {
				matched++
				if !mayMatch(text[m[0]:m[1]], need) {
					t.Fatalf("%s: need %q rejects the match %q", rl.ID, need, text[m[0]:m[1]])
				}
			}
		}
		if matched > 0 {
			exercised++
		}
	}
	if exercised < withNeed*9/10 {
		t.Errorf("only %d of the %d rules with a need matched a generated text: the generator no longer exercises them", exercised, withNeed)
	}
}

// mayMatch on the cases the generator may miss: case, a Unicode fold, a group missing.
func TestMayMatch(t *testing.T) {
	need := "curl\x01-u\x00--user"
	for _, c := range []struct {
		text string
		want bool
	}{
		{"curl -u a:b", true}, {"CURL --USER a:b", true}, {"curl -x", false}, {"wget -u", false},
		{"cur\u212A -x", true}, // beyond ASCII: may be a fold the regex matches
		{"", false},
	} {
		if got := mayMatch(c.text, need); got != c.want {
			t.Errorf("mayMatch(%q) = %v, want %v", c.text, got, c.want)
		}
	}
	if !mayMatch("anything", "") {
		t.Error("an empty need rejects a text")
	}
}

func noise(r *rand.Rand) string {
	const a = " \n\tabcXYZ019_-=:'\"./"
	var b strings.Builder
	for range r.IntN(6) {
		b.WriteByte(a[r.IntN(len(a))])
	}
	return b.String()
}

// genMatch writes a text that re may match (assertions are not enforced: the regex says).
func genMatch(re *syntax.Regexp, r *rand.Rand, b *strings.Builder) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, c := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 {
				// a random member of the rune's fold orbit: k, K or the Kelvin sign
				for n := r.IntN(4); n > 0; n-- {
					c = unicode.SimpleFold(c)
				}
			}
			b.WriteRune(c)
		}
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return
		}
		k := r.IntN(len(re.Rune)/2) * 2
		lo, hi := re.Rune[k], re.Rune[k+1]
		b.WriteRune(lo + rune(r.IntN(int(min(hi-lo, 200))+1)))
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		b.WriteByte("abz09 _-./:="[r.IntN(12)])
	case syntax.OpCapture:
		genMatch(re.Sub[0], r, b)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, 3
		switch re.Op {
		case syntax.OpPlus:
			lo = 1
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Min+3
			if re.Max >= 0 {
				hi = re.Max
			}
			hi = min(hi, lo+40)
		}
		for range lo + r.IntN(hi-lo+1) {
			genMatch(re.Sub[0], r, b)
		}
	case syntax.OpConcat:
		for _, s := range re.Sub {
			genMatch(s, r, b)
		}
	case syntax.OpAlternate:
		genMatch(re.Sub[r.IntN(len(re.Sub))], r, b)
	}
}

// Fixed pieces of a concatenation make one group of their joined texts, an alternation too
// large when joined falls back to the pieces' own texts, and a text holding another of its
// group is dropped: every need stays what every match holds (TestNeedHoldsForEveryMatch),
// made as telling as a few texts can be.
func TestRequiredJoinsFixedPieces(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{`curl\b.*[ \t](?:-u|--user)`, "curl\x01-u"},
		{`(?:https?://)?(?:ptb\.|canary\.)?discord(?:app)?\.com/api`, "discord\x01.com/api"},
		{`sk_(?:test|live)_[0-9a-z]{10}`, "sk_test_\x00sk_live_"},
		{`[a-z]+=[0-9]`, "="},
		{`a(?:b|)c`, "abc\x00ac"},
		{`x?y`, "y"},
		// joined, the names are thirteen: the alternation keeps its pieces' texts
		{`(?i)(?:passw(?:or)?d|pwd|secret|token|api[_.-]?key|access[_.-]?key|private[_.-]?key|auth[_.-]?key|credentials?|signing[_.-]?key|encryption[_.-]?key)\s*=`,
			"password\x00passwd\x00pwd\x00secret\x00token\x00key\x00ccess\x00private\x00auth\x00credential\x00signing\x00encryption\x01="},
	} {
		if got := requiredOf(c.expr); got != c.want {
			t.Errorf("requiredOf(%q) = %q, want %q", c.expr, got, c.want)
		}
	}
}

// A path-only rule (pkcs12-file) is compiled for a path that holds what its paths hold, and
// finds the file whatever its text; any other path leaves it uncompiled.
func TestPathOnlyRuleCompiledForItsPaths(t *testing.T) {
	rule := func(e *engine) *compiled {
		for i, r := range e.all() {
			if r.ID == "pkcs12-file" {
				return e.rule(i)
			}
		}
		t.Fatal("no pkcs12-file rule")
		return nil
	}
	e := newEngine()
	if fs := e.scan("internal/auth/session.go", "package auth\n", nil); len(fs) != 0 || rule(e).ready.Load() {
		t.Errorf("a Go file: findings %v, the .p12 rule compiled %v", brief(fs), rule(e).ready.Load())
	}
	for _, p := range []string{"certs/client.P12", "a.pfx", "/x/y/store.p12"} {
		if fs := newEngine().scan(p, "binary", nil); len(fs) != 1 || fs[0].Rule != "pkcs12-file" {
			t.Errorf("%s: %v", p, brief(fs))
		}
	}
	if fs := newEngine().scan("notes/p12.txt", "x", nil); len(fs) != 0 {
		t.Errorf("a path naming p12 otherwise: %v", brief(fs))
	}
}
