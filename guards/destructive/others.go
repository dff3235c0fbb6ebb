package destructive

import (
	"regexp"
	"strings"
	"sync"

	"github.com/hookguard/hookguard/shell"
)

// ---- interpreters

// code returns the literal code an interpreter command runs: its -c/-e string, awk's program,
// or a here-doc on stdin.
func code(c *shell.Command) (string, bool) {
	n := name(c)
	var flags []string
	switch {
	case strings.HasPrefix(n, "python") || strings.HasPrefix(n, "pypy"):
		flags = []string{"-c"}
	case n == "node" || n == "nodejs" || n == "bun" || n == "deno":
		flags = []string{"-e", "--eval", "-p", "--print", "-pe", "eval"}
	case n == "perl" || n == "ruby":
		flags = []string{"-e", "-E", "-pe", "-ne", "-le", "-lne", "-ple"}
	case n == "php":
		flags = []string{"-r"}
	case n == "lua" || n == "rscript":
		flags = []string{"-e"}
	case n == "awk" || n == "gawk" || n == "mawk" || n == "nawk":
		for i := 0; i < len(c.Args); i++ {
			s := c.Args[i]
			if s == "-f" || s == "--file" {
				return "", false
			}
			if s == "-v" || s == "-F" {
				i++
				continue
			}
			if strings.HasPrefix(s, "-") {
				continue
			}
			return s, !c.Dynamic[i]
		}
		return "", false
	default:
		return "", false
	}
	for i, s := range c.Args {
		for _, f := range flags {
			if s == f && i+1 < len(c.Args) {
				return c.Args[i+1], !c.Dynamic[i+1]
			}
		}
		if !strings.HasPrefix(s, "-") && s != "eval" {
			// a script file: its code is not on the command line
			if c.StdinKnown && s == "-" {
				return c.Stdin, true
			}
			return "", false
		}
	}
	if c.StdinKnown {
		return c.Stdin, true
	}
	return "", false
}

var (
	reOnce                            sync.Once
	reLiteral, reShellOut, reDeleteFn *regexp.Regexp
	reList                            *regexp.Regexp
)

func compile() {
	reOnce.Do(func() {
		reLiteral = regexp.MustCompile("\"((?:[^\"\\\\]|\\\\.)*)\"|'((?:[^'\\\\]|\\\\.)*)'|`([^`]*)`")
		reShellOut = regexp.MustCompile(`\b(system|exec|execSync|execFileSync|spawn|spawnSync|popen|Popen|run|call|check_call|check_output|getoutput|getstatusoutput|shell_exec|passthru|proc_open|execute)\b|` + "`|%x[({\\[]|\\bsh\\b")
		reDeleteFn = regexp.MustCompile(`\b(rmtree|rm_rf|rm_r|remove_dir|remove_entry_secure|remove_entry|removedirs|rmSync|rmdirSync|remove_tree|rimraf|emptyDirSync|removeSync)\s*\(?\s*` +
			"(\"[^\"]*\"|'[^']*'|`[^`]*`)?|\\bunlink\\s*\\(?\\s*glob\\s*\\(\\s*(\"[^\"]*\"|'[^']*')")
		reList = regexp.MustCompile(`\[([^\[\]]*)\]`)
	})
}

func unquote(lit string) string {
	if len(lit) < 2 {
		return lit
	}
	return unescape(lit[1 : len(lit)-1])
}

// unescape decodes the backslash escapes that string literals of these languages share.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	p := shell.Parse("printf %b '"+strings.ReplaceAll(s, "'", `'\''`)+"'", shell.Context{})
	if len(p.Commands) == 1 && len(p.Commands[0].Args) == 2 {
		return ansi(p.Commands[0].Args[1])
	}
	return s
}

// ansi decodes \n, \t, \xHH and \\ the way most languages do.
func ansi(s string) string {
	r := shell.Parse("echo $'"+strings.ReplaceAll(s, "'", `\'`)+"'", shell.Context{})
	if len(r.Commands) == 1 && len(r.Commands[0].Args) == 1 {
		return r.Commands[0].Args[0]
	}
	return s
}

