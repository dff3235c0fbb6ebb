package spec

import (
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// Framework runners, consoles and database shells: the way an agent reaches the database of
// a Rails, Django or Laravel app is often the app's own entry point, not psql. Code they run
// (rails runner, manage.py shell -c, artisan tinker --execute) is read as the interpreter's
// code is; the SQL their database shells read (rails dbconsole, manage.py dbshell, artisan
// db, dbal:run-sql, heroku pg:psql, turso db shell) as a SQL client's is. The warehouse and
// extra SQL clients (pgcli, mycli, litecli, beeline, spark-sql, bq) are clients too.

// frameworkCode adds code a framework runs in its application: a script file where w names
// one on disk (rails runner script.rb), else the text itself.
func (c *Call) frameworkCode(l code.Lang, lang string, w Word, by string, o code.Options) {
	p := piece{text: w.S, known: !w.Dyn, from: by}
	if !w.Dyn && (strings.HasSuffix(w.S, "."+fileExt(lang)) || c.exists(c.PathOf(w))) && !strings.ContainsAny(w.S, " ;()'\"") {
		p = c.scriptFile(w)
		o.Tags = l == code.PHP
	}
	c.runPiece(l, lang, p, o)
}

func fileExt(lang string) string {
	switch lang {
	case "ruby":
		return "rb"
	case "python":
		return "py"
	}
	return lang
}

// stdinCode adds the code a console reads on stdin (manage.py shell <<< '...').
func (c *Call) stdinCode(l code.Lang, lang, by string) {
	switch {
	case c.In.StdinKnown:
		c.runPiece(l, lang, piece{text: c.In.Stdin, known: true, from: by + " stdin"}, code.Options{})
	case c.In.Piped:
		c.Add(Effect{Kind: Exec, Lang: lang, Class: "stdin", By: by})
	}
}

// railsConsoleDoes reads rails runner CODE|FILE and rails dbconsole (rails db), which reads
// SQL on stdin. It reports whether the first operand was one of them.
func railsConsoleDoes(c *Call) bool {
	ops := c.Operands()
	if len(ops) == 0 || ops[0].Dyn {
		return false
	}
	switch ops[0].S {
	case "runner", "r":
		if len(ops) > 1 {
			c.frameworkCode(code.Ruby, "ruby", ops[1], byOf(c)+" runner", code.Options{})
		}
		return true
	case "dbconsole", "db":
		c.runStdin(client{})
		return true
	}
	return false
}

// djangoShellDoes: manage.py shell runs -c's code, else what it reads on stdin.
func djangoShellDoes(c *Call) {
	if w, ok := c.Value("c"); ok {
		c.runPiece(code.Python, "python", piece{text: w.S, known: !w.Dyn, from: "manage.py shell -c"}, code.Options{})
		return
	}
	c.stdinCode(code.Python, "python", "manage.py shell")
}

// djangoDbshellDoes: manage.py dbshell runs the database's own client on stdin; the words after
// -- are that client's (-- -c 'SQL', -- -e 'SQL').
func djangoDbshellDoes(c *Call) {
	clientArgs(c, c.Operands(), client{})
	c.runStdin(client{})
}

// clientArgs reads the SQL given in a client's own words handed on by a wrapper: -c, -e,
// --command, --execute, with the value next or after "=".
func clientArgs(c *Call, ops []Word, cl client) {
	for i, w := range ops {
		name, val, eq := strings.Cut(w.S, "=")
		switch name {
		case "-c", "-e", "--command", "--execute":
		default:
			if len(w.S) > 2 && (strings.HasPrefix(w.S, "-c") || strings.HasPrefix(w.S, "-e")) && !strings.HasPrefix(w.S, "--") {
				c.runText(cl, Word{S: w.S[2:], Dyn: w.Dyn}, w.S[:2])
			}
			continue
		}
		switch {
		case eq:
			c.runText(cl, Word{S: val, Dyn: w.Dyn}, name)
		case i+1 < len(ops):
			c.runText(cl, ops[i+1], name)
		}
	}
}

// artisanDoes: artisan's rewinding tasks, tinker --execute's PHP, and artisan db, which opens
// the database's client on stdin.
func artisanDoes(c *Call) {
	c.tasks(artisanTasks[:], matchSymfony, false)
	switch c.Op(0) {
	case "tinker":
		if w, ok := c.Value("execute"); ok {
			c.runPiece(code.PHP, "php", piece{text: w.S, known: !w.Dyn, from: "artisan tinker --execute"}, code.Options{})
			return
		}
		c.stdinCode(code.PHP, "php", "artisan tinker")
	case "db":
		c.runStdin(client{})
	}
}

// consoleDoes: Symfony's console, with Doctrine's tasks and dbal:run-sql SQL.
func consoleDoes(c *Call) {
	c.tasks(doctrineTasks[:], matchSymfony, false)
	if matchSymfony(c.Op(0), "dbal:run-sql") {
		if ops := c.Operands(); len(ops) > 1 {
			c.runText(client{}, ops[1], "dbal:run-sql")
		}
	}
}

// bqQueryDoes: bq query runs its operands as one statement, else stdin; --dry_run only plans.
func bqQueryDoes(c *Call) {
	if c.Has("dry_run") {
		return
	}
	ops := c.Operands()
	if len(ops) == 0 {
		c.runStdin(client{})
		return
	}
	c.runText(client{}, joinWords(ops, " "), "query")
}

// bqRmDoes: bq rm deletes a dataset (-d, or -r with every table in it) or a table.
func bqRmDoes(c *Call) {
	for _, w := range c.Operands() {
		what := "table " + w.S + " and its rows"
		if c.HasAny("d", "r") {
			what = "dataset " + w.S + " and every table in it"
		}
		c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: "bq rm", Text: what, Known: !w.Dyn, Dyn: w.Dyn})
	}
}
