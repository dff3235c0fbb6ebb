package boundary

import (
	"context"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell"
)

// shell judges every command the line would run: its redirects, the files it writes by its
// own arguments, the directory it runs in, and the secrets it reads.
func (s *scope) shell(ctx context.Context, ev *hookguard.Event) hookguard.Verdict {
	sc := shell.Of(ev)
	for _, c := range sc.Commands {
		if ctx.Err() != nil {
			return hookguard.Allowed()
		}
		if v := s.command(c); v.Decision != hookguard.Allow {
			v.Action = "shell " + ev.Command + " @" + ev.Cwd
			if v.Rule == "unknown-target" || c.AnyDynamic() || c.Opaque || c.Cwd == "" || sc.Err != nil {
				v.NoCode = true
			}
			return v
		}
	}
	return hookguard.Allowed()
}

// word is one argument with whether its value is known.
type word struct {
	s   string
	dyn bool
}

func (s *scope) command(c *shell.Command) hookguard.Verdict {
	for _, r := range c.Redirects {
		if v := s.redirect(c, r); v.Decision != hookguard.Allow {
			return v
		}
	}
	if c.Name == "" || c.NameDynamic {
		return hookguard.Allowed()
	}
	args := make([]word, len(c.Args))
	for i, a := range c.Args {
		args[i] = word{a, i < len(c.Dynamic) && c.Dynamic[i]}
	}
	name := c.Base()
	writes, reads, dirWrite := targets(name, args)
	for _, w := range writes {
		if v := s.shellWrite(c, w, name); v.Decision != hookguard.Allow {
			return v
		}
	}
	if name == "ln" {
		// A link inside the root that points at a secret makes every later read of it look
		// like a read inside the workspace.
		for _, r := range reads {
			if r.dyn {
				continue
			}
			t := s.resolve(r.s, c.Cwd)
			if what := s.secret(t.real); what != "" {
				return s.block("sensitive-read", "`ln` would link "+q(r.s)+" into the workspace; it holds "+what+", and a link makes every later read of it look like a read inside the project. Do not link credentials; ask the user to provide what the task needs.", t)
			}
		}
	}
	// Secrets read by any command: a path argument that resolves to a credential.
	if !readHarmless(name) {
		for _, a := range args {
			if a.dyn || !pathLike(a.s) {
				continue
			}
			p := a.s
			if i := strings.IndexByte(p, '='); i > 0 && strings.HasPrefix(p, "-") {
				p = p[i+1:]
			}
			if v := s.read(p, c.Cwd); v.Decision != hookguard.Allow {
				v.Reason = "`" + name + "`: " + v.Reason
				return v
			}
		}
	}
	// A command that runs in a directory outside every root writes there, unless it is known
	// to only read: `cd ~ && git clone ...`, `(cd ../other && make clean)`.
	if dirWrite != nil {
		if v := s.shellWrite(c, *dirWrite, name); v.Decision != hookguard.Allow {
			return v
		}
	} else if c.Cwd != "" && name != "cd" && name != "pushd" && name != "popd" && !readOnly(name, args) {
		t := s.resolve(c.Cwd, "/")
		if _, _, in := s.inRoots(t.real); !in && !s.scratch(t.real) && !sink(t.lexical) {
			return s.block("outside-roots", "`"+name+"` would run in "+c.Cwd+", outside the project, where what it writes lands outside "+strings.Join(s.roots, ", ")+". Run it inside the project, or ask the user to add the directory to [guards.boundary] roots.", t)
		}
	}
	return hookguard.Allowed()
}

func (s *scope) redirect(c *shell.Command, r shell.Redirect) hookguard.Verdict {
	switch r.Op {
	case "<<", "<<-", "<<<":
		return hookguard.Allowed()
	case "<", "<&":
		if r.Op == "<&" || r.Dynamic {
			return hookguard.Allowed()
		}
		return s.read(r.Target, c.Cwd)
	case ">&":
		if isFd(r.Target) || r.Target == "-" {
			return hookguard.Allowed()
		}
	}
	return s.shellWrite(c, word{r.Target, r.Dynamic}, "redirect "+r.Op)
}

