package schema_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/cli"
	"github.com/hookguard/hookguard/config/schema"
	"github.com/hookguard/hookguard/config/schema/internal/docs"
	"github.com/hookguard/hookguard/state"
)

// TestSchemaUpToDate: the shipped file is what the decoder's types and the registry give now.
func TestSchemaUpToDate(t *testing.T) {
	r := &docs.Reader{Root: "../..", Module: "github.com/hookguard/hookguard"}
	b, err := schema.Generate(r.Field)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, schema.JSON) {
		t.Fatal("config/schema/guards.schema.json is stale: run `go generate ./config/schema` and commit it")
	}
}

func load(t *testing.T) *schema.S {
	var s schema.S
	if err := json.Unmarshal(schema.JSON, &s); err != nil {
		t.Fatal(err)
	}
	return &s
}

// validate runs `hookguard validate FILE` for real and returns its exit code and stderr.
func validate(t *testing.T, toml string) (int, string) {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("HOME", dir)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("XDG_STATE_HOME", filepath.Join(dir, "state"))
	file := filepath.Join(dir, "guards.toml")
	if err := os.WriteFile(file, []byte(toml), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := cli.Main([]string{"hookguard", "validate", "--root", dir, file}, strings.NewReader(""), &out, &errb)
	return code, out.String() + errb.String()
}

var knownKeys = regexp.MustCompile(`known keys: ([a-z_, ]+)\)`)

// decoderKeys asks the decoder which keys it takes at a table: a key far from every known one
// is refused with the list of them.
func decoderKeys(t *testing.T, toml string) []string {
	t.Helper()
	code, out := validate(t, toml)
	m := knownKeys.FindStringSubmatch(out)
	if code == 0 || m == nil {
		t.Fatalf("the decoder took an unknown key, or did not list its keys (exit %d):\n%s\n%s", code, toml, out)
	}
	keys := strings.Split(m[1], ", ")
	sort.Strings(keys)
	return keys
}

func props(s *schema.S, drop ...string) []string {
	var out []string
	for k := range s.Properties {
		if !slices.Contains(drop, k) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// TestSchemaMatchesDecoder holds the schema's keys to the decoder's, table by table, both
// ways: the decoder's own list of known keys (from its error for an unknown one) is the
// schema's, and the schema refuses other keys as the decoder does.
func TestSchemaMatchesDecoder(t *testing.T) {
	s := load(t)
	const unknown = "qqqqqqqqqqqq = 1\n"
	tables := []struct {
		name string
		toml string // a file whose last table gets the unknown key
		node *schema.S
		drop []string // keys the loader reads by hand before the decoder
	}{
		// [managed] is decoded apart from the top level: its own table below.
		{"top level", "", s, []string{"managed"}},
		{"[managed]", "[managed]\n", s.Properties["managed"], nil},
		{"[managed.source]", "[managed.source]\n", s.Properties["managed"].Properties["source"], nil},
		{"[[rules]]", "[[rules]]\n", s.Properties["rules"].Items, nil},
		{"[[mcp]]", "[[mcp]]\n", s.Properties["mcp"].Items, nil},
		{"[[guards.command.checks]]", "[[guards.command.checks]]\n", s.Properties["guards"].Properties["command"].Properties["checks"].Items, nil},
	}
	for name, g := range s.Properties["guards"].Properties {
		if len(g.Properties) > 3 { // more than the common keys: the guard has Options
			tables = append(tables, struct {
				name, toml string
				node       *schema.S
				drop       []string
			}{"[guards." + name + "]", "[guards." + name + "]\n", g, []string{"mode", "on_error", "timeout"}})
		}
	}
	for _, tc := range tables {
		if tc.node == nil || tc.node.AdditionalProperties != false {
			t.Errorf("%s: the schema must refuse unknown keys, as the decoder does", tc.name)
			continue
		}
		got := decoderKeys(t, tc.toml+unknown)
		if want := props(tc.node, tc.drop...); !slices.Equal(got, want) {
			t.Errorf("%s: the decoder takes %q, the schema names %q", tc.name, got, want)
		}
	}
	// Guards that take only the common keys refuse any other.
	for name, g := range s.Properties["guards"].Properties {
		if len(g.Properties) == 3 {
			if code, out := validate(t, "[guards."+name+"]\n"+unknown); code == 0 {
				t.Errorf("[guards.%s] took a key the schema does not name:\n%s", name, out)
			}
		}
	}
	// Names the loader checks after decoding: groups and guards.
	for _, toml := range []string{"[groups]\nno-such-group = []\n", "[guards.no-such-guard]\nx = 1\n"} {
		if code, _ := validate(t, toml); code == 0 {
			t.Errorf("the loader took %q, which the schema refuses", toml)
		}
	}
}

// TestSchemaKeysAccepted writes every key the schema names, with a value of its type, into
// one file, and the real validate must take it: the schema names no key the decoder refuses.
func TestSchemaKeysAccepted(t *testing.T) {
	s := load(t)
	var b strings.Builder
	b.WriteString("mode = \"observe\"\nstop_max = 2\n[groups]\n")
	for _, g := range props(s.Properties["groups"]) {
		b.WriteString(g + " = [\"rules\"]\n")
	}
	for _, name := range props(s.Properties["guards"]) {
		b.WriteString("[guards." + name + "]\n")
		for _, k := range props(s.Properties["guards"].Properties[name]) {
			node := s.Properties["guards"].Properties[name].Properties[k]
			if node.Items != nil && node.Items.Type == "object" {
				continue // an array of tables: written below
			}
			b.WriteString(k + " = " + sample(node) + "\n")
		}
	}
	check := s.Properties["guards"].Properties["command"].Properties["checks"].Items
	b.WriteString("[[guards.command.checks]]\n")
	for _, k := range props(check) {
		v := map[string]string{"name": `"t"`, "command": `"true"`, "dir": `"."`}[k]
		if v == "" {
			v = sample(check.Properties[k])
		}
		b.WriteString(k + " = " + v + "\n")
	}
	rule := map[string]string{"id": `"r"`, "groups": `["pre-shell"]`, "when": `command == "x"`, "verdict": `"block"`, "reason": `"r"`}
	b.WriteString("[[rules]]\n")
	for _, k := range props(s.Properties["rules"].Items) {
		if rule[k] == "" {
			t.Fatalf("[[rules]] %s: give it a sample value here", k)
		}
		v := rule[k]
		if k == "when" {
			v = "'" + v + "'"
		}
		b.WriteString(k + " = " + v + "\n")
	}
	b.WriteString("[[mcp]]\n")
	for _, k := range props(s.Properties["mcp"].Items) {
		b.WriteString(k + " = " + map[string]string{"match": `"mcp__x__*"`, "group": `"pre-shell"`}[k] + "\n")
	}
	if code, out := validate(t, b.String()); code != 0 {
		t.Fatalf("validate refused a file of the schema's keys (exit %d):\n%s\n%s", code, b.String(), out)
	}
}

// TestSchemaManagedKeysAccepted writes every key of [managed] the schema names into a managed
// policy file, where the real validate must take it.
func TestSchemaManagedKeysAccepted(t *testing.T) {
	m := load(t).Properties["managed"]
	var b strings.Builder
	b.WriteString("[managed]\n")
	// A source is a repo or a file, not both: the repo's keys here, the file's in a test of its own.
	b.WriteString(`source = { repo = "/srv/git/policy.git", ref = "main", path = "guards.toml" }` + "\n")
	if got := props(m.Properties["source"]); !slices.Equal(got, []string{"file", "path", "ref", "repo", "signed"}) {
		t.Errorf("[managed.source] names %q", got)
	}
	for _, k := range props(m) {
		if k != "require" && k != "source" {
			b.WriteString(k + " = " + sample(m.Properties[k]) + "\n")
		}
	}
	b.WriteString("[managed.require]\n")
	for _, g := range props(m.Properties["require"]) {
		// A guard that judges every group's events: the rules guard.
		b.WriteString(g + " = [\"rules\"]\n")
	}
	path := filepath.Join(t.TempDir(), "managed.toml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	defer func(p string) { state.ManagedPath = p }(state.ManagedPath)
	state.ManagedPath = path
	if code, out := validate(t, ""); code != 0 || !strings.Contains(out, path) {
		t.Fatalf("validate refused a managed file of the schema's keys, or did not read it (exit %d):\n%s\n%s", code, b.String(), out)
	}
}

// sample is a value of a schema node's type that no guard's own checks refuse.
func sample(s *schema.S) string {
	switch {
	case len(s.Enum) > 0:
		return `"` + s.Enum[0] + `"`
	case s.Pattern != "":
		return `"1s"`
	}
	switch s.Type {
	case "array":
		if s.Items != nil && len(s.Items.Enum) > 0 {
			return `["` + strings.Join(s.Items.Enum, `", "`) + `"]`
		}
		return "[]"
	case "boolean":
		return "false"
	case "integer":
		return "1048576"
	case "number":
		return "0.5"
	case "object":
		return "{}"
	}
	return `""`
}

// TestSchemaDescribesEveryKey: an editor shows each key's description on hover, so a key
// without one (a new Options field without a doc comment) fails here.
func TestSchemaDescribesEveryKey(t *testing.T) {
	keys := map[string]*schema.S{}
	schema.Keys(load(t), "", keys)
	for k, s := range keys {
		if s.Description == "" && !strings.HasSuffix(k, "[]") && !strings.HasSuffix(k, "*") {
			t.Errorf("%s has no description: give its Go field a doc comment (or a line in config/schema's described), then go generate ./config/schema", k)
		}
	}
}
