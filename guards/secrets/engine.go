package secrets

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"regexp"
	"regexp/syntax"
	"sort"
	"strings"
	"sync"
)

// rule is one detection rule in gitleaks' shape: the generated gitleaks table and the guard's
// own rules share it. Every field is plain data so the tables cost nothing at start-up.
type rule struct {
	ID          string
	Description string
	Regex       string
	SecretGroup int     // which capture group is the secret; 0 means the first non-empty one
	Entropy     float64 // a secret at or below this Shannon entropy is not reported
	Path        string  // the rule applies only to file paths matching this regex
	Keywords    []string
	Allowlists  []allowlist
	// ValueFrom, for own rules only, makes the secret the first non-empty group from this
	// index on, for rules whose value has several quoted forms after a captured name.
	ValueFrom int
	// Check, for own rules only, vetoes a candidate the regex cannot judge alone (placeholders,
	// code references, weak defaults). It sees the secret and the match's groups (0 = all).
	Check func(secret string, groups []string) bool
}

// allowlist is gitleaks' allowlist: a finding is dropped when its target matches one of the
// regexes or the secret contains a stop word (OR), or when every listed check holds (AND).
type allowlist struct {
	And       bool
	Target    string // "" (the secret), "match" or "line"
	Paths     []string
	Regexes   []string
	StopWords []string
}

// Finding is one secret found in a text. It never holds the secret itself in an exported
// field: everything a caller can print is redacted.
type Finding struct {
	Rule        string // the rule id, e.g. aws-access-token
	Description string
	Line        int    // 1-based line of the match in the scanned text
	Redacted    string // Redact(secret)
	Fingerprint string // rule:hash, for allow_fingerprints; the hash reveals nothing of the secret
	secret      string
}

// compiled is a rule with what is built on first use: its regex, how many lines a match may
// span, and its allowlists.
type compiled struct {
	r       *rule
	once    sync.Once
	re      *regexp.Regexp
	path    *regexp.Regexp
	span    int // newlines a match may hold: 0 single line, n bounded, -1 unbounded
	allows  []*compiledAllow
	invalid bool
}

type compiledAllow struct {
	a     *allowlist
	once  sync.Once
	regex *regexp.Regexp
	paths *regexp.Regexp
}

func (c *compiled) compile() {
	c.once.Do(func() {
		re, err := regexp.Compile(c.r.Regex)
		if c.r.Regex == "" || err != nil {
			// A rule that does not compile is a bug in a table; it must not take the guard
			// down with it (the table test catches it).
			c.invalid = c.r.Regex != ""
		} else {
			c.re = re
			c.span = newlineSpan(c.r.Regex)
		}
		if c.r.Path != "" {
			if p, err := regexp.Compile(c.r.Path); err == nil {
				c.path = p
			}
		}
		for i := range c.r.Allowlists {
			c.allows = append(c.allows, &compiledAllow{a: &c.r.Allowlists[i]})
		}
	})
}

func (ca *compiledAllow) compile() {
	ca.once.Do(func() {
		if len(ca.a.Regexes) > 0 {
			ca.regex = joinOr(ca.a.Regexes)
		}
		if len(ca.a.Paths) > 0 {
			ca.paths = joinOr(ca.a.Paths)
		}
	})
}

func joinOr(res []string) *regexp.Regexp {
	parts := make([]string, len(res))
	for i, r := range res {
		parts[i] = "(?:" + r + ")"
	}
	re, err := regexp.Compile(strings.Join(parts, "|"))
	if err != nil {
		return nil
	}
	return re
}

// newlineSpan says how many newlines a match of expr can hold, by walking its syntax tree: 0
// for a one-line rule, a bound for rules like gitleaks' generic one (a value may sit a line or
// two below its key), -1 for block rules like private keys.
func newlineSpan(expr string) int {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return -1
	}
	return spanOf(re.Simplify())
}

