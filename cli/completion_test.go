package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

func script(t *testing.T, shell string) string {
	t.Helper()
	var out, errb bytes.Buffer
	c := &ctx{stdout: &out, stderr: &errb, getenv: func(string) string { return "" }}
	if code := completionCmd(c, []string{shell}); code != 0 {
		t.Fatalf("completion %s: exit %d: %s", shell, code, errb.String())
	}
	return out.String()
}

// TestCompletionTables: every command a person types and every one of its flags is in each
// script, and every flag that takes a value says what it completes to.
func TestCompletionTables(t *testing.T) {
	c := &ctx{getenv: func(string) string { return "" }}
	cs := specs(c)
	scripts := map[string]string{"bash": script(t, "bash"), "zsh": script(t, "zsh"), "fish": script(t, "fish")}
	for name := range commands() {
		if name == "run-recorded" {
			continue
		}
		if !slices.ContainsFunc(cs, func(s cmdSpec) bool { return s.name == name }) {
			t.Errorf("command %s is not completed", name)
		}
	}
	for _, s := range cs {
		for shell, text := range scripts {
			want := map[string]string{"bash": "\t" + s.name + ")\n", "zsh": "\t" + s.name + ")\n", "fish": "-a " + s.name + " "}[shell]
			if !strings.Contains(text, want) {
				t.Errorf("%s script lacks command %s", shell, s.name)
			}
		}
		if s.name != "help" && len(s.flags) == 0 && s.name != "version" && s.name != "completion" {
			t.Errorf("%s: no flags read in describe mode", s.name)
		}
		for _, f := range s.flags {
			if _, ok := flagValues[f.Name]; takesValue(f) && !ok {
				t.Errorf("%s --%s takes a value: say in flagValues what it completes to (free for anything)", s.name, f.Name)
			}
			for shell, want := range map[string]string{"bash": "--" + f.Name, "zsh": "--" + f.Name, "fish": "-l " + f.Name + " "} {
				if !strings.Contains(scripts[shell], want) {
					t.Errorf("%s script lacks %s --%s", shell, s.name, f.Name)
				}
			}
		}
	}
	var errb bytes.Buffer
	bad := &ctx{stdout: &bytes.Buffer{}, stderr: &errb}
	if code := completionCmd(bad, []string{"tcsh"}); code != 2 || !strings.Contains(errb.String(), "bash, zsh or fish") {
		t.Errorf("completion tcsh: exit %d, %q", code, errb.String())
	}
}

