// Package secrets is the guard that keeps credentials out of what an agent writes, runs, reads
// and is told. It scans new file text (writes, edits' replacement text, patches' added lines,
// staged and pushed changes) with gitleaks' default rule set plus its own rules for what
// gitleaks misses; it stops shell commands that print, copy or send secret files and
// variables; it stops reads of secret files; and it stops a prompt a human pasted a secret
// into before the model sees it. No reason it gives carries a secret: only Redact's form.
//
// The gitleaks rules are data generated at build time (gitleaks_rules.go, by internal/gen,
// its own module): the hook never links gitleaks, whose detector costs ~25 ms to build.
package secrets

//go:generate go run -C internal/gen . -out ../../gitleaks_rules.go -license ../../gitleaks_LICENSE
//go:generate go test -run ^TestKeywordIndex$ -update-index

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/paths"
)

// Name is the guard's registered name.
const Name = "secrets"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "no credential written, printed, read or pasted: gitleaks' rules plus own ones, secret files and variables in commands, secret reads, pasted prompts",
		Groups: []hookguard.Group{hookguard.PreFiles, hookguard.PostEdit, hookguard.PreRead, hookguard.PreShell,
			hookguard.Prompt, hookguard.PreCommit, hookguard.PrePush},
		New: func() guards.Guard { return New() },
	})
}

// Options are the [guards.secrets] keys of guards.toml.
type Options struct {
	// AllowPaths are globs of files whose new text is not scanned (relative ones are matched
	// from the project root; a pattern without "/" matches the file name anywhere; ** spans
	// directories), e.g. ["testdata/**", "*.snap"].
	AllowPaths []string `toml:"allow_paths"`
	// AllowRules are rule ids switched off everywhere, e.g. ["generic-api-key"].
	AllowRules []string `toml:"allow_rules"`
	// AllowFingerprints are exact findings let through, as a block reason prints them
	// ("rule:16 hex digits", a hash of the value: the value itself never goes in the file).
	AllowFingerprints []string `toml:"allow_fingerprints"`
	// AllowReads are globs of secret-looking files that may be read and printed anyway,
	// e.g. [".env.test"].
	AllowReads []string `toml:"allow_reads"`
	// DenyReads are globs of further secret files, blocked like .env.
	DenyReads []string `toml:"deny_reads"`
	// SecretVars are further environment variable names (globs, case-insensitive) that hold
	// secrets, beside those whose names say so (TOKEN, SECRET, PASSWORD, API_KEY ...).
	SecretVars []string `toml:"secret_vars"`
	// LoginHosts are VAR@HOST pairs (globs, case-insensitive) of a secret variable and a host
	// it may be given to in a URL's user part, beside those its name or a local address tie
	// it to, e.g. ["DEPLOY_PASS@deploy.corp.example", "NEXUS_*@*.corp.example"].
	LoginHosts []string `toml:"login_hosts"`
	// MaxScanBytes bounds the text scanned per file; a larger change is blocked, since
	// letting it through unscanned would be a way around the guard. Default 64 MiB.
	MaxScanBytes int64 `toml:"max_scan_bytes"`
}

// Guard is the secrets guard.
type Guard struct {
	opts    Options
	skip    map[string]bool
	allowFP map[string]bool
}

// New returns a guard with the default options.
func New() *Guard { return &Guard{} }

// Configure applies one layer's [guards.secrets] table.
func (g *Guard) Configure(o guards.Options) error {
	return o.Decode(&g.opts)
}

