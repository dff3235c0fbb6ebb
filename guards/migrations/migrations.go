// Package migrations is the guard that keeps applied migration history applied: a migration
// committed on the upstream branch (or at HEAD without one) is never edited, overwritten,
// moved or deleted; new migrations are scanned for data loss and long locks; and what undoes
// applied history is stopped through every wrapper. Agent-written suppressions and consent
// switches are not honoured.
//
// Its shell side judges the effects the command model gives each command (shell/spec), never
// the command's words: writes, truncations and deletions of applied migrations from any
// program, tree writes and deletions over a directory holding them, Rewind effects (a
// migration tool's rollback, reset, drop or ledger rewrite), consent variables given or
// exported, and Destroy effects that remove schema from a live database (DROP TABLE, SCHEMA
// or DATABASE, dropdb, a deleted SQLite file, a removed database volume): those un-apply
// applied history.
//
// Each concern has one owner. Rows deleted in a live database (TRUNCATE, DELETE or UPDATE
// without WHERE, FLUSHALL) are the destructive guard's alone: they lose data but leave the
// schema, and so the history, as it was. A migration tool's own commands are this guard's,
// including those that only empty tables (manage.py flush, db:truncate_all), since the tool
// is the history's keeper. New migrations' SQL is read by the same lexer the command model
// uses for live SQL (package sqlscan).
package migrations

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/sqlscan"
	"github.com/hookguard/hookguard/state"
)

// Name is the guard's registered name.
const Name = "migrations"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "applied migrations stay as applied; new migrations are checked for data loss and locks; destructive migration commands are stopped",
		Groups:  []hookguard.Group{hookguard.PreShell, hookguard.PreFiles, hookguard.PreCommit, hookguard.PrePush},
		New:     func() guards.Guard { return New() },
	})
}

// Options are the [guards.migrations] keys.
type Options struct {
	// Paths adds globs (relative to the project root, paths.Glob: "**" any number of
	// directories, a pattern without a slash a name at any depth) for custom layouts.
	Paths []string `toml:"paths"`
	// Dialect is "postgres", "mysql", "sqlite", "sqlserver" or "auto" (read the project's
	// markers; PostgreSQL when none says otherwise).
	Dialect string `toml:"dialect"`
	// ConcurrentIndex turns the non-concurrent index rule on; ConcurrentIndexSkip lists
	// frameworks it does not apply to (e.g. "prisma", which cannot emit CONCURRENTLY).
	ConcurrentIndex     bool     `toml:"concurrent_index"`
	ConcurrentIndexSkip []string `toml:"concurrent_index_skip"`
	// Content switches the scan of new migrations off entirely (history stays immutable).
	Content bool `toml:"content"`
}

// Guard is the migrations guard.
type Guard struct{ opts Options }

// New returns the guard with its defaults.
func New() *Guard {
	return &Guard{opts: Options{Dialect: "auto", ConcurrentIndex: true, Content: true}}
}

// Configure applies one layer's [guards.migrations] table.
func (g *Guard) Configure(o guards.Options) error { return o.Decode(&g.opts) }

// Validate checks the options once every layer is applied.
func (g *Guard) Validate() error {
	switch g.opts.Dialect {
	case "auto", "postgres", "mysql", "sqlite", "sqlserver":
	default:
		return fmt.Errorf("guards.migrations.dialect: %q is not one of auto, postgres, mysql, sqlite, sqlserver", g.opts.Dialect)
	}
	for _, p := range g.opts.Paths {
		if err := paths.ValidGlob(p); err != nil {
			return fmt.Errorf("guards.migrations.paths: bad glob %q: %v", p, err)
		}
	}
	return nil
}

