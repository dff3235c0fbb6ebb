package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var ctx = Context{Cwd: "/home/user/project", Home: "/home/user", Root: "/home/user/project"}

// line renders a command compactly: via>name args@cwd, dynamic words in <>.
func line(c *Command) string {
	var b strings.Builder
	if len(c.Via) > 0 {
		b.WriteString(strings.Join(c.Via, ">") + ">")
	}
	if c.NameDynamic {
		b.WriteString("<" + c.Name + ">")
	} else {
		b.WriteString(c.Name)
	}
	for i, a := range c.Args {
		if c.Dynamic[i] {
			a = "<" + a + ">"
		}
		b.WriteString(" " + a)
	}
	if c.Cwd != ctx.Cwd {
		b.WriteString(" @" + c.Cwd)
	}
	if c.Opaque {
		b.WriteString(" !opaque")
	}
	return b.String()
}

func lines(s *Script) string {
	var out []string
	for _, c := range s.Commands {
		out = append(out, line(c))
	}
	return strings.Join(out, " | ")
}

func TestParse(t *testing.T) {
	tests := []struct{ src, want string }{
		// words: quotes, escapes, ANSI-C, braces, IFS, variables, tilde
		{`rm -rf "/home/user"`, `rm -rf /home/user`},
		{`r\m -r'f' $'\x2f'`, `rm -rf /`},
		{`rm$IFS-rf$IFS/`, `rm -rf /`},
		{`rm -rf ${HOME}`, `rm -rf /home/user`},
		{`rm -rf ~/x ~other/y`, `rm -rf /home/user/x <~other/y>`},
		{`HOME=/srv; rm -rf ~/x`, `rm -rf /srv/x`},
		{`HOME="$X"; rm -rf ~/x`, `rm -rf <~/x>`},
		{`HOME=/srv; X=~/a; rm -rf $X`, `rm -rf /srv/a`},
		{`git push origin HEAD:ma{in,ster}`, `git push origin HEAD:main HEAD:master`},
		{`echo {1..3}`, `echo 1 2 3`},
		{`X=/etc; rm -rf $X`, `rm -rf /etc`},
		// a declaration's words other than NAME=VALUE keep whether they are known
		{`export $OPTS -f$o $(cat .env) A=1 "B=$x"`, `$()>cat .env | export <$OPTS> <-f$o> <$(cat .env)> A=1 <B=$x>`},
		{`o=-f; declare -x $o "-p"`, `declare -x -f -p`},
		{`X=/etc Y=$X; rm -rf "$Y/a"`, `rm -rf /etc/a`},
		{`rm -rf "$DIR"`, `rm -rf <$DIR>`},
		{`rm -rf ${X:-/}`, `rm -rf <${X:-/}>`},
		{`X=; rm -rf /${X:-etc}`, `rm -rf /etc`},
		{`TMPDIR=/x rm -rf $TMPDIR/a`, `rm -rf <$TMPDIR/a>`},
		{`unset X; rm -rf /$X`, `unset X | rm -rf /`},
		{`rm -rf $PWD`, `rm -rf /home/user/project`},
		{`echo $((1+2))`, `echo 3`},
		// builtins that set variables
		{`f=build; while read f; do rm -rf "$f"; done < list`, ` | read f | rm -rf <$f>`},
		{`f=build; read -r f <<< /etc; rm -rf "$f"`, `read -r f | rm -rf /etc`},
		{`f=build; read -r f g <<< '/etc x'; rm -rf "$f"`, `read -r f g | rm -rf /etc`},
		{`read <<< ' /etc '; rm -rf "$REPLY"`, `read | rm -rf /etc`},
		{`d=build; mapfile -t d < list; rm -rf "$d"`, `mapfile -t d | rm -rf <$d>`},
		{`d=build; readarray d < list; rm -rf "$d"`, `readarray d | rm -rf <$d>`},
		{`X=/tmp/ok; printf -v X /etc; rm -rf "$X"`, `printf -v X /etc | rm -rf /etc`},
		{`X=/tmp/ok; printf -v X "$Y"; rm -rf "$X"`, `printf -v X <$Y> | rm -rf <$X>`},
		{`X=/tmp/ok; read "$N" <<< /etc; rm -rf "$X"`, `read <$N> | rm -rf <$X>`},
		{`X=ok; getopts a: X; rm -rf "$X" "$OPTARG"`, `getopts a: X | rm -rf <$X> <$OPTARG>`},
		{`X=ok; wait -p X; rm -rf "$X"`, `wait -p X | rm -rf <$X>`},
		{`X=ok; echo /etc | read X; rm -rf "$X"`, `echo /etc | read X | rm -rf ok`},
		{`set -- a b /etc; shift 2; rm -rf "$1"`, `set -- a b /etc | shift 2 | rm -rf /etc`},
		{`set -- a b /etc; shift -- 2; rm -rf "$1"`, `set -- a b /etc | shift -- 2 | rm -rf /etc`},
		{`set -- /etc; shift 5; rm -rf "$1"`, `set -- /etc | shift 5 | rm -rf /etc`},
		{`set -- /etc; shift x; rm -rf "$1"`, `set -- /etc | shift x | rm -rf /etc`},
		{`set -- a /etc; shift "$N"; rm -rf "$1"`, `set -- a /etc | shift <$N> | rm -rf <$1>`},
		{`set -- a /etc; shift; rm -rf "$1"`, `set -- a /etc | shift | rm -rf /etc`},
		// wrappers
		{`sudo env X=1 rm -rf /`, `sudo>env>rm -rf /`},
		{`sudo -u root -E -- rm -rf /`, `sudo>rm -rf /`},
		{`nice -n 10 ionice -c3 timeout -s KILL 5 stdbuf -o0 nohup rm x`, `nice>ionice>timeout>stdbuf>nohup>rm x`},
		{`nice -10 rm x`, `nice>rm x`},
		{`env -i -u HOME -C /tmp rm -rf x`, `env>rm -rf x @/tmp`},
		{`env -S 'rm -rf /'`, `env -S>rm -rf /`},
		{`command rm -rf /`, `command>rm -rf /`},
		{`command -v rm`, `command -v rm`},
		{`exec -a x rm -rf /`, `exec>rm -rf /`},
		{`busybox rm -rf /`, `busybox>rm -rf /`},
		{`/usr/bin/sudo /bin/rm -rf /`, `sudo>/bin/rm -rf /`},
		{`setsid -f flock /tmp/l rm -rf /`, `setsid>flock /tmp/l | setsid>flock>rm -rf /`},
		{`flock -w 3 /tmp/l -c 'rm -rf /'`, `flock -w 3 /tmp/l | flock -c>rm -rf /`},
		{`watch -n 1 rm -rf /`, `watch>rm -rf /`},
		{`watch -x rm -rf /`, `watch>rm -rf /`},
		{`su -c 'rm -rf /' root`, `su -c>rm -rf /`},
		// each command listed once, each launcher named once on the route
		{`npm install foo`, `npm install foo`},
		{`make`, `make`},
		{`bun run x.js`, `bun run x.js`},
		{`git bisect run`, `git bisect run`},
		{`git bisect run make test`, `git bisect run make test | git bisect run>make test`},
		{`env -S "$X" > out`, `env -S <$X> !opaque`},
		{`ssh h ls`, `ssh>ls @`},
		{`ssh h "$X"`, `ssh h <$X> !opaque | ssh ?><$X> @`},
		{`npx -c ls`, `npx>ls`},
		// a package runner runs a package's bin, which is not always its name
		{`npx netlify-cli env:list`, `npx>netlify env:list`},
		{`pnpm dlx aws-cdk@2 destroy`, `pnpm dlx>cdk destroy`},
		{`bunx @railway/cli variables`, `bunx>railway variables`},
		{`npx @acme/tool x`, `npx>tool x`},
		{`git submodule foreach ls`, `git submodule foreach ls | git submodule foreach>ls`},
		{`sudo su root -- -c 'rm -rf /etc'`, `sudo>su root -- -c rm -rf /etc | sudo>su>sh -c>rm -rf /etc`},
		{`su -- root -c 'rm -rf /etc'`, `su -- root -c rm -rf /etc | su>sh -c>rm -rf /etc`},
		{`su - root -- -c 'rm -rf x'`, `su - root -- -c rm -rf x | su>sh -c>rm -rf x @`},
		{`runuser root -- -c 'rm -rf /etc'`, `runuser root -- -c rm -rf /etc | runuser>sh -c>rm -rf /etc`},
		{`echo 'rm -rf /etc' | su`, `echo rm -rf /etc | su | su>|sh>rm -rf /etc`},
		{`su -l root -c 'rm -rf x'`, `su -c>rm -rf x @`},
		{`runuser root -c 'rm -rf /etc'`, `runuser root -c rm -rf /etc | runuser>sh -c>rm -rf /etc`},
		{`su root`, `su root`},
		{`su -s /usr/bin/python3 -c 'print(1)' root`, `su -s /usr/bin/python3 -c print(1) root | su>/usr/bin/python3 -c print(1)`},
		{`su -s /bin/zsh -c 'rm -rf /etc' root`, `su -c>rm -rf /etc`},
		{`su -s "$S" root -- -c 'rm -rf /etc'`, `su -s <$S> root -- -c rm -rf /etc | su><$S> -c rm -rf /etc | su>? -c>rm -rf /etc`},
		{`time rm x`, `rm x`},
		{`chroot /mnt rm -rf /`, `chroot>rm -rf / @`},
		// xargs, parallel, find
		{`echo a b | xargs rm -rf`, `echo a b | xargs>rm -rf a b`},
		// xargs' own quoting: a quoted line is one item, so "$1" of a nested shell is all of it
		// (and a backslash escapes a blank); unquoted, the line is three items and "$1" is rm
		{`echo '"rm -rf /etc"' | xargs sh -c 'eval "$1"' _`, `echo "rm -rf /etc" | xargs>sh -c>eval>rm -rf /etc`},
		{`echo "'rm -rf /etc'" | xargs sh -c 'eval "$1"' _`, `echo 'rm -rf /etc' | xargs>sh -c>eval>rm -rf /etc`},
		{`echo 'rm\ -rf\ /etc' | xargs sh -c 'eval "$1"' _`, `echo rm\ -rf\ /etc | xargs>sh -c>eval>rm -rf /etc`},
		{`echo 'rm -rf /etc' | xargs sh -c 'eval "$1"' _`, `echo rm -rf /etc | xargs>sh -c>eval>rm`},
		{`xargs -0 -n1 rm -rf < list`, `xargs>rm -rf <<stdin>>`},
		{`ls | xargs -I{} rm -rf {}`, `ls | xargs>rm -rf <<stdin>>`},
		{`parallel rm -rf ::: a /b`, `parallel>rm -rf a | parallel>rm -rf /b`}, // one item a job
		{`echo build | parallel -a t.txt rm -rf`, `echo build | parallel>rm -rf <<file>>`},
		{`echo build | parallel --arg-file=t.txt rm -rf`, `echo build | parallel>rm -rf <<file>>`},
		{`echo build | parallel -a - rm -rf`, `echo build | parallel>rm -rf build`},
		{`parallel -a t.txt`, `parallel -a t.txt !opaque`},
		{`parallel rm :::: a.txt b.txt`, `parallel>rm <<file>>`}, // one run stands for every line
		{`find / -name x -exec rm -rf {} +`, `find / -name x -exec rm -rf {} + | find -exec>rm -rf <{}>`},
		{`find . -delete`, `find . -delete`},
		// shells given a string, eval, here-docs, base64
		{`bash -c "eval 'git push --force'"`, `bash -c>eval>git push --force`},
		{`sh -xec 'rm -rf "$1"' sh /etc`, `sh -c>rm -rf /etc`},
		{`bash5.2 -c 'rm -rf /etc'`, `bash5.2 -c>rm -rf /etc`},
		{`zsh-5.9 -c 'rm -rf /etc'`, `zsh-5.9 -c>rm -rf /etc`},
		{`/opt/bin/bash-5.2.15 -c 'rm -rf /etc'`, `bash-5.2.15 -c>rm -rf /etc`},
		{`oksh -c 'rm -rf /etc'`, `oksh -c>rm -rf /etc`},
		{`loksh -c 'rm -rf /etc'`, `loksh -c>rm -rf /etc`},
		{`sudo ksh93 -c 'rm -rf /etc'`, `sudo>ksh93 -c>rm -rf /etc`},
		{`K=.env sh -c 'cat $K'`, `sh -c>cat .env`},
		{`env K=/etc bash -c 'rm -rf "$K"'`, `env>bash -c>rm -rf /etc`},
		{`K=/etc timeout 5 bash -c 'rm -rf "$K"'`, `timeout>bash -c>rm -rf /etc`},
		{`K=/etc ssh h 'rm -rf "$K"'`, `ssh>rm -rf <$K> @`},
		{`PWD=/tmp bash -c 'rm -rf "$PWD"'`, `bash -c>rm -rf /home/user/project`},
		{`K=/etc; K=/tmp bash -c 'rm -rf "$K"'; rm -rf "$K"`, `bash -c>rm -rf /tmp | rm -rf /etc`},
		{`bash -c "$CMD"`, `bash -c <$CMD> !opaque | bash -c ?><$CMD>`},
		{`eval "$CMD"`, `eval <$CMD> !opaque | eval ?><$CMD>`},
		{`eval -- 'rm -rf /etc'`, `eval>rm -rf /etc`},
		{`eval -- "$CMD"`, `eval -- <$CMD> !opaque | eval ?><$CMD>`},
		{`eval -- -- x`, `eval>-- x`},
		{"bash <<EOF\nrm -rf $HOME\nEOF", `heredoc|sh>rm -rf /home/user`},
		{"bash <<'EOF'\nrm -rf $HOME\nEOF", `heredoc|sh>rm -rf /home/user`},
		{"cat <<'EOF'\nrm -rf ~\nEOF", `cat`},
		{`sh <<< 'rm -rf /'`, `herestring|sh>rm -rf /`},
		{`echo cm0gLXJmIC8K | base64 -d | sh`, `echo cm0gLXJmIC8K | base64 -d | |sh>rm -rf /`},
		{`curl x | sh`, `curl x | sh !opaque`},
		{`$(printf r)m -rf /`, `$()>printf r | rm -rf /`},
		{`rm -rf "$(printf -- /etc)"`, `$()>printf -- /etc | rm -rf /etc`},
		{`rm -rf "/etc$(printf -v x /a)"`, `$()>printf -v x /a | rm -rf /etc`},
		{`rm -rf "$(echo L3RtcC94 | base64 -d p.b64)"`, `$()>echo L3RtcC94 | $()>base64 -d p.b64 | rm -rf <$(echo L3RtcC94 | base64 -d p.b64)>`},
		{`rm -rf "$(echo L2V0Yw== | base64 --decode -)"`, `$()>echo L2V0Yw== | $()>base64 --decode - | rm -rf /etc`},
		{`rm -rf "$(echo 2f657463 | xxd -r -p x.hex)"`, `$()>echo 2f657463 | $()>xxd -r -p x.hex | rm -rf <$(echo 2f657463 | xxd -r -p x.hex)>`},
		{`rm -rf "$(echo 2f657463 | xxd -p -r)"`, `$()>echo 2f657463 | $()>xxd -p -r | rm -rf /etc`},
		{`rm -rf "$(echo 2f657463 | xxd -r)"`, `$()>echo 2f657463 | $()>xxd -r | rm -rf <$(echo 2f657463 | xxd -r)>`},
		{`$(echo $X)m -rf /`, `$()>echo <$X> | <$(echo $X)m> -rf /`},
		{`echo $(rm -rf /)`, `$()>rm -rf / | echo <$(rm -rf /)>`},
		{`cat <(rm -rf /)`, `<()>rm -rf / | cat <<(rm -rf /)>`},
		{"printf 'rm -rf /' | bash", `printf rm -rf / | |sh>rm -rf /`},
		// functions, loops, conditionals
		{`f() { rm -rf "$1"; }; f ~`, `f()>rm -rf /home/user`},
		{`(f() { rm -rf /; }); f`, `f`},
		{`f() { rm -rf "/etc/$X"; }; eval f`, `eval>f()>rm -rf </etc/$X>`},
		{`eval 'f() { rm -rf "/etc/$X"; }'; f`, `f()>rm -rf </etc/$X>`},
		{`f() { rm -rf "/etc/$X"; }; trap f EXIT`, `trap f EXIT | trap>f()>rm -rf </etc/$X>`},
		{`for d in / /etc; do rm -rf $d; done`, `rm -rf / | rm -rf /etc`},
		{`if true; then cd /; fi; rm -rf x`, `true | cd / | rm -rf x @`},
		{`x=$(( 1 )); echo "rm -rf /"`, `echo rm -rf /`},
		// cwd tracking
		{`cd /tmp && rm -rf x; (cd ..; rm -rf build); rm y`, `cd /tmp | rm -rf x @/tmp | cd .. @/tmp | rm -rf build @/ | rm y @/tmp`},
		{`cd; rm x`, `cd | rm x @/home/user`},
		{`cd "$X"; rm x`, `cd <$X> | rm x @`},
		{`pushd sub >/dev/null && rm x`, `pushd sub | rm x @/home/user/project/sub`},
		// traps run when the shell that set them ends, in the directory it ends in
		{`bash -c 'cd /etc; trap "rm -f passwd" EXIT'`, `bash -c>cd /etc | bash -c>trap rm -f passwd EXIT @/etc | bash -c>trap>rm -f passwd @/etc`},
		{`( cd /etc; trap 'rm -f passwd' EXIT )`, `cd /etc | trap rm -f passwd EXIT @/etc | trap>rm -f passwd @/etc`},
		{`{ cd /etc; trap 'rm -f passwd' EXIT; } | cat`, `cd /etc | trap rm -f passwd EXIT @/etc | trap>rm -f passwd @/etc | cat`},
		{`(trap 'rm -f passwd' EXIT); cd /etc`, `trap rm -f passwd EXIT | trap>rm -f passwd | cd /etc`},
		{`trap 'rm -f passwd' EXIT; cd /etc`, `trap rm -f passwd EXIT | cd /etc | trap>rm -f passwd @/etc`},
		{`x=$(trap 'echo /etc' EXIT); rm -rf "$x"`, `$()>trap echo /etc EXIT | $()>trap>echo /etc | rm -rf <$x>`},
		{`eval "$X; trap 'rm -f passwd' EXIT"; cd /etc`, `eval <$X; trap 'rm -f passwd' EXIT> !opaque | eval ?><$X> | eval ?>trap rm -f passwd EXIT | cd /etc | eval ?>trap>rm -f passwd @/etc`},
		// not executed
		{`git commit -m "rm -rf /"`, `git commit -m rm -rf /`},
		{`1A=2 git reset --hard`, `1A=2 git reset --hard`},
		{`# rm -rf /`, ``},
	}
	for _, tt := range tests {
		got := lines(Parse(tt.src, ctx))
		if got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

func TestRedirects(t *testing.T) {
	s := Parse("cat <<EOF >> /etc/x 2>&1\nhello $HOME\nEOF", ctx)
	if len(s.Commands) != 1 {
		t.Fatalf("got %d commands", len(s.Commands))
	}
	rs := s.Commands[0].Redirects
	if len(rs) != 3 || rs[0].Op != "<<" || rs[0].Body != "hello /home/user\n" || rs[1].Op != ">>" || rs[1].Target != "/etc/x" || rs[1].Fd != 1 || rs[2].Op != ">&" || rs[2].Fd != 2 || rs[2].Target != "1" {
		t.Errorf("redirects: %+v", rs)
	}
	if c := s.Commands[0]; !c.StdinKnown || c.Stdin != "hello /home/user\n" {
		t.Errorf("stdin %q known=%v", c.Stdin, c.StdinKnown)
	}
	s = Parse("{ echo; } > /etc/y", ctx)
	if len(s.Commands) != 2 || s.Commands[0].Name != "" || s.Commands[0].Redirects[0].Target != "/etc/y" {
		t.Errorf("compound redirect not listed: %s", Explain(s))
	}
}

func TestScriptFiles(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "x.sh"), []byte("#!/bin/sh\nrm -rf \"$1\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "k.sh"), []byte("#!/bin/sh\nrm -rf \"$K\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "z.sh"), []byte("#!/usr/bin/env zsh-5.9\nrm -rf \"$1\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "o.sh"), []byte("#!/bin/oksh\nrm -rf \"$1\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"eval", "cd"} {
		if err := os.WriteFile(filepath.Join(root, n), []byte("rm -rf \"$1\"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "py"), []byte("#!/usr/bin/env python3\nimport os\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	c := Context{Cwd: root, Home: "/home/user", Root: root, ReadFile: RootReader(root, "/home/user")}
	for src, want := range map[string]string{
		"bash x.sh /":                       "bash x.sh / | script x.sh>rm -rf /",
		"./x.sh /etc":                       "./x.sh /etc | script ./x.sh>rm -rf /etc",
		"source x.sh ~":                     "source x.sh /home/user | script x.sh>rm -rf /home/user",
		"source -- x.sh ~":                  "source -- x.sh /home/user | script x.sh>rm -rf /home/user",
		". -- x.sh /etc":                    ". -- x.sh /etc | script x.sh>rm -rf /etc",
		"source --":                         "source --",
		"./z.sh /etc":                       "./z.sh /etc | script ./z.sh>rm -rf /etc",
		"./o.sh /etc":                       "./o.sh /etc | script ./o.sh>rm -rf /etc",
		"./eval ls":                         "./eval ls | script ./eval>rm -rf ls",
		"./cd /etc; rm x":                   "./cd /etc | script ./cd>rm -rf /etc | rm x",
		"K=/etc bash k.sh":                  "bash k.sh | script k.sh>rm -rf /etc",
		"K=/etc ./k.sh":                     "./k.sh | script ./k.sh>rm -rf /etc",
		"K=/tmp; K=/etc source k.sh; rm $K": "source k.sh | script k.sh>rm -rf /etc | rm /tmp",
		"./py":                              "env>python3 ./py",
		"bash /etc/profile":                 "bash /etc/profile",
		"echo 'rm -rf ~' > y.sh; sh y.sh":   "echo rm -rf ~ | sh y.sh | script y.sh>rm -rf /home/user",
	} {
		var got []string
		for _, cmd := range Parse(src, c).Commands {
			l := line(cmd)
			got = append(got, strings.TrimSuffix(l, " @"+root))
		}
		if g := strings.Join(got, " | "); g != want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", src, g, want)
		}
	}
}

func TestSurvives(t *testing.T) {
	big := strings.Repeat("echo hi; rm -rf ./build && ls | grep x\n", 1<<20/40)
	inputs := []string{
		`rm -rf / "`, `bash -c 'rm -rf /`, `$(`, `${`, `<(`, "cat <<EOF", `((((`, `a |`, `f() {`,
		strings.Repeat("(", 100000), strings.Repeat("$(", 50000), strings.Repeat("if ", 100000),
		strings.Repeat("a && ", 100000) + "b", strings.Repeat("x | ", 50000) + "y",
		strings.Repeat(`bash -c "`, 30), `f() { f; }; f`, `eval eval eval eval eval eval eval eval eval eval eval eval rm x`,
		`cat <(echo) >(echo)`, `echo ${x/(/}`, `echo {1..100000000}`, `a=(1 2); echo ${a[@]}`,
		big,
	}
	for _, in := range inputs {
		s := Parse(in, ctx)
		_ = Explain(s)
	}
	s := Parse(strings.Repeat("(", 100000), ctx)
	if s.Err == nil {
		t.Errorf("deep nesting gave no error")
	}
	if s := Parse(`f() { f; f; f; f; f; f; f; f; }; f`, ctx); s.Err == nil {
		t.Errorf("exponential recursion gave no error")
	}
	if s := Parse(`f() { f; }; f`, ctx); s.Err == nil {
		t.Errorf("endless recursion gave no error")
	}
}

func TestParseError(t *testing.T) {
	s := Parse("rm -rf ./a; echo 'x", ctx)
	if s.Err == nil {
		t.Fatal("no error for an unterminated quote")
	}
}
