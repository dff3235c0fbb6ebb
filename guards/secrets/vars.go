package secrets

import (
	"path"
	"strings"
)

// secretVarName is the shape of a variable that holds a secret: secret, token, passw(or)d,
// passphrase, api_?key, access_?key, private_?key, credential, cookie, session_?key, signing,
// database_url, conn(ection)?_?str, webhook anywhere; pwd, auth, dsn, pat as whole _-parts. It is
// matched by hand (TestSecretVarNameMatchesRegexp holds it to the regexp it replaces): nearly
// every command names a variable, and compiling that regexp was a tenth of a long script's call.
func secretVarName(name string) bool {
	l := strings.ToLower(name)
	for _, sub := range []string{"secret", "token", "password", "passwd", "passphrase", "apikey", "api_key",
		"accesskey", "access_key", "privatekey", "private_key", "credential", "cookie", "sessionkey", "session_key",
		"signing", "database_url", "connstr", "conn_str", "connectionstr", "connection_str", "webhook"} {
		if strings.Contains(l, sub) {
			return true
		}
	}
	for part := range strings.SplitSeq(l, "_") {
		switch part {
		case "pwd", "auth", "dsn", "pat":
			return true
		}
	}
	return false
}

// secretVar reports whether an environment variable's name says it holds a secret, or
// guards.toml's secret_vars lists it.
func (g *Guard) secretVar(name string) bool {
	switch strings.ToUpper(name) {
	case "PWD", "OLDPWD", "PATH", "HOME", "TOKENIZERS_PARALLELISM", "GPG_TTY", "SSH_AUTH_SOCK", "XDG_SESSION_TYPE", "XDG_SESSION_ID", "XDG_SESSION_CLASS", "XDG_SESSION_DESKTOP":
		return false
	}
	if secretVarName(name) && !namesNoSecret(name) {
		return true
	}
	for _, p := range g.opts.SecretVars {
		if ok, _ := path.Match(strings.ToUpper(p), strings.ToUpper(name)); ok {
			return true
		}
	}
	return false
}
