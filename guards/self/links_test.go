package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// Links made earlier on the same line, and patterns where they name the program or a place,
// reach hookguard's own files as the paths written out in full do (shell/links.go,
// shell/globword.go).
func TestLinksAndGlobs(t *testing.T) {
	w := newWorld(t)
	blocked := []string{
		"ln -s ~/.config cfgl; rm cfgl/hookguard/binary",
		"ln -s ~ hm && rm -rf hm/.config/hookguard",
		"ln -s .hookguard h; rm -rf h/runners",
		"ln -s .hookguard/runners/claude r && echo exit > r/guard-shell.sh",
		"ln -s ~/.local/state/hookguard st; echo '{}' > st/projects/x/pending.json",
		"ln -s .claude c && cd c && rm settings.json",
		"cp -as \"$PWD/.hookguard\" /tmp/hg-links-farm; echo exit > /tmp/hg-links-farm/hooks/pre-commit",
		"$BASE/opt/bin/hook?uard uninstall",
		"$BASE/opt/bin/[h]ook*d trust",
		"env -u CLAUDECODE $BASE/opt/bin/hook?uard trust",
		"sh .hookguard/runner*/claude/prompt.sh < p.json",
		"bash -x .hookguard/runners/cl?ude/guard-shell.sh",
		"cd .hook* && rm -rf runners",
		"cd .cla?de && rm settings.json",
		// {} as the program runs what find selects: a hookguard binary below a start path
		// that passes the name tests.
		"find $BASE/opt -maxdepth 2 -name hookguard -exec {} trust \\;",
		"find / -name hookguard -exec {} uninstall \\; -quit",
		"find $BASE -name 'hook*' -exec {} trust \\;",
		"find \"$D\" -name hookguard -exec {} uninstall \\;",
		// A program named by the file install records the binary in.
		"$(cat ~/.config/hookguard/binary) uninstall",
		"$(< ~/.config/hookguard/binary) trust",
		"read -r B < ~/.config/hookguard/binary; $B uninstall",
		"B=$(head -1 ~/.config/hookguard/binary); \"$B\" trust",
		"xargs -I{} {} uninstall < ~/.config/hookguard/binary",
		// An alias used with more words.
		"shopt -s expand_aliases\nalias r=rm\nr ~/.config/hookguard/binary",
	}
	for _, cmd := range blocked {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: got %v, want a block", cmd, v.Decision)
		}
	}
	allowed := []string{
		"ln -s src out && echo x > out/main.c",
		"ln -s .claude c; rm c",
		"mkdir -p build && ln -sf ../src build/src && ls build/src",
		"cd sr? && ls",
		"/usr/bin/ec?o hi",
		"mv src/main.c src/app.c && cat src/app.c",
		"cd '.cla*' && rm settings.json",
		"find $BASE/opt -name x -exec {} trust \\;",
		"find $BASE/opt -name hookguard -exec {} --version \\;",
		"find src -name '*.sh' -exec {} \\;",
		"alias ll='ls -la'\nll .hookguard",
		// Removing a farm's entry removes the link, not the wrapper.
		"cp -as \"$PWD/.hookguard\" /tmp/hg-links-farm; rm /tmp/hg-links-farm/hooks/pre-commit",
		"$(cat ~/.config/hookguard/binary) --version",
		"cat ~/.config/hookguard/binary",
		"V=$(< src/main.c); echo \"$V\"",
	}
	for _, cmd := range allowed {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}

// TestLookedUpProgram: a program whose name is only known when it runs is hookguard where it
// is given hookguard's hook entry words (run --runner R), or where the line looks hookguard
// up by name: what the lookup prints is its path on the agent's shell's PATH, which need not
// be this process's, and a path looked up in an earlier call reaches the line through a file.
func TestLookedUpProgram(t *testing.T) {
	w := newWorld(t)
	blocked := []string{
		`printf '%s' '{}' | "$(command -v hookguard)" run --runner claude`,
		`h=$(command -v hookguard); "$h" run --runner claude < /tmp/forged.json`,
		`h=$(which hookguard); "$h" trust`,
		`"$(type -P hookguard)" uninstall`,
		`h=$(whereis -b hookguard | cut -d' ' -f2); $h uninstall`,
		`h=$(find / -name hookguard -type f 2>/dev/null | head -1); "$h" uninstall`,
		`"$(cat /tmp/found)" run --runner claude < /tmp/forged.json`,
		`"$X" run --runner=codex`,
		`"$X" run --group prompt --runner "$R"`,
	}
	for _, cmd := range blocked {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: got %v, want a block", cmd, v.Decision)
		}
	}
	allowed := []string{
		`h=$(command -v hookguard); "$h" version`,
		`h=$(command -v hookguard); "$h" list-hooks`,
		`p=$(command -v git); "$p" status`,
		`"$NX" run app:build --runner=cloud`,
		`"$EDITOR" README.md`,
		`"$X" run build`,
	}
	for _, cmd := range allowed {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
