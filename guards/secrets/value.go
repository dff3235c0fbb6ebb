package secrets

import (
	"encoding/base64"
	"math"
	"path/filepath"
	"strings"
)

// Value analysis: before a generic rule (gitleaks' generic-api-key, the own secret-assignment)
// may fire on NAME op VALUE, the value must look like a secret. A name full of "token" or
// "password" says nothing when the value is a number, a reference to where the secret really
// lives, a placeholder, code or an identifier; those were most of the generic rules' false
// blocks on real files (201 of 250 flags on 10,500 files). Vendor rules never pass through
// here: their formats are evidence enough.
//
// The agent is the adversary: every class below excuses only what cannot carry a usable
// secret (a reference is resolved elsewhere, a number or an identifier has too little entropy
// to be a credential), so wrapping a real key in one of these shapes either stops the shape
// from holding (a random key is no identifier, no number) or leaves the key to a vendor rule.

// fileLang is what a value is, judged by the file the text goes to.
type fileLang uint8

const (
	// langRaw: the value is the raw text after the operator (.env, .properties, YAML, TOML,
	// INI, shell, commands, prompts, unknown files).
	langRaw fileLang = iota
	// langCode: a program; a string literal is a value, and an unquoted one is code unless it
	// is no name anyone writes (a random token in a comment or a broken line).
	langCode
	// langJSON: a quoted key's value is a value; a keyword inside a string followed by ","
	// is a list's or an object's next item, not an assignment.
	langJSON
)

// langOf tells a file's language by its extension, in a switch rather than a map: a map
// literal is built at package init, in every hook process.
func langOf(path string) fileLang {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".go", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".py", ".pyi", ".java", ".kt", ".kts",
		".scala", ".groovy", ".rb", ".php", ".cs", ".c", ".h", ".cc", ".cpp", ".hpp", ".rs", ".swift", ".dart",
		".lua", ".vue", ".svelte", ".tf", ".tfvars", ".hcl":
		return langCode
	case ".json", ".jsonc", ".json5":
		// not .ipynb: a notebook's JSON strings are code and config, as secrets leak in them
		return langJSON
	}
	return langRaw
}

// candidate is one NAME op VALUE found by hand around a keyword hit.
type candidate struct {
	nameLo, nameHi int  // the name's bytes (the run of name characters holding the keyword)
	op             int  // the operator's first byte
	opLen          int  // its length
	valLo, valHi   int  // the value's bytes, quotes excluded; valLo == valHi: empty
	quote          byte // the quote around the value, 0 if none
	quotedName     bool // the name was quoted ("key": ...)
	end            int  // where a regex confirming this candidate must stop reading
	// wrapLo, wrapHi: the call around a wrapped literal (`Some(` of Some("...")), which the
	// rules' regexes are not written to read past; empty when the value is bare. glue, when
	// set, stands for it: the operator the regexes read, for a region that holds the
	// assignment's own (`"] = ` of os.environ["API_KEY"] = "...", `(` of C++'s
	// std::string api_key("...")).
	wrapLo, wrapHi int
	glue           string
	valAt          int  // where the value starts after the operator, before any call is read past
	labelled       bool // a label before the value was read past (set("API_KEY", value="..."))
}

// nameByte: the characters of a key name, as the generic regexes allow them.
func nameByte(c byte) bool {
	return c == '_' || c == '.' || c == '-' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// Bounds of the hand matcher: a name runs at most maxName bytes before and after its keyword
// (gitleaks allows 50 + 20), a value at most maxValue (gitleaks' generic rule: 150).
const (
	maxName  = 64
	maxValue = 256
)

// findCandidate reads the assignment a keyword hit at i opens: the rest of its name, at most
// three quotes or spaces, a declarator's brackets (see declarator), an operator (= : := => <-
// ?= || > , ||=), then the value; in C and C++ (direct), also a declaration's direct
// initialisation. It reads a bounded number of bytes, so the whole scan stays linear however
// many hits a line has.
func findCandidate(text string, i int, direct bool) (candidate, bool) {
	c, j, ok := readName(text, i)
	if !ok {
		return c, false
	}
	lo := c.nameLo
	glueAt := -1
	if n := declarator(text, lo, j); n > 0 {
		glueAt, j = c.nameHi, skipBlanks(text, j+n) // the regexes read no brackets: glued
	}
	c.op = j
	if lo >= 2 && text[lo-2:lo] == "${" {
		return paramDefault(text, c, j)
	}
	c.opLen = opLen(text[j:])
	if n := typedOp(text[j:]); n > 0 {
		c.opLen = n // the annotation is part of the operator: the value is what follows its =
	}
	if c.opLen == 0 {
		if direct && glueAt < 0 && (text[j] == '(' || text[j] == '{') {
			return directInit(text, c, j)
		}
		if direct && glueAt < 0 {
			return macroDefine(text, c)
		}
		return c, false
	}
	if c.opLen == 3 && text[j+2] == '=' && glueAt < 0 {
		glueAt = j // Ruby's and JavaScript's ||= and ??=, which the regexes do not read
	}
	j += c.opLen
	for j < len(text) && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r') {
		j++
	}
	if j < len(text) && text[j] == '\n' {
		j = nextLineValue(text, c, j)
	}
	return readAssigned(text, c, j, glueAt)
}

// readName reads the name around the keyword hit at i and past at most three quotes or spaces
// after it, returning the candidate so far and where its operator should be.
func readName(text string, i int) (candidate, int, bool) {
	var c candidate
	lo := i
	for lo > 0 && i-lo < maxName && nameByte(text[lo-1]) {
		lo--
	}
	c.nameLo = lo
	j := i
	for j < len(text) && nameByte(text[j]) {
		j++
	}
	if j-lo >= 12 && mixedCaseNoise(text[lo:j]) {
		return c, j, false // a keyword met by chance inside base64 (...ICAia2V5aWQi...), no name
	}
	j = i
	end := min(len(text), i+maxName)
	for j < end && (nameByte(text[j]) || text[j] == ' ' || text[j] == '\t') {
		j++
	}
	c.nameHi = j
	for c.nameHi > i && (text[c.nameHi-1] == ' ' || text[c.nameHi-1] == '\t') {
		c.nameHi--
	}
	if lo > 0 && (text[lo-1] == '"' || text[lo-1] == '\'') && j < len(text) && text[j] == text[lo-1] {
		c.quotedName = true
	}
	for k := 0; k < 3 && j < len(text) && (text[j] == '"' || text[j] == '\'' || text[j] == ' ' || text[j] == '\t'); k++ {
		j++
	}
	return c, j, j < len(text)
}

