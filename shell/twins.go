package shell

import (
	"math/bits"
	"slices"

	"github.com/hookguard/hookguard/shell/spec"
)

// Identical commands are worked out once. A script runs the same command many times (a log
// function's $(date +%T) at every call, `exit 1` after every check): a command whose spec
// reading cannot differ from an earlier one's, because everything it is read from is the
// same, shares that one's effects instead of resolving and reading them again. Guards see
// the very same slice, so one that has judged it may also judge its twin by that.
//
// What effects are read from: the Input (name, words with what is known of them, prefixes,
// redirects, cwd, stdin, remote), the depth of code found in code, and the disk. The disk
// does not change during a hook call, but two of the spec's questions to it depend on where
// the command stands in the line: a file's text where an earlier command wrote it, and
// whether an earlier command writes a path. A command whose reading asked either is never
// shared; nor is one under find or fd, whose {} is the lister's start paths.

// Twin returns the command listed before c in its script whose effects c shares (the very
// same slice), or nil: c was read from exactly what that one was read from. A guard whose
// judgement of a command is its effects' alone, judging in order, may let c pass as that one
// did; one that also reads what came before (the files sourced earlier) may not.
func (c *Command) Twin() *Command {
	c.Effects()
	return c.eff.twin
}

// twin returns an earlier command of the same parse whose effects are worked out, shareable,
// and read from the same as c's, or nil.
func (c *Command) twin() *Command {
	e := c.env
	if e == nil || c.Outer != nil {
		return nil
	}
	h := c.inputHash()
	e.mu.Lock()
	t := e.slots()[h%uint64(len(e.slots()))]
	e.mu.Unlock()
	if t != nil && t.eff.hash == h && t.sameInput(c) {
		return t
	}
	return nil
}

// shareable records c, whose effects are worked out, for its later twins.
func (c *Command) shareable() {
	e := c.env
	if e == nil || c.Outer != nil || c.eff.positional.Load() {
		return
	}
	h := c.inputHash()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.twins == nil {
		if e.kept++; e.kept > len(e.few) {
			// A long line: a table of its own, the few moved in.
			e.twins = new([1024]*Command)
			for _, t := range e.few {
				if t != nil {
					e.twins[t.eff.hash%uint64(len(e.twins))] = t
				}
			}
		}
	}
	s := e.slots()
	s[h%uint64(len(s))] = c
}

// slots is the table twins are found in: a few slots kept in the parse's state, which is
// all a short line needs (a table made for every parse, a code snippet's among them, was
// memory first touched for nothing), then a table of its own. Called with mu held.
func (e *cmdEnv) slots() []*Command {
	if e.twins != nil {
		return e.twins[:]
	}
	return e.few[:]
}

// inputHash places c among the commands its twins may be: FNV-1a over the name and words,
// then the number and length of everything else. sameInput compares the rest; hashing every
// byte of a here-doc or of the exported environment for every command cost more than twins
// save. An agent that makes hashes collide only loses the sharing: the table is direct-mapped.
func (c *Command) inputHash() uint64 {
	if c.eff.hashed {
		return c.eff.hash
	}
	h := fnv(14695981039346656037, c.Name)
	for _, a := range c.Args {
		h = fnv(h, a)
	}
	h = (h ^ uint64(len(c.Args)) ^ uint64(len(c.Assigns))<<16 ^ uint64(len(c.Redirects))<<24 ^ uint64(len(c.Cwd))<<32 ^
		uint64(len(c.Stdin))<<40) * 1099511628211
	c.eff.hash, c.eff.hashed = h, true
	return h
}

// fnv continues an FNV-1a-like hash over s, and a separator after it ("a","bc" is not
// "ab","c"): eight bytes at a time, then byte by byte. Words are paths and options, and a
// byte at a time cost five instructions a byte of every word of every command. After each
// eight bytes' multiply the top byte, which every bit of them went into, is rotated to the
// bottom: the table is indexed by the low bits, which a multiply takes from the low bits
// alone.
func fnv(h uint64, s string) uint64 {
	for len(s) >= 8 {
		x := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		h = bits.RotateLeft64((h^x)*1099511628211, 8)
		s = s[8:]
	}
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return (h ^ 0xff) * 1099511628211
}

// sameInput reports whether c and o are read from the same: every field input() and
// effects() read, the origins of words and here-doc bodies among them.
func (c *Command) sameInput(o *Command) bool {
	return c.env == o.env && c.nlinks == o.nlinks && c.Name == o.Name && c.NameDynamic == o.NameDynamic && c.Cwd == o.Cwd &&
		c.Stdin == o.Stdin && c.StdinKnown == o.StdinKnown && c.piped == o.piped && c.Remote == o.Remote &&
		c.Outer == nil && o.Outer == nil &&
		slices.Equal(c.Args, o.Args) && slices.Equal(c.Dynamic, o.Dynamic) && slices.Equal(c.Lead, o.Lead) &&
		slices.Equal(c.Assigns, o.Assigns) && sameFrom(c.From, o.From, len(c.Args)) && slices.Equal(c.printers, o.printers) &&
		slices.EqualFunc(c.Redirects, o.Redirects, sameRedirect)
}

func sameRedirect(a, b spec.Redirect) bool {
	return a.Op == b.Op && a.Fd == b.Fd && a.Target == b.Target && a.Dynamic == b.Dynamic && a.Body == b.Body &&
		slices.Equal(a.From, b.From)
}

// sameFrom compares the words' origins; nil is no word with one.
func sameFrom(a, b [][]string, n int) bool {
	for i := 0; i < n; i++ {
		var x, y []string
		if a != nil {
			x = a[i]
		}
		if b != nil {
			y = b[i]
		}
		if !slices.Equal(x, y) {
			return false
		}
	}
	return true
}
