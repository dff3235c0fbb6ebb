package rules

import (
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/expr-lang/expr"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
)

// Env is what a rule's `when` sees. Field names are the rule language: they are documented in
// the README and must not be renamed lightly.
type Env struct {
	Runner  string `expr:"runner"`
	Group   string `expr:"group"`
	Tool    string `expr:"tool"`
	Event   string `expr:"event"` // the runner's own event name
	Cwd     string `expr:"cwd"`
	Root    string `expr:"root"`
	Home    string `expr:"home"`
	Command string `expr:"command"` // pre-shell: the command line as written
	// Commands are the simple commands the shell would run, through wrappers and nested shells.
	Commands []Command `expr:"commands"`
	Files    []File    `expr:"files"` // pre-files, post-edit, pre-commit, pre-push
	Paths    []string  `expr:"paths"` // the files' paths, resolved
	Reads    []string  `expr:"reads"` // pre-read targets, resolved
	Prompt   string    `expr:"prompt"`
	// StopActive is the runner's flag that a stop hook already kept the agent working.
	StopActive bool `expr:"stop_active"`
	// Agent is the subagent's id; empty for the main agent.
	Agent string `expr:"agent"`
}

// Command is one simple command of the shell parse.
type Command struct {
	Name string   `expr:"name"` // the program's base name: "rm" for /bin/rm
	Path string   `expr:"path"` // argv[0] as it would run
	Args []string `expr:"args"`
	Cwd  string   `expr:"cwd"`
	Via  []string `expr:"via"`
}

// File is one file change.
type File struct {
	Path string `expr:"path"`
	Op   string `expr:"op"`
	Text string `expr:"text"`
}

// helpers is the one table of typed functions a rule may call.
func helpers() []expr.Option {
	return []expr.Option{
		expr.Function("glob", func(p ...any) (any, error) {
			return Glob(p[0].(string), p[1].(string)), nil
		}, new(func(pattern, s string) bool)),
		expr.Function("regex", func(p ...any) (any, error) {
			re, err := cachedRegexp(p[0].(string))
			if err != nil {
				return nil, err
			}
			return re.MatchString(p[1].(string)), nil
		}, new(func(re, s string) bool)),
		expr.Function("inside", func(p ...any) (any, error) {
			return paths.Within(p[0].(string), p[1].(string)), nil
		}, new(func(path, root string) bool)),
	}
}

// Glob matches a path against a pattern: a pattern without "/" matches the base name; otherwise
// the whole path, where "**" crosses directories and "*" and "?" do not.
func Glob(pattern, s string) bool {
	if !strings.Contains(pattern, "/") {
		ok, _ := path.Match(pattern, path.Base(s))
		return ok
	}
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(pattern); i++ {
		switch c := pattern[i]; {
		case c == '*' && i+1 < len(pattern) && pattern[i+1] == '*':
			b.WriteString(".*")
			i++
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		default:
			// The byte as it is: string(c) would make a byte of a multi-byte character into
			// another character (é's first byte, 0xc3, into "Ã").
			b.WriteString(regexp.QuoteMeta(pattern[i : i+1]))
		}
	}
	b.WriteString("$")
	re, err := cachedRegexp(b.String())
	return err == nil && re.MatchString(s)
}

var regexps sync.Map // pattern -> *regexp.Regexp or error, compiled on first use

func cachedRegexp(pat string) (*regexp.Regexp, error) {
	if v, ok := regexps.Load(pat); ok {
		if re, ok := v.(*regexp.Regexp); ok {
			return re, nil
		}
		return nil, v.(error)
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		regexps.Store(pat, err)
		return nil, err
	}
	regexps.Store(pat, re)
	return re, nil
}

// envOf builds a rule environment from an event. The shell parse is the one every guard shares.
func envOf(ev *hookguard.Event) Env {
	e := Env{
		Runner: string(ev.Runner), Group: string(ev.Group), Tool: ev.Tool, Event: ev.HookEvent,
		Cwd: ev.Cwd, Root: ev.Root, Home: ev.Home, Command: ev.Command, Prompt: ev.Prompt,
		StopActive: ev.StopHookActive, Agent: ev.AgentID,
	}
	if ev.Command != "" {
		for _, c := range shell.Of(ev).Commands {
			e.Commands = append(e.Commands, Command{Name: c.Base(), Path: c.Name, Args: c.Args, Cwd: c.Cwd, Via: c.Via})
		}
	}
	for _, f := range ev.Files {
		p := paths.Resolve(f.Path, ev.Cwd, ev.Home)
		e.Files = append(e.Files, File{Path: p, Op: string(f.Op), Text: f.Text})
		e.Paths = append(e.Paths, p)
	}
	for _, r := range ev.Reads {
		e.Reads = append(e.Reads, paths.Resolve(r, ev.Cwd, ev.Home))
	}
	return e
}