// shellStrings returns the strings in code that could be shell commands: every literal, and
// the literals of each list joined by spaces (subprocess.run(["rm", "-rf", "/"])).
func shellStrings(src string) []string {
	compile()
	var out []string
	for _, m := range reLiteral.FindAllString(src, -1) {
		out = append(out, unquote(m))
	}
	for _, m := range reList.FindAllStringSubmatch(src, -1) {
		var words []string
		for _, lit := range reLiteral.FindAllString(m[1], -1) {
			words = append(words, shellQuote(unquote(lit)))
		}
		if len(words) > 1 {
			out = append(out, strings.Join(words, " "))
		}
	}
	return out
}

func shellQuote(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t\n'\"\\$`;&|<>(){}*?[]#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func matchInterpShell(j *judge, c *shell.Command) (string, bool) {
	src, ok := code(c)
	if !ok || src == "" {
		return "", false
	}
	compile()
	if !reShellOut.MatchString(src) {
		return "", false
	}
	for _, s := range shellStrings(src) {
		if h, ok := j.nested(s, c.Cwd); ok {
			return "`" + s + "`: " + h.rule.id + " " + h.what, true
		}
	}
	return "", false
}

func matchInterpDelete(j *judge, c *shell.Command) (string, bool) {
	src, ok := code(c)
	if !ok || src == "" {
		return "", false
	}
	compile()
	for _, m := range reDeleteFn.FindAllStringSubmatch(src, -1) {
		if m[3] != "" {
			// perl unlink glob("/etc/*"): deletes the files of a directory.
			t := target{arg: unquote(m[3]), cwd: c.Cwd}
			if why := j.systemFile(t); why != "" {
				return "unlink glob(" + m[3] + "): " + why, true
			}
			if why := j.danger(t); why != "" {
				return "unlink glob(" + m[3] + "): " + why, true
			}
			continue
		}
		if m[2] == "" {
			if strings.Contains(m[0], "rmSync") || strings.Contains(m[0], "rmdirSync") {
				// fs.rmSync(path) deletes recursively only with recursive: true
				if !strings.Contains(src, "recursive") {
					continue
				}
			}
			return m[1] + " of a path only known when the code runs", true
		}
		t := target{arg: unquote(m[2]), cwd: c.Cwd}
		if (m[1] == "rmSync" || m[1] == "rmdirSync") && !strings.Contains(src, "recursive") {
			if why := j.systemFile(t); why != "" {
				return m[1] + "(" + m[2] + "): " + why, true
			}
			continue
		}
		if why := j.danger(t); why != "" {
			return m[1] + "(" + m[2] + "): " + why, true
		}
	}
	return "", false
}

func matchInterpSQL(j *judge, c *shell.Command) (string, bool) {
	src, ok := code(c)
	if !ok || src == "" {
		return "", false
	}
	for _, s := range shellStrings(src) {
		if what, bad := destructiveSQL(s); bad {
			return what, true
		}
	}
	return "", false
}

// ---- database

var (
	sqlOnce                     sync.Once
	reSQLDrop, reSQLTruncate    *regexp.Regexp
	reSQLDelete, reSQLAlterDrop *regexp.Regexp
	reSQLString                 *regexp.Regexp
	reMongo, reSQLWhere         *regexp.Regexp
)

