package shell

import (
	"path/filepath"
	"strings"
)

// spec says how a wrapper's own options look, so that the command it runs can be found.
type spec struct {
	shortArg   string   // short options that take a value
	longArg    []string // long options (without --) that take a value when not written with =
	positional int      // words before the command that are not options (timeout's duration)
	assigns    bool     // NAME=VALUE words before the command set its environment (env)
	noCmd      string   // short options after which no command runs (sudo -l, -v, -e)
	cwdShort   string   // the option that sets the command's cwd (sudo -D, env -C)
	cwdLong    string
}

// wrapperSpec is a switch rather than a map so that nothing is built at start-up.
func wrapperSpec(name string) (spec, bool) {
	switch name {
	case "sudo":
		return spec{shortArg: "CDghprtTUuR", longArg: []string{"close-from", "chdir", "group", "host", "prompt", "role", "type", "command-timeout", "other-user", "user", "chroot"}, noCmd: "lveK", cwdShort: "D", cwdLong: "chdir"}, true
	case "doas":
		return spec{shortArg: "uC"}, true
	case "pkexec":
		return spec{longArg: []string{"user"}}, true
	case "env":
		return spec{shortArg: "uCS", longArg: []string{"unset", "chdir", "split-string"}, assigns: true, cwdShort: "C", cwdLong: "chdir"}, true
	case "nice":
		return spec{shortArg: "n", longArg: []string{"adjustment"}}, true
	case "ionice":
		return spec{shortArg: "cnP", longArg: []string{"class", "classdata"}, noCmd: "p"}, true
	case "timeout":
		return spec{shortArg: "sk", longArg: []string{"signal", "kill-after"}, positional: 1}, true
	case "stdbuf":
		return spec{shortArg: "ioe", longArg: []string{"input", "output", "error"}}, true
	case "time":
		return spec{shortArg: "fo", longArg: []string{"format", "output", "output-file"}}, true
	case "setsid", "unbuffer", "caffeinate", "chronic", "ifne", "nocache", "catchsegv", "proxychains", "proxychains4", "torsocks", "faketime":
		return spec{}, true
	case "chrt":
		return spec{positional: 1, noCmd: "pm"}, true
	case "taskset":
		return spec{positional: 1, noCmd: "p"}, true
	case "chroot":
		return spec{longArg: []string{"userspec", "groups"}, positional: 1}, true
	case "unshare":
		return spec{shortArg: "S", longArg: []string{"setuid", "setgid", "wd", "root"}}, true
	case "nsenter":
		return spec{shortArg: "tSGwr", longArg: []string{"target", "setuid", "setgid"}}, true
	case "systemd-run":
		return spec{shortArg: "upEMH", longArg: []string{"unit", "property", "setenv", "machine", "host", "description", "slice", "uid", "gid", "nice", "working-directory", "on-active", "on-calendar", "timer-property"}}, true
	case "strace", "ltrace":
		return spec{shortArg: "eoOpPsSuUXbaEI"}, true
	case "firejail", "bwrap":
		return spec{}, true
	}
	return spec{}, false
}

// wrapper peels a wrapper's options off and dispatches the command it runs.
func (w *walker) wrapper(p *pending) (string, bool) {
	name := filepath.Base(p.argv[0].s)
	sp, _ := wrapperSpec(name)
	q := *p
	q.assigns = append([]string(nil), p.assigns...)
	i := 1
	pos := sp.positional
	for i < len(p.argv) {
		a := p.argv[i]
		if a.dyn {
			break
		}
		s := a.s
		if s == "--" {
			i++
			break
		}
		if strings.HasPrefix(s, "--") && len(s) > 2 {
			i++
			key, val, hasVal := strings.Cut(s[2:], "=")
			takes := contains(sp.longArg, key)
			if takes && !hasVal && i < len(p.argv) {
				val = p.argv[i].s
				i++
				hasVal = true
			}
			if sp.cwdLong != "" && key == sp.cwdLong && hasVal {
				q.cwd = w.absFrom(val, q.cwd)
			}
			if name == "env" && key == "split-string" && hasVal {
				return w.envSplit(p, &q, val, i)
			}
			continue
		}
		if len(s) > 1 && s[0] == '-' && name != "nice" || name == "nice" && len(s) > 1 && s[0] == '-' {
			i++
			if name == "nice" && isNumber(s[1:]) {
				continue // nice -10 cmd
			}
			for k := 1; k < len(s); k++ {
				ch := s[k]
				if strings.IndexByte(sp.noCmd, ch) >= 0 {
					w.emit(p.command())
					return "", true
				}
				if strings.IndexByte(sp.shortArg, ch) < 0 {
					continue
				}
				val := s[k+1:]
				if val == "" && i < len(p.argv) {
					val = p.argv[i].s
					i++
				}
				if sp.cwdShort != "" && ch == sp.cwdShort[0] {
					q.cwd = w.absFrom(val, q.cwd)
				}
				if name == "env" && ch == 'S' {
					return w.envSplit(p, &q, val, i)
				}
				break
			}
			continue
		}
		if sp.assigns {
			if k, _, ok := strings.Cut(s, "="); ok && isName(k) {
				q.assigns = append(q.assigns, s)
				i++
				continue
			}
		}
		if pos > 0 {
			pos--
			i++
			continue
		}
		break
	}
	if i >= len(p.argv) {
		w.emit(p.command())
		return "", true
	}
	q.argv = p.argv[i:]
	q.via = append(append([]string(nil), p.via...), name)
	q.noFunc = true
	return w.dispatch(&q)
}

