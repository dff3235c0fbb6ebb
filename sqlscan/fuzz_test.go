package sqlscan

import (
	"strings"
	"testing"
)

// FuzzLex feeds the lexer and the rules arbitrary text under every dialect: they must not
// panic, must end, and must keep what they read inside the text.
func FuzzLex(f *testing.F) {
	for _, s := range []string{
		"DROP TABLE users;", "SELECT 'a\\'; DROP TABLE x; --'", "/*! DROP TABLE t */", "/* /* */ */ DELETE FROM t",
		"DO $$ BEGIN EXECUTE 'DROP TABLE ' || t; END $$", "EXEC('TRUNCATE x')", "DELIMITER //\nSELECT 1 //", "GO\nGO 5\n",
		"SET @s = CONCAT('DELETE FROM ', @t); PREPARE p FROM @s;", "DELETE FROM t WHERE ((1=1) OR (2>1))", "$a$ $a", "E'\\",
		"COPY t FROM stdin;\nx\n\\.\n", "[unterminated", "`x", "\"y", "'z", "/*", "--", "#", "$$", "@@", "N'",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<16 {
			return
		}
		for _, d := range dialects {
			stmts, notes := Lex(src, d)
			for _, st := range stmts {
				for _, tok := range st {
					if len(tok.Text) > len(src) {
						t.Fatalf("%v: token longer than the text: %q", d, tok.Text)
					}
				}
			}
			for _, n := range notes {
				if !strings.Contains(src, n) {
					t.Fatalf("%v: comment %q is not in the text", d, n)
				}
			}
		}
		for _, f := range Scan(src, Options{ConcurrentIndex: true}) {
			if f.Rule == "" || f.Op == "" {
				t.Fatalf("finding without a rule or op: %+v", f)
			}
		}
	})
}

// TestHostile runs inputs built to make a careless scanner slow or large: deep parentheses,
// doubling variables, thousands of statements. They must finish like any other text.
func TestHostile(t *testing.T) {
	for name, src := range map[string]string{
		"parens":      "DELETE FROM t WHERE " + strings.Repeat("(", 30000) + "1=1" + strings.Repeat(")", 30000),
		"open parens": "SELECT " + strings.Repeat("(", 60000),
		"doubling":    "SET @a = 'DROP TABLE x'; " + strings.Repeat("SET @a = CONCAT(@a, @a); ", 200) + "PREPARE s FROM @a;",
		"statements":  strings.Repeat("DELETE FROM t WHERE id = 1; ", 5000),
		"tsql":        strings.Repeat("SELECT 1 DELETE FROM t WHERE id = 1 ", 5000),
		"do":          "DO $$ BEGIN " + strings.Repeat("EXECUTE 'EXECUTE ''DROP TABLE t''';", 2000) + " END $$",
	} {
		t.Run(name, func(t *testing.T) {
			for _, d := range append([]Dialect{Unknown}, dialects[:]...) {
				Scan(src, Options{Dialect: d, ConcurrentIndex: true})
			}
		})
	}
}