// Rules lists the rule ids for `hookguard guards`.
func (g *Guard) Rules() []guards.RuleInfo {
	r := []guards.RuleInfo{
		{ID: "applied-edit", Summary: "an edit or overwrite of a migration committed upstream (or at HEAD)", Enabled: true},
		{ID: "applied-delete", Summary: "a delete or move of a committed migration", Enabled: true},
		{ID: "self-suppression", Summary: "a linter suppression or consent variable written by the agent", Enabled: true},
		{ID: "destructive-command", Summary: "a migration tool's reset, drop, rollback or ledger rewrite; a database, its SQLite file or its volume removed", Enabled: true},
		{ID: "destructive-sql", Summary: "SQL or shell code that drops a table, column, schema or database in a live database", Enabled: true},
	}
	for _, id := range []string{"drop-table", "drop-schema", "drop-column", "truncate", "delete-all", "rename-table", "rename-column",
		"rename-schema", "change-type", "set-not-null", "not-null-no-default", "create-table-force", "dynamic-ddl"} {
		r = append(r, guards.RuleInfo{ID: id, Pack: "content", Summary: "in a new migration: " + id, Enabled: g.opts.Content})
	}
	r = append(r, guards.RuleInfo{ID: "unknown-content", Pack: "content", Summary: "a new migration written through the shell with text only known when it runs (sed -i, a program's output)", Enabled: g.opts.Content})
	r = append(r, guards.RuleInfo{ID: "index-not-concurrent", Pack: "content", Summary: "in a new migration on PostgreSQL: an index built without CONCURRENTLY", Enabled: g.opts.Content && g.opts.ConcurrentIndex})
	return r
}

// Check judges one event.
// A panic is the engine's to recover: it turns it into this guard's error and logs the stack.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	p := g.project(ev)
	switch ev.Group {
	case hookguard.PreFiles:
		for _, f := range ev.Files {
			if v, err := p.fileChange(f); err != nil || v.Decision != hookguard.Allow {
				return v, err
			}
		}
	case hookguard.PreShell:
		return p.shell(ctx, ev)
	case hookguard.PreCommit, hookguard.PrePush:
		for _, f := range ev.Files {
			if v, err := p.fileChange(f); err != nil || v.Decision != hookguard.Allow {
				return v, err
			}
		}
		return p.gitRange(ev.Group)
	}
	return hookguard.Allowed(), nil
}

// project is what one event is judged against, read lazily and once.
type project struct {
	g     *Guard
	ev    *hookguard.Event
	root  string // canonical project root
	repo  *gitread.Repo
	rerr  error
	tried bool
	at    gitread.Hash // the applied commit
	atRef string
	// cmd is the shell command whose effects are being judged (nil for file tools).
	cmd *shell.Command
	// walked caches the applied migrations below a directory, for tree and glob effects.
	walked map[string][]file
}

func (g *Guard) project(ev *hookguard.Event) *project {
	root := ev.Root
	if root == "" {
		root = ev.Cwd
	}
	return &project{g: g, ev: ev, root: paths.Resolve(root, "/", ev.Home)}
}

// open finds the repository and its applied commit; a project without git has no history.
func (p *project) open() (*gitread.Repo, error) {
	if p.tried {
		return p.repo, p.rerr
	}
	p.tried = true
	r, err := gitread.Open(p.root)
	if err != nil {
		if errors.Is(err, gitread.ErrNoRepo) {
			return nil, nil
		}
		p.rerr = fmt.Errorf("cannot read the git repository at %s to tell applied migrations from new ones: %w", p.root, err)
		return nil, p.rerr
	}
	h, ref, ok, err := r.Applied()
	if err != nil {
		p.rerr = fmt.Errorf("cannot resolve the upstream or HEAD commit in %s: %w", p.root, err)
		return nil, p.rerr
	}
	if ok {
		p.repo, p.at, p.atRef = r, h, ref
	}
	return p.repo, nil
}

// rel returns a path relative to the repository's work tree (or the root without one).
func (p *project) rel(path string) (string, bool) {
	abs := paths.Resolve(path, p.ev.Cwd, p.ev.Home)
	base := p.root
	if r, _ := p.open(); r != nil {
		base = paths.Real(r.WorkTree)
	}
	return paths.Rel(abs, base)
}

