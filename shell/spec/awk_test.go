package spec

import "testing"

// TestAwkPrints: a rule with a pattern and no action prints the records it selects; a program
// whose every rule has an action, none of which prints, shows nothing of its input.
func TestAwkPrints(t *testing.T) {
	for text, want := range map[string]bool{
		"1":                            true,
		"NR==1":                        true,
		"/SECRET/":                     true,
		"$1 ~ /x/ { n++ } NR > 1":      true,
		"{ n++ }\nNR==2":               true,
		"NR==1\n{ n++ }":               true, // a newline ends the pattern's rule
		"{ n++ }; /x/":                 true,
		"BEGIN { x = 1 } /k/":          true,
		"{ printf \"%s\", $0 }":        true,
		"END { system(\"cat\") }":      true,
		"{ n++":                        true, // unbalanced: cannot follow
		"/unterminated":                true,
		"function f(a) { return a } 1": true,
		"":                             false,
		"END { n = NR }":               false,
		"{ n++ } END { x = n }":        false,
		"/a{2}/ { n++ }":               false,
		"$1 ~ /}/ { n++ }":             false,
		"{ s = \"}\"; n++ }":           false,
		"{ x = a / b; y = c / d }":     false,
		"# a comment { 1\n{ n++ }":     false,
		"function f(a) { return a }\n{ n = f(n) }": false,
		"BEGIN { FS = \":\" }\n{ n += NF }\n":      false,
		"{ n++ } \\\n END { x = n }":               false,
	} {
		if got := awkPrints(text); got != want {
			t.Errorf("awkPrints(%q) = %v, want %v", text, got, want)
		}
	}
}
