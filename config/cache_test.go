package config

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const cachedSrc = `mode = "observe"
stop_max = 4

[groups]
pre-shell = ["destructive", "rules"]

[guards.secrets]
allow_paths = ["testdata/**"]
entropy = 3.5
max = 12
strict = true
nested = { deep = [1, 2.5, "x", true], more = [{ a = 1 }, { b = "c" }] }

[audit]
allows = 0.25
files = 7
file_mb = 2

[[rules]]
id = "one"
groups = ["pre-shell"]
when = 'command contains "x"'
verdict = "block"
reason = "no x"

[[mcp]]
match = "mcp__db__*"
group = "pre-shell"
`

func testCache(t *testing.T, key string) *Cache {
	t.Helper()
	return &Cache{Dir: filepath.Join(t.TempDir(), "cache"), Build: "build-1", Key: func() ([]byte, error) { return []byte(key), nil }}
}

// loadUser loads a user layer at path through the cache c, counting how often the TOML was
// decoded (Check runs only on a miss).
func loadUser(t *testing.T, c *Cache, path string) (*Config, int) {
	t.Helper()
	misses := 0
	cfg, err := Load(Options{UserPath: path, Cache: c, Check: func(*File) error { misses++; return nil }})
	if err != nil {
		t.Fatal(err)
	}
	return cfg, misses
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCacheHitEqualsParse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	writeFile(t, path, cachedSrc)
	want, err := Parse(path, []byte(cachedSrc))
	if err != nil {
		t.Fatal(err)
	}
	c := testCache(t, "k")
	first, misses := loadUser(t, c, path)
	if misses != 1 {
		t.Fatalf("first load: %d misses, want 1", misses)
	}
	second, misses := loadUser(t, c, path)
	if misses != 0 {
		t.Fatalf("second load decoded the TOML again (%d misses): the cache was not used", misses)
	}
	// The entry keeps no line of a rule or a route: their place is in their Origin.
	for _, ts := range first.Guards {
		for _, tb := range ts {
			for k := range tb.Lines {
				if placedByOrigin(k) {
					delete(tb.Lines, k)
				}
			}
		}
	}
	if !reflect.DeepEqual(first, second) {
		t.Fatalf("a cached layer differs from the decoded one:\n%+v\n%+v", first, second)
	}
	got := c.Get(path, ChecksumOf([]byte(cachedSrc)))
	if got == nil {
		t.Fatal("no entry")
	}
	for i := range want.Rules {
		want.Rules[i].Checked = true
	}
	if !reflect.DeepEqual(got.Guards, want.Guards) || !reflect.DeepEqual(got.Rules, want.Rules) || !reflect.DeepEqual(got.MCP, want.MCP) || !reflect.DeepEqual(got.Groups, want.Groups) ||
		!reflect.DeepEqual(got.Audit, want.Audit) || got.Sum != want.Sum || want.Sum != Sum([]byte(cachedSrc)) {
		t.Fatalf("entry differs from Parse:\n%+v\n%+v", got, want)
	}
	for k, line := range want.Lines {
		if got.Lines[k] != line && !placedByOrigin(k) {
			t.Errorf("line of %s: %d, want %d", k, got.Lines[k], line)
		}
	}
}

