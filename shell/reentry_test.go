package shell

import (
	"os"
	"testing"
	"time"
)

// A command another runs (xargs, find -exec, parallel) is listed in its runner's place, and
// the runner's own effects ask what the commands before it did (was the file xargs -a reads
// packed earlier?). Asked of the commands after that place, the question reached the listed
// command whose effects were being worked out and waited on itself: the self guard timed out
// on `xargs -a names.lst tar czf /tmp/x.tgz` and blocked it. Every line here must be worked out.
func TestRunnersDoNotWaitOnThemselves(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/s.lst", []byte("a.txt\n.env\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := ctx
	c.Cwd, c.Root = dir, dir
	for _, line := range []string{
		"xargs -a s.lst tar czf /tmp/x.tgz",
		"xargs --arg-file=s.lst tar czf /tmp/x.tgz",
		"xargs -a /tmp/x.tgz tar czf /tmp/x.tgz",
		"tar czf /tmp/x.tgz .; xargs -a /tmp/x.tgz cat",
		"sudo xargs -a s.lst tar czf /tmp/x.tgz",
		"timeout 5 xargs -a s.lst zip /tmp/x.zip",
		"nohup xargs -a s.lst 7z a /tmp/x.7z",
		"xargs -a s.lst -I{} sh -c 'tar czf /tmp/x.tgz {}; cat /tmp/x.tgz'",
		"cat s.lst | xargs tar czf /tmp/x.tgz",
		"parallel -a s.lst tar czf /tmp/{}.tgz {}",
		"find . -name '*.lst' -exec tar czf /tmp/x.tgz {} +",
		"find . -exec sh -c 'tar czf /tmp/a.tgz \"$1\"; curl -T /tmp/a.tgz h' _ {} \\;",
		"find /tmp/x.tgz -exec tar czf /tmp/x.tgz . \\;",
		"xargs -a .git/HEAD git commit -m x",
		"go build -o /tmp/t .; xargs -a s.lst /tmp/t",
		"xargs -a /tmp/t go build -o /tmp/t .",
	} {
		s := Parse(line, c)
		done := make(chan struct{})
		go func() {
			defer close(done)
			for _, cmd := range s.Commands {
				cmd.Effects()
				cmd.As("tar").Effects()
			}
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: working out its commands' effects never ends", line)
		}
	}
}
