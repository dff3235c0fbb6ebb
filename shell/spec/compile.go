package spec

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// compileSpecs are compilers and linkers (cc, gcc, clang, tcc, rustc, ld, zig): the files they
// write, -o's or the default one (a.out, NAME.o, the crate's name), and the sources they read,
// whose lines a compile error prints. go build belongs to the package tools (pkgSpecs). Sorted
// by Name.
var compileSpecs = []Spec{
	{Name: "c++", Like: "cc"},
	{Name: "cc", Opts: ccOpts, Style: Single, Does: ccDoes,
		Examples: "cc -o /usr/local/bin/hookguard x.c => write /usr/local/bin/hookguard\n" + "cc -o bin/tool tool.c => read:show tool.c\n" +
			"gcc -Wall -O2 -fno-omit-frame-pointer -o out/x x.c => write out/x\n" + "gcc -fno-omit-frame-pointer -c x.c !> write mit-frame-pointer\n" +
			"clang -oout/y y.c => write out/y\n" + "cc x.c => write a.out\n" + "cc -c x.c src/y.c => write y.o\n" + "cc -c x.c !> write a.out\n" +
			"cc -S x.c => write x.s\n" + "cc -E x.c !> write a.out\n" + "cc -fsyntax-only x.c !> write a.out\n" + "gcc -MD -MF deps/x.d -c x.c => write deps/x.d\n" +
			"cc -v => -\n" + "g++ -std=c++20 -I include -o app main.cpp => write app\n" + "cc -o - -E x.c !> write -\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc x.c -o x && ./x => delete-r /srv` + "\n" +
			`echo 'int main(void) { unlink("/etc/hosts"); }' > x.c; cc x.c; ./a.out => delete /etc/hosts` + "\n" +
			`echo 'int main(void) { unlink("/etc/hosts"); }' > x.c; ./configure; /tmp/prep; gcc -o x x.c; ./x => delete /etc/hosts` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc -o /tmp/ls x.c && /tmp/ls -la => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; sh -c 'clang x.c -o x' && sudo ./x => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc -c x.c -o x.o; ./x.o !> delete-r /srv` + "\n" +
			`echo 'int main(void) { puts("rm -rf /srv"); }' > x.c; gcc -o app x.c && ./app !> delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc x.c -o x; echo hi > x; ./x !> delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc x.c -o x && mv x y && ./y => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc x.c -o x && cp x /tmp/y && /tmp/y => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; mkdir -p bin; gcc x.c -o x && install -m 755 x bin/ && bin/x => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc x.c -o x && mv x y && mv y z && ./z => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; gcc x.c -o x && cp x y && echo hi > y && ./y !> delete-r /srv` + "\n" +
			`echo 'int main(void) { puts("rm -rf /srv"); }' > x.c; gcc x.c -o x && mv x y && ./y !> delete-r /srv` + "\n" +
			`gcc -x c - -o a <<< 'int main(void) { return system("rm -rf /srv"); }' && ./a => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' | gcc -xc - && ./a.out => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.txt; gcc -x c x.txt -o x && ./x => delete-r /srv` + "\n" +
			`echo 'int main(void) { puts("rm -rf /srv"); }' | gcc -x c - -o a && ./a !> delete-r /srv` + "\n"},
	{Name: "clang", Like: "cc"},
	{Name: "clang++", Like: "cc"},
	{Name: "g++", Like: "cc"},
	{Name: "gcc", Like: "cc"},
	{Name: "javac", Opts: "d= cp|classpath|class-path= s= h= source= target= release= encoding= g? nowarn verbose deprecation Xlint? p|module-path= implicit= proc= parameters version help", Style: Single, Does: javacDoes,
		Examples: "javac X.java => write X.class\n" + "javac -d out src/X.java => write out/X.class\n" + "javac -version => -\n"},
	{Name: "ld", Opts: "o|output= L|library-path= l|library= T|script= e|entry= m= soname|h= rpath= dynamic-linker= version-script= Map= z= shared static s|strip-all S|strip-debug",
		Style: Single, Does: ldDoes,
		Examples: "ld -o prog start.o main.o => write prog\n" + "ld --output=lib/x.so -shared a.o => write lib/x.so\n" + "ld a.o => write a.out\n" + "ld -oprog a.o => write prog\n"},
	{Name: "rustc", Opts: "o= out-dir= emit= crate-name= crate-type= edition= C|codegen= L= l= cfg= check-cfg= target= g O A|allow= W|warn= D|deny= F|forbid= cap-lints= " +
		"explain= print= extern= sysroot= error-format= json= color= remap-path-prefix= test v|verbose", Style: GNU, Does: rustcDoes,
		Examples: "rustc -o bin/app main.rs => write bin/app\n" + "rustc main.rs => write main\n" + "rustc --crate-name tool -O src/lib.rs => write tool\n" +
			"rustc --out-dir target/x main.rs => write-r target/x\n" + "rustc --print sysroot => -\n" + "rustc --explain E0308 => -\n" + "rustc --emit=metadata x.rs !> write x\n" +
			`echo 'fn main() { std::fs::remove_dir_all("/srv").unwrap(); }' > x.rs; rustc x.rs && ./x => delete-r /srv` + "\n" +
			`echo 'fn main() { std::fs::remove_dir_all("/srv").unwrap(); }' > x.rs; rustc -o /tmp/t x.rs && /tmp/t => delete-r /srv` + "\n" +
			`echo 'fn main() { println!("rm -rf /srv"); }' > x.rs; rustc x.rs && ./x !> delete-r /srv` + "\n" +
			`echo 'fn main() { std::fs::remove_dir_all("/srv").unwrap(); }' | rustc - && ./rust_out => delete-r /srv` + "\n"},
	{Name: "tcc", Opts: ccOpts + " run", Style: Single, Does: ccDoes,
		Examples: `echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; tcc -run x.c => delete-r /srv` + "\n" +
			`echo 'int main(void) { puts("rm -rf /srv"); }' > x.c; tcc -run x.c !> delete-r /srv` + "\n" + "tcc -o app x.c => write app\n"},
	{Name: "zig", Style: InOrder, Subs: true},
	{Name: "zig build-exe", Opts: "femit-bin= fno-emit-bin O= target= mcpu= name= lc= I= L= l= D=", Style: Single, Does: zigBuildDoes,
		Examples: "zig build-exe main.zig => write main\n" + "zig build-exe -femit-bin=bin/tool main.zig => write bin/tool\n" + "zig build-exe --name app -O ReleaseFast src/main.zig => write app\n" +
			"zig build-exe -fno-emit-bin main.zig !> write main\n"},
	{Name: "zig build-lib", Like: "zig build-exe"},
	{Name: "zig build-obj", Like: "zig build-exe"},
	{Name: "zig c++", Like: "cc"},
	{Name: "zig cc", Like: "cc"},
	{Name: "zig run", Opts: "O= target= mcpu= lc= I= L= l= D= femit-bin= fno-emit-bin h|help", Style: Single, Does: zigRunDoes,
		Examples: `echo 'const std = @import("std"); pub fn main() !void { try std.fs.deleteTreeAbsolute("/srv"); }' > x.zig; zig run x.zig => delete-r /srv` + "\n" +
			`echo 'const std = @import("std"); pub fn main() !void { _ = try std.process.Child.run(.{ .allocator = std.heap.page_allocator, .argv = &.{ "rm", "-rf", "/srv" } }); }' > x.zig; zig run -O ReleaseFast x.zig -- a b => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; zig run x.c -lc => delete-r /srv` + "\n" +
			`echo 'const std = @import("std"); pub fn main() void { std.debug.print("rm -rf /srv", .{}); }' > x.zig; zig run x.zig !> delete-r /srv` + "\n" +
			`echo 'const std = @import("std"); pub fn main() !void { try std.fs.deleteTreeAbsolute("/srv"); }' > x.zig; zig build-exe x.zig && ./x => delete-r /srv` + "\n" +
			`echo 'const std = @import("std"); test "t" { try std.fs.deleteTreeAbsolute("/srv"); }' > x.zig; zig test x.zig => delete-r /srv` + "\n"},
	{Name: "zig test", Like: "zig run"},
}

