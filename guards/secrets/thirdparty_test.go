package secrets

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

var (
	updateThirdParty = flag.Bool("update-thirdparty", false,
		"rewrite testdata/thirdparty/flags.tsv from today's findings, keeping the explanations of flags that still fire")
	thirdPartyList = flag.String("thirdparty.files", "",
		"write the files TestThirdPartyFiles scans to this file (module@version/path TAB absolute path), for bench/thirdparty-gitleaks.sh")
)

const (
	thirdPartyDir = "testdata/thirdparty"
	maxThirdParty = 1 << 20
	// unexplained is what -update-thirdparty writes for a new flag: the test fails on it until
	// a person replaces it with why the flag is there.
	unexplained = "UNEXPLAINED"
)

// tpFile is one scanned file: its name as module@version/path and where it is on disk.
type tpFile struct{ name, abs string }

// TestThirdPartyFiles scans every text file of a pinned set of modules (the ones this
// module's own build and tests compile, so the module cache holds them wherever the tests
// build) and holds the guard to two things: it flags no more files than gitleaks v8.30.1 does
// on the same files (measured by bench/thirdparty-gitleaks.sh, pinned in gitleaks.txt), and
// every flag it raises is explained in flags.tsv, where a listed flag that no longer fires
// fails too, so the list cannot rot.
func TestThirdPartyFiles(t *testing.T) {
	files := thirdPartyFiles(t)
	if *thirdPartyList != "" {
		var b strings.Builder
		for _, f := range files {
			fmt.Fprintf(&b, "%s\t%s\n", f.name, f.abs)
		}
		if err := os.WriteFile(*thirdPartyList, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := New()
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{} // "file\trule" -> findings
	flagged := map[string]bool{}
	byRule := map[string]map[string]bool{}
	var bytesScanned int
	for _, f := range files {
		data, err := os.ReadFile(f.abs)
		if err != nil {
			t.Fatal(err)
		}
		bytesScanned += len(data)
		for _, fd := range g.Scan(f.name, string(data)) {
			got[f.name+"\t"+fd.Rule]++
			flagged[f.name] = true
			if byRule[fd.Rule] == nil {
				byRule[fd.Rule] = map[string]bool{}
			}
			byRule[fd.Rule][f.name] = true
		}
	}
	base := readGitleaksBaseline(t)
	var rules []string
	for r := range byRule {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	var per strings.Builder
	for _, r := range rules {
		fmt.Fprintf(&per, " %s %d;", r, len(byRule[r]))
	}
	t.Logf("%d files, %.1f MB: hookguard flags %d files (%.2f%%):%s gitleaks v8.30.1 flags %d (%.2f%%)",
		len(files), float64(bytesScanned)/1e6, len(flagged), pct(len(flagged), len(files)), per.String(),
		base.flagged, pct(base.flagged, base.files))
	if base.files != len(files) {
		t.Errorf("gitleaks.txt was measured on %d files, this test scans %d: the module set or the selection changed; "+
			"run bench/thirdparty-gitleaks.sh to measure gitleaks again", base.files, len(files))
	}
	if len(flagged) > base.flagged {
		t.Errorf("hookguard flags %d files, gitleaks %d: the guard must not flag more real code than gitleaks does", len(flagged), base.flagged)
	}

	listPath := filepath.Join(thirdPartyDir, "flags.tsv")
	listed := readFlagList(t, listPath)
	if *updateThirdParty {
		writeFlagList(t, listPath, got, listed)
		return
	}
	var keys []string
	for k := range got {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		why, ok := listed[k]
		switch {
		case !ok:
			t.Errorf("unexplained flag %s: read the file, fix the rule if it is wrong, else explain it in %s "+
				"(go test ./guards/secrets -run TestThirdPartyFiles -update-thirdparty writes the line)", strings.Replace(k, "\t", " by ", 1), listPath)
		case why == "" || why == unexplained:
			t.Errorf("flag %s has no explanation in %s", strings.Replace(k, "\t", " by ", 1), listPath)
		}
	}
	for k := range listed {
		if got[k] == 0 {
			t.Errorf("%s lists %s, which no longer fires: delete the line (or run with -update-thirdparty)", listPath, strings.Replace(k, "\t", " by ", 1))
		}
	}
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

// thirdPartyFiles lists the regular files of the pinned modules that are text (no NUL byte in
// their first 8000 bytes, git's test) and at most 1 MiB, sorted by name.
func thirdPartyFiles(t *testing.T) []tpFile {
	t.Helper()
	mods := pinnedModules(t)
	cache := modCache(t)
	var out []tpFile
	for _, m := range mods {
		path, version, _ := strings.Cut(m, "@")
		dir := filepath.Join(cache, escapeModPath(path)+"@"+version)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			t.Fatalf("module %s is not in the module cache (%s): run `go mod download %s` and test again", m, dir, m)
		}
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.Type().IsRegular() {
				return nil
			}
			info, err := d.Info()
			if err != nil || info.Size() > maxThirdParty || info.Size() == 0 {
				return err
			}
			head := make([]byte, min(info.Size(), 8000))
			fh, err := os.Open(p)
			if err != nil {
				return err
			}
			_, err = fh.Read(head)
			fh.Close()
			if err != nil || bytes.IndexByte(head, 0) >= 0 {
				return err
			}
			rel, _ := filepath.Rel(dir, p)
			out = append(out, tpFile{name: m + "/" + filepath.ToSlash(rel), abs: p})
			return nil
		})
		if err != nil {
			t.Fatalf("walking %s: %v", dir, err)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// pinnedModules reads modules.txt and checks each version against go.mod's: the gitleaks
// baseline and the flag list belong to those exact versions.
func pinnedModules(t *testing.T) []string {
	t.Helper()
	want := map[string]string{}
	gomod, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(gomod), "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require "))
		if len(f) >= 2 && strings.HasPrefix(f[1], "v") {
			want[f[0]] = f[1]
		}
	}
	var mods []string
	for _, line := range readLines(t, filepath.Join(thirdPartyDir, "modules.txt")) {
		path, version, ok := strings.Cut(line, "@")
		if !ok {
			t.Fatalf("modules.txt: %q is not module@version", line)
		}
		if want[path] != version {
			t.Fatalf("modules.txt pins %s, go.mod requires %s %s: update modules.txt, run bench/thirdparty-gitleaks.sh, then this test with -update-thirdparty",
				line, path, want[path])
		}
		mods = append(mods, line)
	}
	if len(mods) == 0 {
		t.Fatal("modules.txt lists no module")
	}
	return mods
}

// modCache is GOMODCACHE as the go command sees it.
func modCache(t *testing.T) string {
	t.Helper()
	if c := os.Getenv("GOMODCACHE"); c != "" {
		return c
	}
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil || strings.TrimSpace(string(out)) == "" {
		t.Fatalf("cannot find the module cache (go env GOMODCACHE: %v); set GOMODCACHE", err)
	}
	return strings.TrimSpace(string(out))
}

// escapeModPath is the module cache's case encoding: an upper-case letter is "!" and its lower case.
func escapeModPath(p string) string {
	var b strings.Builder
	for _, r := range p {
		if unicode.IsUpper(r) {
			b.WriteByte('!')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// readLines returns a file's lines without comments (#) and blank lines.
func readLines(t *testing.T, p string) []string {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}

type gitleaksBaseline struct{ files, flagged int }

func readGitleaksBaseline(t *testing.T) gitleaksBaseline {
	t.Helper()
	var b gitleaksBaseline
	seen := 0
	for _, line := range readLines(t, filepath.Join(thirdPartyDir, "gitleaks.txt")) {
		f := strings.Fields(line)
		if len(f) != 2 || (f[0] != "files" && f[0] != "flagged") {
			continue
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			t.Fatalf("gitleaks.txt: %q: %v", line, err)
		}
		if f[0] == "files" {
			b.files = n
		} else {
			b.flagged = n
		}
		seen++
	}
	if seen != 2 {
		t.Fatal("gitleaks.txt needs a `files N` and a `flagged N` line: run bench/thirdparty-gitleaks.sh")
	}
	return b
}

// readFlagList reads flags.tsv: file TAB rule TAB why.
func readFlagList(t *testing.T, p string) map[string]string {
	t.Helper()
	out := map[string]string{}
	if _, err := os.Stat(p); os.IsNotExist(err) && *updateThirdParty {
		return out
	}
	for _, line := range readLines(t, p) {
		f := strings.SplitN(line, "\t", 3)
		if len(f) < 2 {
			t.Fatalf("%s: %q is not file<TAB>rule<TAB>why", p, line)
		}
		why := ""
		if len(f) == 3 {
			why = strings.TrimSpace(f[2])
		}
		out[f[0]+"\t"+f[1]] = why
	}
	return out
}

func writeFlagList(t *testing.T, p string, got map[string]int, listed map[string]string) {
	t.Helper()
	var keys []string
	for k := range got {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("# Every file the secrets guard flags in the pinned third-party modules (TestThirdPartyFiles),\n" +
		"# by rule, with why. file<TAB>rule<TAB>why. A new flag gets \"" + unexplained + "\" from -update-thirdparty and\n" +
		"# fails the test until a person writes why it is there (or fixes the rule).\n")
	for _, k := range keys {
		why := listed[k]
		if why == "" {
			why = unexplained
		}
		b.WriteString(k + "\t" + why + "\n")
	}
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d flags", p, len(keys))
}
