package secrets

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"regexp"
	"regexp/syntax"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
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
	// Keywords are the rule's keywords, "|" between them (no keyword holds one). One string,
	// not a []string: each slice literal in a table is a data symbol of its own, and the Go
	// runtime builds the GC's pointer mask over every one at each start (~0.2 µs apiece).
	Keywords   string
	Allowlists []allowlist
	// ValueFrom, for own rules only, makes the secret the first non-empty group from this
	// index on, for rules whose value has several quoted forms after a captured name.
	ValueFrom int
	// AssignShape, for own rules, says a keyword hit needs an assignment operator right after
	// its name (see findCandidate), like gitleaks' semi-generic rules.
	AssignShape bool
	// Check, for own rules only, vetoes a candidate the regex cannot judge alone (placeholders,
	// code references, weak defaults). It sees the secret and the match's groups (0 = all).
	Check func(secret string, groups []string) bool
	// Near, for own rules only, is a necessary condition on a keyword hit at i, checked in a
	// few bytes before the rule's regex reads the hit's line: keyword-dense text (every line a
	// DB_PASSWORD=...) cost a regex run per line for rules whose shape could not hold there.
	Near func(text string, i int) bool
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
	off         int // the match's byte offset, from which Line is counted
}

// compiled is a rule with what is built on first use: its regex, how many lines a match may
// span, and its allowlists.
type compiled struct {
	r      *rule
	once   sync.Once
	re     *regexp.Regexp
	path   *regexp.Regexp
	span   int  // newlines a match may hold: 0 single line, n bounded, -1 unbounded
	assign bool // a semi-generic rule: judged candidate by candidate (runAssign)
	lead   bool // every match starts with a keyword: compiled anchored, tried at each hit
	// anchored is the regex as ^(?:regex), set when lead holds.
	anchored  *regexp.Regexp
	wordStart bool // the regex starts with \b
	allows    []*compiledAllow
	invalid   bool
	// need is the rule's required texts (ruleMeta.Need); ready is set once compiled. Until
	// then a window or hit that holds none of need is passed over without compiling: a
	// command naming curl, with no header or user in it, compiled gitleaks' curl rules
	// (~0.5M instructions) to find nothing.
	need  string
	lit   string // ruleMeta.Lit
	ready atomic.Bool
}

// ruleMeta is what a scan needs to know of a rule before compiling its regex (which costs far
// more than matching it on a hook's text): how many lines a match spans, whether a hit must
// look like an assignment, whether matches start with a keyword. It is derived from the rule
// by metaOf and generated into keyword_index.go, so no hook call parses a regex to learn it.
type ruleMeta struct {
	Span      int16
	Assign    bool
	Lead      bool
	WordStart bool
	// Need lists texts (lower-case ASCII, NUL-separated) one of which every match of the rule
	// holds, ignoring case (requiredOf): a window holding none cannot match, and the rule is
	// not compiled for it. For a rule with no regex, every path its Path matches holds them.
	Need string
	// Lit is the text, case as written, that every match of a Lead rule starts with
	// (regexp's LiteralPrefix): a hit that does not start with it is passed over without
	// compiling the rule. twilio's SK[0-9a-f]{32} has the keyword sk, which task, disk and
	// risk hold in any script; compiling it cost more than the rest of the scan.
	Lit string
}

// metaOf derives a rule's ruleMeta from its regex (the generator's and the tests' source of
// truth for the generated table).
func metaOf(r *rule) ruleMeta {
	if r.Regex == "" {
		// A path-only rule (*.p12): what every path it matches holds, so that a write of
		// any other file does not compile the path's regex to learn it.
		if r.Path != "" {
			return ruleMeta{Need: requiredOf(r.Path)}
		}
		return ruleMeta{}
	}
	span := newlineSpan(r.Regex)
	m := ruleMeta{Span: int16(span), Assign: strings.Contains(r.Regex, semiGenericOp) || r.AssignShape, Need: requiredOf(r.Regex)}
	// A rule whose matches may run on without bound (private keys) is tried at its hits only
	// where nothing before the keyword decides the match but a word boundary, which the scan
	// checks itself: anchored at a hit, ^ would hold anywhere.
	if keywordsLead(r.Regex, r.keywords()) && (span >= 0 || !leadAssertsLine(r.Regex)) {
		m.Lead = true
		m.WordStart = strings.HasPrefix(strings.TrimPrefix(r.Regex, "(?i)"), `\b`)
		if re, err := regexp.Compile(widenEnd(r.Regex)); err == nil {
			m.Lit, _ = re.LiteralPrefix()
		}
	}
	return m
}

type compiledAllow struct {
	a     *allowlist
	once  sync.Once
	regex *regexp.Regexp
	paths *regexp.Regexp
}

func (c *compiled) compile() {
	c.once.Do(func() {
		if c.r.Regex != "" {
			expr := widenEnd(c.r.Regex)
			// A rule whose matches all start with a keyword is compiled anchored (one
			// compile, not two): it is tried at each hit, and on a match's own text it finds
			// the same groups.
			if c.lead {
				expr = `^(?:` + expr + `)`
			}
			re, err := regexp.Compile(expr)
			if err != nil {
				// A rule that does not compile is a bug in a table; it must not take the
				// guard down with it (TestTablesCompile catches it).
				c.invalid = true
			} else {
				c.re = re
				if c.lead {
					c.anchored = re
				}
			}
		}
		if c.r.Path != "" {
			if p, err := regexp.Compile(c.r.Path); err == nil {
				c.path = p
			}
		}
		for i := range c.r.Allowlists {
			c.allows = append(c.allows, &compiledAllow{a: &c.r.Allowlists[i]})
		}
		c.ready.Store(true)
	})
}

