package shell

import (
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Indexed arrays. `c=(rm -f FILE); "${c[@]}"` runs rm: the walk keeps an array's elements as
// it keeps a scalar's value, so that the words it expands to (the command, its arguments, a
// loop's list) are judged as the elements are. What cannot be known stays unknown, never
// nothing: an element whose value is unknown is an unknown word, and an array whose layout
// is unknown (an index only known when it runs, `read -a`, paths that disagree) expands to
// one unknown word. Associative arrays (declare -A) are read by key (assoc.go); whole, their
// order is the shell's hash order, and they expand as unknown.

// array is an indexed array's elements, by index in increasing order. A value holding one is
// immutable: every change makes a new array. A new array shares its elements with the one it
// was made from where it only adds one past the end (tail), so that a script which builds an
// array element by element, thousands of times, costs in proportion to its length: copying
// the whole array at each element made 20,000 such lines take 20 s and 120 MB.
type array struct {
	idx []int
	el  []field
	// unknown: what the array holds, or in what order, is only known when it runs.
	unknown bool
	// assoc: declared associative (declare -A), whose order is the shell's hash order: never
	// known as a whole, whatever is assigned to it later.
	assoc bool
	// keyed: an associative array whose keys are all known, keys[i] el[i]'s, in the order they
	// were set (assoc.go); only a lookup by key reads them.
	keyed bool
	keys  []string
	// from is every element's origins (what arrayValue adds), kept as elements are set.
	from []string
	// tail is shared by the arrays that share these elements' storage, nil where none may
	// add to it.
	tail *tail
}

// tail is the storage behind arrays that grew from one another, element by element. Each of
// them sees a prefix of it, and what one of them sees never changes: only the longest, the
// one as long as n, may add an element in place; any other copies its prefix first.
type tail struct {
	n int
	// pos is the position of each key in the storage (a keyed array's), made once the
	// array has more keys than a scan of them is worth; a key's position is one an array
	// holds it at only where it is inside that array's prefix.
	pos map[string]int
}

// scanKeys is how many keys a lookup scans before it keeps a map of them.
const scanKeys = 16

// owned is a with its own storage (copied where it is shared), that it may grow in place.
func owned(a *array) *array {
	b := *a
	b.idx, b.el, b.keys = slices.Clone(a.idx), slices.Clone(a.el), slices.Clone(a.keys)
	b.tail = &tail{n: len(b.el)}
	return &b
}

// grown is a with one more element, f at index i (an indexed array's, past its last) or
// under key (a keyed array's, that it does not hold): in place where a is its storage's
// longest array, else after a copy.
func (a *array) grown(i int, key string, f field) *array {
	b := *a
	if a.tail == nil || a.tail.n != len(a.el) {
		// Another array grew from these elements: a full slice makes append copy them.
		b.idx, b.el, b.keys = a.idx[:len(a.idx):len(a.idx)], a.el[:len(a.el):len(a.el)], a.keys[:len(a.keys):len(a.keys)]
		b.tail = &tail{}
	}
	if a.keyed {
		b.keys = append(b.keys, key)
		if b.tail.pos != nil {
			b.tail.pos[key] = len(b.keys) - 1
		}
	} else {
		b.idx = append(b.idx, i)
	}
	b.el = append(b.el, f)
	b.tail.n = len(b.el)
	b.from = unionFrom(a.from, f.from)
	return &b
}

// fieldsFrom is every field's origins.
func fieldsFrom(el []field) []string {
	var from []string
	for _, e := range el {
		from = unionFrom(from, e.from)
	}
	return from
}

// arrayOf is the elements of v as an array: an array's own, a known scalar as element 0 (as
// bash reads it), an unknown value as an unknown array.
func arrayOf(v value) *array {
	switch {
	case v.arr != nil:
		return v.arr
	case v.dyn:
		return &array{unknown: true}
	}
	return &array{idx: []int{0}, el: []field{{s: v.s, from: v.from}}, from: v.from}
}

// arrayValue is the value a variable holding a has: its element 0 (what $c gives) as the
// scalar, every element's origins, and the array.
func arrayValue(a *array, from []string) value {
	v := value{arr: a, from: unionFrom(from, a.from)}
	switch {
	case a.unknown:
		v.dyn = true
	case len(a.idx) > 0 && a.idx[0] == 0:
		v.s, v.dyn, v.lead = a.el[0].s, a.el[0].dyn, a.el[0].lead
	}
	return v
}

// listArray is the array of the strings, in order, each from the origins given.
func listArray(items []string, from []string) *array {
	a := &array{idx: make([]int, len(items)), el: make([]field, len(items))}
	for i, s := range items {
		a.idx[i], a.el[i] = i, field{s: s, from: from}
	}
	if len(items) > 0 {
		a.from = from
	}
	return a
}

// with is a with element i set to f (appended where i is past the last).
func (a *array) with(i int, f field) *array {
	if len(a.idx) == 0 || i > a.idx[len(a.idx)-1] {
		return a.grown(i, "", f)
	}
	b := owned(a)
	at, found := slices.BinarySearch(b.idx, i)
	if found {
		b.el[at] = f
	} else {
		b.idx = slices.Insert(b.idx, at, i)
		b.el = slices.Insert(b.el, at, f)
	}
	b.tail.n = len(b.el)
	b.from = fieldsFrom(b.el)
	return b
}

// next is the index an element appended to a gets: one past the last.
func (a *array) next() int {
	if len(a.idx) == 0 {
		return 0
	}
	return a.idx[len(a.idx)-1] + 1
}

// get is element i, the empty field where a has none there (bash's unset element expands
// to nothing).
func (a *array) get(i int) field {
	if at, found := slices.BinarySearch(a.idx, i); found {
		return a.el[at]
	}
	return field{}
}

// sameArray reports two arrays that hold the same: both none, or the same elements.
func sameArray(a, b *array) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.unknown || b.unknown {
		return false
	}
	return slices.Equal(a.idx, b.idx) && sameFields(a.el, b.el)
}

