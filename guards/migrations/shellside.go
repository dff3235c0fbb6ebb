package migrations

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/shell"
)

// consentVars are environment switches that disarm a tool's own safety check; set by the
// agent they are not a human's consent.
var consentVars = []string{"PRISMA_USER_CONSENT_FOR_DANGEROUS_AI_ACTION", "SAFETY_ASSURED", "DISABLE_DATABASE_ENVIRONMENT_CHECK"}

func (p *project) shell(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	sc := shell.Of(ev)
	for _, c := range sc.Commands {
		if ctx.Err() != nil {
			break
		}
		v, err := p.command(c, 0)
		if err != nil || v.Decision != hookguard.Allow {
			if v.Action == "" {
				v.Action = "shell " + ev.Command + " @" + ev.Cwd
			}
			v.NoCode = v.NoCode || c.AnyDynamic() || c.Opaque
			return v, err
		}
	}
	return hookguard.Allowed(), nil
}

func blockCmd(rule, reason string) hookguard.Verdict { return hookguard.Blocked(Name, rule, reason) }

func (p *project) command(c *shell.Command, depth int) (hookguard.Verdict, error) {
	for _, a := range c.Assigns {
		k, _, _ := strings.Cut(a, "=")
		for _, cv := range consentVars {
			if k == cv {
				return blockCmd("self-suppression", "the command sets "+k+" itself; that switch disarms the tool's own safety check and is meant as a human's consent, not the agent's. Remove it; if the destructive step is really wanted, ask the user to run it."), nil
			}
		}
	}
	argv := c.Argv()
	if c.NameDynamic || len(argv) == 0 {
		return hookguard.Allowed(), nil
	}
	if base(argv[0]) == "export" {
		for _, a := range argv[1:] {
			k, _, _ := strings.Cut(a, "=")
			for _, cv := range consentVars {
				if k == cv {
					return blockCmd("self-suppression", "exporting "+k+" disarms a tool's safety check; that is the user's decision, not the agent's."), nil
				}
			}
		}
	}
	// Files of the applied history touched by the command's own arguments or redirects.
	for _, r := range c.Redirects {
		switch r.Op {
		case ">", ">>", ">|", "&>", "&>>", "<>":
			if !r.Dynamic {
				if v, err := p.touchApplied(p.abs(r.Target, c.Cwd), "edit", nil); err != nil || v.Decision != hookguard.Allow {
					return v, err
				}
			}
		}
	}
	argv = unwrap(argv)
	if len(argv) == 0 {
		return hookguard.Allowed(), nil
	}
	if v, err := p.fileArgs(c, argv); err != nil || v.Decision != hookguard.Allow {
		return v, err
	}
	if what := destructive(argv); what != "" {
		return blockCmd("destructive-command", "`"+strings.Join(argv, " ")+"` "+what+". Data in the database is lost and applied history no longer matches it. Use the forward path instead (write a new migration and run the tool's migrate/deploy/up); if the user wants this, ask them to run it."), nil
	}
	if sql, ok := clientSQL(argv, c); ok {
		created := map[string]bool{}
		for _, f := range scanSQL(sql, sqlOpts{}, created) {
			switch f.rule {
			case "drop-table", "drop-schema", "truncate", "delete-all", "drop-column":
				return blockCmd("destructive-sql", "`"+base(argv[0])+"` would run SQL that "+strings.TrimPrefix(f.what, "")+" against a live database. Change schemas through a reviewed migration; if the user wants the data gone, ask them to run it."), nil
			}
		}
	}
	// Package scripts, make and just targets run commands the line does not show.
	if depth < 3 {
		if script, ok := p.scriptOf(argv, c.Cwd); ok {
			sc := shell.Parse(script, shell.Context{Cwd: c.Cwd, Home: p.ev.Home, Root: p.root})
			for _, inner := range sc.Commands {
				v, err := p.command(inner, depth+1)
				if err != nil || v.Decision != hookguard.Allow {
					if v.Decision == hookguard.Block {
						v.Reason = strings.Replace(v.Reason, "", "`"+strings.Join(argv, " ")+"` runs a script that runs ", 1)
					}
					return v, err
				}
			}
		}
	}
	return hookguard.Allowed(), nil
}

