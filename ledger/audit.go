package ledger

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/state"
)

// Audit files: the trail is one file for every project under the state directory's audit/,
// rotated by size into audit.otlp.1.jsonl (the newest rotated) up to audit.otlp.N.jsonl.
const (
	AuditDir         = "audit"
	AuditName        = "audit.otlp.jsonl"
	DefaultAuditSize = 4 << 20
	DefaultAuditKeep = 5
)

// Record is one decision of the audit trail: a block, an ask, an observe-mode hit, a sampled
// allow, an authorisation, a consumption or a revocation. Guards word their reasons with
// secrets already redacted, RedactTokens masks what looks like a credential besides, and
// prompts are never recorded, so the trail holds no secret and no prompt. The JSON tags are
// the form of the JSONL log older versions wrote (still read) and of `hookguard log --json`.
type Record struct {
	Time    time.Time        `json:"time"`
	Kind    string           `json:"kind"` // block, ask, observe, allow, authorise, consume, revoke
	Runner  hookguard.Runner `json:"runner,omitempty"`
	Group   hookguard.Group  `json:"group,omitempty"`
	Session string           `json:"session,omitempty"`
	Agent   string           `json:"agent,omitempty"` // the subagent's id, inside one
	Root    string           `json:"root,omitempty"`
	Guard   string           `json:"guard,omitempty"`
	Rule    string           `json:"rule,omitempty"`
	Reason  string           `json:"reason,omitempty"`
	Code    string           `json:"code,omitempty"`
	Action  string           `json:"action,omitempty"` // the action's hash, to match a block to its grant
	// Policy names the configuration layers in force ("role source", lowest first) and
	// PolicyHash their content (see config.Config.PolicyHash).
	Policy     []string `json:"policy,omitempty"`
	PolicyHash string   `json:"policy_hash,omitempty"`
	// LatencyMs is the time from the hook call's start to its decision.
	LatencyMs float64 `json:"latency_ms,omitempty"`
	// Host, User and Version are the writer's (the OTLP resource).
	Host    string `json:"host,omitempty"`
	User    string `json:"user,omitempty"`
	Version string `json:"version,omitempty"`
}

// Trail is what an Auth adds to the records it writes, and how the file is kept.
type Trail struct {
	// Resource is the writer; left empty, ThisProcess(Version()) is asked when a record is
	// written (a host name is a system call, the version a read of the build record: nothing
	// an allowed call should pay).
	Resource Resource
	Version  func() string
	// Policy gives the layers in force ("role source", lowest first) and their hash, for
	// records that carry none; it is asked only when a record is written.
	Policy func() (sources []string, hash string)
	// Start is when the hook call began: records without a latency get the time since.
	Start time.Time
	// Files is how many files are kept (the current one included); Size the rotation size.
	Files int
	Size  int64
}

// AuditPath is the audit trail's current file.
func AuditPath(stateDir string) string {
	return filepath.Join(stateDir, AuditDir, AuditName)
}

// rotated is the audit trail's i-th rotated file (1 the newest).
func rotated(dir string, i int) string {
	return filepath.Join(dir, "audit.otlp."+strconv.Itoa(i)+".jsonl")
}

// rotatedIndex is i for audit.otlp.i.jsonl; false for any other name.
func rotatedIndex(path string) (int, bool) {
	i, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(path), "audit.otlp."), ".jsonl"))
	return i, err == nil && i > 0
}

// legacyPaths are a project's JSONL audit log as versions before the OTLP trail wrote it:
// read by `hookguard log`, never written.
func legacyPaths(stateDir, root string) []string {
	d := ProjectDir(stateDir, root)
	return []string{filepath.Join(d, "audit.1.jsonl"), filepath.Join(d, "audit.jsonl")}
}

