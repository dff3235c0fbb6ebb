package secrets

import "testing"

// TestCommandStderrShown: what a command prints on stderr reaches the agent as its stdout
// does (every harness's shell tool returns both), so a secret sent there by any spelling of the
// redirection is printed; a value from a secret file that only a branch may replace is still
// that secret.
func TestCommandStderrShown(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		"cat services/api/.env.production >&2", "cat services/api/.env.production 1>&2",
		">&2 cat services/api/.env.production", "cat services/api/.env.production 2>&1 >/dev/null 1>&2",
		"cat services/api/.env.production 3>&1 1>&2 2>&3",
		"{ cat services/api/.env.production; } >&2",
		"X=$(cat services/api/.env.production >&2)",
		"source services/api/.env.production; echo \"$DB_PASSWORD\" >&2",
		"source services/api/.env.production; T=$DB_PASSWORD; if x; then T=none; fi; echo \"$T\"",
		"source services/api/.env.production; T=$DB_PASSWORD; x && T=none; echo \"$T\"",
	}
	allow := []string{
		"echo hi >&2", "X=$(cat notes/todo.txt >&2); echo done",
	}
	runCommands(t, f, New(), block, allow)
}
