package shell

import (
	"strings"
	"testing"
)

// TestArithAssigns: arithmetic assigns, directly and through a value that is an assignment
// expression, in every context bash evaluates one; a constant is known, anything else is not.
// The last command is `rm "/$D"`: its operand as the walk sees it, "?" where unknown.
func TestArithAssigns(t *testing.T) {
	for src, want := range map[string]string{
		// sets D
		"(( D=5 ))":                           "/5",
		"let D=5":                             "/5",
		"let 'D = 5'":                         "/5",
		": $((D=5))":                          "/5",
		"x='D=5'; (( x ))":                    "/5",
		"x='D=5'; (( $x ))":                   "/5",
		"x='D=5'; (( ${x} + 1 ))":             "/5",
		"x='D=5'; let x":                      "/5",
		"x='D=5'; echo $(( x ))":              "/5",
		"x='D=5'; [[ x -eq 1 ]]":              "/5",
		"x='D=5'; [[ 1 -lt x ]]":              "/5",
		"x='D=5'; a=(1 2); echo ${a[x]}":      "/5",
		"x='D=5'; a[x]=1":                     "/5",
		"x='D=5'; s=abc; echo ${s:x}":         "/5",
		"x='y=1,D=7'; (( x ))":                "/7",
		"y='D=3'; x='y'; (( x ))":             "/3",
		"y='D=3'; x='y+1'; (( x ))":           "/3",
		"x='D=5'; (( y=x ))":                  "/5",
		"let \"D=$((2+3))\"":                  "/5",
		"x='D=5'; let \"$x\"":                 "/5",
		"x='y=D=4'; (( x ))":                  "/4",
		"for (( D=2; 0; )); do :; done":       "/2",
		"(( D++ ))":                           "?",
		"(( D+=1 ))":                          "?",
		"x='D++'; (( x ))":                    "?",
		"x=\"D=$Z\"; (( x ))":                 "?",
		"x=\"D+=$Z\"; (( x ))":                "?",
		"(( 1 || (D=5) ))":                    "?",
		"(( c ? D=5 : 0 ))":                   "?",
		"for (( i=0; i<3; D++ )); do :; done": "?",
		// leaves D
		"(( x == 1 ))":                   "//srv",
		"x='1+2'; (( x ))":               "//srv",
		"x='D==5'; (( x ))":              "//srv",
		"x='D=5'; echo x":                "//srv",
		"x='D=5'; [[ x == 1 ]]":          "//srv",
		"x='D=5'; echo \"$x\"":           "//srv",
		"x='D=5'; a=(1 2); echo ${a[@]}": "//srv",
		"x=$Z; (( x ))":                  "//srv",
		"(x='D=5'; (( x )))":             "//srv",
	} {
		s := Parse("D=/srv; "+src+"; rm \"/$D\"", ctx)
		c := s.Commands[len(s.Commands)-1]
		got := c.Args[len(c.Args)-1]
		if c.Dynamic[len(c.Args)-1] {
			got = "?"
		}
		if got != want {
			t.Errorf("%s: rm %q, want %q", src, got, want)
		}
	}
}

// TestArithSetsRecorded: what arithmetic assigns through a value is among what a sourced
// script sets (direnv's .envrc).
func TestArithSetsRecorded(t *testing.T) {
	s := SetsOf("x='HOME=1'; (( x ))", ctx)
	if !strings.Contains(strings.Join(s.Names, " "), "HOME") {
		t.Errorf("sets %q, want HOME among them", s.Names)
	}
}