func spanOf(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return strings.Count(string(re.Rune), "\n")
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
				return 1
			}
		}
		return 0
	case syntax.OpAnyChar:
		return 1
	case syntax.OpCapture:
		return spanOf(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			k := spanOf(s)
			if k < 0 {
				return -1
			}
			n += k
		}
		return n
	case syntax.OpAlternate:
		n := 0
		for _, s := range re.Sub {
			k := spanOf(s)
			if k < 0 {
				return -1
			}
			n = max(n, k)
		}
		return n
	case syntax.OpStar, syntax.OpPlus:
		if spanOf(re.Sub[0]) != 0 {
			return -1
		}
		return 0
	case syntax.OpQuest:
		return spanOf(re.Sub[0])
	case syntax.OpRepeat:
		k := spanOf(re.Sub[0])
		if k == 0 {
			return 0
		}
		if k < 0 || re.Max < 0 {
			return -1
		}
		return k * re.Max
	}
	return 0
}

// engine holds every rule and the keyword index over them. The index is built on the first
// scan of a non-empty text, never at start-up: a hook call with nothing to scan pays nothing.
type engine struct {
	rules  []*compiled
	global []*compiledAllow

	once     sync.Once
	keywords []keyword            // lower-case keywords
	first    [256][]int32         // first byte -> indexes into keywords
	pair     *[256 * 256 / 8]byte // bit set of the first two bytes of any keyword
	noKw     []int                // rules without keywords (path-only rules)
}

type keyword struct {
	text  string
	rules []int
}

var (
	defaultEngineOnce sync.Once
	defaultEngine     *engine
)

// rulesEngine returns the process's engine over gitleaks' rules and the guard's own.
func rulesEngine() *engine {
	defaultEngineOnce.Do(func() {
		e := &engine{}
		for i := range gitleaksRules {
			e.rules = append(e.rules, &compiled{r: &gitleaksRules[i]})
		}
		for _, r := range ownRules() {
			e.rules = append(e.rules, &compiled{r: r})
		}
		for i := range gitleaksGlobal {
			e.global = append(e.global, &compiledAllow{a: &gitleaksGlobal[i]})
		}
		defaultEngine = e
	})
	return defaultEngine
}

