package secrets

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/guards/internal/secretfiles"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// A secret variable printed into a tool's credential file (npm's documented CI setup,
// `echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc`) goes where the tool reads
// it, not into the conversation: the guard refuses to print that file once it holds the
// credential, as it refuses every secret file. Printed into any other file, the next call's
// `cat` would show it, so that stays a print.

// intoCredentialFile reports a print of the variable name by c (echo, printf, cat of a
// here-doc or here-string: the text shell.Command.WroteHoles gives) whose whole output goes
// to a file the guard will not let be printed afterwards:
// a secret file by its name (.env, ~/.npmrc), or a tool configuration that the written text
// makes one (an _authToken, _password or password= line). A provider's token must name its
// own registry host (//registry.npmjs.org/:_authToken=): npm gives it to the host named there.
func (j *cmdJudge) intoCredentialFile(i int, c *shell.Command, name string) bool {
	if c.Remote || strings.Contains(name, ":") {
		return false // another machine's file, or a value read from a secret file (source:, indirect:)
	}
	target := c.StdoutFile()
	if c.Base() == "tee" {
		target = teeFile(c)
	}
	if target == "" || c.Cwd == "" {
		return false
	}
	abs := paths.Clean(paths.Abs(target, c.Cwd, j.ev.Home))
	real := paths.Real(abs)
	if st, err := os.Lstat(real); err == nil && (!st.Mode().IsRegular() || multiLinked(st)) {
		return false // a second name for the same bytes, or no file at all: the text goes elsewhere
	}
	// The text c's words write there, the variables standing as holes (echo, printf, cat of
	// a here-doc or here-string): the model's answer, not the words read again here.
	text, _, _, ok := c.WroteHoles(abs)
	if !ok {
		return false
	}
	if provider, domains, _ := tokenHosts(varName(name)); provider != "" && !namesOwnHost(text, domains) {
		return false
	}
	if r, _, _ := j.g.absVerdict(real, j.ev, true); r != "" {
		return true
	}
	if !secretfiles.ContentDecided(filepath.Base(real)) || !credentialKey(strings.ToLower(text)) {
		return false
	}
	// The file is judged by what it holds: a read later in this line is judged before the
	// write, by the file as it was.
	for _, o := range j.s.Commands[i+1:] {
		for _, e := range o.Effects() {
			if e.Kind == spec.Read && (e.Path.Dyn || e.Path.Abs == abs || e.Path.Abs == real) {
				return false
			}
		}
	}
	return true
}

// teeFile is the one file a tee writes where what it also prints is thrown away (tee .npmrc
// <<< "..." > /dev/null): its stdin's whole text goes there and nowhere shown.
func teeFile(c *shell.Command) string {
	if c.NameDynamic || c.StdoutFile() != os.DevNull {
		return ""
	}
	file := ""
	for _, e := range c.Effects() {
		if e.Kind != spec.Write || e.By != "tee" {
			continue
		}
		if file != "" || e.Path.Dyn || e.Tree {
			return ""
		}
		file = e.Path.Arg
	}
	return file
}

// namesOwnHost: the text names a host (//host/, as npm's per-registry settings and URLs do),
// and every host it names is one of the provider's.
func namesOwnHost(text, domains string) bool {
	seen := false
	for rest := text; ; {
		k := strings.Index(rest, "//")
		if k < 0 {
			return seen
		}
		rest = rest[k+2:]
		end := strings.IndexAny(rest, "/:\"' \t\n\\")
		if end < 0 {
			end = len(rest)
		}
		host := strings.ToLower(rest[:end])
		if host == "" || strings.ContainsAny(host, "$`@%{}") || !ownHost(host, domains) {
			return false
		}
		seen = true
	}
}

// credentialKey: lower-case text holds a setting that makes a tool configuration a credential
// file (fileHoldsCredentials).
func credentialKey(ls string) bool {
	for _, k := range []string{"_authtoken", "_auth", "_password", "npmauthtoken", "<password>", "cleartextpassword", "password="} {
		if strings.Contains(ls, k) {
			return true
		}
	}
	return false
}
