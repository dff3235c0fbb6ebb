package secrets

import "testing"

// A trace prompt whose whole text is not known still shows what the line wrote into it: text
// appended to an inherited PS4, and a text written to a variable whose name is only known
// when the line runs (it may be PS4), under set -x. Prompts and written texts that name no
// secret variable pass.
func TestPromptTail(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		`PS4+='$GITHUB_TOKEN'; set -x; true`,
		`PS4+=' ${AWS_SECRET_ACCESS_KEY} '; set -o xtrace; true`,
		`PS4+="$X"; PS4+='$NPM_TOKEN'; set -x; true`,
		`printf -v "$X" %s '$GITHUB_TOKEN'; set -x; true`,
		`read -r "$X" <<< '$GITHUB_TOKEN'; set -x; true`,
		`declare -n r=$1; r='$GITHUB_TOKEN'; set -x; true`,
	}
	allow := []string{
		`PS4='+ '; set -x; true`,
		`set -x; echo hi`,
		`printf -v "$X" %s hello; set -x; true`,
		`PS4+=' $LINENO '; set -x; true`,
		`PS4+='$GITHUB_TOKEN'; true`,
		`printf -v "$X" %s '$GITHUB_TOKEN'; true`,
		`PS4+='$GITHUB_TOKEN'; PS4='+ '; set -x; true`,
	}
	runCommands(t, f, New(), block, allow)
}
