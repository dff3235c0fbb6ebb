package spec

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/sqlscan"
)

// dbSpecs are the database clients and tools (psql, mysql, sqlite3, sqlcmd, mongosh, redis-cli,
// dropdb, ...) and the message brokers' admin tools. The SQL a client is given becomes an Exec
// "sql" effect (Class: the dialect where the client says), which Effects turns into Destroy
// effects by one dialect-aware lexer (package sqlscan); what a client's own commands do
// (psql's \i and \!, mysql's source and system, sqlite3's .read and .shell, sqlcmd's :r and
// !!) is read here, before the SQL goes to the lexer. Mongo shell code (Lang "js") and Redis
// commands (Lang "redis") are read here too.
//
// A Destroy of Class "database" with Tree removes schema objects (a table, a column, a view,
// a schema, a whole database), as rm -r removes a directory; without Tree it deletes rows,
// keys or documents and leaves the schema. A Destroy found in code carries the code's Lang.
// Brokers' deletions are Class "queue". Sorted by Name.
var dbSpecs = []Spec{
	{Name: "beeline", Opts: "u= n= p= d= e= f= i= w= a= hiveconf= hivevar= property-file= color? showHeader? headerInterval= fastConnect? autoCommit? verbose? showWarnings? force? maxWidth= maxColumnWidth= silent? autosave? outputformat= incremental? truncateTable? delimiterForDSV= isolation= nullemptystring? help h",
		Style: Single, Does: func(c *Call) { c.sqlClient(client{}, "e", "f") },
		Examples: "beeline -u jdbc:hive2://h:10000 -e 'DROP TABLE users' => destroy-r:database table users and its rows\n" +
			"beeline -e 'SHOW TABLES' !> destroy-r:database table users and its rows\n"},
	{Name: "bq", Opts: bqOpts, Style: Single, Subs: true},
	{Name: "bq query", Opts: bqOpts + " use_legacy_sql? nouse_legacy_sql dry_run nodry_run destination_table= replace append_table max_rows= n= format= parameter= batch allow_large_results",
		Style: Single, Does: bqQueryDoes,
		Examples: "bq query --nouse_legacy_sql 'DROP TABLE ds.users' => destroy-r:database table users and its rows\n" +
			"bq query --use_legacy_sql=false 'SELECT COUNT(*) FROM ds.users' !> destroy-r:database table users and its rows\n" +
			"bq query --dry_run 'DROP TABLE ds.users' !> destroy-r:database table users and its rows\n"},
	{Name: "bq rm", Opts: bqOpts + " r|recursive f|force d|dataset t|table m|model v|view routine connection", Style: Single, Does: bqRmDoes,
		Examples: "bq rm -r -f -d myproject:dataset => destroy-r:database dataset myproject:dataset and every table in it\n" +
			"bq rm -f -t ds.users => destroy-r:database table ds.users and its rows\n" + "bq ls ds => -\n"},
	{Name: "clickhouse", Subs: true},
	{Name: "clickhouse client", Like: "clickhouse-client"},
	{Name: "clickhouse-client", Opts: "q|query= queries-file= d|database= h|host= port= u|user= password? m|multiline n|multiquery f|format= t|time stacktrace s|secure C|config-file= config= param= log-level= E|vertical",
		Does: clickhouseDoes,
		Examples: "clickhouse-client --query 'DROP TABLE events' => destroy-r:database table events and its rows\n" +
			"clickhouse client -q 'SELECT count() FROM events' !> destroy-r:database table events and its rows\n" +
			"clickhouse-client -q \"ALTER TABLE events DELETE WHERE 1\" => destroy:database every row of events\n"},
	{Name: "cockroach", Opts: "log= log-dir= logtostderr?", Subs: true},
	{Name: "cockroach sql", Opts: "e|execute= f|file= url= d|database= u|user= host= p|port= insecure certs-dir= format= set= echo-sql safe-updates? watch= read-only embedded",
		Style: Exact, Does: func(c *Call) { c.sqlClient(psqlClient, "e", "f") },
		Examples: "cockroach sql --insecure -e 'DROP DATABASE bank CASCADE' => destroy-r:database database bank and everything in it\n" +
			"cockroach sql --url \"$DB\" -e 'SHOW TABLES' => exec:sql SHOW TABLES\n" + "cockroach sql -e 'SHOW TABLES' !> destroy-r:database database bank and everything in it\n"},
	{Name: "cqlsh", Opts: "e|execute= f|file= k|keyspace= u|username= p|password= C|color no-color browser= ssl b|secure-connect-bundle= debug coverage encoding= cqlshrc= cqlversion= protocol-version= connect-timeout= request-timeout= t|tty no-file-io disable-history",
		Does: func(c *Call) { c.sqlClient(cqlshClient, "e", "f") },
		Examples: "cqlsh -e 'DROP KEYSPACE metrics' => destroy-r:database keyspace metrics and everything in it\n" +
			"cqlsh 10.0.0.5 -e 'TRUNCATE ks.events' => destroy:database every row of events\n" + "cqlsh -e 'DESCRIBE KEYSPACES' !> destroy:database every row of events\n"},
	{Name: "dropdb", Opts: "e|echo f|force i|interactive V|version if-exists h|host= p|port= U|username= w|no-password W|password maintenance-db=", Does: dropdbDoes,
		Examples: "dropdb app_development => destroy-r:database database app_development\n" + "dropdb -h localhost -U postgres --if-exists shop => destroy-r:database database shop\n" +
			"dropdb --maint=postgres shop => destroy-r:database database shop\n" + "dropdb --help => -\n"},
	{Name: "dropuser", Opts: "e|echo i|interactive V|version if-exists h|host= p|port= U|username= w|no-password W|password", Does: dropuserDoes,
		Examples: "dropuser -U postgres reporting => destroy:database role reporting\n" + "dropuser reporting !> destroy-r:database role reporting\n"},
	{Name: "duckdb", Opts: "c= s= cmd= init= f= readonly csv json box line list markdown html table column echo bail batch header noheader nullvalue= separator= newline= unsigned no-stdin ui safe ascii quote storage-version= unredacted", Style: Single,
		Does: func(c *Call) { c.sqlClientOperands(duckClient, 1, "c s cmd", "f init") },
		Examples: "duckdb analytics.duckdb 'DROP TABLE raw_events' => destroy-r:database table raw_events and its rows\n" +
			"duckdb -c \"DELETE FROM t\" => destroy:database every row of t\n" + "duckdb data.db -c 'SELECT 42' !> destroy:database every row of t\n" +
			"duckdb -c \"select content from read_text('.env')\" => read:show .env\n" + "duckdb -c \"SELECT * FROM '.env'\" => read:show .env\n" +
			"duckdb -c \"COPY (SELECT '{}' AS x) TO '.claude/settings.json' (HEADER false)\" => write .claude/settings.json\n" +
			"duckdb -c \"ATTACH 'other.duckdb' (READ_ONLY)\" => write other.duckdb\n" +
			"duckdb -c \"COPY (SELECT * FROM t) TO 'out.csv'\" !> write .claude/settings.json\n" + "duckdb -c \"SELECT * FROM t\" !> read:show t\n"},
	{Name: "etcdctl", Opts: etcdOpts, Style: Exact, Subs: true},
	{Name: "etcdctl del", Opts: "prefix prev-kv from-key range " + etcdOpts, Style: Exact, Does: etcdDelDoes,
		Examples: "etcdctl del --prefix /registry/ => destroy:database every key under /registry/\n" + "etcdctl --endpoints=http://e:2379 del '' --from-key => destroy:database every key from ''\n" +
			"etcdctl del /config/feature-x => -\n"},
	{Name: "influx", Opts: "execute= database= host= port= username= password= format= precision= ssl unsafeSsl import path= pretty compressed", Style: Single, Subs: true, Does: influxV1Does,
		Examples: "influx -database metrics -execute 'DROP MEASUREMENT cpu' => destroy-r:database measurement cpu and its rows\n" +
			"influx -execute 'SHOW DATABASES' !> destroy-r:database measurement cpu\n"},
	{Name: "influx bucket", Opts: influxOpts, Style: Exact, Subs: true},
	{Name: "influx bucket delete", Opts: "n|name= i|id= " + influxOpts, Style: Exact, Does: influxBucketDeleteDoes,
		Examples: "influx bucket delete --name telemetry --org acme => destroy-r:database bucket telemetry and its data\n"},
	{Name: "influx delete", Opts: "b|bucket= bucket-id= start= stop= p|predicate= " + influxOpts, Style: Exact, Does: influxDeleteDoes,
		Examples: "influx delete -b iot --start 2020-01-01T00:00:00Z --stop 2030-01-01T00:00:00Z => destroy:database points of bucket iot from 2020-01-01T00:00:00Z to 2030-01-01...\n"},
	{Name: "kafka-consumer-groups", Opts: "bootstrap-server= group= all-groups delete delete-offsets reset-offsets execute dry-run list describe topic= all-topics command-config= to-earliest to-latest to-current to-offset= shift-by= to-datetime= by-duration= from-file= export members offsets state? verbose timeout= version help",
		Does: kafkaGroupsDoes,
		Examples: "kafka-consumer-groups --bootstrap-server k:9092 --delete --group billing => destroy:queue consumer group billing and its committed offsets\n" +
			"kafka-consumer-groups.sh --bootstrap-server k:9092 --describe --group billing => -\n"},
	{Name: "kafka-consumer-groups.sh", Like: "kafka-consumer-groups"},
	{Name: "kafka-delete-records", Opts: "bootstrap-server= offset-json-file= command-config= version help", Does: kafkaDeleteRecordsDoes,
		Examples: "kafka-delete-records.sh --bootstrap-server k:9092 --offset-json-file purge.json => destroy:queue records of the partitions listed in purge.json\n"},
	{Name: "kafka-delete-records.sh", Like: "kafka-delete-records"},
	{Name: "kafka-topics", Opts: "bootstrap-server= topic= delete create list describe alter partitions= replication-factor= config= delete-config= command-config= if-exists if-not-exists exclude-internal zookeeper= replica-assignment= topics-with-overrides unavailable-partitions under-replicated-partitions under-min-isr-partitions at-min-isr-partitions version help",
		Does: kafkaTopicsDoes,
		Examples: "kafka-topics --bootstrap-server k:9092 --delete --topic orders => destroy:queue topic orders and its messages\n" +
			"kafka-topics.sh --bootstrap-server=k:9092 --topic='orders.*' --delete => destroy:queue topic orders.* and its messages\n" +
			"kafka-topics --bootstrap-server k:9092 --del --topic x !> destroy:queue topic x and its messages\n" +
			"kafka-topics --bootstrap-server k:9092 --list => -\n"},
	{Name: "kafka-topics.sh", Like: "kafka-topics"},
	{Name: "keydb-cli", Like: "redis-cli"},
	{Name: "litecli", Opts: "e|execute= D|database= R|prompt= l|logfile= liteclirc= auto-vertical-output t|table csv", Does: func(c *Call) { c.sqlClientOperands(client{dialect: "sqlite"}, 1, "e", "") },
		Examples: "litecli dev.db -e 'DROP TABLE users' => destroy-r:database table users and its rows\n" + "litecli dev.db -e 'SELECT 1' !> destroy-r:database table users and its rows\n"},
	{Name: "mariadb", Like: "mysql"},
	{Name: "mariadb-admin", Like: "mysqladmin"},
	{Name: "mariadb-dump", Like: "mysqldump"},
	{Name: "mongo", Like: "mongosh"},
	{Name: "mongosh", Opts: "eval= f|file= nodb norc quiet verbose shell json? host= port= u|username= p|password? authenticationDatabase= authenticationMechanism= tls tlsCertificateKeyFile= tlsCAFile= tlsAllowInvalidCertificates apiVersion= apiStrict apiDeprecationErrors retryWrites? awsIamSessionToken= gssapiServiceName= sspiHostnameCanonicalization= sspiRealmOverride= oidcFlows= oidcRedirectUri= browser= keyVaultNamespace= kmsURL= eval-file=",
		Does: mongoDoes,
		Examples: "mongosh app --eval 'db.dropDatabase()' => destroy-r:database the database\n" +
			"mongosh \"mongodb://localhost/shop\" --quiet --eval 'db.orders.deleteMany({})' => destroy:database every document of orders\n" +
			"mongo shop --eval \"db.getCollection('carts').drop()\" => destroy-r:database collection carts and its documents\n" +
			"mongosh --eval 'db.orders.find({}).limit(5)' => exec:js db.orders.find({}).limit(5)\n" +
			"mongosh --eval 'db.orders.deleteMany({status: \"void\"})' !> destroy:database every document of orders\n" +
			"mongosh --eval '// db.dropDatabase()' !> destroy-r:database the database\n"},
	{Name: "mycli", Opts: "e|execute= h|host= P|port= u|user= p|pass|password= S|socket= D|database= R|prompt= l|logfile= t|table csv warn no-warn local-infile= login-path= defaults-file= myclirc= auto-vertical-output ssl-mode= ssl-ca= ssl-cert= ssl-key= V|version v|verbose",
		Does:     func(c *Call) { c.sqlClient(mysqlClient, "e", "") },
		Examples: "mycli -e 'DROP TABLE users' app => destroy-r:database table users and its rows\n" + "mycli -e 'SELECT 1' app !> destroy-r:database table users and its rows\n"},
	{Name: "mysql", Opts: mysqlOpts, Does: func(c *Call) { c.sqlClient(mysqlClient, "e", "") },
		Examples: "mysql -u root -e 'DROP DATABASE shop' => destroy-r:database database shop and everything in it\n" +
			"mysql -e \"LOAD DATA LOCAL INFILE '.env' INTO TABLE t\" => read:show .env\n" + "mysql -e \"select load_file('/app/.env')\" => read:show /app/.env\n" +
			"mysql -e \"SELECT '{}' INTO OUTFILE '/p/.claude/settings.json'\" => write /p/.claude/settings.json\n" +
			"mysql -e \"SELECT x INTO DUMPFILE '/tmp/h.sh' FROM t\" => write /tmp/h.sh\n" + "mysql --pager='rm -rf ~' -e 'select 1' => delete-r ~\n" + "mysql --pager -e 'select 1' !> exec:sh ?\n" + "mysql -e \"SELECT a INTO @v FROM t\" !> write <>\n" +
			"mysql -uroot -pSecret shop -e \"DELETE FROM carts\" => destroy:database every row of carts\n" +
			"mysql --exec='TRUNCATE TABLE logs' app => destroy:database every row of logs\n" +
			"mariadb -e 'SELECT 1 /*!50000 ; DROP TABLE users */' => destroy-r:database table users and its rows\n" +
			"mysql -e \"SELECT 'it\\\\'s; DROP TABLE users; -- '\" !> destroy-r:database table users and its rows\n" +
			"mysql app <<< 'source cleanup.sql' => read:code cleanup.sql\n" + "mysql app <<< 'source cleanup.sql' => exec:sql ?\n" +
			"echo 'system rm -rf /var/lib/app' | mysql => delete-r /var/lib/app\n" +
			"mysql -e 'SELECT * FROM users LIMIT 5' !> destroy:database every row of users\n"},
	{Name: "mysqladmin", Opts: "f|force u|user= p|password? h|host= P|port= S|socket= i|sleep= c|count= s|silent v|verbose w|wait? C|compress defaults-file= defaults-extra-file= login-path= no-defaults protocol= ssl-mode= ssl-ca= ssl-cert= ssl-key= connect-timeout= shutdown-timeout= default-character-set= plugin-dir= default-auth= E|vertical r|relative bind-address= b|no-beep",
		Does: mysqladminDoes,
		Examples: "mysqladmin -u root -f drop shop => destroy-r:database database shop\n" + "mariadb-admin -uroot DROP legacy => destroy-r:database database legacy\n" +
			"mysqladmin -u root status => -\n" + "mysqladmin create shop => -\n"},
	{Name: "mysqldump", Opts: mysqldumpOpts, Does: mysqldumpDoes,
		Examples: "mysqldump app | mysql other => destroy-r:database tables dumped from app (dropped, then recreated)\n" +
			"mysqldump -uroot -pSecret app users | mariadb -h db2 other => destroy-r:database tables dumped from app users (dropped, then recreated)\n" +
			"mysqldump --skip-opt --add-drop-table app | mysql other => destroy-r:database tables dumped from app (dropped, then recreated)\n" +
			"mysqldump --add-drop-database -B app | mysql => destroy-r:database databases dumped (app), dropped and recreated\n" +
			"mysqldump --skip-add-drop-table --no-create-info app | mysql test !> destroy-r:database tables dumped from app (dropped, then recreated)\n" +
			"mysqldump --compact app | mysql test !> destroy-r:database tables dumped from app (dropped, then recreated)\n" +
			"mysqldump app > backup.sql !> destroy-r:database tables dumped from app (dropped, then recreated)\n" + "mysqldump app | gzip > b.sql.gz !> destroy-r:database tables dumped from app (dropped, then recreated)\n" + "mysqldump -t app | mysql test !> destroy-r:database tables dumped from app (dropped, then recreated)\n" +
			"mysqldump -r backup.sql app => write backup.sql\n" + "mysqldump -r backup.sql app | mysql other !> destroy-r:database tables dumped from app (dropped, then recreated)\n"},
	{Name: "nats", Opts: natsOpts, Style: Exact, Subs: true},
	{Name: "nats kv", Opts: natsOpts, Style: Exact, Subs: true},
	{Name: "nats kv del", Opts: natsOpts, Style: Exact, Does: func(c *Call) { natsDoes(c, "key") },
		Examples: "nats kv del CONFIG feature_x -f => destroy:queue key feature_x of bucket CONFIG\n"},
	{Name: "nats kv purge", Like: "nats kv del"},
	{Name: "nats kv rm", Opts: natsOpts, Style: Exact, Does: func(c *Call) { natsDoes(c, "bucket") },
		Examples: "nats kv rm SESSIONS --force => destroy:queue bucket SESSIONS and its keys\n"},
	{Name: "nats str", Like: "nats stream"},
	{Name: "nats stream", Opts: natsOpts, Style: Exact, Subs: true},
	{Name: "nats stream del", Like: "nats stream rm"},
	{Name: "nats stream delete", Like: "nats stream rm"},
	{Name: "nats stream purge", Opts: natsOpts + " subject= seq= keep=", Style: Exact, Does: func(c *Call) { natsDoes(c, "purge") },
		Examples: "nats stream purge ORDERS -f => destroy:queue the messages of stream ORDERS\n"},
	{Name: "nats stream rm", Opts: natsOpts, Style: Exact, Does: func(c *Call) { natsDoes(c, "stream") },
		Examples: "nats stream rm ORDERS -f => destroy:queue stream ORDERS and its messages\n" + "nats str rm ORDERS => destroy:queue stream ORDERS and its messages\n" +
			"nats stream ls => -\n"},
	{Name: "pg_dump", Opts: "a|data-only b|large-objects|blobs B|no-large-objects|no-blobs c|clean C|create e|extension= E|encoding= f|file= F|format= j|jobs= n|schema= N|exclude-schema= O|no-owner R|no-reconnect s|schema-only S|superuser= t|table= T|exclude-table= v|verbose V|version x|no-privileges|no-acl Z|compress= d|dbname= h|host= p|port= U|username= w|no-password W|password role= binary-upgrade column-inserts attribute-inserts disable-dollar-quoting disable-triggers enable-row-security exclude-table-and-children= exclude-table-data= exclude-table-data-and-children= exclude-extension= extra-float-digits= filter= if-exists include-foreign-data= inserts load-via-partition-root lock-wait-timeout= no-comments no-data no-policies no-publications no-schema no-security-labels no-statistics no-subscriptions no-sync no-table-access-method no-tablespaces no-toast-compression no-unlogged-table-data on-conflict-do-nothing quote-all-identifiers restrict-key= rows-per-insert= section= sequence-data serializable-deferrable snapshot= statistics statistics-only strict-names sync-method= table-and-children= use-set-session-authorization with-data with-schema with-statistics",
		Does: pgDumpDoes,
		Examples: "pg_dump -s -f schema.sql app => write schema.sql\n" + "pg_dump -Fd -f backup.d app => write-r backup.d\n" + "pg_dump --schema-only app > schema.sql => write schema.sql\n" +
			"pg_dump --filter=tables.txt app => read:config tables.txt\n" + "pg_dump app => -\n" +
			"pg_dump --clean app | psql other => destroy-r:database objects pg_dump app dumps (dropped, then recreated)\n" +
			"pg_dump -c -C -d app | psql postgres => destroy-r:database database app, dropped and recreated\n" +
			"pg_dump app | psql other !> destroy-r:database objects pg_dump app dumps (dropped, then recreated)\n" + "pg_dump --clean app > backup.sql !> destroy-r:database objects pg_dump app dumps (dropped, then recreated)\n" + "pg_dump --clean app | gzip > b.sql.gz !> destroy-r:database objects pg_dump app dumps (dropped, then recreated)\n" +
			"pg_dump -Fc --clean app | psql other !> destroy-r:database objects pg_dump app dumps (dropped, then recreated)\n" + "pg_dump --clean -f - app | psql other => destroy-r:database objects pg_dump app dumps (dropped, then recreated)\n"},
	{Name: "pg_dumpall", Opts: "a|data-only c|clean E|encoding= f|file= g|globals-only O|no-owner r|roles-only s|schema-only S|superuser= t|tablespaces-only v|verbose V|version x|no-privileges|no-acl d|dbname= h|host= l|database= p|port= U|username= w|no-password W|password role= binary-upgrade column-inserts disable-dollar-quoting disable-triggers exclude-database= extra-float-digits= filter= if-exists inserts load-via-partition-root lock-wait-timeout= no-comments no-publications no-role-passwords no-security-labels no-subscriptions no-sync no-table-access-method no-tablespaces no-toast-compression no-unlogged-table-data on-conflict-do-nothing quote-all-identifiers rows-per-insert= use-set-session-authorization",
		Does: func(c *Call) {
			if f, ok := c.Value("f"); ok {
				c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: "pg_dumpall -f"})
			}
		},
		Examples: "pg_dumpall --clean | psql postgres => destroy-r:database every database the dump holds (dropped, then recreated)\n" +
			"pg_dumpall | psql postgres !> destroy-r:database every database the dump holds (dropped, then recreated)\n" + "pg_dumpall -c -f all.sql => write all.sql\n"},
	{Name: "pg_restore", Opts: "d|dbname= f|file= F|format= l|list L|use-list= a|data-only c|clean C|create e|exit-on-error I|index= j|jobs= n|schema= N|exclude-schema= O|no-owner P|function= s|schema-only S|superuser= t|table= T|trigger= v|verbose V|version x|no-privileges 1|single-transaction disable-triggers enable-row-security if-exists no-comments no-data-for-failed-tables no-publications no-security-labels no-subscriptions no-table-access-method no-tablespaces section= strict-names transaction-size= use-set-session-authorization h|host= p|port= U|username= w|no-password W|password role= filter=",
		Does: pgRestoreDoes,
		Examples: "pg_restore --clean -d shop backup.dump => destroy-r:database objects of database shop (dropped, then restored)\n" +
			"pg_restore -c -C -d postgres shop.dump => destroy-r:database database shop, dropped and recreated from the archive\n" +
			"pg_restore -d shop backup.dump !> destroy-r:database objects of database shop (dropped, then restored)\n" +
			"pg_restore -f schema.sql backup.dump => write schema.sql\n"},
	{Name: "pgcli", Opts: "c|command= f|file= h|host= p|port= U|username= u|user= W|password w|no-password d|dbname= pgclirc= single-connection l|list row-limit= less-chatty prompt= prompt-dsn= auto-vertical-output list-dsn D|dsn= warn= ping v|version",
		Does: func(c *Call) { c.sqlClient(client{dialect: "postgres"}, "c", "f") },
		Examples: "pgcli -c 'DROP TABLE users' app => destroy-r:database table users and its rows\n" + "pgcli app <<< 'TRUNCATE orders;' => destroy:database every row of orders\n" +
			"pgcli -c 'SELECT 1' app !> destroy-r:database table users and its rows\n"},
	{Name: "presto", Like: "trino"},
	{Name: "psql", Opts: psqlOpts, Does: func(c *Call) { c.sqlClient(psqlClient, "c", "f") },
		Examples: "psql -f /dev/stdin <<< 'DROP TABLE users' => destroy-r:database table users and its rows\n" +
			"psql -c \"select pg_read_file('/app/.env')\" => read:show /app/.env\n" + "psql -c \"COPY t FROM '/app/.env'\" => read:show /app/.env\n" +
			"psql -c \"COPY (SELECT 1) TO '/p/.claude/settings.json'\" => write /p/.claude/settings.json\n" +
			"psql -c \"SELECT lo_export(16409, '/p/hook.sh')\" => write /p/hook.sh\n" + "psql <<'E'\nDO $$ BEGIN PERFORM pg_read_file('/k'); END $$;\nE => read:show /k\n" +
			"psql -c 'COPY t TO STDOUT' !> write STDOUT\n" + "psql -c \"LOAD '/tmp/x.so'\" => exec:native ?\n" + "psql -c \"LOAD 'auto_explain'\" => read:code auto_explain\n" + "psql -c \"COPY t FROM stdin\" !> read:show stdin\n" +
			"psql -v ON_ERROR_STOP=1 -c '\\i /dev/stdin' <<< 'DROP TABLE users' => destroy-r:database table users and its rows\n" +
			"echo 'DROP DATABASE app;' > /tmp/rc && PSQLRC=/tmp/rc psql app => destroy-r:database database app and everything in it\n" +
			"echo 'DROP DATABASE app;' > /tmp/rc && PSQLRC=/tmp/rc psql -X app !> destroy-r:database database app and everything in it\n" +
			"psql -c 'DROP TABLE IF EXISTS users; CREATE TABLE users (id int)' => destroy-r:database table users and its rows\n" +
			"psql -c 'CREATE TABLE t (id int); DROP TABLE t' !> destroy-r:database table t and its rows\n" +
			"psql -f /dev/stdin <<< 'SELECT 1' !> destroy-r:database table users and its rows\n" +
			"psql -c 'DROP TABLE users' => destroy-r:database table users and its rows\n" +
			"psql \"$DATABASE_URL\" -c 'drop/**/table users' => destroy-r:database table users and its rows\n" +
			"psql -d app --command=\"DELETE FROM sessions -- WHERE id = 1\" => destroy:database every row of sessions\n" +
			"psql -d app -c 'DELETE FROM sessions WHERE id = 1' !> destroy:database every row of sessions\n" +
			"psql -Xq app -c 'SELECT 1' -c 'TRUNCATE audit_log' => destroy:database every row of audit_log\n" +
			"psql -c \"SELECT 'drop table users'\" !> destroy-r:database table users and its rows\n" +
			"psql app <<'SQL'\nBEGIN;\nDROP SCHEMA billing CASCADE;\nCOMMIT;\nSQL => destroy-r:database schema billing and everything in it\n" +
			"echo 'UPDATE users SET admin = true' | psql app => destroy:database every row of users (overwritten)\n" +
			"psql -c '\\! rm -rf ~/backups' => delete-r ~/backups\n" +
			"psql app <<< \"SELECT 'DROP TABLE ' || tablename FROM pg_tables \\gexec\" => destroy-r:database table ? and its rows\n" +
			"psql app <<< \"SELECT 1; SELECT format('TRUNCATE %I;', relname) FROM pg_class \\gexec\" => destroy:database every row of ?\n" +
			"psql -Atc \"select 'drop table '||tablename||';' from pg_tables\" | psql app => destroy-r:database table ? and its rows\n" +
			"psql -Atc \"SELECT format('TRUNCATE %I;', relname) FROM pg_class\" | grep -v x | psql => destroy:database every row of ?\n" +
			"psql -At -c 'SELECT 1' | psql !> destroy-r:database table ? and its rows\n" +
			"psql -c \"SELECT format('DROP TABLE %I', tablename) FROM pg_tables\" -c '\\gexec' => destroy-r:database table ? and its rows\n" +
			"psql -c 'SELECT 1' -c '\\gexec' !> destroy-r:database table ? and its rows\n" +
			"pg_dump app | psql copy !> destroy:database SQL built at run time (psql stdin, the rows pg_dump prints)\n" +
			"psql -c '\\d+ users' !> exec:sql \\d+ users\n" + "psql -l => -\n" +
			"psql -o out.txt -c 'SELECT 1' => write out.txt\n" +
			"psql -c 'SELECT 1' !> exec:sh ?\n" +
			"psql app <<'SQL'\n\\set victim users\nDROP TABLE :victim;\nSQL => destroy-r:database table users and its rows\n" +
			"psql -v q='TRUNCATE audit' app <<< ':q' => destroy:database every row of audit\n" +
			"psql -v n=5 app <<< 'SELECT :n::int' !> destroy:database every row of audit\n"},
	{Name: "rabbitmqadmin", Opts: "c|config= N|node= H|host= P|port= path-prefix= V|vhost= u|username= p|password= U|base-uri= q|quiet s|ssl k|ssl-key-file= e|ssl-cert-file= ssl-ca-cert-file= ssl-disable-hostname-verification f|format= S|sort= R|sort-reverse d|depth= bash-completion name= non-interactive",
		Does: rabbitAdminDoes,
		Examples: "rabbitmqadmin delete queue name=orders => destroy:queue queue orders and its messages\n" +
			"rabbitmqadmin -V prod purge queue name=orders => destroy:queue the messages of queue orders\n" +
			"rabbitmqadmin queues delete --name orders => destroy:queue queue orders and its messages\n" +
			"rabbitmqadmin list queues => -\n"},
	{Name: "rabbitmqctl", Opts: "n|node= q|quiet s|silent t|timeout= l|longnames p|vhost= erlang-cookie= formatter= no-table-headers if-empty if-unused", Does: rabbitCtlDoes,
		Examples: "rabbitmqctl delete_queue orders => destroy:queue queue orders and its messages\n" + "rabbitmqctl -p prod purge_queue orders => destroy:queue the messages of queue orders\n" +
			"rabbitmqctl force_reset => destroy:queue every queue, message and setting of the node\n" + "rabbitmqctl list_queues => -\n"},
	{Name: "redis-cli", Opts: redisOpts, Style: InOrder, Does: redisDoes,
		Examples: "redis-cli FLUSHALL => destroy:database every key of every database\n" + "redis-cli -h cache -n 2 flushdb async => destroy:database every key of the selected database\n" +
			"valkey-cli -u redis://cache:6379 FLUSHALL => destroy:database every key of every database\n" +
			"echo FLUSHALL | redis-cli => destroy:database every key of every database\n" +
			"redis-cli EVAL \"return redis.call('flushall')\" 0 => destroy:database every key of every database\n" +
			"redis-cli --cluster call 10.0.0.1:6379 FLUSHALL => destroy:database every key of every database\n" +
			"redis-cli --scan | xargs redis-cli del => destroy:database keys read from input: possibly every key\n" +
			"redis-cli --scan --pattern 'sess:*' | xargs -n 100 redis-cli unlink => destroy:database keys read from input: possibly every key\n" +
			"redis-cli SHUTDOWN NOSAVE => destroy:database every key written since the last save\n" + "redis-cli -p 6380 shutdown nosave force => destroy:database every key written since the last save\n" +
			"echo 'SHUTDOWN NOSAVE' | redis-cli => destroy:database every key written since the last save\n" +
			"redis-cli SHUTDOWN SAVE !> destroy:database every key written since the last save\n" + "redis-cli SHUTDOWN !> destroy:database every key written since the last save\n" +
			"redis-cli del session:1 => exec:redis del session:1\n" + "redis-cli del \"$KEY\" !> destroy:database keys read from input: possibly every key\n" +
			"redis-cli GET flushall => exec:redis GET flushall\n" + "redis-cli GET flushall !> destroy:database every key of every database\n" +
			"redis-cli --rdb dump.rdb => write dump.rdb\n"},
	{Name: "snowsql", Opts: "a|accountname= u|username= d|dbname= s|schemaname= r|rolename= w|warehouse= h|host= p|port= region= m|mfa-passcode= c|connection= f|filename= q|query= o|option= D|variable= authenticator= private-key-path= token= config= generate-jwt x|noup",
		Does: func(c *Call) { c.sqlClient(snowClient, "q", "f") },
		Examples: "snowsql -c prod -q 'DROP SCHEMA raw CASCADE' => destroy-r:database schema raw and everything in it\n" +
			"snowsql -q 'SELECT CURRENT_VERSION()' !> destroy-r:database schema raw and everything in it\n"},
	{Name: "spark-sql", Opts: "e= f= i= d|define= hiveconf= hivevar= database= S|silent v|verbose master= deploy-mode= class= name= jars= packages= exclude-packages= repositories= py-files= files= archives= conf= properties-file= driver-memory= driver-java-options= driver-library-path= driver-class-path= executor-memory= proxy-user= driver-cores= total-executor-cores= executor-cores= num-executors= queue= principal= keytab= help version",
		Does:     func(c *Call) { c.sqlClient(client{}, "e", "f") },
		Examples: "spark-sql -e 'DROP TABLE users' => destroy-r:database table users and its rows\n" + "spark-sql -e 'SELECT 1' !> destroy-r:database table users and its rows\n"},
	{Name: "sqlcmd", Opts: "S= d= U= P= E Q= q= i= o= v= b h= s= w= W I C N? l= t= x X? G A y= Y= k? r? R V= m= e H= a= c= L? p? u z= Z= M K= f= j g F=",
		Does: sqlcmdDoes,
		Examples: "sqlcmd -S db -Q \"DROP TABLE dbo.Orders\" => destroy-r:database table orders and its rows\n" +
			"sqlcmd -S db -d Shop -Q \"EXEC('DELETE FROM dbo.Carts')\" => destroy:database every row of carts\n" +
			"sqlcmd -Q \"USE Shop DROP TABLE dbo.Orders\" => destroy-r:database table orders and its rows\n" +
			"sqlcmd -S db -Q \"SELECT name FROM sys.tables\" !> destroy-r:database table orders and its rows\n" +
			"sqlcmd -Q \"EXEC xp_cmdshell 'rd /s /q C:\\data'\" => exec:sh rd /s /q C:\\data\n"},
	{Name: "sqlite", Like: "sqlite3"},
	// sqlite-utils: its query command (also the default: sqlite-utils DB SQL) and bulk run
	// SQL; drop-table and drop-view are DROP statements, create-table --replace and transform
	// --drop are a table or a column dropped.
	{Name: "sqlite-utils", Opts: "version help|h", Style: ExactInOrder, Does: sqliteUtilsDoes,
		Examples: "sqlite-utils drop-table app.db users => destroy-r:database table users and its rows\n" +
			"sqlite-utils drop-table app.db users --ignore => destroy-r:database table users and its rows\n" +
			"sqlite-utils drop-view app.db active_users => exec:sql DROP VIEW \"active_users\"\n" +
			"sqlite-utils app.db 'DELETE FROM events' => destroy:database every row of events\n" +
			"sqlite-utils query app.db 'drop table users' => destroy-r:database table users and its rows\n" +
			"sqlite-utils create-table app.db users id integer --replace => destroy-r:database table users and its rows\n" +
			"sqlite-utils transform app.db users --drop email => exec:sql ALTER TABLE \"users\" DROP COLUMN \"email\"\n" +
			"sqlite-utils tables app.db !> destroy-r:database table app.db and its rows\n" + "sqlite-utils rows app.db users => -\n" +
			"sqlite-utils app.db 'select * from users' !> destroy-r:database table users and its rows\n" +
			"sqlite-utils create-table app.db users id integer !> destroy-r:database table users and its rows\n"},
	{Name: "sqlite3", Opts: "A= append ascii bail batch box column cmd= csv deserialize echo init= header noheader html interactive json line list lookaside= markdown maxsize= memtrace mmap= newline= nofollow nonce= nullvalue= pagecache= quote readonly safe separator= stats table tabs unsafe-testing vfs= zip", Style: Single,
		Does: func(c *Call) { c.sqlClientOperands(sqliteClient, 1, "cmd", "init"); sqliteShows(c) },
		Examples: "sqlite3 db/development.sqlite3 'DROP TABLE users;' => destroy-r:database table users and its rows\n" +
			"sqlite3 ~/.config/gcloud/credentials.db .dump => read:show ~/.config/gcloud/credentials.db\n" + `sqlite3 :memory: ".import .env t" "select * from t" => read:show .env` + "\n" +
			"sqlite3 :memory: 'select 1' !> read:show :memory:\n" +
			"sqlite3 app.db \"DELETE FROM events WHERE 1\" => destroy:database every row of events\n" +
			"sqlite3 app.db '.tables' !> destroy-r:database table users and its rows\n" +
			"sqlite3 app.db <<'EOF'\n.headers on\nDROP TABLE users;\nEOF => destroy-r:database table users and its rows\n" +
			"sqlite3 app.db '.shell rm -rf /srv/media' => delete-r /srv/media\n" +
			"sqlite3 -readonly app.db 'SELECT * FROM users' !> destroy-r:database table users and its rows\n" +
			"sqlite3 app.db .dump => read:show app.db\n" + "sqlite3 app.db .dump !> destroy:database app.db\n" +
			"sqlite3 dev.db '.open --new dev.db' => truncate dev.db\n" + "sqlite3 :memory: '.open dev.db' !> truncate dev.db\n" +
			"sqlite3 :memory: \"select readfile('.env')\" => read:show .env\n" + "sqlite3 :memory: \"SELECT ReadFile ( \\\".env\\\" )\" => read:show .env\n" +
			"sqlite3 :memory: \"select writefile('.claude/settings.json','{}')\" => write .claude/settings.json\n" +
			"sqlite3 :memory: \"select writefile('/tmp/n.txt', readfile('.env'))\" => read:show .env\n" +
			"sqlite3 :memory: \"select writefile(name, data) from t\" => write <>\n" +
			"sqlite3 :memory: \"select edit('x', 'rm -rf ~')\" => exec:sh rm -rf ~\n" +
			"sqlite3 :memory: \"select load_extension('./evil.so')\" => exec:native ?\n" +
			"sqlite3 :memory: \"ATTACH DATABASE '.claude/settings.json' AS s\" => write .claude/settings.json\n" +
			"sqlite3 app.db \"VACUUM INTO '.hookguard/x'\" => write .hookguard/x\n" +
			"sqlite3 app.db -cmd '.log .claude/settings.json' 'select 1' => write+ .claude/settings.json\n" +
			"sqlite3 app.db '.open .claude/settings.json' => write .claude/settings.json\n" +
			"sqlite3 :memory: -cmd '.import .env t' 'select * from t' => read:show .env\n" + "sqlite3 app.db '.ar -x' => write-r:extract .\n" + "sqlite3 app.db '.archive --extract -C out' => write-r:extract out\n" + "sqlite3 app.db '.ar -t' !> write-r:extract .\n" +
			"sqlite3 app.db \"ATTACH ':memory:' AS m\" !> write :memory:\n" + "sqlite3 app.db 'select 1' !> write app.db\n"},
	{Name: "trino", Opts: "server= catalog= schema= execute= f|file= user= password output-format= output-format-interactive= session= client-request-timeout= debug ignore-errors network-logging= progress source= timezone= access-token= external-authentication insecure truststore-path= truststore-password= keystore-path= keystore-password= krb5-principal= krb5-keytab-path= resource-estimate= client-info= client-tags= extra-credential= http-proxy= socks-proxy= disable-compression",
		Style: Exact, Does: func(c *Call) { c.sqlClient(trinoClient, "execute", "f") },
		Examples: "trino --server https://t:443 --catalog hive --execute 'DROP TABLE hive.raw.clicks' => destroy-r:database table clicks and its rows\n" +
			"presto --execute 'SHOW CATALOGS' !> destroy-r:database table clicks and its rows\n"},
	{Name: "turso", Style: Exact, Subs: true},
	{Name: "turso db", Style: Exact, Subs: true},
	{Name: "turso db destroy", Opts: "y|yes h|help", Style: Exact, Does: func(c *Call) { cloudDestroy(c, "database", "database", true, "turso db destroy", c.Operands()...) },
		Examples: "turso db destroy prod --yes => destroy-r:database database prod\n"},
	{Name: "turso db shell", Opts: "instance= location= proxy= h|help", Style: Exact, Does: func(c *Call) { c.sqlClientOperands(client{dialect: "sqlite"}, 1, "", "") },
		Examples: "turso db shell prod 'DROP TABLE users' => destroy-r:database table users and its rows\n" + "turso db shell prod < cleanup.sql => read:input cleanup.sql\n" +
			"turso db shell prod 'SELECT 1' !> destroy-r:database table users and its rows\n"},
	{Name: "usql", Opts: "c|command= f|file= o|out= W|password w|no-password X|no-init J|json C|csv G|vertical t|tuples-only q|quiet 1|single-transaction v|set|variable= N|cset= P|pset= F|field-separator= R|record-separator= T|table-attr= A|no-align H|html z|field-separator-zero 0|record-separator-zero config=",
		Does: usqlDoes,
		Examples: "usql pg://localhost/app -c 'DROP TABLE users' => destroy-r:database table users and its rows\n" +
			"usql my://root@localhost/shop -c \"SELECT 'a\\\\'; DROP TABLE t; -- '\" !> destroy-r:database table t and its rows\n" +
			"usql sqlite:app.db -c 'SELECT 1' !> destroy-r:database table users and its rows\n"},
	{Name: "valkey-cli", Like: "redis-cli"},
}

