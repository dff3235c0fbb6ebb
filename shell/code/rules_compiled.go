package code

// The tables of the compiled languages the call reader reads (compiled.go): each language's
// tree delete, file delete and process spawn, with snippets each must and must not match.

// goRules: os.RemoveAll and os.Remove, exec.Command, syscall.Exec, os.StartProcess.
var goRules = [...]frule{
	{name: "os.RemoveAll", do: fDeleteTree, ex: `os.RemoveAll("/srv") => delete-r /srv` + "\n" +
		`d := "/srv"; os.RemoveAll(d) => delete-r /srv` + "\n" +
		`import o "os"; func main() { o.RemoveAll("/srv") } => delete-r /srv` + "\n" +
		`os.RemoveAll(os.Getenv("HOME")) => delete-r ~` + "\n" +
		`home, _ := os.UserHomeDir(); os.RemoveAll(filepath.Join(home, "x")) => delete-r ?` + "\n" +
		`var d string = "/srv"` + "\n" + `_ = os.RemoveAll(d) => delete-r /srv` + "\n" +
		`fmt.Println("os.RemoveAll(\"/srv\")") !> -` + "\n" +
		`// os.RemoveAll("/srv") !> -` + "\n" +
		`os.MkdirAll("/srv/x", 0o755) !> -` + "\n" +
		`tmp, err := os.MkdirTemp("", "x"); defer os.RemoveAll(tmp) !> delete-r ?` + "\n" +
		`os.RemoveAll(os.TempDir()) => delete-r /tmp` + "\n" +
		`d := os.TempDir(); os.RemoveAll(d) => delete-r /tmp` + "\n" +
		`os.RemoveAll(filepath.Join(os.TempDir(), "app")) !> delete-r /tmp` + "\n"},
	{name: "os.Remove|syscall.Unlink|syscall.Rmdir|unix.Unlink|unix.Rmdir", do: fDelete, ex: `os.Remove("/etc/hosts") => delete /etc/hosts` + "\n" +
		"p := `/etc/hosts`\nos.Remove(p) => delete /etc/hosts" + "\n" +
		`os.Remove("a") !> delete-r a` + "\n" + `os.ReadFile("a") !> -` + "\n"},
	{name: "exec.Command", do: fArgv, ex: `exec.Command("rm", "-rf", "/srv").Run() => shell rm -rf /srv` + "\n" +
		`cmd := exec.Command("sh", "-c", "rm -rf /srv"); cmd.Run() => shell sh -c 'rm -rf /srv'` + "\n" +
		`args := []string{"-rf", "/srv"}; exec.Command("rm", args...).Run() => shell rm -rf /srv` + "\n" +
		`exec.Command("git", "status").Output() !> shell rm -rf /srv` + "\n" +
		"import (\n\t\"fmt\"\n\tx \"os/exec\"\n)\nfunc main() { x.Command(\"rm\", \"-rf\", \"/srv\").Run() } => shell rm -rf /srv" + "\n" +
		`exec.Command("sh", "-c", fmt.Sprintf("rm -rf %s", d)).Run() => shell sh -c "rm -rf ${_code_value}"` + "\n" +
		`c := &exec.Cmd{Path: "/bin/rm", Args: []string{"rm", "-rf", "/srv"}}; c.Run() => shell rm -rf /srv` + "\n" +
		`fmt.Println("exec.Command rm -rf /srv") !> -` + "\n"},
	{name: "exec.CommandContext", do: fArgv, arg: 1, ex: `exec.CommandContext(ctx, "rm", "-rf", "/srv").Run() => shell rm -rf /srv` + "\n" +
		`exec.LookPath("rm") !> -` + "\n"},
	{name: "syscall.Exec|unix.Exec|os.StartProcess|syscall.ForkExec|syscall.StartProcess", do: fShell, arg: 1, ex: `syscall.Exec("/bin/rm", []string{"rm", "-rf", "/srv"}, os.Environ()) => shell rm -rf /srv` + "\n" +
		`os.StartProcess("/bin/rm", []string{"rm", "-rf", "/srv"}, &os.ProcAttr{}) => shell rm -rf /srv` + "\n" +
		`syscall.Getpid() !> -` + "\n"},
	// file servers: net/http's hands a directory to whoever connects
	{name: "http.FileServer|http.FileServerFS", do: fServe, ex: `http.ListenAndServe(":8000", http.FileServer(http.Dir("."))) => read-r:send .` + "\n" +
		`fs := http.FileServer(http.Dir("/home/me/proj")); http.Handle("/", fs) => read-r:send /home/me/proj` + "\n" +
		`http.Handle("/", http.FileServerFS(os.DirFS("."))) => read-r:send .` + "\n" +
		`http.Handle("/", http.FileServer(http.FS(os.DirFS(".")))) => read-r:send .` + "\n" +
		`http.Handle("/", http.FileServer(http.FS(static))) !> read-r:send .` + "\n" +
		`http.Handle("/", http.FileServer(http.Dir("public"))) !> read-r:send .` + "\n"},
	{name: "http.ServeFile", do: fServeFile, arg: 2, ex: `http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { http.ServeFile(w, r, "." + r.URL.Path) }) => read-r:send .` + "\n" +
		`http.ServeFile(w, r, filepath.Join(".", r.URL.Path)) => read-r:send .` + "\n" +
		`http.ServeFile(w, r, "static/" + r.URL.Path) => read-r:send static` + "\n" +
		`http.ServeFile(w, r, ".env") => read:send .env` + "\n" +
		`http.ServeFile(w, r, "static/index.html") !> read-r:send static` + "\n"},
}

