package hugeheap

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// In a fresh process in the 2 MB mode, where the kernel allows transparent huge pages, the
// heap's first span is one 2 MB page.
func TestHeapStartIsOneHugePage(t *testing.T) {
	for _, out := range inChildren(t, "TestHeapStartIsOneHugePageChild", 1) {
		if !strings.Contains(out, "PASS") {
			t.Fatal(out)
		}
	}
}

func TestHeapStartIsOneHugePageChild(t *testing.T) {
	child(t)
	var kb int
	fmt.Sscanf(smapsField(t, base, "AnonHugePages:"), "%d", &kb)
	if kb < span>>10 {
		t.Fatalf("the heap's first span at %#x is not in a 2 MB page (AnonHugePages %d kB); a kernel before 6.1 has no MADV_COLLAPSE", base, kb)
	}
}

// needTHP skips a test where the kernel has no transparent huge pages to give.
func needTHP(t *testing.T) {
	t.Helper()
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(mode), "[never]") {
		t.Skipf("no transparent huge pages here (%q, %v)", mode, err)
	}
}

// smapsField is the value of a field (AnonHugePages:, VmFlags:) of the mapping holding a, as
// /proc/self/smaps gives it.
func smapsField(t *testing.T, a uintptr, key string) string {
	t.Helper()
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
			in = lo <= a && a < hi
			continue
		}
		if in && strings.HasPrefix(line, key) {
			return strings.TrimPrefix(line, key)
		}
	}
	t.Fatalf("no mapping holds %#x", a)
	return ""
}
