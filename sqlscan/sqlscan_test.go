package sqlscan

import (
	"strings"
	"testing"
)

func rulesOf(fs []Finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule)
	}
	return strings.Join(out, ",")
}

// Destroys lists what src would destroy in a live database (the findings with Live set).
func Destroys(src string, d Dialect) []Finding {
	var out []Finding
	for _, f := range Scan(src, Options{Dialect: d}) {
		if f.Live {
			out = append(out, f)
		}
	}
	return out
}

// liveRules lists the rules of what src destroys in a live database under dialect d.
func liveRules(src string, d Dialect) string { return rulesOf(Destroys(src, d)) }

// TestContent is the migration-content hazards: the rules the migrations guard judges in a new
// migration, on PostgreSQL with the index rule on unless said.
func TestContent(t *testing.T) {
	pg := Options{Dialect: Postgres, ConcurrentIndex: true}
	content := map[string]bool{"drop-table": true, "drop-schema": true, "drop-column": true, "truncate": true, "delete-all": true,
		"rename-table": true, "rename-column": true, "rename-schema": true, "change-type": true, "set-not-null": true,
		"not-null-no-default": true, "index-not-concurrent": true, "dynamic-ddl": true, "self-suppression": true}
	for _, c := range []struct {
		sql  string
		o    Options
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
		{"CREATE TABLE IF NOT EXISTS t (id int); CREATE INDEX i ON t (x);", pg, ""},
		{"CREATE INDEX i ON users (email);", pg, "index-not-concurrent"},
		{"CREATE UNIQUE INDEX CONCURRENTLY i ON users (email);", pg, ""},
		{"CREATE INDEX i ON users (email);", Options{Dialect: MySQL}, ""},
		{"DROP SCHEMA app CASCADE;", pg, "drop-schema"},
		{"TRUNCATE TABLE ONLY audit_log;", pg, "truncate"},
		{"RENAME TABLE a TO b;", pg, "rename-table"},
		{"ALTER TABLE a RENAME COLUMN x TO y;", pg, "rename-column"},
		{"ALTER TABLE a RENAME CONSTRAINT x TO y; ALTER INDEX i RENAME TO j;", pg, ""},
		{"ALTER TABLE a MODIFY COLUMN x bigint;", pg, "change-type"},
		{"ALTER TABLE a ALTER COLUMN x TYPE bigint USING x::bigint;", pg, "change-type"},
		{"ALTER TABLE dbo.a ALTER COLUMN x bigint NOT NULL", Options{Dialect: SQLServer}, "change-type"},
		{"ALTER TABLE a ALTER COLUMN x SET DEFAULT 0;", pg, ""},
		{"INSERT INTO t VALUES ('DROP TABLE users; TRUNCATE x');", pg, ""},
		{"SELECT 1 AS \"drop\";", pg, ""},
		{"UPDATE users SET flag = false;", pg, ""}, // a backfill is not a migration hazard
		{"CREATE FUNCTION f() RETURNS void AS $$ BEGIN DELETE FROM users; END $$ LANGUAGE plpgsql;", pg, ""},
		{"DO $$ BEGIN EXECUTE 'DROP TABLE users'; END $$;", pg, "drop-table"},
		{"DO $$ BEGIN DELETE FROM sessions; END $$;", pg, "delete-all"},
		{"DO $do$ DECLARE r record; BEGIN FOR r IN SELECT tablename FROM pg_tables LOOP EXECUTE format('DROP TABLE %I', r.tablename); END LOOP; END $do$;", pg, "drop-table,dynamic-ddl"},
		{"DO $$ BEGIN EXECUTE 'ALTER TABLE ' || t || ' DROP COLUMN x'; END $$;", pg, "drop-column,dynamic-ddl"},
		{"DO $$ DECLARE q text := 'TRUNCATE ' || 'audit'; BEGIN EXECUTE q; END $$;", pg, "truncate"},
		{"DO $$ BEGIN IF true THEN DROP TABLE legacy; END IF; END $$;", pg, "drop-table"},
		{"-- squawk-ignore ban-drop-column\nSELECT 1;", pg, "self-suppression"},
		{"/* atlas:nolint destructive */ SELECT 1;", pg, "self-suppression"},
		{"-- this migration is safe to run twice\nSELECT 1;", pg, ""},
		{"ALTER TABLE users RENAME CONSTRAINT a TO b;", pg, ""},
		{"DROP TABLE a\nGO\nSELECT 1", Options{Dialect: SQLServer}, "drop-table"},
		{"ALTER TABLE users DROP COLUMN", pg, "drop-column"}, // a fragment still counts
		{"COPY t (a) FROM stdin;\nDROP TABLE x\tDELETE FROM y\n\\.\nSELECT 1;", pg, ""},
		{"CREATE TRIGGER t AFTER INSERT ON a BEGIN DELETE FROM b WHERE id = new.id; DELETE FROM c; END;", Options{Dialect: SQLite}, ""},
		{"EXEC sp_rename 'users.name', 'full_name', 'COLUMN'", Options{Dialect: SQLServer}, "rename-column"},
	} {
		var got []string
		for _, f := range Scan(c.sql, c.o) {
			if content[f.Rule] && !f.Fresh {
				got = append(got, f.Rule)
			}
		}
		if g := strings.Join(got, ","); g != c.want {
			t.Errorf("%q (%v): got %q, want %q", c.sql, c.o.Dialect, g, c.want)
		}
	}
}

