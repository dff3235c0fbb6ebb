package spec

import "strings"

// Static file servers hand every file below their root to whoever asks: another machine on
// the network, a tunnel's public URL, or the agent itself through curl localhost, past the
// guard that stops it reading .env. Serving a directory is judged as sending the whole tree
// below it (Read, Tree, Class "send"): a root holding secret files is their exposure, a dist/
// or public/ without any passes. A tunnel of a port (ngrok http 8000, ssh -R) publishes
// whatever listens there, which was judged when it was started; a tunnel that serves a
// directory itself (ngrok http file://DIR, tailscale serve|funnel DIR) is a server of it.
var serveSpecs = []Spec{
	{Name: "caddy", Opts: "h|help v|version", Style: ExactInOrder, Subs: true},
	{Name: "caddy file-server", Opts: "r|root= l|listen= d|domain= b|browse reveal-symlinks t|templates a|access-log v|debug no-compress p|precompressed= x|internal-certs header= h|help", Style: Exact,
		Does: func(c *Call) { serveRoot(c, "r", true) },
		Examples: "caddy file-server => read-r:send .\n" + "caddy file-server --browse --listen :8080 => read-r:send .\n" +
			"caddy file-server --root dist => read-r:send dist\n" + "caddy file-server -r ~/proj => read-r:send ~/proj\n" +
			"caddy file-server --root dist !> read-r:send .\n" + "caddy run => -\n" + "caddy file-server --help => -\n"},
	{Name: "darkhttpd", Opts: "port= addr= maxconn= log= chroot daemon index= no-listing mimetypes= default-mimetype= uid= gid= pidfile= no-keepalive forward= forward-all no-server-id timeout= auth= header= ipv6 single-file= help|h",
		Does:     func(c *Call) { serveOperand(c, 0, "", "darkhttpd") },
		Examples: "darkhttpd . --port 8080 => read-r:send .\n" + "darkhttpd public => read-r:send public\n" + "darkhttpd --help => -\n"},
	// http-server (npm): its root is public/ where there is one, else the current
	// directory; it serves dotfiles unless told --no-dotfiles.
	{Name: "http-server", Opts: "p|port= a= d? i? g|gzip b|brotli e|ext= s|silent cors? o? c= t= U|utc log-ip P|proxy= proxy-options= proxy-all? websocket username= password= S|tls|ssl C|cert= K|key= r|robots? no-dotfiles h|help v|version",
		Does: httpServerDoes,
		Examples: "http-server => read-r:send .\n" + "npx http-server -p 8080 => read-r:send .\n" + "npx http-server dist -c-1 => read-r:send dist\n" +
			"http-server ./build --port 3000 => read-r:send ./build\n" + "http-server dist !> read-r:send .\n" + "http-server --help => -\n"},
	// busybox httpd (busybox runs the applet as httpd): -h is its root, the current directory
	// without it. Apache's httpd takes its root from its configuration: an operand or an
	// option busybox lacks (-k start, -f conf's word) is not busybox's.
	{Name: "httpd", Opts: "f v i p= u= r= h= c= m= e= d=", Style: InOrder, Does: busyboxHttpdDoes,
		Examples: "busybox httpd => read-r:send .\n" + "busybox httpd -f -p 8080 => read-r:send .\n" + "busybox httpd -h public -p 80 => read-r:send public\n" +
			"httpd -k start !> read-r:send .\n" + "httpd -f /etc/httpd/conf/httpd.conf !> read-r:send .\n" + "busybox httpd -h public !> read-r:send .\n"},
	{Name: "live-server", Opts: "port= host= open? no-browser browser= q|quiet V|verbose watch= ignore= ignorePattern= no-css-inject middleware= entry-file= spa wait= htpasswd= cors https= https-module= proxy= mount= help|h v|version", Style: GNU,
		Does:     func(c *Call) { serveOperand(c, 0, ".", "live-server") },
		Examples: "live-server => read-r:send .\n" + "npx live-server --port=8080 dist => read-r:send dist\n" + "live-server dist !> read-r:send .\n"},
	{Name: "miniserve", Opts: "v|verbose index= spa pretty-urls p|port= i|interfaces= a|auth= auth-file= route-prefix= random-route P|no-symlinks H|hidden S|default-sorting-method= O|default-sorting-order= c|color-scheme= d|color-scheme-dark= q|qrcode u|upload-files? U|mkdir uploadable-media-type= o|overwrite-files r|enable-tar g|enable-tar-gz z|enable-zip C|compress-response D|dirs-first t|title= header= l|show-symlink-info F|hide-version-footer hide-theme-selector W|show-wget-footer print-completions= print-manpage tls-cert= tls-key= readme disable-indexing I|enable-webdav h|help V|version",
		Does:     func(c *Call) { serveOperand(c, 0, ".", "miniserve") },
		Examples: "miniserve => read-r:send .\n" + "miniserve -p 8080 ~/proj => read-r:send ~/proj\n" + "miniserve dist !> read-r:send .\n" + "miniserve --help => -\n"},
	{Name: "ngrok", Opts: "config= log= log-format= log-level= authtoken= h|help v|version", Style: ExactInOrder, Subs: true},
	{Name: "ngrok http", Opts: "url= domain= hostname= subdomain= basic-auth= oauth= oauth-allow-domain= oauth-allow-email= oauth-scope= oidc= oidc-client-id= oidc-client-secret= oidc-scope= region= host-header= scheme= inspect? request-header-add= request-header-remove= response-header-add= response-header-remove= circuit-breaker= compression? cidr-allow= cidr-deny= mutual-tls-cas= traffic-policy-file= pooling-enabled? upstream-tls-verify? app-protocol= binding= config= log= log-format= log-level= authtoken= h|help", Style: Exact,
		Does: ngrokDoes,
		Examples: "ngrok http file:///home/me/proj => read-r:send /home/me/proj\n" + "ngrok http 'file://./dist' => read-r:send ./dist\n" +
			"ngrok http 8000 => -\n" + "ngrok http http://localhost:3000 => -\n"},
	// serve (npm, Vercel's): its operand is the root, the current directory without one.
	{Name: "serve", Opts: "l|listen= p= s|single d|debug c|config= n|no-clipboard u|no-compression no-etag S|symlinks C|cors ssl-cert= ssl-key= ssl-pass= no-request-logging L|no-port-switching h|help v|version",
		Does:     func(c *Call) { serveOperand(c, 0, ".", "serve") },
		Examples: "npx serve => read-r:send .\n" + "serve -l 5000 => read-r:send .\n" + "npx serve -s build => read-r:send build\n" + "bunx serve public !> read-r:send .\n" + "serve --help => -\n"},
	{Name: "tailscale", Opts: "socket= h|help", Style: ExactInOrder, Subs: true},
	{Name: "tailscale funnel", Opts: "bg? https= http= tcp= tls-terminated-tcp= set-path= yes y h|help", Style: Exact,
		Does: tailscaleServeDoes,
		Examples: "tailscale funnel /home/me/proj => read-r:send /home/me/proj\n" + "tailscale funnel --bg --set-path /files ./dist => read-r:send ./dist\n" +
			"tailscale funnel 3000 => -\n" + "tailscale funnel http://127.0.0.1:3000 => -\n" + "tailscale funnel status => -\n" + "tailscale funnel --https=443 off => -\n"},
	{Name: "tailscale serve", Like: "tailscale funnel"},
	{Name: "twistd", Opts: "n|nodaemon l|logfile= pidfile= y|python= f|file= s|source= d|rundir= u|uid= g|gid= umask= syslog prefix= chroot= reactor= o|no_save profile= profiler= savestats spew b|debug e|encrypted help|h version", Style: InOrder, Subs: true},
	{Name: "twistd web", Opts: "path= port= listen= p= index= user ignore-ext= add-header= https= certificate= privkey= c= personal notracebacks display-tracebacks wsgi= class= resource-script= mime-type= allow-ignore-ext logfile= help|h", Style: GNU,
		Does:     func(c *Call) { serveRoot(c, "path", false) },
		Examples: "twistd -n web --path . => read-r:send .\n" + "twistd -no web --port tcp:8080 --path=dist => read-r:send dist\n" + "twistd web --wsgi app.app !> read-r:send .\n"},
}

