package spec

import "strings"

// urlLogins adds, for each word of the command that is a URL with variables in its user part
// (https://x:$TOKEN@host/...), an Expose "login": whatever program takes the URL (git, pip,
// npm, curl, a script) presents those values to that host as a credential, now or, where it
// stores the URL (git remote add), at every later fetch and push. The host is the URL's as
// written; a host only known when the line runs, or a URL whose text is all in a variable
// past its user part, is unknown. Only words that hold a variable are looked at.
func (c *Call) urlLogins() {
	for _, w := range c.In.Args {
		if len(w.From) == 0 {
			continue
		}
		user, host, ok := urlUserPart(w.S)
		if !ok {
			// The URL is in a variable whose known start ends inside the authority
			// (R=https://x:$TOKEN@h; git clone "$R"): any variable in it may be its user part.
			if !strings.Contains(w.S, "://") && authorityOpen(w.Lead) {
				for _, name := range w.From {
					c.Add(Effect{Kind: Expose, Class: "login", Text: name, By: byOf(c), Path: Path{Arg: w.S, Dyn: true}})
				}
			}
			continue
		}
		for _, name := range w.From {
			if inUserPart(name, user, w.S) {
				e := Effect{Kind: Expose, Class: "login", Text: name, By: byOf(c), Path: Path{Arg: w.S, Dyn: w.Dyn}}
				if host != "" {
					e.Text, e.Known = name+" "+host, true
				}
				c.Add(e)
			}
		}
	}
}

// LoginPassword reports whether the variable name went into the password of a URL's user
// part (https://user:$NAME@host): written after its ':', or come in through another variable
// and the password holds an expansion. Whatever its name, that value is a password.
func LoginPassword(url, name string) bool {
	user, _, ok := urlUserPart(url)
	if !ok {
		return false
	}
	_, pass, ok := strings.Cut(user, ":")
	if !ok {
		return false
	}
	return mentions(pass, name) || !mentions(url, name) && strings.ContainsAny(pass, "$`")
}

// LoginHostVar names the variable a URL's host is, where the host is one expansion alone
// (https://x:$DB_PASSWORD@$DB_HOST:5432/app, ${DB_HOST}): "" for a host written out, or
// made of text and variables together.
func LoginHostVar(url string) string {
	i := strings.Index(url, "://")
	if i < 0 {
		return ""
	}
	auth := authority(url[i+3:])
	at := strings.LastIndexByte(auth, '@')
	if at < 0 {
		return ""
	}
	h := auth[at+1:]
	if j := strings.LastIndexByte(h, ':'); j >= 0 && !strings.ContainsAny(h[j:], "$}") {
		h = h[:j] // a port
	}
	h, ok := strings.CutPrefix(h, "$")
	if !ok {
		return ""
	}
	if inner, ok := strings.CutPrefix(h, "{"); ok {
		h, ok = strings.CutSuffix(inner, "}")
		if !ok {
			return ""
		}
	}
	if h == "" || '0' <= h[0] && h[0] <= '9' {
		return ""
	}
	for k := 0; k < len(h); k++ {
		if !nameByte(h[k]) {
			return ""
		}
	}
	return h
}

// urlUserPart splits a URL's authority: the user part before its last '@' and the host after
// it, lower case, without a port. The authority ends at '/', '?' or '#' outside an expansion
// (${X:-a/b}). host is "" where it is only known when the line runs, or is not a plain host
// name (a '\', which browsers read as '/' and others do not, or a second '@' in the user
// part, which parsers split differently): a name that programs could read as two hosts is
// none. ok is false without "://" or without a user part.
func urlUserPart(s string) (user, host string, ok bool) {
	i := strings.Index(s, "://")
	if i < 0 {
		return "", "", false
	}
	auth := authority(s[i+3:])
	at := strings.LastIndexByte(auth, '@')
	if at < 0 {
		return "", "", false
	}
	user = auth[:at]
	if strings.ContainsAny(user, "@\\") {
		return user, "", true
	}
	return user, hostName(auth[at+1:]), true
}

