package settle

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// PAGEMAP_SCAN (Linux 6.7) reports a range's pages by category in one ioctl on
// /proc/self/pagemap; x/sys does not define it yet. The layouts are include/uapi/linux/fs.h's.
const (
	pagemapScan = 0xC0606610 // _IOWR('f', 16, struct pm_scan_arg)
	pageIsHuge  = 1 << 6     // PAGE_IS_HUGE: mapped by a PMD (or hugetlb)
	pagePresent = 1 << 3
)

type pmScanArg struct {
	size, flags, start, end, walkEnd, vec, vecLen, maxPages       uint64
	categoryInverted, categoryMask, categoryAnyofMask, returnMask uint64
}

type pageRegion struct{ start, end, categories uint64 }

// hugeSpan is the size of a PMD mapping.
const hugeSpan = 2 << 20

// Mapped reports whether this process's code and tables are mapped in 2 MB pages: every whole
// 2 MB span of the binary's read-only mappings (its code, its read-only data) that this process
// has touched is mapped by one PMD. One span in 4 KB pages is enough to say no: the page cache
// can lose a file's large folios span by span (seen on the bench's VM: a settled binary with
// two of its seven spans in 4 KB pages half an hour later, 60 more faults a call). known is
// false where the kernel cannot say (before Linux 6.7, or /proc not mounted).
func Mapped() (huge, known bool) { return mapped(false) }

// MappedWhole is Mapped over every whole span, each mapped first (MADV_POPULATE_READ, one
// fault's work a span held in a 2 MB folio): what settling decides by, since the process that
// settles touches few of the spans a hook call does.
func MappedWhole() (huge, known bool) { return mapped(true) }

func mapped(populate bool) (huge, known bool) {
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return false, false
	}
	spans := codeSpans(string(maps), uint64(reflect.ValueOf(runtime.Gosched).Pointer()))
	if len(spans) == 0 {
		return false, false
	}
	fd, err := unix.Open("/proc/self/pagemap", unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return false, false
	}
	defer unix.Close(fd)
	seen := false
	for _, sp := range spans {
		if populate {
			unix.Syscall(unix.SYS_MADVISE, uintptr(sp[0]), uintptr(sp[1]-sp[0]), madvPopulateRead)
		}
		some, all, ok := scanHuge(fd, sp[0], sp[1])
		if !ok {
			return false, false
		}
		if !all {
			return false, true
		}
		seen = seen || some
	}
	return seen, seen
}

// madvPopulateRead is MADV_POPULATE_READ (Linux 5.14); an older kernel refuses it, and the
// look sees what was touched.
const madvPopulateRead = 22

// codeSpans are the whole 2 MB spans, as [start, end) ranges, of the read-only mappings of the
// file whose mapping holds the address code: only there can the kernel map a span in one
// piece, where the span's address and its file offset are both 2 MB aligned and it lies
// within one mapping (the span where code turns into read-only data holds both).
func codeSpans(maps string, code uint64) [][2]uint64 {
	type mapping struct {
		lo, hi, off uint64
		perms, file string // file: "DEV INODE"
	}
	var ms []mapping
	file := ""
	for _, line := range strings.Split(maps, "\n") {
		f := strings.Fields(line)
		if len(f) < 6 {
			continue
		}
		lo, hi, ok := strings.Cut(f[0], "-")
		m := mapping{perms: f[1], file: f[3] + " " + f[4]}
		var e1, e2, e3 error
		m.lo, e1 = strconv.ParseUint(lo, 16, 64)
		m.hi, e2 = strconv.ParseUint(hi, 16, 64)
		m.off, e3 = strconv.ParseUint(f[2], 16, 64)
		if !ok || e1 != nil || e2 != nil || e3 != nil || f[4] == "0" {
			continue
		}
		if m.lo <= code && code < m.hi {
			file = m.file
		}
		ms = append(ms, m)
	}
	var spans [][2]uint64
	for _, m := range ms {
		if m.file != file || strings.Contains(m.perms, "w") {
			continue
		}
		first := (m.lo + hugeSpan - 1) &^ (hugeSpan - 1)
		last := m.hi &^ (hugeSpan - 1)
		if first < last && (first-m.lo+m.off)%hugeSpan == 0 {
			spans = append(spans, [2]uint64{first, last})
		}
	}
	return spans
}

