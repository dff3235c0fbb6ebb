package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// A copy of hookguard run by a bare name: made earlier on the same line (by any tool, under
// any name, in a directory on PATH or not), or found through a PATH the line itself sets
// (inline, exported, plainly assigned, through env), however the name is then run. The
// world's PATH holds the project's bin/ (writable) and $BASE/copies holds a copy made by an
// earlier call.
var bareBlocks = []string{
	// Copies made on the line, into a directory already on PATH.
	`cp "$(command -v hookguard)" bin/x; x install`,
	`H=$(command -v hookguard); cp "$H" bin/x && x uninstall claude`,
	`cp $BIN bin/; mv bin/hookguard bin/x; x run --runner claude`,
	`install -m755 $BIN bin/x; x install`,
	`ln -s $BIN bin/y; y install`,
	`ln $BIN bin/y && y trust`,
	`ln -sf "$(command -v hookguard)" "$PWD/bin/y"; y ledger revoke hg-1`,
	`cat $BIN > bin/x; chmod +x bin/x; x install`,
	`dd if=$BIN of=bin/x status=none && x install`,
	`cp $BIN bin/x; cp bin/x bin/z; z install`,
	`cp $BIN bin/X; x install`,
	`cp $BIN bin/x.exe; x install`,
	`cat $BIN | tee bin/x >/dev/null; chmod +x bin/x; x install`,
	`base64 $BIN | base64 -d > bin/x; x install`,
	`gzip -c $BIN | gunzip > bin/x; x uninstall`,
	`cp $BIN bin/x; ln -s x bin/z; z install`,
	`cp $BIN bin/x && cd bin && ln -s x z && z install`,
	// A directory holding hookguard copied whole, the copy then renamed.
	`cp -r $BASE/opt/bin t; mv t/hookguard t/x; t/x install`,
	`cp -r $BASE/opt t; cp t/bin/hookguard bin/x; x install`,
	`mkdir -p /tmp/d && cp $BIN /tmp/d/x && cp -r /tmp/d t && PATH=$PWD/t:$PATH x install`,
	`mkdir -p /tmp/d && cp $BIN /tmp/d/x && cp -r /tmp/d t && mv t/x t/y && t/y install`,
	// A build of hookguard's command, under any name, wherever it lands.
	`go build -o bin/x ./cmd/hookguard && x install`,
	`go build -o /tmp/q/x github.com/hookguard/hookguard/cmd/hookguard; PATH=/tmp/q:$PATH x uninstall`,
	`go build ./cmd/hookguard && mv hookguard bin/x && x install`,
	`go build -o bin/ ./cmd/hookguard; mv bin/hookguard bin/x; x install`,
	`GOBIN=$PWD/t go install ./cmd/hookguard; mv t/hookguard bin/x; x install`,
	`(cd cmd/hookguard && go build -o ../../bin/x); x install`,
	`go -C cmd/hookguard build -o /tmp/q/x && /tmp/q/x install`,
	// bash's hash table, which names a file for a name wherever PATH points.
	`hash -p $BASE/copies/hgcopy y; y install`,
	`cp $BIN /tmp/q/z; hash -p /tmp/q/z y; y trust`,
	`y install; hash -p $BASE/copies/hgcopy y; y install`,
	// ... run through whatever starts a program by name.
	`cp $BIN bin/x; X=x; $X install`,
	`cp $BIN bin/x; xargs -I{} x install <<< a`,
	`cp $BIN bin/x; echo 'x install' | sh`,
	"cp $BIN bin/x; bash <<'E'\nx install\nE",
	`ln -s $BIN bin/x; exec -a hookguard x install`,
	`cp $BIN bin/x; command x install`,
	`cp $BIN bin/x; exec x install`,
	`cp $BIN bin/x; sh -c 'x install'`,
	`cp $BIN bin/x; bash -c "x trust"`,
	`cp $BIN bin/x; nohup x install &`,
	`cp $BIN bin/x; timeout 5 x install`,
	`cp $BIN bin/x; env x install`,
	`cp $BIN bin/x; f() { x install; }; f`,
	`cp $BIN bin/x; find . -maxdepth 0 -exec x install \;`,
	// Copies made on the line anywhere, found through the PATH the line sets.
	`mkdir -p /tmp/t && cp $BIN /tmp/t/x; PATH=/tmp/t:$PATH x install`,
	`mkdir -p t && cp $BIN t/x && export PATH=$PWD/t:$PATH && x uninstall`,
	`cp $BIN t/x; env PATH=$PWD/t:$PATH x install`,
	`cp $BIN t/x; PATH=$PWD/t:$PATH; x install`,
	`d=$(mktemp -d); cp $BIN $d/x; PATH=$d:$PATH x install`,
	// A copy an earlier call made, found through the PATH the line sets.
	`PATH=$BASE/copies:$PATH hgcopy install`,
	`PATH="$BASE/copies:${PATH}" hgcopy install`,
	`export PATH=$BASE/copies:$PATH; hgcopy trust`,
	`declare -x PATH=$BASE/copies:$PATH; hgcopy trust`,
	`PATH=$BASE/copies:$PATH; hgcopy uninstall`,
	`PATH=$BASE/copies:$PATH; PATH=/usr/local/bin:$PATH; hgcopy uninstall`,
	`export PATH=$BASE/copies:$PATH; PATH=/opt/x:$PATH hgcopy install`,
	`D=$BASE; PATH=$D/copies:$PATH hgcopy install`,
	`env PATH=$BASE/copies hgcopy install`,
	`env PATH=$BASE/copies:$PATH hgcopy install`,
	`env -u X PATH=$BASE/copies:$PATH hgcopy install`,
	`cd $BASE/copies && PATH=.:$PATH hgcopy install`,
	`cd $BASE/copies && PATH=:$PATH hgcopy install`,
	`cd $BASE && PATH=copies:$PATH hgcopy run`,
	`PATH=$BASE/copies:$PATH sh -c 'hgcopy install'`,
	`PATH=$BASE/copies:$PATH eval 'hgcopy install'`,
	`PATH+=:$BASE/copies; hgcopy install`,
	`env -S 'PATH=$BASE/copies hgcopy install'`,
	`sudo PATH=$BASE/copies:$PATH hgcopy install`,
	`PATH=$BASE/copies:$PATH xargs hgcopy < list`,
	`PATH=$BASE/copies:$PATH timeout 5 hgcopy install`,
	`echo 'export PATH=$BASE/copies:$PATH' > e.sh; . ./e.sh; hgcopy install`,
	`PATH=$BASE/copies:$PATH; command hgcopy install`,
	`f() { local PATH=$BASE/copies:$PATH; hgcopy install; }; f`,
}