func (e *engine) index() {
	e.once.Do(func() {
		byText := map[string]int{}
		for ri, c := range e.rules {
			if len(c.r.Keywords) == 0 {
				e.noKw = append(e.noKw, ri)
				continue
			}
			for _, k := range c.r.Keywords {
				k = strings.ToLower(k)
				if k == "" {
					continue
				}
				ki, ok := byText[k]
				if !ok {
					ki = len(e.keywords)
					byText[k] = ki
					e.keywords = append(e.keywords, keyword{text: k})
				}
				e.keywords[ki].rules = append(e.keywords[ki].rules, ri)
			}
		}
		e.pair = new([256 * 256 / 8]byte)
		for ki, k := range e.keywords {
			e.first[k.text[0]] = append(e.first[k.text[0]], int32(ki))
			if len(k.text) > 1 {
				p := int(k.text[0])<<8 | int(k.text[1])
				e.pair[p>>3] |= 1 << (p & 7)
			} else {
				for b := 0; b < 256; b++ {
					p := int(k.text[0])<<8 | b
					e.pair[p>>3] |= 1 << (p & 7)
				}
			}
		}
	})
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// hasPrefixFold reports whether s[i:] starts with the lower-case word k, ignoring ASCII case.
func hasPrefixFold(s string, i int, k string) bool {
	if len(s)-i < len(k) {
		return false
	}
	for j := 0; j < len(k); j++ {
		if lower(s[i+j]) != k[j] {
			return false
		}
	}
	return true
}

// window is a span of the text one rule's regex runs over.
type window struct{ lo, hi int }

// Window sizes: a one-line rule reads the line of its keyword (capped, for minified files);
// an unbounded rule (private keys) reads this much around it.
const (
	lineCap = 1 << 10
	wideCap = 32 << 10
)

// scan finds the secrets in text. path is the file the text goes to ("" for a command or a
// prompt): path-scoped rules need it. skip says which rule ids are switched off.
func (e *engine) scan(path, text string, skip func(id string) bool) []Finding {
	if text == "" {
		return nil
	}
	e.index()
	wins := make(map[int][]window)
	n := len(text)
	for i := 0; i < n; i++ {
		c := lower(text[i])
		cands := e.first[c]
		if len(cands) == 0 {
			continue
		}
		if i+1 < n {
			p := int(c)<<8 | int(lower(text[i+1]))
			if e.pair[p>>3]&(1<<(p&7)) == 0 {
				continue
			}
		}
		for _, ki := range cands {
			k := &e.keywords[ki]
			if !hasPrefixFold(text, i, k.text) {
				continue
			}
			for _, ri := range k.rules {
				ws := wins[ri]
				c := e.rules[ri]
				if len(ws) > 0 && i < ws[len(ws)-1].hi && c.span == 0 {
					continue // this hit's line is already in the rule's last window
				}
				if skip != nil && skip(c.r.ID) {
					continue
				}
				c.compile()
				if c.re == nil {
					continue
				}
				w := e.windowAt(text, i, c.span)
				if len(ws) > 0 && w.lo <= ws[len(ws)-1].hi {
					ws[len(ws)-1].hi = max(ws[len(ws)-1].hi, w.hi)
				} else {
					ws = append(ws, w)
				}
				wins[ri] = ws
			}
		}
	}
	var out []Finding
	for _, ri := range e.noKw {
		c := e.rules[ri]
		if skip != nil && skip(c.r.ID) {
			continue
		}
		c.compile()
		if c.re == nil && c.path != nil && path != "" && c.path.MatchString(path) {
			out = append(out, Finding{Rule: c.r.ID, Description: c.r.Description, Line: 1,
				Redacted: "(the whole file)", Fingerprint: fingerprint(c.r.ID, path)})
		}
	}
	ids := make([]int, 0, len(wins))
	for ri := range wins {
		ids = append(ids, ri)
	}
	sort.Ints(ids)
	for _, ri := range ids {
		out = append(out, e.runRule(e.rules[ri], path, text, wins[ri])...)
	}
	return dedupe(out)
}

// windowAt is the part of text around a keyword at i that a rule whose matches hold up to span
// newlines must see: from the start of the line span lines above to the end of the line span
// lines below, each line capped at lineCap bytes (minified files have megabyte lines).
func (e *engine) windowAt(text string, i, span int) window {
	if span < 0 {
		lo, hi := max(0, i-wideCap), min(len(text), i+wideCap)
		if j := strings.LastIndexByte(text[lo:i], '\n'); j >= 0 && lo > 0 {
			lo += j + 1
		}
		return window{lo, hi}
	}
	lo := i
	for k := 0; k <= span; k++ {
		floor := max(0, lo-lineCap)
		j := strings.LastIndexByte(text[floor:lo], '\n')
		if j < 0 {
			lo = floor
			break
		}
		lo = floor + j
		if k == span {
			lo++
		}
	}
	hi := i
	for k := 0; k <= span; k++ {
		end := min(len(text), hi+lineCap)
		j := strings.IndexByte(text[hi:end], '\n')
		if j < 0 {
			hi = end
			break
		}
		hi += j + 1
	}
	return window{lo, hi}
}

func (e *engine) runRule(c *compiled, path, text string, ws []window) []Finding {
	if c.path != nil && (path == "" || !c.path.MatchString(path)) {
		return nil
	}
	var out []Finding
	for _, w := range ws {
		seg := text[w.lo:w.hi]
		for _, m := range c.re.FindAllStringIndex(seg, -1) {
			match := strings.Trim(seg[m[0]:m[1]], "\n")
			start := w.lo + m[0] + strings.Index(seg[m[0]:m[1]], match)
			secret := match
			groups := c.re.FindStringSubmatch(match)
			if len(groups) >= 2 {
				if c.r.SecretGroup > 0 {
					if len(groups) <= c.r.SecretGroup {
						continue
					}
					secret = groups[c.r.SecretGroup]
				} else {
					for _, s := range groups[max(1, c.r.ValueFrom):] {
						if s != "" {
							secret = s
							break
						}
					}
				}
			}
			if c.r.Entropy != 0 && entropy(secret) <= c.r.Entropy {
				continue
			}
			line := lineAround(text, start, start+len(match))
			if e.allowed(e.global, secret, match, line, path) || e.allowed(c.allows, secret, match, line, path) {
				continue
			}
			if c.r.Check != nil && (len(groups) == 0 || !c.r.Check(secret, groups)) {
				continue
			}
			if exampleValue(secret) {
				continue
			}
			out = append(out, Finding{
				Rule: c.r.ID, Description: c.r.Description,
				Line:        1 + strings.Count(text[:start], "\n"),
				Redacted:    Redact(secret),
				Fingerprint: fingerprint(c.r.ID, secret),
				secret:      secret,
			})
		}
	}
	return out
}

func (e *engine) allowed(as []*compiledAllow, secret, match, line, path string) bool {
	for _, ca := range as {
		ca.compile()
		a := ca.a
		target := secret
		switch a.Target {
		case "match":
			target = match
		case "line":
			target = line
		}
		regexHit := ca.regex != nil && target != "" && ca.regex.MatchString(target)
		stopHit := containsStopWord(a.StopWords, secret)
		// A path-only allowlist (gitleaks' "skip this file") is ignored on purpose: in a hook the
		// agent chooses the file name, so `x.png` or `node_modules/x` must not silence a key
		// written into it. Users allowlist paths in guards.toml instead.
		if a.And {
			if len(a.Regexes) == 0 && len(a.StopWords) == 0 {
				continue
			}
			ok := true
			if len(a.Paths) > 0 {
				ok = ok && path != "" && ca.paths != nil && ca.paths.MatchString(path)
			}
			if len(a.Regexes) > 0 {
				ok = ok && regexHit
			}
			if len(a.StopWords) > 0 {
				ok = ok && stopHit
			}
			if ok {
				return true
			}
			continue
		}
		if regexHit || stopHit {
			return true
		}
	}
	return false
}

func containsStopWord(words []string, secret string) bool {
	if len(words) == 0 || secret == "" {
		return false
	}
	s := strings.ToLower(secret)
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// lineAround is the whole lines holding text[lo:hi], as gitleaks' line-target allowlists see.
func lineAround(text string, lo, hi int) string {
	if i := strings.LastIndexByte(text[:lo], '\n'); i >= 0 {
		lo = i + 1
	} else {
		lo = 0
	}
	if j := strings.IndexByte(text[hi:], '\n'); j >= 0 {
		hi += j
	} else {
		hi = len(text)
	}
	return text[lo:hi]
}

// entropy is the Shannon entropy of s over its runes, as gitleaks computes it (per byte of
// length, so multi-byte runes weigh as gitleaks weighs them).
func entropy(s string) float64 {
	if s == "" {
		return 0
	}
	var ascii [128]int
	var other map[rune]int
	for _, r := range s {
		if r < 128 {
			ascii[r]++
			continue
		}
		if other == nil {
			other = map[rune]int{}
		}
		other[r]++
	}
	inv := 1 / float64(len(s))
	h := 0.0
	add := func(n int) {
		if n > 0 {
			f := float64(n) * inv
			h -= f * math.Log2(f)
		}
	}
	for _, n := range ascii {
		add(n)
	}
	for _, n := range other {
		add(n)
	}
	return h
}

// dedupe keeps one finding per rule and secret, and drops a generic rule's finding where a
// specific rule found the same secret (gitleaks does the same, so reasons name the vendor).
func dedupe(fs []Finding) []Finding {
	if len(fs) < 2 {
		return fs
	}
	seen := map[string]bool{}
	out := fs[:0:0]
	for _, f := range fs {
		if seen[f.Fingerprint] {
			continue
		}
		seen[f.Fingerprint] = true
		if generic(f.Rule) {
			shadowed := false
			for _, g := range fs {
				if !generic(g.Rule) && g.Line == f.Line && g.secret != "" && strings.Contains(g.secret, f.secret) {
					shadowed = true
					break
				}
			}
			if shadowed {
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

func generic(id string) bool { return strings.Contains(id, "generic") }

// fingerprint names a finding for allow_fingerprints without revealing the secret: the rule id
// and the first 16 hex digits of the secret's SHA-256.
func fingerprint(ruleID, secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return ruleID + ":" + hex.EncodeToString(sum[:8])
}
