package shell

import (
	"strings"
	"testing"
)

// FuzzParse: any input parses without a panic, within the bounds, and every listed command is
// well formed.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`rm -rf /`, `sudo env X=1 rm -rf "$HOME"`, `bash -c "eval 'git push -f'"`, "cat <<EOF\n$(rm -rf /)\nEOF",
		`echo cm0gLXJmIC8= | base64 -d | sh`, `f() { f; }; f`, `find . -exec rm {} +`, `xargs -I{} sh -c 'rm {}'`,
		`echo $'\x72m' {a,b}{1..3} ${x:-y} $((1+2)) <(ls) >(cat)`, `for i in a b; do cd $i; done; case x in y) z;; esac`,
		`a=(1 2); ${a[0]} ${!x} ${x/a/b} ${#x}`, `coproc x { ls; }; time -p ls; [[ -f x ]] && (( y++ ))`,
		`declare -n r=PS4; r='$T'; set -x; git branch -f main HEAD~2; test -f .env || cp .env.example .env`,
		`npx prisma migrate diff --from-empty --to-schema p --script | tee m.sql; pg_dump -s db > m.sql`,
		`PYTHONPATH=/tmp python3 -c 'import x'; cat /tmp/x.py | python3 -; docker cp web:/app/.env - | wc -l`,
		`git clone https://x:$GITHUB_TOKEN@github.com/o/r.git; codex exec --full-auto "$P"; git log -p src/`,
		`find , x -delete; find . and -delete; find . -o -delete ; find . \( , \) -exec rm {} +`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 4096 {
			return
		}
		s := Parse(src, ctx)
		if len(s.Commands) > maxCommands {
			t.Fatalf("%d commands", len(s.Commands))
		}
		for _, c := range s.Commands {
			if len(c.Dynamic) != len(c.Args) || len(c.Lead) != len(c.Args) {
				t.Fatalf("Dynamic/Lead length mismatch in %q", src)
			}
			// What every guard asks of a command must not panic either.
			for _, e := range c.Effects() {
				_ = e.String()
			}
		}
		if !strings.Contains(Explain(s), "\n") {
			t.Fatal("empty explanation")
		}
	})
}
