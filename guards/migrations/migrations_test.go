package migrations

import (
	"archive/tar"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

func rules(fs []finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.rule)
	}
	return strings.Join(out, ",")
}

func TestSQLScanner(t *testing.T) {
	pg := sqlOpts{postgres: true, concurrentIndex: true}
	for _, c := range []struct {
		sql  string
		o    sqlOpts
		want string
	}{
		{"DELETE FROM users -- WHERE id = 1\n;", pg, "delete-all"},
		{"DELETE FROM users WHERE id = 1;", pg, ""},
		{"delete from users /* where */;", pg, "delete-all"},
		{"ALTER TABLE users ADD COLUMN a text, DROP b;", pg, "drop-column"},
		{"ALTER TABLE users DROP CONSTRAINT c, ALTER COLUMN x DROP NOT NULL;", pg, ""},
		{"ALTER TABLE users ALTER COLUMN x SET NOT NULL;", pg, "set-not-null"},
		{"ALTER TABLE users ADD COLUMN x int NOT NULL DEFAULT 0;", pg, ""},
		{"ALTER TABLE users ADD COLUMN x int NOT NULL;", pg, "not-null-no-default"},
		{"CREATE TABLE t (id int); ALTER TABLE t ADD COLUMN x int NOT NULL; CREATE INDEX i ON t (x); DROP TABLE t;", pg, ""},
		{"CREATE INDEX i ON users (email);", pg, "index-not-concurrent"},
		{"CREATE UNIQUE INDEX CONCURRENTLY i ON users (email);", pg, ""},
		{"CREATE INDEX i ON users (email);", sqlOpts{}, ""}, // MySQL builds indexes online
		{"CREATE INDEX i ON users (email);", sqlOpts{postgres: true}, ""},
		{"DROP SCHEMA app CASCADE;", pg, "drop-schema"},
		{"TRUNCATE TABLE ONLY audit_log;", pg, "truncate"},
		{"RENAME TABLE a TO b;", pg, "rename-table"},
		{"ALTER TABLE a RENAME COLUMN x TO y;", pg, "rename-column"},
		{"ALTER TABLE a RENAME CONSTRAINT x TO y; ALTER INDEX i RENAME TO j;", pg, ""},
		{"ALTER TABLE a MODIFY COLUMN x bigint;", pg, "change-type"},
		{"INSERT INTO t VALUES ('DROP TABLE users; TRUNCATE x');", pg, ""},
		{"SELECT 1 AS \"drop\";", pg, ""},
		{"CREATE FUNCTION f() RETURNS void AS $$ BEGIN DELETE FROM users; END $$ LANGUAGE plpgsql;", pg, ""},
		{"DO $$ BEGIN EXECUTE 'DROP TABLE users'; END $$;", pg, "drop-table"},
		{"DO $$ BEGIN DELETE FROM sessions; END $$;", pg, "delete-all"},
		{"DO $do$ DECLARE r record; BEGIN FOR r IN SELECT tablename FROM pg_tables LOOP EXECUTE format('DROP TABLE %I', r.tablename); END LOOP; END $do$;", pg, "drop-table,dynamic-ddl"},
		{"DO $$ BEGIN EXECUTE 'ALTER TABLE ' || t || ' DROP COLUMN x'; END $$;", pg, "drop-column,dynamic-ddl"},
		{"-- squawk-ignore ban-drop-column\nSELECT 1;", pg, "self-suppression"},
		{"DROP TABLE a\nGO\nSELECT 1", pg, "drop-table"},
		{"ALTER TABLE users DROP COLUMN", pg, "drop-column"}, // a fragment still counts
	} {
		if got := rules(scanSQL(c.sql, c.o, map[string]bool{})); got != c.want {
			t.Errorf("%q: got %q, want %q", c.sql, got, c.want)
		}
	}
}

