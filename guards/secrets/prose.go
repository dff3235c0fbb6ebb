package secrets

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// proseRuleID is the rule a password told in prose is reported under. It is not in the rule
// table: it judges only prompts, where a person writes sentences; in files and commands the
// same words are documentation and messages far more often than credentials.
const proseRuleID = "prompt-secret-prose"

const proseDescription = "A password, key or token told to the model in a sentence (\"the password is ...\")."

// proseExamples define proseSecrets: what a person types that gives a credential away, and
// what merely talks about one.
var proseExamples = struct{ Block, Allow []string }{
	Block: []string{
		"the password is Tr0ub4dor&3 for the staging db",
		"password for staging is Xk29!fLq, please log in and check the logs",
		"My API key is k9zq8xlm2pw7 can you test the endpoint",
		"db password: S3cure#Pass",
		"use the password Summer2024! to connect",
		"the root pw = Zq8#mW2x",
		"our token is 7f3k9QzL0pXw2R",
		"The passphrase was \"Blue7!Horse\" last time",
	},
	Allow: []string{
		"the password is stored in Vault",
		"the password is wrong, reset the password for alice",
		"password is required and must be at least 12 characters",
		"the token is base64-encoded",
		"the api key is in the OPENAI_API_KEY variable",
		"the password is ${DB_PASSWORD}",
		"my password is hunter2 lol (that is the meme, not mine)",
		"the secret is read from ~/.config/app/secret.txt",
		"the token is process.env.GITHUB_TOKEN",
		"password: <redacted>",
		"the key is sha256sum of the file",
		"token is JWT-based and expires after an hour",
		"the password is OAuth2-protected",
	},
}

var (
	proseOnce sync.Once
	proseRe   *regexp.Regexp
)

// proseSecrets finds credentials a person states in a prompt: a secret's name, up to four
// words ("for staging", "of the root user"), then "is", "was", ":" or "=", or "use/with the
// password X", then a value that looks made, not written (see madeValue).
func proseSecrets(text string) []Finding {
	if !proseNamed(text) {
		return nil // most prompts name no secret: no regex to build or run
	}
	proseOnce.Do(func() {
		name := `(?:password|passphrase|passwd|passcode|pwd|pw|pin|api[ _-]?key|access[ _-]?key|secret[ _-]?key|secret|token|credentials?)`
		proseRe = regexp.MustCompile(`(?i)(?:\b` + name + `\b(?:[ \t]+[\w.@/-]+){0,4}?[ \t]*(?:\b(?:is|was)\b[ \t]*:?|[:=])|` +
			`\b(?:use|using|with|try)[ \t]+(?:the[ \t]+|my[ \t]+)?` + name + `\b)` +
			"[ \\t]*[\x60'\"“‘]?([^\\s\x60'\"”’]{4,128})")
	})
	var out []Finding
	for _, m := range proseRe.FindAllStringSubmatchIndex(text, -1) {
		v := strings.TrimRight(text[m[2]:m[3]], ".,;:!?)")
		if !madeValue(v) {
			continue
		}
		out = append(out, Finding{Rule: proseRuleID, Description: proseDescription,
			Line: 1 + strings.Count(text[:m[2]], "\n"), Redacted: Redact(v),
			Fingerprint: fingerprint(proseRuleID, v), secret: v})
	}
	return out
}

// proseNamed reports whether text holds a word every secret name in proseRe contains.
func proseNamed(text string) bool {
	lt := strings.ToLower(text)
	for _, w := range []string{"pass", "pwd", "pw", "pin", "key", "token", "secret", "credential"} {
		if strings.Contains(lt, w) {
			return true
		}
	}
	return false
}

// madeValue reports a value that reads as a made credential rather than a word of the
// sentence: at least six characters, not a reference, placeholder, path, URL or code, and
// either mixed case with a digit or symbol (Tr0ub4dor&3, Summer2024), or long random lower
// case and digits (k9zq8xlm2pw7), or long upper case and digits. A word with a number
// (hunter2, version2), a lower-case compound (base64-encoded, utf-8) and an environment
// variable's name (OPENAI_API_KEY) are words.
func madeValue(v string) bool {
	if len(v) < 6 || placeholder(v) || codeLike(v) || strings.ContainsAny(v[:1], "$<{[%~/.") {
		return false
	}
	if hashOrPath(v) || weakWord(v) || compoundTail(v) {
		return false
	}
	lowerN, upperN, digitN, symN := charClasses(v, "-_.")
	switch {
	case lowerN > 0 && upperN > 0 && digitN+symN > 0:
		return true
	case upperN == 0 && lowerN > 0 && (digitN > 0 || symN > 0):
		if symN > 0 {
			return len(v) >= 8 // p@ss!word-ish: a symbol inside lower case is made
		}
		if isWordNumber(v) || strings.ContainsAny(v, "-_.") {
			return false
		}
		return len(v) >= 8 && entropy(v) >= 3
	case lowerN == 0 && upperN > 0 && digitN > 0:
		return len(v) >= 10 && !strings.ContainsAny(v, "_") && entropy(v) >= 3
	}
	return false
}

// compoundTail reports a hyphenated adjective (OAuth2-protected, HS256-signed, JWT-based):
// a made password does not end in a lower-case word after a hyphen.
func compoundTail(v string) bool {
	i := strings.LastIndexByte(v, '-')
	if i < 0 || len(v)-i-1 < 4 {
		return false
	}
	for _, r := range v[i+1:] {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// isWordNumber reports letters followed by digits (hunter2, release2024).
func isWordNumber(v string) bool {
	i := strings.IndexFunc(v, unicode.IsDigit)
	return i > 0 && strings.TrimLeftFunc(v[:i], unicode.IsLetter) == "" && strings.TrimLeftFunc(v[i:], unicode.IsDigit) == ""
}

// scanProse is proseSecrets under the configured allowlists: a rule switched off, a
// fingerprint let through.
func (g *Guard) scanProse(text string) []Finding {
	if g.skipRule(proseRuleID) {
		return nil
	}
	var out []Finding
	for _, f := range proseSecrets(text) {
		_, hash, _ := strings.Cut(f.Fingerprint, ":")
		if !g.allowFP[hash] {
			out = append(out, f)
		}
	}
	return out
}
