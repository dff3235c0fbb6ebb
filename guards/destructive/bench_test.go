package destructive

import (
	"context"
	"testing"

	"github.com/hookguard/hookguard"
)

func benchCheck(b *testing.B, cmd string) {
	g := New()
	allRules()
	ctx := context.Background()
	for b.Loop() {
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: cmd, Cwd: "/home/user/project", Root: "/home/user/project", Home: "/home/user"}
		g.Check(ctx, ev)
	}
}

// A typical command: parse plus judge.
func BenchmarkCheckTypical(b *testing.B) {
	benchCheck(b, `git status && go test ./... 2>&1 | tail -20`)
}

func BenchmarkCheckDelete(b *testing.B) { benchCheck(b, `rm -rf ./build node_modules`) }

func BenchmarkCheckBlocked(b *testing.B) { benchCheck(b, `sudo rm -rf ~`) }