// mayMatch is mayMatch(text, c.need) until the rule is compiled, and true after: compiled, its
// regex costs less than looking for the needles first.
func (c *compiled) mayMatch(text string) bool {
	return c.ready.Load() || mayMatch(text, c.need)
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

// keywordsLead reports whether every match of expr starts with one of keywords: each literal a
// match can begin with has a keyword as its prefix (case-folded). Then the rule need only be
// tried, anchored, where a keyword occurs.
func keywordsLead(expr string, keywords []string) bool {
	if len(keywords) == 0 {
		return false
	}
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return false
	}
	lits, ok := leadLiterals(re)
	if !ok || len(lits) == 0 {
		return false
	}
	for _, l := range lits {
		l = strings.ToLower(l)
		found := false
		for _, k := range keywords {
			if strings.HasPrefix(l, k) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// requiredOf lists what every match of expr holds (ignoring ASCII case), as ruleMeta.Need
// keeps it: groups separated by \x01, each of texts separated by \x00, of which every match
// holds one text of every group. A literal the match passes through is a group of one; an
// alternation's group takes one group from each branch. "" when the regex gives none. Literals
// with bytes beyond ASCII or NUL are left out (mayMatch's caveat below).
func requiredOf(expr string) string {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return ""
	}
	var groups []string
	for _, g := range required(re) {
		groups = append(groups, strings.Join(g, "\x00"))
	}
	return strings.Join(groups, "\x01")
}

// maxNeedles bounds a group, and maxGroups the groups: past them, looking for each costs more
// than it saves.
const (
	maxNeedles = 12
	maxGroups  = 6
)

// required is requiredOf's groups for re: each a list of texts, one of which every match holds.
func required(re *syntax.Regexp) [][]string { return requiredBy(re, true) }

// requiredBy is required; join says whether consecutive fixed pieces of a concatenation are
// joined into one group of longer texts. An alternation whose branches' joined texts come to
// more than maxNeedles is tried again without joining, as the texts were found before
// (password, passwd, pwd are three where passw, wd were two).
func requiredBy(re *syntax.Regexp, join bool) [][]string {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r == 0 || r >= 0x80 {
				return nil
			}
		}
		return [][]string{{strings.ToLower(string(re.Rune))}}
	case syntax.OpCapture, syntax.OpPlus:
		return requiredBy(re.Sub[0], join)
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredBy(re.Sub[0], join)
		}
	case syntax.OpConcat:
		// Consecutive pieces each matching one of a few fixed texts make one group of their
		// concatenations: every match holds one of them whole. `-u|--user` is parsed as
		// -(?:u|-user), whose groups were "-" and "u" (in every line of a script) where
		// "-u" and "--user" are what curl's rule needs.
		var out, pending [][]string // pending: the groups of the pieces in run
		var run []string            // the product of the fixed pieces since the last other one
		pieces := 0
		flush := func() {
			if pieces > 1 && !slices.Contains(run, "") {
				out = append(out, minimal(run)) // it holds what each piece's groups say, and more
			} else {
				out = append(out, pending...)
			}
			run, pending, pieces = nil, nil, 0
		}
		for _, sub := range re.Sub {
			fixed, ok := fixedTexts(sub)
			ok = ok && join
			if ok && pieces > 0 {
				if p, ok := product(run, fixed); ok {
					run, pieces = p, pieces+1
					pending = append(pending, requiredBy(sub, join)...)
					continue
				}
			}
			flush()
			if ok {
				run, pieces = fixed, 1
				pending = requiredBy(sub, join)
				continue
			}
			out = append(out, requiredBy(sub, join)...)
		}
		flush()
		if len(out) > maxGroups {
			// The most telling ones: those whose shortest text is longest.
			slices.SortStableFunc(out, func(a, b []string) int { return shortest(b) - shortest(a) })
			out = out[:maxGroups]
		}
		return out
	case syntax.OpAlternate:
		if any := alternatives(re, join); any != nil {
			return [][]string{any}
		}
		if join {
			if any := alternatives(re, false); any != nil {
				return [][]string{any}
			}
		}
	}
	return nil
}

// alternatives is the one group an alternation requires: a group of each branch (the one
// whose shortest text is longest), merged; nil when a branch has none or they come to more
// than maxNeedles.
func alternatives(re *syntax.Regexp, join bool) []string {
	var any []string
	for _, sub := range re.Sub {
		gs := requiredBy(sub, join)
		if len(gs) == 0 {
			return nil
		}
		best := gs[0]
		for _, g := range gs[1:] {
			if shortest(g) > shortest(best) {
				best = g
			}
		}
		for _, n := range best {
			if !slices.Contains(any, n) {
				any = append(any, n)
			}
		}
	}
	if any = minimal(any); len(any) > maxNeedles {
		return nil
	}
	return any
}

// minimal drops from a group each text that holds another of its texts: a window holding it
// holds the other, so it only costs a pass ("discord" serves for "https://discord").
func minimal(group []string) []string {
	out := group[:0:0]
	for i, t := range group {
		implied := false
		for j, u := range group {
			if j != i && strings.Contains(t, u) && (len(u) < len(t) || j < i) {
				implied = true
				break
			}
		}
		if !implied {
			out = append(out, t)
		}
	}
	return out
}