// applied reports whether rel is in the applied commit, with its committed content.
func (p *project) applied(rel string) (bool, []byte, error) {
	r, err := p.open()
	if err != nil || r == nil {
		return false, nil, err
	}
	e, ok, err := r.Lookup(p.at, rel)
	if err != nil || !ok || e.IsTree() {
		return false, nil, err
	}
	data, err := r.Blob(e.Hash)
	return true, data, err
}

func (p *project) upstreamName() string {
	if p.atRef == "HEAD" || p.atRef == "" {
		return "HEAD"
	}
	return strings.TrimPrefix(p.atRef, "refs/remotes/")
}

// fileChange judges one file-tool change.
func (p *project) fileChange(f hookguard.FileChange) (hookguard.Verdict, error) {
	if f.Op == hookguard.OpMove && f.From != "" {
		if v, err := p.touchApplied(f.From, "move"); err != nil || v.Decision != hookguard.Allow {
			return v, err
		}
	}
	if !p.mayBeMigration(f.Path) {
		return hookguard.Allowed(), nil // a write of any other file opens no repository
	}
	rel, ok := p.rel(f.Path)
	if !ok {
		return hookguard.Allowed(), nil
	}
	mf, ok := classify(rel, p.g.opts.Paths)
	if !ok {
		return hookguard.Allowed(), nil
	}
	isApplied, committed, err := p.applied(rel)
	if err != nil {
		return hookguard.Verdict{}, err
	}
	if isApplied && mf.kind != kRepeatable {
		switch {
		case f.Op == hookguard.OpPatchAdd && (p.ev.Group == hookguard.PreCommit || p.ev.Group == hookguard.PrePush) &&
			f.Text == wholeAdded(committed):
			// The range adds the file with exactly its applied content: the first push of a
			// project, whose applied commit is the pushed HEAD itself.
			return hookguard.Allowed(), nil
		case f.Op == hookguard.OpWrite && f.Text == string(committed):
			return hookguard.Allowed(), nil // restores the applied content
		case f.Op == hookguard.OpPatchDelete:
			return p.appliedVerdict(mf, "delete", f.Path), nil
		}
		return p.appliedVerdict(mf, "edit", f.Path), nil
	}
	if !p.g.opts.Content || mf.kind == kDown || mf.kind == kJournal || f.Op == hookguard.OpPatchDelete {
		return hookguard.Allowed(), nil
	}
	newText, oldText := p.rebuild(f)
	found := p.scan(mf, newText)
	if oldText != "" {
		found = subtract(found, p.scan(mf, oldText))
	}
	if len(found) == 0 {
		return hookguard.Allowed(), nil
	}
	return p.contentVerdict(mf, found), nil
}

// rebuild returns the whole new text of a change where it can (an edit applied to the file on
// disk), and the old text, so that only hazards the change adds are judged.
func (p *project) rebuild(f hookguard.FileChange) (string, string) {
	if f.Op == hookguard.OpWrite || f.Op == hookguard.OpPatchAdd {
		return f.Text, ""
	}
	abs := paths.Resolve(f.Path, p.ev.Cwd, p.ev.Home)
	// A file that cannot be read (larger than the bound, a FIFO, a device) leaves the
	// change's own text to judge.
	b, err := state.ReadFile(abs, 4<<20)
	if err != nil {
		return f.Text, ""
	}
	old := string(b)
	if f.Old != "" && strings.Contains(old, f.Old) {
		return strings.Replace(old, f.Old, f.Text, 1), old
	}
	// Without the replaced text, judge the fragment against the file: hazards the file
	// already had are not this change's.
	return old + "\n" + f.Text, old
}

func subtract(a, b []finding) []finding {
	seen := map[string]int{}
	for _, f := range b {
		seen[f.rule]++
	}
	var out []finding
	for _, f := range a {
		if seen[f.rule] > 0 {
			seen[f.rule]--
			continue
		}
		out = append(out, f)
	}
	return out
}

