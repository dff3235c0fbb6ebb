package destructive

import (
	"math/bits"
	"strings"
	"sync"

	"github.com/hookguard/hookguard/shell/spec"
)

// Pack is a named set of rules that can be switched as one.
type Pack struct {
	Name    string
	Summary string
	Core    bool // cannot be switched off
}

// Packs lists the packs in the order `hookguard guards` shows them.
func Packs() []Pack {
	return []Pack{
		{"filesystem", "recursive deletion outside the project and temp dirs, shred, truncation and recursive permission changes of system paths, backups, the trash, crontabs, accounts", true},
		{"git", "git operations that discard uncommitted work or destroy refs, history or remote state; switches that skip hooks", true},
		{"interpreters", "code given to python/node/perl/ruby/php/awk... that deletes, drops data or runs a destructive shell command", true},
		{"database", "DROP/TRUNCATE/DELETE without WHERE through SQL clients and code, dropdb, FLUSHALL, queue and index deletion, HTTP DELETE", false},
		{"cloud", "terraform destroy, kubectl delete of workloads, namespaces and volumes, helm uninstall, cloud CLI deletions, repository, secret and VM deletion", false},
		{"containers", "docker/podman volume removal, compose down -v, prune with volumes", false},
		{"disks", "writes to block devices, filesystem and partition-table creation, volume and pool removal", false},
		{"system", "shutdown, reboot and halt, unmounting every filesystem, deleting an account's password", false},
	}
}

// rule is one check over one effect: what it stops, what would be lost, and the safer
// command to suggest. Matchers read effects (package shell/spec), never a command's words.
type rule struct {
	id, pack string
	summary  string // what it stops, in a few words
	reason   string // what would be lost, for a person
	safer    string // a command that does the safe part; it must itself pass the guard
	core     bool
	// match says why effect e is stopped, or "" when it is not, for the kinds of effect it
	// names. Empty for the rules that name where an effect came from (interp.*,
	// git.command-env): see origin.
	match matcher
}

// matcher is a rule's check and the kinds of effect it can stop: a script's every effect is
// tried only against the rules of its kind (a long script's reads, execs and env were once
// tried against all forty, a tenth of its hook call). TestMatcherKinds holds each matcher
// to its kinds.
type matcher struct {
	kinds kindSet
	fn    func(j *judge, e *spec.Effect) string
}

// kindSet is a set of spec.Kind values, one bit each.
type kindSet uint32

