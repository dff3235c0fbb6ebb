package secrets

import (
	"os"
	"strings"
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
	case "GITLAB_TOKEN", "GL_TOKEN", "GITLAB_PRIVATE_TOKEN", "GITLAB_ACCESS_TOKEN", "GITLAB_PAT":
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