func isFd(s string) bool {
	s = strings.TrimSuffix(s, "-")
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// shellWrite judges one write target of a command; a target whose value is only partly known
// is judged by its known leading directory.
func (s *scope) shellWrite(c *shell.Command, w word, by string) hookguard.Verdict {
	p := w.s
	if w.dyn {
		if strings.HasPrefix(p, ">(") || strings.HasPrefix(p, "<(") {
			return hookguard.Allowed() // a process substitution: its commands are judged themselves
		}
		i := strings.IndexAny(p, "$`")
		if i < 0 {
			i = len(p)
		}
		known := p[:i]
		slash := strings.LastIndexByte(known, '/')
		if slash < 0 || (known[:slash] == "" && !strings.HasPrefix(known, "/")) {
			return s.block("unknown-target", ""+by+" writes to "+q(p)+", whose leading directory is only known when the command runs, so nobody can check it stays in the project. Write to a literal path inside the project.", target{raw: p})
		}
		p = known[:slash+1] + "x"
	}
	if c.Cwd == "" && !filepath.IsAbs(p) && !strings.HasPrefix(p, "~") {
		return s.block("unknown-target", ""+by+" writes to "+q(p)+" relative to a directory that cannot be known before the command runs (after popd, cd -, or a cd to a variable). Use an absolute path inside the project.", target{raw: p})
	}
	v := s.write(p, c.Cwd, "", "`"+strings.TrimPrefix(by, "redirect ")+"` writing")
	if v.Decision != hookguard.Allow && strings.HasPrefix(by, "redirect") {
		v.Reason = strings.Replace(v.Reason, "`"+strings.TrimPrefix(by, "redirect ")+"` writing", "the redirect "+strings.TrimPrefix(by, "redirect ")+" to", 1)
	}
	return v
}

// readHarmless lists commands whose path arguments are not read (or only listed).
func readHarmless(name string) bool {
	switch name {
	case "echo", "printf", "ls", "stat", "test", "[", "[[", "which", "type", "realpath", "readlink", "dirname",
		"basename", "mkdir", "rm", "rmdir", "touch", "chmod", "chown", "chgrp", "cd", "pushd", "popd", "true", "false":
		return true
	}
	return false
}

func pathLike(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, "~") || strings.HasPrefix(s, "./") ||
		strings.HasPrefix(s, "../") || strings.Contains(s, "/.") || strings.HasPrefix(s, "--") && strings.Contains(s, "=/")
}

// readOnly lists commands that do not write to their working directory.
func readOnly(name string, args []word) bool {
	switch name {
	case "ls", "cat", "less", "more", "head", "tail", "grep", "egrep", "fgrep", "rg", "ag", "find", "fd", "wc", "stat",
		"file", "du", "df", "tree", "pwd", "echo", "printf", "test", "[", "[[", "true", "false", "diff", "cmp",
		"sha256sum", "sha1sum", "md5sum", "which", "type", "env", "printenv", "date", "whoami", "id", "uname",
		"realpath", "readlink", "basename", "dirname", "sort", "uniq", "cut", "tr", "jq", "yq", "column", "awk",
		"exit", "return", "export", "set", "unset", "local", "declare", "source", ".", "sleep", "hostname":
		return true
	case "sed":
		for _, a := range args {
			if strings.HasPrefix(a.s, "-i") || strings.HasPrefix(a.s, "--in-place") || len(a.s) > 2 && a.s[0] == '-' && a.s[1] != '-' && strings.Contains(a.s, "i") {
				return false
			}
		}
		return true
	case "git":
		sub := gitSub(args)
		switch sub {
		case "log", "status", "diff", "show", "rev-parse", "branch", "remote", "ls-files", "blame", "grep",
			"describe", "shortlog", "cat-file", "ls-tree", "rev-list", "config", "help", "version", "":
			return sub != "config" || !hasArg(args, "--global", "--system", "--file", "-f")
		}
	}
	return false
}

func hasArg(args []word, names ...string) bool {
	for _, a := range args {
		for _, n := range names {
			if a.s == n || strings.HasPrefix(a.s, n+"=") {
				return true
			}
		}
	}
	return false
}

// gitSub returns git's subcommand, skipping its global options.
func gitSub(args []word) string {
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch a {
		case "-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env":
			i++
			continue
		}
		if strings.HasPrefix(a, "-") {
			continue
		}
		return a
	}
	return ""
}

// positional returns the non-option arguments, skipping the values of options that take one
// (given as shorts: letters; longs: names). "--" ends the options.
func positional(args []word, shorts string, longs ...string) []word {
	var out []word
	opts := true
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if opts && !args[i].dyn {
			if a == "--" {
				opts = false
				continue
			}
			if strings.HasPrefix(a, "--") {
				key, _, hasVal := strings.Cut(a[2:], "=")
				for _, l := range longs {
					if key == l && !hasVal {
						i++
					}
				}
				continue
			}
			if len(a) > 1 && a[0] == '-' {
				for k := 1; k < len(a); k++ {
					if strings.IndexByte(shorts, a[k]) >= 0 {
						if k == len(a)-1 {
							i++
						}
						break
					}
				}
				continue
			}
		}
		out = append(out, args[i])
	}
	return out
}

