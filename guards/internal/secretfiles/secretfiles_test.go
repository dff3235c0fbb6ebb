package secretfiles

import "testing"

// Every guard asks this list what a secret file is by its name: what must be one, what must
// not (templates, source files that share a word, public keys).
func TestByName(t *testing.T) {
	secret := []string{".env", ".env.local", ".ENV", ".env.production", ".env-staging", "prod.env", "secrets.env", ".dev.vars", ".dev.vars.staging",
		"id_rsa", "id_ed25519_work", "id_rsa.bak", "identity", "server.key", "cert.pem", "keystore.jks", "x.p12", "terraform.tfstate",
		"terraform.tfstate.backup", "terraform.tfvars", "x.auto.tfvars", "master.key", ".netrc", "_netrc", ".pgpass", ".git-credentials",
		".pypirc", "credentials.json", "kubeconfig", ".htpasswd", ".vault-token", ".s3cfg", "service-account.json", "secret.asc",
		"private.gpg", ".databrickscfg", ".terraformrc",
		// copies by an editor, a merge tool or a person
		".env~", "#.env#", "id_rsa~", "server.key.orig", "credentials.json.bak", "prod.env.old", ".netrc.swp", ".pgpass~", "master.key.save",
		"cert.pem.bak~", ".git-credentials.tmp"}
	plain := []string{"env", ".env.example", ".env.sample", ".env.template", ".env.dist", ".env.defaults", "example.env", ".dev.vars.example",
		"app.py", "key", "pem", "README.md", "environment.ts", "id_rsa.pub", "identity.go", "identity_provider.py", "identity.ts", "id_ed25519_sk.pub", "release.asc",
		"backup.tar.gpg", "keys.go", "monkey.py", ".envrc", ".npmrc", "auth.json",
		"notes.txt~", "README.md.orig", ".bak", "main.go.bak", ".env.example.bak", "#notes#", "id_rsa.pub.bak", "key.bak"}
	for _, n := range secret {
		if r, _ := ByName(n); r == "" {
			t.Errorf("ByName(%q) is no secret file", n)
		}
	}
	for _, n := range plain {
		if r, _ := ByName(n); r != "" {
			t.Errorf("ByName(%q) = %s, want none", n, r)
		}
	}
}

// Names that hold credentials in some projects only are decided by their content.
func TestContentDecided(t *testing.T) {
	for _, n := range []string{".npmrc", ".envrc", "auth.json", "gradle.properties", "secrets.yaml", "local.settings.json", ".yarnrc.yml"} {
		if !ContentDecided(n) {
			t.Errorf("ContentDecided(%q) = false", n)
		}
	}
	for _, n := range []string{".env", "package.json", "settings.py", "config.yaml", "id_rsa"} {
		if ContentDecided(n) {
			t.Errorf("ContentDecided(%q) = true", n)
		}
	}
}
