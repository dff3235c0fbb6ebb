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
