package shell

import (
	"path"
	"strings"
)

// memberLinks are the symlinks an archive holds, by member name: a later member below one
// is written through it where an extractor follows the link it has just made (Python's
// tarfile without a filter, bsdtar without -P's checks, cpio), so `hm -> /home/u` then
// `hm/.bashrc` lands in /home/u/.bashrc, and is listed there.
type memberLinks map[string]string

func (l *memberLinks) add(name, target string) {
	if target == "" {
		return
	}
	if *l == nil {
		*l = memberLinks{}
	}
	(*l)[path.Clean(strings.TrimPrefix(name, "./"))] = target
}

// through names where a member lands once the links made before it are followed.
func (l memberLinks) through(name string) string {
	if len(l) == 0 {
		return name
	}
	clean := path.Clean(strings.TrimPrefix(name, "./"))
	for i := len(clean) - 1; i > 0; i-- {
		if clean[i] != '/' {
			continue
		}
		target, ok := l[clean[:i]]
		if !ok {
			continue
		}
		rest := clean[i+1:]
		if strings.HasPrefix(target, "/") {
			return path.Join(target, rest)
		}
		joined := path.Join(path.Dir(clean[:i]), target, rest)
		if joined == ".." || strings.HasPrefix(joined, "../") {
			return joined
		}
		return l.through(joined)
	}
	return name
}
