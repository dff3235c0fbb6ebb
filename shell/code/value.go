package code

import (
	"encoding/hex"
	"path"
	"strconv"
	"strings"
)

// vkind is what the evaluator knows a value to be.
type vkind uint8

const (
	vUnknown vkind = iota
	vStr           // text, possibly with unknown parts
	vNum
	vBool // also None, nil, undefined
	vList
	vDict
	vRef  // a module, a function or a method, by canonical name
	vObj  // an object of a known type (a path, an open file, a database connection)
	vFunc // a function the code defines
)

// part is a piece of a string: literal text, or the source of a value not known.
type part struct {
	s    string
	hole bool
}

// val is a value as far as the evaluator can follow it.
type val struct {
	k     vkind
	parts []part   // vStr
	num   string   // vNum
	ref   string   // vRef: canonical name ("os.system"); vObj: its type ("Path", "file")
	self  *val     // vRef of a method: the receiver; vObj: its main value (the path)
	items []val    // vList items, vDict values
	keys  []string // vDict keys
	elem  *val     // vList whose items are not listed: what each one is (glob results)
	alt   bool     // vList: the values one variable takes in turn (a loop over a list)
	mode  string   // vObj "file": the open mode; "regexp": its flags
	src   string   // vUnknown: its source text, shown for an unknown part
	fn    *fnDef   // vFunc: where the code defines it, nil where that is not known (invoke.go)
	t     taint
}

// taint says where a value's content came from, so that printing or sending it is known for
// what it shows.
type taint struct {
	env   bool      // the whole environment
	keys  bool      // the environment's names only (os.environ.keys())
	vars  []string  // environment variables, by name
	files []fileRef // files' contents, by path
}

// fileRef is a file whose content a value holds.
type fileRef struct {
	text, lead string
	dyn        bool
}

func (t taint) empty() bool { return !t.env && len(t.vars) == 0 && len(t.files) == 0 }

func (t taint) with(u taint) taint {
	if u.empty() {
		return t
	}
	if t.empty() {
		return u
	}
	r := taint{env: t.env || u.env}
	r.vars = unionStr(t.vars, u.vars)
	r.files = t.files
	for _, f := range u.files {
		if len(r.files) >= 16 {
			break
		}
		if !hasFile(r.files, f) {
			r.files = append(r.files[:len(r.files):len(r.files)], f)
		}
	}
	return r
}

