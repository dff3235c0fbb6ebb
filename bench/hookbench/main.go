// Command hookbench times whole hook processes the way a harness runs them: each call starts
// the program afresh with a payload on stdin. It writes realistic Claude payloads of every
// hook group, runs every command on every payload it applies to, alternating the commands
// round by round after a warm-up so that machine drift hits them all alike, and prints wall
// and CPU medians, p90/p99, peak memory (getrusage maxrss) and ratios to the floor and to
// each peer, as text and as a Markdown table.
//
//	hookbench -project DIR -home DIR [-n 200] [-warmup 20] [-md RESULTS.md] \
//	    -cmd 'floor=/tmp/x/empty' -cmd 'hookguard=/tmp/x/hookguard run --runner claude' \
//	    [-cmd 'peer=node /x/peer.js hook' -only 'peer=short command,read'] [-missing 'peer=why']
//
// The first -cmd is the floor every ratio is taken against; the second is the subject the
// peers are compared with. A command's words are split on white space. -vs 'name=base' takes
// that command's ratio against another command on the same payloads instead of the floor (the
// wrapper's path against the same wrapper around the floor; a 10,000-entry ledger against an
// empty one), and runs it as often as the floor and the subject.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"
)

type command struct {
	name    string
	argv    []string
	env     []string        // NAME=value words before the program, added to its environment
	only    map[string]bool // nil: every case
	missing string          // why the command could not be had; never run then
	vs      string          // the command its ratio is taken against; "" for the floor
}

// full reports a command timed as often as the floor and the subject: they and every command
// compared with another by -vs, or that another is compared with.
func full(c *command, cs []*command) bool {
	if c == cs[0] || c == cs[1] || c.vs != "" {
		return true
	}
	for _, o := range cs {
		if o.vs == c.name {
			return true
		}
	}
	return false
}

type sample struct {
	wall, cpu time.Duration
	faults    int64 // minor page faults (getrusage): first touches of memory, each a trap
}

type result struct {
	samples []sample
	exit    int
	out     string // first run's output, for the sanity check
	rss     int64  // peak RSS in KiB, measured through the launcher
	instr   int64  // instructions per call under callgrind, 0 when not counted
}

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ", ") }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

func main() {
	if len(os.Args) > 2 && os.Args[1] == rssLaunch {
		launch(os.Args[2], os.Args[3:])
		return
	}
	n := flag.Int("n", 200, "timed runs per command and payload")
	warm := flag.Int("warmup", 20, "untimed runs per command and payload first (page cache, CPU frequency)")
	project := flag.String("project", "", "the project directory: payloads' cwd and file paths point into it")
	home := flag.String("home", "", "the home directory: the transcript path points into it")
	md := flag.String("md", "", "write the results as Markdown to this file")
	scripts := flag.String("scripts", "", "the directory of the long scripts the script payloads run (the repository's testdata/scripts)")
	keep := flag.String("payloads", "", "write the payloads into this directory and keep them (for profiling one call)")
	var cmds, only, missing, notes, vs multi
	flag.Var(&cmds, "cmd", "name=[VAR=value...] program args... (repeatable; the first is the floor, the second the subject)")
	flag.Var(&only, "only", "name=case,case: run this command only on these payloads")
	flag.Var(&missing, "missing", "name=reason: a peer that could not be installed, reported and never run")
	flag.Var(&notes, "note", "a line for the Markdown's notes (repeatable)")
	flag.Var(&vs, "vs", "name=base: take this command's ratio against base, not the floor, and time it as often")
	peerN := flag.Int("peer-runs", 40, "timed runs for each peer (every command after the second): they are 10-100x slower, and a median needs fewer runs there")
	vg := flag.String("valgrind", "", "valgrind program: also count the floor's and the subject's instructions per call (GOMAXPROCS=1), the figure load does not move")
	flag.Parse()
	if len(cmds) < 2 || *project == "" || *home == "" || *scripts == "" {
		fail("need -project, -home, -scripts and at least two -cmd (the floor, then the subject)")
	}
	cs := commands(cmds, missing, only, vs)
	dir := *keep
	if dir == "" {
		d, err := os.MkdirTemp("", "hookbench")
		if err != nil {
			fail("%v", err)
		}
		defer os.RemoveAll(d)
		dir = d
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		fail("%v", err)
	}
	cases, err := payloads(dir, *project, *home, *scripts)
	if err != nil {
		fail("writing the payloads: %v", err)
	}
	for _, k := range cases {
		if err := check(k, cs); err != nil {
			fail("%v", err)
		}
	}
	m := machine()
	fmt.Println(m)
	o := runOpts{n: *n, warm: *warm, peerN: *peerN, valgrind: *vg}
	res := map[string]map[string]*result{}
	for _, k := range cases {
		res[k.name] = o.run(k, cs)
	}
	if *md != "" {
		if err := os.WriteFile(*md, []byte(markdown(cases, cs, res, m, *n, *peerN, notes)), 0o644); err != nil {
			fail("%v", err)
		}
		fmt.Println("wrote", *md)
	}
}

