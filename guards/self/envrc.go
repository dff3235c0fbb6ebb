package self

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// An .envrc is shell code direnv runs for every shell that enters its directory: one that
// sets the variables below points hookguard or git's hooks elsewhere for all of them. What
// the new file holds is judged from what the command line itself wrote there, or from where
// its content comes from (the source of a copy, move or link, what a redirect's command
// prints); never from the file on disk, which is the old one.

// envrcVerdict stops an .envrc that would set, for every shell direnv loads there, variables
// that point hookguard or git's hooks elsewhere. all is every effect of c.
func (s *scope) envrcVerdict(c *shell.Command, e spec.Effect, all []spec.Effect) hookguard.Verdict {
	if e.Kind != spec.Write && e.Kind != spec.Create || e.Kind == spec.Create && e.Keep {
		return hookguard.Allowed() // touch leaves the text as it is
	}
	k := s.startPathKind(c, e.Path)
	if k == nil && !e.Path.Dyn && !e.Tree && s.sourcedByEnvrc(e.Path.Abs) {
		k = envrcStart
	}
	if k == nil {
		return hookguard.Allowed() // startTreeVerdict and startPlaceVerdict, after writeVerdict
	}
	t := &texts{s: s, c: c}
	if e.Path.Abs != "" {
		if text, ok := t.written(e.Path.Abs); ok {
			return t.judge(k, e.Path, text, true)
		}
	}
	if e.Class == "download" {
		return startBlock(k, e.Path.Arg, ": `"+e.By+"` writes what a server sends, which nobody can read here")
	}
	for _, src := range contentSources(e, all) {
		text, ok := t.at(src.Path)
		switch {
		case !ok:
			return startBlock(k, e.Path.Arg, ": its text comes from "+src.Path.Arg+", which cannot be read here")
		case k.bad != nil && k.bad(text) || k.find != nil && k.find(s, paths.Dir(e.Path.Abs), text, true) != "":
			return startBlock(k, e.Path.Arg, ": its text comes from "+src.Path.Arg+", which does")
		}
	}
	if passesStdin(e) {
		if in := c.Input(); in.Piped && !in.StdinKnown && !hereHoles(c, e) {
			return startBlock(k, e.Path.Arg, ": its text comes from a pipe whose content cannot be known here")
		} else if bad, why := k.judgeText(s, paths.Dir(e.Path.Abs), in.Stdin, !e.Keep); in.Piped && bad {
			return startBlock(k, e.Path.Arg, why)
		}
	}
	if why := unknownWriter(c, e); why != "" {
		if k == envrcStart && isEnvrc(e.Path.Arg) {
			return unknownEnvrcBlock(e.Path.Arg, why)
		}
		if k != envStart && k != envrcStart {
			return startBlock(k, e.Path.Arg, ": its text is "+why+", which cannot be read here")
		}
	}
	// What is left is a command that prints its own words (echo, printf) or passes on a
	// here-doc or here-string with an unknown part, or an append: judged by every word and
	// here-document the line's commands are given, as the model expanded them.
	return t.judge(k, e.Path, lineText(shell.Of(s.ev)), false)
}

// judge blocks text that k says is bad, or an .envrc whose text loads a file that says it.
// whole: text is the whole file's, not the line's words.
func (t *texts) judge(k *startKind, p spec.Path, text string, whole bool) hookguard.Verdict {
	if bad, why := k.judgeText(t.s, paths.Dir(p.Abs), text, whole); bad {
		return startBlock(k, p.Arg, why)
	}
	if k != envrcStart || !isEnvrc(p.Arg) || p.Abs == "" {
		return hookguard.Allowed()
	}
	for _, f := range sourcedFiles(text, paths.Dir(p.Abs)) {
		if strings.HasPrefix(f, "?") {
			return startBlock(k, p.Arg, ": it loads "+f[1:]+", a file only known when direnv runs it")
		}
		src, ok := t.at(spec.Path{Arg: f, Abs: f})
		switch {
		case ok && t.s.envrcFinding(paths.Dir(p.Abs), src, true) != "":
			return startBlock(k, p.Arg, ": it loads "+f+", which does")
		case !ok && t.c.Input().FS != nil && t.c.Input().FS.WrittenBefore(f):
			return startBlock(k, p.Arg, ": it loads "+f+", which the line writes with text that cannot be read here")
		}
		// A file that is not there yet is judged when it is written: an .envrc on disk
		// makes the files it loads env files (sourcedByEnvrc).
	}
	return hookguard.Allowed()
}

// contentSources are the reads a write of c takes its content from: what a copy, move or link
// lands, and, for a redirect, the files the command prints or is fed.
func contentSources(e spec.Effect, all []spec.Effect) []spec.Effect {
	var out []spec.Effect
	redirect := strings.HasSuffix(e.By, " redirect")
	for _, o := range all {
		if o.Kind != spec.Read || o.Remote {
			continue
		}
		switch o.Class {
		case "copy", "move", "link", "hardlink":
		case "show", "input":
			if !redirect && !passesStdin(e) {
				continue
			}
		default:
			continue
		}
		out = append(out, o)
	}
	return out
}

// hereHoles reports a write whose text is a here-doc or here-string c passes on, with parts
// only known when the line runs (shell.Command.WroteHoles): judged as echo's words are, by
// its known text and what its holes are (unknownWriter), not as a pipe nobody can read.
func hereHoles(c *shell.Command, e spec.Effect) bool {
	if e.Path.Abs == "" || e.Path.Dyn || c.Base() != "cat" && c.Base() != "tee" {
		return false
	}
	_, _, holes, ok := c.WroteHoles(e.Path.Abs)
	return ok && holes
}

