package code

import (
	"net/url"
	"strings"
)

// The rule for a request whose URL names a delete, shared by the command specs (curl, wget,
// HTTPie) and by the code an interpreter runs (requests.post, fetch): many APIs delete
// through a POST to a path that says so, whatever the method.
//
//	deletes                                      does not
//	POST /projects/42/delete                     GET /projects/42/delete (a page that asks)
//	POST /v1/repos/x/destroy, .../remove         POST /docs/deleting-things
//	POST .../purge, .../bulk_delete              POST /search?q=delete
//	POST /v1/projects/p/instances/i:delete       POST /blog/how-to-delete-files
//	POST /api/chat.delete, /api/deleteProject    POST /api/removebg (one word, not the verb)
//	POST /posts/1/delete.json                    POST /v1/deletions (a noun)
//	any method: ?action=delete, ?Action=DeleteBucket, ?op=remove
//
// The last segment of the path is read, as RPC-style APIs name their operations: each of its
// parts between '.' and ':' (Slack's chat.delete, Google's :delete, a .json suffix), split into
// words at '-', '_' and camel humps, deletes when its first word is a verb of deletion, or the
// second after batch/bulk/mass/force/hard (batchDelete, bulk-remove). A GET, HEAD or OPTIONS
// is not judged by the path: it reads. A query parameter that names the operation (action, op,
// operation, cmd, command, do) is judged by the same words for any method, since such APIs
// take the operation there whatever the method (AWS's query API, form-based admin pages).

// deleteVerbs are the words that name a deletion. "drop" is left out: a path of that word is
// more often an upload's (a drop zone) than a deletion's.
var deleteVerbs = [...]string{"delete", "destroy", "remove", "purge", "erase", "wipe"}

// batchWords may come before the verb (batchDelete, bulk_remove, forceDelete).
var batchWords = [...]string{"batch", "bulk", "mass", "force", "hard"}

// actionKeys are query parameters that name the operation a request asks for.
var actionKeys = [...]string{"action", "op", "operation", "cmd", "command", "do"}

// DeletingURL reports whether a request by method (upper case; "" for GET, "?" for one only
// known when it runs) to the URL u deletes by what the URL names, and says how.
func DeletingURL(u, method string) (string, bool) {
	p, q, _ := strings.Cut(u, "?")
	q, _, _ = strings.Cut(q, "#")
	p, _, _ = strings.Cut(p, "#")
	for kv := range strings.SplitSeq(q, "&") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || !oneWord(unescape(k), actionKeys[:]) {
			continue
		}
		if namesDelete(unescape(v)) {
			return "?" + unescape(k) + "=" + unescape(v), true
		}
	}
	switch method {
	case "", "GET", "HEAD", "OPTIONS":
		return "", false
	}
	if _, rest, ok := strings.Cut(p, "://"); ok {
		i := strings.IndexByte(rest, '/')
		if i < 0 {
			return "", false // a host alone
		}
		p = rest[i:]
	}
	p = strings.TrimRight(p, "/")
	last := p[strings.LastIndexByte(p, '/')+1:]
	if last == "" || !strings.Contains(p, "/") {
		return "", false // a host alone (delete.example.com names no operation)
	}
	if namesDelete(unescape(last)) {
		return methodName(method) + " .../" + last, true
	}
	return "", false
}

func methodName(m string) string {
	if m == "?" {
		return "a request"
	}
	return m
}

// namesDelete reports a path segment or an operation's name whose part between '.' and ':'
// starts with a verb of deletion.
func namesDelete(s string) bool {
	for part := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == '.' || r == ':' }) {
		w := words(part)
		if len(w) > 0 && oneWord(w[0], deleteVerbs[:]) || len(w) > 1 && oneWord(w[0], batchWords[:]) && oneWord(w[1], deleteVerbs[:]) {
			return true
		}
	}
	return false
}

// words splits a name at '-', '_', spaces and camel humps (deleteProject: delete, Project).
func words(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		sep := i == len(s) || s[i] == '-' || s[i] == '_' || s[i] == ' ' || s[i] == '+'
		hump := !sep && i > start && s[i] >= 'A' && s[i] <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z'
		if sep || hump {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i
			if sep {
				start = i + 1
			}
		}
		if len(out) == 2 {
			break
		}
	}
	return out
}

func oneWord(w string, list []string) bool {
	for _, v := range list {
		if strings.EqualFold(w, v) {
			return true
		}
	}
	return false
}

func unescape(s string) string {
	if d, err := url.QueryUnescape(s); err == nil {
		return d
	}
	return s
}
