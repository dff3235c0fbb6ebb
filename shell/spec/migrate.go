package spec

import "strings"

// migrateSpecs are the migration tools (prisma, rails, alembic, django, knex, flyway, liquibase,
// goose, ...): a subcommand that rolls back, resets, drops or rewrites applied history (the
// tool's ledger of what ran, its checksums, the migration files themselves) is a Rewind
// effect, Text saying what, By the tool and subcommand. Only the migrations guard judges
// Rewind: a tool's reset also empties the database, but that is the reset's concern, not a
// second one. Read-only and offline forms (--sql, --plan, --pretend, --dry-run) rewind
// nothing. Sorted by Name.
var migrateSpecs = []Spec{
	{Name: "alembic", Opts: alembicOpts, Subs: true},
	{Name: "alembic downgrade", Opts: "sql tag= " + alembicOpts, Does: func(c *Call) { rewind(c, "runs the rollback code of applied migrations", "", "sql") },
		Examples: "alembic downgrade -1 => rewind runs the rollback code of applied migrations\n" + "uv run alembic downgrade base => rewind runs the rollback code of applied migrations\n" +
			"alembic downgrade base --sql !> rewind runs the rollback code of applied migrations\n" + "alembic downgrade base --sql | psql \"$DATABASE_URL\" => rewind runs the rollback code of applied migrations\n" + "alembic downgrade base --sql > down.sql !> rewind runs the rollback code of applied migrations\n" + "alembic upgrade head --sql | psql !> rewind runs the rollback code of applied migrations\n" + "alembic upgrade head => -\n"},
	{Name: "alembic stamp", Opts: "sql tag= purge " + alembicOpts, Does: func(c *Call) { rewind(c, "rewrites the version table without running migrations", "", "sql") },
		Examples: "alembic stamp head => rewind rewrites the version table without running migrations\n" + "alembic -c alembic.ini stamp --purge base => rewind rewrites the version table without running migrations\n"},
	{Name: "artisan", Opts: symfonyOpts + " force seed seeder= database= path= realpath step= pretend drop-views drop-types prune graceful isolated? batch= schema-path= execute=", Style: Exact,
		Does: artisanDoes,
		Examples: "artisan migrate:fresh --seed => rewind drops every table and migrates again\n" + "artisan migrate:rollback --step=2 => rewind runs the rollback code of applied migrations\n" +
			"artisan mig:fr => rewind drops every table and migrates again\n" + "./artisan db:wipe --force => rewind drops every table, view and type\n" +
			"artisan schema:dump --prune => rewind deletes every migration file after dumping the schema\n" + "artisan schema:dump !> rewind deletes every migration file after dumping the schema\n" +
			"artisan migrate:rollback --pretend !> rewind runs the rollback code of applied migrations\n" + "artisan migrate --force !> rewind drops every table and migrates again\n" +
			"php artisan tinker --execute=\"DB::statement('DROP TABLE users')\" => destroy-r:database table users and its rows\n" +
			"php artisan tinker --execute='echo 1;' !> destroy-r:database table users and its rows\n" +
			"php artisan db <<< 'DROP TABLE users;' => destroy-r:database table users and its rows\n"},
	{Name: "atlas", Opts: atlasOpts, Style: Exact, Subs: true},
	{Name: "atlas migrate", Opts: atlasOpts, Style: Exact, Subs: true},
	{Name: "atlas migrate down", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "runs the rollback of applied migrations", "", "dry-run") },
		Examples: "atlas migrate down --env dev => rewind runs the rollback of applied migrations\n" + "atlas migrate down --dry-run !> rewind runs the rollback of applied migrations\n"},
	{Name: "atlas migrate hash", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "rewrites atlas.sum so edited migrations pass", "", "") },
		Examples: "atlas migrate hash --dir file://migrations => rewind rewrites atlas.sum so edited migrations pass\n"},
	{Name: "atlas migrate set", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the revision table without running migrations", "", "") },
		Examples: "atlas migrate set 20240101000000 -u \"$DB\" => rewind rewrites the revision table without running migrations\n"},
	{Name: "atlas schema", Opts: atlasOpts, Style: Exact, Subs: true},
	{Name: "atlas schema apply", Opts: atlasOpts, Style: Exact, Does: func(c *Call) {
		rewind(c, "applies a schema, dropping what it lacks, unreviewed", "auto-approve", "dry-run")
	},
		Examples: "atlas schema apply -u \"$DB\" --to file://schema.hcl --auto-approve => rewind applies a schema, dropping what it lacks, unreviewed\n" +
			"atlas schema apply -u \"$DB\" --to file://schema.hcl --dry-run !> rewind applies a schema, dropping what it lacks, unreviewed\n"},
	{Name: "atlas schema clean", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops every object of the schema", "", "dry-run") },
		Examples: "atlas schema clean -u \"$DATABASE_URL\" --auto-approve => rewind drops every object of the schema\n"},
	{Name: "atlas schema diff", Opts: atlasOpts + " from= to=", Style: Exact,
		Examples: "atlas schema diff --from file://schema.hcl --to file://new.hcl --dev-url docker://postgres/15 > migrations/2_add.sql => write migrations/2_add.sql\n"},
	{Name: "blitz", Subs: true, Does: unknownDoes, Examples: "blitz dev => write-r:maybe .\n"},
	{Name: "blitz prisma", Like: "prisma"},
	{Name: "cargo sqlx", Like: "sqlx"},
	{Name: "cargo-sqlx", Subs: true}, // cargo runs it as cargo-sqlx sqlx ARGS
	{Name: "cargo-sqlx sqlx", Like: "sqlx"},
	{Name: "console", Opts: symfonyOpts + " force full-database complete append down dry-run delete add all if-exists purge-with-truncate em= connection= conn=", Style: Exact,
		Does: consoleDoes,
		Examples: "bin/console dbal:run-sql 'DROP TABLE users' => destroy-r:database table users and its rows\n" + "bin/console dbal:run-sql 'SELECT 1' !> destroy-r:database table users and its rows\n" +
			"bin/console doctrine:schema:drop --force --full-database => rewind drops the schema\n" + "bin/console d:d:d --force => rewind drops the database\n" +
			"bin/console doctrine:database:drop !> rewind drops the database\n" + "bin/console doctrine:migrations:migrate prev -n => rewind migrates down to an earlier version\n" +
			"bin/console doctrine:migrations:migrate -n !> rewind migrates down to an earlier version\n" +
			"bin/console doctrine:migrations:version --delete --all => rewind rewrites the migration ledger without running migrations\n" +
			"bin/console doctrine:fixtures:load -n => rewind purges every table and loads fixtures\n" + "bin/console doctrine:fixtures:load --append !> rewind purges every table and loads fixtures\n" +
			"bin/console cache:clear => -\n"},
	{Name: "db-migrate", Opts: "e|env= m|migrations-dir= c|count= config= sql-file v|verbose dry-run force-exit check migration-table= seeds-table= table= vcseeder-dir= ignore-completed-migrations h|help", Style: Exact,
		Does: func(c *Call) { c.tasks(dbMigrateTasks[:], matchScoped, false) },
		Examples: "npx db-migrate reset => rewind runs the rollback of every applied migration\n" + "db-migrate down -c 2 => rewind runs the rollback of applied migrations\n" +
			"npx db-migrate down:all => rewind runs the rollback of applied migrations\n" + "db-migrate down --dry-run !> rewind runs the rollback of applied migrations\n" +
			"npx db-migrate up => -\n"},
	{Name: "dbmate", Opts: "u|url= e|env= env-file= d|migrations-dir= migrations-table= s|schema-file= no-dump-schema strict wait wait-timeout= v|verbose", Style: Exact,
		Does: func(c *Call) { c.tasks(dbmateTasks[:], matchExact, false) },
		Examples: "dbmate drop => rewind drops the database\n" + "dbmate -e TEST_DATABASE_URL rollback => rewind rolls the latest migration back\n" +
			"dbmate --url \"$DB\" down => rewind rolls the latest migration back\n" + "dbmate up => -\n" + "dbmate new add_tags => -\n"},
	{Name: "diesel", Opts: dieselOpts, Style: Exact, Subs: true},
	{Name: "diesel database", Opts: dieselOpts, Style: Exact, Subs: true},
	{Name: "diesel database drop", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database", "", "") },
		Examples: "diesel database drop => rewind drops the database\n"},
	{Name: "diesel database reset", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops and recreates the database", "", "") },
		Examples: "diesel database reset --database-url \"$DB\" => rewind drops and recreates the database\n"},
	{Name: "diesel migration", Opts: dieselOpts, Style: Exact, Subs: true},
	{Name: "diesel migration redo", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts and re-runs applied migrations", "", "") },
		Examples: "diesel migration redo -n 2 => rewind reverts and re-runs applied migrations\n"},
	{Name: "diesel migration revert", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts applied migrations", "", "") },
		Examples: "diesel migration revert --all => rewind reverts applied migrations\n" + "diesel migration run !> rewind reverts applied migrations\n"},
	{Name: "django", Like: "manage.py"},
	{Name: "django-admin", Like: "manage.py"},
	{Name: "doctrine", Opts: symfonyOpts + " force complete dump-sql full-database em=", Style: Exact,
		Does:     func(c *Call) { c.tasks(doctrineTasks[:], matchSymfony, false) },
		Examples: "vendor/bin/doctrine orm:schema-tool:drop --force => rewind drops the schema\n" + "vendor/bin/doctrine orm:schema-tool:drop --dump-sql !> rewind drops the schema\n"},
	{Name: "doctrine-migrations", Opts: symfonyOpts + " down up dry-run delete add all write-sql? configuration= db-configuration=", Style: Exact,
		Does: func(c *Call) { c.tasks(doctrineTasks[:], matchSymfony, false) },
		Examples: "vendor/bin/doctrine-migrations migrate first => rewind migrates down to an earlier version\n" +
			"vendor/bin/doctrine-migrations execute 'App\\Version2024' --down => rewind runs a migration's rollback\n"},
	{Name: "dotnet", Opts: "d|diagnostics h|help info list-runtimes list-sdks version", Style: ExactInOrder, Subs: true, Does: unknownDoes,
		Examples: "dotnet build => write-r:maybe .\n"},
	{Name: "dotnet ef", Like: "dotnet-ef"},
	{Name: "dotnet tool", Opts: "h|help", Style: ExactInOrder, Subs: true},
	{Name: "dotnet tool run", Opts: "allow-roll-forward", Style: ExactInOrder, Run: &Run{Kind: RunArgv},
		Examples: "dotnet tool run dotnet-ef database drop -f => rewind drops the database\n"},
	{Name: "dotnet-ef", Opts: efOpts, Style: Exact, Subs: true},
	{Name: "dotnet-ef database", Opts: efOpts, Style: Exact, Subs: true},
	{Name: "dotnet-ef database drop", Opts: efOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database", "", "dry-run") },
		Examples: "dotnet ef database drop --force => rewind drops the database\n" + "dotnet-ef database drop -f -c ShopContext => rewind drops the database\n" +
			"dotnet ef database drop --dry-run !> rewind drops the database\n"},
	{Name: "dotnet-ef database update", Opts: efOpts, Style: Exact, Does: efUpdateDoes,
		Examples: "dotnet ef database update 0 => rewind unapplies every migration\n" + "dotnet ef database update => -\n"},
	{Name: "dotnet-ef migrations", Opts: efOpts, Style: Exact, Subs: true},
	{Name: "dotnet-ef migrations remove", Opts: efOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts the last applied migration and deletes its files", "f", "") },
		Examples: "dotnet ef migrations remove --force => rewind reverts the last applied migration and deletes its files\n" +
			"dotnet ef migrations remove !> rewind reverts the last applied migration and deletes its files\n"},
	{Name: "drizzle-kit", Opts: drizzleOpts, Style: Exact, Subs: true},
	{Name: "drizzle-kit drop", Opts: drizzleOpts, Style: Exact, Does: func(c *Call) { rewind(c, "deletes a generated migration and its journal entry", "", "") },
		Examples: "npx drizzle-kit drop => rewind deletes a generated migration and its journal entry\n"},
	{Name: "drizzle-kit export", Opts: drizzleOpts + " sql", Style: Exact,
		Examples: "npx drizzle-kit export --sql > drizzle/0001_init.sql => write drizzle/0001_init.sql\n"},
	{Name: "drizzle-kit push", Opts: drizzleOpts, Style: Exact, Does: func(c *Call) { rewind(c, "pushes the schema, approving data loss without review", "force", "") },
		Examples: "pnpm drizzle-kit push --force => rewind pushes the schema, approving data loss without review\n" + "npx drizzle-kit push !> rewind pushes the schema, approving data loss without review\n"},
	{Name: "flask", Opts: "A|app= e|env-file= debug no-debug", Style: ExactInOrder, Subs: true},
	{Name: "flask db", Opts: flaskDBOpts, Style: Exact, Subs: true},
	{Name: "flask db downgrade", Opts: flaskDBOpts, Style: Exact, Does: func(c *Call) { rewind(c, "runs the rollback code of applied migrations", "", "sql") },
		Examples: "flask db downgrade => rewind runs the rollback code of applied migrations\n" + "flask --app app db downgrade --sql !> rewind runs the rollback code of applied migrations\n"},
	{Name: "flask db stamp", Opts: flaskDBOpts, Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the version table without running migrations", "", "sql") },
		Examples: "flask db stamp head => rewind rewrites the version table without running migrations\n"},
	{Name: "flyway", Opts: "X q n cleanDisabled= cleanOnValidationError= configFiles= environment= workingDirectory=", Style: Single, Does: flywayDoes,
		Examples: "flyway -cleanDisabled=false clean => rewind drops every object of the schemas\n" + "flyway -url=jdbc:postgresql://db/app undo => rewind undoes applied migrations\n" +
			"flyway repair => rewind rewrites the schema history's checksums\n" + "flyway -baselineVersion=3 baseline => rewind marks migrations as applied without running them\n" +
			"flyway -cleanOnValidationError=true migrate => rewind drops every object of the schemas\n" + "flyway migrate => -\n" + "flyway info => -\n"},
	{Name: "goose", Opts: "dir= table= v h s allow-missing no-versioning certfile= ssl-cert= ssl-key= timeout= no-color env=", Style: Single,
		Does: gooseDoes,
		Examples: "goose -dir migrations postgres \"$DB\" down => rewind rolls the latest migration back\n" + "goose -dir db/migrations fix => rewind renames applied migrations to sequential versions\n" +
			"GOOSE_DRIVER=postgres goose reset => rewind rolls back every migration\n" + "goose -dir migrations postgres \"$DB\" up => -\n" + "goose status => -\n" +
			"goose run -t 'fix the tests' => settings:unattended goose run\n" + "GOOSE_MODE=auto goose run -i task.md => settings:unattended goose run\n" +
			"GOOSE_MODE=approve goose run -t x => -\n"},
	{Name: "hasura", Opts: hasuraOpts, Style: Exact, Subs: true},
	{Name: "hasura migrate", Opts: hasuraOpts, Style: Exact, Subs: true},
	{Name: "hasura migrate apply", Opts: hasuraOpts, Style: Exact, Does: hasuraApplyDoes,
		Examples: "hasura migrate apply --down 2 --database-name default => rewind runs the rollback of applied migrations\n" +
			"hasura migrate apply --up 1 --skip-execution => rewind marks migrations as applied without running them\n" +
			"hasura migrate apply --database-name default => -\n"},
	{Name: "hasura migrate delete", Opts: hasuraOpts, Style: Exact, Does: func(c *Call) { rewind(c, "deletes migrations from the project and its state", "", "") },
		Examples: "hasura migrate delete --all --database-name default => rewind deletes migrations from the project and its state\n"},
	{Name: "hasura migrate squash", Opts: hasuraOpts, Style: Exact, Does: func(c *Call) { rewind(c, "squashes applied migrations and deletes their sources", "delete-source", "") },
		Examples: "hasura migrate squash --from 1700000000000 --delete-source => rewind squashes applied migrations and deletes their sources\n" +
			"hasura migrate squash --from 1700000000000 !> rewind squashes applied migrations and deletes their sources\n"},
	{Name: "knex", Opts: "knexfile= cwd= env= esm specific= client= connection= migrations-directory= migrations-table-name= debug verbose all timestamp-filename-prefix= x= stub=", Style: Exact,
		Does: func(c *Call) { c.tasks(knexTasks[:], matchExact, false) },
		Examples: "npx knex migrate:down => rewind runs the rollback of applied migrations\n" + "knex migrate:rollback --all --env production => rewind runs the rollback of applied migrations\n" +
			"npx knex migrate:latest => -\n"},
	{Name: "liquibase", Opts: liquibaseOpts, Style: Exact, Does: func(c *Call) { c.tasks(liquibaseTasks[:], matchLiquibase, true) },
		Examples: "liquibase drop-all => rewind drops every object of the schema\n" + "liquibase --changelog-file=db/changelog.xml rollback-count 2 => rewind rolls back applied changesets\n" +
			"liquibase rollbackToDate 2024-01-01 => rewind rolls back applied changesets\n" + "liquibase clearCheckSums => rewind clears checksums so edited changesets pass\n" +
			"liquibase changelog-sync => rewind marks migrations as applied without running them\n" + "liquibase rollback-count-sql 2 => -\n" + "liquibase update --tag rollback-point => -\n"},
	{Name: "manage.py", Opts: djangoOpts, Subs: true, Does: unknownDoes,
		Examples: "./manage.py runserver => write-r:maybe .\n"},
	{Name: "manage.py dbshell", Opts: djangoOpts, Does: djangoDbshellDoes,
		Examples: "python manage.py dbshell <<< 'DROP TABLE users;' => destroy-r:database table users and its rows\n" +
			"./manage.py dbshell -- -c 'TRUNCATE orders' => destroy:database every row of orders\n" +
			"./manage.py dbshell <<< 'SELECT 1;' !> destroy-r:database table users and its rows\n"},
	{Name: "manage.py drop_test_database", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "drops the test database", "", "") },
		Examples: "./manage.py drop_test_database --noinput => rewind drops the test database\n"},
	{Name: "manage.py flush", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "deletes every row of every table", "", "") },
		Examples: "./manage.py flush --no-input => rewind deletes every row of every table\n" + "django-admin flush --settings=app.settings => rewind deletes every row of every table\n"},
	{Name: "manage.py migrate", Opts: djangoOpts, Does: djangoMigrateDoes,
		Examples: "./manage.py migrate blog zero => rewind unapplies every migration of blog\n" + "./manage.py migrate --fake blog 0001 => rewind rewrites the migration ledger without running migrations\n" +
			"./manage.py migrate --prune => rewind deletes ledger rows of migrations that no longer exist\n" + "./manage.py migrate blog zero --plan !> rewind unapplies every migration of blog\n" +
			"./manage.py migrate => -\n"},
	{Name: "manage.py reset_db", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "drops and recreates the database", "", "") },
		Examples: "./manage.py reset_db --noinput => rewind drops and recreates the database\n"},
	{Name: "manage.py reset_schema", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "drops and recreates the schema", "", "") },
		Examples: "./manage.py reset_schema => rewind drops and recreates the schema\n"},
	{Name: "manage.py shell", Opts: djangoOpts + " c|command= i|interface= nostartup no-imports", Does: djangoShellDoes,
		Examples: "./manage.py shell -c 'print(1)' => exec:python print(1)\n" +
			"./manage.py shell -c 'from django.db import connection; connection.cursor().execute(\"DROP TABLE users\")' => destroy-r:database table users and its rows\n" +
			"./manage.py shell <<< 'import shutil; shutil.rmtree(\"/srv/media\")' => delete-r /srv/media\n"},
	{Name: "manage.py sqlflush", Opts: djangoOpts, // prints the SQL of flush: judged where a client runs it
		Examples: "python manage.py sqlflush | python manage.py dbshell => destroy:database every row of every table\n" +
			"./manage.py sqlflush | psql \"$DATABASE_URL\" => destroy:database every row of every table\n" +
			"django-admin sqlflush --settings=app.settings | sqlite3 db.sqlite3 => destroy:database every row of every table\n" +
			"python manage.py sqlflush | grep -v auth | npx prisma db execute --stdin => destroy:database every row of every table\n" +
			"python manage.py sqlflush !> destroy:database every row of every table\n" +
			"python manage.py sqlflush > flush.sql !> destroy:database every row of every table\n" +
			"python manage.py sqlflush | tee flush.log | psql => destroy:database every row of every table\n" +
			"python manage.py sqlflush | docker compose exec -T db psql -U app => destroy:database every row of every table\n" +
			"python manage.py sqlflush | ssh db psql app => destroy:database every row of every table\n" +
			"python manage.py sqlflush | tee flush.sql !> destroy:database every row of every table\n" +
			"python manage.py sqlflush > flush.sql && psql -f flush.sql => destroy:database every row of every table\n" +
			"python manage.py sqlflush | tee flush.sql; psql app < flush.sql => destroy:database every row of every table\n" +
			"psql -f flush.sql; python manage.py sqlflush > flush.sql !> destroy:database every row of every table\n" +
			"python manage.py sqlflush > flush.sql; psql -f other.sql !> destroy:database every row of every table\n" +
			"python manage.py sqlflush | less !> destroy:database every row of every table\n"},
	{Name: "manage.py sqlmigrate", Opts: djangoOpts + " backwards", // prints a migration's SQL, --backwards its rollback
		Examples: "python manage.py sqlmigrate --backwards blog 0002 | python manage.py dbshell => rewind unapplies migration blog 0002\n" +
			"python manage.py sqlmigrate blog 0002 | less !> rewind unapplies migration blog 0002\n" +
			"python manage.py sqlmigrate blog 0002 | python manage.py dbshell !> rewind unapplies migration blog 0002\n"},
	{Name: "medusa", Opts: "rollback modules= skip-links skip-scripts execute-safe-links execute-all-links concurrency= v|verbose h|help", Style: Exact,
		Does: func(c *Call) { c.tasks(medusaTasks[:], matchExact, false) },
		Examples: "npx medusa db:rollback --modules product => rewind runs the rollback of applied migrations\n" +
			"npx medusa db:migrate --rollback => rewind runs the rollback of applied migrations\n" + "npx medusa migrations revert => rewind runs the rollback of applied migrations\n" +
			"npx medusa db:migrate => -\n"},
	{Name: "migra", Opts: "unsafe schema= exclude-schema= create-extensions-only ignore-extension-versions with-privileges force-utf8",
		Examples: "migra --unsafe postgresql:///prod postgresql:///dev > migrations/3_sync.sql => write migrations/3_sync.sql\n"},
	{Name: "migrate", Opts: "source= path= database= prefetch= lock-timeout= verbose version help all f", Style: Single,
		Does: func(c *Call) { c.tasks(golangMigrateTasks[:], matchExact, true) },
		Examples: "migrate -path migrations -database \"$DATABASE_URL\" down -all => rewind rolls back applied migrations\n" +
			"migrate -source file://db -database \"$DB\" force 12 => rewind sets the recorded version without running migrations\n" +
			"migrate -path migrations -database \"$DB\" drop -f => rewind drops everything in the database\n" +
			"migrate -path migrations -database \"$DB\" up => -\n" + "migrate create -ext sql -dir db add_users => -\n"},
	{Name: "mikro-orm", Opts: "r|run d|dump drop-migrations-table drop-db seed? to= from= only= config= contextName= context= fk-checks safe drop-tables", Style: Exact,
		Does: func(c *Call) { c.tasks(mikroTasks[:], matchExact, false) },
		Examples: "npx mikro-orm migration:down => rewind runs the rollback of applied migrations\n" + "npx mikro-orm schema:drop --run => rewind drops the schema\n" +
			"npx mikro-orm schema:drop --dump !> rewind drops the schema\n" + "npx mikro-orm migration:up => -\n"},
	{Name: "mikro-orm-esm", Like: "mikro-orm"},
	{Name: "mix", Subs: true, Does: unknownDoes,
		Examples: "mix test => write-r:maybe .\n"},
	{Name: "mix ecto.drop", Opts: ectoOpts, Does: func(c *Call) { rewind(c, "drops the database", "", "") },
		Examples: "mix ecto.drop -r MyApp.Repo => rewind drops the database\n"},
	{Name: "mix ecto.reset", Opts: ectoOpts, Does: func(c *Call) { rewind(c, "drops and recreates the database", "", "") },
		Examples: "MIX_ENV=test mix ecto.reset => rewind drops and recreates the database\n"},
	{Name: "mix ecto.rollback", Opts: ectoOpts, Does: func(c *Call) { rewind(c, "runs the rollback of applied migrations", "", "") },
		Examples: "mix ecto.rollback --all => rewind runs the rollback of applied migrations\n" + "mix ecto.migrate !> rewind runs the rollback of applied migrations\n"},
	{Name: "node-pg-migrate", Opts: nodePgMigrateOpts, Style: Exact,
		Does: func(c *Call) { c.tasks(nodePgMigrateTasks[:], matchExact, false) },
		Examples: "npx node-pg-migrate down 2 => rewind runs the rollback of applied migrations\n" + "node-pg-migrate redo => rewind runs the rollback of applied migrations\n" +
			"node-pg-migrate up --fake => rewind marks migrations as applied without running them\n" + "node-pg-migrate up => -\n"},
	{Name: "payload", Opts: "force-accept-warning config= disable-transpile", Style: Exact,
		Does: func(c *Call) { c.tasks(payloadTasks[:], matchExact, false) },
		Examples: "npx payload migrate:fresh => rewind drops every table and migrates again\n" + "pnpm payload migrate:down => rewind runs the rollback of applied migrations\n" +
			"npx payload migrate => -\n"},
	{Name: "phinx", Opts: symfonyOpts + " c|configuration= p|parser= e|environment= t|target= d|date= f|force x|dry-run fake", Style: Exact,
		Does: func(c *Call) { c.tasks(phinxTasks[:], matchSymfony, false) },
		Examples: "vendor/bin/phinx rollback -e production -t 0 => rewind runs the rollback code of applied migrations\n" +
			"vendor/bin/phinx rollback --dry-run !> rewind runs the rollback code of applied migrations\n" +
			"vendor/bin/phinx migrate --fake => rewind marks migrations as applied without running them\n" + "vendor/bin/phinx migrate => -\n"},
	{Name: "prisma", Opts: prismaOpts, Style: Exact, Subs: true},
	{Name: "prisma db", Opts: prismaOpts, Style: Exact, Subs: true},
	{Name: "prisma db execute", Opts: prismaOpts + " file= stdin url=", Style: Exact, Does: prismaExecuteDoes,
		Examples: "npx prisma db execute --stdin <<< 'DROP TABLE \"Session\";' => destroy-r:database table session and its rows\n"},
	{Name: "prisma db push", Opts: prismaOpts + " accept-data-loss force-reset skip-generate", Style: Exact, Does: func(c *Call) { rewind(c, "pushes the schema, accepting data loss", "accept-data-loss force-reset", "") },
		Examples: "npx prisma db push --accept-data-loss => rewind pushes the schema, accepting data loss\n" +
			"npx prisma db push --force-reset => rewind pushes the schema, accepting data loss\n" +
			"npx prisma db push !> rewind pushes the schema, accepting data loss\n"},
	{Name: "prisma migrate", Opts: prismaOpts, Style: Exact, Subs: true},
	{Name: "prisma migrate diff", Opts: prismaOpts + " script exit-code o|output= config= from-empty to-empty from-schema= to-schema= from-schema-datamodel= to-schema-datamodel= from-schema-datasource= to-schema-datasource= from-migrations= to-migrations= from-url= to-url= from-local-d1 to-local-d1 from-config-datasource to-config-datasource shadow-database-url=", Style: Exact,
		Does: func(c *Call) {
			if o, ok := c.Value("o"); ok && o.S != "-" {
				c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "prisma migrate diff --output"})
			}
		},
		Examples: "npx prisma migrate diff --from-empty --to-schema-datamodel prisma/schema.prisma --script > prisma/migrations/0_init/migration.sql => write prisma/migrations/0_init/migration.sql\n" +
			"npx prisma migrate diff --from-migrations prisma/migrations --to-schema prisma/schema.prisma --script -o m.sql => write m.sql\n"},
	{Name: "prisma migrate reset", Opts: prismaOpts + " f|force skip-seed skip-generate", Style: Exact, Does: func(c *Call) { rewind(c, "drops the database and re-applies every migration", "", "") },
		Examples: "npx prisma migrate reset --force => rewind drops the database and re-applies every migration\n" +
			"pnpm exec prisma migrate reset --skip-seed => rewind drops the database and re-applies every migration\n" +
			"npx prisma migrate reset --help => -\n" + "npx prisma migrate deploy => -\n"},
	{Name: "prisma migrate resolve", Opts: prismaOpts + " applied= rolled-back=", Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the migration ledger without running migrations", "", "") },
		Examples: "npx prisma migrate resolve --applied 20240101000000_init => rewind rewrites the migration ledger without running migrations\n"},
	{Name: "rails", Opts: "e|environment= trace h|help", Does: railsDoes,
		Examples: "bin/rails db:drop => rewind drops the database\n" + "rails db:reset => rewind drops, recreates and reloads the database\n" +
			"bundle exec rails db:rollback STEP=3 => rewind runs the rollback code of applied migrations\n" + "bin/rails db:migrate:redo => rewind runs the rollback code of applied migrations\n" +
			"bin/rails db:drop:primary => rewind drops the database\n" + "bin/rails credentials:show => expose:credential the decrypted credentials (credentials:show)\n" +
			"EDITOR=cat rails credentials:edit => expose:credential the decrypted credentials (credentials:edit)\n" + "rails credentials:diff !> expose:credential the decrypted credentials (credentials:diff)\n" + "bin/rails db:migrate VERSION=0 => rewind runs the rollback code of applied migrations\n" +
			"bin/rails db:schema:load => rewind drops and recreates every table from the schema file\n" +
			"bin/rails db:migrate => write-r:maybe .\n" + "bin/rails db:migrate !> rewind runs the rollback code of applied migrations\n" +
			"RAILS_ENV=test bin/rails db:test:prepare !> rewind drops the database\n" +
			"bin/rails runner \"ActiveRecord::Base.connection.execute('DROP TABLE users')\" => destroy-r:database table users and its rows\n" +
			"bin/rails runner 'puts User.count' !> destroy-r:database table users and its rows\n" +
			"bin/rails r 'system(\"rm -rf /srv/app\")' => delete-r /srv/app\n" +
			"bin/rails dbconsole <<< 'DROP TABLE users;' => destroy-r:database table users and its rows\n" +
			"bin/rails db -p <<< 'SELECT 1;' !> destroy-r:database table users and its rows\n" +
			"bin/rails db:setup => rewind loads the schema, dropping every table it holds, and seeds\n"},
	{Name: "rake", Opts: "f|rakefile= C|directory= e|execute= E|execute-continue= p|execute-print= I|libdir= R|rakelibdir= r|require= n|dry-run T|tasks? D|describe? P|prereqs W|where? t|trace? q|quiet s|silent v|verbose j|jobs? m|multitask B|build-all N|no-search G|no-system g|system A|all X|no-deprecation-warnings backtrace? comments rules suppress-backtrace= job-stats? V|version h|H|help",
		Does: railsDoes,
		Examples: "bundle exec rake db:drop db:create db:migrate => rewind drops the database\n" + "rake db:truncate_all => rewind deletes every row of every table\n" +
			"rake -T db:drop !> rewind drops the database\n" + "rake -n db:drop !> rewind drops the database\n"},
	{Name: "redwood", Like: "rw"},
	{Name: "rw", Subs: true, Does: unknownDoes, Examples: "yarn rw build => write-r:maybe .\n"},
	{Name: "rw prisma", Like: "prisma"},
	{Name: "sea-orm-cli", Opts: "v|verbose", Style: Exact, Subs: true},
	{Name: "sea-orm-cli migrate", Opts: "d|migration-dir= u|database-url= s|database-schema= n|num= v|verbose", Style: Exact,
		Does: func(c *Call) { c.tasks(seaTasks[:], matchExact, false) },
		Examples: "sea-orm-cli migrate fresh => rewind drops every table and migrates again\n" + "sea-orm-cli migrate down -n 1 => rewind runs the rollback of applied migrations\n" +
			"sea-orm-cli migrate up => -\n"},
	{Name: "sequelize", Opts: "env= config= options-path= migrations-path= seeders-path= models-path= url= debug to= from= name= seed=", Style: Exact,
		Does: func(c *Call) { c.tasks(sequelizeTasks[:], matchExact, false) },
		Examples: "npx sequelize-cli db:migrate:undo:all => rewind runs the rollback of applied migrations\n" + "npx sequelize db:drop => rewind drops the database\n" +
			"npx sequelize-cli db:seed:undo:all => rewind deletes the seeded rows\n" + "npx sequelize-cli db:migrate => -\n"},
	{Name: "sequelize-cli", Like: "sequelize"},
	{Name: "sqitch", Opts: "C|chdir= etc-path no-pager quiet verbose t|target= d|db-name= u|db-user= h|db-host= p|db-port= f|plan-file= top-dir= registry= client= engine= y to-change= to= mode= verify no-verify log-only lock-timeout= s|set= e|set-deploy= r|set-revert= m|modified",
		Does: func(c *Call) { c.tasks(sqitchTasks[:], matchExact, false) },
		Examples: "sqitch revert -y db:pg:app => rewind reverts deployed changes\n" + "sqitch rebase --onto @HEAD^ -y => rewind reverts deployed changes\n" +
			"sqitch deploy --log-only => rewind records changes as deployed without running them\n" + "sqitch deploy => -\n"},
	{Name: "sqlx", Opts: sqlxOpts, Style: Exact, Subs: true},
	{Name: "sqlx database", Opts: sqlxOpts, Style: Exact, Subs: true},
	{Name: "sqlx database drop", Opts: sqlxOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database", "", "") },
		Examples: "sqlx database drop -y => rewind drops the database\n" + "cargo-sqlx sqlx database drop -y => rewind drops the database\n"},
	{Name: "sqlx database reset", Opts: sqlxOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database and re-applies every migration", "", "") },
		Examples: "sqlx database reset -y => rewind drops the database and re-applies every migration\n"},
	{Name: "sqlx db", Like: "sqlx database"},
	{Name: "sqlx migrate", Opts: sqlxOpts, Style: Exact, Subs: true},
	{Name: "sqlx migrate revert", Opts: sqlxOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts applied migrations", "", "") },
		Examples: "sqlx migrate revert => rewind reverts applied migrations\n" + "sqlx migrate run !> rewind reverts applied migrations\n"},
	{Name: "supabase", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase branches", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase branches delete", Opts: supabaseOpts, Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "preview branch", 0) },
		Examples: "supabase branches delete feat-x => destroy:cloud preview branch feat-x and its database\n"},
	{Name: "supabase db", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase db diff", Opts: supabaseOpts + " f|file= s|schema= linked local db-url= use-migra use-pgadmin use-pg-schema use-pg-delta", Style: Exact,
		Examples: "supabase db diff --local > supabase/migrations/20240101000000_x.sql => write supabase/migrations/20240101000000_x.sql\n" + "supabase db diff -f add_todos => -\n"},
	{Name: "supabase db reset", Opts: supabaseOpts + " linked local db-url= no-seed version= last=", Style: Exact, Does: func(c *Call) { rewind(c, "drops the database and re-applies every migration", "", "") },
		Examples: "supabase db reset => rewind drops the database and re-applies every migration\n" + "npx supabase db reset --linked => rewind drops the database and re-applies every migration\n" +
			"supabase db diff -f add_todos => -\n"},
	{Name: "supabase domains", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase domains delete", Opts: supabaseOpts + " project-ref=", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "custom domain", -1) },
		Examples: "supabase domains delete --project-ref abc => destroy:cloud custom domain of the project\n"},
	{Name: "supabase functions", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase functions delete", Opts: supabaseOpts + " project-ref=", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "edge function", 0) },
		Examples: "supabase functions delete send-email => destroy:cloud edge function send-email\n"},
	{Name: "supabase migration", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase migration down", Opts: supabaseOpts + " linked local db-url= last=", Style: Exact, Does: func(c *Call) { rewind(c, "runs the rollback of applied migrations", "", "") },
		Examples: "supabase migration down --last 2 => rewind runs the rollback of applied migrations\n"},
	{Name: "supabase migration repair", Opts: supabaseOpts + " status= linked local db-url=", Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the migration history table", "", "") },
		Examples: "supabase migration repair --status reverted 20240101000000 => rewind rewrites the migration history table\n"},
	{Name: "supabase migration squash", Opts: supabaseOpts + " version= linked local db-url=", Style: Exact, Does: func(c *Call) { rewind(c, "squashes applied migrations into one file", "", "") },
		Examples: "supabase migration squash --version=20240301000000 => rewind squashes applied migrations into one file\n" + "supabase migration up !> rewind squashes applied migrations into one file\n"},
	{Name: "supabase projects", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase projects delete", Opts: supabaseOpts, Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "project", 0) },
		Examples: "supabase projects delete abcdefghijklmnop => destroy:cloud project abcdefghijklmnop and its database\n"},
	{Name: "supabase secrets", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase secrets unset", Opts: supabaseOpts + " project-ref=", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "secret-store", "secret", 0) },
		Examples: "supabase secrets unset STRIPE_KEY => destroy:secret-store secret STRIPE_KEY\n"},
	{Name: "supabase stop", Opts: supabaseOpts + " no-backup all project-id=", Style: Exact, Does: func(c *Call) { rewind(c, "deletes the local database's volumes", "no-backup", "") },
		Examples: "supabase stop --no-backup => rewind deletes the local database's volumes\n" + "supabase stop !> rewind deletes the local database's volumes\n"},
	{Name: "supabase storage", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase storage rm", Opts: supabaseOpts + " r|recursive linked local", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "storage objects", 0) },
		Examples: "supabase storage rm -r ss:///avatars => destroy:cloud storage objects ss:///avatars\n"},
	{Name: "typeorm", Opts: "d|dataSource= f|fake t|transaction= c|connection= o|outputJs esm p|pretty dryrun", Style: Exact, Does: typeormDoes,
		Examples: "npx typeorm migration:revert -d src/data-source.ts => rewind runs the rollback of applied migrations\n" +
			"npx typeorm-ts-node-commonjs schema:drop -d src/data-source.ts => rewind drops the schema\n" +
			"npx typeorm migration:run --fake -d ds.ts => rewind marks migrations as applied without running them\n" +
			"npx typeorm-ts-node-esm query 'TRUNCATE users' -d ds.ts => destroy:database every row of users\n" +
			"npx typeorm-ts-node-commonjs migration:run -d src/data-source.ts => -\n"},
	{Name: "typeorm-ts-node-commonjs", Like: "typeorm"},
	{Name: "typeorm-ts-node-esm", Like: "typeorm"},
	{Name: "umzug", Opts: "to= step= name= rerun= h|help", Style: Exact, Does: func(c *Call) { c.tasks(umzugTasks[:], matchExact, false) },
		Examples: "npx umzug down --to 0 => rewind runs the rollback of applied migrations\n" + "node migrate.js down --to 0 !> rewind runs the rollback of applied migrations\n" +
			"npx umzug up => -\n"},
}

