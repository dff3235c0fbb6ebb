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
	// Each of the words is looked for where a byte starts it, in one pass over the name:
	// searching the name for each of twenty-two words was most of a printed variable's cost.
	for i := 0; i < len(l); i++ {
		if secretWordAt(l[i:]) {
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

// secretWordAt reports whether t starts with one of the words that make a variable's name a
// secret's: secret, token, passw(or)?d, passphrase, api_?key, access_?key, private_?key,
// credential, cookie, session_?key, signing, database_url, conn(ection)?_?str, webhook.
func secretWordAt(t string) bool {
	pre := func(w string) bool { return strings.HasPrefix(t, w) }
	switch t[0] {
	case 's':
		return pre("secret") || pre("sessionkey") || pre("session_key") || pre("signing")
	case 't':
		return pre("token")
	case 'p':
		return pre("password") || pre("passwd") || pre("passphrase") || pre("privatekey") || pre("private_key")
	case 'a':
		return pre("apikey") || pre("api_key") || pre("accesskey") || pre("access_key")
	case 'c':
		return pre("credential") || pre("cookie") || pre("connstr") || pre("conn_str") || pre("connectionstr") || pre("connection_str")
	case 'd':
		return pre("database_url")
	case 'w':
		return pre("webhook")
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