// TestLive is what destroys data in a live database, per dialect: each rule with statements
// that must match and statements that must not.
func TestLive(t *testing.T) {
	for _, c := range []struct {
		sql  string
		d    Dialect
		want string
	}{
		// DROP of objects that hold data or schema; of an index, a temporary table, not.
		{"DROP TABLE users CASCADE", Postgres, "drop-table"},
		{"drop table if exists public.orders, sessions", Postgres, "drop-table"},
		{"DROP DATABASE app", MySQL, "drop-schema"},
		{"DROP SCHEMA IF EXISTS billing CASCADE", Unknown, "drop-schema"},
		{"DROP VIEW active_users", Postgres, "drop-object"},
		{"DROP MATERIALIZED VIEW mv", Postgres, "drop-object"},
		{"DROP USER bob", MySQL, "drop-role"},
		{"DROP OWNED BY app_user", Postgres, "drop-object"},
		{"DROP KEYSPACE metrics", Unknown, "drop-schema"},
		{"DROP INDEX idx_users_email", Postgres, ""},
		{"DROP TEMPORARY TABLE tmp_ids", MySQL, ""},
		{"CREATE TABLE scratch (x int); DROP TABLE scratch", Postgres, ""},
		{"CREATE TABLE IF NOT EXISTS users (id int); DROP TABLE users", Postgres, "drop-table"},
		// TRUNCATE.
		{"TRUNCATE orders", Postgres, "truncate"},
		{"truncate table audit_log restart identity", Postgres, "truncate"},
		{"SELECT 'truncate orders'", Postgres, ""},
		// DELETE and UPDATE without a WHERE, or with one that is always true.
		{"DELETE FROM sessions", Postgres, "delete-all"},
		{"DELETE FROM sessions WHERE 1=1", Postgres, "delete-all"},
		{"delete from sessions where true", Postgres, "delete-all"},
		{"DELETE FROM t WHERE id = id", Postgres, "delete-all"},
		{"DELETE FROM t WHERE (2 > 1) OR id = 5", Postgres, "delete-all"},
		{"DELETE FROM t WHERE 'a' = 'a' AND 1 <> 0", Postgres, "delete-all"},
		{"DELETE FROM t WHERE name LIKE '%'", Postgres, "delete-all"},
		{"DELETE FROM t WHERE NOT false", Postgres, "delete-all"},
		{"DELETE FROM t WHERE EXISTS (SELECT 1)", Postgres, "delete-all"},
		{"DELETE FROM t WHERE 1", MySQL, "delete-all"},
		{"DELETE FROM t WHERE 0 || 1", MySQL, "delete-all"},
		// Constants hidden behind an expression the folder works out.
		{"DELETE FROM users WHERE 1 BETWEEN 0 AND 2", Postgres, "delete-all"},
		{"DELETE FROM users WHERE 5 NOT BETWEEN 0 AND 2", Postgres, "delete-all"},
		{"DELETE FROM users WHERE 3 BETWEEN SYMMETRIC 4 AND 2", Postgres, "delete-all"},
		{"DELETE FROM users WHERE '1'=1", Postgres, "delete-all"},
		{"DELETE FROM users WHERE coalesce(null,1)=1", Postgres, "delete-all"},
		{"DELETE FROM users WHERE abs(-1)=1", Postgres, "delete-all"},
		{"DELETE FROM users WHERE 1 + 1 = 2", Postgres, "delete-all"},
		{"DELETE FROM users WHERE '1'::int = 1", Postgres, "delete-all"},
		{"DELETE FROM users WHERE CAST('2' AS integer) > 1", Postgres, "delete-all"},
		{"DELETE FROM users WHERE lower('A') = 'a'", Postgres, "delete-all"},
		{"DELETE FROM users WHERE length('ab') = 2", Postgres, "delete-all"},
		{"DELETE FROM users WHERE email LIKE '%' || ''", Postgres, "delete-all"},
		{"UPDATE users SET x = 1 WHERE ifnull(NULL, 2) >= 2", MySQL, "update-all"},
		{"DELETE FROM users WHERE id IS NOT NULL", Postgres, "delete-all"},
		{"DELETE FROM users WHERE users.id IS NOT NULL", Postgres, "delete-all"},
		{"DELETE FROM users WHERE rowid > 0", SQLite, "delete-all"},
		{"DELETE FROM users WHERE 0 < rowid", SQLite, "delete-all"},
		{"DELETE FROM users WHERE id >= 1", Postgres, "delete-all"},
		{"DELETE FROM users WHERE NOT (id IS NULL)", Postgres, "delete-all"},
		{"DELETE FROM users WHERE id <> 0", Postgres, "delete-all"},
		{"DELETE FROM users WHERE id <> 5", Postgres, ""},
		{"CREATE OR REPLACE TABLE ds.users AS SELECT 1 AS id", Unknown, "drop-table"},
		{"create or replace transient table users (id int)", Unknown, "drop-table"},
		{"CREATE OR REPLACE VIEW v AS SELECT 1", Unknown, ""},
		{"CREATE TABLE t (id int); CREATE OR REPLACE TABLE t (id int, x int)", Unknown, ""},
		{"DELETE FROM users WHERE 1 BETWEEN 2 AND 3", Postgres, ""},
		{"DELETE FROM users WHERE id BETWEEN 0 AND 2", Postgres, ""},
		{"DELETE FROM users WHERE '1'=2", Postgres, ""},
		{"DELETE FROM users WHERE coalesce(deleted_at, now()) < now()", Postgres, ""},
		{"DELETE FROM users WHERE abs(balance) = 1", Postgres, ""},
		{"DELETE FROM users WHERE id > 100", Postgres, ""},
		{"DELETE FROM users WHERE email IS NOT NULL", Postgres, ""},
		{"DELETE FROM users WHERE id IS NULL", Postgres, ""},
		// Rows destroyed without DROP, DELETE or TRUNCATE at the head.
		{"MERGE INTO users u USING users s ON true WHEN MATCHED THEN DELETE", Postgres, "delete-all"},
		{"MERGE INTO users u USING users s ON u.id = s.id WHEN MATCHED THEN DELETE", Postgres, "delete-all"},
		{"MERGE INTO users AS u USING (SELECT 1) s ON 1=1 WHEN NOT MATCHED THEN INSERT VALUES (1) WHEN MATCHED THEN UPDATE SET email = NULL", Postgres, "update-all"},
		{"MERGE INTO users u USING staging s ON u.id = s.id WHEN MATCHED THEN DELETE", Postgres, ""},
		{"MERGE INTO users u USING users s ON true WHEN MATCHED AND u.banned THEN DELETE", Postgres, ""},
		{"MERGE INTO users u USING users s ON true WHEN NOT MATCHED THEN INSERT VALUES (1)", Postgres, ""},
		{"ALTER TABLE users ENGINE=BLACKHOLE", MySQL, "delete-all"},
		{"alter table users engine = 'blackhole'", MySQL, "delete-all"},
		{"ALTER TABLE users DISCARD TABLESPACE", MySQL, "delete-all"},
		{"ALTER TABLE users ENGINE=InnoDB", MySQL, ""},
		{"ALTER TABLE users ALTER COLUMN email TYPE int USING 0", Postgres, "update-all"},
		{"ALTER TABLE users ALTER COLUMN n TYPE bigint USING n::bigint", Postgres, ""},
		{"INSERT INTO users SELECT * FROM users ON CONFLICT (id) DO UPDATE SET email = NULL", Postgres, "update-all"},
		{"INSERT INTO users SELECT * FROM users ON DUPLICATE KEY UPDATE email = NULL", MySQL, "update-all"},
		{"INSERT INTO users SELECT * FROM users WHERE id = 3 ON CONFLICT (id) DO UPDATE SET email = NULL", Postgres, ""},
		{"INSERT INTO users SELECT * FROM users ON CONFLICT (id) DO NOTHING", Postgres, ""},
		{"DELETE FROM t WHERE id = 7", Postgres, ""},
		{"DELETE FROM t WHERE created_at < now() - interval '30 days'", Postgres, ""},
		{"DELETE FROM t WHERE 1=1 AND id = 3", Postgres, ""},
		{"DELETE FROM t WHERE id BETWEEN 1 AND 10", Postgres, ""},
		{"DELETE FROM t USING (SELECT id FROM x WHERE y) s", Postgres, "delete-all"},
		{"DELETE TOP (100) FROM dbo.logs", SQLServer, "delete-all"},
		{"UPDATE users SET admin = true", Postgres, "update-all"},
		{"UPDATE users SET admin = true WHERE 1 = 1", Postgres, "update-all"},
		{"UPDATE users SET admin = true WHERE id = 1", Postgres, ""},
		{"UPDATE STATISTICS dbo.users", SQLServer, ""},
		{"WITH gone AS (DELETE FROM audit RETURNING *) SELECT count(*) FROM gone", Postgres, "delete-all"},
		{"WITH recent AS (SELECT id FROM t) DELETE FROM t", Postgres, "delete-all"},
		{"EXPLAIN DELETE FROM t", Postgres, ""},
		{"EXPLAIN ANALYZE DELETE FROM t", Postgres, "delete-all"},
		{"INSERT INTO t SELECT * FROM u ON CONFLICT (id) DO UPDATE SET x = 1", Postgres, ""},
		// ALTER TABLE ... DROP COLUMN.
		{"ALTER TABLE users DROP COLUMN email", Postgres, "drop-column"},
		{"ALTER TABLE users DROP CONSTRAINT users_pk", Postgres, ""},
		{"ALTER TABLE events DROP PARTITION p2023", MySQL, "drop-partition"},
		{"ALTER TABLE events ADD PARTITION (PARTITION p2025 VALUES LESS THAN (2026))", MySQL, ""},
		{"ALTER TABLE events TRUNCATE PARTITION p2023", MySQL, "drop-partition"},
		{"ALTER ROLE reporting WITH LOGIN", Postgres, ""},
		{"DROP POLICY tenant_isolation ON orders", Postgres, ""},
		{"COPY orders TO '/tmp/orders.csv' WITH CSV", Postgres, ""},
		// Statements after a comment or string that one dialect ends and another does not.
		{"SELECT 1 # 2; DROP TABLE users", Postgres, "drop-table"},
		{"SELECT 1 # 2; DROP TABLE users", MySQL, ""},
		{"SELECT 1 # 2; DROP TABLE users", Unknown, "drop-table"},
		{`SELECT 'a\'; DROP TABLE users; -- '`, Postgres, "drop-table"},
		{`SELECT 'a\'; DROP TABLE users; -- '`, MySQL, ""},
		{`SELECT 'a\'; DROP TABLE users; -- '`, Unknown, "drop-table"},
		{`SELECT "x\"; DROP TABLE users; -- "`, MySQL, ""},
		{`SELECT E'a\'; DROP TABLE users; -- '`, Postgres, ""},
		{"SELECT 1 --1\n; DROP TABLE users", MySQL, "drop-table"},
		{"SELECT 5 --1; DROP TABLE users", MySQL, "drop-table"},
		{"SELECT 5 --1; DROP TABLE users", Postgres, ""},
		{"SELECT 1 /*! ; DROP TABLE users */", MySQL, "drop-table"},
		{"SELECT 1 /*!50001 ; TRUNCATE orders */", MySQL, "truncate"},
		{"SELECT 1 /* ; DROP TABLE users */", MySQL, ""},
		{"SELECT 1 /*+ ; DROP TABLE users */", MySQL, ""},
		{"/* a /* b */ DROP TABLE users; */ SELECT 1", Postgres, ""},
		{"/* a /* b */ DROP TABLE users; */ SELECT 1", MySQL, "drop-table"},
		{"/* a /* b */ DROP TABLE users; */ SELECT 1", SQLite, "drop-table"},
		{"/* a /* b */ DROP TABLE users; */ SELECT 1", SQLServer, ""},
		{"SELECT $x$ ; DROP TABLE users; $x$", Postgres, ""},
		{"SELECT \"a;DROP TABLE users\"", Postgres, ""},
		{"SELECT [a;DROP TABLE users]", SQLServer, ""},
		{"SELECT `a;DROP TABLE users`", MySQL, ""},
		{"SELECT N'it''s; DROP TABLE users'", SQLServer, ""},
		// Settings the text itself makes change what a quote closes.
		{"SET standard_conforming_strings = off; SELECT 'a\\' , ' ; DROP TABLE t; -- '", Postgres, "drop-table"},
		{"SELECT set_config('standard_conforming_strings', 'off', false); SELECT 'a\\' , ' ; DROP TABLE t; -- '", Postgres, "drop-table"},
		{"SELECT 'a\\' , ' ; DROP TABLE t; -- '", Postgres, ""},
		{"SET SESSION sql_mode = 'NO_BACKSLASH_ESCAPES'; SELECT 'a\\' ; DROP TABLE t; -- '", MySQL, "drop-table"},
		{"SET sql_mode = 'ANSI_QUOTES'; SELECT \"a\\\" ; DROP TABLE t; -- \"", MySQL, "drop-table"},
		{"SELECT 'a\\' ; DROP TABLE t; -- '", MySQL, ""},
		{"DELIMITER //\nCREATE PROCEDURE p() BEGIN DELETE FROM t; END //\nDELIMITER ;\nSELECT 1;", MySQL, ""},
		{"DELIMITER //\nSELECT 1 //\nDROP TABLE t //", MySQL, "drop-table"},
		// T-SQL needs no terminator.
		{"USE app DROP TABLE users", SQLServer, "drop-table"},
		{"SELECT 1 DELETE FROM dbo.logs", SQLServer, "delete-all"},
		{"ALTER TABLE t ADD CONSTRAINT fk FOREIGN KEY (a) REFERENCES b (id) ON DELETE CASCADE", SQLServer, ""},
		{"GRANT SELECT, DELETE ON t TO app", SQLServer, ""},
		{"CREATE PROCEDURE p AS BEGIN DELETE FROM t; END", SQLServer, ""},
		// Dynamic SQL: literal text is read, built text is unknown.
		{"DO $$ BEGIN EXECUTE 'DROP TABLE users'; END $$", Postgres, "drop-table"},
		{"DO $$ BEGIN EXECUTE some_sql; END $$", Postgres, "dynamic-sql"},
		{"DO $$ BEGIN EXECUTE format('SELECT count(*) FROM %I', t); END $$", Postgres, ""},
		{"PREPARE s FROM 'DROP TABLE users'; EXECUTE s;", MySQL, "drop-table"},
		{"SET @q = CONCAT('TRUNCATE ', @t); PREPARE s FROM @q; EXECUTE s;", MySQL, "truncate"},
		{"PREPARE s FROM @unknown; EXECUTE s;", MySQL, "dynamic-sql"},
		{"PREPARE p AS DELETE FROM t; EXECUTE p;", Postgres, "delete-all"},
		{"EXEC('DROP TABLE dbo.users')", SQLServer, "drop-table"},
		{"DECLARE @s nvarchar(max) = N'DELETE FROM dbo.logs'; EXEC(@s)", SQLServer, "delete-all"},
		{"EXEC sp_executesql N'TRUNCATE TABLE dbo.audit'", SQLServer, "truncate"},
		{"EXEC sys.sp_executesql @stmt = @sql", SQLServer, "dynamic-sql"},
		{"EXEC dbo.cleanup_old_rows @days = 30", SQLServer, ""},
		{"EXEC('SELECT 1')", SQLServer, ""},
		// Routines the text defines run where it calls them; dblink runs its SQL argument.
		{"CREATE FUNCTION x() RETURNS void AS $f$ BEGIN EXECUTE $q$DROP TABLE users$q$; END $f$ LANGUAGE plpgsql; SELECT x()", Postgres, "drop-table"},
		{"CREATE OR REPLACE FUNCTION public.wipe() RETURNS void LANGUAGE sql AS 'DELETE FROM sessions'; SELECT public.wipe();", Postgres, "delete-all"},
		{"CREATE PROCEDURE p() LANGUAGE plpgsql AS $$ BEGIN TRUNCATE audit; END $$; CALL p();", Postgres, "truncate"},
		{"CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM f(); DELETE FROM t; END $$ LANGUAGE plpgsql; SELECT f()", Postgres, "delete-all"},
		{"CREATE FUNCTION x() RETURNS void AS $f$ BEGIN EXECUTE $q$DROP TABLE users$q$; END $f$ LANGUAGE plpgsql", Postgres, ""},
		{"CREATE FUNCTION x() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql; SELECT x()", Postgres, ""},
		{"SELECT dblink_exec('dbname=app', 'DROP TABLE users')", Postgres, "drop-table"},
		{"SELECT dblink_exec('TRUNCATE orders')", Unknown, "truncate"},
		{"SELECT count(*) FROM (SELECT dblink_exec('dbname=app', 'DELETE FROM users')) s", Postgres, "delete-all"},
		{"SELECT dblink_exec('dbname=app', q) FROM queue", Postgres, "dynamic-sql"},
		{"SELECT dblink_exec('dbname=app', 'INSERT INTO t VALUES (1)')", Postgres, ""},
		{"SELECT * FROM dblink('dbname=app', 'SELECT id FROM users', true) AS t(id int)", Postgres, ""},
	} {
		if got := liveRules(c.sql, c.d); got != c.want {
			t.Errorf("%q (%v): got %q, want %q", c.sql, c.d, got, c.want)
		}
	}
}