// Ordinary work with PATH and copies stays quiet.
var bareAllows = []string{
	`PATH=$PWD/node_modules/.bin:$PATH eslint .`,
	`export PATH=$PWD/bin:$PATH; make; go build ./...`,
	`PATH=/usr/local/go/bin:$PATH go test ./...`,
	`env PATH=$PWD/bin:$PATH npm test`,
	`cp /bin/true bin/x; x install`,
	`cp $BIN bin/x; x version`,
	`cp $BIN bin/x; x --help`,
	`cp $BIN /tmp/hg-backup; ls -la /tmp`,
	`cat $BIN | sha256sum > sum.txt; cat sum.txt`,
	`cat README.md > bin/notes; cat bin/notes`,
	`x() { echo hi; }; cp $BIN bin/x; x install`,
	`PATH=$BASE/copies:$PATH samesize uninstall`,
	`PATH=$BASE/copies:$PATH hgcopy version`,
	`cp $BIN /tmp/t/x; ls; PATH=$PWD/bin:$PATH y install`,
	`PATH=$BASE/copies:$PATH; ls -la; git status`,
	`go build -o bin/app ./cmd/app && app --version`,
	`go build ./... && go test ./...`,
	`cp -r $BASE/safe t; mv t/src t/x; t/x`,
	`hash -p /bin/true y; y install`,
	`hash -r; ls`,
	`ln -s ../README.md bin/readme; cat bin/readme`,
}

func TestBareNameCopies(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range bareBlocks {
		v := w.shell(t, cmd)
		if v.Decision != hookguard.Block || v.Rule != "hookguard-cli" || !v.NoCode {
			t.Errorf("%q: got %v %s/%s (%s), want block by hookguard-cli without a code", cmd, v.Decision, v.Guard, v.Rule, v.Reason)
		}
	}
	for _, cmd := range bareAllows {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
