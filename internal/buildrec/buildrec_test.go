package buildrec

import "testing"

// TestBuildRecordMalformed: a record cut short or with lengths past its end is unreadable,
// never a panic, and a record before Go 1.18 (pointers, not inline strings) is not read.
func TestBuildRecordMalformed(t *testing.T) {
	head := []byte(Magic + "\x08\x02")
	head = append(head, make([]byte, 32-len(head))...)
	for name, b := range map[string][]byte{
		"short header":   head[:20],
		"no strings":     head,
		"length too big": append(append([]byte{}, head...), 0xff, 0xff, 0x03, 'g', 'o'),
		"second missing": append(append([]byte{}, head...), 2, 'g', 'o'),
		"pointer form":   append([]byte(Magic+"\x08\x00"), make([]byte, 40)...),
	} {
		if mod, ok := Parse(b); ok {
			t.Errorf("%s: read %q", name, mod)
		}
	}
	good := append(append([]byte{}, head...), 4, 'g', 'o', '1', '9', 5, 'a', '\t', 'b', 'c', 'd')
	if mod, ok := Parse(good); !ok || mod != "a\tbcd" {
		t.Errorf("inline record: %q %v", mod, ok)
	}
}
