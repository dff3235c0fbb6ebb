package destructive

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell"
)

// gitCall is a git command line with its global options taken off and aliases resolved.
type gitCall struct {
	sub    string
	cmd    *shell.Command // Args are the subcommand's own arguments
	config map[string]string
}

// parseGit reads git's global options (-C, -c, --git-dir, ...), the config given on the
// command line or in GIT_CONFIG_PARAMETERS, and resolves aliases defined there.
func parseGit(c *shell.Command) (*gitCall, bool) {
	if name(c) != "git" {
		return nil, false
	}
	g := &gitCall{config: map[string]string{}}
	if len(c.Args) == 0 {
		return nil, false
	}
	for _, a := range c.Assigns {
		k, v, _ := strings.Cut(a, "=")
		switch k {
		case "GIT_CONFIG_PARAMETERS":
			for _, kv := range splitConfigParams(v) {
				ck, cv, _ := strings.Cut(kv, "=")
				g.config[strings.ToLower(ck)] = cv
			}
		}
	}
	i := 0
	for i < len(c.Args) {
		s := c.Args[i]
		if c.Dynamic[i] {
			break
		}
		switch {
		case s == "-C" || s == "-c" || s == "--git-dir" || s == "--work-tree" || s == "--namespace" || s == "--config-env" || s == "--exec-path" && false:
			if s == "-c" && i+1 < len(c.Args) {
				g.setConfig(c.Args[i+1])
			}
			i += 2
			continue
		case strings.HasPrefix(s, "-c") && len(s) > 2:
			g.setConfig(s[2:])
		case strings.HasPrefix(s, "-C"):
		case s == "--":
			i++
			goto sub
		case strings.HasPrefix(s, "-"):
		default:
			goto sub
		}
		i++
	}
sub:
	if i >= len(c.Args) {
		return nil, false
	}
	g.sub = c.Args[i]
	args, dyn, lead := c.Args[i+1:], c.Dynamic[i+1:], c.Lead[i+1:]
	for hops := 0; hops < 5; hops++ {
		alias, ok := g.config["alias."+strings.ToLower(g.sub)]
		if !ok || strings.HasPrefix(alias, "!") {
			break
		}
		words := strings.Fields(alias)
		if len(words) == 0 {
			break
		}
		g.sub = words[0]
		pre := words[1:]
		args = append(append([]string(nil), pre...), args...)
		dyn = append(make([]bool, len(pre)), dyn...)
		lead = append(make([]string, len(pre)), lead...)
	}
	cp := *c
	cp.Args, cp.Dynamic, cp.Lead = args, dyn, lead
	g.cmd = &cp
	return g, true
}

// gitOf parses a git command once for all the git rules.
func (j *judge) gitOf(c *shell.Command) (*gitCall, bool) {
	if j.gitCmd == c {
		return j.git, j.git != nil
	}
	g, ok := parseGit(c)
	j.gitCmd, j.git = c, g
	return g, ok
}

func (g *gitCall) setConfig(kv string) {
	k, v, _ := strings.Cut(kv, "=")
	g.config[strings.ToLower(k)] = v
}

// splitConfigParams reads GIT_CONFIG_PARAMETERS: 'key=value' entries, single-quoted.
func splitConfigParams(s string) []string {
	var out []string
	for _, part := range strings.Split(s, "'") {
		part = strings.TrimSpace(part)
		if part != "" && strings.Contains(part, "=") {
			out = append(out, part)
		}
	}
	return out
}

func gitMatch(f func(j *judge, g *gitCall) (string, bool)) func(*judge, *shell.Command) (string, bool) {
	return func(j *judge, c *shell.Command) (string, bool) {
		g, ok := j.gitOf(c)
		if !ok {
			return "", false
		}
		return f(j, g)
	}
}

func gitResetHard(j *judge, g *gitCall) (string, bool) {
	if g.sub != "reset" {
		return "", false
	}
	a := parseArgs(g.cmd, "")
	if a.hasLong("hard", 2) {
		return "git reset --hard", true
	}
	if a.hasLong("merge", 2) {
		return "git reset --merge", true
	}
	return "", false
}

