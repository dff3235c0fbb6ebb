package adapters

import (
	"fmt"

	"github.com/tidwall/gjson"
)

// Fields reads a JSON object's fields by name without encoding/json's reflection, whose
// per-type caches cost a hook process more than the rest of the call (measured: about 40% of a
// whole PreToolUse call). A field of the wrong type is remembered as the first error.
type Fields struct {
	r   gjson.Result
	at  string // where this object sits, for messages: "" or "tool_input"
	err error
}

// ParseObject checks that data is one JSON object and returns its fields.
func ParseObject(data []byte) (*Fields, error) {
	if !gjson.ValidBytes(data) {
		return nil, fmt.Errorf("it is not valid JSON")
	}
	r := gjson.ParseBytes(data)
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

// get reads a key literally: gjson's path syntax would treat . * ? as operators.
func (f *Fields) get(key string) gjson.Result {
	return f.r.Get(gjson.Escape(key))
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
