package shell

import "testing"

// sed's substitutions of known text, as GNU sed 4.9 prints them.
func TestSedOutput(t *testing.T) {
	for src, want := range map[string]string{
		`sed 's/x//' <<< .exnv`:            ".env\n",
		`sed 's/x//g' <<< .xexnxv`:         ".env\n",
		`sed 's/x//2' <<< axbxc`:           "axbc\n",
		`sed 's/x/-/2g' <<< axbxcxd`:       "axb-c-d\n",
		`sed -e 's|/tmp|/srv|' <<< /tmp/a`: "/srv/a\n",
		`sed 's/\(a\)\(b\)/\2\1/' <<< abc`: "bac\n",
		`sed -E 's/(a)(b)/\2\1/' <<< abc`:  "bac\n",
		`sed -r 's/a+/X/' <<< caaat`:       "cXt\n",
		`sed 's/a+/X/' <<< 'ca+t'`:         "cXt\n",
		`sed 's/[[:upper:]]/&&/g' <<< aBc`: "aBBc\n",
		`sed 's/V/v/I' <<< ENV`:            "ENv\n",
		`sed 's/^/./' <<< env`:             ".env\n",
		`printf 'a\nb\n' | sed 's/$/!/'`:   "a!\nb!\n",
		`printf 'a\nb' | sed 's/b/c/'`:     "a\nc",
		`sed 's/x*/-/g' <<< abc`:           "-a-b-c-\n",
		`sed 's/a.c/\n/' <<< xabcx`:        "x\nx\n",
	} {
		cs := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
		c := cs[len(cs)-1]
		got, ok := outputOf(c)
		if !ok || got != want {
			t.Errorf("%s: printed %q (%v), want %q", src, got, ok, want)
		}
	}
	for _, src := range []string{
		`sed -n 's/x//p' <<< axb`,
		`sed 's/x//w out' <<< axb`,
		`sed 's/\(a\)\1//' <<< aa`,
		`sed 's//x/' <<< a`,
		`sed 's/x//' file.txt`,
		`sed 's/x//; s/y//' <<< xy`,
		`sed -i 's/x//' f`,
		`sed y/abc/xyz/ <<< abc`,
		`sed "s/$X//" <<< abc`,
	} {
		cs := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
		if got, ok := outputOf(cs[len(cs)-1]); ok {
			t.Errorf("%s: printed %q, want unknown", src, got)
		}
	}
}
