package spec

import "strings"

// Editors run as script interpreters (vim -es -c, ex, nvim --headless -c and +lua, -S
// scripts, emacs --batch --eval) have file functions and commands of their own. What they
// read, write, delete and rename is read from the script's text: a literal path is that file,
// any other expression a file known only when it runs.

// maxEditScript bounds scripts sourcing scripts (vim -S a.vim whose lines :source b.vim).
const maxEditScript = 3

// vimFileCalls adds the effects of Vim's file functions called in text (writefile, readfile,
// delete, rename, filecopy, mkdir, setfperm), also as Neovim's Lua reaches them
// (vim.fn.delete), and of the ex commands a string hands to vim.cmd (Lua) or vim.command
// (Python).
func (c *Call) vimFileCalls(text string, shows bool, depth int, via string) {
	for i := 0; i < len(text); i++ {
		if i > 0 && isIdentByte(text[i-1]) || !isIdentByte(text[i]) {
			continue
		}
		j := i
		for j < len(text) && isIdentByte(text[j]) {
			j++
		}
		name := text[i:j]
		i = j - 1
		if j >= len(text) || text[j] != '(' {
			continue
		}
		args := callArgs(text[j+1:])
		switch name {
		case "vim.cmd", "vim.command", "vim.api.nvim_command", "vim.api.nvim_exec", "vim.api.nvim_exec2":
			if len(args) > 0 {
				if s, ok := vimString(strings.TrimSpace(args[0])); ok && depth < maxEditScript {
					c.exCommandsAt(Word{S: s}, via, shows, depth+1)
				} else {
					c.Add(Effect{Kind: Exec, Lang: "sh", By: c.Name, Via: via + " > " + name})
				}
			}
			continue
		}
		if k := strings.LastIndexByte(name, '.'); k >= 0 {
			if name[:k] != "vim.fn" && name[:k] != "fn" {
				continue
			}
			name = name[k+1:]
		}
		c.vimFileCall(name, args, via)
	}
}

func (c *Call) vimFileCall(name string, args []string, via string) {
	arg := func(n int) Word {
		if n < len(args) {
			return editPathArg(args[n])
		}
		return Word{S: "*", Dyn: true}
	}
	flags := func(n int) string {
		if n < len(args) {
			if s, ok := vimString(strings.TrimSpace(args[n])); ok {
				return s
			}
		}
		return ""
	}
	by := c.Name + " " + name + "()"
	switch name {
	case "writefile":
		c.Add(Effect{Kind: Write, Path: c.PathOf(arg(1)), Keep: strings.Contains(flags(2), "a"), By: by, Via: via})
	case "readfile", "readblob", "readdir":
		c.Add(Effect{Kind: Read, Path: c.PathOf(arg(0)), Class: "show", By: by, Via: via})
	case "delete":
		c.Add(Effect{Kind: Delete, Path: c.PathOf(arg(0)), Tree: flags(1) == "rf", By: by, Via: via})
	case "rename":
		c.fileRenamed(arg(0), arg(1), by, via)
	case "filecopy":
		c.Add(Effect{Kind: Read, Path: c.PathOf(arg(0)), Class: "copy", By: by, Via: via})
		c.Add(Effect{Kind: Write, Path: c.PathOf(arg(1)), By: by, Via: via})
	case "mkdir":
		c.Add(Effect{Kind: Create, Path: c.PathOf(arg(0)), By: by, Via: via})
	case "setfperm":
		c.Add(Effect{Kind: Chmod, Path: c.PathOf(arg(0)), By: by, Via: via})
	}
}

// fileRenamed is a file moved to another name: read and taken away at from, written at to.
func (c *Call) fileRenamed(from, to Word, by, via string) {
	c.Add(Effect{Kind: Read, Path: c.PathOf(from), Tree: true, Class: "move", By: by, Via: via})
	c.Add(Effect{Kind: Delete, Path: c.PathOf(from), Tree: true, Class: "move", By: by, Via: via})
	c.Add(Effect{Kind: Write, Path: c.PathOf(to), Tree: true, By: by, Via: via})
}