// javaRules: ProcessBuilder, Runtime.exec, Files.delete, File.delete, commons-io's deletes.
var javaRules = [...]frule{
	{name: "ProcessBuilder|java.lang.ProcessBuilder", do: fArgv, ex: `new ProcessBuilder("rm", "-rf", "/srv").start(); => shell rm -rf /srv` + "\n" +
		`List<String> cmd = List.of("rm", "-rf", "/srv"); new ProcessBuilder(cmd).inheritIO().start(); => shell rm -rf /srv` + "\n" +
		`String[] cmd = {"rm", "-rf", "/srv"}; new ProcessBuilder(cmd).start(); => shell rm -rf /srv` + "\n" +
		`ProcessBuilder pb = new ProcessBuilder(); pb.command("rm", "-rf", "/srv"); pb.start(); => shell rm -rf /srv` + "\n" +
		`var pb = new ProcessBuilder(); pb.command(java.util.List.of("rm", "-rf", "/srv")); pb.start(); => shell rm -rf /srv` + "\n" +
		`new ProcessBuilder(java.util.Arrays.asList("rm", "-rf", "/srv")).start(); => shell rm -rf /srv` + "\n" +
		`new StringBuilder("rm -rf /srv").toString(); !> -` + "\n"},
	{name: "#exec", do: fShell, ex: `Runtime.getRuntime().exec("rm -rf /srv"); => shell rm -rf /srv` + "\n" +
		`Runtime.getRuntime().exec(new String[]{"sh", "-c", "rm -rf /srv"}); => shell sh -c 'rm -rf /srv'` + "\n" +
		`final String c = "rm -rf " + "/srv"; Runtime.getRuntime().exec(c); => shell rm -rf /srv` + "\n" +
		`Runtime.getRuntime().exec(String.format("rm -rf %s", "/srv")); => shell rm -rf ${_code_value}` + "\n" +
		`System.out.println("rm -rf /srv"); !> -` + "\n"},
	{name: "Files.delete|Files.deleteIfExists|java.nio.file.Files.delete|java.nio.file.Files.deleteIfExists", do: fDelete, ex: `Files.delete(Path.of("/etc/hosts")); => delete /etc/hosts` + "\n" +
		`Files.deleteIfExists(Paths.get("/etc", "hosts")); => delete /etc/hosts` + "\n" +
		`Files.exists(Path.of("/etc/hosts")); !> -` + "\n"},
	{name: "#delete", do: fDelete, arg: -1, ex: `new File("/etc/hosts").delete(); => delete /etc/hosts` + "\n" +
		`File f = new File("/etc/hosts"); f.delete(); => delete /etc/hosts` + "\n" +
		`new File("a").exists(); !> -` + "\n" +
		`Path p = Files.createTempDirectory("x"); Files.deleteIfExists(p.resolve("a")); !> delete ?` + "\n" +
		`Files.walk(Path.of("/srv")).sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete); => delete-r /srv` + "\n" +
		`try (var s = Files.walk(Paths.get("/srv"))) { s.sorted(Comparator.reverseOrder()).forEach(Files::deleteIfExists); } => delete-r /srv` + "\n" +
		`Files.walk(Path.of("/srv")).forEach(System.out::println); !> delete-r /srv` + "\n"},
	{name: "FileUtils.deleteDirectory|org.apache.commons.io.FileUtils.deleteDirectory|FileUtils.forceDelete|FileSystemUtils.deleteRecursively|MoreFiles.deleteRecursively|PathUtils.deleteDirectory", do: fDeleteTree,
		ex: `FileUtils.deleteDirectory(new File("/srv")); => delete-r /srv` + "\n" +
			`FileUtils.deleteDirectory(new File(System.getProperty("user.home"))); => delete-r ?` + "\n" +
			`FileUtils.sizeOf(new File("/srv")); !> -` + "\n"},
}