// TestFinding holds the words a finding carries, which become an effect's By and Text.
func TestFinding(t *testing.T) {
	fs := Destroys("drop table if exists Public.Users cascade", Postgres)
	if len(fs) != 1 || fs[0].Op != "DROP TABLE" || fs[0].Target != "users" || fs[0].Object != "table users and its rows" || !fs[0].Schema {
		t.Errorf("DROP TABLE: %+v", fs)
	}
	fs = Destroys("DELETE FROM sessions WHERE 1=1", MySQL)
	if len(fs) != 1 || fs[0].Op != "DELETE with a WHERE that is always true" || fs[0].Schema || fs[0].Object != "every row of sessions" {
		t.Errorf("DELETE: %+v", fs)
	}
	fs = Destroys("DO $$ BEGIN EXECUTE 'TRUNCATE ' || quote_ident(t); END $$", Postgres)
	if len(fs) != 1 || fs[0].Rule != "truncate" || !fs[0].Dynamic || fs[0].Target != "" {
		t.Errorf("built TRUNCATE: %+v", fs)
	}
	fs = Scan("COPY t TO PROGRAM 'rm -rf /var/lib/x'", Options{Dialect: Postgres})
	if len(fs) != 1 || fs[0].Rule != "server-shell" || fs[0].Text != "rm -rf /var/lib/x" {
		t.Errorf("COPY PROGRAM: %+v", fs)
	}
	fs = Scan("COPY users FROM PROGRAM $$rm -rf /tmp/home$$", Options{Dialect: Postgres})
	if len(fs) != 1 || fs[0].Rule != "server-shell" || fs[0].Text != "rm -rf /tmp/home" {
		t.Errorf("COPY PROGRAM $$...$$: %+v", fs)
	}
	fs = Scan("COPY users FROM PROGRAM $p$gzip -dc /tmp/u.gz$p$", Options{Dialect: Postgres})
	if len(fs) != 1 || fs[0].Text != "gzip -dc /tmp/u.gz" {
		t.Errorf("COPY PROGRAM $p$...$p$: %+v", fs)
	}
	fs = Scan("EXEC master..xp_cmdshell 'del C:\\data'", Options{Dialect: SQLServer})
	if len(fs) != 1 || fs[0].Rule != "server-shell" || fs[0].Text != `del C:\data` {
		t.Errorf("xp_cmdshell: %+v", fs)
	}
}

