package secrets

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A rule whose matches start at a keyword but may run on without bound (private keys, curl -u
// over continuation lines) is tried anchored at its hits, inside the windows a scan of its
// regex would read. It must find exactly what that scan finds: the same findings, at the same
// offsets, for texts where hits repeat, nest inside matches, sit mid-word or at a window's
// start.
func TestWideAnchoredFindsWhatTheScanFinds(t *testing.T) {
	anchored := rulesEngine()
	// The same rules, with every wide anchored rule made a plain windowed scan again.
	plain := newEngine()
	var wide []string
	for i, r := range plain.all() {
		if m := ruleMetas[i]; m.Lead && m.Span < 0 {
			plain.rules[i].Store(&compiled{r: r, span: int(m.Span), assign: m.Assign})
			wide = append(wide, r.ID)
		}
	}
	slices.Sort(wide)
	if want := []string{"curl-auth-user", "jwt-base64", "nuget-config-password", "private-key"}; !slices.Equal(wide, want) {
		t.Fatalf("wide anchored rules %v, want %v (a new one needs fragments below)", wide, want)
	}
	pw := "Q7w" + fake("", alnum, 12) + "z"
	frags := []string{
		pem("RSA "), pem(""), pem("EC "), "-----BEGIN PRIVATE KEY-----\n", "-----begin private key-----",
		"-----END PRIVATE KEY-----\n", fake("", b64, 64) + "\n",
		"curl -u admin:" + pw + " https://x.example/api", "curl https://x.example \\\n  -H 'Accept: x' \\\n  --user 'bob:" + pw + "'",
		"curl", "curl ", "xcurl -u ops:" + pw, "CURL -u a:" + pw, " -u root:" + pw + " ", "--user=\"svc:" + pw + "\"",
		"ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlKemRXSWlPaUl4TWpNME5UWTNPRGt3SW4wLmFi" + fake("", alnum, 20), "aZXlK", "ZXlK",
		`<add key="Password" value="` + pw + `" />`, `<ADD KEY="ClearTextPassword" value="` + pw + `"/>`, `<add key=`,
		"echo done", "\n", "\n\n\n", " ", "x", "'", "\"",
	}
	seps := []string{"", " ", "\n", "\\\n", "x", "\t"}
	r := rand.New(rand.NewPCG(7, 11))
	seen := map[string]int{}
	for n := range 3000 {
		var b strings.Builder
		for range 1 + r.IntN(9) {
			b.WriteString(frags[r.IntN(len(frags))])
			b.WriteString(seps[r.IntN(len(seps))])
		}
		text := b.String()
		path := "" // a command's or a prompt's text; nuget's rule reads only its config
		if n%3 == 0 {
			path = "src/NuGet.Config"
		}
		got, want := anchored.scan(path, text, nil), plain.scan(path, text, nil)
		if !sameFindings(got, want) {
			t.Fatalf("text %d %q:\nanchored %v\nscan     %v", n, text, brief(got), brief(want))
		}
		for _, f := range want {
			seen[f.Rule]++
		}
	}
	for _, id := range wide {
		if seen[id] < 50 {
			t.Errorf("%s found %d times in 3,000 texts: the fragments no longer exercise it", id, seen[id])
		}
	}
}

func sameFindings(a, b []Finding) bool {
	return slices.EqualFunc(a, b, func(x, y Finding) bool {
		return x.Rule == y.Rule && x.off == y.off && x.secret == y.secret && x.Line == y.Line
	})
}

func brief(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule+"@"+strconv.Itoa(f.off))
	}
	return out
}

// A keyword-led rule's needed texts are looked for from its first hit on, where its matches
// lie: a script whose only "-u" comes before its curl (date -u, sort -u) does not compile
// gitleaks' curl rule, and one with "-u" after it does, and finds what it should.
func TestLeadNeedAfterHit(t *testing.T) {
	curlRule := func(e *engine) *compiled {
		for i, r := range e.all() {
			if r.ID == "curl-auth-user" {
				return e.rule(i)
			}
		}
		t.Fatal("no curl-auth-user rule")
		return nil
	}
	before := "stamp=\"$(date -u +%H:%M:%S)\"\nsort -u list.txt\n" + strings.Repeat("echo step\n", 20) +
		"curl -fsS -X POST -H 'Content-Type: application/json' --data \"$payload\" \"$HOOK\"\n"
	e := newEngine()
	if fs := e.scan("", before, nil); len(fs) != 0 {
		t.Fatalf("findings in a curl without credentials: %v", brief(fs))
	}
	if curlRule(e).ready.Load() {
		t.Error("the curl rule was compiled for a text whose only -u lies before its curl")
	}
	pw := "Q7w" + fake("", alnum, 12) + "z"
	after := before + "curl -u admin:" + pw + " https://x.example/api\n"
	e = newEngine()
	fs := e.scan("", after, nil)
	if !curlRule(e).ready.Load() || len(fs) != 1 || fs[0].Rule != "curl-auth-user" {
		t.Errorf("curl -u with a password after the hit: %v", brief(fs))
	}
}
