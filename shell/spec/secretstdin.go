package spec

import (
	"slices"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// Secret stores take a secret's value on stdin, the documented way to keep it out of argv
// and shell history (printf %s "$X" | gh secret set NAME): the value piped in is stored,
// not shown. Each records a Read "config" of "-" (stdinConfig) where the command's own
// words say it reads its stdin.

// ghSecretSetDoes: gh secret set NAME reads the value from stdin unless --body or
// --env-file gives it. Stored for this repository (or, with --user, the user's own
// codespaces), a secret is used, not shown. Stored for a repository or organisation that is
// not this one's (--repo, GH_REPO, --org: no remote of the repository here is there), it is
// handed to whoever runs that one's workflows, which print it at will: what it stores is sent
// there, as curl's upload is (`-f .env` a file sent, `-b "$TOKEN"` a variable sent), and
// what it reads on stdin is no credential it only uses.
func ghSecretSetDoes(c *Call) {
	if c.Has("help") {
		return
	}
	if to, ok := ghSecretElsewhere(c); ok {
		const by = "gh secret set"
		c.Add(Effect{Kind: Send, Class: "upload", Text: to.S, Known: !to.Dyn, Dyn: to.Dyn, By: by})
		for _, f := range c.P.Values("f") {
			for _, p := range c.Paths(f) {
				c.Add(Effect{Kind: Read, Class: "send", Path: p, By: by})
			}
		}
		if b, ok := c.Value("b"); ok {
			exposeWords(c, []Word{b}, by)
		}
		if !c.HasAny("b", "f") {
			stdinExposes(c, by) // a here-string's value is stored there too
		}
		return
	}
	if !c.HasAny("b", "f") {
		stdinConfig(c, "gh secret set")
	}
}

// ghSecretElsewhere is the repository or organisation gh secret set stores for, as a URL,
// where it is not this repository's: a --repo (or GH_REPO) no remote of the project's
// repository names (sameRemote), or an --org that owns none of them. One only known when it
// runs is elsewhere.
func ghSecretElsewhere(c *Call) (Word, bool) {
	repo, isRepo := c.Value("R")
	if !isRepo {
		repo, isRepo = c.assigned("GH_REPO")
	}
	org, isOrg := c.Value("o")
	if !isRepo && !isOrg || c.Has("u") {
		return Word{}, false
	}
	var ours []string
	if c.In.FS != nil && c.In.Root != "" && !c.In.Remote {
		ours = c.remoteURLs(paths.Join(c.In.Root, ".git"), "")
	}
	if isRepo {
		url := c.ghURL(repo.S)
		if repo.Dyn || !slices.ContainsFunc(ours, func(o string) bool { return sameRemote(url, o) }) {
			return Word{S: url, Dyn: repo.Dyn, Lead: repo.Lead, From: repo.From}, true
		}
	}
	if isOrg {
		// the organisation's repositories: a remote whose path starts with it is its own
		url := strings.TrimSuffix(c.ghURL(org.S+"/*"), "*")
		if org.Dyn || !slices.ContainsFunc(ours, func(o string) bool { return strings.HasPrefix(remoteKey(o), remoteKey(url)+"/") }) {
			return Word{S: url + "*", Dyn: org.Dyn, Lead: org.Lead, From: org.From}, true
		}
	}
	return Word{}, false
}

// dockerSecretCreateDoes: docker secret create NAME - (podman's too) reads the value from
// stdin; a file operand is read to be stored.
func dockerSecretCreateDoes(c *Call) {
	if w := c.Operand(1); !w.Dyn && w.S == "-" {
		stdinConfig(c, cloudBy(c))
	}
}

// gcloudSecretStdin: gcloud secrets create, or versions add, with --data-file=-.
func gcloudSecretStdin(c *Call, ops []string) {
	if at(ops, 0) != "secrets" || at(ops, 1) != "create" && !(at(ops, 1) == "versions" && at(ops, 2) == "add") {
		return
	}
	ws := c.Words
	for i, w := range ws {
		if w.Dyn {
			continue
		}
		if w.S == "--data-file=-" || w.S == "--data-file" && i+1 < len(ws) && !ws[i+1].Dyn && ws[i+1].S == "-" {
			stdinConfig(c, "gcloud secrets --data-file=-")
			return
		}
	}
}

// kubeSecretStdin: kubectl create secret generic NAME --from-file=[KEY=]/dev/stdin stores
// what is piped in; with -o it is printed too, which kubeCreatePrints says.
func kubeSecretStdin(c *Call) {
	if c.Op(0) != "secret" || c.Has("o") {
		return
	}
	for _, v := range c.P.Values("from-file") {
		p := v.S
		if _, after, ok := strings.Cut(p, "="); ok {
			p = after
		}
		if !v.Dyn && (p == "/dev/stdin" || p == "-") {
			stdinConfig(c, "kubectl create secret --from-file")
			return
		}
	}
}
