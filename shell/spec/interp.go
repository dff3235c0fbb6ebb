package spec

// interpSpecs are the interpreters (python, node, ruby, perl, php, lua, awk, R, ...): the code each is given, by -c/-e, a script file, stdin, /dev/stdin, /dev/fd/N or <(...), becomes an Exec effect, and what that code does (package shell/code) becomes effects of its own. Sorted by Name.
var interpSpecs = [...]Spec{}
