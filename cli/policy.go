package cli

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
	"github.com/hookguard/hookguard/groups"
	"github.com/hookguard/hookguard/state"
)

func init() {
	register("policy", "pull the managed policy from the team's repository: policy pull [--dry-run]", policyCmd)
}

// `hookguard policy pull` brings the managed policy (state.ManagedFile) up to date with the
// source its own [managed.source] names. It is run by a person or by cron, never by a hook
// call: the hook reads the managed file and nothing else, and never touches the network.
//
// The exit codes, for cron and scripts:
const (
	pullOK       = 0 // installed, or already up to date (and every --dry-run that could fetch)
	pullRefused  = 1 // the pulled policy failed verification, or others than root can write its source: nothing was written
	pullUsage    = 2 // bad flags, no managed file, no source, or a managed file whose source cannot be read
	pullFetch    = 3 // git is missing, the fetch failed or timed out, or the source file cannot be read
	pullNotWrite = 4 // the managed path cannot be written (it is the administrator's: run as root)
)

// pulled is a policy as fetched, before it is verified.
type pulled struct {
	data []byte
	name string // the file as it stood in its source, for file:line: "policy/guards.toml"
	from string // where it came from, for messages: "REPO (ref main, path ...) at commit abc1234"
}

func policyCmd(c *ctx, args []string) int {
	fs := flags(c, "policy", "pull [--dry-run] [--timeout 5m]")
	dry := fs.Bool("dry-run", false, "fetch and verify, print what would change (or \"unchanged\"), and write nothing")
	timeout := fs.Duration("timeout", 5*time.Minute, "give up on git after this long (a cron job must not hang on a dead remote)")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	rest := fs.Args()
	if len(rest) != 1 || rest[0] != "pull" {
		fmt.Fprintln(c.stderr, "hookguard policy: say what to do: pull (see `hookguard policy --help`)")
		return pullUsage
	}
	if *timeout <= 0 {
		fmt.Fprintln(c.stderr, "hookguard policy pull: --timeout must be above zero, e.g. 5m")
		return pullUsage
	}
	return c.policyPull(*dry, *timeout)
}

