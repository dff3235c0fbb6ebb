package boundary

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// writeTar writes an uncompressed tar of regular members and, for "name->target", symlinks.
func writeTar(t *testing.T, p string, names ...string) {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, n := range names {
		if name, target, ok := bytes.Cut([]byte(n), []byte("->")); ok {
			must(t, tw.WriteHeader(&tar.Header{Name: string(name), Linkname: string(target), Mode: 0o777, Typeflag: tar.TypeSymlink}))
			continue
		}
		must(t, tw.WriteHeader(&tar.Header{Name: n, Mode: 0o644, Size: 2, Typeflag: tar.TypeReg}))
		if _, err := tw.Write([]byte("x\n")); err != nil {
			t.Fatal(err)
		}
	}
	must(t, tw.Close())
	must(t, os.WriteFile(p, buf.Bytes(), 0o644))
}

func writeZip(t *testing.T, p string, names ...string) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		f, err := zw.Create(n)
		must(t, err)
		if _, err := f.Write([]byte("x\n")); err != nil {
			t.Fatal(err)
		}
	}
	must(t, zw.Close())
	must(t, os.WriteFile(p, buf.Bytes(), 0o644))
}

// Archive members are writes where the extractor puts them: an absolute name at its own path
// under tar -P and Python's tarfile, a member below a symlink member where the link points.
func TestArchiveMembersLandWhereTheExtractorPutsThem(t *testing.T) {
	w := newWorld(t)
	rc := filepath.Join(w.home, ".bashrc")
	writeTar(t, w.scratch+"/abs.tar", rc)
	writeTar(t, w.scratch+"/trav.tar", "../../.bashrc")
	writeTar(t, w.scratch+"/link.tar", "hm->"+w.home, "hm/.bashrc")
	writeTar(t, w.scratch+"/rel.tar", "up->../..", "up/.profile")
	writeTar(t, w.scratch+"/ok.tar", "src/a.go", "docs/b.md")
	writeZip(t, w.scratch+"/trav.zip", "../../.bashrc")
	writeZip(t, w.scratch+"/ok.zip", "src/a.go")
	run := func(cmd string) hookguard.Verdict {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		return w.judge(t, ev)
	}
	s := w.scratch
	for _, cmd := range []string{
		"tar xPf " + s + "/abs.tar", "tar -xf " + s + "/abs.tar -P", "tar --absolute-names -xf " + s + "/abs.tar",
		"bsdtar -xPf " + s + "/abs.tar", "tar -x -P -f " + s + "/link.tar",
		"tar xf " + s + "/trav.tar",
		"python3 -m tarfile -e " + s + "/abs.tar", "python3 -m tarfile -e " + s + "/abs.tar out",
		"python3 -m tarfile -e " + s + "/trav.tar .", "python3 -m tarfile --extract " + s + "/link.tar .",
		"python3 -m tarfile -e " + s + "/rel.tar src", "python -m tarfile --filter fully_trusted -e " + s + "/abs.tar",
		"unzip -: " + s + "/trav.zip", "unzip -o: " + s + "/trav.zip -d out",
	} {
		if v := run(cmd); v.Decision != hookguard.Block || v.Rule != "outside-roots" {
			t.Errorf("%q: got %v %s (%s), want a block", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		"tar xf " + s + "/abs.tar", // GNU tar and bsdtar take the leading / away
		"tar xf " + s + "/ok.tar", "tar xPf " + s + "/ok.tar", "python3 -m tarfile -e " + s + "/ok.tar .",
		"python3 -m tarfile --filter data -e " + s + "/abs.tar out", "python3 -m tarfile -l " + s + "/abs.tar",
		"python3 -m zipfile -e " + s + "/ok.zip out", "python3 -m zipfile -l " + s + "/trav.zip", "unzip " + s + "/ok.zip",
		// unzip without -: and Python's zipfile take ../ and a leading / away.
		"unzip " + s + "/trav.zip", "unzip -o " + s + "/trav.zip -d out", "python3 -m zipfile -e " + s + "/trav.zip .",
	} {
		if v := run(cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}

// writeCpio writes a newc cpio archive of regular members.
func writeCpio(t *testing.T, p string, names ...string) {
	t.Helper()
	var buf bytes.Buffer
	pad := func() {
		for buf.Len()%4 != 0 {
			buf.WriteByte(0)
		}
	}
	entry := func(name string, data []byte) {
		fmt.Fprintf(&buf, "070701%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X", 1, 0o100644, 0, 0, 1, 0, len(data), 0, 0, 0, 0, len(name)+1, 0)
		buf.WriteString(name)
		buf.WriteByte(0)
		pad()
		buf.Write(data)
		pad()
	}
	for _, n := range names {
		entry(n, []byte("x\n"))
	}
	entry("TRAILER!!!", nil)
	must(t, os.WriteFile(p, buf.Bytes(), 0o644))
}

// cpio and pax keep an absolute member name (GNU cpio unless --no-absolute-filenames; POSIX
// pax always), and a ../ one climbs; their members are read like tar's.
func TestCpioAndPaxMembers(t *testing.T) {
	w := newWorld(t)
	s := w.scratch
	writeCpio(t, s+"/abs.cpio", filepath.Join(w.home, ".bashrc"))
	writeCpio(t, s+"/trav.cpio", "../../.profile")
	writeCpio(t, s+"/ok.cpio", "src/a.go", "docs/b.md")
	writeTar(t, s+"/abs.tar", filepath.Join(w.home, ".bashrc"))
	writeTar(t, s+"/ok.tar", "src/a.go")
	run := func(cmd string) hookguard.Verdict {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		return w.judge(t, ev)
	}
	for _, cmd := range []string{
		"cpio -idm < " + s + "/abs.cpio", "cpio -i -F " + s + "/abs.cpio", "cpio --extract --file=" + s + "/abs.cpio",
		"cpio -id < " + s + "/trav.cpio", "cpio -id --no-absolute-filenames < " + s + "/trav.cpio",
		"pax -r -f " + s + "/abs.tar", "pax -r < " + s + "/abs.tar", "pax -r -s ',^/,,' < " + s + "/ok.tar",
		"find src | cpio -pdm " + w.other, "pax -rw src " + w.other,
	} {
		if v := run(cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: got %v %s (%s), want a block", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		"cpio -idm < " + s + "/ok.cpio", "cpio -id --no-absolute-filenames < " + s + "/abs.cpio", "cpio -t < " + s + "/abs.cpio",
		"pax -r -f " + s + "/ok.tar", "pax -f " + s + "/abs.tar", "find src | cpio -o > " + s + "/out.cpio",
		"pax -w -f " + s + "/out.tar src",
	} {
		if v := run(cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
