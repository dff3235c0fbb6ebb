// Package settle keeps hookguard's own binary where Linux maps its code in 2 MB pages.
//
// Each hook call is a fresh process, and most of what one costs beyond an empty Go program is
// page faults: the kernel maps a file's code 64 KB at a time (fault-around) when its page cache
// holds it in 4 KB pages, and a hook call touches most of hookguard's 7 MB of code and tables.
// A file kept in 2 MB folios is mapped 2 MB at a time instead. Linux (6.x: ext4, xfs, btrfs)
// keeps a file in large folios when it was written with large writes; a file that `go build`,
// `go install` or `cp` wrote, or whose page cache was refilled by reads after a reboot or an
// eviction, is kept in 4 KB pages. Measured on the bench's 2-CPU VM: `hookguard version` 303
// faults and 12.2 ms as go build wrote it, 249 and 9.4 ms rewritten with 4 MB writes; a small
// write's hook call 14.3 ms against 11.6 ms (README, Speed).
//
// So hookguard rewrites its own file, byte for byte, with large writes, and exchanges it for the
// old one in one atomic rename (Run, behind `hookguard settle`). A hook call looks, one call in
// sixteen, whether its code is mapped in 2 MB pages (Mapped), and when it is not, starts
// `hookguard settle` in the background (Kick): once per boot for each file the binary has been,
// so that a file system that keeps files in 4 KB pages whatever wrote them costs one try, and
// again, at most once in ten minutes, for a file once seen in 2 MB pages whose page cache has
// dropped them since.
package settle

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/hookguard/hookguard/state"
)

// EnvVar switches the background settling: "off" never starts it (a person who does not want
// hookguard to rewrite its file, and the test suites, which run a test binary as hookguard);
// "now" looks on every call instead of one in sixteen. It only ever costs or saves time: the
// bytes the file holds are the same either way.
const EnvVar = "HOOKGUARD_SETTLE"

// MarkerFile, in the state directory, lists the binaries settling was started for or that were
// seen in 2 MB pages, one line each (mark): a hook call that finds its own there starts nothing,
// unless the file was seen so and tried over ten minutes ago.
const MarkerFile = "settled"

// every is how many calls share one look: the look (reading /proc/self/maps, opening
// /proc/self/pagemap and an ioctl a mapping) costs 40 µs in a loop on the bench's VM and up to
// 150 in a fresh process, about a percent of a call; one in sixteen brings it to a few µs, and
// a binary whose pages were dropped is settled within a few dozen calls.
const every = 16

// chunk is the size of each write: a multiple of 2 MB at 2 MB-aligned offsets, so that the page
// cache takes each as whole large folios.
const chunk = 4 << 20

// ErrReplaced says that the file at the binary's path is no longer the running binary: it was
// upgraded or rewritten since this process started, and that file is the one to settle.
var ErrReplaced = errors.New("the file at the binary's path is no longer the running binary (it was replaced since this process started); nothing to do")

// ErrUnsupported says that this system cannot map a file's code in large pages.
var ErrUnsupported = errors.New("only Linux keeps a file's pages in large folios; nothing to do on this system")

// Kick starts `hookguard settle` in the background when this call's code is mapped in 4 KB
// pages and the marker allows it for this binary's file (claim). A call that finds its code in
// 2 MB pages notes that the file's system keeps large folios (seen), which is what lets a file
// whose pages were dropped since be settled again. It is called after the hook's answer is
// written and costs nothing measurable when there is nothing to do.
func Kick(stateDir string, getenv func(string) string) {
	mode := getenv(EnvVar)
	if mode == "off" || stateDir == "" || (mode != "now" && rand.N(every) != 0) {
		return
	}
	huge, known := Mapped()
	if !known {
		return
	}
	id, err := selfID()
	if err != nil {
		return
	}
	if huge {
		seen(stateDir, id)
		return
	}
	if !claim(stateDir, id, time.Now()) {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		return
	}
	cmd := exec.Command(exe, "settle", "--background")
	detach(cmd)
	if cmd.Start() == nil {
		cmd.Process.Release()
	}
}

