package migrations

import (
	"context"
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards/internal/line"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// The shell side judges what the command model says each command does (shell/spec), never
// the command's words: the same write reaches this guard whether it comes from a redirect, cp
// -t, rsync, tar -x, an interpreter's open(..., 'w') or a formatter.

// consentVars are environment switches that disarm a tool's own safety check; set by the
// agent they are not a human's consent. value, where set, is the value that disarms it.
var consentVars = [...]struct{ name, value string }{
	{name: "PRISMA_USER_CONSENT_FOR_DANGEROUS_AI_ACTION"},
	{name: "SAFETY_ASSURED"},
	{name: "DISABLE_DATABASE_ENVIRONMENT_CHECK"},
	{name: "FLYWAY_CLEAN_DISABLED", value: "false"},
	{name: "FLYWAY_CLEAN_ON_VALIDATION_ERROR", value: "true"},
}

func (p *project) shell(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	if err := ctx.Err(); err != nil {
		return hookguard.Verdict{}, err
	}
	// A twin has the same effects as an earlier command, which passed; each effect is judged
	// by what it names and the applied history, not by its place in the line. Every effect
	// the guard stops is bound into the one code.
	return line.Walk(ctx, ev, shell.Of(ev), line.Judge{Command: func(c *shell.Command, f *line.Fold) error {
		p.cmd = c
		effs := c.Effects()
		for k := range effs {
			v, err := p.effect(&effs[k]) // by pointer: an Effect is some thirty words, copied per effect per guard
			if err != nil {
				return err
			}
			f.Add(c, v)
		}
		return nil
	}})
}

func blockCmd(rule, reason string) hookguard.Verdict { return hookguard.Blocked(Name, rule, reason) }

// effect judges one effect of a command.
func (p *project) effect(e *spec.Effect) (hookguard.Verdict, error) {
	switch e.Kind {
	case spec.Env:
		return consent(e), nil
	case spec.Rewind:
		return blockCmd("destructive-command", "`"+e.By+"` "+e.Text+". Applied history no longer matches the database, and the data in it may be lost. Use the forward path instead (write a new migration and run the tool's migrate, deploy or up); if the user wants this, ask them to run it."), nil
	case spec.Destroy:
		return destroys(*e), nil
	case spec.Write, spec.Truncate, spec.Delete:
		return p.fileEffect(*e)
	}
	return hookguard.Allowed(), nil
}

// consent blocks a consent switch given to a command or exported.
func consent(e *spec.Effect) hookguard.Verdict {
	k, v, _ := strings.Cut(e.Text, "=")
	// A script gives every command the variables it exported: most are no switch, and none
	// is as long as the shortest of them.
	if len(k) < len("SAFETY_ASSURED") {
		return hookguard.Allowed()
	}
	for _, cv := range consentVars {
		if k != cv.name || cv.value != "" && !strings.EqualFold(strings.Trim(v, `'"`), cv.value) {
			continue
		}
		return blockCmd("self-suppression", "the command sets "+k+" itself; that switch disarms a migration tool's own safety check and is meant as a human's consent, not the agent's. Remove it; if the destructive step is really wanted, ask the user to run it.")
	}
	return hookguard.Allowed()
}

// destroys blocks what un-applies applied migrations in a live database: schema dropped (a
// table, a schema, a whole database), and the database's volume removed; and the rows the
// tables hold thrown away by a client's code (TRUNCATE, DELETE or UPDATE without WHERE,
// FLUSHALL, deleteMany({})), which the destructive guard judges too: the research's generic
// commands, judged here so that this guard alone keeps a live database whole.
func destroys(e spec.Effect) hookguard.Verdict {
	switch {
	case e.Class == "database" && !e.Tree && e.Lang != "":
		doer := "`" + e.By + "`"
		if e.Via != "" {
			doer = "`" + e.Via + "` runs " + e.By + ", which"
		}
		return blockCmd("destructive-sql", doer+" would throw away "+e.Text+" in a live database: the data the applied migrations' tables hold, which no migration gives back. Change data through a reviewed migration or a script the user runs; add a WHERE that names the rows, or ask the user to run it.")
	case spec.SchemaLoss(e):
		rule := "destructive-command"
		if e.Lang != "" {
			rule = "destructive-sql"
		}
		what := e.Text
		if what == "" {
			what = "a database"
		}
		doer := "`" + e.By + "`"
		if e.Lang != "" && e.Via != "" {
			doer = "`" + e.Via + "` runs " + e.By + ", which"
		}
		return blockCmd(rule, doer+" would destroy "+what+" in a live database. Applied migrations made that schema, so the database would no longer match its history. Change schemas through a reviewed migration; if the user wants it gone, ask them to run it.")
	case e.Class == "container" && dbVolume(e):
		return blockCmd("destructive-command", "`"+e.By+"` deletes "+e.Text+", which holds a database: its schema and applied history go with it. Stop the container without -v, or ask the user to remove the volume.")
	}
	return hookguard.Allowed()
}

// dbWords name a volume that holds a database.
var dbWords = [...]string{"pg", "postgres", "mysql", "maria", "mongo", "db", "database", "sql", "redis", "data"}

// dbVolume reports a container Destroy that removes a database's volume: one named like a
// database's, or a compose project's volumes (compose down -v), where a project keeps its
// database.
func dbVolume(e spec.Effect) bool {
	t := strings.ToLower(e.Text + " " + e.By)
	if !strings.Contains(t, "volume") {
		return false
	}
	if strings.Contains(t, "compose") {
		return true
	}
	name := strings.ToLower(e.Text)
	return slices.ContainsFunc(dbWords[:], func(w string) bool { return strings.Contains(name, w) })
}

// restores reports a write that puts back tracked content from the repository (git
// checkout, restore, reset, stash): it undoes edits rather than making them.
func restores(e spec.Effect) bool {
	for _, by := range [...]string{"git checkout", "git restore", "git reset", "git stash", "git read-tree", "git checkout-index"} {
		if strings.HasPrefix(e.By, by) {
			return true
		}
	}
	return false
}

// fileEffect judges a write, truncation or deletion: of an applied migration, of a directory
// holding some, or of a SQLite database in the project.
func (p *project) fileEffect(e spec.Effect) (hookguard.Verdict, error) {
	// A container's bind mount ("mount") is what a program the table cannot see into does
	// ("maybe"): it may write there, and what it runs is judged where the model can see it.
	if e.Remote || e.Class == "maybe" || e.Class == "mount" || e.Kind == spec.Write && restores(e) && !p.bringsRevision(e) {
		return hookguard.Allowed(), nil
	}
	verb := "edit"
	switch {
	case e.Kind == spec.Delete && e.Class == "move":
		verb = "move"
	case e.Kind == spec.Delete:
		verb = "delete"
	}
	switch {
	case e.Path.Dyn:
		if e.Path.Lead == "" || e.Path.Cwd == "" && !filepath.IsAbs(e.Path.Lead) {
			return hookguard.Allowed(), nil // nothing of it is known
		}
		if spec.OneEntry(e.Path) {
			// One new entry in that directory (a build's binary, a package's tarball): only
			// an applied file directly there can be it.
			e.Path.Dyn, e.Tree = false, false
		}
		return p.underApplied(e, p.abs(e.Path.Lead+"*", e.Path.Cwd), verb)
	case e.Path.Abs == "":
		return hookguard.Allowed(), nil
	case e.Path.Glob():
		return p.underApplied(e, e.Path.Abs, verb)
	}
	if v := p.sqliteFile(e); v.Decision != hookguard.Allow {
		return v, nil
	}
	if v, done, err := p.shellWrite(e); done {
		return v, err
	}
	if v, err := p.touchApplied(e.Path.Abs, verb); err != nil || v.Decision != hookguard.Allow {
		return v, err
	}
	if e.Tree || e.Path.Found {
		return p.underApplied(e, paths.Join(e.Path.Abs, "*"), verb)
	}
	return hookguard.Allowed(), nil
}

// sqliteExts are the extensions of SQLite database files.
var sqliteExts = [...]string{".sqlite", ".sqlite3", ".db", ".db3", ".s3db", ".sl3"}

// sqliteFile blocks deleting or emptying a SQLite database in the project: its tables and its
// applied history go with it.
func (p *project) sqliteFile(e spec.Effect) hookguard.Verdict {
	what := "delete"
	switch {
	case e.Tree || e.Kind == spec.Write || e.Class == "move":
		return hookguard.Allowed()
	case e.Kind == spec.Truncate:
		what = "empty"
	}
	ext := strings.ToLower(filepath.Ext(e.Path.Abs))
	if !slices.Contains(sqliteExts[:], ext) || strings.EqualFold(filepath.Base(e.Path.Abs), "thumbs.db") {
		return hookguard.Allowed()
	}
	rel, ok := paths.Rel(paths.Resolve(e.Path.Abs, p.ev.Cwd, p.ev.Home), p.root)
	if !ok {
		return hookguard.Allowed()
	}
	return blockCmd("destructive-command", "`"+e.By+"` would "+what+" the SQLite database "+rel+
		": its tables and the record of applied migrations go with it, so history no longer matches any database. Keep it; to start over, ask the user.")
}

// underApplied judges a write, truncation or deletion that reaches every path matching
// pattern (a glob, a directory's tree as DIR/*, a dynamic path's known prefix): it blocks
// when an applied migration is among them, and, for a formatter's tree write, only one of the
// files it rewrites.
func (p *project) underApplied(e spec.Effect, pattern, verb string) (hookguard.Verdict, error) {
	rel, ok := p.rel(pattern)
	if !ok {
		return hookguard.Allowed(), nil
	}
	dir := rel
	for dir != "." && dir != "" && paths.HasMeta(dir) {
		dir = path.Dir(dir)
	}
	if dir == "." {
		dir = ""
	}
	applied, err := p.appliedUnder(dir)
	if err != nil {
		return hookguard.Verdict{}, err
	}
	keeps := p.gitKeeps(p.cmd, e)
	for _, mf := range applied {
		if keeps(mf.rel) {
			continue // git leaves the applied version as it is
		}
		if !matchesBelow(rel, mf.rel, e.Tree || e.Path.Dyn || e.Path.Found) || !spec.TreeMatches(e, path.Base(mf.rel)) || !foundSelects(e.Path, rel, mf.rel, e.Tree) {
			continue
		}
		v := p.appliedVerdict(mf, verb, mf.rel)
		where := strings.TrimSuffix(rel, "/*")
		if where == "*" {
			where = "the project"
		}
		what := "`" + e.By + "` would " + verb + " files under " + where
		if verb == "move" {
			what = "`" + e.By + "` would move " + where
		}
		v.Reason = what + ", among them the applied " + mf.framework + " migration " + mf.rel + " (committed on " + p.upstreamName() + "). " +
			"Databases have already run it: a change would never reach them, or would diverge from a fresh setup. Act on new files only; to undo your own edit, `git checkout -- " + mf.rel + "`."
		return v, nil
	}
	return hookguard.Allowed(), nil
}

// matchesBelow reports whether rel (an applied file) is reached by pattern: matched by it,
// or, for a tree or a dynamic path, below what it matches.
func matchesBelow(pattern, rel string, tree bool) bool {
	if m, _ := path.Match(pattern, rel); m {
		return true
	}
	if !tree {
		return false
	}
	for d := path.Dir(rel); d != "." && d != "/"; d = path.Dir(d) {
		if m, _ := path.Match(pattern, d); m {
			return true
		}
	}
	return strings.HasPrefix(rel, strings.TrimSuffix(pattern, "*"))
}

// appliedUnder lists the applied migrations below dir ("" for the whole work tree), once per
// directory and event.
func (p *project) appliedUnder(dir string) ([]file, error) {
	if list, ok := p.walked[dir]; ok {
		return list, nil
	}
	if all, ok := p.walked[""]; ok { // the whole tree was walked already
		var list []file
		for _, mf := range all {
			if strings.HasPrefix(mf.rel, dir+"/") {
				list = append(list, mf)
			}
		}
		return list, nil
	}
	r, err := p.open()
	if err != nil || r == nil {
		return nil, err
	}
	var list []file
	err = r.Walk(p.at, dir, func(rel string, _ gitread.Entry) bool {
		if mf, ok := classify(rel, p.g.opts.Paths); ok && mf.kind != kRepeatable {
			list = append(list, mf)
		}
		return true
	})
	if err != nil {
		return nil, fmt.Errorf("cannot list the applied migrations under %s: %w", dir, err)
	}
	if p.walked == nil {
		p.walked = map[string][]file{}
	}
	p.walked[dir] = list
	return list, nil
}

func (p *project) abs(name, cwd string) string {
	if cwd == "" {
		cwd = p.ev.Cwd
	}
	if filepath.IsAbs(name) {
		return name
	}
	if strings.HasPrefix(name, "~/") {
		return paths.Join(p.ev.Home, name[2:])
	}
	return paths.Join(cwd, name)
}

// shellWrite judges a program writing one migration file as the file tool's write of the same
// text is judged: the text the command's words say it writes (echo or printf into it, a
// here-doc through cat or tee, a copy of a readable file) is a new migration's text to scan,
// or an applied one's edit. done is false for a file that is no migration, and for text only
// known when it runs into an applied migration, which touchApplied judges by its name alone.
//
// Text only known when it runs (sed -i, a generator script's output, a download) written into
// a new migration is blocked: the scan that the file tool's write gets cannot be made, and the
// git floor would judge it only after a migration runner had applied it. A migration tool's
// own generators (rails generate, makemigrations, prisma migrate dev) are no Write of a named
// file, and a program the command model does not know ("maybe") is judged where the model can
// see what it runs.
func (p *project) shellWrite(e spec.Effect) (hookguard.Verdict, bool, error) {
	if e.Kind != spec.Write || p.cmd == nil || e.Class != "" && e.Class != "download" || !p.mayBeMigration(e.Path.Abs) {
		return hookguard.Allowed(), false, nil
	}
	rel, ok := p.rel(e.Path.Abs)
	if !ok {
		return hookguard.Allowed(), false, nil
	}
	mf, ok := classify(rel, p.g.opts.Paths)
	if !ok {
		return hookguard.Allowed(), false, nil
	}
	text, add, known := p.cmd.Wrote(e.Path.Abs)
	if known {
		op := hookguard.OpWrite
		if add {
			op = hookguard.OpEdit
		}
		v, err := p.fileChange(hookguard.FileChange{Path: e.Path.Abs, Op: op, Text: text})
		if v.Decision != hookguard.Allow && v.Rule != "applied-edit" && v.Rule != "applied-delete" {
			v.Reason = "written by `" + writer(p.cmd.Base(), e.By) + "`: " + v.Reason
		}
		return v, true, err
	}
	// A tree write (mv's, cp -r's destination) may be a directory's: judged by its name alone.
	if e.Tree || !p.g.opts.Content || mf.kind == kDown || mf.kind == kJournal {
		return hookguard.Allowed(), false, nil
	}
	isApplied, _, err := p.applied(rel)
	if err != nil || isApplied {
		return hookguard.Allowed(), false, err
	}
	if p.cmd.Generated(e.Path.Abs) {
		// A migration tool's diff or schema dump: the tool's text, as a generator's own file is.
		return hookguard.Allowed(), true, nil
	}
	v := blockCmd("unknown-content", "`"+e.By+"` would write the new "+mf.framework+" migration "+mf.rel+
		" with text that is only known when it runs, so it cannot be checked for data loss and locks before a migration tool applies it."+
		" Write the migration with the file-writing tool (or literal text: printf, a here-doc), so its SQL can be reviewed.")
	v.Action = "write " + mf.rel + " unknown-content"
	return v, true, nil
}

// writer names a write for a reason: "echo >" for a redirect, else the operation.
func writer(name, by string) string {
	if r, ok := strings.CutSuffix(by, " redirect"); ok {
		return name + " " + r
	}
	return by
}
