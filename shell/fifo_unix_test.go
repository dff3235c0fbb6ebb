//go:build unix

package shell

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestScriptFIFO: a script the agent made a FIFO (mkfifo run.sh; bash run.sh) is not read,
// and reading it does not wait for a writer that never comes.
func TestScriptFIFO(t *testing.T) {
	root := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(root, "run.sh"), 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	read := RootReader(root, "/home/u")
	done := make(chan error, 1)
	go func() {
		_, err := read(filepath.Join(root, "run.sh"))
		done <- err
	}()
	if err := <-done; err == nil {
		t.Fatal("a FIFO was read as a script")
	}
	s := Parse("bash run.sh", Context{Cwd: root, Home: "/home/u", Root: root, ReadFile: read})
	if len(s.Commands) != 1 {
		t.Errorf("bash of an unreadable script should be the one command, got %s", Explain(s))
	}
}

// TestMembersFIFO: an archive the agent made a FIFO (mkfifo a.tar; tar xf a.tar) is not
// read, and looking at it does not wait for a writer that never comes.
func TestMembersFIFO(t *testing.T) {
	p := filepath.Join(t.TempDir(), "a.tar")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	done := make(chan bool, 1)
	go func() {
		_, ok := view{}.Members(p)
		done <- ok
	}()
	select {
	case ok := <-done:
		if ok {
			t.Error("a FIFO was read as an archive")
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Members waited on a FIFO")
	}
}

// TestListFIFO: a FIFO where a directory is listed (mkfifo d; rm -rf d/*) is not listed, and
// looking at it does not wait.
func TestListFIFO(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "d"), 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	done := make(chan bool, 1)
	go func() {
		_, ok := Expand(filepath.Join(dir, "d"), "*")
		done <- ok
	}()
	select {
	case ok := <-done:
		if ok {
			t.Error("a FIFO was listed as a directory")
		}
	case <-time.After(2 * time.Second):
		t.Fatal("listing waited on a FIFO")
	}
}

// TestCodeNotRegular: a script, a sourced file or a Makefile that is a FIFO, a link to one or a
// device runs what it is fed, so it is unknown code, never nothing; a directory, /dev/null and
// a missing file run nothing.
func TestCodeNotRegular(t *testing.T) {
	root := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(root, "run.sh"), 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	mk := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	mk(os.Symlink("run.sh", filepath.Join(root, "link.sh")))
	mk(os.Symlink("/dev/zero", filepath.Join(root, "zero.sh")))
	mk(os.Mkdir(filepath.Join(root, "adir"), 0o755))
	mk(os.Mkdir(filepath.Join(root, "mk"), 0o755))
	mk(syscall.Mkfifo(filepath.Join(root, "mk", "Makefile"), 0o644))
	ctx := Context{Cwd: root, Home: "/home/u", Root: root, ReadFile: RootReader(root, "/home/u"), ReadCode: CodeReader()}
	for _, src := range []string{"bash run.sh", "sh ./link.sh", ". zero.sh", "source link.sh", "./run.sh", "make -C mk"} {
		if s := Parse(src, ctx); len(s.Unreadable) == 0 {
			t.Errorf("Parse(%q): a FIFO or device run as code should be unknown code; got %s", src, Explain(s))
		}
	}
	for _, src := range []string{"bash adir", "source /dev/null", "bash missing.sh", "make -C adir"} {
		if s := Parse(src, ctx); len(s.Unreadable) > 0 {
			t.Errorf("Parse(%q): runs nothing unseen, got unknown code %q", src, s.Unreadable)
		}
	}
}

// TestCodeFromDescriptor: a script named by a file descriptor of the command (/dev/stdin,
// /dev/fd/N, a link to one, a directory link into /proc) is the command's own input, which the
// hook cannot read (opening the name in the hook opens the hook's descriptor): unknown code.
// Where the line shows the text (a pipe into bash /dev/stdin, <(...)), it is walked as before.
func TestCodeFromDescriptor(t *testing.T) {
	root := t.TempDir()
	mk := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	mk(os.WriteFile(filepath.Join(root, "x.sh"), []byte("rm -rf /data\n"), 0o644))
	mk(os.Symlink("/dev/fd", filepath.Join(root, "fdd")))
	mk(os.Symlink("/dev/stdin", filepath.Join(root, "instd")))
	ctx := Context{Cwd: root, Home: "/home/u", Root: root, ReadFile: RootReader(root, "/home/u"), ReadCode: CodeReader()}
	for _, src := range []string{"source /dev/stdin < x.sh", "bash /dev/fd/3 3<x.sh", ". /proc/self/fd/3 3<x.sh",
		"bash fdd/3 3<x.sh", "source instd < x.sh", "bash /dev/stderr 2<x.sh"} {
		if s := Parse(src, ctx); len(s.Unreadable) == 0 {
			t.Errorf("Parse(%q): code from a descriptor should be unknown code; got %s", src, Explain(s))
		}
	}
	for _, src := range []string{"echo ls | bash /dev/stdin", "source <(echo ls)", "bash <(echo ls)", "bash x.sh", "bash -s < x.sh"} {
		if s := Parse(src, ctx); len(s.Unreadable) > 0 {
			t.Errorf("Parse(%q): its code is seen, got unknown code %q", src, s.Unreadable)
		}
	}
}
