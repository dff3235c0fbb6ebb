package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuildFindings builds a small program that links net both ways, for real, and reads
// what doctor would say about each.
func TestBuildFindings(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go tool is needed")
	}
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":  "module example.com/netprog\n\ngo 1.21\n",
		"main.go": "package main\n\nimport \"net\"\n\nfunc main() { _ = net.ParseIP(\"::1\") }\n",
	}
	for n, text := range files {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	build := func(cgo string) string {
		out := filepath.Join(dir, "prog-cgo"+cgo)
		cmd := exec.Command(gobin, "build", "-o", out, ".")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "CGO_ENABLED="+cgo, "GOFLAGS=-mod=mod")
		if msg, err := cmd.CombinedOutput(); err != nil {
			if cgo == "1" {
				t.Skipf("no cgo build here (a C compiler is needed): %v\n%s", err, msg)
			}
			t.Fatalf("CGO_ENABLED=%s go build: %v\n%s", cgo, err, msg)
		}
		return out
	}
	parts, warns := buildFindings(build("0"))
	if len(warns) != 0 || len(parts) != 1 || !strings.Contains(parts[0], "static (CGO_ENABLED=0)") {
		t.Errorf("static build: parts %q warnings %q", parts, warns)
	}
	parts, warns = buildFindings(build("1"))
	if len(parts) != 0 || len(warns) != 1 || !strings.Contains(warns[0], "rebuild it with CGO_ENABLED=0") {
		t.Errorf("cgo build: parts %q warnings %q", parts, warns)
	}
	_, warns = buildFindings(filepath.Join(dir, "main.go"))
	if len(warns) != 1 || !strings.Contains(warns[0], "is it a Go binary?") {
		t.Errorf("not a binary: %q", warns)
	}
}