func base(s string) string { return filepath.Base(s) }

func (p *project) abs(path, cwd string) string {
	if cwd == "" {
		cwd = p.ev.Cwd
	}
	if filepath.IsAbs(path) {
		return path
	}
	if strings.HasPrefix(path, "~/") {
		return filepath.Join(p.ev.Home, path[2:])
	}
	return filepath.Join(cwd, path)
}

// unwrap peels the runners that start another program: npx, pnpm, bunx, yarn dlx, bundle
// exec, uv run, poetry run, docker compose exec, kubectl exec, python -m, cargo, dotnet.
func unwrap(argv []string) []string {
	for range 8 {
		if len(argv) == 0 {
			return argv
		}
		n := base(argv[0])
		rest := argv[1:]
		skipOpts := func(withValue string) []string {
			for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
				o := rest[0]
				rest = rest[1:]
				if strings.Contains(withValue, " "+o+" ") && len(rest) > 0 {
					rest = rest[1:]
				}
			}
			return rest
		}
		switch n {
		case "npx", "bunx", "pnpx":
			argv = skipOpts(" -p --package -c ")
			continue
		case "pnpm", "yarn", "bun":
			rest = skipOpts(" --filter -F --dir -C ")
			if len(rest) > 0 && (rest[0] == "exec" || rest[0] == "dlx" || rest[0] == "x") {
				argv = rest[1:]
				continue
			}
			if len(rest) > 0 && !pmCommand(rest[0]) {
				argv = rest // pnpm prisma ... runs the package's binary
				continue
			}
			return argv
		case "bundle":
			if len(rest) > 0 && rest[0] == "exec" {
				argv = rest[1:]
				continue
			}
		case "uv", "poetry", "pipenv", "pdm", "hatch", "rye":
			if len(rest) > 0 && rest[0] == "run" {
				rest = rest[1:]
				argv = skipOpts(" --with --python -p --env -e --directory --project --package ")
				continue
			}
		case "python", "python3", "py":
			if len(rest) > 1 && rest[0] == "-m" {
				argv = rest[1:]
				continue
			}
			if len(rest) > 0 && base(rest[0]) == "manage.py" {
				argv = append([]string{"manage.py"}, rest[1:]...)
				return argv
			}
		case "php":
			if len(rest) > 0 {
				argv = rest
				continue
			}
		case "docker", "podman", "docker-compose":
			if n != "docker-compose" {
				if len(rest) > 0 && rest[0] == "compose" {
					rest = rest[1:]
				} else if len(rest) > 0 && rest[0] == "exec" {
					rest = rest[1:]
					rest = skipOpts(" -e --env -u --user -w --workdir --env-file ")
					if len(rest) > 1 {
						argv = rest[1:]
						continue
					}
					return nil
				} else {
					return argv
				}
			}
			rest = skipOpts(" -f --file -p --project-name --env-file --profile ")
			if len(rest) > 0 && (rest[0] == "exec" || rest[0] == "run") {
				rest = rest[1:]
				rest = skipOpts(" -e --env -u --user -w --workdir --name --entrypoint -v --volume ")
				if len(rest) > 1 {
					argv = rest[1:]
					continue
				}
				return nil
			}
			return argv
		case "kubectl", "oc":
			for i, a := range rest {
				if a == "--" {
					argv = rest[i+1:]
					break
				}
			}
			if len(argv) > 0 && base(argv[0]) == n {
				return argv
			}
			continue
		case "cargo":
			if len(rest) > 0 && rest[0] == "sqlx" {
				argv = append([]string{"sqlx"}, rest[1:]...)
				return argv
			}
		case "dotnet":
			if len(rest) > 0 && rest[0] == "ef" {
				return append([]string{"dotnet-ef"}, rest[1:]...)
			}
		case "mvn", "mvnw", "./mvnw", "gradle", "gradlew":
			return argv
		}
		return argv
	}
	return argv
}

