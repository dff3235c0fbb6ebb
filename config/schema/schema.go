// Package schema is the JSON Schema of guards.toml, for editors (taplo, Even Better TOML) and
// for `hookguard config --schema`. It is generated from the types the strict decoder fills,
// the top level's and each registered guard's Options, so that a key the decoder accepts has
// an entry and the schema names no key the decoder refuses (TestSchemaMatchesDecoder).
// guards.schema.json is the generated file, embedded; `go generate ./config/schema` writes it.
package schema

//go:generate go run ./internal/gen

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/guards"
	_ "github.com/hookguard/hookguard/guards/builtin" // every guard whose options the schema holds
	"github.com/hookguard/hookguard/guards/destructive"
)

// JSON is the schema as shipped: the generated file, embedded (nothing is built at run time).
//
//go:embed guards.schema.json
var JSON []byte

// S is one JSON Schema node; the field order is the printed order.
type S struct {
	Schema      string        `json:"$schema,omitempty"`
	Title       string        `json:"title,omitempty"`
	Description string        `json:"description,omitempty"`
	Type        string        `json:"type,omitempty"`
	Enum        []string      `json:"enum,omitempty"`
	Pattern     string        `json:"pattern,omitempty"`
	Minimum     *int          `json:"minimum,omitempty"`
	Items       *S            `json:"items,omitempty"`
	Properties  map[string]*S `json:"properties,omitempty"`
	// AdditionalProperties is false for a struct (the decoder refuses unknown keys) and the
	// value schema for a map.
	AdditionalProperties any `json:"additionalProperties,omitempty"`
}

// durationPattern is what time.ParseDuration takes, without a sign (negative durations are
// refused): "500ms", "30s", "1h30m".
const durationPattern = `^(0|([0-9]+(\.[0-9]*)?|\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+$`

var durationType = reflect.TypeFor[time.Duration]()

// enums are the values the loader or a guard accepts for a string key, by dotted path ([]
// for an array's items); the decoder sees only strings, the checks after it say which.
func enums() map[string][]string {
	var groups, names []string
	for _, g := range hookguard.Groups() {
		groups = append(groups, string(g))
	}
	names = guards.Names()
	var packs []string
	for _, p := range destructive.Packs() {
		packs = append(packs, p.Name)
	}
	return map[string][]string{
		"guards.destructive.packs[]": packs,
		// The migrations guard's Validate takes these (and says so when it refuses one).
		"guards.migrations.dialect":        {"auto", "postgres", "mysql", "sqlite", "sqlserver"},
		"mode":                             {"enforce", "observe"},
		"groups.*[]":                       names,
		"rules[].verdict":                  {"block", "ask", "advise"},
		"rules[].groups[]":                 groups,
		"mcp[].group":                      groups,
		"guards.*.mode":                    {"enforce", "observe"},
		"guards.*.on_error":                {"block", "allow"},
		"guards.command.checks[].groups[]": groups,
		"guards.command.checks[].on_error": {"block", "allow"},
	}
}

// groupWhen says when each group runs, in the design's words.
var groupWhen = map[hookguard.Group]string{
	"pre-shell": "a shell command, before it runs", "pre-files": "a file write, edit or patch, before it lands",
	"pre-read": "a file read, grep or glob, before it runs", "prompt": "a prompt a person typed",
	"stop": "the agent about to finish", "session-start": "a session starting",
	"post-edit": "a file change, after it landed", "pre-commit": "git: the staged changes",
	"pre-push": "git: the pushed range",
}

// Doc gives the description of a struct field (its Go doc comment), or "".
type Doc func(t reflect.Type, field string) string

