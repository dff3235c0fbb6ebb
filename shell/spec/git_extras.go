package spec

import "strings"

// gitExtrasSpecs are git subcommands that are not git's own: the scripts of git-extras (and
// git-blame-someone-else) installed as git-NAME on the PATH, which git runs for `git NAME`
// and which also run under their dashed names. Each is a short shell script of git commands,
// so most are modelled by that script: an Exec "sh" whose text is the git commands it runs,
// which the shell front end walks like the command's own code, so that `git clear` is judged
// exactly as the `git clean -dfx` and `git reset --hard` it runs. Where a script only asks
// before acting (clear, sync, fresh-branch), the question is no guard: an agent answers it with
// `yes |`, so it is judged as if answered yes (as `git clean -i` is). Sorted by Name.
//
// Judged harmless, by what the scripts do: delete-merged-branches (git branch -d),
// delete-squashed-branches (git branch -D, but only of branches whose whole change is already
// in the target branch: it checks out the target), rename-branch and rename-tag (the old name
// is deleted on the remote after the same commits are pushed under the new one), squash
// (a squash merge or a soft reset, with the changes kept), undo without --hard (a soft reset).
var gitExtrasSpecs = []Spec{
	{Name: "git blame-someone-else", Does: func(c *Call) { gitDo(c, blameSomeoneDoes) },
		Examples: "git blame-someone-else 'Ann <ann@x.example>' HEAD~3 => discard:history git blame-someone-else\n" +
			"git blame-someone-else random 4f2a9c1 => write-r:worktree .\n" + "git-blame-someone-else 'Bo <b@x>' abc123 => discard:history git blame-someone-else\n" +
			"git blame-someone-else 'Ann <a@x>' !> discard:history git blame-someone-else\n" + "git blame-someone-else --help => -\n"},
	// git bulk runs a git command in every repository of a workspace: the command is judged.
	{Name: "git bulk", Opts: "g a w= addworkspace= removeworkspace= addcurrent= purge listall from= no-follow-symlinks no-follow-hidden q|quiet", Style: InOrder,
		Does: func(c *Call) { gitDo(c, bulkDoes) },
		Examples: "git bulk -a reset --hard origin/main => discard:worktree git reset\n" + "git bulk -w work clean -fdx => discard:untracked git clean\n" +
			"git bulk -g push --force => discard:remote git push\n" + "git bulk fetch --all !> discard:remote git push\n" + "git bulk --listall => -\n" +
			"git bulk --purge !> exec:sh git --purge\n"},
	{Name: "git clear", Opts: "f|force", Does: func(c *Call) { gitDo(c, clearDoes) },
		Examples: "git clear => discard:untracked git clean\n" + "git clear -f => discard:worktree git reset\n" + "git clear --force => delete-r .\n" +
			"yes | git clear => discard:worktree git reset\n" + "git -C src clear -f => discard:worktree git reset\n" + "git-clear -f => discard:untracked git clean\n" +
			"git clear -h => -\n" + "git clear --help => -\n"},
	{Name: "git clear-soft", Does: func(c *Call) { gitDo(c, clearSoftDoes) },
		Examples: "git clear-soft => discard:worktree git reset\n" + "echo y | git clear-soft => discard:untracked git clean\n" + "git-clear-soft => discard:worktree git reset\n" +
			"git clear-soft --help => -\n"},
	{Name: "git delete-branch", Does: func(c *Call) { gitDo(c, deleteBranchDoes) },
		Examples: "git delete-branch feature/login => discard:branch git branch\n" + "git delete-branch feature/login => discard:remote git push\n" +
			"git delete-branch spike-1 spike-2 => discard:remote git push\n" + "git-delete-branch old => discard:branch git branch\n" +
			"git delete-branch !> discard:branch git branch\n" + "git delete-branch --help => -\n"},
	{Name: "git delete-gone-branches", Does: func(c *Call) { gitDo(c, deleteGoneDoes) },
		Examples: "git delete-gone-branches => discard:branch git branch\n" + "git-delete-gone-branches => discard:branch git branch\n"},
	{Name: "git delete-merged-branches", Does: func(c *Call) { gitDo(c, deleteMergedDoes) },
		Examples: "git delete-merged-branches !> discard:branch git branch\n" + "git delete-merged-branches => exec:sh git branch --no-color --merged | grep -v '^\\*' | xargs -n 1 ...\n"},
	{Name: "git delete-squashed-branches", Does: func(c *Call) { gitDo(c, deleteSquashedDoes) },
		Examples: "git delete-squashed-branches main => write-r:worktree .\n" + "git delete-squashed-branches main !> discard:branch git branch\n" +
			"git delete-squashed-branches !> write-r:worktree .\n"},
	{Name: "git delete-submodule", Opts: "force", Does: func(c *Call) { gitDo(c, deleteSubmoduleDoes) },
		Examples: "git delete-submodule vendor/lib => discard:worktree git submodule deinit\n" + "git delete-submodule --force lib/foo/ => discard:worktree git rm\n" +
			"git delete-submodule !> discard:worktree git submodule deinit\n"},
	{Name: "git delete-tag", Does: func(c *Call) { gitDo(c, deleteTagDoes) },
		Examples: "git delete-tag v1.2.0 => discard:remote git push\n" + "git-delete-tag 0.0.1 => discard:remote git push\n" + "git delete-tag !> discard:remote git push\n"},
	{Name: "git force-clone", Opts: "b|branch=", Does: func(c *Call) { gitDo(c, forceCloneDoes) },
		Examples: "git force-clone https://github.com/acme/app.git . => discard:worktree git reset\n" + "git force-clone -b main git@github.com:acme/app.git . => discard:untracked git clean\n" +
			"git force-clone -b main git@github.com:acme/app.git . => discard:branch git branch\n" + "git force-clone https://x.example/r.git \"$DIR\" => discard:worktree git reset\n" +
			"git force-clone https://x.example/r.git vendor/r => create-r vendor/r\n" + "git force-clone https://x.example/r.git vendor/r !> discard:worktree git reset\n" +
			"git force-clone --help => -\n"},
	{Name: "git fresh-branch", Does: func(c *Call) { gitDo(c, freshBranchDoes) },
		Examples: "git fresh-branch docs => discard:untracked git clean\n" + "git-fresh-branch gh-pages => discard:untracked git clean\n" + "git fresh-branch !> discard:untracked git clean\n"},
	{Name: "git obliterate", Does: func(c *Call) { gitDo(c, obliterateDoes) },
		Examples: "git obliterate secrets.json => discard:history git filter-branch\n" + "git obliterate .env config/master.key -- main ^origin/main => discard:history git filter-branch\n" +
			"git obliterate .env -- abc123..HEAD => exec:sh git rm -r --cached --ignore-unmatch '.env'\n" + "git-obliterate id_rsa => discard:history git filter-branch\n" +
			"git obliterate !> discard:history git filter-branch\n" + "git obliterate --help => -\n"},
	{Name: "git reauthor", Opts: "e|correct-email= n|correct-name= o|old-email= t|type|target= a|all use-config|c", Does: func(c *Call) { gitDo(c, reauthorDoes) },
		Examples: "git reauthor --old-email jo@old.example --correct-email jo@new.example --correct-name Jo => discard:history git filter-branch\n" +
			"git reauthor -a -e me@x.example -n Me => discard:history git filter-branch\n" + "git reauthor --all --use-config --type committer => discard:history git filter-branch\n" +
			"git-reauthor -o a@x -e b@x -n B => discard:history git filter-branch\n" + "git reauthor -h => -\n" + "git reauthor --help => -\n"},
	{Name: "git rename-branch", Does: func(c *Call) { gitDo(c, renameBranchDoes) },
		Examples: "git rename-branch old-name new-name !> discard:remote git push\n" + "git rename-branch new-name => send:upload origin\n" + "git rename-branch => -\n"},
	{Name: "git rename-tag", Does: func(c *Call) { gitDo(c, renameTagDoes) },
		Examples: "git rename-tag v1 v1.0.0 !> discard:remote git push\n" + "git rename-tag v1 v1.0.0 => send:upload origin\n"},
	{Name: "git reset-file", Does: func(c *Call) { gitDo(c, resetFileDoes) },
		Examples: "git reset-file src/main.go => discard:worktree git checkout\n" + "git reset-file .htaccess dc82b19 => discard:worktree git checkout\n" +
			"git reset-file file.txt => write file.txt\n" + "git-reset-file file.txt => discard:worktree git checkout\n" + "git reset-file !> discard:worktree git checkout\n"},
	{Name: "git squash", Does: func(c *Call) { gitDo(c, squashDoes) },
		Examples: "git squash fixed-cursor-styling => write-r:worktree .\n" + "git squash fixed-cursor-styling => exec:sh git merge --squash 'fixed-cursor-styling'\n" +
			"git squash HEAD~3 'Work on a feature' => exec:sh git reset --soft 'HEAD~3' && git commit -a -m 'Work on a fea...\n" +
			"git squash 95b7c52 !> discard:worktree git reset\n" + "git squash HEAD~3 !> write-r:worktree .\n"},
	// git sync resets the branch to its upstream (local commits and changes go) and cleans
	// every untracked file; --soft keeps the untracked files.
	{Name: "git sync", Opts: "s|soft f|force", Does: func(c *Call) { gitDo(c, syncDoes) },
		Examples: "git sync => discard:worktree git reset\n" + "git sync => discard:untracked git clean\n" + "git sync origin main => discard:worktree git reset\n" +
			"git sync -s origin master => discard:worktree git reset\n" + "git sync --soft !> discard:untracked git clean\n" + "git sync -sf upstream dev => discard:worktree git reset\n" +
			"git-sync -f => discard:worktree git reset\n" + "git sync --help => -\n" + "git sync -h => -\n"},
	// git undo is a soft reset of the last commits unless told --hard (-h asks first).
	{Name: "git undo", Opts: "h hard s|soft", Does: func(c *Call) { gitDo(c, undoDoes) },
		Examples: "git undo --hard => discard:worktree git reset\n" + "git undo --hard 3 => discard:worktree git reset\n" + "echo y | git undo -h 2 => discard:worktree git reset\n" +
			"git-undo --hard => discard:worktree git reset\n" + "git undo !> discard:worktree git reset\n" + "git undo 3 !> discard:worktree git reset\n" +
			"git undo -s 2 !> discard:worktree git reset\n" + "git undo --soft => exec:sh git reset --soft HEAD~'1' && git reset\n" + "git undo --help => -\n"},
	{Name: "git-blame-someone-else", Like: "git blame-someone-else"},
	{Name: "git-bulk", Like: "git bulk"},
	{Name: "git-clear", Like: "git clear"},
	{Name: "git-clear-soft", Like: "git clear-soft"},
	{Name: "git-delete-branch", Like: "git delete-branch"},
	{Name: "git-delete-gone-branches", Like: "git delete-gone-branches"},
	{Name: "git-delete-submodule", Like: "git delete-submodule"},
	{Name: "git-delete-tag", Like: "git delete-tag"},
	{Name: "git-force-clone", Like: "git force-clone"},
	{Name: "git-fresh-branch", Like: "git fresh-branch"},
	{Name: "git-obliterate", Like: "git obliterate"},
	{Name: "git-reauthor", Like: "git reauthor"},
	{Name: "git-reset-file", Like: "git reset-file"},
	{Name: "git-sync", Like: "git sync"},
	{Name: "git-undo", Like: "git undo"},
}