// destructiveSQL finds DROP, TRUNCATE, ALTER ... DROP and DELETE without WHERE in SQL text,
// after taking out string literals (SELECT 'drop table' is data).
func destructiveSQL(sql string) (string, bool) {
	sqlOnce.Do(func() {
		reSQLString = regexp.MustCompile(`'(?:[^']|'')*'`)
		reSQLDrop = regexp.MustCompile(`(?i)\bDROP\s+(TABLE|DATABASE|SCHEMA|VIEW|MATERIALIZED\s+VIEW|INDEX|USER|ROLE|COLLECTION|KEYSPACE|SEQUENCE|TYPE|FUNCTION|OWNED)\b`)
		reSQLTruncate = regexp.MustCompile(`(?i)\bTRUNCATE\s+(TABLE\s+)?[\w."]+`)
		reSQLDelete = regexp.MustCompile(`(?i)\bDELETE\s+FROM\s+[\w."]+`)
		reSQLAlterDrop = regexp.MustCompile(`(?i)\bALTER\s+TABLE\s+[\w."]+\s+DROP\b`)
		reSQLWhere = regexp.MustCompile(`(?i)\bWHERE\b`)
		reMongo = regexp.MustCompile(`\.(dropDatabase|drop|deleteMany|remove)\s*\(\s*(\{\s*\})?\s*\)`)
	})
	clean := reSQLString.ReplaceAllString(sql, "''")
	for _, stmt := range strings.Split(clean, ";") {
		if m := reSQLDrop.FindString(stmt); m != "" {
			return m, true
		}
		if m := reSQLTruncate.FindString(stmt); m != "" {
			return m, true
		}
		if m := reSQLAlterDrop.FindString(stmt); m != "" {
			return m, true
		}
		if m := reSQLDelete.FindString(stmt); m != "" && !reSQLWhere.MatchString(stmt) {
			return m + " without WHERE", true
		}
	}
	if m := reMongo.FindStringSubmatch(sql); m != nil && (m[1] == "dropDatabase" || m[1] == "drop" || m[2] != "") {
		return m[0], true
	}
	return "", false
}

// sqlText returns the SQL a client command runs: its -c/-e/--command/--execute/--query string,
// sqlite3's statement operand, or a here-doc on stdin.
func sqlText(c *shell.Command) []string {
	var flags []string
	switch name(c) {
	case "psql":
		flags = []string{"-c", "--command"}
	case "mysql", "mariadb":
		flags = []string{"-e", "--execute"}
	case "clickhouse-client", "clickhouse":
		flags = []string{"-q", "--query"}
	case "sqlcmd":
		flags = []string{"-Q", "-q"}
	case "snowsql", "bq", "trino", "presto":
		flags = []string{"-q", "--query", "--execute", "query"}
	case "cqlsh", "cockroach", "duckdb", "usql":
		flags = []string{"-e", "--execute", "-c"}
	case "mongo", "mongosh":
		flags = []string{"--eval"}
	case "sqlite3", "sqlite":
		var out []string
		ops := 0
		for i, s := range c.Args {
			if strings.HasPrefix(s, "-") {
				continue
			}
			ops++
			if ops >= 2 && !c.Dynamic[i] {
				out = append(out, s)
			}
		}
		if c.StdinKnown {
			out = append(out, c.Stdin)
		}
		return out
	default:
		return nil
	}
	var out []string
	for i, s := range c.Args {
		for _, f := range flags {
			if s == f && i+1 < len(c.Args) && !c.Dynamic[i+1] {
				out = append(out, c.Args[i+1])
			}
			if v, ok := strings.CutPrefix(s, f+"="); ok && strings.HasPrefix(f, "--") {
				out = append(out, v)
			}
			if len(f) == 2 && strings.HasPrefix(s, f) && len(s) > 2 && f[1] != '-' {
				out = append(out, s[2:])
			}
		}
	}
	if c.StdinKnown {
		out = append(out, c.Stdin)
	}
	return out
}

func matchSQLClient(j *judge, c *shell.Command) (string, bool) {
	for _, s := range sqlText(c) {
		if what, bad := destructiveSQL(s); bad {
			return name(c) + ": " + what, true
		}
	}
	return "", false
}

func matchDropCLI(j *judge, c *shell.Command) (string, bool) {
	switch n := name(c); n {
	case "dropdb", "dropuser":
		a := parseArgs(c, "hpUd", "host", "port", "username", "maintenance-db")
		if helpOrVersion(a) || len(a.operands) == 0 {
			return "", false
		}
		return n + " " + c.Args[a.operands[0]], true
	case "mysqladmin", "mariadb-admin":
		for _, s := range c.Args {
			if strings.EqualFold(s, "drop") {
				return n + " drop", true
			}
		}
	}
	return "", false
}

func matchRedis(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	if n != "redis-cli" && n != "valkey-cli" && n != "keydb-cli" {
		return "", false
	}
	words := append([]string(nil), c.Args...)
	if c.StdinKnown {
		words = append(words, strings.Fields(c.Stdin)...)
	}
	for _, s := range words {
		if strings.EqualFold(s, "flushall") || strings.EqualFold(s, "flushdb") {
			return n + " " + strings.ToUpper(s), true
		}
	}
	return "", false
}

