package spec

// dbSpecs are the database clients and tools (psql, mysql, sqlite3, sqlcmd, mongosh, redis-cli, dropdb, ...): SQL they are given becomes an Exec "sql" effect, which Effects turns into Destroy effects by one dialect-aware lexer (package sqlscan). Sorted by Name.
var dbSpecs = [...]Spec{}

// sqlEffects adds what SQL text does against a live database (DROP, TRUNCATE, DELETE without
// WHERE, dynamic SQL) as Destroy effects. e is an Exec "sql" effect; e.Class names the dialect
// where the client says ("postgres", "mysql", "sqlite", "sqlserver"), "" otherwise.
func (c *Call) sqlEffects(e Effect) {}