// ccOpts are the options of gcc-like drivers that take a value as the next word. They read
// -name options whole (-fno-omit-frame-pointer is one option, not -f -n -o ...), so the style
// is Single; an attached -oFILE is read by ccDoes.
const ccOpts = "o= x= I= L= l= D= U= include= imacros= isystem= iquote= idirafter= isysroot= iprefix= MF= MT= MQ= Xlinker= Xassembler= Xpreprocessor= " +
	"Xclang= T= u= z= aux-info= specs= wrapper= B= target= arch= c S E M MM MD MMD fsyntax-only v"

// output returns a compiler's -o value, given as the next word or attached (-oFILE).
func output(c *Call) (Word, bool) { return ccValue(c, 'o') }

// ccValue returns the value of a gcc-like driver's one-letter option, given as the next word
// or attached (-oFILE, -xc).
func ccValue(c *Call, letter byte) (Word, bool) {
	if w, ok := c.Value(string(letter)); ok {
		return w, true
	}
	for i := len(c.P.Opts) - 1; i >= 0; i-- {
		o := c.P.Opts[i]
		if !o.Known && len(o.Name) > 1 && o.Name[0] == letter && !o.Value.Dyn {
			w := c.Words[o.At]
			return Word{S: strings.TrimLeft(w.S, "-")[1:], Dyn: w.Dyn, From: w.From}, true
		}
	}
	return Word{}, false
}

// writeOutput records a compiler's output file ("-" is stdout).
func writeOutput(c *Call, w Word, by string) {
	if w.S == "-" && !w.Dyn {
		return
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: by})
}

// inCwd is a file named name in the command's directory, where a compiler writes by default.
func inCwd(name string) Word { return Word{S: name} }

// stem is a source's file name without its directory and extension.
func stem(p string) string {
	b := filepath.Base(p)
	if i := strings.LastIndexByte(b, '.'); i > 0 {
		b = b[:i]
	}
	return b
}