func unionStr(a, b []string) []string {
	if len(b) == 0 {
		return a
	}
	out := append([]string(nil), a...)
	for _, s := range b {
		if len(out) >= 16 {
			break
		}
		if !hasStr(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func hasFile(list []fileRef, f fileRef) bool {
	for _, x := range list {
		if x == f {
			return true
		}
	}
	return false
}

func hasStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func str(s string) val { return val{k: vStr, parts: []part{{s: s}}} }

func unknown(src string) val { return val{k: vUnknown, src: shorten(src)} }

func ref(name string) val { return val{k: vRef, ref: name} }

func obj(typ string, self val) val { return val{k: vObj, ref: typ, self: &self} }

func shorten(s string) string {
	if len(s) > 96 {
		s = s[:96]
	}
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 24 {
		s = s[:24] + "…"
	}
	return s
}

// lit returns a value's text where all of it is known.
func (v val) lit() (string, bool) {
	switch v.k {
	case vStr:
		if len(v.parts) == 1 && !v.parts[0].hole {
			return v.parts[0].s, true
		}
		var b strings.Builder
		for _, p := range v.parts {
			if p.hole {
				return "", false
			}
			b.WriteString(p.s)
		}
		return b.String(), true
	case vNum:
		return v.num, true
	}
	return "", false
}

// truthy reports a value known to be true (recursive: true, shell=True).
func (v val) truthy() bool {
	switch v.k {
	case vBool:
		return v.num == "true"
	case vNum:
		return v.num != "0" && v.num != ""
	case vStr:
		s, ok := v.lit()
		return ok && s != ""
	case vList, vDict:
		return len(v.items) > 0
	}
	return false
}

// maybeTrue reports a value that is true or could be.
func (v val) maybeTrue() bool {
	switch v.k {
	case vBool, vNum:
		return v.truthy()
	case vUnknown, vRef:
		return true
	}
	return v.truthy()
}

// asStr makes a value a string, for concatenation: text as it is, a number's digits, and an
// unknown value as a hole.
func (v val) asStr() val {
	switch v.k {
	case vStr:
		return v
	case vList:
		if x, ok := eachAlt(v, val.asStr); ok {
			return x // each of two values, as text: concat joins each
		}
	case vNum:
		return val{k: vStr, parts: []part{{s: v.num}}, t: v.t}
	case vObj:
		if v.self != nil && (v.ref == "Path" || v.ref == "URL") {
			return v.self.asStr()
		}
	}
	return val{k: vStr, parts: []part{{s: v.show(), hole: true}}, t: v.t}
}

// show is a short text for a value not known, used where it stands in a path or a command.
func (v val) show() string {
	switch v.k {
	case vUnknown:
		if v.src != "" {
			return v.src
		}
	case vRef:
		return v.ref
	case vStr:
		var b strings.Builder
		for _, p := range v.parts {
			b.WriteString(p.s)
		}
		return shorten(b.String())
	case vObj:
		if v.self != nil {
			return v.self.show()
		}
	}
	return "?"
}

// concat joins two values as strings; a value that is each of a loop's values in turn
// joins each.
func concat(a, b val) val {
	if a.k == vList && a.alt || b.k == vList && b.alt {
		xs, ys := alts(a), alts(b)
		if len(xs)*len(ys) <= 16 {
			out := make([]val, 0, len(xs)*len(ys))
			for _, x := range xs {
				for _, y := range ys {
					out = append(out, concat(x, y))
				}
			}
			return val{k: vList, alt: true, items: out}
		}
	}
	if a.k != vStr && b.k != vStr && (a.k != vNum || b.k != vNum) {
		if a.k == vList && b.k == vList {
			return val{k: vList, items: append(append([]val(nil), a.items...), b.items...), t: a.t.with(b.t)}
		}
		if a.k == vNum || b.k == vNum || a.k == vUnknown && b.k == vUnknown {
			return val{k: vUnknown, t: a.t.with(b.t), src: shorten(a.show() + "+" + b.show())}
		}
	}
	if a.k == vNum && b.k == vNum {
		return val{k: vUnknown, src: a.num + "+" + b.num}
	}
	x, y := a.asStr(), b.asStr()
	if len(x.parts) >= maxParts || textLen(x) >= maxText {
		return x // a value this long is cut: what follows it is not known
	}
	parts := make([]part, 0, len(x.parts)+len(y.parts))
	parts = append(parts, x.parts...)
	for _, p := range y.parts {
		if n := len(parts); n > 0 && !p.hole && !parts[n-1].hole {
			parts[n-1].s += p.s
			continue
		}
		parts = append(parts, p)
	}
	out := val{k: vStr, parts: parts, t: x.t.with(y.t)}
	if len(parts) > maxParts || textLen(out) > maxText {
		out.parts = cut(parts)
	}
	return out
}

// Bounds on one string value: code that builds a longer one (x = x + x in a loop) gets its
// known start and a part not known.
const (
	maxText  = 16 << 10
	maxParts = 64
)

func textLen(v val) int {
	n := 0
	for _, p := range v.parts {
		n += len(p.s)
	}
	return n
}

// cut keeps a string's start within the bounds and ends it with an unknown part.
func cut(parts []part) []part {
	var out []part
	n := 0
	for _, p := range parts {
		if len(out) >= maxParts-1 || n+len(p.s) > maxText {
			if !p.hole && n < maxText && len(out) < maxParts-1 {
				out = append(out, part{s: p.s[:maxText-n]})
			}
			break
		}
		out = append(out, p)
		n += len(p.s)
	}
	return append(out, part{s: "…", hole: true})
}

// join concatenates values with a separator.
func joinVals(items []val, sep string) val {
	if len(items) == 0 {
		return str("")
	}
	out := items[0].asStr()
	for _, it := range items[1:] {
		out = concat(concat(out, str(sep)), it)
	}
	return out
}

// merge is a value that is one of two (a ternary, a || b): itself where both agree.
func merge(a, b val) val {
	if a.k == vStr && b.k == vStr {
		x, okx := a.lit()
		y, oky := b.lit()
		if okx && oky && x == y {
			return a
		}
	}
	// Either, as a loop's values are each in turn: what runs, opens or is sent is judged for
	// both (os.system("rm -rf ~" if x else "ls")), as the shell's own branches are.
	if xs, ys := alts(a), alts(b); len(xs)+len(ys) <= 16 {
		return val{k: vList, alt: true, items: append(xs[:len(xs):len(xs)], ys...)}
	}
	return val{k: vUnknown, t: a.t.with(b.t), src: a.show()}
}

// render writes a value's text, each unknown part written by hole; it returns whether a part
// was unknown and the text before the first one.
func (v val) render(hole func(src string) string) (s string, dyn bool, lead string) {
	if v.k == vObj && v.self != nil {
		return v.self.render(hole)
	}
	if v.k != vStr && v.k != vNum {
		return hole(v.show()), true, ""
	}
	if v.k == vNum {
		return v.num, false, ""
	}
	var b strings.Builder
	for _, p := range v.parts {
		if p.hole {
			if !dyn {
				lead = b.String()
			}
			dyn = true
			b.WriteString(hole(p.s))
			continue
		}
		b.WriteString(p.s)
	}
	return b.String(), dyn, lead
}

func pathHole(src string) string { return "{" + src + "}" }

func shellHole(string) string { return HoleVar }

// pathText is a value as a path: unknown parts shown as {source}.
func (v val) pathText() (string, bool, string) { return v.render(pathHole) }

// shellText is a value as shell text: unknown parts stand as ${_code_value}.
func (v val) shellText() (string, bool) {
	s, dyn, _ := v.render(shellHole)
	return s, dyn
}

// shellWord is a value as one shell word of an argument list: its literal parts quoted, each
// unknown part a quoted parameter.
func (v val) shellWord() (string, bool) {
	if v.k == vList {
		// a list spread into the arguments (*args): any number of words
		return HoleVar, true
	}
	if v.k != vStr && v.k != vNum && !(v.k == vObj && v.self != nil) {
		return `"` + HoleVar + `"`, true
	}
	if v.k == vObj {
		return v.self.shellWord()
	}
	if s, ok := v.lit(); ok {
		return shellQuote(s), false
	}
	var b strings.Builder
	for _, p := range v.parts {
		if p.hole {
			b.WriteString(`"` + HoleVar + `"`)
			continue
		}
		if p.s != "" {
			b.WriteString(shellQuote(p.s))
		}
	}
	return b.String(), true
}

// shellQuote quotes a word for sh where it needs it.
func shellQuote(s string) string {
	if s == "" {
		return "''"
	}
	plain := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_./=:,+@%^~", c) >= 0) {
			plain = false
			break
		}
	}
	if plain && s[0] != '~' && !strings.Contains(s, "=~") {
		return s
	}
	if plain && s[0] == '~' {
		return s // a home directory, as the code would mean it only through a shell
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// argvLine joins an argument vector as a shell command line.
func argvLine(items []val) (string, bool) {
	var b strings.Builder
	dyn := false
	for i, it := range items {
		if i > 0 {
			b.WriteByte(' ')
		}
		w, d := it.shellWord()
		dyn = dyn || d
		b.WriteString(w)
	}
	return b.String(), dyn
}

// pathJoin joins path values the way os.path.join and path.join do: an absolute part
// restarts the path.
func pathJoin(items []val) val {
	if len(items) == 0 {
		return str("")
	}
	out := items[0].asStr()
	for _, it := range items[1:] {
		s := it.asStr()
		if t, ok := s.lit(); ok && strings.HasPrefix(t, "/") {
			out = s
			continue
		}
		if t, ok := out.lit(); ok && (t == "" || strings.HasSuffix(t, "/")) {
			out = concat(out, s)
			continue
		}
		out = concat(concat(out, str("/")), s)
	}
	return out
}

// dirname is a path value's directory.
func dirname(v val) val {
	if s, ok := v.asStr().lit(); ok {
		d := path.Dir(s)
		return str(d)
	}
	v = v.asStr()
	// the directory of a path with an unknown last part is its known lead
	if n := len(v.parts); n > 0 && v.parts[n-1].hole {
		if n >= 2 && !v.parts[n-2].hole && strings.HasSuffix(v.parts[n-2].s, "/") {
			r := v
			r.parts = append([]part(nil), v.parts[:n-1]...)
			last := &r.parts[n-2]
			last.s = strings.TrimSuffix(last.s, "/")
			if last.s == "" {
				last.s = "/"
			}
			return r
		}
	}
	return val{k: vStr, parts: []part{{s: "dirname(" + strings.Trim(v.show(), "{}") + ")", hole: true}}, t: v.t}
}

// basename is a path value's last part.
func basename(v val) val {
	if s, ok := v.asStr().lit(); ok {
		return str(path.Base(s))
	}
	return val{k: vStr, parts: []part{{s: "basename", hole: true}}}
}

// elemOf is what one element of a value is, when the code iterates over it.
func elemOf(v val) val {
	switch v.k {
	case vList:
		if v.elem != nil {
			e := *v.elem
			e.t = e.t.with(v.t)
			return e
		}
		if len(v.items) == 1 {
			e := v.items[0]
			e.t = e.t.with(v.t)
			return e
		}
		if len(v.items) > 1 {
			return val{k: vList, items: v.items, alt: true, t: v.t}
		}
	case vObj:
		if v.ref == "env" {
			return val{k: vUnknown, src: "name", t: taint{keys: true}}
		}
		if v.ref == "file" && v.self != nil {
			return contentOf(v)
		}
		if v.ref == "pipe" {
			return val{k: vUnknown, src: "line", t: v.t}
		}
	case vStr:
		return val{k: vUnknown, src: "char", t: v.t}
	}
	return val{k: vUnknown, src: "item", t: v.t}
}

// listOf is a list of items; where an item is each of a loop's values in turn, it is each
// of the lists those make.
func listOf(items []val) val {
	for i, it := range items {
		if it.k != vList || !it.alt || len(it.items) > 16 {
			continue
		}
		out := make([]val, 0, len(it.items))
		for _, x := range it.items {
			c := append([]val(nil), items...)
			c[i] = x
			out = append(out, listOf(c))
		}
		return val{k: vList, alt: true, items: out}
	}
	return val{k: vList, items: items}
}

// alts lists the values a value stands for: each item of a loop's list, or itself.
func alts(v val) []val {
	if v.k == vList && v.alt {
		return v.items
	}
	return []val{v}
}

// decodeBase64 decodes standard or URL-safe base64, padded or not.
func decodeBase64(s string) (string, bool) {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' || r == '\r' || r == '\t' {
			return -1
		}
		return r
	}, s)
	s = strings.TrimRight(s, "=")
	var out []byte
	var acc uint32
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d byte
		switch {
		case c >= 'A' && c <= 'Z':
			d = c - 'A'
		case c >= 'a' && c <= 'z':
			d = c - 'a' + 26
		case c >= '0' && c <= '9':
			d = c - '0' + 52
		case c == '+' || c == '-':
			d = 62
		case c == '/' || c == '_':
			d = 63
		default:
			return "", false
		}
		acc = acc<<6 | uint32(d)
		n += 6
		if n >= 8 {
			n -= 8
			out = append(out, byte(acc>>uint(n)))
		}
	}
	return string(out), true
}