// scan lists the hazards of a new migration's text.
func (p *project) scan(mf file, text string) []finding {
	fw := refine(mf, text, p.atlasSum(mf.rel))
	d, pg := p.dialect(fw)
	o := sqlOpts{dialect: d, postgres: pg, concurrentIndex: p.g.opts.ConcurrentIndex}
	for _, s := range p.g.opts.ConcurrentIndexSkip {
		if strings.EqualFold(s, fw) || strings.EqualFold(s, strings.ReplaceAll(fw, " ", "")) {
			o.concurrentIndex = false
		}
	}
	l := langOf(mf.rel)
	if l == lSQL {
		return scanSQL(forward(text, lSQL, fw), o, map[string]bool{})
	}
	return scanHost(text, l, o)
}

func (p *project) atlasSum(rel string) bool {
	_, err := os.Stat(filepath.Join(p.root, paths.Dir(rel), "atlas.sum"))
	return err == nil
}

// dialectMarkers are the project files that name the database, and the key they name it by.
var dialectMarkers = [...]struct{ file, key string }{
	{"prisma/migrations/migration_lock.toml", "provider"},
	{"config/database.yml", "adapter"},
	{"drizzle/meta/_journal.json", "dialect"},
	{"alembic.ini", "sqlalchemy.url"},
	{"atlas.hcl", "url"},
}

// markerDialects are the words of a marker's text that name a dialect, in the order they are
// looked for ("postgresql" before "sql").
var markerDialects = [...]struct {
	word string
	d    sqlscan.Dialect
}{{"postg", sqlscan.Postgres}, {"cockroach", sqlscan.Postgres}, {"mysql", sqlscan.MySQL}, {"maria", sqlscan.MySQL}, {"trilogy", sqlscan.MySQL},
	{"sqlite", sqlscan.SQLite}, {"sqlserver", sqlscan.SQLServer}, {"mssql", sqlscan.SQLServer}}

// dialect decides how a new migration's SQL is read: the configured dialect, or the project's
// own markers; Unknown, read under every dialect, when nothing says. pg says PostgreSQL's
// rules (the non-concurrent index) apply: unless the configuration or a marker names another
// database.
func (p *project) dialect(fw string) (d sqlscan.Dialect, pg bool) {
	if p.g.opts.Dialect != "auto" {
		d = sqlscan.ParseDialect(p.g.opts.Dialect)
		return d, d == sqlscan.Postgres
	}
	switch fw {
	case "Supabase", "Hasura":
		return sqlscan.Postgres, true
	}
	for _, m := range dialectMarkers {
		b, _ := state.ReadPrefix(paths.Join(p.root, m.file), 64<<10)
		t := strings.ToLower(string(b))
		if !strings.Contains(t, m.key) {
			continue
		}
		for _, w := range markerDialects {
			if strings.Contains(t, w.word) {
				return w.d, w.d == sqlscan.Postgres
			}
		}
		return sqlscan.Unknown, false
	}
	return sqlscan.Unknown, true
}

// mayBeMigration reports whether path may be part of a migration history, before the
// repository is opened to find the path relative to its work tree. A migration is known by the
// directories it sits in, anywhere on its path, and its name: a path that is no migration even
// with every directory above it counted is none (TestMayBeMigrationHoldsForEveryTail). With
// the user's own globs, which may be anchored at the work tree, only the repository says.
func (p *project) mayBeMigration(path string) bool {
	if len(p.g.opts.Paths) > 0 {
		return true
	}
	_, ok := classify(strings.TrimPrefix(filepath.ToSlash(paths.Resolve(path, p.ev.Cwd, p.ev.Home)), "/"), nil)
	return ok
}

