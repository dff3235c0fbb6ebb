package code

import "strings"

// nodeBuiltins are the modules Node itself provides: require("fs") never reads a file, even
// where node_modules/fs exists (Node prefers its own).
var nodeBuiltins = [...]string{"assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants",
	"crypto", "dgram", "diagnostics_channel", "dns", "domain", "events", "fs", "http", "http2", "https", "inspector",
	"module", "net", "os", "path", "perf_hooks", "process", "punycode", "querystring", "readline", "repl", "stream",
	"string_decoder", "sys", "timers", "tls", "trace_events", "tty", "url", "util", "v8", "vm", "wasi",
	"worker_threads", "zlib"}

// nodeBuiltin reports a module Node provides itself: node:NAME, or a builtin's name with or
// without a subpath (fs/promises).
func nodeBuiltin(s string) bool {
	if strings.HasPrefix(s, "node:") {
		return true
	}
	first, _, _ := strings.Cut(s, "/")
	for _, b := range nodeBuiltins {
		if first == b {
			return true
		}
	}
	return false
}