// decodeHex decodes hexadecimal digits (bytes.fromhex, pack("H*")).
func decodeHex(s string) (string, bool) {
	b, err := hex.DecodeString(strings.ReplaceAll(s, " ", ""))
	return string(b), err == nil
}

// percentDecode decodes %XX escapes, with u %uXXXX too (JS's unescape), with plus a + as a
// space; a % that starts no escape is left as it is, as python's unquote leaves it.
func percentDecode(s string, plus, u bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+' && plus:
			b.WriteByte(' ')
		case c == '%' && u && i+5 < len(s) && (s[i+1] == 'u' || s[i+1] == 'U'):
			if n, err := strconv.ParseUint(s[i+2:i+6], 16, 16); err == nil {
				b.WriteRune(rune(n))
				i += 5
				continue
			}
			b.WriteByte(c)
		case c == '%' && i+2 < len(s):
			hi, ok1 := hexVal(s[i+1])
			lo, ok2 := hexVal(s[i+2])
			if ok1 && ok2 {
				b.WriteByte(hi<<4 | lo)
				i += 2
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// listed reports a list the code spells out: its items, in order (not one value standing for
// every item, nor the values a loop's variable takes in turn).
func (v val) listed() bool { return v.k == vList && v.elem == nil && !v.alt }

// codes is the text a list of byte values spells (bytes([46, 101]), Buffer.from([...]),
// pack("C*", ...)): each item a number from 0 to 255, the bytes read as UTF-8 text.
func codes(v val) (string, bool) {
	if !v.listed() || len(v.items) == 0 || len(v.items) > 4096 {
		return "", false
	}
	b := make([]byte, len(v.items))
	for i, it := range v.items {
		if it.k != vNum {
			return "", false
		}
		n, err := strconv.ParseInt(it.num, 0, 16)
		if err != nil || n < 0 || n > 255 {
			return "", false
		}
		b[i] = byte(n)
	}
	return string(b), true
}

func hexVal(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// reverse reverses a string's characters.
func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

// reversedList is a listed list's items in reverse order.
func reversedList(l val) val {
	items := make([]val, len(l.items))
	for i, it := range l.items {
		items[len(items)-1-i] = it
	}
	return val{k: vList, items: items, t: l.t}
}

// rot13 is codecs.decode(s, "rot13").
func rot13(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+13)%26
		}
	}
	return string(b)
}

