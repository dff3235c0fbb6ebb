package destructive

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestFindExpression: find's tests narrow a delete only where find evaluates them true before
// the action runs, and a narrowed selection that can still reach the project's .git deletes
// the repository. Run in a project with a real .git directory.
func TestFindExpression(t *testing.T) {
	home, root := world(t)
	g := New()
	block := []string{
		"find . -path './.git*' -delete", "find . -delete -name '*.pyc'", "find . -name '*.pyc' -o -delete",
		"find . ! -name zzz -delete", "find . -not -path './src/*' -delete", "find . -mindepth 1 -maxdepth 1 -exec rm -rf {} +",
		"find . -name .git -exec rm -rf {} +", "find . -maxdepth 1 -name '.g*' -exec rm -rf {} +", "find . -mindepth 1 -delete",
		"find . -iname .GIT -exec rm -rf {} ';'", "find . -mtime +30 -delete", "find . \\( -name '*.o' -o -name HEAD \\) -delete",
		"find ./ -path '*/objects/*' -delete", "find . -name '*.pyc' , -delete", "find . -true -delete", "find . -name x -or -exec rm -rf {} +",
		"find -mindepth 1 -execdir rm -rf {} +", "find . -name '*' -delete", "find . -size +1k -delete",
	}
	allow := []string{
		"find . -name '*.pyc' -delete", "find . -type d -name __pycache__ -exec rm -rf {} +", "find build -mtime +30 -delete",
		"find . -name '*.o' -a -delete", "find . -path ./.git -prune -o -name '*.o' -delete", "find . -name node_modules -prune -exec rm -rf {} +",
		"find . -name '*.log' -delete -o -print", "find src -mindepth 1 -delete", "find . -maxdepth 0 -name x -delete",
		"find . -name '*.tmp' -exec rm -f {} +", "find . -empty -delete", "find . -name '*.pyc' -print",
	}
	checkAll(t, g, home, root, block, allow)
}

