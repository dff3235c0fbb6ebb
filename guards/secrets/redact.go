package secrets

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Redact shows enough of a secret for a person to recognise which one it is, and not enough to
// use it: a few first and last characters and the length. Reasons, log lines and audit
// entries use it; nothing hookguard prints carries a secret whole.
//
//	Redact("AKIAZ3MHQ7RTXW4PLD6K") == "AKIA…6K (20 chars)"
func Redact(s string) string {
	n := utf8.RuneCountInString(s)
	r := []rune(s)
	var head, tail int
	switch {
	case n >= 20:
		head, tail = 4, 2
	case n >= 12:
		head, tail = 2, 1
	case n >= 8:
		head, tail = 1, 1
	default:
		return strings.Repeat("*", min(n, 3)) + " (" + strconv.Itoa(n) + " chars)"
	}
	return string(r[:head]) + "…" + string(r[n-tail:]) + " (" + strconv.Itoa(n) + " chars)"
}

// exampleValues are the documented vendor examples that the policy lets through anywhere: the
// AWS documentation's key pair and jwt.io's sample token. Matched exactly, never by substring:
// "EXAMPLE" inside a real-looking key is no reason to let it pass.
func exampleValue(secret string) bool {
	switch secret {
	case "AKIAIOSFODNN7EXAMPLE",
		"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
		"AKIAI44QH8DHBEXAMPLE",
		"je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY":
		return true
	}
	// jwt.io's sample: its signature is the HS256 of its header and payload under the public
	// secret "your-256-bit-secret", so the signature alone identifies the sample.
	return strings.HasPrefix(secret, "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.") &&
		strings.HasSuffix(secret, ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
}

// capFirst starts a reason with a capital, whatever the sentence was built from.
func capFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
