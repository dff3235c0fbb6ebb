package testscripts

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	collogs "go.opentelemetry.io/proto/otlp/collector/logs/v1"
	common "go.opentelemetry.io/proto/otlp/common/v1"
	logs "go.opentelemetry.io/proto/otlp/logs/v1"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/rogpeppe/go-internal/testscript"
)

// otlpCmd is `otlp FILE COUNT [KEY=VALUE...]`: every line of FILE (the audit trail, or what
// `hookguard log --otlp` printed) decodes with the official OTLP protobuf definitions, strictly
// (an unknown field is an error), as ExportLogsServiceRequest; every record carries the
// fields the README promises; there are COUNT records in all; and the last one has each
// attribute KEY (its own or its resource's) equal to VALUE (a string, or for latency a number
// shown as the JSON mapping shows it). VALUE may be ~REGEXP; an empty VALUE wants no such
// attribute.
func otlpCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: otlp FILE COUNT [KEY=VALUE...]")
	}
	data, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	want, err := strconv.Atoi(args[1])
	ts.Check(err)
	var last map[string]string
	n := 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		var req collogs.ExportLogsServiceRequest
		if err := protojson.Unmarshal(sc.Bytes(), &req); err != nil {
			ts.Fatalf("%s:%d: not an OTLP logs request: %v\n%s", args[0], line, err, sc.Bytes())
		}
		for _, rl := range req.GetResourceLogs() {
			res := attrs(rl.GetResource().GetAttributes())
			for _, k := range []string{"service.name", "service.version", "host.name", "user.name"} {
				if res[k] == "" {
					ts.Fatalf("%s:%d: the resource has no %s", args[0], line, k)
				}
			}
			for _, sl := range rl.GetScopeLogs() {
				if sl.GetScope().GetName() != "hookguard" {
					ts.Fatalf("%s:%d: scope %q, want hookguard", args[0], line, sl.GetScope().GetName())
				}
				for _, lr := range sl.GetLogRecords() {
					n++
					last = checkRecord(ts, fmt.Sprintf("%s:%d", args[0], line), lr)
					for k, v := range res {
						last[k] = v
					}
				}
			}
		}
	}
	ts.Check(sc.Err())
	if n != want {
		ts.Fatalf("%s: %d records, want %d", args[0], n, want)
	}
	for _, kv := range args[2:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			ts.Fatalf("otlp: %q is not KEY=VALUE", kv)
		}
		got, has := last[k]
		if v == "" { // KEY= : the record has no such attribute
			if has {
				ts.Fatalf("last record: %s = %q, want none", k, got)
			}
			continue
		}
		if re, isRe := strings.CutPrefix(v, "~"); isRe {
			if !has || !regexp.MustCompile(re).MatchString(got) {
				ts.Fatalf("last record: %s = %q, want a match for %s", k, got, re)
			}
		} else if !has || got != v {
			ts.Fatalf("last record: %s = %q (present: %v), want %q", k, got, has, v)
		}
	}
}

var hex64 = regexp.MustCompile(`^[0-9a-f]{64}$`)

// checkRecord holds one LogRecord to the trail's contract and returns its attributes as
// strings, with the body as "body".
func checkRecord(ts *testscript.TestScript, at string, lr *logs.LogRecord) map[string]string {
	a := attrs(lr.GetAttributes())
	kind := a["hookguard.verdict"]
	t := time.Unix(0, int64(lr.GetTimeUnixNano()))
	if lr.GetTimeUnixNano() == 0 || t.After(time.Now().Add(time.Minute)) || t.Before(time.Now().Add(-time.Hour)) {
		ts.Fatalf("%s: time %v is not the time of the call", at, t)
	}
	if lr.GetObservedTimeUnixNano() != lr.GetTimeUnixNano() {
		ts.Fatalf("%s: observed time differs from the time", at)
	}
	sev := logs.SeverityNumber_SEVERITY_NUMBER_INFO
	if kind == "block" {
		sev = logs.SeverityNumber_SEVERITY_NUMBER_WARN
	}
	if lr.GetSeverityNumber() != sev || lr.GetSeverityText() != strings.TrimPrefix(sev.String(), "SEVERITY_NUMBER_") {
		ts.Fatalf("%s: %s has severity %v %q", at, kind, lr.GetSeverityNumber(), lr.GetSeverityText())
	}
	if lr.GetEventName() != "hookguard."+kind {
		ts.Fatalf("%s: event name %q for a %s", at, lr.GetEventName(), kind)
	}
	body, ok := lr.GetBody().GetValue().(*common.AnyValue_StringValue)
	if !ok || body.StringValue == "" {
		ts.Fatalf("%s: the body is not a string", at)
	}
	a["body"] = body.StringValue
	switch kind {
	case "block", "ask", "observe", "allow":
		for _, k := range []string{"hookguard.runner", "hookguard.group", "session.id", "hookguard.project.root", "hookguard.latency_ms"} {
			if a[k] == "" && (k != "session.id" || a["hookguard.guard"] != "hookguard") { // an unreadable payload names no session
				ts.Fatalf("%s: a %s without %s", at, kind, k)
			}
		}
		if kind != "allow" && (a["hookguard.guard"] == "" || a["hookguard.rule"] == "") {
			ts.Fatalf("%s: a %s without its guard and rule", at, kind)
		}
		if strings.HasPrefix(a["hookguard.group"], "pre-") && !hex64.MatchString(a["hookguard.action.hash"]) {
			ts.Fatalf("%s: an action without its hash: %q", at, a["hookguard.action.hash"])
		}
		if !hex64.MatchString(a["hookguard.policy.hash"]) || a["hookguard.policy.source"] == "" {
			ts.Fatalf("%s: no policy: hash %q, source %q", at, a["hookguard.policy.hash"], a["hookguard.policy.source"])
		}
	case "authorise", "consume", "revoke":
		if a["hookguard.code"] == "" {
			ts.Fatalf("%s: a %s without its code", at, kind)
		}
	default:
		ts.Fatalf("%s: verdict %q is none of the trail's", at, kind)
	}
	return a
}

// attrs flattens attributes to strings: an array's strings joined with "; ", a double as
// strconv formats it.
func attrs(kvs []*common.KeyValue) map[string]string {
	out := map[string]string{}
	for _, kv := range kvs {
		switch v := kv.GetValue().GetValue().(type) {
		case *common.AnyValue_StringValue:
			out[kv.GetKey()] = v.StringValue
		case *common.AnyValue_DoubleValue:
			out[kv.GetKey()] = strconv.FormatFloat(v.DoubleValue, 'f', -1, 64)
		case *common.AnyValue_ArrayValue:
			var ss []string
			for _, x := range v.ArrayValue.GetValues() {
				ss = append(ss, x.GetStringValue())
			}
			out[kv.GetKey()] = strings.Join(ss, "; ")
		default:
			out[kv.GetKey()] = fmt.Sprintf("%v", v)
		}
	}
	return out
}