// envSplit handles env -S 'cmd args': the string is split into words like a shell would.
func (w *walker) envSplit(p, q *pending, s string, i int) (string, bool) {
	words := w.splitWords(s)
	if words == nil {
		c := p.command()
		c.Opaque = true
		w.emit(c)
		return "", false
	}
	argv := append(words, p.argv[i:]...)
	// Words of the split string can themselves be assignments.
	for len(argv) > 0 {
		if k, _, ok := strings.Cut(argv[0].s, "="); ok && isName(k) && !argv[0].dyn {
			q.assigns = append(q.assigns, argv[0].s)
			argv = argv[1:]
			continue
		}
		break
	}
	if len(argv) == 0 {
		w.emit(p.command())
		return "", true
	}
	q.argv = argv
	q.via = append(append([]string(nil), p.via...), "env -S")
	return w.dispatch(q)
}

// splitWords splits a string into words the way a shell would, without running anything.
func (w *walker) splitWords(s string) []field {
	x := w.clone()
	var out []field
	if err := x.words(s, func(f []field) { out = append(out, f...) }); err != nil {
		return nil
	}
	return out
}

func (w *walker) absFrom(p, cwd string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	if cwd == "" {
		return ""
	}
	saved := w.cwd
	w.cwd = cwd
	defer func() { w.cwd = saved }()
	return w.abs(p)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// stdinItems is what xargs or parallel would read: the known input split into items, or one
// dynamic item.
func stdinItems(in input, lines bool) []field {
	if !in.known || !in.piped {
		return []field{{s: "<stdin>", dyn: true}}
	}
	var parts []string
	if lines {
		for _, l := range strings.Split(in.s, "\n") {
			if strings.TrimSpace(l) != "" {
				parts = append(parts, l)
			}
		}
	} else {
		parts = strings.Fields(in.s)
	}
	out := make([]field, 0, len(parts))
	for _, p := range parts {
		out = append(out, field{s: strings.Trim(p, `"'`)})
		if len(out) >= maxFields {
			break
		}
	}
	return out
}

func (w *walker) xargs(p *pending) (string, bool) {
	i := 1
	repl := ""
	lines := false
	file := false
	for i < len(p.argv) && strings.HasPrefix(p.argv[i].s, "-") && !p.argv[i].dyn {
		s := p.argv[i].s
		i++
		if s == "--" {
			break
		}
		if strings.HasPrefix(s, "--") {
			key, val, has := strings.Cut(s[2:], "=")
			switch key {
			case "replace":
				repl = "{}"
				if has {
					repl = val
				}
				lines = true
			case "arg-file":
				file = true
				if !has {
					i++
				}
			case "delimiter", "eof", "max-lines", "max-args", "max-procs", "max-chars", "process-slot-var":
				if !has {
					i++
				}
			case "null":
				lines = true
			}
			continue
		}
		for k := 1; k < len(s); k++ {
			ch := s[k]
			val := s[k+1:]
			switch ch {
			case 'a', 'd', 'E', 'I', 'L', 'n', 'P', 's':
				if val == "" && i < len(p.argv) {
					val = p.argv[i].s
					i++
				}
				switch ch {
				case 'I':
					repl, lines = val, true
				case 'a':
					file = true
				case 'd', 'L':
					lines = true
				}
			case 'i':
				repl, lines = "{}", true
				if val != "" {
					repl = val
				}
			case 'e', 'l':
			case '0':
				lines = true
				continue
			default:
				continue
			}
			break
		}
	}
	var inner []field
	if i < len(p.argv) {
		inner = append(inner, p.argv[i:]...)
	} else {
		inner = []field{{s: "echo"}}
	}
	in := p.stdin
	if file {
		in = input{}
	}
	outer := p.command()
	return w.runItems(p, inner, stdinItems(in, lines), repl, "xargs", outer)
}

// runItems lists the command a wrapper runs over input items, replacing repl in its words or
// appending the items.
func (w *walker) runItems(p *pending, inner, items []field, repl, via string, outer *Command) (string, bool) {
	q := *p
	q.via = append(append([]string(nil), p.via...), via)
	q.outer = outer
	q.stdin = input{}
	q.noFunc = true
	if repl == "" {
		q.argv = append(append([]field(nil), inner...), items...)
		return w.dispatch(&q)
	}
	for n, it := range items {
		if n >= 16 {
			break
		}
		argv := make([]field, len(inner))
		for j, f := range inner {
			argv[j] = f
			if strings.Contains(f.s, repl) {
				argv[j] = field{s: strings.ReplaceAll(f.s, repl, it.s), dyn: f.dyn || it.dyn}
			}
		}
		r := q
		r.argv = argv
		w.dispatch(&r)
	}
	return "", false
}

func (w *walker) parallel(p *pending) (string, bool) {
	i := 1
	for i < len(p.argv) && strings.HasPrefix(p.argv[i].s, "-") && !p.argv[i].dyn {
		s := p.argv[i].s
		i++
		if s == "--" {
			break
		}
		switch s {
		case "-j", "-P", "-S", "-n", "-N", "-d", "-a", "-I", "-X", "--jobs", "--sshlogin", "--delay", "--timeout", "--arg-file", "--joblog", "--results", "--colsep", "--tagstring", "--workdir", "--tmpdir", "--max-args", "--retries", "--memfree", "--load", "--halt":
			i++
		}
	}
	var inner, items []field
	fromArgs := false
	for ; i < len(p.argv); i++ {
		if p.argv[i].s == ":::" || p.argv[i].s == ":::+" {
			fromArgs = true
			continue
		}
		if p.argv[i].s == "::::" || p.argv[i].s == "::::+" {
			fromArgs = true
			items = append(items, field{s: "<file>", dyn: true})
			i++
			continue
		}
		if fromArgs {
			items = append(items, p.argv[i])
		} else {
			inner = append(inner, p.argv[i])
		}
	}
	if !fromArgs {
		items = stdinItems(p.stdin, true)
	}
	outer := p.command()
	if len(inner) == 0 {
		// parallel with no command runs each input line as a command.
		w.emit(outer)
		for _, it := range items {
			if it.dyn {
				outer.Opaque = true
				continue
			}
			w.clone().nestedIn(p.inner(0, "parallel"), it.s, "parallel")
		}
		return "", false
	}
	repl := ""
	for _, f := range inner {
		if strings.Contains(f.s, "{}") {
			repl = "{}"
		}
	}
	return w.runItems(p, inner, items, repl, "parallel", outer)
}

// find is listed itself (for -delete) and sees through -exec, -execdir, -ok and -okdir: the
// found path `{}` is dynamic, and Outer points at the find command with its start paths.
func (w *walker) find(p *pending) (string, bool) {
	outer := p.command()
	w.emit(outer)
	for i := 1; i < len(p.argv); i++ {
		switch p.argv[i].s {
		case "-exec", "-execdir", "-ok", "-okdir":
		default:
			continue
		}
		via := "find " + p.argv[i].s
		j := i + 1
		var inner []field
		for ; j < len(p.argv); j++ {
			s := p.argv[j].s
			if s == ";" || s == "+" && len(inner) > 0 && inner[len(inner)-1].s == "{}" {
				break
			}
			f := p.argv[j]
			if strings.Contains(s, "{}") {
				f = field{s: s, dyn: true}
			}
			inner = append(inner, f)
		}
		if len(inner) > 0 {
			q := *p
			q.argv = inner
			q.via = append(append([]string(nil), p.via...), via)
			q.outer = outer
			q.stdin = input{}
			q.noFunc = true
			w.dispatch(&q)
		}
		i = j
	}
	return "", false
}
