package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/hookguard/hookguard"
)

// The default configuration is compiled in as Go data; this keeps that data in step with
// guards.toml. If it fails, run `go generate ./config/...`.
func TestGeneratedDefaultIsCurrent(t *testing.T) {
	want, err := Generate(hookguard.DefaultConfig)
	if err != nil {
		t.Fatalf("guards.toml does not parse: %v", err)
	}
	got, err := os.ReadFile("../../defaultconf/default_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("config/defaultconf/default_gen.go is stale: run `go generate ./config/...`")
	}
}
