package secrets

import (
	"path"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// maxExclusions bounds the secret files one blocked search names: past it the reason says to
// narrow the search instead of listing more.
const maxExclusions = 6

// checkSearches judges a harness tool's search (Claude's Grep, Gemini's grep_search and
// read_many_files) by the files it opens, with the tree walk the shell's searches use: a
// directory's name says nothing of the .env below it. The reason names every secret file the
// search would open (up to maxExclusions) and the tool's own way to leave them out, so one
// retry is enough.
func (g *Guard) checkSearches(ev *hookguard.Event) hookguard.Verdict {
	j := &cmdJudge{g: g, ev: ev}
	for _, s := range ev.Searches {
		if s.Dir == "" {
			continue
		}
		dir := paths.Clean(paths.Abs(s.Dir, ev.Cwd, ev.Home))
		f := spec.Filter{SkipHidden: !s.Hidden, SkipIgnored: s.Ignores, Typed: s.Typed, Depth: s.Depth,
			Only: expandBraces(s.Only), Not: expandBraces(s.Not), KeepSkips: s.OnlyKeepsSkips}
		var rule, why string
		var shown, excl []string
		for len(shown) < maxExclusions {
			r, w, sh := j.treeHit(dir, f)
			if r == "" {
				break
			}
			if r == tooLarge {
				h := tooLargeHit(ev.Tool+" searches every file below "+where(dir, ev.Root), w, sh)
				return searchBlock(ev, dir, h.rule, capFirst(h.why)+". "+searchAdviceFor(ev.Tool).narrow)
			}
			if rule == "" {
				rule, why = r, w
			}
			x := exclusionFor(sh)
			shown, excl = append(shown, strings.SplitN(sh, " (", 2)[0]), append(excl, x)
			f.Not = append(f.Not, x)
		}
		if rule == "" {
			continue
		}
		more := ""
		if len(shown) == maxExclusions {
			more = " (and maybe more)"
		}
		a := searchAdviceFor(ev.Tool)
		return searchBlock(ev, dir, rule, "This "+a.name+" opens every file below "+where(dir, ev.Root)+" that its filters admit, and returns their lines to the model: "+
			"that includes "+strings.Join(shown, ", ")+more+" ("+why+"). "+a.exclude(excl))
	}
	return hookguard.Allowed()
}

// where names a searched directory for a reason.
func where(dir, root string) string {
	if root != "" && dir == paths.Clean(root) {
		return "the project root"
	}
	return relTo(dir, root)
}

func searchBlock(ev *hookguard.Event, dir, rule, reason string) hookguard.Verdict {
	v := hookguard.Blocked(Name, rule, reason)
	v.Action = "search " + dir
	return v
}

// exclusionFor is the glob that leaves a secret file out of a search: every .env variant at
// once for an environment file (.env, .env.local, .envrc), the file's own name otherwise.
func exclusionFor(shown string) string {
	base := path.Base(filepath.ToSlash(strings.SplitN(shown, " (", 2)[0]))
	if strings.HasPrefix(strings.ToLower(base), ".env") {
		return ".env*"
	}
	return base
}

// searchAdvice is how one harness tool leaves files out of its search, for a block's reason.
type searchAdvice struct {
	tools   []string // the runner's tool names
	name    string   // the tool, as the reason calls it
	exclude func(globs []string) string
	narrow  string
	example string // what exclude says for ".env*": held by a test
}

var searchAdvices = [...]searchAdvice{
	{tools: []string{"Grep"}, name: "Grep",
		exclude: func(gs []string) string {
			return "Leave them out with the Grep tool's glob parameter, e.g. glob: \"" + joinNeg(gs, " ") + "\" (rg's -g '" + joinNeg(gs, "' -g '") +
				"' in a shell), or give path a directory that holds none of them."
		},
		narrow:  "Give path the directory the task needs, or a glob naming the files (glob: \"*.go\").",
		example: "glob: \"!.env*\""},
	{tools: []string{"grep_search", "search_file_content"}, name: "grep_search",
		exclude: func(gs []string) string {
			return "grep_search has no file exclusion (exclude_pattern drops result lines, not files): set include_pattern to the files the task needs (e.g. \"*.ts\"), " +
				"or dir_path to a directory without " + strings.Join(gs, ", ") + "; in a shell, `rg -g '" + joinNeg(gs, "' -g '") + "'` or `git grep PATTERN -- " + gitExcludes(gs) + "`."
		},
		narrow:  "Set dir_path to the directory the task needs, or include_pattern to the files (\"*.ts\").",
		example: "include_pattern"},
	{tools: []string{"read_many_files"}, name: "read_many_files",
		exclude: func(gs []string) string {
			return "Leave them out with its exclude parameter, e.g. exclude: [\"**/" + strings.Join(gs, "\", \"**/") + "\"], or include only the files the task needs."
		},
		narrow:  "Include only the files the task needs (e.g. [\"src/**/*.ts\"]).",
		example: "exclude: [\"**/.env*\"]"},
}

var defaultSearchAdvice = searchAdvice{name: "search",
	exclude: func(gs []string) string {
		return "Search only what the task needs: name the directory, or narrow the glob so that " + strings.Join(gs, ", ") + " are left out " +
			"(in a shell: rg -g '" + joinNeg(gs, "' -g '") + "', grep --exclude='" + strings.Join(gs, "' --exclude='") + "', git grep PATTERN -- " + gitExcludes(gs) + ")."
	},
	narrow:  "Name the directory the task needs, or a glob naming the files.",
	example: "grep --exclude='.env*'"}

func searchAdviceFor(tool string) searchAdvice {
	for _, a := range searchAdvices {
		for _, t := range a.tools {
			if t == tool {
				return a
			}
		}
	}
	return defaultSearchAdvice
}

func joinNeg(gs []string, sep string) string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = "!" + g
	}
	return strings.Join(out, sep)
}

// expandBraces turns rg's and node-glob's brace alternatives ("*.{env,pem}") into the plain
// globs path.Match knows, innermost first, up to a bound: a pattern is the agent's text.
func expandBraces(globs []string) []string {
	var out []string
	work := append([]string(nil), globs...)
	for len(work) > 0 && len(out) < 256 {
		g := work[0]
		work = work[1:]
		open := strings.LastIndexByte(g, '{')
		end := -1
		if open >= 0 {
			end = strings.IndexByte(g[open:], '}')
		}
		if open < 0 || end < 0 {
			out = append(out, g)
			continue
		}
		end += open
		for _, alt := range strings.Split(g[open+1:end], ",") {
			work = append(work, g[:open]+alt+g[end+1:])
		}
	}
	return out
}
