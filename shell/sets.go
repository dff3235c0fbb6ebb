package shell

import (
	"errors"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
	"mvdan.cc/sh/v3/syntax"
)

// Sets is what a script changes in the environment of the shell that runs it: an .envrc
// direnv sources, whose variables then reach every shell and program started in its
// directory. The walk follows every way bash sets a variable, not only NAME=VALUE: read,
// printf -v, mapfile, getopts, declare and its kin, ${X:=v}, arithmetic (( X=1 )), eval of
// known text, and what a function or a sourced file it can read sets.
type Sets struct {
	// Names are the variables set, unset or un-exported, each once, in the order first met.
	Names []string
	// Paths are the values PATH was given, in order, each as the walk renders it: a part
	// only known when it runs as written ("$PWD/bin:$PATH" where PWD is unknown).
	Paths []string
	// Loads are the values the variables that make programs run code first were given
	// (BASH_ENV, ENV, ZDOTDIR, NODE_OPTIONS, LD_PRELOAD and their kin, see LoaderVar), each as
	// "NAME=value", in order.
	Loads []string
	// Unknown says why a variable the script sets may be one the walk cannot name (printf -v
	// "$n", eval "$x", a nameref to $1, a script only known when it runs); "" when there is none.
	Unknown string
	// Script is the walk: its commands, for what a caller knows that the walk does not
	// (direnv's own functions: PATH_add, source_env). Script.Err says the text did not parse
	// whole: bash runs the lines before the error, and the walk read each line it could.
	Script *Script
}

// setLog is the record SetsOf asks the walk to keep; nil, as for every other walk, keeps none.
type setLog struct {
	names   []string
	paths   []string
	loads   []string
	unknown string
	// unread says the line sources a file the walk could not read (outside the project, or
	// missing now): kept apart from unknown, since SetsOf's callers judge such a source
	// themselves (direnv's source_env, a .envrc's source of a file they can read).
	unread bool
}

func (l *setLog) note(name string) {
	if !slices.Contains(l.names, name) {
		l.names = append(l.names, name)
	}
}

func (l *setLog) dyn(why string) {
	if l.unknown == "" {
		l.unknown = why
	}
}

// SetsOf walks src as a shell that sources it would run it, recording what it sets.
func SetsOf(src string, c Context) Sets {
	log := &setLog{}
	s := &Script{Src: src, sets: log}
	func() {
		defer func() {
			if r := recover(); r != nil {
				s.Err = ErrTooDeep
			}
		}()
		if nest(src) > maxNest {
			s.Err = ErrTooDeep
			return
		}
		w := scriptWalker(c, &cmdEnv{home: c.Home, root: c.Root, readFile: c.ReadFile, readCode: c.ReadCode, files: map[string]string{}, script: s, sets: log})
		s.Err = w.script(src)
		if *w.limit != nil {
			s.Err = *w.limit
		}
	}()
	for _, cmd := range s.Commands {
		declSets(cmd, log)
		if cmd.Opaque {
			log.dyn("it runs code only known when it runs (" + firstLine(strings.Join(cmd.Argv(), " ")) + ")")
		}
	}
	return Sets{Names: log.names, Paths: log.paths, Loads: log.loads, Unknown: log.unknown, Script: s}
}

// declSets records what a declaration does that the walk leaves alone: export -n and
// declare +x take a variable out of the environment (direnv then unsets it), and a word whose
// name is only known when it runs sets any.
func declSets(c *Command, log *setLog) {
	switch c.Name {
	case "export", "declare", "typeset", "local", "readonly":
	default:
		return
	}
	unexport := false
	for i, a := range c.Args {
		dyn := c.ArgDynamic(i)
		switch {
		case dyn:
			// NAME=$X has a known name: the walk set it. A word whose name part is unknown
			// ("$n=/x", $(cat .env)) sets whatever it turns out to name.
			lead := ""
			if i < len(c.Lead) {
				lead = c.Lead[i]
			}
			name, _, eq := strings.Cut(a, "=")
			known := eq && isName(name) && (lead == "" || strings.Contains(lead, "="))
			if !known && !strings.HasPrefix(lead, "-") && !strings.HasPrefix(lead, "+") {
				log.dyn("`" + c.Name + "` sets a variable whose name is only known when it runs")
			}
		case strings.HasPrefix(a, "-") || strings.HasPrefix(a, "+"):
			// (declare -n is followed by the walk: what is assigned through a nameref is
			// set under its target's name, or, where that is unknown, any.)
			if strings.Contains(a[1:], "n") {
				unexport = unexport || c.Name == "export"
			}
			unexport = unexport || a[0] == '+' && strings.Contains(a, "x")
		case unexport:
			name, _, _ := strings.Cut(a, "=")
			if isName(name) {
				log.note(name)
			}
		}
	}
}

