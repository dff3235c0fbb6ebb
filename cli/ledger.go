package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/hookguard/hookguard/hook"
	"github.com/hookguard/hookguard/ledger"
)

func init() {
	register("ledger", "list, verify, revoke CODE or repair the chat authorisations of this project", ledgerCmd)
	register("log", "show the audit trail of this project: blocks, asks, observed stops, sampled allows, authorisations", logCmd)
}

func (c *ctx) projectRoot(flag string) string {
	if flag != "" {
		return flag
	}
	if d := c.getenv("CLAUDE_PROJECT_DIR"); d != "" {
		return d
	}
	cwd, _ := os.Getwd()
	return hook.FindRoot(cwd)
}

func ledgerCmd(c *ctx, args []string) int {
	fs := flags(c, "ledger", "list|verify|revoke CODE|repair [--project DIR] [--json]")
	project := fs.String("project", "", "the project root (default: the repository around the current directory)")
	asJSON := fs.Bool("json", false, "list as JSON lines")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	rest := fs.Args()
	if len(rest) == 0 {
		fmt.Fprintln(c.stderr, "hookguard ledger: say what to do: list, verify, revoke CODE or repair (see `hookguard ledger --help`)")
		return 2
	}
	root := c.projectRoot(*project)
	dir := c.store().Dir
	l := ledger.Open(dir, root)
	switch rest[0] {
	case "list":
		es, err := l.Entries()
		gs := ledger.Grants(es, time.Now())
		for _, g := range gs {
			if *asJSON {
				b, _ := json.Marshal(struct {
					ledger.Entry
					Status ledger.Status `json:"status"`
				}{g.Entry, g.Status})
				fmt.Fprintln(c.stdout, string(b))
				continue
			}
			fmt.Fprintf(c.stdout, "%s  %-8s %s  until %s  session %s\n    %s\n", g.Code, g.Status,
				time.UnixMilli(g.Created).Format("2006-01-02 15:04:05"), time.UnixMilli(g.Expires).Format("15:04:05"), g.Session, g.Summary)
		}
		if len(gs) == 0 && !*asJSON && err == nil {
			fmt.Fprintf(c.stdout, "no authorisations recorded for %s\n", root)
		}
		if err != nil {
			fmt.Fprintf(c.stderr, "hookguard ledger: %v\n", err)
			return 1
		}
		return 0
	case "verify":
		es, err := l.Entries()
		if err != nil {
			fmt.Fprintf(c.stderr, "hookguard ledger verify: %v\n", err)
			var d *ledger.Damage
			if errors.As(err, &d) {
				fmt.Fprintf(c.stderr, "%d entries before the damage are valid; every later one is ignored.\n", len(es))
				fmt.Fprintf(c.stderr, "Line %d as found:\n    %s\n", d.Line, clipLine(l.Line(d.Line)))
			}
			return 1
		}
		for _, g := range ledger.Grants(es, time.Now()) {
			if g.Uses > 1 {
				fmt.Fprintf(c.stderr, "hookguard ledger verify: %s is single-use but was consumed %d times\n", g.Code, g.Uses)
				return 1
			}
		}
		fmt.Fprintf(c.stdout, "ledger ok: %d entries, chain and signatures intact (%s)\n", len(es), l.Path())
		if len(es) > 0 && es[0].Kind == ledger.KindRepair {
			fmt.Fprintf(c.stdout, "This segment starts with a repair made %s: %s; the lines before it are kept as they were found and no longer count.\n",
				time.UnixMilli(es[0].Created).Format("2006-01-02 15:04:05"), es[0].Summary)
		}
		// The checkpoint is what blocks and prompts read instead of the lines: it must say
		// exactly what the lines say.
		cs, err := l.VerifyCheckpoint()
		switch {
		case err != nil:
			fmt.Fprintf(c.stderr, "hookguard ledger verify: %v\n", err)
			return 1
		case !cs.Present:
			fmt.Fprintln(c.stdout, "no checkpoint yet: the next hook call that reads the ledger writes one")
		case cs.Current:
			fmt.Fprintf(c.stdout, "checkpoint ok: made %s over all %d lines, keeps %d entries (%s)\n",
				time.UnixMilli(cs.Made).Format("2006-01-02 15:04:05"), cs.Lines, cs.Kept, l.CheckpointPath())
		default:
			fmt.Fprintf(c.stdout, "checkpoint ok but behind: made %s over the first %d lines, keeps %d entries; the next hook call reads the ledger whole once and writes a new one (%s)\n",
				time.UnixMilli(cs.Made).Format("2006-01-02 15:04:05"), cs.Lines, cs.Kept, l.CheckpointPath())
		}
		return 0
	case "repair":
		return ledgerRepair(c, l)
	case "revoke":
		if len(rest) != 2 {
			fmt.Fprintln(c.stderr, "hookguard ledger revoke: name one code, e.g. `hookguard ledger revoke hg-4k7q2m`")
			return 2
		}
		a := ledger.New(dir)
		a.Trail.Version = version
		if err := a.Revoke(root, rest[1]); err != nil {
			fmt.Fprintf(c.stderr, "hookguard ledger revoke: %v\n", err)
			return 1
		}
		fmt.Fprintf(c.stdout, "revoked %s\n", strings.ToLower(rest[1]))
		return 0
	}
	fmt.Fprintf(c.stderr, "hookguard ledger: unknown action %q: list, verify, revoke CODE or repair\n", rest[0])
	return 2
}