// commands builds the commands from the -cmd and -missing flags, in order, with what -only
// and -vs say of them.
func commands(cmds, missing, only, vs multi) []*command {
	var cs []*command
	byName := map[string]*command{}
	for _, s := range append(cmds, missing...) {
		name, rest, ok := strings.Cut(s, "=")
		if !ok || name == "" {
			fail("-cmd and -missing take name=value, got %q", s)
		}
		c := byName[name]
		if c == nil {
			c = &command{name: name}
			byName[name] = c
			cs = append(cs, c)
		}
		if contains(missing, s) {
			c.missing = rest
		} else {
			c.argv = strings.Fields(rest)
			for len(c.argv) > 1 && strings.Contains(c.argv[0], "=") {
				c.env, c.argv = append(c.env, c.argv[0]), c.argv[1:]
			}
		}
	}
	for _, s := range only {
		name, list, _ := strings.Cut(s, "=")
		c := byName[name]
		if c == nil {
			fail("-only names %q, which no -cmd defines", name)
		}
		c.only = map[string]bool{}
		for _, k := range strings.Split(list, ",") {
			c.only[strings.TrimSpace(k)] = true
		}
	}
	for _, s := range vs {
		name, base, _ := strings.Cut(s, "=")
		c, b := byName[name], byName[base]
		if c == nil || b == nil {
			fail("-vs %q: both names must be defined by -cmd", s)
		}
		c.vs = base
	}
	return cs
}

// runOpts are how often each command runs on a payload.
type runOpts struct {
	n, warm, peerN int
	valgrind       string
}

// run times every command that runs on payload k, and prints its line.
func (o runOpts) run(k bcase, cs []*command) map[string]*result {
	res := map[string]*result{}
	var run []*command
	for _, c := range cs {
		if c.missing == "" && (c.only == nil || c.only[k.name]) {
			run = append(run, c)
			res[c.name] = &result{}
		}
	}
	for i := range o.warm {
		for j := range run {
			c := run[(i+j)%len(run)]
			if i >= 3 && !full(c, cs) {
				continue // a peer's page cache is warm after three runs
			}
			_, exit, out := once(c, k.data)
			if i == 0 {
				r := res[c.name]
				r.exit, r.out = exit, out
			}
		}
	}
	for i := range o.n {
		// Rotate the order each round: no command always runs right after another.
		for j := range run {
			c := run[(i+j)%len(run)]
			r := res[c.name]
			if !full(c, cs) && len(r.samples) >= o.peerN {
				continue
			}
			s, _, _ := once(c, k.data)
			r.samples = append(r.samples, s)
		}
	}
	for _, c := range run {
		res[c.name].rss = peakRSS(k, c)
	}
	if o.valgrind != "" && len(k.data) < 64<<10 { // valgrind stops long Go runs (see instructions)
		for _, c := range run {
			// Through a shell only the shell would be counted: those rows have none.
			if full(c, cs) && filepath.Base(c.argv[0]) != "sh" {
				res[c.name].instr = instructions(o.valgrind, k, c)
			}
		}
	}
	fmt.Printf("%s (%s payload, %d runs each after %d warm-up)\n", k.name, size(len(k.data)), o.n, o.warm)
	for _, c := range run {
		fmt.Println("  " + line(c.name, res, cs))
	}
	return res
}

