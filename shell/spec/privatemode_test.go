package spec

import "testing"

func TestPrivateMode(t *testing.T) {
	for m, want := range map[string]bool{
		"600": true, "0600": true, "400": true, "700": true, "0700": true, "go-rwx": true, "og-rwx": true,
		"g-rwx,o-rwx": true, "go=": true, "o-r": true, "g-w": true,
		"644": false, "000": false, "4600": false, "0644": false, "u+x": false, "a-r": false, "-r": false,
		"go+r": false, "o=r": false, "u=rw,go=": false, "": false, "6000": false, "60": false, "+t": false,
	} {
		if got := privateMode(m); got != want {
			t.Errorf("privateMode(%q) = %v, want %v", m, got, want)
		}
	}
}
