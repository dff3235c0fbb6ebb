package code

import (
	"strings"
	"testing"
)

// TestLoopsOverSpelledOutLists: a loop, fold or each over a list the code spells out is read
// once for each item, so that what it builds up across the items is known (unroll.go,
// invoke.go's reduced); a loop over any other list is read once, as before. The must-not rows
// check that each item is bound in turn, not all at once.
func TestLoopsOverSpelledOutLists(t *testing.T) {
	for l, examples := range map[Lang][]string{
		Python: {
			"s = \"\"\nfor c in [46, 101, 110, 118]:\n    s += chr(c)\nprint(open(s).read()) => read:show .env",
			"s = \"\"\nfor c in [46, 101, 110, 118]: s += chr(c)\nprint(open(s).read()) => read:show .env",
			"s = \"\"\nfor a, b in [(\".\", \"e\"), (\"n\", \"v\")]:\n    s += a + b\nprint(open(s).read()) => read:show .env",
			"import functools; print(open(functools.reduce(lambda a, b: a + b, [\".\", \"e\", \"n\", \"v\"])).read()) => read:show .env",
			"from functools import reduce; print(open(reduce(lambda a, c: a + chr(c), [46, 101, 110, 118], \"\")).read()) => read:show .env",
			"for f in [\"a.txt\", \".env\"]:\n    print(open(f).read()) => read:show .env",
			"s = \"\"\nfor c in [97, 46, 116]:\n    s += chr(c)\nprint(open(s).read()) !> read:show .env",
		},
		JS: {
			`let s = ""; for (const c of [46, 101, 110, 118]) s += String.fromCharCode(c); console.log(require("fs").readFileSync(s, "utf8")) => read:show .env`,
			`let s = ""; for (const c of [46, 101, 110, 118]) { s += String.fromCharCode(c) } console.log(require("fs").readFileSync(s, "utf8")) => read:show .env`,
			`let s = ""; [46, 101, 110, 118].forEach(c => { s += String.fromCharCode(c) }); console.log(require("fs").readFileSync(s, "utf8")) => read:show .env`,
			`console.log(require("fs").readFileSync([46, 101, 110, 118].reduce((a, c) => a + String.fromCharCode(c), ""), "utf8")) => read:show .env`,
			`console.log(require("fs").readFileSync(["v", "n", "e", "."].reduceRight((a, c) => a + c), "utf8")) => read:show .env`,
			`let s = ""; for (const c of [97, 46, 116]) s += String.fromCharCode(c); console.log(require("fs").readFileSync(s, "utf8")) !> read:show .env`,
		},
		Ruby: {
			`s = ""; [46, 101, 110, 118].each { |c| s << c.chr }; puts File.read(s) => read:show .env`,
			`s = ""; [46, 101, 110, 118].each do |c| s += c.chr end; puts File.read(s) => read:show .env`,
			`puts File.read([46, 101, 110, 118].inject("") { |a, c| a + c.chr }) => read:show .env`,
			`s = ""; [97, 46, 116].each { |c| s << c.chr }; puts File.read(s) !> read:show .env`,
		},
		PHP: {
			`echo file_get_contents(array_reduce([46, 101, 110, 118], fn($a, $c) => $a . chr($c), ""));  => read:show .env`,
		},
	} {
		checkExamples(t, l, "loops", strings.Join(examples, "\n"), func(string) bool { return false })
	}
}