func TestClassify(t *testing.T) {
	for rel, want := range map[string]string{
		"db/migrate/20240101_x.rb":                      "Rails",
		"db/primary_migrate/20240101_x.rb":              "Rails",
		"app/migrations/0001_initial.py":                "Django",
		"app/migrations/__init__.py":                    "",
		"alembic/versions/ab12cd34ef56_x.py":            "Alembic",
		"prisma/migrations/2024_x/migration.sql":        "Prisma",
		"db/migration/V1_1__x.sql":                      "Flyway",
		"hasura/migrations/default/17_init/up.sql":      "Hasura",
		"migrations/2024-01-01-000000_x/up.sql":         "Diesel",
		"migrations/1_x.up.sql":                         "golang-migrate",
		"drizzle/meta/_journal.json":                    "Drizzle",
		"Migrations/2024_Init.Designer.cs":              "EF Core",
		"src/main/resources/db/changelog/master.yaml":   "Liquibase",
		"migration/src/m20240101_000001_create_user.rs": "SeaORM",
		"src/migrations/Version20240101.php":            "Doctrine",
		"docs/migrations.md":                            "",
		"src/models/user.rb":                            "",
		"migrations/README.md":                          "",
	} {
		f, ok := classify(rel, nil)
		if got := map[bool]string{true: f.framework, false: ""}[ok]; got != want {
			t.Errorf("classify(%q) = %q, want %q", rel, got, want)
		}
	}
	if f, ok := classify("schema/changes/2024-x.sql", []string{"schema/changes/**"}); !ok || f.framework == "" {
		t.Error("a configured custom layout must classify")
	}
	// Configured patterns are paths.Glob's, as for every configuration pattern: a name
	// pattern matches at any depth, ** any number of directories.
	for _, c := range []struct {
		pat, rel string
		want     bool
	}{
		{"*.sql", "schema.sql", true},
		{"*.sql", "db/changes/2024/x.sql", true},
		{"db/**/*.sql", "db/a/b/x.sql", true},
		{"db/**/*.sql", "db/x.sql", true},
		{"db/*.sql", "db/a/x.sql", false},
		{"schema/changes/**", "schema/changes", true},
		{"*.sql", "db/x.txt", false},
	} {
		if _, ok := classify(c.rel, []string{c.pat}); ok != c.want {
			t.Errorf("paths %q: classify(%q) = %v, want %v", c.pat, c.rel, ok, c.want)
		}
	}
	g := New()
	g.opts.Paths = []string{"db/**/[a-"}
	if g.Validate() == nil {
		t.Error("a bad glob in paths must not validate")
	}
}

func TestHostLanguages(t *testing.T) {
	pg := sqlOpts{postgres: true, concurrentIndex: true}
	for _, c := range []struct {
		file, src, want string
	}{
		{"x.rb", "class X < M\n  def up\n    drop_table :users\n  end\n  def down\n    create_table :users\n  end\nend\n", "drop-table"},
		{"x.rb", "class X < M\n  def up\n    create_table :t\n  end\n  def down\n    drop_table :t\n  end\nend\n", ""},
		{"x.rb", "class X < M\n  def change\n    # remove_column :users, :a\n    add_column :users, :b, :text\n  end\nend\n", ""},
		{"x.rb", "class X < M\n  def change\n    safety_assured { remove_column :users, :a }\n  end\nend\n", "self-suppression,drop-column"},
		{"x.rb", "class X < M\n  def up\n    execute <<~SQL\n      TRUNCATE users;\n    SQL\n  end\nend\n", "truncate"},
		{"x.rb", "class X < M\n  def change\n    add_column :users, :n, :int, null: false\n  end\nend\n", "not-null-no-default"},
		{"x.py", "def upgrade():\n    op.execute(\"DELETE FROM users\")\n\ndef downgrade():\n    op.drop_table('x')\n", "delete-all"},
		{"x.py", "ops = [migrations.RunSQL(sql='SELECT 1', reverse_sql='DROP TABLE t')]\n", ""},
		{"x.py", "ops = [migrations.RemoveField(model_name='post', name='x')]\n", "drop-column"},
		{"x.py", "ops = [migrations.CreateModel(name='Tag', fields=[]), migrations.AddIndex(model_name='tag', index=x)]\n", ""},
		{"x.js", "exports.up = (knex) => knex('users').del();\nexports.down = () => {};\n", "delete-all"},
		{"x.ts", "export class X { public async up(q) { await q.query(`DROP TABLE users`); } public async down(q) { await q.query(`DROP TABLE x`); } }", "drop-table"},
		{"x.php", "class X { public function up() { Schema::table('u', function ($t) { $t->dropColumn('a'); }); } public function down() { Schema::dropIfExists('u'); } }", "drop-column"},
		{"x.cs", "class X { protected override void Up(MigrationBuilder b) { b.Sql(\"TRUNCATE x\"); } protected override void Down(MigrationBuilder b) { b.DropTable(name: \"x\"); } }", "truncate"},
		{"x.exs", "defmodule X do\n  def up do\n    execute \"DROP TABLE users\"\n  end\n  def down do\n    execute \"CREATE TABLE users ()\"\n  end\nend\n", "drop-table"},
		{"x.xml", "<changeSet><createTable tableName=\"a\"/><rollback><dropTable tableName=\"a\"/></rollback></changeSet>", ""},
	} {
		if got := rules(scanHost(c.src, langOf(c.file), pg)); got != c.want {
			t.Errorf("%s %q: got %q, want %q", c.file, c.src, got, c.want)
		}
	}
}