// fixedTexts lists the texts re matches, lower-cased, when they are a few literals (at most
// maxNeedles) of ASCII other than NUL: a literal, an alternation or a concatenation of such,
// an optional one (with ""). Classes are left out: one byte of a class is what every line of
// a script holds, and each text is one more pass over a window.
func fixedTexts(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r == 0 || r >= 0x80 {
				return nil, false
			}
		}
		return []string{strings.ToLower(string(re.Rune))}, true
	case syntax.OpEmptyMatch:
		return []string{""}, true
	case syntax.OpCapture:
		return fixedTexts(re.Sub[0])
	case syntax.OpQuest:
		t, ok := fixedTexts(re.Sub[0])
		if !ok || len(t) >= maxNeedles {
			return nil, false
		}
		if !slices.Contains(t, "") {
			t = append(t, "")
		}
		return t, true
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range re.Sub {
			t, ok := fixedTexts(sub)
			if !ok {
				return nil, false
			}
			if out, ok = product(out, t); !ok {
				return nil, false
			}
		}
		return out, true
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			t, ok := fixedTexts(sub)
			if !ok {
				return nil, false
			}
			for _, x := range t {
				if !slices.Contains(out, x) {
					out = append(out, x)
				}
			}
			if len(out) > maxNeedles {
				return nil, false
			}
		}
		return out, true
	}
	return nil, false
}

// product is every text of a followed by one of b, if there are at most maxNeedles.
func product(a, b []string) ([]string, bool) {
	if len(a)*len(b) > maxNeedles {
		return nil, false
	}
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			if xy := x + y; !slices.Contains(out, xy) {
				out = append(out, xy)
			}
		}
	}
	return out, true
}

func shortest(lits []string) int {
	n := math.MaxInt
	for _, l := range lits {
		n = min(n, len(l))
	}
	return n
}

// mayMatch reports whether text holds, ignoring ASCII case, one text of every group of need
// (requiredOf): where it does not, a rule with that need cannot match in it. A text with a
// byte beyond ASCII may spell one with a letter's Unicode fold (the Kelvin sign for k, the
// long s for s), which a (?i) regex matches: there it may match.
func mayMatch(text, need string) bool {
	for need != "" {
		var group string
		group, need, _ = strings.Cut(need, "\x01")
		if !holdsOne(text, group) {
			for i := 0; i < len(text); i++ {
				if text[i] >= 0x80 {
					return true
				}
			}
			return false
		}
	}
	return true
}

// holdsOne reports whether text holds one of group's NUL-separated texts, ignoring ASCII case.
func holdsOne(text, group string) bool {
	for group != "" {
		var n string
		n, group, _ = strings.Cut(group, "\x00")
		if containsFold(text, n) {
			return true
		}
	}
	return false
}

// containsFold reports whether text holds the lower-case ASCII n, ignoring ASCII case.
func containsFold(text, n string) bool {
	if n == "" {
		return true
	}
	c0 := n[0]
	for i := 0; i+len(n) <= len(text); i++ {
		if lowerTab[text[i]] == c0 && hasPrefixFold(text, i, n) {
			return true
		}
	}
	return false
}

// leadAssertsLine reports a regex whose matches may begin with a line or text assertion (^,
// \A): one that holds where a window starts, which anchoring at a keyword would not keep.
func leadAssertsLine(expr string) bool {
	re, err := syntax.Parse(expr, syntax.Perl)
	return err != nil || assertsFirst(re)
}

func assertsFirst(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginText, syntax.OpBeginLine:
		return true
	case syntax.OpCapture:
		return assertsFirst(re.Sub[0])
	case syntax.OpAlternate:
		return slices.ContainsFunc(re.Sub, assertsFirst)
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if sub.Op != syntax.OpWordBoundary && sub.Op != syntax.OpEmptyMatch {
				return assertsFirst(sub)
			}
		}
	}
	return false
}

// leadLiterals lists the literal texts every match of re starts with, or false when a match
// may start otherwise.
func leadLiterals(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{string(re.Rune)}, true
	case syntax.OpCapture:
		return leadLiterals(re.Sub[0])
	case syntax.OpConcat:
		for k, sub := range re.Sub {
			switch sub.Op {
			case syntax.OpWordBoundary, syntax.OpBeginText, syntax.OpBeginLine, syntax.OpEmptyMatch:
				continue
			}
			lits, ok := leadLiterals(sub)
			if !ok {
				return nil, false
			}
			// A following literal lengthens the prefix ("s" then "\." is "s.").
			if len(lits) == 1 && k+1 < len(re.Sub) && re.Sub[k+1].Op == syntax.OpLiteral && re.Sub[k].Op == syntax.OpLiteral {
				return []string{lits[0] + string(re.Sub[k+1].Rune)}, true
			}
			return lits, true
		}
		return nil, false
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			lits, ok := leadLiterals(sub)
			if !ok {
				return nil, false
			}
			out = append(out, lits...)
		}
		return out, true
	}
	return nil, false
}

// engine holds every rule. The keyword index over them is static data generated into
// keyword_index.go (kwText, kwRules, kwPair, kwCands, kwNoKeyword,
// ruleMetas): a constant laid out by the compiler, so a hook call builds nothing to scan.
//
// A rule's compiled state is made the first time a scan needs the rule: a command or a small
// write hits a handful of the ~230 rules, and making all of them touched ~22 KB of fresh
// memory in every hook call (six page faults, ~20 µs each on a VM).
type engine struct {
	// rs are the rules (allRules), listed at the first scan that hits a keyword (all): the
	// guard's own rules are built with their checks, which a line naming no keyword, most
	// short commands, never asks for. Read through all().
	rs     []*rule
	rsOnce sync.Once
	rules  []atomic.Pointer[compiled] // nil until rule(i)
	global []*compiledAllow
}

// rule returns rule i's compiled state, making it on first use. An abandoned guard (one that
// overran its timeout) may still be scanning while the next walk's scan starts, so the slot is
// filled by compare-and-swap, and a loser takes the winner's.
func (e *engine) rule(i int) *compiled {
	if c := e.rules[i].Load(); c != nil {
		return c
	}
	c := &compiled{r: e.all()[i]}
	if i < len(ruleMetas) {
		m := ruleMetas[i]
		c.span, c.assign, c.lead, c.wordStart, c.need, c.lit = int(m.Span), m.Assign, m.Lead, m.WordStart, m.Need, m.Lit
	}
	if !e.rules[i].CompareAndSwap(nil, c) {
		return e.rules[i].Load()
	}
	return c
}