func positional(c *shell.Command) []string {
	var out []string
	for i, s := range c.Args {
		if !strings.HasPrefix(s, "-") && !c.Dynamic[i] {
			out = append(out, s)
		}
	}
	return out
}

func hasArg(c *shell.Command, names ...string) bool {
	for _, s := range c.Args {
		k, _, _ := strings.Cut(s, "=")
		if contains(names, k) {
			return true
		}
	}
	return false
}

func matchORM(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	args := c.Args
	// npx/pnpm/yarn/bunx prisma ...
	if (n == "npx" || n == "pnpm" || n == "yarn" || n == "bunx" || n == "pnpx") && len(args) > 0 {
		i := 0
		for i < len(args) && strings.HasPrefix(args[i], "-") {
			i++
		}
		if i < len(args) && (args[i] == "exec" || args[i] == "dlx") {
			i++
		}
		if i < len(args) {
			n, args = strings.ToLower(args[i]), args[i+1:]
		}
	}
	p := func(xs []string) string { return strings.Join(xs, " ") }
	switch n {
	case "prisma":
		s := " " + p(args) + " "
		if strings.Contains(s, " migrate reset ") {
			return "prisma migrate reset", true
		}
		if strings.Contains(s, " db push ") && (strings.Contains(s, "--force-reset") || strings.Contains(s, "--accept-data-loss")) {
			return "prisma db push --force-reset/--accept-data-loss", true
		}
	case "rails", "rake", "bin/rails":
		for _, a := range args {
			switch a {
			case "db:drop", "db:reset", "db:schema:load", "db:purge", "db:drop:all", "db:migrate:reset":
				return n + " " + a, true
			}
		}
	case "sequelize", "sequelize-cli":
		for _, a := range args {
			if a == "db:drop" || a == "db:migrate:undo:all" {
				return n + " " + a, true
			}
		}
	}
	if strings.HasPrefix(n, "python") || n == "django-admin" {
		for i, a := range args {
			if (strings.HasSuffix(a, "manage.py") || n == "django-admin") && i+1 < len(args) {
				if args[i+1] == "flush" || args[i+1] == "reset_db" || args[i+1] == "sqlflush" && false {
					return "manage.py " + args[i+1], true
				}
			}
		}
	}
	return "", false
}

func matchQueue(j *judge, c *shell.Command) (string, bool) {
	n := strings.TrimSuffix(name(c), ".sh")
	switch n {
	case "kafka-topics", "kafka-consumer-groups", "kafka-delete-records":
		if hasArg(c, "--delete") || n == "kafka-delete-records" {
			return n + " --delete", true
		}
	case "rabbitmqctl":
		for _, a := range positional(c) {
			switch a {
			case "delete_queue", "purge_queue", "reset", "force_reset", "delete_vhost":
				return "rabbitmqctl " + a, true
			}
		}
	case "rabbitmqadmin":
		pos := positional(c)
		if len(pos) > 0 && (pos[0] == "delete" || pos[0] == "purge") {
			return "rabbitmqadmin " + pos[0], true
		}
	case "nats":
		pos := positional(c)
		if len(pos) >= 2 && (pos[0] == "stream" || pos[0] == "str" || pos[0] == "kv") && (pos[1] == "rm" || pos[1] == "purge" || pos[1] == "del") {
			return "nats " + pos[0] + " " + pos[1], true
		}
	}
	return "", false
}

func matchHTTPDelete(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	switch n {
	case "curl", "gh", "http", "https", "xh":
	default:
		return "", false
	}
	if n == "gh" && (len(c.Args) == 0 || c.Args[0] != "api") {
		return "", false
	}
	if (n == "http" || n == "https" || n == "xh") && len(c.Args) > 0 && strings.EqualFold(c.Args[0], "delete") {
		return n + " DELETE", true
	}
	for i, s := range c.Args {
		up := strings.ToUpper(s)
		if (s == "-X" || s == "--request" || s == "--method") && i+1 < len(c.Args) && strings.EqualFold(c.Args[i+1], "DELETE") {
			return n + " -X DELETE", true
		}
		if up == "-XDELETE" || up == "--REQUEST=DELETE" || up == "--METHOD=DELETE" {
			return n + " -X DELETE", true
		}
	}
	return "", false
}