// Audit appends records to the audit trail as one OTLP line, rotating the file by size. It is
// not fsynced: the trail is a record for people, and the block path should not wait on the
// disk.
func (a *Auth) Audit(root string, recs ...Record) error {
	if len(recs) == 0 {
		return nil
	}
	if err := state.Check(a.Dir); err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	p := AuditPath(a.Dir)
	dir := filepath.Dir(p)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	lock, err := state.LockFile(p+".lock", a.End())
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	defer lock.Close() // closing releases the lock
	t := a.Trail
	// The size, read under the lock, is the file's until this write: only lock holders write.
	var size int64
	if st, err := os.Stat(p); err == nil {
		size = st.Size()
	}
	if size >= cmp.Or(t.Size, DefaultAuditSize) {
		if err := rotate(dir, p, cmp.Or(t.Files, DefaultAuditKeep)); err != nil {
			return fmt.Errorf("audit: rotating: %w", err)
		}
		size = 0
	}
	now := time.Now()
	var (
		sources []string
		hash    string
	)
	if t.Policy != nil {
		sources, hash = t.Policy()
	}
	for i := range recs {
		r := &recs[i]
		if r.Time.IsZero() {
			r.Time = now.UTC()
		}
		if r.Root == "" {
			r.Root = root
		}
		if r.Policy == nil && r.PolicyHash == "" {
			r.Policy, r.PolicyHash = sources, hash
		}
		if r.LatencyMs == 0 && !t.Start.IsZero() {
			r.LatencyMs = float64(now.Sub(t.Start).Microseconds()) / 1000
		}
	}
	res := t.Resource
	if res == (Resource{}) {
		v := "dev"
		if t.Version != nil {
			v = t.Version()
		}
		res = ThisProcess(v)
	}
	buf := append(appendOTLP(nil, res, recs), '\n')
	f, err := state.OpenAppend(p)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	// A write that died mid-line (a full disk, a killed hook) left a line without its end: end
	// it, or this record would be glued to it and lost with it.
	if size > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, size-1); err == nil && last[0] != '\n' {
			buf = append([]byte{'\n'}, buf...)
		}
	}
	_, err = f.Write(buf)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	return nil
}