var (
	defaultEngineOnce sync.Once
	defaultEngine     *engine
)

// rulesEngine returns the process's engine over gitleaks' rules and the guard's own.
func rulesEngine() *engine {
	defaultEngineOnce.Do(func() { defaultEngine = newEngine() })
	return defaultEngine
}

// allRules lists the rules in the order the generated index numbers them: gitleaks' table,
// then the guard's own.
func allRules() []*rule {
	own := ownRules()
	rs := make([]*rule, 0, len(gitleaksRules)+len(own))
	for i := range gitleaksRules {
		rs = append(rs, &gitleaksRules[i])
	}
	return append(rs, own...)
}

func newEngine() *engine {
	// One compiled slot for each rule: ruleMetas has one for each of allRules
	// (TestKeywordIndexSelects holds them together).
	e := &engine{rules: make([]atomic.Pointer[compiled], len(ruleMetas))}
	for i := range gitleaksGlobal {
		e.global = append(e.global, &compiledAllow{a: &gitleaksGlobal[i]})
	}
	return e
}

// all returns the rules, listing them on first need.
func (e *engine) all() []*rule {
	e.rsOnce.Do(func() { e.rs = allRules() })
	return e.rs
}

// lowerTab folds ASCII upper case; a constant table, so no code runs at start-up for it.
var lowerTab = [256]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// hasPrefixFold reports whether s[i:] starts with the lower-case word k, ignoring ASCII case.
func hasPrefixFold(s string, i int, k string) bool { return hasPrefixFoldFrom(s, i, k, 0) }

// hasPrefixFoldFrom is hasPrefixFold where the first known bytes of k are known to match: the
// keyword pass finds its candidates by the byte pair they start with (a one-byte keyword by
// its one byte), so comparing them again was a third of its work on a script.
func hasPrefixFoldFrom(s string, i int, k string, known int) bool {
	if len(s)-i < len(k) {
		return false
	}
	for j := min(known, len(k)); j < len(k); j++ {
		if lower(s[i+j]) != k[j] {
			return false
		}
	}
	return true
}

// workMeter, when a test sets it, counts the bytes a scan hands to regexes and reads around
// candidates and for line numbers: the measure TestScanWorkIsLinear compares across sizes,
// where time would measure the machine's neighbours. nil in a hook.
var workMeter *atomic.Int64

func meter(n int) {
	if workMeter != nil {
		workMeter.Add(int64(n))
	}
}

// window is a span of the text one rule's regex runs over.
type window struct{ lo, hi int }

// Window sizes: a one-line rule reads the line of its keyword (capped, for minified files);
// an unbounded rule (private keys) reads this much around it.
// allowCap bounds the line a line-target allowlist reads around a candidate (gitleaks' are
// about the statement the value sits in: `--mount=type=secret,`, an import line).
const (
	lineCap  = 1 << 10
	wideCap  = 32 << 10
	allowCap = 256
)

// scan finds the secrets in text. path is the file the text goes to ("" for a command or a
// prompt): path-scoped rules need it. skip says which rule ids are switched off.
func (e *engine) scan(path, text string, skip func(id string) bool) []Finding {
	if text == "" {
		return nil
	}
	// Pass 1: where each keyword occurs. Every occurrence counts: an assignment rule judges
	// each NAME op VALUE on a line, and an anchored rule each token, so a second key on a line
	// is not hidden behind a first. A byte pair selects the keywords that start with it.
	// Hits go straight to the rules that have the keyword, in text order, so no rule sorts
	// its hits (gitleaks' generic rule has ten keywords and most lines of a config hit one).
	byRule := make([][]int32, len(e.rules))
	var ruleSeen []int
	// Each byte is folded once, carried to the next pair as its first; the pair, a uint16,
	// indexes kwPair without a bounds check. i is where the pair starts.
	prev := uint16(lowerTab[text[0]])
	for j := 1; j < len(text); j++ {
		cur := uint16(lowerTab[text[j]])
		ci := kwPair[prev<<8|cur]
		prev = cur
		if ci == 0 {
			continue
		}
		// The third byte, where there is one, must be one that a candidate has there.
		if j+1 < len(text) {
			if c := lowerTab[text[j+1]]; kwThird[ci][c/64]&(1<<(c%64)) == 0 {
				continue
			}
		}
		i := j - 1
		for _, ki := range kwCands[ci] {
			if !hasPrefixFoldFrom(text, i, kwText[ki], 2) {
				continue
			}
			for _, ri := range kwRules[ki] {
				hs := byRule[ri]
				if len(hs) > 0 && hs[len(hs)-1] == int32(i) {
					continue // two keywords of one rule at one place (passw, password)
				}
				if len(hs) == 0 {
					ruleSeen = append(ruleSeen, int(ri))
				}
				byRule[ri] = append(hs, int32(i))
			}
		}
	}
	out := e.pathRules(path, skip)
	ids := ruleSeen
	// Vendor rules first: a value one of them found needs no generic rule's verdict, and the
	// generic rules' allowlists (a regex of hundreds of names, 1,446 stop words) are the
	// costliest thing to build in a fresh process.
	sort.Slice(ids, func(a, b int) bool {
		ga, gb := generic(e.all()[ids[a]].ID), generic(e.all()[ids[b]].ID)
		if ga != gb {
			return gb
		}
		return ids[a] < ids[b]
	})
	found := map[string]bool{}
	// The generic rules see the same candidates: each value is judged once per scan.
	var may verdicts
	for _, ri := range ids {
		c := e.rule(int(ri))
		if skip != nil && skip(c.r.ID) {
			continue
		}
		if c.r.Regex == "" {
			continue
		}
		hs := byRule[ri]
		if c.lead && c.span >= 0 {
			out = append(out, e.runAnchored(c, path, text, hs, found)...)
			continue
		}
		if c.assign {
			out = append(out, e.runAssign(c, path, text, hs, found, &may)...)
			continue
		}
		var ws []window
		lineEnd := -1
		for _, h := range hs {
			i := int(h)
			if i < lineEnd {
				continue // this hit's line is already in the rule's last window
			}
			if c.r.Near != nil && !c.r.Near(text, i) {
				continue
			}
			lineEnd = min(len(text), i+lineCap)
			if j := strings.IndexByte(text[i:lineEnd], '\n'); j >= 0 {
				lineEnd = i + j
			}
			if c.span < 0 && len(ws) > 0 && i < ws[len(ws)-1].hi {
				// inside the last wide window: it grows, without reading back over it again
				ws[len(ws)-1].hi = max(ws[len(ws)-1].hi, min(len(text), i+wideCap))
				continue
			}
			w := e.windowAt(text, i, c.span)
			if len(ws) > 0 && w.lo <= ws[len(ws)-1].hi {
				ws[len(ws)-1].hi = max(ws[len(ws)-1].hi, w.hi)
			} else {
				ws = append(ws, w)
			}
		}
		ws = c.mayMatchIn(text, ws, hs)
		if len(ws) > 0 {
			// Compiled only now: most keyword hits in code and prose are no assignment, and
			// compiling gitleaks' generic rule costs more than the rest of a hook call.
			if c.compile(); c.lead {
				out = append(out, e.runAnchoredIn(c, path, text, hs, ws, found)...)
			} else if c.re != nil {
				out = append(out, e.runRule(c, path, text, ws, found)...)
			}
		}
	}
	setLines(text, out)
	return dedupe(out)
}