const alembicOpts = "c|config= n|name= x= raiseerr q|quiet"

const atlasOpts = "u|url= to= dev-url= env= c|config= var= dir= auto-approve dry-run s|schema= exclude= format= revisions-schema= tx-mode= lock-timeout= baseline= allow-dirty exec-order= to-version= to-tag= dir-format= include= w|web"

const dieselOpts = "database-url= config-file= locked-schema migration-dir= all n|number="

const efOpts = "c|context= p|project= s|startup-project= framework= configuration= runtime= msbuildprojectextensionspath= no-build v|verbose no-color prefix-output f|force dry-run connection= o|output-dir= n|namespace= json h|help"

const drizzleOpts = "config= dialect= schema= out= url= strict verbose force breakpoints name= custom prefix= driver= casing= tablesFilter= schemaFilter= extensionsFilters="

const flaskDBOpts = "d|directory= x|x-arg= sql tag= purge"

const hasuraOpts = "endpoint= admin-secret= project= envfile= skip-update-check log-level= no-color insecure-skip-tls-verify certificate-authority= database-name= down= up= version= goto= type= skip-execution dry-run all-databases disable-interactive o|output= all server from= name= delete-source"

const djangoOpts = "settings= pythonpath= traceback no-color force-color v|verbosity= skip-checks database= noinput|no-input fake fake-initial plan check prune run-syncdb interactive"