// rotate moves the current file to audit.otlp.1.jsonl and each rotated file one place up,
// and removes those past files-1 (the current one counts), whatever setting wrote them: a
// person who lowers `files` has the extra ones removed at the next rotation.
func rotate(dir, current string, files int) error {
	names, _ := filepath.Glob(filepath.Join(dir, "audit.otlp.*.jsonl"))
	for _, n := range names {
		if i, ok := rotatedIndex(n); ok && i >= files-1 {
			if err := os.Remove(n); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
	}
	if files <= 1 {
		return os.Remove(current) // nothing rotated is kept: start afresh
	}
	for i := files - 2; i >= 1; i-- {
		if err := state.Rename(rotated(dir, i), rotated(dir, i+1)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return state.Rename(current, rotated(dir, 1))
}

// ReadAudit returns the audit records at or after since, oldest first: of one project (root),
// or of every project when root is "". It reads the OTLP trail, the rotated files first, and
// the project's JSONL log that older versions wrote. Lines that do not parse (a torn last
// line, a line another program wrote) are skipped; ReadAuditCounted says how many.
func ReadAudit(stateDir, root string, since time.Time) ([]Record, error) {
	recs, _, err := ReadAuditCounted(stateDir, root, since)
	return recs, err
}

// ReadAuditCounted is ReadAudit that also says how many lines could not be read.
func ReadAuditCounted(stateDir, root string, since time.Time) ([]Record, int, error) {
	var out []Record
	skipped := 0
	keep := func(r Record) {
		if (root == "" || r.Root == root) && !r.Time.Before(since) {
			out = append(out, r)
		}
	}
	read := func(path string, line func([]byte) bool) error {
		f, err := state.OpenRegular(path)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("audit: %w", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), 16<<20)
		for sc.Scan() {
			if len(bytes.TrimSpace(sc.Bytes())) > 0 && !line(sc.Bytes()) {
				skipped++
			}
		}
		if err := sc.Err(); err != nil {
			return fmt.Errorf("audit: %s: %w", path, err)
		}
		return nil
	}
	if root != "" {
		for _, p := range legacyPaths(stateDir, root) {
			if err := read(p, func(b []byte) bool {
				var r Record
				if json.Unmarshal(b, &r) != nil || r.Kind == "" {
					return false
				}
				if r.Root == "" {
					r.Root = root // the file is the project's
				}
				keep(r)
				return true
			}); err != nil {
				return out, skipped, err
			}
		}
	}
	dir := filepath.Join(stateDir, AuditDir)
	names, _ := filepath.Glob(filepath.Join(dir, "audit.otlp.*.jsonl"))
	var idx []int
	for _, n := range names {
		if i, ok := rotatedIndex(n); ok {
			idx = append(idx, i)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(idx))) // the oldest first
	paths := make([]string, 0, len(idx)+1)
	for _, i := range idx {
		paths = append(paths, rotated(dir, i))
	}
	for _, p := range append(paths, AuditPath(stateDir)) {
		if err := read(p, func(b []byte) bool {
			recs, ok := parseOTLP(b)
			for _, r := range recs {
				keep(r)
			}
			return ok
		}); err != nil {
			return out, skipped, err
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Time.Before(out[j].Time) })
	return out, skipped, nil
}

// AppendOTLP appends records as OTLP lines, one request per record with its own writer's
// resource: `hookguard log --otlp`, the form the trail holds.
func AppendOTLP(b []byte, recs []Record) []byte {
	for _, r := range recs {
		b = append(appendOTLP(b, Resource{Host: r.Host, User: r.User, Version: r.Version}, []Record{r}), '\n')
	}
	return b
}

// otlpValue is the part of an AnyValue the trail writes.
type otlpValue struct {
	StringValue *string  `json:"stringValue"`
	DoubleValue *float64 `json:"doubleValue"`
	ArrayValue  *struct {
		Values []otlpValue `json:"values"`
	} `json:"arrayValue"`
}

type otlpKV struct {
	Key   string    `json:"key"`
	Value otlpValue `json:"value"`
}

func (v otlpValue) str() string {
	if v.StringValue == nil {
		return ""
	}
	return *v.StringValue
}

type otlpRecord struct {
	TimeUnixNano string    `json:"timeUnixNano"`
	Body         otlpValue `json:"body"`
	Attributes   []otlpKV  `json:"attributes"`
}

// parseOTLP reads one line of the trail back into records; false when it is not an OTLP logs
// request of hookguard's records.
func parseOTLP(b []byte) ([]Record, bool) {
	var req struct {
		ResourceLogs []struct {
			Resource struct {
				Attributes []otlpKV `json:"attributes"`
			} `json:"resource"`
			ScopeLogs []struct {
				LogRecords []otlpRecord `json:"logRecords"`
			} `json:"scopeLogs"`
		} `json:"resourceLogs"`
	}
	if json.Unmarshal(b, &req) != nil || req.ResourceLogs == nil {
		return nil, false
	}
	var out []Record
	for _, rl := range req.ResourceLogs {
		var res Resource
		for _, a := range rl.Resource.Attributes {
			switch a.Key {
			case "host.name":
				res.Host = a.Value.str()
			case "user.name":
				res.User = a.Value.str()
			case "service.version":
				res.Version = a.Value.str()
			}
		}
		for _, sl := range rl.ScopeLogs {
			for _, lr := range sl.LogRecords {
				r := lr.record(res)
				if r.Kind == "" {
					return out, false
				}
				out = append(out, r)
			}
		}
	}
	return out, true
}

// record is one LogRecord of the trail as a Record.
func (lr otlpRecord) record(res Resource) Record {
	r := Record{Time: unixNano(lr.TimeUnixNano), Host: res.Host, User: res.User, Version: res.Version}
	str := map[string]*string{
		"hookguard.verdict": &r.Kind, "hookguard.guard": &r.Guard, "hookguard.rule": &r.Rule,
		"hookguard.action.hash": &r.Action, "hookguard.code": &r.Code, "session.id": &r.Session,
		"hookguard.agent.id": &r.Agent, "hookguard.project.root": &r.Root, "hookguard.policy.hash": &r.PolicyHash,
	}
	for _, a := range lr.Attributes {
		switch a.Key {
		case "hookguard.runner":
			r.Runner = hookguard.Runner(a.Value.str())
		case "hookguard.group":
			r.Group = hookguard.Group(a.Value.str())
		case "hookguard.policy.source":
			if a.Value.ArrayValue != nil {
				for _, x := range a.Value.ArrayValue.Values {
					r.Policy = append(r.Policy, x.str())
				}
			}
		case "hookguard.latency_ms":
			if a.Value.DoubleValue != nil {
				r.LatencyMs = *a.Value.DoubleValue
			}
		default:
			if p := str[a.Key]; p != nil {
				*p = a.Value.str()
			}
		}
	}
	if body := lr.Body.str(); body != r.Kind {
		r.Reason = body
	}
	return r
}
