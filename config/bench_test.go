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

// largeUser writes the 200-rule user file of BenchmarkLoadLargeUser's shape.
func largeUser(b *testing.B) (string, int) {
	var sb strings.Builder
	sb.WriteString("mode = \"enforce\"\n\n[guards.secrets]\nallow_paths = [\"testdata/**\"]\n\n")
	for i := range 200 {
		fmt.Fprintf(&sb, "[[rules]]\nid = \"rule-%d\"\ngroups = [\"pre-shell\"]\nwhen = 'any(commands, .name == \"tool%d\" && \"--prod\" in .args)'\nverdict = \"block\"\nreason = \"tool%d against prod is for humans\"\n\n", i, i, i)
	}
	path := filepath.Join(b.TempDir(), "guards.toml")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	return path, sb.Len()
}

func benchCache(b *testing.B, key string) *config.Cache {
	return &config.Cache{Dir: filepath.Join(b.TempDir(), "cache"), Build: "bench", Key: func() ([]byte, error) { return []byte(key), nil }}
}

// BenchmarkCacheHit is a hook call's configuration with a 200-rule user file that the cache
// holds: read the entry, check its MAC and checksum, decode it, merge the layers.
func BenchmarkCacheHit(b *testing.B) {
	path, n := largeUser(b)
	c := benchCache(b, "k")
	opts := config.Options{Default: defaultconf.File(), UserPath: path, Cache: c}
	if _, err := config.Load(opts); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(n))
	for b.Loop() {
		if _, err := config.Load(opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCacheMiss is the first call after the file changed: the TOML decoded and the entry
// written (fsynced), every time, since the entry is removed before each call.
func BenchmarkCacheMiss(b *testing.B) {
	path, n := largeUser(b)
	c := benchCache(b, "k")
	opts := config.Options{Default: defaultconf.File(), UserPath: path, Cache: c}
	b.SetBytes(int64(n))
	for b.Loop() {
		if _, err := c.Clear(); err != nil {
			b.Fatal(err)
		}
		if _, err := config.Load(opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCacheForged is a call that finds an entry signed with another key: the MAC fails
// and the TOML is decoded, as on a miss. The miss rewrites the entry, so the forged one is put
// back, outside the timer, before each call.
func BenchmarkCacheForged(b *testing.B) {
	path, n := largeUser(b)
	forger := benchCache(b, "forger")
	if _, err := config.Load(config.Options{Default: defaultconf.File(), UserPath: path, Cache: forger}); err != nil {
		b.Fatal(err)
	}
	entries, _ := filepath.Glob(filepath.Join(forger.Dir, "*.bin"))
	if len(entries) != 1 {
		b.Fatalf("want one entry, got %v", entries)
	}
	forged, err := os.ReadFile(entries[0])
	if err != nil {
		b.Fatal(err)
	}
	c := &config.Cache{Dir: forger.Dir, Build: "bench", Key: func() ([]byte, error) { return []byte("k"), nil }}
	opts := config.Options{Default: defaultconf.File(), UserPath: path, Cache: c}
	b.SetBytes(int64(n))
	for b.Loop() {
		b.StopTimer()
		if err := os.WriteFile(entries[0], forged, 0o600); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := config.Load(opts); err != nil {
			b.Fatal(err)
		}
	}
}