// check runs the subject, and every command compared by -vs, once on a payload: each payload
// is benign but the one meant to be blocked, so a command that blocks a benign one (or fails),
// or lets the dangerous one through, measures the wrong path, and the bench stops.
func check(k bcase, cs []*command) error {
	for _, c := range cs {
		if c.missing != "" || (c != cs[1] && (c.vs == "" || c.vs == cs[0].name)) || (c.only != nil && !c.only[k.name]) {
			continue
		}
		_, exit, out := once(c, k.data)
		blocked := exit == 2 || strings.Contains(out, `"deny"`) || strings.Contains(out, `"block"`)
		if blocked != k.block || exit != 0 && exit != 2 {
			want := "allow the benign"
			if k.block {
				want = "block the"
			}
			return fmt.Errorf("%s does not %s %q payload (exit %d): %s", c.name, want, k.name, exit, out)
		}
	}
	return nil
}

func once(c *command, data []byte) (sample, int, string) {
	argv := c.argv
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = append(os.Environ(), c.env...)
	cmd.Stdin = bytes.NewReader(data)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			fail("running %s: %v", argv[0], err)
		}
	}
	ps := cmd.ProcessState
	s := sample{wall: wall, cpu: ps.UserTime() + ps.SystemTime()}
	s.faults = minorFaults(ps)
	o := out.String()
	if len(o) > 300 {
		o = o[:300] + "..."
	}
	return s, ps.ExitCode(), o
}

type stats struct {
	med, p90, p99, cpu time.Duration
	faults             int64 // median
}

func summarise(ss []sample) stats {
	w := make([]time.Duration, len(ss))
	c := make([]time.Duration, len(ss))
	f := make([]time.Duration, len(ss))
	for i, s := range ss {
		w[i], c[i], f[i] = s.wall, s.cpu, time.Duration(s.faults)
	}
	for _, d := range [][]time.Duration{w, c, f} {
		slices.Sort(d)
	}
	return stats{med: pct(w, 50), p90: pct(w, 90), p99: pct(w, 99), cpu: pct(c, 50), faults: int64(pct(f, 50))}
}

// pct is the nearest-rank percentile of sorted d.
func pct(d []time.Duration, p int) time.Duration {
	if len(d) == 0 {
		return 0
	}
	i := (p*len(d)+99)/100 - 1
	return d[max(0, min(i, len(d)-1))]
}

func line(name string, rs map[string]*result, cs []*command) string {
	s := summarise(rs[name].samples)
	floor := rs[cs[0].name]
	if c := byName(cs, name); c != nil && c.vs != "" {
		floor = rs[c.vs]
	}
	txt := fmt.Sprintf("%-14s wall median %7.2f ms  p90 %7.2f  p99 %7.2f  cpu median %7.2f ms  maxrss %5.1f MB  faults %d",
		name, ms(s.med), ms(s.p90), ms(s.p99), ms(s.cpu), float64(rs[name].rss)/1024, s.faults)
	if floor != nil && name != cs[0].name {
		f := summarise(floor.samples)
		lo, hi := ratioCI(rs[name].samples, floor.samples)
		txt += fmt.Sprintf("  x%.2f %s [%.2f-%.2f] (cpu x%.2f)", ratio(s.med, f.med), baseName(cs, name), lo, hi, ratio(s.cpu, f.cpu))
	}
	if subj := rs[cs[1].name]; subj != nil && name != cs[0].name && name != cs[1].name && baseName(cs, name) == cs[0].name {
		txt += fmt.Sprintf("  %s is %.1fx faster", cs[1].name, ratio(s.med, summarise(subj.samples).med))
	}
	if r := rs[name]; r.instr > 0 {
		txt += fmt.Sprintf("  %.2fM instructions", float64(r.instr)/1e6)
		if f := floor; f != nil && f.instr > 0 && name != cs[0].name {
			txt += fmt.Sprintf(" (x%.2f floor)", float64(r.instr)/float64(f.instr))
		}
	}
	if r := rs[name]; r.exit != 0 {
		txt += fmt.Sprintf("  (exit %d)", r.exit)
	}
	return txt
}

