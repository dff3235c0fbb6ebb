package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// A copy of hookguard carried through an archive on the same line: packed by any archiver,
// compressed or copied or piped on, extracted with -C, -d, -D, -o or into the directory the
// command runs in, renamed, then run by a bare name (or a path): the line says where it went.
var packedBlocks = []string{
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard && mkdir -p /tmp/d && tar xf /tmp/a.tar -C /tmp/d && mv /tmp/d/hookguard /tmp/d/x && PATH=/tmp/d:$PATH x install`,
	`tar czf /tmp/a.tgz $BIN; mkdir t; tar -xzf /tmp/a.tgz -C t; mv t$BIN bin/x; x uninstall`,
	`tar -C $BASE/opt -cf /tmp/b.tar bin; tar -xf /tmp/b.tar -C /tmp/e; cp /tmp/e/bin/hookguard bin/y; y trust`,
	`tar c -C $BASE/opt/bin hookguard | gzip > /tmp/a.tgz; cd /tmp/w && tar xzf /tmp/a.tgz && mv hookguard z && ./z install`,
	`tar c -C $BASE/opt/bin hookguard > /tmp/a.tar; gzip /tmp/a.tar; tar xzf /tmp/a.tar.gz -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	`tar c -C $BASE/opt/bin hookguard | tar x -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; cp /tmp/a.tar /tmp/c.tar; tar xf /tmp/c.tar -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; cat /tmp/a.tar | tar x -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; tar xf /tmp/a.tar -C /tmp/w --transform s/hookguard/x/; PATH=/tmp/w:$PATH x install`,
	`cd $BASE/opt/bin && zip /tmp/a.zip hookguard && unzip /tmp/a.zip -d /tmp/u && mv /tmp/u/hookguard /tmp/u/x && /tmp/u/x install`,
	`cd $BASE/opt/bin && echo hookguard | cpio -o > /tmp/a.cpio; cd /tmp/w && cpio -id < /tmp/a.cpio && mv hookguard x && PATH=$PWD:$PATH x install`,
	`cd $BASE/opt/bin && ar rc /tmp/a.a hookguard; cd /tmp/w && ar x /tmp/a.a && mv hookguard x && ./x install`,
	`cp $BIN /tmp/q; tar cf /tmp/a.tar -C /tmp q; tar xf /tmp/a.tar -C /tmp/w; mv /tmp/w/q bin/x; x install`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard && tar xf /tmp/a.tar -C /tmp/d && /tmp/d/hookguard install`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; A=$(ls /tmp/*.tar | head -1); tar xf "$A" -C /tmp/d; mv /tmp/d/hookguard bin/x; x install`,
}

