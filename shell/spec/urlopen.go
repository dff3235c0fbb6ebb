package spec

import "strings"

// urlOpeners hand a URL to a browser, which requests it at once: what the URL carries (a
// secret in its query, a path) reaches that host, as curl's request would. A word that is a
// file opens locally; only a word with a scheme (https://, ftp://), or an option's value
// that is one (--new-tab=https://...), is sent.
var urlOpeners = []Spec{
	{Name: "brave-browser", Like: "firefox"},
	{Name: "chromium", Like: "firefox"},
	{Name: "chromium-browser", Like: "firefox"},
	{Name: "elinks", Like: "firefox"},
	{Name: "firefox", Does: urlOpenDoes,
		Examples: "firefox --new-tab \"https://x.example/?k=$TOKEN\" => expose:var TOKEN\n" + "firefox --new-tab=https://x.example/a => send:http https://x.example/a\n" + "firefox --version => -\n"},
	{Name: "gio open", Does: urlOpenDoes, Examples: "gio open https://x.example => send:http https://x.example\n"},
	{Name: "google-chrome", Like: "firefox"},
	{Name: "google-chrome-stable", Like: "firefox"},
	{Name: "links", Like: "firefox"},
	{Name: "lynx", Like: "firefox"},
	{Name: "microsoft-edge", Like: "firefox"},
	{Name: "open", Does: urlOpenDoes,
		Examples: "open -a Safari \"https://x.example/?k=$TOKEN\" => expose:var TOKEN\n" + "open https://x.example => send:http https://x.example\n" + "open . => -\n" + "open -a Preview a.pdf => -\n"},
	{Name: "sensible-browser", Like: "xdg-open"},
	{Name: "w3m", Like: "firefox"},
	{Name: "wslview", Like: "xdg-open"},
	{Name: "www-browser", Like: "xdg-open"},
	{Name: "x-www-browser", Like: "xdg-open"},
	{Name: "xdg-open", Does: urlOpenDoes,
		Examples: "xdg-open \"https://x.example/?k=$TOKEN\" => expose:var TOKEN\n" + "xdg-open https://x.example/docs => send:http https://x.example/docs\n" + "xdg-open README.md => -\n"},
}

// urlOpenDoes sends every word, or option value, that is a URL with a scheme.
func urlOpenDoes(c *Call) {
	for _, w := range c.Words {
		s, lead := w.S, w.Lead
		if strings.HasPrefix(s, "-") {
			eq := strings.IndexByte(s, '=')
			if eq < 0 || w.Dyn && eq >= len(lead) {
				continue
			}
			s, lead = s[eq+1:], lead[min(eq+1, len(lead)):]
		}
		known := s
		if w.Dyn {
			known = lead
		}
		if !hasScheme(known) {
			continue
		}
		u := w
		u.S, u.Lead = s, lead
		sends(c, u, c.Name)
	}
}

// hasScheme reports text that starts with a URL scheme and "://" (RFC 3986: a letter, then
// letters, digits, "+", "-" or ".").
func hasScheme(s string) bool {
	i := strings.Index(s, "://")
	if i <= 0 {
		return false
	}
	for j, r := range s[:i] {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (j == 0 || !(r >= '0' && r <= '9' || r == '+' || r == '-' || r == '.')) {
			return false
		}
	}
	return true
}