// ---- cloud

func matchIaC(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	pos := positional(c)
	switch n {
	case "terraform", "tofu", "terragrunt", "pulumi", "cdk", "cdktf", "serverless", "sls", "sst":
	default:
		return "", false
	}
	if hasArg(c, "-help", "--help", "-h") {
		return "", false
	}
	for _, a := range pos {
		if a == "destroy" || a == "remove" && (n == "serverless" || n == "sls" || n == "sst") {
			if hasArg(c, "-dry-run", "--dry-run", "--preview") {
				return "", false
			}
			return n + " " + a, true
		}
	}
	if len(pos) > 0 && (pos[0] == "apply" || pos[0] == "run-all") && hasArg(c, "-destroy", "--destroy") {
		return n + " apply -destroy", true
	}
	if n == "pulumi" && len(pos) >= 2 && pos[0] == "stack" && pos[1] == "rm" {
		return "pulumi stack rm", true
	}
	return "", false
}

// words returns a CLI's positional words, skipping the values of options that take one.
func words(c *shell.Command, valued ...string) []string {
	var out []string
	for i := 0; i < len(c.Args); i++ {
		s := c.Args[i]
		if c.Dynamic[i] {
			continue
		}
		if strings.HasPrefix(s, "-") {
			if !strings.Contains(s, "=") && contains(valued, s) {
				i++
			}
			continue
		}
		out = append(out, s)
	}
	return out
}

func matchKubectl(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	if n != "kubectl" && n != "oc" && n != "kubecolor" && n != "k" {
		return "", false
	}
	w := words(c, "-n", "--namespace", "--context", "--kubeconfig", "--cluster", "--user", "-l", "--selector", "-o", "--output", "-f", "--filename", "--field-selector", "-s", "--server", "--token", "--grace-period", "--timeout", "--as", "-c", "--container")
	if len(w) == 0 || w[0] != "delete" || hasArg(c, "--help", "-h") {
		return "", false
	}
	for _, s := range c.Args {
		if strings.HasPrefix(s, "--dry-run") && s != "--dry-run=none" {
			return "", false
		}
	}
	if hasArg(c, "--all", "-A", "--all-namespaces") {
		return n + " delete --all", true
	}
	for _, kind := range w[1:] {
		k := strings.ToLower(strings.SplitN(kind, "/", 2)[0])
		for _, part := range strings.Split(k, ",") {
			switch strings.SplitN(part, ".", 2)[0] {
			case "namespace", "namespaces", "ns", "pv", "pvc", "persistentvolume", "persistentvolumes", "persistentvolumeclaim", "persistentvolumeclaims", "crd", "crds", "customresourcedefinition", "customresourcedefinitions", "node", "nodes", "no", "all", "statefulset", "statefulsets", "sts", "secret", "secrets":
				return n + " delete " + kind, true
			}
		}
	}
	return "", false
}

func matchHelm(j *judge, c *shell.Command) (string, bool) {
	if name(c) != "helm" {
		return "", false
	}
	w := words(c, "-n", "--namespace", "--kube-context", "--kubeconfig")
	if len(w) > 0 && (w[0] == "uninstall" || w[0] == "delete" || w[0] == "del" || w[0] == "un") && !hasArg(c, "--help", "-h", "--dry-run") {
		return "helm " + w[0], true
	}
	return "", false
}

