package spec

import (
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// templateHooks adds what a template directory does to the repository git init or git clone
// makes: git copies the template's hooks/ into the new git directory, where git runs them,
// and the git floor's shim runs .git/hooks/pre-commit before its own checks. The template is
// --template, else GIT_TEMPLATE_DIR, else init.templateDir given with -c (git's order). A
// template without a hooks directory copies no code and adds nothing; one only known when the
// command runs could hold any.
func (c *Call) templateHooks(gitDir Word) {
	w, ok := c.Value("template")
	if !ok {
		w, ok = c.assigned("GIT_TEMPLATE_DIR")
	}
	if !ok {
		for _, o := range gitUp(c).Opts {
			if k, v, _ := strings.Cut(o.Value.S, "="); o.Name == "c" && strings.EqualFold(k, "init.templateDir") {
				w, ok = Word{S: v, Dyn: o.Value.Dyn, Lead: o.Value.Lead}, true
			}
		}
	}
	if !ok || w.S == "" && !w.Dyn {
		return // no template, or --template= (none at all)
	}
	if !w.Dyn && c.In.FS != nil && !c.In.Remote {
		if !c.In.FS.Exists(paths.Join(absPath(w.S, c.Cwd, c.In.Home), "hooks")) {
			return
		}
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(joinWord(gitDir, "hooks")), Tree: true, Class: "template", By: byOf(c) + " --template", Text: w.S})
}