const psqlOpts = "c|command= d|dbname= f|file= l|list v|set|variable= V|version X|no-psqlrc 1|single-transaction a|echo-all b|echo-errors e|echo-queries E|echo-hidden L|log-file= n|no-readline o|output= q|quiet s|single-step S|single-line A|no-align csv F|field-separator= H|html P|pset= R|record-separator= t|tuples-only T|table-attr= x|expanded z|field-separator-zero 0|record-separator-zero h|host= p|port= U|username= w|no-password W|password"

const mysqlOpts = "e|execute= D|database= h|host= u|user= p|password? P|port= S|socket= B|batch N|skip-column-names s|silent v|verbose t|table E|vertical f|force A|no-auto-rehash auto-rehash r|raw X|xml H|html b|no-beep C|compress c|comments i|ignore-spaces n|unbuffered q|quick U|safe-updates|i-am-a-dummy w|wait o|one-database G|named-commands skip-named-commands protocol= ssl-mode= ssl-ca= ssl-cert= ssl-key= ssl-capath= ssl-cipher= tls-version= default-character-set= defaults-file= defaults-extra-file= defaults-group-suffix= login-path= no-defaults print-defaults init-command= local-infile? max-allowed-packet= max_allowed_packet= connect-timeout= net-buffer-length= select-limit= max-join-size= tee= no-tee pager? no-pager delimiter= binary-mode sigint-ignore show-warnings histignore= plugin-dir= default-auth= column-type-info line-numbers L|skip-line-numbers column-names j|syslog get-server-public-key server-public-key-path= bind-address= compression-algorithms= zstd-compression-level= ssl ssl-verify-server-cert"

