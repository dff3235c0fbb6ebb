package ledger

import (
	"encoding/json"
	"reflect"
	"testing"
)

// entryOf reads every line sign writes as encoding/json does, for every field of Entry.
func TestEntryOf(t *testing.T) {
	k := []byte("0123456789abcdef0123456789abcdef")
	odd := "quote \" backslash \\ <html> & \u2028 \x7f tab\t é 漢字 😀"
	full := Entry{Seq: 1 << 40, Kind: KindGrant, Code: "hg-abc123", Guard: "destructive", Rule: "fs.rm-recursive",
		Action: odd, Summary: odd, Session: "s", Runner: "claude", Created: 1764450000123456789, Expires: -1,
		Single: true, Prompt: odd, PromptID: odd, TranscriptAt: 1 << 33, Line: 7, Prev: "p", MAC: "ignored: sign sets it"}
	v := reflect.ValueOf(full)
	for i := range v.NumField() {
		if v.Field(i).IsZero() {
			t.Fatalf("the sample leaves Entry.%s zero: fill it, and read it in entryOf", v.Type().Field(i).Name)
		}
	}
	for _, e := range []Entry{full, {Seq: 2, Kind: "consume", Code: "hg-x", Created: 7, Prev: "q"}} {
		line, err := sign(k, e)
		if err != nil {
			t.Fatal(err)
		}
		var want Entry
		if err := json.Unmarshal(line, &want); err != nil {
			t.Fatal(err)
		}
		got, ok := entryOf(line)
		if !ok || got != want {
			t.Errorf("entryOf(%s)\n= %+v\nwant %+v", line, got, want)
		}
	}
	for _, bad := range []string{``, `[]`, `"x"`, `{"seq":1`, `not json`} {
		if _, ok := entryOf([]byte(bad)); ok {
			t.Errorf("entryOf(%q) took it for an entry", bad)
		}
	}
}