func gitCheckout(j *judge, g *gitCall) (string, bool) {
	if g.sub != "checkout" {
		return "", false
	}
	c := g.cmd
	a := parseArgs(c, "bBt", "conflict", "orphan", "track")
	if helpOrVersion(a) {
		return "", false
	}
	if a.has("f") || a.hasLong("force", 3) {
		return "git checkout --force", true
	}
	if a.has("bB") || a.hasLong("orphan", 2) {
		return "", false
	}
	for _, l := range a.long {
		if strings.HasPrefix(l, "pathspec-from-file") {
			return "git checkout --pathspec-from-file", true
		}
	}
	dashdash := false
	for i, s := range c.Args {
		if s == "--" && !c.Dynamic[i] {
			dashdash = true
			if i+1 < len(c.Args) {
				return "git checkout -- " + strings.Join(c.Args[i+1:], " "), true
			}
		}
	}
	if dashdash {
		return "", false
	}
	switch len(a.operands) {
	case 0:
		return "", false
	case 1:
		s := c.Args[a.operands[0]]
		if s == "-" {
			return "", false
		}
		if s == "." || s == ":/" || strings.ContainsAny(s, "*?[") || isFile(c.Cwd, s) {
			return "git checkout " + s + " (a path: its uncommitted changes are overwritten)", true
		}
		return "", false
	}
	return "git checkout " + strings.Join(c.Args, " ") + " (a ref and paths)", true
}

func isFile(cwd, p string) bool {
	if cwd == "" {
		return false
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(cwd, p)
	}
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() || err == nil && strings.HasSuffix(p, "/")
}

func gitSwitch(j *judge, g *gitCall) (string, bool) {
	if g.sub != "switch" {
		return "", false
	}
	a := parseArgs(g.cmd, "cCt", "conflict", "orphan", "track")
	if a.has("f") || a.hasLong("force", 3) || a.hasLong("discard-changes", 3) {
		return "git switch --discard-changes", true
	}
	return "", false
}

func gitRestore(j *judge, g *gitCall) (string, bool) {
	if g.sub != "restore" {
		return "", false
	}
	a := parseArgs(g.cmd, "s", "source", "conflict")
	if helpOrVersion(a) {
		return "", false
	}
	staged := a.has("S") || a.hasLong("staged", 3)
	worktree := a.has("W") || a.hasLong("worktree", 3)
	if staged && !worktree {
		return "", false
	}
	return "git restore of work-tree files", true
}

func gitClean(j *judge, g *gitCall) (string, bool) {
	if g.sub != "clean" {
		return "", false
	}
	a := parseArgs(g.cmd, "eE", "exclude")
	if a.has("n") || a.hasLong("dry-run", 3) || helpOrVersion(a) {
		return "", false
	}
	if a.has("f") || a.hasLong("force", 3) {
		return "git clean -f", true
	}
	return "", false
}

func gitStash(j *judge, g *gitCall) (string, bool) {
	if g.sub != "stash" || len(g.cmd.Args) == 0 {
		return "", false
	}
	switch g.cmd.Args[0] {
	case "drop", "clear":
		return "git stash " + g.cmd.Args[0], true
	}
	return "", false
}

func gitBranch(j *judge, g *gitCall) (string, bool) {
	if g.sub != "branch" {
		return "", false
	}
	a := parseArgs(g.cmd, "u", "set-upstream-to", "contains", "no-contains", "merged", "no-merged", "sort", "format", "points-at")
	if a.has("D") {
		return "git branch -D", true
	}
	del := a.has("d") || a.hasLong("delete", 3)
	force := a.has("f") || a.hasLong("force", 3)
	if del && force {
		return "git branch --delete --force", true
	}
	return "", false
}

