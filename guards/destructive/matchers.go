package destructive

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// Matchers turn one effect into a reason, or "". They read effects only.

// matchTreeDelete: a recursive delete (rm -r, rimraf, find -exec rm {}, code's rmtree) of a
// path outside the project and temp dirs, or of the project itself or its .git.
func matchTreeDelete(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Delete || !e.Tree || e.Class != "" || gitOwn(e) || strings.HasPrefix(e.By, "find -delete") {
		return ""
	}
	if e.Remote && e.Path.Cwd == "" && !e.Path.Dyn && e.Path.Arg == "node_modules" && strings.HasPrefix(e.By, "npm ") {
		// npm ci in a container whose directory is not known here (docker compose run web
		// npm ci: the mounts are in the compose file): it deletes the node_modules it
		// installs again, wherever that is.
		return ""
	}
	if why := j.danger(e.Path); why != "" {
		return e.By + " of " + show(e.Path) + ": " + why
	}
	return ""
}

// matchEveryFile: deleting every file of a directory by a pattern that names them all (rm ~/.ssh/*,
// code's unlink over a glob) outside the project and temp dirs: not recursive, and as final.
func matchEveryFile(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Delete || e.Tree || e.Class != "" || gitOwn(e) || e.Path.Dyn || !everyEntry(filepath.Base(e.Path.Arg)) {
		return ""
	}
	if why := j.danger(e.Path); why != "" {
		return e.By + " of " + show(e.Path) + ": " + why
	}
	return ""
}

// everyEntry reports a pattern that matches every name, or every name but those starting with
// a dot: *, .*, *.*, ?*, [!.]*, {.,}*.
func everyEntry(pattern string) bool {
	if !paths.HasMeta(pattern) {
		return false
	}
	return strings.Trim(pattern, "*?.[]!^{},") == ""
}

// matchFileDelete: deleting one file of the system (or a root itself).
func matchFileDelete(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Delete || e.Tree || e.Class != "" || gitOwn(e) {
		return ""
	}
	if why := j.systemFile(e.Path); why != "" {
		return show(e.Path) + ": " + why
	}
	return ""
}

func matchFindDelete(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Delete || !strings.HasPrefix(e.By, "find -delete") {
		return ""
	}
	if why := j.danger(e.Path); why != "" {
		return "find " + e.Path.Arg + " -delete: " + why
	}
	return ""
}

func matchSyncDelete(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Delete || e.Class != "sync" {
		return ""
	}
	if e.Remote {
		return e.By + " to the remote " + e.Path.Arg
	}
	if why := j.danger(e.Path); why != "" {
		return e.By + " into " + show(e.Path) + ": " + why
	}
	return ""
}

func matchShred(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Truncate || e.Class != "shred" {
		return ""
	}
	p, why := j.resolve(targetOf(e.Path))
	if why != "" {
		return "shred " + show(e.Path) + ": " + why
	}
	if !j.inTemp(p) {
		return "shred " + show(e.Path)
	}
	return ""
}

func matchTruncate(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Truncate || e.Class != "" {
		return ""
	}
	if why := j.danger(e.Path); why != "" {
		return e.By + " " + show(e.Path) + ": " + why
	}
	return ""
}

func matchChmod(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Chmod || !e.Tree || j.projectRoot(e.Path) {
		return ""
	}
	if why := j.danger(e.Path); why != "" {
		return e.By + " -R " + show(e.Path) + ": " + why
	}
	return ""
}

// projectRoot reports a path that is the project root itself. A delete there loses the work
// tree, but modes and owners changed over the project (`chmod -R a+rX .`, `sudo chown -R
// "$USER" .` after a container left root-owned files) are the project's own to change back,
// as they are anywhere below it; hookguard's files among them are the self guard's.
func (j *judge) projectRoot(sp spec.Path) bool {
	_, root := j.roots()
	p, why := j.resolve(targetOf(sp))
	if why != "" || root == "" || p != root {
		return false
	}
	// A pattern over the root's entries (chmod -R a+rX *) is the project's too, unless it
	// can name .git, whose modes git itself depends on.
	base := filepath.Base(sp.Arg)
	return !paths.HasMeta(base) || !shell.GlobMatch(base, ".git")
}

// matchOverwriteSystem: a file the operating system owns replaced (a redirect, cp, tee,
// sort -o, dd of=): an append keeps what was there, a device is the disks pack's.
func matchOverwriteSystem(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Write || e.Keep || e.Tree || e.Class != "" || e.Path.Dyn || e.Remote || strings.HasPrefix(e.Path.Abs, "/dev/") {
		return ""
	}
	p, why := j.resolve(targetOf(e.Path))
	if why == "" && isSystem(p) && !j.inProjectHome(p) {
		return e.By + " over " + show(e.Path)
	}
	return ""
}

// matchDeviceWrite: anything written to a block device.
func matchDeviceWrite(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Write && e.Kind != spec.Truncate || e.Remote {
		return ""
	}
	if e.Path.Dyn && strings.HasPrefix(e.By, "dd of") {
		return e.By + show(e.Path) + " (a target only known when it runs)"
	}
	if e.Path.Abs != "" && spec.DevicePath(spec.Path{Abs: e.Path.Abs}) {
		return e.By + " " + e.Path.Abs
	}
	return ""
}