// eachAlt is f of each value v stands for where v is one of several (merge, a loop's values),
// as one of several again: flat, and at most 16, so that a chain of calls on one cannot
// multiply them (past that, what they make is unknown).
func eachAlt(v val, f func(val) val) (val, bool) {
	if v.k != vList || !v.alt || len(v.items) > 16 {
		return v, false
	}
	out := make([]val, 0, len(v.items))
	for _, x := range v.items {
		out = append(out, alts(f(x))...)
		if len(out) > 16 {
			return val{k: vUnknown, t: v.t, src: "either"}, true
		}
	}
	return val{k: vList, alt: true, items: out}, true
}

// either is cond ? a : b: the branch a known condition takes, else each (merge).
func either(cond, a, b val) val {
	if cond.k == vBool {
		switch cond.num {
		case "true":
			return a
		case "false":
			return b
		}
	}
	return merge(a, b)
}

// compared is an equality test of two values: known where both are whole text or numbers
// (process.platform === "win32" on this machine), else a truth nobody knows.
func compared(op string, a, b val) val {
	x, okx := a.lit()
	y, oky := b.lit()
	if a.k == vNum && b.k == vNum {
		x, y, okx, oky = a.num, b.num, true, true
	}
	if !okx || !oky || a.k != b.k || a.k != vStr && a.k != vNum {
		return val{k: vBool}
	}
	same := x == y
	if op == "!=" || op == "!==" || op == "ne" {
		same = !same
	}
	if same {
		return val{k: vBool, num: "true"}
	}
	return val{k: vBool, num: "false"}
}