const etcdOpts = "endpoints= user= password= cacert= cert= key= insecure-skip-tls-verify insecure-transport command-timeout= dial-timeout= w|write-out= hex debug discovery-srv= discovery-srv-name= keepalive-time= keepalive-timeout= insecure-discovery auth-jwt-token= max-request-bytes= max-recv-bytes="

const influxOpts = "o|org= org-id= host= t|token= configs-path= c|active-config= http-debug skip-verify json hide-headers"

const natsOpts = "s|server= user= password= creds= nkey= tlscert= tlskey= tlsca= tlsfirst context= timeout= js-domain= js-api-prefix= inbox-prefix= trace no-context f|force"

const redisOpts = "h= p= s= a= user= pass= askpass u= r= i= n= 2 3 x X= d= D= c e 4 6 raw no-raw quoted-input csv json quoted-json show-pushes= stat latency latency-history latency-dist lru-test= replica rdb= functions-rdb= pipe pipe-timeout= bigkeys memkeys memkeys-samples= keystats keystats-samples= hotkeys scan pattern= count= quoted-pattern= intrinsic-latency= eval= ldb ldb-sync-mode cluster= cluster-replicas= cluster-yes tls sni= cacert= cacertdir= insecure tls-ciphers= tls-ciphersuites= cert= key= verbose no-auth-warning t="

