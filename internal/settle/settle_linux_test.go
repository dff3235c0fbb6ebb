package settle

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// binary writes a file of random bytes that is not a multiple of the write size, with a mode
// and a modification time of its own, and opens it as the "running" file.
func binary(t *testing.T, dir, name string, size int) (string, []byte, *os.File) {
	t.Helper()
	data := make([]byte, size)
	r := rand.NewChaCha8([32]byte{byte(size)})
	r.Read(data)
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o751); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o751); err != nil {
		t.Fatal(err)
	}
	old := time.Date(2026, 3, 4, 5, 6, 7, 8, time.UTC)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return path, data, f
}

func inode(t *testing.T, path string) uint64 {
	t.Helper()
	var st unix.Stat_t
	if err := unix.Stat(path, &st); err != nil {
		t.Fatal(err)
	}
	return st.Ino
}

// onlyFile fails when anything but name is left in dir: no temporary copy survives.
func onlyFile(t *testing.T, dir, name string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != 1 || ents[0].Name() != name {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Fatalf("%s holds %v, want only %s", dir, names, name)
	}
}

func TestRewriteKeepsBytesModeAndTime(t *testing.T) {
	dir := t.TempDir()
	path, data, src := binary(t, dir, "hookguard", 2*chunk+12345)
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	ino := inode(t, path)
	n, err := rewrite(src, path)
	if err != nil {
		t.Fatal(err)
	}
	if n != int64(len(data)) {
		t.Fatalf("rewrite reported %d bytes, want %d", n, len(data))
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, data) {
		t.Fatal("the rewritten file's bytes differ from the binary's")
	}
	after, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if after.Mode() != before.Mode() || !after.ModTime().Equal(before.ModTime()) {
		t.Fatalf("mode %v and time %v after, want %v and %v", after.Mode(), after.ModTime(), before.Mode(), before.ModTime())
	}
	if inode(t, path) == ino {
		t.Fatal("the path still names the old file: nothing was exchanged")
	}
	onlyFile(t, dir, "hookguard")
	// The running process's file is untouched: it keeps running what it ran.
	old := make([]byte, len(data))
	if _, err := src.ReadAt(old, 0); err != nil || !bytes.Equal(old, data) {
		t.Fatalf("the old file changed under the running binary (%v)", err)
	}
}

// A path that names another file than the running binary (upgraded since it started) is left
// alone: settling it would put the old build back.
func TestRewriteLeavesAnotherFile(t *testing.T) {
	dir := t.TempDir()
	_, _, src := binary(t, dir, "old", 1000)
	path, data, _ := binary(t, dir, "hookguard", 2000)
	ino := inode(t, path)
	if _, err := rewrite(src, path); !errors.Is(err, ErrReplaced) {
		t.Fatalf("rewrite of another file: %v, want ErrReplaced", err)
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, data) || inode(t, path) != ino {
		t.Fatal("the other file was touched")
	}
}

// A binary replaced after the check and before the exchange (an upgrade racing the settle)
// comes back: the exchange is undone and the copy dropped.
func TestRewriteUndoesAnExchangeWithAReplacement(t *testing.T) {
	dir := t.TempDir()
	path, _, src := binary(t, dir, "hookguard", 3000)
	_, newer, _ := binary(t, t.TempDir(), "newer", 4000)
	beforeExchange = func() {
		tmp := path + ".upgrade"
		if err := os.WriteFile(tmp, newer, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, path); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { beforeExchange = nil })
	if _, err := rewrite(src, path); !errors.Is(err, ErrReplaced) {
		t.Fatalf("rewrite raced by an upgrade: %v, want ErrReplaced", err)
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, newer) {
		t.Fatal("the upgrade that raced the settle was lost")
	}
	onlyFile(t, dir, "hookguard")
}

// hookguard rewrites only a binary its user owns: the copy would be the user's.
func TestRewriteRefusesAnotherUsersFile(t *testing.T) {
	dir := t.TempDir()
	path, data, src := binary(t, dir, "hookguard", 1000)
	if err := os.Chown(path, os.Getuid()+4242, -1); err != nil {
		t.Skip("cannot give the file to another user here:", err)
	}
	if _, err := rewrite(src, path); err == nil {
		t.Fatal("rewrote a file another user owns")
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, data) {
		t.Fatal("another user's file was changed")
	}
	onlyFile(t, dir, "hookguard")
}

// Mapped answers without failing on every kernel; where it can look, the test binary's own
// code is present, so the look finds a region.
func TestMappedLooks(t *testing.T) {
	huge, known := Mapped()
	t.Logf("this test binary's code: known %v, in 2 MB pages %v", known, huge)
	if _, err := selfID(); err != nil {
		t.Fatal(err)
	}
}