// assignArray is the value `name=(...)`, `name+=(...)`, `name[i]=v` or `name[i]+=v` leaves.
func (w *walker) assignArray(a *syntax.Assign) value {
	name := a.Name.Value
	var from []string
	if w.sourcing != "" {
		from = []string{"source:" + w.sourcing}
	}
	cur := &array{}
	if old, set := w.lookup(name); set && old.arr != nil && old.arr.assoc {
		return w.assocAssign(a, w.get(name), from)
	}
	if _, set := w.lookup(name); set && (a.Append || a.Index != nil) {
		// One the line never set starts empty: the harness's environment holds no array,
		// and an element it cannot name would hide the words appended after it.
		cur = arrayOf(w.get(name))
	}
	if a.Index != nil {
		i, ok := w.index(a.Index)
		v := w.strv(a.Value)
		f := field{s: v.s, dyn: v.dyn, lead: v.lead, from: v.from}
		if !ok || cur.unknown {
			return arrayValue(&array{unknown: true}, unionFrom(w.get(name).from, unionFrom(from, v.from)))
		}
		if a.Append {
			old := cur.get(i)
			f = joinFields(old, f)
		}
		return arrayValue(cur.with(i, f), from)
	}
	if cur.unknown {
		// Appended to an array not known: still not known, with what went into it.
		return arrayValue(cur, unionFrom(w.get(name).from, w.assignedFrom(a, from)))
	}
	next := cur.next()
	for _, e := range a.Array.Elems {
		if e.Index != nil {
			i, ok := w.index(e.Index)
			if !ok {
				cur = &array{unknown: true}
				continue
			}
			next = i
		}
		if e.Value == nil {
			continue
		}
		for _, f := range w.fields(e.Value) {
			if f.splits {
				// files=($(head -2 names.lst)): an unknown part unquoted splits into as many
				// elements as it has words, so which element is which is known only when it
				// runs (${files[1]} is not nothing).
				cur = &array{unknown: true}
			}
			if !cur.unknown {
				cur = cur.with(next, f)
			}
			from = unionFrom(from, f.from)
			next++
		}
	}
	return arrayValue(cur, from)
}

