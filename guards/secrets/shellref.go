package secrets

import "strings"

// A value that starts with a shell reference and goes on with literal text ($GITHUB_TOKEN@github.com/o/r.git,
// $VAULT_TOKEN/sub, $USER:$TOKEN) carries the secret in the variable: only its literal text is
// judged. A URL's userinfo ends at '@': what follows is the host and path, judged as a URL.

// leadingRef reports whether v starts with a shell variable reference: $NAME (a name people
// write, not a random run: "$N9qo8u..." in a bcrypt hash is no variable), ${...} or $(...).
func leadingRef(v string) bool {
	if len(v) < 2 || v[0] != '$' {
		return false
	}
	if v[1] == '{' || v[1] == '(' {
		return true
	}
	n := refName(v[1:])
	return n > 0 && varLikeName(v[1:1+n])
}

// refName is the length of the name a $ reference reads from s: bash takes the longest run
// of letters, digits and '_' that starts with a letter or '_'.
func refName(s string) int {
	if s == "" || !(s[0] == '_' || 'a' <= s[0] && s[0] <= 'z' || 'A' <= s[0] && s[0] <= 'Z') {
		return 0
	}
	n := 1
	for n < len(s) && (s[n] == '_' || 'a' <= s[n] && s[n] <= 'z' || 'A' <= s[n] && s[n] <= 'Z' || isDigit(s[n])) {
		n++
	}
	return n
}

func varLikeName(name string) bool { return allUpperIdent(name) || isWordIdentifier(name, false) }

// refLiteral is v with its shell references taken out: $NAME, ${NAME}, ${NAME:?msg} and $(...)
// leave nothing, ${NAME:-word} (also -, :=, =, :+, +) leaves its word, which the program uses
// as a literal. A '$' that starts no reference stays, as bash leaves it.
func refLiteral(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); {
		if v[i] != '$' || i+1 == len(v) {
			b.WriteByte(v[i])
			i++
			continue
		}
		switch c := v[i+1]; {
		case c == '{':
			end := closing(v, i+1, '{', '}')
			b.WriteString(refLiteral(paramWord(v[i+2 : end])))
			i = min(len(v), end+1)
		case c == '(':
			i = min(len(v), closing(v, i+1, '(', ')')+1)
		case refName(v[i+1:]) > 0:
			i += 1 + refName(v[i+1:])
		default:
			b.WriteByte('$')
			i++
		}
	}
	return b.String()
}

// closing is the index of the bracket that closes the one at open (len(s) when none does).
func closing(s string, open int, lb, rb byte) int {
	depth := 0
	for j := open; j < len(s); j++ {
		switch s[j] {
		case lb:
			depth++
		case rb:
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return len(s)
}

// paramWord is the literal word inside ${...} that the expansion may yield: the default or
// alternative of NAME:-word, NAME-word, NAME:=word, NAME=word, NAME:+word, NAME+word; "" for
// a plain reference or one whose operator yields no literal of its own (${NAME:?msg}).
func paramWord(inner string) string {
	n := refName(inner)
	if n == 0 {
		return ""
	}
	rest := strings.TrimPrefix(inner[n:], ":")
	if rest == "" || strings.IndexByte("-=+", rest[0]) < 0 {
		return ""
	}
	return rest[1:]
}

// refValue: v starts with a reference and what it holds besides references is no secret.
func refValue(v string) bool {
	if !leadingRef(v) {
		return false
	}
	lit := refLiteral(v)
	if at := strings.IndexByte(lit, '@'); at >= 0 {
		// user:$TOKEN@host/path: the password ends at '@'; the rest is a URL, judged as one.
		host := lit[at+1:]
		name, _, _ := strings.Cut(host, "/")
		if !isPathOrURL("https://"+host, false) || strings.Contains(host, "@") || randomRun(name) {
			return false
		}
		lit = lit[:at]
	}
	return literalHarmless(lit)
}

// literalHarmless: the literal text left beside references is no credential: empty, a path or
// URL, or pieces (between : / @ ? & = # ; , and blanks) each too short, plain or word-like to be
// one ($GITHUB_TOKEN:x-oauth-basic, GitHub's documented password for a token as user).
func literalHarmless(lit string) bool {
	if lit == "" || isPathOrURL(lit, false) {
		return true
	}
	for _, piece := range strings.FieldsFunc(lit, func(r rune) bool { return strings.ContainsRune(":/@?&=#;, \t", r) }) {
		if len(piece) >= 8 && !isWordIdentifier(piece, false) && (plausiblePassword(piece) || randomRun(piece)) {
			return false
		}
	}
	return true
}

// curlUserUntyped reports a curl -u value that types no credential: every part of it a shell
// reference ("$STRIPE_SECRET_KEY:", the key as user and no password, as Stripe's and Mailgun's
// documentation spell it; "$USER:$(pass show x)"), or a user whose password is its own name
// (admin:admin, guest:guest), a default account's, which nobody keeps secret. gitleaks'
// allowlist knows only the unquoted user:$VAR. A literal anywhere else stays a finding.
func curlUserUntyped(rule, secret string) bool {
	if rule != "curl-auth-user" {
		return false
	}
	user, pass, ok := strings.Cut(secret, ":")
	if !ok {
		return false
	}
	user, pass = strings.Trim(user, `"'`), strings.Trim(pass, `"'`)
	if user != "" && user == pass && len(user) <= 16 && strings.IndexByte(user, '$') < 0 {
		return true
	}
	return refOnly(user) && refOnly(pass) && (user != "" || pass != "")
}

// refOnly reports a word that is empty or holds nothing but shell references: $NAME, ${NAME},
// $(...); a reference with a literal default (${K:-sk_live_x}) leaves that literal.
func refOnly(w string) bool {
	return strings.TrimSpace(refLiteral(w)) == ""
}