// TestCompletionBash runs the bash script as bash completes a word: COMP_WORDS and
// COMP_CWORD set, the function called, COMPREPLY read back.
func TestCompletionBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash here")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "hookguard.bash")
	if err := os.WriteFile(file, []byte(script(t, "bash")), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bash, "-n", file).CombinedOutput(); err != nil {
		t.Fatalf("bash -n: %v\n%s", err, out)
	}
	for _, d := range []string{"proj-a", "proj-b"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "proj-file"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		words []string // the last is the word being completed
		want  []string // all of these, in order
		not   []string
	}{
		{[]string{"ch"}, []string{"check"}, nil},
		{[]string{""}, []string{"check", "install", "version"}, []string{"run-recorded"}},
		{[]string{"check", "--ex"}, []string{"--explain"}, nil},
		{[]string{"check", "rm -rf /", "--j"}, []string{"--json"}, nil},
		{[]string{"run", "--runner", "c"}, []string{"clarvis", "claude", "codex"}, []string{"gemini"}},
		{[]string{"run", "--group", "pre-s"}, []string{"pre-shell"}, nil},
		{[]string{"install", "--user", "g"}, []string{"gemini", "git"}, nil},
		{[]string{"install", "--root", "proj-"}, []string{"proj-a", "proj-b"}, []string{"proj-file"}},
		{[]string{"install", "--root", "=", "proj-"}, []string{"proj-a", "proj-b"}, []string{"proj-file"}},
		{[]string{"validate", "proj-"}, []string{"proj-a", "proj-b", "proj-file"}, nil},
		{[]string{"ledger", "re"}, []string{"repair", "revoke"}, nil},
		{[]string{"log", "--since", ""}, nil, []string{"--json"}},
		{[]string{"completion", ""}, []string{"bash", "fish", "zsh"}, nil},
		{[]string{"help", "ins"}, []string{"install"}, nil},
		{[]string{"corpus", "--guard", "sec"}, []string{"secrets"}, nil},
	} {
		words := append([]string{"hookguard"}, tc.words...)
		quoted := make([]string, len(words))
		for i, w := range words {
			quoted[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
		}
		prog := "source " + file + "\nCOMP_WORDS=(" + strings.Join(quoted, " ") + ")\nCOMP_CWORD=" +
			strconv.Itoa(len(words)-1) + "\n_hookguard\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n"
		cmd := exec.Command(bash, "--norc", "--noprofile", "-c", prog)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", tc.words, err, out)
		}
		got := strings.Fields(string(out))
		slices.Sort(got)
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: got %q, want %s among them", tc.words, got, w)
			}
		}
		for _, w := range tc.not {
			if slices.Contains(got, w) {
				t.Errorf("%q: got %q, want no %s", tc.words, got, w)
			}
		}
		if tc.want == nil && len(got) != 0 {
			t.Errorf("%q: got %q, want nothing offered", tc.words, got)
		}
	}
}