// touchApplied judges a change that removes or rewrites path by other means (a move's
// source, a shell target).
func (p *project) touchApplied(path, verb string) (hookguard.Verdict, error) {
	if !p.mayBeMigration(path) {
		return hookguard.Allowed(), nil
	}
	rel, ok := p.rel(path)
	if !ok {
		return hookguard.Allowed(), nil
	}
	mf, ok := classify(rel, p.g.opts.Paths)
	if !ok || mf.kind == kRepeatable && verb == "edit" {
		return hookguard.Allowed(), nil
	}
	isApplied, _, err := p.applied(rel)
	if err != nil || !isApplied {
		return hookguard.Allowed(), err
	}
	return p.appliedVerdict(mf, verb, path), nil
}

func (p *project) appliedVerdict(mf file, verb, path string) hookguard.Verdict {
	rule := "applied-edit"
	if verb == "delete" || verb == "move" {
		rule = "applied-delete"
	}
	what := "migration"
	if mf.kind == kJournal {
		what = "migration metadata file"
	}
	article := "a"
	if verb == "edit" {
		article = "an"
	}
	reason := fmt.Sprintf("%s is an applied %s %s (committed on %s); %s %s would rewrite history that databases have already run, so they would never see the change or would diverge from a fresh setup.",
		mf.rel, mf.framework, what, p.upstreamName(), article, verb)
	if checksummed(mf.framework) {
		reason += fmt.Sprintf(" %s stores a checksum of every applied file, so any byte changed makes every existing database refuse to migrate.", mf.framework)
	}
	reason += " Write a NEW migration that makes the change instead; to undo your own edit, `git checkout -- " + mf.rel + "`."
	v := hookguard.Blocked(Name, rule, reason)
	v.Action = verb + " " + mf.rel
	return v
}

func (p *project) contentVerdict(mf file, found []finding) hookguard.Verdict {
	f := found[0]
	var b strings.Builder
	fmt.Fprintf(&b, "the new %s migration %s %s", mf.framework, mf.rel, f.what)
	if len(found) > 1 {
		fmt.Fprintf(&b, " (and %d more finding(s): ", len(found)-1)
		for i, x := range found[1:] {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(x.rule)
		}
		b.WriteString(")")
	}
	b.WriteString(". ")
	b.WriteString(advice(f.rule, mf.framework))
	v := hookguard.Blocked(Name, f.rule, b.String())
	v.Action = "write " + mf.rel + " " + f.rule
	return v
}

func advice(rule, fw string) string {
	switch rule {
	case "self-suppression":
		return "Suppressions and consent switches written by the agent are not honoured; remove it and make the migration safe, or ask the user."
	case "index-not-concurrent":
		s := "Build the index CONCURRENTLY outside a transaction (Rails: algorithm: :concurrently with disable_ddl_transaction!; Django: AddIndexConcurrently with atomic = False; Alembic: postgresql_concurrently=True in autocommit_block; Ecto: concurrently: true with @disable_ddl_transaction)."
		if fw == "Prisma" {
			s += " Prisma cannot emit CONCURRENTLY: create the migration with --create-only, edit its SQL to CREATE INDEX CONCURRENTLY in a migration of its own, or set guards.migrations.concurrent_index_skip = [\"prisma\"]."
		}
		return s
	case "drop-column", "drop-table", "rename-column", "rename-table", "change-type":
		return "Use expand and contract: stop the code from using it first, deploy, then remove it in a later migration the user approves; or ask the user to confirm the data may go."
	case "not-null-no-default", "set-not-null":
		return "Add the column nullable or with a constant DEFAULT, backfill, then add a NOT NULL constraint validated separately (CHECK ... NOT VALID, VALIDATE)."
	case "truncate", "delete-all":
		return "A migration that deletes every row cannot be undone; scope it with WHERE, or ask the user."
	case "dynamic-ddl":
		return "Write the statements out literally so they can be reviewed."
	}
	return "Ask the user if this is intended."
}

var (
	_ guards.Guard      = (*Guard)(nil)
	_ guards.Configurer = (*Guard)(nil)
	_ guards.Validator  = (*Guard)(nil)
	_ guards.Lister     = (*Guard)(nil)
)