func pmCommand(s string) bool {
	switch s {
	case "install", "i", "add", "remove", "rm", "update", "up", "run", "run-script", "test", "build", "start", "ci",
		"publish", "pack", "link", "unlink", "init", "create", "why", "list", "ls", "outdated", "audit", "config",
		"store", "import", "rebuild", "prune", "dedupe", "patch", "info", "view", "upgrade", "workspace", "workspaces", "set":
		return true
	}
	return false
}

func has(args []string, xs ...string) bool {
	for _, a := range args {
		for _, x := range xs {
			if a == x || strings.HasPrefix(a, x+"=") {
				return true
			}
		}
	}
	return false
}

func hasPrefix(args []string, pre string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, pre) {
			return true
		}
	}
	return false
}

// positional returns the arguments that are not options.
func positional(args []string) []string {
	var out []string
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			out = append(out, a)
		}
	}
	return out
}

func anyOf(pos []string, xs ...string) string {
	for _, a := range pos {
		for _, x := range xs {
			if a == x {
				return a
			}
		}
	}
	return ""
}

// destructive says what a migration tool's command destroys, or "".
func destructive(argv []string) string {
	tool := base(argv[0])
	args := argv[1:]
	if has(args, "--help", "-h", "help") {
		return ""
	}
	pos := positional(args)
	sub := ""
	if len(pos) > 0 {
		sub = pos[0]
	}
	switch tool {
	case "rails", "rake", "bin/rails":
		for _, a := range pos {
			for _, t := range []string{"db:drop", "db:reset", "db:rollback", "db:migrate:down", "db:migrate:redo", "db:migrate:reset",
				"db:schema:load", "db:structure:load", "db:purge", "db:truncate_all", "db:seed:replant", "db:fixtures:load"} {
				if a == t || strings.HasPrefix(a, t+":") || strings.HasPrefix(a, t+"[") {
					return "drops, resets or rolls back the database (" + a + ")"
				}
			}
		}
	case "manage.py", "django-admin":
		switch sub {
		case "flush", "reset_db", "reset_schema", "drop_test_database":
			return "deletes every row of the database (" + sub + ")"
		case "migrate":
			if has(args, "--plan") {
				return ""
			}
			if has(args, "--fake") {
				return "rewrites Django's migration ledger without running the migrations (--fake)"
			}
			if len(pos) >= 3 && pos[2] == "zero" {
				return "unapplies every migration of " + pos[1] + " (migrate " + pos[1] + " zero)"
			}
		}
	case "alembic", "flask":
		if tool == "flask" {
			if sub != "db" || len(pos) < 2 {
				return ""
			}
			sub = pos[1]
		}
		if has(args, "--sql") {
			return ""
		}
		switch sub {
		case "downgrade":
			return "downgrades the database, running the rollback code of applied migrations"
		case "stamp":
			return "rewrites Alembic's version table without running migrations (stamp)"
		}
	case "prisma":
		if len(pos) >= 2 && pos[0] == "migrate" && (pos[1] == "reset" || pos[1] == "resolve") {
			return "resets the database or rewrites Prisma's migration ledger (migrate " + pos[1] + ")"
		}
		if len(pos) >= 2 && pos[0] == "db" && pos[1] == "push" && has(args, "--accept-data-loss", "--force-reset") {
			return "pushes the schema accepting data loss (--accept-data-loss / --force-reset)"
		}
	case "knex":
		if sub == "migrate:down" || sub == "migrate:rollback" {
			return "rolls migrations back (" + sub + ")"
		}
	case "sequelize", "sequelize-cli":
		if strings.HasPrefix(sub, "db:migrate:undo") || sub == "db:drop" || strings.HasPrefix(sub, "db:seed:undo") {
			return "undoes migrations or drops the database (" + sub + ")"
		}
	case "drizzle-kit":
		if sub == "drop" {
			return "deletes a generated migration and its journal entry (drizzle-kit drop)"
		}
		if sub == "push" && has(args, "--force") {
			return "pushes the schema auto-approving data loss (push --force)"
		}
	// These take options with values before the subcommand (-path DIR, -dir DIR, -u URL):
	// any positional word that is a destructive subcommand counts.
	case "migrate":
		if s := anyOf(pos, "down", "drop", "force", "goto"); s != "" {
			return "rolls back, drops or forces golang-migrate's version (" + s + ")"
		}
	case "goose":
		if s := anyOf(pos, "down", "down-to", "reset", "redo", "fix"); s != "" {
			return "rolls back or renames applied goose migrations (" + s + ")"
		}
	case "dbmate":
		if s := anyOf(pos, "drop", "rollback", "down"); s != "" {
			return "drops the database or rolls back (" + s + ")"
		}
	case "sqlx":
		if len(pos) >= 2 && (pos[0] == "database" && (pos[1] == "drop" || pos[1] == "reset") || pos[0] == "migrate" && pos[1] == "revert") {
			return "drops, resets or reverts the database (" + pos[0] + " " + pos[1] + ")"
		}
	case "diesel":
		if len(pos) >= 2 && (pos[0] == "migration" && (pos[1] == "revert" || pos[1] == "redo") || pos[0] == "database" && pos[1] == "reset") {
			return "reverts migrations or resets the database"
		}
	case "atlas":
		if len(pos) >= 2 {
			switch pos[0] + " " + pos[1] {
			case "schema clean", "migrate down", "migrate set", "migrate hash":
				return "cleans the schema, rolls back or rewrites Atlas's ledger and checksums (" + pos[0] + " " + pos[1] + ")"
			case "schema apply":
				if has(args, "--auto-approve") {
					return "applies a declarative schema auto-approving drops (schema apply --auto-approve)"
				}
			}
		}
	case "sea-orm-cli":
		if len(pos) >= 2 && pos[0] == "migrate" && (pos[1] == "down" || pos[1] == "fresh" || pos[1] == "refresh" || pos[1] == "reset") {
			return "rolls back or recreates the database (migrate " + pos[1] + ")"
		}
	case "mix":
		switch sub {
		case "ecto.drop", "ecto.reset", "ecto.rollback":
			return "drops, resets or rolls back the database (" + sub + ")"
		}
	case "artisan":
		if has(args, "--pretend") {
			return ""
		}
		switch sub {
		case "migrate:fresh", "migrate:reset", "migrate:refresh", "migrate:rollback", "db:wipe":
			return "drops tables or rolls migrations back (" + sub + ")"
		case "schema:dump":
			if has(args, "--prune") {
				return "deletes every migration file (schema:dump --prune)"
			}
		}
	case "console", "doctrine":
		switch sub {
		case "doctrine:database:drop", "doctrine:schema:drop":
			return "drops the database or schema (" + sub + ")"
		case "doctrine:schema:update":
			if has(args, "--force") && has(args, "--complete") {
				return "updates the schema dropping what the mapping lacks"
			}
		case "doctrine:migrations:migrate":
			if len(pos) >= 2 && (pos[1] == "prev" || pos[1] == "first") {
				return "migrates down (" + pos[1] + ")"
			}
		case "doctrine:migrations:execute":
			if has(args, "--down") {
				return "runs a migration's down()"
			}
		}
	case "phinx":
		if sub == "rollback" {
			return "rolls migrations back"
		}
	case "dotnet-ef":
		if len(pos) >= 2 && pos[0] == "database" && pos[1] == "drop" {
			return "drops the database"
		}
		if len(pos) >= 3 && pos[0] == "database" && pos[1] == "update" && pos[2] == "0" {
			return "unapplies every migration (database update 0)"
		}
		if len(pos) >= 2 && pos[0] == "migrations" && pos[1] == "remove" && has(args, "--force") {
			return "reverts and deletes an applied migration (migrations remove --force)"
		}
	case "flyway", "mvn", "mvnw", "gradle", "gradlew":
		if hasPrefix(args, "-cleanDisabled=false") || hasPrefix(args, "-Dflyway.cleanDisabled=false") {
			return "re-enables Flyway's clean, which drops every object (cleanDisabled=false)"
		}
		for _, a := range pos {
			switch a {
			case "clean", "undo", "repair", "baseline", "flyway:clean", "flyway:undo", "flyway:repair", "flywayClean", "flywayUndo", "flywayRepair":
				return "drops the schema, undoes migrations or rewrites Flyway's checksums (" + a + ")"
			}
		}
	case "liquibase":
		if strings.HasSuffix(sub, "-sql") {
			return ""
		}
		switch {
		case sub == "drop-all", sub == "dropAll", strings.HasPrefix(sub, "rollback"), sub == "clear-checksums", sub == "clearCheckSums", strings.HasPrefix(sub, "changelog-sync"), strings.HasPrefix(sub, "changelogSync"):
			return "drops objects, rolls back or rewrites Liquibase's ledger (" + sub + ")"
		}
	case "supabase":
		if len(pos) >= 2 && pos[0] == "db" && pos[1] == "reset" {
			return "resets the database, deleting its data (db reset)"
		}
		if sub == "stop" && has(args, "--no-backup") {
			return "deletes the local database volumes (stop --no-backup)"
		}
		if len(pos) >= 2 && pos[0] == "migration" && (pos[1] == "down" || pos[1] == "repair" || pos[1] == "squash") {
			return "rolls back or rewrites the migration history (migration " + pos[1] + ")"
		}
	case "hasura":
		if len(pos) >= 2 && pos[0] == "migrate" && (pos[1] == "apply" && has(args, "--down") || pos[1] == "delete" || pos[1] == "squash" && has(args, "--delete-source")) {
			return "rolls back or deletes migrations (migrate " + pos[1] + ")"
		}
	case "mikro-orm":
		switch sub {
		case "migration:down", "migration:fresh", "schema:drop", "schema:fresh":
			return "rolls back or drops the schema (" + sub + ")"
		}
	case "payload":
		switch sub {
		case "migrate:down", "migrate:reset", "migrate:refresh", "migrate:fresh":
			return "rolls back or recreates the database (" + sub + ")"
		}
	case "node-pg-migrate":
		if sub == "down" || sub == "redo" {
			return "rolls migrations back (" + sub + ")"
		}
	case "sqitch":
		if sub == "revert" || sub == "rebase" {
			return "reverts deployed changes (" + sub + ")"
		}
	case "typeorm", "typeorm-ts-node-commonjs", "typeorm-ts-node-esm":
		switch sub {
		case "migration:revert", "schema:drop", "schema:sync":
			return "reverts migrations or drops/syncs the schema (" + sub + ")"
		}
	case "dropdb":
		return "drops a whole database"
	case "mysqladmin":
		if has(pos, "drop") {
			return "drops a whole database"
		}
	case "pg_restore":
		if has(args, "--clean", "-c") {
			return "drops objects before restoring (--clean)"
		}
	case "heroku":
		if sub == "pg:reset" {
			return "resets a Heroku database"
		}
	case "redis-cli":
		for _, a := range pos {
			if strings.EqualFold(a, "flushall") || strings.EqualFold(a, "flushdb") {
				return "deletes every key (" + a + ")"
			}
		}
	case "mongosh", "mongo":
		for i, a := range args {
			if a == "--eval" && i+1 < len(args) && (strings.Contains(args[i+1], "dropDatabase") || strings.Contains(args[i+1], ".drop()") || strings.Contains(args[i+1], "deleteMany({})")) {
				return "drops a database or collection"
			}
		}
	case "docker", "podman":
		if len(pos) >= 2 && pos[0] == "volume" && (pos[1] == "rm" || pos[1] == "prune") {
			return "deletes data volumes (volume " + pos[1] + ")"
		}
		if len(pos) >= 2 && pos[0] == "compose" && pos[1] == "down" && has(args, "-v", "--volumes") {
			return "deletes the compose project's data volumes (down -v)"
		}
	case "docker-compose":
		if sub == "down" && has(args, "-v", "--volumes") {
			return "deletes the compose project's data volumes (down -v)"
		}
	case "rm", "unlink", "shred":
		for _, a := range pos {
			l := strings.ToLower(a)
			if strings.HasSuffix(l, ".sqlite3") || strings.HasSuffix(l, ".sqlite") || strings.HasSuffix(l, ".db") && strings.Contains(l, "db") {
				return "deletes the SQLite database file " + a
			}
		}
	}
	return ""
}

