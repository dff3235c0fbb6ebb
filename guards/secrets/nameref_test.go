package secrets

import "testing"

// A nameref (declare -n, local -n, typeset -n) is the variable it names, for writes as for
// reads: a prompt set through one shows a secret variable as the prompt set directly does,
// and a secret variable read through one, or a chain of them, is printed as itself. Namerefs
// to what is not secret, and a prompt that shows nothing secret, pass.
func TestNamerefs(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		`declare -n r=PS4; r='$GITHUB_TOKEN '; set -x; true`,
		`typeset -n r=PS4; r='+ '; r+='${AWS_SECRET_ACCESS_KEY} '; set -o xtrace; true`,
		`declare -n r=PS4; export r='$NPM_TOKEN'; bash -xc true`,
		`f() { local -n p=$1; p='$GITHUB_TOKEN'; }; f PS4; set -x; true`,
		`declare -n r; for r in PS4; do r='$GITHUB_TOKEN'; done; set -x; true`,
		`declare -n r=PS4; read -r r <<< '$GITHUB_TOKEN'; set -x; true`,
		`declare -n r=PS4; printf -v r %s '$GITHUB_TOKEN'; set -x; true`,
		`declare -n r=GITHUB_TOKEN; declare -n s=r; echo "$s"`,
		`declare -n r=AWS_SECRET_ACCESS_KEY; echo "$r"`,
		`declare -n r=HOME; declare -n r=NPM_TOKEN; echo "${r}"`,
	}
	allow := []string{
		`f() { local -n arr=$1; arr+=(x); }; f list; echo "${list[@]}"`,
		`declare -n r=HOME; echo "$r"`,
		`declare -n r=PS4; r='+ $LINENO '; set -x; true`,
		`declare -n r=GITHUB_TOKEN; unset -n r; r=x; echo "$r"`,
		`declare -n r=GITHUB_TOKEN; test -n "$r" && echo set`,
	}
	runCommands(t, f, New(), block, allow)
}
