package paths

import (
	"slices"
	"strings"
)

// maxHiddenParts bounds the components of one pattern varied together (2^n-1 variants); past it,
// each is varied alone, and all together.
const maxHiddenParts = 3

// HiddenVariants are the patterns that name, by bash's default rule, the dotfiles pattern names
// under dotglob: each component's variants (componentHidden) in its place, the others as they
// are. "" where it names none (no component with a pattern character that may take a dot).
func HiddenVariants(pattern string) []string {
	parts := strings.Split(pattern, "/")
	type varied struct {
		at   int
		alts []string
	}
	var vs []varied
	for i, p := range parts {
		if alts := componentHidden(p); len(alts) > 0 {
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
	if len(vs) > maxHiddenParts {
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

// componentHidden are the patterns that name, by bash's default rule, the dotfiles one
// component names under dotglob: where its first character is the pattern's (`?`, a class)
// the dot is that character (`?env` -> `.env`); a `*` may take the dot and more (`.*`+rest) or
// nothing (the rest, varied again: `*.*` -> `.*`); an extglob group may name any (`.*`). A
// component that starts with a dot, or with another literal character, names the same
// dotfiles either way.
func componentHidden(c string) []string {
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
			out = append(out, componentHidden(rest)...)
		}
		return out
	}
	return nil
}

// classEnd is the index just past a bracket expression at the start of s, or 0 where there is
// none (a `[` bash takes as itself): where ShellMatch's bracket reading ends it.
func classEnd(s string) int {
	var b strings.Builder
	if j := bracket(&b, s, 0); j < len(s) {
		return j + 1
	}
	return 0
}