// Both kinds of new file get a name beside the binary, and a failed rewrite leaves neither.
func TestLinkNamesBothKinds(t *testing.T) {
	dir := t.TempDir()
	tmp, err := unnamed(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer tmp.Close()
	named, err := os.CreateTemp(dir, ".settle-*")
	if err != nil {
		t.Fatal(err)
	}
	defer named.Close()
	for _, f := range []*os.File{tmp, named} {
		f.WriteString("x")
		name, err := link(f, dir, ".hookguard.settle-")
		if err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(name); err != nil || string(got) != "x" {
			t.Fatalf("%s holds %q (%v)", name, got, err)
		}
		os.Remove(name)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Fatalf("%d files left", len(ents))
	}
}

// Tried finds a file the marker names for this boot, and only that file.
func TestTriedReadsTheMarker(t *testing.T) {
	dir := t.TempDir()
	a, _, _ := binary(t, dir, "a", 100)
	b, _, _ := binary(t, dir, "b", 100)
	stateDir := filepath.Join(dir, "state")
	id, err := fileID(a)
	if err != nil {
		t.Fatal(err)
	}
	if Tried(stateDir, a) {
		t.Fatal("tried before any claim")
	}
	claim(stateDir, id, time.Now())
	if !Tried(stateDir, a) || Tried(stateDir, b) {
		t.Fatalf("after claiming a: Tried(a) %v, Tried(b) %v", Tried(stateDir, a), Tried(stateDir, b))
	}
}

// Rewritable says why a file cannot be settled by this user.
func TestRewritable(t *testing.T) {
	dir := t.TempDir()
	path, _, _ := binary(t, dir, "hookguard", 100)
	if err := Rewritable(path); err != nil {
		t.Fatalf("the user's own file in a writable directory: %v", err)
	}
	if err := os.Chown(path, os.Getuid()+4242, -1); err != nil {
		t.Skip("cannot give the file to another user here:", err)
	}
	if err := Rewritable(path); err == nil {
		t.Fatal("another user's file was found rewritable")
	}
}

// The spans looked at are the whole 2 MB spans of the running file's read-only mappings where
// address and file offset agree modulo 2 MB; its writable data, other files and anonymous
// memory are not.
func TestCodeSpans(t *testing.T) {
	maps := `00400000-00d89000 r-xp 00000000 fd:01 777 /usr/local/bin/hookguard
00d89000-0140e000 r--p 00989000 fd:01 777 /usr/local/bin/hookguard
0140e000-014f9000 rw-p 0100e000 fd:01 777 /usr/local/bin/hookguard
014f9000-03600000 rw-p 00000000 00:00 0
7f0000000000-7f0000800000 r--p 00000000 fd:01 888 /usr/lib/other.so
7f1000000000-7f1000800000 r--p 00001000 fd:01 777 /usr/local/bin/hookguard
c000000000-c000400000 rw-p 00000000 00:00 0 [heap]
not a line
`
	got := codeSpans(maps, 0x500000)
	want := [][2]uint64{{0x400000, 0xc00000}, {0xe00000, 0x1400000}}
	if len(got) != len(want) {
		t.Fatalf("codeSpans = %x, want %x", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("codeSpans = %x, want %x", got, want)
		}
	}
	if s := codeSpans(maps, 0x1); s != nil {
		t.Fatalf("code in no mapping: %x", s)
	}
}

// scanHuge finds a span in 4 KB pages after one in a 2 MB page: an anonymous mapping of two
// spans, the first advised for huge pages and the second not, both touched.
func TestScanHugeSeesEverySpan(t *testing.T) {
	mem, err := unix.Mmap(-1, 0, 3*hugeSpan, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANONYMOUS)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Munmap(mem)
	base := uintptr(unsafe.Pointer(&mem[0]))
	off := int((base+hugeSpan-1)&^(hugeSpan-1) - base)
	first, second := mem[off:off+hugeSpan], mem[off+hugeSpan:off+2*hugeSpan]
	unix.Madvise(first, unix.MADV_HUGEPAGE)
	unix.Madvise(second, unix.MADV_NOHUGEPAGE)
	for i := 0; i < hugeSpan; i += 4096 {
		first[i], second[i] = 1, 1
	}
	fd, err := unix.Open("/proc/self/pagemap", unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.Skip(err)
	}
	defer unix.Close(fd)
	start := uint64(uintptr(unsafe.Pointer(&first[0])))
	some, all, ok := scanHuge(fd, start, start+hugeSpan)
	switch {
	case !ok:
		t.Skip("PAGEMAP_SCAN is not there (Linux 6.7)")
	case !all || !some:
		t.Skipf("no transparent huge page for an advised span here (some %v, all %v)", some, all)
	}
	if some, all, _ := scanHuge(fd, start, start+2*hugeSpan); !some || all {
		t.Fatalf("a 2 MB span then a 4 KB one: some %v, all %v; want true, false", some, all)
	}
	if some, all, _ := scanHuge(fd, start+hugeSpan, start+2*hugeSpan); some || all {
		t.Fatalf("a 4 KB span alone: some %v, all %v; want false, false", some, all)
	}
}

// The look a hook call makes one call in sixteen (Kick).
func BenchmarkMapped(b *testing.B) {
	for b.Loop() {
		Mapped()
	}
}
