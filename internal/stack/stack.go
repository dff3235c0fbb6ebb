// Package stack grows a goroutine's stack ahead of need.
//
// A goroutine starts with 2 KiB of stack and doubles it as it runs out, copying the stack and
// re-walking every frame at each step. hookguard's shell parser, config decoder and guards
// recurse past 32 KiB on ordinary input, so a hook call paid for up to five copies, each onto
// memory the process had not touched yet (and the small stacks' free lists are written into
// fresh pages too): on a VM a page fault costs ~20 µs, more than the copying. Growing to
// 64 KiB once, while the goroutine is shallow, pays for one copy of a few frames and touches
// only the pages that are then used. (Growing further, for the rare regexp compilation that
// recurses hundreds deep, measured worse: every call pays for the bigger stack's bookkeeping.)
package stack

// The main goroutine runs every package's init, and some recurse deep (regexp compilations,
// expr's reflection over its builtins): grown here, before them. This package imports nothing,
// so Go initialises it before any package that does (the first ready package by import path
// goes first).
func init() { Grow() }

// Grow grows the calling goroutine's stack to 64 KiB. Call it near the top of a goroutine that
// will go deep.
func Grow() { frame(0) }

// frame has a 40 KiB frame, so calling it grows the stack to fit; it writes its array only
// when n > 0, because a zeroed array would touch ten pages for nothing where growth alone
// only reserves them.
//
//go:noinline
func frame(n int) byte {
	if n <= 0 {
		return 0
	}
	var pad [40 << 10]byte
	pad[n%len(pad)] = 1
	return pad[(n+1)%len(pad)]
}
