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
	}
	allow := []string{
		"PS4='+ ${BASH_SOURCE}:${LINENO}: ' bash -xc 'true'", "export PS1='\\u@\\h:\\w\\$ '", "PS4='$HOME ' bash -xc true",
		"set -x; echo hi", "export PATH=$HOME/bin:$PATH",
		// bash reads $1TOKEN as $1 and the text TOKEN: a positional parameter, no secret.
		"PS4='$1TOKEN ' bash -x deploy.sh", "PS4='+$0API_KEY ' bash -xc true", "PS4='$9_PASSWORD' bash -xc true",
	}
	runCommands(t, f, New(), block, allow)
}
