package sqlscan

import (
	"fmt"
	"strings"
	"testing"
)

// Files finds every file SQL names, in every spelling; SQL that names none, or names a
// stream, finds nothing.
func TestFiles(t *testing.T) {
	for _, c := range []struct {
		sql  string
		d    Dialect
		want string // "op do path" per file, ";"-joined; "?" for a computed path
	}{
		{"select readfile('.env')", SQLite, "readfile() 1 .env"},
		{`SELECT ReadFile(".env")`, SQLite, "ReadFile() 1 .env"},
		{"select writefile('/tmp/n', readfile('.env'))", SQLite, "writefile() 2 /tmp/n;readfile() 1 .env"},
		{"select writefile(name, data) from t", SQLite, "writefile() 2 ?"},
		{"select edit('x', 'rm -rf ~')", SQLite, "edit() 3 rm -rf ~"},
		{"ATTACH DATABASE '/p/x.db' AS x", SQLite, "ATTACH 2 /p/x.db"},
		{"ATTACH ':memory:' AS m", SQLite, ""},
		{"VACUUM INTO '/p/copy.db'", SQLite, "VACUUM INTO 2 /p/copy.db"},
		{"COPY t TO '/p/out.csv' WITH (FORMAT csv)", Postgres, "COPY TO 2 /p/out.csv"},
		{"COPY t FROM '/p/.env'", Postgres, "COPY FROM 1 /p/.env"},
		{"COPY (SELECT * FROM t) TO STDOUT", Postgres, ""},
		{"COPY t FROM stdin", Postgres, ""},
		{"select lo_export(1, '/p/hook.sh')", Postgres, "lo_export() 2 /p/hook.sh"},
		{"DO $$ BEGIN PERFORM pg_read_file('/k'); END $$", Postgres, "pg_read_file() 1 /k"},
		{"LOAD '/tmp/x.so'", Postgres, "LOAD 4 /tmp/x.so"},
		{"SELECT 1 INTO OUTFILE '/p/x'", MySQL, "INTO OUTFILE 2 /p/x"},
		{"SELECT a INTO @v FROM t", MySQL, ""},
		{"LOAD DATA LOCAL INFILE '.env' INTO TABLE t", MySQL, "LOAD DATA INFILE 1 .env"},
		{"SELECT * FROM '.env'", Unknown, "FROM 'file' 1 .env"},
		{"SELECT * FROM 'users'", SQLite, ""},
		{"select 'readfile(x)' from t", SQLite, ""},
		{"select readfile_count from t", SQLite, ""},
	} {
		var got []string
		for _, f := range Files(c.sql, c.d) {
			p := f.Path
			if f.Computed {
				p = "?"
			}
			got = append(got, fmt.Sprintf("%s %d %s", f.Op, f.Do, p))
		}
		if g := strings.Join(got, ";"); g != c.want {
			t.Errorf("%q: got %q, want %q", c.sql, g, c.want)
		}
	}
}
