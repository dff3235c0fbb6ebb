package config

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	_ "github.com/hookguard/hookguard/guards/builtin" // lock names are checked against the registry
)

const managedSrc = `mode = "enforce"
stop_max = 2

[managed]
locked = ["destructive"]
projects = false

[managed.require]
pre-shell = ["self"]
`

// managedDefault is a small default layer: destructive in pre-shell and pre-files.
func managedDefault() *File {
	return &File{Source: "embedded default", Mode: "enforce", StopMax: 3,
		Groups: map[string][]string{"pre-shell": {"destructive", "rules"}, "pre-files": {"boundary"}}}
}

func loadManaged(t *testing.T, managed, user, project string, trusted bool) *Config {
	t.Helper()
	dir := t.TempDir()
	o := Options{Default: managedDefault(), Root: filepath.Join(dir, "repo"), Trusted: func(string, string) bool { return trusted }}
	for _, f := range []struct{ path, text string }{
		{filepath.Join(dir, "etc", "guards.toml"), managed},
		{filepath.Join(dir, "user", "guards.toml"), user},
		{filepath.Join(dir, "repo", "guards.toml"), project},
	} {
		if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
			t.Fatal(err)
		}
		if f.text != "" {
			writeFile(t, f.path, f.text)
		}
	}
	o.ManagedPath, o.UserPath = filepath.Join(dir, "etc", "guards.toml"), filepath.Join(dir, "user", "guards.toml")
	cfg, err := Load(o)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestManagedLocksHoldAgainstLowerLayers(t *testing.T) {
	user := `mode = "observe"
stop_max = 9

[groups]
pre-shell = ["rules"]

[guards.destructive]
mode = "observe"
allow_delete = ["/srv/x"]

[guards.secrets]
mode = "observe"
on_error = "allow"
`
	cfg := loadManaged(t, managedSrc, user, "", true)
	if cfg.Mode != "enforce" || cfg.StopMax != 2 {
		t.Errorf("mode %q stop_max %d: the managed values must hold", cfg.Mode, cfg.StopMax)
	}
	if got := cfg.Groups[hookguard.PreShell]; !reflect.DeepEqual(got, []string{"rules", "self", "destructive"}) {
		t.Errorf("pre-shell = %q: a locked guard keeps its place and a required one is added", got)
	}
	if cfg.Common["destructive"].Mode != "" || len(cfg.Guards["destructive"]) != 0 {
		t.Errorf("the user's table of a locked guard applied: %+v %+v", cfg.Common["destructive"], cfg.Guards["destructive"])
	}
	// Not locked: the secrets guard keeps the user's on_error, but not observe (the minimum mode).
	if c := cfg.Common["secrets"]; c.Mode != "" || c.OnError != "allow" {
		t.Errorf("secrets: %+v", c)
	}
	want := []string{
		"user/guards.toml:1: mode = \"observe\" is ignored: the managed policy ",
		"user/guards.toml:2: stop_max = 9 is ignored",
		"user/guards.toml:5: groups.pre-shell leaves out \"destructive\"",
		"user/guards.toml:5: groups.pre-shell leaves out \"self\", which the managed policy ",
		"user/guards.toml:7: [guards.destructive] (allow_delete, mode) is ignored: the managed policy ",
		"user/guards.toml:12: guards.secrets.mode = \"observe\" is ignored",
	}
	if len(cfg.Refused) != len(want) {
		t.Fatalf("refused:\n%s", strings.Join(cfg.Refused, "\n"))
	}
	for _, w := range want {
		if !slices.ContainsFunc(cfg.Refused, func(r string) bool { return strings.Contains(filepath.ToSlash(r), w) }) {
			t.Errorf("no refusal %q in:\n%s", w, strings.Join(cfg.Refused, "\n"))
		}
	}
	if last := cfg.Policy[len(cfg.Policy)-1]; last.Role != RoleManaged || last.Source != cfg.Managed || last.Sum == "" {
		t.Errorf("the audit trail's policy must name the managed layer last: %+v", cfg.Policy)
	}
	if !strings.HasSuffix(filepath.ToSlash(cfg.Managed), "etc/guards.toml") || len(cfg.LockList()) == 0 {
		t.Errorf("managed %q locks %v", cfg.Managed, cfg.LockList())
	}
}