// exFileCommand adds what an ex command does to the file it names: :w FILE, :w >> FILE,
// :saveas, :x FILE write it; :r FILE reads it into the buffer; :e FILE (and :split, :tabedit)
// opens it to be printed or written; :source runs it; :redir > FILE and :mksession write it.
func (c *Call) exFileCommand(name, arg string, shows bool, depth int, via string) {
	name = strings.TrimRight(strings.TrimLeft(name, "%0123456789,.$'<> \t"), "!")
	arg = strings.TrimSpace(arg)
	keep := false
	if a, ok := strings.CutPrefix(arg, ">>"); ok {
		arg, keep = strings.TrimSpace(a), true
	} else if a, ok := strings.CutPrefix(arg, ">"); ok && exIs(name, "redir", 4) {
		arg = strings.TrimSpace(a)
	}
	if arg == "" || strings.HasPrefix(arg, "++") {
		return
	}
	w := exPathArg(arg)
	by := c.Name + " :" + name
	switch {
	case exIs(name, "write", 1), name == "wq", exIs(name, "xit", 1), exIs(name, "exit", 3), exIs(name, "saveas", 3),
		exIs(name, "update", 2), exIs(name, "redir", 4), exIs(name, "mksession", 3), exIs(name, "mkview", 5),
		exIs(name, "mkexrc", 3), exIs(name, "mkvimrc", 3), exIs(name, "wviminfo", 2), exIs(name, "wshada", 3):
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), Keep: keep, By: by, Via: via})
	case exIs(name, "read", 1):
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: by, Via: via})
	case exIs(name, "edit", 1), exIs(name, "split", 2), exIs(name, "vsplit", 2), exIs(name, "tabedit", 4),
		exIs(name, "new", 3), exIs(name, "vnew", 3), exIs(name, "badd", 3), exIs(name, "find", 3):
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: by, Via: via})
		if shows {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: by, Via: via})
		}
	case exIs(name, "source", 2), exIs(name, "runtime", 2):
		c.exScript(w, shows, depth+1, by)
	}
}

// exScript runs a Vim script file (vim -S FILE, :source FILE): each line an ex command. A
// script that cannot be read, or too deep, is code nobody can see.
func (c *Call) exScript(w Word, shows bool, depth int, via string) {
	p := c.PathOf(w)
	c.Add(Effect{Kind: Read, Path: p, Class: "code", By: c.Name, Via: via})
	text, ok := c.ReadFile(p)
	if !ok || w.Dyn || depth > maxEditScript {
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Path: p, By: c.Name, Via: via})
		return
	}
	for _, line := range strings.Split(text, "\n") {
		if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, `"`) {
			c.exCommandsAt(Word{S: l}, via, shows, depth)
		}
	}
}

// exIs reports an ex command name that abbreviates full to at least min letters.
func exIs(name, full string, min int) bool {
	return len(name) >= min && len(name) <= len(full) && strings.HasPrefix(full, name)
}

// editPathArg is the file a function's argument names: a string literal (Vim's '...' and
// "...", Lisp's "..."), or expand(), fnamemodify() or expand-file-name of one; anything else
// is an expression known only when it runs.
func editPathArg(a string) Word {
	a = strings.TrimSpace(a)
	for _, f := range [...]string{"expand(", "fnamemodify(", "(expand-file-name ", "(file-truename "} {
		if inner, ok := strings.CutPrefix(a, f); ok {
			inner = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(inner), ")"))
			if f == "fnamemodify(" {
				inner, _, _ = strings.Cut(inner, ",")
			}
			a = strings.TrimSpace(inner)
			break
		}
	}
	if s, ok := vimString(a); ok {
		if strings.HasPrefix(s, "$HOME") {
			s = "~" + s[len("$HOME"):]
		}
		return Word{S: s}
	}
	return Word{S: a, Dyn: true}
}

// exPathArg is the file an ex command names: its argument as written, with ~ and $HOME
// as Vim expands them; % and # (the buffer's own names) and backtick expressions are only
// known when it runs.
func exPathArg(a string) Word {
	if strings.HasPrefix(a, "$HOME") {
		a = "~" + a[len("$HOME"):]
	}
	if strings.ContainsAny(a, "%#`$") {
		return Word{S: "*", Dyn: true}
	}
	return Word{S: strings.ReplaceAll(a, `\ `, " ")}
}

