package spec

import "testing"

// Homebrew's g-prefixed GNU programs are the programs; a g name that is a program of its own,
// or whose rest is no GNU program, stays itself.
func TestGNUPrefixed(t *testing.T) {
	same := map[string]string{
		"grm": "rm", "gmv": "mv", "gcp": "cp", "gln": "ln", "glink": "link", "gdd": "dd",
		"gfind": "find", "gxargs": "xargs", "gsed": "sed", "gtar": "tar", "gtimeout": "timeout",
		"genv": "env", "gnohup": "nohup", "gtruncate": "truncate", "gshred": "shred",
		"gmake": "make", "gprintenv": "printenv", "ginstall": "install", "gtee": "tee",
		"/opt/homebrew/bin/grm": "rm", "GRM": "rm", `\grm`: "rm", "uu-rm": "rm", "uutils-rm": "rm", "uutils-cp": "cp", "uu-cp": "cp", "uu-dd": "dd",
	}
	for in, want := range same {
		if got := Normalise(in); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", in, got, want)
		}
		if k := Know(in); k.Spec == nil || k.Spec != Lookup(want) && Lookup(want) != nil {
			t.Errorf("Know(%q) did not find %q's spec", in, want)
		}
	}
	for _, own := range []string{"git", "grep", "gzip", "gunzip", "gcc", "gpg", "go", "gh", "gem",
		"gdb", "gdu", "god", "gtest", "gawk", "gcloud", "gsutil", "gradle", "gofmt", "gpasswd",
		"getent", "gettext", "g", "gs", "groups", "gulp", "grunt", "uu-", "uu-find", "uu-sed", "uutils", "uutils-", "uutils-find"} {
		if got := Normalise(own); got != own {
			t.Errorf("Normalise(%q) = %q, want it unchanged", own, got)
		}
	}
}
