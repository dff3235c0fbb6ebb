package spec

import (
	"regexp"
	"sync"
)

// lazyRe is a regular expression compiled the first time it is used. It is a value the
// compiler lays out, where sync.OnceValue(...) at package level is a call made at start-up: one
// such call stops the compiler laying out the variables declared after it (a call may change
// them, Go issue 51913), and the spec tables were then copied into place by code at every hook
// call's start, writing their pages (TestTablesLaidOut).
type lazyRe struct {
	src  string
	once sync.Once
	re   *regexp.Regexp
}

func (l *lazyRe) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.src) })
	return l.re
}