func matchCloudCLI(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	if hasArg(c, "--help", "-h", "help", "--dry-run", "--dryrun") {
		return "", false
	}
	switch n {
	case "aws":
		w := words(c, "--profile", "--region", "--output", "--endpoint-url", "--query", "--cli-input-json", "--exclude", "--include")
		if len(w) < 2 {
			return "", false
		}
		switch {
		case w[0] == "s3" && w[1] == "rm" && hasArg(c, "--recursive"):
			return "aws s3 rm --recursive", true
		case w[0] == "s3" && w[1] == "rb" && hasArg(c, "--force"):
			return "aws s3 rb --force", true
		case w[0] == "s3" && w[1] == "sync" && hasArg(c, "--delete"):
			return "aws s3 sync --delete", true
		case strings.HasPrefix(w[1], "delete-") || w[1] == "terminate-instances" || w[1] == "delete":
			return "aws " + w[0] + " " + w[1], true
		}
	case "gcloud", "az", "doctl", "linode-cli", "hcloud", "exo", "scw", "oci", "ibmcloud":
		w := words(c, "--project", "--account", "--configuration", "--format", "--verbosity", "--region", "--zone", "--subscription", "-g", "--resource-group", "--context", "-o", "--output", "--impersonate-service-account", "--filter", "--billing-project")
		for _, x := range w {
			if x == "delete" || x == "destroy" || x == "purge" {
				return n + " ... " + x, true
			}
		}
		if n == "gcloud" && len(w) >= 2 && w[0] == "storage" && w[1] == "rm" && (hasArg(c, "-r", "--recursive", "-R")) {
			return "gcloud storage rm -r", true
		}
	case "gsutil":
		w := words(c, "-o", "-h", "-p")
		for i, x := range w {
			if x == "rb" || x == "rm" && hasArg(c, "-r", "-R", "-a") {
				return "gsutil " + w[i], true
			}
		}
	case "az-cli":
	}
	return "", false
}

func matchPlatform(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	w := words(c, "-R", "--repo", "-a", "--app", "-e", "--env", "--org")
	if hasArg(c, "--help", "-h") || len(w) == 0 {
		return "", false
	}
	switch n {
	case "gh":
		if len(w) >= 2 && w[1] == "delete" {
			switch w[0] {
			case "repo", "secret", "variable", "release", "environment", "codespace", "gist", "ssh-key", "gpg-key", "cache", "run":
				return "gh " + w[0] + " delete", true
			}
		}
	case "glab":
		if len(w) >= 2 && w[1] == "delete" && (w[0] == "repo" || w[0] == "variable" || w[0] == "release") {
			return "glab " + w[0] + " delete", true
		}
	case "heroku":
		switch w[0] {
		case "apps:destroy", "pg:reset", "addons:destroy", "apps:delete", "config:unset":
			return "heroku " + w[0], true
		}
	case "fly", "flyctl":
		if w[0] == "destroy" || len(w) >= 2 && (w[1] == "destroy" || w[1] == "delete") {
			return n + " " + strings.Join(w[:min(2, len(w))], " "), true
		}
	case "vercel":
		if w[0] == "rm" || w[0] == "remove" || len(w) >= 2 && (w[1] == "rm" || w[1] == "remove") {
			return "vercel remove", true
		}
	case "netlify":
		if w[0] == "sites:delete" {
			return "netlify sites:delete", true
		}
	case "firebase":
		if strings.HasSuffix(w[0], ":delete") {
			return "firebase " + w[0], true
		}
	case "supabase":
		if len(w) >= 2 && w[0] == "db" && w[1] == "reset" {
			return "supabase db reset", true
		}
	}
	return "", false
}

// ---- containers

func matchContainer(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	args := c.Args
	switch n {
	case "docker", "podman", "nerdctl":
	case "docker-compose", "podman-compose":
		return composeDown(args)
	default:
		return "", false
	}
	cp := *c
	w := words(&cp, "-H", "--host", "--context", "--config", "-c", "--log-level")
	if len(w) == 0 {
		return "", false
	}
	switch {
	case w[0] == "compose":
		for i, s := range args {
			if s == "compose" {
				return composeDown(args[i+1:])
			}
		}
	case w[0] == "volume" && len(w) >= 2 && (w[1] == "rm" || w[1] == "remove" || w[1] == "prune"):
		return n + " volume " + w[1], true
	case (w[0] == "system" || w[0] == "container") && len(w) >= 2 && w[1] == "prune" && hasArg(c, "--volumes"):
		return n + " " + w[0] + " prune --volumes", true
	case w[0] == "rm" || w[0] == "container" && len(w) >= 2 && w[1] == "rm":
		for _, s := range args {
			if s == "-v" || s == "--volumes" || strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && strings.Contains(s, "v") {
				return n + " rm -v", true
			}
		}
	}
	return "", false
}

