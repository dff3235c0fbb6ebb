package spec

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