func (c *ctx) policyPull(dry bool, timeout time.Duration) int {
	fail := func(code int, format string, args ...any) int {
		fmt.Fprintf(c.stderr, "hookguard policy pull: "+format+"\n", args...)
		return code
	}
	managed := state.ManagedFile()
	if state.Absent(managed) {
		return fail(pullUsage, "no managed policy at %s: the first one is put there by the administrator, by hand or by configuration management, with a [managed.source] table naming where later ones are pulled from (see the README's \"Policy bundle\")", managed)
	}
	old, err := state.ReadFile(managed, state.MaxFile)
	if err != nil {
		return fail(pullUsage, "cannot read the managed policy %s: %v (fix its permissions, or run as the administrator)", managed, err)
	}
	// The current file's source is read even when the rest of it has errors: the fix may be
	// what the pull brings.
	cur, perr := config.Parse(managed, old)
	if cur == nil {
		return fail(pullUsage, "cannot read the source of the managed policy: %v\nFix %s by hand (it names where to pull from in [managed.source]).", perr, managed)
	}
	if cur.Managed == nil || cur.Managed.Source == nil {
		return fail(pullUsage, "the managed policy %s names no source: add one to its [managed] table, e.g.\n  source = { repo = \"https://git.example.com/team/policy.git\", ref = \"main\", path = \"guards.toml\" }\nor source = { file = \"/path/your/configuration/management/fills\" }", managed)
	}
	src := cur.Managed.Source.Normal()
	if probs := src.Check(); len(probs) > 0 {
		return fail(pullUsage, "%s: managed.source: %s", cur.At("managed.source"), strings.Join(probs, "; "))
	}
	if src.File != "" && sameFile(src.File, managed) {
		return fail(pullUsage, "%s: managed.source: file %s is the managed policy itself: name the file your configuration management fills, or a repository", cur.At("managed.source"), src.File)
	}
	if probs := sourceWriters(localSource(src.File, src.Repo)); len(probs) > 0 {
		fmt.Fprintf(c.stderr, "hookguard policy pull: the source %s is refused: others than root can change what it holds, and whoever writes the source sets this machine's policy (a coding agent runs as a user too):\n", src)
		for _, pr := range probs {
			fmt.Fprintf(c.stderr, "  %s\n", pr)
		}
		fmt.Fprintf(c.stderr, "Make the source root's and writable by root alone, then pull again. %s is unchanged.\n", managed)
		return pullRefused
	}
	var p pulled
	code := 0
	if src.Repo != "" {
		p, code = c.fetchGit(src, timeout)
	} else {
		p, code = c.readSourceFile(src)
	}
	if code != 0 {
		return code
	}
	if probs := verifyPolicy(p, src); len(probs) > 0 {
		fmt.Fprintf(c.stderr, "hookguard policy pull: the policy from %s is refused; %s is unchanged:\n", p.from, managed)
		for _, pr := range probs {
			fmt.Fprintln(c.stderr, pr)
		}
		fmt.Fprintln(c.stderr, "Fix it in the source and pull again; `hookguard validate --managed FILE` checks a policy before you commit it.")
		return pullRefused
	}
	if bytes.Equal(p.data, old) {
		fmt.Fprintf(c.stdout, "unchanged: %s matches %s\n", managed, p.from)
		return pullOK
	}
	add, del := lineDiff(old, p.data)
	summary := fmt.Sprintf("%s from %s: +%d -%d lines (sha256 %s -> %s)", managed, p.from, len(add), len(del), short(old), short(p.data))
	if dry {
		fmt.Fprintf(c.stdout, "would update %s\n", summary)
		for _, l := range del {
			fmt.Fprintf(c.stdout, "- %s\n", l)
		}
		for _, l := range add {
			fmt.Fprintf(c.stdout, "+ %s\n", l)
		}
		return pullOK
	}
	perm := fs.FileMode(0o644)
	if fi, err := os.Stat(managed); err == nil {
		perm = fi.Mode().Perm()
	}
	if err := state.WriteFile(managed, p.data, perm); err != nil {
		return fail(pullNotWrite, "%s", writeFailure(managed, err))
	}
	fmt.Fprintf(c.stdout, "updated %s\n", summary)
	return pullOK
}

// writeFailure says why the managed file was not replaced, and what to do.
func writeFailure(managed string, err error) string {
	if errors.Is(err, fs.ErrPermission) {
		return fmt.Sprintf("cannot write %s: %v\nThe managed policy is the administrator's: run it as root (sudo hookguard policy pull), or from root's crontab. Nothing was changed.", managed, err)
	}
	return fmt.Sprintf("cannot write %s: %v (nothing was changed)", managed, err)
}

// verifyPolicy is what "verified" means for a pulled policy, each problem on a line with the
// pulled file's name and line as they stood in the source:
//   - it parses and validates as `hookguard validate --managed` checks a managed policy: the
//     TOML, every key, the [managed] table (guard and group names, its source), and the
//     configuration it makes over the default (every guard configured, every rule compiled).
//     The user's and projects' layers are left out: they differ per machine, and their tries
//     to loosen a lock are theirs to fix (validate reports them), not the policy's;
//   - it keeps its own [managed.source], unchanged (the same repository, ref and path, or the
//     same file): a commit that dropped or moved it would cut this machine off from the next
//     fix, which could then only come by hand.
//
// Anything else (which guards it locks, whether it tightens or loosens the last policy) is the
// team's decision, made in their repository's review.
func verifyPolicy(p pulled, src config.Source) []string {
	// Load reads a path: the bytes go to a file of their own, whose name is then put back as
	// the source's in every message.
	dir, err := os.MkdirTemp("", "hookguard-verify-")
	if err != nil {
		return []string{fmt.Sprintf("cannot make a temporary directory to check the policy in: %v", err)}
	}
	defer os.RemoveAll(dir)
	tmp := filepath.Join(dir, "guards.toml")
	if err := os.WriteFile(tmp, p.data, 0o600); err != nil {
		return []string{fmt.Sprintf("cannot write the policy to check it: %v", err)}
	}
	var probs []string
	add := func(err error) {
		for _, e := range groups.Problems(err) {
			probs = append(probs, strings.ReplaceAll(e.Error(), tmp, p.name))
		}
	}
	cfg, err := config.Load(config.Options{Default: defaultconf.File(), ManagedPath: tmp})
	if err != nil {
		add(err)
	}
	if cfg != nil {
		if verr := groups.Validate(cfg); verr != nil {
			add(verr)
		}
	}
	f, _ := config.Parse(p.name, p.data)
	switch {
	case f == nil: // the TOML does not parse: said above
	case f.Managed == nil || f.Managed.Source == nil:
		probs = append(probs, fmt.Sprintf("%s: it has no [managed.source]: a pulled policy must keep the source it was pulled from (%s), or this machine would pull no later fix", p.name, src))
	case f.Managed.Source.Normal() != src:
		probs = append(probs, fmt.Sprintf("%s: managed.source is %s, not %s, which it was pulled from: a pulled policy must keep its source; to move it, change the source in the managed file on each machine first", f.At("managed.source"), f.Managed.Source, src))
	}
	return probs
}

