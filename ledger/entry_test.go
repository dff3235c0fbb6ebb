package ledger

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
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
		line, err := sign(k, &e)
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

// TestRecordJSON holds the audit trail's hand encoder to what it must write: appendString
// (shared with pending.json) to json.Marshal byte for byte, on text needing every escape
// encoding/json makes and on random bytes; and each OTLP line to valid JSON that reads back
// field by field (TestOTLPDecodes reads it with the official OTLP definitions).
func TestRecordJSON(t *testing.T) {
	odd := "a\"b\\c\nd\re\tf\bg\fh\x01<i>&j\u2028k\u2029l\xffm\xc3é日本"
	at := time.Date(2026, 12, 1, 8, 20, 36, 123456789, time.UTC)
	recs := []Record{
		{Time: at, Kind: "block"},
		{Time: at.Truncate(time.Second), Kind: "ask", Runner: "claude", Group: "pre-shell", Session: "s-1", Root: "/p",
			Guard: "destructive", Rule: "fs.rm-recursive", Reason: odd, Code: "K7Q2", Action: "ab12"},
		{Time: at.In(time.FixedZone("x", 3600)), Kind: odd, Reason: "", Code: odd},
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		n := 1 + rng.IntN(12) // a record always has a kind
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		recs = append(recs, Record{Time: at, Kind: string(b), Reason: string(b) + "<&>"})
	}
	// What encoding/json makes of a string (each bad byte a U+FFFD) is what the line must
	// read back as, through the OTLP form and its escaping.
	viaJSON := func(s string) string {
		b, _ := json.Marshal(s)
		var out string
		json.Unmarshal(b, &out)
		return out
	}
	for _, r := range recs {
		for _, str := range []string{r.Kind, r.Reason} {
			want, _ := json.Marshal(str)
			if got := appendString(nil, str); string(got) != string(want) {
				t.Errorf("appendString(%q) = %s, encoding/json says %s", str, got, want)
			}
		}
		line := appendOTLP(nil, Resource{Host: "h\x00ost", User: odd, Version: "v1"}, []Record{r})
		if !json.Valid(line) {
			t.Fatalf("record %+v: not JSON: %s", r, line)
		}
		back, ok := parseOTLP(line)
		if !ok || len(back) != 1 {
			t.Fatalf("record %+v: does not read back: %s", r, line)
		}
		g := back[0]
		wantReason := RedactTokens(viaJSON(r.Reason))
		if wantReason == viaJSON(r.Kind) || wantReason == "" {
			wantReason = ""
		}
		if !g.Time.Equal(r.Time) || g.Kind != viaJSON(r.Kind) || g.Reason != wantReason || g.Code != viaJSON(r.Code) ||
			g.Guard != r.Guard || g.Runner != r.Runner || g.Session != r.Session || g.Root != r.Root || g.Action != r.Action ||
			g.User != viaJSON(odd) || g.Host != "h\x00ost" || g.Version != "v1" {
			t.Errorf("record %+v\nread back as %+v\nfrom %s", r, g, line)
		}
	}
}

// RedactTokens masks credential-like words and leaves prose, paths, rule names and the
// secrets guard's own redactions as they are.
func TestRedactTokens(t *testing.T) {
	for in, want := range map[string]string{
		"":                                   "",
		"recursive delete of /home/u/.cache": "recursive delete of /home/u/.cache",
		"destructive/fs.rm-recursive":        "destructive/fs.rm-recursive",
		"AKIA…6K (20 chars)":                 "AKIA…6K (20 chars)",
		"TestWideAnchoredFindsWhatTheScanFinds, no digit":                            "TestWideAnchoredFindsWhatTheScanFinds, no digit",
		"12345678901234567890123 only digits":                                        "12345678901234567890123 only digits",
		"curl -H 'Authorization: Bearer ghp_abcdefghijklmnopqrstuvwxyz0123456789' x": "curl -H 'Authorization: Bearer ghp_…(40 chars, redacted)' x",
		"AKIAZ3MHQ7RTXW4PLD6K":                                                       "AKIA…(20 chars, redacted)",
		"AKIAZ3MHQ7RTXW4PLD6":                                                        "AKIAZ3MHQ7RTXW4PLD6", // 19: too short to be taken for a key
		"a=sk-proj-1234567890abcdefghijkl;b":                                         "a=sk-p…(30 chars, redacted);b",
		"é" + "Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9" + "é":                                       "é" + "Zx9Z…(24 chars, redacted)" + "é",
		"two: abcdefghij0123456789 and ABCDEFGHIJ0123456789!":                        "two: abcd…(20 chars, redacted) and ABCD…(20 chars, redacted)!",
	} {
		if got := RedactTokens(in); got != want {
			t.Errorf("RedactTokens(%q)\n got %q\nwant %q", in, got, want)
		}
	}
}

// A record's line never holds a credential its reason quoted: the encoder masks it.
func TestOTLPLineRedactsTheReason(t *testing.T) {
	secret := "ghp_" + strings.Repeat("Ab1", 12)
	line := appendOTLP(nil, Resource{}, []Record{{Kind: "block", Guard: "destructive", Reason: "rm -rf ~ --token " + secret}})
	if strings.Contains(string(line), secret) || strings.Contains(string(line), secret[4:]) {
		t.Fatalf("the line holds the credential: %s", line)
	}
	if !strings.Contains(string(line), "ghp_…(40 chars, redacted)") {
		t.Fatalf("the masked credential is not named: %s", line)
	}
}
