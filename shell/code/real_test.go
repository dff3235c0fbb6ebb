package code

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

func TestRealCode(t *testing.T) {
	dir := os.Getenv("REALDIR")
	if dir == "" {
		t.Skip()
	}
	l := map[string]Lang{".py": Python, ".js": JS, ".pm": Perl, ".pl": Perl, ".rb": Ruby}
	counts := map[string]int{}
	var slow []string
	n := 0
	var total time.Duration
	var bytes int
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || n > 3000 {
			return nil
		}
		lang, ok := l[filepath.Ext(p)]
		if !ok {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil
		}
		n++
		st := time.Now()
		fs := Analyze(lang, string(b), Options{File: p})
		d := time.Since(st)
		total += d
		bytes += len(b)
		if d > 50*time.Millisecond {
			slow = append(slow, fmt.Sprintf("%s %v %d", p, d, len(b)))
		}
		for _, f := range fs.List {
			k := f.Kind.String()
			if f.Kind == Shell || f.Kind == Delete {
				if os.Getenv("SHOWFACTS") != "" {
					fmt.Printf("%s: %s [%s]\n", filepath.Base(p), f, f.Call)
				}
			}
			counts[k]++
		}
		return nil
	})
	var ks []string
	for k, v := range counts {
		ks = append(ks, fmt.Sprintf("%s=%d", k, v))
	}
	sort.Strings(ks)
	t.Logf("%d files, %d bytes, %v (%.1f MB/s): %s", n, bytes, total, float64(bytes)/total.Seconds()/1e6, strings.Join(ks, " "))
	for _, s := range slow {
		t.Log("slow:", s)
	}
}