// readAssigned reads the value at j, after the operator: a label given a quoted name's value
// read past, then the literal a wrapping call, a fallback or a conditional holds, or the
// value itself after a literal's prefix. glueAt, when not -1, is where the text the regexes
// cannot read (brackets, ||=) starts; it is glued into an = up to the literal.
func readAssigned(text string, c candidate, j, glueAt int) (candidate, bool) {
	c.wrapLo, c.valAt = j, j
	if c.quotedName && text[c.op] == ',' {
		j = skipLabel(text, j) // set("API_KEY", value="..."): the label is cut as a call is
		c.labelled = j != c.valAt
	}
	v := j
	var block byte
	if !plainValue(text, j) {
		j = wrappedLiteral(text, j) // Some("..."), String::from("..."): the literal is the value
		if j == v {
			j = fallbackLiteral(text, j) // os.getenv("X") or "...": the literal is the default
		}
		if j == v {
			j += literalPrefix(text, j) // b"...", @"...": the prefix is cut as a call would be
			j, block = tripleBlock(text, j)
		}
	}
	if glueAt >= 0 {
		if (j >= len(text) || !isQuote(text[j])) && c.op != glueAt {
			// objectMap["LowKey"] = ui6rpsd.LowKey: brackets before code are a program's
			// subscript or index, no declaration of a secret's literal
			return c, false
		}
		c.wrapLo, c.glue = glueAt, "="
	}
	c.wrapHi = j
	c.valLo, c.valHi, c.quote = readValue(text, j)
	if block != 0 && c.quote == 0 {
		c.quote = block // the block's line is a literal's whole text
	}
	c.end = min(len(text), c.valHi+1)
	if c.quote != 0 {
		c.end = min(len(text), c.valHi+2)
	}
	return c, true
}

// plainValue reports a value whose line, from j on, holds none of the bytes a wrapping call, a
// fallback, a conditional or a literal's prefix needs (KEY=abc123, most lines of a dotenv
// file): readAssigned's four readers would each give it back as it is, at a cost per byte.
func plainValue(text string, j int) bool {
	end := min(len(text), j+maxValue)
	if j >= end || text[j] == '\n' || text[j] == '\r' {
		return false // a value on the next line (formatters put a call there): read it all
	}
	for k := j; k < end && text[k] != '\n'; k++ {
		if shapeByte[text[k]] {
			return false
		}
	}
	return true
}

// shapeByte marks the bytes plainValue looks for: brackets and quotes of a call or a literal,
// the fallback and conditional operators' first bytes, a raw literal's #, and the blanks
// around `or`, `if` and `else`.
var shapeByte = [256]bool{'(': true, '{': true, '"': true, '\'': true, '`': true, '|': true, '?': true, ':': true, '#': true, ' ': true, '\t': true}

// opLen is the length of the assignment operator s starts with, 0 if none: = : := ::= => <-
// ?= || > , (the operators of gitleaks' semi-generic rules, and Go's channel send).
func opLen(s string) int {
	for _, op := range []string{":::=", "::=", ":=", "=>", "||=", "??=", "?=", "||", "<-"} {
		if strings.HasPrefix(s, op) {
			return len(op)
		}
	}
	switch {
	case strings.HasPrefix(s, "=="):
		return 0 // a comparison (token == "x"), not an assignment
	case strings.HasPrefix(s, "::"):
		return 0 // a path separator (Rust's TokenStream::from, C++, PHP, Ruby) or a type (Haskell's ::)
	case strings.HasPrefix(s, "://"):
		return 0 // a URL's scheme (gcpsecretmanager://projects/...), not a name given a value
	case s[0] == '=' || s[0] == ':' || s[0] == '>' || s[0] == ',':
		return 1
	}
	return 0
}

// maxType bounds a type annotation between a name and its = (Map<String, List<String>>).
const maxType = 64

// typedOp is the length of a typed assignment's operator s starts with, 0 if none: a colon,
// a type annotation and a lone = (Rust `let token: &str = v`, `pub const KEY: &'static str =
// v`, TypeScript `apiKey: string | undefined = v` and `token?: string = v`, Python `api_key:
// Final[str] = v`, Kotlin, Swift and Scala `val apiKey: String = v`). The value is then what
// follows the =, as it is in Go's `var apiKey string = v`, whose type the name's run of words
// already spans. The annotation stays on one line, starts as a type does (a name, & * [ or
// (), and holds only a type's characters, commas, semicolons and > only inside brackets, so that
// `token: string;`, `fn token(&self) -> &str`, `{"token": a == b}` and `token: x => y` are
// no typed assignment. The secret-assignment rule's typeAnnotation is the regex form.
func typedOp(s string) int {
	k := 1
	if strings.HasPrefix(s, "?:") {
		k = 2 // TypeScript's optional property
	} else if !strings.HasPrefix(s, ":") || strings.HasPrefix(s, "::") {
		return 0
	}
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k >= len(s) || !(s[k] >= 'A' && s[k] <= 'Z' || s[k] >= 'a' && s[k] <= 'z' || s[k] == '_' || s[k] == '&' || s[k] == '*' || s[k] == '[' || s[k] == '(') {
		return 0
	}
	depth := 0
	for end := min(len(s), k+maxType); k < end; k++ {
		switch c := s[k]; {
		case nameByte(c), c == ' ', c == '\t', c == '&', c == '\'', c == '*', c == '|', c == '?', c == ':':
		case c == '<' || c == '[' || c == '(':
			depth++
		case (c == '>' || c == ']' || c == ')') && depth > 0:
			depth--
		case (c == ',' || c == ';') && depth > 0: // Map<K, V>, Rust's [u8; 32]
		case c == '!' && k+1 < len(s) && s[k+1] != '=': // Swift's String!, not !=
		case c == '=' && depth == 0:
			if k+1 < len(s) && (s[k+1] == '=' || s[k+1] == '>') {
				return 0 // a comparison or an arrow, not an assignment
			}
			if !valueAhead(s[k+1:]) || randomRun(s[:k]) {
				// `password: azdRejlWdFIybVh3NExwQjhuWWM=` is base64's padding, and a
				// generated run before an = is a value, not a type
				return 0
			}
			return k + 1
		default:
			return 0
		}
	}
	return 0
}

// valueAhead: s holds a value on its line after blanks.
func valueAhead(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t':
		case '\r', '\n':
			return false
		default:
			return true
		}
	}
	return false
}

// paramDefault reads a name inside ${...}: a reference, not an assignment, unless it carries
// a default (${API_KEY:-value}, ${TOKEN:=value}), which is a literal the program will use.
func paramDefault(text string, c candidate, j int) (candidate, bool) {
	switch {
	case strings.HasPrefix(text[j:], ":-"), strings.HasPrefix(text[j:], ":="):
		c.opLen = 2
	case text[j] == '-' || text[j] == '=':
		c.opLen = 1
	default:
		return c, false // ${TOKEN}, ${TOKEN:?message}, ${TOKEN:+alt}
	}
	c.valLo, c.valHi, c.quote = readValue(text, j+c.opLen)
	c.wrapLo, c.wrapHi, c.valAt = c.valLo, c.valLo, c.valLo // no call: a default is bare
	if k := strings.IndexByte(text[c.valLo:c.valHi], '}'); k >= 0 {
		c.valHi = c.valLo + k
	}
	c.end = min(len(text), c.valHi+1)
	return c, true
}

