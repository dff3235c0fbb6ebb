package ledger

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/state"
)

// MaxAudit is the size at which the audit log is rotated: the current file becomes
// audit.1.jsonl (replacing the one before), and a new one starts.
const MaxAudit = 4 << 20

// Record is one line of the audit log: a block, an ask, an observe-mode hit, an
// authorisation, a consumption or a revocation. Guards word their reasons with secrets
// already redacted, and prompts are never logged, so the log holds no secret.
type Record struct {
	Time    time.Time        `json:"time"`
	Kind    string           `json:"kind"` // block, ask, observe, authorise, consume, revoke
	Runner  hookguard.Runner `json:"runner,omitempty"`
	Group   hookguard.Group  `json:"group,omitempty"`
	Session string           `json:"session,omitempty"`
	Root    string           `json:"root,omitempty"`
	Guard   string           `json:"guard,omitempty"`
	Rule    string           `json:"rule,omitempty"`
	Reason  string           `json:"reason,omitempty"`
	Code    string           `json:"code,omitempty"`
	Action  string           `json:"action,omitempty"` // the action's hash, to match a block to its grant
}

// appendJSON appends the record as encoding/json would marshal it, byte for byte
// (TestRecordJSON): a blocked call writes one, and encoding/json's first use in a process
// builds its encoder for the type by reflection, ~130K instructions of a block's ~2.4M.
func (r Record) appendJSON(b []byte) []byte {
	b = append(b, `{"time":"`...)
	b = r.Time.AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","kind":`...)
	b = appendString(b, r.Kind)
	for _, f := range [...]struct{ name, v string }{
		{"runner", string(r.Runner)}, {"group", string(r.Group)}, {"session", r.Session},
		{"root", r.Root}, {"guard", r.Guard}, {"rule", r.Rule}, {"reason", r.Reason},
		{"code", r.Code}, {"action", r.Action},
	} {
		if f.v != "" {
			b = append(append(append(b, ',', '"'), f.name...), '"', ':')
			b = appendString(b, f.v)
		}
	}
	return append(b, '}')
}

// AuditPath is a project's audit log.
func AuditPath(stateDir, root string) string {
	return filepath.Join(ProjectDir(stateDir, root), "audit.jsonl")
}

// Audit appends records to the project's audit log, rotating it by size. It is not fsynced:
// the log is a record for people, and the block path should not wait on the disk.
func (a *Auth) Audit(root string, recs ...Record) error {
	if len(recs) == 0 {
		return nil
	}
	if err := state.Check(a.Dir); err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	p := AuditPath(a.Dir, root)
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	lock, err := state.LockFile(p+".lock", a.End())
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	defer lock.Close() // closing releases the lock
	if st, err := os.Stat(p); err == nil && st.Size() >= MaxAudit {
		if err := state.Rename(p, filepath.Join(filepath.Dir(p), "audit.1.jsonl")); err != nil {
			return fmt.Errorf("audit: rotating: %w", err)
		}
	}
	var buf []byte
	for _, r := range recs {
		if r.Time.IsZero() {
			r.Time = time.Now().UTC()
		}
		if r.Root == "" {
			r.Root = root
		}
		buf = append(r.appendJSON(buf), '\n')
	}
	f, err := state.OpenAppend(p)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	// A write that died mid-line (a full disk, a killed hook) left a line without its end: end
	// it, or this record would be glued to it and lost with it.
	if st, err := f.Stat(); err == nil && st.Size() > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, st.Size()-1); err == nil && last[0] != '\n' {
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

// ReadAudit returns a project's audit records at or after since, oldest first, from the
// rotated file and the current one. Lines that do not parse (a torn last line) are skipped.
func ReadAudit(stateDir, root string, since time.Time) ([]Record, error) {
	dir := ProjectDir(stateDir, root)
	var out []Record
	for _, name := range []string{"audit.1.jsonl", "audit.jsonl"} {
		f, err := state.OpenRegular(filepath.Join(dir, name))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return out, fmt.Errorf("audit: %w", err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), 16<<20)
		for sc.Scan() {
			var r Record
			if json.Unmarshal(sc.Bytes(), &r) != nil {
				continue
			}
			if !r.Time.Before(since) {
				out = append(out, r)
			}
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			return out, fmt.Errorf("audit: %w", err)
		}
	}
	return out, nil
}