// described says what keys whose Go fields carry no doc comment mean.
var described = map[string]string{
	"groups":          "each group's guards, in the order they run; the first block wins",
	"guards":          "each guard's options ([guards.NAME])",
	"rules":           "your own checks: an expr condition over the event, per group ([[rules]])",
	"rules[].id":      "the rule's name in reasons and the audit log; a higher layer's rule with the same id replaces it",
	"rules[].groups":  "the groups the rule runs in",
	"rules[].when":    "an expr condition over the event, e.g. any(commands, .name == \"kubectl\")",
	"rules[].verdict": "what a match means: block, ask or advise",
	"rules[].reason":  "what the agent (or the person) reads when the rule matches",
	"audit":           "the audit trail: which allowed calls it samples, how many files it keeps and when it rotates (see README, For teams)",
	"mcp":             "MCP tools routed to a group by name; the first match wins ([[mcp]])",
	"mcp[].match":     "a glob over the MCP tool's name (* and ?), e.g. mcp__*__*shell*",
	"mcp[].group":     "the group a matching tool's calls are judged in",
	// One comment in the source covers these four.
	"guards.boundary.lockfiles":               "block a hand write to a lockfile (package managers still write them); default true",
	"guards.boundary.vendored":                "block a write into vendor/ or node_modules/; default true",
	"guards.boundary.generated":               "block a write to a generated file (a DO NOT EDIT header, *.pb.go); default true",
	"guards.boundary.ci":                      "block a write to CI configuration (.github/workflows, .gitlab-ci.yml, .circleci, Jenkinsfile); default true",
	"guards.migrations.concurrent_index_skip": "frameworks the non-concurrent index rule does not apply to, e.g. \"prisma\"",
	"guards.command.checks":                   "external programs run as checks ([[guards.command.checks]]); a later layer's check with the same name replaces it",
	"guards.command.checks[].args":            "the program's arguments",
}

