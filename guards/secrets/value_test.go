package secrets

import "testing"

// TestValueClasses holds every class to its own examples: each Excused value is excused (by
// this class or an earlier one), and no Kept value, a secret-looking one, is excused at all.
func TestValueClasses(t *testing.T) {
	for _, c := range valueClasses {
		if len(c.Excused) == 0 || len(c.Kept) == 0 {
			t.Errorf("class %s: needs both excused and kept examples", c.Name)
		}
		for _, v := range c.Excused {
			if valueExcuse(v, false, langRaw) == "" {
				t.Errorf("class %s: %q is not excused, but it is %s", c.Name, v, c.Why)
			}
		}
		for _, v := range c.Kept {
			if why := valueExcuse(v, false, langRaw); why != "" {
				t.Errorf("class %s: the secret-looking %q is excused as %s", c.Name, v, why)
			}
			if why := valueExcuse(v, true, langCode); why != "" {
				t.Errorf("class %s: the secret-looking string literal %q is excused as %s", c.Name, v, why)
			}
		}
	}
}
