package state

import (
	"os"
	"path/filepath"
	"strings"
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

// ReadFile reads a file of exactly its bound, refuses one byte more, reads an empty file, and
// refuses a directory.
func TestReadFileBound(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, []byte("0123456789"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(path, 10); err != nil || string(b) != "0123456789" {
		t.Fatalf("got %q, %v", b, err)
	}
	if _, err := ReadFile(path, 9); err == nil || !strings.Contains(err.Error(), "larger than 9 bytes") {
		t.Fatalf("a file over the bound: %v", err)
	}
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(path, 10); err != nil || len(b) != 0 {
		t.Fatalf("empty file: %q, %v", b, err)
	}
	if _, err := ReadFile(t.TempDir(), 10); err == nil {
		t.Fatal("a directory was read")
	}
}
