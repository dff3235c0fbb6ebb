package shell

// A walk makes a few small objects for every command it lists: the command with its shared
// state, its words, their flags, the pending form it is built from. Each was an allocation of
// its own, and allocation was a quarter of a script's cost. They are carved instead from
// chunks the parse keeps (in its cmdEnv, which the walk alone uses while it runs), each chunk
// twice the last, up to a bound: a one-command line makes what it made before, a long script
// a few chunks. A carved slice is full (cap == len), so that an append copies it rather than
// write into its neighbour's.
type slab struct {
	listed  []listed
	strs    []string
	bools   []bool
	pending []pendingBox
	origins [][]string
	walkers []walker
	// the next chunk's length of each, in commands
	growListed, growStrs, growPending, growFroms, growWalkers int
}

// maxChunk bounds a chunk's length in commands: a longer one saves a few allocations more and
// leaves more memory touched for nothing at the end of the walk (a page fault costs more than
// an allocation).
const maxChunk = 16

// chunk is the length of a kind's next chunk, in commands, and doubles it.
func chunk(grow *int) int {
	n := max(*grow, 1)
	*grow = min(2*n, maxChunk)
	return n
}

// newListed is an empty command with its state.
func (s *slab) newListed() *Command {
	if len(s.listed) == 0 {
		s.listed = make([]listed, chunk(&s.growListed))
	}
	l := &s.listed[0]
	s.listed = s.listed[1:]
	l.c.eff = &l.e
	return &l.c
}

// strings is n empty strings, full.
func (s *slab) strings(n int) []string {
	if n > 4*maxChunk {
		return make([]string, n)
	}
	if len(s.strs) < n {
		s.strs = make([]string, max(n, 4*chunk(&s.growStrs)))
	}
	out := s.strs[:n:n]
	s.strs = s.strs[n:]
	return out
}

// froms is n nil word origins (Command.From), full: a command with a word made from a
// variable has them, and a slice made for each was some 300 instructions.
func (s *slab) froms(n int) [][]string {
	if n > 4*maxChunk {
		return make([][]string, n)
	}
	if len(s.origins) < n {
		s.origins = make([][]string, max(n, 4*chunk(&s.growFroms)))
	}
	out := s.origins[:n:n]
	s.origins = s.origins[n:]
	return out
}

// flags is n false flags, full.
func (s *slab) flags(n int) []bool {
	if n > 4*maxChunk {
		return make([]bool, n)
	}
	if len(s.bools) < n {
		s.bools = make([]bool, max(n, 4*maxChunk))
	}
	out := s.bools[:n:n]
	s.bools = s.bools[n:]
	return out
}

// newWalker is a zero walker, for a clone: a subshell, a substitution, a pipeline's stage
// each walk in one.
func (s *slab) newWalker() *walker {
	if len(s.walkers) == 0 {
		s.walkers = make([]walker, chunk(&s.growWalkers))
	}
	w := &s.walkers[0]
	s.walkers = s.walkers[1:]
	return w
}

// pendingBox is a pending command with room for a few words of its argv.
type pendingBox struct {
	p    pending
	argv [4]field
}

// newPending is an empty pending command, and its argv's room for n words (nil where n is
// more than it holds).
func (s *slab) newPending(n int) (*pending, []field) {
	if len(s.pending) == 0 {
		s.pending = make([]pendingBox, chunk(&s.growPending))
	}
	b := &s.pending[0]
	s.pending = s.pending[1:]
	if n > len(b.argv) {
		return &b.p, make([]field, 0, n)
	}
	return &b.p, b.argv[:0:n]
}
