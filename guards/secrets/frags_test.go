package secrets

import (
	"path"
	"strings"
	"testing"
)

// slowSecretFrag is secretFile's fragment search over every fragment, as it was before paths
// without "/." were searched for the undotted fragments only.
func slowSecretFrag(p string) (rule string) {
	lp := strings.ToLower(p)
	base, lps := path.Base(lp), lp+"/"
	all := credentialFrags()
	for _, d := range all.dirs {
		if i := strings.Index(lps, d.frag); i >= 0 {
			if d.frag == "/.ssh/" && sshPublic(base, lps[i+len(d.frag):]) {
				break
			}
			return d.rule
		}
	}
	for _, d := range all.harness {
		if strings.Contains(lps, d.frag) {
			return d.rule
		}
	}
	for _, f := range all.files {
		if strings.HasSuffix(lp, f.frag) {
			return f.rule
		}
	}
	return ""
}

// A path without "/." is judged by the fragments without it, and gets the verdict every
// fragment gives: each fragment placed in a home, under /srv, at the root, with a name after
// it and in upper case, and ordinary project paths, with and without dot directories.
func TestUndottedFragsSameVerdict(t *testing.T) {
	var ps []string
	all := credentialFrags()
	for _, list := range [][]frag{all.dirs, all.harness, all.files} {
		for _, f := range list {
			fr := strings.TrimSuffix(f.frag, "/")
			for _, pre := range []string{"", "/home/u", "/srv/x", "/home/u/.cache"} {
				ps = append(ps, pre+fr, pre+fr+"/id_rsa", pre+fr+"/x.pub", strings.ToUpper(pre+fr))
			}
		}
	}
	ps = append(ps, "/p/dist/svc-1.0-linux-amd64", "/p/.cache/svc-build/x", "/p/internal/auth/session.go", "/run/secrets/db",
		"/p/rclone/rclone.conf", "/p/containers/auth.json", "/p/.env", "/p/config/.npmrc", "/", "/p/a.b/c")
	hits := 0
	for _, p := range ps {
		want := slowSecretFrag(p)
		got, _ := secretFile(p, "/nohome")
		if want != "" && got != want {
			t.Errorf("%s: secretFile says %q, every fragment says %q", p, got, want)
		}
		if want != "" {
			hits++
		}
	}
	if hits < len(ps)/2 {
		t.Fatalf("only %d of %d paths hit a fragment: the test reads nothing", hits, len(ps))
	}
	for _, list := range [][]frag{undottedFrags().dirs, undottedFrags().harness, undottedFrags().files} {
		for _, f := range list {
			if strings.Contains(f.frag, "/.") {
				t.Errorf("%s holds /. but is searched in paths without it", f.frag)
			}
		}
	}
	if len(undottedFrags().files) == 0 || len(undottedFrags().dirs) == 0 {
		t.Error("no undotted fragment: /run/secrets/ and /rclone/rclone.conf are some")
	}
}
