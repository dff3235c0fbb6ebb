package schema_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/rogpeppe/go-internal/txtar"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config/schema"
)

// compiled is the shipped schema as a draft-4 validator (santhosh-tekuri/jsonschema, a test
// dependency only: editors do the validating for users).
func compiled(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema.JSON))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("guards.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("guards.schema.json")
	if err != nil {
		t.Fatalf("the schema does not compile: %v", err)
	}
	return s
}

// instance is a guards.toml as the JSON value a schema validator reads.
func instance(t *testing.T, name, text string) any {
	t.Helper()
	var m map[string]any
	if _, err := toml.Decode(text, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestSchemaTakesRealConfigs: the embedded default and every guards.toml of the testscripts
// that `hookguard validate` accepts are valid against the schema, so an editor never marks
// a configuration hookguard takes.
func TestSchemaTakesRealConfigs(t *testing.T) {
	s := compiled(t)
	if err := s.Validate(instance(t, "default", string(hookguard.DefaultConfig))); err != nil {
		t.Errorf("the default guards.toml: %v", err)
	}
	n := 0
	err := filepath.WalkDir("../../testscripts", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".txtar") {
			return err
		}
		a, err := txtar.ParseFile(p)
		if err != nil {
			return err
		}
		for _, f := range a.Files {
			if filepath.Base(f.Name) != "guards.toml" {
				continue
			}
			var m map[string]any
			if _, err := toml.Decode(string(f.Data), &m); err != nil {
				continue // a script about broken TOML
			}
			if code, _ := validate(t, string(f.Data)); code != 0 {
				continue // one hookguard refuses: the schema may refuse it or not
			}
			n++
			if err := s.Validate(instance(t, p, string(f.Data))); err != nil {
				t.Errorf("%s: %s: validate takes it, the schema does not: %v", p, f.Name, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 5 {
		t.Errorf("only %d guards.toml files found in the testscripts: did they move?", n)
	}
}

// TestSchemaRefuses: shapes the decoder refuses, the schema refuses too.
func TestSchemaRefuses(t *testing.T) {
	s := compiled(t)
	for _, text := range []string{
		"modes = \"observe\"\n",
		"mode = \"watch\"\n",
		"stop_max = \"3\"\n",
		"stop_max = -1\n",
		"[groups]\npre-shel = [\"rules\"]\n",
		"[groups]\npre-shell = [\"secret\"]\n",
		"[guards.secrets]\nallow_path = [\"x\"]\n",
		"[guards.secrets]\nmax_scan_bytes = \"1MB\"\n",
		"[guards.multivac]\ntimeout = \"30\"\n",
		"[guards.boundary]\non_error = \"ignore\"\n",
		"[guards.nosuch]\nx = 1\n",
		"[[rules]]\nid = \"x\"\ngroups = [\"pre-shell\"]\nwhen = \"true\"\nverdict = \"deny\"\nreason = \"r\"\n",
		"[[mcp]]\nmatch = \"x\"\ngroup = \"shell\"\n",
		"[[guards.command.checks]]\nname = \"t\"\ncommand = \"go\"\ntimout = \"5m\"\n",
	} {
		if err := s.Validate(instance(t, text, text)); err == nil {
			t.Errorf("the schema takes %q", text)
		}
		if code, _ := validate(t, text); code == 0 {
			t.Errorf("hookguard validate takes %q: this case belongs elsewhere", text)
		}
	}
}