// callArgs splits the arguments of a call whose "(" came just before s, at its top-level
// commas (Vim, Lua) up to the ")" that closes it.
func callArgs(s string) []string {
	var out []string
	depth, start, quote := 0, 0, byte(0)
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quote != 0:
			if ch == '\\' && quote == '"' {
				i++
			} else if ch == quote {
				quote = 0
			}
		case ch == '\'' || ch == '"':
			quote = ch
		case ch == '(' || ch == '[' || ch == '{':
			depth++
		case ch == ')' || ch == ']' || ch == '}':
			if depth == 0 {
				return append(out, s[start:i])
			}
			depth--
		case ch == ',' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func isIdentByte(b byte) bool {
	return b == '_' || b == '.' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == ':' || b == '#'
}

// vimNoRC reports -u's values that read no vimrc at all.
func vimNoRC(w Word) bool { return !w.Dyn && (w.S == "NONE" || w.S == "NORC" || w.S == "DEFAULTS") }

// lispFiles adds the file functions of Emacs Lisp text given on the line.
func (c *Call) lispFiles(w Word, via string) {
	if !w.Dyn {
		c.lispFileCalls(w.S, via)
	}
}

// lispScript reads an Emacs Lisp file emacs loads (--script, -l): its shell commands and file
// functions are the line's; a file that cannot be read is code nobody can see.
func (c *Call) lispScript(w Word) {
	p := c.PathOf(w)
	text, ok := c.ReadFile(p)
	if !ok || w.Dyn {
		return // emacs -l init.el: the file is read as code by the Read the option adds
	}
	t := Word{S: text}
	c.lispShell(t)
	c.lispShown(t)
	c.lispFiles(t, c.Name+" -l "+w.S)
}

// lispFileCalls adds the effects of Emacs Lisp's file functions called with literal names:
// delete-file, delete-directory (RECURSIVE non-nil deletes the tree), write-region,
// append-to-file, write-file, rename-file, copy-file, copy-directory, with-temp-file.
func (c *Call) lispFileCalls(text, via string) {
	for i := strings.IndexByte(text, '('); i >= 0; {
		rest := text[i+1:]
		name, after, _ := strings.Cut(strings.TrimLeft(rest, " \t\n"), " ")
		c.lispFileCall(name, lispArgs(after), via)
		j := strings.IndexByte(rest, '(')
		if j < 0 {
			break
		}
		i += 1 + j
	}
}

func (c *Call) lispFileCall(name string, args []string, via string) {
	arg := func(n int) Word {
		if n < len(args) {
			return editPathArg(args[n])
		}
		return Word{S: "*", Dyn: true}
	}
	set := func(n int) bool { return n < len(args) && args[n] != "nil" }
	by := c.Name + " (" + name + ")"
	switch name {
	case "delete-file":
		c.Add(Effect{Kind: Delete, Path: c.PathOf(arg(0)), By: by, Via: via})
	case "delete-directory":
		c.Add(Effect{Kind: Delete, Path: c.PathOf(arg(0)), Tree: set(1), By: by, Via: via})
	case "write-region":
		c.Add(Effect{Kind: Write, Path: c.PathOf(arg(2)), Keep: set(3), By: by, Via: via})
	case "append-to-file":
		c.Add(Effect{Kind: Write, Path: c.PathOf(arg(2)), Keep: true, By: by, Via: via})
	case "write-file", "with-temp-file", "f-write-text", "f-write":
		c.Add(Effect{Kind: Write, Path: c.PathOf(arg(0)), By: by, Via: via})
	case "rename-file":
		c.fileRenamed(arg(0), arg(1), by, via)
	case "copy-file", "copy-directory":
		c.Add(Effect{Kind: Read, Path: c.PathOf(arg(0)), Tree: name == "copy-directory", Class: "copy", By: by, Via: via})
		c.Add(Effect{Kind: Write, Path: c.PathOf(arg(1)), Tree: name == "copy-directory", By: by, Via: via})
	case "set-file-modes":
		c.Add(Effect{Kind: Chmod, Path: c.PathOf(arg(0)), By: by, Via: via})
	}
}

// lispArgs reads the arguments of a Lisp form up to the ")" that closes it: strings, atoms,
// and nested forms kept whole.
func lispArgs(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		switch ch := s[i]; {
		case ch == ' ' || ch == '\t' || ch == '\n':
			i++
		case ch == ')':
			return out
		case ch == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, s[i:min(j+1, len(s))])
			i = j + 1
		case ch == '(':
			depth, j := 0, i
			for ; j < len(s); j++ {
				if s[j] == '(' {
					depth++
				} else if s[j] == ')' {
					if depth--; depth == 0 {
						break
					}
				}
			}
			out = append(out, s[i:min(j+1, len(s))])
			i = j + 1
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\n()\"", rune(s[j])) {
				j++
			}
			out = append(out, s[i:j])
			i = j
		}
	}
	return out
}
