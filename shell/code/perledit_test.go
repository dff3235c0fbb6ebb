package code

import (
	"strings"
	"testing"
)

// TestPerlEditsInPlace: $x =~ s/// and tr/// (y///) change the variable they are bound to, or
// with /r return the changed text, so that a decoy made right by one is judged as what it
// becomes (perledit.go). The must-not rows: an edit that makes a decoy out of a real command,
// one that does not match, and one whose pattern is only known when the code runs (the
// variable is then unknown, not the text it held).
func TestPerlEditsInPlace(t *testing.T) {
	examples := []string{
		`$c = "rmx -rf /"; $c =~ s/x//; system $c => shell rm -rf /`,
		`my $c = "rxmx -rf /"; $c =~ s/x//g; system($c) => shell rm -rf /`,
		`my $c = "RM -RF /"; $c =~ tr/A-Z/a-z/; system $c => shell rm -rf /`,
		`my $c = "RM -RF /"; $c =~ y/A-Z/a-z/; system $c => shell rm -rf /`,
		`my $c = "r_m -rf /"; system($c =~ s/_//r) => shell rm -rf /`,
		`my $c = "r_m -r_f /"; $c =~ tr/_//d; exec $c => shell rm -rf /`,
		`my $c = "rm -rf HOME"; $c =~ s{HOME}{/}; system $c => shell rm -rf /`,
		`my $c = "rm -rf X"; $c =~ s/x/\//i; system $c => shell rm -rf /`,
		`my $c = "rm  -rf   /"; $c =~ s/\s+/ /g; system $c => shell rm -rf /`,
		`$f = "x.txt"; $f =~ s/x\.txt/.env/; open(F, $f); print <F> => read:show .env`,
		`my $c = "rm -rf /"; $c =~ s/rm/echo/; system $c !> shell rm -rf /`,
		`my $c = "rm -rf /"; $c =~ s/zz/echo/; system $c => shell rm -rf /`,
		`my $c = "rmx -rf /"; $c =~ s/$ENV{X}//; system $c !> shell rmx -rf /`,
		`my $c = "rm -rf /"; my $d = $c =~ s/rm/echo/r; system $c => shell rm -rf /`,
		`(my $c = "rmx -rf /") =~ s/x//; system $c => shell rm -rf /`,
		`my $d = "rmx -rf /"; (my $c = $d) =~ s/x//; system $c => shell rm -rf /`,
	}
	checkExamples(t, Perl, "edits", strings.Join(examples, "\n"), func(string) bool { return false })
}

func TestPerlTr(t *testing.T) {
	for _, c := range []struct{ s, from, to, flags, want string }{
		{"Hello", "a-z", "A-Z", "", "HELLO"},
		{"a-b", `\-`, "_", "", "a_b"},
		{"abc", "abc", "x", "", "xxx"},
		{"abc", "abc", "x", "d", "x"},
		{"abc", "b", "", "", "abc"},
	} {
		got, ok := perlTr(c.s, c.from, c.to, c.flags)
		if !ok || got != c.want {
			t.Errorf("%q =~ tr/%s/%s/%s: %q %v, want %q", c.s, c.from, c.to, c.flags, got, ok, c.want)
		}
	}
	if _, ok := perlTr("abc", "a", "b", "c"); ok {
		t.Error("tr///c (the complement) worked out")
	}
}
