package shell

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"
	"sync"
)

// readLog records every file the parse read to list what a line runs (a script, a Makefile,
// a package.json's scripts, a file interpreter code names), with a hash of the text it read,
// so that a grant can be bound to that text: a human who authorised `bash deploy.sh` saw what
// deploy.sh held then, not what the agent appends to it afterwards.
type readLog struct {
	mu   sync.Mutex
	seen map[string]string // path -> sha256 of the text read
}

func (l *readLog) wrap(read func(string) ([]byte, error)) func(string) ([]byte, error) {
	if read == nil {
		return nil
	}
	return func(p string) ([]byte, error) {
		b, err := read(p)
		if err == nil {
			l.note(p, b)
		}
		return b, err
	}
}

// wrapCode is wrap for the reader of code files anywhere (Context.ReadCode): a script outside
// the project binds a grant as one inside it does. A file read only in part is bound by the
// part read, and the rest, unread, is judged as unknown code anyway.
func (l *readLog) wrapCode(read func(string, int) ([]byte, bool, error)) func(string, int) ([]byte, bool, error) {
	if read == nil {
		return nil
	}
	return func(p string, max int) ([]byte, bool, error) {
		b, cut, err := read(p, max)
		if err == nil {
			l.note(p, b)
		}
		return b, cut, err
	}
}

func (l *readLog) note(p string, b []byte) {
	sum := sha256.Sum256(b)
	l.mu.Lock()
	if l.seen == nil {
		l.seen = map[string]string{}
	}
	l.seen[p] = hex.EncodeToString(sum[:])
	l.mu.Unlock()
}

// CodeRead works out every command's effects (so that every file the line would have the
// parse read has been read, whichever guards ran before) and returns the files read, sorted,
// each as "path sha256". Nil where the script was not made by Of, or read nothing.
func (s *Script) CodeRead() []string {
	if s == nil || s.read == nil {
		return nil
	}
	for _, c := range s.Commands {
		c.Effects()
	}
	s.read.mu.Lock()
	defer s.read.mu.Unlock()
	out := make([]string, 0, len(s.read.seen))
	for p, h := range s.read.seen {
		out = append(out, p+" "+h)
	}
	sort.Strings(out)
	return out
}
