package spec

// migrateSpecs are the migration tools (prisma, rails, alembic, django, knex, flyway, liquibase, goose, ...): a subcommand that rolls back, resets, drops or rewrites applied history is a Rewind effect. Sorted by Name.
var migrateSpecs = [...]Spec{}
