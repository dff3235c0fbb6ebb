package spec

import "strings"

// kubeFieldsOnly reports a kubectl output format that prints only fields that carry no
// secret data: a jsonpath (or custom-columns) whose every expression selects a name, the
// namespace, labels, the type and the like (-o jsonpath='{.metadata.name}', '{range
// .items[*]}{.metadata.name}{"\n"}{end}'). The annotations are not among them: the last
// applied configuration kept there holds the whole object, data included.
func kubeFieldsOnly(format string) bool {
	kind, spec, ok := strings.Cut(format, "=")
	if !ok {
		return false
	}
	switch kind {
	case "jsonpath", "jsonpath-as-json":
		return jsonpathFieldsOnly(strings.Trim(spec, `'"`))
	case "custom-columns":
		for _, col := range strings.Split(spec, ",") {
			_, path, ok := strings.Cut(col, ":")
			if !ok || !kubeSafeField(path, false) {
				return false
			}
		}
		return spec != ""
	}
	return false
}

func jsonpathFieldsOnly(t string) bool {
	exprs := 0
	for t != "" {
		open := strings.IndexByte(t, '{')
		if open < 0 {
			return !strings.ContainsRune(t, '}')
		}
		end := strings.IndexByte(t[open:], '}')
		if end < 0 {
			return false
		}
		body := strings.TrimSpace(t[open+1 : open+end])
		t = t[open+end+1:]
		switch {
		case body == "end":
		case len(body) >= 2 && (body[0] == '"' || body[0] == '\'') && body[len(body)-1] == body[0] && !strings.ContainsAny(body[1:len(body)-1], "{}"):
		case strings.HasPrefix(body, "range "):
			if !kubeSafeField(strings.TrimSpace(body[len("range "):]), true) {
				return false
			}
		default:
			if !kubeSafeField(body, false) {
				return false
			}
			exprs++
		}
	}
	return exprs > 0
}

// kubeSafeField reports a field path that selects no secret data, below .items[*] or one
// item where a list is read; inRange allows the list itself, which a range walks.
func kubeSafeField(p string, inRange bool) bool {
	for _, items := range [...]string{".items[*]", ".items[0]"} {
		if rest, ok := strings.CutPrefix(p, items); ok {
			if rest == "" {
				return inRange
			}
			p = rest
		}
	}
	switch p {
	case ".metadata.name", ".metadata.namespace", ".metadata.uid", ".metadata.creationTimestamp", ".metadata.resourceVersion",
		".metadata.generation", ".metadata.labels", ".type", ".kind", ".apiVersion", ".immutable":
		return true
	}
	rest, ok := strings.CutPrefix(p, ".metadata.labels.")
	return ok && rest != "" && !strings.ContainsAny(rest, "[]*@.?()")
}