// clientSQL returns the SQL a database client is given on its command line or stdin.
func clientSQL(argv []string, c *shell.Command) (string, bool) {
	args := argv[1:]
	var flags []string
	switch base(argv[0]) {
	case "psql":
		flags = []string{"-c", "--command"}
	case "mysql", "mariadb":
		flags = []string{"-e", "--execute"}
	case "sqlcmd":
		flags = []string{"-Q", "-q"}
	case "cockroach", "clickhouse-client":
		flags = []string{"-e", "--execute", "--query"}
	case "sqlite3", "sqlite":
		pos := positional(args)
		if len(pos) >= 2 {
			return strings.Join(pos[1:], ";\n"), true
		}
		if c.StdinKnown {
			return c.Stdin, true
		}
		return "", false
	default:
		return "", false
	}
	var sql []string
	for i, a := range args {
		for _, f := range flags {
			if a == f && i+1 < len(args) {
				sql = append(sql, args[i+1])
			} else if v, ok := strings.CutPrefix(a, f+"="); ok {
				sql = append(sql, v)
			} else if len(f) == 2 && strings.HasPrefix(a, f) && len(a) > 2 && !strings.HasPrefix(a, "--") {
				sql = append(sql, a[2:])
			}
		}
	}
	if len(sql) == 0 && c.StdinKnown {
		sql = append(sql, c.Stdin)
	}
	return strings.Join(sql, ";\n"), len(sql) > 0
}

