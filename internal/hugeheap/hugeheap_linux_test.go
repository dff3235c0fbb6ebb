package hugeheap

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// The test binary links this package, so its init has run: where the kernel allows
// transparent huge pages, the heap's first span is one 2 MB page.
func TestHeapStartIsOneHugePage(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(mode), "[never]") {
		t.Skipf("no transparent huge pages here (%q, %v)", mode, err)
	}
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in := false
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 {
			in = lo <= base && base < hi
			continue
		}
		if in && strings.HasPrefix(line, "AnonHugePages:") {
			var kb int
			fmt.Sscanf(strings.TrimPrefix(line, "AnonHugePages:"), "%d", &kb)
			if kb < span>>10 {
				t.Fatalf("the heap's first span at %#x is not in a 2 MB page (AnonHugePages %d kB); a kernel before 6.1 has no MADV_COLLAPSE", base, kb)
			}
			return
		}
	}
	t.Fatalf("no mapping holds the heap's first span %#x", base)
}