// nextLineValue decides where the value of a key whose line ends after the operator is. A
// YAML key's value may be the next line when it is indented deeper (`password:\n  v`, or a
// block scalar's first line); anything else (`DB_PASSWORD=\nDB_USER=x`) is an empty value,
// and reading the next line as it made a key of the next assignment.
func nextLineValue(text string, c candidate, nl int) int {
	if text[c.op] != ':' || c.opLen != 1 {
		return nl
	}
	ls := strings.LastIndexByte(text[:c.nameLo], '\n') + 1
	indent := 0
	for ls+indent < c.nameLo && (text[ls+indent] == ' ' || text[ls+indent] == '\t') {
		indent++
	}
	j := nl + 1
	k := 0
	for j+k < len(text) && (text[j+k] == ' ' || text[j+k] == '\t') {
		k++
	}
	if k <= indent || j+k >= len(text) || text[j+k] == '\n' || text[j+k] == '-' || text[j+k] == '#' {
		return nl
	}
	// A deeper line that is itself a key (`password:\n  value: x`) opens a map, not a value.
	if lineEnd := strings.IndexByte(text[j+k:min(len(text), j+k+maxName)], ':'); lineEnd >= 0 {
		s := text[j+k : j+k+lineEnd]
		if isKeyName(s) {
			return nl
		}
	}
	return j + k
}

func isKeyName(s string) bool {
	s = strings.Trim(s, `"'`)
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !nameByte(s[i]) {
			return false
		}
	}
	return true
}

// readValue reads the value at j: a quoted string on its line (a Python prefix like b"" or
// r"" kept as a quote), else a run up to white space, a quote, ';' or ','.
func readValue(text string, j int) (lo, hi int, quote byte) {
	if j < len(text) && j+1 < len(text) && strings.IndexByte("bBrRuU", text[j]) >= 0 && isQuote(text[j+1]) {
		j++
	}
	end := min(len(text), j+maxValue)
	if j < len(text) && isQuote(text[j]) {
		q := text[j]
		k := j + 1
		for k < end && text[k] != q && text[k] != '\n' {
			if text[k] == '\\' && k+1 < end {
				k++
			}
			k++
		}
		return j + 1, min(k, len(text)), q
	}
	k := j
	for k < end {
		c := text[k]
		if c <= ' ' || isQuote(c) || c == ';' || c == ',' {
			break
		}
		k++
	}
	return j, k, 0
}

func isQuote(c byte) bool { return c == '"' || c == '\'' || c == '`' }

// valueClass is one kind of value that is not a secret, with examples that hold it to its word:
// Excused are values the class must excuse, Kept are secret-looking values it must not.
type valueClass struct {
	Name    string
	Why     string
	Test    func(v string, quoted bool) bool
	Excused []string
	Kept    []string
}