// client says how a database client reads its input: the dialect of its SQL and its own
// commands, which it runs itself (psql's backslash commands, sqlite3's dot commands).
type client struct {
	dialect string
	// cmds names the client's own command language: "psql", "mysql", "sqlite", "sqlcmd",
	// "snowsql", or "" for none.
	cmds string
	// oneOf: text given by the command option is SQL or a single client command, never both
	// (psql -c).
	oneOf bool
	// vars are psql's variables (-v NAME=VALUE, \set NAME VALUE), which :NAME interpolates
	// into the SQL of files and stdin.
	vars *[][2]string
	// sent is the SQL psql sent last (an earlier -c), which a \gexec given alone runs the
	// rows of again: psql -c "SELECT format('DROP TABLE %I', ...)" -c '\gexec'.
	sent *string
}

// bqOpts are bq's global flags, given before or after the command.
const bqOpts = "project_id= dataset_id= location= apilog= format= flagfile= headless q|quiet synchronous_mode nosynchronous_mode job_id= api= api_version= httplib2_debuglevel= max_rows_per_request="

var (
	psqlClient   = client{dialect: "postgres", cmds: "psql", oneOf: true}
	mysqlClient  = client{dialect: "mysql", cmds: "mysql"}
	sqliteClient = client{dialect: "sqlite", cmds: "sqlite"}
	sqlcmdClient = client{dialect: "sqlserver", cmds: "sqlcmd"}
	duckClient   = client{cmds: "sqlite"}
	cqlshClient  = client{}
	snowClient   = client{cmds: "snowsql"}
	trinoClient  = client{}
	chClient     = client{}
)

// meta handles the client's own commands in input text and returns the SQL left; depth counts
// files included by files.
func (cl client) meta(c *Call, text string, depth int) string {
	switch cl.cmds {
	case "psql":
		return psqlMeta(c, cl, text, depth)
	case "mysql":
		return mysqlMeta(c, cl, text, depth)
	case "sqlite":
		return sqliteMeta(c, cl, text, depth)
	case "sqlcmd":
		return sqlcmdMeta(c, cl, text, depth)
	case "snowsql":
		return snowMeta(c, cl, text, depth)
	}
	return text
}

// maxInclude bounds files including files (psql \i, mysql source, sqlite3 .read, sqlcmd :r).
const maxInclude = 4

// sqlClient adds what a client runs: the text of its command option (repeatable, in order), the
// files of its file option, or else what it reads on stdin.
func (c *Call) sqlClient(cl client, cmdOpt, fileOpt string) {
	if cl.cmds == "psql" && !c.Has("X") {
		// psql runs the file PSQLRC names (else ~/.psqlrc) before anything else, unless -X.
		if rc, ok := c.envValue("PSQLRC"); ok && strings.TrimSpace(rc) != "" {
			c.runFile(cl, valueWord(rc))
		}
	}
	if cl.cmds == "psql" {
		cl.vars, cl.sent = new([][2]string), new(string)
		for _, w := range c.P.Values("v") {
			if k, v, ok := strings.Cut(w.S, "="); ok && !w.Dyn {
				*cl.vars = append(*cl.vars, [2]string{k, v})
			}
		}
	}
	given := false
	for _, o := range c.P.Opts {
		if !o.Set {
			continue
		}
		switch {
		case o.Name == cmdOpt && cmdOpt != "":
			given = true
			c.runText(cl, o.Value, "-"+cmdOpt)
		case o.Name == fileOpt && fileOpt != "":
			given = true
			if o.Value.S == "-" && !o.Value.Dyn {
				c.runStdin(cl)
				continue
			}
			c.runFile(cl, o.Value)
		}
	}
	c.clientOutputs()
	if !given && !c.Has("l") {
		c.runStdin(cl)
	}
}