// Validate checks the options once every layer has been applied.
func (g *Guard) Validate() error {
	var errs []string
	// The rule ids are listed only when a layer switches rules off: a hook call with the
	// default configuration builds nothing here.
	var ids map[string]bool
	if len(g.opts.AllowRules) > 0 {
		ids = map[string]bool{}
		for _, r := range rulesEngine().all() {
			ids[r.ID] = true
		}
		ids[proseRuleID] = true
	}
	g.skip = map[string]bool{}
	for _, id := range g.opts.AllowRules {
		if !ids[id] {
			hint := ""
			best := 4
			for known := range ids {
				if d := guards.Distance(id, known); d < best {
					best, hint = d, fmt.Sprintf(": did you mean %q?", known)
				}
			}
			errs = append(errs, fmt.Sprintf("allow_rules: unknown rule %q%s (run `hookguard guards` for the list)", id, hint))
			continue
		}
		g.skip[id] = true
	}
	g.allowFP = map[string]bool{}
	for _, f := range g.opts.AllowFingerprints {
		if !isFingerprint(f) {
			errs = append(errs, fmt.Sprintf("allow_fingerprints: %q is not a fingerprint; copy it from a block reason, e.g. \"aws-access-token:0123456789abcdef\"", f))
			continue
		}
		_, hash, _ := strings.Cut(f, ":")
		g.allowFP[hash] = true
	}
	for key, globs := range map[string][]string{"allow_paths": g.opts.AllowPaths, "allow_reads": g.opts.AllowReads, "deny_reads": g.opts.DenyReads, "secret_vars": g.opts.SecretVars} {
		for _, p := range globs {
			if err := validGlob(p); err != nil {
				errs = append(errs, fmt.Sprintf("%s: %q: %v", key, p, err))
			}
		}
	}
	for _, pair := range g.opts.LoginHosts {
		v, h, ok := strings.Cut(pair, "@")
		if !ok || v == "" || h == "" {
			errs = append(errs, fmt.Sprintf("login_hosts: %q is not VAR@HOST; write the variable's name and the host it may be given to, e.g. \"DEPLOY_PASS@deploy.corp.example\"", pair))
			continue
		}
		for _, p := range []string{v, h} {
			if err := validGlob(p); err != nil {
				errs = append(errs, fmt.Sprintf("login_hosts: %q: %v", pair, err))
			}
		}
	}
	if g.opts.MaxScanBytes < 0 {
		errs = append(errs, "max_scan_bytes: must be positive (or 0 for the default, 64 MiB)")
	}
	if len(errs) > 0 {
		sort.Strings(errs)
		return fmt.Errorf("guards.secrets: %s", strings.Join(errs, "; "))
	}
	return nil
}

// isFingerprint reports whether f has a fingerprint's shape, ^[a-z0-9][a-z0-9._-]*:[0-9a-f]{16}$,
// checked by hand: compiling that regex cost more than the rest of Validate.
func isFingerprint(f string) bool {
	id, hash, ok := strings.Cut(f, ":")
	if !ok || id == "" || len(hash) != 16 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || i > 0 && (c == '.' || c == '_' || c == '-')) {
			return false
		}
	}
	for i := 0; i < len(hash); i++ {
		if c := hash[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

func (g *Guard) maxScan() int64 {
	if g.opts.MaxScanBytes > 0 {
		return g.opts.MaxScanBytes
	}
	return 64 << 20
}

func (g *Guard) skipRule(id string) bool { return g.skip[id] }

// Scan finds the secrets in text bound for path ("" for a command or a prompt), after the
// configured rule and fingerprint allowlists.
func (g *Guard) Scan(path, text string) []Finding {
	var skip func(string) bool
	if len(g.skip) > 0 {
		skip = g.skipRule
	}
	fs := rulesEngine().scan(path, text, skip)
	if len(g.allowFP) == 0 {
		return fs
	}
	out := fs[:0]
	for _, f := range fs {
		_, hash, _ := strings.Cut(f.Fingerprint, ":")
		if !g.allowFP[hash] {
			out = append(out, f)
		}
	}
	return out
}

// Check judges one event.
// A panic is the engine's to recover: it turns it into this guard's error and logs the stack.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	if g.allowFP == nil && g.skip == nil {
		if err := g.Validate(); err != nil {
			return hookguard.Verdict{}, err
		}
	}
	switch ev.Group {
	case hookguard.PreFiles, hookguard.PostEdit, hookguard.PreCommit, hookguard.PrePush:
		return g.checkFiles(ctx, ev)
	case hookguard.PreRead:
		return g.checkReads(ev), nil
	case hookguard.PreShell:
		return g.checkCommand(ev), nil
	case hookguard.Prompt:
		return g.checkPrompt(ev), nil
	}
	return hookguard.Allowed(), nil
}