// Generate builds the schema from the decoder's types and the guard registry; doc describes
// each key from the Go source (config/schema/internal/docs), nil for none.
func Generate(doc Doc) ([]byte, error) {
	if doc == nil {
		doc = func(reflect.Type, string) string { return "" }
	}
	en := enums()
	root := of(config.TopLevel(), "", en, doc)
	// Draft 4 and its keywords only: taplo, behind Even Better TOML, validates with draft 4.
	root.Schema = "http://json-schema.org/draft-04/schema#"
	root.Title = "hookguard guards.toml"
	root.Description = "hookguard's configuration: groups of guards, each guard's options, your [[rules]] and MCP routes. `hookguard validate` checks a file with file:line errors."
	root.Properties["mode"].Description = `"enforce" blocks; "observe" logs what would have been blocked and allows`
	root.Properties["stop_max"].Description = "how many times in one human turn the stop group may keep the agent working"
	zero := 0
	root.Properties["stop_max"].Minimum = &zero
	// groups: only the groups there are, each an ordered list of guard names.
	gs := &S{Type: "object", Description: described["groups"], Properties: map[string]*S{}, AdditionalProperties: false}
	for _, g := range hookguard.Groups() {
		gs.Properties[string(g)] = &S{Type: "array", Description: "the guards of " + groupWhen[g] + ", in order",
			Items: &S{Type: "string", Enum: en["groups.*[]"]}}
	}
	root.Properties["groups"] = gs
	// guards: one table per registered guard, the common keys and the guard's own options.
	gd := &S{Type: "object", Description: described["guards"], Properties: map[string]*S{}, AdditionalProperties: false}
	for _, name := range guards.Names() {
		t, err := Options(name)
		if err != nil {
			return nil, err
		}
		var s *S
		if t != nil {
			s = of(t, "guards."+name, en, doc)
		} else {
			s = &S{Type: "object", Properties: map[string]*S{}, AdditionalProperties: false}
		}
		info, _ := guards.Lookup(name)
		s.Description = info.Summary
		s.Properties["mode"] = &S{Type: "string", Enum: en["guards.*.mode"], Description: "this guard's mode, over the top-level one"}
		s.Properties["on_error"] = &S{Type: "string", Enum: en["guards.*.on_error"], Description: "what an error of this guard means: block (built-ins' default) or allow"}
		s.Properties["timeout"] = &S{Type: "string", Pattern: durationPattern, Description: `this guard's time limit, e.g. "30s"`}
		gd.Properties[name] = s
	}
	root.Properties["guards"] = gd
	// managed: the managed policy's own table (config/managed.go), decoded apart from the top
	// level since only the managed file may have it; its lists name guards and groups.
	mt := reflect.TypeFor[config.Managed]()
	req := &S{Type: "object", Description: doc(mt, "Require"), Properties: map[string]*S{}, AdditionalProperties: false}
	for _, g := range hookguard.Groups() {
		req.Properties[string(g)] = &S{Type: "array", Description: "guards that run in " + groupWhen[g] + ", whatever a lower layer's list says",
			Items: &S{Type: "string", Enum: en["groups.*[]"]}}
	}
	st := reflect.TypeFor[config.Source]()
	source := &S{Type: "object", Description: doc(mt, "Source"), AdditionalProperties: false, Properties: map[string]*S{}}
	for _, k := range []string{"Repo", "Ref", "Path", "File"} {
		source.Properties[strings.ToLower(k)] = &S{Type: "string", Description: doc(st, k)}
	}
	source.Properties["signed"] = &S{Type: "boolean", Description: doc(st, "Signed")}
	root.Properties["managed"] = &S{Type: "object", AdditionalProperties: false,
		Description: "only in the managed policy file (/etc/hookguard/guards.toml and its kin per OS): what no user or project layer may loosen",
		Properties: map[string]*S{
			"locked":   {Type: "array", Description: doc(mt, "Locked"), Items: &S{Type: "string", Enum: en["groups.*[]"]}},
			"require":  req,
			"projects": {Type: "boolean", Description: doc(mt, "Projects")},
			"source":   source,
		}}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(root); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// recorder is the Options a guard's Configure decodes from; it records into what.
type recorder struct{ types []reflect.Type }

func (r *recorder) Decode(into any) error {
	r.types = append(r.types, reflect.TypeOf(into).Elem())
	return nil
}

// Options is the type guard name decodes its own table into, or nil when it takes only the
// common keys. It is read by calling Configure on a fresh guard, which is what the loader
// does with a real table.
func Options(name string) (reflect.Type, error) {
	info, err := guards.Lookup(name)
	if err != nil {
		return nil, err
	}
	c, ok := info.New().(guards.Configurer)
	if !ok {
		return nil, nil
	}
	var r recorder
	_ = c.Configure(&r) // an empty table; a complaint about it is not the schema's business
	switch len(r.types) {
	case 0:
		return nil, fmt.Errorf("guard %s is a Configurer that decodes nothing: the schema cannot say its keys", name)
	case 1:
		return r.types[0], nil
	}
	return nil, fmt.Errorf("guard %s decodes its table %d times: the schema expects one Options type", name, len(r.types))
}

// of is the schema of Go type t at path, by the rules config.Table.Decode decodes with.
func of(t reflect.Type, path string, en map[string][]string, doc Doc) *S {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == durationType {
		return &S{Type: "string", Pattern: durationPattern}
	}
	switch t.Kind() {
	case reflect.Struct:
		s := &S{Type: "object", Properties: map[string]*S{}, AdditionalProperties: false}
		for i := range t.NumField() {
			f := t.Field(i)
			key, ok := tomlKey(f)
			if !ok {
				continue
			}
			p := of(f.Type, join(path, key), en, doc)
			if d := described[join(path, key)]; d != "" {
				p.Description = d
			} else if d := doc(t, f.Name); d != "" {
				// "AllowPaths are globs ..." reads as "`allow_paths` are globs ..." in an editor.
				if rest, ok := strings.CutPrefix(d, f.Name+" "); ok {
					d = "`" + key + "` " + rest
				}
				p.Description = d
			}
			s.Properties[key] = p
		}
		return s
	case reflect.Map:
		return &S{Type: "object", AdditionalProperties: of(t.Elem(), join(path, "*"), en, doc)}
	case reflect.Slice, reflect.Array:
		return &S{Type: "array", Items: of(t.Elem(), path+"[]", en, doc)}
	case reflect.String:
		return &S{Type: "string", Enum: en[path]}
	case reflect.Bool:
		return &S{Type: "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return &S{Type: "integer"}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		zero := 0
		return &S{Type: "integer", Minimum: &zero}
	case reflect.Float32, reflect.Float64:
		return &S{Type: "number"}
	}
	return &S{} // an interface: any value
}

// tomlKey is a field's key as the decoder matches it: its toml tag, or its lower-cased name.
func tomlKey(f reflect.StructField) (string, bool) {
	if !f.IsExported() {
		return "", false
	}
	name := strings.ToLower(f.Name)
	if tag, ok := f.Tag.Lookup("toml"); ok {
		tag, _, _ = strings.Cut(tag, ",")
		if tag == "-" {
			return "", false
		}
		if tag != "" {
			name = tag
		}
	}
	return name, true
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

// Keys collects every dotted key the schema names ([] marks an array's items, * a map's
// keys): what the tests hold against the decoder.
func Keys(s *S, path string, out map[string]*S) {
	for k, p := range s.Properties {
		out[join(path, k)] = p
		Keys(p, join(path, k), out)
	}
	if s.Items != nil {
		Keys(s.Items, path+"[]", out)
	}
	if m, ok := s.AdditionalProperties.(*S); ok {
		Keys(m, join(path, "*"), out)
	}
}
