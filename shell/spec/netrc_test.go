package spec

import (
	"strings"
	"testing"
)

// A default config's options are judged as given to a later call: what they add, and
// nothing for options that add no effect.
func TestDefaultConfigAdds(t *testing.T) {
	for _, c := range []struct{ prog, text, want string }{
		{"curl", "output = \"/h/.claude/settings.json\"\n", "write:download /h/.claude/settings.json"},
		{"curl", "-O\noutput-dir=/h/.claude\n", "write:download /h/.claude/<the-name-in-the-url>"},
		{"curl", "config = /tmp/x\n", "read:config /tmp/x"},
		{"curl", "data = @/h/.ssh/id_rsa\n", "read:send /h/.ssh/id_rsa"},
		{"curl", "request = DELETE\n", "destroy:http"},
		{"wget", "dir_prefix = /h/.claude\n", "write:download /h/.claude/<the-name-in-the-url>"},
		{"wget", "use_askpass = /tmp/a.sh\n", "exec:sh /tmp/a.sh"},
		{"curl", "-s\n-L\nuser-agent = \"x\"\nproxy = http://p:3128\n", ""},
		{"wget", "tries = 3\ntimeout = 10\n", ""},
		{"git", "output = x\n", ""},
	} {
		var got []string
		for _, e := range DefaultConfigAdds(c.prog, c.text, "/h") {
			got = append(got, e.String())
		}
		s := strings.Join(got, "; ")
		if c.want == "" && s != "" || !strings.Contains(s, c.want) {
			t.Errorf("%s %q: got %q, want %q", c.prog, c.text, s, c.want)
		}
	}
}