func composeDown(args []string) (string, bool) {
	down := false
	for _, s := range args {
		if s == "down" {
			down = true
		}
		if down && (s == "-v" || s == "--volumes" || strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && strings.Contains(s, "v")) {
			return "compose down -v", true
		}
	}
	return "", false
}

// ---- disks

func matchDeviceWrite(j *judge, c *shell.Command) (string, bool) {
	if name(c) == "dd" {
		for i, s := range c.Args {
			if of, ok := strings.CutPrefix(s, "of="); ok {
				if c.Dynamic[i] || isDevice(of) {
					return "dd of=" + of, true
				}
			}
		}
	}
	for _, r := range c.Redirects {
		switch r.Op {
		case ">", ">|", ">>", "&>", "&>>", "<>":
			if isDevice(r.Target) {
				return r.Op + " " + r.Target, true
			}
		}
	}
	switch name(c) {
	case "cp", "cat", "tee", "pv":
		for _, s := range c.Args {
			if isDevice(s) && name(c) != "cat" && name(c) != "pv" {
				return name(c) + " to " + s, true
			}
		}
	}
	return "", false
}

func matchDiskTools(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	a := parseArgs(c, "tLcbNOmgi")
	if helpOrVersion(a) {
		return "", false
	}
	switch {
	case strings.HasPrefix(n, "mkfs") || n == "mke2fs" || n == "mkswap" || n == "mkdosfs" || n == "mkntfs" || n == "wipefs" || n == "blkdiscard":
		if n == "wipefs" && (a.has("n") || a.hasLong("no-act", 3) || !a.has("ao") && !a.hasLong("all", 3) && !a.hasLong("offset", 3)) {
			return "", false // without -a or -o, wipefs only lists signatures
		}
		for _, i := range a.operands {
			if c.Dynamic[i] || isDevice(c.Args[i]) {
				return n + " " + c.Args[i], true
			}
			if why := j.danger(j.targetOf(c, i)); why != "" {
				return n + " " + c.Args[i] + ": " + why, true
			}
		}
		if n == "wipefs" && len(a.operands) == 0 {
			return "", false
		}
	case n == "lvremove" || n == "vgremove" || n == "pvremove" || n == "lvreduce":
		return n, true
	case n == "sgdisk":
		if a.has("Zoz") || a.hasLong("zap-all", 3) || a.hasLong("clear", 3) {
			return "sgdisk --zap-all", true
		}
	case n == "sfdisk":
		if !a.has("lds") && !a.hasLong("list", 3) && !a.hasLong("dump", 3) && len(a.operands) > 0 {
			return "sfdisk " + c.Args[a.operands[0]], true
		}
	case n == "parted":
		for _, s := range c.Args {
			if s == "mklabel" || s == "rm" || s == "mkpart" {
				return "parted " + s, true
			}
		}
	case n == "mdadm":
		if a.hasLong("zero-superblock", 3) {
			return "mdadm --zero-superblock", true
		}
	case n == "cryptsetup":
		for _, s := range c.Args {
			if s == "luksFormat" || s == "erase" || s == "luksErase" {
				return "cryptsetup " + s, true
			}
		}
	case n == "zpool" || n == "zfs":
		for _, s := range c.Args {
			if s == "destroy" || s == "labelclear" {
				return n + " " + s, true
			}
		}
	case n == "diskutil":
		for _, s := range c.Args {
			switch strings.ToLower(s) {
			case "erasedisk", "erasevolume", "zerodisk", "partitiondisk", "secureerase", "randomdisk":
				return "diskutil " + s, true
			}
		}
	case n == "nvme":
		for _, s := range c.Args {
			if s == "format" || s == "sanitize" {
				return "nvme " + s, true
			}
		}
	case n == "hdparm":
		for _, s := range c.Args {
			if strings.HasPrefix(s, "--security-erase") || s == "--trim-sector-ranges" {
				return "hdparm " + s, true
			}
		}
	}
	return "", false
}