// sqlClientOperands is sqlClient for clients that take a database file and then SQL as
// operands (sqlite3, duckdb): textOpts run their text, fileOpts their files, before the
// operands; without SQL operands or a command option they read stdin.
func (c *Call) sqlClientOperands(cl client, skip int, textOpts, fileOpts string) {
	given := false
	for _, o := range c.P.Opts {
		switch {
		case !o.Set:
		case inWords(textOpts, o.Name):
			given = given || o.Name != "cmd"
			c.runText(cl, o.Value, "-"+o.Name)
		case inWords(fileOpts, o.Name):
			given = given || o.Name != "init"
			c.runFile(cl, o.Value)
		}
	}
	ops := c.Operands()
	for _, w := range ops[min(skip, len(ops)):] {
		given = true
		c.runText(cl, w, "operand")
	}
	if !given {
		c.runStdin(cl)
	}
}

// runText adds the SQL of one text (an option's value, an operand).
func (c *Call) runText(cl client, w Word, via string) {
	if w.Dyn {
		c.Add(Effect{Kind: Exec, Lang: "sql", Class: cl.dialect, By: c.Name + " " + via, Dyn: true})
		c.printedSubst(via)
		return
	}
	text := w.S
	if cl.oneOf && !strings.HasPrefix(strings.TrimSpace(text), `\`) {
		c.addSQL(cl, text, c.Name+" "+via)
		if cl.sent != nil {
			*cl.sent = text
		}
		return
	}
	c.addSQL(cl, cl.meta(c, text, 0), c.Name+" "+via)
}

func (c *Call) addSQL(cl client, sql, by string) {
	if strings.Trim(sql, "; \t\r\n") == "" {
		return
	}
	c.Add(Effect{Kind: Exec, Lang: "sql", Class: cl.dialect, Text: sql, Known: true, By: by})
}

// runFile adds a file of SQL the client runs: read where the project lets it be, else code
// nobody can see.
func (c *Call) runFile(cl client, w Word) {
	if stdinName(w) {
		c.runStdin(cl)
		return
	}
	p := c.PathOf(w)
	c.Add(Effect{Kind: Read, Path: p, Class: "code", By: c.Name})
	text, ok := c.ReadCode(p)
	if !ok || w.Dyn {
		c.Add(Effect{Kind: Exec, Lang: "sql", Class: cl.dialect, By: c.Name + " " + w.S})
		c.printedFile(p.Abs, w.S)
		return
	}
	c.addSQL(cl, cl.meta(c, text, 0), c.Name+" "+w.S)
}

// runStdin adds what the client reads on stdin: a here-doc, a here-string, a pipe or a
// redirected file. An interactive session (nothing piped) runs nothing the line shows.
func (c *Call) runStdin(cl client) {
	switch {
	case c.In.StdinKnown:
		c.addSQL(cl, cl.meta(c, c.In.Stdin, 0), c.Name+" stdin")
	case c.In.Piped && c.In.FS != nil && !c.In.Remote:
		if text, ok := c.In.FS.PipedText(); ok {
			c.addSQL(cl, cl.meta(c, text, 0), c.Name+" stdin")
			return
		}
		fallthrough
	case c.In.Piped:
		c.Add(Effect{Kind: Exec, Lang: "sql", Class: cl.dialect, By: c.Name + " stdin"})
		c.generatedStdin(cl)
		c.printedStdin()
		for _, r := range c.In.Redirects {
			if r.Op == "<" && r.Fd == 0 && !r.Dynamic {
				c.printedFile(c.PathOf(Word{S: r.Target}).Abs, r.Target)
			}
		}
	}
}

// generatedStdin reads a client's stdin that another SQL client's query prints (psql -Atc
// "SELECT 'DROP TABLE ' || tablename FROM pg_tables" | psql): its rows run as statements, as
// psql's \gexec runs them, so they are judged as SQL built at run time.
func (c *Call) generatedStdin(cl client) {
	if c.In.FS == nil || c.In.Remote {
		return
	}
	sqls, ok := c.In.FS.PipedSQL()
	if !ok {
		return
	}
	for _, e := range sqls {
		via := c.Name + " stdin, the rows " + e.By + " prints"
		if !e.Known {
			c.addFinding(sqlscan.Finding{Rule: "dynamic-sql", Op: "dynamic SQL", Object: "SQL built at run time (" + via + ")", Live: true, Dynamic: true, Unknown: true}, via)
			continue
		}
		d := sqlscan.ParseDialect(e.Class)
		if d == sqlscan.Unknown {
			d = sqlscan.ParseDialect(cl.dialect)
		}
		for _, f := range sqlscan.Generated(e.Text, d) {
			c.addFinding(f, via)
		}
	}
}

// printedStdin adds what the SQL a tool prints into the client's stdin does (python manage.py
// sqlflush | psql runs flush's deletes; Call.PrintsSQL).
func (c *Call) printedStdin() {
	if c.In.FS == nil {
		return // a client in a container or on a host reads the pipe as well: no Remote test
	}
	for _, e := range c.In.FS.PipedPrints() {
		e.Via = c.Name + " stdin, the SQL " + e.By + " prints"
		c.Add(e)
	}
}

// printedSubst adds what the SQL a tool prints into a word the client runs does (psql -c
// "$(python manage.py sqlflush)"): the substitutions of the client's words.
func (c *Call) printedSubst(via string) {
	if c.In.FS == nil {
		return
	}
	for _, e := range c.In.FS.SubstPrints() {
		e.Via = c.Name + " " + via + ", the SQL " + e.By + " prints"
		c.Add(e)
	}
}

// printedFile adds what the SQL a tool printed into a file the client runs does (python
// manage.py sqlflush > flush.sql && psql -f flush.sql).
func (c *Call) printedFile(abs, name string) {
	if c.In.FS == nil || abs == "" {
		return
	}
	for _, e := range c.In.FS.PrintedInto(abs) {
		e.Via = c.Name + " " + name + ", the SQL " + e.By + " prints"
		c.Add(e)
	}
}

// clientOutputs adds the files a client writes its output to (psql -o, -L; mysql --tee).
func (c *Call) clientOutputs() {
	for _, o := range c.P.Opts {
		if !o.Set {
			continue
		}
		switch o.Name {
		case "o", "tee", "L":
			c.outputTo(o.Value, o.Name == "L" || o.Name == "tee", c.Name+" -"+o.Name)
		case "init-command":
			c.addSQL(mysqlClient, o.Value.S, "mysql --init-command")
		case "pager": // mysql pipes its output through the command, run by the shell
			if o.Value.Dyn || strings.TrimSpace(o.Value.S) != "" {
				c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: o.Value.S, Known: !o.Value.Dyn, By: c.Name + " --pager"})
			}
		}
	}
}

// outputTo adds an output target: a file, or "|command", which runs.
func (c *Call) outputTo(w Word, keep bool, by string) {
	if cmd, ok := strings.CutPrefix(strings.TrimSpace(w.S), "|"); ok && !w.Dyn {
		c.Add(Effect{Kind: Exec, Lang: "sh", Text: strings.TrimSpace(cmd), Known: true, By: by, Via: by})
		return
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(w), Keep: keep, By: by})
}

// shellOut adds a shell command a client runs for the user (psql \!, mysql system, sqlite3
// .shell, sqlcmd !!).
func (c *Call) shellOut(cmd, via string) {
	cmd = strings.TrimSpace(cmd)
	if cmd == "" {
		return
	}
	c.Add(Effect{Kind: Exec, Lang: "sh", Text: cmd, Known: true, By: c.Name, Via: c.Name + " " + via})
}

// include reads a file a client's command runs (psql \i, mysql source, sqlite3 .read): its
// SQL joins the input in place.
func (c *Call) include(cl client, name string, depth int) string {
	name = strings.Trim(strings.TrimSpace(name), `'"`)
	if name == "" {
		return ""
	}
	if stdinName(Word{S: name}) && c.In.StdinKnown {
		return cl.meta(c, c.In.Stdin, depth+1) // \i /dev/stdin <<< 'DROP ...'
	}
	w := Word{S: name}
	p := c.PathOf(w)
	c.Add(Effect{Kind: Read, Path: p, Class: "code", By: c.Name})
	text, ok := c.ReadFile(p)
	if !ok || depth >= maxInclude {
		c.Add(Effect{Kind: Exec, Lang: "sql", Class: cl.dialect, By: c.Name + " " + name})
		return ""
	}
	return cl.meta(c, text, depth+1)
}

// psqlMeta handles psql's backslash commands: each runs from its backslash (outside quotes)
// to the end of its line. The SQL around them is returned, each command ending a statement.
func psqlMeta(c *Call, cl client, text string, depth int) string {
	var b strings.Builder
	rest := text
	for rest != "" {
		i := metaStart(rest)
		if i < 0 {
			b.WriteString(cl.interpolate(rest))
			break
		}
		b.WriteString(cl.interpolate(rest[:i]))
		line := rest[i+1:]
		eol := strings.IndexByte(line, '\n')
		if eol < 0 {
			eol = len(line)
		}
		cmd := line[:eol]
		if j := strings.Index(cmd, `\\`); j >= 0 { // \\ separates commands on a line
			cmd = cmd[:j]
			eol = j + 2
			if eol > len(line) {
				eol = len(line)
			}
		}
		rest = line[min(eol, len(line)):]
		name, arg, _ := strings.Cut(strings.TrimSpace(cmd), " ")
		if strings.HasPrefix(name, "!") { // \!cmd
			name, arg = "!", strings.TrimSpace(cmd)[1:]
		}
		arg = strings.TrimSpace(arg)
		if name == "q" || name == "quit" {
			break
		}
		b.WriteString(";\n")
		b.WriteString(c.psqlCommand(cl, name, arg, b.String(), depth))
	}
	return b.String()
}

// metaStart finds a psql backslash command: a backslash outside quotes, comments and dollar
// bodies; -1 when there is none.
func metaStart(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			return i
		case '\'', '"':
			j := strings.IndexByte(s[i+1:], s[i])
			if j < 0 {
				return -1
			}
			i += j + 1
		case '-':
			if i+1 < len(s) && s[i+1] == '-' {
				j := strings.IndexByte(s[i:], '\n')
				if j < 0 {
					return -1
				}
				i += j
			}
		case '$':
			j := i + 1
			for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
				j++
			}
			if j < len(s) && s[j] == '$' {
				tag := s[i : j+1]
				k := strings.Index(s[j+1:], tag)
				if k < 0 {
					return -1
				}
				i = j + 1 + k + len(tag) - 1
			}
		}
	}
	return -1
}