// discards matches git's Discard effects of a class ("" any) and, where given, of the git
// commands named.
func discards(class string, by ...string) matcher {
	return on(func(_ *judge, e *spec.Effect) string {
		if e.Kind != spec.Discard || class != "" && e.Class != class {
			return ""
		}
		if len(by) > 0 && !byOneOf(e.By, by) {
			return ""
		}
		if class == "" && len(by) > 0 && e.Class == "unmerged" && conflictOnly(e.Path) {
			return "" // --ours/--theirs on a conflicted file: it holds only what git wrote there
		}
		if class == "" && len(by) > 0 && e.Class != "worktree" && e.Class != "index" && e.Class != "unmerged" {
			return ""
		}
		return what(e)
	}, spec.Discard)
}

func hooksOff(class string) matcher {
	return on(func(_ *judge, e *spec.Effect) string {
		if e.Kind != spec.HooksOff || e.Class != class {
			return ""
		}
		return what(e)
	}, spec.HooksOff)
}

// destroys matches Destroy effects of the classes given.
func destroys(classes ...string) matcher {
	return on(func(_ *judge, e *spec.Effect) string {
		if e.Kind != spec.Destroy || !oneOf(e.Class, classes) {
			return ""
		}
		return what(e)
	}, spec.Destroy)
}

// destroysBy matches Destroy effects of a class by the programs named.
func destroysBy(class string, progs ...string) matcher {
	return on(func(_ *judge, e *spec.Effect) string {
		if e.Kind != spec.Destroy || e.Class != class || !oneOf(program(e.By), progs) {
			return ""
		}
		return what(e)
	}, spec.Destroy)
}

// matchCloud: cloud deletions not made by an infrastructure-as-code tool or helm, VMs, and
// databases a cloud CLI deletes (aws rds delete-db-instance).
func matchCloud(j *judge, e *spec.Effect) string {
	if e.Kind != spec.Destroy || e.Class != "cloud" && e.Class != "vm" && !(e.Class == "database" && dbKind(e) == "cloud") {
		return ""
	}
	if e.Class == "cloud" && (oneOf(program(e.By), iacTools[:]) || program(e.By) == "helm") {
		return "" // cloud.terraform-destroy's and cloud.helm-uninstall's
	}
	return what(e)
}

// iacTools are the infrastructure-as-code tools whose destroy tears a whole stack down.
var iacTools = [...]string{"terraform", "tofu", "terragrunt", "pulumi", "cdk", "cdktf", "serverless", "sls", "sst"}

// destroysDB matches the Destroy of a database of one kind (see dbKind): "sql", statements
// given to a database by a client; "tool", a tool that drops a whole database; "redis", a
// key-value store's flush.
func destroysDB(kind string) matcher {
	return on(func(_ *judge, e *spec.Effect) string {
		if e.Kind != spec.Destroy || e.Class != "database" || dbKind(e) != kind {
			return ""
		}
		return what(e)
	}, spec.Destroy)
}

// dbKind says how a database is destroyed: by SQL, by a tool that drops a whole database
// (dropdb, mysqladmin drop, mongo's dropDatabase), or by a key-value store's flush.
func dbKind(e *spec.Effect) string {
	by := strings.ToLower(e.By)
	switch p := program(by); {
	case e.Lang == "sql":
		return "sql" // SQL a client runs, whatever printed it (manage.py sqlflush | psql)
	case cloudCLI(p):
		return "cloud"
	case strings.Contains(by, "flush") || strings.Contains(by, "nosave") || p == "redis-cli" || p == "valkey-cli" || p == "keydb-cli":
		return "redis"
	case p == "dropdb" || p == "dropuser" || p == "mysqladmin" || p == "mariadb-admin" || p == "mongosh" || p == "mongo" ||
		p == "pg_restore" || p == "etcdctl" || p == "influx" || strings.Contains(by, "dropdatabase"):
		return "tool"
	}
	return "sql"
}

// cloudCLI reports the programs that manage cloud resources, a database among them.
func cloudCLI(p string) bool {
	switch p {
	case "aws", "gcloud", "az", "doctl", "oci", "ibmcloud", "scw", "hcloud", "exo", "civo", "vultr-cli", "linode-cli",
		"heroku", "fly", "flyctl", "railway", "wrangler", "firebase", "pscale", "neonctl", "turso", "vercel", "netlify":
		return true
	}
	return false
}

// gitOwn reports an effect git has on the files it manages (git rm, git mv, a checkout): the
// git pack judges those by their Discard effects.
func gitOwn(e *spec.Effect) bool { return strings.HasPrefix(e.By, "git ") }

// byOneOf reports an operation that is one of the commands named, or a subcommand of one
// ("git submodule deinit" is "git submodule").
func byOneOf(by string, list []string) bool {
	for _, x := range list {
		if by == x || strings.HasPrefix(by, x+" ") {
			return true
		}
	}
	return false
}

func program(by string) string {
	p, _, _ := strings.Cut(by, " ")
	return p
}

func oneOf(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}

// what is an effect in a few words for a reason.
func what(e *spec.Effect) string {
	switch {
	case e.Text != "" && e.By != "" && !strings.Contains(e.Text, e.By):
		return e.By + ": " + e.Text
	case e.Text != "":
		return e.Text
	}
	return e.By
}

func show(p spec.Path) string {
	s := p.Arg
	if p.Found {
		s = "what find selects under " + s
	}
	return s
}

// targetOf is the path as the target rules resolve it.
func targetOf(p spec.Path) target {
	return target{arg: p.Arg, dyn: p.Dyn, lead: p.Lead, cwd: p.Cwd, children: p.Found && p.Filtered}
}