func TestManagedShutsProjectLayersOut(t *testing.T) {
	project := "[[rules]]\nid = \"p\"\ngroups = [\"pre-shell\"]\nwhen = \"true\"\nverdict = \"block\"\nreason = \"p\"\n"
	cfg := loadManaged(t, managedSrc, "", project, true)
	if len(cfg.Rules) != 0 {
		t.Errorf("a trusted project's rules applied under projects = false: %+v", cfg.Rules)
	}
	if len(cfg.Notices) != 1 || !strings.Contains(cfg.Notices[0], "lets no project configuration apply") {
		t.Errorf("notices %q", cfg.Notices)
	}
	open := strings.Replace(managedSrc, "projects = false", "projects = true", 1)
	if cfg := loadManaged(t, open, "", project, true); len(cfg.Rules) != 1 {
		t.Errorf("projects = true: the trusted project's rule did not apply")
	}
}

func TestNoManagedFileChangesNothing(t *testing.T) {
	user := "mode = \"observe\"\n[guards.destructive]\nmode = \"observe\"\n"
	cfg := loadManaged(t, "", user, "", true)
	if cfg.Mode != "observe" || cfg.Common["destructive"].Mode != "observe" || cfg.Managed != "" || cfg.LockList() != nil || cfg.Refused != nil {
		t.Errorf("without a managed file the user's layer must apply as written: %+v", cfg)
	}
}

func TestManagedTableErrors(t *testing.T) {
	dir := t.TempDir()
	managed, user := filepath.Join(dir, "managed.toml"), filepath.Join(dir, "user.toml")
	writeFile(t, managed, "[managed]\nlocked = [\"destructiv\"]\nprojcts = false\n\n[managed.require]\npre-shel = [\"self\"]\npre-files = [\"nope\"]\n")
	writeFile(t, user, "[managed]\nlocked = []\n")
	_, err := Load(Options{Default: managedDefault(), ManagedPath: managed, UserPath: user})
	if err == nil {
		t.Fatal("want errors")
	}
	for _, w := range []string{
		"managed.toml:3: managed.projcts: unknown key (did you mean \"projects\"?)",
		"managed.toml:2: managed.locked[0]:",
		"managed.toml:6: managed.require.pre-shel: unknown group",
		"managed.toml:7: managed.require.pre-files:",
		"user.toml:1: [managed] belongs in the managed policy file (" + managed + ")",
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q in:\n%v", w, err)
		}
	}
	if !strings.Contains(err.Error(), "destructiv") || !strings.Contains(err.Error(), "nope") {
		t.Errorf("the unknown guards are not named:\n%v", err)
	}
}

