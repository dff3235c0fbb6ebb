package code

import "strings"

// Process objects: Swift's Process (NSTask before it) and C#'s ProcessStartInfo and Process
// are made empty and told their program and arguments through properties, then started:
//
//	let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/rm"); p.arguments = ["-rf", d]; try p.run()
//	var psi = new ProcessStartInfo { FileName = "rm", Arguments = "-rf /srv" }; Process.Start(psi);
//
// The call reader follows calls, so the object is a value of its own (fobj) whose properties
// the assignments to it (p.F = v, an initializer's F = v, p.L.Add(v), p.L.append(v)) set,
// and starting it (p.run(), p.launch(), p.Start(), Process.Start(p)) is the process spawn
// its program and arguments say.

// fobj is a process object's properties as the code sets them.
type fobj struct {
	fields map[string]fval
}

// procTypes are the types whose empty construction makes a process object.
func procType(l Lang, name string) bool {
	switch l {
	case Swift:
		return name == "Process" || name == "NSTask"
	case CSharp:
		return name == "Process" || name == "ProcessStartInfo" || name == "System.Diagnostics.Process" || name == "System.Diagnostics.ProcessStartInfo"
	case Groovy, Kotlin, Scala, Java:
		return name == "ProcessBuilder" || name == "java.lang.ProcessBuilder"
	case Go:
		return name == "exec.Cmd" // &exec.Cmd{Path: "/bin/rm", Args: []string{...}}
	}
	return false
}

func newObj() fval { return fval{s: HoleVar, dyn: true, obj: &fobj{fields: map[string]fval{}}} }

// made is a process object constructed with args: C#'s ProcessStartInfo(FILE[, ARGS]).
func made(args []fval) fval {
	v := newObj()
	if len(args) > 0 {
		v.obj.fields["FileName"] = args[0]
	}
	if len(args) > 1 {
		v.obj.fields["Arguments"] = args[1]
	}
	return v
}

// field is a property, made empty where the code reaches one not set yet (C#'s
// p.StartInfo.FileName: a Process has its StartInfo from the start).
func (o *fobj) field(name string) *fobj {
	v, ok := o.fields[name]
	if !ok || v.obj == nil {
		v = newObj()
		o.fields[name] = v
	}
	return v.obj
}

// owner is the object a dotted name's last part is a property of (p.arguments: p's object),
// and that part; nil where the name does not start with a variable holding one.
func (r *creader) owner(dotted string) (*fobj, string) {
	parts := strings.Split(dotted, ".")
	if len(parts) < 2 {
		return nil, ""
	}
	v, ok := r.env[parts[0]]
	if !ok || v.obj == nil {
		return nil, ""
	}
	o := v.obj
	for _, p := range parts[1 : len(parts)-1] {
		o = o.field(p)
	}
	return o, parts[len(parts)-1]
}

// setField is the assignment p.F = value, at the "=".
func (r *creader) setField(dotted string) fval {
	r.i++
	v := r.expr()
	if o, f := r.owner(dotted); o != nil {
		o.fields[f] = v
	}
	return v
}

// appended adds a call's arguments to the list property it appends to (p.arguments.append(x),
// psi.ArgumentList.Add(x)); false where name is no such call.
func (r *creader) appended(name string, args []fval) bool {
	i := strings.LastIndexByte(name, '.')
	if i < 0 || name[i+1:] != "Add" && name[i+1:] != "append" {
		return false
	}
	o, f := r.owner(name[:i])
	if o == nil {
		return false
	}
	list := o.fields[f]
	if !list.isList {
		list = fval{isList: true}
	}
	list.list = append(append([]fval(nil), list.list...), spread(args)...)
	o.fields[f] = list
	return true
}

// initialize reads a C# object initializer, { F = value, ... }, into o, at the "{".
func (r *creader) initialize(o *fobj) {
	r.i++
	for r.i < len(r.t) && r.n < maxSteps {
		r.n++
		switch {
		case r.isP(0, "}"):
			r.i++
			return
		case r.peek(0).k == 'i' && (r.isP(1, "=") || r.l == Go && r.isP(1, ":")):
			f := r.peek(0).s
			r.i += 2
			o.fields[f] = r.expr()
		case r.startsExpr():
			r.expr()
		default:
			r.i++
		}
	}
}

// commanded sets a ProcessBuilder's argument vector where the call is its command(...), and
// an NSTask's program and arguments where it is a setter (t.setLaunchPath("/bin/rm"),
// t.setArguments([...])), as the properties do.
func commanded(name string, recv *fval, args []fval) {
	if len(args) == 0 {
		return
	}
	switch name {
	case "#command":
		recv.obj.fields["command"] = fval{isList: true, list: spread(args)}
	case "#setLaunchPath":
		recv.obj.fields["launchPath"] = args[0]
	case "#setExecutableURL":
		recv.obj.fields["executableURL"] = args[0]
	case "#setArguments":
		recv.obj.fields["arguments"] = args[0]
	}
}

// started is the process object a call starts, or nil.
func started(name string, recv *fval, args []fval) *fobj {
	switch name {
	case "#run", "#launch", "#Start", "#start", "#Run", "#Output", "#CombinedOutput":
		if recv != nil && recv.obj != nil {
			return recv.obj
		}
	case "Process.Start", "System.Diagnostics.Process.Start":
		if len(args) > 0 && args[0].obj != nil {
			return args[0].obj
		}
	}
	return nil
}

// spawn is the command line a started process object runs: its program (executableURL,
// launchPath, FileName, or its StartInfo's) and its arguments (a list, or C#'s one line).
func (o *fobj) spawn(call string) (Fact, bool) {
	if si, ok := o.fields["StartInfo"]; ok && si.obj != nil {
		return si.obj.spawn(call)
	}
	if argv, ok := o.fields["command"]; ok {
		if !argv.isList || len(argv.list) == 1 && !argv.list[0].isList {
			return Fact{}, false // a ProcessBuilder's command is a list of words, never a line
		}
		return argvFact(spread(argv.list), call), true
	}
	if argv, ok := o.fields["Args"]; ok && argv.isList {
		return argvFact(argv.list, call), true // Go's exec.Cmd: Args[0] is the program's name
	}
	var prog fval
	found := false
	for _, f := range [...]string{"executableURL", "launchPath", "FileName"} {
		if v, ok := o.fields[f]; ok {
			prog, found = v, true
			break
		}
	}
	if !found {
		return Fact{}, false
	}
	args, ok := o.fields["arguments"]
	if !ok {
		if args, ok = o.fields["ArgumentList"]; !ok {
			args, ok = o.fields["Arguments"]
		}
	}
	if !ok || args.isList {
		return argvFact(append([]fval{prog}, args.list...), call), true
	}
	f := argvFact([]fval{prog}, call)
	f.Text += " " + args.s
	f.Dyn = f.Dyn || args.dyn
	return f, true
}