// fileArgs judges the files a command deletes, moves or rewrites in place.
func (p *project) fileArgs(c *shell.Command, argv []string) (hookguard.Verdict, error) {
	tool := base(argv[0])
	args := argv[1:]
	if tool == "git" {
		pos := positional(args)
		if len(pos) == 0 {
			return hookguard.Allowed(), nil
		}
		switch pos[0] {
		case "rm":
			return p.each(pos[1:], c.Cwd, "delete")
		case "mv":
			if len(pos) > 2 {
				return p.each(pos[1:len(pos)-1], c.Cwd, "move")
			}
		}
		return hookguard.Allowed(), nil
	}
	pos := positional(args)
	switch tool {
	case "rm", "unlink", "shred":
		return p.each(pos, c.Cwd, "delete")
	case "mv":
		if len(pos) > 1 {
			if v, err := p.each(pos[:len(pos)-1], c.Cwd, "move"); err != nil || v.Decision != hookguard.Allow {
				return v, err
			}
		}
		if len(pos) > 0 {
			return p.each(pos[len(pos)-1:], c.Cwd, "edit")
		}
	case "cp", "install", "ln":
		if len(pos) > 1 {
			return p.each(pos[len(pos)-1:], c.Cwd, "edit")
		}
	case "tee", "truncate", "touch":
		return p.each(pos, c.Cwd, "edit")
	case "sed", "perl", "ruby":
		if hasPrefix(args, "-i") || has(args, "--in-place") || hasPrefix(args, "-pi") {
			if len(pos) > 1 {
				return p.each(pos[1:], c.Cwd, "edit")
			}
		}
	case "prettier", "rubocop", "sqlfluff", "black", "ruff", "eslint", "php-cs-fixer", "pint", "rustfmt", "gofmt", "dotnet-format", "standardrb", "autopep8", "isort", "pg_format", "sql-formatter":
		if !formatterWrites(tool, args) {
			return hookguard.Allowed(), nil
		}
		for _, a := range pos {
			if v, err := p.touchApplied(p.abs(a, c.Cwd), "edit", nil); err != nil || v.Decision != hookguard.Allow {
				return v, err
			}
			if v, err := p.dirHasApplied(p.abs(a, c.Cwd), tool); err != nil || v.Decision != hookguard.Allow {
				return v, err
			}
		}
	}
	return hookguard.Allowed(), nil
}