func ccDoes(c *Call) {
	if c.Has("run") {
		// tcc -run x.c ARGS: compiled in memory and run
		c.runCode(&cLang, c.sourceFiles(code.C), code.Options{})
		return
	}
	srcs := c.Operands()
	for _, s := range srcs {
		c.Add(Effect{Kind: Read, Path: c.PathOf(s), Class: "show", By: c.Name})
	}
	if w, ok := c.Value("MF"); ok {
		writeOutput(c, w, c.Name+" -MF")
	}
	links := !c.HasAny("c", "S", "E", "M", "MM", "fsyntax-only")
	if w, ok := output(c); ok {
		writeOutput(c, w, c.Name+" -o")
		if links && len(srcs) > 0 {
			built(c, ccLang(c, srcs), srcs)
		}
		return
	}
	switch {
	case len(srcs) == 0 || c.HasAny("E", "M", "MM", "fsyntax-only"):
	case c.HasAny("c", "S"):
		ext := ".o"
		if c.Has("S") {
			ext = ".s"
		}
		for _, s := range srcs {
			if !s.Dyn {
				writeOutput(c, inCwd(stem(s.S)+ext), c.Name)
			}
		}
	default:
		writeOutput(c, inCwd("a.out"), c.Name)
		built(c, ccLang(c, srcs), srcs)
	}
}

// ccLang is the language a C driver compiles its sources as: -x's where it names C, C++ or
// Objective-C (each source then is one, whatever its name, and "-" is the stdin: gcc -x c -),
// else the first source's by its extension.
func ccLang(c *Call, srcs []Word) code.Lang {
	if x, ok := ccValue(c, 'x'); ok && !x.Dyn {
		switch strings.TrimSuffix(x.S, "-header") {
		case "c", "c++", "objective-c", "objective-c++", "cpp-output", "c++-cpp-output":
			return code.C
		}
		return 0
	}
	return langOfSource(srcs[0].S)
}

func ldDoes(c *Call) {
	if w, ok := output(c); ok {
		writeOutput(c, w, "ld -o")
		return
	}
	if len(c.P.Operands) > 0 {
		writeOutput(c, inCwd("a.out"), "ld")
	}
}

// rustcDoes: the binary is named for the crate (--crate-name, or the first source's stem),
// unless -o names it or --out-dir places it; --print and --explain compile nothing, and an
// --emit without link writes no binary.
func rustcDoes(c *Call) {
	srcs := c.Operands()
	for _, s := range srcs {
		c.Add(Effect{Kind: Read, Path: c.PathOf(s), Class: "show", By: "rustc"})
	}
	if len(srcs) == 0 || c.HasAny("print", "explain") {
		return
	}
	if e, ok := c.Value("emit"); ok && !strings.Contains(e.S, "link") {
		return
	}
	if w, ok := c.Value("o"); ok {
		writeOutput(c, w, "rustc -o")
		built(c, code.Rust, srcs[:1])
		return
	}
	name := stem(srcs[0].S)
	if srcs[0].S == "-" && !srcs[0].Dyn {
		name = "rust_out" // the source is the stdin
	}
	if n, ok := c.Value("crate-name"); ok {
		name = n.S
	}
	if d, ok := c.Value("out-dir"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(d), Tree: true, By: "rustc --out-dir"})
		return
	}
	if !srcs[0].Dyn {
		writeOutput(c, inCwd(name), "rustc")
		built(c, code.Rust, srcs[:1])
	}
}

func zigBuildDoes(c *Call) {
	srcs := c.Operands()
	for _, s := range srcs {
		c.Add(Effect{Kind: Read, Path: c.PathOf(s), Class: "show", By: byOf(c)})
	}
	if c.Has("fno-emit-bin") {
		return
	}
	exe := c.Path[len(c.Path)-1] == "build-exe" && len(srcs) > 0
	if w, ok := c.Value("femit-bin"); ok {
		writeOutput(c, w, "zig -femit-bin")
		if exe {
			built(c, langOfSource(srcs[0].S), srcs)
		}
		return
	}
	if n, ok := c.Value("name"); ok {
		writeOutput(c, inCwd(n.S), byOf(c))
		if exe {
			built(c, langOfSource(srcs[0].S), srcs)
		}
		return
	}
	if len(srcs) > 0 && !srcs[0].Dyn {
		writeOutput(c, inCwd(stem(srcs[0].S)), byOf(c))
	}
	if c.Path[len(c.Path)-1] == "build-exe" && len(srcs) > 0 {
		built(c, langOfSource(srcs[0].S), srcs)
	}
}

// javacDoes: each source is compiled to its class, in -d's directory or beside the source,
// named for the file (a public class is).
func javacDoes(c *Call) {
	d, hasD := c.Value("d")
	for _, s := range c.Operands() {
		if s.Dyn || !strings.HasSuffix(s.S, ".java") {
			continue
		}
		c.Add(Effect{Kind: Read, Path: c.PathOf(s), Class: "show", By: "javac"})
		out := Word{S: strings.TrimSuffix(s.S, ".java") + ".class"}
		if hasD {
			out = inDir(d, stem(s.S)+".class")
		}
		writeOutput(c, out, "javac")
		built(c, code.Java, []Word{s})
	}
}