func TestCacheMissesOnChangeForgeryAndOtherBuild(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	writeFile(t, path, cachedSrc)
	c := testCache(t, "k")
	loadUser(t, c, path)

	// A changed file is decoded afresh: the stop_max the file now says is the one applied.
	writeFile(t, path, strings.Replace(cachedSrc, "stop_max = 4", "stop_max = 9", 1))
	cfg, misses := loadUser(t, c, path)
	if misses != 1 || cfg.StopMax != 9 {
		t.Fatalf("changed file: misses %d, stop_max %d; want 1, 9", misses, cfg.StopMax)
	}

	// A forger who can write the state directory but not read the key: an entry signed with
	// another key, for the same bytes, that turns observe mode off.
	entry := c.entryPath(path)
	data, _ := os.ReadFile(path)
	forger := &Cache{Dir: c.Dir, Build: c.Build, Key: func() ([]byte, error) { return []byte("guess"), nil }}
	forged, _ := Parse(path, data)
	forged.Mode = "enforce"
	if err := forger.Put(path, ChecksumOf(data), forged); err != nil {
		t.Fatal(err)
	}
	cfg, misses = loadUser(t, c, path)
	if misses != 1 || cfg.Mode != "observe" {
		t.Fatalf("forged entry: misses %d, mode %q; want the file decoded again and observe", misses, cfg.Mode)
	}

	// A flipped byte in a genuine entry.
	genuine, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	bad := append([]byte(nil), genuine...)
	bad[len(cacheMagic)+40] ^= 1
	writeFile(t, entry, string(bad))
	if _, misses = loadUser(t, c, path); misses != 1 {
		t.Fatal("a damaged entry was used")
	}

	// A genuine entry of another file (the forger copies one over this file's name).
	other := filepath.Join(filepath.Dir(path), "other.toml")
	writeFile(t, other, string(data))
	loadUser(t, c, other)
	otherEntry, _ := os.ReadFile(c.entryPath(other))
	writeFile(t, entry, string(otherEntry))
	if _, misses = loadUser(t, c, path); misses != 1 {
		t.Fatal("another file's entry was used")
	}

	// Another build of hookguard may check more: its entries are stale.
	newer := &Cache{Dir: c.Dir, Build: "build-2", Key: c.Key}
	if _, misses = loadUser(t, newer, path); misses != 1 {
		t.Fatal("an entry of another build was used")
	}

	// No key: no cache, the TOML every time, and no check whose result could not be kept.
	keyless := &Cache{Dir: c.Dir, Build: c.Build, Key: func() ([]byte, error) { return nil, errors.New("no key") }}
	if cfg, misses = loadUser(t, keyless, path); misses != 0 || cfg.Rules[0].Checked || cfg.StopMax != 9 {
		t.Fatalf("a cache without a key: checks %d, checked %v, stop_max %d; want 0, false, 9", misses, cfg.Rules[0].Checked, cfg.StopMax)
	}
}

func TestCacheNeverHoldsAnInvalidFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	c := testCache(t, "k")
	// A key unknown to the schema: an error with file:line, every call.
	writeFile(t, path, "mode = \"observe\"\nbogus = 1\n")
	for range 2 {
		_, err := Load(Options{UserPath: path, Cache: c})
		if err == nil || !strings.Contains(err.Error(), path+":2") {
			t.Fatalf("want the unknown key at %s:2, got %v", path, err)
		}
	}
	if _, err := os.Stat(c.entryPath(path)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("an invalid file was cached (%v)", err)
	}
	// Rules that do not compile: decoded and applied, never cached, never marked checked. The
	// entry records only that these bytes failed, so the next call does not check them again,
	// and still decodes them from the TOML.
	writeFile(t, path, cachedSrc)
	checks := 0
	failing := Options{UserPath: path, Cache: c, Check: func(*File) error { checks++; return errors.New("does not compile") }}
	for range 2 {
		cfg, err := Load(failing)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Rules[0].Checked || cfg.StopMax != 4 {
			t.Fatalf("a file that failed the check: checked %v, stop_max %d", cfg.Rules[0].Checked, cfg.StopMax)
		}
	}
	if checks != 1 {
		t.Fatalf("checked %d times, want once for these bytes", checks)
	}
	if f, failed := c.get(path, ChecksumOf([]byte(cachedSrc))); f != nil || !failed {
		t.Fatal("a file that failed the check was cached")
	}
	// Once fixed (other bytes), it is checked and cached.
	writeFile(t, path, cachedSrc+"\n")
	if _, misses := loadUser(t, c, path); misses != 1 {
		t.Fatal("a fixed file was not checked")
	}
	if _, misses := loadUser(t, c, path); misses != 0 {
		t.Fatal("a fixed file was not cached")
	}
}

