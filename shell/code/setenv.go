package code

import "strings"

// The environment the code gives the programs it starts. What a shell line exports is judged
// for where it points the hooks (XDG_CONFIG_HOME, HOOKGUARD_*, HUSKY=0, GIT_CONFIG_GLOBAL); code
// that sets the same variables before it runs git or a harness does the same:
// os.environ["XDG_STATE_HOME"] = "/tmp/x"; os.system("git commit"). Each setting is a SetEnv
// fact, judged as an export of the interpreter's command is.

// setEnv records that the variable name is set to v for the programs the code starts.
func (e *eval) setEnv(name string, v val, call string) {
	if name == "" || strings.ContainsAny(name, "= \t\n") {
		return
	}
	s, known := v.lit()
	if !known {
		s = v.show()
	}
	e.out.add(Fact{Kind: SetEnv, Text: name + "=" + s, Dyn: !known, Call: call})
}

// setEnvCall is aSetEnv: putenv, os.environ.update, ENV.store, Object.assign(process.env, ...).
func (e *eval) setEnvCall(r *rule, a callArgs, call string) {
	switch r.opt {
	case "kv":
		if len(a.pos) >= 1 {
			if name, ok := a.pos[0].lit(); ok {
				v := val{k: vUnknown}
				if len(a.pos) >= 2 {
					v = a.pos[1]
				}
				e.setEnv(name, v, call)
			}
		}
	case "pair":
		if len(a.pos) >= 1 {
			if s, ok := a.pos[0].lit(); ok {
				if name, v, ok := strings.Cut(s, "="); ok {
					e.setEnv(name, str(v), call)
				}
			}
		}
	default: // "dict", "assign"
		pos := a.pos
		if r.opt == "assign" {
			if len(pos) == 0 || pos[0].k != vObj || pos[0].ref != "env" {
				return // Object.assign of another object
			}
			pos = pos[1:]
		}
		for _, d := range pos {
			e.setEnvDict(d, call)
		}
		for _, kw := range a.kw {
			e.setEnv(kw.name, kw.v, call)
		}
	}
}

// setEnvDict records each entry of a dictionary as a variable set.
func (e *eval) setEnvDict(d val, call string) {
	if d.k != vDict {
		return
	}
	for i, k := range d.keys {
		if k != "" && i < len(d.items) {
			e.setEnv(k, d.items[i], call)
		}
	}
}

// childEnv records the environment a call that starts a program gives it: python's env=,
// node's options.env, ruby's leading hash (system({"X" => "v"}, "git commit")), the trailing
// dictionary of python's exec*e and spawn*e.
func (e *eval) childEnv(a callArgs, call string) {
	if v, ok := a.option(-1, "env"); ok {
		e.setEnvDict(v, call)
	}
	if e.l == Ruby && len(a.pos) > 0 {
		e.setEnvDict(a.pos[0], call)
	}
	if e.l == Python && len(a.pos) > 1 {
		e.setEnvDict(a.pos[len(a.pos)-1], call) // os.execvpe(file, args, env), os.spawnve
	}
}