// extrasRun records the git commands a git-extras script runs, as shell text: the front end
// walks it, so each git command is judged by its own spec. git runs the script in the
// command's directory (-C moves it there).
func extrasRun(c *Call, script string) {
	if c.Cwd != "" && c.Cwd != c.In.Cwd {
		script = "cd " + ShellQuote(c.Cwd) + " && " + script
	}
	c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Text: script, Known: true, By: byOf(c), Via: byOf(c)})
}

// The scripts that run the same git commands whatever they are given.

func clearDoes(c *Call, _ gitRepo)     { extrasRun(c, "git clean -d -f -x && git reset --hard") }
func clearSoftDoes(c *Call, _ gitRepo) { extrasRun(c, "git clean -d -f && git reset --hard") }

// deleteGoneDoes: force-deletes every branch whose upstream is gone, unpushed commits and all.
func deleteGoneDoes(c *Call, _ gitRepo) {
	extrasRun(c, "git branch -vv | grep ': gone]' | awk '{print $1}' | xargs -r git branch -D")
}

// deleteMergedDoes: deletes the branches merged into HEAD, with -d, which refuses any other.
func deleteMergedDoes(c *Call, _ gitRepo) {
	extrasRun(c, "git branch --no-color --merged | grep -v '^\\*' | xargs -n 1 git branch -d")
}

