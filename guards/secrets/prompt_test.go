package secrets

import "testing"

// A prompt variable is printed by the shell (PS4 before each traced command): one written to
// hold a secret variable prints it, in any spelling that sets it.
func TestCommandPromptVar(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		"PS4='$AWS_SECRET_ACCESS_KEY ' bash -xc 'true'", "PS4='+${GITHUB_TOKEN} ' bash -x deploy.sh",
		"export PS4='$OPENAI_API_KEY'; set -x; ls", "PS4='${NPM_TOKEN}: '; set -x; true",
		"declare PS1='$DATABASE_PASSWORD> '", "env PS4='$STRIPE_SECRET_KEY' bash -xc ls",
		// set once tracing is on: bash expands it before the next traced command
		"set -x; PS4='$GITHUB_TOKEN'; true", `bash -xc "PS4='\$NPM_TOKEN'; ls"`, "set -o xtrace; PS4+='${OPENAI_API_KEY}'; ls",
		"set -x; declare -n r=PS4; r='$GITHUB_TOKEN'; true", "set -x; printf -v PS4 %s '$GITHUB_TOKEN'; true",
		"set -x; read -r PS4 <<< '$GITHUB_TOKEN'; true", "shopt -so xtrace; X='$GITHUB_TOKEN'; PS4=$X; true",
		// a prompt made of a secret's value prints it as it is
		`set -x; PS4="$GITHUB_TOKEN"; true`, `PS4="+$NPM_TOKEN "; set -x; true`,
	}
	allow := []string{
		"PS4='+ ${BASH_SOURCE}:${LINENO}: ' bash -xc 'true'", "export PS1='\\u@\\h:\\w\\$ '", "PS4='$HOME ' bash -xc true",
		"set -x; echo hi", "export PATH=$HOME/bin:$PATH",
		"set -x; PS4='+ ${BASH_SOURCE}:${LINENO}: '; make", "PS4='$GITHUB_TOKEN'; true", "set -x; set +x; PS4='$GITHUB_TOKEN'; true",
		`PS4="$GITHUB_TOKEN"; true`, "(set -x; true); PS4='$NPM_TOKEN'; ls",
		// bash reads $1TOKEN as $1 and the text TOKEN: a positional parameter, no secret.
		"PS4='$1TOKEN ' bash -x deploy.sh", "PS4='+$0API_KEY ' bash -xc true", "PS4='$9_PASSWORD' bash -xc true",
	}
	runCommands(t, f, New(), block, allow)
}
