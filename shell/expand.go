package shell

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/paths"
)

// value is a variable's value as far as it can be known, and the variables it came from
// (T=$TOKEN: T's value came from TOKEN), so that a guard can tell a secret printed under
// another name.
type value struct {
	s    string
	dyn  bool
	lead string // for a dynamic value, the text known before its first unknown part
	from []string
	arr  *array // an indexed array's elements (s is element 0), nil for a scalar
	// tail, for a dynamic value, is known text it holds after its unknown parts: what += added
	// to an inherited PS4, or a text written to a name only known when it runs (mayBePS4).
	// Bash expands PS4 under set -x, so its tail is walked as the prompt (xtracePrompt).
	tail string
}

// field is one word after expansion.
type field struct {
	s    string
	lead string   // for a dynamic field, the text known before its first unknown part
	from []string // the variables whose values went into it
	// pat, for a glob that quoted pattern characters also went into ("x?"*), is the pattern
	// bash matches: those characters escaped. "" where s is the pattern.
	pat string
	dyn bool // (the flags together: a flag between strings took a word of its own)
	// glob: an unquoted pattern character went into it, so bash would expand it against
	// the disk where it names a file (a shell's script, globword.go).
	glob bool
	// splits: an unknown part went in unquoted, so bash may split its value into more words
	// (or glob it): the text around it need not stay in this word.
	splits bool
}

// literal reports a field whose pattern characters were all quoted: bash passes it as
// written, expanding nothing.
func (f field) literal() bool { return !f.dyn && !f.glob && paths.HasMeta(f.s) }

// pattern is the pattern bash matches for a glob field: pat where quoted pattern characters went
// into it ("x?"*: the quoted ? is a ?), else its text.
func (f field) pattern() string {
	if f.pat != "" {
		return f.pat
	}
	return f.s
}

// fieldBuilder accumulates the fields of one word. Most fields are one piece of text (a
// literal, a quoted string), which becomes the field as it is; only a field of several pieces
// is copied together.
type fieldBuilder struct {
	out  []field
	one  string // the field's text while it is a single piece
	cur  strings.Builder
	n    int // pieces in the field
	dyn  bool
	lead string
	from []string
	open bool // the builder holds a field, possibly empty (from "")
	glob bool
	// inQuotes: the parts being added are inside "...": an unknown one cannot split.
	inQuotes bool
	splits   bool
	// quoted are the spans of the field's text, quoted or escaped, that hold a pattern
	// character: literal where the field is expanded as a pattern.
	quoted [][2]int
	// joined: the word is expanded as one string (an assignment's value, a redirect's
	// target), where ${a[@]} is its elements joined, not a field each.
	joined bool
	// budget is the walk's expanded (nil: none); over, that the field reached maxField or the
	// budget ran out, so its text ends where the walk stopped adding and the rest is unknown.
	budget *int
	over   bool
}

func (f *fieldBuilder) add(s string) {
	if f.over {
		return
	}
	if f.size()+len(s) > maxField || f.budget != nil && *f.budget < len(s) {
		f.overflow()
		return
	}
	if f.budget != nil {
		*f.budget -= len(s)
	}
	switch f.n {
	case 0:
		f.one = s
	case 1:
		f.cur.Grow(len(f.one) + len(s)) // room for both at once: most fields have two pieces at most
		f.cur.WriteString(f.one)
		f.cur.WriteString(s)
	default:
		f.cur.WriteString(s)
	}
	f.n++
	f.open = true
}

// size is the length of the field so far.
func (f *fieldBuilder) size() int {
	if f.n <= 1 {
		return len(f.one)
	}
	return f.cur.Len()
}

// overflow ends the field's known text: what would follow is more than the walk keeps, and
// is judged as unknown.
func (f *fieldBuilder) overflow() {
	f.markDyn()
	f.over = true
}

// text is the field so far.
func (f *fieldBuilder) text() string {
	if f.n <= 1 {
		return f.one
	}
	return f.cur.String()
}

// markDyn marks the field dynamic; call it before adding the dynamic part's text.
func (f *fieldBuilder) markDyn() { f.markDynLead("") }