// valueClasses are checked in order; the first that holds excuses the value. The hand-written
// tests come first: the placeholder words are a regex, run only on what they leave.
var valueClasses = []valueClass{
	{
		Name: "empty", Why: "no value on the line: the next line is another key, not this one's value",
		Test:    func(v string, _ bool) bool { return strings.TrimSpace(v) == "" },
		Excused: []string{"", "  "},
		Kept:    []string{"Zq8#vL2m"},
	},
	{
		Name: "next-assignment", Why: "the value is empty and the next NAME= on the line was read as it (DB_PASSWORD= SMTP_PASSWORD= npm test)",
		Test: func(v string, quoted bool) bool {
			k := strings.IndexAny(v, "=:")
			return !quoted && k > 0 && (allUpperIdent(v[:k]) || isWordIdentifier(v[:k], false))
		},
		Excused: []string{"SMTP_PASSWORD=", "DB_USER=app", "api_key:", "next_token=abc"},
		Kept:    []string{"Zq8vL2mXw4Rt==", "a8Fk2=Lq9x", "q7Wm2xZ9pLk4RtV8nBc="},
	},
	{
		Name: "reference", Why: "names where the secret lives (a variable, a template, a secret store), not the secret",
		Test: isReference,
		Excused: []string{"${DB_PASSWORD}", "${ENCRYPTION_KEY:?must", "${TOKEN:-$FALLBACK_TOKEN}", "$API_TOKEN", "$(vault kv get -field=token x)",
			"{{ .Values.apiKey }}", "{{secrets.SLACK_TOKEN}}", "%(db_password)s", "%API_KEY%", "@SIGNING_KEY@",
			"#{ENV['TOKEN']}", "process.env.STRIPE_KEY", "os.getenv(\"TOKEN\")", "os.environ['SECRET']",
			"ENV['API_KEY']", "ENV.fetch('SECRET')", "System.getenv(\"DB_PASS\")", "import.meta.env.VITE_KEY",
			"!Ref DbPassword", "vault:secret/data/app#token", "github.com=${{", "`)${expression})`", "Bearer-{{token}}", "arn:aws:secretsmanager:us-east-1:1:secret:x",
			"{.credential.access_token}", "{.data.token}", "$GITHUB_TOKEN@github.com/o/r.git", "$GH_TOKEN@github.com", "$VAULT_TOKEN/sub", "$CI_USER:$CI_TOKEN", "$(gh auth token)@github.com/o/r", "$GITHUB_TOKEN:x-oauth-basic"},
		Kept: []string{"$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy", "a$9Kx!qP2vRm", "Xk9$Lm2#Qp8w",
			"${PGPASSWORD:-q8Zt3LmX9vKw2RpN}", "$CI_USER:q8Zt3LmX9vKw2RpNc7Yd", "$GH_TOKEN:q8Zt3LmX9vKw2RpN@github.com/o/r.git",
			"$CI_USER@hooks.example.com/services/T04Q8ZL2M/B05Z3K9V1/q8Zt3LmX9vKw2RpNc7Yd4Hs6", "$TOKEN${SUFFIX:-q8Zt3LmX9vKw2RpNc7Yd}", "$DB_USER@q8Zt3LmX9vKw2RpNc7Yd.example.com"},
	},
	{
		Name: "number", Why: "a number, duration, size, version, date or flag: too little entropy for a credential",
		Test: isScalar,
		Excused: []string{"3600", "30", "1.5", "15m", "24h", "7d", "512MB", "0x1F", "v1.2.3", "2.0.0-rc.1",
			"2026-12-01", "2026-12-01T13:45:00Z", "true", "False", "null", "none", "undefined", "-1", "1e9"},
		Kept: []string{"8f3c2a91d04b7e65c1f9a3d2e8b07c4f", "3600a7Fq9ZpL", "1a2b3c4d5e6f7a8b9c0d", "84736251908374615243"},
	},
	{
		Name: "path-or-url", Why: "a file path or a URL without credentials: where a secret is kept or sent, not the secret",
		Test: isPathOrURL,
		Excused: []string{"/run/secrets/app_token", "./certs/server.key", "../keys/id_ed25519", "~/.config/app/token",
			`C:\secrets\app.pfx`, "config/master.key", "https://oauth2.googleapis.com/token", "s3://bucket/keys/app.pem",
			"file:///etc/app/secret", "google/appengine/api/app_identity/app_identity_service_pb.php", "src/auth/TokenGuard.php"},
		Kept: []string{"https://user:Hn3q9ZxR2v@db.internal", "aB3dE/fG7hJ+kL9mN2pQ", "q7Wm/2xZ9pLk4RtV8nBc", "q7Wm2x/Z9pLk4RtV8nBc.ab", "k7Qz9VtR2mXw/4LpB8nYc.php",
			"https://hooks.chat.internal/services/T04Q8ZL2M/B05Z3K9V1/q8Zt3LmX9vKw2RpNc7Yd4Hs6",
			"https://api.shop.internal/v1/export?sig=Hn3q9ZxR2vKw8LpB4nYc&exp=1767225600"},
	},
	{
		Name: "code", Why: "an expression: a call, a member access, an index, an operator, a type",
		Test: isCodeExpr,
		Excused: []string{"rp.buf[start:rp.pos]", "self.config.token", "getToken()", "cfg.get('api_key')", "prefix+suffix",
			"req.headers['authorization']", "Optional[str]", "String", "new", "token??fallback", "user&.api_key",
			"Buffer.from(x)", "await", "lambda", "os.urandom(32)", "secrets.token_hex(32)", "*opts.Token", "Settings::API_KEY",
			"[...]uint8{0", "[]exprToken{", "2*maxConcurrency", "obj1Keys.length", "&DateTokenField{", "token.STRING:"},
		Kept: []string{"9f86d081884c7d659a2feaa0c55ad015", "ghx.Q7mZp2Vb9", "u8K3.mQ9z-Lw2Pq"},
	},
	{
		Name: "pattern", Why: "a regular expression (a raw string's usual content, a compiled pattern's argument): the shape of a key, not one",
		Test: regexPattern,
		Excused: []string{`[A-Za-z0-9]{20}`, `^[a-z0-9_-]{32,}$`, `(?=\^?[%s]|[%s%s])`, `[^\W\d]\w*`, `ghp_[A-Za-z0-9]{36}`,
			`(?i)token=([a-z]+)`, `sk-[a-zA-Z0-9]{48}`, `\bBearer\s+(\S+)`},
		Kept: []string{"Xk9$Lm2#Qp8w^", "x-Q7mZ[p2]Vb9", "9Q7[a-Z]k9Lm2Xp", `pQ7\x9Lm2Zk`, "9Zq[a-k]Lm2Xw"},
	},
	{
		Name: "identifier", Why: "a name made of words (NextToken, access_token, X-Api-Key): what a key is called, not a key",
		Test: isWordIdentifier,
		Excused: []string{"NextToken", "access_token", "X-Api-Key", "refreshToken", "Authorization", "client-secret",
			"PASSWORD_RESET_TOKEN", "input.token.value", "secret_key_base", "tokenValue", "sha256Sum", "x509KeyPair",
			"HTTPServer", "JWTSigningKey", "X_Amz_Security_Token", "encryptionKey1024", "tagRawTk",
			"S2A_ACCESS_TOKEN", "ALTSRP_GCM_AES128_REKEY", "K8S_SERVICE_TOKEN", "SECRET-Full-Path", "Access-KEY-Value",
			"DEFAULT_API_KEY_HEADER", "AWS_SECRETS_MANAGER", "AZURE_CLIENT_SECRET_VALUE"},
		// A passphrase of dictionary words (correct-horse-battery-staple) has a name's shape and is
		// let through: shape cannot tell the two apart, and vendor rules do not depend on it.
		Kept: []string{"qWeRtYxKpLmNbVcZ", "kqzvmtpxrwbnhgld", "hQ7rVt2mZx", "AAAAAAAAAAC7hjsAH3owFygUv4w5B67lcSx14zff9FCP", "KCt7VynYhvqDYJQsdEIGUz",
			"k7Qz9VtR2mXw4LpB8nYc", "a8fk2lq9xm3pw7", "Nq4Kd7Wz2Lp9Xv5Rt8Ms",
			"K7QZ_9XLM_2PR8_VT4W", "QZXK_MPLW_RTVB", "X7K2M9_TOKEN_Q8Z3W1P4", "KZAFJWW-Qx9m-Lp2v", "Ab-QXZRTW-9k",
			"QZAK_MPLW_RTVB_XHEN", "XKCD_PLMQ_ZRTV_WQNB"},
	},
	{
		Name: "public-by-design", Why: "a key meant to be published (Stripe publishable keys)",
		Test: func(v string, _ bool) bool {
			return strings.HasPrefix(v, "pk_live_") || strings.HasPrefix(v, "pk_test_")
		},
		Excused: []string{"pk_live_51HqLyjWDarjtT1zdp7dcXsd5"},
		Kept:    []string{"sk_live_51HqLyjWDarjtT1zdp7dcXsd5", "rk_live_51HqLyjWDarjtT1zdp7dcX"},
	},
	{
		Name: "placeholder", Why: "a stand-in people write where a secret goes: a mask, a hint, a fake",
		Test: func(v string, _ bool) bool { return placeholder(v) },
		Excused: []string{"changeme", "<your-api-key>", "your-key-here", "xxxxxxxxxxxx", "************", "REPLACE_ME",
			"example-token-123", "sk_test_EXAMPLE", "dummy-secret-value", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"},
		// A fake's word beside a generated run is a key someone labelled, or one an agent
		// disguised: the run is judged.
		Kept: []string{"b7Yx2QfK9mWp4RtZ", "Nc4xV8tQz1LpR6sd", "Xk9q2mZpL4RtV8nBcEXAMPLE", "sample_q8Zt3LmX9vKw2RpN"},
	},
	{
		Name: "sequence", Why: "runs of the alphabet or the digits in order (abcdefghijk123456789): typed by a person, never generated",
		Test: ascendingRuns,
		Excused: []string{"abcdefghijk123456789", "1234567890abcdef", "ABCDEFGHIJKLMNOP", "abcdefgh12345678", "0123456789ABCDEFGHIJ",
			"0102030405060708090a0b0c0d0e0f10", "a0a1a2a3a4a5a6a7", "000102030405060708090A0B0C0D0E0F"},
		Kept: []string{"abcdefghZq8mR2vL9xK4Tp", "abc123Zq8mR2vL9x", "q7Wm2xZ9pLk4RtV8nBc", "1234567qZ8mR2vL9xK4TpW",
			"0102030405060708d41d8cd98f00b204e9800998"},
	},
	{
		Name: "encoded-stand-in", Why: "base64 of a value these classes excuse (Kubernetes manifests: c2VjcmV0LWFwaS1rZXktZXhhbXBsZQ== is secret-api-key-example)",
		Test:    encodedStandIn,
		Excused: []string{"c2VjcmV0LWFwaS1rZXktZXhhbXBsZQ==", "cHJpdmF0ZUtleQo=", "Y2hhbmdlbWU=", "eW91ci10b2tlbi1oZXJl"},
		// base64 of a random password, and random base64 (whose bytes are not text)
		Kept: []string{"WnE4bVIydkw5eEs0VHA=", "azdRejlWdFIybVh3NExwQjhuWWM=", "q7Wm2xZ9pLk4RtV8nBc=", "AAAAAAAAAAC7hjsAH3owFygUv4w5B67lcSx14zff9FCP"},
	},
	{
		Name: "low-entropy", Why: "too few distinct characters for its length and alphabet to be a generated secret",
		Test:    lowEntropy,
		Excused: []string{"aaaaaaaaaaaa", "abababababab", "1111222233334444", "abcabcabcabcabc", "0000000000000000"},
		Kept:    []string{"Tr0ub4d!", "x9#Kq2@L", "d41d8cd98f00b204e9800998ecf8427e", "kH4s9Lq2Xv7NbW3z"},
	},
}

// valueExcuse says why v, the value of a NAME op VALUE candidate, is not a secret ("" when
// it may be one). lang is the file's language; quoted whether the value was a string literal.
func valueExcuse(v string, quoted bool, lang fileLang) string {
	if lang == langCode && !quoted && codeToken(v) {
		return "code"
	}
	for i := range valueClasses {
		if valueClasses[i].Test(v, quoted) {
			return valueClasses[i].Name
		}
	}
	return ""
}

// codeToken: in a program, an unquoted value that starts with a name people write (a word, a
// constant, a short local) is code. A random run of letters and digits is not a name anyone
// writes: in a comment or a broken line it is the raw secret, and stays judged.
func codeToken(v string) bool {
	v = strings.TrimLeft(v, "&*!")
	n := identPrefix(v)
	if n == 0 {
		return false
	}
	name := strings.TrimLeft(v[:n], "$_")
	if rest := v[n:]; rest != "" && strings.IndexByte(".([{<-:?!,;)]}=*&|", rest[0]) < 0 {
		return false // AAAAC3Nz+H3owF...: a name followed by + / = is base64, not code
	}
	return len(name) <= 4 || isWordIdentifier(name, false)
}

func isReference(v string, _ bool) bool {
	v = strings.TrimSpace(v)
	if v == "" {
		return false
	}
	switch v[0] {
	case '$':
		if strings.HasPrefix(v, "${") && hasDefault(v[2:]) {
			return false // ${TOKEN:-literal}: the default is a value, judged as one
		}
		// $VAR, ${...}, $(...); a bcrypt hash ($2a$...) or a password that starts with $ is not.
		// $TOKEN@github.com/o/r.git, $VAULT_TOKEN/sub: a reference then literal text, judged alone.
		// $$VAR is docker compose's and make's escape of $: the shell then reads $VAR.
		w := strings.TrimPrefix(v, "$$")
		if len(w) < len(v) && w != "" && w[0] != '$' {
			return isReference("$"+w, false)
		}
		return len(v) > 1 && (v[1] == '{' || v[1] == '(' || isWordIdentifier(v[1:], false) || allUpperIdent(v[1:])) || refValue(v)
	case '!':
		return len(v) > 1 && 'A' <= v[1] && v[1] <= 'Z' // YAML tags: !Ref, !Sub, !GetAtt, !Secret
	}
	if strings.Contains(v, "${") || strings.Contains(v, "{{") {
		return true // interpolated where it is used: the parts that matter live in variables
	}
	for _, p := range []string{"{{", "%(", "#{", "<%=", "@{", "process.env", "os.getenv", "os.environ", "getenv(", "ENV[", "ENV.",
		"System.getenv", "Environment.GetEnvironmentVariable", "import.meta.env", "Deno.env", "env(", "env.", "secrets.",
		"vault:", "ref+", "op://", "arn:aws:secretsmanager:", "arn:aws:ssm:", "projects/", "sm://", "awssm://", "azkv://"} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	if len(v) > 3 && v[0] == '{' && v[1] == '.' && v[len(v)-1] == '}' {
		// a JSONPath template (kubectl -o jsonpath='{.credential.access_token}'): where the value is
		return allIn(v[2:len(v)-1], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-[]*@")
	}
	if len(v) > 2 && (v[0] == '%' && v[len(v)-1] == '%' || v[0] == '@' && v[len(v)-1] == '@') {
		return allUpperIdent(v[1 : len(v)-1])
	}
	return false
}

// hasDefault: the inside of ${...} gives a literal default: NAME:-value, NAME=value.
func hasDefault(s string) bool {
	n := identPrefix(s)
	rest := strings.TrimLeft(s[n:], ":")
	if n == 0 || rest == "" || rest[0] != '-' && rest[0] != '=' {
		return false
	}
	def := strings.TrimRight(rest[1:], "}")
	return def != "" && def[0] != '$'
}

func allUpperIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// isScalar: numbers (with units), versions, dates, booleans and nulls.
func isScalar(v string, _ bool) bool {
	s := strings.ToLower(strings.TrimSpace(v))
	switch s {
	case "true", "false", "yes", "no", "on", "off", "null", "nil", "none", "undefined", "nan":
		return true
	}
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "v")
	if s == "" {
		return false
	}
	if strings.HasPrefix(s, "0x") && len(s) <= 10 && allIn(s[2:], "0123456789abcdef") {
		return true
	}
	// digits with separators ., -, :, _, T, Z, +: dates, times, versions, 1_000_000, 1e9
	if len(s) > 19 && allIn(s, "0123456789") {
		return false // longer than any counter or id: a numeric key is judged as one
	}
	digits, letters := 0, 0
	i := 0
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || strings.IndexByte(".-:_+tze", s[i]) >= 0) {
		if s[i] >= '0' && s[i] <= '9' {
			digits++
		} else if s[i] >= 'a' {
			letters++
		}
		i++
	}
	if digits == 0 || letters > 2 {
		return false
	}
	rest := s[i:]
	if rest == "" {
		return true
	}
	// a unit after the number: 15m, 24h, 512mb, 30days, 10rps; a version's pre-release tag
	switch rest {
	case "ms", "s", "m", "h", "d", "w", "y", "us", "ns", "sec", "secs", "min", "mins", "hr", "hrs", "day", "days",
		"k", "kb", "kib", "mb", "mib", "gb", "gib", "tb", "b", "%", "px", "em", "rem", "rps", "qps":
		return true
	}
	// a version's pre-release tag: 2.0.0-rc.1, 1.4.2-beta
	tag := strings.TrimRight(rest, "0123456789.")
	return strings.Count(s, ".") >= 2 && tag != "" && allIn(tag, "abcdefghijklmnopqrstuvwxyz") && len(tag) <= 5
}

