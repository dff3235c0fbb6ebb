package shell

import (
	"io"
	"strconv"
)

// cpioMembers reads the names of a cpio archive in the portable ASCII formats (newc and crc:
// "070701", "070702"; odc: "070707"), up to its TRAILER!!! entry.
func cpioMembers(r io.Reader, top bool) ([]string, bool) {
	seen := map[string]bool{}
	var out []string
	var magic [6]byte
	for n := 0; n < maxMembers; n++ {
		if _, err := io.ReadFull(r, magic[:]); err != nil {
			return nil, false
		}
		var nameSize, fileSize int64
		var hdrLen int64
		switch string(magic[:]) {
		case "070701", "070702":
			var h [104]byte
			if _, err := io.ReadFull(r, h[:]); err != nil {
				return nil, false
			}
			fs, err1 := strconv.ParseInt(string(h[48:56]), 16, 64)
			ns, err2 := strconv.ParseInt(string(h[88:96]), 16, 64)
			if err1 != nil || err2 != nil {
				return nil, false
			}
			nameSize, fileSize, hdrLen = ns, fs, 110
		case "070707":
			var h [70]byte
			if _, err := io.ReadFull(r, h[:]); err != nil {
				return nil, false
			}
			ns, err1 := strconv.ParseInt(string(h[53:59]), 8, 64)
			fs, err2 := strconv.ParseInt(string(h[59:70]), 8, 64)
			if err1 != nil || err2 != nil {
				return nil, false
			}
			nameSize, fileSize, hdrLen = ns, fs, 76
		default:
			return nil, false
		}
		if nameSize <= 0 || nameSize > 4096 || fileSize < 0 || fileSize > maxArchive {
			return nil, false
		}
		name := make([]byte, nameSize)
		if _, err := io.ReadFull(r, name); err != nil {
			return nil, false
		}
		s := cString(name)
		if s == "TRAILER!!!" {
			return out, true
		}
		addMember(&out, seen, s, top)
		skip := fileSize
		if hdrLen == 110 { // newc pads the header with the name, and the data, to 4 bytes
			skip += pad4(hdrLen+nameSize) + pad4(fileSize)
		}
		if _, err := io.CopyN(io.Discard, r, skip); err != nil {
			return nil, false
		}
	}
	return nil, false
}

func pad4(n int64) int64 { return (4 - n%4) % 4 }
