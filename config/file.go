// Package config reads guards.toml layers (the embedded default, the user's file, the
// project's file while trusted) strictly, and merges them into the effective configuration,
// remembering where every value came from.
package config

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/hashicorp/go-multierror"

	"github.com/hookguard/hookguard/guards"
)

// File is one layer, decoded but not yet validated against the registry.
type File struct {
	Source  string
	Mode    string                    // "", "enforce" or "observe"
	StopMax int                       // 0: unset
	Groups  map[string][]string       // group -> guard names, in order
	Guards  map[string]map[string]any // guard -> its raw table, common keys included
	Rules   []RuleSpec
	MCP     []MCPRoute
	Lines   map[string]int // dotted key -> line; nil for the embedded default
	// DistinctIDs says no two rules share an id (and none is empty), so that merging the
	// layer over one without rules needs no index: Parse finds it out, the cache keeps it.
	DistinctIDs bool
	// Managed is the [managed] table: only the managed layer may have one (see managed.go).
	Managed *Managed
	// Audit is the layer's [audit] table: what the audit trail records and keeps.
	Audit AuditSpec
	// Sum is the SHA-256 (hex) of the bytes the layer was decoded from: the policy hash each
	// audit record carries is made of the layers' sums. Parse computes it once per change of
	// the file; the cache and the generated default keep it, so no hook call hashes a layer.
	Sum string
}

// AuditSpec is the [audit] table of guards.toml.
type AuditSpec struct {
	// Allows is the fraction of allowed hook calls the audit trail records, from 0 (none, the
	// default: an allowed call then does no audit I/O) to 1 (every one). Blocks, asks,
	// observe-mode hits and the chat authorisations are always recorded.
	Allows *float64 `toml:"allows"`
	// Files is how many audit files are kept: the one being written and the rotated ones
	// (default 5, at most 1000).
	Files int `toml:"files"`
	// FileMB is the size in MiB at which the audit file is rotated (default 4, at most 1024).
	FileMB int `toml:"file_mb"`
}

// RuleSpec is one [[rules]] entry as written.
type RuleSpec = guards.UserRule

// MCPRoute sends MCP tools whose name matches Match (a glob: * and ?) to Group.
type MCPRoute struct {
	Match  string `toml:"match"`
	Group  string `toml:"group"`
	Origin string `toml:"-"`
}

// schema is the top level of guards.toml, decoded strictly.
type schema struct {
	Mode    string                    `toml:"mode"`
	StopMax int                       `toml:"stop_max"`
	Groups  map[string][]string       `toml:"groups"`
	Guards  map[string]map[string]any `toml:"guards"`
	Rules   []RuleSpec                `toml:"rules"`
	MCP     []MCPRoute                `toml:"mcp"`
	Audit   AuditSpec                 `toml:"audit"`
}

