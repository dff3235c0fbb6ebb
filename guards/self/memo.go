package self

// memo keeps answers that cannot change within one event (a path's place among hookguard's
// files, whether a path reaches the ledger's key, where a bare program name is found). The
// first few are kept inline, so a typical command, which asks about a handful of paths,
// allocates nothing for them; a script's many go to a map.
type memo[K comparable, V any] struct {
	small [memoInline]memoEntry[K, V]
	n     int
	more  map[K]V
}

type memoEntry[K comparable, V any] struct {
	k K
	v V
}

const memoInline = 4

func (m *memo[K, V]) get(k K) (V, bool) {
	for i := range m.n {
		if m.small[i].k == k {
			return m.small[i].v, true
		}
	}
	v, ok := m.more[k]
	return v, ok
}

func (m *memo[K, V]) put(k K, v V) {
	if m.n < memoInline {
		m.small[m.n] = memoEntry[K, V]{k, v}
		m.n++
		return
	}
	if m.more == nil {
		m.more = map[K]V{}
	}
	m.more[k] = v
}