// serveDir adds the exposure of a directory a server serves.
func serveDir(c *Call, dir Word, by string) {
	c.Add(Effect{Kind: Read, Path: c.PathOf(dir), Tree: true, Class: "send", By: by})
}

// serveRoot serves the value of option opt; without it, the current directory where dflt,
// else nothing (twistd web serves no files unless given --path).
func serveRoot(c *Call, opt string, dflt bool) {
	if c.Has("help") {
		return
	}
	by := strings.Join(c.Path, " ")
	if v, ok := c.Value(opt); ok {
		serveDir(c, v, by)
	} else if dflt {
		serveDir(c, Word{S: "."}, by)
	}
}

// serveOperand serves the i-th operand, def without one ("" : nothing).
func serveOperand(c *Call, i int, def, by string) {
	if c.Has("help") || c.Has("h") || c.Has("version") || c.Has("V") {
		return
	}
	ops := c.Operands()
	switch {
	case i < len(ops):
		serveDir(c, ops[i], by)
	case def != "":
		serveDir(c, Word{S: def}, by)
	}
}

func httpServerDoes(c *Call) {
	if c.Has("help") || c.Has("version") {
		return
	}
	ops := c.Operands()
	if len(ops) > 0 {
		serveDir(c, ops[0], "http-server")
		return
	}
	root := Word{S: "."}
	if p := c.PathOf(Word{S: "public"}); c.isDir(p) {
		root = Word{S: "public"}
	}
	serveDir(c, root, "http-server")
}

