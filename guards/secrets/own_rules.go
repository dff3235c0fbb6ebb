package secrets

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// ownRules are the classes gitleaks' default set misses (measured in the research note):
// passwords in connection URLs and query strings, .netrc entries, Django and Rails secret keys,
// private key bodies written as escaped JSON strings or without their END line, Authorization
// headers, Azure connection-string keys and XML settings, and password or token assignments
// whose values hold characters gitleaks' generic rule does not accept. Built on first use,
// never at start-up. providerRules (provider_rules.go) follow them.
func ownRules() []*rule {
	return append([]*rule{
		{
			ID:          "url-credentials",
			Description: "A password inside a URL (scheme://user:password@host), which logs, shell history and error messages repeat.",
			Regex:       `\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}://([^\s:/@'"\x60<>{}]{1,64}):([^\s/@'"\x60<>]{3,128})@([A-Za-z0-9\[_.-]+)`,
			SecretGroup: 2,
			Keywords:    "://",
			Near:        userinfoAhead,
			Check: func(secret string, g []string) bool {
				// https://oauth2:${GITLAB_TOKEN:?unset}@gitlab.com: the password lives in the environment.
				// ${DB_PASSWORD:-postgres}: the default is what is used without it, judged as the
				// bare password would be (postgres://app:postgres@db passes, a real one does not).
				secret = urlPasswordDefault(secret)
				return secret != g[1] && !docHost(g[3]) && plausiblePassword(secret) && !isReference(secret, false)
			},
		},
		{
			ID:          "url-query-password",
			Description: "A password in a URL's query string or a JDBC/ODBC connection string.",
			Regex:       `(?i)(?:[?&;]|^|\s)(?:password|passwd|pwd)=([^&;\s'"\x60]{4,128})`,
			Keywords:    "password=|passwd=|pwd=",
			Near:        func(text string, i int) bool { return i == 0 || strings.IndexByte("?&; \t\r\n", text[i-1]) >= 0 },
			Check:       func(secret string, _ []string) bool { return plausiblePassword(secret) },
		},
		{
			ID:          "netrc-password",
			Description: "A .netrc password entry, which git, curl and ftp send to the named machine.",
			Regex:       `(?im)\bmachine[ \t]+\S+[ \t]+login[ \t]+\S+[ \t]+password[ \t]+(\S+)|^[ \t]*password[ \t]+(\S+)[ \t]*$`,
			Keywords:    "password",
			// Both forms have the word alone, spaces after it: "DB_PASSWORD=" never starts one.
			Near: func(text string, i int) bool {
				return (i == 0 || strings.IndexByte(" \t\n", text[i-1]) >= 0) &&
					i+8 < len(text) && (text[i+8] == ' ' || text[i+8] == '\t')
			},
			// valueExcuse: "password combination." in a docstring is a word, not a password.
			Check: func(secret string, _ []string) bool {
				return plausiblePassword(secret) && valueExcuse(secret, false, langRaw) == ""
			},
		},
		{
			ID:          "django-insecure-secret-key",
			Description: "A Django SECRET_KEY, which signs sessions and password reset links.",
			Regex:       `\b(django-insecure-[A-Za-z0-9!@#$%^&*(\-_=+)]{20,})`,
			Keywords:    "django-insecure-",
			Entropy:     3,
		},
		{
			ID:          "django-secret-key",
			Description: "A Django SECRET_KEY, which signs sessions and password reset links.",
			Regex:       `\bSECRET_KEY[ \t]*=[ \t]*['"]([^'"\s]{32,})['"]`,
			Keywords:    "secret_key",
			Entropy:     3.5,
			Check:       func(secret string, _ []string) bool { return !placeholder(secret) },
		},
		{
			ID:          "rails-secret-key-base",
			Description: "A Rails secret_key_base, which signs and encrypts cookies.",
			Regex:       `(?i)\bsecret_key_base\b['"]?[ \t]*(?:=|:|=>)[ \t]*['"]?([0-9a-f]{64,})`,
			Keywords:    "secret_key_base",
			Entropy:     3,
		},
		{
			ID:          "private-key-body",
			Description: "A private key (its BEGIN line and body), also when written as an escaped JSON string or without its END line.",
			Regex:       `-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?:\\[rn]|[\r\n \t]){1,8}([A-Za-z0-9+/=]{40,})`,
			Keywords:    "-----begin",
			Entropy:     3.5,
		},
		{
			ID:          "authorization-header",
			Description: "A literal bearer, basic or token credential in an Authorization header.",
			Regex:       `(?i)\bauthorization['"]?[ \t]*[:=,][ \t]*['"]?(?:bearer|basic|token)[ \t]+([A-Za-z0-9._~+/-]{16,}=*)`,
			Keywords:    "authorization",
			Near:        opAfterWord,
			Entropy:     3,
			Check:       func(secret string, _ []string) bool { return !placeholder(secret) },
		},
		{
			ID:          "api-key-header",
			Description: "A literal API key in an X-API-Key, Api-Key, X-Auth-Token or Private-Token header.",
			Regex:       `(?i)\b(?:x-api-key|api-key|x-auth-token|private-token)['"]?[ \t]*[:=,][ \t]*['"]?([A-Za-z0-9._~+/-]{16,}=*)`,
			Keywords:    "api-key|x-auth-token|private-token",
			Near:        opAfterWord,
			Entropy:     3,
			Check:       func(secret string, _ []string) bool { return !placeholder(secret) },
		},
		{
			ID:          "azure-connection-string-key",
			Description: "An Azure storage or service bus key in a connection string (AccountKey= or SharedAccessKey=).",
			Regex:       `(?i)\b(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/]{30,}={0,2})`,
			Keywords:    "accountkey=|sharedaccesskey=",
			Entropy:     3.5,
		},
		{
			ID:          "xml-setting-secret",
			Description: "A secret in an XML setting (<add key=\"...Password|Secret|Key|Token...\" value=\"...\">).",
			Regex:       `(?i)<add[ \t]+key=["'][^"']*(?:passw(?:or)?d|pwd|secret|key|token|credential)[^"']*["'][ \t]+value=["']([^"']{8,256})["']`,
			Keywords:    "value=",
			Check:       func(secret string, _ []string) bool { return plausiblePassword(secret) && !codeLike(secret) },
		},
		{
			ID:          "secret-assignment",
			Description: "A password, secret, token or API key assigned a literal value.",
			Regex: `(?i)(?:^|[^\w.-])([\w.-]{0,40}?(?:passw(?:or)?d|pwd|secret|token|api[_.-]?key|access[_.-]?key|private[_.-]?key|auth[_.-]?key|credentials?|signing[_.-]?key|encryption[_.-]?key)[\w.-]{0,20})` +
				`['"]?[ \t]*(?:` + typeAnnotation + `|=|:=|:|=>|\?=)[ \t]*(?:\r?\n[ \t]*)?(?:"([^"\r\n]{8,128})"|'([^'\r\n]{8,128})'|\x60([^\x60\r\n]{8,128})\x60|([^\s'"\x60=,;][^\s'"\x60,;]{7,127}))`,
			Keywords:    "passw|pwd|secret|token|api_key|api-key|apikey|access_key|accesskey|private_key|privatekey|auth_key|credential|signing|encryption",
			ValueFrom:   2,
			AssignShape: true,
			Check:       assignmentSecret,
		},
		{
			ID:          "telegram-bot-token",
			Description: "A Telegram bot token (bot id, a colon, and a 35-character key starting AA).",
			Regex:       `\b([0-9]{8,10}:AA[A-Za-z0-9_-]{33})(?:[^A-Za-z0-9_-]|$)`,
			Keywords:    ":aa",
			Entropy:     3.5,
		},
		{
			ID:          "openai-project-key",
			Description: "An OpenAI project, service account or admin key.",
			Regex:       `\b(sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,})`,
			Keywords:    "sk-proj-|sk-svcacct-|sk-admin-",
			Entropy:     4,
		},
		{
			ID:          "anthropic-key",
			Description: "An Anthropic API or admin key.",
			Regex:       `\b(sk-ant-(?:api|admin|oat|ort)\d\d-[A-Za-z0-9_-]{40,})`,
			Keywords:    "sk-ant-",
			Entropy:     4,
		},
	}, providerRules()...)
}

