package secrets

import "strings"

// noSecretSuffixes end a variable's name that says what it holds is no secret but a place, a
// name, a size or a switch: $TOKENIZER_PATH, $PASSWORD_STORE_DIR, $PASSWORD_MIN_LENGTH,
// $API_KEY_HEADER, $SECRET_NAME, and Docker's _FILE convention ($AWS_SECRET_ACCESS_KEY_FILE
// holds the path of the file with the key). The file such a path names is judged where it is
// read; a value taken from a secret (X_PATH=$TOKEN, or set by a sourced .env) stays secret by
// its origin.
var noSecretSuffixes = [...]string{"_path", "_dir", "_file", "_length", "_len", "_size", "_count", "_name",
	"_header", "_enabled", "_ttl", "_timeout", "_expiry", "_expires_in", "_lifetime", "_limit", "_rounds", "_type"}

// noSecretNames are whole names of well-known variables that hold a path, not a secret.
var noSecretNames = [...]string{"google_application_credentials", "aws_shared_credentials_file", "aws_web_identity_token_file",
	"git_askpass", "ssh_askpass", "sudo_askpass", "password_store_dir"}

// namesNoSecret reports a name whose ending says it holds no secret itself.
func namesNoSecret(name string) bool {
	l := strings.ToLower(name)
	for _, n := range noSecretNames {
		if l == n {
			return true
		}
	}
	for _, s := range noSecretSuffixes {
		if strings.HasSuffix(l, s) && len(l) > len(s) {
			return true
		}
	}
	return false
}
