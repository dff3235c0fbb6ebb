package spec

// The tables, for the tests of package spec_test (examples_test.go).

// Tables returns the spec tables.
func Tables() [][]Spec {
	out := make([][]Spec, len(tables))
	copy(out, tables[:])
	return out
}

// All returns every spec.
func All() []*Spec {
	var out []*Spec
	for _, t := range tables {
		for i := range t {
			out = append(out, &t[i])
		}
	}
	return out
}