// TestCacheDecodeNeverPanics feeds every prefix and byte flip of a genuine entry's body to
// the decoder (as if the MAC had passed): each is a clean error or a whole file.
func TestCacheDecodeNeverPanics(t *testing.T) {
	f, err := Parse("g.toml", []byte(cachedSrc))
	if err != nil {
		t.Fatal(err)
	}
	sum := ChecksumOf([]byte(cachedSrc))
	var e enc
	e.str("b")
	e.str("g.toml")
	e.buf = append(e.buf, sum[:]...)
	e.buf = append(e.buf, entryFile)
	if err := e.file(f); err != nil {
		t.Fatal(err)
	}
	if _, err := decodeEntry(e.buf, "g.toml", sum, "b"); err != nil {
		t.Fatalf("genuine body: %v", err)
	}
	for n := range len(e.buf) {
		if _, err := decodeEntry(e.buf[:n], "g.toml", sum, "b"); err == nil {
			t.Fatalf("a body cut at %d of %d decoded", n, len(e.buf))
		}
		b := append([]byte(nil), e.buf...)
		b[n] ^= 0xff
		decodeEntry(b, "g.toml", sum, "b")
	}
}

func TestCacheRefusesValuesItCannotCarry(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	writeFile(t, path, "[guards.x]\nwhen = 1979-05-27T07:32:00Z\n")
	c := testCache(t, "k")
	// Checked once: the entry then records only that these bytes are decoded from the TOML,
	// so the calls until the file changes do not check (and fail to cache) it again.
	for i, want := range []int{1, 0, 0} {
		cfg, misses := loadUser(t, c, path)
		if misses != want {
			t.Fatalf("call %d checked the file %d times, want %d", i+1, misses, want)
		}
		if ts := cfg.Guards["x"]; len(ts) != 1 || ts[0].Values["when"] == nil {
			t.Fatalf("call %d lost the date: %v", i+1, cfg.Guards["x"])
		}
	}
	if f, failed := c.get(path, ChecksumOf([]byte("[guards.x]\nwhen = 1979-05-27T07:32:00Z\n"))); f != nil || !failed {
		t.Fatal("a value the encoding does not carry was cached, or its bytes not recorded as uncached")
	}
}

// TestCacheUnwritableChecksNothing: where no entry can be kept (a state directory that cannot
// be written, even by root: its parent is a file; or no key), a call decodes the TOML as with
// no cache and pays for no check it would throw away; the key is asked for once per call.
func TestCacheUnwritableChecksNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	writeFile(t, path, cachedSrc)
	want, err := Load(Options{UserPath: path})
	if err != nil {
		t.Fatal(err)
	}
	blocker := filepath.Join(t.TempDir(), "a-file")
	writeFile(t, blocker, "")
	keyCalls := 0
	for name, c := range map[string]*Cache{
		"read-only": {Dir: filepath.Join(blocker, "cache"), Build: "b", Key: func() ([]byte, error) { keyCalls++; return []byte("k"), nil }},
		"keyless":   {Dir: filepath.Join(t.TempDir(), "cache"), Build: "b", Key: func() ([]byte, error) { keyCalls++; return nil, errors.New("no key") }},
	} {
		keyCalls = 0
		for range 2 {
			cfg, checks := loadUser(t, c, path)
			if checks != 0 {
				t.Fatalf("%s: a layer that cannot be cached was checked", name)
			}
			if !reflect.DeepEqual(cfg, want) {
				t.Fatalf("%s: got %+v, want the file decoded as with no cache %+v", name, cfg, want)
			}
		}
		if keyCalls != 1 {
			t.Fatalf("%s: the key was asked for %d times, want once (asking waits for its lock)", name, keyCalls)
		}
	}
}

