package spec

// builtinSpecs are the shell builtins that run nothing by themselves and read or write no
// file but through their redirects (cd and the directory stack, job control, the shell's
// options and limits, read and mapfile, exit), and sleep, which is everywhere in scripts:
// known, so that they are not judged as programs nobody knows. The walk follows the ones
// that keep text to run (trap, alias, and the -C of compgen, complete, mapfile and
// readarray), and the ones that change its state (cd, shift, unset). Sorted by Name.
var builtinSpecs = []Spec{
	{Name: ":", Examples: ": > log.txt => write log.txt\n" + ": ${X:=1} => -\n"},
	{Name: "alias", Opts: "p", Style: Shell, Examples: "alias => -\n" + "alias ll='ls -l' !> write-r:maybe .\n" + "alias x='rm -rf ~' => delete-r ~\n"},
	{Name: "bg", Examples: "bg %1 => -\n"},
	{Name: "break", Examples: "break 2 => -\n"},
	{Name: "caller", Examples: "caller 0 => -\n"},
	{Name: "cd", Opts: "L P e @", Style: Shell, Examples: "cd /tmp => -\n" + "cd \"$X\" => -\n" + "cd - => -\n"},
	{Name: "compgen", Opts: "a b c d e f g j k s u v o= A= G= W= F= C= P= S= X= V=", Style: Shell, Does: compgenDoes,
		Examples: "compgen -c => -\n" + "compgen -C 'rm -rf ~' x => delete-r ~\n" + "compgen -f => read:digest .\n" + "compgen -f src/m => read:digest src\n" +
			"compgen -A directory => read:digest .\n" + "compgen -G '*.go' => read:digest *.go\n" + "compgen -v => -\n"},
	{Name: "complete", Opts: "a b c d e f g j k s u v p r D E I o= A= G= W= F= C= P= S= X=", Style: Shell, Examples: "complete -F _git git => -\n"},
	{Name: "continue", Examples: "continue => -\n"},
	{Name: "dirs", Opts: "c l p v", Style: Shell, Examples: "dirs -v => -\n"},
	{Name: "disown", Opts: "a h r", Style: Shell, Examples: "disown -h %1 => -\n"},
	{Name: "enable", Opts: "a d n p s f=", Style: Shell, Does: enableDoes,
		Examples: "enable -n echo => -\n" + "enable -f ./mybuiltin.so mybuiltin => exec:native ?\n" + "enable -a => -\n"},
	{Name: "exit", Examples: "exit 1 => -\n"},
	{Name: "false", Examples: "false => -\n"},
	{Name: "fg", Examples: "fg => -\n"},
	{Name: "getopts", Examples: "getopts 'ab:' opt => -\n"},
	{Name: "hash", Opts: "d l r t p=", Style: Shell, Examples: "hash -r => -\n"},
	{Name: "help", Opts: "d m s", Style: Shell, Examples: "help cd => -\n"},
	{Name: "jobs", Opts: "l n p r s x", Style: Shell, Examples: "jobs -l => -\n"},
	{Name: "kill", Opts: "s= n= l L", Style: Shell, Does: killDoes, Examples: "kill -9 1234 => signal:pid 1234\n" + "kill %1 => -\n" + "kill -USR1 $PPID => signal:pid $PPID\n" +
		"kill -9 -1 => destroy:power every process the user can signal\n" + "kill -- -1 => destroy:power every process the user can signal\n" +
		"sudo kill -s KILL -1 => destroy:power every process the user can signal\n" + "kill -KILL 12 -1 => destroy:power every process the user can signal\n" +
		"kill -1 => -\n" + "kill -l => -\n" + "kill -9 -- -1234 => signal:pid -1234\n" + "kill -HUP 1 => signal:pid 1\n" +
		"kill -9 \"$pid\" => signal:pid $pid\n" + "kill -0 \"$pid\" => -\n" + "kill -s CONT $p => -\n"},
	{Name: "logout", Examples: "logout => -\n"},
	{Name: "mapfile", Opts: "d= n= O= s= t u= C= c=", Style: Shell, Examples: "mapfile -t lines < list.txt => read:input list.txt\n" + "mapfile -t lines => -\n" +
		"mapfile -c 1 -C 'rm -rf ~;:' a < list.txt => delete-r ~\n"},
	{Name: "popd", Opts: "n", Style: Shell, Examples: "popd => -\n"},
	{Name: "pushd", Opts: "n", Style: Shell, Examples: "pushd dist => -\n"},
	{Name: "read", Opts: "a= d= e i= n= N= p= r s t= u=", Style: Shell,
		Examples: "read -r line => -\n" + "read -r x < ~/.ssh/id_rsa => read:input ~/.ssh/id_rsa\n"},
	{Name: "readarray", Like: "mapfile"},
	{Name: "return", Examples: "return 0 => -\n"},
	{Name: "shift", Examples: "shift 2 => -\n"},
	{Name: "shopt", Opts: "o p q s u", Style: Shell, Examples: "shopt -s nullglob => -\n"},
	{Name: "sleep", Examples: "sleep 1 => -\n" + "sleep 0.5s => -\n"},
	{Name: "suspend", Opts: "f", Style: Shell, Examples: "suspend -f => -\n"},
	{Name: "times", Examples: "times => -\n"},
	{Name: "trap", Opts: "l p", Style: Shell, Examples: "f() { :; }; trap f EXIT => -\n" + "trap - INT => -\n" + "trap -p => -\n" +
		"trap 'rm -rf ~' EXIT => delete-r ~\n" + "f() { rm -rf ~; }; trap f INT TERM => delete-r ~\n"},
	{Name: "true", Examples: "true => -\n"},
	{Name: "type", Opts: "a f p P t", Style: Shell, Examples: "type -p ls => -\n"},
	{Name: "ulimit", Opts: "a b c d e f H i k l m n p q r s S t T u v x P R", Style: Shell, Examples: "ulimit -n 4096 => -\n"},
	{Name: "umask", Opts: "p S", Style: Shell, Examples: "umask 022 => -\n"},
	{Name: "unalias", Opts: "a", Style: Shell, Examples: "unalias ll => -\n"},
	{Name: "unset", Opts: "f v n", Style: Shell, Examples: "unset TOKEN => -\n"},
	{Name: "wait", Opts: "f n p=", Style: Shell, Examples: "wait => -\n" + "wait \"$pid\" => -\n"},
}

// enableDoes: enable -f loads a builtin from a shared object, which is code that runs.
func enableDoes(c *Call) {
	if w, ok := c.Value("f"); ok {
		c.Add(Effect{Kind: Exec, Lang: "native", Class: "file", Path: c.PathOf(w), By: "enable -f"})
	}
}