// TestBranchOverwrite: a forced rename or copy onto an existing branch deletes it (and its
// reflog) like branch -D; onto a new name, or the current branch onto itself, nothing is lost.
// The repository is laid out as git keeps it: loose refs, a packed ref, HEAD on feature.
func TestBranchOverwrite(t *testing.T) {
	home, root := world(t)
	branchRepo(t, root)
	g := New()
	for _, cmd := range []string{"git branch -M feature main", "git branch -M main", "git branch -m -f feature main", "git branch --move --force x release",
		"git branch -C feature main", "git branch -c -f main", "git -C . branch -M feature main"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range []string{"git branch -M trunk", "git branch -M feature", "git branch -m feature main", "git branch -M feature topic",
		"git branch -c main copy", "git branch -M main main"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}

// TestUpdateRefMovesBranch: git update-ref moving a local branch that exists (or HEAD, which
// moves the branch it names) loses the branch's commits as branch -D does, and is how a commit
// made by commit-tree, with no hook run, lands on a branch. A new ref, a remote-tracking ref,
// a detached HEAD and commit-tree alone lose nothing.
func TestUpdateRefMovesBranch(t *testing.T) {
	home, root := world(t)
	branchRepo(t, root)
	g := New()
	for _, cmd := range []string{"git update-ref refs/heads/main HEAD~7", "git update-ref refs/heads/release 1111111111111111111111111111111111111111",
		"git commit-tree HEAD^{tree} -p HEAD -m x | xargs git update-ref refs/heads/main", "git update-ref HEAD $(git commit-tree HEAD^{tree} -m x)",
		"git update-ref -m msg refs/heads/feature HEAD~1 HEAD", "printf 'update refs/heads/main abc\\n' | git update-ref --stdin",
		"git -C . update-ref refs/heads/main HEAD~2"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range []string{"git update-ref refs/heads/new-topic HEAD~2", "git update-ref refs/remotes/o/topic HEAD", "git update-ref --no-deref HEAD HEAD~1",
		"git commit-tree HEAD^{tree} -p HEAD -m x", "git rev-parse refs/heads/main", "printf 'create refs/heads/other abc\\n' | git update-ref --stdin"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}

// branchRepo lays out a repository as git keeps it: loose refs, a packed ref, HEAD on feature.
func branchRepo(t *testing.T, root string) {
	t.Helper()
	git := filepath.Join(root, ".git")
	for name, text := range map[string]string{
		"HEAD":                 "ref: refs/heads/feature\n",
		"refs/heads/feature":   "1111111111111111111111111111111111111111\n",
		"refs/heads/main":      "2222222222222222222222222222222222222222\n",
		"packed-refs":          "# pack-refs with: peeled fully-peeled sorted\n3333333333333333333333333333333333333333 refs/heads/release\n",
		"objects/.keep":        "",
		"refs/remotes/o/topic": "4444444444444444444444444444444444444444\n",
	} {
		p := filepath.Join(git, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBranchForceReset: every way of pointing a local branch that exists at another commit
// without a force push (branch -f, checkout -B, switch -C, worktree add -B, a forced fetch
// refspec into refs/heads, a forced push to the repository itself) loses the commits only it
// held, as update-ref moving it does. A branch that does not exist yet, a fetch git would
// refuse unless it fast-forwards, and refs outside refs/heads lose nothing. HEAD is on feature.
func TestBranchForceReset(t *testing.T) {
	home, root := world(t)
	branchRepo(t, root)
	g := New()
	for _, cmd := range []string{"git branch -f main HEAD~5", "git branch --force release", "git branch -f main", "git branch --forc main HEAD~1",
		"git branch -f \"$b\" HEAD~2", "git branch -ft main o/topic", "git -C . branch -f main HEAD~3",
		"git checkout -B main", "git checkout -B main HEAD~3", "git checkout -B feature HEAD~2", "git checkout --track -B release o/topic",
		"git switch -C main", "git switch --force-create release HEAD~1", "git switch -C feature HEAD~4", "git worktree add -B main ../wt",
		"git fetch origin +main:main", "git fetch -f origin x:refs/heads/main", "git fetch origin '+refs/heads/*:refs/heads/*'",
		"git fetch --force origin main:main", "git fetch origin +refs/heads/x:heads/release", "git fetch origin '+refs/*:refs/*'",
		"git pull origin +main:main", "git fetch ../other +main:main", "git -c 'remote.origin.fetch=+refs/heads/*:refs/heads/*' fetch origin",
		"git config remote.origin.fetch '+refs/heads/*:refs/heads/*'", "git config --add remote.up.fetch +main:main",
		"git push . HEAD~3:main --force", "git push . +HEAD~3:main", "git push . :release", "git push -d . main", "git push -f . o/topic:refs/heads/main",
		"git push --mirror .", "git remote add --mirror=fetch m ../up.git", "git remote add --mirror m ../up.git"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range []string{"git branch feat", "git branch -f newbranch", "git branch -f newbranch HEAD~2", "git branch -f -u o/topic main",
		"git branch --force --set-upstream-to=o/topic", "git checkout -b x", "git checkout -B newbranch", "git checkout -B feature", "git switch -c x",
		"git switch -C newb HEAD~1", "git worktree add -B fresh ../wt", "git fetch origin main:main", "git fetch origin main", "git fetch origin +main",
		"git fetch origin +main:refs/remotes/origin/main", "git fetch origin '+refs/heads/*:refs/remotes/origin/*'", "git fetch", "git fetch -f origin",
		"git fetch origin +v1:refs/tags/v1", "git fetch origin \"$BRANCH\"", "git pull origin main", "git config remote.origin.fetch '+refs/heads/*:refs/remotes/origin/*'",
		"git config remote.origin.fetch 'refs/heads/*:refs/heads/*'", "git push . HEAD:main", "git push . +HEAD:newbranch", "git push . main:release",
		"git remote add -f up ../up.git", "git remote add --mirror=push m ../up.git"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}

// TestStoredGitAlias: an alias of git words stored for later runs, whenever anyone types it,
// the git command it names, with no hook between: it is judged now, as that command run from
// the top of the work tree with no arguments. Aliases that lose nothing pass.
func TestStoredGitAlias(t *testing.T) {
	home, root := world(t)
	branchRepo(t, root)
	g := New()
	for _, cmd := range []string{"git config alias.x 'checkout HEAD~3 -- .'", "git config alias.nuke 'reset --hard'", "git config set alias.pf 'push --force'",
		"git config alias.mv-main 'branch -f main HEAD~3'", "git config --add alias.c 'clean -fdx'", "git config alias.y '!rm -rf ~'",
		"git config --file .git/config alias.d \"stash clear\""} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range []string{"git config alias.st status", "git config alias.co checkout", "git config alias.lg 'log --graph --oneline'",
		"git config alias.unstage 'reset HEAD --'", "git config alias.amend 'commit --amend --no-edit'", "git config alias.pfl 'push --force-with-lease'",
		"git config alias.nb 'checkout -b'", "git config alias.undo 'reset --soft HEAD~1'", "git config alias.br branch"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}
