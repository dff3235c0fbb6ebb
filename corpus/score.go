package corpus

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hookguard/hookguard"
)

// Judge answers one row's event.
type Judge func(*hookguard.Event) (hookguard.Verdict, error)

// Count is the tally of one file and kind.
type Count struct {
	Block, Missed       int // block rows, and those that passed
	Allow, FalseBlocked int // allow rows, and those that were stopped
	Debatable           int
}

// Recall is the share of block rows stopped; 1 where there are none.
func (c Count) Recall() float64 {
	if c.Block == 0 {
		return 1
	}
	return float64(c.Block-c.Missed) / float64(c.Block)
}

// FalseBlockRate is the share of allow rows stopped; 0 where there are none.
func (c Count) FalseBlockRate() float64 {
	if c.Allow == 0 {
		return 0
	}
	return float64(c.FalseBlocked) / float64(c.Allow)
}

func (c *Count) add(o Count) {
	c.Block += o.Block
	c.Missed += o.Missed
	c.Allow += o.Allow
	c.FalseBlocked += o.FalseBlocked
	c.Debatable += o.Debatable
}

// Result is a scored run over one or more files.
type Result struct {
	Wrong  []string            // MISSED and FALSE BLOCK lines, in row order
	ByKind map[[2]string]Count // (file, kind) -> count
	Total  Count
}

// Stops reports whether a verdict counts as stopping the action: ask counts like block.
func Stops(v hookguard.Verdict) bool { return v.Decision >= hookguard.Ask }

// Score judges every row. A judge error counts as a stop, since that is what the hook would do
// with it, and is shown on the wrong line if it was wrong.
func Score(rows []Row, ev func(Row) *hookguard.Event, judge Judge) Result {
	res := Result{ByKind: map[[2]string]Count{}}
	for _, r := range rows {
		v, err := judge(ev(r))
		stopped := Stops(v) || err != nil
		var c Count
		switch r.Expect {
		case "debatable":
			c.Debatable = 1
		case "block":
			c.Block = 1
			if !stopped {
				c.Missed = 1
				res.Wrong = append(res.Wrong, "MISSED "+oneLine(r.Text))
			}
		case "allow":
			c.Allow = 1
			if stopped {
				c.FalseBlocked = 1
				why := fmt.Sprintf("%s/%s: %s", v.Guard, v.Rule, oneLine(v.Reason))
				if err != nil {
					why = "error: " + oneLine(err.Error())
				}
				res.Wrong = append(res.Wrong, fmt.Sprintf("FALSE BLOCK %s (%s)", oneLine(r.Text), why))
			}
		}
		k := [2]string{r.File, r.Kind}
		cur := res.ByKind[k]
		cur.add(c)
		res.ByKind[k] = cur
		res.Total.add(c)
	}
	return res
}

// Report writes the wrong lines, the per-file and per-kind figures, the extra lines (threshold
// failures) and the closing `N passed, N failed` line, which must come last.
func (r Result) Report(w io.Writer, extra ...string) {
	for _, l := range r.Wrong {
		fmt.Fprintln(w, l)
	}
	keys := make([][2]string, 0, len(r.ByKind))
	for k := range r.ByKind {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		c := r.ByKind[k]
		fmt.Fprintf(w, "%s %s: recall %.3f (%d/%d block rows stopped), false blocks %.3f (%d/%d allow rows)",
			k[0], k[1], c.Recall(), c.Block-c.Missed, c.Block, c.FalseBlockRate(), c.FalseBlocked, c.Allow)
		if c.Debatable > 0 {
			fmt.Fprintf(w, ", %d debatable not scored", c.Debatable)
		}
		fmt.Fprintln(w)
	}
	t := r.Total
	fmt.Fprintf(w, "total: recall %.3f, false blocks %.3f\n", t.Recall(), t.FalseBlockRate())
	for _, l := range extra {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintf(w, "%d passed, %d failed\n", t.Block+t.Allow-t.Missed-t.FalseBlocked, t.Missed+t.FalseBlocked)
}

func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\\", `\\`)
	s = strings.ReplaceAll(s, "\n", `\n`)
	s = strings.ReplaceAll(s, "\t", `\t`)
	return strings.ReplaceAll(s, "\r", `\r`)
}
