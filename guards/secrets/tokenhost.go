package secrets

import (
	"net/netip"
	"os"
	"path"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// tokenHosts names the provider whose token a variable conventionally holds, and the domains
// that token is given to (each domain and every host below it), space-separated. A token in
// a URL's user part is how it logs in to its own host (git clone https://x:$GITHUB_TOKEN@
// github.com/o/r); to any other host it is the token handed to whoever runs that host. ""
// for a name no provider owns: such a variable keeps the rules of every other variable.
// The provider's own command line tools and CI name a self-hosted instance in variables of
// the environment hookguard runs in, which the agent cannot set: hostVars lists them.
func tokenHosts(name string) (provider, domains, hostVars string) {
	switch name {
	case "GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT", "GITHUB_API_TOKEN", "GITHUB_ACCESS_TOKEN", "GH_PAT":
		return "GitHub", "github.com githubusercontent.com ghcr.io", "GH_HOST GITHUB_SERVER_URL GITHUB_API_URL"
	case "GITLAB_TOKEN", "GL_TOKEN", "GITLAB_PRIVATE_TOKEN", "GITLAB_ACCESS_TOKEN", "GITLAB_PAT", "CI_JOB_TOKEN":
		return "GitLab", "gitlab.com", "GITLAB_HOST CI_SERVER_HOST"
	case "BITBUCKET_TOKEN", "BITBUCKET_APP_PASSWORD", "BITBUCKET_ACCESS_TOKEN":
		return "Bitbucket", "bitbucket.org", ""
	case "NPM_TOKEN", "NPM_AUTH_TOKEN", "NPM_ACCESS_TOKEN":
		return "npm", "npmjs.org npmjs.com", "NPM_CONFIG_REGISTRY"
	case "PYPI_TOKEN", "PYPI_API_TOKEN", "PYPI_PASSWORD":
		return "PyPI", "pypi.org", ""
	case "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "HUGGINGFACE_TOKEN", "HUGGINGFACE_HUB_TOKEN":
		return "Hugging Face", "huggingface.co hf.co", ""
	case "CARGO_REGISTRY_TOKEN":
		return "crates.io", "crates.io", ""
	case "GEM_HOST_API_KEY", "RUBYGEMS_API_KEY":
		return "RubyGems", "rubygems.org", ""
	case "NUGET_API_KEY":
		return "NuGet", "nuget.org", ""
	case "DOCKERHUB_TOKEN", "DOCKER_HUB_TOKEN", "DOCKERHUB_PASSWORD":
		return "Docker Hub", "docker.io docker.com", ""
	case "SLACK_TOKEN", "SLACK_BOT_TOKEN", "SLACK_USER_TOKEN":
		return "Slack", "slack.com", ""
	case "OPENAI_API_KEY":
		return "OpenAI", "openai.com", ""
	case "ANTHROPIC_API_KEY":
		return "Anthropic", "anthropic.com", ""
	case "STRIPE_API_KEY", "STRIPE_SECRET_KEY":
		return "Stripe", "stripe.com", ""
	}
	return "", "", ""
}

// ownHost reports whether host is one of the domains or below one.
func ownHost(host, domains string) bool {
	for domains != "" {
		var d string
		d, domains, _ = strings.Cut(domains, " ")
		if host == d || strings.HasSuffix(host, "."+d) {
			return true
		}
	}
	return false
}

// loginElsewhere judges a provider's token given as a URL's credential (an Expose "login":
// Text is "NAME HOST", or NAME alone where the host is unknown): blocked unless the host is
// the provider's own. A variable no provider owns is not judged here.
func loginElsewhere(text, by string) *hit {
	name, host, _ := strings.Cut(text, " ")
	provider, domains, hostVars := tokenHosts(name)
	if provider == "" || host != "" && (ownHost(host, domains) || selfHosted(host, hostVars)) {
		return nil
	}
	to := host + ", a host that is not " + provider + "'s"
	if host == "" {
		to = "a host that is only known when the line runs, or that programs read differently (a second @, a backslash)"
	}
	return &hit{"token-elsewhere", "`" + by + "` would give $" + name + ", " + provider + "'s token, to " + to + ": whoever runs that host can use it as you",
		"Give the token only to " + provider + "'s own hosts (" + strings.ReplaceAll(domains, " ", ", ") + ", and those below them), written literally in the URL; for another server, use that server's own credential, or ask the user." +
			selfHostedHint(hostVars)}
}

// selfHosted reports a host that one of the environment's variables names (GITLAB_HOST=
// gitlab.corp.example, GITHUB_SERVER_URL=https://github.corp.example): a host, a host:port or
// a URL. Read only when a provider's token is given to a host not its own.
func selfHosted(host, hostVars string) bool {
	for hostVars != "" {
		var v string
		v, hostVars, _ = strings.Cut(hostVars, " ")
		val := os.Getenv(v)
		if val == "" {
			continue
		}
		if i := strings.Index(val, "://"); i >= 0 {
			val = val[i+3:]
		}
		val, _, _ = strings.Cut(val, "/")
		if j := strings.LastIndexByte(val, ':'); j >= 0 && !strings.Contains(val[j:], "]") {
			val = val[:j]
		}
		if strings.EqualFold(strings.TrimSuffix(val, "."), host) {
			return true
		}
	}
	return false
}

func selfHostedHint(hostVars string) string {
	if hostVars == "" {
		return ""
	}
	return " A self-hosted instance is its own host when the environment hookguard runs in names it (" + strings.ReplaceAll(hostVars, " ", ", ") + ")."
}

// loginJudged judges a variable given as a credential (an Expose "login"): a provider's token
// by its provider's hosts (loginElsewhere); a variable no provider owns, put in a URL's user
// part as its password (https://x:$DEPLOY_PASS@host/) or named as a secret, only by whether the host is the one its
// name, the environment or guards.toml ties it to: a password in a URL is how a login
// reaches its account's own host, and at any other host it is handed to whoever runs it.
// One given apart from the URL (curl -u, an Authorization header) is how an API client
// presents its key and is judged by the provider table alone.
// maySet says whether the line may set a variable (shell.Script.MaySet): a host variable it
// sets is the agent's choice, not the environment's.
func (g *Guard) loginJudged(e spec.Effect, by string, maySet func(string) bool) *hit {
	if h := loginElsewhere(e.Text, by); h != nil || e.Path.Arg == "" {
		return h
	}
	name, host, _ := strings.Cut(e.Text, " ")
	if p, _, _ := tokenHosts(name); p != "" || !g.secretVar(name) && !spec.LoginPassword(e.Path.Arg, name) {
		return nil
	}
	hostVar := spec.LoginHostVar(e.Path.Arg)
	if hostVar != "" && maySet(hostVar) {
		hostVar = "" // the line sets it: only known when it runs
	}
	if g.loginTied(name, host, hostVar) {
		return nil
	}
	to := host + ", a host that neither the variable's name nor the project's configuration ties it to"
	if host == "" {
		to = "a host only known when the line runs"
		if hostVar != "" {
			to = "$" + hostVar + ", a host only known when the line runs, whose name is not the variable's own (" + loginStem(name) + "_HOST)"
		}
	}
	return &hit{"login-elsewhere", "`" + by + "` would give $" + name + " to " + to + ": a password in a URL's user part logs in to that host, and whoever runs it can use it as you",
		"Give it only to its own host: a local or private one, one whose domain its name says ($GMAIL_PASSWORD to smtp.gmail.com), the one $" + loginStem(name) + "_HOST or _URL names in hookguard's environment, " +
			"or list the pair in guards.toml (`[guards.secrets] login_hosts = [\"" + name + "@" + orHost(host) + "\"]`); otherwise ask the user."}
}

func orHost(h string) string {
	if h == "" {
		return "HOST"
	}
	return h
}

// loginTied reports a host a secret variable is given to that is its own: a local or private
// address (a database on this machine or its network), a domain its name says (GMAIL_PASSWORD
// at smtp.gmail.com: the registrable label, which only the domain's owner chooses), the
// variable beside it the host is written as (DB_PASSWORD at $DB_HOST) or that hookguard's
// environment sets to the host (DEPLOY_PASS at the host DEPLOY_URL names), or a pair
// guards.toml lists.
func (g *Guard) loginTied(name, host, hostVar string) bool {
	stem := loginStem(name)
	if host == "" {
		return hostVar != "" && stem != "" && loginStem(hostVar) == stem && hostVar != name
	}
	if privateHost(host) || g.listedLogin(name, host) {
		return true
	}
	if stem != "" && selfHosted(host, stem+"_HOST "+stem+"_URL "+stem+"_HOSTNAME "+stem+"_SERVER "+stem+"_DOMAIN "+stem+"_ENDPOINT") {
		return true
	}
	label := registrableLabel(host)
	if len(label) < 3 {
		return false
	}
	for part := range strings.SplitSeq(strings.ToLower(name), "_") {
		if part == label {
			return true
		}
	}
	return false
}

// loginStem is a variable's name up to its first secret word (DEPLOY for DEPLOY_PASS,
// DB for DB_PASSWORD, DB_HOST for DB_HOST): the service it belongs to.
func loginStem(name string) string {
	parts := strings.Split(name, "_")
	for i, p := range parts {
		switch strings.ToLower(p) {
		case "pass", "password", "passwd", "pwd", "token", "secret", "key", "apikey", "auth", "pat", "credential", "credentials",
			"host", "hostname", "url", "uri", "server", "domain", "endpoint", "addr", "address":
			return strings.Join(parts[:i], "_")
		}
	}
	return ""
}

// privateHost reports a host on this machine or its private network: localhost, a loopback
// or private address, a name of one label (a compose service, a LAN name), or a name under a
// domain reserved for local use (.local, .localhost, .internal, .lan, .home.arpa).
func privateHost(h string) bool {
	h = strings.Trim(h, "[]")
	if h == "localhost" || !strings.ContainsAny(h, ".:") {
		return true
	}
	for _, d := range [...]string{".localhost", ".local", ".internal", ".lan", ".home.arpa"} {
		if strings.HasSuffix(h, d) {
			return true
		}
	}
	if ip, err := netip.ParseAddr(h); err == nil {
		return ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast()
	}
	return false
}

// registrableLabel is the label of host a registrar gives its owner: the one before the
// public suffix (gmail in smtp.gmail.com, corp in git.corp.co.uk), judged by shape: a
// second-level suffix is a short generic label (co, com, net, org, gov, ac, edu) under a
// two-letter country code.
func registrableLabel(host string) string {
	labels := strings.Split(host, ".")
	n := len(labels)
	if n < 2 {
		return ""
	}
	if n >= 3 && len(labels[n-1]) == 2 {
		switch labels[n-2] {
		case "co", "com", "net", "org", "gov", "ac", "edu", "or", "ne", "go":
			return labels[n-3]
		}
	}
	return labels[n-2]
}

// listedLogin reports a VAR@HOST pair guards.toml's login_hosts lists (globs on both sides,
// case-insensitive: "DEPLOY_*@*.corp.example").
func (g *Guard) listedLogin(name, host string) bool {
	for _, pair := range g.opts.LoginHosts {
		v, h, ok := strings.Cut(pair, "@")
		if !ok {
			continue
		}
		vm, _ := path.Match(strings.ToUpper(v), strings.ToUpper(name))
		hm, _ := path.Match(strings.ToLower(h), host)
		if vm && hm {
			return true
		}
	}
	return false
}
