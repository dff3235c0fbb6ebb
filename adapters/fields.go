package adapters

import (
	"fmt"
	"strings"
	"unsafe"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard"
)

// Fields reads a JSON object's fields by name without encoding/json's reflection, whose
// per-type caches cost a hook process more than the rest of the call (measured: about 40% of a
// whole PreToolUse call). A field of the wrong type is remembered as the first error.
type Fields struct {
	r   gjson.Result
	at  string // where this object sits, for messages: "" or "tool_input"
	err error
	// keys indexes the object's members in one pass: a Get per key would scan the whole object
	// again each time, which for a 1 MB write is most of the call. A member's value is parsed
	// when it is first read (see members).
	keys map[string]*member
}

type member struct {
	raw    string
	v      gjson.Result
	parsed bool
}

// ParseObject checks that data is one JSON object and returns its fields. The fields' strings
// share data's memory rather than copying it (a copy of a 1 MB write is 256 fresh pages, ~5 ms
// on a VM), so data must not change while the fields or the event made from them are in use:
// the hook reads its payload once and never writes to it.
func ParseObject(data []byte) (*Fields, error) {
	json := unsafe.String(unsafe.SliceData(data), len(data))
	if !gjson.Valid(json) {
		return nil, fmt.Errorf("it is not valid JSON")
	}
	r := gjson.Parse(json)
	if !r.IsObject() {
		return nil, fmt.Errorf("it is JSON but not an object")
	}
	return &Fields{r: r}, nil
}

func (f *Fields) name(key string) string {
	if f.at == "" {
		return key
	}
	return f.at + "." + key
}

func (f *Fields) fail(key, want string) {
	if f.err == nil {
		f.err = fmt.Errorf("%s is not %s", f.name(key), want)
	}
}

// get reads a key literally (gjson's path syntax would treat . * ? as operators); the first
// member of that name wins, as gjson's Get has it.
func (f *Fields) get(key string) gjson.Result {
	if f.keys == nil {
		f.keys = map[string]*member{}
		members(f.r.Raw, func(k, raw string) {
			if _, dup := f.keys[k]; !dup {
				f.keys[k] = &member{raw: raw}
			}
		})
	}
	m := f.keys[key]
	if m == nil {
		return gjson.Result{}
	}
	if !m.parsed {
		if strings.HasPrefix(m.raw, `"`) && len(m.raw) >= 2 {
			m.v = gjson.Result{Type: gjson.String, Raw: m.raw, Str: unescape(m.raw[1 : len(m.raw)-1])}
		} else {
			m.v = gjson.Parse(m.raw)
		}
		m.parsed = true
	}
	return m.v
}

// Has reports whether key is present (even as null).
func (f *Fields) Has(key string) bool { return f.get(key).Exists() }

// Str reads a string field; absent or null is "".
func (f *Fields) Str(key string) string {
	v := f.get(key)
	switch v.Type {
	case gjson.String:
		return v.Str
	case gjson.Null:
		return ""
	}
	f.fail(key, "a string")
	return ""
}

// Text reads a field that may be a string: its value, and whether it is one. Unlike Str it
// records no error, for members whose meaning is only guessed from their name.
func (f *Fields) Text(key string) (string, bool) {
	v := f.get(key)
	return v.Str, v.Type == gjson.String
}

// Bool reads a boolean field; absent or null is false.
func (f *Fields) Bool(key string) bool {
	v := f.get(key)
	switch v.Type {
	case gjson.True:
		return true
	case gjson.False, gjson.Null:
		return false
	}
	f.fail(key, "true or false")
	return false
}

// Obj reads an object field; absent or null is an empty object.
func (f *Fields) Obj(key string) *Fields {
	v := f.get(key)
	if v.Exists() && v.Type != gjson.Null && !v.IsObject() {
		f.fail(key, "an object")
	}
	if !v.IsObject() {
		v = gjson.Result{}
	}
	return &Fields{r: v, at: f.name(key), err: nil}
}

