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
// neighbours; removing the only member leaves the container empty. It removes exactly the bytes
// appendMember put in (the separator before a member that is not first), so that uninstall
// restores a file; where a comment sits in the way it takes only the separator and the member,
// since a comment is the user's.
func removeMember(doc string, c gjson.Result, i int) string {
	ms := members(c)
	m := ms[i]
	blank := blankComments(doc)
	clean := func(a, b int) bool { return doc[a:b] == blank[a:b] }
	comma := func(a, b int) int { return a + strings.IndexByte(blank[a:b], ',') }
	switch {
	case len(ms) == 1:
		open, close := bounds(c)
		if clean(open+1, close) {
			return doc[:open+1] + doc[close:]
		}
		return doc[:m.Start] + doc[m.End:]
	case i > 0:
		prev := ms[i-1]
		if clean(prev.End, m.Start) {
			return doc[:prev.End] + doc[m.End:]
		}
		k := comma(prev.End, m.Start)
		return doc[:k] + doc[k+1:m.Start] + doc[m.End:]
	default:
		next := ms[1]
		if clean(m.End, next.Start) {
			return doc[:m.Start] + doc[next.Start:]
		}
		k := comma(m.End, next.Start)
		return doc[:m.Start] + doc[m.End:k] + doc[k+1:]
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

// blankComments returns doc with every // and /* */ comment outside a string replaced by
// spaces (line breaks kept), so that it parses as JSON at the same offsets: Gemini CLI strips
// comments from its settings when it loads them, and the user's comments must survive an edit,
// so install parses the blanked text and splices into the original. An unterminated /* blanks
// to the end, which leaves the text invalid, as the harness would find it.
func blankComments(doc string) string {
	if !strings.Contains(doc, "/") {
		return doc
	}
	b := []byte(doc)
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '/':
			for ; i < len(b) && b[i] != '\n'; i++ {
				if b[i] != '\r' {
					b[i] = ' '
				}
			}
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '*':
			b[i], b[i+1] = ' ', ' '
			for i += 2; i < len(b) && !(b[i] == '*' && i+1 < len(b) && b[i+1] == '/'); i++ {
				if !isSpace(b[i]) {
					b[i] = ' '
				}
			}
			if i < len(b) {
				b[i], b[i+1] = ' ', ' '
				i++
			}
		}
	}
	return string(b)
}

// hasComments reports whether doc holds a comment outside its strings.
func hasComments(doc string) bool { return blankComments(doc) != doc }

// parse reads doc as JSON with its comments blanked: every offset it reports is the same in
// doc itself.
func parse(doc string) gjson.Result { return gjson.Parse(blankComments(doc)) }
