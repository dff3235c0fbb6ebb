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
