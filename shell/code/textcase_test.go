package code

import (
	"strings"
	"testing"
)

// TestCaseAndPadding: case changes (swapcase, title, capitalize, ucfirst, JavaScript's
// toLowerCase), String.raw, padding (center, ljust, rjust, zfill, padStart, padEnd, str_pad), Ruby's
// squeeze and Array#* and Python's replace with a count are worked out (textops.go): a decoy
// put right by one is judged as what it becomes. The must-not rows are the decoys that stay
// decoys.
func TestCaseAndPadding(t *testing.T) {
	for l, examples := range map[Lang][]string{
		Python: {
			`import os; os.system("RM -RF /".swapcase()) => shell rm -rf /`,
			`import os; os.system("RM -RF /".casefold()) => shell rm -rf /`,
			`import os; os.system("rm -rf /".center(20).strip()) => shell rm -rf /`,
			`print(open(".env".rjust(6, "/")).read()) => read:show //.env`,
			`print(open("env".rjust(4, ".")).read()) => read:show .env`,
			`print(open(".e".ljust(3, "n") + "v").read()) => read:show .env`,
			`import os; os.system("rm -rf /".title()) !> shell rm -rf /`,
			`import os; os.system("xrm -rf /".replace("x", "", 1)) => shell rm -rf /`,
			`import os; os.system("rxmx -rf /".replace("x", "", 1)) !> shell rm -rf /`,
		},
		JS: {
			`require("child_process").execSync("RM -RF /".toLowerCase()) => shell rm -rf /`,
			"require(\"child_process\").execSync(String.raw`rm -rf /`) => shell rm -rf /",
			`console.log(require("fs").readFileSync("env".padStart(4, "."), "utf8")) => read:show .env`,
			`console.log(require("fs").readFileSync(".en".padEnd(4, "v"), "utf8")) => read:show .env`,
		},
		Ruby: {
			`system("rm -rf /".center(20).strip) => shell rm -rf /`,
			`system("rmm -rf //".squeeze) => shell rm -rf /`,
			`system(%w[rm -rf /] * " ") => shell rm -rf /`,
			`system("RM -RF /".swapcase) => shell rm -rf /`,
			`system("rm -rf /".capitalize) !> shell rm -rf /`,
		},
		PHP: {
			`echo file_get_contents(str_pad("env", 4, ".", STR_PAD_LEFT)); => read:show .env`,
			`echo file_get_contents(str_pad(".en", 4, "v")); => read:show .env`,
			`system(lcfirst("Rm -rf /")); => shell rm -rf /`,
			`system(ucfirst("rm -rf /")); !> shell rm -rf /`,
		},
		Perl: {
			`system(lcfirst("Rm -rf /")) => shell rm -rf /`,
		},
	} {
		checkExamples(t, l, "case and padding", strings.Join(examples, "\n"), func(string) bool { return false })
	}
	for _, c := range []struct{ s, opt, want string }{
		{"hello wORLD", "title", "Hello World"},
		{"it's", "title", "It'S"},
		{"hello world", "ucwords", "Hello World"},
		{"hELLO", "capitalize", "Hello"},
		{"AbC", "swap", "aBc"},
	} {
		if got := caseOf(c.s, c.opt); got != c.want {
			t.Errorf("caseOf(%q, %q) = %q, want %q", c.s, c.opt, got, c.want)
		}
	}
}
