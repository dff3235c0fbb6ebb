package secrets

import (
	"strings"

	"github.com/hookguard/hookguard/shell"
)

// storedText is the credentials the line types into a command that stores them or logs in
// with them, written NAME=VALUE so the scanner's keyword rules (and their excuses for
// placeholders, references and low entropy) judge them: a setting given as two words (aws
// configure set aws_secret_access_key VALUE, npm config set //host/:_authToken VALUE, git
// config credential.password VALUE), a login's password or token option (docker login -p
// VALUE or -pVALUE, glab auth login --token VALUE; read through the login's option grammar
// where the command tables know it, so after the program's own options too), and a token fed on stdin to a login that reads it
// there (echo VALUE | gh auth login --with-token). A value the line does not know (a
// variable's), or one a sourced file set, is not typed.
func storedText(s *shell.Script) string {
	var b strings.Builder
	for _, c := range s.Commands {
		if c.Twin() != nil || len(c.Args) == 0 {
			continue
		}
		// A login the command tables know is read through its option grammar; the words
		// below are read too, for the logins they do not know.
		for _, w := range c.Call().LoginSecrets() {
			if !w.Dyn && !fromSourced(w.From) {
				b.WriteString("password=" + w.S + "\n")
			}
		}
		login := isLogin(c)
		setting := false
		for i, a := range c.Args {
			stores := login || setting
			if stores && i+1 < len(c.Args) && typedArg(c, i+1) && !strings.HasPrefix(c.Args[i+1], "-") {
				switch {
				case passwordFlag(a, login):
					b.WriteString("password=" + c.Args[i+1] + "\n")
				case credentialName(a):
					b.WriteString(a + "=" + c.Args[i+1] + "\n")
				}
			}
			if stores && typedArg(c, i) {
				if k, v, ok := strings.Cut(a, "="); ok && passwordFlag(k, login) {
					b.WriteString("password=" + v + "\n")
				} else if login && len(a) > 2 && passwordFlag(a[:2], true) {
					b.WriteString("password=" + a[2:] + "\n") // -pVALUE
				}
			}
			setting = setting || settingVerb(a)
		}
		if login && c.StdinKnown && strings.TrimSpace(c.Stdin) != "" && readsTokenOnStdin(c.Args) {
			b.WriteString("token=" + strings.TrimSpace(c.Stdin) + "\n")
		}
	}
	return b.String()
}

// typedArg reports an argument whose value the line itself gives: not dynamic, not set by a
// sourced file.
func typedArg(c *shell.Command, i int) bool {
	if c.ArgDynamic(i) {
		return false
	}
	return c.From == nil || i >= len(c.From) || !fromSourced(c.From[i])
}

// credentialName is a setting's name that says it holds a credential.
func credentialName(a string) bool {
	if strings.HasPrefix(a, "-") || strings.ContainsAny(a, "= \t") || len(a) > 128 {
		return false
	}
	l := strings.ToLower(a)
	for _, w := range [...]string{"secret", "token", "password", "passwd", "apikey", "api_key", "api-key", "credential", "private_key"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// passwordFlag is an option that takes the password or token itself; the one-letter ones
// only of a login (elsewhere -p is a port, a path, a profile).
func passwordFlag(a string, login bool) bool {
	switch a {
	case "-p", "-t":
		return login
	case "--password", "--token", "--pat", "--api-key", "--secret", "--auth-token", "--access-token":
		return true
	}
	return false
}

// settingVerb is the word after which a command's arguments name a setting and its value (aws
// configure set, npm config set, git config, kubectl config set-credentials).
func settingVerb(a string) bool {
	switch a {
	case "set", "config", "configure", "set-credentials", "config:set":
		return true
	}
	return false
}

// isLogin reports a command that logs in with what it is given: `X login`, `X auth login`,
// `X registry login` of a container or forge client.
func isLogin(c *shell.Command) bool {
	for i, a := range c.Args {
		if i > 2 {
			break
		}
		if a == "login" {
			return true
		}
	}
	return false
}

// readsTokenOnStdin reports a login told to read its secret on stdin.
func readsTokenOnStdin(args []string) bool {
	for _, a := range args {
		switch a {
		case "--with-token", "--stdin", "--password-stdin", "--token-stdin":
			return true
		}
	}
	return false
}
