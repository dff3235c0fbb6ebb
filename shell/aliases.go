package shell

import "strings"

// Aliases used later on the line. `alias` walks its value as code kept to run later, but a
// value that is only the start of a command (`alias r=rm`, `alias g='git -c core.hooksPath=/dev/null'`)
// runs with the words it is used with: `shopt -s expand_aliases; alias r=rm` then `r
// .claude/settings.json` removes the settings. A command whose program is an alias the line
// defined is walked as the alias's words followed by its own. Bash expands them only on lines
// read after the definition and with expand_aliases (zsh always): the walk expands them on
// any later command, which costs nothing but a name lookup and judges what may run.

// maxAliasHops bounds an alias naming another (bash stops at one naming itself).
const maxAliasHops = 8

// noteAlias records NAME=VALUE where the value is plain words: one holding operators is the
// code `later` walks already.
func (w *walker) noteAlias(name string, f field) {
	if f.dyn || strings.ContainsAny(f.s, ";|&<>()`$\n") {
		return
	}
	if w.env.aliases == nil {
		w.env.aliases = map[string]string{}
	}
	w.env.aliases[name] = f.s
}

// unalias replaces an alias in p's program with its words, as bash does before it looks the
// name up.
func (w *walker) unalias(p *pending) {
	for hop := 0; hop < maxAliasHops && len(p.argv) > 0 && !p.argv[0].dyn; hop++ {
		v, ok := w.env.aliases[p.argv[0].s]
		if !ok {
			return
		}
		var words []field
		for _, s := range strings.Fields(v) {
			words = append(words, field{s: strings.Trim(s, `'"`)})
		}
		if len(words) == 0 {
			return
		}
		self := words[0].s == p.argv[0].s // alias rm='rm -i' runs the program rm
		p.argv = append(words, p.argv[1:]...)
		if self {
			return
		}
	}
}