// Result says what Run did.
type Result struct {
	Path    string // the binary's file
	Size    int64
	Already bool // its code was mapped in 2 MB pages already: nothing was written
}

// Run rewrites the running binary's file in place with large writes, unless its code is mapped
// in 2 MB pages already, and records the new file in the marker so that hook calls do not start
// it again for that file this boot. stateDir may be "" (no marker kept). Afterwards this
// process runs a file that no longer has a name: os.Executable names nothing, and Result.Path
// is the binary's path.
func Run(stateDir string) (Result, error) {
	src, err := openSelf()
	if err != nil {
		return Result{}, err
	}
	defer src.Close()
	exe, err := os.Executable()
	if err != nil {
		return Result{}, fmt.Errorf("cannot find the running binary's path: %w", err)
	}
	target, err := filepath.EvalSymlinks(exe)
	if err != nil {
		return Result{}, fmt.Errorf("cannot resolve the running binary's path %s: %w", exe, err)
	}
	res := Result{Path: target}
	if huge, _ := MappedWhole(); huge {
		res.Already = true
		return res, nil
	}
	if stateDir != "" {
		// Two hook calls may start it at once: the second finds the lock taken and leaves.
		held, err := lockFor(stateDir)
		if err != nil {
			return res, err
		}
		defer held.Close()
	}
	if res.Size, err = rewrite(src, target); err != nil {
		return res, err
	}
	if stateDir != "" {
		if id, err := fileID(target); err == nil {
			claim(stateDir, id, time.Now())
		}
	}
	return res, nil
}

// lockFor takes the settle lock in stateDir (made if missing), without waiting.
func lockFor(stateDir string) (*state.Held, error) {
	if err := os.MkdirAll(stateDir, 0o700); err != nil {
		return nil, fmt.Errorf("cannot make the state directory: %w", err)
	}
	lock := filepath.Join(stateDir, MarkerFile+".lock")
	held, err := state.LockFile(lock, time.Now())
	if errors.Is(err, state.ErrLockTimeout) {
		return nil, fmt.Errorf("another hookguard settle is running (%s is locked); nothing to do", lock)
	}
	return held, err
}

// id names one file on one boot.
type id struct {
	boot     string
	dev, ino uint64
}

func (i id) String() string { return fmt.Sprintf("%s %d %d", i.boot, i.dev, i.ino) }

// again is how long a file that was seen in 2 MB pages waits before it is settled again once
// its pages are dropped: a page cache under pressure may drop them often, and each settle
// writes the whole binary (22 MB), at most six times an hour. Until then every call pays for
// the 4 KB pages: on the bench's VM a binary settled at 03:27 was found in 4 KB pages by 04:40
// on 2026-12-03 (a session of builds and tests beside it), and its 200-line script call took
// 14.2 ms and 350 faults against 11.6 ms and 300 settled again; an hour of that was most of a
// working session's calls.
const again = 10 * time.Minute

// A mark is a marker line: "BOOT DEV INO TRIED [seen]", TRIED the Unix time a settle was last
// started for the file, and "seen" once a call found it mapped in 2 MB pages. A file never seen
// so sits on a file system that keeps files in 4 KB pages whatever wrote them, and is tried
// once a boot; one seen so is tried again when its pages were dropped, at most once in again.
// (A line of an older hookguard, "BOOT DEV INO", is a file tried long ago and never seen.)
type mark struct {
	id    string
	tried int64
	seen  bool
}

func parseMark(line string) mark {
	f := strings.Fields(line)
	if len(f) < 3 {
		return mark{id: line}
	}
	m := mark{id: strings.Join(f[:3], " ")}
	if len(f) > 3 {
		m.tried, _ = strconv.ParseInt(f[3], 10, 64)
	}
	m.seen = len(f) > 4 && f[4] == "seen"
	return m
}

