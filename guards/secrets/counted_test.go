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