// The cache carries the [managed] table: an entry read back equals the parse.
func TestCacheCarriesManaged(t *testing.T) {
	for _, src := range []string{managedSrc, strings.Replace(managedSrc, "false", "true", 1), "[managed]\n", "mode = \"enforce\"\n",
		managedSrc + "\n[managed.source]\nrepo = \"https://git.example.com/p.git\"\nref = \"main\"\npath = \"a/guards.toml\"\nsigned = true\n",
		"[managed]\nsource = { file = \"/srv/guards.toml\" }\n"} {
		path := filepath.Join(t.TempDir(), "guards.toml")
		want, err := Parse(path, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		c := testCache(t, "k")
		sum := ChecksumOf([]byte(src))
		if err := c.Put(path, sum, want); err != nil {
			t.Fatal(err)
		}
		got := c.Get(path, sum)
		if got == nil {
			t.Fatalf("%q: no entry", src)
		}
		if !reflect.DeepEqual(got.Managed, want.Managed) {
			t.Errorf("%q: cached [managed] %+v, parsed %+v", src, got.Managed, want.Managed)
		}
	}
}

// A user's file with a [managed] table is an error on every call, the cached ones too: the
// cache carries the table, so a hit cannot drop it.
func TestManagedTableInUserFileStaysAnErrorThroughTheCache(t *testing.T) {
	path := filepath.Join(t.TempDir(), "guards.toml")
	writeFile(t, path, "[managed]\nprojects = false\n")
	c := testCache(t, "k")
	for i := range 2 {
		misses := 0
		_, err := Load(Options{Default: managedDefault(), UserPath: path, ManagedPath: "/nonexistent/managed.toml", Cache: c, Check: func(*File) error { misses++; return nil }})
		if err == nil || !strings.Contains(err.Error(), "[managed] belongs in the managed policy file") {
			t.Fatalf("call %d: %v", i, err)
		}
		if i == 1 && misses != 0 {
			t.Fatalf("the second call decoded the TOML again: the cache was not used, so this test shows nothing")
		}
	}
}

// The [managed.source] table: each wrong shape is an error with the managed file's line, a
// good one loads, and a lower layer's source is refused like any [managed] key.
func TestManagedSourceChecks(t *testing.T) {
	good := []string{
		`source = { repo = "https://git.example.com/team/policy.git", ref = "main", path = "policy/guards.toml" }`,
		`source = { repo = "/srv/git/policy.git" }`,
		`source = { repo = "git@git.example.com:team/policy.git", ref = "v3" }`,
		`source = { repo = "file:///srv/git/policy.git" }`,
		`source = { file = "/srv/cm/hookguard.toml" }`,
	}
	for _, src := range good {
		dir := t.TempDir()
		managed := filepath.Join(dir, "managed.toml")
		writeFile(t, managed, "[managed]\n"+src+"\n")
		if _, err := Load(Options{Default: managedDefault(), ManagedPath: managed}); err != nil {
			t.Errorf("%s: %v", src, err)
		}
	}
	bad := map[string]string{
		`source = {}`:                                        "give repo",
		`source = { repo = "policy.git" }`:                   "needs an absolute path",
		`source = { repo = "./a:b" }`:                        "needs an absolute path",
		`source = { repo = "r", file = "/f" }`:               "not both",
		`source = { file = "rel/guards.toml" }`:              "absolute path",
		`source = { file = "/f", ref = "main" }`:             "ref, path and signed go with repo",
		`source = { repo = "--upload-pack=touch /tmp/x" }`:   "git would read it as an option",
		`source = { repo = "r", ref = "-x" }`:                "not a refspec or an option",
		`source = { repo = "r", ref = "main:refs/heads/x" }`: "not a refspec",
		`source = { file = "/f", signed = true }`:            "ref, path and signed go with repo",
		`source = { repo = "r", path = "../etc/passwd" }`:    "inside the repository",
		`source = { repo = "r", path = "/etc/guards.toml" }`: "inside the repository",
		`source = { repo = "r", path = "a//guards.toml" }`:   "inside the repository",
		`source = { repo = "r", branch = "main" }`:           "managed.source.branch: unknown key",
		`source = "https://git.example.com/team/policy.git"`: "want a table",
	}
	for src, want := range bad {
		dir := t.TempDir()
		managed := filepath.Join(dir, "managed.toml")
		writeFile(t, managed, "mode = \"enforce\"\n[managed]\n"+src+"\n")
		_, err := Load(Options{Default: managedDefault(), ManagedPath: managed})
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "managed.toml:3: managed.source") {
			t.Errorf("%s: want an error at managed.toml:3 saying %q, got %v", src, want, err)
		}
	}
	user := filepath.Join(t.TempDir(), "user.toml")
	writeFile(t, user, "[managed]\nsource = { file = \"/srv/cm/hookguard.toml\" }\n")
	_, err := Load(Options{Default: managedDefault(), ManagedPath: "/nonexistent/managed.toml", UserPath: user})
	if err == nil || !strings.Contains(err.Error(), "user.toml:1: [managed] belongs in the managed policy file") {
		t.Errorf("a user's [managed.source] must be refused: %v", err)
	}
}

// Two sources that fetch the same thing are equal once normal: the pull compares them so.
func TestSourceNormal(t *testing.T) {
	a := Source{Repo: "r"}.Normal()
	b := Source{Repo: "r", Ref: "HEAD", Path: "guards.toml"}.Normal()
	if a != b || (Source{Repo: "r", Ref: "main"}.Normal() == a) || (Source{File: "/f"}.Normal() != Source{File: "/f"}) {
		t.Errorf("Normal: %+v %+v", a, b)
	}
}