// noteArith records the variables arithmetic assigns ((( X=1 )), $((X+=1)), let X++): bash
// sets them as it evaluates, in the shell that runs it.
func (w *walker) noteArith(n syntax.Node) {
	syntax.Walk(n, func(n syntax.Node) bool {
		var x syntax.ArithmExpr
		switch n := n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		case *syntax.BinaryArithm:
			if assignOp(n.Op) {
				x = n.X
			}
		case *syntax.UnaryArithm:
			if n.Op == syntax.Inc || n.Op == syntax.Dec {
				x = n.X
			}
		}
		if wd, ok := x.(*syntax.Word); ok {
			if name := wd.Lit(); isName(name) {
				w.env.sets.note(name)
			} else {
				w.env.sets.dyn("arithmetic assigns a variable whose name is only known when it runs")
			}
		}
		return true
	})
}

func assignOp(op syntax.BinAritOperator) bool {
	switch op {
	case syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn, syntax.MulAssgn, syntax.QuoAssgn, syntax.RemAssgn, syntax.AndAssgn,
		syntax.OrAssgn, syntax.XorAssgn, syntax.ShlAssgn, syntax.ShrAssgn, syntax.AndBoolAssgn, syntax.OrBoolAssgn,
		syntax.XorBoolAssgn, syntax.PowAssgn:
		return true
	}
	return false
}

// noteAssignExp records the variable ${X:=v} and ${X=v} set, for SetsOf: set wherever it turns
// out empty, which the walk may not know.
func (w *walker) noteAssignExp(p *syntax.ParamExp) {
	if (p.Exp.Op == syntax.AssignUnset || p.Exp.Op == syntax.AssignUnsetOrNull) && w.env != nil && w.env.sets != nil {
		if name, ok := w.deref(p.Param.Value); ok {
			w.env.sets.note(name) // a nameref sets what it stands for
		} else {
			w.env.sets.dyn("${r:=v} assigns a nameref whose target is only known when it runs")
		}
	}
}

// MaySet reports whether running the line may give the shell variable name a value the walk
// did not follow, in the shell that runs it or in one it starts. Every way bash sets a
// variable counts (NAME=VALUE and NAME=VALUE before a command, export, declare and its kin,
// read, mapfile, printf -v, getopts, wait -p, let, (( )), ${X:=v}, for, coproc, unset, and what
// a function, eval'd text or a sourced file the walk read sets), and so does what the walk
// cannot see: a name only known when it runs (printf -v "$n", declare "$n=..", declare -n r=$1,
// let "$e"), code nobody can see (eval or a shell of unknown text, a command whose name is
// unknown), a sourced file it could not read, and code in another language that starts a
// shell (os.environ[...] = ...; os.system(...)). A guard that reads a variable's default
// where the line leaves it to the environment ("${TMPDIR:-/tmp}") asks this first.
func (s *Script) MaySet(name string) bool {
	return s.MaySetAny(func(n string) bool { return n == name })
}

// MaySetAny is MaySet for every variable whose name match accepts: whether the line may set
// any of them (with a match that accepts all, whether it may set a variable at all).
func (s *Script) MaySetAny(match func(name string) bool) bool {
	if l := s.sets; l == nil || l.unknown != "" || l.unread || slices.ContainsFunc(l.names, match) ||
		len(s.Unreadable) > 0 || errors.Is(s.Err, ErrTooDeep) || errors.Is(s.Err, ErrTooMany) {
		return true // a Script not walked by Parse, or a walk cut short, sets what it may
	}
	decl := &setLog{}
	for _, c := range s.Commands {
		if c.Opaque || c.NameDynamic || envShellOut(c) {
			return true
		}
		for _, a := range c.Assigns {
			if n, _, _ := strings.Cut(a, "="); match(n) {
				return true
			}
		}
		declSets(c, decl)
	}
	return decl.unknown != "" || slices.ContainsFunc(decl.names, match)
}

// envShellOut reports a command that runs code in another language which starts a shell: that
// code can set any variable of the shell's environment first.
func envShellOut(c *Command) bool {
	code, shellOut := false, false
	for _, e := range c.Effects() {
		if e.Kind == spec.Exec {
			code = code || e.Lang != "sh"
			shellOut = shellOut || e.Lang == "sh" && e.Via != ""
		}
	}
	return code && shellOut
}

// coprocVars sets the array coproc names (COPROC when it names none) and NAME_PID: file
// descriptor and process numbers, only known when it runs.
func (w *walker) coprocVars(cmd *syntax.CoprocClause) {
	name := field{s: "COPROC"}
	if cmd.Name != nil {
		name.s, name.dyn = w.str(cmd.Name)
	}
	w.setVar(name, value{dyn: true})
	if !name.dyn {
		w.setVar(field{s: name.s + "_PID"}, value{dyn: true})
	}
}