// markDynLead marks the field dynamic where the dynamic part starts with known text (a
// variable set to /tmp/$X): the field's lead runs on through it.
func (f *fieldBuilder) markDynLead(lead string) {
	if !f.dyn {
		f.lead = f.text() + lead
	}
	f.dyn, f.open = true, true
	f.splits = f.splits || !f.inQuotes && !f.joined
}

func (f *fieldBuilder) end() {
	if f.open {
		fl := field{s: f.text(), dyn: f.dyn, lead: f.lead, from: f.from, glob: f.glob, splits: f.splits}
		if f.glob && len(f.quoted) > 0 {
			fl.pat = escapeSpans(fl.s, f.quoted)
		}
		f.out = append(f.out, fl)
	}
	f.cur.Reset()
	f.one, f.n = "", 0
	f.dyn, f.open, f.lead, f.from, f.glob, f.quoted, f.splits = false, false, "", nil, false, nil, false
	f.over = false
}

// source notes variables a part of the field came from.
func (f *fieldBuilder) source(from []string) {
	switch {
	case len(from) == 0:
	case len(f.from) == 0:
		f.from = from[:len(from):len(from)] // shared, full: no one writes an origin list in place
	default:
		// Each name once: x=$x$x in a loop doubled the list at every pass, past any memory.
		shared := true
		for _, n := range from {
			if slices.Contains(f.from, n) {
				continue
			}
			if shared {
				f.from, shared = f.from[:len(f.from):len(f.from)], false // the next append copies
			}
			f.from = append(f.from, n)
		}
	}
}

// split adds an unquoted expansion's value, splitting it into fields on IFS.
func (f *fieldBuilder) split(s, ifs string, from []string) {
	f.source(from)
	if ifs == "" {
		f.addUnquoted(s)
		return
	}
	start := 0
	for i, r := range s {
		if strings.ContainsRune(ifs, r) {
			if i > start {
				f.addUnquoted(s[start:i])
			}
			f.end()
			f.source(from)
			start = i + utf8.RuneLen(r)
		}
	}
	if start < len(s) {
		f.addUnquoted(s[start:])
	}
}

// addQuoted adds text that bash takes literally, a pattern character in it included.
func (f *fieldBuilder) addQuoted(s string) {
	if paths.HasMetaOrEscape(s) {
		at := len(f.one)
		if f.n > 1 {
			at = f.cur.Len()
		}
		if f.n == 0 {
			at = 0
		}
		f.quoted = append(f.quoted, [2]int{at, at + len(s)})
	}
	f.add(s)
}