func allIn(s, set string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(set, s[i]) < 0 {
			return false
		}
	}
	return s != ""
}

// isPathOrURL: a path (absolute, relative to a home or the directory, or a relative path to a
// file with a key or config extension), or a URL without user:password@.
func isPathOrURL(v string, _ bool) bool {
	if i := strings.Index(v, "://"); i > 0 && allIn(strings.ToLower(v[:i]), "abcdefghijklmnopqrstuvwxyz0123456789+.-") {
		rest := v[i+3:]
		host := rest
		if k := strings.IndexAny(rest, "/?#"); k >= 0 {
			host = rest[:k]
		}
		// A webhook or a signed link carries its credential in a random path or query part
		// (hooks.example.com/services/T0/B0/q8Zt...): such a URL is judged as a value.
		return !strings.Contains(host, "@") && !randomPart(rest[len(host):])
	}
	for _, p := range []string{"/", "./", "../", "~/"} {
		if strings.HasPrefix(v, p) && !strings.Contains(v[len(p):], "//") && pathy(v[len(p):]) {
			return true
		}
	}
	if len(v) > 3 && v[1] == ':' && (v[2] == '\\' || v[2] == '/') {
		return true
	}
	if k := strings.LastIndexByte(v, '/'); k > 0 {
		if d := strings.LastIndexByte(v, '.'); d > k {
			switch strings.ToLower(v[d:]) {
			case ".key", ".pem", ".crt", ".cer", ".p12", ".pfx", ".jks", ".json", ".yaml", ".yml", ".txt", ".env", ".conf", ".asc", ".gpg", ".pub", ".token":
				return pathy(v)
			}
			// a source file's name (an autoloader's class map: 'app/Auth/TokenGuard.php'): a
			// lower-case extension of letters, every segment a name
			if ext := v[d+1:]; len(ext) <= 5 && allIn(ext, "abcdefghijklmnopqrstuvwxyz") {
				return pathy(v)
			}
		}
	}
	return false
}

