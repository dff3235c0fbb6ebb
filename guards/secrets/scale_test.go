package secrets

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"
)

// randToken is a random base62 string: a synthetic secret no allowlist knows.
func randToken(r *rand.Rand, n int) string {
	const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = abc[r.IntN(len(abc))]
	}
	return string(b)
}

// adversarial shapes for the scan's growth: one long line of many candidates or findings
// (allowlists and line reading per candidate made it quadratic), many findings on many lines
// (line numbers counted from the start for each), keyword soup with no operator, tokens and
// URLs with credentials packed on one line.
var scaleShapes = []struct {
	name     string
	findings bool
	unit     func(r *rand.Rand, i int) string
}{
	{"one line of secret assignments", true, func(r *rand.Rand, i int) string {
		return fmt.Sprintf("api_key_%d=%s token_%d: \"%s\" ", i, randToken(r, 24), i, randToken(r, 32))
	}},
	{"secret assignments, one a line", true, func(r *rand.Rand, i int) string {
		return fmt.Sprintf("SERVICE_%d_PASSWORD=%s\n", i, randToken(r, 20))
	}},
	{"one line of references and names", false, func(r *rand.Rand, i int) string {
		return fmt.Sprintf("APP_%d_API_KEY=${API_KEY} APP_%d_SECRET_TTL=30 APP_%d_TOKEN_FILE=/run/secrets/t_%d ", i, i, i, i)
	}},
	{"keyword soup", false, func(r *rand.Rand, i int) string { return "tokensecretpasswordapi_keyaccesskeyauth" }},
	{"one line of URLs with passwords", true, func(r *rand.Rand, i int) string {
		return fmt.Sprintf("postgres://app:%s@db%d.internal/x ", randToken(r, 16), i)
	}},
	{"one line of vendor tokens", true, func(r *rand.Rand, i int) string {
		return "ghp_" + randToken(r, 36) + " "
	}},
	{"one line of netrc entries", true, func(r *rand.Rand, i int) string {
		return fmt.Sprintf("machine h%d login u password %s ", i, randToken(r, 14))
	}},
}

func shapeText(unit func(*rand.Rand, int) string, size int) string {
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		b.WriteString(unit(r, i))
	}
	return b.String()
}

// TestScanWorkIsLinear scans n and 4n bytes of each adversarial shape and compares the work
// (bytes given to regexes, read around candidates and for line numbers), not the time: four
// times the text may cost at most 4.5 times the work.
func TestScanWorkIsLinear(t *testing.T) {
	var w atomic.Int64
	workMeter = &w
	defer func() { workMeter = nil }()
	const n = 64 << 10
	for _, sh := range scaleShapes {
		var work [2]int64
		var found [2]int
		for k, size := range []int{n, 4 * n} {
			text := shapeText(sh.unit, size)
			w.Store(0)
			found[k] = len(rulesEngine().scan("", text, nil))
			work[k] = w.Load()
		}
		if sh.findings && (found[0] == 0 || found[1] < 3*found[0]) {
			t.Errorf("%s: %d then %d findings: the shape does not do what it says", sh.name, found[0], found[1])
		}
		if !sh.findings && found[1] > 0 {
			t.Errorf("%s: %d findings in text without a secret", sh.name, found[1])
		}
		if work[0] > 0 && float64(work[1]) > 4.5*float64(work[0]) || work[0] == 0 && work[1] > 4*n {
			t.Errorf("%s: work grew from %d to %d bytes for 4x the text: faster than linear", sh.name, work[0], work[1])
		}
		t.Logf("%s: work %d -> %d (x%.2f), findings %d -> %d", sh.name, work[0], work[1], float64(work[1])/float64(max(work[0], 1)), found[0], found[1])
	}
}