// typeAnnotation is value.go's typedOp as a regex (colon, type, lone =), tried before the
// bare colon: `token: Option<String> = "..."` would otherwise read the type as the value,
// which the check refuses, and the match would end there. The hand matcher has already
// bounded the text to one candidate, so the looser character class cannot reach further.
const typeAnnotation = `\??:[ \t]*[A-Za-z_&*\[(][\w.&'*|?!:;<>\[\](), \t-]{0,63}?=`

var (
	placeholderOnce sync.Once
	placeholderRe   *regexp.Regexp
	codeRe          *regexp.Regexp
	hashRe          *regexp.Regexp
)

func compileVetoes() {
	placeholderOnce.Do(func() {
		placeholderRe = regexp.MustCompile(`(?i)^(?:` +
			`\$\{?[A-Za-z_][\w.]*\}?|\$\(.*\)|\{\{.*\}\}|\$\{\{.*\}\}|<[^<>]*>|\[[^\[\]]*\]|%\(?[\w.]*\)?s?|%[A-Za-z_]\w*%|@[A-Za-z_]\w*@|` +
			`[*x.•#-]+|(?:x{3,}|\*{3,}|\.{3}).*|.*(?:x{4,}|\*{3,}|\.{3}|…)` +
			`)$|(?i)(?:changeme|change[_-]?me|placeholder|example|dummy|redacted|your[_-]|<your|replace[_-]?me|insert[_-]|todo|fixme|sample|notasecret|not[_-]a[_-]real|fake[_-]?(?:key|token|secret|password))`)
		codeRe = regexp.MustCompile(`^(?:` +
			`[A-Za-z_$][\w$]*(?:(?:\.|::|->|\?\.)[A-Za-z_$][\w$]*)+(?:\(.*)?|` + // attribute access, method calls
			`[A-Za-z_$][\w$]*\(.*|` + // function calls
			`[A-Za-z_][\w]*\[["']?[\w.-]*["']?\].*|` + // indexing: ENV["X"], config['x']
			`(?:true|false|null|nil|none|undefined|os\.environ.*|process\.env.*)|` +
			`(?:str|string|String|bool|int|bytes|Option(?:al)?\b.*|[A-Z]\w*<.*>|[A-Z]\w*\[.*\])` +
			`)$`)
		hashRe = regexp.MustCompile(`^(?:\$2[abxy]?\$\d\d\$|\$argon2|\$scrypt\$|\$pbkdf2|pbkdf2_sha|\$[156]\$|sha(?:1|256|384|512)[-:$]|md5[-:$]|h1:|arn:)`)
	})
}

