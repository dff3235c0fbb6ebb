package boundary

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
)

// homeSecrets are credential stores under the home directory: a tree when they end in "/".
// The harnesses' own logins are harness.Credentials().
var homeSecrets = []string{
	".ssh/", ".aws/", ".config/gcloud/", ".azure/", ".kube/config", ".docker/config.json", ".netrc",
	".git-credentials", ".npmrc", ".pypirc", ".gnupg/", ".config/gh/hosts.yml",
	".password-store/", ".config/hub", ".cargo/credentials", ".cargo/credentials.toml",
	".gem/credentials", ".m2/settings-security.xml", ".terraform.d/credentials.tfrc.json",
	".vault-token", ".pgpass", ".my.cnf", ".bash_history", ".zsh_history", ".local/share/keyrings/",
	".config/op/",
}

// systemSecrets are absolute paths that hold keys or other users' secrets.
var systemSecrets = []string{
	"/etc/shadow", "/etc/gshadow", "/etc/shadow-", "/etc/gshadow-", "/etc/sudoers", "/etc/sudoers.d/",
	"/etc/ssh/ssh_host_*_key", "/etc/ssl/private/", "/proc/*/environ", "/proc/self/environ",
	"/var/run/secrets/", "/run/secrets/", "/root/", "/etc/master.passwd", "/private/etc/master.passwd",
	"/private/etc/sudoers",
}

// read judges reading p. Reads inside the roots are the agent's work; outside them only
// secrets are refused, so that module caches, system headers and sibling READMEs stay readable.
func (s *scope) read(p, cwd string) hookguard.Verdict {
	p = globBase(p)
	t := s.resolve(p, cwd)
	if t.windows {
		return hookguard.Allowed() // names nothing on this host
	}
	for _, cand := range []string{t.real, t.lexical} {
		if _, _, in := s.inRoots(cand); in && cand == t.real {
			break
		}
		if what := s.secret(cand); what != "" {
			v := s.block("sensitive-read", "reading "+q(p)+" would expose "+what+" outside the project. If the task needs a credential, ask the user to provide it (an environment variable the tool reads), never its file.", t)
			return v
		}
	}
	return hookguard.Allowed()
}

// secret says what p holds, or "" when it is not a known secret.
func (s *scope) secret(p string) string {
	if p == "" {
		return ""
	}
	if what, ok := s.secretOf[p]; ok {
		return what
	}
	what := s.secretAt(p)
	if s.secretOf == nil {
		s.secretOf = map[string]string{}
	}
	s.secretOf[p] = what
	return what
}

func (s *scope) secretAt(p string) string {
	lp := strings.ToLower(p)
	if s.secrets == nil {
		s.secrets = slices.Concat(homeSecrets, harness.Credentials())
	}
	secrets := s.secrets
	for _, home := range []string{s.realHome, paths.Clean(s.home)} {
		if home == "" || home == "." {
			continue
		}
		rel, ok := paths.Rel(p, home)
		if !ok {
			continue
		}
		lrel := strings.ToLower(rel)
		if sshPublicFile(lrel) {
			continue
		}
		for _, sec := range secrets {
			if matchSecret(sec, lrel) {
				return "credentials (~/" + strings.TrimSuffix(sec, "/") + ")"
			}
		}
	}
	for _, sec := range systemSecrets {
		if matchSecret(strings.TrimPrefix(sec, "/"), strings.TrimPrefix(lp, "/")) {
			return "a system secret (" + strings.TrimSuffix(sec, "/") + ")"
		}
	}
	// In hookguard's state directory only the ledger's signing key is secret: the ledger, the
	// audit log and the trust records stay readable (DESIGN: reading config and ledger is
	// allowed). A read of the directory itself, or a walk of it, would take the key along.
	if s.state != "" && paths.WithinFold(p, s.state) {
		if strings.EqualFold(paths.Clean(p), paths.Clean(s.state)) || strings.EqualFold(filepath.Base(p), "ledger.key") {
			return "hookguard's ledger signing key"
		}
	}
	for _, pat := range s.g.opts.Sensitive {
		abs := paths.Abs(pat, "/", s.home)
		if matchSecret(strings.TrimPrefix(strings.ToLower(abs), "/"), strings.TrimPrefix(lp, "/")) {
			return "a path that guards.boundary.sensitive lists (" + pat + ")"
		}
	}
	return ""
}

// matchSecret matches a lower-cased relative path against an entry: a tree when it ends in
// "/" or "/**", a glob (paths.Glob, anchored at the start) otherwise.
func matchSecret(sec, rel string) bool {
	// Most paths a script names hold none of the entries' names: told apart before the
	// strings a glob is asked with are built.
	if !paths.GlobLiterals(sec, rel) {
		return false
	}
	if strings.HasSuffix(sec, "/") {
		sec += "**"
	}
	return paths.Glob("/"+sec, "/"+rel)
}

// globBase cuts a read pattern (Glob, Grep with a glob) at its first wildcard component: the
// directory the tool would walk.
func globBase(p string) string {
	i := strings.IndexAny(p, "*?[{")
	if i < 0 {
		return p
	}
	if j := strings.LastIndexByte(p[:i], '/'); j >= 0 {
		if j == 0 {
			return "/"
		}
		return p[:j]
	}
	return "."
}
