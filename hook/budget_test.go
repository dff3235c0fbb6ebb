package hook

import (
	"testing"
	"time"
)

// Each part of the budget ends before the next, and the walk gets at least half the deadline.
func TestBudget(t *testing.T) {
	start := time.Unix(1000, 0)
	for _, d := range []time.Duration{time.Second, 5 * time.Second, 25 * time.Second, 55 * time.Second, 10 * time.Minute} {
		b := BudgetFor(start, d)
		if !start.Before(b.WalkEnd) || !b.WalkEnd.Before(b.AnswerBy) || !b.AnswerBy.Before(start.Add(d)) {
			t.Errorf("%v: start %v < walk end %v < answer by %v < deadline, broken", d, start, b.WalkEnd, b.AnswerBy)
		}
		if b.WalkEnd.Sub(start) < d/2 || b.Each <= 0 || b.Each > b.AnswerBy.Sub(start) {
			t.Errorf("%v: the walk gets %v, each lock wait %v", d, b.WalkEnd.Sub(start), b.Each)
		}
	}
}