// randomPart: a piece of a URL's path or query (between / ? & = # ;) that looks generated.
func randomPart(s string) bool {
	for s != "" {
		k := strings.IndexAny(s, "/?&=#;")
		seg := s
		if k >= 0 {
			seg, s = s[:k], s[k+1:]
		} else {
			s = ""
		}
		if len(seg) >= 12 && mixedCaseNoise(seg) || len(seg) >= 24 && !isWordIdentifier(seg, false) && !allIn(seg, "0123456789abcdef-") {
			return true
		}
	}
	return false
}

// pathy: every segment is a plain file name: a base64 blob with a "/" in it is not a path.
func pathy(s string) bool {
	for s != "" {
		seg := s
		if k := strings.IndexByte(s, '/'); k >= 0 {
			seg, s = s[:k], s[k+1:]
		} else {
			s = ""
		}
		if seg == "" {
			continue
		}
		base := seg
		if d := strings.IndexByte(seg, '.'); d > 0 {
			base = seg[:d]
		}
		if len(base) > 0 && !isWordIdentifier(base, false) && !allIn(base, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") {
			return false
		}
		if mixedCaseNoise(base) {
			return false
		}
	}
	return true
}

// mixedCaseNoise: a segment whose case flips like a random string's (aB3dE), not a name's.
func mixedCaseNoise(s string) bool {
	flips := 0
	for i := 1; i < len(s); i++ {
		a, b := s[i-1], s[i]
		if ('a' <= a && a <= 'z') && ('A' <= b && b <= 'Z') || ('A' <= a && a <= 'Z') && ('a' <= b && b <= 'z') || isDigit(a) != isDigit(b) {
			flips++
		}
	}
	return len(s) >= 6 && flips*3 > len(s)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isCodeExpr: program text. Kept narrow for quoted values: a string literal "a.b" is data.
func isCodeExpr(v string, quoted bool) bool {
	v = strings.TrimSpace(v)
	if v == "" {
		return false
	}
	if quoted {
		// Inside quotes only the shapes that are certainly code: a call or an index on an
		// identifier, as templates and eval strings hold them.
		return strings.ContainsAny(v, "()") && identPrefix(v) > 0 && strings.IndexByte(v, '(') == identPrefix(v)
	}
	switch v {
	case "new", "await", "lambda", "function", "func", "fn", "self", "this", "nullptr", "String", "string", "str", "int", "bool", "bytes":
		return true
	}
	if strings.IndexByte("[({", v[0]) >= 0 {
		return true // a composite literal, a slice, a tuple: [...]uint8{0, []T{, (a, b)
	}
	for _, op := range []string{"||", "??", "&&", "+", "*", " or "} {
		// token||fallback, base+suffix: code when every side is a name
		if !strings.Contains(v, op) {
			continue
		}
		if parts := strings.Split(v, op); allCodeTerms(parts) {
			return true
		}
	}
	v = strings.TrimLeft(v, "*&!")
	return memberChain(strings.TrimRight(v, ":,)"))
}

// memberChain: identifiers joined by . :: -> ?. &. (cfg.api_key, Settings::TOKEN), then a call,
// an index or a generic (x.get(, rp.buf[, List<), or the end after two or more parts of words.
func memberChain(v string) bool {
	parts, i := 0, 0
	for {
		n := identPrefix(v[i:])
		if n == 0 {
			return false
		}
		name := v[i : i+n]
		if strings.Trim(name, "$_") == "" {
			return false // ${...} is a shell or template expansion, judged as a reference
		}
		if len(name) > 3 && !isWordIdentifier(name, false) && !allUpperIdent(name) {
			return false // a random-looking part: a key with a dot in it, not a chain
		}
		parts++
		i += n
		if i == len(v) {
			return parts >= 2
		}
		switch {
		case v[i] == '(' || v[i] == '[' || v[i] == '<' || v[i] == '{':
			return true // a call, an index, a generic, a composite literal (&Config{)
		case strings.HasPrefix(v[i:], "::") || strings.HasPrefix(v[i:], "->") || strings.HasPrefix(v[i:], "?.") || strings.HasPrefix(v[i:], "&."):
			i += 2
		case v[i] == '.':
			i++
		default:
			return false
		}
	}
}

func allCodeTerms(parts []string) bool {
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			return false
		}
		if p[0] == '"' || p[0] == '\'' || isScalar(p, false) {
			continue
		}
		if !memberChain(p) && !(identPrefix(p) == len(p) && (isWordIdentifier(p, false) || allUpperIdent(p))) {
			return false
		}
	}
	return true
}

// identPrefix is the length of the identifier v starts with.
func identPrefix(v string) int {
	i := 0
	for i < len(v) {
		c := v[i]
		if c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && isDigit(c) {
			i++
			continue
		}
		break
	}
	return i
}