func (g *Guard) checkFiles(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	for _, f := range ev.Files {
		if err := ctx.Err(); err != nil {
			return hookguard.Verdict{}, err
		}
		if v := g.patchMove(f, ev); v.Decision != hookguard.Allow {
			return v, nil
		}
		if f.Op == hookguard.OpPatchDelete || f.Text == "" && (f.Op != hookguard.OpEdit || f.Old == "") {
			continue
		}
		abs := paths.Abs(f.Path, ev.Cwd, ev.Home)
		rel := relTo(abs, ev.Root)
		if g.matchAll(g.opts.AllowPaths, abs, ev) {
			continue
		}
		if int64(len(f.Text)) > g.maxScan() {
			v := hookguard.Blocked(Name, "too-large-to-scan", fmt.Sprintf(
				"The new text of %s is %d bytes, above max_scan_bytes (%d), so it cannot be checked for credentials. "+
					"Write it in smaller parts, or raise [guards.secrets] max_scan_bytes in guards.toml if this file is meant to be this large.",
				rel, len(f.Text), g.maxScan()))
			v.Action = "write " + abs
			return v, nil
		}
		fs := g.Scan(rel, f.Text)
		what := "the new text of " + rel
		if len(fs) == 0 && ev.Group == hookguard.PreFiles {
			fs = g.editJoins(abs, rel, f)
			what = "the lines this edit leaves in " + rel
		}
		if len(fs) == 0 {
			continue
		}
		switch ev.Group {
		case hookguard.PostEdit:
			what = "the edit just made to " + rel
		case hookguard.PreCommit:
			what = "the staged change to " + rel
		case hookguard.PrePush:
			what = "the pushed change to " + rel
		}
		v := hookguard.Blocked(Name, fs[0].Rule, contentReason(what, fs)+
			" Read the value from the environment or a secret manager at run time instead, or use an obvious placeholder (\"<YOUR_API_KEY>\", \"${API_KEY}\"); "+
			"a test fixture that must look real can be allowlisted by a person in guards.toml ([guards.secrets] allow_fingerprints or allow_paths).")
		v.Action = "write " + abs + " " + fingerprints(fs)
		return v, nil
	}
	return hookguard.Allowed(), nil
}

func (g *Guard) checkPrompt(ev *hookguard.Event) hookguard.Verdict {
	fs := g.Scan("", ev.Prompt)
	if len(fs) == 0 {
		fs = g.scanProse(ev.Prompt)
	}
	if len(fs) == 0 {
		return hookguard.Allowed()
	}
	v := hookguard.Blocked(Name, fs[0].Rule, contentReason("your prompt", fs)+
		" The prompt was stopped before it reached the model, so the credential is not in the conversation. "+
		"Send it again without the value (say where the agent should read it from, e.g. an environment variable), "+
		"and rotate the credential if it was pasted anywhere else.")
	v.NoCode = true // a prompt is authorised by retyping it, not by a code
	return v
}

// contentReason names every finding (up to five) in redacted form.
func contentReason(what string, fs []Finding) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s holds ", capFirst(what))
	if len(fs) == 1 {
		b.WriteString("what looks like a credential: ")
	} else {
		fmt.Fprintf(&b, "%d values that look like credentials: ", len(fs))
	}
	for i, f := range fs {
		if i == 5 {
			fmt.Fprintf(&b, "; and %d more", len(fs)-i)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "line %d, rule %s, %s, fingerprint %s", f.Line, f.Rule, f.Redacted, f.Fingerprint)
	}
	b.WriteString(". ")
	b.WriteString(fs[0].Description)
	return b.String()
}

func fingerprints(fs []Finding) string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.Fingerprint
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

func relTo(abs, root string) string {
	if root != "" && paths.Within(abs, root) && abs != root {
		return strings.TrimPrefix(abs, strings.TrimSuffix(root, "/")+"/")
	}
	return abs
}

// matchAll reports whether the absolute path abs, as written AND as it resolves through
// symlinks, matches the globs (relative ones taken from the project root). An allowlist must
// hold for both: a link in testdata/ pointing at src/config.py must not carry a key past it.
func (g *Guard) matchAll(globs []string, abs string, ev *hookguard.Event) bool {
	if len(globs) == 0 {
		return false
	}
	clean := paths.Clean(abs)
	return globsMatch(globs, clean, ev.Root, ev.Home) && globsMatch(globs, paths.Real(clean), ev.Root, ev.Home)
}

func globsMatch(globs []string, p, root, home string) bool {
	for _, g := range globs {
		if globMatch(g, p, root, home) {
			return true
		}
	}
	return false
}

// Rules lists every rule the guard holds, for `hookguard guards`.
func (g *Guard) Rules() []guards.RuleInfo {
	var out []guards.RuleInfo
	for _, r := range rulesEngine().all() {
		pack := "gitleaks " + gitleaksVersion
		if r.Check != nil || !isGitleaks(r.ID) {
			pack = "hookguard"
		}
		out = append(out, guards.RuleInfo{ID: r.ID, Pack: pack, Summary: r.Description, Enabled: !g.skip[r.ID]})
	}
	for _, r := range fileRuleInfo() {
		r.Enabled = true
		out = append(out, r)
	}
	return out
}

func isGitleaks(id string) bool {
	for i := range gitleaksRules {
		if gitleaksRules[i].ID == id {
			return true
		}
	}
	return false
}

var (
	_ guards.Guard      = (*Guard)(nil)
	_ guards.Configurer = (*Guard)(nil)
	_ guards.Validator  = (*Guard)(nil)
	_ guards.Lister     = (*Guard)(nil)
)
