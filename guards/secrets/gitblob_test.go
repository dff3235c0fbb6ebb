package secrets

import "testing"

// A blob of a secret file (git hash-object) printed by its id (git cat-file -p) is the file
// printed; storing one (-w) is a copy by a name that is no secret's, which a later call prints
// by a literal id (git cat-file -p 9c7d169): judged as the copy. A blob of an ordinary file, a
// commit, and the id alone pass.
func TestCommandGitBlobOfSecret(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		"git hash-object -w .env && git cat-file -p $(git hash-object .env)", "git cat-file -p $(git hash-object -w certs/server.key)",
		"b=$(git hash-object -w services/api/.env.production); git cat-file blob $b",
		"git hash-object -w .env", "git cat-file -t $(git hash-object -w .env)", "git hash-object -w -- certs/server.key",
	}
	allow := []string{
		"git cat-file -p $(git rev-parse HEAD)", "git cat-file -p $(git hash-object docs/guide.md)", "git hash-object .env",
		"git cat-file -t $(git hash-object .env)", "git hash-object -w docs/guide.md",
	}
	runCommands(t, f, New(), block, allow)
}