func (m mark) String() string {
	s := fmt.Sprintf("%s %d", m.id, m.tried)
	if m.seen {
		s += " seen"
	}
	return s
}

// claim records that a settle starts now for i and reports whether the marker allowed it: a
// file with no line yet, or one seen in 2 MB pages and last tried longer ago than again.
func claim(stateDir string, i id, now time.Time) bool {
	return update(stateDir, i, func(m *mark, found bool) bool {
		if found && (!m.seen || now.Unix()-m.tried < int64(again/time.Second)) {
			return false
		}
		m.tried = now.Unix()
		return true
	})
}

// seen records that i was found mapped in 2 MB pages, unless the marker says so already (the
// look reads the marker; it writes it once a file).
func seen(stateDir string, i id) {
	if data, err := state.ReadFile(filepath.Join(stateDir, MarkerFile), 1<<16); err == nil {
		if m, ok := findMark(string(data), i); ok && m.seen {
			return
		}
	}
	update(stateDir, i, func(m *mark, found bool) bool {
		if m.seen {
			return false
		}
		m.seen = true
		return true
	})
}

func findMark(data string, i id) (mark, bool) {
	for _, line := range strings.Split(data, "\n") {
		if m := parseMark(line); m.id == i.String() {
			return m, true
		}
	}
	return mark{}, false
}

// update changes i's line in the marker (made if missing) when change says so, and reports
// whether it did. Lines of earlier boots are dropped as it goes, so that the file
// stays a few lines long.
func update(stateDir string, i id, change func(m *mark, found bool) bool) bool {
	if err := os.MkdirAll(stateDir, 0o700); err != nil {
		return false
	}
	f, err := state.OpenWrite(filepath.Join(stateDir, MarkerFile))
	if err != nil {
		return false
	}
	defer f.Close()
	var keep []string
	m, found := mark{id: i.String()}, false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch l := parseMark(line); {
		case l.id == i.String():
			m, found = l, true
		case strings.HasPrefix(line, i.boot+" "):
			keep = append(keep, line)
		}
	}
	if !change(&m, found) {
		return false
	}
	keep = append(keep, m.String())
	if f.Truncate(0) != nil {
		return false
	}
	_, err = f.WriteAt([]byte(strings.Join(keep, "\n")+"\n"), 0)
	return err == nil
}

// CopyFile copies the file at src to a new file dst (mode 0755) with the large writes that keep
// it in large folios: a program run many times from the copy maps its code in 2 MB pages.
func CopyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	st, err := in.Stat()
	if err != nil {
		return err
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	_, err = copyLarge(out, in, st.Size())
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(dst)
	}
	return err
}

// copyLarge copies size bytes of src into dst in writes of chunk bytes at chunk-aligned
// offsets, so that the page cache takes each as whole large folios. A plain writer: os.File's
// ReadFrom would copy in the kernel (copy_file_range), in pieces of its own choosing.
func copyLarge(dst io.Writer, src io.ReaderAt, size int64) (int64, error) {
	n, err := io.CopyBuffer(struct{ io.Writer }{dst}, io.NewSectionReader(src, 0, size), make([]byte, chunk))
	if err == nil && n != size {
		err = fmt.Errorf("copied %d bytes of %d", n, size)
	}
	return n, err
}

// Tried reports whether a settle was started this boot for the file at path and no call has
// found it mapped in 2 MB pages since, as the marker in stateDir records: a file still in 4 KB
// pages after that sits where the kernel keeps every file so.
func Tried(stateDir, path string) bool {
	i, err := fileID(path)
	if err != nil || stateDir == "" {
		return false
	}
	data, err := state.ReadFile(filepath.Join(stateDir, MarkerFile), 1<<16)
	if err != nil {
		return false
	}
	m, ok := findMark(string(data), i)
	return ok && !m.seen
}
