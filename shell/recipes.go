package shell

import (
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// Bounds on following a project's recipes.
const (
	maxRecipes   = 16 // targets and their prerequisites walked for one command
	maxRecipeHop = 4  // prerequisite depth
)

// recipe walks what a recipe runner runs: a make target and its prerequisites, a just recipe
// and its dependencies, a package.json script with its pre and post scripts. Where the recipe
// cannot be read, the runner is listed as what it is.
func (w *walker) recipe(p, q *pending, c *Command, call *spec.Call) (string, bool) {
	w.emitLauncher(c, q)
	r := call.Spec.Launch()
	dir := q.cwd
	if r.Opt == "devbox" {
		w.devboxRun(p, q, call)
		return "", false
	}
	if d, ok := call.Value("C"); ok && r.Opt == "make" {
		dir = ""
		if !d.Dyn {
			dir = w.absFrom(d.S, q.cwd)
		}
	}
	if dir == "" || q.remote {
		return "", false
	}
	switch r.Opt {
	case "make", "just":
		w.makeRecipes(q, call, dir, r.Opt == "just")
	case "npm":
		w.npmScripts(p, q, call, dir)
	}
	return "", false
}

// recipeFile finds the first of names in dir, or, for just, in a parent up to the root.
func (w *walker) recipeFile(dir string, names []string, up bool) (string, string, bool) {
	for d := dir; ; d = paths.Dir(d) {
		for _, n := range names {
			if body, ok := w.readCode(paths.Join(d, n), "recipes", maxRecipeFile); ok {
				return paths.Join(d, n), body, true
			}
		}
		if !up || d == "/" || w.ctx.Root != "" && d == w.ctx.Root {
			return "", "", false
		}
	}
}

func (w *walker) makeRecipes(q *pending, call *spec.Call, dir string, just bool) {
	names := []string{"GNUmakefile", "makefile", "Makefile"}
	opt := "f"
	if just {
		names = []string{"justfile", "Justfile", ".justfile", "JUSTFILE"}
	}
	var file, body string
	var ok bool
	if f, given := call.Value(opt); given {
		file = w.absFrom(f.S, dir)
		body, ok = w.readCode(file, "recipes", maxRecipeFile)
		if !f.Dyn && stdinFile(f.S) {
			// make -f - (or /dev/stdin) reads its rules from its input: a here-string or
			// here-document the line gives is the makefile.
			file, body, ok = paths.Join(dir, "Makefile"), q.stdin.s, q.stdin.known
		}
	} else {
		file, body, ok = w.recipeFile(dir, names, just)
	}
	if e, given := call.Value("eval"); given && !just && !e.Dyn {
		// make --eval=TEXT reads TEXT as makefile rules before the makefiles.
		if !ok {
			file, body = paths.Join(dir, "Makefile"), ""
		}
		body, ok = e.S+"\n"+body, true
	}
	var rules recipes
	if ok {
		rules = parseRecipes(body, just)
	} else if just {
		return
	}
	var targets []string
	for _, o := range call.Operands() {
		if o.Dyn || spec.IsAssign(o.S) {
			continue
		}
		targets = append(targets, o.S)
		if just {
			break // the rest are the recipe's arguments
		}
	}
	if len(targets) == 0 && rules.first != "" {
		targets = []string{rules.first}
	}
	kind := "make"
	if just {
		kind = "just"
	}
	if !ok {
		file = paths.Join(dir, "Makefile") // none: make's built-in rules alone
	}
	seen := map[string]bool{}
	builtins := !just && !call.HasAny("r", "n", "q")
	w.walkRecipes(q, rules, targets, kind, paths.Dir(file), builtins, seen, 0)
}

// walkRecipes walks the targets' recipes, their prerequisites first; builtins: a target no
// rule names is built by make's built-in rules (not turned off by -r).
func (w *walker) walkRecipes(q *pending, rules recipes, targets []string, kind, dir string, builtins bool, seen map[string]bool, depth int) {
	for _, t := range targets {
		if seen[t] || len(seen) >= maxRecipes || depth > maxRecipeHop {
			continue
		}
		seen[t] = true
		r, ok := rules.byName[t]
		if !ok {
			if kind == "make" && builtins {
				w.builtinRule(q, t, dir)
			}
			continue
		}
		w.walkRecipes(q, rules, r.deps, kind, dir, builtins, seen, depth+1)
		x := *q
		x.cwd = dir
		via := kind + " " + t
		// Each line of a make recipe runs in a shell of its own.
		for _, line := range r.lines {
			w.clone().nestedIn(&x, line, via)
		}
	}
}

// builtinRule walks what make's built-in rules run for a target no rule of the makefile
// names, where a C or C++ source beside it is there or written by the line: it is compiled and
// linked into the target (make foo: cc foo.c -o foo), a program a later ./foo runs.
func (w *walker) builtinRule(q *pending, t, dir string) {
	if t == "" || quoteWord(t, false) != t || strings.ContainsAny(t, "%=") || strings.HasPrefix(t, "-") {
		return
	}
	for _, ext := range [...]string{".c", ".cc", ".C", ".cpp"} {
		src := w.absFrom(t+ext, dir)
		if _, ok := w.env.files[src]; !ok && !w.env.disk.exists(src) {
			continue
		}
		cc := "cc"
		if ext != ".c" {
			cc = "c++"
		}
		x := *q
		x.cwd = dir
		w.clone().nestedIn(&x, cc+" "+t+ext+" -o "+t, "make "+t+" (built-in rule)")
		return
	}
}

type recipe struct {
	deps  []string
	lines []string
}

type recipes struct {
	first  string
	byName map[string]recipe
}

// parseRecipes reads make rules or just recipes: a header "name...: deps", then its lines,
// indented. Make's and just's own expansions are replaced by unknown values ($(shell X)
// becomes the command substitution it is).
func parseRecipes(body string, just bool) recipes {
	rs := recipes{byName: map[string]recipe{}}
	var cur []string
	var curRecipe *recipe
	flush := func() {
		for _, n := range cur {
			rs.byName[n] = *curRecipe
		}
		cur, curRecipe = nil, nil
	}
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimRight(lines[i], "\r")
		indented := strings.HasPrefix(line, "\t") || just && (strings.HasPrefix(line, "  "))
		if curRecipe != nil && indented {
			l := strings.TrimSpace(line)
			for strings.HasSuffix(l, `\`) && i+1 < len(lines) {
				i++
				l = strings.TrimSuffix(l, `\`) + " " + strings.TrimSpace(lines[i])
			}
			l = strings.TrimLeft(l, "@-+")
			if l != "" && !strings.HasPrefix(l, "#") {
				curRecipe.lines = append(curRecipe.lines, makeVars(l, just))
			}
			continue
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		if curRecipe != nil {
			flush()
		}
		head, deps, ok := strings.Cut(line, ":")
		if !ok || strings.HasPrefix(deps, "=") || strings.Contains(head, "=") || strings.HasPrefix(line, "\t") {
			continue
		}
		if just {
			deps = strings.TrimSpace(deps)
		}
		names := strings.Fields(head)
		if just && len(names) > 0 {
			names = names[:1] // the rest are parameters
			names[0] = strings.TrimLeft(names[0], "@")
		}
		curRecipe = &recipe{deps: strings.Fields(strings.SplitN(deps, ";", 2)[0])}
		for _, n := range names {
			if rs.first == "" && !strings.HasPrefix(n, ".") && !strings.Contains(n, "%") {
				rs.first = n
			}
			cur = append(cur, n)
		}
		if _, cmd, ok := strings.Cut(deps, ";"); ok && strings.TrimSpace(cmd) != "" {
			curRecipe.lines = append(curRecipe.lines, makeVars(strings.TrimSpace(cmd), just))
		}
	}
	if curRecipe != nil {
		flush()
	}
	return rs
}

// makeVars turns make's $(VAR), ${VAR}, $@ and $$ (or just's {{expr}}) into shell: an unknown
// value, the command $(shell CMD) runs, and a plain $.
func makeVars(line string, just bool) string {
	var b strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case just && c == '{' && strings.HasPrefix(line[i:], "{{"):
			end := strings.Index(line[i:], "}}")
			if end < 0 {
				b.WriteString(line[i:])
				return b.String()
			}
			b.WriteString("${_recipe_value}")
			i += end + 1
		case !just && c == '$' && i+1 < len(line):
			n := line[i+1]
			switch {
			case n == '$':
				b.WriteByte('$')
				i++
			case n == '(' || n == '{':
				end := matching(line, i+1)
				inner := line[i+2 : end]
				if rest, ok := strings.CutPrefix(inner, "shell "); ok {
					b.WriteString("$(" + rest + ")")
				} else if inner == "MAKE" {
					// make itself: a recursive make runs the targets it names, walked like
					// the first (make nuke2 whose recipe is $(MAKE) nuke).
					b.WriteString("make")
				} else {
					b.WriteString("${_recipe_value}")
				}
				i = end
			default:
				b.WriteString("${_recipe_value}")
				i++
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// matching returns the index of the bracket closing the one at open, or the last index.
func matching(s string, open int) int {
	want := byte(')')
	if s[open] == '{' {
		want = '}'
	}
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case s[open]:
			depth++
		case want:
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return len(s) - 1
}

// npmScripts walks a package.json script and its pre and post scripts (install and ci: the
// install lifecycle). A runner's unknown subcommand that names no script runs the package's
// binary of that name (pnpm prisma migrate reset).
func (w *walker) npmScripts(p, q *pending, call *spec.Call, dir string) {
	r := call.Spec.Launch()
	name := r.Script
	ops := call.P.Operands
	if name == "" && len(ops) == 0 && r.Bare != "" && !call.Has("ignore-scripts") {
		name = r.Bare
	}
	if name == "" {
		if len(ops) == 0 || call.Words[ops[0]].Dyn {
			return
		}
		name = call.Words[ops[0]].S
	}
	file, body, ok := w.recipeFile(dir, []string{"package.json"}, true)
	scripts := gjson.Get(body, "scripts")
	var run []string
	switch lc := lifecycle(name); {
	case lc != nil && (r.Script != "" || r.Bare != "" && len(ops) == 0):
		run = lc
	case ok && scripts.Get(gjson.Escape(name)).Exists():
		run = []string{"pre" + name, name, "post" + name}
	case r.Script == "" && len(call.Path) == 1:
		x := *q
		x.argv = p.argv[argvIndex(p, call, ops[0]):]
		w.dispatch(&x)
		return
	}
	for _, n := range run {
		if s := scripts.Get(gjson.Escape(n)); s.Exists() && s.Type == gjson.String {
			x := *q
			x.cwd = paths.Dir(file)
			w.clone().nestedIn(&x, s.String(), "npm run "+n)
		}
	}
}

// lifecycle gives the package.json scripts a package manager's own command runs, in order:
// the install lifecycle for install, ci, link and bare yarn (prepublish: npm 6 and yarn 1 ran
// it on install), rebuild's, and what pack and publish run before and after packing. A
// dependency's scripts are not in the project and run unseen, as ever. A switch, not a
// package-level map: nothing is built at start-up.
func lifecycle(name string) []string {
	switch name {
	case "install":
		return []string{"preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"}
	case "rebuild":
		return []string{"preinstall", "install", "postinstall", "prepare"}
	case "pack":
		return []string{"prepack", "prepare", "postpack"}
	case "publish":
		return []string{"prepublishOnly", "prepublish", "prepack", "prepare", "postpack", "publish", "postpublish"}
	}
	return nil
}

// devboxRun walks what devbox run runs: devbox.json's shell.init_hook first, then the
// script of shell.scripts its first operand names, or else that command (devbox run --
// CMD). devbox finds devbox.json in the directory -c names, or in the working directory or a
// parent; a script runs where devbox.json is.
func (w *walker) devboxRun(p, q *pending, call *spec.Call) {
	ops := call.P.Operands
	dir := q.cwd
	if v, ok := call.Value("c"); ok {
		dir = ""
		if !v.Dyn {
			dir = w.absFrom(v.S, q.cwd)
		}
	}
	var file, body string
	found := false
	switch {
	case dir == "" || q.remote:
	case strings.HasSuffix(dir, ".json"):
		file = dir
		body, found = w.readCode(file, "recipes", maxRecipeFile)
	default:
		file, body, found = w.recipeFile(dir, []string{"devbox.json"}, true)
	}
	x := *q
	if found {
		x.cwd = paths.Dir(file)
		for _, hook := range jsonScript(gjson.Get(body, "shell.init_hook")) {
			w.clone().nestedIn(&x, hook, "devbox init_hook")
		}
	}
	if len(ops) == 0 {
		return
	}
	if name := call.Words[ops[0]]; found && !name.Dyn {
		if s := gjson.Get(body, "shell.scripts."+gjson.Escape(name.S)); s.Exists() {
			w.clone().nestedIn(&x, strings.Join(jsonScript(s), "\n"), "devbox run "+name.S)
			return
		}
	}
	y := *q
	y.argv = p.argv[argvIndex(p, call, ops[0]):]
	w.dispatch(&y)
}

// jsonScript is a devbox.json script: one command line, or a list of them.
func jsonScript(v gjson.Result) []string {
	if v.Type == gjson.String {
		return []string{v.String()}
	}
	var out []string
	for _, e := range v.Array() {
		if e.Type == gjson.String {
			out = append(out, e.String())
		}
	}
	return out
}