// Parse decodes one guards.toml. Every error is reported, each with source:line.
func Parse(source string, data []byte) (*File, error) {
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return nil, fmt.Errorf("%s:%d: %s (fix the TOML syntax; `hookguard validate` checks it)", source, perr.Position.Line, perr.Message)
		}
		return nil, fmt.Errorf("%s: %v", source, err)
	}
	lines := keyLines(data)
	t := Table{Source: source, Values: raw, Lines: lines}
	var errs *multierror.Error
	// [managed] is decoded apart from the top level's schema: only the managed file may have
	// it, which Load checks, since a file does not know which layer it is.
	var managed *Managed
	if v, ok := raw["managed"]; ok {
		delete(raw, "managed")
		managed = parseManaged(t, v, &errs)
	}
	var s schema
	if err := t.Decode(&s); err != nil {
		errs = multierror.Append(errs, err)
	}
	f := &File{Source: source, Mode: s.Mode, StopMax: s.StopMax, Groups: s.Groups, Guards: s.Guards, Rules: s.Rules, MCP: s.MCP, Lines: lines,
		Audit: s.Audit, Sum: Sum(data), Managed: managed}
	ids := make(map[string]bool, len(f.Rules))
	f.DistinctIDs = true
	for i := range f.Rules {
		f.Rules[i].Origin = t.At(fmt.Sprintf("rules[%d]", i))
		id := f.Rules[i].ID
		f.DistinctIDs = f.DistinctIDs && id != "" && !ids[id]
		ids[id] = true
	}
	for i := range f.MCP {
		f.MCP[i].Origin = t.At(fmt.Sprintf("mcp[%d]", i))
	}
	switch f.Mode {
	case "", "enforce", "observe":
	default:
		errs = multierror.Append(errs, fmt.Errorf("%s: mode: %q is not a mode; write \"enforce\" or \"observe\"", t.At("mode"), f.Mode))
	}
	if f.StopMax < 0 {
		errs = multierror.Append(errs, fmt.Errorf("%s: stop_max: must be 0 or more", t.At("stop_max")))
	}
	if a := f.Audit.Allows; a != nil && !(*a >= 0 && *a <= 1) {
		errs = multierror.Append(errs, fmt.Errorf("%s: audit.allows: %v is not a fraction: write 0 (record no allowed call), 1 (every one) or a value between, e.g. 0.01", t.At("audit.allows"), *a))
	}
	if n := f.Audit.Files; n < 0 || n > MaxAuditFiles {
		errs = multierror.Append(errs, fmt.Errorf("%s: audit.files: %d files: keep between 1 and %d (0 or no key: the default, %d)", t.At("audit.files"), n, MaxAuditFiles, DefaultAuditFiles))
	}
	if n := f.Audit.FileMB; n < 0 || n > MaxAuditFileMB {
		errs = multierror.Append(errs, fmt.Errorf("%s: audit.file_mb: %d MiB: rotate at between 1 and %d (0 or no key: the default, %d)", t.At("audit.file_mb"), n, MaxAuditFileMB, DefaultAuditFileMB))
	}
	return f, guards.JoinErrors(errs)
}

// At says where a dotted key of this file stands.
func (f *File) At(key string) string {
	return Table{Source: f.Source, Lines: f.Lines}.At(key)
}

// keyLines indexes the line of every key and table header, since the TOML library gives
// positions only for syntax errors. Keys of arrays of tables carry their index: rules[2].when.
// It is a line scanner, not a parser: multi-line strings are skipped by tracking triple quotes.
func keyLines(data []byte) map[string]int {
	out := map[string]int{}
	table := ""
	arrays := map[string]int{}
	inMulti := ""
	for n, line := range strings.Split(string(data), "\n") {
		ln := n + 1
		s := strings.TrimSpace(line)
		if inMulti != "" {
			if strings.Count(s, inMulti)%2 == 1 {
				inMulti = ""
			}
			continue
		}
		if s == "" || s[0] == '#' {
			continue
		}
		switch {
		case strings.HasPrefix(s, "[["):
			name := cleanKey(strings.TrimSuffix(strings.TrimSpace(strings.SplitN(s[2:], "]]", 2)[0]), "]"))
			i := arrays[name]
			arrays[name] = i + 1
			table = fmt.Sprintf("%s[%d]", name, i)
			out[table] = ln
			if i == 0 {
				out[name] = ln
			}
		case s[0] == '[':
			table = cleanKey(strings.SplitN(s[1:], "]", 2)[0])
			out[table] = ln
		default:
			k, v, ok := strings.Cut(s, "=")
			if !ok {
				continue
			}
			key := cleanKey(k)
			if table != "" {
				key = table + "." + key
			}
			if _, seen := out[key]; !seen {
				out[key] = ln
			}
			v = strings.TrimSpace(v)
			for _, q := range []string{`"""`, `'''`} {
				if strings.HasPrefix(v, q) && strings.Count(v, q) == 1 {
					inMulti = q
				}
			}
		}
	}
	return out
}

// cleanKey turns `a . "b" . c` into a.b.c.
func cleanKey(k string) string {
	parts := strings.Split(k, ".")
	for i, p := range parts {
		parts[i] = strings.Trim(strings.TrimSpace(p), `"'`)
	}
	return strings.Join(parts, ".")
}

// TopLevel is the Go type guards.toml's top level is decoded into, for the JSON Schema
// (config/schema), which is generated from the types the decoder uses.
func TopLevel() reflect.Type { return reflect.TypeFor[schema]() }