// assignedFrom is from with the origins of what an array assignment puts in, each of its
// words expanded (and its substitutions walked) once.
func (w *walker) assignedFrom(a *syntax.Assign, from []string) []string {
	if a.Index != nil {
		w.substIn(a.Index)
	}
	if a.Value != nil {
		from = unionFrom(from, w.strv(a.Value).from)
	}
	if a.Array != nil {
		for _, e := range a.Array.Elems {
			if e.Index != nil {
				w.substIn(e.Index)
			}
			if e.Value != nil {
				from = unionFrom(from, w.strv(e.Value).from)
			}
		}
	}
	return from
}

// index evaluates a subscript or a slice's bound, walking the substitutions in it once
// (arith expands the words it evaluates; what it does not evaluate is walked here).
func (w *walker) index(x syntax.ArithmExpr) (int, bool) {
	if !arithWalks(x) {
		w.substIn(x)
	}
	w.arithDoes(x, 0, false)
	return w.signedArith(x)
}

// arithWalks reports an expression arith expands every word of.
func arithWalks(x syntax.ArithmExpr) bool {
	switch x := x.(type) {
	case *syntax.Word:
		return true
	case *syntax.ParenArithm:
		return arithWalks(x.X)
	case *syntax.BinaryArithm:
		return arithWalks(x.X) && arithWalks(x.Y)
	}
	return false
}

// joinFields is a followed by b, as `x[i]+=v` appends to an element.
func joinFields(a, b field) field {
	f := field{s: a.s + b.s, dyn: a.dyn || b.dyn, from: unionFrom(a.from, b.from)}
	switch {
	case a.dyn:
		f.lead = a.lead
	case b.dyn:
		f.lead = a.s + b.lead
	}
	return f
}

// arrayIndex reports the subscript of ${name[@]} or ${name[*]}: '@', '*', or 0 for another.
func arrayIndex(x syntax.ArithmExpr) byte {
	if wd, ok := x.(*syntax.Word); ok {
		switch wd.Lit() {
		case "@":
			return '@'
		case "*":
			return '*'
		}
	}
	return 0
}

// wholeArray reports ${name[@]} or ${name[*]}, bare or sliced (${name[@]:1:2}): the
// expansions that give an array's elements as words.
func wholeArray(p *syntax.ParamExp) bool {
	return p.Param != nil && p.Index != nil && arrayIndex(p.Index) != 0 && !p.Excl && !p.Length &&
		p.Exp == nil && p.Repl == nil && p.Names == 0 && p.NestedParam == nil && !p.Width && !p.IsSet
}

// elements are the elements ${name[@]} (sliced as p says) expands to; ok is false where they
// are not known, as a whole or by which of them the slice takes.
func (w *walker) elements(p *syntax.ParamExp) ([]field, bool) {
	a := arrayOf(w.get(p.Param.Value))
	if knownAssoc(a) && p.Slice == nil {
		return assocElements(a)
	}
	if a.unknown {
		return nil, false
	}
	if p.Slice == nil {
		return a.el[:len(a.el):len(a.el)], true // the caller's append must not write into a's storage
	}
	off, ok := w.index(p.Slice.Offset)
	if !ok || off < 0 {
		return nil, false
	}
	at, _ := slices.BinarySearch(a.idx, off)
	out := a.el[at:len(a.el):len(a.el)]
	if p.Slice.Length != nil {
		n, ok := w.index(p.Slice.Length)
		if !ok || n < 0 {
			return nil, false
		}
		out = out[:min(n, len(out))]
	}
	return out, true
}

// arrayFields expands ${name[@]} and ${name[*]} into fb: quoted "${name[@]}" one field per
// element, "${name[*]}" one field of them joined by IFS's first character, unquoted each
// element's own fields. Text around joins the first and last, as around "$@". Elements not
// known are one unknown word.
func (w *walker) arrayFields(fb *fieldBuilder, p *syntax.ParamExp, quoted bool) {
	els, ok := w.elements(p)
	from := w.get(p.Param.Value).from
	if !ok {
		fb.markDyn()
		fb.source(from)
		fb.add(w.text(p))
		return
	}
	ifs := w.get("IFS")
	if quoted && arrayIndex(p.Index) == '*' {
		sep := " "
		if !ifs.dyn {
			sep = ifs.s[:min(1, len(ifs.s))]
		}
		for i, f := range els {
			if i > 0 {
				fb.add(sep)
			}
			w.addField(fb, f, true, ifs, p)
		}
		if len(els) == 0 {
			fb.open = true
		}
		return
	}
	for i, f := range els {
		if i > 0 {
			fb.end()
			fb.open = true
		}
		w.addField(fb, f, quoted, ifs, p)
	}
}