func markdown(cases []bcase, cs []*command, res map[string]map[string]*result, m1 string, n, peerN int, notes []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Hook call benchmark\n\nGenerated by `bench/run.sh` on %s. Whole processes, a fresh one per call as a harness runs them, "+
		"%d timed runs per payload for the floor and hookguard, %d for each peer, after warm-up runs, commands alternated round by round. "+
		"Wall times are medians and nearest-rank percentiles; CPU is user+system time (steadier than wall on a busy machine); "+
		"peak memory is the largest maxrss (getrusage) of five runs started from a small launcher (Linux counts the forking process's own peak into a child's maxrss, so no figure can be below the launcher's, about the floor's row). Ratios: median wall time over the floor's on the same payload, with a 95%% bootstrap interval; "+
		"\"%s faster\" is the peer's median over %s's. Instructions (where valgrind is installed) are one call's, counted by callgrind with GOMAXPROCS=1: "+
		"the figure a busy machine does not move. Page faults are the median of the timed runs' minor faults (getrusage): each is a first touch of a page of the binary, the heap or a stack, and where they are slow (a VM) they, not instructions, are most of a call's time.\n\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"), n, min(n, peerN), cs[1].name, cs[1].name)
	fmt.Fprintf(&b, "Machine: %s  \nLoad at the end: %s\n\n", m1, loadavg())
	fmt.Fprintf(&b, "| payload | command | wall median | p90 | p99 | CPU median | peak RSS | page faults | instructions | x its floor [95%%] | against | %s faster |\n", cs[1].name)
	b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|\n")
	for _, k := range cases {
		rs := res[k.name]
		f := rs[cs[0].name]
		for _, c := range cs {
			r := rs[c.name]
			if r == nil {
				continue
			}
			s := summarise(r.samples)
			vsFloor, vsSubj, against := "", "", ""
			f := f
			if c.vs != "" {
				f = rs[c.vs]
			}
			if f != nil && c != cs[0] {
				against = baseName(cs, c.name)
				lo, hi := ratioCI(r.samples, f.samples)
				vsFloor = fmt.Sprintf("%.2f [%.2f-%.2f]", ratio(s.med, summarise(f.samples).med), lo, hi)
			}
			if subj := rs[cs[1].name]; subj != nil && c != cs[0] && c != cs[1] && c.vs == "" {
				vsSubj = fmt.Sprintf("%.1fx", ratio(s.med, summarise(subj.samples).med))
			}
			name := c.name
			if c == cs[1] {
				name = "**" + name + "**"
			}
			instr := ""
			if r.instr > 0 {
				instr = fmt.Sprintf("%.2fM", float64(r.instr)/1e6)
				if f != nil && f.instr > 0 && c != cs[0] {
					instr += fmt.Sprintf(" (x%.2f)", float64(r.instr)/float64(f.instr))
				}
			}
			fmt.Fprintf(&b, "| %s (%s) | %s | %.2f ms | %.2f | %.2f | %.2f ms | %.1f MB | %d | %s | %s | %s | %s |\n",
				k.name, size(len(k.data)), name, ms(s.med), ms(s.p90), ms(s.p99), ms(s.cpu), float64(r.rss)/1024, s.faults, instr, vsFloor, against, vsSubj)
		}
	}
	b.WriteString("\nCommands:\n\n")
	for _, c := range cs {
		if c.missing != "" {
			fmt.Fprintf(&b, "- %s: **missing**, not run: %s\n", c.name, c.missing)
			continue
		}
		fmt.Fprintf(&b, "- %s: `%s`%s", c.name, strings.TrimLeft(strings.Join(c.env, " ")+" "+short(c.argv), " "), binSize(c.argv[0]))
		if c.only != nil {
			var ks []string
			for _, k := range cases {
				if c.only[k.name] {
					ks = append(ks, k.name)
				}
			}
			fmt.Fprintf(&b, "; run on: %s", strings.Join(ks, ", "))
		}
		b.WriteString("\n")
	}
	if len(notes) > 0 {
		b.WriteString("\nNotes:\n\n")
		for _, n := range notes {
			fmt.Fprintf(&b, "- %s\n", n)
		}
	}
	return b.String()
}

