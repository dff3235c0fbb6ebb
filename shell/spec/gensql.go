package spec

import "strings"

// GeneratesSQL reports a program whose stdout is SQL it generates from a schema, a database or
// a migrations directory: a migration tool's diff or a schema dump, which the tools' own guides
// redirect into a new migration file (Prisma's baselining: `prisma migrate diff --from-empty
// --to-schema-datamodel prisma/schema.prisma --script > prisma/migrations/0_init/migration.sql`).
// Such a file is the tool's output as much as one its generator writes itself (`prisma migrate
// dev --create-only`, `supabase db diff -f`): its text is known only when it runs, and it is
// the tool's, not the agent's.
//
// Not here: a dump that drops what it creates (pg_dump --clean; mysqldump, which adds DROP
// TABLE unless told not to), and a data dump (pg_dump without --schema-only), whose text is
// the database's rows.
func (c *Call) GeneratesSQL() bool {
	if c.Spec == nil || c.helps() {
		return false
	}
	switch c.Spec.Name {
	case "prisma migrate diff":
		// Without --script it prints a summary in words; with --output it writes itself.
		return c.Has("script") && !c.Has("o")
	case "supabase db diff":
		return !c.Has("f")
	case "pg_dump":
		return c.Has("s") && !c.Has("c") && !c.Has("f")
	case "atlas schema diff", "migra":
		return true
	case "drizzle-kit export":
		return true
	}
	return false
}

// PrintsSQL returns what the SQL a program prints, rather than runs, does where a SQL client
// runs it (the client reading the program's output on stdin): Django's sqlflush prints a
// delete of every row of every table, pg_dump --clean and mysqldump print drops of what they
// dump, a migration tool's offline --sql mode prints the rollback it would run. Printed on
// its own, to a file or a pager, it changes nothing; only the client judges it.
func (c *Call) PrintsSQL() []Effect {
	if c.Spec == nil || c.helps() {
		return nil
	}
	by := byOf(c)
	switch c.Spec.Name {
	case "manage.py sqlflush":
		return []Effect{{Kind: Destroy, Class: "database", Lang: "sql", By: by, Text: "every row of every table", Known: true}}
	case "manage.py sqlmigrate":
		if c.Has("backwards") {
			return []Effect{{Kind: Rewind, By: by + " --backwards", Text: "unapplies migration " + dumpedNames(c.Operands())}}
		}
	case "alembic downgrade", "flask db downgrade":
		if c.Has("sql") {
			return []Effect{{Kind: Rewind, By: by + " --sql", Text: "runs the rollback code of applied migrations"}}
		}
	case "alembic stamp", "flask db stamp":
		if c.Has("sql") {
			return []Effect{{Kind: Rewind, By: by + " --sql", Text: "rewrites the version table without running migrations"}}
		}
	case "pg_dump":
		return pgDumpPrints(c)
	case "pg_dumpall":
		if c.Has("c") && !c.Has("f") {
			return []Effect{{Kind: Destroy, Class: "database", Tree: true, Lang: "sql", By: "pg_dumpall --clean", Text: "every database the dump holds (dropped, then recreated)", Known: true}}
		}
	case "mysqldump":
		return mysqldumpPrints(c)
	case "prisma migrate diff", "supabase db diff", "atlas schema diff", "migra":
		return schemaDiffPrints(c, by)
	}
	return nil
}

// schemaDiffPrints: a schema tool's diff brings the target to the schema it is given, so
// applied as printed it drops the tables and columns the target has and the schema lacks
// (written into a migration file it is the tool's output, judged by no client: GeneratesSQL).
// migra prints drops only with --unsafe and refuses without it.
func schemaDiffPrints(c *Call, by string) []Effect {
	if !c.GeneratesSQL() || c.Spec.Name == "migra" && !c.Has("unsafe") {
		return nil
	}
	return []Effect{{Kind: Destroy, Class: "database", Tree: true, Lang: "sql", By: by, Text: "tables and columns the target lacks in the schema (a schema diff, applied as printed)", Known: true}}
}

// pgDumpPrints: pg_dump's plain-text dump to stdout drops each object before it creates it
// with --clean, and the database itself with --clean --create.
func pgDumpPrints(c *Call) []Effect {
	if !c.Has("c") || c.Has("a") {
		return nil // --data-only prints no DROP even with --clean
	}
	if f, ok := c.Value("f"); ok && (f.Dyn || f.S != "-") {
		return nil
	}
	if f, ok := c.Value("F"); ok && !f.Dyn && f.S != "p" && f.S != "plain" {
		return nil // an archive format pg_restore reads, not SQL
	}
	db := dumpedDB(c)
	text := "objects pg_dump " + db.S + " dumps (dropped, then recreated)"
	if c.Has("C") {
		text = "database " + db.S + ", dropped and recreated"
	}
	return []Effect{{Kind: Destroy, Class: "database", Tree: true, Lang: "sql", By: "pg_dump --clean", Text: text, Known: !db.Dyn, Dyn: db.Dyn}}
}

// dumpedDB is the database a dump tool names: -d/--dbname, else its first operand.
func dumpedDB(c *Call) Word {
	if w, ok := c.Value("d"); ok {
		return w
	}
	if w := c.Operand(0); w.S != "" || w.Dyn {
		return w
	}
	return Word{S: "of the connection"}
}

// mysqldumpPrints: mysqldump's --opt, on unless --skip-opt or --compact, prints DROP TABLE
// IF EXISTS before each CREATE TABLE; --add-drop-database a DROP DATABASE. The last of the
// options that set it wins; without CREATE TABLE (--no-create-info) there is no DROP TABLE.
func mysqldumpPrints(c *Call) []Effect {
	if c.HasAny("r", "T", "X") {
		return nil // a file, a directory of files, or XML: no SQL on stdout
	}
	dropTable, dropDB := true, false
	for _, o := range c.P.Opts {
		switch o.Name {
		case "skip-add-drop-table", "skip-opt", "compact":
			dropTable = false
		case "add-drop-table", "opt":
			dropTable = true
		case "add-drop-database":
			dropDB = true
		}
	}
	ops := c.Operands()
	var out []Effect
	if dropDB && c.HasAny("B", "A") {
		out = append(out, Effect{Kind: Destroy, Class: "database", Tree: true, Lang: "sql", By: "mysqldump --add-drop-database", Text: "databases dumped (" + dumpedNames(ops) + "), dropped and recreated", Known: true})
	}
	if dropTable && !c.Has("t") {
		out = append(out, Effect{Kind: Destroy, Class: "database", Tree: true, Lang: "sql", By: "mysqldump", Text: "tables dumped from " + dumpedNames(ops) + " (dropped, then recreated)", Known: true})
	}
	return out
}

// dumpedNames joins words as the line shows them.
func dumpedNames(ws []Word) string {
	s := make([]string, 0, len(ws))
	for _, w := range ws {
		s = append(s, w.S)
	}
	if len(s) == 0 {
		return "every database"
	}
	return strings.Join(s, " ")
}