// fetchGit fetches src.Ref's commit with the system's git, into a bare repository of its own
// in a temporary directory, and reads src.Path from it.
func (c *ctx) fetchGit(src config.Source, timeout time.Duration) (pulled, int) {
	fail := func(format string, args ...any) (pulled, int) {
		fmt.Fprintf(c.stderr, "hookguard policy pull: "+format+"\n", args...)
		return pulled{}, pullFetch
	}
	gitPath, err := exec.LookPath("git")
	if err != nil {
		return fail("git is not on PATH: install git (policy pull fetches with the system's git; hookguard has no network code of its own)")
	}
	dir, err := os.MkdirTemp("", "hookguard-pull-")
	if err != nil {
		return fail("cannot make a temporary directory to fetch into: %v", err)
	}
	defer os.RemoveAll(dir)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	git := func(args ...string) ([]byte, error) {
		cmd := exec.CommandContext(ctx, gitPath, append([]string{"-C", dir}, args...)...)
		cmd.Env = gitEnv(os.Environ())
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		// A helper git started (ssh, a credential helper) may outlive it holding the pipes:
		// past the deadline, stop waiting for them too.
		cmd.WaitDelay = 5 * time.Second
		err := cmd.Run()
		if ctx.Err() != nil {
			return nil, fmt.Errorf("timed out after %s (raise --timeout, or check the remote)", timeout)
		}
		if err != nil {
			msg := strings.TrimSpace(errb.String())
			if msg == "" {
				msg = err.Error()
			}
			return nil, fmt.Errorf("%s", msg)
		}
		return out.Bytes(), nil
	}
	if _, err := git("init", "-q", "--bare"); err != nil {
		return fail("git init in %s failed: %v", dir, err)
	}
	// One commit, no tags: the policy is one file at one ref. "--" ends git's options, so a
	// repository is never read as one (Check refuses a leading "-" too).
	if _, err := git("fetch", "-q", "--depth", "1", "--no-tags", "--", src.Repo, src.Ref); err != nil {
		return fail("fetching %s failed: %v\nCheck that the repository and ref exist and that this user can read them (credentials, network).", src, err)
	}
	out, err := git("rev-parse", "--verify", "-q", "FETCH_HEAD^{commit}")
	if err != nil {
		return fail("the fetch of %s gave no commit: %v", src, err)
	}
	commit := strings.TrimSpace(string(out))
	p := pulled{name: src.Path, from: fmt.Sprintf("%s at commit %.12s", src, commit)}
	// signed: the commit must carry a signature the pulling user's git trusts (gpg's keyring,
	// or gpg.ssh.allowedSignersFile): whoever can push to the ref without the team's key
	// cannot set every machine's policy.
	if src.Signed {
		if _, err := git("verify-commit", commit); err != nil {
			if strings.HasPrefix(err.Error(), "exit status") { // git says nothing when there is no signature
				err = errors.New("the commit carries no signature")
			}
			fmt.Fprintf(c.stderr, "hookguard policy pull: the policy from %s is refused: the source says signed, and git verify-commit does not accept the commit: %v\nThe managed policy is unchanged. Sign the commit with a team key, or give this user's git the keys to trust (gpg's keyring, or gpg.ssh.allowedSignersFile).\n", p.from, err)
			return pulled{}, pullRefused
		}
	}
	// The path must be a regular file in that commit: not missing, not a directory, and not
	// a symbolic link, whose blob is only the name of another file.
	out, err = git("ls-tree", "-z", commit, "--", src.Path)
	if err != nil {
		return fail("reading commit %.12s of %s failed: %v", commit, src, err)
	}
	mode, _, _ := strings.Cut(string(out), " ")
	if mode != "100644" && mode != "100755" {
		what := "has no file " + src.Path
		if mode != "" {
			what = fmt.Sprintf("holds %s as something other than a file (mode %s)", src.Path, mode)
		}
		fmt.Fprintf(c.stderr, "hookguard policy pull: the policy from %s is refused: the commit %s; the managed policy is unchanged. Fix the path in the repository.\n", p.from, what)
		return pulled{}, pullRefused
	}
	data, err := git("cat-file", "blob", commit+":"+src.Path)
	if err != nil {
		return fail("reading %s from commit %.12s failed: %v", src.Path, commit, err)
	}
	if len(data) > state.MaxFile {
		fmt.Fprintf(c.stderr, "hookguard policy pull: the policy from %s is refused: %s is %d bytes, over the %d a guards.toml may have; the managed policy is unchanged.\n", p.from, src.Path, len(data), state.MaxFile)
		return pulled{}, pullRefused
	}
	p.data = data
	return p, 0
}

