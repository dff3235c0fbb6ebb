package shell

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"compress/bzip2"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// cmdEnv is what every command of one parse shares for working out its effects.
type cmdEnv struct {
	home     string
	root     string
	depth    int                          // how deep in code found inside other code
	readFile func(string) ([]byte, error) // the context's reader, bounded to the project
	files    map[string]string            // files this command line writes with known text
	script   *Script
}

// effects is a command's effects, worked out once and shared by every guard.
type effects struct {
	once sync.Once
	list []spec.Effect
}

// Effects says what the command does: the files it reads, writes, creates and deletes, the
// code it runs, what it sends and shows, the state it throws away (package spec). It is
// worked out on first use and shared by every guard.
func (c *Command) Effects() []spec.Effect {
	if c.eff == nil {
		c.eff = &effects{}
	}
	c.eff.once.Do(func() { c.eff.list = c.effects() })
	return c.eff.list
}

func (c *Command) effects() []spec.Effect {
	if c.NameDynamic {
		return nil
	}
	out := spec.Effects(c.Input())
	for _, e := range out {
		if e.Kind == spec.Exec && e.Lang == "sh" && e.Known {
			out = append(out, c.shellCode(e)...)
		}
	}
	return out
}

// maxCodeDepth bounds shell text found in other code (a shell-out in a python one-liner that
// runs a python one-liner ...).
const maxCodeDepth = 4

// shellCode is the effects of shell text a command runs that the walk did not see: a
// shell-out in interpreter code, a value a program runs. Each carries how it was reached.
func (c *Command) shellCode(e spec.Effect) []spec.Effect {
	if c.env == nil || c.env.depth >= maxCodeDepth {
		return nil
	}
	s := parse(e.Text, Context{Cwd: c.Cwd, Home: c.env.home, Root: c.env.root, ReadFile: c.env.readFile}, c.env.depth+1)
	var out []spec.Effect
	for _, n := range s.Commands {
		n.Remote = n.Remote || c.Remote
		for _, ne := range n.Effects() {
			ne.Via = joinVia(e.Via, ne.Via)
			if c.Remote {
				ne.Remote = true
			}
			out = append(out, ne)
		}
	}
	return out
}

func joinVia(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " > " + b
}

// Input is the command as the spec table reads it.
func (c *Command) Input() *spec.Input {
	in := &spec.Input{
		Name: c.Name, Assigns: c.Assigns, Redirects: c.Redirects, Cwd: c.Cwd,
		Stdin: c.Stdin, StdinKnown: c.StdinKnown, Piped: c.piped, Remote: c.Remote,
	}
	in.Args = make([]spec.Word, len(c.Args))
	for i, a := range c.Args {
		in.Args[i] = spec.Word{S: a, Dyn: c.Dynamic[i], Lead: c.Lead[i]}
		if c.From != nil {
			in.Args[i].From = c.From[i]
		}
	}
	if c.env != nil {
		in.Home = c.env.home
		in.FS = view{c}
	}
	if o := c.Outer; o != nil && spec.Normalise(o.Name) == "find" {
		starts, filtered := spec.FindStarts(o.Input().Args, spec.Resolve(o.Input()))
		for i := range starts {
			starts[i].Found, starts[i].Filtered = true, filtered
		}
		in.Found = starts
	}
	return in
}

// Bounds on what judging a command may read from disk.
const (
	maxList    = 512      // directory entries listed one by one
	maxMembers = 4096     // archive members read
	maxArchive = 64 << 20 // archive bytes read to list its members
)

// view is the disk as the spec table may look at it for one command.
type view struct{ c *Command }

func (v view) IsDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func (v view) Exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

func (v view) List(dir string) ([]string, bool) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	names, err := f.Readdirnames(maxList + 1)
	if err != nil && err != io.EOF || len(names) > maxList {
		return nil, false
	}
	return names, true
}

func (v view) ReadFile(p string) (string, bool) {
	e := v.c.env
	if s, ok := e.files[p]; ok {
		return s, true
	}
	if e.readFile == nil {
		return "", false
	}
	b, err := e.readFile(p)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// WrittenBefore reports whether a command listed before this one writes p (or a tree holding
// it), by a redirect or by its own words.
func (v view) WrittenBefore(p string) bool {
	s := v.c.env.script
	if s == nil {
		return false
	}
	if _, ok := v.c.env.files[p]; ok {
		return true
	}
	for _, o := range s.Commands {
		if o == v.c {
			break
		}
		for _, e := range o.Effects() {
			switch e.Kind {
			case spec.Write, spec.Create:
				if e.Path.Abs == p || e.Tree && paths.Within(p, e.Path.Abs) || e.Path.Dyn {
					return true
				}
			}
		}
	}
	return false
}

// Members lists the top-level names an archive would extract: tar (plain, gzip, bzip2) and
// zip, bounded. Anything else, or anything unreadable, is unknown.
func (v view) Members(p string) ([]string, bool) {
	if strings.HasSuffix(strings.ToLower(p), ".zip") || strings.HasSuffix(strings.ToLower(p), ".jar") {
		return zipMembers(p)
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	br := bufio.NewReader(io.LimitReader(f, maxArchive))
	var r io.Reader = br
	magic, _ := br.Peek(4)
	switch {
	case len(magic) >= 2 && magic[0] == 0x1f && magic[1] == 0x8b:
		z, err := gzip.NewReader(br)
		if err != nil {
			return nil, false
		}
		r = z
	case len(magic) >= 3 && string(magic[:3]) == "BZh":
		r = bzip2.NewReader(br)
	case len(magic) >= 4 && string(magic) == "PK\x03\x04":
		return zipMembers(p)
	}
	tr := tar.NewReader(r)
	seen := map[string]bool{}
	var out []string
	for n := 0; n < maxMembers; n++ {
		h, err := tr.Next()
		if err == io.EOF {
			return out, true
		}
		if err != nil {
			return nil, false
		}
		addTop(&out, seen, h.Name)
	}
	return nil, false
}

func zipMembers(p string) ([]string, bool) {
	st, err := os.Stat(p)
	if err != nil || st.Size() > maxArchive {
		return nil, false
	}
	z, err := zip.OpenReader(p)
	if err != nil {
		return nil, false
	}
	defer z.Close()
	if len(z.File) > maxMembers {
		return nil, false
	}
	seen := map[string]bool{}
	var out []string
	for _, f := range z.File {
		addTop(&out, seen, f.Name)
	}
	return out, true
}

// addTop adds a member's first path component; an absolute or climbing name is kept whole,
// since it lands outside the directory.
func addTop(out *[]string, seen map[string]bool, name string) {
	name = filepath.ToSlash(name)
	top := strings.TrimPrefix(name, "./")
	if strings.HasPrefix(top, "/") || strings.HasPrefix(top, "../") {
		top = filepath.Clean(top)
	} else if i := strings.IndexByte(top, '/'); i >= 0 {
		top = top[:i]
	}
	if top == "" || top == "." || seen[top] {
		return
	}
	seen[top] = true
	*out = append(*out, top)
}

// As is the command run under another name: a command whose name is only known when it runs
// ($X -rf /) is judged as each program it could be.
func (c *Command) As(name string) *Command {
	cp := *c
	cp.Name, cp.NameDynamic, cp.eff = name, false, nil
	return &cp
}
