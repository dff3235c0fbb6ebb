package shell

import (
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
//     dotfiles it names with it (paths.HiddenVariants): `cat *` is judged as `cat * .*`, so
//     each guard's own matching, which keeps bash's default, sees them. A write to a variable
//     whose name is only known when it runs may set GLOBIGNORE, and turns it on.

// globMatch is GlobMatch, or under dotglob any name but . and .. that the pattern matches.
func globMatch(pattern, name string, dots bool) bool {
	if !dots {
		return GlobMatch(pattern, name)
	}
	return name != "." && name != ".." && paths.ShellMatch(pattern, name)
}

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
		vs := paths.HiddenVariants(f.pattern())
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
