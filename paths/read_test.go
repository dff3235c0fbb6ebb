package paths

import (
	"os"
	"path/filepath"
	"testing"
)

func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "x.sh")
	if err := os.WriteFile(f, []byte("echo hi\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadRegular(f, 8); err != nil || string(b) != "echo hi\n" {
		t.Errorf("ReadRegular(file, 8) = %q, %v; want its text", b, err)
	}
	if _, err := ReadRegular(f, 7); err == nil {
		t.Error("ReadRegular read a file larger than its limit")
	}
	if _, err := ReadRegular(dir, 1<<20); err == nil {
		t.Error("ReadRegular read a directory")
	}
	if _, err := ReadRegular(filepath.Join(dir, "none"), 1<<20); !os.IsNotExist(err) {
		t.Errorf("ReadRegular(missing) = %v; want not-exist", err)
	}
}
