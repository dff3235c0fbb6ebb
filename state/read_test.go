package state

import (
	"os"
	"path/filepath"
	"testing"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "x.sh")
	if err := os.WriteFile(f, []byte("echo hi\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(f, 8); err != nil || string(b) != "echo hi\n" {
		t.Errorf("ReadFile(file, 8) = %q, %v; want its text", b, err)
	}
	if _, err := ReadFile(f, 7); err == nil {
		t.Error("ReadFile read a file larger than its limit")
	}
	if _, err := ReadFile(dir, 1<<20); err == nil {
		t.Error("ReadFile read a directory")
	}
	if _, err := ReadFile(filepath.Join(dir, "none"), 1<<20); !os.IsNotExist(err) {
		t.Errorf("ReadFile(missing) = %v; want not-exist", err)
	}
}
