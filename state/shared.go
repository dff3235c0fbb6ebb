package state

import (
	"errors"
	"io/fs"
	"sync"
	"sync/atomic"
)

// The shared reads: one hook event's guards read the same few small files, each for itself.
// git's configuration (the system's, the user's two, the repository's and its work tree's) is
// read whole by every guard that opens the repository, and by the self guard for its hooks and
// programs: on a long script four times over, some seventy system calls, each a few
// microseconds where the hook runs in a VM. With the snapshot on, ReadFileShared reads each file
// once per event, as paths' resolution cache resolves each directory once: the disk is a
// snapshot for the judgement, taken file by file as first asked.
var (
	sharedOn atomic.Bool
	sharedMu sync.Mutex
	shared   map[string]sharedRead
)

// sharedRead is a file's read: its bytes, or the error reading it gave.
type sharedRead struct {
	b   []byte
	err error
}

// sharedMax is the largest file the snapshot keeps: git's configuration, HEAD and refs are a
// few hundred bytes; an index or a packed-refs of a large repository is read by whoever asks.
const sharedMax = 256 << 10

// ShareReads starts a fresh snapshot for ReadFileShared and turns it on. The hook entry calls
// it once per event it judges; nothing read outlives the event. The map is made at the first
// read kept: most events read none of these files.
func ShareReads() {
	sharedMu.Lock()
	shared = nil
	sharedMu.Unlock()
	sharedOn.Store(true)
}

// ReadFileShared is ReadFile for a file several readers of one event read and none writes
// during it (git's configuration, HEAD, a ref). With the snapshot on (ShareReads), the file is
// read once for the event and every reader is handed the same bytes, which none may change; an
// missing file is kept as such. Readers may bound the file differently (max): a kept read
// answers one whose bound it is within, and any other reads the file itself. Off, it is
// ReadFile.
func ReadFileShared(path string, max int64) ([]byte, error) {
	if !sharedOn.Load() {
		return ReadFile(path, max)
	}
	if max <= 0 {
		max = MaxFile
	}
	sharedMu.Lock()
	r, ok := shared[path]
	sharedMu.Unlock()
	switch {
	case ok && r.err == nil && int64(len(r.b)) <= max:
		return r.b, nil
	case ok && errors.Is(r.err, fs.ErrNotExist):
		return nil, r.err
	case ok:
		return ReadFile(path, max) // kept under another bound, or unreadable: asked again
	}
	b, err := ReadFile(path, max)
	if len(b) > sharedMax || err != nil && !errors.Is(err, fs.ErrNotExist) {
		return b, err
	}
	b = b[:len(b):len(b)] // an append by one reader copies rather than writes into the next one's
	sharedMu.Lock()
	if shared == nil {
		shared = make(map[string]sharedRead, 16)
	}
	shared[path] = sharedRead{b, err}
	sharedMu.Unlock()
	return b, err
}