// pathRules runs the rules that judge a file's name alone (*.p12): a command or a prompt has
// none, and a path without what every path a rule names holds does not compile its regex.
func (e *engine) pathRules(path string, skip func(id string) bool) []Finding {
	if path == "" {
		return nil
	}
	var out []Finding
	for _, ri := range kwNoKeyword {
		c := e.rule(int(ri))
		if skip != nil && skip(c.r.ID) {
			continue
		}
		if c.r.Regex == "" && !c.ready.Load() && !mayMatch(path, c.need) {
			continue
		}
		c.compile()
		if c.re == nil && c.path != nil && c.path.MatchString(path) {
			out = append(out, Finding{Rule: c.r.ID, Description: c.r.Description, Line: 1,
				Redacted: "(the whole file)", Fingerprint: fingerprint(c.r.ID, path)})
		}
	}
	return out
}

// mayMatchIn keeps the windows a match of c may lie in: a match lies inside one window, so
// one that holds none of the rule's required texts can be passed over. hits are the rule's
// keyword hits, in order.
//
// A rule whose every match starts at one of its hits (c.lead) is tried at each hit with the
// rest of the window as its text (runAnchoredIn), so its matches lie between the window's
// first hit and its end: only that part is looked at. A wide window reaches 32 KB back from
// its first hit, and a script naming curl near its end held gitleaks' curl rule's "-u"
// (in `date -u`, `sort -u`) only before it, which compiled and ran the rule for nothing.
func (c *compiled) mayMatchIn(text string, ws []window, hits []int32) []window {
	if c.ready.Load() || c.need == "" {
		return ws
	}
	out := ws[:0]
	h := 0
	for _, w := range ws {
		lo := w.lo
		if c.lead {
			for h < len(hits) && int(hits[h]) < w.lo {
				h++
			}
			if h == len(hits) || int(hits[h]) >= w.hi {
				continue // no hit inside: runAnchoredIn tries nothing here
			}
			lo = int(hits[h])
		}
		if mayMatch(text[lo:w.hi], c.need) {
			out = append(out, w)
		}
	}
	return out
}

// setLines numbers the findings' lines in one pass over the text: counting from the start for
// each finding made a text with many findings cost their number times its length.
func setLines(text string, fs []Finding) {
	if len(fs) == 0 {
		return // most scans find nothing: no order to make (sort.Slice allocates its swapper)
	}
	idx := make([]int, len(fs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return fs[idx[a]].off < fs[idx[b]].off })
	pos, line := 0, 1
	for _, i := range idx {
		if off := min(fs[i].off, len(text)); off > pos {
			meter(off - pos)
			line += strings.Count(text[pos:off], "\n")
			pos = off
		}
		fs[i].Line = line
	}
}

