package spec

import "strings"

// Secret stores take a secret's value on stdin, the documented way to keep it out of argv
// and shell history (printf %s "$X" | gh secret set NAME): the value piped in is stored,
// not shown. Each records a Read "config" of "-" (stdinConfig) where the command's own
// words say it reads its stdin.

// ghSecretSetDoes: gh secret set NAME reads the value from stdin unless --body or
// --env-file gives it.
func ghSecretSetDoes(c *Call) {
	if !c.HasAny("b", "f", "help") {
		stdinConfig(c, "gh secret set")
	}
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
