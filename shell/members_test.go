package shell

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestMembers holds the hand-written archive readers to what archive/tar and archive/zip
// write: plain, gzip'd, GNU long names, pax paths, ustar prefixes, absolute and climbing names.
func TestMembers(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("d", 120) + "/f"
	names := []string{"a/b.txt", "./c", long, ".hookguard/runners/claude/guard-shell.sh", "../up/x", "/abs/y", "top"}
	want := []string{"a", "c", strings.Repeat("d", 120), ".hookguard", "../up/x", "/abs/y", "top"}
	sort.Strings(want)
	for _, format := range []tar.Format{tar.FormatGNU, tar.FormatPAX, tar.FormatUSTAR} {
		var buf bytes.Buffer
		tw := tar.NewWriter(&buf)
		for _, n := range names {
			if format == tar.FormatUSTAR && len(n) > 100 && !strings.Contains(n[len(n)-100:], "/") {
				continue
			}
			body := []byte("hello " + n)
			if err := tw.WriteHeader(&tar.Header{Name: n, Mode: 0o644, Size: int64(len(body)), Format: format}); err != nil {
				t.Fatal(err)
			}
			tw.Write(body)
		}
		tw.Close()
		p := filepath.Join(dir, format.String()+".tar")
		os.WriteFile(p, buf.Bytes(), 0o644)
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(buf.Bytes())
		zw.Close()
		pz := p + ".gz"
		os.WriteFile(pz, gz.Bytes(), 0o644)
		for _, f := range []string{p, pz} {
			got, ok := view{}.Members(f)
			sort.Strings(got)
			if !ok || !reflect.DeepEqual(got, want) {
				t.Errorf("%s: got %q (%v), want %q", f, got, ok, want)
			}
		}
	}
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	for _, n := range names {
		w, _ := zw.Create(n)
		w.Write([]byte(n))
	}
	zw.SetComment("a comment after the directory")
	zw.Close()
	pz := filepath.Join(dir, "a.zip")
	os.WriteFile(pz, zb.Bytes(), 0o644)
	got, ok := view{}.Members(pz)
	sort.Strings(got)
	if !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("zip: got %q (%v), want %q", got, ok, want)
	}
	os.WriteFile(filepath.Join(dir, "junk.tar"), []byte("not an archive at all"), 0o644)
	if m, ok := (view{}).Members(filepath.Join(dir, "junk.tar")); ok {
		t.Errorf("junk read as an archive: %q", m)
	}
}
