package code

import (
	"strings"
	"testing"
)

// TestEitherBranch: a value that is one of two (a ternary, python's x if c else y, a || b,
// a && b) is judged as each, as the shell's branches are: whichever runs, the guards have
// seen it (value.go's merge). Before 2026-12-03 it was unknown, and a command hidden in a
// conditional expression passed. A condition known here picks its branch: the code runs on
// this machine, so a test of the platform it runs on is known (platform.go).
func TestEitherBranch(t *testing.T) {
	for l, examples := range map[Lang][]string{
		Python: {
			`import os, sys; os.system("rm -rf /" if len(sys.argv) > 5 else "ls") => shell rm -rf /`,
			`import os, sys; os.system("ls" if sys.argv else "rm -rf /") => shell rm -rf /`,
			`import os; os.system(os.environ.get("CMD") or "rm -rf /") => shell rm -rf /`,
			`import os, sys; os.system(len(sys.argv) > 1 and "rm -rf /") => shell rm -rf /`,
			`import os, sys; print(open(".env" if sys.argv else "a.txt").read()) => read:show .env`,
			`import os, sys; os.system("ls" if sys.argv else "pwd") !> shell rm -rf /`,
			`import os; os.system("rmdir /s /q /" if os.name == "nt" else "ls") !> shell rmdir /s /q /`,
			`import os; os.system("del x" if os.name == "nt" else "rm -rf /") => shell rm -rf /`,
		},
		JS: {
			`require("child_process").execSync(process.argv.length > 9 ? "rm -rf /" : "ls") => shell rm -rf /`,
			`require("child_process").execSync(process.env.X || "rm -rf /") => shell rm -rf /`,
			`require("child_process").execSync(process.env.X ?? "rm -rf /") => shell rm -rf /`,
			`require("child_process").execSync(process.platform === "win32" ? "rmdir /s /q /" : "ls") !> shell rmdir /s /q /`,
			`const win = process.platform === "win32"; require("child_process").execSync(win ? "ls" : "rm -rf /") => shell rm -rf /`,
			"const c = process.argv[2] ? \"ls\" : \"rm -rf /\"; require(\"child_process\").execSync(`${c}`) => shell rm -rf /",
		},
		Ruby: {
			`system(ARGV.empty? ? "rm -rf /" : "ls") => shell rm -rf /`,
		},
		PHP: {
			`system($argc > 9 ? "rm -rf /" : "ls"); => shell rm -rf /`,
			`system(PHP_OS_FAMILY === "Windows" ? "rmdir /s /q C:\\" : "ls"); !> shell rmdir /s /q C:\\`,
		},
		Perl: {
			`system($^O eq "MSWin32" ? "rmdir /s /q /" : "ls") !> shell rmdir /s /q /`,
			`system($^O ne "MSWin32" ? "rm -rf /" : "ls") => shell rm -rf /`,
		},
	} {
		checkExamples(t, l, "either", strings.Join(examples, "\n"), func(string) bool { return false })
	}
}
