package code

// The tables of the languages the call reader reads (foreign.go): each language's tree
// delete, file delete and process spawn, with snippets each must and must not match.

// elixirRules: File's deletes, System.cmd/System.shell, :os.cmd, Port.open.
var elixirRules = [...]frule{
	{name: "File.rm_rf!|File.rm_rf", do: fDeleteTree, ex: `File.rm_rf!("/srv") => delete-r /srv` + "\n" +
		`d = "/srv"; File.rm_rf(d) => delete-r /srv` + "\n" +
		`"/srv" |> File.rm_rf!() => delete-r /srv` + "\n" +
		`File.rm_rf! "/srv" => delete-r /srv` + "\n" +
		`File.rm_rf!(Path.join(base, "x")) => delete-r ?` + "\n" +
		`IO.puts("File.rm_rf!(\"/srv\")") !> -` + "\n" +
		`# File.rm_rf!("/srv") !> -` + "\n"},
	{name: "File.rm!|File.rm|File.rmdir!|File.rmdir", do: fDelete, ex: `File.rm!("/etc/hosts") => delete /etc/hosts` + "\n" +
		`File.rm("a") !> delete-r a` + "\n" + `File.read!("a") !> -` + "\n"},
	{name: "System.cmd", do: fArgv, ex: `System.cmd("rm", ["-rf", "/srv"]) => shell rm -rf /srv` + "\n" +
		`System.cmd("git", ["status"]) !> shell rm -rf /srv` + "\n" + `System.get_env("HOME") !> -` + "\n"},
	{name: "System.shell|:os.cmd|Port.open", do: fShell, ex: `System.shell("rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`:os.cmd('rm -rf /srv') => shell rm -rf /srv` + "\n" +
		`:os.cmd(~c"rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`System.shell(~s(rm -rf /srv)) => shell rm -rf /srv` + "\n" +
		`System.shell("rm -rf #{dir}") => shell rm -rf ${_code_value}` + "\n" +
		`System.version() !> -` + "\n"},
}

// groovyRules: File's deletes, a string's or a list's execute(), ProcessBuilder, Runtime.exec.
var groovyRules = [...]frule{
	{name: "#deleteDir|FileUtils.deleteDirectory|org.apache.commons.io.FileUtils.deleteDirectory|FileUtils.forceDelete", do: fDeleteTree, arg: -1, ex: `new File("/srv").deleteDir() => delete-r /srv` + "\n" +
		`def d = new File("/srv"); d.deleteDir() => delete-r /srv` + "\n" +
		`new File("/srv").mkdirs() !> -` + "\n"},
	{name: "#delete", do: fDelete, arg: -1, ex: `new File("/etc/hosts").delete() => delete /etc/hosts` + "\n" +
		`new File("a").delete() !> delete-r a` + "\n" + `new File("a").exists() !> -` + "\n"},
	{name: "#execute", do: fShell, arg: -1, ex: `"rm -rf /srv".execute() => shell rm -rf /srv` + "\n" +
		`["rm", "-rf", "/srv"].execute().waitFor() => shell rm -rf /srv` + "\n" +
		`"rm -rf ${dir}".execute() => shell rm -rf ${_code_value}` + "\n" +
		`println "rm -rf /srv" !> -` + "\n"},
	{name: "ProcessBuilder|java.lang.ProcessBuilder", do: fArgv, ex: `new ProcessBuilder("rm", "-rf", "/srv").start() => shell rm -rf /srv` + "\n" +
		`def pb = new ProcessBuilder(); pb.command(["rm", "-rf", "/srv"]); pb.redirectErrorStream(true).start() => shell rm -rf /srv` + "\n" +
		`new StringBuilder("rm").toString() !> -` + "\n"},
	{name: "#exec", do: fShell, ex: `Runtime.getRuntime().exec("rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`Runtime.getRuntime().availableProcessors() !> -` + "\n"},
}

// kotlinRules: File's deletes, ProcessBuilder, Runtime.exec.
var kotlinRules = [...]frule{
	{name: "#deleteRecursively", do: fDeleteTree, arg: -1, ex: `java.io.File("/srv").deleteRecursively() => delete-r /srv` + "\n" +
		`val d = File("/srv"); d.deleteRecursively() => delete-r /srv` + "\n" +
		`File("/srv").walkTopDown() !> -` + "\n"},
	{name: "#delete", do: fDelete, arg: -1, ex: `File("/etc/hosts").delete() => delete /etc/hosts` + "\n" +
		`File("a").delete() !> delete-r a` + "\n" + `File("a").exists() !> -` + "\n"},
	{name: "Files.delete|Files.deleteIfExists|java.nio.file.Files.delete", do: fDelete, ex: `Files.delete(Paths.get("/etc/hosts")) => delete /etc/hosts` + "\n" +
		`Files.exists(Paths.get("a")) !> -` + "\n"},
	{name: "ProcessBuilder|java.lang.ProcessBuilder", do: fArgv, ex: `ProcessBuilder("rm", "-rf", "/srv").start() => shell rm -rf /srv` + "\n" +
		`ProcessBuilder(listOf("rm", "-rf", "/srv")).start() => shell rm -rf /srv` + "\n" +
		// An empty builder told its command later (procobj.go).
		`val pb = ProcessBuilder(); pb.command("rm", "-rf", "/srv"); pb.inheritIO().start() => shell rm -rf /srv` + "\n" +
		`ProcessBuilder().command(listOf("rm", "-rf", "/srv")).start() => shell rm -rf /srv` + "\n" +
		`val pb = ProcessBuilder(); pb.command("rm", "-rf", "/srv") !> shell rm -rf /srv` + "\n" +
		`StringBuilder("rm") !> -` + "\n"},
	{name: "#exec", do: fShell, ex: `Runtime.getRuntime().exec("rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`Runtime.getRuntime().exec(arrayOf("rm", "-rf", "/srv")) => shell rm -rf /srv` + "\n" +
		`println("rm -rf /srv") !> -` + "\n"},
}

// scalaRules: sys.process's ! and !!, os-lib's os.remove and os.proc, File's deletes.
var scalaRules = [...]frule{
	{name: "Process|sys.process.Process|scala.sys.process.Process", do: fShell, ex: `Process("rm -rf /srv").! => shell rm -rf /srv` + "\n" +
		`Process("ls").! !> shell rm -rf /srv` + "\n"},
	{name: "#!|#!!", do: fShell, arg: -1, ex: `import sys.process._; "rm -rf /srv".! => shell rm -rf /srv` + "\n" +
		`Seq("rm", "-rf", "/srv").!! => shell rm -rf /srv` + "\n" +
		`println("rm -rf /srv") !> -` + "\n"},
	{name: "os.remove.all|FileUtils.deleteDirectory|#deleteRecursively", do: fDeleteTree, ex: `os.remove.all(os.Path("/srv")) => delete-r /srv` + "\n" +
		`os.list(os.Path("/srv")) !> -` + "\n"},
	{name: "os.remove|Files.delete|Files.deleteIfExists", do: fDelete, ex: `os.remove(os.Path("/etc/hosts")) => delete /etc/hosts` + "\n" +
		`os.remove(os.Path("a")) !> delete-r a` + "\n" + `os.exists(os.Path("a")) !> -` + "\n"},
	{name: "os.proc", do: fArgv, ex: `os.proc("rm", "-rf", "/srv").call() => shell rm -rf /srv` + "\n" +
		`os.pwd !> -` + "\n"},
	{name: "ProcessBuilder|java.lang.ProcessBuilder", do: fArgv, ex: `new ProcessBuilder("rm", "-rf", "/srv").start() => shell rm -rf /srv` + "\n" +
		`val pb = new ProcessBuilder(); pb.command("rm", "-rf", "/srv"); pb.start() => shell rm -rf /srv` + "\n" +
		`new ProcessBuilder() !> -` + "\n"},
	{name: "#delete", do: fDelete, arg: -1, ex: `new java.io.File("/etc/hosts").delete() => delete /etc/hosts` + "\n" +
		`new java.io.File("a").exists() !> -` + "\n"},
}

// swiftRules: FileManager's removeItem, Process, system-like launches.
var swiftRules = [...]frule{
	{name: "#removeItem|#trashItem", do: fDeleteTree, ex: `try FileManager.default.removeItem(atPath: "/srv") => delete-r /srv` + "\n" +
		`try FileManager.default.removeItem(at: URL(fileURLWithPath: "/srv")) => delete-r /srv` + "\n" +
		`let fm = FileManager.default; try fm.removeItem(atPath: "/srv") => delete-r /srv` + "\n" +
		`FileManager.default.fileExists(atPath: "/srv") !> -` + "\n"},
	{name: "Process.launchedProcess|#launchedProcess|Process.run", do: fArgv, ex: `Process.launchedProcess(launchPath: "/bin/rm", arguments: ["-rf", "/srv"]) => shell /bin/rm -rf /srv` + "\n" +
		`try Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", "/srv"]) => shell /bin/rm -rf /srv` + "\n" +
		// A process object told its program and arguments through properties (procobj.go).
		`let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/rm"); p.arguments = ["-rf", "/srv"]; try p.run() => shell /bin/rm -rf /srv` + "\n" +
		`let t = NSTask(); t.launchPath = "/bin/rm"; t.arguments = ["-rf", "/srv"]; t.launch() => shell /bin/rm -rf /srv` + "\n" +
		`let t = NSTask(); t.setLaunchPath("/bin/rm"); t.setArguments(["-rf", "/srv"]); t.launch() => shell /bin/rm -rf /srv` + "\n" +
		`let t = NSTask(); t.setLaunchPath("/bin/rm"); t.setArguments(["-rf", "/srv"]) !> shell /bin/rm -rf /srv` + "\n" +
		`let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/rm"); p.arguments = []; p.arguments.append("-rf"); p.arguments.append("/srv"); try p.run() => shell /bin/rm -rf /srv` + "\n" +
		`let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/rm"); p.arguments = ["-rf", NSHomeDirectory()]; try p.run() => shell /bin/rm -rf "${_code_value}"` + "\n" +
		`let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/rm"); p.arguments = ["-rf", "/srv"] !> shell /bin/rm -rf /srv` + "\n" +
		`ProcessInfo.processInfo.environment !> -` + "\n"},
	{name: "system|posix_spawn", do: fShell, ex: `system("rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`print("system") !> -` + "\n"},
}

// csharpRules: Directory.Delete (recursive when asked), File.Delete, Process.Start.
var csharpRules = [...]frule{
	{name: "Directory.Delete|System.IO.Directory.Delete", do: fDeleteIf, ex: `Directory.Delete("/srv", true); => delete-r /srv` + "\n" +
		`System.IO.Directory.Delete("/srv", recursive: true) => delete-r /srv` + "\n" +
		`Directory.Delete("/srv/empty") !> delete-r /srv/empty` + "\n" +
		`Directory.Exists("/srv") !> -` + "\n"},
	{name: "#Delete", do: fDeleteIf, arg: -1, ex: `new DirectoryInfo("/srv").Delete(true) => delete-r /srv` + "\n" +
		`new FileInfo("/etc/hosts").Delete() => delete /etc/hosts` + "\n" +
		`new FileInfo("a").Exists !> -` + "\n"},
	{name: "File.Delete|System.IO.File.Delete", do: fDelete, ex: `File.Delete("/etc/hosts"); => delete /etc/hosts` + "\n" +
		`File.ReadAllText("a") !> -` + "\n"},
	{name: "Process.Start|System.Diagnostics.Process.Start", do: fProgArgs, ex: `Process.Start("rm", "-rf /srv"); => shell rm -rf /srv` + "\n" +
		// A process object told its program and arguments through properties (procobj.go).
		`var psi = new ProcessStartInfo { FileName = "rm", Arguments = "-rf /srv" }; Process.Start(psi); => shell rm -rf /srv` + "\n" +
		`var p = new Process(); p.StartInfo.FileName = "rm"; p.StartInfo.Arguments = "-rf /srv"; p.Start(); => shell rm -rf /srv` + "\n" +
		`var p = new Process { StartInfo = new ProcessStartInfo { FileName = "rm", Arguments = "-rf /srv" } }; p.Start(); => shell rm -rf /srv` + "\n" +
		`var psi = new ProcessStartInfo("rm"); psi.ArgumentList.Add("-rf"); psi.ArgumentList.Add("/srv"); Process.Start(psi); => shell rm -rf /srv` + "\n" +
		`Process.Start(new ProcessStartInfo("rm", "-rf /srv") { UseShellExecute = false }); => shell rm -rf /srv` + "\n" +
		// F#, read by this table: a property set with <-.
		"let psi = ProcessStartInfo()\npsi.FileName <- \"rm\"\npsi.Arguments <- \"-rf /srv\"\nProcess.Start(psi) |> ignore => shell rm -rf /srv" + "\n" +
		"let p = new Process()\np.StartInfo.FileName <- \"rm\"\np.StartInfo.Arguments <- \"-rf /srv\"\np.Start() |> ignore => shell rm -rf /srv" + "\n" +
		"let psi = ProcessStartInfo()\npsi.FileName <- \"rm\"\nif psi.Arguments.Length < -1 then () !> shell rm -rf /srv" + "\n" +
		`var psi = new ProcessStartInfo { FileName = "rm", Arguments = "-rf /srv" }; !> shell rm -rf /srv` + "\n" +
		`Process.Start("bash", "-c \"rm -rf /srv\"") => shell bash -c "rm -rf /srv"` + "\n" +
		`Process.GetCurrentProcess() !> -` + "\n"},
}

// clojureRules: clojure.java.shell/sh, babashka's process and fs, io's delete-file.
var clojureRules = [...]frule{
	{name: "clojure.java.shell/sh|sh|/sh|babashka.process/shell|babashka.process/process|shell|process|/shell|/process|babashka.tasks/shell", do: fArgv, ex: `(clojure.java.shell/sh "rm" "-rf" "/srv") => shell rm -rf /srv` + "\n" +
		`(require '[clojure.java.shell :as sh]) (sh/sh "rm" "-rf" "/srv") => shell rm -rf /srv` + "\n" +
		`(babashka.process/shell "rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`(#(clojure.java.shell/sh "rm" "-rf" %) "/srv") => shell rm -rf "${_code_value}"` + "\n" +
		`(def cmd '(sh "rm" "-rf" "/srv")) !> shell rm -rf /srv` + "\n" +
		`(println "sh rm -rf /srv") !> -` + "\n"},
	{name: "babashka.fs/delete-tree|fs/delete-tree|/delete-tree", do: fDeleteTree, ex: `(babashka.fs/delete-tree "/srv") => delete-r /srv` + "\n" +
		`(def d "/srv") (fs/delete-tree d) => delete-r /srv` + "\n" +
		`(fs/exists? "/srv") !> -` + "\n"},
	{name: "babashka.fs/delete|fs/delete|babashka.fs/delete-if-exists|fs/delete-if-exists|clojure.java.io/delete-file|io/delete-file|delete-file", do: fDelete, ex: `(clojure.java.io/delete-file "/etc/hosts") => delete /etc/hosts` + "\n" +
		`(fs/delete "a") !> delete-r a` + "\n" + `(slurp "a") !> -` + "\n"},
	{name: ".delete", do: fDelete, arg: -1, ex: `(.delete (io/file "/etc/hosts")) => delete /etc/hosts` + "\n" +
		`(.exists (io/file "a")) !> -` + "\n"},
	{name: ".exec", do: fShell, arg: 1, ex: `(.exec (Runtime/getRuntime) "rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`(.availableProcessors (Runtime/getRuntime)) !> -` + "\n"},
}

// racketRules: system, system*, process, delete-directory/files.
var racketRules = [...]frule{
	{name: "system|process|shell-execute|system/exit-code", do: fShell, ex: `(system "rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`(system (string-append "rm -rf " "/srv")) => shell rm -rf /srv` + "\n" +
		`(displayln "rm -rf /srv") !> -` + "\n"},
	{name: "system*|process*|system*/exit-code", do: fArgv, ex: `(system* "/bin/rm" "-rf" "/srv") => shell /bin/rm -rf /srv` + "\n" +
		`(find-executable-path "rm") !> -` + "\n"},
	{name: "delete-directory/files", do: fDeleteTree, ex: `(delete-directory/files "/srv") => delete-r /srv` + "\n" +
		`(directory-exists? "/srv") !> -` + "\n"},
	{name: "delete-file|delete-directory", do: fDelete, ex: `(delete-file "/etc/hosts") => delete /etc/hosts` + "\n" +
		`(delete-directory "/srv/empty") !> delete-r /srv/empty` + "\n"},
}

// schemeRules (Guile): system, system*, open-pipe, delete-file, rmdir.
var schemeRules = [...]frule{
	{name: "system|open-pipe|open-input-pipe|open-output-pipe", do: fShell, ex: `(system "rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`(use-modules (ice-9 popen)) (open-input-pipe "rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`(display "rm -rf /srv") !> -` + "\n"},
	{name: "system*|open-pipe*", do: fArgv, ex: `(system* "rm" "-rf" "/srv") => shell rm -rf /srv` + "\n" +
		`(getenv "HOME") !> -` + "\n"},
	{name: "delete-file|rmdir", do: fDelete, ex: `(delete-file "/etc/hosts") => delete /etc/hosts` + "\n" +
		`(rmdir "/srv/empty") !> delete-r /srv/empty` + "\n"},
}

// lispRules (SBCL, uiop, cl-fad): run-program, delete-directory-tree, delete-file.
var lispRules = [...]frule{
	{name: "sb-ext:run-program|uiop:launch-program|/run-program|/launch-program|run-program|ext:run-program|ccl:run-program", do: fArgv, ex: `(sb-ext:run-program "/bin/rm" (list "-rf" "/srv")) => shell /bin/rm -rf /srv` + "\n" +
		`(sb-ext:run-program "/bin/rm" '("-rf" "/srv") :search t) => shell /bin/rm -rf /srv` + "\n" +
		`(print "run-program") !> -` + "\n"},
	{name: "uiop:run-program|uiop/run-program:run-program", do: fShell, ex: `(uiop:run-program "rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`(uiop:run-program (list "rm" "-rf" "/srv")) => shell rm -rf /srv` + "\n" +
		`(funcall #'uiop:run-program "rm -rf /srv") => shell rm -rf /srv` + "\n" +
		`(uiop:getenv "HOME") !> -` + "\n"},
	{name: "uiop:delete-directory-tree|cl-fad:delete-directory-and-files|osicat:delete-directory-and-files|/delete-directory-tree|/delete-directory-and-files", do: fDeleteTree, ex: `(uiop:delete-directory-tree #p"/srv/" :validate t) => delete-r /srv/` + "\n" +
		`(uiop:directory-exists-p #p"/srv/") !> -` + "\n"},
	{name: "sb-ext:delete-directory", do: fDeleteIf, ex: `(sb-ext:delete-directory "/srv/" :recursive t) => delete-r /srv/` + "\n" +
		`(sb-ext:delete-directory "/srv/empty/") !> delete-r /srv/empty/` + "\n"},
	{name: "delete-file|uiop:delete-file-if-exists|cl:delete-file", do: fDelete, ex: `(delete-file "/etc/hosts") => delete /etc/hosts` + "\n" +
		`(probe-file "/etc/hosts") !> -` + "\n"},
}