func TestParseDialect(t *testing.T) {
	for in, want := range map[string]Dialect{"PostgreSQL": Postgres, "mariadb": MySQL, "sqlite3": SQLite, "mssql": SQLServer, "oracle": Unknown, "": Unknown} {
		if got := ParseDialect(in); got != want {
			t.Errorf("ParseDialect(%q) = %v, want %v", in, got, want)
		}
	}
}

func BenchmarkScanMigration(b *testing.B) {
	var sb strings.Builder
	for range 200 {
		sb.WriteString("ALTER TABLE users ADD COLUMN x text; CREATE TABLE t (id int); INSERT INTO t VALUES ('a; DROP');\n")
	}
	src := sb.String()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		Scan(src, Options{Dialect: Postgres, ConcurrentIndex: true})
	}
}

func BenchmarkDestroysUnknown(b *testing.B) {
	src := "SELECT id, email FROM users WHERE created_at > now() - interval '1 day' ORDER BY id LIMIT 50; DELETE FROM sessions WHERE expires_at < now();"
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		Destroys(src, Unknown)
	}
}

func TestGenerated(t *testing.T) {
	for q, want := range map[string]string{
		"SELECT 'DROP TABLE ' || quote_ident(tablename) FROM pg_tables WHERE schemaname = 'public'": "drop-table",
		"SELECT format('TRUNCATE %I', relname) FROM pg_class":                                       "truncate",
		"SELECT 'VACUUM ' || relname FROM pg_class":                                                 "",
		"SELECT cmd FROM queued_statements":                                                         "dynamic-sql",
	} {
		if got := rulesOf(Generated(q, Postgres)); got != want {
			t.Errorf("Generated(%q) = %q, want %q", q, got, want)
		}
	}
}