func gitPush(j *judge, g *gitCall) (string, bool) {
	if g.sub != "push" {
		return "", false
	}
	c := g.cmd
	a := parseArgs(c, "o", "repo", "receive-pack", "exec", "push-option", "signed", "recurse-submodules")
	if helpOrVersion(a) || a.has("n") || a.hasLong("dry-run", 3) {
		return "", false
	}
	for _, l := range a.long {
		switch {
		case l == "force":
			return "git push --force (it disables any --force-with-lease)", true
		case l == "mirror" || l == "delete" || l == "prune":
			return "git push --" + l, true
		}
	}
	if a.has("f") {
		return "git push -f", true
	}
	if a.has("d") {
		return "git push -d", true
	}
	for n, i := range a.operands {
		s := c.Args[i]
		if n == 0 && !strings.HasPrefix(s, "+") && !strings.HasPrefix(s, ":") {
			continue // the remote
		}
		if strings.HasPrefix(s, "+") {
			return "git push " + s + " (a forced refspec)", true
		}
		if strings.HasPrefix(s, ":") {
			return "git push " + s + " (deletes the remote ref)", true
		}
	}
	return "", false
}

func gitHistory(j *judge, g *gitCall) (string, bool) {
	c := g.cmd
	switch g.sub {
	case "filter-branch", "filter-repo":
		return "git " + g.sub, true
	case "reflog":
		if len(c.Args) > 0 && (c.Args[0] == "delete" || c.Args[0] == "expire") {
			return "git reflog " + c.Args[0], true
		}
	case "update-ref":
		a := parseArgs(c, "m")
		if a.has("d") || a.hasLong("delete", 3) {
			return "git update-ref -d", true
		}
	}
	return "", false
}

func gitRm(j *judge, g *gitCall) (string, bool) {
	if g.sub != "rm" {
		return "", false
	}
	a := parseArgs(g.cmd, "")
	if a.hasLong("cached", 3) || a.has("n") || a.hasLong("dry-run", 3) {
		return "", false
	}
	if a.has("f") || a.hasLong("force", 3) {
		return "git rm --force", true
	}
	return "", false
}

func gitWorktree(j *judge, g *gitCall) (string, bool) {
	if g.sub != "worktree" || len(g.cmd.Args) == 0 || g.cmd.Args[0] != "remove" {
		return "", false
	}
	cp := *g.cmd
	cp.Args, cp.Dynamic, cp.Lead = cp.Args[1:], cp.Dynamic[1:], cp.Lead[1:]
	a := parseArgs(&cp, "")
	if a.has("f") || a.hasLong("force", 3) {
		return "git worktree remove --force", true
	}
	return "", false
}

// gitNoVerify stops --no-verify where it skips hooks, and -n only where it means that
// (commit; on push it is --dry-run, on merge --no-stat).
func gitNoVerify(j *judge, g *gitCall) (string, bool) {
	switch g.sub {
	case "commit", "push", "merge", "rebase", "cherry-pick", "am", "revert", "pull":
	default:
		return "", false
	}
	a := parseArgs(g.cmd, "mFcCtS", "message", "file", "reuse-message", "reedit-message", "template", "author", "date", "fixup", "squash", "cleanup", "trailer", "strategy", "strategy-option", "onto", "exec", "repo", "push-option")
	if a.hasLong("no-verify", 6) {
		return "git " + g.sub + " --no-verify", true
	}
	if g.sub == "commit" && a.has("n") {
		return "git commit -n (--no-verify)", true
	}
	return "", false
}