const ectoOpts = "r|repo= no-compile no-deps-check all n|step= to= to-exclusive quiet f|force force-drop log-level= log-migrations-sql log-migrator-sql prefix= migrations-path="

const liquibaseOpts = "url= username= password= changelog-file= changeLogFile= defaults-file= defaultsFile= tag= count= date= contexts= context-filter= labels= label-filter= log-level= logLevel= search-path= searchPath= output-file= outputFile= driver= classpath= reference-url= referenceUrl= reference-username= reference-password= default-schema-name= liquibase-schema-name= changeset-id= changeset-author= changeset-path= rollback-script= force report-enabled= show-banner= h|help v|version"

const nodePgMigrateOpts = "d|database-url-var= m|migrations-dir= t|migrations-table= s|schema= migrations-schema= create-schema create-migrations-schema f|config-file= config-value= j|migration-file-language= template-file-name= tsconfig= envPath= timestamp check-order single-transaction no-lock lock reject-unauthorized fake dry-run verbose decamelize ignore-pattern= use-glob migration-filename-format= count="

const prismaOpts = "schema= h|help"

const sqlxOpts = "D|database-url= y f|force source= connect-timeout= no-dotenv target-version= sqlite-create-db-wal= dry-run"

const supabaseOpts = "workdir= debug experimental network-id= o|output= profile= create-ticket dns-resolver= yes agent= project-ref="

