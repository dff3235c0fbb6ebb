package self

import (
	"context"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards/internal/line"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// shell judges every command a line would run by its effects, in order: what an earlier
// command makes into hookguard (a copy, a link) is hookguard for the later ones.
func (s *scope) shell(ctx context.Context, sc *shell.Script) (hookguard.Verdict, error) {
	s.script = sc
	return line.Walk(ctx, s.ev, sc, line.Judge{
		// A remote command touches another machine's or a container's files, and its
		// hookguard; a container's bind mounts are this machine's (effects tells them).
		Twin: func(c *shell.Command) bool { return c.Remote && !c.Mounted() || s.judgedAsTwin(c) },
		Command: func(c *shell.Command, f *line.Fold) error {
			f.Add(c, s.command(c))
			return nil
		},
		// A twin passes as its earlier self did, but what it makes is its own: `cat $BIN`
		// once to look, again into a pipe that writes a copy.
		After: func(i int, c *shell.Command) {
			if !c.Remote {
				s.noteAliases(sc.Commands, i)
			}
		},
	})
}

// judgedAsTwin reports a command read from exactly what an earlier one was (shell's Twin),
// which passed, where nothing that differs between the two could change the verdict: the
// way the shell reached it (a wrapper read as a script is in Via, which twins do not
// compare), what earlier commands made into hookguard or named with hash -p (none, so far),
// and an .envrc write, judged by the text the line holds there at its own point. A script's
// log function runs the same $(date) and printf at every call.
func (s *scope) judgedAsTwin(c *shell.Command) bool {
	t := c.Twin()
	if t == nil || len(s.aliases) > 0 || len(s.trees) > 0 || len(s.hashed) > 0 || !slices.Equal(c.Via, t.Via) {
		return false
	}
	for _, e := range c.Effects() {
		if (e.Kind == spec.Write || e.Kind == spec.Create) && s.startPathKind(c, e.Path) != nil {
			return false
		}
	}
	return true
}

func (s *scope) command(c *shell.Command) hookguard.Verdict {
	if v := s.runsWrapper(c); v.Decision != hookguard.Allow {
		return v
	}
	if c.Floods() {
		return floodBlock("`" + c.Name + "` is started in the background at every pass of a loop that never ends")
	}
	if v := s.storedGitCode(c); v.Decision != hookguard.Allow {
		return v
	}
	// Shell text c's code or options run (os.system in a python one-liner, GIT_EDITOR,
	// rsync -e) holds commands of its own: their effects are c's, but hookguard by its path or
	// a copy's, and a wrapper run by hand, are known by what the program is, so each is
	// judged as a command too (the shell bounds how deep such text nests).
	for _, n := range c.CodeCommands() {
		if n.Remote && !n.Mounted() {
			continue
		}
		if v := s.command(n); v.Decision != hookguard.Allow {
			return v
		}
	}
	// A program whose name is only known when it runs is a program nobody knows: its
	// redirects, and operands it may write.
	effs := c.EffectsOrUnknown()
	name := "" // the program's name as the spec table knows it, found once for the checks below
	if !c.NameDynamic {
		name = c.Normalised()
	}
	in, renamed := s.asHookguard(c, name)
	if renamed {
		effs = append(effs[:len(effs):len(effs)], spec.Effects(in)...)
	}
	// What the program is matters to a few variables only (HOME, a harness's): found for
	// the first of them.
	prog := &progOf{c: c, name: name, renamed: renamed}
	for k := range effs {
		e := &effs[k] // by pointer: an Effect is some thirty words, and most are judged by one test
		if e.Remote {
			continue
		}
		if v := s.effect(c, prog, e, effs); v.Decision != hookguard.Allow {
			return v
		}
	}
	return hookguard.Allowed()
}

const wrapperWhy = " is a hook wrapper that a harness or git runs before each action; run by the agent it would fake a hook event (a prompt the person never typed, an action that never happened)."

// runsWrapper stops running a hook wrapper or git shim: by its path, or through a shell that
// reads it (the shell front end lists the wrapper's own commands with it in their way).
func (s *scope) runsWrapper(c *shell.Command) hookguard.Verdict {
	if !c.NameDynamic && strings.Contains(c.Name, "/") && s.isWrapperPath(c.Name, s.abs(c.Name, c.Cwd)) {
		return block("hookguard-cli", "`"+c.Name+"`"+wrapperWhy)
	}
	if w := s.foundWrapper(c); w != "" {
		return block("hookguard-cli", "`"+c.Outer.Name+" ... -exec {}` may run "+w+", which"+wrapperWhy)
	}
	for _, v := range c.Via {
		file, ok := strings.CutPrefix(v, "script ")
		if !ok {
			continue
		}
		if s.isWrapperPath(file, s.abs(file, s.ev.Cwd)) {
			return block("hookguard-cli", "`"+file+"`"+wrapperWhy)
		}
	}
	return hookguard.Allowed()
}

// progKind is what a command's program is to the environment checks.
type progKind uint8

const (
	progOther   progKind = iota
	progGitLike          // git and hookguard: HOME moves their configuration and ledger
	progHarness          // claude, codex, gemini: their config directories hold the hooks
)

// programKind is what c runs (n: its normalised name); renamed says it is hookguard under
// another name.
func programKind(c *shell.Command, n string, renamed bool) progKind {
	if c.NameDynamic {
		return progOther
	}
	switch {
	case n == "git" || n == "hookguard":
		return progGitLike
	case harness.IsCLI(n):
		return progHarness
	}
	if renamed {
		return progGitLike
	}
	return progOther
}

// progOf finds what a command runs (programKind) once, where a variable's verdict asks.
type progOf struct {
	c       *shell.Command
	name    string
	renamed bool
	kind    progKind
	known   bool
}

func (p *progOf) get() progKind {
	if !p.known {
		p.kind, p.known = programKind(p.c, p.name, p.renamed), true
	}
	return p.kind
}

// effect judges one effect of command c; all is every effect of c. prog is what c runs.
func (s *scope) effect(c *shell.Command, prog *progOf, ep *spec.Effect, all []spec.Effect) hookguard.Verdict {
	switch ep.Kind {
	case spec.Settings:
		return settingsVerdict(*ep)
	case spec.Env:
		return s.envVerdict(prog, ep)
	case spec.Signal:
		return s.signalVerdict(c, ep)
	case spec.Read:
		e := *ep
		if v := s.key.effect(e); v.Decision != hookguard.Allow {
			return v
		}
		switch e.Class {
		case "hardlink":
			return s.hardlinkVerdict(e)
		case "maybe":
			return s.maybeVerdict(e)
		}
		return s.readVerdict(e)
	case spec.Discard:
		// Git's untracked files thrown away (stash -u): the wrappers among them go too.
		if ep.Class == "untracked" && strings.HasPrefix(ep.By, "git ") {
			if v, ok := s.gitWrite(*ep, c); ok {
				return v
			}
		}
	case spec.Write, spec.Create, spec.Delete, spec.Truncate, spec.Chmod:
		e := *ep
		if v := s.key.effect(e); v.Decision != hookguard.Allow {
			return v
		}
		if v := s.envrcVerdict(c, e, all); v.Decision != hookguard.Allow {
			return v
		}
		if e.Kind == spec.Write {
			if v := terminalVerdict(e); v.Decision != hookguard.Allow {
				return v
			}
		}
		if v := s.writeVerdict(c, e, all, false); v.Decision != hookguard.Allow {
			return v
		}
		if v := s.linkedWrite(c, e, all, nil, ""); v.Decision != hookguard.Allow {
			return v
		}
		// hookguard's own files first: their rules say more than these.
		if v := s.startTreeVerdict(e, all); v.Decision != hookguard.Allow {
			return v
		}
		return s.startPlaceVerdict(e)
	}
	return hookguard.Allowed()
}

// settingsVerdict judges a harness's or hookguard's own command.
func settingsVerdict(e spec.Effect) hookguard.Verdict {
	by := "`" + e.By + "`"
	switch e.Class {
	case "session":
		return block("session-inject", by+" would run the harness inside a session the agent names: its prompt would reach the hooks and the transcript as if the human had typed it, which is how the human, and only the human, authorises a blocked action."+byHand)
	case "keys":
		return block("session-inject", by+" would type into a terminal or window the human uses: keys typed there reach the harness as the human's own turn, and a typed `allow CODE` is how the human, and only the human, authorises a blocked action."+byHand)
	case "harness":
		return block("harness-settings", by+" changes the harness's settings, which hold the hooks that run this guard, or brings in plugins, MCP servers or settings that run outside it."+byHand)
	case "hookguard":
		return block("hookguard-cli", by+hookguardWhy(e.By)+byHand)
	case "extension":
		return block("startup-code", by+" would install an editor extension: its code runs in the person's editor, later and outside any hook, and can switch hookguard off."+byHand)
	case "unattended":
		return block("agent-unattended", by+" would run a coding agent with its approvals switched off: the prompt it is given can run any command and write any file, hookguard's own included, through tools that no hook of this machine may see. Run it with its approvals on, or do the work here."+byHand)
	}
	return hookguard.Allowed()
}

// hookguardWhy says what a hookguard subcommand would do, from the words that chose it.
func hookguardWhy(by string) string {
	f := strings.Fields(by)
	sub := ""
	if len(f) > 1 {
		sub = f[1]
	}
	switch sub {
	case "run":
		return " is the hook entry that the harness calls; run by the agent it would fake a hook event (a prompt the human never typed, a tool call that never happened)."
	case "install", "uninstall":
		return " rewrites the hooks that run this guard."
	case "trust":
		return " makes the project's guards.toml apply; it records that a person read it, so the agent cannot say so."
	case "ledger":
		return " changes the authorisation ledger, which only the user changes; `hookguard ledger list` and `verify` only read it."
	case "?":
		return " runs hookguard with a subcommand whose value cannot be known here."
	}
	return " is not one of hookguard's read-only commands (check, config, validate, guards, version, doctor, list-hooks, log, ledger list, ledger verify)."
}

// redirectVars point hookguard (its configuration, state and ledger) somewhere else, for every
// program that runs hookguard, git's hooks among them.
func redirectVar(name string) bool {
	return name == "XDG_CONFIG_HOME" || name == "XDG_STATE_HOME" || strings.HasPrefix(name, "HOOKGUARD")
}

// harnessVar reports a variable that moves a harness's own configuration, and the hooks in
// it (each descriptor's SettingsEnv).
func (s *scope) harnessVar(name string) bool {
	if !s.hvarsOK {
		// Listed once for the event: a script sets or exports a variable on most lines, and
		// every later command carries what it exports. SettingsEnv is asked in place.
		s.hvarsOK = true
		for _, d := range harness.All() {
			s.hvars = append(s.hvars, d.SettingsEnv...)
		}
		for _, v := range s.hvars {
			s.hvLens |= 1 << min(len(v), 63)
		}
	}
	// Most names have a length none of the harnesses' variables has (63: that or longer).
	if s.hvLens&(1<<min(len(name), 63)) == 0 {
		return false
	}
	return slices.Contains(s.hvars, name)
}

// envVerdict judges a variable given to a command, or set for the commands after it.
func (s *scope) envVerdict(prog *progOf, e *spec.Effect) hookguard.Verdict {
	name, _, _ := strings.Cut(e.Text, "=")
	how := "setting"
	persist := e.By != "NAME=VALUE" // export and the like: every later command of the shell gets it
	if persist {
		how = "exporting"
	}
	switch {
	case redirectVar(name):
		return block("env-redirect", how+" "+name+" would point the hooks that git and other tools run at another hookguard configuration or ledger.")
	case name == "HOME" && (persist || prog.get() == progGitLike):
		return block("env-redirect", how+" HOME for git or hookguard would point its hooks at another user's hookguard configuration and ledger.")
	case s.harnessVar(name) && (persist || prog.get() == progHarness), name == "HOME" && prog.get() == progHarness:
		return block("harness-settings", how+" "+name+" would start the harness with its user settings elsewhere, without the hooks that run this guard.")
	}
	return hookguard.Allowed()
}

// readVerdict stops running a wrapper as a script, and taking hookguard's locks: a file of its
// state opened on a descriptor (`exec 9<STATE/x.lock`) can be held past every later hook
// call's deadline.
func (s *scope) readVerdict(e spec.Effect) hookguard.Verdict {
	if e.Path.Abs == "" {
		return hookguard.Allowed()
	}
	// A shell or interpreter running a wrapper as its script.
	if e.Class == "code" && s.isWrapperPath(e.Path.Arg, e.Path.Abs) {
		return block("hookguard-cli", "`"+e.Path.Arg+"`"+wrapperWhy)
	}
	if e.By != "< redirect" && e.By != "<> redirect" {
		return hookguard.Allowed()
	}
	if h, ok := s.own(e.Path.Abs, false); ok && h.rule == "guard-state" && strings.HasSuffix(e.Path.Abs, ".lock") {
		return block("guard-state", "`"+e.Path.Arg+"` is one of hookguard's locks; holding it open would make every later hook call wait past the harness's timeout, and a harness lets the action run when its hook times out.")
	}
	return hookguard.Allowed()
}

// hardlinkVerdict stops a hard link to one of hookguard's own files (or a tree of hard links
// over a directory above them): the new name is the same file, and a write to it, in this
// command line or any later one, writes the wrapper, the settings or the ledger. The binary
// is the exception: a write to any name of it is known by its inode already.
func (s *scope) hardlinkVerdict(e spec.Effect) hookguard.Verdict {
	p := e.Path
	if p.Dyn || p.Abs == "" {
		return hookguard.Allowed()
	}
	h, ok := s.own(p.Abs, e.Tree)
	if !ok {
		return s.linkSource(e)
	}
	if h.rule == "binary" {
		return hookguard.Allowed()
	}
	head := "`" + e.By + "` makes a second name for " + p.Arg + " (the same file: a write to the name writes it), "
	if h.above {
		head = "`" + e.By + "` makes a second name for every file below " + p.Arg + " (the same files: a write to a name writes them), which holds "
	}
	return ownBlock(h, head, e)
}

// maybeVerdict judges an operand of a program the table does not know (sponge, ed, a program
// the agent built): nobody can say it only reads it, so one that is one of hookguard's own
// files, or lies in one of its directories, is judged as a write. A directory above them is
// not: such a program is not known to walk a tree.
func (s *scope) maybeVerdict(e spec.Effect) hookguard.Verdict {
	p := e.Path
	abs := p.Abs
	if p.Dyn {
		// Only where the known start already lies inside one of hookguard's directories.
		lead := dynLead(p)
		if lead == "" || !strings.HasSuffix(lead, "/") {
			return hookguard.Allowed()
		}
		abs = s.abs(lead, p.Cwd)
	}
	if abs == "" {
		return hookguard.Allowed()
	}
	h, ok := s.own(abs, false)
	if !ok {
		return hookguard.Allowed()
	}
	return ownBlock(h, "`"+e.By+"`, a program hookguard does not know (nothing says it only reads its operands), may write "+p.Arg+", ", e)
}

// verb says what an effect does to a path, for a reason.
func verb(e spec.Effect) string {
	switch e.Kind {
	case spec.Create:
		return "creates"
	case spec.Delete:
		if e.Class == "move" {
			return "moves away"
		}
		return "deletes"
	case spec.Truncate:
		return "empties"
	case spec.Chmod:
		return "changes the mode or owner of"
	}
	if e.Class == "extract" {
		return "extracts over"
	}
	return "writes"
}

// landsContent reports whether a command's tree write brings content from elsewhere (a copy,
// move, sync, archive, download), or writes entries nobody can list: such a write over a
// directory can plant or replace any file below it. A program that rewrites files in place
// (a formatter) brings nothing new.
func landsContent(e spec.Effect, all []spec.Effect) bool {
	if e.Dyn || e.Class == "extract" || e.Class == "download" {
		return true
	}
	for _, o := range all {
		if o.Kind == spec.Read {
			switch o.Class {
			case "copy", "move", "archive", "link", "hardlink":
				return true
			}
		}
	}
	return false
}

// makesLink reports an effect that makes a link (a Create or a forced Write of the link's
// name, with the command's Read of what it links to).
func makesLink(e spec.Effect, all []spec.Effect) bool {
	if e.Kind != spec.Create && e.Kind != spec.Write || e.Tree {
		return false
	}
	for _, o := range all {
		if o.Kind == spec.Read && o.Class == "link" {
			return true
		}
	}
	return false
}

// writeVerdict judges an effect that changes a path against hookguard's own files.
func (s *scope) writeVerdict(c *shell.Command, e spec.Effect, all []spec.Effect, tool bool) hookguard.Verdict {
	if e.Class == "maybe" {
		return hookguard.Allowed() // a program nobody knows: not a write anybody can judge
	}
	if strings.HasPrefix(e.By, "git ") {
		if v, ok := s.gitWrite(e, c); ok {
			return v
		}
	}
	p := e.Path
	if p.Dyn || p.Abs == "" {
		lead := ""
		if known := dynLead(p); known != "" {
			// The known start, made absolute; a trailing slash says the rest is below it.
			if lead = s.abs(known, p.Cwd); lead != "" && strings.HasSuffix(known, "/") {
				lead += "/"
			}
		}
		if h, ok := s.ownUnder(lead); ok {
			return ownBlock(h, "`"+e.By+"` "+verb(e)+" a path ("+p.Arg+") that may be in ", e)
		}
		return hookguard.Allowed()
	}
	// A tree effect, a delete or a chmod of a directory above hookguard's files reaches them.
	// The home and the directories above it are the destructive guard's to judge: removing
	// or chmodding everything is more than switching hookguard off.
	// So does a link made at or above them: what the harness or the wrappers then read, and
	// where a later write through the link lands, is wherever the link points.
	link := makesLink(e, all)
	// An archive missing when the line is judged (tar fails) may be there when the line runs
	// (a job started by an earlier call makes it): its extraction may reach anything below.
	extract := e.Kind == spec.Write && e.Class == "extract"
	above := e.Kind == spec.Delete || e.Kind == spec.Chmod || e.Tree && e.Kind == spec.Write && landsContent(e, all) || extract || link || s.mountsOwnDir(e)
	if above && s.home != "" && paths.Within(paths.Clean(s.home), p.Abs) && e.Kind != spec.Write && !link {
		above = false
	}
	found := p.Found
	if found && p.Filtered && !s.closeTo(p.Abs) {
		// find's tests choose what it touches below its start (find . -name '*.pyc' -delete):
		// further above hookguard's own files than just above, the files of theirs that are
		// there are tested against the name filter (every one, where the filter is not names).
		if h, at, ok := s.foundOwn(p, findSelectsEmpty(c)); ok && !s.keepsRunning(e, h) {
			return ownBlock(h, "`"+e.By+"` "+verb(e)+" what find selects below "+p.Arg+", "+s.rel(at)+" among it: ", e)
		}
		above, found = false, false
	}
	h, ok := s.ownReached(c, p, above, found)
	if !ok || !link && s.keepsRunning(e, h) || e.Kind == spec.Delete && h.worktree != "" && paths.Within(h.worktree, p.Abs) {
		return hookguard.Allowed() // (the last: another work tree deleted whole, where nothing is committed again)
	}
	if !link && leftToBoundary(h, e, tool) {
		return hookguard.Allowed()
	}
	if h.above {
		return ownBlock(h, "`"+e.By+"` "+verb(e)+" "+p.Arg+", which holds ", e)
	}
	return ownBlock(h, "`"+e.By+"` "+verb(e)+" "+p.Arg+", ", e)
}

// keepsRunning reports a mode or owner change that leaves hookguard's files as they run:
// one that only adds read or execute permission, or an owner change no owner can use against
// them (owner.go).
func (s *scope) keepsRunning(e spec.Effect, h hit) bool {
	return addsOnly(e, h.rule) || s.ownerKeepsAccess(e, h)
}

// addsOnly reports a chmod that only adds read or execute permission (spec class "adds") to
// the wrappers or the binary: they run and read as before (find . -name '*.sh' -exec chmod +x
// {} +). What could make them unrunnable (-x, 644, a reference file) is judged as before.
func addsOnly(e spec.Effect, rule string) bool {
	return e.Kind == spec.Chmod && e.Class == "adds" && (rule == "hook-wrappers" || rule == "binary")
}

// findSelectsEmpty reports a find (c itself, or the find c runs under with -exec) whose tests
// include -empty, with no operator that could select other entries beside.
func findSelectsEmpty(c *shell.Command) bool {
	for ; c != nil; c = c.Outer {
		if c.NameDynamic || c.Normalised() != "find" {
			continue
		}
		empty := false
		for i, a := range c.Args {
			switch a {
			case "-empty":
				empty = !c.Dynamic[i]
			case "-o", "-or", "!", "-not", ",":
				return false
			}
		}
		return empty
	}
	return false
}

// dynLead is the text known before the unknown part of a dynamic path: the front end's lead,
// or, for a redirect's target (which carries none), the text before its first expansion.
func dynLead(p spec.Path) string {
	if !p.Dyn {
		return ""
	}
	if p.Lead != "" {
		return p.Lead
	}
	if i := strings.IndexAny(p.Arg, "$`"); i > 0 {
		return p.Arg[:i]
	}
	return ""
}

// leftToBoundary reports a plain write of one file that the boundary guard has always stopped
// with its own rule and words, which the harnesses' tests and users know: exactly a harness
// settings file (boundary/harness-settings), and a file tool's write into hookguard's state or
// configuration (boundary/guard-state). Every other way to those files is self's: a move, a
// removal, a chmod, a tree copy or extract over them, any program's write to the state.
//
// A place found where it resolves to (h.alias: the settings file a dotfiles repository holds,
// the directory a project's .claude links to) is self's: boundary knows places as spelled.
func leftToBoundary(h hit, e spec.Effect, tool bool) bool {
	if h.above || h.alias || e.Tree || e.Kind != spec.Write && e.Kind != spec.Create && e.Kind != spec.Truncate {
		return false
	}
	return h.rule == "harness-settings" || tool && h.rule == "guard-state"
}

// ownBlock is the block for a place of hookguard's own, with what the place is for.
func ownBlock(h hit, head string, e spec.Effect) hookguard.Verdict {
	why := ""
	switch h.rule {
	case "hook-wrappers":
		why = ": a harness or git runs them before each action, and without them nothing is checked (where /bin/sh is bash, a missing wrapper lets every later call through). Only `hookguard install`, run by the user, writes them."
	case "harness-settings":
		why = ": a change there can switch the hooks off."
	case "guard-state":
		why = ": the wrappers read which binary to run there, and the ledger and its locks decide what a person authorised. Only the user changes them, with hookguard's own commands."
	case "binary":
		why = ": with it changed, emptied or not executable, the wrappers run nothing and every action goes unchecked."
	case "startup-code":
		why = ": it is code that starts later, outside any hook, and can switch hookguard off."
	case "transcript":
		why = ": hookguard reads it to tell the person's own turns from anything else, so a line written there could forge an authorisation."
	}
	return block(h.rule, head+h.what+why+byHand)
}

// fileTools judges the file tools' writes, moves and deletes, as the same effects a shell
// command would have.
func (s *scope) fileTools(ev *hookguard.Event) hookguard.Verdict {
	cwd := ev.Cwd
	if cwd == "" {
		cwd = ev.Root
	}
	for _, f := range ev.Files {
		var effs []spec.Effect
		path := func(p string) spec.Path { return spec.Path{Arg: p, Abs: s.abs(p, cwd), Cwd: cwd} }
		switch f.Op {
		case hookguard.OpPatchDelete:
			effs = append(effs, spec.Effect{Kind: spec.Delete, Path: path(f.Path), By: string(f.Op)})
		case hookguard.OpMove:
			effs = append(effs, spec.Effect{Kind: spec.Delete, Class: "move", Path: path(f.From), By: string(f.Op)},
				spec.Effect{Kind: spec.Write, Path: path(f.Path), By: string(f.Op)})
		default:
			effs = append(effs, spec.Effect{Kind: spec.Write, Path: path(f.Path), By: string(f.Op)})
		}
		for _, e := range effs {
			if v := s.writeVerdict(nil, e, effs, true); v.Decision != hookguard.Allow {
				return v
			}
			if e.Kind == spec.Write && f.Op != hookguard.OpMove { // a rename replaces the name, not the file
				if v := s.linkedWrite(nil, e, effs, &f, cwd); v.Decision != hookguard.Allow {
					return v
				}
			}
		}
		for _, e := range effs {
			if e.Kind == spec.Write {
				if v := s.startPlaceVerdict(e); v.Decision != hookguard.Allow {
					return v
				}
			}
		}
		if v := s.startTool(f, cwd); v.Decision != hookguard.Allow {
			return v
		}
	}
	return hookguard.Allowed()
}
