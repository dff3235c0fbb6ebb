package self

import (
	"strconv"
	"testing"
)

// memo answers what was put, inline and past the inline entries, and nothing else.
func TestMemo(t *testing.T) {
	var m memo[string, int]
	for i := range 3 * memoInline {
		k := strconv.Itoa(i)
		if _, ok := m.get(k); ok {
			t.Fatalf("%s answered before it was put", k)
		}
		m.put(k, i*i)
	}
	for i := range 3 * memoInline {
		if v, ok := m.get(strconv.Itoa(i)); !ok || v != i*i {
			t.Errorf("get(%d) = %d, %v; want %d, true", i, v, ok, i*i)
		}
	}
	if _, ok := m.get("x"); ok {
		t.Error("a key never put answered")
	}
}