// psqlCommand is what one backslash command does; it returns SQL it brings in (\i). before is
// the input read so far: \gexec runs the rows of the query it ends, its last statement.
func (c *Call) psqlCommand(cl client, name, arg, before string, depth int) string {
	switch name {
	case "i", "include", "ir", "include_relative":
		return c.include(cl, firstField(arg), depth)
	case "!":
		c.shellOut(arg, `\!`)
	case "o", "out", "g", "gx", "w", "write":
		if arg != "" {
			c.outputTo(Word{S: unquoteMeta(arg)}, false, `psql \`+name)
		}
	case "copy":
		c.psqlCopy(arg)
	case "set":
		if cl.vars != nil {
			name, val, _ := strings.Cut(arg, " ")
			*cl.vars = append(*cl.vars, [2]string{name, unquoteMeta(strings.TrimSpace(val))})
		}
	case "gexec":
		if strings.Trim(before, "; \t\r\n") == "" && cl.sent != nil {
			before = *cl.sent // an empty query buffer: psql runs the last query sent again
		}
		for _, f := range sqlscan.Generated(before, sqlscan.Postgres) {
			c.addFinding(f, `psql \gexec`)
		}
	}
	return ""
}

// interpolate puts psql's variables into SQL as psql does: :NAME as its value, :'NAME' as a
// string, :"NAME" as a name; never inside quotes, never a :: cast.
func (cl client) interpolate(sql string) string {
	if cl.vars == nil || len(*cl.vars) == 0 || !strings.Contains(sql, ":") {
		return sql
	}
	var b strings.Builder
	for i := 0; i < len(sql); i++ {
		ch := sql[i]
		switch {
		case ch == '\'' || ch == '"':
			j := strings.IndexByte(sql[i+1:], ch)
			if j < 0 {
				b.WriteString(sql[i:])
				return b.String()
			}
			b.WriteString(sql[i : i+j+2])
			i += j + 1
		case ch == ':' && i+1 < len(sql) && sql[i+1] == ':':
			b.WriteString("::")
			i++
		case ch == ':':
			if v, n, ok := cl.variable(sql[i+1:]); ok {
				b.WriteString(v)
				i += n
				continue
			}
			b.WriteByte(ch)
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// variable reads the variable reference after a colon: its text and length.
func (cl client) variable(s string) (string, int, bool) {
	quote := byte(0)
	if s != "" && (s[0] == '\'' || s[0] == '"') {
		quote = s[0]
		s = s[1:]
	}
	n := 0
	for n < len(s) && (s[n] == '_' || s[n] >= 'a' && s[n] <= 'z' || s[n] >= 'A' && s[n] <= 'Z' || s[n] >= '0' && s[n] <= '9') {
		n++
	}
	if n == 0 || quote != 0 && (n >= len(s) || s[n] != quote) {
		return "", 0, false
	}
	for i := len(*cl.vars) - 1; i >= 0; i-- {
		if kv := (*cl.vars)[i]; kv[0] == s[:n] {
			if quote != 0 {
				return string(quote) + kv[1] + string(quote), n + 2, true
			}
			return kv[1], n, true
		}
	}
	return "", 0, false
}

// psqlCopy reads \copy ... TO|FROM target: a file, PROGRAM 'command', or the client's stdio.
func (c *Call) psqlCopy(arg string) {
	fs := strings.Fields(arg)
	for i := 0; i+1 < len(fs); i++ {
		dir := strings.ToLower(fs[i])
		if dir != "to" && dir != "from" {
			continue
		}
		target := fs[i+1]
		if strings.EqualFold(target, "program") {
			if j := strings.Index(strings.ToLower(arg), "program"); j >= 0 {
				c.shellOut(unquoteMeta(strings.TrimSpace(arg[j+len("program"):])), `\copy program`)
			}
			return
		}
		switch strings.ToLower(target) {
		case "stdin", "stdout", "pstdin", "pstdout":
			return
		}
		w := Word{S: unquoteMeta(target)}
		if dir == "to" {
			c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: `psql \copy`})
		} else {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "input", By: `psql \copy`})
		}
		return
	}
}

func firstField(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "'") || strings.HasPrefix(s, `"`) {
		if j := strings.IndexByte(s[1:], s[0]); j >= 0 {
			return s[1 : j+1]
		}
	}
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

// unquoteMeta takes the quotes off a client command's argument ('file name', "cmd with args").
func unquoteMeta(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '\'' || s[0] == '"') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// lineMeta splits text into lines: a line that is a client command (f reports it by
// returning true, after doing what it does) is taken out of the SQL; f's stop ends the input.
func lineMeta(text string, f func(line string) (handled bool, sql string, stop bool)) string {
	var b strings.Builder
	for text != "" {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		handled, sql, stop := f(strings.TrimSpace(line))
		if stop {
			break
		}
		if handled {
			b.WriteString(";\n")
			b.WriteString(sql)
			continue
		}
		b.WriteString(line)
		b.WriteString("\n")
	}
	return b.String()
}

// mysqlMeta handles the mysql client's own commands: the long forms at the start of a line
// (source, system, tee, pager, quit) and the short forms (\. \! \T \P \q).
func mysqlMeta(c *Call, cl client, text string, depth int) string {
	return lineMeta(text, func(line string) (bool, string, bool) {
		word, arg, _ := strings.Cut(line, " ")
		arg = strings.TrimSuffix(strings.TrimSpace(arg), ";")
		switch strings.ToLower(word) {
		case "source", `\.`:
			return true, c.include(cl, arg, depth), false
		case "system", `\!`:
			c.shellOut(arg, word)
			return true, "", false
		case "tee", `\t`:
			c.outputTo(Word{S: arg}, true, "mysql tee")
			return true, "", false
		case "pager", `\p`:
			if arg != "" {
				c.shellOut(arg, "pager")
			}
			return true, "", false
		case "quit", "exit", `\q`, "quit;", "exit;":
			return false, "", true
		}
		return false, "", false
	})
}

// sqliteMeta handles sqlite3's dot commands, each a line of its own.
func sqliteMeta(c *Call, cl client, text string, depth int) string {
	return lineMeta(text, func(line string) (bool, string, bool) {
		if !strings.HasPrefix(line, ".") {
			return false, "", false
		}
		word, arg, _ := strings.Cut(line, " ")
		arg = strings.TrimSpace(arg)
		switch word {
		case ".read":
			if cmd, ok := strings.CutPrefix(unquoteMeta(arg), "|"); ok {
				c.shellOut(cmd, ".read |")
				c.Add(Effect{Kind: Exec, Lang: "sql", Class: cl.dialect, By: c.Name + " .read |"})
				return true, "", false
			}
			return true, c.include(cl, arg, depth), false
		case ".shell", ".system":
			c.shellOut(arg, word)
		case ".output", ".once":
			if f := lastField(arg); f != "" && !strings.HasPrefix(f, "-") {
				c.outputTo(Word{S: unquoteMeta(f)}, false, c.Name+" "+word)
			}
		case ".backup", ".save", ".clone":
			if f := lastField(arg); f != "" {
				c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: unquoteMeta(f)}), By: c.Name + " " + word})
			}
		case ".log", ".trace":
			if f := lastField(arg); f != "" && f != "off" && f != "stdout" && f != "stderr" && !strings.HasPrefix(f, "-") {
				c.outputTo(Word{S: unquoteMeta(f)}, true, c.Name+" "+word)
			}
		case ".open":
			if f := lastField(arg); f != "" && !strings.HasPrefix(f, "-") {
				c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: unquoteMeta(f)}), By: c.Name + " .open"})
				if slices.Contains(strings.Fields(arg), "--new") {
					// --new starts an empty database in the file: what it held is gone.
					c.Add(Effect{Kind: Truncate, Path: c.PathOf(Word{S: unquoteMeta(f)}), By: c.Name + " .open --new"})
				}
			}
		case ".ar", ".archive":
			c.sqliteArchive(arg)
		case ".import":
			if f := strings.Fields(arg); len(f) >= 2 {
				c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: strings.Trim(f[len(f)-2], `"'`)}), Class: "show", By: c.Name + " .import"})
			}
		case ".load":
			if f := firstField(arg); f != "" {
				c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: f}), Class: "code", By: c.Name + " .load"})
				c.Add(Effect{Kind: Exec, Lang: "native", By: c.Name + " .load"})
			}
		case ".restore":
			c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, Lang: "sql", By: ".restore", Known: true, Text: "the database, replaced by " + lastField(arg)})
		case ".quit", ".exit":
			return false, "", true
		}
		return true, "", false
	})
}

// sqliteArchive reads sqlite3's .archive command: extracting (-x, --extract) writes the
// archive's members, which only the database knows, below -C DIR or here.
func (c *Call) sqliteArchive(arg string) {
	f := strings.Fields(arg)
	extract, dir := false, Word{S: "."}
	for i, w := range f {
		switch {
		case w == "--extract" || strings.HasPrefix(w, "-") && !strings.HasPrefix(w, "--") && strings.Contains(w, "x"):
			extract = true
		}
		if (w == "-C" || w == "--directory") && i+1 < len(f) {
			dir = Word{S: unquoteMeta(f[i+1])}
		}
	}
	if extract {
		c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: c.Name + " .archive -x"})
	}
}

func lastField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// sqlcmdMeta handles sqlcmd's commands: :r FILE, !! CMD, :out FILE, :exit and :quit.
func sqlcmdMeta(c *Call, cl client, text string, depth int) string {
	return lineMeta(text, func(line string) (bool, string, bool) {
		low := strings.ToLower(line)
		switch {
		case strings.HasPrefix(low, ":r ") || strings.HasPrefix(low, ":r\t"):
			return true, c.include(cl, line[3:], depth), false
		case strings.HasPrefix(line, "!!"):
			c.shellOut(line[2:], "!!")
			return true, "", false
		case strings.HasPrefix(low, ":out "):
			c.outputTo(Word{S: unquoteMeta(line[5:])}, false, "sqlcmd :out")
			return true, "", false
		case low == ":exit" || low == ":quit" || low == "exit" || low == "quit":
			return false, "", true
		case strings.HasPrefix(low, ":"):
			return true, "", false
		}
		return false, "", false
	})
}

// snowMeta handles snowsql's !commands: !source FILE, !system CMD, !spool FILE, !exit.
func snowMeta(c *Call, cl client, text string, depth int) string {
	return lineMeta(text, func(line string) (bool, string, bool) {
		if !strings.HasPrefix(line, "!") {
			return false, "", false
		}
		word, arg, _ := strings.Cut(line[1:], " ")
		arg = strings.TrimSuffix(strings.TrimSpace(arg), ";")
		switch strings.ToLower(word) {
		case "source", "load":
			return true, c.include(cl, arg, depth), false
		case "system":
			c.shellOut(arg, "!system")
		case "spool":
			if !strings.EqualFold(arg, "off") {
				c.outputTo(Word{S: arg}, true, "snowsql !spool")
			}
		case "exit", "quit":
			return false, "", true
		}
		return true, "", false
	})
}

func sqlcmdDoes(c *Call) {
	given := false
	for _, o := range c.P.Opts {
		if !o.Set {
			continue
		}
		switch o.Name {
		case "Q", "q":
			given = true
			c.runText(sqlcmdClient, o.Value, "-"+o.Name)
		case "i":
			given = true
			for _, f := range strings.Split(o.Value.S, ",") {
				c.runFile(sqlcmdClient, Word{S: strings.TrimSpace(f), Dyn: o.Value.Dyn})
			}
		case "o":
			c.Add(Effect{Kind: Write, Path: c.PathOf(o.Value), By: "sqlcmd -o"})
		}
	}
	if _, ok := c.Value("i"); ok {
		for _, w := range c.Operands() { // sqlcmd -i a.sql b.sql
			c.runFile(sqlcmdClient, w)
		}
	}
	if !given {
		c.runStdin(sqlcmdClient)
	}
}

func clickhouseDoes(c *Call) {
	c.sqlClient(chClient, "q", "queries-file")
	for _, w := range c.Operands() { // newer clients take the query as an operand
		c.runText(chClient, w, "query")
	}
}

// usqlDoes reads usql's connection URL for the dialect; its commands are psql's.
func usqlDoes(c *Call) {
	cl := psqlClient
	cl.dialect = ""
	if u := c.Op(0); u != "" {
		scheme, _, _ := strings.Cut(u, ":")
		scheme = strings.ToLower(strings.TrimSuffix(scheme, "+unix"))
		switch scheme {
		case "pg", "pgsql", "postgres", "postgresql", "cr", "cockroach", "cockroachdb":
			cl.dialect = "postgres"
		case "my", "mysql", "maria", "mariadb", "tidb", "aurora":
			cl.dialect = "mysql"
		case "sq", "sqlite", "sqlite3", "file":
			cl.dialect = "sqlite"
		case "ms", "mssql", "sqlserver", "azuresql":
			cl.dialect = "sqlserver"
		}
	}
	c.sqlClient(cl, "c", "f")
}

// sqlEffects adds what SQL text does against a live database (DROP, TRUNCATE, DELETE without
// WHERE, dynamic SQL) as Destroy effects. e is an Exec "sql" effect; e.Class names the dialect
// where the client says ("postgres", "mysql", "sqlite", "sqlserver"), "" otherwise. A shell
// command the server runs (COPY ... PROGRAM, xp_cmdshell) is an Exec "sh".
func (c *Call) sqlEffects(e Effect) {
	for _, f := range sqlscan.Scan(e.Text, sqlscan.Options{Dialect: sqlscan.ParseDialect(e.Class)}) {
		c.addFinding(f, e.By)
	}
}

