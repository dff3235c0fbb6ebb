package config_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
)

// BenchmarkLoadDefault is every hook call's configuration: the embedded default, already Go
// data (no TOML parsed), and no user or project layer.
func BenchmarkLoadDefault(b *testing.B) {
	for b.Loop() {
		if _, err := config.Load(config.Options{Default: defaultconf.File()}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadLargeUser adds a large user layer, parsed from TOML on every call: 200 rules,
// MCP routes and guard options (a team's shared file is far smaller).
func BenchmarkLoadLargeUser(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("mode = \"enforce\"\nstop_max = 5\n\n[groups]\npre-shell = [\"destructive\", \"secrets\", \"migrations\", \"boundary\", \"rules\"]\n\n")
	sb.WriteString("[guards.secrets]\nallow_paths = [\"testdata/**\", \"*.snap\", \"fixtures/**\"]\nsecret_vars = [\"MY_*_TOKEN\"]\n\n")
	sb.WriteString("[guards.boundary]\nroots = [\"../shared-lib\", \"../docs\"]\n\n")
	for i := range 40 {
		fmt.Fprintf(&sb, "[[mcp]]\nmatch = \"mcp__srv%d__*\"\ngroup = \"pre-shell\"\n\n", i)
	}
	for i := range 200 {
		fmt.Fprintf(&sb, "[[rules]]\nid = \"rule-%d\"\ngroups = [\"pre-shell\"]\nwhen = 'any(commands, .name == \"tool%d\" && \"--prod\" in .args)'\nverdict = \"block\"\nreason = \"tool%d against prod is for humans\"\n\n", i, i, i)
	}
	path := filepath.Join(b.TempDir(), "guards.toml")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(sb.Len()))
	for b.Loop() {
		if _, err := config.Load(config.Options{Default: defaultconf.File(), UserPath: path}); err != nil {
			b.Fatal(err)
		}
	}
}