// addField adds one element of p's array to fb: an unknown one as unknown (shown as its
// own text, or p's where it has none), a known one split on IFS where it stands unquoted.
func (w *walker) addField(fb *fieldBuilder, f field, quoted bool, ifs value, p *syntax.ParamExp) {
	fb.source(f.from)
	switch {
	case f.dyn:
		fb.markDynLead(f.lead)
		if f.s == "" {
			f.s = w.text(p)
		}
		fb.add(f.s)
	case quoted || ifs.dyn:
		fb.addQuoted(f.s)
	default:
		fb.split(f.s, ifs.s, nil)
	}
}

// emptyArray reports "${name[@]}" of a known array with no elements (after its slice): no
// word at all, as "$@" with none.
func (w *walker) emptyArray(n syntax.WordPart) bool {
	p, ok := n.(*syntax.ParamExp)
	if !ok || !wholeArray(p) || arrayIndex(p.Index) != '@' || p.Slice != nil {
		return false // a slice's bounds are evaluated once, where it expands
	}
	els, known := w.elements(p)
	return known && len(els) == 0
}

// namedParam is an expansion that names what it reads otherwise than by a plain name, as
// one value: ${!name}, ${name[i]}, ${#name[@]}, and ${name[@]} joined; ok is false for any
// other expansion.
func (w *walker) namedParam(p *syntax.ParamExp) (value, bool) {
	if plainIndirect(p) {
		return w.indirect(p.Param.Value), true
	}
	if wholeArray(p) {
		return w.joinedArray(p), true
	}
	return w.element(p)
}

// element is ${name[i]} and ${#name[@]}: an element by a known index, or the count; ok is
// false for any other subscript expansion.
func (w *walker) element(p *syntax.ParamExp) (value, bool) {
	v, _, ok := w.elementHas(p)
	return v, ok
}

// opWords walks the words of an expansion's operator (${x:-word}, ${x:off:len},
// ${x/pat/rep}), for the commands their substitutions run.
func (w *walker) opWords(p *syntax.ParamExp) {
	if p.Exp != nil && p.Exp.Word != nil {
		w.substIn(p.Exp.Word)
	}
	if p.Slice != nil {
		if p.Slice.Offset != nil {
			w.substIn(p.Slice.Offset)
		}
		if p.Slice.Length != nil {
			w.substIn(p.Slice.Length)
		}
	}
	if p.Repl != nil {
		if p.Repl.Orig != nil {
			w.substIn(p.Repl.Orig)
		}
		if p.Repl.With != nil {
			w.substIn(p.Repl.With)
		}
	}
}

// elementSet says whether an array element is set: where it is empty, ${a[i]-word} asks.
type elementSet uint8

const (
	setUnknown elementSet = iota
	setNot
	setYes
)

// elementHas is element, with whether the element is set.
func (w *walker) elementHas(p *syntax.ParamExp) (value, elementSet, bool) {
	if p.Param == nil || p.Index == nil || p.Excl || p.Names != 0 || p.NestedParam != nil || p.Width || p.IsSet {
		return value{}, setUnknown, false
	}
	if p.Slice != nil || p.Repl != nil || p.Exp != nil {
		// ${a[1]#*,}, ${a[0],,}: the element's value, then the operator on it.
		bare := *p
		bare.Slice, bare.Repl, bare.Exp = nil, nil, nil
		v, set, ok := w.elementHas(&bare)
		if !ok || arrayIndex(p.Index) != 0 {
			return value{}, setUnknown, false
		}
		if r, ok := w.elementOp(p, v, set); ok {
			return r, setUnknown, true
		}
		// The subscript is walked; the operator's words are walked here, so that nothing is
		// listed twice. What is left still shows part of the element.
		w.opWords(p)
		return value{dyn: true, from: v.from}, setUnknown, true
	}
	v := w.get(p.Param.Value)
	a := arrayOf(v)
	if knownAssoc(a) {
		return w.assocElement(p, v, a)
	}
	if p.Length {
		if arrayIndex(p.Index) == 0 || a.unknown {
			return value{}, setUnknown, false
		}
		return value{s: strconv.Itoa(len(a.el))}, setUnknown, true
	}
	if arrayIndex(p.Index) != 0 || a.unknown {
		return value{}, setUnknown, false
	}
	i, ok := w.index(p.Index)
	if !ok {
		return value{dyn: true, from: v.from}, setUnknown, true // any element, or none
	}
	if i < 0 {
		i += a.next() // ${c[-1]} is the last
	}
	set := setNot
	if _, found := slices.BinarySearch(a.idx, i); found {
		set = setYes
	}
	f := a.get(i)
	return value{s: f.s, dyn: f.dyn, lead: f.lead, from: f.from}, set, true
}

