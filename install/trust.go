package install

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/BurntSushi/toml"
	"github.com/tidwall/gjson"

	// Named hdesc: the package's tests have a helper called harness.
	hdesc "github.com/hookguard/hookguard/harness"
)

// The harnesses' own gates: each can hold hookguard's hooks back after install wrote them, and
// only a person can open the gate. doctor reads the record the harness itself keeps and reports
// a closed gate as a problem (the hooks do not run, so --strict fails), naming the approval
// that is missing and how to give it. Each reader follows the pinned harness's shipped code
// (harness-protocols.md; the readers' comments say where).
//
// Claude Code has no such state: an interactive session asks for workspace trust before it
// starts and exits if refused, and `claude -p` counts the folder as trusted, so no session runs
// with its project hooks held back. Clarvis records its fingerprint approval somewhere its
// documentation does not say, so doctor can only remind.

// UntrustedPrefix starts every finding of a closed gate.
const UntrustedPrefix = "UNTRUSTED: "

// trustFindings reads h's gate for the scopes whose hooks are ours (used).
// The descriptor's trust mechanism names the reader.
func (h *Harness) trustFindings(env Env, fs []fileView, used map[Scope]bool) (problems, warnings, parts []string) {
	switch h.Desc.Trust {
	case hdesc.TrustReviewedHooks:
		return codexTrust(env, h, fs)
	case hdesc.TrustFolders:
		if used[Project] {
			return geminiTrust(env, h)
		}
	case hdesc.TrustFingerprint:
		if used[Project] {
			warnings = append(warnings, fmt.Sprintf("WARNING trust: doctor cannot see %s' workspace trust (its documentation does not say where the approval is kept): %s runs %s hooks only after you approve the workspace's fingerprint → /workspace-trust in %s, after every install or change", h.Desc.Name, h.Desc.Name, h.Project, h.Desc.Name))
		}
	case hdesc.TrustDialog:
		// Nothing held back to read (see above).
	}
	return problems, warnings, parts
}

// trustAfterInstall is what install's trust notice says doctor will do about it.
func trustAfterInstall(h *Harness) string {
	switch h.Desc.Trust {
	case hdesc.TrustReviewedHooks, hdesc.TrustFolders:
		return "`hookguard doctor` names what is missing, and `--strict` fails, until it is given."
	case hdesc.TrustFingerprint:
		return "`hookguard doctor` cannot see it, so it only reminds you."
	}
	return "it asks you itself before a session starts."
}

// tilde shows p under the home directory as ~/..., as a person types it.
func tilde(env Env, p string) string {
	if r, err := filepath.Rel(env.Home, p); err == nil && !strings.HasPrefix(r, "..") && env.Home != "" {
		return "~/" + filepath.ToSlash(r)
	}
	return p
}

// rootSpellings is the root as the cwd spells it and with its symlinks resolved: a harness
// started there may record either.
func rootSpellings(root string) []string {
	out := []string{root}
	if r, err := filepath.EvalSymlinks(root); err == nil && r != root {
		out = append(out, r)
	}
	return out
}

// --- Codex ---------------------------------------------------------------------------------

// codexConfig is the part of Codex's config.toml that holds its two gates: the projects it
// trusts (`[projects."<root>"] trust_level`) and the hooks a person trusted in /hooks
// (`[hooks.state."<hooks.json path>:<event>:<group>:<handler>"] trusted_hash`, and `enabled`
// where /hooks switched one off). Everything else in the file is Codex's business.
type codexConfig struct {
	Projects map[string]struct {
		TrustLevel string `toml:"trust_level"`
	} `toml:"projects"`
	Hooks struct {
		State map[string]codexHookState `toml:"state"`
	} `toml:"hooks"`
}

type codexHookState struct {
	TrustedHash string `toml:"trusted_hash"`
	Enabled     *bool  `toml:"enabled"`
}

// codexHook is one of hookguard's handlers as Codex identifies it.
type codexHook struct {
	Key, Hash, Label string
}