func byName(cs []*command, name string) *command {
	for _, c := range cs {
		if c.name == name {
			return c
		}
	}
	return nil
}

// baseName is what a command's ratio is taken against.
func baseName(cs []*command, name string) string {
	if c := byName(cs, name); c != nil && c.vs != "" {
		return c.vs
	}
	return cs[0].name
}

func short(argv []string) string {
	out := make([]string, len(argv))
	for i, a := range argv {
		if filepath.IsAbs(a) {
			a = filepath.Base(a)
		}
		out[i] = a
	}
	return strings.Join(out, " ")
}

// binSize reports a program's size where it is an executable file of its own (not an
// interpreter's script).
func binSize(p string) string {
	st, err := os.Stat(p)
	if err != nil || !filepath.IsAbs(p) {
		return ""
	}
	return fmt.Sprintf(" (binary %.1f MB)", float64(st.Size())/(1<<20))
}

func machine() string {
	model := "unknown CPU"
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				model = strings.TrimSpace(v)
				break
			}
		}
	}
	return fmt.Sprintf("%d CPUs (nproc), %s, %s/%s, %s; load average at the start %s",
		runtime.NumCPU(), model, runtime.GOOS, runtime.GOARCH, runtime.Version(), loadavg())
}

func loadavg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

// ratioCI is a 95% bootstrap interval for the ratio of two commands' median wall times: with
// a budget of 2x and a noisy machine, whether a ratio of 1.9 is below 2 is the question the
// table must answer, not the point figure alone. The seed is fixed, so a table is reproducible
// from its samples.
func ratioCI(a, b []sample) (lo, hi float64) {
	if len(a) == 0 || len(b) == 0 {
		return 0, 0
	}
	rng := rand.New(rand.NewPCG(1, 2))
	med := func(ss []sample, buf []time.Duration) time.Duration {
		for i := range buf {
			buf[i] = ss[rng.IntN(len(ss))].wall
		}
		slices.Sort(buf)
		return pct(buf, 50)
	}
	ba, bb := make([]time.Duration, len(a)), make([]time.Duration, len(b))
	rs := make([]float64, 1000)
	for i := range rs {
		rs[i] = ratio(med(a, ba), med(b, bb))
	}
	slices.Sort(rs)
	return rs[25], rs[974]
}

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func size(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

func fail(f string, a ...any) {
	fmt.Fprintf(os.Stderr, "hookbench: "+f+"\n", a...)
	os.Exit(2)
}

// bcase is one payload.
type bcase struct {
	name  string
	data  []byte
	file  string // the payload written out, for the memory launcher
	block bool   // the payload must be blocked (every other one allowed)
}

// payloads writes one realistic Claude Code payload per hook group, shaped as Claude Code
// 2.1 sends them (adapters/claude/testdata holds captured ones).
//
// The two long scripts are testdata/scripts' long.sh (a 20-line build) and release200.sh (a
// 200-line release pipeline of the kind agents write and run whole: functions, traps, arrays,
// loops, here-docs, substitutions), the ones the guards' and the shell's Go benchmarks judge.
func payloads(dir, project, home, scripts string) ([]bcase, error) {
	longScript, err := os.ReadFile(filepath.Join(scripts, "long.sh"))
	if err != nil {
		return nil, err
	}
	script200, err := os.ReadFile(filepath.Join(scripts, "release200.sh"))
	if err != nil {
		return nil, err
	}
	base := func(event string) map[string]any {
		return map[string]any{
			"session_id":      "4692510d-c4e1-41e5-becb-65bc891f951a",
			"transcript_path": filepath.Join(home, ".claude/projects/p/4692510d-c4e1-41e5-becb-65bc891f951a.jsonl"),
			"cwd":             project,
			"prompt_id":       "9fd41488-67d9-4d20-bf16-de1b9416a1a1",
			"permission_mode": "default",
			"hook_event_name": event,
		}
	}
	tool := func(name string, input map[string]any) map[string]any {
		p := base("PreToolUse")
		p["tool_name"], p["tool_input"], p["tool_use_id"] = name, input, "toolu_01ABCDEF"
		return p
	}
	big, err := goSource(1 << 20)
	if err != nil {
		return nil, err
	}
	prompt := base("UserPromptSubmit")
	prompt["prompt"] = "The login tests fail since yesterday's merge: run them, find out why the session cookie is not set, " +
		"fix it without touching the public API, and add a regression test. Keep the commit small."
	stop := base("Stop")
	stop["stop_hook_active"] = false
	stop["last_assistant_message"] = "Fixed: the cookie's SameSite attribute was dropped by the new middleware. Added TestLoginSetsCookie; all tests pass."
	list := []struct {
		name  string
		p     map[string]any
		block bool
	}{
		{"short command", tool("Bash", map[string]any{"command": "cd src && go test ./... -run TestFoo 2>&1 | tail -20", "description": "Run the tests"}), false},
		{"blocked command", tool("Bash", map[string]any{"command": "rm -rf ~/", "description": "Free some disk space"}), true},
		{"long script", tool("Bash", map[string]any{"command": string(longScript), "description": "Build, test and package the release"}), false},
		{"200-line script", tool("Bash", map[string]any{"command": string(script200), "description": "Run the release pipeline"}), false},
		{"small write", tool("Write", map[string]any{"file_path": filepath.Join(project, "internal/auth/cookie.go"), "content": smallFile}), false},
		{"1 MB write", tool("Write", map[string]any{"file_path": filepath.Join(project, "internal/big/all.go"), "content": big}), false},
		{"1 MB .env write", tool("Write", map[string]any{"file_path": filepath.Join(project, "deploy/app.env"), "content": envLike(1 << 20)}), false},
		{"10 MB .env write", tool("Write", map[string]any{"file_path": filepath.Join(project, "deploy/all.env"), "content": envLike(10 << 20)}), false},
		{"read", tool("Read", map[string]any{"file_path": filepath.Join(project, "internal/auth/session.go")}), false},
		{"prompt", prompt, false},
		{"stop", stop, false},
	}
	var out []bcase
	for _, c := range list {
		data, err := json.Marshal(c.p)
		if err != nil {
			return nil, err
		}
		file := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".json")
		if err := os.WriteFile(file, data, 0o644); err != nil {
			return nil, err
		}
		out = append(out, bcase{c.name, data, file, c.block})
	}
	return out, nil
}

