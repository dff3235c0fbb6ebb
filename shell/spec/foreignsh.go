package spec

// Shells whose language is not POSIX sh, but whose simple commands are `name args` as sh's are
// (nushell, xonsh, elvish, ion, rc, es, murex): the table knows each Like sh, so that the
// front end reads their -c text, stdin and script files as shell text (`nu -c 'rm -rf /etc'`
// deletes /etc as `sh -c` would), and text of theirs that does not parse as sh is what sh text
// that does not parse is (shell.unreadable), except xonsh's, which is Python where it is not
// shell (shell/foreign.go). Only their own options differ from sh's: ShellOpts gives them, so
// that `nu -n -c CODE` (-n: no config file, where sh's -n runs nothing) or `elvish -norc -c
// CODE` are read as running CODE, and an option's value is not taken for the script.
var foreignShells = [...]Spec{
	// elvish takes Go's flags: one dash, long names.
	{Name: "elvish", Opts: "c n|compileonly norc rc= i json log= deprecation-level= sock= db= daemon web port= buildinfo version help", Style: Single},
	{Name: "es", Opts: "c e i I l n o p s v x d L"},
	{Name: "ion", Opts: "c n|no-execute x i|interactive o= v|version h|help"},
	{Name: "murex", Opts: "c i load-modules= no-colour|no-color run-tests= quick-start trypipe try help version", Style: Single},
	// nu's -e (--execute) runs its code too, then stays open: the same as -c here.
	{Name: "nu", Opts: "c|commands|e|execute no-config-file|n no-history no-std-lib config= env-config= plugin-config= plugins= I|include-path= log-level= log-target= log-include= log-exclude= t|table-mode= error-style= experimental-options= stdin l|login i|interactive lsp ide-goto-def= ide-hover= ide-complete= ide-check= ide-ast testbin= m|mcp no-newline h|help v|version"},
	{Name: "rc", Opts: "c e i I l n o p s v x d"},
	// xonsh's --rc takes one file or more: one is read as its value (a script named after more
	// rc files is taken for the script, which errs towards reading).
	{Name: "xonsh", Opts: "c i|interactive l|login rc= no-rc no-env no-script-cache cache-everything D= shell-type|shell= st= timings save-origin V|version h|help"},
}

// ShellOpts is the spec whose options a shell's words are read by: sh's for sh and the shells
// that take its options (bash, dash, zsh, ysh...), the shell's own for those that do not.
func ShellOpts(name string) *Spec {
	i := -1
	switch name {
	case "elvish":
		i = 0
	case "es":
		i = 1
	case "ion":
		i = 2
	case "murex":
		i = 3
	case "nu", "nushell":
		i = 4
	case "rc":
		i = 5
	case "xonsh":
		i = 6
	}
	if i < 0 {
		return Lookup("sh")
	}
	return &foreignShells[i]
}
