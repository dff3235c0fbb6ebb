// Package secretfiles is the one list of what makes a file a file of secrets by its name, for
// every guard that judges one: secrets (a read shows it) and destructive (a delete of one git
// does not hold loses it for good). Where a file lies (~/.aws, ~/.ssh) is the secrets guard's
// own knowledge; the name alone is here, so that the guards cannot disagree about it.
package secretfiles

import "strings"

// ByName says why a file name marks a file of secrets, or "" when it does not: environment
// files (not their committed templates), SSH private keys, credential files and key stores.
// Case does not matter (.ENV is .env on a case-insensitive disk).
func ByName(base string) (rule, why string) {
	base = undecorated(strings.ToLower(base))
	switch {
	case Dotenv(base):
		return "dotenv", "an environment file, where applications keep their passwords and API keys"
	case SSHKeyName(base):
		return "ssh-private-key", "an SSH private key"
	}
	switch base {
	case ".git-credentials", ".netrc", "_netrc", ".pgpass", ".my.cnf", ".pypirc", "credentials.json", "kubeconfig",
		".htpasswd", ".vault-token", ".boto", ".s3cfg", ".dockercfg", "master.key", "secrets.env",
		"application_default_credentials.json", "service-account.json", "service_account.json",
		".terraformrc", "terraform.rc", ".databrickscfg", "credentials.db", "access_tokens.db", "terraform.tfvars", "secrets.tfvars":
		return "credential-file", "a credentials file"
	case ".dev.vars":
		// Cloudflare wrangler's .env; .dev.vars.<env> follows below.
		return "dotenv", "an environment file (wrangler's .dev.vars), where applications keep their passwords and API keys"
	}
	if strings.HasPrefix(base, ".dev.vars.") && !strings.Contains(base, "example") || strings.HasSuffix(base, ".auto.tfvars") {
		return "credential-file", "a credentials file"
	}
	// A key's extension is what follows the name's last dot (.tfstate.backup aside): one
	// look, not a suffix test for each extension. No extension ends another, so a name has
	// one at most.
	i := strings.LastIndexByte(base, '.')
	if i < 0 {
		return "", ""
	}
	ext := base[i:]
	if ext == ".backup" && strings.HasSuffix(base, ".tfstate.backup") {
		ext = ".tfstate.backup"
	}
	switch ext {
	case ".pem", ".key", ".p12", ".pfx", ".jks", ".keystore", ".ppk", ".kdbx", ".p8", ".tfstate", ".tfstate.backup", ".gpg", ".asc":
		if (ext == ".asc" || ext == ".gpg") && !strings.Contains(base, "secret") && !strings.Contains(base, "private") {
			return "", "" // a detached signature, a public key, an encrypted file (a pass store's are found by their directory)
		}
		return "key-file", "a private key or key store (" + ext + ")"
	}
	return "", ""
}

// backupExts are what editors, merge tools and people add to a file's name for a copy of it
// (credentials.json.orig, server.key.bak, .env.swp): the copy holds what the file holds.
var backupExts = [...]string{".bak", ".orig", ".old", ".save", ".swp", ".swo", ".tmp", ".backup", ".copy", ".prev"}

// undecorated is a name less the marks of a copy: a trailing ~ (.env~, id_rsa~), emacs's
// #auto-save# (#.env#), a backup extension (backupExts), a few of them over each other.
func undecorated(base string) string {
	for range 3 {
		b := strings.TrimSuffix(base, "~")
		if len(b) > 2 && b[0] == '#' && b[len(b)-1] == '#' {
			b = b[1 : len(b)-1]
		}
		if i := strings.LastIndexByte(b, '.'); i > 0 {
			for _, x := range backupExts {
				if b[i:] == x {
					b = b[:i]
					break
				}
			}
		}
		if b == base {
			break
		}
		base = b
	}
	return base
}

// ContentDecided lists names that hold credentials in some projects and only settings in
// most: a package manager's configuration (an auth token), direnv's .envrc (code more often
// than values), a project's auth.json (Composer) or gradle.properties, a secrets manifest
// that may be encrypted. The secrets guard reads such a file to decide; destructive counts
// one git does not hold as secrets, since once deleted nobody can read what it held.
func ContentDecided(base string) bool {
	switch strings.ToLower(base) {
	case ".npmrc", ".yarnrc.yml", ".yarnrc", "pip.conf", ".condarc", ".gemrc", "settings.xml", "nuget.config", ".pip.conf", ".envrc",
		"auth.json", "gradle.properties",
		"secrets.yaml", "secrets.yml", "secrets.json", "secrets.toml", ".secrets", "local.settings.json":
		return true
	}
	return false
}

// Dotenv reports .env, .env.* and *.env files (lower case), except the committed templates.
// A direnv .envrc is code more often than values (use flake, layout python, dotenv), and is
// often committed: it is ContentDecided.
func Dotenv(base string) bool {
	if !(base == ".env" || strings.HasPrefix(base, ".env.") || strings.HasSuffix(base, ".env") ||
		strings.HasPrefix(base, ".env-") || strings.HasPrefix(base, ".env_")) {
		return false
	}
	for _, t := range [...]string{"example", "sample", "template", "tmpl", "dist", "default", "schema", "skeleton", "tpl"} {
		if strings.Contains(base, t) {
			return false
		}
	}
	return true
}

// SSHKeyName reports the names ssh-keygen gives private keys (lower case): id_rsa,
// id_ed25519 and the like, also with a suffix (id_rsa_work, id_rsa.bak), never the .pub.
func SSHKeyName(base string) bool {
	if base == "identity" {
		// SSH1's key file, by that exact name only: identity.go, identity.ts and
		// identity_provider.py are source files that every search would otherwise stop at.
		return true
	}
	if !strings.HasPrefix(base, "id_") {
		return false // every name below starts so
	}
	for _, k := range [...]string{"id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk"} {
		// base starts with k then "_" or ".", written without building k+"_" on every call.
		if base == k || len(base) > len(k) && strings.HasPrefix(base, k) && (base[len(k)] == '_' || base[len(k)] == '.') && !strings.HasSuffix(base, ".pub") {
			return true
		}
	}
	return false
}
