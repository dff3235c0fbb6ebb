package secrets

import "strings"

// firebaseWebKey reports a Google API key that is a Firebase web app's apiKey: an identifier
// every client bundle ships, which Google documents as safe to publish (as Stripe's pk_
// keys). It is one only where the text says so: assigned to apiKey in a config that names
// the app's authDomain on firebaseapp.com (or its web appId) within a few lines, or to a
// FIREBASE_API_KEY variable that a front-end build publishes by its prefix (VITE_,
// NEXT_PUBLIC_, REACT_APP_, EXPO_PUBLIC_, NUXT_PUBLIC_). The same key anywhere else is judged
// as any Google API key.
func firebaseWebKey(secret, line, text string, at int) bool {
	if !strings.HasPrefix(secret, "AIza") {
		return false
	}
	if i := strings.Index(line, secret); i > 0 {
		line = line[:i]
	}
	upper := strings.ToUpper(line)
	if strings.Contains(upper, "FIREBASE_API_KEY") {
		for _, p := range [...]string{"VITE_", "NEXT_PUBLIC_", "REACT_APP_", "EXPO_PUBLIC_", "NUXT_PUBLIC_"} {
			if strings.Contains(upper, p+"FIREBASE_API_KEY") {
				return true
			}
		}
	}
	if !strings.Contains(line, "apiKey") {
		return false
	}
	lo, hi := max(0, at-400), min(len(text), at+600)
	near := text[lo:hi]
	return strings.Contains(near, "authDomain") && strings.Contains(near, ".firebaseapp.com") ||
		strings.Contains(near, "appId") && strings.Contains(near, ":web:")
}