// TestCompletionZsh parses the zsh script and loads it as compinit would; fish is checked
// the same way where it is installed.
func TestCompletionZsh(t *testing.T) {
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("no zsh here: apt-get install zsh")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "_hookguard")
	if err := os.WriteFile(file, []byte(script(t, "zsh")), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(zsh, "-n", file).CombinedOutput(); err != nil {
		t.Fatalf("zsh -n: %v\n%s", err, out)
	}
	// Autoloaded from $fpath by compinit, as the README says to install it.
	cmd := exec.Command(zsh, "-f", "-c", "fpath=("+dir+" $fpath); autoload -Uz compinit; compinit -u -D; print -r -- ${_comps[hookguard]}")
	cmd.Env = append(os.Environ(), "HOME="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "_hookguard" {
		t.Errorf("compinit did not register _hookguard for hookguard: %v %q", err, out)
	}
}

// TestCompletionFish parses the fish script and asks fish itself (complete -C) for the
// candidates of typed words.
func TestCompletionFish(t *testing.T) {
	fish, err := exec.LookPath("fish")
	if err != nil {
		t.Skip("no fish here: apt-get install fish")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "hookguard.fish")
	if err := os.WriteFile(file, []byte(script(t, "fish")), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(fish, "-n", file).CombinedOutput(); err != nil {
		t.Fatalf("fish -n: %v\n%s", err, out)
	}
	if err := os.Mkdir(filepath.Join(dir, "proj-a"), 0o755); err != nil {
		t.Fatal(err)
	}
	for typed, want := range map[string][]string{
		"hookguard ch":               {"check"},
		"hookguard run --runner c":   {"clarvis", "claude", "codex"},
		"hookguard install --root p": {"proj-a/"},
		"hookguard check --ex":       {"--explain"},
		"hookguard install g":        {"gemini", "git"},
		"hookguard ledger re":        {"repair", "revoke"},
	} {
		cmd := exec.Command(fish, "--no-config", "-c", "source "+file+"; complete -C "+strconv.Quote(typed))
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", typed, err, out)
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			got = append(got, strings.SplitN(l, "\t", 2)[0])
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%q: fish offers %q, want %q", typed, got, want)
		}
	}
}

// zshInit makes an interactive zsh print every candidate compadd is given, between two
// NUL lines, and exit after one completion: the way zsh's completion can be asked from a
// program (after Valodim's zsh-capture-completion). zshDriver types a line and a TAB into
// it through a pseudo-terminal (zsh/zpty).
const zshInit = `PROMPT=
fpath=(FPATH_DIR $fpath)
autoload -Uz compinit; compinit -u -D
bindkey '^M' undefined; bindkey '^J' undefined; bindkey '^I' complete-word
null-line () { echo -E - $'\0' }
compprefuncs=( null-line )
comppostfuncs=( null-line exit )
zstyle ':completion:*' list-grouped false
zstyle ':completion:*' insert-tab false
zstyle ':completion:*' list-separator ''
zmodload zsh/zutil
compadd () {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  typeset -a __hits __dscr __tmp
  if (( $@[(I)-d] )); then __tmp=${@[$[${@[(i)-d]}+1]]}; if [[ $__tmp == \(* ]]; then eval "__dscr=$__tmp"; else __dscr=( "${(@P)__tmp}" ); fi; fi
  builtin compadd -A __hits -D __dscr "$@"
  setopt localoptions norcexpandparam extendedglob
  typeset -A apre hpre hsuf asuf
  zparseopts -E P:=apre p:=hpre S:=asuf s:=hsuf
  integer dirsuf=0
  if [[ -z $hsuf && "${${@//-default-/}% -# *}" == *-[[:alnum:]]#f* ]]; then dirsuf=1; fi
  [[ -n $__hits ]] || return
  local dsuf
  for i in {1..$#__hits}; do
    if (( dirsuf )) && [[ -d $__hits[$i] ]]; then dsuf=/; else dsuf=; fi
    echo -E - $IPREFIX$apre$hpre$__hits[$i]$dsuf$hsuf$asuf
  done
}
`

const zshDriver = `zmodload zsh/zpty || exit 3
init=$1; shift
zpty z zsh -f -i
zpty -w z "source $init"
zpty -w z "$*"$'\t'
integer tog=0
while zpty -r z; do :; done | while IFS= read -r line; do
  if [[ $line == *$'\0\r' ]]; then (( tog++ )) && return 0 || continue; fi
  (( tog )) && echo -E - $line
done
return 2
`

// TestCompletionZshCandidates asks zsh itself, through compinit and the script as
// installed on $fpath, for the candidates of typed lines.
func TestCompletionZshCandidates(t *testing.T) {
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("no zsh here: apt-get install zsh")
	}
	dir := t.TempDir()
	fdir := filepath.Join(dir, "functions")
	files := map[string]string{
		filepath.Join(fdir, "_hookguard"): script(t, "zsh"),
		filepath.Join(dir, "init.zsh"):    strings.ReplaceAll(zshInit, "FPATH_DIR", fdir),
		filepath.Join(dir, "capture.zsh"): zshDriver,
		filepath.Join(dir, "proj-a", "x"): "",
	}
	for p, text := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for typed, want := range map[string][]string{
		"hookguard ch":                  {"check"},
		"hookguard run --runner c":      {"clarvis", "claude", "codex"},
		"hookguard check --ex":          {"--explain"},
		"hookguard install --root proj": {"proj-a/"},
		"hookguard check --root=pr":     {"--root=proj-a/"},
		"hookguard install g":           {"gemini", "git"},
		"hookguard ledger re":           {"repair", "revoke"},
		"hookguard completion ":         {"bash", "fish", "zsh"},
	} {
		// A zsh that never reaches the completion would wait on the pty for good.
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, zsh, "-f", filepath.Join(dir, "capture.zsh"), filepath.Join(dir, "init.zsh"), typed)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "HOME="+dir)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%q: %v\n%s", typed, err, out)
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(strings.ReplaceAll(string(out), "\r", "")), "\n") {
			if l != "" && !slices.Contains(got, l) {
				got = append(got, l)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%q: zsh offers %q, want %q", typed, got, want)
		}
	}
}