// sqlFiles adds the files SQL itself reads, writes or runs where its engine runs (readfile(),
// writefile(), COPY ... TO 'file', INTO OUTFILE, LOAD DATA INFILE, ATTACH): a literal path is
// that file, a computed one a file known only when it runs.
func (c *Call) sqlFiles(e Effect) {
	for _, f := range sqlscan.Files(e.Text, sqlscan.ParseDialect(e.Class)) {
		p := c.PathOf(Word{S: f.Path, Dyn: f.Computed})
		by := c.Name + " " + f.Op
		switch f.Do {
		case sqlscan.FileRead:
			c.Add(Effect{Kind: Read, Path: p, Class: "show", By: by, Via: e.By})
		case sqlscan.FileWrite:
			c.Add(Effect{Kind: Write, Path: p, Dyn: f.Computed, By: by, Via: e.By})
		case sqlscan.FileRun:
			c.Add(Effect{Kind: Exec, Lang: "sh", Text: f.Path, Known: !f.Computed, By: by, Via: e.By + " > " + f.Op})
		case sqlscan.FileLoad:
			c.Add(Effect{Kind: Read, Path: p, Class: "code", By: by, Via: e.By})
			c.Add(Effect{Kind: Exec, Lang: "native", By: by, Via: e.By})
		}
	}
}

func (c *Call) addFinding(f sqlscan.Finding, via string) {
	switch {
	case f.Rule == "server-shell":
		c.Add(Effect{Kind: Exec, Lang: "sh", Text: f.Text, Known: !f.Unknown && f.Text != "", By: f.Op, Via: via + " > " + f.Op})
	case f.Live:
		c.Add(Effect{Kind: Destroy, Class: "database", Tree: f.Schema, Lang: "sql", By: f.Op, Text: f.Object, Known: !f.Unknown, Dyn: f.Dynamic, Via: via})
	}
}

// SchemaLoss reports a Destroy of a database that removes schema objects a migration made (a
// table, a column, a schema, a whole database), not only rows or keys: what un-applies applied
// migrations. Code's Destroys say so by Tree; a database tool's Destroy counts unless it is one
// of the tools below that delete keys, points or roles.
func SchemaLoss(e Effect) bool {
	if e.Kind != Destroy || e.Class != "database" {
		return false
	}
	if e.Tree || e.Lang != "" {
		return e.Tree
	}
	switch e.By {
	case "dropuser", "etcdctl del", "influx delete":
		return false
	}
	return true
}

func dropdbDoes(c *Call) {
	if w := c.Operand(0); w.S != "" {
		c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: "dropdb", Text: "database " + w.S, Known: !w.Dyn, Dyn: w.Dyn})
	}
}

func dropuserDoes(c *Call) {
	if w := c.Operand(0); w.S != "" {
		c.Add(Effect{Kind: Destroy, Class: "database", By: "dropuser", Text: "role " + w.S, Known: !w.Dyn, Dyn: w.Dyn})
	}
}

// mysqladminDoes: mysqladmin runs commands given as operands; "drop DB" removes a database
// (the command may be shortened to a unique prefix).
func mysqladminDoes(c *Call) {
	ops := c.Operands()
	for i := 0; i+1 < len(ops); i++ {
		w := strings.ToLower(ops[i].S)
		if len(w) >= 2 && strings.HasPrefix("drop", w) && !ops[i].Dyn {
			db := ops[i+1]
			c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: "mysqladmin drop", Text: "database " + db.S, Known: !db.Dyn, Dyn: db.Dyn})
			i++
		}
	}
}

// pgDumpDoes: pg_dump prints the database's SQL, or writes it to -f (a directory with -F d);
// --filter names a file of patterns it reads.
func pgDumpDoes(c *Call) {
	if f, ok := c.Value("f"); ok && f.S != "-" {
		format, _ := c.Value("F")
		c.Add(Effect{Kind: Write, Path: c.PathOf(f), Tree: format.S == "d" || format.S == "directory", By: "pg_dump -f"})
	}
	if f, ok := c.Value("filter"); ok && f.S != "-" {
		c.Add(Effect{Kind: Read, Path: c.PathOf(f), Class: "config", By: "pg_dump --filter"})
	}
}

func pgRestoreDoes(c *Call) {
	db, ok := c.Value("d")
	if !ok {
		if f, ok := c.Value("f"); ok && f.S != "-" {
			c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: "pg_restore -f"})
		}
		return
	}
	if !c.Has("c") {
		return
	}
	text := "objects of database " + db.S + " (dropped, then restored)"
	if c.Has("C") {
		text = "database " + archiveDB(c) + ", dropped and recreated from the archive"
	}
	c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: "pg_restore --clean", Text: text, Known: !db.Dyn})
}

// archiveDB names the database pg_restore -C recreates: the archive's, which the line does not
// show; the archive's file name stands for it.
func archiveDB(c *Call) string {
	a := c.Op(0)
	if a == "" {
		return "of the archive"
	}
	return strings.TrimSuffix(filepath.Base(a), filepath.Ext(a))
}

func etcdDelDoes(c *Call) {
	key := c.Operand(0)
	switch {
	case c.Has("prefix"):
		c.Add(Effect{Kind: Destroy, Class: "database", By: "etcdctl del", Text: "every key under " + orEmpty(key.S), Known: !key.Dyn})
	case c.Has("from-key"):
		c.Add(Effect{Kind: Destroy, Class: "database", By: "etcdctl del", Text: "every key from " + orEmpty(key.S), Known: !key.Dyn})
	case len(c.P.Operands) > 1:
		c.Add(Effect{Kind: Destroy, Class: "database", By: "etcdctl del", Text: "every key from " + orEmpty(key.S) + " to " + c.Operand(1).S, Known: !key.Dyn})
	}
}

func orEmpty(s string) string {
	if s == "" {
		return "''"
	}
	return s
}

// influxV1Does reads the 1.x CLI (influx -execute 'InfluxQL'); 2.x has subcommands.
func influxV1Does(c *Call) {
	if w, ok := c.Value("execute"); ok {
		c.runText(client{}, w, "-execute")
	}
	if w, ok := c.Value("path"); ok && c.Has("import") {
		c.runFile(client{}, w)
	}
}

func influxDeleteDoes(c *Call) {
	b, _ := c.Value("b")
	if b.S == "" {
		b, _ = c.Value("bucket-id")
	}
	start, _ := c.Value("start")
	stop, _ := c.Value("stop")
	text := "points of bucket " + b.S + " from " + start.S + " to " + stop.S
	if p, ok := c.Value("p"); ok {
		text += " matching " + p.S
	}
	c.Add(Effect{Kind: Destroy, Class: "database", By: "influx delete", Text: text, Known: !b.Dyn})
}

func influxBucketDeleteDoes(c *Call) {
	n, ok := c.Value("n")
	if !ok {
		n, _ = c.Value("i")
	}
	c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: "influx bucket delete", Text: "bucket " + n.S + " and its data", Known: !n.Dyn})
}

func kafkaTopicsDoes(c *Call) {
	if !c.Has("delete") {
		return
	}
	t, _ := c.Value("topic")
	c.Add(Effect{Kind: Destroy, Class: "queue", By: "kafka-topics --delete", Text: "topic " + t.S + " and its messages", Known: !t.Dyn})
}

func kafkaGroupsDoes(c *Call) {
	g, _ := c.Value("group")
	name := "consumer group " + g.S
	if c.Has("all-groups") {
		name = "every consumer group"
	}
	switch {
	case c.Has("delete"):
		c.Add(Effect{Kind: Destroy, Class: "queue", By: "kafka-consumer-groups --delete", Text: name + " and its committed offsets", Known: !g.Dyn})
	case c.Has("delete-offsets"):
		c.Add(Effect{Kind: Destroy, Class: "queue", By: "kafka-consumer-groups --delete-offsets", Text: "the committed offsets of " + name, Known: !g.Dyn})
	}
}

func kafkaDeleteRecordsDoes(c *Call) {
	f, _ := c.Value("offset-json-file")
	c.Add(Effect{Kind: Destroy, Class: "queue", By: "kafka-delete-records", Text: "records of the partitions listed in " + f.S, Known: !f.Dyn})
}

// rabbitCtlDoes: rabbitmqctl's commands that delete queues, messages or a whole node's state.
func rabbitCtlDoes(c *Call) {
	cmd := strings.ReplaceAll(c.Op(0), "-", "_")
	arg := c.Op(1)
	switch cmd {
	case "delete_queue":
		c.Add(Effect{Kind: Destroy, Class: "queue", By: "rabbitmqctl " + cmd, Text: "queue " + arg + " and its messages", Known: true})
	case "purge_queue":
		c.Add(Effect{Kind: Destroy, Class: "queue", By: "rabbitmqctl " + cmd, Text: "the messages of queue " + arg, Known: true})
	case "delete_vhost":
		c.Add(Effect{Kind: Destroy, Class: "queue", By: "rabbitmqctl " + cmd, Text: "virtual host " + arg + " with its queues and messages", Known: true})
	case "reset", "force_reset":
		c.Add(Effect{Kind: Destroy, Class: "queue", By: "rabbitmqctl " + cmd, Text: "every queue, message and setting of the node", Known: true})
	}
}

// rabbitAdminDoes: rabbitmqadmin delete|purge OBJECT name=X (1.x) and OBJECTS delete --name X,
// delete OBJECT --name X (2.x).
func rabbitAdminDoes(c *Call) {
	ops := c.Operands()
	verb, obj := "", ""
	for i := 0; i < len(ops) && i < 2; i++ {
		switch ops[i].S {
		case "delete", "purge":
			verb = ops[i].S
			if i == 0 && len(ops) > 1 {
				obj = ops[1].S
			} else if i == 1 {
				obj = ops[0].S
			}
		}
	}
	obj = strings.TrimSuffix(obj, "s")
	if verb == "" || obj != "queue" && obj != "vhost" && obj != "exchange" {
		return
	}
	name := ""
	if n, ok := c.Value("name"); ok {
		name = n.S
	}
	for _, w := range ops {
		if v, ok := strings.CutPrefix(w.S, "name="); ok {
			name = v
		}
	}
	text := obj + " " + name + " and its messages"
	if verb == "purge" {
		text = "the messages of " + obj + " " + name
	}
	c.Add(Effect{Kind: Destroy, Class: "queue", By: "rabbitmqadmin " + verb, Text: text, Known: true})
}

// natsDoes adds what a nats stream or kv removal deletes.
func natsDoes(c *Call, what string) {
	n, k := c.Op(0), c.Op(1)
	var text string
	switch what {
	case "stream":
		text = "stream " + n + " and its messages"
	case "purge":
		text = "the messages of stream " + n
	case "bucket":
		if k != "" {
			text = "key " + k + " of bucket " + n
		} else {
			text = "bucket " + n + " and its keys"
		}
	case "key":
		text = "key " + k + " of bucket " + n
	}
	c.Add(Effect{Kind: Destroy, Class: "queue", By: byOf(c), Text: text, Known: n != ""})
}

// redisDoes reads redis-cli's command: its operands, or lines on stdin, or a Lua script.
func redisDoes(c *Call) {
	if w, ok := c.Value("rdb"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "redis-cli --rdb"})
	}
	if w, ok := c.Value("eval"); ok {
		p := c.PathOf(w)
		c.Add(Effect{Kind: Read, Path: p, Class: "code", By: "redis-cli --eval"})
		if text, ok := c.ReadCode(p); ok {
			c.redisScript(text)
		} else {
			c.Add(Effect{Kind: Exec, Lang: "redis", By: "redis-cli --eval"})
		}
	}
	ops := c.Operands()
	if v, ok := c.Value("cluster"); ok {
		if v.S != "call" || len(ops) < 2 {
			return
		}
		ops = ops[1:] // --cluster call HOST:PORT COMMAND...
	}
	switch {
	case len(ops) > 0:
		words := make([]string, len(ops))
		dyn := false
		for i, w := range ops {
			words[i], dyn = w.S, dyn || w.Dyn
		}
		c.Add(Effect{Kind: Exec, Lang: "redis", Text: strings.Join(words, " "), Known: !dyn, By: "redis-cli"})
		c.redisCommand(ops)
	case c.In.StdinKnown:
		c.Add(Effect{Kind: Exec, Lang: "redis", Text: c.In.Stdin, Known: true, By: "redis-cli stdin"})
		for _, line := range strings.Split(c.In.Stdin, "\n") {
			fs := strings.Fields(line)
			ws := make([]Word, len(fs))
			for i, f := range fs {
				ws[i] = Word{S: strings.Trim(f, `"'`)}
			}
			c.redisCommand(ws)
			if c.Has("pipe") { // raw protocol: every word could be a command
				for i := range ws {
					c.redisCommand(ws[i:])
				}
			}
		}
	case c.In.Piped:
		c.Add(Effect{Kind: Exec, Lang: "redis", By: "redis-cli stdin"})
	}
}