// shWords quotes words for shell text; a word only known when the command runs is quoted as
// written, which stands for some name just as well for the git commands it is given to.
func shWords(ws []Word) string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = ShellQuote(w.S)
	}
	return strings.Join(out, " ")
}

// blameSomeoneDoes: git blame-someone-else AUTHOR COMMIT rebases from COMMIT to amend its
// author and committer: every commit from there on is rewritten, a history rewrite like
// reauthor's filter-branch, whose purpose is to forge who wrote what.
func blameSomeoneDoes(c *Call, r gitRepo) {
	if len(c.P.Operands) < 2 {
		return // the script prints its usage
	}
	c.discard("history", Path{})
	c.treeWrite(r)
}

func bulkDoes(c *Call, _ gitRepo) {
	if c.HasAny("addworkspace", "removeworkspace", "addcurrent", "purge", "listall") || len(c.P.Operands) == 0 {
		return
	}
	c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Text: "git " + shWords(c.Operands()), Known: true, By: byOf(c), Via: byOf(c)})
}

// deleteBranchDoes: git delete-branch NAME... force-deletes each local branch and deletes it
// on its remote.
func deleteBranchDoes(c *Call, _ gitRepo) {
	if len(c.P.Operands) == 0 {
		return
	}
	names := shWords(c.Operands())
	extrasRun(c, "git branch -D "+names+"; git push origin --delete "+names)
}