// Objs reads an array of objects; absent or null is none.
func (f *Fields) Objs(key string) []*Fields {
	v := f.get(key)
	if !v.Exists() || v.Type == gjson.Null {
		return nil
	}
	if !v.IsArray() {
		f.fail(key, "an array")
		return nil
	}
	var out []*Fields
	for i, x := range v.Array() {
		if !x.IsObject() {
			f.fail(fmt.Sprintf("%s[%d]", key, i), "an object")
			continue
		}
		out = append(out, &Fields{r: x, at: fmt.Sprintf("%s[%d]", f.name(key), i)})
	}
	return out
}

// JSON is the object's own JSON text, for handing MCP arguments on.
func (f *Fields) JSON() []byte { return []byte(f.r.Raw) }

// Err is the first type error met, on this object or on objects read from it with Obj and
// Objs that the caller passes back through Merge.
func (f *Fields) Err() error { return f.err }

// Merge keeps the first error of a child object read with Obj or Objs.
func (f *Fields) Merge(children ...*Fields) error {
	for _, c := range children {
		if f.err == nil && c.err != nil {
			f.err = c.err
		}
	}
	return f.err
}

// Short keeps a decoding error short enough for a reason.
func Short(err error) string {
	s := err.Error()
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// ClaudeEvent is the event of Claude's naming (Codex copies it) whose reply a group takes when
// the payload could not be read at all but the installed command named its group.
func ClaudeEvent(g hookguard.Group) string {
	switch g {
	case hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead:
		return "PreToolUse"
	case hookguard.PostEdit:
		return "PostToolUse"
	case hookguard.Prompt:
		return "UserPromptSubmit"
	case hookguard.Stop:
		return "Stop"
	case hookguard.SessionStart:
		return "SessionStart"
	}
	return ""
}

// Strs reads an array of strings; absent or null is none.
func (f *Fields) Strs(key string) []string {
	v := f.get(key)
	if !v.Exists() || v.Type == gjson.Null {
		return nil
	}
	if !v.IsArray() {
		f.fail(key, "a list of strings")
		return nil
	}
	var out []string
	for _, x := range v.Array() {
		if x.Type != gjson.String {
			f.fail(key, "a list of strings")
			return nil
		}
		out = append(out, x.Str)
	}
	return out
}

// PromptSource tells a continuation that hookguard's own stop block produced (Codex and Gemini
// send the reason back as new user text) from a prompt a human typed: only the latter starts a
// new turn or may authorise anything.
func PromptSource(prompt string) string {
	t := strings.TrimSpace(prompt)
	if strings.HasPrefix(t, "hookguard: ") || strings.HasPrefix(t, "hookguard [") {
		return "stop-continuation"
	}
	return "user"
}

// Command reads a shell command that harness versions send either as a string or as an argv
// list; a list is joined with each word shell-quoted as needed, so the parse sees the same argv.
func (f *Fields) Command(key string) (string, error) {
	v := f.get(key)
	switch {
	case !v.Exists() || v.Type == gjson.Null:
		return "", nil
	case v.Type == gjson.String:
		return v.Str, nil
	case !v.IsArray():
		return "", fmt.Errorf("%s is neither a string nor a list of strings", f.name(key))
	}
	var words []string
	for _, a := range v.Array() {
		if a.Type != gjson.String {
			return "", fmt.Errorf("%s is neither a string nor a list of strings", f.name(key))
		}
		words = append(words, Quote(a.Str))
	}
	return strings.Join(words, " "), nil
}

// Quote single-quotes a word unless it is made only of characters the shell takes literally.
func Quote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '-' || r == '_' || r == '.' || r == '/' || r == '=' || r == ':' || r == ',' || r == '@' || r == '+' ||
			(r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9'))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Malformed answers a payload that does not read (err) or names no event: the event carries the
// name where one was read, so the error is answered in that event's form, and the error names
// the harness so that a mis-wired hook is easy to see.
func Malformed(r hookguard.Runner, harness, event string, err error) (*hookguard.Event, error) {
	if err != nil {
		return &hookguard.Event{Runner: r, HookEvent: event}, fmt.Errorf("the payload is not %s's hook JSON (%v)", harness, Short(err))
	}
	return &hookguard.Event{Runner: r}, fmt.Errorf("the payload has no hook_event_name: is this hook wired to %s? (the installed command's --runner names the harness)", harness)
}
