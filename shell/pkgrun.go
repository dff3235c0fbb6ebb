package shell

import "strings"

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

// harnessBin names the bin of the packages whose bin is not the last part of their name:
// the coding-agent harnesses and the other agent CLIs, which a guard must know under every
// spelling.
func harnessBin(pkg string) (string, bool) {
	switch pkg {
	case "@anthropic-ai/claude-code":
		return "claude", true
	case "@google/gemini-cli":
		return "gemini", true
	case "@openai/codex":
		return "codex", true
	case "@sourcegraph/amp":
		return "amp", true
	case "opencode-ai":
		return "opencode", true
	case "@qwen-code/qwen-code":
		return "qwen", true
	case "@github/copilot":
		return "copilot", true
	case "@charmland/crush":
		return "crush", true
	case "@factory/cli":
		return "droid", true
	}
	return "", false
}

// packageBin is the program a package runner runs for a package spec: its version or tag
// cut off (`codex@latest`, `@google/gemini-cli@0.9`), the harnesses by their bin, any other
// scoped package by its name (npx's own rule when the package has one bin). A spec that is a
// path, a URL or a git remote is left as written.
func packageBin(spec string) string {
	if spec == "" || strings.ContainsAny(spec, ":\\") || strings.HasPrefix(spec, ".") || strings.HasPrefix(spec, "/") || strings.HasPrefix(spec, "~") {
		return spec
	}
	name := spec
	at := strings.LastIndexByte(name, '@')
	if at > 0 {
		name = name[:at]
	}
	if strings.Count(name, "/") > 1 || (strings.Contains(name, "/") && !strings.HasPrefix(name, "@")) {
		return spec // owner/repo: a GitHub package, whose bin cannot be told from its name
	}
	if bin, ok := harnessBin(strings.ToLower(name)); ok {
		return bin
	}
	if i := strings.IndexByte(name, '/'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// runsPackage rewrites a package runner's first word to the bin it runs. npm reads the
// whole line's options itself and takes the first `--` away, wherever it stands: in `npm exec
// PKG -- -r latest` the program is given `-r latest`, options and all.
func runsPackage(launcher string, before, argv []field) []field {
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
