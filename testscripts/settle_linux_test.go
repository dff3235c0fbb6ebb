package testscripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/hookguard/hookguard/internal/settle"
)

// A settled binary whose page cache later lost the 2 MB folios of its spans after the first
// (dropped, then read back 4 KB at a time, as reclaim and a later read leave them) is seen in
// 4 KB pages, and `hookguard settle` rewrites it again: the look covers every span of code and
// read-only data, not only the runtime's at the start.
func TestSettleSeesADroppedSpan(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "hookguard")
	if err := settle.CopyFile(self, bin); err != nil {
		t.Fatal(err)
	}
	pages := func() string {
		t.Helper()
		cmd := exec.Command(bin, "settle", "--check")
		cmd.Env = append(os.Environ(), settle.EnvVar+"=off", "HOME="+t.TempDir(), "XDG_STATE_HOME="+t.TempDir())
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("settle --check: %v\n%s", err, out)
		}
		return strings.TrimSpace(string(out))
	}
	switch p := pages(); {
	case strings.HasPrefix(p, "unknown"):
		t.Skip("this kernel cannot say how code is mapped:", p)
	case p != "2 MB pages":
		t.Skip("this file system keeps a file written with large writes in small pages:", p)
	}
	f, err := os.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := f.Stat()
	const span = 2 << 20
	// The copy's pages are dirty until written back, and only clean ones can be dropped.
	if err := unix.Fsync(int(f.Fd())); err != nil {
		t.Fatal(err)
	}
	if err := unix.Fadvise(int(f.Fd()), span, st.Size()-span, unix.FADV_DONTNEED); err != nil {
		t.Fatal(err)
	}
	// Read back a page at a time with no readahead, which would take large folios again.
	if err := unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_RANDOM); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 4096)
	for off := int64(span); off < st.Size(); off += int64(len(buf)) {
		f.ReadAt(buf, off)
	}
	f.Close()
	if p := pages(); p != "4 KB pages" {
		t.Fatalf("after the spans past the first lost their 2 MB folios: %q, want 4 KB pages", p)
	}
	cmd := exec.Command(bin, "settle")
	cmd.Env = append(os.Environ(), settle.EnvVar+"=off", "XDG_STATE_HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "rewrote") || !strings.Contains(string(out), "maps its code in 2 MB pages") {
		t.Fatalf("hookguard settle on a binary with dropped spans: %v\n%s", err, out)
	}
}