// optValue returns the values of an option in its short (-o X, -oX) or long (--out X,
// --out=X) spellings.
func optValue(args []word, short string, longs ...string) []word {
	var out []word
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if a == "--" {
			break
		}
		for _, l := range longs {
			if a == "--"+l && i+1 < len(args) {
				out = append(out, args[i+1])
			} else if v, ok := strings.CutPrefix(a, "--"+l+"="); ok {
				out = append(out, word{v, args[i].dyn})
			}
		}
		if short != "" && len(a) >= 2 && a[0] == '-' && a[1] != '-' {
			if k := strings.Index(a[1:], short); k >= 0 {
				k++
				if k == len(a)-1 && i+1 < len(args) {
					out = append(out, args[i+1])
				} else if k < len(a)-1 && len(short) == 1 && strings.IndexByte(a[1:k], '=') < 0 && k == 1 {
					out = append(out, word{a[k+1:], args[i].dyn})
				}
			}
		}
	}
	return out
}

// targets lists what a command writes by its own arguments (writes), what it reads that
// matters here (reads: ln's link targets), and a directory it writes into as a whole.
func targets(name string, args []word) (writes, reads []word, dir *word) {
	switch name {
	case "tee":
		return positional(args, ""), nil, nil
	case "cp", "mv", "install", "ln", "rsync", "scp":
		if name == "install" && hasArg(args, "-d", "--directory") {
			return positional(args, "mogtS", "mode", "owner", "group", "target-directory", "suffix"), nil, nil
		}
		pos := positional(args, "tSmogTbe", "target-directory", "suffix", "mode", "owner", "group", "exclude", "rsh", "e")
		if t := optValue(args, "t", "target-directory"); len(t) > 0 {
			writes = append(writes, t...)
			if name == "mv" {
				writes = append(writes, pos...)
			}
			return writes, pos, nil
		}
		if len(pos) < 2 {
			return nil, pos, nil
		}
		dst := pos[len(pos)-1]
		if (name == "rsync" || name == "scp") && remote(dst.s) {
			return nil, pos[:len(pos)-1], nil
		}
		writes = append(writes, dst)
		if name == "mv" {
			writes = append(writes, pos[:len(pos)-1]...) // a move removes its sources
		}
		return writes, pos[:len(pos)-1], nil
	case "rm", "rmdir", "unlink", "shred", "touch", "mkdir", "mkfifo", "mknod", "srm":
		return positional(args, "mdtr", "mode", "date", "reference", "context"), nil, nil
	case "truncate":
		return positional(args, "sr", "size", "reference"), nil, nil
	case "chmod", "chown", "chgrp", "chattr", "setfacl":
		pos := positional(args, "", "reference")
		if hasArg(args, "--reference") || name == "setfacl" && len(pos) > 0 {
			if name == "setfacl" {
				return positional(args, "mxMX", "modify", "remove", "set", "set-file", "modify-file", "remove-file"), nil, nil
			}
			return pos, nil, nil
		}
		if len(pos) > 1 {
			return pos[1:], nil, nil
		}
		return nil, nil, nil
	case "sed", "perl", "ruby":
		inPlace := false
		for _, a := range args {
			s := a.s
			if s == "--in-place" || strings.HasPrefix(s, "--in-place=") || strings.HasPrefix(s, "-i") ||
				len(s) > 1 && s[0] == '-' && s[1] != '-' && strings.Contains(s[1:], "i") && !strings.ContainsAny(s[1:], "=/") {
				inPlace = true
			}
		}
		if !inPlace {
			return nil, nil, nil
		}
		pos := positional(args, "efIl", "expression", "file", "line-length")
		if len(optValue(args, "e", "expression")) == 0 && len(optValue(args, "f", "file")) == 0 && len(pos) > 0 {
			pos = pos[1:] // the script
		}
		return pos, nil, nil
	case "dd":
		for _, a := range args {
			if v, ok := strings.CutPrefix(a.s, "of="); ok {
				writes = append(writes, word{v, a.dyn})
			}
		}
		return writes, nil, nil
	case "tar", "bsdtar", "gtar":
		mode := ""
		if len(args) > 0 && !strings.HasPrefix(args[0].s, "-") {
			mode = args[0].s
		}
		for _, a := range args {
			if len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-' {
				mode += a.s[1:]
			}
			switch a.s {
			case "--extract", "--get":
				mode += "x"
			case "--create", "--append", "--update":
				mode += "c"
			}
		}
		if strings.Contains(mode, "x") {
			if d := optValue(args, "C", "directory"); len(d) > 0 {
				dir := d[len(d)-1]
				return nil, nil, &word{strings.TrimSuffix(dir.s, "/") + "/x", dir.dyn}
			}
		}
		if strings.ContainsAny(mode, "cruA") {
			return optValue(args, "f", "file"), nil, nil
		}
		return nil, nil, nil
	case "unzip":
		if d := optValue(args, "d", ""); len(d) > 0 {
			return nil, nil, &word{strings.TrimSuffix(d[0].s, "/") + "/x", d[0].dyn}
		}
	case "curl":
		writes = optValue(args, "o", "output")
		if d := optValue(args, "", "output-dir"); len(d) > 0 {
			writes = append(writes, word{strings.TrimSuffix(d[0].s, "/") + "/x", d[0].dyn})
		}
		return writes, nil, nil
	case "wget":
		writes = optValue(args, "O", "output-document")
		if d := optValue(args, "P", "directory-prefix"); len(d) > 0 {
			writes = append(writes, word{strings.TrimSuffix(d[0].s, "/") + "/x", d[0].dyn})
		}
		return writes, nil, nil
	case "go":
		return optValue(args, "o", ""), nil, nil
	case "npm", "pnpm", "yarn":
		if d := optValue(args, "", "prefix"); len(d) > 0 {
			return nil, nil, &word{strings.TrimSuffix(d[0].s, "/") + "/x", d[0].dyn}
		}
	case "pip", "pip3":
		if d := optValue(args, "t", "target"); len(d) > 0 {
			return nil, nil, &word{strings.TrimSuffix(d[0].s, "/") + "/x", d[0].dyn}
		}
	case "git":
		return gitTargets(args)
	case "docker", "podman", "nerdctl":
		return bindMounts(args), nil, nil
	}
	return nil, nil, nil
}

