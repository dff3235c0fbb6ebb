package adapters

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// memberCases are objects whose members' keys and values the reader must get exactly as gjson
// (which it replaces) and encoding/json (the reference) do.
var memberCases = []string{
	`{}`,
	` { "a" : 1 , "b":"x" } `,
	`{"command":"echo \"hi\" \\ /tmp\\/x\n\ttab\r\b\f","n":-1.5e3,"t":true,"f":false,"z":null}`,
	`{"nested":{"a":[1,"]}",{"b":"}"}],"c":"\"}"},"after":"ok"}`,
	`{"u":"caf\u00e9 \u2603 \ud83d\ude00 lone \ud800 tail \udc00x \ud800\u0041"}`,
	`{"k\"ey":"v","k\\ey":"w","\u006bey":"x"}`,
	`{"a":"\\\\","b":"\\\"","c":"\\\\\""}`,
	`{"dup":"first","dup":"second"}`,
	`{"content":"` + strings.Repeat(`line \"quoted\" \\ \n`, 2000) + `","tail":1}`,
}

func TestMembersMatchGJSON(t *testing.T) {
	for _, obj := range memberCases {
		checkMembers(t, obj)
	}
}

func checkMembers(t *testing.T, obj string) {
	t.Helper()
	if !gjson.Valid(obj) {
		return
	}
	r := gjson.Parse(obj)
	if !r.IsObject() {
		return
	}
	f := &Fields{r: r}
	want := map[string]gjson.Result{}
	var order []string
	r.ForEach(func(k, v gjson.Result) bool {
		if _, dup := want[k.String()]; !dup {
			want[k.String()] = v
			order = append(order, k.String())
		}
		return true
	})
	var got []string
	members(obj, func(k, _ string) { got = append(got, k) })
	seen := map[string]bool{}
	var gotFirst []string
	for _, k := range got {
		if !seen[k] {
			seen[k] = true
			gotFirst = append(gotFirst, k)
		}
	}
	if strings.Join(gotFirst, "\x00") != strings.Join(order, "\x00") {
		t.Fatalf("%.80q: keys %q, gjson says %q", obj, gotFirst, order)
	}
	for k, w := range want {
		g := f.get(k)
		if g.Type != w.Type || g.String() != w.String() || g.Raw != w.Raw {
			t.Errorf("%.80q: %q = %v %.60q (raw %.60q), gjson says %v %.60q (raw %.60q)", obj, k, g.Type, g.String(), g.Raw, w.Type, w.String(), w.Raw)
		}
		// encoding/json also replaces invalid UTF-8 with U+FFFD; gjson, and this reader, keep
		// the bytes (harnesses send valid UTF-8).
		if w.Type == gjson.String && utf8.ValidString(w.Raw) {
			var ref string
			if err := json.Unmarshal([]byte(w.Raw), &ref); err == nil && ref != g.Str {
				t.Errorf("%.80q: %q = %.60q, encoding/json says %.60q", obj, k, g.Str, ref)
			}
		}
	}
	if f.get("no such key").Exists() {
		t.Errorf("%.80q: an absent key exists", obj)
	}
}

func FuzzMembers(f *testing.F) {
	for _, c := range memberCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, obj string) { checkMembers(t, obj) })
}
