// Command hookbench times whole hook processes: each run starts the program afresh with a
// payload on stdin, as a harness does, and the figures are compared with the empty floor.
//
//	hookbench -n 300 -payload p.json -- prog args... [::: prog2 args...]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"time"
)

func main() {
	n := flag.Int("n", 300, "runs per program")
	payload := flag.String("payload", "", "file fed on stdin to every run")
	flag.Parse()
	data, err := os.ReadFile(*payload)
	if err != nil {
		fmt.Fprintln(os.Stderr, "hookbench:", err)
		os.Exit(2)
	}
	var progs [][]string
	cur := []string{}
	for _, a := range flag.Args() {
		if a == ":::" {
			progs = append(progs, cur)
			cur = []string{}
			continue
		}
		cur = append(cur, a)
	}
	progs = append(progs, cur)
	var base, baseCPU time.Duration
	for i, p := range progs {
		if len(p) == 0 {
			continue
		}
		times := make([]time.Duration, 0, *n)
		cpus := make([]time.Duration, 0, *n)
		for range 10 { // warm the page cache
			run(p, data)
		}
		for range *n {
			wall, cpu := run(p, data)
			times = append(times, wall)
			cpus = append(cpus, cpu)
		}
		sortD(times)
		sortD(cpus)
		med, cpu := times[len(times)/2], cpus[len(cpus)/2]
		if i == 0 {
			base, baseCPU = med, cpu
		}
		// CPU time (user+system) is steadier than wall time on a busy machine.
		fmt.Printf("%-48s wall median %6.2f ms p90 %6.2f ms (x%.2f)  cpu median %6.2f ms (x%.2f)\n",
			name(p), ms(med), ms(times[len(times)*9/10]), float64(med)/float64(base), ms(cpu), float64(cpu)/float64(baseCPU))
	}
}

func sortD(d []time.Duration) { sort.Slice(d, func(a, b int) bool { return d[a] < d[b] }) }

func name(p []string) string {
	s := strings.Join(p, " ")
	if i := strings.LastIndex(p[0], "/"); i >= 0 {
		s = strings.Join(append([]string{p[0][i+1:]}, p[1:]...), " ")
	}
	return s
}

func run(p []string, data []byte) (wall, cpu time.Duration) {
	cmd := exec.Command(p[0], p[1:]...)
	cmd.Stdin = bytes.NewReader(data)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			fmt.Fprintln(os.Stderr, "hookbench:", err)
			os.Exit(1)
		}
	}
	wall = time.Since(start)
	return wall, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