// envLike is n bytes of configuration in the shapes projects write (.env, compose, k8s,
// Terraform, JSON, Spring properties), every line naming a password, token or key and none
// holding one (bench/secrets_scale.sh writes the same text): the keyword-dense text a secrets
// scan finds hardest. Blocks are numbered, so no two are the same text.
func envLike(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "APP_%d_API_KEY_HEADER=X-Api-Key\nAPP_%d_SECRET_ROTATION_DAYS=30\nAPP_%d_DB_PASSWORD=${DB_PASSWORD}\n", i, i, i)
		fmt.Fprintf(&b, "APP_%d_AUTH_TOKEN_FILE=/run/secrets/app_%d_token\nAPP_%d_TOKEN_TTL_SECONDS=3600\nAPP_%d_CLIENT_SECRET=\n", i, i, i, i)
		fmt.Fprintf(&b, "      SERVICE_%d_PASSWORD: ${SERVICE_PASSWORD:?required}\n      REDIS_AUTH_TOKEN: \"${REDIS_TOKEN}\"\n", i)
		fmt.Fprintf(&b, "        - name: API_TOKEN\n          valueFrom:\n            secretKeyRef:\n              name: app-%d-secrets\n              key: api-token\n", i)
		fmt.Fprintf(&b, "db_password_%d = var.db_password\n  \"access_token_url\": \"https://auth.example.org/oauth/token\",\n", i)
		b.WriteString("spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}\napp.jwt.secret.expiry=86400\n")
	}
	return b.String()
}

