package spec_test

import (
	"testing"

	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// renamedOf reports whether a command line has an effect marked spec.Renamed, and whether
// each such Write:extract is a tree whose entries are only known when it runs.
func renamedOf(src string, ctx shell.Context) (renamed, treeDyn bool) {
	treeDyn = true
	for _, c := range shell.Parse(src, ctx).Commands {
		for _, e := range c.Effects() {
			if !spec.RenamesMembers(e) {
				continue
			}
			renamed = true
			if e.Kind == spec.Write && (!e.Tree || !e.Dyn) {
				treeDyn = false
			}
		}
	}
	return renamed, treeDyn
}

// TestRenamed holds the mark the model gives an archiver that renames members as it packs or
// extracts them, in every spelling: the Write:extract of where they land (a tree, Dyn) or the
// Read:archive of what is packed carries spec.Renamed; an ordinary extraction or packing does
// not, though its entries too may be only known when it runs.
func TestRenamed(t *testing.T) {
	ctx := exampleWorld(t)
	marked := []string{
		"tar -xf bundle.tgz --transform s/a/b/",
		"tar xzf bundle.tgz --xform=s,a,b,",
		"tar -xf missing.tar --transform s/a/b/",
		"gtar -xf missing.tar --transform s/a/b/",
		"tar -x --transform s/a/b/ < missing.tar",
		"cat missing.tar | tar -x --transform s/a/b/",
		"cat missing.tar | tar -xf - --xform s/a/b/",
		"tar xf \"$A\" --transform s/a/b/",
		"bsdtar -xf bundle.tgz -s ,a,b,",
		"bsdtar -xf missing.tar -s ,a,b,",
		"tar -xf missing.tar -s ,a,b,",
		"tar -xf missing.tar -s '|^|v/|'",
		"tar -x -s /a/b/g -f missing.tar",
		"tar -xsf missing.tar \"$PAT\"",
		"bsdtar -xsf missing.tar",
		"cat missing.tar | bsdtar -x -s ,a,b,",
		"tar -cf out.tar --transform s/a/b/ src",
		"tar -c --xform s/a/b/ src",
		"bsdtar -cf out.tar -s ,a,b, src",
		"pax -r -s ,a,b, -f missing.tar",
		"pax -r -s ,a,b, < missing.tar",
		"cat missing.tar | pax -r -s ,a,b,",
		"pax -w -s ,a,b, -f out.tar src",
		"cpio -idr < missing.cpio",
		"cpio -ir -F missing.cpio",
		"cpio -i -r -D out -F missing.cpio",
		"cpio -i --rename -F missing.cpio",
		"cpio --extract --rename-batch-file=names.txt -F missing.cpio",
		"cat missing.cpio | cpio -id --rename",
		"cpio -i -r -F \"$A\"",
	}
	for _, src := range marked {
		renamed, treeDyn := renamedOf(src, ctx)
		if !renamed {
			t.Errorf("%s: want an effect marked renamed", src)
		}
		if !treeDyn {
			t.Errorf("%s: a renaming extraction must write a tree whose entries are only known when it runs", src)
		}
	}
	plain := []string{
		"tar -xf bundle.tgz",
		// GNU tar's -s is --same-order: no value, no renaming.
		"tar -xsf bundle.tgz",
		"tar -xsf missing.tar -C out",
		"tar --same-order -xf missing.tar src/a.go",
		"tar -x -s -f missing.tar docs/readme.md",
		"tar -xf missing.tar -C out",
		"cat missing.tar | tar -x",
		"tar xf \"$A\"",
		"tar -czf out.tgz src",
		"tar -tf bundle.tgz --transform s/a/b/",
		"unzip bundle.zip -d out",
		"7z x bundle.zip -oout",
		"ar x lib.a",
		"cpio -idm < missing.cpio",
		"cpio -i -F missing.cpio",
		"cpio -o -O out.cpio < names.txt",
		"pax -r -f missing.tar",
		"pax -w -f out.tar src",
		"unrar x a.rar out/",
		"python3 -m tarfile -e missing.tar out",
	}
	for _, src := range plain {
		if renamed, _ := renamedOf(src, ctx); renamed {
			t.Errorf("%s: renames nothing, marked as renaming", src)
		}
	}
}

// TestExtractReadsArchive holds the Read every extractor gives of the archive it unpacks, one
// named by a word only known when it runs as a dynamic path (Abs ""), and none for an archive
// that is its stdin.
func TestExtractReadsArchive(t *testing.T) {
	ctx := exampleWorld(t)
	cases := []struct{ src, archive string }{
		{"tar -xfmissing.tar -C out", "missing.tar"},
		{"tar xf missing.tar", "missing.tar"},
		{"jar xf missing.jar", "missing.jar"},
		{"python3 -m tarfile -e missing.tar out", "missing.tar"},
		{"python3 -m zipfile -e bundle.zip out", "bundle.zip"},
		{"python3 -m tarfile -e \"$A\" out", "$A"},
		{"unzip -o bundle.zip", "bundle.zip"},
		{"7z x -so bundle.zip", "bundle.zip"},
		{"cpio -i -D out -F missing.cpio", "missing.cpio"},
		{"cpio -ir -D out -F missing.cpio", "missing.cpio"},
		{"pax -r -s ,a,b, -f \"$A\"", "$A"},
	}
	for _, tc := range cases {
		found := false
		for _, c := range shell.Parse(tc.src, ctx).Commands {
			for _, e := range c.Effects() {
				if e.Kind == spec.Read && e.Path.Arg == tc.archive {
					found = true
					if dyn := tc.archive[0] == '$'; e.Path.Dyn != dyn || dyn && e.Path.Abs != "" {
						t.Errorf("%s: the archive's read %+v: want Dyn %v, Abs empty where dynamic", tc.src, e.Path, dyn)
					}
				}
			}
		}
		if !found {
			t.Errorf("%s: want a read of %s", tc.src, tc.archive)
		}
	}
	for _, src := range []string{"cat a.tar | tar -x", "tar -xf - -C out", "cat a.cpio | cpio -id", "cat a.tar | pax -r", "cat x.7z | 7z x -si"} {
		for _, c := range shell.Parse(src, ctx).Commands {
			if c.Base() == "cat" {
				continue
			}
			for _, e := range c.Effects() {
				if e.Kind == spec.Read && e.Class == "input" {
					t.Errorf("%s: an archive on stdin is read by no name here, got %s", src, e)
				}
			}
		}
	}
}
