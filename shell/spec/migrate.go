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
		Examples: []string{"alembic downgrade -1 => rewind runs the rollback code of applied migrations", "uv run alembic downgrade base => rewind runs the rollback code of applied migrations",
			"alembic downgrade base --sql !> rewind runs the rollback code of applied migrations", "alembic upgrade head => -"}},
	{Name: "alembic stamp", Opts: "sql tag= purge " + alembicOpts, Does: func(c *Call) { rewind(c, "rewrites the version table without running migrations", "", "sql") },
		Examples: []string{"alembic stamp head => rewind rewrites the version table without running migrations", "alembic -c alembic.ini stamp --purge base => rewind rewrites the version table without running migrations"}},
	{Name: "artisan", Opts: symfonyOpts + " force seed seeder= database= path= realpath step= pretend drop-views drop-types prune graceful isolated? batch= schema-path=", Style: Exact,
		Does: func(c *Call) { c.tasks(artisanTasks[:], matchSymfony, false) },
		Examples: []string{"artisan migrate:fresh --seed => rewind drops every table and migrates again", "artisan migrate:rollback --step=2 => rewind runs the rollback code of applied migrations",
			"artisan mig:fr => rewind drops every table and migrates again", "./artisan db:wipe --force => rewind drops every table, view and type",
			"artisan schema:dump --prune => rewind deletes every migration file after dumping the schema", "artisan schema:dump !> rewind deletes every migration file after dumping the schema",
			"artisan migrate:rollback --pretend !> rewind runs the rollback code of applied migrations", "artisan migrate --force !> rewind drops every table and migrates again"}},
	{Name: "atlas", Opts: atlasOpts, Style: Exact, Subs: true},
	{Name: "atlas migrate", Opts: atlasOpts, Style: Exact, Subs: true},
	{Name: "atlas migrate down", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "runs the rollback of applied migrations", "", "dry-run") },
		Examples: []string{"atlas migrate down --env dev => rewind runs the rollback of applied migrations", "atlas migrate down --dry-run !> rewind runs the rollback of applied migrations"}},
	{Name: "atlas migrate hash", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "rewrites atlas.sum so edited migrations pass", "", "") },
		Examples: []string{"atlas migrate hash --dir file://migrations => rewind rewrites atlas.sum so edited migrations pass"}},
	{Name: "atlas migrate set", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the revision table without running migrations", "", "") },
		Examples: []string{"atlas migrate set 20240101000000 -u \"$DB\" => rewind rewrites the revision table without running migrations"}},
	{Name: "atlas schema", Opts: atlasOpts, Style: Exact, Subs: true},
	{Name: "atlas schema apply", Opts: atlasOpts, Style: Exact, Does: func(c *Call) {
		rewind(c, "applies a schema, dropping what it lacks, unreviewed", "auto-approve", "dry-run")
	},
		Examples: []string{"atlas schema apply -u \"$DB\" --to file://schema.hcl --auto-approve => rewind applies a schema, dropping what it lacks, unreviewed",
			"atlas schema apply -u \"$DB\" --to file://schema.hcl --dry-run !> rewind applies a schema, dropping what it lacks, unreviewed"}},
	{Name: "atlas schema clean", Opts: atlasOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops every object of the schema", "", "dry-run") },
		Examples: []string{"atlas schema clean -u \"$DATABASE_URL\" --auto-approve => rewind drops every object of the schema"}},
	{Name: "cargo sqlx", Like: "sqlx"},
	{Name: "cargo-sqlx", Subs: true}, // cargo runs it as cargo-sqlx sqlx ARGS
	{Name: "cargo-sqlx sqlx", Like: "sqlx"},
	{Name: "console", Opts: symfonyOpts + " force full-database complete append down dry-run delete add all if-exists purge-with-truncate em= connection= conn=", Style: Exact,
		Does: func(c *Call) { c.tasks(doctrineTasks[:], matchSymfony, false) },
		Examples: []string{"bin/console doctrine:schema:drop --force --full-database => rewind drops the schema", "bin/console d:d:d --force => rewind drops the database",
			"bin/console doctrine:database:drop !> rewind drops the database", "bin/console doctrine:migrations:migrate prev -n => rewind migrates down to an earlier version",
			"bin/console doctrine:migrations:migrate -n !> rewind migrates down to an earlier version",
			"bin/console doctrine:migrations:version --delete --all => rewind rewrites the migration ledger without running migrations",
			"bin/console doctrine:fixtures:load -n => rewind purges every table and loads fixtures", "bin/console doctrine:fixtures:load --append !> rewind purges every table and loads fixtures",
			"bin/console cache:clear => -"}},
	{Name: "dbmate", Opts: "u|url= e|env= env-file= d|migrations-dir= migrations-table= s|schema-file= no-dump-schema strict wait wait-timeout= v|verbose", Style: Exact,
		Does: func(c *Call) { c.tasks(dbmateTasks[:], matchExact, false) },
		Examples: []string{"dbmate drop => rewind drops the database", "dbmate -e TEST_DATABASE_URL rollback => rewind rolls the latest migration back",
			"dbmate --url \"$DB\" down => rewind rolls the latest migration back", "dbmate up => -", "dbmate new add_tags => -"}},
	{Name: "diesel", Opts: dieselOpts, Style: Exact, Subs: true},
	{Name: "diesel database", Opts: dieselOpts, Style: Exact, Subs: true},
	{Name: "diesel database drop", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database", "", "") },
		Examples: []string{"diesel database drop => rewind drops the database"}},
	{Name: "diesel database reset", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops and recreates the database", "", "") },
		Examples: []string{"diesel database reset --database-url \"$DB\" => rewind drops and recreates the database"}},
	{Name: "diesel migration", Opts: dieselOpts, Style: Exact, Subs: true},
	{Name: "diesel migration redo", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts and re-runs applied migrations", "", "") },
		Examples: []string{"diesel migration redo -n 2 => rewind reverts and re-runs applied migrations"}},
	{Name: "diesel migration revert", Opts: dieselOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts applied migrations", "", "") },
		Examples: []string{"diesel migration revert --all => rewind reverts applied migrations", "diesel migration run !> rewind reverts applied migrations"}},
	{Name: "django", Like: "manage.py"},
	{Name: "django-admin", Like: "manage.py"},
	{Name: "doctrine", Opts: symfonyOpts + " force complete dump-sql full-database em=", Style: Exact,
		Does:     func(c *Call) { c.tasks(doctrineTasks[:], matchSymfony, false) },
		Examples: []string{"vendor/bin/doctrine orm:schema-tool:drop --force => rewind drops the schema", "vendor/bin/doctrine orm:schema-tool:drop --dump-sql !> rewind drops the schema"}},
	{Name: "doctrine-migrations", Opts: symfonyOpts + " down up dry-run delete add all write-sql? configuration= db-configuration=", Style: Exact,
		Does: func(c *Call) { c.tasks(doctrineTasks[:], matchSymfony, false) },
		Examples: []string{"vendor/bin/doctrine-migrations migrate first => rewind migrates down to an earlier version",
			"vendor/bin/doctrine-migrations execute 'App\\Version2024' --down => rewind runs a migration's rollback"}},
	{Name: "dotnet", Opts: "d|diagnostics h|help info list-runtimes list-sdks version", Style: ExactInOrder, Subs: true, Does: unknownDoes,
		Examples: []string{"dotnet build => write-r:maybe ."}},
	{Name: "dotnet ef", Like: "dotnet-ef"},
	{Name: "dotnet tool", Opts: "h|help", Style: ExactInOrder, Subs: true},
	{Name: "dotnet tool run", Opts: "allow-roll-forward", Style: ExactInOrder, Run: &Run{Kind: RunArgv},
		Examples: []string{"dotnet tool run dotnet-ef database drop -f => rewind drops the database"}},
	{Name: "dotnet-ef", Opts: efOpts, Style: Exact, Subs: true},
	{Name: "dotnet-ef database", Opts: efOpts, Style: Exact, Subs: true},
	{Name: "dotnet-ef database drop", Opts: efOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database", "", "dry-run") },
		Examples: []string{"dotnet ef database drop --force => rewind drops the database", "dotnet-ef database drop -f -c ShopContext => rewind drops the database",
			"dotnet ef database drop --dry-run !> rewind drops the database"}},
	{Name: "dotnet-ef database update", Opts: efOpts, Style: Exact, Does: efUpdateDoes,
		Examples: []string{"dotnet ef database update 0 => rewind unapplies every migration", "dotnet ef database update => -"}},
	{Name: "dotnet-ef migrations", Opts: efOpts, Style: Exact, Subs: true},
	{Name: "dotnet-ef migrations remove", Opts: efOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts the last applied migration and deletes its files", "f", "") },
		Examples: []string{"dotnet ef migrations remove --force => rewind reverts the last applied migration and deletes its files",
			"dotnet ef migrations remove !> rewind reverts the last applied migration and deletes its files"}},
	{Name: "drizzle-kit", Opts: drizzleOpts, Style: Exact, Subs: true},
	{Name: "drizzle-kit drop", Opts: drizzleOpts, Style: Exact, Does: func(c *Call) { rewind(c, "deletes a generated migration and its journal entry", "", "") },
		Examples: []string{"npx drizzle-kit drop => rewind deletes a generated migration and its journal entry"}},
	{Name: "drizzle-kit push", Opts: drizzleOpts, Style: Exact, Does: func(c *Call) { rewind(c, "pushes the schema, approving data loss without review", "force", "") },
		Examples: []string{"pnpm drizzle-kit push --force => rewind pushes the schema, approving data loss without review", "npx drizzle-kit push !> rewind pushes the schema, approving data loss without review"}},
	{Name: "flask", Opts: "A|app= e|env-file= debug no-debug", Style: ExactInOrder, Subs: true},
	{Name: "flask db", Opts: flaskDBOpts, Style: Exact, Subs: true},
	{Name: "flask db downgrade", Opts: flaskDBOpts, Style: Exact, Does: func(c *Call) { rewind(c, "runs the rollback code of applied migrations", "", "sql") },
		Examples: []string{"flask db downgrade => rewind runs the rollback code of applied migrations", "flask --app app db downgrade --sql !> rewind runs the rollback code of applied migrations"}},
	{Name: "flask db stamp", Opts: flaskDBOpts, Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the version table without running migrations", "", "sql") },
		Examples: []string{"flask db stamp head => rewind rewrites the version table without running migrations"}},
	{Name: "flyway", Opts: "X q n cleanDisabled= cleanOnValidationError= configFiles= environment= workingDirectory=", Style: Single, Does: flywayDoes,
		Examples: []string{"flyway -cleanDisabled=false clean => rewind drops every object of the schemas", "flyway -url=jdbc:postgresql://db/app undo => rewind undoes applied migrations",
			"flyway repair => rewind rewrites the schema history's checksums", "flyway -baselineVersion=3 baseline => rewind marks migrations as applied without running them",
			"flyway -cleanOnValidationError=true migrate => rewind drops every object of the schemas", "flyway migrate => -", "flyway info => -"}},
	{Name: "goose", Opts: "dir= table= v h s allow-missing no-versioning certfile= ssl-cert= ssl-key= timeout= no-color env=", Style: Single,
		Does: func(c *Call) { c.tasks(gooseTasks[:], matchExact, true) },
		Examples: []string{"goose -dir migrations postgres \"$DB\" down => rewind rolls the latest migration back", "goose -dir db/migrations fix => rewind renames applied migrations to sequential versions",
			"GOOSE_DRIVER=postgres goose reset => rewind rolls back every migration", "goose -dir migrations postgres \"$DB\" up => -", "goose status => -"}},
	{Name: "hasura", Opts: hasuraOpts, Style: Exact, Subs: true},
	{Name: "hasura migrate", Opts: hasuraOpts, Style: Exact, Subs: true},
	{Name: "hasura migrate apply", Opts: hasuraOpts, Style: Exact, Does: hasuraApplyDoes,
		Examples: []string{"hasura migrate apply --down 2 --database-name default => rewind runs the rollback of applied migrations",
			"hasura migrate apply --up 1 --skip-execution => rewind marks migrations as applied without running them",
			"hasura migrate apply --database-name default => -"}},
	{Name: "hasura migrate delete", Opts: hasuraOpts, Style: Exact, Does: func(c *Call) { rewind(c, "deletes migrations from the project and its state", "", "") },
		Examples: []string{"hasura migrate delete --all --database-name default => rewind deletes migrations from the project and its state"}},
	{Name: "hasura migrate squash", Opts: hasuraOpts, Style: Exact, Does: func(c *Call) { rewind(c, "squashes applied migrations and deletes their sources", "delete-source", "") },
		Examples: []string{"hasura migrate squash --from 1700000000000 --delete-source => rewind squashes applied migrations and deletes their sources",
			"hasura migrate squash --from 1700000000000 !> rewind squashes applied migrations and deletes their sources"}},
	{Name: "knex", Opts: "knexfile= cwd= env= esm specific= client= connection= migrations-directory= migrations-table-name= debug verbose all timestamp-filename-prefix= x= stub=", Style: Exact,
		Does: func(c *Call) { c.tasks(knexTasks[:], matchExact, false) },
		Examples: []string{"npx knex migrate:down => rewind runs the rollback of applied migrations", "knex migrate:rollback --all --env production => rewind runs the rollback of applied migrations",
			"npx knex migrate:latest => -"}},
	{Name: "liquibase", Opts: liquibaseOpts, Style: Exact, Does: func(c *Call) { c.tasks(liquibaseTasks[:], matchLiquibase, true) },
		Examples: []string{"liquibase drop-all => rewind drops every object of the schema", "liquibase --changelog-file=db/changelog.xml rollback-count 2 => rewind rolls back applied changesets",
			"liquibase rollbackToDate 2024-01-01 => rewind rolls back applied changesets", "liquibase clearCheckSums => rewind clears checksums so edited changesets pass",
			"liquibase changelog-sync => rewind marks migrations as applied without running them", "liquibase rollback-count-sql 2 => -", "liquibase update --tag rollback-point => -"}},
	{Name: "manage.py", Opts: djangoOpts, Subs: true, Does: unknownDoes,
		Examples: []string{"./manage.py runserver => write-r:maybe ."}},
	{Name: "manage.py drop_test_database", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "drops the test database", "", "") },
		Examples: []string{"./manage.py drop_test_database --noinput => rewind drops the test database"}},
	{Name: "manage.py flush", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "deletes every row of every table", "", "") },
		Examples: []string{"./manage.py flush --no-input => rewind deletes every row of every table", "django-admin flush --settings=app.settings => rewind deletes every row of every table"}},
	{Name: "manage.py migrate", Opts: djangoOpts, Does: djangoMigrateDoes,
		Examples: []string{"./manage.py migrate blog zero => rewind unapplies every migration of blog", "./manage.py migrate --fake blog 0001 => rewind rewrites the migration ledger without running migrations",
			"./manage.py migrate --prune => rewind deletes ledger rows of migrations that no longer exist", "./manage.py migrate blog zero --plan !> rewind unapplies every migration of blog",
			"./manage.py migrate => -"}},
	{Name: "manage.py reset_db", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "drops and recreates the database", "", "") },
		Examples: []string{"./manage.py reset_db --noinput => rewind drops and recreates the database"}},
	{Name: "manage.py reset_schema", Opts: djangoOpts, Does: func(c *Call) { rewind(c, "drops and recreates the schema", "", "") },
		Examples: []string{"./manage.py reset_schema => rewind drops and recreates the schema"}},
	{Name: "manage.py shell", Opts: djangoOpts + " c|command= i|interface= nostartup no-imports", Does: djangoShellDoes,
		Examples: []string{"./manage.py shell -c 'print(1)' => exec:python print(1)"}},
	{Name: "migrate", Opts: "source= path= database= prefetch= lock-timeout= verbose version help all f", Style: Single,
		Does: func(c *Call) { c.tasks(golangMigrateTasks[:], matchExact, true) },
		Examples: []string{"migrate -path migrations -database \"$DATABASE_URL\" down -all => rewind rolls back applied migrations",
			"migrate -source file://db -database \"$DB\" force 12 => rewind sets the recorded version without running migrations",
			"migrate -path migrations -database \"$DB\" drop -f => rewind drops everything in the database",
			"migrate -path migrations -database \"$DB\" up => -", "migrate create -ext sql -dir db add_users => -"}},
	{Name: "mikro-orm", Opts: "r|run d|dump drop-migrations-table drop-db seed? to= from= only= config= contextName= context= fk-checks safe drop-tables", Style: Exact,
		Does: func(c *Call) { c.tasks(mikroTasks[:], matchExact, false) },
		Examples: []string{"npx mikro-orm migration:down => rewind runs the rollback of applied migrations", "npx mikro-orm schema:drop --run => rewind drops the schema",
			"npx mikro-orm schema:drop --dump !> rewind drops the schema", "npx mikro-orm migration:up => -"}},
	{Name: "mikro-orm-esm", Like: "mikro-orm"},
	{Name: "mix", Subs: true, Does: unknownDoes,
		Examples: []string{"mix test => write-r:maybe ."}},
	{Name: "mix ecto.drop", Opts: ectoOpts, Does: func(c *Call) { rewind(c, "drops the database", "", "") },
		Examples: []string{"mix ecto.drop -r MyApp.Repo => rewind drops the database"}},
	{Name: "mix ecto.reset", Opts: ectoOpts, Does: func(c *Call) { rewind(c, "drops and recreates the database", "", "") },
		Examples: []string{"MIX_ENV=test mix ecto.reset => rewind drops and recreates the database"}},
	{Name: "mix ecto.rollback", Opts: ectoOpts, Does: func(c *Call) { rewind(c, "runs the rollback of applied migrations", "", "") },
		Examples: []string{"mix ecto.rollback --all => rewind runs the rollback of applied migrations", "mix ecto.migrate !> rewind runs the rollback of applied migrations"}},
	{Name: "node-pg-migrate", Opts: nodePgMigrateOpts, Style: Exact,
		Does: func(c *Call) { c.tasks(nodePgMigrateTasks[:], matchExact, false) },
		Examples: []string{"npx node-pg-migrate down 2 => rewind runs the rollback of applied migrations", "node-pg-migrate redo => rewind runs the rollback of applied migrations",
			"node-pg-migrate up --fake => rewind marks migrations as applied without running them", "node-pg-migrate up => -"}},
	{Name: "payload", Opts: "force-accept-warning config= disable-transpile", Style: Exact,
		Does: func(c *Call) { c.tasks(payloadTasks[:], matchExact, false) },
		Examples: []string{"npx payload migrate:fresh => rewind drops every table and migrates again", "pnpm payload migrate:down => rewind runs the rollback of applied migrations",
			"npx payload migrate => -"}},
	{Name: "phinx", Opts: symfonyOpts + " c|configuration= p|parser= e|environment= t|target= d|date= f|force x|dry-run fake", Style: Exact,
		Does: func(c *Call) { c.tasks(phinxTasks[:], matchSymfony, false) },
		Examples: []string{"vendor/bin/phinx rollback -e production -t 0 => rewind runs the rollback code of applied migrations",
			"vendor/bin/phinx rollback --dry-run !> rewind runs the rollback code of applied migrations",
			"vendor/bin/phinx migrate --fake => rewind marks migrations as applied without running them", "vendor/bin/phinx migrate => -"}},
	{Name: "prisma", Opts: prismaOpts, Style: Exact, Subs: true},
	{Name: "prisma db", Opts: prismaOpts, Style: Exact, Subs: true},
	{Name: "prisma db execute", Opts: prismaOpts + " file= stdin url=", Style: Exact, Does: prismaExecuteDoes,
		Examples: []string{"npx prisma db execute --stdin <<< 'DROP TABLE \"Session\";' => destroy-r:database table session and its rows"}},
	{Name: "prisma db push", Opts: prismaOpts + " accept-data-loss force-reset skip-generate", Style: Exact, Does: func(c *Call) { rewind(c, "pushes the schema, accepting data loss", "accept-data-loss force-reset", "") },
		Examples: []string{"npx prisma db push --accept-data-loss => rewind pushes the schema, accepting data loss",
			"npx prisma db push --force-reset => rewind pushes the schema, accepting data loss",
			"npx prisma db push !> rewind pushes the schema, accepting data loss"}},
	{Name: "prisma migrate", Opts: prismaOpts, Style: Exact, Subs: true},
	{Name: "prisma migrate reset", Opts: prismaOpts + " f|force skip-seed skip-generate", Style: Exact, Does: func(c *Call) { rewind(c, "drops the database and re-applies every migration", "", "") },
		Examples: []string{"npx prisma migrate reset --force => rewind drops the database and re-applies every migration",
			"pnpm exec prisma migrate reset --skip-seed => rewind drops the database and re-applies every migration",
			"npx prisma migrate reset --help => -", "npx prisma migrate deploy => -"}},
	{Name: "prisma migrate resolve", Opts: prismaOpts + " applied= rolled-back=", Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the migration ledger without running migrations", "", "") },
		Examples: []string{"npx prisma migrate resolve --applied 20240101000000_init => rewind rewrites the migration ledger without running migrations"}},
	{Name: "rails", Opts: "e|environment= trace h|help", Does: railsDoes,
		Examples: []string{"bin/rails db:drop => rewind drops the database", "rails db:reset => rewind drops, recreates and reloads the database",
			"bundle exec rails db:rollback STEP=3 => rewind runs the rollback code of applied migrations", "bin/rails db:migrate:redo => rewind runs the rollback code of applied migrations",
			"bin/rails db:drop:primary => rewind drops the database", "bin/rails db:migrate VERSION=0 => rewind runs the rollback code of applied migrations",
			"bin/rails db:schema:load => rewind drops and recreates every table from the schema file",
			"bin/rails db:migrate => write-r:maybe .", "bin/rails db:migrate !> rewind runs the rollback code of applied migrations",
			"RAILS_ENV=test bin/rails db:test:prepare !> rewind drops the database"}},
	{Name: "rake", Opts: "f|rakefile= C|directory= e|execute= E|execute-continue= p|execute-print= I|libdir= R|rakelibdir= r|require= n|dry-run T|tasks? D|describe? P|prereqs W|where? t|trace? q|quiet s|silent v|verbose j|jobs? m|multitask B|build-all N|no-search G|no-system g|system A|all X|no-deprecation-warnings backtrace? comments rules suppress-backtrace= job-stats? V|version h|H|help",
		Does: railsDoes,
		Examples: []string{"bundle exec rake db:drop db:create db:migrate => rewind drops the database", "rake db:truncate_all => rewind deletes every row of every table",
			"rake -T db:drop !> rewind drops the database", "rake -n db:drop !> rewind drops the database"}},
	{Name: "sea-orm-cli", Opts: "v|verbose", Style: Exact, Subs: true},
	{Name: "sea-orm-cli migrate", Opts: "d|migration-dir= u|database-url= s|database-schema= n|num= v|verbose", Style: Exact,
		Does: func(c *Call) { c.tasks(seaTasks[:], matchExact, false) },
		Examples: []string{"sea-orm-cli migrate fresh => rewind drops every table and migrates again", "sea-orm-cli migrate down -n 1 => rewind runs the rollback of applied migrations",
			"sea-orm-cli migrate up => -"}},
	{Name: "sequelize", Opts: "env= config= options-path= migrations-path= seeders-path= models-path= url= debug to= from= name= seed=", Style: Exact,
		Does: func(c *Call) { c.tasks(sequelizeTasks[:], matchExact, false) },
		Examples: []string{"npx sequelize-cli db:migrate:undo:all => rewind runs the rollback of applied migrations", "npx sequelize db:drop => rewind drops the database",
			"npx sequelize-cli db:seed:undo:all => rewind deletes the seeded rows", "npx sequelize-cli db:migrate => -"}},
	{Name: "sequelize-cli", Like: "sequelize"},
	{Name: "sqitch", Opts: "C|chdir= etc-path no-pager quiet verbose t|target= d|db-name= u|db-user= h|db-host= p|db-port= f|plan-file= top-dir= registry= client= engine= y to-change= to= mode= verify no-verify log-only lock-timeout= s|set= e|set-deploy= r|set-revert= m|modified",
		Does: func(c *Call) { c.tasks(sqitchTasks[:], matchExact, false) },
		Examples: []string{"sqitch revert -y db:pg:app => rewind reverts deployed changes", "sqitch rebase --onto @HEAD^ -y => rewind reverts deployed changes",
			"sqitch deploy --log-only => rewind records changes as deployed without running them", "sqitch deploy => -"}},
	{Name: "sqlx", Opts: sqlxOpts, Style: Exact, Subs: true},
	{Name: "sqlx database", Opts: sqlxOpts, Style: Exact, Subs: true},
	{Name: "sqlx database drop", Opts: sqlxOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database", "", "") },
		Examples: []string{"sqlx database drop -y => rewind drops the database", "cargo-sqlx sqlx database drop -y => rewind drops the database"}},
	{Name: "sqlx database reset", Opts: sqlxOpts, Style: Exact, Does: func(c *Call) { rewind(c, "drops the database and re-applies every migration", "", "") },
		Examples: []string{"sqlx database reset -y => rewind drops the database and re-applies every migration"}},
	{Name: "sqlx db", Like: "sqlx database"},
	{Name: "sqlx migrate", Opts: sqlxOpts, Style: Exact, Subs: true},
	{Name: "sqlx migrate revert", Opts: sqlxOpts, Style: Exact, Does: func(c *Call) { rewind(c, "reverts applied migrations", "", "") },
		Examples: []string{"sqlx migrate revert => rewind reverts applied migrations", "sqlx migrate run !> rewind reverts applied migrations"}},
	{Name: "supabase", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase branches", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase branches delete", Opts: supabaseOpts, Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "preview branch", 0) },
		Examples: []string{"supabase branches delete feat-x => destroy:cloud preview branch feat-x and its database"}},
	{Name: "supabase db", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase db reset", Opts: supabaseOpts + " linked local db-url= no-seed version= last=", Style: Exact, Does: func(c *Call) { rewind(c, "drops the database and re-applies every migration", "", "") },
		Examples: []string{"supabase db reset => rewind drops the database and re-applies every migration", "npx supabase db reset --linked => rewind drops the database and re-applies every migration",
			"supabase db diff -f add_todos => -"}},
	{Name: "supabase domains", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase domains delete", Opts: supabaseOpts + " project-ref=", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "custom domain", -1) },
		Examples: []string{"supabase domains delete --project-ref abc => destroy:cloud custom domain of the project"}},
	{Name: "supabase functions", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase functions delete", Opts: supabaseOpts + " project-ref=", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "edge function", 0) },
		Examples: []string{"supabase functions delete send-email => destroy:cloud edge function send-email"}},
	{Name: "supabase migration", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase migration down", Opts: supabaseOpts + " linked local db-url= last=", Style: Exact, Does: func(c *Call) { rewind(c, "runs the rollback of applied migrations", "", "") },
		Examples: []string{"supabase migration down --last 2 => rewind runs the rollback of applied migrations"}},
	{Name: "supabase migration repair", Opts: supabaseOpts + " status= linked local db-url=", Style: Exact, Does: func(c *Call) { rewind(c, "rewrites the migration history table", "", "") },
		Examples: []string{"supabase migration repair --status reverted 20240101000000 => rewind rewrites the migration history table"}},
	{Name: "supabase migration squash", Opts: supabaseOpts + " version= linked local db-url=", Style: Exact, Does: func(c *Call) { rewind(c, "squashes applied migrations into one file", "", "") },
		Examples: []string{"supabase migration squash --version=20240301000000 => rewind squashes applied migrations into one file", "supabase migration up !> rewind squashes applied migrations into one file"}},
	{Name: "supabase projects", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase projects delete", Opts: supabaseOpts, Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "project", 0) },
		Examples: []string{"supabase projects delete abcdefghijklmnop => destroy:cloud project abcdefghijklmnop and its database"}},
	{Name: "supabase secrets", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase secrets unset", Opts: supabaseOpts + " project-ref=", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "secret-store", "secret", 0) },
		Examples: []string{"supabase secrets unset STRIPE_KEY => destroy:secret-store secret STRIPE_KEY"}},
	{Name: "supabase stop", Opts: supabaseOpts + " no-backup all project-id=", Style: Exact, Does: func(c *Call) { rewind(c, "deletes the local database's volumes", "no-backup", "") },
		Examples: []string{"supabase stop --no-backup => rewind deletes the local database's volumes", "supabase stop !> rewind deletes the local database's volumes"}},
	{Name: "supabase storage", Opts: supabaseOpts, Style: Exact, Subs: true},
	{Name: "supabase storage rm", Opts: supabaseOpts + " r|recursive linked local", Style: Exact, Does: func(c *Call) { supabaseDestroy(c, "cloud", "storage objects", 0) },
		Examples: []string{"supabase storage rm -r ss:///avatars => destroy:cloud storage objects ss:///avatars"}},
	{Name: "typeorm", Opts: "d|dataSource= f|fake t|transaction= c|connection= o|outputJs esm p|pretty dryrun", Style: Exact, Does: typeormDoes,
		Examples: []string{"npx typeorm migration:revert -d src/data-source.ts => rewind runs the rollback of applied migrations",
			"npx typeorm-ts-node-commonjs schema:drop -d src/data-source.ts => rewind drops the schema",
			"npx typeorm migration:run --fake -d ds.ts => rewind marks migrations as applied without running them",
			"npx typeorm-ts-node-esm query 'TRUNCATE users' -d ds.ts => destroy:database every row of users",
			"npx typeorm-ts-node-commonjs migration:run -d src/data-source.ts => -"}},
	{Name: "typeorm-ts-node-commonjs", Like: "typeorm"},
	{Name: "typeorm-ts-node-esm", Like: "typeorm"},
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
	{name: "db:structure:load", what: "drops and recreates every table from the structure file"},
	{name: "db:purge", what: "empties the database"},
	{name: "db:truncate_all", what: "deletes every row of every table"},
	{name: "db:seed:replant", what: "deletes every row of every table and seeds again"},
	{name: "db:fixtures:load", what: "replaces the tables' rows with fixtures"},
	{name: "db:environment:set", what: "rewrites the environment the database records, which protects it from destructive tasks"},
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

func djangoShellDoes(c *Call) {
	if w, ok := c.Value("c"); ok {
		c.Add(Effect{Kind: Exec, Lang: "python", Text: w.S, Known: !w.Dyn, By: "manage.py shell -c"})
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