const symfonyOpts = "env= e n|no-interaction q|quiet v|verbose ansi no-ansi V|version h|help"

// rewind is the Does of a subcommand that rewinds applied history (what): when one of need is
// given ("" needs nothing) and none of unless (options, first aliases, space-separated) is.
func rewind(c *Call, what, need, unless string) {
	if need != "" && !c.hasIn(need) || c.onIn(unless) {
		return
	}
	c.Add(Effect{Kind: Rewind, By: byOf(c), Text: what})
}

// task is one task or subcommand of a tool that names them by a word (rails db:drop, knex
// migrate:down, goose down).
type task struct {
	name string // as the tool lists it
	what string
	need string // options one of which must be given; "" none
	not  string // options that keep it from rewinding (a dry run, an offline script)
	// arg, where set, lists the operands after the task that make it rewind ("prev first"):
	// a word there ending in "-" matches as a prefix (current-1).
	arg string
}

// tasks adds a Rewind for each of the operands (only the first, unless any) that names a task
// of the list, as match reads names.
func (c *Call) tasks(list []task, match func(word, name string) bool, any bool) {
	ops := c.Operands()
	for i, w := range ops {
		if i > 0 && !any {
			break
		}
		if w.Dyn {
			continue
		}
		for _, t := range list {
			if !match(w.S, t.name) || !c.taskApplies(t, ops[i+1:]) {
				continue
			}
			c.Add(Effect{Kind: Rewind, By: byOf(c) + " " + w.S, Text: t.what})
			break
		}
	}
}