// rustRules: std::fs's deletes, std::process::Command run, libc::system.
var rustRules = [...]frule{
	{name: "std.fs.remove_dir_all|fs.remove_dir_all|remove_dir_all|tokio.fs.remove_dir_all", do: fDeleteTree, ex: `std::fs::remove_dir_all("/srv").unwrap(); => delete-r /srv` + "\n" +
		`use std::fs; let d = "/srv"; fs::remove_dir_all(d)?; => delete-r /srv` + "\n" +
		`let p: &str = "/srv"; fs::remove_dir_all(&p).ok(); => delete-r /srv` + "\n" +
		`fs::remove_dir_all(Path::new("/srv")).unwrap(); => delete-r /srv` + "\n" +
		`let h = std::env::var("HOME").unwrap(); fs::remove_dir_all(h); => delete-r ~` + "\n" +
		`std::fs::remove_dir_all(std::env::temp_dir()).unwrap(); => delete-r /tmp` + "\n" +
		`use std::env; fs::remove_dir_all(env::temp_dir())?; => delete-r /tmp` + "\n" +
		`fn f<'a>(x: &'a str) {} fs::remove_dir_all(r"/srv"); => delete-r /srv` + "\n" +
		`println!("fs::remove_dir_all(\"/srv\")"); !> -` + "\n" +
		`fs::create_dir_all("/srv/x").unwrap(); !> -` + "\n" +
		`use std::fs::remove_dir_all as rmd; fn main() { rmd("/srv").unwrap(); } => delete-r /srv` + "\n"},
	{name: "std.fs.remove_file|fs.remove_file|remove_file|std.fs.remove_dir|fs.remove_dir|remove_dir|tokio.fs.remove_file", do: fDelete, ex: `std::fs::remove_file("/etc/hosts").unwrap(); => delete /etc/hosts` + "\n" +
		`fs::remove_file("a").unwrap(); !> delete-r a` + "\n" + `fs::read_to_string("a").unwrap(); !> -` + "\n"},
	{name: "#status|#output|#spawn|#exec", do: fRun, arg: -1, ex: `std::process::Command::new("rm").args(["-rf", "/srv"]).status().unwrap(); => shell rm -rf /srv` + "\n" +
		`use std::process::Command; Command::new("rm").arg("-rf").arg("/srv").spawn()?; => shell rm -rf /srv` + "\n" +
		`let mut c = Command::new("sh"); c.arg("-c").arg("rm -rf /srv").output().unwrap(); => shell sh -c 'rm -rf /srv'` + "\n" +
		`Command::new("rm").args(&vec!["-rf", "/srv"]).current_dir("/").status(); => shell rm -rf /srv` + "\n" +
		`Command::new("sh").arg("-c").arg(format!("rm -rf {}", dir)).status(); => shell sh -c "rm -rf ${_code_value}"` + "\n" +
		`let out = child.output(); !> -` + "\n" +
		`println!("Command::new(rm).status()"); !> -` + "\n"},
	{name: "libc.system|system", do: fShell, ex: `unsafe { libc::system(c"rm -rf /srv".as_ptr()); } => shell rm -rf /srv` + "\n" +
		`let c = CString::new("rm -rf /srv").unwrap(); unsafe { libc::system(c.as_ptr()) }; => shell rm -rf /srv` + "\n" +
		`unsafe { libc::getpid(); } !> -` + "\n"},
}