// redisCommand adds what one Redis command destroys: FLUSHALL, FLUSHDB, and those inside an
// EVAL script.
func (c *Call) redisCommand(ws []Word) {
	if len(ws) == 0 {
		return
	}
	switch strings.ToUpper(ws[0].S) {
	case "FLUSHALL":
		c.Add(Effect{Kind: Destroy, Class: "database", Lang: "redis", By: "FLUSHALL", Text: "every key of every database", Known: true})
	case "FLUSHDB":
		c.Add(Effect{Kind: Destroy, Class: "database", Lang: "redis", By: "FLUSHDB", Text: "every key of the selected database", Known: true})
	case "SHUTDOWN":
		// NOSAVE stops the server without writing its data out: every write since the last
		// snapshot is gone, every key of a server that keeps none
		for _, w := range ws[1:] {
			if w.Dyn || strings.EqualFold(w.S, "NOSAVE") {
				c.Add(Effect{Kind: Destroy, Class: "database", Lang: "redis", By: "SHUTDOWN NOSAVE", Text: "every key written since the last save", Known: !w.Dyn, Dyn: w.Dyn})
				return
			}
		}
	case "DEL", "UNLINK":
		// Keys handed in by xargs from input nobody can read (the front end's "<stdin>"
		// word: `redis-cli --scan | xargs redis-cli del`) may be every key, as FLUSHALL; one
		// key from a variable ("$KEY") is one key, as rm "$f" is one file.
		for _, w := range ws[1:] {
			if w.Dyn && w.S == "<stdin>" {
				c.Add(Effect{Kind: Destroy, Class: "database", Lang: "redis", By: strings.ToUpper(ws[0].S), Text: "keys read from input: possibly every key", Dyn: true})
				return
			}
		}
	case "EVAL", "EVAL_RO", "FCALL":
		if len(ws) > 1 {
			c.redisScript(ws[1].S)
		}
	}
}

// redisScript reads a Lua script's redis.call / redis.pcall commands.
func (c *Call) redisScript(lua string) {
	low := strings.ToLower(lua)
	for _, call := range [...]string{"redis.call(", "redis.pcall("} {
		for rest := low; ; {
			i := strings.Index(rest, call)
			if i < 0 {
				break
			}
			rest = rest[i+len(call):]
			arg := strings.TrimLeft(rest, " \t'\"[=")
			switch {
			case strings.HasPrefix(arg, "flushall"):
				c.redisCommand([]Word{{S: "FLUSHALL"}})
			case strings.HasPrefix(arg, "flushdb"):
				c.redisCommand([]Word{{S: "FLUSHDB"}})
			}
		}
	}
}

// mongoDoes reads the mongo shell's code: --eval (repeatable), file operands and -f, or stdin.
func mongoDoes(c *Call) {
	given := false
	for _, o := range c.P.Opts {
		if !o.Set {
			continue
		}
		switch o.Name {
		case "eval":
			given = true
			c.mongoCode(o.Value.S, o.Value.Dyn, "--eval")
		case "f", "eval-file":
			given = true
			c.mongoFile(o.Value)
		}
	}
	for _, w := range c.Operands() {
		if ext := strings.ToLower(filepath.Ext(w.S)); ext == ".js" || ext == ".mjs" || ext == ".cjs" {
			given = true
			c.mongoFile(w)
		}
	}
	if given || c.Has("shell") {
		return
	}
	switch {
	case c.In.StdinKnown:
		c.mongoCode(c.In.Stdin, false, "stdin")
	case c.In.Piped:
		c.Add(Effect{Kind: Exec, Lang: "js", By: c.Name + " stdin"})
	}
}

func (c *Call) mongoFile(w Word) {
	p := c.PathOf(w)
	c.Add(Effect{Kind: Read, Path: p, Class: "code", By: c.Name})
	text, ok := c.ReadCode(p)
	if !ok || w.Dyn {
		c.Add(Effect{Kind: Exec, Lang: "js", By: c.Name + " " + w.S})
		return
	}
	c.mongoCode(text, false, w.S)
}

func (c *Call) mongoCode(code string, dyn bool, via string) {
	if dyn {
		c.Add(Effect{Kind: Exec, Lang: "js", By: c.Name + " " + via, Dyn: true})
		return
	}
	c.Add(Effect{Kind: Exec, Lang: "js", Text: code, Known: true, By: c.Name + " " + via})
	toks := jsTokens(code)
	for i := range toks {
		c.mongoCall(toks, i)
	}
}

// mongoCall adds what the call at toks[i] destroys: dropDatabase(), COLLECTION.drop(),
// deleteMany({}), remove({}), updateMany({}, ...), runCommand({dropDatabase: 1}).
func (c *Call) mongoCall(toks []jsTok, i int) {
	t := toks[i]
	if t.kind != 'w' || i+1 >= len(toks) || toks[i+1].text != "(" {
		return
	}
	emptyFilter := i+3 < len(toks) && toks[i+2].text == "{" && toks[i+3].text == "}" ||
		i+2 < len(toks) && toks[i+2].text == ")" && (t.text == "deleteMany" || t.text == "remove")
	coll := collectionBefore(toks, i)
	add := func(by, text string, tree bool) {
		c.Add(Effect{Kind: Destroy, Class: "database", Tree: tree, Lang: "js", By: by, Text: text, Known: true})
	}
	switch t.text {
	case "dropDatabase":
		add("dropDatabase", "the database", true)
	case "drop":
		if i > 0 && toks[i-1].text == "." && i+2 < len(toks) && toks[i+2].text == ")" {
			add("drop", "collection "+coll+" and its documents", true)
		}
	case "deleteMany", "remove":
		if emptyFilter {
			add(t.text+"({})", "every document of "+coll, false)
		}
	case "updateMany", "replaceMany":
		if emptyFilter {
			add(t.text+"({})", "every document of "+coll+" (overwritten)", false)
		}
	case "dropAllUsers", "dropAllRoles":
		add(t.text, "every "+strings.ToLower(strings.TrimPrefix(t.text, "dropAll")), false)
	case "runCommand", "adminCommand":
		if i+3 < len(toks) && toks[i+2].text == "{" && (toks[i+3].text == "dropDatabase" || toks[i+3].text == "drop") {
			add(toks[i+3].text, "the database or a collection", true)
		}
	}
}

// collectionBefore names the collection a method is called on: db.NAME.m(), db['NAME'].m(),
// db.getCollection('NAME').m().
func collectionBefore(toks []jsTok, i int) string {
	if i < 2 || toks[i-1].text != "." {
		return "?"
	}
	p := toks[i-2]
	switch {
	case p.kind == 'w':
		return p.text
	case p.text == "]" && i >= 3 && toks[i-3].kind == 's':
		return toks[i-3].text
	case p.text == ")" && i >= 3 && toks[i-3].kind == 's':
		return toks[i-3].text
	}
	return "?"
}

// jsTok is a token of JavaScript: 'w' a name, 's' a string's content, 'p' punctuation.
type jsTok struct {
	kind byte
	text string
}

// jsTokens splits JavaScript into names, strings and punctuation, without comments.
func jsTokens(src string) []jsTok {
	var out []jsTok
	for i := 0; i < len(src); {
		ch := src[i]
		switch {
		case ch == '/' && i+1 < len(src) && src[i+1] == '/':
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				return out
			}
			i += j
		case ch == '/' && i+1 < len(src) && src[i+1] == '*':
			j := strings.Index(src[i+2:], "*/")
			if j < 0 {
				return out
			}
			i += j + 4
		case ch == '\'' || ch == '"' || ch == '`':
			j := i + 1
			for j < len(src) && src[j] != ch {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, jsTok{'s', src[i+1 : min(j, len(src))]})
			i = j + 1
		case ch == '_' || ch == '$' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z':
			j := i + 1
			for j < len(src) && (src[j] == '_' || src[j] == '$' || src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z' || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			out = append(out, jsTok{'w', src[i:j]})
			i = j
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			i++
		default:
			out = append(out, jsTok{'p', src[i : i+1]})
			i++
		}
	}
	return out
}

// mysqldumpOpts are mysqldump's options (mariadb-dump's are the same), whose short letters
// differ from mysql's: -t is --no-create-info, -r --result-file, -B --databases.
const mysqldumpOpts = "A|all-databases B|databases t|no-create-info d|no-data r|result-file= T|tab= X|xml add-drop-database add-drop-table skip-add-drop-table add-drop-trigger add-locks skip-add-locks opt skip-opt compact " +
	"c|complete-insert e|extended-insert skip-extended-insert n|no-create-db R|routines E|events triggers skip-triggers single-transaction l|lock-tables x|lock-all-tables skip-lock-tables q|quick skip-quick " +
	"w|where= ignore-table= insert-ignore replace hex-blob K|disable-keys F|flush-logs master-data? source-data? dump-date skip-dump-date i|comments skip-comments y|no-tablespaces Y|all-tablespaces f|force v|verbose V|version " +
	"u|user= p|password? h|host= P|port= S|socket= protocol= ssl-mode= ssl-ca= ssl-cert= ssl-key= defaults-file= defaults-extra-file= login-path= no-defaults default-character-set= set-gtid-purged= column-statistics? max-allowed-packet= net-buffer-length= compress C tz-utc skip-tz-utc order-by-primary set-charset skip-set-charset"

// mysqldumpDoes: the file -r writes; the SQL it prints is judged where a client runs it
// (PrintsSQL).
func mysqldumpDoes(c *Call) {
	if w, ok := c.Value("r"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "mysqldump -r"})
	}
	if w, ok := c.Value("T"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), Tree: true, By: "mysqldump --tab"})
	}
}

// sqliteUtilsCmds are sqlite-utils's commands: a first operand that is none of them is the
// database of the default command, query.
const sqliteUtilsCmds = "add-column add-foreign-key add-foreign-keys analyze analyze-tables bulk convert create-database create-index create-spatial-index create-table create-view disable-fts disable-wal drop-table drop-view dump duplicate enable-counts enable-fts enable-wal extract index-foreign-keys indexes insert insert-files install memory optimize plugins populate-fts query rebuild-fts rename-table reset-counts rows schema search tables transform triggers uninstall upsert vacuum views"

func sqliteUtilsDoes(c *Call) {
	if c.Has("help") || c.Has("version") {
		return
	}
	ops := c.Operands()
	if len(ops) == 0 || ops[0].Dyn {
		return
	}
	cmd, args := ops[0].S, ops[1:]
	if !inWords(sqliteUtilsCmds, cmd) {
		cmd, args = "query", ops
	}
	var names []Word // the words after the database that are not options
	flags := ""
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch {
		case !w.Dyn && w.S == "--drop" && i+1 < len(args):
			i++
			flags += " drop:" + args[i].S
		case !w.Dyn && strings.HasPrefix(w.S, "-"):
			flags += " " + w.S
		default:
			names = append(names, w)
		}
	}
	if len(names) < 2 {
		return
	}
	by := "sqlite-utils " + cmd
	switch cmd {
	case "query", "bulk":
		c.runText(sqliteClient, names[1], cmd)
	case "drop-table", "drop-view":
		c.sqliteUtilsSQL("DROP "+strings.ToUpper(cmd[5:])+" ", names[1], "", by)
	case "create-table":
		if strings.Contains(flags+" ", " --replace ") {
			c.sqliteUtilsSQL("DROP TABLE ", names[1], "", by+" --replace")
		}
	case "transform":
		for _, f := range strings.Fields(flags) {
			if col, ok := strings.CutPrefix(f, "drop:"); ok {
				c.sqliteUtilsSQL("ALTER TABLE ", names[1], " DROP COLUMN "+sqlQuote(col), by+" --drop")
			}
		}
	}
}

// sqliteUtilsSQL adds the statement a sqlite-utils command runs on a table it names.
func (c *Call) sqliteUtilsSQL(head string, table Word, tail, by string) {
	if table.Dyn {
		c.Add(Effect{Kind: Exec, Lang: "sql", Class: "sqlite", Text: head + table.S + tail, Dyn: true, By: by})
		return
	}
	c.addSQL(sqliteClient, head+sqlQuote(table.S)+tail, by)
}

func sqlQuote(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }
