package main

import (
	"strings"
	"testing"
)

// A page-fault recording as `perf script -F addr,ip,sym` prints it: the faulting address, then
// the call chain, innermost first; kernel frames carry kernel addresses.
const sample = `          ba1320 os.Stdin
	ffffffff81775b9a elf_load
	ffffffff816e37e4 __x64_sys_execve

    3f506b280510 [unknown]
	           2405e runtime.(*mcache).nextFree
	           24645 runtime.mallocgcSmallNoscan
	          39a1b2 github.com/hookguard/hookguard/guards/secrets.(*engine).scan
	          39b000 github.com/hookguard/hookguard/guards/secrets.(*Guard).Scan

          4a0010 [unknown]
	          4a0010 github.com/expr-lang/expr/parser/operator.map.init.0
	           5cb53 runtime.doInit1

    3f506b290000 [unknown]
	           2863e runtime.copystack
	           57bb0 runtime.newstack
	           8c10a runtime.morestack.abi0
`

func TestSplit(t *testing.T) {
	regions := []region{{".text", 0x401000, 0x7af000}, {".bss", 0xba1320, 0xbc2f80}}
	byRegion, byWho, total := split(strings.NewReader(sample), regions)
	if total != 4 {
		t.Fatalf("%d samples, want 4", total)
	}
	for k, want := range map[string]int{".bss": 1, ".text": 1, "anonymous (heap, stacks, runtime mappings)": 2} {
		if byRegion[k] != want {
			t.Errorf("region %s: %d, want %d (all: %v)", k, byRegion[k], want, byRegion)
		}
	}
	for k, want := range map[string]int{
		"runtime: execve": 0, // the exec sample has only kernel frames
		"github.com/hookguard/hookguard/guards/secrets.(*engine).scan": 1,
		"github.com/expr-lang/expr/parser/operator (init)":             1,
		"runtime: morestack": 1,
	} {
		if byWho[k] != want {
			t.Errorf("toucher %s: %d, want %d (all: %v)", k, byWho[k], want, byWho)
		}
	}
}