// cRules (C and C++): system and popen, the exec family, posix_spawn, unlink and remove,
// std::filesystem's removes.
var cRules = [...]frule{
	{name: "system|std.system|popen|_popen|_wsystem", do: fShell, ex: `system("rm -rf /srv"); => shell rm -rf /srv` + "\n" +
		`#define CMD "rm -rf /srv"` + "\n" + `int main(void) { return system(CMD); } => shell rm -rf /srv` + "\n" +
		`const char *cmd = "rm -rf " "/srv"; FILE *p = popen(cmd, "r"); => shell rm -rf /srv` + "\n" +
		`std::string c = std::string("rm -rf ") + "/srv"; std::system(c.c_str()); => shell rm -rf /srv` + "\n" +
		`printf("system(\"rm -rf /srv\")\n"); !> -` + "\n" +
		`char buf[256]; snprintf(buf, sizeof buf, "rm -rf %s", argv[1]); system(buf); => shell rm -rf ${_code_value}` + "\n" +
		`char cmd[64]; strcpy(cmd, "rm -rf "); strcat(cmd, "/srv"); system(cmd); => shell rm -rf /srv` + "\n" +
		`/* system("rm -rf /srv"); */ !> -` + "\n"},
	{name: "execl|execlp|execle", do: fArgv, arg: 1, ex: `execl("/bin/rm", "rm", "-rf", "/srv", (char *)NULL); => shell rm -rf /srv` + "\n" +
		`execlp("rm", "rm", "-rf", "/srv", NULL); => shell rm -rf /srv` + "\n" +
		`getenv("PATH"); !> -` + "\n"},
	{name: "execv|execvp|execve|execvpe", do: fShell, arg: 1, ex: `char *argv[] = {"rm", "-rf", "/srv", NULL}; execvp("rm", argv); => shell rm -rf /srv` + "\n" +
		`char *const args[4] = {"rm", "-rf", "/srv", 0}; execv("/bin/rm", args); => shell rm -rf /srv` + "\n" +
		`fork(); !> -` + "\n"},
	{name: "posix_spawn|posix_spawnp", do: fShell, arg: 4, ex: `char *a[] = {"rm", "-rf", "/srv", NULL}; posix_spawnp(&pid, "rm", NULL, NULL, a, environ); => shell rm -rf /srv` + "\n" +
		`waitpid(pid, &st, 0); !> -` + "\n"},
	{name: "std.filesystem.remove_all|filesystem.remove_all|fs.remove_all|remove_all", do: fDeleteTree, ex: `std::filesystem::remove_all("/srv"); => delete-r /srv` + "\n" +
		`namespace fs = std::filesystem; fs::remove_all(fs::path("/srv")); => delete-r /srv` + "\n" +
		`std::filesystem::create_directories("/srv/x"); !> -` + "\n"},
	{name: "unlink|remove|rmdir|std.remove|std.filesystem.remove|filesystem.remove|fs.remove|unlinkat", do: fDelete, ex: `unlink("/etc/hosts"); => delete /etc/hosts` + "\n" +
		`remove("/etc/hosts"); => delete /etc/hosts` + "\n" +
		`std::filesystem::remove("/etc/hosts"); => delete /etc/hosts` + "\n" +
		`remove("a"); !> delete-r a` + "\n" + `fopen("a", "r"); !> -` + "\n"},
}

// dartRules: Process.run/runSync/start, a File's or a Directory's delete (recursive when asked).
var dartRules = [...]frule{
	{name: "Process.run|Process.runSync|Process.start", do: fArgv, ex: `await Process.run('rm', ['-rf', '/srv']); => shell rm -rf /srv` + "\n" +
		`final d = '/srv'; Process.runSync('rm', ['-rf', d]); => shell rm -rf /srv` + "\n" +
		`Process.run('sh', ['-c', 'rm -rf $dir']); => shell sh -c "rm -rf ${_code_value}"` + "\n" +
		`print('Process.run rm -rf /srv'); !> -` + "\n"},
	{name: "#deleteSync|#delete", do: fDeleteIf, arg: -1, ex: `Directory('/srv').deleteSync(recursive: true); => delete-r /srv` + "\n" +
		`await Directory(Platform.environment['HOME']!).delete(recursive: true); => delete-r ?` + "\n" +
		`File('/etc/hosts').deleteSync(); => delete /etc/hosts` + "\n" +
		`File('/etc/hosts').deleteSync(); !> delete-r /etc/hosts` + "\n" +
		`File('a').existsSync(); !> -` + "\n"},
}