func formatterWrites(tool string, args []string) bool {
	switch tool {
	case "prettier":
		return has(args, "--write", "-w")
	case "rubocop", "standardrb":
		return has(args, "-a", "-A", "--autocorrect", "--autocorrect-all", "--fix")
	case "sqlfluff":
		return has(args, "fix", "format")
	case "ruff":
		return has(args, "format") || has(args, "--fix")
	case "eslint":
		return has(args, "--fix")
	case "gofmt":
		return has(args, "-w")
	case "autopep8", "pg_format":
		return has(args, "-i", "--in-place")
	case "sql-formatter":
		return has(args, "--fix")
	}
	return true
}

func (p *project) each(list []string, cwd, verb string) (hookguard.Verdict, error) {
	for _, a := range list {
		if v, err := p.touchApplied(p.abs(a, cwd), verb, nil); err != nil || v.Decision != hookguard.Allow {
			return v, err
		}
	}
	return hookguard.Allowed(), nil
}

// dirHasApplied blocks a rewrite aimed at a directory that holds applied migrations.
func (p *project) dirHasApplied(dir, tool string) (hookguard.Verdict, error) {
	rel, ok := p.rel(dir)
	if !ok {
		return hookguard.Allowed(), nil
	}
	r, err := p.open()
	if err != nil || r == nil {
		return hookguard.Allowed(), err
	}
	var hit *file
	err = r.Walk(p.at, rel, func(path string, _ gitread.Entry) bool {
		if mf, ok := classify(path, p.g.opts.Paths); ok && mf.kind != kRepeatable {
			hit = &mf
			return false
		}
		return true
	})
	if err != nil || hit == nil {
		return hookguard.Allowed(), err
	}
	v := p.appliedVerdict(*hit, "edit", hit.rel)
	v.Reason = "`" + tool + "` would rewrite files under " + rel + ", which holds applied migrations such as " + hit.rel + ". " + strings.SplitN(v.Reason, ". ", 2)[1] + " Run it on the new files only."
	return v, nil
}

