package spec

import "strings"

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

// ghSecretElsewhere is the repository or organisation gh secret set stores for, as a GitHub
// URL, where it is not this repository's: a --repo (or GH_REPO) or --org no remote of the
// repository at the command's directory names. One only known when it runs is elsewhere.
func ghSecretElsewhere(c *Call) (Word, bool) {
	repo, isRepo := c.Value("R")
	if !isRepo {
		repo, isRepo = c.assigned("GH_REPO")
	}
	org, isOrg := c.Value("o")
	if !isRepo && !isOrg || c.Has("u") {
		return Word{}, false
	}
	var remotes []ghRepo
	if c.In.FS != nil && c.Cwd != "" && !c.In.Remote {
		for _, u := range c.In.FS.RemoteURLs(c.Cwd) {
			if r, ok := parseGHRepo(u); ok {
				remotes = append(remotes, r)
			}
		}
	}
	for _, w := range []struct {
		w   Word
		set bool
		org bool
	}{{repo, isRepo, false}, {org, isOrg, true}} {
		if !w.set {
			continue
		}
		name := w.w.S
		if w.org {
			name += "/*" // every repository of the organisation
		}
		if r, ok := parseGHRepo(name); ok && !w.w.Dyn {
			if ghOwn(r, w.org, remotes) {
				continue
			}
			name = "https://" + r.host + "/" + r.owner + "/" + r.name
		}
		to := w.w
		to.S = name
		return to, true
	}
	return Word{}, false
}

// ghRepo is a GitHub repository as a remote URL or --repo names it.
type ghRepo struct{ host, owner, name string }

// parseGHRepo reads [HOST/]OWNER/REPO, a URL (https://host/owner/repo.git, ssh://git@host/
// owner/repo) or an scp-like address (git@host:owner/repo.git).
func parseGHRepo(s string) (ghRepo, bool) {
	s = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(s), "/"), ".git")
	if i := strings.Index(s, "://"); i >= 0 {
		s = s[i+3:]
	} else if at, rest, ok := strings.Cut(s, "@"); ok && !strings.Contains(at, "/") {
		s = strings.Replace(rest, ":", "/", 1) // git@github.com:owner/repo
	}
	if _, rest, ok := strings.Cut(s, "@"); ok {
		s = rest // a URL's user part
	}
	parts := strings.Split(s, "/")
	var r ghRepo
	switch len(parts) {
	case 2:
		r = ghRepo{"github.com", parts[0], parts[1]}
	case 3:
		r = ghRepo{parts[0], parts[1], parts[2]}
	default:
		return ghRepo{}, false
	}
	if host, _, ok := strings.Cut(r.host, ":"); ok {
		r.host = host
	}
	return r, r.owner != "" && r.name != ""
}

// ghOwn reports a --repo naming one of remotes, or an --org owning one (GitHub compares
// names without case).
func ghOwn(want ghRepo, org bool, remotes []ghRepo) bool {
	for _, r := range remotes {
		if strings.EqualFold(r.host, want.host) && strings.EqualFold(r.owner, want.owner) && (org || strings.EqualFold(r.name, want.name)) {
			return true
		}
	}
	return false
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
