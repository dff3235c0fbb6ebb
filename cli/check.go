package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/hook"
	"github.com/hookguard/hookguard/shell"
)

func checkCmd(c *ctx, args []string) int {
	fs := flags(c, "check", "[flags] [COMMAND]  (a shell command, or --write/--edit/--read/--prompt)")
	write := fs.String("write", "", "try writing the whole file PATH (text from --text or --text-file)")
	edit := fs.String("edit", "", "try an edit of PATH whose replacement text is --text or --text-file")
	read := fs.String("read", "", "try reading PATH")
	prompt := fs.String("prompt", "", "try a prompt a human typed")
	text := fs.String("text", "", "the new text for --write or --edit")
	textFile := fs.String("text-file", "", "read the new text for --write or --edit from this file")
	cwd := fs.String("cwd", "", "the directory the action runs in (default: the current one)")
	root := fs.String("root", "", "the project root (default: the git work tree around --cwd)")
	explain := fs.Bool("explain", false, "show every guard's answer and time, and what the shell parse saw")
	asJSON := fs.Bool("json", false, "print the verdict as JSON")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	ev := &hookguard.Event{Runner: hookguard.CLI, Interactive: true, PromptSource: "user", Home: c.home()}
	ev.Cwd = *cwd
	if ev.Cwd == "" {
		ev.Cwd, _ = os.Getwd()
	}
	ev.Root = *root
	if ev.Root == "" {
		ev.Root = hook.FindRoot(ev.Cwd)
	}
	body := *text
	if *textFile != "" {
		data, err := os.ReadFile(*textFile)
		if err != nil {
			fmt.Fprintf(c.stderr, "hookguard check: --text-file: %v\n", err)
			return 2
		}
		body = string(data)
	}
	kinds := 0
	for _, set := range []bool{*write != "", *edit != "", *read != "", fs.Changed("prompt"), fs.NArg() > 0} {
		if set {
			kinds++
		}
	}
	if kinds != 1 {
		fmt.Fprintln(c.stderr, "hookguard check: give exactly one thing to try: a COMMAND, or --write PATH, --edit PATH, --read PATH or --prompt TEXT (see --help)")
		return 2
	}
	switch {
	case *write != "":
		ev.Group, ev.Tool = hookguard.PreFiles, "Write"
		ev.Files = []hookguard.FileChange{{Path: *write, Op: hookguard.OpWrite, Text: body}}
	case *edit != "":
		ev.Group, ev.Tool = hookguard.PreFiles, "Edit"
		ev.Files = []hookguard.FileChange{{Path: *edit, Op: hookguard.OpEdit, Text: body}}
	case *read != "":
		ev.Group, ev.Tool, ev.Reads = hookguard.PreRead, "Read", []string{*read}
	case fs.Changed("prompt"):
		ev.Group, ev.Prompt = hookguard.Prompt, *prompt
	default:
		ev.Group, ev.Tool, ev.Command = hookguard.PreShell, "Bash", strings.Join(fs.Args(), " ")
	}
	cfg, err := c.load(ev.Root)
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard check: the configuration does not load:\n%v\n", err)
		return 2
	}
	for _, n := range cfg.Notices {
		fmt.Fprintf(c.stderr, "hookguard: %s\n", n)
	}
	eng, err := hook.EngineFor(cfg, ev.Group)
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard check: the configuration is not valid:\n%v\n", err)
		return 2
	}
	start := time.Now()
	rep := eng.Run(context.Background(), ev)
	elapsed := time.Since(start)
	v := rep.Verdict
	if *asJSON {
		out := map[string]any{"verdict": v, "group": ev.Group}
		if *explain {
			out["answers"] = rep.Answers
		}
		b, _ := json.MarshalIndent(out, "", "  ")
		fmt.Fprintln(c.stdout, string(b))
	} else {
		if *explain {
			if ev.Command != "" {
				fmt.Fprintf(c.stdout, "shell parse:\n%s\n", strings.TrimRight(shell.Explain(shell.Of(ev)), "\n"))
			}
			fmt.Fprintf(c.stdout, "group %s: %d guard(s)\n", ev.Group, len(eng.Steps))
			for _, a := range rep.Answers {
				line := fmt.Sprintf("  %-12s %-7s %8s", a.Guard, a.Verdict.Decision, a.Elapsed.Round(time.Microsecond))
				if a.Verdict.Rule != "" {
					line += "  " + a.Verdict.Rule
				}
				switch {
				case a.Observed:
					line += "  (observe mode: allowed)"
				case a.Authorised:
					line += "  (authorised by a human)"
				}
				if a.Err != "" {
					line += "  error: " + a.Err
				}
				fmt.Fprintln(c.stdout, line)
				for _, s := range eng.Steps {
					if x, ok := s.Guard.(guards.Explainer); ok && s.Name == a.Guard {
						for _, l := range x.Explain(ev) {
							fmt.Fprintf(c.stdout, "      %s\n", l)
						}
					}
				}
			}
			if n := len(eng.Steps) - len(rep.Answers); n > 0 {
				fmt.Fprintf(c.stdout, "  (%d later guard(s) did not run: the first block wins)\n", n)
			}
			fmt.Fprintf(c.stdout, "total %s\n", elapsed.Round(time.Microsecond))
		}
		switch v.Decision {
		case hookguard.Allow:
			fmt.Fprintln(c.stdout, "allow")
		case hookguard.Advise:
			fmt.Fprintf(c.stdout, "allow, with advice:\n%s\n", adapters.AdviceText(v))
		default:
			fmt.Fprintf(c.stdout, "%s by %s/%s\n%s\n", v.Decision, v.Guard, v.Rule, adapters.Reason(v))
		}
	}
	if v.Decision >= hookguard.Ask {
		return 1
	}
	return 0
}
