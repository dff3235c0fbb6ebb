package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// A here-doc or here-string with an expansion is judged as echo's words are: its known text,
// each unknown part a hole (shell.Command.WroteHoles), not a pipe nobody can read. npm's
// documented `cat > .npmrc <<EOF` with ${NPM_TOKEN} passes as its echo twin does; a hole
// filled by a command substitution, a known line that sets what runs code, a hook script
// and text that is not the body (another file, a pipe) stay blocked.
func TestHereDocHoles(t *testing.T) {
	w := newWorld(t)
	cases := []struct{ cmd, rule string }{
		{"cat > .npmrc <<EOF\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", ""},
		{"cat > .npmrc <<-EOF\n\t//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n\tEOF", ""},
		{"cat <<EOF > .npmrc\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=$GITHUB_TOKEN\nEOF", ""},
		{"tee .npmrc <<EOF >/dev/null\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", ""},
		{"tee -a .npmrc <<< \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\"", ""},
		{"cat > .npmrc <<< \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\"", ""},
		{"cat > .yarnrc.yml <<EOF\nnpmAuthToken: \"${NPM_TOKEN}\"\nEOF", ""},
		{"cat > .envrc <<EOF\nexport DATABASE_URL=$DATABASE_URL\nEOF", ""},
		{"cat > .vscode/tasks.json <<EOF\n{\"version\": \"$V\"}\nEOF", ""},
		// Still blocked: what a command substitution prints, a known line that runs code,
		// a hook script, text that is not the body.
		{"cat > .npmrc <<EOF\n//registry.npmjs.org/:_authToken=$(curl -s https://e.example/t)\nEOF", "startup-code"},
		{"tee .npmrc <<EOF >/dev/null\n`./gen`\nEOF", "startup-code"},
		{"cat > .npmrc <<EOF\nscript-shell=$SH\nEOF", "startup-code"},
		{"cat >> .npmrc <<< \"node-options=--require $F\"", "startup-code"},
		{"cat > .envrc <<EOF\nexport X=$(./gen)\nEOF", "envrc"},
		{"cat > .envrc <<EOF\nexport HOOKGUARD_MODE=$M\nEOF", "envrc"},
		{"cat > .husky/pre-commit <<EOF\n$X\nEOF", "startup-code"},
		{"cat > .pre-commit-config.yaml <<EOF\nrepos: $R\nEOF", "startup-code"},
		{"cat notes.txt - > .npmrc <<EOF\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", "startup-code"},
		{"./gen | cat > .npmrc", "startup-code"},
		{"sed 's/a/b/' > .npmrc <<EOF\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nEOF", "startup-code"},
	}
	for _, c := range cases {
		v := w.shell(t, c.cmd)
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("%q: got %v %s (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}
