package secrets

import "testing"

// The environment counted, or searched for a name without printing, shows no value; names
// and lines do.
func TestEnvironmentCounted(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		"env", "printenv", "env | grep TOKEN", "env | cut -d= -f1", "env | sort", "env > /dev/tty | wc -l",
		"env | tee /dev/stderr | wc -l", "env | wc -l < /dev/null", "env | wc --files0-from=-", "printenv | grep -n .",
		"export -p | wc -l; env", "env | $COUNT -l",
	}
	allow := []string{
		"printenv | wc -l", "env | wc", "env | grep -c .", "env | grep -q TOKEN", "env 2>/dev/null | wc -l",
		"printenv | grep -qi '^aws_'", "export -p | wc -l",
	}
	runCommands(t, f, New(), block, allow)
}

// A secret file piped or redirected into a program that prints only a count, a status or a
// digest of it shows nothing of it; wherever its lines may still be printed, it is blocked.
func TestSecretFileCounted(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		"cat .env | grep KEY", "cat .env | wc -l | tee x; cat .env | head", "cat .env | tee /dev/stderr | wc -l",
		"cat .env >&2 | wc -l", "cat .env | xargs wc -l", "cat .env | sha256sum -c", "grep KEY < .env",
		"cat ~/.aws/credentials | { wc -l; cat; }", "cat .env | wc --files0-from=-", "cat .env | cmp - x",
	}
	allow := []string{
		"cat .env | wc -l", "cat ~/.aws/credentials | grep -c default", "cat .env | grep -q KEY && echo yes",
		"cat .env | sha256sum", "grep -c API_KEY .env", "wc -l < .env", "cat .env | grep -c KEY | tee n",
		"cat .env | grep -l KEY", "cat < .env | md5sum",
	}
	runCommands(t, f, New(), block, allow)
}

// The environment grepped for a plain name prints only the lines holding it: it passes where
// the name is no part of a secret's and no secret variable of this environment has a line
// that holds it; a secret word, a pattern that prints other lines, and a line that may set
// variables first are judged as the whole environment printed.
func TestEnvironmentGreppedForAName(t *testing.T) {
	f := commandWorld(t)
	t.Setenv("HTTP_PROXY", "http://proxy.example:3128")
	t.Setenv("OPENAI_API_KEY", "sk-test-not-a-real-key-0000")
	t.Setenv("DEPLOY_NOTE", "points at proxy_host")
	block := []string{
		"env | grep -i openai", // OPENAI_API_KEY is a secret's name
		"env | grep -i key", "env | grep -i tok", "env | grep PASS", "env | grep -i aut",
		"env | grep -v PATH", "env | grep -A2 PROXY", "env | grep -C 1 PROXY", "env | grep -f pats.txt",
		"env | grep --invert-match PATH", "env | grep -e HOME -e KEY", "env | grep 'PROXY.*'", "env | grep \"$P\"",
		"source .env; env | grep -i proxy", "export X=1; env | grep -i proxy", "X=1 env | grep -i proxy",
		"env | sort | grep PROXY", "env | grep -i sk", "printenv | grep -i aws", "env | grep -i stripe", "env | grep -i database",
		"ps aux e | grep node", "ps e | grep -i proxy",
	}
	allow := []string{
		"env | grep -i proxy", "env | grep -i node_env", "printenv | grep ^JAVA", "env | grep PATH",
		"env | grep -e PROXY", "env | grep -io proxy", "env | grep -w HOME",
	}
	runCommands(t, f, New(), block, allow)
	t.Setenv("PROXY_PASSWORD", "hunter2hunter2")
	runCommands(t, f, New(), []string{"env | grep -i proxy"}, nil)
}