// runAssign judges an assignment rule (gitleaks' semi-generic ones, the own secret-assignment)
// candidate by candidate: the hand matcher finds NAME op VALUE at each keyword hit in bounded
// work, a generic rule's value must pass value analysis, and only then does the rule's regex
// run, on that candidate's bytes alone. Nothing reads a line per hit, so a megabyte line of
// key-like assignments costs what a megabyte of short lines costs.
func (e *engine) runAssign(c *compiled, path, text string, hits []int32, found map[string]bool, may *verdicts) []Finding {
	gen := generic(c.r.ID)
	lang := langOf(path)
	lastOp, skipTo := -1, -1
	direct := directInitLang(path)
	var out []Finding
	for _, h := range hits {
		if int(h) < skipTo {
			// a further keyword in the name just judged (API_KEY_TOKEN), or in its value
			// (X-Api-Key); a value with = : or $ in it may hold an assignment of its own
			// (${TOKEN:-default}, A_PASSWORD=api_token=...), and is read again
			continue
		}
		cd, ok := findCandidate(text, int(h), direct)
		if !ok || cd.op == lastOp {
			continue // no assignment here, or the one a previous keyword of this name opened
		}
		lastOp, skipTo = cd.op, cd.op
		if strings.IndexAny(text[cd.valLo:cd.valHi], "=:$") < 0 && !cd.labelled {
			skipTo = cd.valHi // a label (Name: "x", Secret: "...") may name a secret of its own
		}
		if gen {
			ok, seen := may.get(cd.op)
			if !seen {
				ok = assignmentMay(text, cd, lang)
				may.add(cd.op, ok)
			}
			if !ok {
				continue
			}
		}
		if c.compile(); c.re == nil || c.path != nil && (path == "" || !c.path.MatchString(path)) {
			return out
		}
		// One byte before the name, so the regexes' (?:^|[^\w.-]) sees what the text has there.
		lo := max(0, cd.nameLo-1)
		if cd.wrapHi > cd.wrapLo {
			out = append(out, e.judgeWrapped(c, path, text, lo, cd, found)...)
			continue
		}
		meter(cd.end - lo)
		for _, m := range c.re.FindAllStringIndex(text[lo:cd.end], -1) {
			if f, ok := e.judge(c, path, text, lo+m[0], lo+m[1], found); ok {
				out = append(out, f)
			}
		}
	}
	return out
}

// judgeWrapped runs a rule on a candidate whose literal a call wraps (Some("..."),
// Buffer.from("...", "hex")) as if the literal were assigned bare: on a copy of its line with
// the call's text before the literal cut out, so that every rule that would read the bare
// assignment (gitleaks' generic-api-key for `key`, the own secret-assignment) reads this one,
// and the line the allowlists see is the rest of the line as written. Findings are placed
// back at the name in text. Wrapped literals are few; the copy is one line.
func (e *engine) judgeWrapped(c *compiled, path, text string, lo int, cd candidate, found map[string]bool) []Finding {
	ls := max(0, lo-allowCap)
	if i := strings.LastIndexByte(text[ls:lo], '\n'); i >= 0 {
		ls += i + 1
	}
	le := min(len(text), cd.end+allowCap)
	if i := strings.IndexByte(text[cd.end:le], '\n'); i >= 0 {
		le = cd.end + i
	}
	cut := cd.wrapHi - cd.wrapLo - len(cd.glue)
	line := text[ls:cd.wrapLo] + cd.glue + text[cd.wrapHi:le]
	from, to := lo-ls, cd.end-ls-cut
	meter(to - from)
	var out []Finding
	for _, m := range c.re.FindAllStringIndex(line[from:to], -1) {
		if f, ok := e.judge(c, path, line, from+m[0], from+m[1], found); ok {
			if f.off += ls; f.off >= cd.wrapLo+len(cd.glue) {
				f.off += cut
			}
			out = append(out, f)
		}
	}
	return out
}

// verdicts remembers value analysis by operator offset. The first generic rule meets its
// candidates in text order, so the offsets are appended sorted and looked up by bisection: a
// map of them cost more than the analysis it saved.
type verdicts struct {
	ops []int
	ok  []bool
}

func (v *verdicts) get(op int) (ok, seen bool) {
	i := sort.SearchInts(v.ops, op)
	if i < len(v.ops) && v.ops[i] == op {
		return v.ok[i], true
	}
	return false, false
}

func (v *verdicts) add(op int, ok bool) {
	if n := len(v.ops); n == 0 || v.ops[n-1] < op {
		v.ops = append(v.ops, op)
		v.ok = append(v.ok, ok)
	}
}

// assignmentMay is value analysis on a candidate: whether its value may be a secret in this
// file's language.
func assignmentMay(text string, cd candidate, lang fileLang) bool {
	if lang == langJSON && !cd.quotedName && text[cd.op] == ',' {
		// "the access token", "scope": a string's word then the next item. A string that
		// holds an assignment ("deploy": "API_TOKEN=... ./deploy.sh") is still judged.
		return false
	}
	if digestName(text[cd.nameLo:cd.nameHi]) || cursorName(text[cd.nameLo:cd.nameHi]) || codecovGraphToken(text, cd) || didKey(text, cd) {
		return false
	}
	if lang == langCode && strings.IndexByte(text[cd.op:cd.valAt], '\n') >= 0 {
		return false // `case token.STRING:` then a statement: a YAML value's next line is YAML's alone
	}
	return valueExcuse(text[cd.valLo:cd.valHi], cd.quote != 0, lang) == ""
}

// digestName: the name ends in a hash algorithm (go.sum's "golang.org/x/oauth2 v0.25.0 h1:",
// "integrity sha512:", "sha256: ..."): the value is a checksum of public content, and the
// keyword was part of a module or file name.
func digestName(name string) bool {
	i := len(name)
	for i > 0 && strings.IndexByte(" \t_-.", name[i-1]) < 0 {
		i--
	}
	for _, d := range []string{"h1", "sha1", "sha256", "sha384", "sha512", "md5", "checksum", "digest", "integrity"} {
		if strings.EqualFold(name[i:], d) {
			return true
		}
	}
	return false
}

// didKey: did:key:z6Mk... is a decentralized identifier that is a public key by its method
// (W3C did:key): published to be resolved, not a key's secret half.
func didKey(text string, cd candidate) bool {
	return cd.nameLo >= 4 && text[cd.nameLo-4:cd.nameLo] == "did:" && text[cd.nameLo:cd.nameHi] == "key" && text[cd.op] == ':'
}