func remote(s string) bool {
	i := strings.IndexByte(s, ':')
	j := strings.IndexByte(s, '/')
	return i > 0 && (j < 0 || i < j)
}

func gitTargets(args []word) (writes, reads []word, dir *word) {
	sub := gitSub(args)
	ro := readOnly("git", args)
	for _, d := range optValue(args, "C", "git-dir", "work-tree") {
		if !ro {
			w := word{strings.TrimSuffix(d.s, "/") + "/x", d.dyn}
			dir = &w
		}
	}
	var after []word
	for i, a := range args {
		if a.s == sub && !a.dyn {
			after = args[i+1:]
			break
		}
	}
	switch sub {
	case "clone":
		pos := positional(after, "obcujl", "origin", "branch", "config", "upload-pack", "template", "reference", "depth", "separate-git-dir", "jobs", "filter")
		if len(pos) >= 2 {
			writes = append(writes, word{strings.TrimSuffix(pos[1].s, "/") + "/x", pos[1].dyn})
		}
	case "worktree":
		if len(after) > 0 && after[0].s == "add" {
			pos := positional(after[1:], "bB", "reason")
			if len(pos) > 0 {
				writes = append(writes, word{strings.TrimSuffix(pos[0].s, "/") + "/x", pos[0].dyn})
			}
		}
	case "config":
		if hasArg(args, "--global") {
			writes = append(writes, word{"~/.gitconfig", false})
		}
		if hasArg(args, "--system") {
			writes = append(writes, word{"/etc/gitconfig", false})
		}
		writes = append(writes, optValue(after, "f", "file")...)
	}
	return writes, nil, dir
}

// bindMounts returns the host sides of read-write bind mounts (-v SRC:DST, --mount
// type=bind,source=SRC): a container writes there with root's rights.
func bindMounts(args []word) []word {
	var out []word
	for _, v := range optValue(args, "v", "volume") {
		parts := strings.Split(v.s, ":")
		if len(parts) < 2 || !(strings.HasPrefix(parts[0], "/") || strings.HasPrefix(parts[0], ".") || strings.HasPrefix(parts[0], "~") || strings.HasPrefix(parts[0], "$")) {
			continue // a named volume
		}
		if len(parts) >= 3 && strings.Contains(","+parts[2]+",", ",ro,") {
			continue
		}
		out = append(out, word{strings.TrimSuffix(parts[0], "/") + "/x", v.dyn})
	}
	for _, m := range optValue(args, "", "mount") {
		kv := map[string]string{}
		for _, f := range strings.Split(m.s, ",") {
			k, val, _ := strings.Cut(f, "=")
			kv[k] = val
		}
		if kv["type"] != "bind" {
			continue
		}
		if _, ro := kv["readonly"]; ro {
			continue
		}
		if _, ro := kv["ro"]; ro {
			continue
		}
		src := kv["source"]
		if src == "" {
			src = kv["src"]
		}
		if src != "" {
			out = append(out, word{strings.TrimSuffix(src, "/") + "/x", m.dyn})
		}
	}
	return out
}