func (c *Call) taskApplies(t task, after []Word) bool {
	if t.need != "" && !c.hasIn(t.need) || c.onIn(t.not) {
		return false
	}
	if t.arg == "" {
		return true
	}
	for _, w := range after {
		for _, a := range strings.Fields(t.arg) {
			if w.S == a || strings.HasSuffix(a, "-") && strings.HasPrefix(w.S, a) {
				return true
			}
		}
	}
	return false
}

func matchExact(word, name string) bool { return word == name }

// matchRails reads rake task names: the task itself, a database's own (db:drop:primary), or
// with arguments (db:rollback[3]).
func matchRails(word, name string) bool {
	return word == name || strings.HasPrefix(word, name+":") || strings.HasPrefix(word, name+"[")
}

// matchSymfony reads Symfony Console names, which may be shortened part by part and written
// in any case (php artisan mig:fr is migrate:fresh, bin/console d:d:d doctrine:database:drop).
func matchSymfony(word, name string) bool {
	w, n := strings.Split(strings.ToLower(word), ":"), strings.Split(name, ":")
	if len(w) != len(n) {
		return false
	}
	for i := range w {
		if w[i] == "" || !strings.HasPrefix(n[i], w[i]) {
			return false
		}
	}
	return true
}

// matchLiquibase reads Liquibase commands, which are kebab- or camel-case (drop-all, dropAll);
// a name ending in "*" matches its longer forms (rollback-count).
func matchLiquibase(word, name string) bool {
	norm := func(s string) string {
		return strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(s))
	}
	w := norm(word)
	if strings.HasSuffix(w, "sql") {
		return false // the -sql forms print SQL and run nothing
	}
	if p, ok := strings.CutSuffix(name, "*"); ok {
		return strings.HasPrefix(w, norm(p))
	}
	return w == norm(name)
}

