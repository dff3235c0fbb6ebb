package secrets

import "testing"

// A name that merely contains a secret word, and whose ending says it holds a path, a name,
// a size or a switch, is no secret variable; a value copied from a secret or set by a sourced
// secret file stays secret by its origin.
func TestNamesThatHoldNoSecret(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		"echo $GITHUB_TOKEN", "echo $DB_PASSWORD", "printenv API_KEY", "echo $PATH_TOKEN", "echo $FILE_SECRET",
		"X_PATH=$GITHUB_TOKEN; echo $X_PATH", "export T_NAME=\"$API_TOKEN\"; echo \"$T_NAME\"",
		"echo $SECRET_PATHS_KEY", "echo $TOKEN_FILENAME_SALT",
	}
	allow := []string{
		"echo $TOKENIZER_PATH", "echo $PASSWORD_MIN_LENGTH", "echo $API_KEY_HEADER", "echo $SECRET_NAME",
		"echo $NPM_TOKEN_NAME", "echo $GITHUB_TOKEN_PATH", "echo $AWS_SECRET_ACCESS_KEY_FILE",
		"echo $GOOGLE_APPLICATION_CREDENTIALS", "echo $PASSWORD_STORE_DIR", "printenv SESSION_COOKIE_NAME",
		"echo ${JWT_SECRET_LENGTH}",
	}
	runCommands(t, f, New(), block, allow)
}