// TestCacheDecodeOnlyRecordLoosensNothing: the record that bytes are decoded unchecked, made by
// the strongest forger (one holding the key), for a valid file: the layer is the file's own,
// as with no cache, and its rules are not marked checked, so each is compiled where it runs.
func TestCacheDecodeOnlyRecordLoosensNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	writeFile(t, path, cachedSrc)
	want, err := Load(Options{UserPath: path})
	if err != nil {
		t.Fatal(err)
	}
	c := testCache(t, "k")
	if err := c.Put(path, ChecksumOf([]byte(cachedSrc)), nil); err != nil {
		t.Fatal(err)
	}
	cfg, checks := loadUser(t, c, path)
	if checks != 0 || !reflect.DeepEqual(cfg, want) || cfg.Rules[0].Checked {
		t.Fatalf("checks %d, checked %v; got %+v, want %+v", checks, cfg.Rules[0].Checked, cfg, want)
	}
}

func TestCacheClear(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	writeFile(t, path, cachedSrc)
	c := testCache(t, "k")
	loadUser(t, c, path)
	n, err := c.Clear()
	if err != nil || n != 1 {
		t.Fatalf("cleared %d (%v), want 1", n, err)
	}
	if _, misses := loadUser(t, c, path); misses != 1 {
		t.Fatal("a cleared cache was used")
	}
}

// TestRuleIDsMerge: a rule replaces an earlier one of its id, in the same file or a lower
// layer, decoded from TOML or from the cache alike.
func TestRuleIDsMerge(t *testing.T) {
	dir := t.TempDir()
	rule := func(id, reason string) string {
		return "[[rules]]\nid = \"" + id + "\"\ngroups = [\"pre-shell\"]\nwhen = 'command contains \"x\"'\nverdict = \"block\"\nreason = \"" + reason + "\"\n\n"
	}
	user := filepath.Join(dir, "user.toml")
	extra := filepath.Join(dir, "extra.toml")
	writeFile(t, user, rule("a", "first a")+rule("b", "b")+rule("a", "second a")+rule("", "no id 1")+rule("", "no id 2"))
	writeFile(t, extra, rule("b", "extra b")+rule("c", "c"))
	c := testCache(t, "k")
	for range 2 { // a miss, then a hit
		// Rules without ids load (the rules guard reports them when it compiles them).
		cfg, err := Load(Options{UserPath: user, Extra: []string{extra}, Cache: c})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range cfg.Rules {
			got = append(got, r.ID+"="+r.Reason)
		}
		want := "a=second a,b=extra b,=no id 1,=no id 2,c=c"
		if strings.Join(got, ",") != want {
			t.Fatalf("rules %s, want %s", strings.Join(got, ","), want)
		}
	}
	writeFile(t, user, rule("a", "a")+rule("b", "b"))
	for range 2 {
		cfg, _ := loadUser(t, c, user)
		if len(cfg.Rules) != 2 || cfg.Rules[1].Reason != "b" {
			t.Fatalf("got %+v", cfg.Rules)
		}
	}
}

