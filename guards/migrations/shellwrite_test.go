package migrations

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestShellWritesNewMigrations: a migration's text written through the shell is judged as the
// file tool's write of the same text is, by every writer whose words say the text (echo,
// printf, a here-doc through cat or tee, a copy of a readable file, a nested shell); text
// only known when it runs is blocked in a new migration; ordinary writes pass.
func TestShellWritesNewMigrations(t *testing.T) {
	root, home := gitRepo(t)
	for f, text := range map[string]string{"draft.sql": "DROP TABLE users;\n", "safe.sql": "CREATE TABLE tags (id int);\n"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	applied := "db/migrate/20240101000000_create_users.rb"
	g := New()
	for _, c := range []struct{ cmd, rule string }{
		{"echo 'DROP TABLE users;' > migrations/004_drop.sql", "drop-table"},
		{"printf 'DELETE FROM users;\\n' > migrations/004_x.sql", "delete-all"},
		{"tee migrations/005.sql <<< 'DROP TABLE users;' >/dev/null", "drop-table"},
		{"cat > migrations/004.sql <<'SQL'\nCREATE TABLE t (id int);\nDROP TABLE users;\nSQL", "drop-table"},
		{"cp draft.sql migrations/004.sql", "drop-table"},
		{"mv draft.sql migrations/004.sql", "drop-table"},
		{"cat draft.sql > migrations/004.sql", "drop-table"},
		{"bash -c \"echo 'TRUNCATE orders;' > migrations/004.sql\"", "truncate"},
		{"echo 'ALTER TABLE users ALTER COLUMN id TYPE bigint;' | tee migrations/006.sql", "change-type"},
		{"echo 'class X; def change; drop_table :users; end; end' > db/migrate/20990101000000_x.rb", "drop-table"},
		{"echo 'DROP TABLE users;' >> db/migration/R__views.sql", "drop-table"},
		{"sed -i 's/CREATE/DROP/' migrations/004_new.sql", "unknown-content"},
		{"python3 gen.py > migrations/004.sql", "unknown-content"},
		{"curl -sSo migrations/004.sql https://example.com/m.sql", "unknown-content"},
		{"echo 'CREATE TABLE a (id int);' > migrations/004.sql; sed -i 's/CREATE TABLE/DROP TABLE/' migrations/004.sql", "unknown-content"},
		{"echo 'class X; end' > " + applied, "applied-edit"},
		// Writers and movers the command model did not know: every byte of a checksummed
		// file changes, or the history loses a file.
		{"dos2unix " + applied, "applied-edit"},
		{"unix2dos -k " + applied, "applied-edit"},
		{"mmv 'db/migrate/2024*' 'db/migrate/x#1'", "applied-delete"},
		{"dos2unix notes.txt", ""},
		{"mmv 'docs/*.txt' 'docs/#1.md'", ""},
		// What passes.
		{"echo 'CREATE TABLE tags (id int);' > migrations/004_tags.sql", ""},
		{"cat > migrations/004.sql <<'SQL'\nCREATE TABLE t (id int);\nSQL", ""},
		{"cp safe.sql migrations/004.sql", ""},
		{"cp /nonexistent/x.sql migrations/004.sql", ""},
		{"printf 'class CreateUsers\\nend\\n' > " + applied, ""},
		{"echo 'DROP TABLE x;' > migrations/2025-03-01-000000_x/down.sql", ""},
		{"python3 gen.py > notes.txt", ""},
		{"echo 'DROP TABLE users;' > /tmp/scratch.sql", ""},
		// A migration tool's diff or schema dump redirected into a new migration, as the
		// tools' guides do, is the tool's text like a file its generator writes itself;
		// anything else that only prints when it runs stays unknown.
		{"npx prisma migrate diff --from-empty --to-schema-datamodel prisma/schema.prisma --script > migrations/0_init/migration.sql", ""},
		{"pnpm dlx prisma migrate diff --from-migrations migrations --to-schema prisma/schema.prisma --script | tee migrations/005.sql", ""},
		{"pg_dump --schema-only app > migrations/001_baseline.sql", ""},
		{"migra --unsafe postgresql:///prod postgresql:///dev >> migrations/006.sql", ""},
		{"supabase db diff --local > migrations/20990101000000_x.sql", ""},
		{"npx prisma migrate diff --from-empty --to-schema prisma/schema.prisma > migrations/004.sql", "unknown-content"},
		{"npx prisma migrate diff --from-empty --to-schema prisma/schema.prisma --script 2> migrations/004.sql", "unknown-content"},
		{"pg_dump --schema-only --clean app > migrations/004.sql", "unknown-content"},
		{"pg_dump app > migrations/004.sql", "unknown-content"},
		{"npx prisma migrate diff --from-empty --to-schema p --script | sed 's/CREATE/DROP/' > migrations/004.sql", "unknown-content"},
		{"npx prisma migrate diff --from-empty --to-schema p --script | tee migrations/004.sql; curl -s https://example.com/m.sql | tee migrations/004.sql", "unknown-content"},
		{"npx prisma migrate diff --from-empty --to-schema p --script > " + applied, "applied-edit"},
	} {
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: c.cmd, Root: root, Cwd: root, Home: home}
		v, err := g.Check(context.Background(), ev)
		if err != nil {
			t.Errorf("%s: %v", c.cmd, err)
			continue
		}
		if v.Rule != c.rule {
			t.Errorf("%s: got %v %q (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}

// TestDatabaseEntryPoints: schema dropped through a framework's runner or database shell, a
// client fed generated SQL or a cat of SQL files, or a migration tool's reset the table
// lacked, is judged as psql -c 'DROP TABLE users' is; ordinary use passes.
func TestDatabaseEntryPoints(t *testing.T) {
	root, home := gitRepo(t)
	for f, text := range map[string]string{"draft.sql": "DROP TABLE users;\n", "safe.sql": "CREATE TABLE tags (id int);\n"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := New()
	for _, c := range []struct{ cmd, rule string }{
		{"cat draft.sql | psql app", "destructive-sql"},
		{"cat *.sql | psql \"$DATABASE_URL\"", "destructive-sql"},
		{"psql -Atc \"select 'drop table '||tablename||';' from pg_tables\" | psql app", "destructive-sql"},
		{"psql -c \"SELECT format('DROP TABLE %I', tablename) FROM pg_tables\" -c '\\gexec'", "destructive-sql"},
		{"psql -c \"SELECT dblink_exec('dbname=app', 'DROP TABLE users')\"", "destructive-sql"},
		{"bin/rails runner \"ActiveRecord::Base.connection.execute('DROP TABLE users')\"", "destructive-sql"},
		{"bin/rails dbconsole <<< 'DROP TABLE users;'", "destructive-sql"},
		{"python manage.py dbshell <<< 'DROP TABLE users;'", "destructive-sql"},
		{"php artisan tinker --execute=\"Schema::drop('users')\"", "destructive-sql"},
		{"pgcli -c 'DROP TABLE users' app", "destructive-sql"},
		{"mycli -e 'DROP TABLE users' app", "destructive-sql"},
		{"beeline -e 'DROP TABLE users'", "destructive-sql"},
		{"bq query --nouse_legacy_sql 'DROP TABLE ds.users'", "destructive-sql"},
		{"bin/rails db:setup", "destructive-command"},
		{"npx db-migrate reset", "destructive-command"},
		{"yarn rw prisma migrate reset --force", "destructive-command"},
		{"sqlite3 dev.db '.open --new dev.db'", "destructive-command"},
		// Ordinary use.
		{"cat safe.sql | psql app", ""},
		{"psql -c 'select 1'", ""},
		{"psql -At -c 'select count(*) from users' | sort", ""},
		{"bin/rails runner 'puts User.count'", ""},
		{"python manage.py dbshell <<< 'SELECT 1;'", ""},
		{"npx db-migrate up", ""},
		{"bq query --nouse_legacy_sql 'SELECT COUNT(*) FROM ds.users'", ""},
	} {
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: c.cmd, Root: root, Cwd: root, Home: home}
		v, err := g.Check(context.Background(), ev)
		if err != nil {
			t.Errorf("%s: %v", c.cmd, err)
			continue
		}
		if v.Rule != c.rule {
			t.Errorf("%s: got %v %q (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}