// authority is the start of s up to its first '/', '?' or '#' outside an expansion.
func authority(s string) string {
	depth := 0
	for k := 0; k < len(s); k++ {
		switch ch := s[k]; {
		case ch == '$' && k+1 < len(s) && (s[k+1] == '{' || s[k+1] == '('):
			depth++
			k++
		case (ch == '}' || ch == ')') && depth > 0:
			depth--
		case depth == 0 && (ch == '/' || ch == '?' || ch == '#'):
			return s[:k]
		}
	}
	return s
}

// hostName is host[:port] in lower case without the port, "" where it is not a plain name.
func hostName(h string) string {
	if !plainHost(h) {
		return ""
	}
	if strings.HasPrefix(h, "[") {
		if j := strings.IndexByte(h, ']'); j > 0 {
			h = h[:j+1]
		}
	} else if j := strings.IndexByte(h, ':'); j >= 0 {
		h = h[:j]
	}
	return strings.TrimSuffix(strings.ToLower(h), ".")
}

// loginHost is the host a URL (with or without its scheme, as curl takes it) names, lower
// case and without a port, "" where it is not a plain name.
func loginHost(u Word) string {
	s := u.S
	if i := strings.Index(s, "://"); i >= 0 {
		s = s[i+3:]
	}
	auth := authority(s)
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		if strings.ContainsAny(auth[:at], "@\\") {
			return ""
		}
		auth = auth[at+1:]
	}
	return hostName(auth)
}

// credentialsTo adds an Expose "login" for each variable in words a program gives every URL
// as its credential (curl -u, an Authorization header), to each URL's host.
func credentialsTo(c *Call, words, urls []Word) {
	for _, w := range words {
		for _, name := range w.From {
			for _, u := range urls {
				e := Effect{Kind: Expose, Class: "login", Text: name, By: byOf(c)}
				if host := loginHost(u); host != "" {
					e.Text, e.Known = name+" "+host, true
				}
				c.Add(e)
			}
		}
	}
}

// authorityOpen reports a URL's known start that ends before its authority does
// ("https://x:"): what follows may be a user part.
func authorityOpen(lead string) bool {
	i := strings.Index(lead, "://")
	return i >= 0 && !strings.ContainsAny(lead[i+3:], "/?#\\")
}

// inUserPart reports whether the variable name went into the user part: it is written there
// ($NAME, ${NAME}, ${NAME:-...}), or it is written nowhere in the word, so came in through
// another variable, and the user part holds an expansion.
func inUserPart(name, user, word string) bool {
	if mentions(user, name) {
		return true
	}
	return !mentions(word, name) && strings.ContainsAny(user, "$`")
}

// loginOnly reports a variable that went into the URL word w through its user part alone:
// written there and nowhere else, or come in through another variable and only the user part
// holds an expansion.
func loginOnly(name string, w Word) bool {
	user, _, ok := urlUserPart(w.S)
	if !ok {
		return false
	}
	i := strings.Index(w.S, "://") + 3
	rest := w.S[i+len(user):] // "@host/path?query"
	return !mentions(rest, name) && (mentions(user, name) || !mentions(w.S, name) && strings.ContainsAny(user, "$`") && !strings.ContainsAny(rest, "$`"))
}

// mentions reports $NAME or ${NAME in s, NAME not followed by more of a name.
func mentions(s, name string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			continue
		}
		rest := s[i+1:]
		if strings.HasPrefix(rest, "{") {
			rest = rest[1:]
		}
		if !strings.HasPrefix(rest, name) {
			continue
		}
		if after := rest[len(name):]; after == "" || !nameByte(after[0]) {
			return true
		}
	}
	return false
}

// plainHost reports a host[:port] of letters, digits, '.', '-', or a bracketed IPv6 address.
func plainHost(h string) bool {
	if h == "" {
		return false
	}
	for i := 0; i < len(h); i++ {
		if b := h[i]; !nameByte(b) && b != '.' && b != '-' && b != ':' && b != '[' && b != ']' {
			return false
		}
	}
	return true
}

func nameByte(b byte) bool {
	return b == '_' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}
