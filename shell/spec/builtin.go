package spec

// builtinSpecs are the shell builtins that run nothing by themselves and read or write no
// file but through their redirects (cd and the directory stack, job control, the shell's
// options and limits, read and mapfile, exit), and sleep, which is everywhere in scripts:
// known, so that they are not judged as programs nobody knows. The walk follows the ones
// that keep text to run (trap, alias, and the -C of compgen, complete, mapfile and
// readarray), and the ones that change its state (cd, shift, unset). Sorted by Name.
var builtinSpecs = []Spec{
	{Name: ":", Examples: []string{": > log.txt => write log.txt", ": ${X:=1} => -"}},
	{Name: "alias", Opts: "p", Style: Shell, Examples: []string{"alias => -", "alias ll='ls -l' !> write-r:maybe .", "alias x='rm -rf ~' => delete-r ~"}},
	{Name: "bg", Examples: []string{"bg %1 => -"}},
	{Name: "break", Examples: []string{"break 2 => -"}},
	{Name: "caller", Examples: []string{"caller 0 => -"}},
	{Name: "cd", Opts: "L P e @", Style: Shell, Examples: []string{"cd /tmp => -", "cd \"$X\" => -", "cd - => -"}},
	{Name: "compgen", Opts: "a b c d e f g j k s u v o= A= G= W= F= C= P= S= X= V=", Style: Shell, Examples: []string{"compgen -c => -", "compgen -C 'rm -rf ~' x => delete-r ~"}},
	{Name: "complete", Opts: "a b c d e f g j k s u v p r D E I o= A= G= W= F= C= P= S= X=", Style: Shell, Examples: []string{"complete -F _git git => -"}},
	{Name: "continue", Examples: []string{"continue => -"}},
	{Name: "dirs", Opts: "c l p v", Style: Shell, Examples: []string{"dirs -v => -"}},
	{Name: "disown", Opts: "a h r", Style: Shell, Examples: []string{"disown -h %1 => -"}},
	{Name: "enable", Opts: "a d n p s f=", Style: Shell, Does: enableDoes,
		Examples: []string{"enable -n echo => -", "enable -f ./mybuiltin.so mybuiltin => exec:native ?", "enable -a => -"}},
	{Name: "exit", Examples: []string{"exit 1 => -"}},
	{Name: "false", Examples: []string{"false => -"}},
	{Name: "fg", Examples: []string{"fg => -"}},
	{Name: "getopts", Examples: []string{"getopts 'ab:' opt => -"}},
	{Name: "hash", Opts: "d l r t p=", Style: Shell, Examples: []string{"hash -r => -"}},
	{Name: "help", Opts: "d m s", Style: Shell, Examples: []string{"help cd => -"}},
	{Name: "jobs", Opts: "l n p r s x", Style: Shell, Examples: []string{"jobs -l => -"}},
	{Name: "kill", Opts: "s= n= l L", Style: Shell, Does: killDoes, Examples: []string{"kill -9 1234 => -", "kill %1 => -",
		"kill -9 -1 => destroy:power every process the user can signal", "kill -- -1 => destroy:power every process the user can signal",
		"sudo kill -s KILL -1 => destroy:power every process the user can signal", "kill -KILL 12 -1 => destroy:power every process the user can signal",
		"kill -1 => -", "kill -l => -", "kill -9 -- -1234 => -", "kill -HUP 1 => -"}},
	{Name: "logout", Examples: []string{"logout => -"}},
	{Name: "mapfile", Opts: "d= n= O= s= t u= C= c=", Style: Shell, Examples: []string{"mapfile -t lines < list.txt => read:input list.txt", "mapfile -t lines => -",
		"mapfile -c 1 -C 'rm -rf ~;:' a < list.txt => delete-r ~"}},
	{Name: "popd", Opts: "n", Style: Shell, Examples: []string{"popd => -"}},
	{Name: "pushd", Opts: "n", Style: Shell, Examples: []string{"pushd dist => -"}},
	{Name: "read", Opts: "a= d= e i= n= N= p= r s t= u=", Style: Shell,
		Examples: []string{"read -r line => -", "read -r x < ~/.ssh/id_rsa => read:input ~/.ssh/id_rsa"}},
	{Name: "readarray", Like: "mapfile"},
	{Name: "return", Examples: []string{"return 0 => -"}},
	{Name: "shift", Examples: []string{"shift 2 => -"}},
	{Name: "shopt", Opts: "o p q s u", Style: Shell, Examples: []string{"shopt -s nullglob => -"}},
	{Name: "sleep", Examples: []string{"sleep 1 => -", "sleep 0.5s => -"}},
	{Name: "suspend", Opts: "f", Style: Shell, Examples: []string{"suspend -f => -"}},
	{Name: "times", Examples: []string{"times => -"}},
	{Name: "trap", Opts: "l p", Style: Shell, Examples: []string{"f() { :; }; trap f EXIT => -", "trap - INT => -", "trap -p => -",
		"trap 'rm -rf ~' EXIT => delete-r ~", "f() { rm -rf ~; }; trap f INT TERM => delete-r ~"}},
	{Name: "true", Examples: []string{"true => -"}},
	{Name: "type", Opts: "a f p P t", Style: Shell, Examples: []string{"type -p ls => -"}},
	{Name: "ulimit", Opts: "a b c d e f H i k l m n p q r s S t T u v x P R", Style: Shell, Examples: []string{"ulimit -n 4096 => -"}},
	{Name: "umask", Opts: "p S", Style: Shell, Examples: []string{"umask 022 => -"}},
	{Name: "unalias", Opts: "a", Style: Shell, Examples: []string{"unalias ll => -"}},
	{Name: "unset", Opts: "f v n", Style: Shell, Examples: []string{"unset TOKEN => -"}},
	{Name: "wait", Opts: "f n p=", Style: Shell, Examples: []string{"wait => -", "wait \"$pid\" => -"}},
}

// enableDoes: enable -f loads a builtin from a shared object, which is code that runs.
func enableDoes(c *Call) {
	if w, ok := c.Value("f"); ok {
		c.Add(Effect{Kind: Exec, Lang: "native", Class: "file", Path: c.PathOf(w), By: "enable -f"})
	}
}
