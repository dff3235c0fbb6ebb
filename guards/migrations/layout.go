package migrations

import (
	"path"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// kind says what role a file plays in a migration history.
type kind int

const (
	kMigration  kind = iota + 1 // forward (or both-way) migration code
	kDown                       // rollback-only: .down.sql, down.sql, Flyway U__
	kRepeatable                 // Flyway R__: re-applied whenever it changes, meant to be edited
	kJournal                    // tool-kept metadata: atlas.sum, _journal.json, snapshots, lock files
)

// file is a classified migration path.
type file struct {
	rel       string // slash path relative to the repository
	framework string
	kind      kind
}

// checksummed names the tools that store a checksum of every applied file: any byte changed
// in an applied file breaks every database that ran it.
func checksummed(fw string) bool {
	switch fw {
	case "Flyway", "Liquibase", "Prisma", "Atlas", "sqlx", "refinery":
		return true
	}
	return false
}

// migDir reports whether a directory name holds migrations in some framework's layout.
func migDir(c string) bool {
	switch strings.ToLower(c) {
	case "migrations", "migrate", "migration", "versions", "changelog", "changelogs", "evolutions", "drizzle", "deploy", "revert":
		return true
	}
	return strings.HasSuffix(strings.ToLower(c), "_migrate") || strings.HasSuffix(strings.ToLower(c), "_migrations")
}

func codeExt(ext string) bool {
	switch ext {
	case ".sql", ".rb", ".py", ".js", ".ts", ".cjs", ".mjs", ".php", ".exs", ".ex", ".cs", ".go", ".rs", ".java", ".kt",
		".xml", ".yaml", ".yml", ".json", ".scala":
		return true
	}
	return false
}

// versioned reports whether a file or directory name starts like a migration version.
func versioned(n string, alembic bool) bool {
	if n == "" {
		return false
	}
	if n[0] >= '0' && n[0] <= '9' {
		return true
	}
	l := strings.ToLower(n)
	if len(n) > 1 && strings.ContainsRune("vubr", rune(l[0])) && strings.Contains(n, "__") &&
		(l[0] == 'r' && strings.HasPrefix(n[1:], "__") || n[1] >= '0' && n[1] <= '9') {
		return true
	}
	for _, pre := range []string{"version", "migration"} {
		if strings.HasPrefix(l, pre) && len(l) > len(pre) && l[len(pre)] >= '0' && l[len(pre)] <= '9' {
			return true
		}
	}
	if len(l) > 9 && l[0] == 'm' && l[1] >= '0' && l[1] <= '9' { // SeaORM m20240101_000000_x
		return true
	}
	if alembic { // Alembic revisions: a hex id, then _slug
		i := strings.IndexByte(l, '_')
		if i >= 6 {
			for _, c := range l[:i] {
				if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
					return false
				}
			}
			return true
		}
	}
	return false
}

// classify tells whether rel (a slash path relative to the repository) is part of a
// migration history, and of which framework. extra are the user's globs for custom layouts.
func classify(rel string, extra []string) (file, bool) {
	parts := strings.Split(rel, "/")
	base := parts[len(parts)-1]
	lbase := strings.ToLower(base)
	dirs := parts[:len(parts)-1]
	f := file{rel: rel}
	has := func(name string) bool {
		for _, d := range dirs {
			if strings.EqualFold(d, name) {
				return true
			}
		}
		return false
	}
	parent := ""
	if len(dirs) > 0 {
		parent = dirs[len(dirs)-1]
	}
	// Journals and metadata that tools keep beside the migrations.
	switch {
	case lbase == "atlas.sum":
		return file{rel, "Atlas", kJournal}, true
	case lbase == "migration_lock.toml":
		return file{rel, "Prisma", kJournal}, true
	case strings.EqualFold(parent, "meta") && (lbase == "_journal.json" || strings.HasSuffix(lbase, "_snapshot.json")):
		return file{rel, "Drizzle", kJournal}, true
	case strings.HasSuffix(lbase, ".designer.cs") && has("migrations"), strings.HasSuffix(lbase, "modelsnapshot.cs") && has("migrations"):
		return file{rel, "EF Core", kJournal}, true
	case lbase == "sqitch.plan":
		return file{rel, "Sqitch", kJournal}, true
	}
	for _, g := range extra {
		// The dialect of every configuration pattern (paths.Glob): "**" any depth, a pattern
		// without a slash a name at any depth.
		if paths.Glob(g, rel) {
			f.framework, f.kind = frameworkOf(rel, parts, lbase), kMigration
			if f.framework == "" {
				f.framework = "custom"
			}
			return f, true
		}
	}
	ext := path.Ext(lbase)
	if !codeExt(ext) {
		return f, false
	}
	if !slices.ContainsFunc(dirs, migDir) {
		return f, false
	}
	alembic := strings.EqualFold(parent, "versions")
	switch {
	case has("changelog") || has("changelogs"):
		// Liquibase: every changelog file, the master included.
	case versioned(base, alembic):
	case len(dirs) >= 2 && versioned(parent, false) && slices.ContainsFunc(dirs[:len(dirs)-1], migDir):
		// One directory per migration (Prisma, Diesel, Hasura, Drizzle v1), enclosed by a
		// migrations directory (Hasura nests one level deeper: migrations/<database>/<version>_name/up.sql).
	default:
		return f, false
	}
	f.framework = frameworkOf(rel, parts, lbase)
	f.kind = kMigration
	switch {
	case lbase == "down.sql" || strings.HasSuffix(lbase, ".down.sql") || f.framework == "Flyway" && lbase[0] == 'u':
		f.kind = kDown
	case f.framework == "Flyway" && strings.HasPrefix(lbase, "r__"):
		f.kind = kRepeatable
	}
	return f, true
}

