package cli

import (
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/hook"
	"github.com/hookguard/hookguard/install"
)

func init() {
	register("completion", "print the shell completion script for bash, zsh or fish", completionCmd)
}

// The completion scripts are written here by hand, per shell, from the tables every command
// already has: the registry (names and summaries) and each command's flag set, read by
// running the command in describe mode (parse hands the flags over and the command stops).
// So a new command or flag is completed without touching this file, and no CLI framework is
// linked for it.

// valueKind says what a flag's value or a command's argument completes to.
type valueKind struct {
	files, dirs bool
	words       func() []string // fixed words, computed when the script is printed
}

var (
	free      = valueKind{} // anything: nothing to offer
	fileValue = valueKind{files: true}
	dirValue  = valueKind{dirs: true}
)

func wordsOf(f func() []string) valueKind { return valueKind{words: f} }

// flagValues says what each value-taking flag completes to, by the flag's name (the commands
// use one name for one meaning). A value-taking flag missing here fails TestCompletionTables.
var flagValues = map[string]valueKind{
	"root": dirValue, "cwd": dirValue, "project": dirValue,
	"config": fileValue, "managed": fileValue, "text-file": fileValue, "write": fileValue, "edit": fileValue, "read": fileValue,
	"runner": wordsOf(runnerList), "group": wordsOf(groupWords), "guard": wordsOf(guards.Names),
	// --hook is written by install into the git shims, never typed.
	"hook": free, "deadline": free, "since": free, "prompt": free, "text": free, "range": free, "subst": free, "timeout": free,
	"min-recall": free, "max-false-block": free,
}

// commandArgs says what a command's arguments (the words that are not flags) complete to.
var commandArgs = map[string]valueKind{
	"install":    wordsOf(doorList),
	"uninstall":  wordsOf(doorList),
	"ledger":     wordsOf(func() []string { return []string{"list", "verify", "revoke", "repair"} }),
	"policy":     wordsOf(func() []string { return []string{"pull"} }),
	"completion": wordsOf(func() []string { return []string{"bash", "zsh", "fish"} }),
	"corpus":     fileValue,
	"validate":   fileValue,
	"help":       wordsOf(completedCommandNames),
}

func runnerList() []string {
	rs := hook.Runners()
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = string(r)
	}
	return out
}

func groupWords() []string {
	var out []string
	for _, g := range hookguard.Groups() {
		out = append(out, string(g))
	}
	return out
}

func doorList() []string {
	var out []string
	for _, d := range install.Doors() {
		out = append(out, d.Name())
	}
	return out
}