func busyboxHttpdDoes(c *Call) {
	if len(c.Operands()) > 0 {
		return // Apache's: busybox httpd takes no operand
	}
	for _, o := range c.P.Opts {
		if !o.Known {
			return
		}
	}
	serveRoot(c, "h", true)
}

// ngrokDoes: ngrok http file://DIR serves the directory itself; a port or URL is a tunnel.
func ngrokDoes(c *Call) {
	if c.Has("help") {
		return
	}
	t := c.Operand(0)
	if rest, ok := strings.CutPrefix(t.S, "file://"); ok && rest != "" {
		serveDir(c, Word{S: rest, Dyn: t.Dyn, Lead: strings.TrimPrefix(t.Lead, "file://")}, "ngrok http file://")
	}
}

// tailscaleServeDoes: tailscale serve|funnel TARGET serves a path that starts with / or .
// as files (a directory, or a file); a port, a URL or text:... proxies or answers.
func tailscaleServeDoes(c *Call) {
	if c.Has("help") {
		return
	}
	for _, t := range c.Operands() {
		if t.S == "/" || strings.HasPrefix(t.S, "/") || strings.HasPrefix(t.S, ".") || strings.HasPrefix(t.S, "~") {
			serveDir(c, t, strings.Join(c.Path, " "))
		}
	}
}

// pyServeDoes serves the directory of python -m http.server (its -d/--directory, the
// current one without it), SimpleHTTPServer and CGIHTTPServer (always the current one). It
// reports whether module was one of them.
func pyServeDoes(c *Call, module string, args []Word) bool {
	switch module {
	case "SimpleHTTPServer", "CGIHTTPServer":
		serveDir(c, Word{S: "."}, "python -m "+module)
		return true
	case "http.server":
	default:
		return false
	}
	dir := Word{S: "."}
	for i := 0; i < len(args); i++ {
		w := args[i]
		if w.Dyn {
			continue
		}
		name, val, eq := strings.Cut(w.S, "=")
		switch {
		case w.S == "-h" || w.S == "--help":
			return true
		case name == "-d" || len(name) > 3 && strings.HasPrefix("--directory", name):
			if eq {
				dir = Word{S: val}
			} else if i+1 < len(args) {
				i++
				dir = args[i]
			}
		case strings.HasPrefix(w.S, "-d") && !strings.HasPrefix(w.S, "--"):
			dir = w.Part(w.S[2:])
		}
	}
	serveDir(c, dir, "python -m http.server")
	return true
}

// rubyServeDoes serves the root of ruby -run -e httpd [DIR] (un.rb's WEBrick server: the
// current directory without one). args are the words after the code.
func rubyServeDoes(c *Call, args []Word) {
	dir := Word{S: "."}
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch {
		case w.Dyn:
			dir = w
		case w.S == "--":
		case inWords("-p --port -b --bind-address --request-timeout --http-version --ssl-certificate --ssl-private-key", w.S):
			i++
		case strings.HasPrefix(w.S, "-"):
		default:
			dir = w
		}
	}
	serveDir(c, dir, "ruby -run -e httpd")
}

// rest is the words a program's code is given: those after the option that ends parsing
// (python -m MOD ...), else the operands (ruby -e CODE ...).
func (c *Call) rest() []Word {
	if c.P.Rest >= 0 {
		return c.Words[c.P.Rest:]
	}
	return c.Operands()
}
