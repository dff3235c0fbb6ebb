package spec

import "sort"

// gitSpecs are git and its subcommands. Git reads its own options before the subcommand
// (git -C DIR -c k=v push), accepts any unambiguous prefix of a long option (--forc), and
// permutes the subcommand's options and operands. Sorted by Name.
var gitSpecs = [...]Spec{
	{Name: "git", Opts: gitOpts, Subs: true, Style: InOrder},
	{Name: "git config", Opts: "global system local worktree f|file= blob= get get-all get-regexp get-urlmatch replace-all add unset unset-all rename-section remove-section l|list fixed-value e|edit type= bool int bool-or-int path expiry-date z|null name-only includes no-includes show-origin show-scope default= comment= all value= url="},
}

const gitOpts = "C= c= config-env= exec-path? html-path man-path info-path p|paginate P|no-pager git-dir= work-tree= namespace= super-prefix= bare no-replace-objects no-lazy-fetch literal-pathspecs glob-pathspecs noglob-pathspecs icase-pathspecs no-optional-locks no-advice list-cmds= attr-source= version help"

// gitCommands are git's own commands, sorted: an alias never shadows one, and autocorrect
// picks among them.
var gitCommands = [...]string{"add", "am", "annotate", "apply", "archimport", "archive", "backfill", "bisect", "blame", "branch",
	"bugreport", "bundle", "cat-file", "check-attr", "check-ignore", "check-mailmap", "check-ref-format", "checkout",
	"checkout-index", "cherry", "cherry-pick", "citool", "clean", "clone", "column", "commit", "commit-graph", "commit-tree",
	"config", "count-objects", "credential", "credential-cache", "credential-store", "cvsexportcommit", "cvsimport",
	"cvsserver", "daemon", "describe", "diagnose", "diff", "diff-files", "diff-index", "diff-pairs", "diff-tree", "difftool",
	"fast-export", "fast-import", "fetch", "fetch-pack", "filter-branch", "fmt-merge-msg", "for-each-ref", "for-each-repo",
	"format-patch", "fsck", "fsck-objects", "fsmonitor--daemon", "gc", "get-tar-commit-id", "gitk", "gitweb", "grep", "gui",
	"hash-object", "help", "hook", "http-backend", "http-fetch", "http-push", "imap-send", "index-pack", "init", "init-db",
	"instaweb", "interpret-trailers", "last-modified", "log", "ls-files", "ls-remote", "ls-tree", "mailinfo", "mailsplit",
	"maintenance", "merge", "merge-base", "merge-file", "merge-index", "merge-one-file", "merge-tree", "mergetool", "mktag",
	"mktree", "multi-pack-index", "mv", "name-rev", "notes", "p4", "pack-objects", "pack-redundant", "pack-refs", "patch-id",
	"prune", "prune-packed", "pull", "push", "quiltimport", "range-diff", "read-tree", "rebase", "receive-pack", "reflog",
	"refs", "remote", "remote-ext", "remote-fd", "repack", "replace", "replay", "repo", "request-pull", "rerere", "reset",
	"restore", "rev-list", "rev-parse", "revert", "rm", "scalar", "send-email", "send-pack", "sh-i18n--envsubst", "shell",
	"shortlog", "show", "show-branch", "show-index", "show-ref", "sparse-checkout", "stage", "stash", "status",
	"stripspace", "submodule", "subtree", "svn", "switch", "symbolic-ref", "tag", "unpack-file", "unpack-objects",
	"update-index", "update-ref", "update-server-info", "upload-archive", "upload-pack", "var", "verify-commit",
	"verify-pack", "verify-tag", "version", "whatchanged", "worktree", "write-tree"}

// GitCommand reports whether name is one of git's own commands.
func GitCommand(name string) bool {
	i := sort.SearchStrings(gitCommands[:], name)
	return i < len(gitCommands) && gitCommands[i] == name
}

// GitCommands lists git's own commands, for autocorrect.
func GitCommands() []string { return gitCommands[:] }