// matchHooksPath stops core.hooksPath being set on the command line, in the environment or
// with git config, which disables the project's hooks.
func matchHooksPath(j *judge, c *shell.Command) (string, bool) {
	g, ok := parseGit(c)
	if !ok {
		if name(c) == "git" {
			// git with only global options still carries -c core.hooksPath for nothing.
			return "", false
		}
		return "", false
	}
	if _, set := g.config["core.hookspath"]; set {
		return "git -c core.hooksPath=...", true
	}
	for _, a := range c.Assigns {
		if k, v, _ := strings.Cut(a, "="); strings.HasPrefix(k, "GIT_CONFIG_KEY_") && strings.EqualFold(v, "core.hooksPath") {
			return "GIT_CONFIG_KEY_n=core.hooksPath", true
		}
	}
	if g.sub != "config" {
		return "", false
	}
	args := g.cmd.Args
	key := -1
	for i, s := range args {
		if strings.EqualFold(s, "core.hooksPath") {
			key = i
		}
	}
	if key < 0 {
		return "", false
	}
	read := false
	for _, s := range args[:key] {
		switch s {
		case "--get", "--get-all", "--get-regexp", "get", "-l", "--list", "list", "--show-origin":
			read = true
		case "--unset", "--unset-all", "unset", "--replace-all", "--add", "set":
			return "git config " + s + " core.hooksPath", true
		}
	}
	if !read && key+1 < len(args) {
		return "git config core.hooksPath " + args[key+1], true
	}
	return "", false
}

// hookEnv lists variables that switch git hook managers off.
func hookEnvOff(kv string) bool {
	k, v, _ := strings.Cut(kv, "=")
	switch k {
	case "HUSKY":
		return v == "0" || strings.EqualFold(v, "false")
	case "HUSKY_SKIP_HOOKS", "LEFTHOOK_SKIP":
		return v != "" && v != "0"
	case "LEFTHOOK_EXCLUDE":
		// Any exclusion can name the command that runs hookguard; which is which is the
		// user's lefthook.yml, so every exclusion is a human's call.
		return v != ""
	case "LEFTHOOK":
		return v == "0" || strings.EqualFold(v, "false")
	}
	return false
}

func matchHookEnv(j *judge, c *shell.Command) (string, bool) {
	for _, a := range c.Assigns {
		if hookEnvOff(a) {
			return a, true
		}
	}
	switch name(c) {
	case "export", "declare", "typeset", "readonly", "local":
		for _, a := range c.Args {
			if hookEnvOff(a) {
				return c.Name + " " + a, true
			}
		}
	}
	return "", false
}

// commandEnv names the variables and config keys whose values git (or ssh) runs as commands.
func commandEnv(k string) bool {
	switch k {
	case "GIT_SSH_COMMAND", "GIT_EDITOR", "GIT_SEQUENCE_EDITOR", "GIT_PAGER", "GIT_EXTERNAL_DIFF", "GIT_ASKPASS", "EDITOR", "VISUAL", "PAGER", "core.sshcommand", "core.editor", "core.pager", "sequence.editor", "core.fsmonitor", "diff.external":
		return true
	}
	return strings.HasPrefix(k, "alias.")
}

func matchCommandEnv(j *judge, c *shell.Command) (string, bool) {
	var cmds []string
	for _, a := range c.Assigns {
		if k, v, ok := strings.Cut(a, "="); ok && commandEnv(k) {
			cmds = append(cmds, v)
		}
	}
	if g, ok := parseGit(c); ok {
		for k, v := range g.config {
			if commandEnv(k) && (k != "alias."+strings.ToLower(g.sub) || strings.HasPrefix(v, "!")) {
				if strings.HasPrefix(k, "alias.") {
					if !strings.HasPrefix(v, "!") || k != "alias."+strings.ToLower(g.sub) {
						continue
					}
					v = v[1:] + " " + strings.Join(g.cmd.Args, " ")
				}
				cmds = append(cmds, v)
			}
		}
	}
	for _, src := range cmds {
		if h, ok := j.nested(src, c.Cwd); ok {
			return "runs `" + src + "`: " + h.rule.id + " " + h.what, true
		}
	}
	return "", false
}

// nested judges a command string found inside another command (git settings, interpreter
// code): its first matching rule, if any.
func (j *judge) nested(src, cwd string) (hit, bool) {
	if j.depth >= 4 {
		return hit{}, false
	}
	s := shell.Parse(src, shell.Context{Cwd: cwd, Home: j.env.home, Root: j.env.root})
	sub := &judge{g: j.g, env: j.env, script: s, depth: j.depth + 1}
	for _, c := range s.Commands {
		if hs := sub.command(c, false); len(hs) > 0 {
			return hs[0], true
		}
	}
	return hit{}, false
}