// The [audit] table: a higher layer's keys win one by one, a 0 included (it turns a lower
// layer's sampling off); unset keys take the defaults. The policy hash follows the layers'
// content, not where they live, and every layer's role is listed.
func TestAuditLayers(t *testing.T) {
	d := t.TempDir()
	user := filepath.Join(d, "user.toml")
	writeFile(t, user, "[audit]\nallows = 0.5\nfiles = 9\n")
	root := filepath.Join(d, "proj")
	os.MkdirAll(filepath.Join(root, ".hookguard"), 0o755)
	proj := filepath.Join(root, ".hookguard", "guards.toml")
	writeFile(t, proj, "[audit]\nallows = 0\n")
	trusted := func(string, string) bool { return true }
	cfg, err := Load(Options{UserPath: user, Root: root, Trusted: trusted})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Audit != (Audit{Allows: 0, Files: 9, FileMB: DefaultAuditFileMB}) {
		t.Fatalf("audit = %+v", cfg.Audit)
	}
	if cfg.AuditFrom["allows"] != proj+":2" || cfg.AuditFrom["files"] != user+":3" {
		t.Fatalf("audit from = %v", cfg.AuditFrom)
	}
	if len(cfg.Policy) != 2 || cfg.Policy[0].Role != RoleUser || cfg.Policy[1].Role != RoleProject || cfg.Policy[1].Sum != Sum([]byte("[audit]\nallows = 0\n")) {
		t.Fatalf("policy = %+v", cfg.Policy)
	}
	none, err := Load(Options{})
	if err != nil || none.Audit != (Audit{Files: DefaultAuditFiles, FileMB: DefaultAuditFileMB}) {
		t.Fatalf("no layer: %+v, %v", none.Audit, err)
	}
	// The same bytes elsewhere: the same hash. Other bytes: another.
	d2 := t.TempDir()
	user2 := filepath.Join(d2, "other-name.toml")
	writeFile(t, user2, "[audit]\nallows = 0.5\nfiles = 9\n")
	root2 := filepath.Join(d2, "p2")
	os.MkdirAll(root2, 0o755)
	writeFile(t, filepath.Join(root2, "guards.toml"), "[audit]\nallows = 0\n")
	cfg2, err := Load(Options{UserPath: user2, Root: root2, Trusted: trusted})
	if err != nil || cfg2.PolicyHash() != cfg.PolicyHash() {
		t.Fatalf("the same files elsewhere: %s against %s (%v)", cfg2.PolicyHash(), cfg.PolicyHash(), err)
	}
	writeFile(t, user2, "[audit]\nallows = 0.5\nfiles = 8\n")
	if cfg3, _ := Load(Options{UserPath: user2, Root: root2, Trusted: trusted}); cfg3.PolicyHash() == cfg.PolicyHash() {
		t.Fatal("a changed file kept the policy hash")
	}
	// Out of range: reported with file and line, and clamped for the call that goes on.
	writeFile(t, user, "[audit]\nallows = -1\nfiles = 5000\nfile_mb = -3\n")
	cfg, err = Load(Options{UserPath: user})
	if err == nil || !strings.Contains(err.Error(), user+":2: audit.allows") || !strings.Contains(err.Error(), user+":3: audit.files") || !strings.Contains(err.Error(), user+":4: audit.file_mb") {
		t.Fatalf("out of range: %v", err)
	}
	if cfg.Audit != (Audit{Allows: 0, Files: MaxAuditFiles, FileMB: 1}) {
		t.Fatalf("clamped: %+v", cfg.Audit)
	}
}

// A project file is trusted by its SHA-256, an entry keyed by length and CRC-32: bytes made to
// collide with an entry of bytes trusted before must not bring that entry back. The collision
// is stood in for by an entry written under the new bytes' checksum from the old bytes' decoding.
func TestCacheEntryMustBeOfTheTrustedBytes(t *testing.T) {
	c := testCache(t, "key")
	path := filepath.Join(t.TempDir(), "guards.toml")
	old := []byte("[[rules]]\nid = \"a\"\nwhen = 'true'\ngroups = [\"pre-shell\"]\nverdict = \"block\"\nreason = \"a\"\n")
	stricter := []byte("[[rules]]\nid = \"b\"\nwhen = 'true'\ngroups = [\"pre-shell\"]\nverdict = \"block\"\nreason = \"b\"\n")
	stale, err := Parse(path, old)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Put(path, ChecksumOf(stricter), stale); err != nil {
		t.Fatal(err)
	}
	o := Options{Cache: c}
	f, err := o.layer(path, stricter, Sum(stricter))
	if err != nil || f == nil || len(f.Rules) != 1 || f.Rules[0].ID != "b" {
		t.Fatalf("a trusted file's layer came from another file's entry: %+v, %v", f, err)
	}
	// The miss wrote the right entry over the stale one.
	if f := c.Get(path, ChecksumOf(stricter)); f == nil || f.Rules[0].ID != "b" {
		t.Fatalf("the stale entry stayed: %+v", f)
	}
	// The user's own file is asked by its key alone (it is outside the workspace, and an agent
	// that can write it needs no cache to loosen it): the same stale entry is a hit there.
	if err := c.Put(path, ChecksumOf(stricter), stale); err != nil {
		t.Fatal(err)
	}
	if f, _ := o.layer(path, stricter, ""); f == nil || f.Rules[0].ID != "a" {
		t.Fatalf("the user layer's entry was not used: %+v", f)
	}
}
