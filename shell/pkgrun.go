package shell

import (
	"slices"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// packageRunner reports the launchers whose first word is an npm package to fetch and run, not a
// program on PATH: what runs is the package's bin, which for the harnesses is not the
// package's name (`npx @google/gemini-cli -r latest` runs gemini).
func packageRunner(launcher string) bool {
	switch launcher {
	case "npx", "npm exec", "npm x", "pnpm dlx", "pnpx", "bunx", "bun x", "yarn dlx":
		return true
	}
	return false
}

// packageBin is the program a package runner runs for a package spec: its version or tag
// cut off (`codex@latest`, `@google/gemini-cli@0.9`), a package whose bin is not its name by
// that bin (spec.PackageBin: the harnesses, netlify-cli, aws-cdk), any other scoped package by
// its name (npx's own rule when the package has one bin). A spec that is a
// path, a URL or a git remote is left as written.
func packageBin(pkg string) string {
	if pkg == "" || strings.ContainsAny(pkg, ":\\") || strings.HasPrefix(pkg, ".") || strings.HasPrefix(pkg, "/") || strings.HasPrefix(pkg, "~") {
		return pkg
	}
	name := pkg
	at := strings.LastIndexByte(name, '@')
	if at > 0 {
		name = name[:at]
	}
	if strings.Count(name, "/") > 1 || (strings.Contains(name, "/") && !strings.HasPrefix(name, "@")) {
		return pkg // owner/repo: a GitHub package, whose bin cannot be told from its name
	}
	if bin, ok := spec.PackageBin(strings.ToLower(name)); ok {
		return bin
	}
	if i := strings.IndexByte(name, '/'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// runsPackage rewrites a package runner's first word to the bin it runs (and a multi-call
// binary's, see multiCall). npm reads the whole line's options itself and takes the first `--`
// away, wherever it stands: in `npm exec PKG -- -r latest` the program is given `-r latest`,
// options and all.
func runsPackage(launcher string, before, argv []field) []field {
	if launcher == "coreutils" {
		return multiCall(before, argv)
	}
	if launcher == "nix run" && len(argv) > 0 {
		// nix run PKG -- ARGS starts PKG's main program with ARGS (launches checked PKG
		// names one).
		out := append([]field{{s: spec.NixRunBin(argv[0].s), dyn: argv[0].dyn}}, argv[1:]...)
		if sep := indexSep(out[1:]); sep >= 0 {
			out = append(out[:sep+1], out[sep+2:]...)
		}
		return out
	}
	if !packageRunner(launcher) || len(argv) == 0 || argv[0].dyn {
		return argv
	}
	bin := packageBin(argv[0].s)
	sep := -1
	if strings.HasPrefix(launcher, "npm ") && !hasSep(before) {
		sep = indexSep(argv)
	}
	if bin == argv[0].s && sep < 0 {
		return argv
	}
	out := append([]field(nil), argv...)
	out[0].s = bin
	if sep > 0 {
		out = append(out[:sep], out[sep+1:]...)
	}
	return out
}

func indexSep(fs []field) int {
	for i, f := range fs {
		if !f.dyn && f.s == "--" {
			return i
		}
	}
	return -1
}

func hasSep(fs []field) bool { return indexSep(fs) >= 0 }

// know looks up the program p runs, named name: node or bun running an agent CLI's own script
// is that agent (runsAgentScript).
func (w *walker) know(p *pending, name string) spec.Known {
	k := spec.Know(name)
	if (k.Name == "node" || k.Name == "bun") && w.runsAgentScript(p) {
		return spec.Know(p.argv[0].s)
	}
	return k
}

// runsAgentScript rewrites node (or bun) running an agent CLI's own script
// (node .../node_modules/@anthropic-ai/claude-code/cli.js -p x, node "$(npm root -g)/
// @anthropic-ai/claude-code/cli.js") to that agent given the words after the script, so that
// its switches are judged as the agent's.
func (w *walker) runsAgentScript(p *pending) bool {
	// Most node commands run the project's own scripts: no word below a node_modules, no
	// second parse.
	if !slices.ContainsFunc(p.argv, func(f field) bool {
		return strings.Contains(f.s, "node_modules") || f.dyn && strings.Contains(f.s, "/")
	}) {
		return false
	}
	call := w.resolve(p)
	if len(call.P.Operands) == 0 {
		return false
	}
	at := argvIndex(p, call, call.P.Operands[0])
	if at <= 0 || at >= len(p.argv) {
		return false
	}
	// A script path computed when it runs ("$(npm root -g)/@anthropic-ai/claude-code/cli.js")
	// is the agent its known end names.
	script := spec.AgentScriptBin
	if p.argv[at].dyn {
		script = spec.AgentScriptBinDyn
	}
	bin, ok := script(p.argv[at].s)
	if !ok {
		return false
	}
	p.argv = append([]field{{s: bin}}, p.argv[at+1:]...)
	return true
}

// multiCall is the command GNU coreutils' single binary runs: the program its first word
// --coreutils-prog=PROG names, with the words after it; --coreutils-prog-shebang=PROG (a
// script's #! line) takes the next word, the script's name, as PROG's argv[0]. Without
// either it runs the program its first operand names (uutils: coreutils rm -rf x).
func multiCall(before, argv []field) []field {
	if len(before) != 2 {
		return argv
	}
	opt := before[1]
	if p, ok := strings.CutPrefix(opt.s, "--coreutils-prog="); ok {
		return append([]field{{s: p, dyn: opt.dyn, from: opt.from}}, argv...)
	}
	if p, ok := strings.CutPrefix(opt.s, "--coreutils-prog-shebang="); ok && len(argv) > 0 {
		return append([]field{{s: p, dyn: opt.dyn, from: opt.from}}, argv[1:]...)
	}
	return argv
}
