package hook

import (
	"bytes"
	"io"
	"testing"
	"testing/iotest"
)

// readPayload joins its chunks back into the payload exactly, at every size around the chunk
// boundaries, and whatever sizes the reader's reads come in.
func TestReadPayload(t *testing.T) {
	for _, n := range []int{0, 1, 32<<10 - 1, 32 << 10, 32<<10 + 1, 96 << 10, 3<<20 + 7} {
		want := make([]byte, n)
		for i := range want {
			want[i] = byte(i*7 + i>>12)
		}
		for name, r := range map[string]io.Reader{
			"whole":   bytes.NewReader(want),
			"onebyte": iotest.OneByteReader(bytes.NewReader(want)),
			"halves":  iotest.HalfReader(bytes.NewReader(want)),
		} {
			if n > 1<<20 && name == "onebyte" {
				continue
			}
			got, err := readPayload(r)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%d bytes, %s reads: got %d bytes, err %v", n, name, len(got), err)
			}
		}
	}
	if _, err := readPayload(iotest.TimeoutReader(bytes.NewReader(make([]byte, 40<<10)))); err == nil {
		t.Error("a read error was not reported")
	}
}
