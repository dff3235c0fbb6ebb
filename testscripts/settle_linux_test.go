package testscripts

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/hookguard/hookguard/internal/settle"
)

// A settled binary whose page cache later lost the 2 MB folio of one span (dropped, then read
// back 4 KB at a time, as reclaim and a later read leave it) is seen in 4 KB pages, and
// `hookguard settle` rewrites it again: the look covers every span of code and read-only data,
// not only the runtime's at the start nor only those the looking process touched. Each whole
// span is dropped in turn.
func TestSettleSeesADroppedSpan(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "hookguard")
	if err := settle.CopyFile(self, bin); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), settle.EnvVar+"=off", "XDG_STATE_HOME="+t.TempDir())
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("hookguard %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	switch p := run("settle", "--check"); {
	case strings.HasPrefix(p, "unknown"):
		t.Skip("this kernel cannot say how code is mapped:", p)
	case p != "2 MB pages":
		t.Skip("this file system keeps a file written with large writes in small pages:", p)
	}
	spans := wholeSpans(t, bin)
	if len(spans) < 2 {
		t.Skip("the binary has no whole 2 MB span past its first")
	}
	for _, off := range spans {
		dropSpan(t, bin, off)
		if p := run("settle", "--check"); p != "4 KB pages" {
			t.Fatalf("after the span at %d MB lost its 2 MB folio: %q, want 4 KB pages", off>>20, p)
		}
		if out := run("settle"); !strings.Contains(out, "rewrote") || !strings.Contains(out, "maps its code in 2 MB pages") {
			t.Fatalf("hookguard settle with the span at %d MB in 4 KB pages:\n%s", off>>20, out)
		}
	}
}

// dropSpan drops the page cache of bin's 2 MB at off and reads it back a page at a time with
// no readahead (which would take large folios again).
func dropSpan(t *testing.T, bin string, off int64) {
	t.Helper()
	f, err := os.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// A fresh copy's pages are dirty until written back, and only clean ones can be dropped.
	if err := unix.Fsync(int(f.Fd())); err != nil {
		t.Fatal(err)
	}
	if err := unix.Fadvise(int(f.Fd()), off, span, unix.FADV_DONTNEED); err != nil {
		t.Fatal(err)
	}
	if err := unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_RANDOM); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 4096)
	for at := off; at < off+span; at += int64(len(buf)) {
		f.ReadAt(buf, at)
	}
}

const span = 2 << 20

// wholeSpans are the file offsets of the 2 MB spans of bin's read-only segments that the
// kernel can map in one piece: within one segment, address and offset 2 MB aligned.
func wholeSpans(t *testing.T, bin string) []int64 {
	t.Helper()
	ef, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	var out []int64
	for _, p := range ef.Progs {
		if p.Type != elf.PT_LOAD || p.Flags&elf.PF_W != 0 {
			continue
		}
		first := (p.Vaddr + span - 1) &^ (span - 1)
		end := (p.Vaddr + p.Filesz) &^ (span - 1)
		if (first-p.Vaddr+p.Off)%span != 0 {
			continue
		}
		for a := first; a < end; a += span {
			out = append(out, int64(a-p.Vaddr+p.Off))
		}
	}
	return out
}