func kinds(ks ...spec.Kind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

func (s kindSet) has(k spec.Kind) bool { return k < 32 && s&(1<<k) != 0 }

// on is a matcher of the kinds given.
func on(fn func(*judge, *spec.Effect) string, ks ...spec.Kind) matcher {
	return matcher{kinds: kinds(ks...), fn: fn}
}

var (
	rulesOnce sync.Once
	rulesList []*rule
)

// allRules builds the table once, on first use, not at start-up.
func allRules() []*rule {
	rulesOnce.Do(func() {
		rulesList = buildRules()
		// Eight packs, the table in runs of one: looked through where the pack changes, not
		// put in a map for a hundred lookups.
		packs := Packs()
		var cur Pack
		for _, r := range rulesList {
			if r.pack != cur.Name {
				cur = Pack{Name: r.pack}
				for _, p := range packs {
					if p.Name == r.pack {
						cur = p
					}
				}
			}
			r.core = cur.Core
		}
	})
	return rulesList
}

// ruleSet holds rules by the kind of effect they match, each list in the table's order (the
// first rule to match names the block).
type ruleSet struct{ byKind [32][]*rule }

func newRuleSet(rules []*rule, keep func(*rule) bool) *ruleSet {
	rs := &ruleSet{}
	// Each rule's kinds are read off its bits, and the lists carved from one array sized by a
	// first count: looking at all 32 kinds of every rule, and growing each list by appends,
	// was a third of a blocked command's judgement.
	kept := make([]*rule, 0, len(rules))
	var count [len(rs.byKind)]int
	total := 0
	for _, r := range rules {
		if r.match.fn == nil || !keep(r) {
			continue
		}
		kept = append(kept, r)
		for ks := uint32(r.match.kinds); ks != 0; ks &= ks - 1 {
			count[bits.TrailingZeros32(ks)]++
			total++
		}
	}
	all := make([]*rule, total)
	for k, n := range count {
		rs.byKind[k], all = all[:0:n], all[n:]
	}
	for _, r := range kept {
		for ks := uint32(r.match.kinds); ks != 0; ks &= ks - 1 {
			k := bits.TrailingZeros32(ks)
			rs.byKind[k] = append(rs.byKind[k], r)
		}
	}
	return rs
}

// of lists the rules that can match an effect of kind k.
func (rs *ruleSet) of(k spec.Kind) []*rule {
	if int(k) >= len(rs.byKind) {
		return nil
	}
	return rs.byKind[k]
}

var (
	everyOnce sync.Once
	every     *ruleSet
)

// everyRule is every rule with a matcher, whatever packs are in force.
func everyRule() *ruleSet {
	everyOnce.Do(func() { every = newRuleSet(allRules(), func(*rule) bool { return true }) })
	return every
}

func ruleByID(id string) *rule {
	for _, r := range allRules() {
		if r.id == id {
			return r
		}
	}
	return nil
}

func buildRules() []*rule {
	// One array for the table, its rules pointed into: a rule allocated for each entry cost
	// a sixth of a blocked command's judgement.
	table := []rule{
		// filesystem
		{id: "fs.rm-recursive", pack: "filesystem", summary: "recursive delete outside the project",
			reason: "Recursive deletion there removes files that are not in git and cannot be restored.",
			safer:  "delete only inside the project or a temp dir, e.g. `rm -rf ./build`, or move it aside with `mv DIR /tmp/`",
			match:  on(matchTreeDelete, spec.Delete)},
		{id: "fs.rm-all", pack: "filesystem", summary: "deletes every file of a directory outside the project",
			reason: "A pattern that names every file (DIR/*) empties the directory as surely as a recursive delete, and nothing outside the project is in git.",
			safer:  "name the files to delete, or delete inside the project or a temp dir",
			match:  on(matchEveryFile, spec.Delete)},
		{id: "fs.rm-system", pack: "filesystem", summary: "deletes a system file",
			reason: "System files belong to the operating system and are not in the project's history.",
			safer:  "leave system files to the user; change files inside the project instead",
			match:  on(matchFileDelete, spec.Delete)},
		{id: "fs.find-delete", pack: "filesystem", summary: "find -delete over a tree outside the project (or the project itself)",
			reason: "find deletes every match under its start paths, and nothing it deletes can be restored.",
			safer:  "run the same find with -print first, and start it inside a project subdirectory, e.g. `find ./build -name '*.o' -print`",
			match:  on(matchFindDelete, spec.Delete)},
		{id: "fs.rsync-delete", pack: "filesystem", summary: "rsync --delete into a directory outside the project, or on another host",
			reason: "rsync --delete removes every file in the destination that the source lacks.",
			safer:  "run it with --dry-run first (`rsync -a --delete --dry-run SRC DEST`), or sync into a project directory",
			match:  on(matchSyncDelete, spec.Delete)},
		{id: "fs.shred", pack: "filesystem", summary: "shred overwrites files beyond recovery",
			reason: "shred destroys the file's content so that no backup tool or git can bring it back.",
			safer:  "delete with `rm FILE` inside the project (git keeps tracked files), or move it to /tmp",
			match:  on(matchShred, spec.Truncate)},
		{id: "fs.truncate", pack: "filesystem", summary: "truncates a file outside the project",
			reason: "Truncation throws the file's content away.",
			safer:  "copy the file first (`cp FILE /tmp/`) and leave system files to the user",
			match:  on(matchTruncate, spec.Truncate)},
		{id: "fs.chmod-recursive", pack: "filesystem", summary: "recursive permission or owner change outside the project",
			reason: "A recursive chmod/chown of system or home directories breaks the system and cannot be undone file by file.",
			safer:  "change permissions of the one file that needs it, inside the project",
			match:  on(matchChmod, spec.Chmod)},
		{id: "fs.overwrite-system", pack: "filesystem", summary: "overwrites a system file",
			reason: "Replacing a file the operating system owns loses its content; `>` empties it before the command even runs.",
			safer:  "write to a file inside the project or /tmp",
			match:  on(matchOverwriteSystem, spec.Write)},
		{id: "fs.unrestorable", pack: "filesystem", summary: "deletes or overwrites in the project what git cannot give back (an untracked or ignored secrets file, a directory holding untracked work)",
			reason: "git restores only what it tracks: a .env, a key or an untracked file deleted or overwritten here is gone for good, as `git clean` would leave it.",
			safer:  "move it aside instead (`mv .env /tmp/.env.bak`), or `git add` the work first; ask the user before deleting secrets",
			match:  on(matchUnrestorable, spec.Delete, spec.Truncate, spec.Write)},
		{id: "fs.crontab-remove", pack: "filesystem", summary: "crontab -r, or crontab FILE or - replacing it, deletes the user's crontab",
			reason: "crontab -r removes every scheduled job, and crontab FILE replaces them all, without a backup.",
			safer:  "save it first with `crontab -l > crontab.bak`, and ask the user to install the new one",
			match:  destroys("crontab")},
		{id: "fs.backup-delete", pack: "filesystem", summary: "deletes backups, snapshots or the trash",
			reason: "Backups and the trash are where lost work comes back from; deleting them leaves nothing to restore.",
			safer:  "list them first (`restic snapshots`, `trash-list`) and let the user delete",
			match:  destroys("backup")},
		{id: "fs.account-delete", pack: "filesystem", summary: "deletes a user account with its home directory",
			reason: "The account's home directory and mail are deleted with it.",
			safer:  "lock the account instead (`usermod -L USER`) and let the user delete it",
			match:  destroys("account")},

		// git
		{id: "git.reset-hard", pack: "git", summary: "git reset --hard/--merge",
			reason: "It throws away every uncommitted change in the work tree and index.",
			safer:  "`git stash` to keep the changes, or `git reset --mixed` to move HEAD without touching files",
			match:  discards("", "git reset")},
		{id: "git.checkout-discard", pack: "git", summary: "git checkout of paths or with --force (and checkout-index, read-tree -u)",
			reason: "Checking out paths (or forcing a checkout) overwrites uncommitted changes in those files.",
			safer:  "`git stash` first, or `git diff` to see what would be lost",
			match:  discards("", "git checkout", "git checkout-index", "git read-tree", "git submodule")},
		{id: "git.switch-discard", pack: "git", summary: "git switch --discard-changes/--force",
			reason: "It throws away uncommitted changes in the work tree.",
			safer:  "`git stash` then `git switch BRANCH`",
			match:  discards("", "git switch")},
		{id: "git.restore-worktree", pack: "git", summary: "git restore of work-tree files",
			reason: "It overwrites uncommitted changes in the work tree.",
			safer:  "`git restore --staged FILE` only unstages; `git stash` keeps the changes",
			match:  discards("", "git restore")},
		{id: "git.clean-force", pack: "git", summary: "git clean -f",
			reason: "It deletes untracked files, which git has never stored.",
			safer:  "`git clean -n` lists what would go",
			match:  discards("untracked", "git clean")},
		{id: "git.stash-drop", pack: "git", summary: "git stash drop/clear",
			reason: "Dropped stashes hold work that exists nowhere else.",
			safer:  "`git stash list` and `git stash show -p` to look first",
			match:  discards("stash")},
		{id: "git.branch-force-delete", pack: "git", summary: "git branch -D, or a branch overwritten (branch -f or -M onto it, checkout -B, a forced fetch into it or push to ., update-ref)",
			reason: "Force-deleting or overwriting a branch loses its unmerged commits.",
			safer:  "`git branch -d BRANCH` refuses when the branch is not merged; to point a branch elsewhere, make a new one (`git branch NEW START`) and keep the old",
			match:  discards("branch")},
		{id: "git.push-force", pack: "git", summary: "force, mirror or delete push",
			reason: "It rewrites or deletes history on the remote that others may not have.",
			safer:  "`git push --force-with-lease` only overwrites what you have seen",
			match:  discards("remote")},
		{id: "git.history-rewrite", pack: "git", summary: "reflog delete/expire, filter-branch, filter-repo, update-ref -d, gc --prune=now",
			reason: "It destroys the records git uses to recover lost commits.",
			safer:  "make a backup branch first (`git branch backup`), and let the user run the rewrite",
			match:  discards("history")},
		{id: "git.rm-force", pack: "git", summary: "git rm --force",
			reason: "git rm -f deletes files together with their uncommitted changes.",
			safer:  "`git rm --cached FILE` untracks without deleting",
			match:  discards("", "git rm")},
		{id: "git.worktree-force-remove", pack: "git", summary: "git worktree remove --force",
			reason: "It deletes a work tree with its uncommitted changes.",
			safer:  "`git worktree remove PATH` refuses while it has changes",
			match:  discards("worktree-dir")},
		{id: "git.no-verify", pack: "git", summary: "skips the git hooks (--no-verify)",
			reason: "The hooks are the checks the project requires before a commit or push; an agent may not switch them off.",
			safer:  "run the same command without --no-verify and fix what the hook reports",
			match:  hooksOff("no-verify")},
		{id: "git.hooks-path", pack: "git", summary: "changes core.hooksPath",
			reason: "Pointing core.hooksPath elsewhere disables the project's git hooks.",
			safer:  "leave core.hooksPath alone; `git config --get core.hooksPath` only reads it",
			match:  hooksOff("hooks-path")},
		{id: "git.husky-off", pack: "git", summary: "HUSKY=0, LEFTHOOK=0, SKIP= or similar switch hooks off",
			reason: "It turns the project's git hooks off for the command.",
			safer:  "run the command without HUSKY=0 and fix what the hook reports",
			match:  hooksOff("manager")},
		{id: "git.config-redirect", pack: "git", summary: "makes git read a configuration the agent controls (include files, GIT_CONFIG_GLOBAL, config --edit, removing the core section)",
			reason: "Such a configuration can set core.hooksPath and switch the project's hooks off behind the guard's back.",
			safer:  "set the one value you need with `git config KEY VALUE`",
			match:  hooksOff("config")},
		{id: "git.command-env", pack: "git", summary: "a destructive command hidden in GIT_SSH_COMMAND, an editor or pager setting",
			reason: "git and other programs run these settings as shell commands.",
			safer:  "run the inner command on its own so that it can be judged"},

		// interpreters: the rules that name where an effect came from
		{id: "interp.shell-out", pack: "interpreters", summary: "an interpreter's code runs a destructive shell command",
			reason: "The code passes a destructive command to the shell.",
			safer:  "run the shell command directly, inside the project"},
		{id: "interp.delete", pack: "interpreters", summary: "an interpreter's code deletes a tree outside the project",
			reason: "rmtree/rm_rf/rmSync delete recursively, beyond undo.",
			safer:  "delete inside the project or a temp dir"},
		{id: "interp.http-delete", pack: "interpreters", summary: "an interpreter's code sends an HTTP DELETE (requests.delete, fetch with method DELETE, axios.delete, Net::HTTP::Delete) or a request whose URL names a delete (POST .../delete)",
			reason: "It deletes a resource on a server (a project, a record, a repository).",
			safer:  "GET the resource first and let the user send the DELETE"},
		{id: "interp.sql", pack: "interpreters", summary: "an interpreter's code drops or empties database tables",
			reason: "DROP, TRUNCATE and DELETE without WHERE lose rows that only a backup has.",
			safer:  "run a SELECT first and let the user run the change"},

		// database
		{id: "db.sql-destructive", pack: "database", summary: "DROP, TRUNCATE, DELETE or UPDATE without WHERE through a SQL client",
			reason: "It deletes tables or rows that only a backup has.",
			safer:  "run the matching SELECT (or `BEGIN; ...; ROLLBACK;`) first and let the user run the change",
			match:  destroysDB("sql")},
		{id: "db.drop-cli", pack: "database", summary: "dropdb, dropuser, mysqladmin drop, mongo's dropDatabase",
			reason: "It deletes a whole database.",
			safer:  "dump it first (`pg_dump DB > /tmp/db.sql`) and let the user drop it",
			match:  destroysDB("tool")},
		{id: "db.redis-flush", pack: "database", summary: "redis FLUSHALL/FLUSHDB, SHUTDOWN NOSAVE",
			reason: "It deletes every key (SHUTDOWN NOSAVE: every key written since the last save, all of them on a server that keeps none).",
			safer:  "`redis-cli --scan --pattern 'PREFIX*'` to see the keys first",
			match:  destroysDB("redis")},
		{id: "db.queue-delete", pack: "database", summary: "deletes topics, queues or streams (kafka-topics --delete, rabbitmqctl delete_queue/purge_queue/reset)",
			reason: "Messages in them are lost.",
			safer:  "list them first (`kafka-topics --list`, `rabbitmqctl list_queues`)",
			match:  destroys("queue")},
		{id: "db.http-delete", pack: "database", summary: "an HTTP DELETE request (curl -X DELETE, gh api -X DELETE)",
			reason: "It deletes a resource on a server (an index, a record, a repository).",
			safer:  "GET the resource first and let the user send the DELETE",
			match:  destroys("http")},

		// cloud
		{id: "cloud.terraform-destroy", pack: "cloud", summary: "terraform/tofu/pulumi/cdk destroy",
			reason: "It tears down every resource of the stack, with its data.",
			safer:  "`terraform plan -destroy` shows what would go",
			match:  destroysBy("cloud", iacTools[:]...)},
		{id: "cloud.kubectl-delete", pack: "cloud", summary: "kubectl delete of any workload, service, namespace, volume, node or CRD (pods, jobs and events excepted), of what a manifest declares, --all; drain deleting emptyDir data; cluster deletion",
			reason: "It takes running services down and deletes cluster state and the data in its volumes; a manifest reapplied later may not match what ran.",
			safer:  "`kubectl get` the same resources first, or `kubectl delete --dry-run=client`",
			match:  destroys("cluster")},
		{id: "cloud.helm-uninstall", pack: "cloud", summary: "helm uninstall",
			reason: "It removes a release and its resources.",
			safer:  "`helm status RELEASE` first",
			match:  destroysBy("cloud", "helm")},
		{id: "cloud.cli-delete", pack: "cloud", summary: "cloud CLI deletions (aws s3 rm, delete-*, gcloud/az/doctl delete, gsutil rm, rclone purge) and VM teardown",
			reason: "Cloud resources, buckets and machines deleted this way are gone with their data.",
			safer:  "list the resources first (`aws s3 ls`, `gcloud ... list`)",
			match:  on(matchCloud, spec.Destroy)},
		{id: "cloud.repo-delete", pack: "cloud", summary: "deletes a repository, secret, package or app (gh repo delete, gh secret delete, vault kv destroy, heroku apps:destroy, npm unpublish)",
			reason: "It deletes the remote resource and what it holds.",
			safer:  "archive it instead (`gh repo archive`)",
			match:  destroys("repo", "secret-store", "package")},
		{id: "cloud.repo-publish", pack: "cloud", summary: "makes a private repository public (gh repo edit --visibility public, gh api PATCH repos/O/R private=false, glab repo edit)",
			reason: "It publishes the repository's whole history, and every secret ever committed in it, to anyone who clones it before it is hidden again: that cannot be taken back.",
			safer:  "let the user change the visibility in the hosting site's settings",
			match:  destroys("publish")},

		// containers
		{id: "container.rm-all", pack: "containers", summary: "force-removes containers a list names only when it runs (docker rm -f $(docker ps -aq))",
			reason: "Forced removal kills running containers and deletes what they wrote outside volumes; a list from docker ps can name every container on the machine, other projects' too.",
			safer:  "name the containers (`docker rm -f web`), `docker compose down` for the project's, or `docker container prune` for the stopped ones",
			match:  destroys("container-force")},
		{id: "container.volume-rm", pack: "containers", summary: "removes container volumes (volume rm/prune, compose down -v, rm -v, prune --volumes)",
			reason: "Volumes hold the containers' data (databases, uploads), which no image rebuild brings back.",
			safer:  "`docker compose down` without -v keeps the volumes",
			match:  destroys("container")},

		// disks
		{id: "disk.write-device", pack: "disks", summary: "writes to a block device (dd of=/dev/..., > /dev/sdX)",
			reason: "It overwrites the disk beneath every filesystem on it.",
			safer:  "write to an image file inside the project (`dd if=x of=./disk.img`)",
			match:  on(matchDeviceWrite, spec.Write, spec.Truncate)},
		{id: "disk.format", pack: "disks", summary: "creates filesystems or partition tables, wipes signatures, removes volumes or pools",
			reason: "It destroys everything stored on the device.",
			safer:  "`lsblk` and `blkid` to look, and let the user run it",
			match:  destroys("disk")},
		{id: "disk.raid-member", pack: "disks", summary: "fails, removes or stops RAID arrays and their members (mdadm --fail, --remove, --stop)",
			reason: "The array runs without the member's redundancy, so one more failing disk loses its data, or it goes away under the filesystems on it.",
			safer:  "`mdadm --detail /dev/md0` to look, and let the user change the array",
			match:  destroys("raid")},

		// system
		{id: "system.power", pack: "system", summary: "shuts down, reboots or halts the machine (shutdown, reboot, poweroff, systemctl or loginctl reboot, init 0, kexec -e)",
			reason: "Every process on the machine stops: other sessions' unsaved work and running jobs are lost, and a remote machine may not come back without someone at it.",
			safer:  "leave power changes to the user; `shutdown -c` cancels a scheduled shutdown",
			match:  destroys("power")},
		{id: "system.unmount-all", pack: "system", summary: "unmounts every filesystem (umount -a)",
			reason: "Every mounted filesystem is taken away at once, network shares and the ones running programs write to among them.",
			safer:  "unmount the one filesystem the task mounted, e.g. `umount /mnt/x`",
			match:  destroys("mounts")},
		{id: "system.password-delete", pack: "system", summary: "deletes an account's password (passwd -d)",
			reason: "Anyone may then log in as that user without a password, and the old password cannot be restored.",
			safer:  "lock the account instead (`passwd -l USER`) and let the user set passwords",
			match:  destroys("password")},
	}
	out := make([]*rule, len(table))
	for i := range table {
		out[i] = &table[i]
	}
	return out
}

// origin is the rule that names where a stopped effect came from, when it came from inside
// the command rather than from the command itself: code an interpreter runs (interp.*), or a
// value a program runs as a command (GIT_SSH_COMMAND, EDITOR: git.command-env). "" for the
// command's own effects, and for a shell startup file's (spec.StartupVar).
func origin(base *rule, e *spec.Effect) string {
	first := viaProgram(e)
	if first == "" {
		return ""
	}
	if spec.StartupVar(first) {
		// A startup file's commands are the shell's own (rm -rf ~ in BASH_ENV is the shell's
		// rm): judged under their own rules, with the reason saying how they were reached.
		return ""
	}
	if upperName(first) {
		return "git.command-env"
	}
	if !spec.Interpreter(first) {
		return "" // a client's own code (psql -c SQL): the command's effect, under its own rule
	}
	switch {
	case shellOut(e):
		return "interp.shell-out"
	case base.id == "db.http-delete":
		return "interp.http-delete"
	case base.pack == "database" || base.id == "db.sql-destructive":
		return "interp.sql"
	case e.Kind == spec.Delete || e.Kind == spec.Truncate:
		return "interp.delete"
	}
	return "interp.shell-out"
}

// fromCode reports an effect of code an interpreter runs: its own, or a shell command's it
// hands the shell.
func fromCode(e *spec.Effect) bool {
	return e.Via != "" && spec.Interpreter(viaProgram(e))
}

// shellOut reports an effect of a command that interpreter code hands the shell, not of the
// code itself. The code's own effects name the interpreter as their operation (shutil.rmtree:
// By python3), and the statements it gives a database are reached from it directly (Via
// python3); a command handed to the shell keeps its own operation (rm, git reset).
func shellOut(e *spec.Effect) bool {
	return program(e.By) != viaProgram(e) && strings.Contains(e.Via, " > ")
}

// viaProgram is the program or variable an effect was reached through inside its command
// (python3 of "python3 -c > shutil.rmtree", GIT_SSH_COMMAND), or "".
func viaProgram(e *spec.Effect) string {
	first, _, _ := strings.Cut(e.Via, " ")
	return first
}

// upperName reports an environment variable's name (GIT_SSH_COMMAND), as code's Via never is.
func upperName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