// codexHooks lists our handlers in one hooks.json: their trust keys (the file's absolute path,
// the event in snake case, the group's and the handler's positions) and the hash Codex
// compares with the trusted one. ours says which commands are hookguard's.
func codexHooks(path, doc string, ours map[string]bool) ([]codexHook, error) {
	var file struct {
		Hooks map[string][]struct {
			Matcher *string                      `json:"matcher"`
			Hooks   []map[string]json.RawMessage `json:"hooks"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal([]byte(doc), &file); err != nil {
		return nil, err
	}
	events := make([]string, 0, len(file.Hooks))
	for e := range file.Hooks {
		events = append(events, e)
	}
	sort.Strings(events)
	var out []codexHook
	for _, event := range events {
		for gi, g := range file.Hooks[event] {
			for hi, handler := range g.Hooks {
				var cmd string
				if json.Unmarshal(handler["command"], &cmd) != nil || !ours[cmd] {
					continue
				}
				label := event
				if g.Matcher != nil {
					label += " " + *g.Matcher
				}
				snake := snakeCase(event)
				out = append(out, codexHook{
					Key:   fmt.Sprintf("%s:%s:%d:%d", path, snake, gi, hi),
					Hash:  codexHookHash(snake, g.Matcher, handler),
					Label: label,
				})
			}
		}
	}
	return out, nil
}

// snakeCase turns Codex's hook event names (PreToolUse) into its trust keys' (pre_tool_use).
func snakeCase(s string) string {
	var b strings.Builder
	for i, r := range s {
		if unicode.IsUpper(r) {
			if i > 0 {
				b.WriteByte('_')
			}
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// codexHookHash is the hash Codex 0.171 gives a command handler: "sha256:" and the hex SHA-256
// of the compact JSON, keys sorted, of its normalized identity {event_name, matcher (absent
// when the group has none), hooks: [{async, command, statusMessage (when set), timeout, type}]},
// with Codex's defaults filled in (async false, timeout 600 s). Checked against the hashes the
// real Codex reports in `codex app-server` hooks/list (trust_test.go, e2e).
func codexHookHash(event string, matcher *string, handler map[string]json.RawMessage) string {
	var cmd, status string
	_ = json.Unmarshal(handler["command"], &cmd)
	async := false
	_ = json.Unmarshal(handler["async"], &async)
	timeout := "600"
	if t, ok := handler["timeout"]; ok {
		if n, err := strconv.ParseUint(strings.TrimSpace(string(t)), 10, 64); err == nil {
			timeout = strconv.FormatUint(n, 10)
		}
	}
	var b strings.Builder
	b.WriteString(`{"event_name":`)
	serdeString(&b, event)
	b.WriteString(`,"hooks":[{"async":` + strconv.FormatBool(async) + `,"command":`)
	serdeString(&b, cmd)
	if json.Unmarshal(handler["statusMessage"], &status) == nil && status != "" {
		b.WriteString(`,"statusMessage":`)
		serdeString(&b, status)
	}
	b.WriteString(`,"timeout":` + timeout + `,"type":"command"}]`)
	if matcher != nil {
		b.WriteString(`,"matcher":`)
		serdeString(&b, *matcher)
	}
	b.WriteString("}")
	sum := sha256.Sum256([]byte(b.String()))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// serdeString writes s as Rust's serde_json does, which is not Go's encoding/json: no HTML
// escapes, U+2028 and U+2029 raw, control characters as \b \f \n \r \t or \u00xx.
func serdeString(b *strings.Builder, s string) {
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if r < 0x20 {
				fmt.Fprintf(b, `\u%04x`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
}

// codexTrust checks both of Codex's gates for every hooks.json that holds our hooks: a project
// file loads only in a trusted project, and every hook runs only once a person trusted its
// exact definition in /hooks (`codex exec` skips the rest silently, harness-e2e.md §4.2).
func codexTrust(env Env, h *Harness, fs []fileView) (problems, warnings, parts []string) {
	// Where install put the user's hooks.json ($CODEX_HOME, else ~/.codex); doctor reads the
	// environment the person's shell gives the harness too.
	cfgPath, _, _ := h.Desc.UserPath(env.Home, h.Desc.Dir+"/config.toml", os.Getenv)
	disp := tilde(env, cfgPath)
	var cfg codexConfig
	if data, err := os.ReadFile(cfgPath); err == nil {
		if _, err := toml.Decode(string(data), &cfg); err != nil {
			return []string{fmt.Sprintf("%s%s cannot be read as Codex reads it (%v), so which hooks you trusted is unknown → fix the file (Codex refuses it too)", UntrustedPrefix, disp, err)}, nil, nil
		}
	} else if !os.IsNotExist(err) {
		return []string{fmt.Sprintf("%scannot read %s (%v), where Codex keeps the hooks you trusted → make it readable", UntrustedPrefix, disp, err)}, nil, nil
	}
	reviewed := 0
	for _, f := range fs {
		if f.State != "ok" || f.Scope == Local {
			continue
		}
		// Codex keys each hook by its file's path as Codex spells it, the root as the shell
		// gave it or with its symlinks resolved: a record under either counts.
		paths := []string{f.Path}
		if f.Scope != User {
			paths = nil
			for _, r := range rootSpellings(env.Root) {
				paths = append(paths, filepath.Join(r, filepath.FromSlash(h.Project)))
			}
		}
		var hooks []codexHook
		for _, p := range paths {
			hs, err := codexHooks(p, f.Doc, h.owned(env, f.Scope))
			if err != nil || len(hs) == 0 {
				break
			}
			if hooks == nil || codexRecorded(cfg, hs) > codexRecorded(cfg, hooks) {
				hooks = hs
			}
		}
		if len(hooks) == 0 {
			continue
		}
		where := env.Root
		if f.Scope == User {
			where = "any project"
		} else if p := codexProjectProblem(env, cfg, disp); p != "" {
			problems = append(problems, p)
			continue // Codex does not even list the project's hooks
		}
		var unreviewed, changed, off []string
		for _, hk := range hooks {
			st, ok := cfg.Hooks.State[hk.Key]
			switch {
			case ok && st.Enabled != nil && !*st.Enabled:
				off = append(off, hk.Label)
			case !ok || st.TrustedHash == "":
				unreviewed = append(unreviewed, hk.Label)
			case st.TrustedHash != hk.Hash:
				changed = append(changed, hk.Label)
			default:
				reviewed++
			}
		}
		fix := fmt.Sprintf("start codex in %s, open /hooks and trust the hookguard entries", where)
		if len(unreviewed) > 0 {
			problems = append(problems, fmt.Sprintf("%sCodex skips %d of hookguard's %d hooks in %s, never trusted in /hooks (%s) → %s", UntrustedPrefix, len(unreviewed), len(hooks), f.Disp, strings.Join(unreviewed, ", "), fix))
		}
		if len(changed) > 0 {
			problems = append(problems, fmt.Sprintf("%sCodex skips %d of hookguard's hooks in %s: they changed since you trusted them in /hooks (%s) → %s again", UntrustedPrefix, len(changed), f.Disp, strings.Join(changed, ", "), fix))
		}
		if len(off) > 0 {
			problems = append(problems, fmt.Sprintf("%s%d of hookguard's hooks in %s are switched off in /hooks (%s) → start codex in %s, open /hooks and enable them", UntrustedPrefix, len(off), f.Disp, strings.Join(off, ", "), where))
		}
	}
	if len(problems) == 0 && reviewed > 0 {
		parts = append(parts, fmt.Sprintf("trusted in /hooks (%d)", reviewed))
	}
	return problems, warnings, parts
}

// codexRecorded counts the hooks that config.toml has a record for.
func codexRecorded(cfg codexConfig, hooks []codexHook) int {
	n := 0
	for _, h := range hooks {
		if _, ok := cfg.Hooks.State[h.Key]; ok {
			n++
		}
	}
	return n
}

// codexTrustRoot is the folder whose trust Codex looks up for a project
// (resolve_root_git_project_for_trust): the checkout's root, or for a linked worktree the main
// checkout's, found through the .git file's gitdir: pointer into .git/worktrees/<name>.
func codexTrustRoot(root string) string {
	data, err := os.ReadFile(filepath.Join(root, ".git"))
	if err != nil {
		return root // a directory, or none: the checkout itself
	}
	line := strings.TrimSpace(strings.SplitN(string(data), "\n", 2)[0])
	dir, ok := strings.CutPrefix(line, "gitdir:")
	if !ok {
		return root
	}
	dir = strings.TrimSpace(dir)
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(root, dir)
	}
	dir = realPath(dir)
	if filepath.Base(filepath.Dir(dir)) != "worktrees" {
		return root
	}
	return filepath.Dir(filepath.Dir(filepath.Dir(dir)))
}

// codexProjectProblem says why Codex will not load the project's .codex/ layer, or "".
func codexProjectProblem(env Env, cfg codexConfig, disp string) string {
	root := codexTrustRoot(env.Root)
	for _, r := range rootSpellings(root) {
		p, ok := cfg.Projects[r]
		if !ok {
			continue
		}
		switch p.TrustLevel {
		case "trusted":
			return ""
		case "untrusted":
			return fmt.Sprintf(`%s%s marks %s trust_level = "untrusted", so Codex loads no hooks from .codex/ there → change it to "trusted" (codex --trust does not override it), then open /hooks in codex and trust the hookguard entries`, UntrustedPrefix, disp, r)
		}
	}
	return fmt.Sprintf(`%sCodex loads no hooks from .codex/ until the project is trusted, and %s is not (no [projects."%s"] in %s) → start codex in %s and trust the project when it asks (or run codex exec --trust there), then open /hooks and trust the hookguard entries`, UntrustedPrefix, root, root, disp, env.Root)
}

// --- Gemini CLI ----------------------------------------------------------------------------

// geminiHome is the directory Gemini CLI treats as home: $GEMINI_CLI_HOME, else HOME.
func geminiHome(env Env) string {
	if d := os.Getenv("GEMINI_CLI_HOME"); d != "" {
		return d
	}
	return env.Home
}

// geminiTrustedFolders is where Gemini CLI 0.61 keeps its folder rules (Storage.
// getTrustedFoldersPath): $GEMINI_CLI_TRUSTED_FOLDERS_PATH, else ~/.gemini/trustedFolders.json
// (~/.cache/.gemini under its macOS sandbox).
func geminiTrustedFolders(env Env) string {
	if p := os.Getenv("GEMINI_CLI_TRUSTED_FOLDERS_PATH"); p != "" {
		return p
	}
	if os.Getenv("SANDBOX") == "sandbox-exec" {
		return filepath.Join(geminiHome(env), ".cache", ".gemini", "trustedFolders.json")
	}
	return filepath.Join(geminiHome(env), ".gemini", "trustedFolders.json")
}

// geminiTrust follows Gemini CLI 0.61's checkPathTrust for the workspace root: the environment
// first, then the user's security.folderTrust.enabled (on unless false), then the longest rule
// in trustedFolders.json that covers the root. No rule means untrusted, and Gemini blocks every
// project hook there ("Blocked execution of project hook in untrusted folder"). Its per-hook
// fingerprints only warn, and user-level hooks are not gated, so this is the one gate.
func geminiTrust(env Env, h *Harness) (problems, warnings, parts []string) {
	switch {
	case os.Getenv("GEMINI_RESTRICTED_MODE") == "true":
		return []string{UntrustedPrefix + "GEMINI_RESTRICTED_MODE=true in this shell: a Gemini CLI started from it blocks every project hook → unset it"}, nil, nil
	case os.Getenv("GEMINI_CLI_TRUST_WORKSPACE") == "false":
		return []string{UntrustedPrefix + "GEMINI_CLI_TRUST_WORKSPACE=false in this shell: a Gemini CLI started from it blocks every project hook → unset it"}, nil, nil
	case os.Getenv("GEMINI_CLI_TRUST_WORKSPACE") == "true":
		return nil, nil, []string{"trusted (GEMINI_CLI_TRUST_WORKSPACE=true in this shell)"}
	}
	settings := filepath.Join(geminiHome(env), filepath.FromSlash(h.User))
	if doc, ok, _ := readFile(settings); ok {
		if parse(doc).Get("security.folderTrust.enabled").Type == gjson.False {
			return nil, nil, []string{"trusted (folder trust is off in " + tilde(env, settings) + ")"}
		}
	}
	path := geminiTrustedFolders(env)
	disp := tilde(env, path)
	ask := fmt.Sprintf("start gemini in %s and choose to trust the folder (or add \"%s\": \"TRUST_FOLDER\" to %s)", env.Root, env.Root, disp)
	doc, ok, err := readFile(path)
	if err != nil {
		return []string{fmt.Sprintf("%scannot read %s (%v), where Gemini CLI keeps its trusted folders → make it readable", UntrustedPrefix, disp, err)}, nil, nil
	}
	if !ok {
		return []string{fmt.Sprintf("%sGemini CLI blocks project hooks in a folder it does not trust, and %s has no trusted folders yet → %s", UntrustedPrefix, disp, ask)}, nil, nil
	}
	rules, err := geminiRules(doc)
	if err != nil {
		return []string{fmt.Sprintf("%s%s is invalid (%v): Gemini CLI refuses to start until it is fixed → fix it", UntrustedPrefix, disp, err)}, nil, nil
	}
	rule, level := geminiMatch(rules, env.Root)
	switch level {
	case "TRUST_FOLDER", "TRUST_PARENT":
		return nil, nil, []string{"trusted folder"}
	case "DO_NOT_TRUST":
		return []string{fmt.Sprintf("%s%s marks %s DO_NOT_TRUST, which covers %s: Gemini CLI blocks its project hooks → trust the folder in gemini (/permissions), or change the rule to TRUST_FOLDER", UntrustedPrefix, disp, rule, env.Root)}, nil, nil
	}
	return []string{fmt.Sprintf("%sGemini CLI blocks project hooks in a folder it does not trust, and no rule in %s covers %s → %s", UntrustedPrefix, disp, env.Root, ask)}, nil, nil
}

// geminiRules reads trustedFolders.json as Gemini does: JSON with comments, one object of
// path → TRUST_FOLDER | TRUST_PARENT | DO_NOT_TRUST; anything else is an error Gemini stops on.
func geminiRules(doc string) (map[string]string, error) {
	var raw map[string]any
	if err := json.Unmarshal([]byte(blankComments(doc)), &raw); err != nil {
		return nil, fmt.Errorf("not a JSON object: %v", err)
	}
	rules := map[string]string{}
	for p, v := range raw {
		s, _ := v.(string)
		switch s {
		case "TRUST_FOLDER", "TRUST_PARENT", "DO_NOT_TRUST":
			rules[filepath.Clean(p)] = s
		default:
			return nil, fmt.Errorf("trust level %v for %q is none of TRUST_FOLDER, TRUST_PARENT, DO_NOT_TRUST", v, p)
		}
	}
	return rules, nil
}

// geminiMatch is LoadedTrustedFolders.isPathTrusted: a rule covers root when its folder (the
// parent for TRUST_PARENT), symlinks resolved, is root or above it; the longest rule wins.
func geminiMatch(rules map[string]string, root string) (rule, level string) {
	loc := realPath(root)
	best := -1
	for p, lv := range rules {
		eff := p
		if lv == "TRUST_PARENT" {
			eff = filepath.Dir(p)
		}
		eff = realPath(eff)
		rel, err := filepath.Rel(eff, loc)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
			continue
		}
		if len(p) > best || len(p) == best && lv == "DO_NOT_TRUST" { // a tie: the safer rule
			best, rule, level = len(p), p, lv
		}
	}
	return rule, level
}

func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return filepath.Clean(p)
}