func deleteSquashedDoes(c *Call, _ gitRepo) {
	if w := c.Operand(0); w.S != "" || w.Dyn {
		extrasRun(c, "git checkout "+ShellQuote(w.S))
	}
}

// deleteSubmoduleDoes: the submodule is deinitialised with -f (its local changes go) and
// its directory removed with git rm -f.
func deleteSubmoduleDoes(c *Call, _ gitRepo) {
	if len(c.P.Operands) == 0 {
		return
	}
	name := ShellQuote(strings.TrimSuffix(c.Operand(0).S, "/"))
	extrasRun(c, "git submodule deinit -f "+name+" && git rm -f "+name)
}

// deleteTagDoes: the tag is deleted here and on origin.
func deleteTagDoes(c *Call, _ gitRepo) {
	if len(c.P.Operands) == 0 {
		return
	}
	t := ShellQuote(c.Operand(0).S)
	extrasRun(c, "git tag -d "+t+"; git push origin :refs/tags/"+t)
}

// forceCloneDoes: git force-clone URL DEST clones into DEST, unless DEST already holds a
// repository: then it is reset to the remote, with its untracked files, local changes and
// other branches thrown away. A DEST only known when it runs is judged as one that holds a
// repository.
func forceCloneDoes(c *Call, _ gitRepo) {
	ops := c.Operands()
	if len(ops) < 2 {
		return
	}
	url, dest := ops[0], ops[1]
	branch := "main"
	if b, ok := c.Value("b"); ok {
		branch = b.S
	}
	p := c.PathOf(dest)
	existing := p.Dyn || p.Abs == "" || c.In.FS == nil || c.In.Remote || c.In.FS.Exists(p.Abs+"/.git")
	if !existing {
		extrasRun(c, "git clone "+ShellQuote(url.S)+" "+ShellQuote(dest.S))
		return
	}
	b := ShellQuote(branch)
	extrasRun(c, "cd "+ShellQuote(dest.S)+" && git clean -fd && git reset --hard HEAD && git checkout "+b+
		" && git reset --hard origin/"+b+" && git branch | grep -v '^\\*' | xargs git branch -D")
}

// freshBranchDoes: git fresh-branch NAME points HEAD at a new empty branch, deletes the index
// and runs git clean -fdx: every file of the work tree, tracked or not, is deleted.
func freshBranchDoes(c *Call, _ gitRepo) {
	if len(c.P.Operands) == 0 {
		return
	}
	extrasRun(c, "git symbolic-ref HEAD refs/heads/"+ShellQuote(c.Operand(0).S)+" && rm .git/index && git clean -fdx")
}

// obliterateDoes: git obliterate FILE... [-- REV-LIST-OPTIONS] removes the files from every
// commit with filter-branch, over --all unless a range is given.
func obliterateDoes(c *Call, _ gitRepo) {
	ops := c.Operands()
	files, revs := ops, []Word(nil)
	if sep := c.sepAt(); sep >= 0 {
		files, revs = ops[:sep], ops[sep:]
	}
	if len(files) == 0 {
		return
	}
	rng := "--all"
	if len(revs) > 0 {
		rng = shWords(revs)
	}
	extrasRun(c, "git filter-branch -f --index-filter "+ShellQuote("git rm -r --cached --ignore-unmatch "+shWords(files))+
		" --prune-empty --tag-name-filter cat -- "+rng)
}

