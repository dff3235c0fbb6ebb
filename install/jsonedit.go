package install

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/tidwall/gjson"
)

// The settings files are the user's: install edits them as text, splicing our spans in and
// out at offsets gjson reports, so every byte outside those spans (formatting, key order,
// unknown fields) survives. An insertion copies its neighbours' indentation; removing it takes
// out exactly the bytes the insertion put in, which is what makes uninstall restore a file.

// member is a value inside an object or array, with its span in the document.
type member struct {
	Key   string // "" in arrays
	Start int    // the key's opening quote in objects, the value's first byte in arrays
	End   int    // one past the value's last byte
	Value gjson.Result
}

// members lists c's members with absolute spans; c must come from gjson.Parse(doc) or a
// descendant of it, so that its Index is absolute.
func members(c gjson.Result) []member {
	var ms []member
	c.ForEach(func(k, v gjson.Result) bool {
		m := member{Start: v.Index, End: v.Index + len(v.Raw), Value: v}
		if c.IsObject() {
			m.Key, m.Start = k.String(), k.Index
		}
		ms = append(ms, m)
		return true
	})
	return ms
}

// child returns the value under key in object c, and whether it is there.
func child(c gjson.Result, key string) (gjson.Result, bool) {
	for _, m := range members(c) {
		if m.Key == key {
			return m.Value, true
		}
	}
	return gjson.Result{}, false
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// lineIndent is the whitespace that starts the line holding position i.
func lineIndent(doc string, i int) string {
	ls := strings.LastIndexByte(doc[:i], '\n') + 1
	j := ls
	for j < len(doc) && (doc[j] == ' ' || doc[j] == '\t') {
		j++
	}
	return doc[ls:j]
}

// indentUnit guesses the file's indentation step from its first indented line.
func indentUnit(doc string) string {
	for i := 0; i < len(doc); i++ {
		if doc[i] != '\n' {
			continue
		}
		j := i + 1
		for j < len(doc) && (doc[j] == ' ' || doc[j] == '\t') {
			j++
		}
		if j > i+1 && j < len(doc) && !isSpace(doc[j]) {
			return doc[i+1 : j]
		}
	}
	return "  "
}

// render writes v as JSON indented for a place whose lines start with indent; HTML characters
// stay as they are, since our commands carry && and the user reads this file.
func render(v any, indent, unit string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // our own values always encode
	}
	if unit == "" {
		return strings.TrimSpace(b.String())
	}
	var out bytes.Buffer
	json.Indent(&out, bytes.TrimSpace(b.Bytes()), indent, unit)
	return out.String()
}

// appendMember adds key: v (key "" for arrays) as c's last member, and returns the new
// document and the span inserted.
func appendMember(doc string, c gjson.Result, key string, v any) string {
	unit := indentUnit(doc)
	ms := members(c)
	entry := func(indent, u string) string {
		s := render(v, indent, u)
		if key != "" {
			k, _ := json.Marshal(key)
			s = string(k) + ": " + s
		}
		return s
	}
	open, close := bounds(c)
	if len(ms) == 0 {
		if !strings.Contains(doc[c.Index:close], "\n") && !strings.Contains(doc, "\n") {
			// A one-line file stays one line.
			return doc[:open+1] + entry("", "") + doc[close:]
		}
		ind := lineIndent(doc, open)
		return doc[:open+1] + "\n" + ind + unit + entry(ind+unit, unit) + "\n" + ind + doc[close:]
	}
	last := ms[len(ms)-1]
	first := ms[0]
	if !strings.Contains(doc[open:first.Start], "\n") {
		return doc[:last.End] + ", " + entry("", "") + doc[last.End:]
	}
	ind := lineIndent(doc, last.Start)
	return doc[:last.End] + ",\n" + ind + entry(ind, unit) + doc[last.End:]
}

// removeMember takes member i out of container c, with the separator that joins it to its
// neighbours; removing the only member leaves the container empty.
func removeMember(doc string, c gjson.Result, i int) string {
	ms := members(c)
	m := ms[i]
	switch {
	case len(ms) == 1:
		open, close := bounds(c)
		return doc[:open+1] + doc[close:]
	case i == len(ms)-1:
		return doc[:ms[i-1].End] + doc[m.End:]
	default:
		return doc[:m.Start] + doc[ms[i+1].Start:]
	}
}

// bounds returns the offsets of c's opening and closing bracket: gjson.Parse's result for the
// whole document carries the whitespace around it in Raw.
func bounds(c gjson.Result) (open, close int) {
	lead := len(c.Raw) - len(strings.TrimLeft(c.Raw, " \t\r\n"))
	trimmed := strings.TrimRight(c.Raw, " \t\r\n")
	return c.Index + lead, c.Index + len(trimmed) - 1
}

// isEmpty reports whether a container holds nothing.
func isEmpty(c gjson.Result) bool { return len(members(c)) == 0 }
