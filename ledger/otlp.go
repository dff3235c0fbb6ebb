package ledger

import (
	"os"
	"strconv"
	"time"
	"unicode/utf8"
)

// The audit trail is written in OpenTelemetry's log data model, as OTLP JSON: each line is one
// ExportLogsServiceRequest in the protobuf JSON mapping, which an OpenTelemetry Collector's
// otlpjsonfile receiver reads as it stands. It is encoded by hand, like the old JSONL line:
// encoding/json's first use in a process builds its encoder by reflection (~130K
// instructions), and a blocked call writes one line. TestOTLPDecodes reads every line back
// with the official protobuf definitions.
//
// The mapping's rules that matter here: 64-bit integers (timeUnixNano) are JSON strings,
// enums (severityNumber) are integers, as OTLP/JSON requires; field names are lowerCamelCase;
// strings are valid UTF-8 (appendString writes U+FFFD for a bad byte).

// Resource says who wrote the records: the same for every record of a process.
type Resource struct {
	Host, User, Version string
}

// ThisProcess is the resource of the running process: the host name, the user (from the
// environment, never os/user, which would link the C resolver) and hookguard's version.
func ThisProcess(version string) Resource {
	host, _ := os.Hostname()
	user := os.Getenv("USER")
	for _, k := range []string{"LOGNAME", "USERNAME"} {
		if user == "" {
			user = os.Getenv(k)
		}
	}
	if user == "" {
		if uid := os.Getuid(); uid >= 0 {
			user = "uid " + strconv.Itoa(uid)
		}
	}
	return Resource{Host: host, User: user, Version: version}
}

// severity of a record kind: a block is a warning, the rest information.
func severity(kind string) (int, string) {
	if kind == "block" {
		return 13, "WARN"
	}
	return 9, "INFO"
}

// appendOTLP appends one ExportLogsServiceRequest holding recs (all from one hook call or one
// command, so one resource) as a single line, without its newline.
func appendOTLP(b []byte, res Resource, recs []Record) []byte {
	if b == nil {
		// A record's line is ~1.5 KB besides its reason: one allocation, not a dozen growths.
		n := 1024
		for _, r := range recs {
			n += 1536 + len(r.Reason) + len(r.Root)
		}
		b = make([]byte, 0, n)
	}
	b = append(b, `{"resourceLogs":[{"resource":{"attributes":[`...)
	b = appendAttr(b, true, "service.name", "hookguard")
	b = appendAttr(b, false, "service.version", res.Version)
	b = appendAttr(b, false, "host.name", res.Host)
	b = appendAttr(b, false, "user.name", res.User)
	b = append(b, `]},"scopeLogs":[{"scope":{"name":"hookguard"`...)
	if res.Version != "" {
		b = append(b, `,"version":`...)
		b = appendString(b, res.Version)
	}
	b = append(b, `},"logRecords":[`...)
	for i, r := range recs {
		if i > 0 {
			b = append(b, ',')
		}
		b = r.appendLogRecord(b)
	}
	return append(b, `]}]}]}`...)
}

