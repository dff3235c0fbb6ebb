// Command faultsplit reads `perf script -F addr,ip,sym` output of a page-fault recording
// (`perf record -e page-faults -c 1 -g -d`) and says where one process's faults went: by the
// region of memory touched (the binary's sections, or anonymous memory: heap, stacks, runtime
// mappings) and by who touched it (the first frame outside the Go runtime, its package's init
// marked). On a VM, where a fault costs ~20 µs, this is where a hook call's time goes.
//
//	perf record -q -e page-faults -c 1 -g -d -o f.data BIN ARGS < payload
//	perf script -i f.data -F addr,ip,sym | faultsplit -bin BIN
package main

import (
	"bufio"
	"cmp"
	"debug/elf"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
)

type region struct {
	name       string
	start, end uint64
}

func main() {
	bin := flag.String("bin", "", "the recorded program (an ELF file): its sections name the regions")
	top := flag.Int("top", 25, "how many of the busiest toucher rows to print")
	flag.Parse()
	var regions []region
	if *bin != "" {
		f, err := elf.Open(*bin)
		if err != nil {
			fmt.Fprintf(os.Stderr, "faultsplit: %v: give -bin the program perf recorded\n", err)
			os.Exit(2)
		}
		for _, s := range f.Sections {
			if s.Flags&elf.SHF_ALLOC != 0 && s.Addr != 0 {
				regions = append(regions, region{s.Name, s.Addr, s.Addr + s.Size})
			}
		}
		f.Close()
	}
	byRegion, byWho, total := split(os.Stdin, regions)
	if total == 0 {
		fmt.Fprintln(os.Stderr, "faultsplit: no samples on stdin: pipe `perf script -F addr,ip,sym` of a page-faults recording")
		os.Exit(2)
	}
	fmt.Printf("%d page faults\n\nby region:\n", total)
	print(byRegion, 0)
	fmt.Printf("\nby toucher (first frame outside the runtime):\n")
	print(byWho, *top)
}

func print(m map[string]int, top int) {
	type row struct {
		k string
		n int
	}
	var rows []row
	for k, n := range m {
		rows = append(rows, row{k, n})
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Or(b.n-a.n, strings.Compare(a.k, b.k)) })
	for i, r := range rows {
		if top > 0 && i == top {
			fmt.Printf("  (%d more)\n", len(rows)-top)
			break
		}
		fmt.Printf("%6d  %s\n", r.n, r.k)
	}
}

// split reads perf script's blank-line separated samples: a line with the faulting address,
// then the call chain, innermost first.
func split(r io.Reader, regions []region) (byRegion, byWho map[string]int, total int) {
	byRegion, byWho = map[string]int{}, map[string]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var addr string
	var frames []string
	flush := func() {
		if addr == "" {
			return
		}
		total++
		byRegion[regionOf(addr, regions)]++
		byWho[toucher(frames)]++
		addr, frames = "", nil
	}
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "":
			flush()
		case addr == "":
			addr = strings.Fields(line)[0]
		default:
			// Kernel frames (the fault handler, exec) say nothing about who touched the page.
			if f := strings.Fields(line); len(f) >= 2 && !strings.HasPrefix(f[0], "ffffffff") {
				frames = append(frames, strings.Join(f[1:], " "))
			}
		}
	}
	flush()
	return byRegion, byWho, total
}

func regionOf(addr string, regions []region) string {
	a, err := strconv.ParseUint(addr, 16, 64)
	if err != nil {
		return "?"
	}
	for _, r := range regions {
		if r.start <= a && a < r.end {
			return r.name
		}
	}
	if a >= 0xffff800000000000 {
		return "kernel"
	}
	return "anonymous (heap, stacks, runtime mappings)"
}

// toucher names who caused a fault: the first frame outside the runtime and its helpers, as
// package (init) or package.func; a fault the runtime takes on its own is named by its cause.
func toucher(frames []string) string {
	for _, f := range frames {
		if strings.HasPrefix(f, "[") || !strings.Contains(f, ".") {
			continue // kernel or unknown
		}
		pkg, fn := splitFunc(f)
		switch {
		case pkg == "runtime" || pkg == "sync" || pkg == "sync/atomic" || strings.HasPrefix(pkg, "internal/"):
			continue
		case fn == "init" || strings.HasPrefix(fn, "init.") || strings.Contains(fn, "map.init"):
			return pkg + " (init)"
		}
		return pkg + "." + fn
	}
	all := strings.Join(frames, " ")
	for _, cause := range []string{"morestack", "newproc", "schedinit", "rt0_go", "execve", "gcBgMarkWorker", "bgsweep"} {
		if strings.Contains(all, cause) {
			return "runtime: " + cause
		}
	}
	if len(frames) > 0 {
		return "runtime: " + frames[0]
	}
	return "runtime: ?"
}

// splitFunc cuts a Go symbol such as github.com/a/b.(*T).M into its package path and the rest.
func splitFunc(sym string) (pkg, fn string) {
	slash := strings.LastIndexByte(sym, '/')
	dot := strings.IndexByte(sym[slash+1:], '.')
	if dot < 0 {
		return sym, ""
	}
	return sym[:slash+1+dot], sym[slash+1+dot+1:]
}