// The phrases shared by many tools' tasks.
const (
	whatRollback = "runs the rollback code of applied migrations"
	whatDown     = "runs the rollback of applied migrations"
	whatDropDB   = "drops the database"
	whatFresh    = "drops every table and migrates again"
	whatFake     = "marks migrations as applied without running them"
)

var railsTasks = [...]task{
	{name: "db:drop", what: whatDropDB},
	{name: "db:reset", what: "drops, recreates and reloads the database"},
	{name: "db:rollback", what: whatRollback},
	{name: "db:migrate:down", what: whatRollback},
	{name: "db:migrate:redo", what: whatRollback},
	{name: "db:migrate:reset", what: "drops the database and runs every migration again"},
	{name: "db:schema:load", what: "drops and recreates every table from the schema file"},
	{name: "db:setup", what: "loads the schema, dropping every table it holds, and seeds"},
	{name: "db:structure:load", what: "drops and recreates every table from the structure file"},
	{name: "db:purge", what: "empties the database"},
	{name: "db:truncate_all", what: "deletes every row of every table"},
	{name: "db:seed:replant", what: "deletes every row of every table and seeds again"},
	{name: "db:fixtures:load", what: "replaces the tables' rows with fixtures"},
	{name: "db:environment:set", what: "rewrites the environment the database records, which protects it from destructive tasks"},
}

