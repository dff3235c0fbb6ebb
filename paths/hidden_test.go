package paths

import (
	"slices"
	"testing"
)

// The hidden variants of a pattern: each names, by bash's default rule, names with a leading
// dot that the pattern names where a dot is like any other character (shell's dotglob test
// checks the two ways of matching agree on names).
func TestHiddenVariants(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		want    []string
	}{
		{"*", []string{".*"}},
		{"*env", []string{".*env"}},
		{"?env", []string{".env"}},
		{"[.x]env", []string{".env"}},
		{"*.*", []string{".*.*", ".*"}},
		{"**", []string{".**", ".*"}},
		{"src/*", []string{"src/.*"}},
		{"*/x", []string{".*/x"}},
		{"*/*", []string{"*/.*", ".*/*", ".*/.*"}},
		{"!(a.txt)", []string{".*"}},
		{".e*", nil}, // names dotfiles already
		{"a*", nil},  // never a dotfile
		{"x/y", nil}, // no pattern
		{"[", nil},   // a [ bash takes as itself
		{`\*`, nil},  // an escaped star is a star
	} {
		got := HiddenVariants(tc.pattern)
		slices.Sort(got)
		slices.Sort(tc.want)
		if !slices.Equal(got, tc.want) {
			t.Errorf("HiddenVariants(%q) = %q, want %q", tc.pattern, got, tc.want)
		}
	}
}