// scanHuge looks at the present pages of [start, end) in one PAGEMAP_SCAN ioctl a batch: some
// says any is, all that every one is mapped by a PMD.
func scanHuge(fd int, start, end uint64) (some, all, ok bool) {
	var regs [16]pageRegion
	for start < end {
		arg := pmScanArg{
			size:  uint64(unsafe.Sizeof(pmScanArg{})),
			start: start, end: end,
			vec: uint64(uintptr(unsafe.Pointer(&regs[0]))), vecLen: uint64(len(regs)),
			categoryAnyofMask: pageIsHuge | pagePresent, returnMask: pageIsHuge | pagePresent,
		}
		n, _, errno := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), pagemapScan, uintptr(unsafe.Pointer(&arg)))
		runtime.KeepAlive(&regs)
		if errno != 0 || int(n) > len(regs) {
			return false, false, false
		}
		for _, r := range regs[:n] {
			if r.categories&pageIsHuge == 0 {
				return some, false, true
			}
			some = true
		}
		if int(n) < len(regs) || arg.walkEnd <= start {
			break
		}
		start = arg.walkEnd
	}
	return some, true, true
}

// openSelf opens the running binary's file (the one this process maps, even if its path now
// names another).
func openSelf() (*os.File, error) {
	f, err := os.Open("/proc/self/exe")
	if err != nil {
		return nil, fmt.Errorf("cannot open the running binary through /proc/self/exe: %w", err)
	}
	return f, nil
}

func selfID() (id, error) { return fileID("/proc/self/exe") }

// fileID names the file at path (following links) on this boot.
func fileID(path string) (id, error) {
	var st unix.Stat_t
	if err := unix.Stat(path, &st); err != nil {
		return id{}, err
	}
	boot, err := os.ReadFile("/proc/sys/kernel/random/boot_id")
	if err != nil {
		return id{}, err
	}
	return id{boot: string(bytes.TrimSpace(boot)), dev: st.Dev, ino: st.Ino}, nil
}

// detach makes the background settle a session of its own, so that it outlives the hook call
// and a harness that kills the hook's process group on a timeout does not cut a rewrite short
// (which would be harmless: the old file stays until the exchange).
func detach(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true} }

// Yield lowers this process's priority: a rewrite reads and writes the whole binary once, and
// the agent's own work goes first.
func Yield() { unix.Setpriority(unix.PRIO_PROCESS, 0, 10) }

// unnamed opens a new file in dir that has no name yet (O_TMPFILE), so that nothing can open
// it while it is written: it gets a name only for the moment before the exchange. A file system
// without O_TMPFILE gets a named temporary file instead.
func unnamed(dir string) (*os.File, error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_WRONLY|unix.O_CLOEXEC, 0o600)
	if err == nil {
		return os.NewFile(uintptr(fd), filepath.Join(dir, "(unnamed)")), nil
	}
	return os.CreateTemp(dir, ".settle-*")
}

// link gives f a fresh name in dir starting with prefix: through /proc/self/fd, the way to
// link an O_TMPFILE file without privileges. A file CreateTemp named is renamed instead.
func link(f *os.File, dir, prefix string) (string, error) {
	for range 10 {
		name := filepath.Join(dir, fmt.Sprintf("%s%08x", prefix, rand.Uint32()))
		var err error
		if filepath.Base(f.Name()) == "(unnamed)" {
			err = unix.Linkat(unix.AT_FDCWD, fmt.Sprintf("/proc/self/fd/%d", f.Fd()), unix.AT_FDCWD, name, unix.AT_SYMLINK_FOLLOW)
		} else {
			err = os.Rename(f.Name(), name)
		}
		if !errors.Is(err, os.ErrExist) {
			return name, err
		}
	}
	return "", fmt.Errorf("no free name for %s* in %s", prefix, dir)
}

