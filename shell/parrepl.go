package shell

import (
	"slices"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// GNU parallel puts an item into its command through replacement strings: {} is the item,
// and a family of others are values made from it ({.} without its extension, {/} its base
// name, {//} its directory, ...). A command naming none of them gets the item appended. Every
// one of them counts as naming the item, so `parallel 'cat {.}' ::: id_rsa.pub` reads
// id_rsa, not `cat {.} id_rsa.pub`.

// parFixed are the replacement strings whose value this reads from the item, as GNU
// parallel's own definitions compute it (the perl substitutions are in the comments), each
// with an item and its value. The job numbers ({#}, {%}, ...) are a number, read as 1.
var parFixed = []struct {
	key      string // between the braces
	plus     bool   // only with --plus
	f        func(string) string
	item, eg string
}{
	{"", false, same, "d/a.b", "d/a.b"},
	{".", false, func(s string) string { return cutExt(s, 1) }, "d.x/a.tar.gz", "d.x/a.tar"}, // s:\.[^/.]*$::
	{"/", false, base, "d/e/a.b", "a.b"},                                                     // s:.*/::
	{"//", false, dirname, "d/e//a.b", "d/e"},                                                // File::Basename's
	{"/.", false, func(s string) string { return cutExt(base(s), 1) }, "d/a.tar.gz", "a.tar"},
	{"#", false, jobNumber, "x", "1"},
	{"%", false, jobNumber, "x", "1"},
	{"..", true, func(s string) string { return cutExt(s, 2) }, "d/a.tar.gz", "d/a"},
	{"...", true, func(s string) string { return cutExt(s, 3) }, "d/a.b.c.d", "d/a"},
	{"/..", true, func(s string) string { return cutExt(base(s), 2) }, "d/a.tar.gz", "a"},
	{"/...", true, func(s string) string { return cutExt(base(s), 3) }, "d/a.b.c.d", "a"},
	{"+/", true, func(s string) string { // s:/[^/]*$:: || s:.*$::
		if i := strings.LastIndexByte(s, '/'); i >= 0 {
			return s[:i]
		}
		return ""
	}, "d/e/a.b", "d/e"},
	{"+.", true, func(s string) string { // s:.*\.:: || s:.*$::
		if i := strings.LastIndexByte(s, '.'); i >= 0 {
			return s[i+1:]
		}
		return ""
	}, "d/a.tar.gz", "gz"},
	{"+..", true, func(s string) string { return plusExt(s, 2) }, "d/a.tar.gz", "tar.gz"},
	{"+...", true, func(s string) string { return plusExt(s, 3) }, "d/a.b.c.d", "b.c.d"},
	{"##", true, jobNumber, "x", "1"},
	{"0#", true, jobNumber, "x", "1"},
	{"0%", true, jobNumber, "x", "1"},
}

// fixed is the value of the fixed string key, or nil.
func (r *parRepls) fixed(key string) func(string) string {
	for _, e := range parFixed {
		if e.key == key && (r.plus || !e.plus) {
			return e.f
		}
	}
	return nil
}

func base(s string) string { return s[strings.LastIndexByte(s, '/')+1:] }

func jobNumber(string) string { return "1" }

// cutExt removes the last n extensions of the last path element when it has n (.tar.gz is
// two), as s:\.[^/.]*\.[^/.]*$:: does for n = 2; a name with fewer is kept whole.
func cutExt(s string, n int) string {
	at := len(s)
	for range n {
		i := strings.LastIndexAny(s[:at], "./")
		if i < 0 || s[i] == '/' {
			return s
		}
		at = i
	}
	return s[:at]
}

// plusExt is what cutExt(s, n) removes, without its leading dot, or "" when it removes none.
func plusExt(s string, n int) string {
	if c := cutExt(s, n); len(c) < len(s) {
		return s[len(c)+1:]
	}
	return ""
}

// dirname is File::Basename's: the path without its last element and the slashes before it;
// "." for a bare name, "/" for the root.
func dirname(s string) string {
	t := strings.TrimRight(s, "/")
	if t == "" {
		if s == "" {
			return "."
		}
		return "/"
	}
	i := strings.LastIndexByte(t, '/')
	if i < 0 {
		return "."
	}
	if t = strings.TrimRight(t[:i], "/"); t == "" {
		return "/"
	}
	return t
}

// parDerivedLead starts --plus's replacement strings that change the item by a pattern (bash's
// ${x:-y}, ${x#p}, ${x%p}, ${x/p/r}, ${x^p}, ${x,p} as {:-y}, {#p}, {%p}, {/p/r}, {^p}, {,p}):
// their value is not read here.
const parDerivedLead = ":#%/^,"

// parRenames are the options that rename a fixed replacement string (-I XX puts the item
// where XX is).
var parRenames = map[string]string{
	"I": "", "er": ".", "bnr": "/", "dnr": "//", "bner": "/.", "seqreplace": "#", "slotreplace": "%",
}

// parRepls are one parallel call's replacement strings.
type parRepls struct {
	plus    bool            // --plus's strings are replacement strings
	renamed []parRename     // longest text first, so that a name inside another is not read
	gone    map[string]bool // the fixed strings a rename took the place of
	custom  []string        // --rpl's tags: their value is a perl expression's
	// colsep splits an item into the columns {1}, {2}, ... name (--colsep, -C), where
	// cols; "" is a pattern not read here, whose columns are unknown.
	colsep string
	cols   bool
}

// A parRename is a renamed string's text and the fixed one it stands for.
type parRename struct{ text, key string }

func parallelRepls(call *spec.Call) *parRepls {
	r := &parRepls{plus: call.Has("plus")}
	for _, o := range call.P.Opts {
		if o.Name == "colsep" {
			r.colsep, r.cols = colsep(o.Value), true
		}
		key, ok := parRenames[o.Name]
		switch {
		case o.Name == "i":
			key, ok = "", true
		case o.Name == "rpl" && !o.Value.Dyn:
			if tag, _, _ := strings.Cut(strings.TrimSpace(o.Value.S), " "); tag != "" {
				r.custom = append(r.custom, tag)
			}
		}
		if !ok {
			continue
		}
		text := "{" + key + "}"
		if o.Set && o.Value.S != "" {
			text = o.Value.S
		}
		if r.gone == nil {
			r.gone = map[string]bool{}
		}
		// The later of two renames of one string wins, as the later option does.
		r.renamed = slices.DeleteFunc(r.renamed, func(n parRename) bool { return n.key == key })
		r.renamed = append(r.renamed, parRename{text, key})
		r.gone["{"+key+"}"] = text != "{"+key+"}"
	}
	slices.SortStableFunc(r.renamed, func(a, b parRename) int { return len(b.text) - len(a.text) })
	return r
}

// colsep reads --colsep's value, a Perl regular expression, as the text it matches where it
// is one (a tab, a comma, a run of literal characters); "" for a pattern.
func colsep(v spec.Word) string {
	if v.Dyn || v.S == "" {
		return ""
	}
	var b strings.Builder
	for i := 0; i < len(v.S); i++ {
		c := v.S[i]
		switch {
		case c == '\\' && i+1 < len(v.S):
			i++
			switch e := v.S[i]; e {
			case 't':
				b.WriteByte('\t')
			case 'n', 'r', 'd', 'D', 's', 'S', 'w', 'W', 'b', 'B':
				return ""
			default:
				b.WriteByte(e)
			}
		case strings.IndexByte(`.+*?()[]{}|^$`, c) >= 0:
			return ""
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// column is the item's column n (from 1) as --colsep splits it: "" past the last.
func (r *parRepls) column(item string, n int) string {
	cols := strings.Split(item, r.colsep)
	if n > len(cols) {
		return ""
	}
	return cols[n-1]
}

// A parPiece is a replacement string found in a word.
type parPiece struct {
	at, end int
	fixed   func(string) string // nil: a value nobody reads here
	code    string              // the perl code of {= code =}
	col     int                 // a positional string's input source or column ({2} is 2)
}

// next finds the first replacement string in word at or after from.
func (r *parRepls) next(word string, from int) (parPiece, bool) {
	for i := from; i < len(word); i++ {
		for _, n := range r.renamed {
			if strings.HasPrefix(word[i:], n.text) {
				return parPiece{at: i, end: i + len(n.text), fixed: r.fixed(n.key)}, true
			}
		}
		for _, tag := range r.custom {
			if strings.HasPrefix(word[i:], tag) {
				return parPiece{at: i, end: i + len(tag)}, true
			}
		}
		if word[i] != '{' {
			continue
		}
		if p, ok := r.braced(word, i); ok {
			return p, true
		}
	}
	return parPiece{}, false
}

// braced reads a {...} at word[i]: {= perl =}, a positional {N...} or a fixed or derived
// string. Other braces ({print $1}, {a,b}) are text.
func (r *parRepls) braced(word string, i int) (parPiece, bool) {
	in := word[i+1:]
	n := 0
	for n < len(in) && in[n] >= '0' && in[n] <= '9' {
		n++
	}
	if strings.HasPrefix(in[n:], "=") {
		if e := strings.Index(in[n+1:], "=}"); e >= 0 {
			return parPiece{at: i, end: i + 1 + n + 1 + e + 2, code: in[n+1 : n+1+e]}, true
		}
		return parPiece{}, false
	}
	e := strings.IndexByte(in, '}')
	if e < 0 || strings.ContainsAny(in[:e], " \t\n{") {
		return parPiece{}, false
	}
	p := parPiece{at: i, end: i + 1 + e + 1}
	key := in[:e]
	if f := r.fixed(key); f != nil && !r.gone["{"+key+"}"] {
		p.fixed = f
		return p, true
	}
	if n > 0 { // {1}, {2/.}: a column of the item, or an input source's item, read as every item
		if f := r.fixed(key[n:]); f != nil {
			p.fixed, p.col = f, atoiSmall(key[:n])
			return p, true
		}
	}
	if !r.plus {
		return parPiece{}, false
	}
	if key == "uniq" || key == "choose_k" || n < len(key) && strings.ContainsRune(parDerivedLead, rune(key[n])) {
		return p, true
	}
	return parPiece{}, false
}

// count is how many replacement strings word has.
func (r *parRepls) count(word string) int {
	n := 0
	for at := 0; ; n++ {
		p, ok := r.next(word, at)
		if !ok {
			return n
		}
		at = p.end
	}
}

// withPlus is r with --plus's strings.
func (r *parRepls) withPlus() *parRepls {
	c := *r
	c.plus = true
	return &c
}

// put is word with the item in: each replacement string's value for it, quoted by quote (the
// shell line's quoting, or none for an argv word). A value nobody reads here is unknown(item)
// instead, and at is where the first such starts in out (-1: none).
func (r *parRepls) put(word, item string, quote, unknown func(string) string) (out string, at int) {
	var b strings.Builder
	last, at := 0, -1
	for {
		p, ok := r.next(word, last)
		if !ok {
			break
		}
		b.WriteString(word[last:p.at])
		switch {
		case p.fixed != nil && p.col > 0 && r.cols && r.colsep != "":
			b.WriteString(quote(p.fixed(r.column(item, p.col))))
		case p.fixed != nil && (p.col == 0 || !r.cols):
			b.WriteString(quote(p.fixed(item)))
		default:
			if at < 0 {
				at = b.Len()
			}
			b.WriteString(unknown(item))
		}
		last = p.end
	}
	b.WriteString(word[last:])
	return b.String(), at
}

// code is the perl code of the word's {= =}s, which parallel runs for each item.
func (r *parRepls) code(word string) []string {
	var out []string
	for at := 0; ; {
		p, ok := r.next(word, at)
		if !ok {
			return out
		}
		if p.code != "" {
			out = append(out, p.code)
		}
		at = p.end
	}
}

// putter puts an item into an argv word of parallel's command.
func (r *parRepls) putter() putter {
	return func(f, it field) (field, bool) {
		p, ok := r.next(f.s, 0)
		if !ok {
			return f, false
		}
		out, at := r.put(f.s, it.s, same, same)
		g := field{s: out, dyn: f.dyn || it.dyn || at >= 0, lead: f.lead, from: joinFrom(f, it)}
		switch {
		case f.dyn:
		case it.dyn:
			g.lead = f.s[:p.at] + it.lead
		case at >= 0:
			g.lead = out[:at] + itemDir(it.s)
		}
		return g, true
	}
}

func same(s string) string { return s }

// atoiSmall reads a positional string's digits; a number too long to be a column is 1<<20.
func atoiSmall(s string) int {
	n := 0
	for _, c := range s {
		if n = n*10 + int(c-'0'); n > 1<<20 {
			return 1 << 20
		}
	}
	return n
}

// itemDir is the item's directory part, with its slash: a value parallel derives from the item
// by a pattern is taken to lie where the item does (its {%.pub} of ~/.ssh/id_rsa.pub is
// ~/.ssh/id_rsa).
func itemDir(item string) string {
	return item[:strings.LastIndexByte(item, '/')+1]
}
