package destructive

import (
	"testing"

	"github.com/hookguard/hookguard"
)

func TestAdversarial(t *testing.T) {
	home, root := world(t)
	g := New()
	for _, cmd := range []string{
		"IFS=,; X=rm,-rf,/; $X", "${X:-rm} -rf /", "a=rm; b=-rf; $a $b ~", "exec 3>/etc/passwd", "r=$'\\x72\\x6d'; $r -rf ~",
		"alias x=y; rm -rf -- ~", "git -c core.hooksPath= commit -m x", "printf '%s' 'git reset --hard' | sh", "echo Z2l0IHJlc2V0IC0taGFyZA== | base64 --decode | bash",
		"cd / && rm -rf home", "cd ~ && rm -rf project", "pushd /; rm -rf usr", "HOME=/ ; rm -rf ~",
	} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
}
