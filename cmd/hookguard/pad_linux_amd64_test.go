package main

import (
	"debug/elf"
	"path/filepath"
	"strings"
	"testing"
)

// TestCodeInWholeHugePages builds hookguard and checks that every function of its own lies in
// a 2 MB span wholly inside the code's mapping, the spans Linux can map a settled binary's code
// in 2 MB pages for (pad_linux_amd64.go): without pad, the guards, cli and expr lay after the last
// such boundary.
func TestCodeInWholeHugePages(t *testing.T) {
	canBuild(t)
	bin := filepath.Join(t.TempDir(), "hookguard")
	build(t, bin)
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	const span = 2 << 20
	var text *elf.Prog
	for _, p := range f.Progs {
		if p.Type == elf.PT_LOAD && p.Flags&elf.PF_X != 0 {
			text = p
		}
	}
	if text == nil {
		t.Fatal("no executable segment")
	}
	if (text.Vaddr-text.Off)%span != 0 {
		t.Fatalf("the code is mapped at %#x from file offset %#x: not 2 MB-aligned against each other, so no span of it can be a 2 MB page", text.Vaddr, text.Off)
	}
	boundary := (text.Vaddr + text.Memsz) &^ (span - 1)
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	ours := 0
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) != elf.STT_FUNC || !strings.HasPrefix(s.Name, "github.com/hookguard/hookguard/") && !strings.HasPrefix(s.Name, "main.") || strings.HasPrefix(s.Name, "main.pad") {
			continue
		}
		ours++
		if s.Value+s.Size > boundary {
			t.Fatalf("%s ends at %#x, past the code's last 2 MB boundary %#x (the code ends at %#x): it is mapped 4 KB at a time", s.Name, s.Value+s.Size, boundary, text.Vaddr+text.Memsz)
		}
	}
	if ours < 1000 {
		t.Fatalf("only %d functions of hookguard's in the symbol table", ours)
	}
}