// ledgerRepair is `hookguard ledger repair`: after damage (an edited, removed or forged line, a
// lost key), the ledger takes no grant in this project until a person has looked at the damage
// and started a new segment. A person's decision, like trust: refused in an agent's shell.
func ledgerRepair(c *ctx, l *ledger.Ledger) int {
	for _, k := range agentEnv() {
		if c.getenv(k) != "" {
			fmt.Fprintf(c.stderr, "hookguard ledger repair: refused: this shell was started by a coding agent (%s is set). Repairing the ledger is a person's decision, made after reading the damage: run it in your own terminal.\n", k)
			return 1
		}
	}
	r, err := l.Repair(time.Now())
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard ledger repair: %v\n", err)
		return 1
	}
	if r.Damage == nil {
		fmt.Fprintf(c.stdout, "ledger ok: nothing to repair (%s)\n", l.Path())
		return 0
	}
	fmt.Fprintf(c.stdout, "The first bad line is line %d of %s (%s):\n    %s\n", r.Damage.Line, l.Path(), r.Damage.Why, clipLine(r.BadLine))
	fmt.Fprintf(c.stdout, "If you did not edit the ledger, something else did: an agent with a way around hookguard, or a tool that rewrote the file.\n")
	fmt.Fprintf(c.stdout, "repaired: a new signed segment starts after line %d. The %d valid entries before the damage, and every line after it, no longer count: any authorisation still open is void, and the person asks for it again. The old lines stay in the file as they were found.\n", r.Damage.Line, r.Voided)
	return 0
}

// clipLine shows a ledger line on one screen line.
func clipLine(b []byte) string {
	s := strings.ToValidUTF8(string(b), "?")
	if len(s) > 400 {
		s = s[:400] + "… (" + strconv.Itoa(len(b)) + " bytes)"
	}
	return s
}

// parseSince reads --since as a duration back from now (90m, 2h) or a date or time.
func parseSince(s string, now time.Time) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		return now.Add(-d), nil
	}
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("--since %q is neither a duration (90m, 24h) nor a date (2026-01-31, 2026-01-31T15:04)", s)
}

func logCmd(c *ctx, args []string) int {
	fs := flags(c, "log", "[--since 24h|DATE] [--json|--otlp] [--project DIR|--all]")
	since := fs.String("since", "", "only records from this long ago (90m, 24h) or from this date on")
	asJSON := fs.Bool("json", false, "print the records as JSON lines")
	asOTLP := fs.Bool("otlp", false, "print the records as OTLP JSON lines (one ExportLogsServiceRequest each), the audit trail's own form")
	project := fs.String("project", "", "the project root (default: the repository around the current directory)")
	all := fs.Bool("all", false, "every project's records, not only this one's")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	if *asJSON && *asOTLP {
		fmt.Fprintln(c.stderr, "hookguard log: --json and --otlp are two forms of the same records: choose one")
		return 2
	}
	if *all && *project != "" {
		fmt.Fprintln(c.stderr, "hookguard log: --all shows every project, --project one: choose one")
		return 2
	}
	from, err := parseSince(*since, time.Now())
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard log: %v\n", err)
		return 2
	}
	root := ""
	if !*all {
		root = c.projectRoot(*project)
	}
	recs, skipped, err := ledger.ReadAuditCounted(c.store().Dir, root, from)
	switch {
	case *asOTLP:
		c.stdout.Write(ledger.AppendOTLP(nil, recs))
	case *asJSON:
		for _, r := range recs {
			b, _ := json.Marshal(r)
			fmt.Fprintln(c.stdout, string(b))
		}
	default:
		for _, r := range recs {
			fmt.Fprintln(c.stdout, auditLine(r, *all))
		}
	}
	if skipped > 0 {
		fmt.Fprintf(c.stderr, "hookguard log: %d lines of the audit files under %s could not be read (a write cut short, or a line another program wrote) and were skipped\n", skipped, filepath.Join(c.store().Dir, ledger.AuditDir))
	}
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard log: %v\n", err)
		return 1
	}
	return 0
}

// auditLine is one audit record as `hookguard log` prints it for a person; every names the
// record's project (--all).
func auditLine(r ledger.Record, every bool) string {
	who := r.Guard
	if r.Rule != "" {
		who += "/" + r.Rule
	}
	line := fmt.Sprintf("%s  %-9s %-8s %-13s %s", r.Time.Local().Format("2006-01-02 15:04:05"), r.Kind, r.Runner, r.Group, who)
	if r.Code != "" {
		line += "  " + r.Code
	}
	if every && r.Root != "" {
		line += "  in " + r.Root
	}
	if r.Reason != "" {
		line += "\n    " + strings.ReplaceAll(strings.TrimSpace(r.Reason), "\n", "\n    ")
	}
	return line
}