// readSourceFile reads a file source, as the hook would read a guards.toml.
func (c *ctx) readSourceFile(src config.Source) (pulled, int) {
	data, err := state.ReadFile(src.File, state.MaxFile)
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard policy pull: cannot read the source %s: %v (has your configuration management put it there?)\n", src.File, err)
		return pulled{}, pullFetch
	}
	return pulled{data: data, name: src.File, from: src.File}, 0
}

// gitEnv is the environment for git: the caller's (credentials, proxies, SSH settings are the
// administrator's), without the variables that would point git at another repository than
// its temporary one, and with prompts off: cron has no terminal, and a prompt would hang.
func gitEnv(env []string) []string {
	out := make([]string, 0, len(env)+2)
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
			"GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX", "GIT_CEILING_DIRECTORIES", "GIT_TERMINAL_PROMPT":
			continue
		}
		out = append(out, kv)
	}
	return append(out, "GIT_TERMINAL_PROMPT=0")
}

// sameFile reports whether a and b name one file (the same inode, or the same clean path).
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// short is the first 12 hex digits of data's SHA-256.
func short(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:6])
}

// lineDiff is what changes from a to b, by line: the lines only in b and the lines only in a,
// each in its file's order, from their longest common subsequence. A policy is a few hundred
// lines at most (state.MaxFile bounds it); past 4,000 lines a side only the counts of lines
// that differ as multisets are given, so a huge file cannot make the table quadratic in memory.
func lineDiff(a, b []byte) (add, del []string) {
	la, lb := splitLines(a), splitLines(b)
	if len(la) > 4000 || len(lb) > 4000 {
		count := map[string]int{}
		for _, l := range la {
			count[l]++
		}
		for _, l := range lb {
			if count[l] > 0 {
				count[l]--
			} else {
				add = append(add, l)
			}
		}
		for _, l := range la {
			if count[l] > 0 {
				count[l]--
				del = append(del, l)
			}
		}
		return add, del
	}
	// lcs[i][j] is the common subsequence's length of la[i:] and lb[j:].
	lcs := make([][]int32, len(la)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(lb)+1)
	}
	for i := len(la) - 1; i >= 0; i-- {
		for j := len(lb) - 1; j >= 0; j-- {
			if la[i] == lb[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < len(la) && j < len(lb) {
		switch {
		case la[i] == lb[j]:
			i++
			j++
		case lcs[i+1][j] >= lcs[i][j+1]:
			del = append(del, la[i])
			i++
		default:
			add = append(add, lb[j])
			j++
		}
	}
	del = append(del, la[i:]...)
	add = append(add, lb[j:]...)
	return add, del
}

func splitLines(b []byte) []string {
	s := strings.TrimSuffix(string(b), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