// Archives of other programs, and a copy of hookguard packed but never run, pass.
var packedAllows = []string{
	`tar cf /tmp/a.tar -C $BASE/safe src && tar xf /tmp/a.tar -C /tmp/d && mv /tmp/d/src/x.c /tmp/d/y && ls /tmp/d`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard && tar xf /tmp/a.tar -C /tmp/d && mv /tmp/d/hookguard /tmp/d/x && PATH=/tmp/d:$PATH x version`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard && tar xf other.tar -C /tmp/d && mv /tmp/d/tool /tmp/d/x && PATH=/tmp/d:$PATH x install`,
	`tar czf /tmp/backup.tgz src && tar xzf /tmp/backup.tgz -C /tmp/r && make -C /tmp/r/src install`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard && tar xf /tmp/a.tar -C /tmp/d && ls /tmp/d && make install`,
	`tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; A=$(ls /tmp/*.tar | head -1); tar xf "$A" -C /tmp/d; make install`,
}

func TestPackedCopy(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range packedBlocks {
		if v := w.shell(t, w.expand(cmd)); v.Decision != hookguard.Block {
			t.Errorf("%s: want a block", cmd)
		}
	}
	for _, cmd := range packedAllows {
		if v := w.shell(t, w.expand(cmd)); v.Decision != hookguard.Allow {
			t.Errorf("%s: want it allowed: %s", cmd, v.Reason)
		}
	}
}

// Every spelling of every archiver the model reads an extraction of: the archive each
// extractor reads (glued to its option, as --file=, by a pipe or a redirect, or named by a
// word only known when it runs), and the members renamed as they are packed or extracted
// (tar --transform and --xform, bsdtar's, tar's and pax's -s, cpio -r and --rename). Each is
// caught by the effects the model gives, not by reading the words again.
var packedSpellingBlocks = map[string]string{
	"tar -xfA.tar":         `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; tar -xf/tmp/a.tar -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	"tar --file=A":         `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; tar --extract --file=/tmp/a.tar --directory=/tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	"tar -x -f A":          `tar -c -f /tmp/a.tar -C $BASE/opt/bin hookguard; tar -x -f /tmp/a.tar -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	"gtar xf":              `gtar cf /tmp/a.tar -C $BASE/opt/bin hookguard; gtar xf /tmp/a.tar -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	"bsdtar -xf":           `bsdtar -cf /tmp/a.tar -C $BASE/opt/bin hookguard; bsdtar -xf /tmp/a.tar -C /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	"tar --xform":          `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; tar xf /tmp/a.tar -C /tmp/w --xform=s/hookguard/x/; PATH=/tmp/w:$PATH x install`,
	"tar -s":               `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; tar -xf /tmp/a.tar -C /tmp/w -s ,hookguard,x,; PATH=/tmp/w:$PATH x install`,
	"bsdtar -s":            `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; bsdtar -xf /tmp/a.tar -C /tmp/w -s /hookguard/x/; PATH=/tmp/w:$PATH x install`,
	"tar --transform pipe": `tar c -C $BASE/opt/bin hookguard | tar x -C /tmp/w --transform s/hookguard/x/; PATH=/tmp/w:$PATH x install`,
	"tar --transform -f -": `tar c -C $BASE/opt/bin hookguard | tar -x -f - -C /tmp/w --transform s/hookguard/x/; PATH=/tmp/w:$PATH x install`,
	"tar --transform <":    `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; tar x -C /tmp/w --transform s/hookguard/x/ < /tmp/a.tar; PATH=/tmp/w:$PATH x install`,
	"tar c --transform":    `tar cf /tmp/a.tar --transform s/hookguard/x/ -C $BASE/opt/bin hookguard; tar xf /tmp/a.tar -C /tmp/w; PATH=/tmp/w:$PATH x install`,
	"tar c --xform pipe":   `tar c --xform s/hookguard/x/ -C $BASE/opt/bin hookguard | tar x -C /tmp/w; PATH=/tmp/w:$PATH x install`,
	"bsdtar c -s":          `bsdtar -c -f /tmp/a.tar -s /hookguard/x/ -C $BASE/opt/bin hookguard; bsdtar -xf /tmp/a.tar -C /tmp/w; PATH=/tmp/w:$PATH x install`,
	"tar dynamic":          `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; A=$(ls /tmp/*.tar | head -1); tar --extract --file="$A" -C /tmp/d; mv /tmp/d/hookguard bin/x; x install`,
	"tar dynamic renamed":  `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; A=$(ls /tmp/*.tar | head -1); tar xf "$A" -C /tmp/d --transform s/hookguard/x/; PATH=/tmp/d:$PATH x install`,
	"unzip -d":             `cd $BASE/opt/bin && zip /tmp/a.zip hookguard && unzip -o /tmp/a.zip -d /tmp/u && mv /tmp/u/hookguard bin/x && x install`,
	"unzip dynamic":        `cd $BASE/opt/bin && zip /tmp/a.zip hookguard; A=$(ls /tmp/*.zip); unzip "$A" -d /tmp/u; mv /tmp/u/hookguard /tmp/u/x; /tmp/u/x install`,
	"unzip copied":         `cd $BASE/opt/bin && zip /tmp/a.zip hookguard && cp /tmp/a.zip /tmp/b.zip && unzip /tmp/b.zip -d /tmp/u && mv /tmp/u/hookguard /tmp/u/x && /tmp/u/x install`,
	"python zipfile":       `cd $BASE/opt/bin && zip /tmp/a.zip hookguard && python3 -m zipfile -e /tmp/a.zip /tmp/u && mv /tmp/u/hookguard bin/x && x install`,
	"python tarfile":       `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; python3 -m tarfile -e /tmp/a.tar /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	"7z x -o":              `cd $BASE/opt/bin && 7z a /tmp/a.7z hookguard && 7z x /tmp/a.7z -o/tmp/o && mv /tmp/o/hookguard bin/x && x install`,
	"7z e":                 `cd $BASE/opt/bin && 7z a /tmp/a.7z hookguard && 7z e -o/tmp/o /tmp/a.7z hookguard && mv /tmp/o/hookguard bin/x && x install`,
	"7z dynamic":           `cd $BASE/opt/bin && 7z a /tmp/a.7z hookguard; A=$(ls /tmp/*.7z); 7z x "$A" -o/tmp/o; mv /tmp/o/hookguard bin/x; x install`,
	"ar x --output":        `cd $BASE/opt/bin && ar rc /tmp/a.a hookguard; ar x /tmp/a.a --output=/tmp/w && mv /tmp/w/hookguard bin/x && x install`,
	"rar x":                `cd $BASE/opt/bin && rar a /tmp/a.rar hookguard; unrar x /tmp/a.rar /tmp/r/; mv /tmp/r/hookguard bin/x; x install`,
	"unar -o":              `cd $BASE/opt/bin && zip /tmp/a.zip hookguard && unar -o /tmp/u /tmp/a.zip && mv /tmp/u/hookguard bin/x && x install`,
	"cpio -i -F":           `cd $BASE/opt/bin && echo hookguard | cpio -o -O /tmp/a.cpio; cpio -i -D /tmp/w -F /tmp/a.cpio; mv /tmp/w/hookguard bin/x; x install`,
	"cpio --file=":         `cd $BASE/opt/bin && echo hookguard | cpio -o > /tmp/a.cpio; cpio --extract --directory=/tmp/w --file=/tmp/a.cpio; mv /tmp/w/hookguard bin/x; x install`,
	"cpio pipe":            `cd $BASE/opt/bin && echo hookguard | cpio -o | cpio -id -D /tmp/w; mv /tmp/w/hookguard bin/x; x install`,
	"cpio -idr":            `cd $BASE/opt/bin && echo hookguard | cpio -o > /tmp/a.cpio; cd /tmp/w && cpio -idr < /tmp/a.cpio && PATH=$PWD:$PATH x install`,
	"cpio -i -r -F":        `cd $BASE/opt/bin && echo hookguard | cpio -o -O /tmp/a.cpio; cpio -i -r -D /tmp/w -F /tmp/a.cpio; PATH=/tmp/w:$PATH x install`,
	"cpio --rename pipe":   `cd $BASE/opt/bin && echo hookguard | cpio -o | cpio -i --rename -D /tmp/w; PATH=/tmp/w:$PATH x install`,
	"cpio dynamic":         `cd $BASE/opt/bin && echo hookguard | cpio -o -O /tmp/a.cpio; A=$(ls /tmp/*.cpio); cpio -i -D /tmp/w -F "$A"; mv /tmp/w/hookguard bin/x; x install`,
	"pax -r -f":            `cd $BASE/opt/bin && pax -w -f /tmp/a.tar hookguard; cd /tmp/w && pax -r -f /tmp/a.tar && mv hookguard x && ./x install`,
	"pax -r <":             `cd $BASE/opt/bin && pax -w -f /tmp/a.tar hookguard; cd /tmp/w && pax -r < /tmp/a.tar && mv hookguard x && ./x install`,
	"pax -r -s":            `cd $BASE/opt/bin && pax -w -f /tmp/a.tar hookguard; cd /tmp/w && pax -r -s ,hookguard,x, -f /tmp/a.tar && ./x install`,
	"pax -r -s pipe":       `cd $BASE/opt/bin && pax -w hookguard | (cd /tmp/w && pax -r -s ,hookguard,x,) ; PATH=/tmp/w:$PATH x install`,
	"pax -w -s":            `cd $BASE/opt/bin && pax -w -s ,hookguard,x, -f /tmp/a.tar hookguard; cd /tmp/w && pax -r -f /tmp/a.tar && ./x install`,
	"pax dynamic":          `cd $BASE/opt/bin && pax -w -f /tmp/a.tar hookguard; A=$(ls /tmp/*.tar); cd /tmp/w && pax -r -f "$A" && mv hookguard x && ./x install`,
}

// The same archivers, where what is extracted is not the archive holding hookguard, or what
// is renamed is another program's files.
var packedSpellingAllows = map[string]string{
	"tar -xf backup":          `tar -xf backup.tar -C out && make -C out install`,
	"tar -xf backup, packed":  `tar cf /tmp/a.tar -C $BASE/opt/bin hookguard; tar -xf backup.tar -C /tmp/out; mv /tmp/out/tool bin/x; x install`,
	"tar --transform other":   `tar cf /tmp/a.tar -C $BASE/safe src; tar xf /tmp/a.tar -C /tmp/d --transform s/src/x/; PATH=/tmp/d/x:$PATH y install`,
	"tar --transform, packed": `tar cf /tmp/h.tar -C $BASE/opt/bin hookguard; tar cf /tmp/a.tar -C $BASE/safe src; tar xf /tmp/a.tar -C /tmp/d --transform s/src/x/; PATH=/tmp/d:$PATH x install`,
	"unzip other, packed":     `cd $BASE/opt/bin && zip /tmp/a.zip hookguard; unzip -o /tmp/other.zip -d /tmp/u; mv /tmp/u/tool bin/x; x install`,
	"cpio -idr other":         `cd $BASE/safe && echo src | cpio -o > /tmp/a.cpio; cd /tmp/w && cpio -idr < /tmp/a.cpio && PATH=$PWD:$PATH x install`,
	"pax -r -s, version":      `cd $BASE/opt/bin && pax -w -f /tmp/a.tar hookguard; cd /tmp/w && pax -r -s ,hookguard,x, -f /tmp/a.tar && ./x version`,
}

func TestPackedSpellings(t *testing.T) {
	w := newWorld(t)
	for name, cmd := range packedSpellingBlocks {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%s: %s: want a block", name, cmd)
		}
	}
	for name, cmd := range packedSpellingAllows {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%s: %s: want it allowed: %s", name, cmd, v.Reason)
		}
	}
}

// TestMissingArchiveExtracted: an archive missing when the line is judged may be there when it
// runs (a job an earlier call started makes it), so extracting it reaches whatever is below
// the directory it is extracted into, as an archive whose members cannot be listed does.
func TestMissingArchiveExtracted(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range []string{
		`tar xf /tmp/not-yet.tar -C .claude`,
		`unzip -o /tmp/not-yet.zip -d .hookguard`,
		`tar xzf /tmp/not-yet.tgz`,
		`bsdtar -xf /tmp/not-yet.tar -C .claude`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%s: got %v, want a block", cmd, v.Decision)
		}
	}
	for _, cmd := range []string{
		`tar xzf /tmp/not-yet.tgz -C /tmp/out`,
		`unzip -o /tmp/not-yet.zip -d build`,
		`tar tzf /tmp/not-yet.tgz`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%s: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