// gitRepo makes a project with an upstream holding one applied migration, plus a local commit
// that is not pushed yet.
func gitRepo(t testing.TB) (root, home string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	base, _ := filepath.EvalSymlinks(t.TempDir())
	home = filepath.Join(base, "home")
	root = filepath.Join(home, "app")
	run := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@x.invalid", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
	}
	write := func(rel, text string) {
		os.MkdirAll(filepath.Dir(filepath.Join(root, rel)), 0o755)
		if err := os.WriteFile(filepath.Join(root, rel), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.MkdirAll(root, 0o755)
	write("db/migrate/20240101000000_create_users.rb", "class CreateUsers\nend\n")
	write("db/migration/R__views.sql", "CREATE VIEW v AS SELECT 1;\n")
	write("package.json", `{"scripts":{"db:reset":"prisma migrate reset --force","build":"tsc"}}`)
	write("Makefile", "reset:\n\t@bin/rails db:drop db:create\nbuild:\n\tgo build ./...\n")
	run(root, "init", "-q")
	run(root, "add", "-A")
	run(root, "commit", "-qm", "one")
	run(base, "init", "-q", "--bare", "up.git")
	run(root, "remote", "add", "origin", filepath.Join(base, "up.git"))
	run(root, "push", "-q", "-u", "origin", "main")
	write("db/migrate/20240301000000_local.rb", "class Local\nend\n")
	run(root, "add", "-A")
	run(root, "commit", "-qm", "local, not pushed")
	return root, home
}

func TestAppliedHistory(t *testing.T) {
	root, home := gitRepo(t)
	g := New()
	judge := func(ev *hookguard.Event) hookguard.Verdict {
		t.Helper()
		ev.Root, ev.Cwd, ev.Home = root, root, home
		v, err := g.Check(context.Background(), ev)
		if err != nil {
			t.Fatalf("Check: %v", err)
		}
		return v
	}
	files := func(fc ...hookguard.FileChange) *hookguard.Event {
		return &hookguard.Event{Group: hookguard.PreFiles, Files: fc}
	}
	applied := "db/migrate/20240101000000_create_users.rb"
	for name, c := range map[string]struct {
		ev   *hookguard.Event
		rule string
	}{
		"edit applied":        {files(hookguard.FileChange{Path: filepath.Join(root, applied), Op: hookguard.OpEdit, Old: "end", Text: "  x\nend"}), "applied-edit"},
		"restore applied":     {files(hookguard.FileChange{Path: filepath.Join(root, applied), Op: hookguard.OpWrite, Text: "class CreateUsers\nend\n"}), ""},
		"delete applied":      {files(hookguard.FileChange{Path: filepath.Join(root, applied), Op: hookguard.OpPatchDelete}), "applied-delete"},
		"move applied":        {files(hookguard.FileChange{Path: root + "/db/migrate/2099_x.rb", From: filepath.Join(root, applied), Op: hookguard.OpMove}), "applied-delete"},
		"edit local unpushed": {files(hookguard.FileChange{Path: root + "/db/migrate/20240301000000_local.rb", Op: hookguard.OpWrite, Text: "class Local\n  def change\n    add_column :users, :x, :text\n  end\nend\n"}), ""},
		"new file":            {files(hookguard.FileChange{Path: root + "/db/migrate/20250101000000_n.rb", Op: hookguard.OpWrite, Text: "class N\n  def change\n    add_column :users, :bio, :text\n  end\nend\n"}), ""},
		"repeatable":          {files(hookguard.FileChange{Path: root + "/db/migration/R__views.sql", Op: hookguard.OpWrite, Text: "CREATE OR REPLACE VIEW v AS SELECT 2;\n"}), ""},
	} {
		v := judge(c.ev)
		if v.Rule != c.rule {
			t.Errorf("%s: got %v %q (%s), want %q", name, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
	// The reason names the fix, and the checksum for checksummed tools.
	v := judge(files(hookguard.FileChange{Path: filepath.Join(root, applied), Op: hookguard.OpWrite, Text: "x"}))
	if !strings.Contains(v.Reason, "NEW migration") {
		t.Errorf("reason lacks the fix: %s", v.Reason)
	}
}

// TestShell judges commands by the effects the command model gives them: every way of
// writing, deleting or rewinding applied history, and what must pass. needs names the spec a
// case waits for where another table owns it: the case is skipped, and said so, until it is
// there.
func TestShell(t *testing.T) {
	root, home := gitRepo(t)
	g := New()
	applied := "db/migrate/20240101000000_create_users.rb"
	// A directory outside the project shaped like the project: cp -r SRC/. DEST lands it.
	src := t.TempDir()
	os.MkdirAll(filepath.Join(src, "db", "migrate"), 0o755)
	os.WriteFile(filepath.Join(src, "db", "migrate", "20240101000000_create_users.rb"), []byte("changed\n"), 0o644)
	os.WriteFile(filepath.Join(src, "notes.txt"), []byte("x\n"), 0o644)
	fresh := t.TempDir()
	os.WriteFile(filepath.Join(fresh, "20990101000000_add_tags.rb"), []byte("class AddTags\nend\n"), 0o644)
	writeTar(t, filepath.Join(root, "overlay.tar"), "db/migrate/20240101000000_create_users.rb")
	for _, c := range []struct {
		cmd, rule, needs string
	}{
		// Writes to an applied migration, every way.
		{cmd: "echo x >> " + applied, rule: "applied-edit"},
		{cmd: "printf 'x' > " + applied, rule: "applied-edit"},
		{cmd: "cp /tmp/x.rb " + applied, rule: "applied-edit"},
		{cmd: "cp -t db/migrate " + fresh + "/20990101000000_add_tags.rb " + src + "/db/migrate/20240101000000_create_users.rb", rule: "applied-edit"},
		{cmd: "cp -r " + src + "/. .", rule: "applied-edit"},
		{cmd: "rsync -a " + src + "/db/ db/", rule: "applied-edit"},
		{cmd: "dd if=/dev/zero of=" + applied + " bs=1 count=1", rule: "applied-edit"},
		{cmd: "tar -xf overlay.tar", rule: "applied-edit"},
		{cmd: "echo x | sort -o " + applied, rule: "applied-edit"},
		{cmd: "install -m 644 /tmp/x.rb " + applied, rule: "applied-edit"},
		{cmd: "ln -sf /tmp/x.rb " + applied, rule: "applied-edit"},
		{cmd: "truncate -s 0 " + applied, rule: "applied-edit"},
		{cmd: "echo x | tee -a " + applied, rule: "applied-edit"},
		{cmd: "bundle exec rubocop -A db/migrate", rule: "applied-edit"},
		{cmd: "rubocop --autocorrect-all", rule: "applied-edit"},
		{cmd: "find db -name '*.rb' -exec sed -i s/a/b/ {} +", rule: "applied-edit", needs: "sed"},
		{cmd: "sed -i s/a/b/ " + applied, rule: "applied-edit", needs: "sed"},
		{cmd: "curl -sSo " + applied + " https://example.com/m.rb", rule: "applied-edit", needs: "curl"},
		{cmd: "python3 -c \"open('" + applied + "', 'w').write('')\"", rule: "applied-edit", needs: "python"},
		// Deletes and moves.
		{cmd: "rm " + applied, rule: "applied-delete"},
		{cmd: "rm -rf db", rule: "applied-delete"},
		{cmd: "rm db/migrate/*.rb", rule: "applied-delete"},
		{cmd: "rm db/migrate/$OLD", rule: "applied-delete"},
		{cmd: "for f in db/migrate/*.rb; do rm \"$f\"; done", rule: "applied-delete"},
		{cmd: "for f in db/migrate/2024*; do git rm -q \"$f\"; done", rule: "applied-delete", needs: "git rm"},
		{cmd: "find db/migrate -name '*.rb' -delete", rule: "applied-delete"},
		{cmd: "mv " + applied + " db/migrate/20990101000000_x.rb", rule: "applied-delete"},
		{cmd: "mv db db_old", rule: "applied-delete"},
		{cmd: "git rm -q " + applied, rule: "applied-delete", needs: "git rm"},
		// What passes: new migrations, restores, reads, formatters of other languages.
		{cmd: "cp " + fresh + "/20990101000000_add_tags.rb db/migrate/", rule: ""},
		{cmd: "echo 'class X; end' > db/migrate/20990101000001_x.rb", rule: ""},
		{cmd: "rm db/migrate/2099*.rb", rule: ""},
		{cmd: "for f in db/migrate/2099*.rb; do rm \"$f\"; done", rule: ""},
		{cmd: "for f in db/migrate/*.rb; do cat \"$f\"; done", rule: ""},
		{cmd: "touch " + applied, rule: ""},
		{cmd: "cat " + applied, rule: ""},
		{cmd: "git checkout HEAD -- " + applied, rule: ""},
		{cmd: "prettier --write .", rule: ""},
		{cmd: "gofmt -w .", rule: ""},
		{cmd: "bundle exec rubocop db/migrate", rule: ""},
		{cmd: "cp -r " + src + "/. /tmp/copy", rule: ""},
		// Rewinds through every wrapper and recipe.
		{cmd: "npm run db:reset", rule: "destructive-command"},
		{cmd: "npm run build", rule: ""},
		{cmd: "make reset", rule: "destructive-command"},
		{cmd: "make build", rule: ""},
		{cmd: "uv run --with x alembic downgrade -1", rule: "destructive-command"},
		{cmd: "docker compose exec -T web bin/rails db:reset", rule: "destructive-command"},
		{cmd: "kubectl exec deploy/api -- npx prisma migrate reset --force", rule: "destructive-command"},
		{cmd: "sudo -u app bundle exec rake db:rollback STEP=2", rule: "destructive-command"},
		{cmd: "bash -c 'npx sequelize-cli db:migrate:undo:all'", rule: "destructive-command"},
		{cmd: "alembic downgrade base --sql", rule: ""},
		// An offline rollback printed into a SQL client runs it.
		{cmd: "alembic downgrade base --sql | psql \"$DATABASE_URL\"", rule: "destructive-command"},
		{cmd: "flask db downgrade --sql | mysql app", rule: "destructive-command"},
		{cmd: "python manage.py sqlmigrate --backwards blog 0002 | python manage.py dbshell", rule: "destructive-command"},
		{cmd: "alembic downgrade base --sql > down.sql", rule: ""},
		// ... or kept in a variable or handed to a function first.
		{cmd: `X=$(alembic downgrade base --sql); psql -c "$X"`, rule: "destructive-command"},
		{cmd: `run() { mysql app -e "$1"; }; run "$(flask db downgrade --sql)"`, rule: "destructive-command"},
		{cmd: `read -rd '' S < <(python manage.py sqlmigrate --backwards blog 0002); echo "$S" | python manage.py dbshell`, rule: "destructive-command"},
		{cmd: `X=$(alembic upgrade head --sql); psql -c "$X"`, rule: ""},
		{cmd: `X=$(alembic downgrade base --sql); echo "$X" > down.sql`, rule: ""},
		{cmd: "alembic upgrade head --sql | psql", rule: ""},
		{cmd: "python manage.py sqlmigrate blog 0002 | less", rule: ""},
		{cmd: "liquibase update-sql", rule: ""},
		{cmd: "echo 'rails db:drop'", rule: ""},
		{cmd: "mvn clean", rule: ""},
		{cmd: "gradle clean build", rule: ""},
		{cmd: "./gradlew clean", rule: ""},
		// Consent switches, given to a command or exported.
		{cmd: "SAFETY_ASSURED=1 bin/rails db:migrate", rule: "self-suppression"},
		{cmd: "env PRISMA_USER_CONSENT_FOR_DANGEROUS_AI_ACTION=yes npx prisma migrate deploy", rule: "self-suppression"},
		{cmd: "bin/rails db:migrate DISABLE_DATABASE_ENVIRONMENT_CHECK=1", rule: "self-suppression"},
		{cmd: "FLYWAY_CLEAN_DISABLED=false flyway migrate", rule: "self-suppression"},
		{cmd: "FLYWAY_CLEAN_DISABLED=true flyway migrate", rule: ""},
		{cmd: "export PRISMA_USER_CONSENT_FOR_DANGEROUS_AI_ACTION=yes", rule: "self-suppression", needs: "export"},
		// Schema dropped in a live database is applied history undone; the rows its tables hold
		// thrown away by a client are lost data too (the research's generic commands, labelled
		// so in the shared corpus; the destructive guard judges them as well).
		{cmd: "mysql -e 'DROP DATABASE app'", rule: "destructive-sql"},
		{cmd: "psql -c 'DROP TABLE users'", rule: "destructive-sql"},
		{cmd: "psql app <<< 'ALTER TABLE users DROP COLUMN email'", rule: "destructive-sql"},
		{cmd: "mongosh app --eval 'db.users.drop()'", rule: "destructive-sql"},
		{cmd: "dropdb app_development", rule: "destructive-command"},
		{cmd: "rm -f db/development.sqlite3", rule: "destructive-command"},
		{cmd: "psql -c 'TRUNCATE users'", rule: "destructive-sql"},
		{cmd: "psql -c 'DELETE FROM sessions'", rule: "destructive-sql"},
		{cmd: "psql -d app <<'SQL'\nDELETE FROM users;\nSQL", rule: "destructive-sql"},
		{cmd: "echo 'UPDATE users SET email = NULL;' | psql app", rule: "destructive-sql"},
		{cmd: "redis-cli FLUSHALL", rule: "destructive-sql"},
		{cmd: "mongosh app --eval 'db.users.deleteMany({})'", rule: "destructive-sql"},
		{cmd: "psql -c 'DELETE FROM sessions WHERE expires_at < now()'", rule: ""},
		{cmd: "psql <<'SQL'\nSELECT 1;\nSQL", rule: ""},
		{cmd: "rm -f /tmp/scratch.db", rule: ""},
	} {
		if c.needs != "" && spec.Lookup(c.needs) == nil {
			t.Logf("skipped until the spec %q is in the table: %s", c.needs, c.cmd)
			continue
		}
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: c.cmd, Root: root, Cwd: root, Home: home}
		v, err := g.Check(context.Background(), ev)
		if err != nil {
			t.Errorf("%s: %v", c.cmd, err)
			continue
		}
		if v.Rule != c.rule {
			t.Errorf("%s: got %v %q (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
		if v.Decision == hookguard.Block && (v.Guard != Name || !strings.Contains(v.Reason, " ")) {
			t.Errorf("%s: block without guard or reason", c.cmd)
		}
	}
}

// TestCancelled: a cancelled judgement is an error, never an allow.
func TestCancelled(t *testing.T) {
	root, home := gitRepo(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	v, err := New().Check(ctx, &hookguard.Event{Group: hookguard.PreShell, Command: "ls", Root: root, Cwd: root, Home: home})
	if err == nil || v.Decision == hookguard.Allow && err == nil {
		t.Errorf("cancelled: got %+v, %v; want ctx.Err()", v, err)
	}
}

// writeTar makes an archive holding members.
func writeTar(t *testing.T, file string, members ...string) {
	t.Helper()
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tw := tar.NewWriter(f)
	for _, m := range members {
		tw.WriteHeader(&tar.Header{Name: m, Mode: 0o644, Size: 2})
		tw.Write([]byte("x\n"))
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestPreCommitAndPrePush(t *testing.T) {
	root, home := gitRepo(t)
	g := New()
	ev := func(grp hookguard.Group) *hookguard.Event {
		return &hookguard.Event{Group: grp, Root: root, Cwd: root, Home: home, Runner: hookguard.Git}
	}
	if v, err := g.Check(context.Background(), ev(hookguard.PreCommit)); err != nil || v.Decision != hookguard.Allow {
		t.Fatalf("clean index: %+v %v", v, err)
	}
	os.WriteFile(filepath.Join(root, "db/migrate/20240101000000_create_users.rb"), []byte("changed\n"), 0o644)
	cmd := exec.Command("git", "add", "-A")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatal(err, string(out))
	}
	if v, err := g.Check(context.Background(), ev(hookguard.PreCommit)); err != nil || v.Rule != "applied-edit" {
		t.Errorf("staged edit of an applied migration: %+v %v", v, err)
	}
	// Pushing HEAD, which still has the applied file unchanged, passes.
	if v, err := g.Check(context.Background(), ev(hookguard.PrePush)); err != nil || v.Decision != hookguard.Allow {
		t.Errorf("pre-push of an unchanged history: %+v %v", v, err)
	}
}

func TestOptions(t *testing.T) {
	g := New()
	if err := g.Configure(config.Table{Values: map[string]any{"dialect": "mysql", "concurrent_index_skip": []any{"prisma"}}}); err != nil {
		t.Fatal(err)
	}
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := New().Configure(config.Table{Values: map[string]any{"dialects": "x"}}); err == nil {
		t.Error("unknown key accepted")
	}
	bad := New()
	bad.Configure(config.Table{Values: map[string]any{"dialect": "oracle"}})
	if bad.Validate() == nil {
		t.Error("unknown dialect accepted")
	}
}

func BenchmarkAppliedLookup(b *testing.B) {
	root, home := gitRepo(b)
	g := New()
	ev := &hookguard.Event{Group: hookguard.PreFiles, Root: root, Cwd: root, Home: home,
		Files: []hookguard.FileChange{{Path: root + "/db/migrate/20240101000000_create_users.rb", Op: hookguard.OpEdit, Text: "x"}}}
	for b.Loop() {
		if v, _ := g.Check(context.Background(), ev); v.Decision != hookguard.Block {
			b.Fatal("not blocked")
		}
	}
}

func BenchmarkScanNewSQL(b *testing.B) {
	var sb strings.Builder
	for range 200 {
		sb.WriteString("ALTER TABLE users ADD COLUMN x text; CREATE TABLE t (id int); INSERT INTO t VALUES ('a; DROP');\n")
	}
	src := sb.String()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		scanSQL(src, sqlOpts{postgres: true, concurrentIndex: true}, map[string]bool{})
	}
}

// The long scripts agents write and run whole (testdata/scripts), judged in a git project with
// migrations, the parse (shared by every guard) done: the guard's own share.
func BenchmarkScript200Parsed(b *testing.B)  { benchScript(b, "release200.sh") }
func BenchmarkLongScriptParsed(b *testing.B) { benchScript(b, "long.sh") }

func benchScript(b *testing.B, name string) {
	text, err := os.ReadFile(filepath.Join("..", "..", "testdata", "scripts", name))
	if err != nil {
		b.Fatal(err)
	}
	root, home := gitRepo(b)
	ev := &hookguard.Event{Group: hookguard.PreShell, Command: string(text), Root: root, Cwd: root, Home: home}
	if sc := shell.Of(ev); sc.Err != nil || len(sc.Commands) < 20 {
		b.Fatalf("the script parsed into %d commands (%v)", len(sc.Commands), sc.Err)
	}
	g := New()
	for b.Loop() {
		paths.CacheResolutions() // as the hook entry does for each event it judges
		if v, err := g.Check(context.Background(), ev); err != nil || v.Decision != hookguard.Allow {
			b.Fatalf("stopped: %v %s", err, v.Reason)
		}
	}
}

// A path is taken for no migration before the repository is opened when it is none even with
// every directory above it counted: classify must say yes for every longer path whose tail
// it says yes for (the work tree may lie anywhere above the file).
func TestMayBeMigrationHoldsForEveryTail(t *testing.T) {
	tails := []string{"db/migrate/20240101_x.rb", "app/migrations/0001_initial.py", "alembic/versions/ab12cd34ef56_x.py",
		"prisma/migrations/2024_x/migration.sql", "db/migration/V1_1__x.sql", "hasura/migrations/default/17_init/up.sql",
		"migrations/2024-01-01-000000_x/up.sql", "migrations/1_x.up.sql", "drizzle/meta/_journal.json", "meta/0001_snapshot.json",
		"Migrations/2024_Init.Designer.cs", "Migrations/AppModelSnapshot.cs", "src/main/resources/db/changelog/master.yaml",
		"migration/src/m20240101_000001_create_user.rs", "src/migrations/Version20240101.php", "atlas.sum", "migration_lock.toml",
		"sqitch.plan", "versions/ab12_x.py", "migrations/0002_x.sql", "changelog/a.xml", "docs/migrations.md", "src/models/user.rb"}
	heads := []string{"", "home/u/", "meta/", "migrations/", "x/versions/", "changelog/", "a/b/c/", "tmp/Migrations/", "v1/"}
	checked := 0
	for _, tail := range tails {
		if _, ok := classify(tail, nil); !ok {
			continue
		}
		for _, head := range heads {
			checked++
			if _, ok := classify(head+tail, nil); !ok {
				t.Errorf("classify(%q) holds but classify(%q) does not: a write there would be let through unopened", tail, head+tail)
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d paths checked", checked)
	}
}

// A file tool's write of a file that is no migration opens no repository.
func TestOtherWritesOpenNoRepository(t *testing.T) {
	root := t.TempDir()
	// A repository with no commit yet: opening it is all the test watches.
	for _, d := range []string{"objects", "refs/heads"} {
		if err := os.MkdirAll(filepath.Join(root, ".git", d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, ".git", "HEAD"), []byte("ref: refs/heads/main\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g := New()
	ev := &hookguard.Event{Group: hookguard.PreFiles, Root: root, Cwd: root}
	p := g.project(ev)
	for _, f := range []string{"internal/auth/session.go", "README.md", "migrations/README.md"} {
		v, err := p.fileChange(hookguard.FileChange{Path: filepath.Join(root, f), Op: hookguard.OpWrite, Text: "x"})
		if err != nil || v.Decision != hookguard.Allow {
			t.Fatalf("%s: %v %+v", f, err, v)
		}
	}
	if p.tried {
		t.Error("the repository was opened for writes that are no migration")
	}
	if _, err := p.fileChange(hookguard.FileChange{Path: filepath.Join(root, "db/migrate/20240101_x.rb"), Op: hookguard.OpWrite, Text: "x"}); err != nil {
		t.Fatalf("a migration's write in a repository with no commit: %v", err)
	}
	if !p.tried {
		t.Error("a migration's write did not open the repository")
	}
}

// consent passes over a variable shorter than SAFETY_ASSURED without looking at the list.
func TestConsentVarsNoneShorter(t *testing.T) {
	for _, cv := range consentVars {
		if len(cv.name) < len("SAFETY_ASSURED") {
			t.Errorf("%s is shorter than consent's shortcut allows", cv.name)
		}
	}
}
