package shell

import (
	"strings"
	"testing"
)

// TestListingLead: the words xargs (or parallel) takes from a listing of a directory, and the
// words $(find DIR) makes, are paths below it: one is led by the directory, beside the unknown
// one that stands for what a split of the listing makes otherwise.
func TestListingLead(t *testing.T) {
	p := ctx.Cwd
	for src, want := range map[string]string{
		"find /srv/state -type f | xargs cat": "cat <stdin>@/srv/state/ <stdin>@",
		// Split at NUL bytes, each item starts where a listed path does (or is the whole
		// listing): no piece of a name split at a blank, so no item led by nothing.
		"find state -type f -print0 | xargs -0 cat":                    "cat <stdin>@" + p + "/state/",
		"find state -type f | xargs -0 cat":                            "cat <stdin>@" + p + "/state/",
		"find state -type f -print0 | xargs -d '\\n' cat":              "cat <stdin>@" + p + "/state/ <stdin>@",
		"ls .hookguard/* | xargs cat":                                  "cat <stdin>@" + p + "/.hookguard/ <stdin>@",
		"grep -rl token ~/.aws | xargs cat":                            "cat <stdin>@/home/user/.aws/ <stdin>@",
		"find ~/.ssh | xargs -I{} cat {}":                              "cat <stdin>@/home/user/.ssh/ | cat <stdin>@",
		"find ~/.ssh | xargs -I{} cp {} /tmp":                          "cp <stdin>@/home/user/.ssh/ /tmp | cp <stdin>@ /tmp",
		"find ~/.ssh | parallel cat":                                   "cat <stdin>@/home/user/.ssh/ | cat <stdin>@", // one item a job
		"cat $(find ~/.ssh -type f)":                                   "cat <$(find ~/.ssh -type f)>@/home/user/.ssh/ <$(find ~/.ssh -type f)>@",
		"cat \"$(find ~/.ssh -type f)\"":                               "cat <$(find ~/.ssh -type f)>@",
		"cat x$(find ~/.ssh -type f)":                                  "cat <x$(find ~/.ssh -type f)>@x",
		"find /srv/state -type f | sort -u | grep -v lock | xargs cat": "cat <stdin>@/srv/state/ <stdin>@",
		"find /srv/state -type f | egrep key | xargs cat":              "cat <stdin>@/srv/state/ <stdin>@",
		"find /srv/state -type f | sed s/a/b/ | xargs cat":             "cat <stdin>@",
		"find /srv/state -type f | grep -o key | xargs cat":            "cat <stdin>@",
		"find /srv/state | { sort | xargs cat; }":                      "cat <stdin>@/srv/state/ <stdin>@",
		"find a b | xargs cat":                                         "cat <stdin>@",
		"ls state | xargs cat":                                         "cat <stdin>@",
		"cat list | xargs cat":                                         "cat <stdin>@",
		"echo a b | xargs cat":                                         "cat a b",
	} {
		s := Parse(src, ctx)
		var got []string
		for _, c := range s.Commands {
			if c.Base() != "cat" && c.Base() != "cp" || len(c.Via) == 0 && strings.Contains(src, "| xargs") {
				continue
			}
			w := []string{c.Name}
			for i, a := range c.Args {
				if c.Dynamic[i] {
					a = "<" + strings.Trim(a, "<>") + ">@" + c.Lead[i]
				}
				w = append(w, a)
			}
			got = append(got, strings.Join(w, " "))
		}
		if g := strings.Join(got, " | "); g != want {
			t.Errorf("%s\n got %s\nwant %s", src, g, want)
		}
	}
}