// haskellRules: System.Process's shell and process calls, System.Directory's removes.
var haskellRules = [...]frule{
	{name: "callCommand|System.Process.callCommand|system|System.Process.system|spawnCommand|shell|System.Cmd.system", do: fShell, ex: `main = callCommand "rm -rf /srv" => shell rm -rf /srv` + "\n" +
		"import System.Process\nmain = do\n  let d = \"/srv\"\n  callCommand $ \"rm -rf \" ++ d => shell rm -rf /srv" + "\n" +
		`main = system ("rm -rf " ++ "/srv") >> return () => shell rm -rf /srv` + "\n" +
		`main = putStrLn "callCommand rm -rf /srv" !> -` + "\n" +
		`-- callCommand "rm -rf /srv" !> -` + "\n"},
	{name: "callProcess|System.Process.callProcess|rawSystem|spawnProcess|readProcess|readProcessWithExitCode|proc", do: fArgv, ex: `main = callProcess "rm" ["-rf", "/srv"] => shell rm -rf /srv` + "\n" +
		`main = rawSystem "rm" ["-rf", "/srv"] >>= print => shell rm -rf /srv` + "\n" +
		`main = callProcess "git" ["status"] !> shell rm -rf /srv` + "\n" + `main = getArgs >>= print !> -` + "\n"},
	{name: "removeDirectoryRecursive|removePathForcibly|System.Directory.removeDirectoryRecursive|System.Directory.removePathForcibly", do: fDeleteTree, ex: `main = removeDirectoryRecursive "/srv" => delete-r /srv` + "\n" +
		"main = do\n  home <- getHomeDirectory\n  removePathForcibly home => delete-r ~" + "\n" +
		`main = createDirectoryIfMissing True "/srv/x" !> -` + "\n"},
	{name: "removeFile|removeDirectory|System.Directory.removeFile", do: fDelete, ex: `main = removeFile "/etc/hosts" => delete /etc/hosts` + "\n" +
		`main = removeFile "a" !> delete-r a` + "\n" + `main = readFile "a" >>= putStr !> -` + "\n"},
}

// zigRules: std.fs's deletes (of a directory handle, or absolute), std.process's children and
// exec, libc's system.
var zigRules = [...]frule{
	{name: "std.fs.deleteTreeAbsolute|fs.deleteTreeAbsolute|#deleteTree", do: fDeleteTree, ex: `try std.fs.cwd().deleteTree("/srv"); => delete-r /srv` + "\n" +
		`const std = @import("std"); pub fn main() !void { try std.fs.deleteTreeAbsolute("/srv"); } => delete-r /srv` + "\n" +
		`const d = "/srv"; try std.fs.cwd().deleteTree(d); => delete-r /srv` + "\n" +
		`std.debug.print("deleteTree /srv", .{}); !> -` + "\n" +
		`try std.fs.cwd().makePath("/srv/x"); !> -` + "\n"},
	{name: "std.fs.deleteFileAbsolute|std.fs.deleteDirAbsolute|fs.deleteFileAbsolute|std.posix.unlink|std.os.unlink|#deleteFile|#deleteDir", do: fDelete, ex: `try std.fs.cwd().deleteFile("/etc/hosts"); => delete /etc/hosts` + "\n" +
		`try std.fs.deleteFileAbsolute("/etc/hosts"); => delete /etc/hosts` + "\n" +
		`try std.fs.cwd().deleteFile("a"); !> delete-r a` + "\n" + `_ = try std.fs.cwd().openFile("a", .{}); !> -` + "\n"},
	{name: "std.process.Child.run|std.ChildProcess.run|std.ChildProcess.exec|Child.run|ChildProcess.run|ChildProcess.exec", do: fShell, ex: `_ = try std.process.Child.run(.{ .allocator = a, .argv = &.{ "rm", "-rf", "/srv" } }); => shell rm -rf /srv` + "\n" +
		`const argv = [_][]const u8{ "sh", "-c", "rm -rf /srv" }; _ = try std.ChildProcess.run(.{ .allocator = a, .argv = &argv }); => shell sh -c 'rm -rf /srv'` + "\n" +
		`_ = try std.process.Child.run(.{ .allocator = a, .argv = &.{ "git", "status" } }); !> shell rm -rf /srv` + "\n"},
	{name: "std.process.Child.init|std.ChildProcess.init|Child.init|ChildProcess.init", do: fShell, ex: `var c = std.process.Child.init(&[_][]const u8{ "rm", "-rf", "/srv" }, a); _ = try c.spawnAndWait(); => shell rm -rf /srv` + "\n" +
		`var c = std.process.Child.init(&.{ "ls", "-l" }, a); !> shell rm -rf /srv` + "\n"},
	{name: "std.process.execv|std.process.execve|std.posix.execvpeZ|std.os.execvpeZ", do: fShell, arg: 1, ex: `return std.process.execv(a, &.{ "rm", "-rf", "/srv" }); => shell rm -rf /srv` + "\n" +
		`std.process.exit(0); !> -` + "\n"},
	{name: "std.c.system|c.system|system|#system", do: fShell, ex: `_ = std.c.system("rm -rf /srv"); => shell rm -rf /srv` + "\n" +
		`const c = @cImport(@cInclude("stdlib.h")); _ = c.system("rm -rf /srv"); => shell rm -rf /srv` + "\n" +
		`std.debug.print("system rm -rf /srv", .{}); !> -` + "\n"},
}