// urlPasswordDefault is a URL password that is one ${NAME:-word} (or -, :=, =) as its word,
// the literal the URL holds whenever NAME is unset; any other password is itself.
func urlPasswordDefault(v string) string {
	if !strings.HasPrefix(v, "${") || !hasDefault(v[2:]) || closing(v, 1, '{', '}') != len(v)-1 {
		return v
	}
	return refLiteral(v)
}

// placeholder reports values that stand for a secret without being one: variable and template
// references, angle-bracket hints, masks, and the words people use for fakes. A fake's word
// beside a generated run (Xk9q2mZpL4RtV8nBcEXAMPLE) does not make the run a fake.
func placeholder(v string) bool {
	compileVetoes()
	v = strings.TrimSpace(v)
	return v == "" || placeholderRe.MatchString(v) && !randomRun(v)
}

// codeLike reports values that are program text (a call, an attribute, an index, a type), as
// in `password = os.environ["DB_PASSWORD"]` or `token: Optional[str]`.
func codeLike(v string) bool {
	compileVetoes()
	return codeRe.MatchString(v)
}

// hashOrPath: a password hash or digest (bcrypt, argon2, sha256:, go.sum's h1:), an ARN, or
// a path or URL as value analysis reads one, where a random blob that merely starts with a
// slash (base64 does) is no path.
func hashOrPath(v string) bool {
	compileVetoes()
	return hashRe.MatchString(v) || isPathOrURL(v, false)
}

// plausiblePassword is the bar a value must clear to count as a real password: not a
// placeholder or a hash, at least eight characters, and not a single dictionary-like word or
// a run of one class of character. "hunter2", "postgres" and "password123" stay allowed as the
// fixture values they usually are.
func plausiblePassword(v string) bool {
	if placeholder(v) || hashOrPath(v) || len(v) < 8 {
		return false
	}
	lv := strings.ToLower(v)
	for _, w := range []string{"password", "passwd", "secret", "postgres", "mysql", "admin", "root", "guest", "letmein", "qwerty", "12345678"} {
		if strings.HasPrefix(lv, w) && entropy(v) < 3.3 {
			return false
		}
	}
	lowerN, upperN, digitN, otherN := charClasses(v, "")
	classes := 0
	for _, n := range []int{lowerN, upperN, digitN, otherN} {
		if n > 0 {
			classes++
		}
	}
	if classes == 1 && len(v) < 20 {
		return false // a word, a number, a run of symbols
	}
	return entropy(v) >= 2.5
}

// charClasses counts v's lower-case letters, upper-case letters, digits and other characters,
// leaving out the runes in quiet (joiners such as - _ . that names use too).
func charClasses(v, quiet string) (lower, upper, digit, other int) {
	for _, r := range v {
		switch {
		case unicode.IsLower(r):
			lower++
		case unicode.IsUpper(r):
			upper++
		case unicode.IsDigit(r):
			digit++
		case strings.ContainsRune(quiet, r):
		default:
			other++
		}
	}
	return lower, upper, digit, other
}

