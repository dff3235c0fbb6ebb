package cli

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/corpus"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/groups"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/hook"
)

func corpusCmd(c *ctx, args []string) int {
	fs := flags(c, "corpus", "[--guard NAME] [--config FILE] [--subst FROM=TO ...] [--min-recall R] [--max-false-block F] FILE.tsv ...")
	guard := fs.String("guard", "", "judge every row with this guard alone, whatever the groups say")
	cfgFile := fs.StringArray("config", nil, "a guards.toml layered above the defaults, trusted because you named it (repeatable)")
	substs := fs.StringArray("subst", nil, "replace FROM with TO in every row before judging (repeatable; split at the first =)")
	minRecall := fs.Float64("min-recall", -1, "fail when the recall on block rows of any file and kind is below this")
	maxFalse := fs.Float64("max-false-block", -1, "fail when the false-block rate on allow rows of any file and kind is above this")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(c.stderr, "hookguard corpus: name at least one corpus file (see --help)")
		return 2
	}
	var subst [][2]string
	for _, s := range *substs {
		from, to, ok := strings.Cut(s, "=")
		if !ok || from == "" {
			fmt.Fprintf(c.stderr, "hookguard corpus: --subst %q: write it as FROM=TO\n", s)
			return 2
		}
		subst = append(subst, [2]string{from, to})
	}
	dir, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard corpus: %v\n", err)
		return 2
	}
	cfg, err := c.load(dir, *cfgFile...)
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard corpus: the configuration does not load:\n%v\n", err)
		return 2
	}
	var rows []corpus.Row
	for _, f := range fs.Args() {
		rs, err := corpus.Read(f)
		if err != nil {
			fmt.Fprintf(c.stderr, "hookguard corpus: %v\n", err)
			return 2
		}
		rows = append(rows, rs...)
	}
	engines := map[hookguard.Group]*engine.Engine{}
	engineOf := func(g hookguard.Group) (*engine.Engine, error) {
		if e, ok := engines[g]; ok {
			return e, nil
		}
		var e *engine.Engine
		if *guard != "" {
			info, err := guards.Lookup(*guard)
			if err != nil {
				return nil, err
			}
			one := *cfg
			one.Groups = map[hookguard.Group][]string{g: nil}
			if info.Handles(g) {
				one.Groups[g] = []string{*guard}
			}
			steps, err := groups.Steps(&one, g)
			if err != nil {
				return nil, err
			}
			for i := range steps {
				steps[i].Observe = false // a score measures what the guard would do
			}
			e = &engine.Engine{Steps: steps, AskFallback: false}
		} else {
			var err error
			if e, err = hook.EngineFor(cfg, g); err != nil {
				return nil, err
			}
		}
		engines[g] = e
		return e, nil
	}
	home := c.home()
	var setupErr error
	res := corpus.Score(rows, func(r corpus.Row) *hookguard.Event {
		return r.Event(dir, home, subst)
	}, func(ev *hookguard.Event) (hookguard.Verdict, error) {
		e, err := engineOf(ev.Group)
		if err != nil {
			setupErr = err
			return hookguard.Verdict{}, err
		}
		return e.Run(context.Background(), ev).Verdict, nil
	})
	if setupErr != nil {
		fmt.Fprintf(c.stderr, "hookguard corpus: %v\n", setupErr)
		return 2
	}
	var fails []string
	for k, n := range res.ByKind {
		if *minRecall >= 0 && n.Block > 0 && n.Recall() < *minRecall {
			fails = append(fails, fmt.Sprintf("FAIL %s %s: recall %.3f is below --min-recall %.3f", k[0], k[1], n.Recall(), *minRecall))
		}
		if *maxFalse >= 0 && n.Allow > 0 && n.FalseBlockRate() > *maxFalse {
			fails = append(fails, fmt.Sprintf("FAIL %s %s: false blocks %.3f are above --max-false-block %.3f", k[0], k[1], n.FalseBlockRate(), *maxFalse))
		}
	}
	sort.Strings(fails)
	res.Report(c.stdout, fails...)
	if len(fails) > 0 {
		return 1
	}
	return 0
}