// addLit adds an unquoted literal's text: a backslash-escaped character in it is quoted.
func (f *fieldBuilder) addLit(v string) {
	if !strings.Contains(v, `\`) {
		f.add(v)
		return
	}
	start := 0
	for i := 0; i < len(v); i++ {
		if v[i] != '\\' || i+1 >= len(v) {
			continue
		}
		if i > start {
			f.add(v[start:i])
		}
		if v[i+1] != '\n' {
			f.addQuoted(v[i+1 : i+2])
		}
		i++
		start = i + 1
	}
	if start < len(v) {
		f.add(v[start:])
	}
}

// escapeSpans is s with every pattern character inside the spans escaped.
func escapeSpans(s string, spans [][2]int) string {
	var b strings.Builder
	at := 0
	for _, sp := range spans {
		if sp[0] < at || sp[1] > len(s) {
			continue
		}
		b.WriteString(s[at:sp[0]])
		for i := sp[0]; i < sp[1]; i++ {
			if strings.IndexByte(`*?[\`, s[i]) >= 0 {
				b.WriteByte('\\')
			}
			b.WriteByte(s[i])
		}
		at = sp[1]
	}
	b.WriteString(s[at:])
	return b.String()
}

// addUnquoted adds text that bash would still expand as a pattern: an unquoted
// expansion's value.
func (f *fieldBuilder) addUnquoted(s string) {
	f.glob = f.glob || paths.HasMeta(s)
	f.add(s)
}

// fields expands a word into fields. Substitutions inside it are walked (their commands are
// listed before the command that uses them, as bash runs them first).
func (w *walker) fields(word *syntax.Word) []field { return w.appendFields(nil, word) }

// appendFields is fields appending to dst, so that a command's words share one slice.
func (w *walker) appendFields(dst []field, word *syntax.Word) []field {
	if word == nil {
		return dst
	}
	words, limit := []*syntax.Word{word}, maxFields
	if hasBrace(word) {
		cp := &syntax.Word{Parts: append([]syntax.WordPart(nil), word.Parts...)}
		if syntax.SplitBraces(cp) {
			limit += braceElems(cp)
			words = braceWords(cp, limit)
		}
	}
	fb := fieldBuilder{out: dst, budget: w.expanded}
	for n, wd := range words {
		if n == limit || n > 0 && len(fb.out)-len(dst) > limit {
			// Braces that expand further than is read one by one: the rest is a word nobody
			// knows, not nothing.
			return append(fb.out, field{s: "<braces>", dyn: true})
		}
		for i, p := range wd.Parts {
			w.part(&fb, p, false, i == 0)
		}
		fb.end()
	}
	return fb.out
}

// braceElems counts the alternatives a word's braces spell out ({a,b,c} three, {1..9} none):
// expanding them one by one costs as much as reading the word, so a list of alternatives
// however long is read whole ({a0,...,a299,.env} names .env last); only what they multiply
// into, and sequences, are bounded by maxFields.
func braceElems(word *syntax.Word) int {
	n := 0
	for _, p := range word.Parts {
		if b, ok := p.(*syntax.BraceExp); ok && !b.Sequence {
			n += len(b.Elems)
			for _, e := range b.Elems {
				n += braceElems(e)
			}
		}
	}
	return n
}

// str expands a word as one string, as in an assignment value or a redirect target: no field
// splitting, no brace expansion.
func (w *walker) str(word *syntax.Word) (string, bool) {
	v := w.strv(word)
	return v.s, v.dyn
}

// strv is str with the variables the value came from.
func (w *walker) strv(word *syntax.Word) value {
	if word == nil {
		return value{}
	}
	fb := fieldBuilder{budget: w.expanded}
	fb.open, fb.joined = true, true
	for i, p := range word.Parts {
		w.part(&fb, p, true, i == 0)
	}
	return value{s: fb.text(), dyn: fb.dyn, lead: fb.lead, from: fb.from}
}

func hasBrace(word *syntax.Word) bool {
	for _, p := range word.Parts {
		if l, ok := p.(*syntax.Lit); ok && strings.IndexByte(l.Value, '{') >= 0 {
			return true
		}
	}
	return false
}

// braceWords multiplies out brace expansions into plain words, up to one past limit (so that
// the caller sees the cut).
func braceWords(word *syntax.Word, limit int) []*syntax.Word {
	alts := [][]syntax.WordPart{nil}
	for _, p := range word.Parts {
		b, ok := p.(*syntax.BraceExp)
		if !ok {
			for i := range alts {
				alts[i] = append(alts[i], p)
			}
			continue
		}
		var elems []*syntax.Word
		if b.Sequence {
			elems = sequence(b)
		} else {
			for _, e := range b.Elems {
				elems = append(elems, braceWords(e, limit)...)
			}
		}
		if len(elems) == 0 {
			continue
		}
		var next [][]syntax.WordPart
		for _, a := range alts {
			for _, e := range elems {
				if len(next) > limit {
					break
				}
				n := append(append([]syntax.WordPart(nil), a...), e.Parts...)
				next = append(next, n)
			}
		}
		alts = next
	}
	out := make([]*syntax.Word, len(alts))
	for i, a := range alts {
		out[i] = &syntax.Word{Parts: a}
	}
	return out
}

// sequence expands {a..b[..step]} for numbers and single letters.
func sequence(b *syntax.BraceExp) []*syntax.Word {
	if len(b.Elems) < 2 {
		return nil
	}
	from, to := b.Elems[0].Lit(), b.Elems[1].Lit()
	step := 1
	if len(b.Elems) > 2 {
		if n, err := strconv.Atoi(b.Elems[2].Lit()); err == nil && n != 0 {
			step = max(n, -n)
		}
	}
	lit := func(s string) *syntax.Word { return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: s}}} }
	var out []*syntax.Word
	if x, err1 := strconv.Atoi(from); err1 == nil {
		y, err2 := strconv.Atoi(to)
		if err2 != nil {
			return nil
		}
		if x <= y {
			for i := x; i <= y && len(out) <= maxFields; i += step {
				out = append(out, lit(strconv.Itoa(i)))
			}
		} else {
			for i := x; i >= y && len(out) <= maxFields; i -= step {
				out = append(out, lit(strconv.Itoa(i)))
			}
		}
		return out
	}
	if len(from) == 1 && len(to) == 1 {
		x, y := from[0], to[0]
		if x <= y {
			for c := int(x); c <= int(y) && len(out) <= maxFields; c += step {
				out = append(out, lit(string(rune(c))))
			}
		} else {
			for c := int(x); c >= int(y) && len(out) <= maxFields; c -= step {
				out = append(out, lit(string(rune(c))))
			}
		}
	}
	return out
}

// part expands one word part into fb. quoted is true inside double quotes (and for
// assignment values, which are not split); first is true for the word's first part (tilde).
func (w *walker) part(fb *fieldBuilder, p syntax.WordPart, quoted, first bool) {
	switch p := p.(type) {
	case *syntax.Lit:
		v := p.Value
		if quoted {
			fb.addQuoted(unescapeDquote(v))
			return
		}
		if first && strings.HasPrefix(v, "~") && w.tilde(fb, v) {
			return
		}
		fb.glob = fb.glob || litGlob(v)
		fb.addLit(v)
	case *syntax.SglQuoted:
		if p.Dollar {
			fb.addQuoted(ansiC(p.Value))
		} else {
			fb.addQuoted(p.Value)
		}
	case *syntax.DblQuoted:
		w.dblQuoted(fb, p)
	case *syntax.ParamExp:
		if w.bareAt(p) && !(quoted && p.Param.Value == "*") {
			w.positional(fb, quoted)
			return
		}
		if !fb.joined && wholeArray(p) {
			w.arrayFields(fb, p, quoted)
			return
		}
		v := w.param(p)
		if v.dyn {
			fb.markDynLead(v.lead)
			fb.source(v.from)
			if v.s == "{}" {
				// An entry find -exec or fd -x hands a shell (sh -c 'cat "$1"' _ {}) stays
				// that entry, which the spec reads as the lister's start paths.
				fb.add(v.s)
				return
			}
			fb.add(w.paramText(p))
			return
		}
		if quoted {
			fb.source(v.from)
			fb.addQuoted(v.s)
			return
		}
		ifs := w.get("IFS")
		if ifs.dyn {
			fb.source(v.from)
			fb.add(v.s)
			return
		}
		fb.split(v.s, ifs.s, v.from)
	case *syntax.CmdSubst:
		w.cmdSubst(fb, p, quoted)
	case *syntax.ProcSubst:
		via := "<()"
		if p.Op == syntax.CmdOut {
			via = ">()"
		}
		before := len(*w.out)
		out, known := w.subst(p.Stmts, via)
		if p.Op == syntax.CmdIn && !known {
			// bash <(cat x.sh): the file is x.sh's text, read if something runs it.
			if fd, ok := w.catProc((*w.out)[before:]); ok {
				fb.add(fd)
				return
			}
		}
		if p.Op == syntax.CmdIn && known {
			// <(...) is a file the program reads, /dev/fd/63 in bash: its text is the
			// substitution's output, so `python <(echo CODE)` and `source <(echo CODE)`
			// are judged by that code.
			fd := w.procFile(out)
			fb.add(fd)
			return
		}
		fb.markDyn()
		fb.add(w.text(p))
	case *syntax.ArithmExp:
		w.substIn(p)
		if n, ok := w.arith(p.X); ok {
			fb.add(strconv.Itoa(n))
			return
		}
		fb.markDyn()
		fb.add(w.text(p))
	case *syntax.ExtGlob:
		fb.add(w.text(p))
		fb.glob = true // !(a.txt) is a pattern (under dotglob it names .env: dotglob.go)
	case *syntax.BraceExp:
		fb.add(w.text(p))
	default:
		fb.markDyn()
	}
}

// dblQuoted expands "...": its parts, quoted, into the field; "$@" with no arguments, or
// "${a[@]}" of an empty array, is no word at all.
func (w *walker) dblQuoted(fb *fieldBuilder, p *syntax.DblQuoted) {
	if len(p.Parts) == 1 && fb.n == 0 && !fb.open {
		if w.bareAt(p.Parts[0]) && len(w.pos) == 0 {
			w.notePos()
			return
		}
		if !fb.joined && w.emptyArray(p.Parts[0]) {
			return
		}
	}
	fb.open = true
	outer := fb.inQuotes
	fb.inQuotes = true
	for _, q := range p.Parts {
		w.part(fb, q, true, false)
	}
	fb.inQuotes = outer
}

// tilde expands a word's leading ~ or ~/...: $HOME as the walk knows it. ~user is another
// account's home, whose path is not ours to guess. It reports whether it added the word.
func (w *walker) tilde(fb *fieldBuilder, v string) bool {
	rest := v[1:]
	name, tail, _ := strings.Cut(rest, "/")
	if home, ok := w.home(); name == "" && ok {
		if strings.Contains(rest, "/") {
			tail = "/" + tail
		}
		if home.dyn {
			fb.markDyn()
			fb.add(v)
			return true
		}
		fb.add(home.s)
		fb.glob = fb.glob || litGlob(tail)
		fb.add(unescapeLit(tail))
		return true
	}
	if name != "" && isName(name) {
		fb.markDyn()
		fb.add(v)
		return true
	}
	return false
}

// cmdSubst expands $(...): its output where it is known, split into fields unless quoted.
func (w *walker) cmdSubst(fb *fieldBuilder, p *syntax.CmdSubst, quoted bool) {
	before := len(*w.out)
	out, known := w.subst(p.Stmts, "$()")
	if !known {
		// $(cat FILE) is $(< FILE): the file's text where the line can read it.
		out, known = w.catSubst((*w.out)[before:])
	}
	if !known {
		if lead := listingLead((*w.out)[before:]); lead != "" && !quoted && fb.n == 0 && !fb.dyn {
			// $(find DIR): words below DIR, and others a split of the listing makes (see
			// stdinItems).
			fb.markDynLead(lead)
			fb.add(w.text(p))
			fb.end()
		}
		if w.ctx.TerminalUnseen && typedSubst((*w.out)[before:]) {
			fb.source(typedOrigin) // x=$(cat): a line the model writes later, unseen
		}
		// X=$(python manage.py sqlflush): the value is the SQL it prints (printed.go).
		fb.source(w.printedMarks((*w.out)[before:], true))
		fb.markDyn()
		fb.add(w.text(p))
		return
	}
	out = strings.TrimRight(out, "\n")
	if quoted {
		fb.addQuoted(out)
		return
	}
	fb.split(out, " \t\n", nil)
}

// bareAt reports $@ or $* with no operator, while the positional parameters are known.
func (w *walker) bareAt(n syntax.WordPart) bool {
	p, ok := n.(*syntax.ParamExp)
	return ok && w.posSet && p.Param != nil && (p.Param.Value == "@" || p.Param.Value == "*") &&
		p.Exp == nil && !p.Length && !p.Excl && p.Index == nil && p.Slice == nil && p.Repl == nil && p.Names == 0 && p.NestedParam == nil
}

// positional expands "$@", $@ and $* into one field per positional parameter ("$@") or the
// fields of each (unquoted), as bash does; text around "$@" joins the first and last.
func (w *walker) positional(fb *fieldBuilder, quoted bool) {
	w.notePos()
	ifs := w.get("IFS")
	for i, f := range w.pos {
		if i > 0 {
			fb.end()
			fb.open = true
		}
		if f.dyn {
			fb.markDyn()
			fb.source(f.from)
			fb.add(f.s)
			continue
		}
		fb.source(f.from)
		if quoted || ifs.dyn {
			fb.addQuoted(f.s)
		} else {
			fb.split(f.s, ifs.s, nil)
		}
	}
}

// indirect expands ${!name}: the variable whose name name holds. Where that name is known
// (x=API_TOKEN; ${!x}, or a for loop over names) it is that variable, with its origin; where
// it is not (compgen -v | while read v), the value may be any variable of the shell or the
// environment, which the origin "indirect:NAME" says.
func (w *walker) indirect(name string) value {
	if e, ok := w.vars.m[name]; ok && e.ref {
		return value{s: e.v.s, dyn: e.v.dyn, from: e.v.from} // ${!r} of a nameref is the name it holds
	}
	ref := w.get(name)
	if !ref.dyn && isName(ref.s) {
		v := w.get(ref.s)
		v.from = append(append([]string(nil), v.from...), ref.s)
		return v
	}
	return value{dyn: true, from: append(append([]string(nil), ref.from...), "indirect:"+name)}
}

// plainIndirect reports ${!name} with no operator: not ${!prefix*} (names) nor ${!arr[@]} (keys).
func plainIndirect(p *syntax.ParamExp) bool {
	return p.Excl && p.Param != nil && p.Names == 0 && p.Index == nil && !p.Length && p.Exp == nil && p.Slice == nil && p.Repl == nil && !p.IsSet && p.NestedParam == nil
}

// param expands a parameter expansion, where its value can be known.
func (w *walker) param(p *syntax.ParamExp) value {
	if v, ok := w.namedParam(p); ok {
		return v
	}
	if p.Param != nil && (p.Slice != nil || p.Repl != nil) {
		if r, ok := w.paramOp(p, w.get(p.Param.Value)); ok {
			return r
		}
	}
	if p.Param == nil || p.Excl || p.Index != nil || p.Slice != nil || p.Repl != nil || p.Names != 0 || p.NestedParam != nil || p.Width || p.IsSet {
		w.substIn(p)
		// A slice, a replacement or an indirection of a variable still carries its value:
		// ${TOKEN:0:8} printed shows part of the token.
		var from []string
		if p.Param != nil && p.Names == 0 && !p.IsSet {
			from = w.get(p.Param.Value).from
		}
		return value{dyn: true, from: from}
	}
	v := w.get(p.Param.Value)
	if p.Length {
		if v.dyn {
			return value{dyn: true} // a length shows nothing of the value
		}
		return value{s: strconv.Itoa(utf8.RuneCountInString(v.s))}
	}
	if p.Exp == nil {
		return v
	}
	return w.expOp(p, v)
}

// expOp is ${x OP word} for a plain name's value v: the defaults and alternates, the affix
// removals and the case changes.
func (w *walker) expOp(p *syntax.ParamExp, v value) value {
	arg, argDyn := "", false
	if p.Exp.Word != nil {
		arg, argDyn = w.str(p.Exp.Word)
	}
	_, set := w.lookup(p.Param.Value)
	switch p.Exp.Op {
	case syntax.DefaultUnset, syntax.DefaultUnsetOrNull, syntax.AssignUnset, syntax.AssignUnsetOrNull:
		w.noteAssignExp(p)
		if v.dyn {
			return value{dyn: true, from: v.from} // most likely the variable's own value
		}
		empty := v.s == "" && (p.Exp.Op == syntax.DefaultUnsetOrNull || p.Exp.Op == syntax.AssignUnsetOrNull || !set)
		if !empty {
			return v
		}
		r := value{s: arg, dyn: argDyn}
		if p.Exp.Op == syntax.AssignUnset || p.Exp.Op == syntax.AssignUnsetOrNull {
			w.set(p.Param.Value, r)
		}
		return r
	case syntax.AlternateUnset, syntax.AlternateUnsetOrNull:
		if v.dyn {
			return value{dyn: true}
		}
		if v.s == "" && (p.Exp.Op == syntax.AlternateUnsetOrNull || !set) {
			return value{}
		}
		return value{s: arg, dyn: argDyn}
	case syntax.ErrorUnset, syntax.ErrorUnsetOrNull:
		return v
	case syntax.RemSmallPrefix, syntax.RemLargePrefix, syntax.RemSmallSuffix, syntax.RemLargeSuffix:
		if r, ok := affix(p.Exp.Op, v, arg, argDyn, p.Exp.Word); ok {
			return r
		}
		return value{dyn: true, from: v.from} // what is left is part of the value
	}
	if r, ok := w.paramOp(p, v); ok {
		return r // a case change: ${X,,}
	}
	return value{dyn: true, from: v.from} // a case change (${X^^}) still shows the value
}

// procFile names the file a known process substitution reads from, as bash does
// (/dev/fd/63, then 62, ...), and records its text.
func (w *walker) procFile(text string) string {
	n := 63
	for {
		p := "/dev/fd/" + strconv.Itoa(n)
		w.touchShared()
		if _, taken := w.env.files[p]; !taken || n <= 10 {
			w.env.files[p] = text
			return p
		}
		n--
	}
}

// substIn walks substitutions nested anywhere inside a node (arithmetic, parameter operands),
// so that the commands they run are listed even where the value is not used.
func (w *walker) substIn(n syntax.Node) {
	if w.env != nil && w.env.sets != nil {
		w.noteArith(n)
	}
	w.arithSets(n)
	syntax.Walk(n, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.CmdSubst:
			w.subst(n.Stmts, "$()")
			return false
		case *syntax.ProcSubst:
			w.subst(n.Stmts, "<()")
			return false
		}
		return true
	})
}

// arith evaluates constant integer arithmetic; anything else is unknown.
func (w *walker) arith(x syntax.ArithmExpr) (int, bool) {
	switch x := x.(type) {
	case *syntax.Word:
		s, dyn := w.str(x)
		if dyn {
			return 0, false
		}
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
			return n, true
		}
		if isName(s) {
			v := w.get(s)
			if v.dyn {
				return 0, false
			}
			n, err := strconv.Atoi(strings.TrimSpace(v.s))
			return n, err == nil || v.s == ""
		}
	case *syntax.ParenArithm:
		return w.arith(x.X)
	case *syntax.BinaryArithm:
		a, ok1 := w.arith(x.X)
		b, ok2 := w.arith(x.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch x.Op {
		case syntax.Add:
			return a + b, true
		case syntax.Sub:
			return a - b, true
		case syntax.Mul:
			return a * b, true
		case syntax.Quo:
			if b != 0 {
				return a / b, true
			}
		case syntax.Rem:
			if b != 0 {
				return a % b, true
			}
		}
	}
	return 0, false
}

// text is the node's own source, used to show a dynamic word as written.
func (w *walker) text(n syntax.Node) string {
	a, b := int(n.Pos().Offset()), int(n.End().Offset())
	if a >= 0 && b <= len(w.src) && a <= b {
		return w.src[a:b]
	}
	return "?"
}

// litGlob reports whether a literal's text holds a pattern character no backslash escapes.
func litGlob(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '*', '?', '[':
			return true
		}
	}
	return false
}

func unescapeLit(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			if s[i] == '\n' {
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func unescapeDquote(s string) string { return unescapeSome(s, "$`\"\\") }

// unescapeSome drops the backslash before the characters in special and a backslash-newline
// pair, as bash does inside double quotes and unquoted here-documents (each with its own set).
func unescapeSome(s, special string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			switch {
			case s[i+1] == '\n':
				i++
				continue
			case strings.IndexByte(special, s[i+1]) >= 0:
				i++
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// ansiC decodes the body of a $'...' string.
func ansiC(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'e', 'E':
			b.WriteByte(27)
		case 'f':
			b.WriteByte(12)
		case 'v':
			b.WriteByte(11)
		case '\\', '\'', '"', '?':
			b.WriteByte(s[i])
		case 'c':
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i] & 0x1f)
			}
		case 'x', 'u', 'U':
			n := 2 // \xHH
			if s[i] != 'x' {
				n = 4 // \uHHHH
				if s[i] == 'U' {
					n = 8
				}
			}
			j := i + 1
			for j < len(s) && j < i+1+n && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(s[i])
				continue
			}
			v, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if s[i] == 'x' {
				b.WriteByte(byte(v))
			} else {
				b.WriteRune(rune(v))
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 16)
			b.WriteByte(byte(v))
			i = j - 1
		default:
			b.WriteByte('\\')
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func isName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9' {
			continue
		}
		return false
	}
	return true
}
