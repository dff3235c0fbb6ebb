package shell

import (
	"slices"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// Patterns under dotglob. Bash's `*`, `?` and `[...]` never match a name's leading dot, so
// `cat *` never names .env, and every guard that judges a pattern against the disk matches it
// so. `shopt -s dotglob` lifts that rule (so do `bash -O dotglob`, BASHOPTS naming it in a
// shell's environment, and setting GLOBIGNORE to some text, by any means: an assignment,
// declare, local, read, printf -v; unset GLOBIGNORE and shopt -u dotglob turn it off). The walk
// follows that option as it does set -a (walker.dotglob, joined over branches, part of the
// state a function's replay compares), and where it is on:
//   - a for loop's patterns are expanded against the disk with it (for f in *: .env is an
//     item), as a program's script pattern is;
//   - every other pattern word is followed by the patterns that name, without dotglob, the
//     dotfiles it names with it (dotVariants): `cat *` is judged as `cat * .*`, so each guard's
//     own matching, which keeps bash's default, sees them. A write to a variable whose name is
//     only known when it runs may set GLOBIGNORE, and turns it on.

// globMatch is GlobMatch, or under dotglob any name but . and .. that the pattern matches.
func globMatch(pattern, name string, dots bool) bool {
	if !dots {
		return GlobMatch(pattern, name)
	}
	return name != "." && name != ".." && paths.ShellMatch(pattern, name)
}

// maxDotParts bounds the components of one pattern varied together (2^n-1 variants); past it,
// each is varied alone, and all together.
const maxDotParts = 3

// dotGlobWords follows each pattern word of fields (past the first skip) with its dot variants.
func dotGlobWords(fields []field, skip int) []field {
	var out []field
	for i, f := range fields {
		if i < skip || f.dyn || !f.glob {
			if out != nil {
				out = append(out, f)
			}
			continue
		}
		pattern := f.s
		if f.pat != "" {
			pattern = f.pat
		}
		vs := dotVariants(pattern)
		if len(vs) == 0 {
			if out != nil {
				out = append(out, f)
			}
			continue
		}
		if out == nil {
			out = append(make([]field, 0, len(fields)+len(vs)), fields[:i]...)
		}
		out = append(out, f)
		for _, v := range vs {
			out = append(out, field{s: v, from: f.from, glob: true})
		}
	}
	if out == nil {
		return fields
	}
	return out
}

// dotVariants are the patterns that name, by bash's default rule, the dotfiles pattern names
// under dotglob: each component's variants (componentDots) in its place, the others as they
// are. "" where it names none (no component with a pattern character that may take a dot).
func dotVariants(pattern string) []string {
	parts := strings.Split(pattern, "/")
	type varied struct {
		at   int
		alts []string
	}
	var vs []varied
	for i, p := range parts {
		if alts := componentDots(p); len(alts) > 0 {
			vs = append(vs, varied{i, alts})
		}
	}
	if len(vs) == 0 {
		return nil
	}
	var out []string
	try := func(pick []int) { // pick[j] < 0: component vs[j] as written
		q := append([]string(nil), parts...)
		for j, k := range pick {
			if k >= 0 {
				q[vs[j].at] = vs[j].alts[k]
			}
		}
		if s := strings.Join(q, "/"); s != pattern && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	pick := make([]int, len(vs))
	if len(vs) > maxDotParts {
		for j := range vs { // each alone
			for k := range vs[j].alts {
				for i := range pick {
					pick[i] = -1
				}
				pick[j] = k
				try(pick)
			}
		}
		for i := range pick { // all together, first variants
			pick[i] = 0
		}
		try(pick)
		return out
	}
	var rec func(j int)
	rec = func(j int) {
		if j == len(vs) {
			try(pick)
			return
		}
		for k := -1; k < len(vs[j].alts); k++ {
			pick[j] = k
			rec(j + 1)
		}
	}
	rec(0)
	return out
}

// componentDots are the patterns that name, by bash's default rule, the dotfiles one
// component names under dotglob: where its first character is the pattern's (`?`, a class)
// the dot is that character (`?env` -> `.env`); a `*` may take the dot and more (`.*`+rest) or
// nothing (the rest, varied again: `*.*` -> `.*`); an extglob group may name any (`.*`). A
// component that starts with a dot, or with another literal character, names the same
// dotfiles either way.
func componentDots(c string) []string {
	if c == "" {
		return nil
	}
	switch c[0] {
	case '?', '+', '@', '!':
		if len(c) > 1 && c[1] == '(' {
			return []string{".*"} // ?(...), +(...), @(...), !(...): extglob
		}
		if c[0] == '?' {
			return []string{"." + c[1:]}
		}
		return nil
	case '[':
		if end := classEnd(c); end > 0 {
			return []string{"." + c[end:]}
		}
		return nil
	case '*':
		if len(c) > 1 && c[1] == '(' {
			return []string{".*"}
		}
		out := []string{"." + c}
		rest := c[1:]
		switch {
		case strings.HasPrefix(rest, "."):
			out = append(out, rest)
		default:
			out = append(out, componentDots(rest)...)
		}
		return out
	}
	return nil
}

// classEnd is the index just past a bracket expression at the start of s, or 0 where there is
// none (a `[` bash takes as itself).
func classEnd(s string) int {
	i := 1
	if i < len(s) && (s[i] == '!' || s[i] == '^') {
		i++
	}
	if i < len(s) && s[i] == ']' {
		i++ // a ] first is one of the class's characters
	}
	for ; i < len(s); i++ {
		switch s[i] {
		case '[':
			if j := strings.Index(s[i:], ":]"); i+1 < len(s) && s[i+1] == ':' && j > 0 {
				i += j + 1 // [:alpha:]
			}
		case ']':
			return i + 1
		}
	}
	return 0
}