// assignmentSecret judges a secret-assignment match: the name must be a secret's name, not a
// path, URL, id or length of one, and the value must be a plausible literal, not code.
func assignmentSecret(secret string, g []string) bool {
	if d, ok := envDefault(secret); ok {
		// ${DB_PASSWORD:-devpassword}: the environment's value, else this default, which
		// is the literal judged.
		if secret = strings.Trim(d, `"'`); secret == "" {
			return false
		}
	}
	ws := words(g[1])
	if len(ws) == 0 {
		return false
	}
	switch ws[len(ws)-1] {
	case "file", "path", "dir", "url", "uri", "endpoint", "name", "id", "ids", "type", "length", "len", "size",
		"count", "max", "min", "expiry", "expires", "expiration", "ttl", "timeout", "header", "field", "param",
		"prefix", "hash", "digest", "policy", "reset", "regex", "pattern", "label", "placeholder", "hint", "input",
		"column", "env", "var", "ref", "arn", "version", "manager", "provider", "store", "format", "mode", "method",
		"kind", "enabled", "required", "limit", "storage", "service", "class", "handler", "location":
		// "password_reset", "token_url", "api_key_id": the value is about the secret, not it.
		return false
	}
	name := strings.ToLower(g[1])
	for _, p := range []string{"csrf", "xsrf", "public", "publishable", "session_cookie", "cookie_name", "next_page", "page_token", "pagination"} {
		if strings.Contains(name, p) {
			return false
		}
	}
	if strings.ContainsAny(secret, " \t") {
		return false // prose ("Your session token has expired"), not a credential
	}
	quoted := g[2] != "" || g[3] != "" || g[4] != ""
	if (!quoted && codeValue(secret)) || nameEcho(secret, ws) {
		return false
	}
	if codeLike(secret) && !(quoted && !strings.Contains(secret, "(")) {
		return false
	}
	if strings.HasPrefix(secret, "pk_live_") || strings.HasPrefix(secret, "pk_test_") {
		return false // Stripe publishable keys are public by design
	}
	if !quoted {
		// An unquoted identifier (password = user_password) is code unless it looks random.
		if isIdentifier(secret) && !mixedAlnum(secret) && !randomChunks(secret) {
			return false
		}
	}
	return plausiblePassword(secret)
}

// userinfoAhead: after a scheme's "://", an '@' comes before the authority ends, as it must for
// user:password@host.
func userinfoAhead(text string, i int) bool {
	end := min(len(text), i+3+64+1+128+1)
	for j := i + 3; j < end; j++ {
		switch c := text[j]; {
		case c == '@':
			return true
		case c <= ' ' || c == '/' || c == '\'' || c == '"' || c == '`' || c == '<' || c == '>':
			return false
		}
	}
	return false
}

// opAfterWord: the header name at i is followed, past a quote and blanks, by ':', '=' or ',',
// as a header set in code or config is; `API_KEY_HEADER=X-Api-Key` names the header, no more.
func opAfterWord(text string, i int) bool {
	j := i
	for j < len(text) && (isWord(text[j]) || text[j] == '-') {
		j++
	}
	if j < len(text) && (text[j] == '"' || text[j] == '\'') {
		j++
	}
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	return j < len(text) && (text[j] == ':' || text[j] == '=' || text[j] == ',')
}

// words splits an identifier into lower-case words at _ . - and camelCase humps.
func words(id string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(id)
	for i, r := range rs {
		switch {
		case r == '_' || r == '.' || r == '-':
			flush()
		case unicode.IsUpper(r) && i > 0 && unicode.IsLower(rs[i-1]):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return out
}

func isIdentifier(s string) bool {
	for i, r := range s {
		if !(r == '_' || unicode.IsLetter(r) || (i > 0 && unicode.IsDigit(r))) {
			return false
		}
	}
	return s != ""
}

// mixedAlnum reports a value with letters and digits mixed in, as generated keys and
// passwords have and identifiers rarely do.
func mixedAlnum(s string) bool {
	var l, d bool
	for _, r := range s {
		if unicode.IsLetter(r) {
			l = true
		}
		if unicode.IsDigit(r) {
			d = true
		}
	}
	return l && d
}

// envDefault reads a shell or compose reference with a default, ${NAME:-default} (also -, :=
// and =), for its default.
func envDefault(v string) (string, bool) {
	inner, ok := strings.CutPrefix(v, "${")
	if !ok || !strings.HasSuffix(inner, "}") {
		return "", false
	}
	inner = inner[:len(inner)-1]
	n := 0
	for n < len(inner) && (inner[n] == '_' || inner[n] >= 'A' && inner[n] <= 'Z' || inner[n] >= 'a' && inner[n] <= 'z' || n > 0 && inner[n] >= '0' && inner[n] <= '9') {
		n++
	}
	if n == 0 {
		return "", false
	}
	rest := strings.TrimPrefix(inner[n:], ":")
	if rest == "" || rest[0] != '-' && rest[0] != '=' || strings.ContainsAny(rest[1:], "${}") {
		return "", false
	}
	return rest[1:], true
}
