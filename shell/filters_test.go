package shell

import (
	"os/exec"
	"testing"
)

// TestPassThroughFilters: text a line spells out reaches a shell through head, tail, tee,
// sort, uniq, yes, tr and one print of a literal, and is walked as the script it is; a filter
// the model does not run (an option it does not emulate, a file operand) leaves it unknown.
func TestPassThroughFilters(t *testing.T) {
	tests := []struct{ src, want string }{
		{`yes 'rm -rf ~' | head -1 | sh`, `yes rm -rf ~ | head -1 | |sh>rm -rf /home/user`},
		{`yes 'rm -rf ~' | head -n 2 | sh`, `yes rm -rf ~ | head -n 2 | |sh>rm -rf /home/user | |sh>rm -rf /home/user`},
		{`echo 'rm -rf ~' | tee f | sh`, `echo rm -rf ~ | tee f | |sh>rm -rf /home/user`},
		{`printf 'ls\nrm -rf ~\n' | head -n 1 | sh`, "printf ls\\nrm -rf ~\\n | head -n 1 | |sh>ls"},
		{`printf 'ls\nrm -rf ~\n' | tail -n 1 | sh`, "printf ls\\nrm -rf ~\\n | tail -n 1 | |sh>rm -rf /home/user"},
		{`printf 'ls\nrm -rf ~\n' | tail -n +2 | sh`, "printf ls\\nrm -rf ~\\n | tail -n +2 | |sh>rm -rf /home/user"},
		{`printf 'rm -rf /\nrm -rf /\n' | sort -u | sh`, "printf rm -rf /\\nrm -rf /\\n | sort -u | |sh>rm -rf /"},
		{`printf 'rm -rf /\nrm -rf /\n' | uniq | sh`, "printf rm -rf /\\nrm -rf /\\n | uniq | |sh>rm -rf /"},
		{`echo 'ez -ex /' | tr a-z n-za-m | sh`, `echo ez -ex / | tr a-z n-za-m | |sh>rm -rk /`},
		{`echo 'rxm -rf /' | tr -d x | sh`, `echo rxm -rf / | tr -d x | |sh>rm -rf /`},
		{`echo 'rm -rf /' | cat - | sh`, `echo rm -rf / | cat - | |sh>rm -rf /`},
		{`python3 -c 'print("rm -rf /")' | sh`, `python3 -c print("rm -rf /") | |sh>rm -rf /`},
		{`node -e 'console.log("rm -rf /")' | sh`, `node -e console.log("rm -rf /") | |sh>rm -rf /`},
		// not computable: the shell runs code nobody can see
		{`echo 'rm -rf /' | sort -R | sh`, `echo rm -rf / | sort -R | sh !opaque`},
		{`echo 'rm -rf /' | tr '[:lower:]' '[:upper:]' | sh`, `echo rm -rf / | tr [:lower:] [:upper:] | sh !opaque`},
		{`python3 -c 'print("a"); import os' | sh`, `python3 -c print("a"); import os | sh !opaque`},
		{`yes | head -n 2 x.txt | sh`, `yes | head -n 2 x.txt | sh !opaque`},
	}
	for _, tt := range tests {
		if got := lines(Parse(tt.src, ctx)); got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

// jqCases are jq -rn filters with what jq 1.7 prints.
var jqCases = map[string]string{
	`jq -rn '".env"'`:                    ".env\n",
	`jq -rn '"." + "env"'`:               ".env\n",
	`jq -n -j '".e" +"nv"'`:              ".env",
	`jq -rn '"\u002eenv"'`:               ".env\n",
	`jq -rn '"a\"b\\\\c\/d\tx"'`:         "a\"b\\\\c/d\tx\n",
	`jq --raw-output --null-input '"x"'`: "x\n",
}

// TestJqOutput: jq -rn of string literals joined by + prints them joined, as jq 1.7 does.
func TestJqOutput(t *testing.T) {
	checkOutputs(t, jqCases, []string{
		`jq -n '".env"'`, `jq -rn '"\(1)"'`, `jq -rn '"a+b"'`, `jq -rn '.x'`, `jq -r '"x"' f.json`, `jq -rn '"\ud83d"'`,
		`jq -rn --arg a b '$a'`, `jq -rn "$P"`, `jq -rn '"a" | ascii_upcase'`,
	})
}

// TestJqOutputAsJq runs the same cases through bash and jq where they are here.
func TestJqOutputAsJq(t *testing.T) {
	if _, err := exec.LookPath("jq"); err != nil {
		t.Skip("no jq")
	}
	checkAsRun(t, jqCases)
}
