package paths

// Eight bytes at a time: the pattern characters are looked for a machine word at a time, every
// word of a script being asked (HasMeta), and quoted messages and absolute paths running to
// dozens of bytes.

const (
	lsb = 0x0101010101010101 // the low bit of each byte
	msb = 0x8080808080808080 // the high bit of each byte
)

// load8 is s's first eight bytes, the first lowest (one load on the machines we build for).
func load8(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// zeroBytes has the high bit set of x's lowest zero byte, and maybe of bytes above it (a
// borrow), none where no byte is zero: whether there is one, and where the first is, are
// exact.
func zeroBytes(x uint64) uint64 { return (x - lsb) &^ x & msb }
