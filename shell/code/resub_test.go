package code

import (
	"strings"
	"testing"
)

// TestReplacedByPattern: a replacement by a regular expression is worked out in every
// language that has one (resub.go), as is Ruby's in-place editing of a string (sub!, gsub!,
// downcase!): a decoy made right by one is judged as what it becomes. The must-not rows: the
// first match only where the language replaces the first, a replacement that refers to the
// match, a list's in-place method, an edit that makes a decoy.
func TestReplacedByPattern(t *testing.T) {
	for l, examples := range map[Lang][]string{
		Python: {
			`import os, re; os.system(re.sub("x", "", "rmx -rf /")) => shell rm -rf /`,
			`import os, re; os.system(re.sub(r"[xy]", "", "rmxy -rf /", count=1)) => shell rmy -rf /`,
			`import os, re; os.system(re.sub("(x)", r"\1", "rmx -rf /")) !> shell rm -rf /`,
			`import os, re; os.system(re.sub("x", "", "rmx -rf /", flags=re.I)) !> shell rm -rf /`,
			`import os, re; p = re.compile("x+"); os.system(p.sub("", "rmxx -rf /")) => shell rm -rf /`,
		},
		JS: {
			`require("child_process").execSync("rxmx -rf /".replace(/x/g, "")) => shell rm -rf /`,
			`require("child_process").execSync("rXmx -rf /".replace(/x/gi, "")) => shell rm -rf /`,
			`require("child_process").execSync("rxmx -rf /".replaceAll(/x/g, "")) => shell rm -rf /`,
			`require("child_process").execSync("rxmx -rf /".replace(/x/, "")) => shell rmx -rf /`,
			`require("child_process").execSync("rxmx -rf /".replace("x", "")) => shell rmx -rf /`,
			`require("child_process").execSync("rmx -rf /".replace(/(x)/, "$1")) !> shell rm -rf /`,
		},
		Ruby: {
			`system("rxmx -rf /".gsub(/x/, ""))  => shell rm -rf /`,
			`system("rxmx -rf /".sub(/x/, "")) => shell rmx -rf /`,
			`system("rxmx -rf /".sub("x", "")) => shell rmx -rf /`,
			`c = "rmx -rf /"; c.sub!("x", ""); system(c) => shell rm -rf /`,
			`c = "rmx -rf /"; c.gsub!(/x/, ""); system(c) => shell rm -rf /`,
			`c = "RM -RF /"; c.downcase!; system(c) => shell rm -rf /`,
			`c = " rm -rf / "; c.strip!; system(c) => shell rm -rf /`,
			`c = "rm -rf /"; c.sub!("rm", "echo"); system(c) !> shell rm -rf /`,
			`f = [".env"]; f.sort!; f.each { |x| puts File.read(x) } => read:show .env`,
		},
		PHP: {
			`system(preg_replace("/x/", "", "rmx -rf /")); => shell rm -rf /`,
			`system(preg_replace("#X#i", "", "rmx -rf /")); => shell rm -rf /`,
			`system(preg_replace("/x/", "", "rxmx -rf /", 1)); => shell rmx -rf /`,
			`system(preg_replace("/(x)/", "$1", "rmx -rf /")); !> shell rm -rf /`,
		},
	} {
		checkExamples(t, l, "replaced", strings.Join(examples, "\n"), func(string) bool { return false })
	}
}