// completedCommandNames are the commands a person types: run-recorded is a wrapper's.
func completedCommandNames() []string {
	var out []string
	for n := range commands() {
		if n != "run-recorded" {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// cmdSpec is one command as the scripts complete it.
type cmdSpec struct {
	name, summary string
	flags         []*pflag.Flag
	args          valueKind
}

// specs reads every command's flags, in describe mode: nothing runs.
func specs(c *ctx) []cmdSpec {
	var out []cmdSpec
	for _, n := range completedCommandNames() {
		cmd := commands()[n]
		s := cmdSpec{name: n, summary: cmd.summary, args: commandArgs[n]}
		d := &ctx{stdin: strings.NewReader(""), stdout: discard{}, stderr: discard{}, getenv: c.getenv,
			describe: func(fs *flagSet) { fs.VisitAll(func(f *pflag.Flag) { s.flags = append(s.flags, f) }) }}
		cmd.run(d, nil)
		out = append(out, s)
	}
	out = append(out, cmdSpec{name: "help", summary: "show the commands, or one command's flags", args: commandArgs["help"]})
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

func completionCmd(c *ctx, args []string) int {
	fs := flags(c, "completion", "bash|zsh|fish")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	how := "bash: add `eval \"$(hookguard completion bash)\"` to ~/.bashrc; " +
		"zsh: `hookguard completion zsh > \"${fpath[1]}/_hookguard\"` (or any directory on $fpath; compinit must run); " +
		"fish: `hookguard completion fish > ~/.config/fish/completions/hookguard.fish`"
	if fs.NArg() != 1 {
		fmt.Fprintf(c.stderr, "hookguard completion: name one shell: bash, zsh or fish (%s)\n", how)
		return 2
	}
	var script string
	switch fs.Arg(0) {
	case "bash":
		script = bashScript(specs(c))
	case "zsh":
		script = zshScript(specs(c))
	case "fish":
		script = fishScript(specs(c))
	default:
		fmt.Fprintf(c.stderr, "hookguard completion: %q is not a shell hookguard completes; name bash, zsh or fish (%s)\n", fs.Arg(0), how)
		return 2
	}
	fmt.Fprint(c.stdout, script)
	return 0
}

func flagKind(f *pflag.Flag) valueKind { return flagValues[f.Name] }

// bashScript: one function; the first word that is not a flag picks the command, the word
// before the cursor (or before an =) picks a flag's value. Bash 3.2 (macOS's) is enough:
// no mapfile, no associative arrays.
func bashScript(cs []cmdSpec) string {
	var b strings.Builder
	b.WriteString(`# bash completion for hookguard: generated by ` + "`hookguard completion bash`" + `.
# Load it with: eval "$(hookguard completion bash)"
_hookguard_reply() { # $1: words, or -f (files) or -d (directories); completes $cur
	local IFS=$'\n'
	case $1 in
	-f) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")) ;;
	-d) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")) ;;
	*) IFS=$' \t\n'; COMPREPLY=($(compgen -W "$1" -- "$cur")) ;;
	esac
}
_hookguard() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev="" cmd="" i
	[ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD-1]}
	if [ "$cur" = "=" ]; then prev=${COMP_WORDS[COMP_CWORD-1]}; cur=""
	elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in -*|=) ;; *) cmd=${COMP_WORDS[i]}; break ;; esac
	done
	if [ -z "$cmd" ]; then
		_hookguard_reply "`)
	var names []string
	for _, s := range cs {
		names = append(names, s.name)
	}
	b.WriteString(strings.Join(names, " ") + ` --help --version"
		return
	fi
	case $cmd in
`)
	for _, s := range cs {
		fmt.Fprintf(&b, "\t%s)\n\t\tcase $prev in\n", s.name)
		var fl []string
		for _, f := range s.flags {
			fl = append(fl, "--"+f.Name)
			if takesValue(f) {
				fmt.Fprintf(&b, "\t\t--%s) %s; return ;;\n", f.Name, bashValue(flagKind(f)))
			}
		}
		fl = append(fl, "--help")
		fmt.Fprintf(&b, "\t\tesac\n\t\tif [[ $cur == -* ]]; then _hookguard_reply %q; return; fi\n", strings.Join(fl, " "))
		if v := bashValue(s.args); v != ":" {
			fmt.Fprintf(&b, "\t\t%s\n", v)
		}
		b.WriteString("\t\t;;\n")
	}
	b.WriteString("\tesac\n}\ncomplete -F _hookguard hookguard\n")
	return b.String()
}

func bashValue(k valueKind) string {
	switch {
	case k.files:
		return "_hookguard_reply -f"
	case k.dirs:
		return "_hookguard_reply -d"
	case k.words != nil:
		return fmt.Sprintf("_hookguard_reply %q", strings.Join(k.words(), " "))
	}
	return ":" // a free value: offer nothing, and not the flags either
}

// zshScript: an autoloadable #compdef function on _arguments, which also describes each
// flag; sourced instead, it registers itself with compdef.
func zshScript(cs []cmdSpec) string {
	var b strings.Builder
	b.WriteString("#compdef hookguard\n# zsh completion for hookguard: generated by `hookguard completion zsh`.\n" +
		"# Put it in a directory on $fpath as _hookguard, before compinit runs.\n_hookguard() {\n" +
		"\tlocal curcontext=$curcontext state line ret=1\n\tlocal -a commands\n\tcommands=(\n")
	for _, s := range cs {
		fmt.Fprintf(&b, "\t\t%s\n", zshQuote(strings.ReplaceAll(s.name, ":", `\:`)+":"+s.summary))
	}
	b.WriteString("\t)\n\t_arguments -C '(- *)--help[show the commands]' '(- *)--version[print the version]' '1: :->cmd' '*:: :->args' && ret=0\n" +
		"\tcase $state in\n\tcmd) _describe -t commands 'hookguard command' commands && ret=0 ;;\n\targs)\n\t\tcase $words[1] in\n")
	for _, s := range cs {
		fmt.Fprintf(&b, "\t\t%s)\n\t\t\t_arguments -s", s.name)
		for _, f := range s.flags {
			spec := "--" + f.Name
			if f.Value.Type() == "stringArray" {
				spec = "*" + spec
			}
			desc := "[" + zshEscape(f.Usage) + "]"
			if takesValue(f) {
				spec += "=" + desc + ":" + f.Name + ":" + zshAction(flagKind(f))
			} else {
				spec += desc
			}
			b.WriteString(" \\\n\t\t\t\t" + zshQuote(spec))
		}
		b.WriteString(" \\\n\t\t\t\t'(- *)--help[show the flags]'")
		if a := zshAction(s.args); a != " " {
			b.WriteString(" \\\n\t\t\t\t" + zshQuote("*:argument:"+a))
		} else {
			b.WriteString(" \\\n\t\t\t\t'*:argument: '")
		}
		b.WriteString(" && ret=0 ;;\n")
	}
	b.WriteString("\t\tesac ;;\n\tesac\n\treturn ret\n}\n" +
		"if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then _hookguard \"$@\"; else compdef _hookguard hookguard; fi\n")
	return b.String()
}

func zshAction(k valueKind) string {
	switch {
	case k.files:
		return "_files"
	case k.dirs:
		return "_files -/"
	case k.words != nil:
		return "(" + strings.Join(k.words(), " ") + ")"
	}
	return " "
}

// zshEscape makes text safe inside an _arguments description: brackets and colons end it.
func zshEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, "[", `\[`, "]", `\]`, ":", `\:`).Replace(s)
}

func zshQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// fishScript: complete lines; fish loads the file from ~/.config/fish/completions.
func fishScript(cs []cmdSpec) string {
	var b strings.Builder
	b.WriteString("# fish completion for hookguard: generated by `hookguard completion fish`.\n" +
		"# Save it as ~/.config/fish/completions/hookguard.fish\ncomplete -c hookguard -f\n")
	for _, s := range cs {
		fmt.Fprintf(&b, "complete -c hookguard -n __fish_use_subcommand -a %s -d %s\n", s.name, fishQuote(s.summary))
	}
	for _, s := range cs {
		cond := fishQuote("__fish_seen_subcommand_from " + s.name)
		for _, f := range s.flags {
			fmt.Fprintf(&b, "complete -c hookguard -n %s -l %s", cond, f.Name)
			if takesValue(f) {
				b.WriteString(" -r" + fishValue(flagKind(f)))
			}
			fmt.Fprintf(&b, " -d %s\n", fishQuote(f.Usage))
		}
		if v := fishValue(s.args); v != "" {
			fmt.Fprintf(&b, "complete -c hookguard -n %s%s\n", cond, v)
		}
	}
	return b.String()
}

func fishValue(k valueKind) string {
	switch {
	case k.files:
		return " -F"
	case k.dirs:
		return " -f -a '(__fish_complete_directories)'"
	case k.words != nil:
		return " -f -a " + fishQuote(strings.Join(k.words(), " "))
	}
	return ""
}

func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(s) + "'"
}