// isWordIdentifier: letters (and _ . - separators, a trailing digit group at most) that split
// into real-looking words at separators and camel humps. A random string of letters splits
// into short humps or long consonant runs, and fails.
func isWordIdentifier(v string, _ bool) bool {
	if !nameSized(v) {
		return false
	}
	if constantName(v) {
		return true
	}
	n := len(v)
	for n > 0 && isDigit(v[n-1]) {
		n--
	}
	core := v[:n]
	if len(v)-len(core) > 4 || core == "" || isDigit(core[0]) {
		return false
	}
	var w wordStats
	if len(core) < len(v) {
		w.groups = 1
	}
	var hasLower, hasUpper bool
	for i := 0; i < len(core); i++ {
		hasLower = hasLower || 'a' <= core[i] && core[i] <= 'z'
		hasUpper = hasUpper || 'A' <= core[i] && core[i] <= 'Z'
	}
	mixed := hasLower && hasUpper
	ws := -1 // a word is the run core[ws:i] of letters; no copy is made (this runs for every candidate)
	for i := 0; i < len(core); i++ {
		c := core[i]
		switch {
		case c == '_' || c == '.' || c == '-':
			w.add(core, ws, i, mixed)
			ws = -1
		case isDigit(c):
			// a short number inside a name (obj1Keys, sha256Sum, x509Cert) separates words
			k := i
			for k < len(core) && isDigit(core[k]) {
				k++
			}
			if w.groups++; k-i > 4 || w.groups > 2 {
				return false // generated strings scatter digits; names hold one or two numbers
			}
			w.add(core, ws, i, mixed)
			ws, i = -1, k-1
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			// a hump starts a word: fooBar, or the last capital of an acronym (HTTPServer)
			if 'A' <= c && c <= 'Z' && i > 0 && ('a' <= core[i-1] && core[i-1] <= 'z' || i+1 < len(core) && 'a' <= core[i+1] && core[i+1] <= 'z' && 'A' <= core[i-1] && core[i-1] <= 'Z') {
				w.add(core, ws, i, mixed)
				ws = -1
			}
			if ws < 0 {
				ws = i
			}
		default:
			return false
		}
	}
	w.add(core, ws, len(core), mixed)
	return w.name()
}

// nameSized: v may be a name at all: one to 64 bytes, and not random chunks
// (QZXK_MPLW_RTVB), whatever humps those split into.
func nameSized(v string) bool {
	return v != "" && len(v) <= 64 && !randomChunks(v)
}

// constantName: an upper-case constant's or variable's name (S2A_ACCESS_TOKEN,
// ALTSRP_GCM_AES128_REKEY), written as a value where a program names the variable it reads or
// the protocol it speaks. Its segments are words or codes, acronyms with a number (S2A,
// AES128, K8S, ALTSRP) that the hump rules split into single letters; at least one is a real
// word, and codes are at most two more than words. A generated key is no run of underscored
// capitals, and one with no word (K7QZ_9XLM_2PR8) stays judged.
func constantName(v string) bool {
	if strings.IndexByte(v, '_') < 0 || !(v[0] >= 'A' && v[0] <= 'Z') || !allUpperIdent(v) || randomChunks(v) {
		return false
	}
	words, codes := 0, 0
	for seg := range strings.SplitSeq(v, "_") {
		letters, digits := 0, 0
		for i := 0; i < len(seg); i++ {
			if isDigit(seg[i]) {
				digits++
			} else {
				letters++
			}
		}
		switch {
		case letters == 0 || digits > 3:
			return false
		case digits == 0 && wordLike(seg):
			words++
		case len(seg) <= 6:
			codes++
		default:
			return false
		}
	}
	return words > 0 && codes <= words+2
}

// wordStats tallies the words of a would-be identifier. Single letters (the X of X-Api-Key)
// and acronyms (HTTP, Xml) are neither words nor noise, but a random string is full of both,
// so only a few of them are let pass; a long run of capitals inside mixed case (KZAFJWW) is
// no name at all.
type wordStats struct {
	letters, good, words, singles, acronyms, groups int
	all                                             int // every letter, neutral ones too
	bad                                             bool
}

func (w *wordStats) add(core string, lo, hi int, mixed bool) {
	if lo < 0 {
		return
	}
	word := core[lo:hi]
	w.all += len(word)
	switch {
	case len(word) == 1:
		w.singles++
	case acronym(word):
		w.acronyms++
	case mixed && len(word) > 4 && strings.ToUpper(word) == word && !(wholeSegment(core, lo, hi) && wordLike(word)):
		// SECRET-Full-Path keeps its shouted word: a whole segment between separators
		w.bad = true
	default:
		w.words++
		w.letters += len(word)
		if wordLike(word) {
			w.good += len(word)
		}
	}
}

// wholeSegment: core[lo:hi] runs from a separator (or the start) to one (or the end).
func wholeSegment(core string, lo, hi int) bool {
	return (lo == 0 || strings.IndexByte("_.-", core[lo-1]) >= 0) && (hi == len(core) || strings.IndexByte("_.-", core[hi]) >= 0)
}

// name: mostly real words, of names' length (a random string splits into many short humps,
// qWeRtY: q, We, Rt, Y, even where some carry a vowel), few single letters and acronyms.
func (w *wordStats) name() bool {
	acronyms := 2
	if w.groups > 0 {
		acronyms = 1
	}
	return !w.bad && w.words > 0 && w.singles <= 1 && w.acronyms <= acronyms &&
		w.good*10 >= w.letters*7 && w.good*10 >= w.all*6 && w.letters*2 >= 5*w.words
}

// acronym: two to four capitals without a vowel (HTTP, XML, JWT), or three or four letters of
// one in a hump (Http, Xml).
func acronym(w string) bool {
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if strings.IndexByte("aeiou", lowerTab[w[i]]) >= 0 || i > 0 && len(w) == 2 && 'a' <= w[i] && w[i] <= 'z' {
			return false
		}
	}
	return true
}

// wordLike: a word of a name: three to 24 letters with a vowel and no run of five consonants
// (length, strength). Shorter humps (the X of X-Api-Key) count for nothing either way.
func wordLike(w string) bool {
	if len(w) < 3 || len(w) > 24 {
		return false
	}
	var seen [256]bool
	distinct := 0
	for i := 0; i < len(w); i++ {
		if c := lowerTab[w[i]]; !seen[c] {
			seen[c] = true
			distinct++
		}
	}
	if distinct*3 < len(w) {
		return false // AAAAAAAAAAC: a run of one letter, no word
	}
	vowels, run := 0, 0
	for i := 0; i < len(w); i++ {
		c := lowerTab[w[i]]
		if strings.IndexByte("aeiou", c) >= 0 {
			vowels++
		}
		if strings.IndexByte("aeiouy", c) >= 0 {
			run = 0 // y sounds a vowel inside a word (encryption), though it makes none alone
			continue
		}
		if run++; run >= 5 {
			return false
		}
	}
	if vowels == 0 {
		return false
	}
	ok := 0
	for i := 1; i < len(w); i++ {
		a, b := lowerTab[w[i-1]], lowerTab[w[i]]
		if pronounceable[int(a-'a')*26+int(b-'a')] == '1' {
			ok++
		}
	}
	return ok*5 >= (len(w)-1)*4
}

