package shell

import (
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Associative arrays. `declare -A m=([k]=.env); cat "${m[k]}"` reads .env: an element looked up
// by a key the walk knows is as known as the value assigned under that key. The walk keeps an
// associative array's keys and values (array.keys) as they are set: declare -A, the compound
// assignment with subscripts or as key-value pairs (bash 5.1, zsh), m[k]=v and m[k]+=v, m+=(...),
// unset 'm[k]'. Expanded whole (${m[@]}, ${!m[@]}) its elements come in the shell's hash order,
// which bash and zsh do not share: with two or more elements that stays unknown, one unknown
// word, as before.
//
// Bash, checked against 5.2: declare -A of a name already associative keeps it; of a scalar
// makes it element "0" (an inherited environment variable too); inside a function it is the
// function's own, empty. m=v sets element "0". A subscript is the key's text, expanded but not
// evaluated: m[a-b] is the key "a-b".

// emptyAssoc is a new associative array with no elements.
func emptyAssoc() *array { return &array{unknown: true, assoc: true, keyed: true} }

// assocValue is what declare -A leaves name holding: an empty associative array where the
// declaration is the function's own, the array it held where it was one, and otherwise an
// array whose element "0" is what the name held (an unset name may hold an inherited scalar).
func (w *walker) assocValue(name string, own bool) value {
	if own {
		return arrayValue(emptyAssoc(), nil)
	}
	old, set := w.lookup(name)
	switch {
	case set && old.arr != nil && old.arr.assoc:
		return w.get(name)
	case old.arr != nil:
		// An indexed array made associative: bash refuses, and the line goes on with it
		// as it was; not followed.
		return arrayValue(&array{unknown: true, assoc: true}, w.get(name).from)
	}
	cur := w.get(name)
	return arrayValue(emptyAssoc().withKey("0", field{s: cur.s, dyn: cur.dyn, lead: cur.lead, from: cur.from}), cur.from)
}

// withKey is a with the element under key set to f (added last where a has none).
func (a *array) withKey(key string, f field) *array {
	i := a.keyAt(key)
	if i < 0 {
		return a.grown(0, key, f)
	}
	b := owned(a)
	b.el[i] = f
	b.from = fieldsFrom(b.el)
	return b
}

// keyAt is the position of key in a.keys, -1 where a has none: a scan of a few keys, a map
// kept beside the storage for more, so that setting thousands of keys one by one is not a
// scan of all the keys before each.
func (a *array) keyAt(key string) int {
	if len(a.keys) <= scanKeys || a.tail == nil {
		return slices.Index(a.keys, key)
	}
	if a.tail.pos == nil {
		if a.tail.n != len(a.keys) {
			return slices.Index(a.keys, key) // the map is made for the storage's longest
		}
		a.tail.pos = make(map[string]int, len(a.keys))
		for i, k := range a.keys {
			a.tail.pos[k] = i
		}
	}
	if i, ok := a.tail.pos[key]; ok && i < len(a.keys) {
		return i
	}
	return -1
}

// byKey is the element under key, the empty field where there is none (it expands to
// nothing, as an unset element does).
func (a *array) byKey(key string) field {
	if i := a.keyAt(key); i >= 0 {
		return a.el[i]
	}
	return field{}
}

// withoutKey is a without the element under key.
func (a *array) withoutKey(key string) *array {
	i := a.keyAt(key)
	if i < 0 {
		return a
	}
	b := owned(a)
	b.keys, b.el = slices.Delete(b.keys, i, i+1), slices.Delete(b.el, i, i+1)
	b.tail.n, b.from = len(b.el), fieldsFrom(b.el)
	return b
}

// assocKey is the key a subscript names, expanded (its substitutions walked once); ok is
// false where it is only known when the line runs.
func (w *walker) assocKey(x syntax.ArithmExpr) (key string, from []string, ok bool) {
	if wd, isWord := x.(*syntax.Word); isWord {
		v := w.strv(wd)
		return v.s, v.from, !v.dyn
	}
	// A subscript mvdan read as arithmetic (a-b, x+1) is, for an associative array, the text
	// as written, where nothing in it expands.
	text := w.text(x)
	if strings.ContainsAny(text, "$`'\"\\") {
		w.substIn(x)
		return "", nil, false
	}
	return text, nil, true
}

// assocAssign is the value an assignment to the associative array old leaves: m=(...),
// m+=(...), m[k]=v, m[k]+=v or m=v. from holds the origins the assignment adds (a sourced
// file's).
func (w *walker) assocAssign(a *syntax.Assign, old value, from []string) value {
	cur := old.arr
	switch {
	case !cur.keyed:
		return arrayValue(cur, unionFrom(old.from, w.assignedFrom(a, from)))
	case a.Index != nil:
		key, kfrom, ok := w.assocKey(a.Index)
		v := w.strv(a.Value)
		from = unionFrom(from, unionFrom(kfrom, v.from))
		if !ok {
			return arrayValue(&array{unknown: true, assoc: true}, unionFrom(old.from, from))
		}
		f := field{s: v.s, dyn: v.dyn, lead: v.lead, from: v.from}
		if a.Append {
			f = joinFields(cur.byKey(key), f)
		}
		return arrayValue(cur.withKey(key, f), unionFrom(old.from, from))
	case a.Array == nil:
		v := w.strv(a.Value) // m=v is m[0]=v
		f := field{s: v.s, dyn: v.dyn, lead: v.lead, from: v.from}
		if a.Append {
			f = joinFields(cur.byKey("0"), f)
		}
		return arrayValue(cur.withKey("0", f), unionFrom(old.from, unionFrom(from, v.from)))
	}
	if !a.Append {
		cur, old.from = emptyAssoc(), nil
	}
	next, nfrom := w.assocElems(cur, a.Array.Elems)
	return arrayValue(next, unionFrom(old.from, unionFrom(from, nfrom)))
}

// assocElems is cur with a compound assignment's elements set: [k]=v each, or, where the
// first has no subscript, key-value pairs (a key without a value is set empty). Bash skips an
// element without a subscript among subscripted ones. Every word is expanded once.
func (w *walker) assocElems(cur *array, elems []*syntax.ArrayElem) (*array, []string) {
	if len(elems) > 0 && elems[0].Index == nil {
		return w.assocPairs(cur, elems)
	}
	var from []string
	known := true
	for _, e := range elems {
		v := w.strv(e.Value) // [k]=v: one word, not split
		from = unionFrom(from, v.from)
		if e.Index == nil {
			continue // bash: "must use subscript when assigning associative array"
		}
		k, kfrom, ok := w.assocKey(e.Index)
		from = unionFrom(from, kfrom)
		if !ok {
			known = false
		} else if known {
			cur = cur.withKey(k, field{s: v.s, dyn: v.dyn, lead: v.lead, from: v.from})
		}
	}
	if !known {
		return &array{unknown: true, assoc: true}, from
	}
	return cur, from
}

// assocPairs is cur with key-value pairs set (m=(k1 v1 k2 v2), bash 5.1 and zsh): the words
// taken two by two, the last key without a value set empty. Bash neither splits nor globs a
// word there (m=($(echo p rm) a) is the key "p rm"), zsh splits a substitution: a word that
// would split or glob, or is not known, leaves the array unknown.
func (w *walker) assocPairs(cur *array, elems []*syntax.ArrayElem) (*array, []string) {
	var from []string
	var words []field
	known := true
	for _, e := range elems {
		if e.Index != nil {
			w.substIn(e.Index)
			known = false // [k]=v among pairs: bash takes the word as a key, not followed
		}
		if e.Value == nil {
			continue
		}
		fs := w.fields(e.Value)
		for _, f := range fs {
			from = unionFrom(from, f.from)
		}
		if len(fs) != 1 || fs[0].dyn || fs[0].glob || fs[0].splits {
			known = false
			continue
		}
		words = append(words, fs[0])
	}
	if !known {
		return &array{unknown: true, assoc: true}, from
	}
	for i := 0; i < len(words); i += 2 {
		v := field{}
		if i+1 < len(words) {
			v = words[i+1]
		}
		cur = cur.withKey(words[i].s, v)
	}
	return cur, from
}

// assocElement is ${m[k]} or ${#m[@]} of a known associative array a, held by v, with
// whether the element is set; ok is false for what else a subscript may ask.
func (w *walker) assocElement(p *syntax.ParamExp, v value, a *array) (value, elementSet, bool) {
	if p.Length {
		if arrayIndex(p.Index) == 0 {
			return value{}, setUnknown, false
		}
		return value{s: strconv.Itoa(len(a.keys))}, setUnknown, true
	}
	if arrayIndex(p.Index) != 0 {
		return value{}, setUnknown, false
	}
	key, kfrom, ok := w.assocKey(p.Index)
	if !ok {
		return value{dyn: true, from: unionFrom(v.from, kfrom)}, setUnknown, true // any element, or none
	}
	set, f := setNot, field{}
	if i := a.keyAt(key); i >= 0 {
		set, f = setYes, a.el[i]
	}
	return value{s: f.s, dyn: f.dyn, lead: f.lead, from: f.from}, set, true
}

// knownAssoc reports an associative array whose keys are all known.
func knownAssoc(a *array) bool { return a != nil && a.assoc && a.keyed }

// assocElements are the elements ${m[@]} of a known associative array expands to, where
// their order cannot matter: one element or none.
func assocElements(a *array) ([]field, bool) {
	if len(a.el) > 1 {
		return nil, false
	}
	return a.el[:len(a.el):len(a.el)], true
}
