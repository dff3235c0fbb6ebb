package self

import (
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// unknownWriter says why the text a redirect or tee puts into an .envrc cannot be known from
// the line ("" when it can): the output of a program other than one that prints its own words
// (`./gen > .envrc`, `python3 mkenv.py >> .envrc`, `git show HEAD:x > .envrc`), or a word of
// echo/printf, or a here-doc cat or tee passes on, that a command substitution fills
// (`echo "export X=$(./gen)" > .envrc`, `cat > .envrc <<EOF` with a `$(./gen)` line). The
// file is code direnv runs in every shell that enters the directory, so unknown text there is
// unknown code run later, outside any hook: it is judged by what it could be, as a pipe of
// unknown content already is. A variable from the environment (`echo "PATH_add $HOME/bin"`)
// is no text of the line's making, and stays judged by the words as far as they are known.
func unknownWriter(c *shell.Command, e spec.Effect) string {
	if !strings.HasSuffix(e.By, " redirect") && e.By != "tee" {
		return ""
	}
	if c.NameDynamic {
		return "what a program whose name is only known when the line runs prints"
	}
	switch c.Base() {
	case "echo", "printf", "print", ":", "true":
		for k, a := range c.Args {
			if c.ArgDynamic(k) && substHole(a) {
				return "what a command substitution in `" + c.Base() + "`'s words prints"
			}
		}
		return ""
	case "cat", "tee":
		// What they print is the files they read (contentSources) or their input (passesStdin):
		// judged there; a here-doc's or here-string's holes as echo's words' are.
		if text, _, holes, ok := c.WroteHoles(e.Path.Abs); ok && holes && substHole(text) {
			return "what a command substitution in `" + c.Base() + "`'s here-document prints"
		}
		return ""
	}
	return "what `" + c.Base() + "` prints"
}

// unknownEnvrcBlock says what writing unknown text into an .envrc is: code nobody has read,
// run later by direnv in every shell that enters the directory, where no hook sees it.
func unknownEnvrcBlock(path, why string) hookguard.Verdict {
	return block("envrc", "writing "+path+" puts "+why+" into code that direnv runs in every shell entering its directory, later and outside any hook: "+
		"it could point hookguard or git's hooks at another configuration or ledger, or run anything. "+
		"Write the lines themselves (`printf '%s\\n' 'use flake' > "+path+"`), or look at the output first and write what it printed."+byHand)
}

// substHole reports text with holes (shell.Command.WroteHoles) that holds a command or
// process substitution: what it prints is only known when it runs.
func substHole(text string) bool {
	return strings.Contains(text, "$(") || strings.Contains(text, "`") || strings.Contains(text, "<(")
}
