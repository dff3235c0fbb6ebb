package shell

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"testing"
)

// TestMemberPaths: every member by its whole name, directories without their slash, as
// archive/tar and archive/zip write them; Members stays the top-level names.
func TestMemberPaths(t *testing.T) {
	dir := t.TempDir()
	names := []string{"config/", "config/.env", "./config/sub/id_rsa", "src/a.go", "../up/x", "/abs/y"}
	want := []string{"config", "config/.env", "config/sub/id_rsa", "src/a.go", "../up/x", "/abs/y"}
	sort.Strings(want)
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, n := range names {
		typ, size := byte(tar.TypeReg), int64(1)
		if n[len(n)-1] == '/' {
			typ, size = tar.TypeDir, 0
		}
		if err := tw.WriteHeader(&tar.Header{Name: n, Typeflag: typ, Mode: 0o644, Size: size}); err != nil {
			t.Fatal(err)
		}
		tw.Write(make([]byte, size))
	}
	tw.Close()
	pt := filepath.Join(dir, "a.tar")
	os.WriteFile(pt, buf.Bytes(), 0o644)
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	for _, n := range names {
		w, _ := zw.Create(n)
		w.Write([]byte("x"))
	}
	zw.Close()
	pz := filepath.Join(dir, "a.zip")
	os.WriteFile(pz, zb.Bytes(), 0o644)
	for _, p := range []string{pt, pz} {
		got, ok := view{}.MemberPaths(p)
		sort.Strings(got)
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %q (%v), want %q", filepath.Base(p), got, ok, want)
		}
		top, _ := view{}.Members(p)
		sort.Strings(top)
		if wantTop := []string{"../up/x", "/abs/y", "config", "src"}; !reflect.DeepEqual(top, wantTop) {
			t.Errorf("%s: Members got %q, want %q", filepath.Base(p), top, wantTop)
		}
	}
}