// reauthorDoes: git reauthor rewrites the author and committer of every commit of every
// branch and tag with filter-branch.
func reauthorDoes(c *Call, _ gitRepo) {
	extrasRun(c, "git filter-branch -f --env-filter 'export GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL' --tag-name-filter cat -- --branches --tags")
}

// renameBranchDoes: git rename-branch [OLD] NEW renames the branch and, where it tracks a
// remote, pushes NEW there and deletes OLD there. The deletion is left out of the text
// judged: the same commits are pushed under the new name by the same command, so the remote
// loses a name, not history.
func renameBranchDoes(c *Call, _ gitRepo) {
	ops := c.Operands()
	switch len(ops) {
	case 0:
		return
	case 1:
		extrasRun(c, "git branch -m "+ShellQuote(ops[0].S)+" && git push --set-upstream origin "+ShellQuote(ops[0].S))
	default:
		extrasRun(c, "git branch -m "+shWords(ops[:2])+" && git push --set-upstream origin "+ShellQuote(ops[1].S))
	}
}

// renameTagDoes: as rename-branch, for a tag; the old tag's deletion on origin is left out.
func renameTagDoes(c *Call, _ gitRepo) {
	ops := c.Operands()
	if len(ops) < 2 {
		return
	}
	extrasRun(c, "git tag "+ShellQuote(ops[1].S)+" "+ShellQuote(ops[0].S)+" && git tag -d "+ShellQuote(ops[0].S)+" && git push origin "+ShellQuote(ops[1].S))
}

// resetFileDoes: git reset-file FILE [COMMIT] checks the file out of HEAD (or COMMIT) over
// its uncommitted changes.
func resetFileDoes(c *Call, _ gitRepo) {
	if len(c.P.Operands) == 0 {
		return
	}
	rev := "HEAD"
	if w := c.Operand(1); w.S != "" {
		rev = w.S
	}
	extrasRun(c, "git rm --cached -q -f -- "+ShellQuote(c.Operand(0).S)+"; git checkout "+ShellQuote(rev)+" -- "+ShellQuote(c.Operand(0).S))
}

// squashDoes: git squash SRC [MSG] squash-merges the branch SRC, or, for a commit of the
// current branch, soft-resets to it (the changes stay staged); MSG commits the result.
func squashDoes(c *Call, r gitRepo) {
	src := c.Operand(0)
	if src.S == "" && !src.Dyn {
		return
	}
	script := "git merge --squash " + ShellQuote(src.S)
	if !c.gitRef(r, src.S) && commitish(src.S) {
		script = "git reset --soft " + ShellQuote(src.S)
	}
	if msg := c.Operand(1); msg.S != "" || msg.Dyn {
		script += " && git commit -a -m " + ShellQuote(msg.S)
	}
	extrasRun(c, script)
}

// commitish reports a name that reads as a commit rather than a branch: HEAD and its
// ancestors, an abbreviated hash.
func commitish(s string) bool {
	if strings.HasPrefix(s, "HEAD") || strings.ContainsAny(s, "~^@") {
		return true
	}
	return len(s) >= 7 && strings.Trim(strings.ToLower(s), "0123456789abcdef") == ""
}

func syncDoes(c *Call, _ gitRepo) {
	ops := c.Operands()
	fetch, target := "git fetch", "@{upstream}"
	if len(ops) >= 2 {
		fetch = "git fetch " + shWords(ops[:2])
		target = ShellQuote(ops[0].S + "/" + ops[1].S)
	}
	script := fetch + " && git reset --hard " + target
	if !c.Has("s") {
		script += " && git clean -d -f -x"
	}
	extrasRun(c, script)
}

func undoDoes(c *Call, _ gitRepo) {
	n := "1"
	if w := c.Operand(0); w.S != "" {
		n = w.S
	}
	switch {
	case c.HasAny("h", "hard"):
		extrasRun(c, "git reset --hard HEAD~"+ShellQuote(n))
	case c.Has("s"):
		extrasRun(c, "git reset --soft HEAD~"+ShellQuote(n)+" && git reset")
	default:
		extrasRun(c, "git reset --soft HEAD~"+ShellQuote(n))
	}
}