// pronounceable[26*a+b] is '1' when the letter pair ab is common in English words and
// programmers' abbreviations: a pair with a vowel, or one of ~300 consonant pairs (th, ng, st,
// js, sq...). Random humps (kzbi, ypvag) are mostly pairs no word has.
const pronounceable = "1111111111111111111111111111001001110101100111100010101010011011111001111000101101111110011110011110001011111111111111111111111111100011011011011001111000101000101110011110011110001010001000100011100111100010111111111111111111111111111000100010000010001010000010001101101011100010110010111111111011111100111100101100111110001111001010001011111111111111110011111010111111111111111111111111111001110110011111011110001010001000100100100000100000111111101011111101111110111011110110111111101111101010001101100111110111101011111111111111111111111111111000101010000110001010001010011001101111100111100010101010001000001100111000001000100010001111001010000010001001100000100010100001"

// randomRun: v holds a run of 16 or more letters and digits, mixed like a generated key's and
// not a name's, that is not a mask (xxxx, 0000).
func randomRun(v string) bool {
	start := 0
	for i := 0; i <= len(v); i++ {
		if i < len(v) && (isDigit(v[i]) || 'a' <= v[i] && v[i] <= 'z' || 'A' <= v[i] && v[i] <= 'Z') {
			continue
		}
		if run := v[start:i]; len(run) >= 16 && mixedCaseNoise(run) && !lowEntropy(run, false) {
			return true
		}
		start = i + 1
	}
	return false
}

// lowEntropy: Shannon entropy under 60% of what a random string of this length over this
// alphabet (the character classes it uses) would have.
func lowEntropy(v string, _ bool) bool {
	if len(v) < 8 {
		return false
	}
	var lo, up, dg, ot bool
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case 'a' <= c && c <= 'z':
			lo = true
		case 'A' <= c && c <= 'Z':
			up = true
		case isDigit(c):
			dg = true
		default:
			ot = true
		}
	}
	alpha := 0
	for _, x := range []struct {
		on bool
		n  int
	}{{lo, 26}, {up, 26}, {dg, 10}, {ot, 32}} {
		if x.on {
			alpha += x.n
		}
	}
	hexOnly := allIn(strings.ToLower(v), "0123456789abcdef")
	if hexOnly && !up {
		alpha = 16
	}
	ideal := math.Min(math.Log2(float64(alpha)), math.Log2(float64(len(v))))
	return entropy(v) < 0.6*ideal
}

// ascendingRuns: at least eight characters, nearly all each the successor of the one before
// (a..z, A..Z, 0..9): at most one break per eight characters, and at most two in all. A
// random key has a run of three in order about once in a few thousand characters.
func ascendingRuns(v string, _ bool) bool {
	if len(v) < 8 {
		return false
	}
	if hexBytesInOrder(v) {
		return true
	}
	breaks := 0
	for i := 1; i < len(v); i++ {
		a, b := v[i-1], v[i]
		if b == a+1 && (isDigit(a) || 'a' <= a && a < 'z' || 'A' <= a && a < 'Z') {
			continue
		}
		if breaks++; breaks > 2 || breaks*8 > len(v) {
			return false
		}
	}
	return true
}

// hexBytesInOrder: hex bytes counting up (0102030405..., a0a1a2a3...), the test vector's
// stand-in for a key, at most one out of order per eight.
func hexBytesInOrder(v string) bool {
	if len(v) < 16 || len(v)%2 != 0 || !allIn(strings.ToLower(v), "0123456789abcdef") {
		return false
	}
	prev, breaks := -1, 0
	for i := 0; i < len(v); i += 2 {
		b := hexNibble(v[i])<<4 | hexNibble(v[i+1])
		if prev >= 0 && b != prev+1 {
			if breaks++; breaks*8 > len(v)/2 {
				return false
			}
		}
		prev = b
	}
	return true
}

func hexNibble(c byte) int {
	switch {
	case isDigit(c):
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	}
	return int(c-'A') + 10
}

// encodedStandIn: standard base64 whose bytes are printable text that another class excuses
// (a placeholder, a name, a number, a typed run, too few characters). Random bytes are text once in millions; a random password
// encoded decodes to itself, which stays judged.
func encodedStandIn(v string, quoted bool) bool {
	if len(v) < 8 || len(v) > maxValue || len(v)%4 != 0 {
		return false
	}
	var buf [maxValue]byte
	n, err := base64.StdEncoding.Decode(buf[:], []byte(v))
	if err != nil || n == 0 {
		return false
	}
	d := strings.TrimRight(string(buf[:n]), "\n")
	for i := 0; i < len(d); i++ {
		if d[i] < 0x20 || d[i] > 0x7e {
			return false
		}
	}
	// the classes a decoded stand-in falls in, named here: valueClasses holds this function
	return d != "" && (placeholder(d) || isWordIdentifier(d, quoted) || isScalar(d, quoted) || ascendingRuns(d, quoted) || lowEntropy(d, quoted))
}

// regexPattern: v is a regular expression: it holds a class escape (\d \w \s \b and their
// negations), a group's flag ((?: (?= (?! (?i) (?P<), or a bracket class with a range
// ([A-Za-z0-9], [a-f0-9]) followed by a quantifier or an anchor. Random keys draw from
// letters and digits, passwords' symbols come one at a time: neither spells a range in brackets
// or an escape followed by a class letter.
func regexPattern(v string, _ bool) bool {
	for i := 0; i+1 < len(v); i++ {
		switch {
		case v[i] == '\\' && strings.IndexByte("dwsbDWSB", v[i+1]) >= 0:
			return true
		case v[i] == '(' && v[i+1] == '?' && i+2 < len(v) && strings.IndexByte(":=!iP<", v[i+2]) >= 0:
			return true
		case v[i] == '[':
			k := strings.IndexByte(v[i+1:], ']')
			if k < 0 {
				return false
			}
			class, after := v[i+1:i+1+k], v[i+2+k:]
			if bracketRange(class) && (after == "" || strings.IndexByte("{*+?$)|", after[0]) >= 0) {
				return true
			}
		}
	}
	return false
}

// bracketRange: a bracket class's text holds a range of letters or digits (a-z, A-F, 0-9).
func bracketRange(class string) bool {
	for j := 1; j+1 < len(class); j++ {
		a, b := class[j-1], class[j+1]
		if class[j] == '-' && a < b && ('a' <= a && b <= 'z' || 'A' <= a && b <= 'Z' || '0' <= a && b <= '9') {
			return true
		}
	}
	return false
}