// pathFacts are what frameworkOf reads of a path.
type pathFacts struct {
	lrel, lbase, ext, parent string
}

func (f pathFacts) under(dir string) bool {
	return strings.HasPrefix(f.lrel, dir+"/") || strings.Contains(f.lrel, "/"+dir+"/")
}

func (f pathFacts) js() bool {
	return f.ext == ".js" || f.ext == ".ts" || f.ext == ".cjs" || f.ext == ".mjs"
}

// frameworkRules name the framework by path shape, first match wins.
var frameworkRules = [...]struct {
	fw string
	is func(f pathFacts) bool
}{
	{"Liquibase", func(f pathFacts) bool { return strings.Contains(f.lrel, "changelog") }},
	{"Prisma", func(f pathFacts) bool { return f.under("prisma") }},
	{"Supabase", func(f pathFacts) bool { return f.under("supabase") }},
	{"Hasura", func(f pathFacts) bool { return f.under("hasura") }},
	{"Drizzle", func(f pathFacts) bool { return f.under("drizzle") }},
	{"Play", func(f pathFacts) bool { return strings.Contains(f.lrel, "evolutions/") }},
	{"Flyway", func(f pathFacts) bool {
		return len(f.lbase) > 2 && strings.ContainsRune("vubr", rune(f.lbase[0])) && strings.Contains(f.lbase, "__")
	}},
	{"Rails", func(f pathFacts) bool { return f.ext == ".rb" }},
	{"Ecto", func(f pathFacts) bool { return f.ext == ".exs" || f.ext == ".ex" }},
	{"EF Core", func(f pathFacts) bool { return f.ext == ".cs" }},
	{"Alembic", func(f pathFacts) bool { return f.ext == ".py" && f.parent == "versions" }},
	{"Django", func(f pathFacts) bool { return f.ext == ".py" }},
	{"Doctrine", func(f pathFacts) bool { return f.ext == ".php" && strings.HasPrefix(f.lbase, "version") }},
	{"Laravel", func(f pathFacts) bool { return f.ext == ".php" && strings.Contains(f.lrel, "database/migrations/") }},
	{"Phinx", func(f pathFacts) bool { return f.ext == ".php" }},
	{"SeaORM", func(f pathFacts) bool { return f.ext == ".rs" && strings.HasPrefix(f.lbase, "m") }},
	{"refinery", func(f pathFacts) bool { return f.ext == ".rs" }},
	{"goose", func(f pathFacts) bool { return f.ext == ".go" }},
	{"MikroORM", func(f pathFacts) bool { return f.ext == ".ts" && strings.HasPrefix(f.lbase, "migration") }},
	{"TypeORM", func(f pathFacts) bool {
		return (f.ext == ".ts" || f.ext == ".js") && strings.Contains(f.lrel, "src/migration")
	}},
	{"Knex/Sequelize", func(f pathFacts) bool { return f.js() }},
	{"Diesel", func(f pathFacts) bool {
		return (f.lbase == "up.sql" || f.lbase == "down.sql") && len(f.parent) > 10 && f.parent[4] == '-' && f.parent[7] == '-'
	}},
	{"SQL", func(f pathFacts) bool { return f.lbase == "up.sql" || f.lbase == "down.sql" }},
	{"golang-migrate", func(f pathFacts) bool {
		return strings.HasSuffix(f.lbase, ".up.sql") || strings.HasSuffix(f.lbase, ".down.sql")
	}},
	{"dbmate", func(f pathFacts) bool { return strings.Contains(f.lrel, "db/migrations/") }},
}

// frameworkOf names the framework by path shape alone; content refines it later.
func frameworkOf(rel string, parts []string, lbase string) string {
	f := pathFacts{lrel: strings.ToLower(rel), lbase: lbase, ext: path.Ext(lbase)}
	if len(parts) > 1 {
		f.parent = strings.ToLower(parts[len(parts)-2])
	}
	for _, r := range frameworkRules {
		if r.is(f) {
			return r.fw
		}
	}
	return "SQL"
}

// refine names the framework from content where the path alone cannot (goose, dbmate, Knex,
// Sequelize), and from neighbours (atlas.sum makes a directory Atlas's).
func refine(f file, text string, atlasSum bool) string {
	switch {
	case strings.Contains(text, "-- +goose"):
		return "goose"
	case strings.Contains(text, "-- migrate:up"):
		return "dbmate"
	case strings.Contains(text, "queryInterface") || strings.Contains(text, "Sequelize"):
		return "Sequelize"
	case strings.Contains(text, "knex"):
		return "Knex"
	case atlasSum && f.framework == "SQL":
		return "Atlas"
	}
	return f.framework
}
