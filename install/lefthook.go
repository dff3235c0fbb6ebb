package install

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// lefthookSnippet says exactly what to add to a lefthook config so that it calls hookguard for
// each of the missing hooks, in a form that loads on lefthook 1.x and 2.x alike (tested against
// both real tools: testscripts/gitfloor/lefthook*.txtar).
//
// Both versions refuse a config that names a hook twice ("mapping key already defined"), so a
// block for a hook the file already has cannot simply be appended. For a YAML config each hook
// gets one of two instructions, each an insertion after a line the file already has or an
// append, so that a person (or a script) can apply it without reading YAML:
//   - the hook is not in the file: a top-level block to append;
//   - the hook is there: the lines to insert after its `commands:` line, or, when it has none
//     (a hook of `jobs:` only, say), a `commands:` key to insert after the hook's own line. Both
//     versions run a hook's commands and its jobs together, so no jobs list is rewritten.
//
// Indentation follows the file's own. A TOML config takes appended tables (TOML allows a
// sub-table of a table defined earlier); a JSON one is told the members to merge.
func lefthookSnippet(file string, data []byte, missing []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "git: lefthook owns the hooks — add to %s (then `lefthook install`):", file)
	switch strings.ToLower(filepath.Ext(file)) {
	case ".toml":
		b.WriteString("\n# append at the end of the file:")
		for _, name := range missing {
			fmt.Fprintf(&b, "\n[%s.commands.hookguard]\nrun = \"sh %s/%s\"", name, guestDir, name)
			if name == "pre-push" {
				b.WriteString("\nuse_stdin = true")
			}
		}
		return b.String()
	case ".json", ".jsonc":
		b.WriteString("\n# merge these members into the top-level object (beside a hook's existing \"commands\", if it has them):")
		for _, name := range missing {
			stdin := ""
			if name == "pre-push" {
				stdin = `, "use_stdin": true`
			}
			fmt.Fprintf(&b, "\n\"%s\": {\"commands\": {\"hookguard\": {\"run\": \"sh %s/%s\"%s}}}", name, guestDir, name, stdin)
		}
		return b.String()
	}
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	unit := yamlUnit(lines)
	var appendix []string
	type insert struct {
		after int
		text  string
	}
	var inserts []insert
	for _, name := range missing {
		entry := func(indent string) []string {
			out := []string{indent + "hookguard:", indent + unit + "run: sh " + guestDir + "/" + name}
			if name == "pre-push" {
				out = append(out, indent+unit+"use_stdin: true")
			}
			return out
		}
		at := yamlTopKey(lines, name)
		if at < 0 {
			appendix = append(appendix, name+":", unit+"commands:")
			appendix = append(appendix, entry(unit+unit)...)
			continue
		}
		if rest := yamlAfterColon(lines[at]); rest != "" {
			fmt.Fprintf(&b, "\n# %s: is written inline on line %d (%s): rewrite it as a block, then add under it:\n%scommands:", name, at+1, rest, unit)
			b.WriteString("\n" + strings.Join(entry(unit+unit), "\n"))
			continue
		}
		child := yamlChildIndent(lines, at, "", unit)
		c := yamlChildKey(lines, at, child, "commands")
		if c >= 0 && yamlAfterColon(lines[c]) != "" {
			// An inline commands value ({} or a flow map) takes no lines under it, and a second
			// commands key would be refused.
			fmt.Fprintf(&b, "\n# %s:'s commands are written inline on line %d (%s): rewrite them as a block, then add under it:\n%s",
				name, c+1, yamlAfterColon(lines[c]), strings.Join(entry(child+unit), "\n"))
			continue
		}
		if c >= 0 {
			inserts = append(inserts, insert{c + 1, fmt.Sprintf("\n# insert after line %d (`%s` under %s:):\n%s",
				c+1, strings.TrimSpace(lines[c]), name, strings.Join(entry(yamlChildIndent(lines, c, child, unit)), "\n"))})
			continue
		}
		inserts = append(inserts, insert{at + 1, fmt.Sprintf("\n# insert after line %d (`%s`):\n%scommands:\n%s",
			at+1, strings.TrimSpace(lines[at]), child, strings.Join(entry(child+unit), "\n"))})
	}
	// Bottom up, so that each line number still holds when the insertions above it are made.
	sort.Slice(inserts, func(i, j int) bool { return inserts[i].after > inserts[j].after })
	for _, in := range inserts {
		b.WriteString(in.text)
	}
	if len(appendix) > 0 {
		b.WriteString("\n# append at the end of the file:\n" + strings.Join(appendix, "\n"))
	}
	return b.String()
}

// yamlContent reports a line that holds YAML content: not blank, not a comment.
func yamlContent(l string) bool {
	t := strings.TrimSpace(l)
	return t != "" && !strings.HasPrefix(t, "#")
}

func indentOf(l string) string { return l[:len(l)-len(strings.TrimLeft(l, " "))] }

// yamlKeyIs reports whether line l, after its indentation, is the mapping key name (bare or
// quoted) followed by a colon.
func yamlKeyIs(l, name string) bool {
	t := strings.TrimLeft(l, " ")
	for _, k := range []string{name, `"` + name + `"`, `'` + name + `'`} {
		if rest, ok := strings.CutPrefix(t, k); ok {
			rest = strings.TrimLeft(rest, " ")
			if strings.HasPrefix(rest, ":") {
				return true
			}
		}
	}
	return false
}

// yamlAfterColon is what follows a key's colon on its line, comments dropped: "" for a key
// whose value is the block below it.
func yamlAfterColon(l string) string {
	_, rest, _ := strings.Cut(l, ":")
	rest = strings.TrimSpace(rest)
	if strings.HasPrefix(rest, "#") {
		return ""
	}
	return rest
}

// yamlTopKey is the line of the top-level key name, or -1.
func yamlTopKey(lines []string, name string) int {
	for i, l := range lines {
		if yamlContent(l) && indentOf(l) == "" && yamlKeyIs(l, name) {
			return i
		}
	}
	return -1
}

// yamlChildIndent is the indentation of the block under line at (whose own is parent): the
// first content line below it, when deeper; else one unit more.
func yamlChildIndent(lines []string, at int, parent, unit string) string {
	for _, l := range lines[at+1:] {
		if !yamlContent(l) {
			continue
		}
		if in := indentOf(l); len(in) > len(parent) {
			return in
		}
		break
	}
	return parent + unit
}

// yamlChildKey is the line of key name directly under line at (at indentation child), or -1.
func yamlChildKey(lines []string, at int, child, name string) int {
	for i := at + 1; i < len(lines); i++ {
		l := lines[i]
		if !yamlContent(l) {
			continue
		}
		in := indentOf(l)
		if len(in) < len(child) {
			return -1
		}
		if in == child && yamlKeyIs(l, name) {
			return i
		}
	}
	return -1
}

// yamlUnit is the file's indentation step: the first indentation of a line under a top-level
// key, or two spaces.
func yamlUnit(lines []string) string {
	for i, l := range lines {
		if yamlContent(l) && indentOf(l) == "" && i+1 < len(lines) {
			for _, m := range lines[i+1:] {
				if !yamlContent(m) {
					continue
				}
				if in := indentOf(m); in != "" {
					return in
				}
				break
			}
		}
	}
	return "  "
}