// appendLogRecord appends one LogRecord. The body is the redacted reason (or, without one,
// the kind); every other field is an attribute, empty ones left out.
func (r Record) appendLogRecord(b []byte) []byte {
	ns := strconv.AppendInt(nil, r.Time.UnixNano(), 10)
	b = append(b, `{"timeUnixNano":"`...)
	b = append(b, ns...)
	b = append(b, `","observedTimeUnixNano":"`...)
	b = append(b, ns...)
	num, text := severity(r.Kind)
	b = append(b, `","severityNumber":`...)
	b = strconv.AppendInt(b, int64(num), 10)
	b = append(b, `,"severityText":"`...)
	b = append(b, text...)
	b = append(b, `","eventName":`...)
	b = appendString(b, "hookguard."+r.Kind)
	body := RedactTokens(r.Reason)
	if body == "" {
		body = r.Kind
	}
	b = append(b, `,"body":{"stringValue":`...)
	b = appendString(b, body)
	b = append(b, `},"attributes":[`...)
	b = appendAttr(b, true, "hookguard.verdict", r.Kind)
	for _, a := range [...]struct{ k, v string }{
		{"hookguard.runner", string(r.Runner)}, {"hookguard.group", string(r.Group)},
		{"hookguard.guard", r.Guard}, {"hookguard.rule", r.Rule},
		{"hookguard.action.hash", r.Action}, {"hookguard.code", r.Code},
		{"session.id", r.Session}, {"hookguard.agent.id", r.Agent},
		{"hookguard.project.root", r.Root}, {"hookguard.policy.hash", r.PolicyHash},
	} {
		b = appendAttr(b, false, a.k, a.v)
	}
	if len(r.Policy) > 0 {
		b = append(b, `,{"key":"hookguard.policy.source","value":{"arrayValue":{"values":[`...)
		for i, s := range r.Policy {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"stringValue":`...)
			b = appendString(b, s)
			b = append(b, '}')
		}
		b = append(b, `]}}}`...)
	}
	if r.LatencyMs > 0 {
		b = append(b, `,{"key":"hookguard.latency_ms","value":{"doubleValue":`...)
		b = strconv.AppendFloat(b, r.LatencyMs, 'f', 3, 64)
		b = append(b, `}}`...)
	}
	return append(b, `]}`...)
}

// appendAttr appends a string attribute; an empty value is left out (first says no comma
// goes before it, and first attributes are always written).
func appendAttr(b []byte, first bool, key, v string) []byte {
	if v == "" && !first {
		return b
	}
	if !first {
		b = append(b, ',')
	}
	b = append(b, `{"key":"`...)
	b = append(b, key...) // our own keys: nothing to escape
	b = append(b, `","value":{"stringValue":`...)
	b = appendString(b, v)
	return append(b, `}}`...)
}

// RedactTokens masks, in text bound for the audit trail, every word that looks like a
// credential: a run of at least 20 letters, digits and _ - + holding both letters and
// digits (an API key, a token, a password someone typed into a command). The guards already
// word their reasons with secrets redacted and no record carries a prompt; this is the second
// line, for a reason that quotes a command with a credential in it, since the trail leaves the
// machine. Paths and dotted names are cut at / and ., and KEY=value at =, so names stay
// readable; a commit hash in a reason is masked too, which costs a reader little. What is
// left of a masked word is its first four characters and its length.
func RedactTokens(s string) string {
	var out []byte
	done := 0 // s[:done] is in out (once out is made)
	start, class := -1, byte(0)
	for i := 0; i <= len(s); i++ {
		c := byte(0) // the end, and every byte beyond ASCII, separate words
		if i < len(s) && s[i] < utf8.RuneSelf {
			c = tokenClass[s[i]] - '0'
		}
		if c != 0 {
			if start < 0 {
				start, class = i, 0
			}
			class |= c
			continue
		}
		// The run s[start:i], if any, ends here: letters (1) and digits (2) both seen.
		if start >= 0 && i-start >= 20 && class&3 == 3 {
			if out == nil {
				out = make([]byte, 0, len(s))
			}
			out = append(out, s[done:start+4]...)
			out = append(out, "…("...)
			out = strconv.AppendInt(out, int64(i-start), 10)
			out = append(out, " chars, redacted)"...)
			done = i
		}
		start = -1
	}
	if out == nil {
		return s
	}
	return string(append(out, s[done:]...))
}

// tokenClass sorts ASCII for RedactTokens: '1' a letter, '2' a digit, '4' another character
// of a token, '0' a separator. A constant: data, not built at start-up.
const tokenClass = "" +
	"00000000000000000000000000000000" + // control characters
	"00000000000404002222222222000000" + // space to '?': digits, + -
	"01111111111111111111111111100004" + // '@' to '_': letters and _
	"01111111111111111111111111100000" // '`' to DEL: letters

// unixNano turns a record's time attribute back into a time.
func unixNano(s string) time.Time {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
}