// passesStdin reports a write whose text may be the command's input: a redirect of its
// output, tee.
func passesStdin(e spec.Effect) bool {
	return strings.HasSuffix(e.By, " redirect") || e.By == "tee"
}

// texts tells the text of a file at the point of one command of the line.
type texts struct {
	s *scope
	c *shell.Command
}

// maxText bounds a file read to compare with what the shell front end saw (its own bound for
// a script it reads).
const maxText = 256 << 10

// written returns the text the command line itself wrote at p, where it is known: the shell
// front end's view returns that, or, for a file the line has not written, the file on disk,
// which is the old text and so is not taken.
func (t *texts) written(p string) (string, bool) {
	fs := t.c.Input().FS
	if fs == nil {
		return "", false
	}
	text, ok := fs.ReadFile(p)
	if !ok || t.onDisk(p, text) || t.writtenAfter(p) {
		return "", false
	}
	return text, true
}

// at returns the text a source has when c runs: what the line wrote there, or the file on
// disk where nothing earlier on the line changed it. ok is false where it cannot be read.
func (t *texts) at(src spec.Path) (string, bool) {
	if src.Dyn || src.Abs == "" {
		return "", false
	}
	fs := t.c.Input().FS
	if fs == nil {
		return "", false
	}
	text, ok := fs.ReadFile(src.Abs)
	switch {
	case !ok && !fs.WrittenBefore(src.Abs):
		// The parse reads only the project; a file outside it that nothing on the line has
		// written is what is on disk, read here only to look for the variables
		// (`cp ~/app.env .env`).
		b, err := state.ReadFile(paths.Real(src.Abs), maxText)
		return string(b), err == nil && !t.writtenAfter(src.Abs)
	case !ok:
		return "", false
	case t.onDisk(src.Abs, text):
		return text, !fs.WrittenBefore(src.Abs)
	}
	return text, !t.writtenAfter(src.Abs)
}

// onDisk reports whether text is what the file at p holds now.
func (t *texts) onDisk(p, text string) bool {
	b, err := state.ReadFile(paths.Real(p), maxText)
	return err == nil && string(b) == text
}

// writtenAfter reports whether a command after c on the line writes p: the text the front
// end keeps for p is then that later one's.
func (t *texts) writtenAfter(p string) bool {
	after := false
	for _, o := range shell.Of(t.s.ev).Commands {
		if o == t.c {
			after = true
			continue
		}
		if !after {
			continue
		}
		for _, e := range o.Effects() {
			switch e.Kind {
			case spec.Write, spec.Create, spec.Delete, spec.Truncate:
				if e.Path.Abs == p || e.Tree && paths.Within(p, e.Path.Abs) || e.Path.Dyn {
					return true
				}
			}
		}
	}
	return !after // c not found on the line: nothing is known of the order
}

func isEnvrc(p string) bool {
	b := strings.ToLower(filepath.Base(p))
	return b == ".envrc" || b == ".env.local.rc"
}

// envrcVars are the variables an .envrc must not set: those that point hookguard's
// configuration, state or ledger elsewhere, git's configuration (GIT_CONFIG_PARAMETERS is
// what `git -c` passes on) and hook switches, and where git takes hooks from: the template
// every git init and clone copies, another repository's directory, another set of git's own
// programs. A harness's own configuration is envrcHarness's.
var envrcVars = [...]string{"XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOOKGUARD", "HOME=", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_COUNT",
	"GIT_CONFIG_PARAMETERS", "GIT_CONFIG=", "GIT_TEMPLATE_DIR", "GIT_DIR=", "GIT_COMMON_DIR", "GIT_EXEC_PATH",
	"SKIP=", "HUSKY=", "LEFTHOOK="}

// envrcHarness are the harnesses' variables an .envrc must not set: those that move their
// settings, and a whole family where the harness reads configuration and trust from one
// (GEMINI_CLI_ holds GEMINI_CLI_TRUST_WORKSPACE).
func envrcHarness() []string {
	var out []string
	for _, d := range harness.All() {
		out = append(out, d.SettingsEnv...)
		if d.EnvFamily != harness.None {
			out = append(out, d.EnvFamily)
		}
	}
	return out
}

// lineText is every word, assignment and here-document of the line's commands, as the shell
// front end expanded them (an unknown part as written).
func lineText(sc *shell.Script) string {
	var b strings.Builder
	for _, c := range sc.Commands {
		for _, part := range [...][]string{c.Assigns, c.Args} {
			for _, w := range part {
				b.WriteString(w)
				b.WriteByte('\n')
			}
		}
		for _, r := range c.Redirects {
			b.WriteString(r.Body)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// anyHookVar reports whether f holds for one of envrcVars or envrcHarness.
func anyHookVar(f func(k string) bool) bool {
	return slices.ContainsFunc(envrcVars[:], f) || slices.ContainsFunc(envrcHarness(), f)
}

// redirectsHooks reports whether text sets one of them.
func redirectsHooks(text string) bool {
	return anyHookVar(func(k string) bool { return hasVar(text, k) })
}

// hookVar reports a variable name that is one of envrcVars or envrcHarness: the names, or
// the families a name without "=" starts (HOOKGUARD_MODE).
func hookVar(name string) bool {
	return anyHookVar(func(k string) bool {
		if n, assign := strings.CutSuffix(k, "="); assign {
			return name == n
		}
		return strings.HasPrefix(name, k)
	})
}