// Rewritable says why the file at path cannot be settled by this user, or nil: settle writes
// the copy as the user, beside the file, and only over a file the user owns.
func Rewritable(path string) error {
	var st unix.Stat_t
	if err := unix.Stat(path, &st); err != nil {
		return err
	}
	if int(st.Uid) != os.Getuid() {
		return fmt.Errorf("it belongs to uid %d", st.Uid)
	}
	if err := unix.Access(filepath.Dir(path), unix.W_OK); err != nil {
		return fmt.Errorf("its directory is not writable: %w", err)
	}
	return nil
}

// beforeExchange, when set, runs between the copy and the exchange: the tests' way to race an
// upgrade against a settle.
var beforeExchange func()

// rewrite writes src's bytes into a new file beside target and exchanges the two atomically,
// so that the path names a whole binary at every moment, then removes the old one (processes
// running it keep it until they exit). target must be src's file, and owned by the user: the
// new file is written as the user, with the old one's permissions and modification time (the
// configuration cache names a build by its size and modification time).
func rewrite(src *os.File, target string) (int64, error) {
	var sst, tst unix.Stat_t
	if err := unix.Fstat(int(src.Fd()), &sst); err != nil {
		return 0, err
	}
	if err := unix.Stat(target, &tst); err != nil {
		return 0, err
	}
	if sst.Dev != tst.Dev || sst.Ino != tst.Ino {
		return 0, ErrReplaced
	}
	if int(tst.Uid) != os.Getuid() {
		return 0, fmt.Errorf("%s belongs to another user (uid %d); hookguard only rewrites a binary its user owns", target, tst.Uid)
	}
	dir, base := filepath.Dir(target), filepath.Base(target)
	tmp, err := unnamed(dir)
	if err != nil {
		return 0, fmt.Errorf("cannot write beside %s: %w", target, err)
	}
	defer tmp.Close()
	if filepath.Base(tmp.Name()) != "(unnamed)" {
		defer os.Remove(tmp.Name()) // renamed by link on the way, unless it failed first
	}
	n, err := copyLarge(tmp, src, sst.Size)
	if err == nil {
		err = tmp.Chmod(os.FileMode(sst.Mode & 0o777))
	}
	if err == nil {
		err = tmp.Sync()
	}
	if err != nil {
		return 0, fmt.Errorf("cannot write the new copy of %s: %w", target, err)
	}
	name, err := link(tmp, dir, "."+base+".settle-")
	if err != nil {
		return 0, fmt.Errorf("cannot name the new copy of %s: %w", target, err)
	}
	exchanged := false
	defer func() {
		if !exchanged {
			os.Remove(name)
		}
	}()
	if err := unix.UtimesNanoAt(unix.AT_FDCWD, name, []unix.Timespec{sst.Atim, sst.Mtim}, unix.AT_SYMLINK_NOFOLLOW); err != nil {
		return 0, fmt.Errorf("cannot keep %s's modification time: %w", target, err)
	}
	if beforeExchange != nil {
		beforeExchange()
	}
	if err := unix.Renameat2(unix.AT_FDCWD, name, unix.AT_FDCWD, target, unix.RENAME_EXCHANGE); err != nil {
		return 0, fmt.Errorf("cannot put the new copy in place of %s: %w", target, err)
	}
	exchanged = true
	// The old file is now at name. If something replaced target between the check above and
	// the exchange, that file is what came back: put it back and drop ours.
	var old unix.Stat_t
	if err := unix.Lstat(name, &old); err != nil || old.Dev != sst.Dev || old.Ino != sst.Ino {
		if err := unix.Renameat2(unix.AT_FDCWD, name, unix.AT_FDCWD, target, unix.RENAME_EXCHANGE); err != nil {
			return 0, fmt.Errorf("%s was replaced while hookguard settled it, and putting it back failed: %w; the file at %s is the replacement", target, err, name)
		}
		os.Remove(name)
		return 0, ErrReplaced
	}
	os.Remove(name)
	return n, nil
}