// scriptOf returns the text of a package script, make target or just recipe that argv runs.
func (p *project) scriptOf(argv []string, cwd string) (string, bool) {
	if cwd == "" {
		cwd = p.root
	}
	tool := base(argv[0])
	pos := positional(argv[1:])
	switch tool {
	case "npm", "pnpm", "yarn", "bun":
		name := ""
		switch {
		case len(pos) >= 2 && (pos[0] == "run" || pos[0] == "run-script"):
			name = pos[1]
		case tool != "npm" && len(pos) >= 1 && !pmCommand(pos[0]):
			name = pos[0]
		case tool == "npm" && len(pos) >= 1 && (pos[0] == "test" || pos[0] == "start"):
			name = pos[0]
		}
		if name == "" {
			return "", false
		}
		b, err := os.ReadFile(filepath.Join(cwd, "package.json"))
		if err != nil {
			return "", false
		}
		var pkg struct {
			Scripts map[string]string `json:"scripts"`
		}
		if json.Unmarshal(b, &pkg) != nil {
			return "", false
		}
		s, ok := pkg.Scripts[name]
		return s, ok
	case "make", "gmake", "just":
		if len(pos) == 0 {
			return "", false
		}
		files := []string{"Makefile", "makefile", "GNUmakefile"}
		if tool == "just" {
			files = []string{"justfile", "Justfile", ".justfile"}
		}
		for _, f := range files {
			if s, ok := recipe(filepath.Join(cwd, f), pos[0], tool == "just"); ok {
				return s, true
			}
		}
	}
	return "", false
}

// recipe reads a make target's or a just recipe's command lines.
func recipe(file, target string, just bool) (string, bool) {
	f, err := os.Open(file)
	if err != nil {
		return "", false
	}
	defer f.Close()
	var lines []string
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if in {
			if strings.HasPrefix(line, "\t") || just && (strings.HasPrefix(line, "    ") || strings.HasPrefix(line, "  ")) {
				l := strings.TrimLeft(strings.TrimSpace(line), "@-")
				lines = append(lines, l)
				continue
			}
			if strings.TrimSpace(line) == "" {
				continue
			}
			break
		}
		head, _, ok := strings.Cut(line, ":")
		if !ok || strings.HasPrefix(line, "\t") || strings.Contains(line, ":=") {
			continue
		}
		for _, t := range strings.Fields(head) {
			if t == target {
				in = true
				break
			}
		}
	}
	if len(lines) == 0 {
		return "", false
	}
	return strings.Join(lines, "\n"), true
}
