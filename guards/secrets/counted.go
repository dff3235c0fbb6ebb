package secrets

import (
	"os"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/shell"
)

// countedOnly reports a command whose whole output goes down a pipe into a program that
// prints only a count of it or nothing (`printenv | wc -l`, `env | grep -c .`, `env | grep
// -q TOKEN`): no value reaches the conversation. Names alone are not excused: `env | cut -d=
// -f1` prints every line of a multi-line value (a PEM key) that holds no "=" whole.
func (j *cmdJudge) countedOnly(i int, c *shell.Command) bool {
	next := j.pipedInto(i, c)
	return next != nil && next.Call().CountsInput()
}

// pipedInto is the command c's whole output goes down a pipe into, where its stdin is that
// pipe; nil otherwise.
func (j *cmdJudge) pipedInto(i int, c *shell.Command) *shell.Command {
	if i+1 >= len(j.s.Commands) {
		return nil
	}
	for _, r := range c.Redirects {
		if r.Fd != 2 && r.Op != "<" && r.Op != "<<" && r.Op != "<<<" && r.Op != "<<-" {
			return nil // stdout goes elsewhere than the pipe
		}
	}
	next := j.s.Commands[i+1]
	if !slices.Equal(next.Via, c.Via) || !next.Input().Piped || next.NameDynamic {
		return nil
	}
	for _, r := range next.Redirects {
		if r.Fd == 0 || r.Fd == -1 && r.Op == "<>" {
			return nil // its stdin is not the pipe
		}
	}
	return next
}

// grepsNames reports the environment printed down a pipe into a grep for a plain name (`env |
// grep -i proxy`, `printenv | grep ^NODE_`): only the lines holding that text are printed. It
// passes where the text is no part of a secret's name and holds none, no variable of this
// environment (the harness's, which the command's shell inherits) whose name is a secret's
// has a line that holds it, and nothing in the line may set one first (an assignment, a
// declaration, a sourced file).
func (j *cmdJudge) grepsNames(i int, c *shell.Command) bool {
	next := j.pipedInto(i, c)
	if next == nil || !c.Call().PrintsVarPerLine() || len(c.Assigns) > 0 || j.s.MaySetAny(func(string) bool { return true }) {
		return false
	}
	pat, fold, ok := next.Call().GrepsWord()
	if !ok || secretVarName(pat) || partOfSecretWord(pat) || partOfSecretName(pat) {
		return false
	}
	anchored := strings.HasPrefix(pat, "^")
	pat = strings.TrimPrefix(pat, "^")
	if fold {
		pat = strings.ToLower(pat)
	}
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if !j.g.secretVar(name) {
			continue
		}
		for line := range strings.SplitSeq(kv, "\n") {
			if fold {
				line = strings.ToLower(line)
			}
			if anchored && strings.HasPrefix(line, pat) || !anchored && strings.Contains(line, pat) {
				return false
			}
		}
	}
	return true
}

// secretNames are the credentials' variables the environment most often holds: a grep for
// part of one (`aws`, `openai`, `stripe`) is a search for it, whether this environment holds
// it or not.
var secretNames = [...]string{"AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_ACCESS_KEY_ID", "GITHUB_TOKEN", "GH_TOKEN",
	"GITLAB_TOKEN", "CI_JOB_TOKEN", "NPM_TOKEN", "PYPI_TOKEN", "HF_TOKEN", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY",
	"GOOGLE_API_KEY", "GOOGLE_APPLICATION_CREDENTIALS", "AZURE_CLIENT_SECRET", "ARM_CLIENT_SECRET", "STRIPE_SECRET_KEY",
	"SLACK_BOT_TOKEN", "TWILIO_AUTH_TOKEN", "SENDGRID_API_KEY", "DATADOG_API_KEY", "DD_API_KEY", "SENTRY_AUTH_TOKEN",
	"VERCEL_TOKEN", "NETLIFY_AUTH_TOKEN", "CLOUDFLARE_API_TOKEN", "DIGITALOCEAN_ACCESS_TOKEN", "HEROKU_API_KEY",
	"DATABASE_URL", "REDIS_URL", "MONGODB_URI", "POSTGRES_PASSWORD", "MYSQL_PASSWORD", "JWT_SECRET", "SECRET_KEY_BASE",
	"DJANGO_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY", "FIREBASE_TOKEN", "DOCKER_PASSWORD", "VAULT_TOKEN", "CONSUL_HTTP_TOKEN",
	"OP_SERVICE_ACCOUNT_TOKEN", "DOPPLER_TOKEN", "CODECOV_TOKEN", "SNYK_TOKEN", "SONAR_TOKEN", "TFE_TOKEN", "CLIENT_SECRET"}

// partOfSecretName reports text some of secretNames hold.
func partOfSecretName(s string) bool {
	u := strings.ToUpper(s)
	for _, n := range secretNames {
		if strings.Contains(n, u) {
			return true
		}
	}
	return false
}

// partOfSecretWord reports text that some word of a secret's name holds (`key` of API_KEY,
// `tok`, `pass`): a grep for it prints those variables.
func partOfSecretWord(s string) bool {
	l := strings.ToLower(s)
	for _, w := range [...]string{"secret", "token", "password", "passwd", "passphrase", "api_key", "apikey", "access_key",
		"accesskey", "private_key", "privatekey", "credential", "cookie", "session_key", "sessionkey", "signing", "database_url",
		"webhook", "auth", "dsn", "pwd", "pat", "conn_str", "connection_string", "key", "bearer", "jwt", "cert", "salt"} {
		if strings.Contains(w, l) {
			return true
		}
	}
	return false
}
