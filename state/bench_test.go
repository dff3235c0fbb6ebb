package state

import (
	"testing"
)

// BenchmarkUpdate is one locked read-modify-write of a session record, the write a block, a
// stop count or a notice makes: an ephemeral one (ReplaceFile, no fsyncs).
func BenchmarkUpdate(b *testing.B) {
	s := Open(b.TempDir())
	for i := 0; b.Loop(); i++ {
		if err := s.UpdateSession("/r", "s", func(x *Session) (bool, error) {
			x.Told = map[string]bool{"k": i%2 == 0}
			return true, nil
		}); err != nil {
			b.Fatal(err)
		}
	}
}
