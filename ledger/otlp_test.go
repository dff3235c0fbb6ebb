package ledger

import (
	"bufio"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	collogs "go.opentelemetry.io/proto/otlp/collector/logs/v1"
	common "go.opentelemetry.io/proto/otlp/common/v1"
	logs "go.opentelemetry.io/proto/otlp/logs/v1"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/hookguard/hookguard"
)

// TestOTLPDecodes writes records of every kind, with text that needs every escape, through
// Audit, and decodes every line of the file with the official OTLP protobuf definitions
// (protojson, strict: an unknown or misspelt field fails), as the Collector's otlpjsonfile
// receiver would; each field must come back as written.
func TestOTLPDecodes(t *testing.T) {
	dir := t.TempDir()
	odd := "a\"b\\c\nd\re\tf\bg\fh\x01<i>&j\u2028k\u2029l m\u00e9日本 \U0001F600"
	at := time.Date(2026, 12, 1, 8, 20, 36, 123456789, time.UTC)
	recs := []Record{
		{Time: at, Kind: "block", Runner: hookguard.Claude, Group: hookguard.PreShell, Session: "s-1", Agent: "agent-2", Root: "/p",
			Guard: "destructive", Rule: "fs.rm-recursive", Reason: "recursive delete " + odd, Code: "hg-4k7q2m", Action: strings.Repeat("ab", 32),
			Policy: []string{"default embedded default", "user /home/u/.config/hookguard/guards.toml"}, PolicyHash: strings.Repeat("cd", 32), LatencyMs: 2.125},
		{Time: at.Add(time.Second), Kind: "ask", Runner: hookguard.Codex, Group: hookguard.PreFiles, Session: odd, Root: odd, Guard: "rules", Rule: odd, Reason: odd},
		{Time: at.Add(2 * time.Second), Kind: "observe", Runner: hookguard.Gemini, Group: hookguard.PreRead, Guard: "boundary", Rule: "outside"},
		{Time: at.Add(3 * time.Second), Kind: "allow", Runner: hookguard.Claude, Group: hookguard.Stop, LatencyMs: 0.001},
		{Time: at.Add(4 * time.Second), Kind: "authorise", Code: "hg-4k7q2m", Guard: "destructive", Reason: "run `rm -rf ~/x`"},
		{Time: at.Add(5 * time.Second), Kind: "consume", Code: "hg-4k7q2m"},
		{Time: at.Add(6 * time.Second), Kind: "revoke", Runner: hookguard.CLI, Code: "hg-4k7q2m"},
	}
	a := New(dir)
	a.Trail = Trail{Resource: Resource{Host: "host-" + odd, User: "u", Version: "v1.2.3"}}
	if err := a.Audit("/p", recs[:2]...); err != nil { // two records, one request
		t.Fatal(err)
	}
	for _, r := range recs[2:] {
		if err := a.Audit("/p", r); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(AuditPath(dir))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var got []Record
	sc := bufio.NewScanner(f)
	lines := 0
	for sc.Scan() {
		lines++
		var req collogs.ExportLogsServiceRequest
		if err := protojson.Unmarshal(sc.Bytes(), &req); err != nil {
			t.Fatalf("line %d does not decode as OTLP: %v\n%s", lines, err, sc.Bytes())
		}
		if len(req.ResourceLogs) != 1 || len(req.ResourceLogs[0].ScopeLogs) != 1 {
			t.Fatalf("line %d: %d resources", lines, len(req.ResourceLogs))
		}
		rl := req.ResourceLogs[0]
		res := map[string]string{}
		for _, kv := range rl.Resource.Attributes {
			res[kv.Key] = kv.Value.GetStringValue()
		}
		if want := map[string]string{"service.name": "hookguard", "service.version": "v1.2.3", "host.name": "host-" + odd, "user.name": "u"}; !reflect.DeepEqual(res, want) {
			t.Errorf("line %d: resource %v, want %v", lines, res, want)
		}
		sl := rl.ScopeLogs[0]
		if sl.Scope.Name != "hookguard" || sl.Scope.Version != "v1.2.3" {
			t.Errorf("line %d: scope %v", lines, sl.Scope)
		}
		for _, lr := range sl.LogRecords {
			got = append(got, decodeOTLP(t, lr))
		}
	}
	if lines != len(recs)-1 || len(got) != len(recs) {
		t.Fatalf("%d lines, %d records; want %d and %d", lines, len(got), len(recs)-1, len(recs))
	}
	for i, w := range recs {
		g := got[i]
		if w.Reason == "" {
			w.Reason = w.Kind // the body of a record without a reason
		}
		if w.Root == "" {
			w.Root = "/p"
		}
		if !g.Time.Equal(w.Time) || !reflect.DeepEqual(otlpFields(g), otlpFields(w)) {
			t.Errorf("record %d\n got %+v\nwant %+v", i, g, w)
		}
	}
	// And hookguard's own reader agrees: every project's records, or one project's.
	back, err := ReadAudit(dir, "", time.Time{})
	if err != nil || len(back) != len(recs) || back[1].Rule != odd || back[0].Agent != "agent-2" || back[0].Host != "host-"+odd {
		t.Fatalf("ReadAudit: %v, %+v", err, back)
	}
	if back, _ := ReadAudit(dir, "/p", time.Time{}); len(back) != len(recs)-1 {
		t.Fatalf("ReadAudit of /p: %d records, want all but the one of project %q", len(back), odd)
	}
}

// otlpFields is what the OTLP line carries of a record, for comparison: every field but the
// time (compared as an instant) and what the resource says.
func otlpFields(r Record) Record {
	return Record{Kind: r.Kind, Runner: r.Runner, Group: r.Group, Guard: r.Guard, Rule: r.Rule, Code: r.Code,
		Action: r.Action, Session: r.Session, Agent: r.Agent, Root: r.Root, Reason: r.Reason, PolicyHash: r.PolicyHash,
		Policy: r.Policy, LatencyMs: r.LatencyMs}
}

// decodeOTLP reads one log record, decoded by the official definitions, back into a Record:
// each attribute the README names into its field, any other one an error.
func decodeOTLP(t *testing.T, lr *logs.LogRecord) Record {
	t.Helper()
	r := Record{Time: time.Unix(0, int64(lr.TimeUnixNano)).UTC(), Reason: lr.Body.GetStringValue()}
	text := map[string]*string{
		"hookguard.verdict": &r.Kind, "hookguard.guard": &r.Guard, "hookguard.rule": &r.Rule, "hookguard.code": &r.Code,
		"hookguard.action.hash": &r.Action, "session.id": &r.Session, "hookguard.agent.id": &r.Agent,
		"hookguard.project.root": &r.Root, "hookguard.policy.hash": &r.PolicyHash,
	}
	for _, kv := range lr.Attributes {
		v := kv.Value.GetStringValue()
		if f, ok := text[kv.Key]; ok {
			*f = v
			continue
		}
		switch kv.Key {
		case "hookguard.runner":
			r.Runner = hookguard.Runner(v)
		case "hookguard.group":
			r.Group = hookguard.Group(v)
		case "hookguard.policy.source":
			for _, x := range kv.Value.GetArrayValue().GetValues() {
				r.Policy = append(r.Policy, x.GetStringValue())
			}
		case "hookguard.latency_ms":
			if _, ok := kv.Value.Value.(*common.AnyValue_DoubleValue); !ok {
				t.Errorf("latency is not a double: %v", kv.Value)
			}
			r.LatencyMs = kv.Value.GetDoubleValue()
		default:
			t.Errorf("an attribute the README does not name: %s", kv.Key)
		}
	}
	if lr.EventName != "hookguard."+r.Kind {
		t.Errorf("%s: event name %q", r.Kind, lr.EventName)
	}
	if want := map[bool]string{true: "WARN", false: "INFO"}[r.Kind == "block"]; lr.SeverityText != want {
		t.Errorf("%s: severity %q", r.Kind, lr.SeverityText)
	}
	return r
}

// FuzzParseOTLP: any line `hookguard log` meets reads as records or is skipped, never a panic;
// and what the encoder writes from any record reads back as that record's fields.
func FuzzParseOTLP(f *testing.F) {
	f.Add([]byte(`{"resourceLogs":[]}`), "block", "why")
	f.Add(appendOTLP(nil, Resource{Host: "h"}, []Record{{Kind: "ask", Reason: "x"}}), "observe", "")
	f.Add([]byte(`{"resourceLogs":[{"scopeLogs":[{"logRecords":[{"attributes":[{"key":"hookguard.policy.source","value":{"arrayValue":{"values":[{"doubleValue":1}]}}}]}]}]}]}`), "allow", "\xff")
	f.Fuzz(func(t *testing.T, line []byte, kind, reason string) {
		parseOTLP(line)
		if kind == "" {
			return
		}
		r := Record{Time: time.Unix(0, 1796144937788739375).UTC(), Kind: kind, Reason: reason, Rule: reason, LatencyMs: 1.5}
		back, ok := parseOTLP(appendOTLP(nil, Resource{User: reason}, []Record{r}))
		// A valid string comes back as it was; a bad byte, as the U+FFFD it was written as.
		if !ok || len(back) != 1 || !back[0].Time.Equal(r.Time) || (utf8.ValidString(reason) && back[0].Rule != reason) {
			t.Fatalf("%+v read back as %+v (%v)", r, back, ok)
		}
	})
}
