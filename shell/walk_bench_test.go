package shell

import (
	"os"
	"runtime"
	"testing"
)

// BenchmarkWalkReleaseScript walks a 200-line release script of the kind agents write and run
// whole (functions, traps, arrays, loops, here-docs, substitutions), and works out every
// listed command's spec reading and effects, as the guards ask for them. allocs/command is
// what one listed command costs in allocations, parse included: the figure to keep down.
func BenchmarkWalkReleaseScript(b *testing.B) {
	src, err := os.ReadFile("../testdata/scripts/release200.sh")
	if err != nil {
		b.Fatal(err)
	}
	benchWalk(b, string(src))
}

// BenchmarkWalkLongScript is the 20-line script of BenchmarkParseLongScript, effects included.
func BenchmarkWalkLongScript(b *testing.B) { benchWalk(b, longScript) }

func benchWalk(b *testing.B, src string) {
	b.Helper()
	b.ReportAllocs()
	var before, after runtime.MemStats
	commands := 0
	runtime.ReadMemStats(&before)
	for b.Loop() {
		s := Parse(src, ctx)
		if s.Err != nil {
			b.Fatal(s.Err)
		}
		for _, c := range s.Commands {
			c.Effects()
		}
		commands += len(s.Commands)
	}
	runtime.ReadMemStats(&after)
	if commands == 0 {
		b.Fatal("no command listed")
	}
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(commands), "allocs/command")
	b.ReportMetric(float64(commands)/float64(b.N), "commands/op")
}