// unsetElement is what `unset 'name[i]'` leaves of name: the array without element i, or
// not known where i is not.
func (w *walker) unsetElement(spec string) {
	name, sub, ok := strings.Cut(spec, "[")
	if !ok || !isName(name) {
		return
	}
	v := w.get(name)
	a := arrayOf(v)
	if knownAssoc(a) {
		w.put(name, arrayValue(a.withoutKey(strings.TrimSuffix(sub, "]")), v.from))
		return
	}
	i, err := strconv.Atoi(strings.TrimSuffix(sub, "]"))
	if err != nil || a.unknown {
		w.put(name, arrayValue(&array{unknown: true}, v.from))
		return
	}
	at, found := slices.BinarySearch(a.idx, i)
	if !found {
		return
	}
	b := owned(a)
	b.idx, b.el = slices.Delete(b.idx, at, at+1), slices.Delete(b.el, at, at+1)
	b.tail.n, b.from = len(b.el), fieldsFrom(b.el)
	w.put(name, arrayValue(b, v.from))
}

// eitherArray is either for values of which one at least is an array: element by element
// where both are known with the same indexes, else an array not known.
func eitherArray(a, b value) value {
	x, y := arrayOf(a), arrayOf(b)
	from := unionFrom(a.from, b.from)
	if sameArray(x, y) {
		return arrayValue(x, from)
	}
	if x.assoc || y.assoc {
		if knownAssoc(x) && knownAssoc(y) && slices.Equal(x.keys, y.keys) && sameFields(x.el, y.el) {
			return arrayValue(x, from)
		}
		return arrayValue(&array{unknown: true, assoc: true}, from)
	}
	if x.unknown || y.unknown || !slices.Equal(x.idx, y.idx) {
		return arrayValue(&array{unknown: true}, from)
	}
	z := &array{idx: slices.Clone(x.idx), el: make([]field, len(x.el))}
	for i := range x.el {
		v := either(value{s: x.el[i].s, dyn: x.el[i].dyn, lead: x.el[i].lead, from: x.el[i].from},
			value{s: y.el[i].s, dyn: y.el[i].dyn, lead: y.el[i].lead, from: y.el[i].from})
		z.el[i] = field{s: v.s, dyn: v.dyn, lead: v.lead, from: v.from}
	}
	z.from = fieldsFrom(z.el)
	return arrayValue(z, from)
}

// joinedArray is ${name[@]} or ${name[*]} expanded as one string: the elements joined by a
// space (IFS's first character for *), unknown where they are.
func (w *walker) joinedArray(p *syntax.ParamExp) value {
	from := w.get(p.Param.Value).from
	els, ok := w.elements(p)
	if !ok {
		return value{dyn: true, from: from}
	}
	sep := " "
	if ifs := w.get("IFS"); arrayIndex(p.Index) == '*' && !ifs.dyn {
		sep = ifs.s[:min(1, len(ifs.s))]
	}
	parts := make([]string, len(els))
	v := value{from: from}
	for i, f := range els {
		parts[i] = f.s
		if f.dyn && !v.dyn {
			v.dyn, v.lead = true, strings.Join(parts[:i], sep)+sep[:min(i, len(sep))]+f.lead
		}
	}
	v.s = strings.Join(parts, sep)
	return v
}