// cursorName: a name for a pagination cursor (PageToken, nextPageToken, NextToken, $skipToken,
// continuation_token, syncToken): an opaque position in a listing the server hands out and
// takes back, no credential. Cloud SDKs and their tests write them as literals.
func cursorName(name string) bool {
	var b [maxName + 32]byte
	n := 0
	for i := 0; i < len(name) && n < len(b); i++ {
		if c := name[i] | 0x20; 'a' <= c && c <= 'z' {
			b[n] = c
			n++
		}
	}
	w := string(b[:n])
	for _, c := range []string{"pagetoken", "nexttoken", "skiptoken", "continuationtoken", "synctoken", "resumetoken", "paginationtoken", "cursortoken"} {
		if strings.HasSuffix(w, c) {
			return true
		}
	}
	return false
}

// semiGenericOp is the operator part of gitleaks' "semi-generic" rules (a secret-ish name, up
// to 20 name characters, then an assignment): a hit can only match if an operator follows soon.
const semiGenericOp = `[\s'"]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)`

// windowAt is the part of text around a keyword at i that a rule whose matches hold up to span
// newlines must see, each line capped at lineCap bytes (minified files have megabyte lines).
func (e *engine) windowAt(text string, i, span int) window {
	if span < 0 {
		lo, hi := max(0, i-wideCap), min(len(text), i+wideCap)
		if j := strings.LastIndexByte(text[lo:i], '\n'); j >= 0 && lo > 0 {
			lo += j + 1
		}
		meter(hi - lo)
		return window{lo, hi}
	}
	// A keyword opens its match in every rule of the table (the name before the value, or the
	// vendor prefix), so a bounded rule reads from the keyword's line down. Its value may sit
	// on the next lines (`password:\n  value`); two are enough for what people write, and
	// reading every line a rule allows (eight for the generic one) costs 4x the time.
	span = min(span, 2)
	lo := i
	if j := strings.LastIndexByte(text[max(0, i-lineCap):i], '\n'); j >= 0 {
		lo = max(0, i-lineCap) + j + 1
	} else {
		lo = max(0, i-lineCap)
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
	meter(hi - lo)
	return window{lo, hi}
}

func (e *engine) runRule(c *compiled, path, text string, ws []window, found map[string]bool) []Finding {
	if c.path != nil && (path == "" || !c.path.MatchString(path)) {
		return nil
	}
	var out []Finding
	for _, w := range ws {
		seg := text[w.lo:w.hi]
		meter(len(seg))
		for _, m := range c.re.FindAllStringIndex(seg, -1) {
			if f, ok := e.judge(c, path, text, w.lo+m[0], w.lo+m[1], found); ok {
				out = append(out, f)
			}
		}
	}
	return out
}

// runAnchored tries a rule whose every match starts with one of its keywords at each hit
// only, anchored there: one short attempt per hit instead of a scan of the whole line.
func (e *engine) runAnchored(c *compiled, path, text string, hits []int32, found map[string]bool) []Finding {
	var out []Finding
	ls := lineScan{text: text, nl: -1}
	for _, h := range hits {
		i := int(h)
		if c.wordStart && i > 0 && isWord(text[i-1]) && isWord(text[i]) {
			continue // the rule's \b cannot hold here
		}
		hi := ls.end(i)
		if c.span > 0 {
			hi = e.windowAt(text, i, c.span).hi
		}
		if !strings.HasPrefix(text[i:hi], c.lit) || !c.mayMatch(text[i:hi]) {
			continue // not how every match starts, or none of the texts every match holds
		}
		// Compiled at the first hit that can match, not at every keyword seen.
		if c.compile(); c.anchored == nil || c.path != nil && (path == "" || !c.path.MatchString(path)) {
			return out
		}
		if m := c.anchored.FindStringIndex(text[i:hi]); m != nil {
			if f, ok := e.judge(c, path, text, i+m[0], i+m[1], found); ok {
				out = append(out, f)
			}
		}
	}
	return out
}

// runAnchoredIn finds what runRule would find in the windows ws, for a rule whose every match
// starts at one of its keyword hits: tried anchored at each hit, with the rest of the hit's
// window as its text, instead of the regex scanning every window from every position (a
// private key's or gitleaks' curl -u rule's window is 32 KB either side of a keyword: a
// script naming curl once had all its text scanned). Each hit inside the last match is passed
// over, as a scan goes on after a match, so the same matches are found, in the same order.
func (e *engine) runAnchoredIn(c *compiled, path, text string, hits []int32, ws []window, found map[string]bool) []Finding {
	if c.anchored == nil || c.path != nil && (path == "" || !c.path.MatchString(path)) {
		return nil
	}
	var out []Finding
	w, after := 0, 0
	for _, h := range hits {
		i := int(h)
		for w < len(ws) && ws[w].hi <= i {
			w++
		}
		if w == len(ws) {
			break
		}
		if i < ws[w].lo || i < after {
			continue // outside every window, or inside the last match
		}
		if c.wordStart && i > ws[w].lo && isWord(text[i-1]) && isWord(text[i]) {
			continue // the rule's \b cannot hold here
		}
		seg := text[i:ws[w].hi]
		meter(len(seg))
		if m := c.anchored.FindStringIndex(seg); m != nil {
			after = i + m[1]
			if f, ok := e.judge(c, path, text, i+m[0], i+m[1], found); ok {
				out = append(out, f)
			}
		}
	}
	return out
}

// lineScan finds where the lines of increasing hits end, at most lineCap past each hit,
// reading each byte once: a megabyte line packed with tokens is read once, not once a token.
type lineScan struct {
	text  string
	clear int // no '\n' in [the last hit, clear)
	nl    int // the last '\n' found, -1 before one is
}

func (s *lineScan) end(i int) int {
	limit := min(len(s.text), i+lineCap)
	if s.nl >= i {
		return min(s.nl, limit)
	}
	s.clear = max(s.clear, i)
	if s.clear < limit {
		j := strings.IndexByte(s.text[s.clear:limit], '\n')
		if j >= 0 {
			meter(j)
			s.nl = s.clear + j
			s.clear = s.nl
			return s.nl
		}
		meter(limit - s.clear)
		s.clear = limit
	}
	return limit
}

func isWord(b byte) bool {
	return b == '_' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

// judge applies gitleaks' post-match steps to one match text[lo:hi]: the secret group,
// entropy, the global and the rule's allowlists, then the own rule's check and the
// documented examples.
func (e *engine) judge(c *compiled, path, text string, lo, hi int, found map[string]bool) (Finding, bool) {
	raw := text[lo:hi]
	match := strings.Trim(raw, "\n")
	start := lo + strings.Index(raw, match)
	secret := match
	meter(len(match))
	groups := c.re.FindStringSubmatch(match)
	if len(groups) >= 2 {
		if c.r.SecretGroup > 0 {
			if len(groups) <= c.r.SecretGroup {
				return Finding{}, false
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
		return Finding{}, false
	}
	if found[secret] && generic(c.r.ID) {
		return Finding{}, false // a vendor rule already reported this value
	}
	if c.r.Check != nil && (len(groups) == 0 || !c.r.Check(secret, groups)) {
		return Finding{}, false
	}
	line := lineAround(text, start, start+len(match))
	if e.allowed(e.global, secret, match, line, path) || e.allowed(c.allows, secret, match, line, path) {
		return Finding{}, false
	}
	if exampleValue(secret) || firebaseWebKey(secret, line, text, start) || curlUserUntyped(c.r.ID, secret) {
		return Finding{}, false
	}
	found[secret] = true
	return Finding{
		Rule: c.r.ID, Description: c.r.Description,
		off:         start,
		Redacted:    Redact(secret),
		Fingerprint: fingerprint(c.r.ID, secret),
		secret:      secret,
	}, true
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
		meter(len(target))
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

// lineAround is the whole lines holding text[lo:hi], as gitleaks' line-target allowlists see,
// up to allowCap bytes either side: the allowlists judge the candidate, and reading a megabyte
// line for each of its candidates made one long line cost its length times their number.
func lineAround(text string, lo, hi int) string {
	from := max(0, lo-allowCap)
	if i := strings.LastIndexByte(text[from:lo], '\n'); i >= 0 {
		lo = from + i + 1
	} else {
		lo = from
	}
	to := min(len(text), hi+allowCap)
	if j := strings.IndexByte(text[hi:to], '\n'); j >= 0 {
		hi += j
	} else {
		hi = to
	}
	meter(hi - lo)
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

// dedupe keeps one finding per secret: the first from a vendor rule where there is one, so
// the reason names the vendor (gitleaks drops generic findings the same way), and so one
// fingerprint covers the value whichever rules saw it.
func dedupe(fs []Finding) []Finding {
	if len(fs) < 2 {
		return fs
	}
	best := map[string]int{}
	var order []string
	for i, f := range fs {
		k := f.secret
		if k == "" {
			k = f.Fingerprint
		}
		j, ok := best[k]
		if !ok {
			best[k] = i
			order = append(order, k)
			continue
		}
		if generic(fs[j].Rule) && !generic(f.Rule) {
			best[k] = i
		}
	}
	out := make([]Finding, 0, len(order))
	for _, k := range order {
		out = append(out, fs[best[k]])
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Line < out[b].Line })
	return out
}

// generic reports rules that judge by context, not by a vendor's format.
func generic(id string) bool {
	switch id {
	case "secret-assignment", "url-query-password", "xml-setting-secret", "api-key-header", "authorization-header":
		return true
	}
	return strings.Contains(id, "generic")
}

// fingerprint names a finding for allow_fingerprints without revealing the secret: the rule id
// and the first 16 hex digits of the secret's SHA-256. Allowlisting matches the hash part, so
// the entry covers the value whichever rule finds it.
func fingerprint(ruleID, secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return ruleID + ":" + hex.EncodeToString(sum[:8])
}

// keywords are the rule's keywords, one a string.
func (r *rule) keywords() []string {
	if r.Keywords == "" {
		return nil
	}
	return strings.Split(r.Keywords, "|")
}

// codecovGraphToken: the token of a Codecov badge or graph URL (README badges:
// https://codecov.io/gh/o/r/graph/badge.svg?token=d93ya8MfmB). Codecov documents it as a
// read-only token for embedding graphs, published by design. Only its own shape passes (ten
// or so letters and digits), so the URL cannot carry a longer key past the rule.
func codecovGraphToken(text string, cd candidate) bool {
	if !strings.EqualFold(text[cd.nameLo:cd.nameHi], "token") || cd.nameLo == 0 || text[cd.nameLo-1] != '?' && text[cd.nameLo-1] != '&' {
		return false
	}
	v := text[cd.valLo:cd.valHi]
	if i := strings.IndexAny(v, ")&#\"'"); i >= 0 {
		if randomRun(v[i:]) {
			return false // what follows the token is judged whole: [x](...?token=abcdefgh)q8Zt3LmX9vKw2RpN
		}
		v = v[:i]
	}
	if len(v) < 8 || len(v) > 12 || !allIn(v, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return false
	}
	start := strings.LastIndex(text[max(0, cd.nameLo-256):cd.nameLo], "://")
	if start < 0 {
		return false
	}
	u := text[max(0, cd.nameLo-256)+start+3 : cd.nameLo-1]
	if strings.ContainsAny(u, " \t\n\"'()<>") {
		return false
	}
	host, rest, _ := strings.Cut(u, "/")
	return (host == "codecov.io" || host == "app.codecov.io") && strings.Contains(rest, "/graph")
}