// goSource is n bytes of Go's own net/http sources (tests and testdata left out: they hold
// sample keys): real code, full of "key", "token", "auth", and no secret.
func goSource(n int) (string, error) {
	var b strings.Builder
	for _, d := range []string{"net/http", "crypto/tls", "net"} {
		files, _ := filepath.Glob(filepath.Join(runtime.GOROOT(), "src", d, "*.go"))
		sort.Strings(files)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			fh, err := os.Open(f)
			if err != nil {
				continue
			}
			io.Copy(&b, fh)
			fh.Close()
			if b.Len() >= n {
				return b.String()[:n], nil
			}
		}
	}
	return "", fmt.Errorf("Go's sources are not installed under %s/src: the 1 MB write needs them", runtime.GOROOT())
}

const smallFile = `package auth

import (
	"net/http"
	"time"
)

// SetSession writes the session cookie; SameSite=Lax keeps it on top-level navigations.
func SetSession(w http.ResponseWriter, id string, ttl time.Duration) {
	http.SetCookie(w, &http.Cookie{
		Name:     "session",
		Value:    id,
		Path:     "/",
		MaxAge:   int(ttl.Seconds()),
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	})
}
`

// rssLaunch makes hookbench a launcher: peak memory is measured from a small process, since
// Linux folds the peak RSS of the process that forks into its child's maxrss (a vfork-style
// child shares its parent's memory until exec), and hookbench itself holds megabyte payloads.
const rssLaunch = "-rss-launch"

// peakRSS is the largest maxrss, in KiB, of five runs of argv on k's payload.
func peakRSS(k bcase, c *command) int64 {
	argv := c.argv
	self, err := os.Executable()
	if err != nil {
		fail("%v", err)
	}
	prog, err := exec.LookPath(argv[0])
	if err != nil {
		fail("%v", err)
	}
	var peak int64
	for range 5 {
		cmd := exec.Command(self, append([]string{rssLaunch, k.file, prog}, argv[1:]...)...)
		cmd.Env = append(os.Environ(), c.env...) // the launcher passes its environment on
		out, err := cmd.Output()
		if err != nil {
			fail("measuring the memory of %s: %v", argv[0], err)
		}
		var kb int64
		fmt.Sscan(string(out), &kb)
		peak = max(peak, kb)
	}
	return peak
}

// instructions counts one call's instructions under callgrind with GOMAXPROCS=1: on a shared
// machine wall time moves with the neighbours' load, the instruction count does not.
func instructions(vg string, k bcase, c *command) int64 {
	// valgrind 3.19 sometimes stops a Go program on rdtscp (runtime.cputicks, in lock
	// spinning): try again; a long run (the megabyte write) may never get through.
	for range 3 {
		if n := instructionsOnce(vg, k, c); n > 0 {
			return n
		}
	}
	return 0
}

func instructionsOnce(vg string, k bcase, c *command) int64 {
	args := append([]string{"--tool=callgrind", "--callgrind-out-file=/dev/null"}, c.argv...)
	cmd := exec.Command(vg, args...)
	cmd.Env = append(append(os.Environ(), c.env...), "GOMAXPROCS=1")
	cmd.Stdin = bytes.NewReader(k.data)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok || cmd.ProcessState.ExitCode() != 2 {
			return 0 // a blocked payload exits 2; anything else is valgrind giving up
		}
	}
	for _, l := range strings.Split(errb.String(), "\n") {
		if _, v, ok := strings.Cut(l, "Collected :"); ok {
			var n int64
			fmt.Sscan(strings.TrimSpace(v), &n)
			return n
		}
	}
	return 0
}