var dbMigrateTasks = [...]task{
	{name: "reset", what: "runs the rollback of every applied migration", not: "dry-run"},
	{name: "down", what: whatDown, not: "dry-run"},
	{name: "db:drop", what: whatDropDB},
}

// matchScoped reads db-migrate's task names: the task itself, or scoped (down:all, up:users).
func matchScoped(word, name string) bool {
	return word == name || strings.HasPrefix(word, name+":")
}

var medusaTasks = [...]task{
	{name: "db:rollback", what: whatDown},
	{name: "db:migrate", what: whatDown, need: "rollback"},
	{name: "migrations", what: whatDown, arg: "revert"},
}

var umzugTasks = [...]task{
	{name: "down", what: whatDown},
}

var knexTasks = [...]task{
	{name: "migrate:down", what: whatDown},
	{name: "migrate:rollback", what: whatDown},
}

var sequelizeTasks = [...]task{
	{name: "db:migrate:undo", what: whatDown},
	{name: "db:migrate:undo:all", what: whatDown},
	{name: "db:seed:undo", what: "deletes the seeded rows"},
	{name: "db:seed:undo:all", what: "deletes the seeded rows"},
	{name: "db:drop", what: whatDropDB},
}

var golangMigrateTasks = [...]task{
	{name: "down", what: "rolls back applied migrations"},
	{name: "drop", what: "drops everything in the database"},
	{name: "force", what: "sets the recorded version without running migrations"},
	{name: "goto", what: "migrates to a version, rolling back the ones after it"},
}

// gooseDoes: pressly's goose has no run command; `goose run` is Block's coding agent, whose
// default mode (GOOSE_MODE auto, its config aside) approves every tool (agents.go). Only a mode
// that asks, or chats, given on the line keeps its approvals.
func gooseDoes(c *Call) {
	if c.Op(0) != "run" {
		c.tasks(gooseTasks[:], matchExact, true)
		return
	}
	if v, ok := c.assigned("GOOSE_MODE"); ok && !v.Dyn && inWords("approve smart_approve chat", strings.ToLower(v.S)) {
		return
	}
	c.unattended("goose run")
}

var gooseTasks = [...]task{
	{name: "down", what: "rolls the latest migration back"},
	{name: "down-to", what: "rolls migrations back to a version"},
	{name: "reset", what: "rolls back every migration"},
	{name: "redo", what: "rolls the latest migration back and runs it again"},
	{name: "fix", what: "renames applied migrations to sequential versions"},
}

var dbmateTasks = [...]task{
	{name: "drop", what: whatDropDB},
	{name: "rollback", what: "rolls the latest migration back"},
	{name: "down", what: "rolls the latest migration back"},
}

var seaTasks = [...]task{
	{name: "down", what: whatDown},
	{name: "fresh", what: whatFresh},
	{name: "refresh", what: "rolls back every migration and migrates again"},
	{name: "reset", what: "rolls back every migration"},
}

var artisanTasks = [...]task{
	{name: "migrate:fresh", what: whatFresh, not: "pretend"},
	{name: "migrate:reset", what: "rolls back every migration", not: "pretend"},
	{name: "migrate:refresh", what: "rolls back every migration and migrates again", not: "pretend"},
	{name: "migrate:rollback", what: whatRollback, not: "pretend"},
	{name: "db:wipe", what: "drops every table, view and type"},
	{name: "schema:dump", what: "deletes every migration file after dumping the schema", need: "prune"},
}

var doctrineTasks = [...]task{
	{name: "doctrine:database:drop", what: whatDropDB, need: "force"},
	{name: "doctrine:schema:drop", what: "drops the schema", need: "force"},
	{name: "doctrine:schema:update", what: "updates the schema, dropping what the mapping lacks", need: "complete"},
	{name: "doctrine:migrations:migrate", what: "migrates down to an earlier version", arg: "prev first current-"},
	{name: "doctrine:migrations:execute", what: "runs a migration's rollback", need: "down"},
	{name: "doctrine:migrations:version", what: "rewrites the migration ledger without running migrations", need: "delete add"},
	{name: "doctrine:migrations:rollup", what: "rewrites the migration ledger without running migrations"},
	{name: "doctrine:fixtures:load", what: "purges every table and loads fixtures", not: "append"},
	{name: "orm:schema-tool:drop", what: "drops the schema", need: "force"},
	{name: "orm:schema-tool:update", what: "updates the schema, dropping what the mapping lacks", need: "complete"},
	{name: "migrate", what: "migrates down to an earlier version", arg: "prev first current-"},
	{name: "execute", what: "runs a migration's rollback", need: "down", not: "dry-run"},
	{name: "version", what: "rewrites the migration ledger without running migrations", need: "delete add"},
	{name: "rollup", what: "rewrites the migration ledger without running migrations"},
}

var phinxTasks = [...]task{
	{name: "rollback", what: whatRollback, not: "x"},
	{name: "migrate", what: whatFake, need: "fake", not: "x"},
}

var mikroTasks = [...]task{
	{name: "migration:down", what: whatDown},
	{name: "migration:fresh", what: whatFresh},
	{name: "schema:drop", what: "drops the schema", not: "d"},
	{name: "schema:fresh", what: "drops the schema and creates it again", not: "d"},
}

var payloadTasks = [...]task{
	{name: "migrate:down", what: whatDown},
	{name: "migrate:reset", what: "rolls back every migration"},
	{name: "migrate:refresh", what: "rolls back every migration and migrates again"},
	{name: "migrate:fresh", what: whatFresh},
}

var nodePgMigrateTasks = [...]task{
	{name: "down", what: whatDown, not: "dry-run"},
	{name: "redo", what: whatDown, not: "dry-run"},
	{name: "up", what: whatFake, need: "fake"},
}

var sqitchTasks = [...]task{
	{name: "revert", what: "reverts deployed changes"},
	{name: "rebase", what: "reverts deployed changes"},
	{name: "checkout", what: "reverts deployed changes"},
	{name: "deploy", what: "records changes as deployed without running them", need: "log-only"},
}

var typeormTasks = [...]task{
	{name: "migration:revert", what: whatDown},
	{name: "schema:drop", what: "drops the schema"},
	{name: "schema:sync", what: "synchronises the schema, dropping what the entities lack"},
	{name: "migration:run", what: whatFake, need: "f"},
}

var flywayTasks = [...]task{
	{name: "clean", what: "drops every object of the schemas"},
	{name: "undo", what: "undoes applied migrations"},
	{name: "repair", what: "rewrites the schema history's checksums"},
	{name: "baseline", what: whatFake},
}

var liquibaseTasks = [...]task{
	{name: "drop-all", what: "drops every object of the schema"},
	{name: "rollback*", what: "rolls back applied changesets"},
	{name: "clear-checksums", what: "clears checksums so edited changesets pass"},
	{name: "changelog-sync*", what: whatFake},
	{name: "mark-next-changeset-ran*", what: whatFake},
}

// railsDoes reads rails and rake: each operand is a task; NAME=VALUE operands set the
// environment of the tasks (DISABLE_DATABASE_ENVIRONMENT_CHECK=1), and db:migrate VERSION=0
// rolls everything back. Other tasks run the project's code.
func railsDoes(c *Call) {
	if c.HasAny("T", "D", "W", "P", "n") {
		return // lists tasks, or a dry run
	}
	if c.Path[0] == "rails" && railsConsoleDoes(c) {
		return
	}
	if w, ok := c.Value("e"); ok && c.Path[0] == "rake" {
		c.Add(Effect{Kind: Exec, Lang: "ruby", Text: w.S, Known: !w.Dyn, By: "rake -e"})
	}
	migrate, zero := false, false
	for _, w := range c.Operands() {
		switch {
		case w.Dyn:
		case isAssign(w.S):
			c.Add(Effect{Kind: Env, Text: w.S, By: c.Path[0] + " NAME=VALUE"})
			c.envEffects(w.S)
			zero = zero || w.S == "VERSION=0"
		case w.S == "db:migrate":
			migrate = true
		case railsCredentials(w.S):
			c.Add(Effect{Kind: Expose, Class: "credential", Text: "the decrypted credentials (" + w.S + ")", Known: true, By: c.Path[0] + " " + w.S})
		case strings.HasPrefix(w.S, "db:migrate:"): // a database's own: db:migrate:primary
			switch strings.TrimPrefix(w.S, "db:migrate:") {
			case "down", "up", "redo", "reset", "status":
			default:
				migrate = true
			}
		}
	}
	c.tasks(railsTasks[:], matchRails, true)
	if migrate && zero {
		c.Add(Effect{Kind: Rewind, By: c.Path[0] + " db:migrate VERSION=0", Text: whatRollback})
	}
	unknownDoes(c)
}

// railsCredentials reports the tasks that print the master-key-protected credentials:
// credentials:show, encrypted:show, and credentials:edit (its editor is whatever $EDITOR says,
// cat included); per environment too (credentials:show --environment production).
func railsCredentials(task string) bool {
	switch task {
	case "credentials:show", "credentials:edit", "encrypted:show", "encrypted:edit":
		return true
	}
	return false
}

// djangoMigrateDoes: migrate APP zero unapplies an app's migrations; --fake and --prune rewrite
// the ledger; --plan and --check only print.
func djangoMigrateDoes(c *Call) {
	if c.HasAny("plan", "check") {
		return
	}
	by := byOf(c)
	switch {
	case c.Has("fake"):
		c.Add(Effect{Kind: Rewind, By: by + " --fake", Text: "rewrites the migration ledger without running migrations"})
	case c.Has("prune"):
		c.Add(Effect{Kind: Rewind, By: by + " --prune", Text: "deletes ledger rows of migrations that no longer exist"})
	case c.Op(1) == "zero":
		c.Add(Effect{Kind: Rewind, By: by + " zero", Text: "unapplies every migration of " + c.Op(0)})
	}
}

// efUpdateDoes: database update 0 unapplies every migration.
func efUpdateDoes(c *Call) {
	if c.Op(0) == "0" {
		c.Add(Effect{Kind: Rewind, By: "dotnet-ef database update 0", Text: "unapplies every migration"})
	}
}

func hasuraApplyDoes(c *Call) {
	if c.dryRun("dry-run") {
		return
	}
	switch {
	case c.Has("down"):
		c.Add(Effect{Kind: Rewind, By: "hasura migrate apply --down", Text: whatDown})
	case c.Has("skip-execution"):
		c.Add(Effect{Kind: Rewind, By: "hasura migrate apply --skip-execution", Text: whatFake})
	}
}

// flywayDoes reads flyway's commands (any operand) and the settings that make migrate clean.
func flywayDoes(c *Call) {
	c.tasks(flywayTasks[:], matchExact, true)
	if v, ok := c.Value("cleanOnValidationError"); ok && strings.EqualFold(v.S, "true") {
		c.Add(Effect{Kind: Rewind, By: "flyway -cleanOnValidationError=true", Text: flywayTasks[0].what})
	}
}

func typeormDoes(c *Call) {
	c.tasks(typeormTasks[:], matchExact, false)
	if c.Op(0) == "query" {
		if w := c.Operand(1); w.S != "" || w.Dyn {
			c.runText(client{}, w, "query")
		}
	}
}

// prismaExecuteDoes: prisma db execute runs a file's or stdin's SQL against the database.
func prismaExecuteDoes(c *Call) {
	if w, ok := c.Value("file"); ok {
		c.runFile(client{}, w)
	}
	if c.Has("stdin") {
		c.runStdin(client{})
	}
}

// supabaseDestroy is the Does of a supabase command deleting a hosted thing: its name is
// operand op (-1: the project itself).
func supabaseDestroy(c *Call, class, what string, op int) {
	text := what + " of the project"
	if op >= 0 {
		w := c.Operand(op)
		text = what + " " + w.S
	}
	switch what {
	case "project", "preview branch":
		text += " and its database"
	}
	c.Add(Effect{Kind: Destroy, Class: class, By: byOf(c), Text: text, Known: true})
}
