package boundary

// toolCaches are the directories build tools keep their caches in directly below
// node_modules (babel-loader, eslint, webpack, terser and others in .cache, Vite in .vite):
// no package manager installs them, and clearing one (rm -rf node_modules/.cache) is the
// standard cure for a stale build, not an edit of a dependency.
var toolCaches = [...]string{".cache", ".vite", ".vite-temp"}

// toolCache reports whether the path's parts (lower case, relative to a root) are in a tool
// cache below node_modules: the entry right after its first node_modules is one.
func toolCache(parts []string) bool {
	for i, p := range parts {
		if p != "node_modules" {
			continue
		}
		if i+1 >= len(parts) {
			return false
		}
		for _, c := range toolCaches {
			if parts[i+1] == c {
				return true
			}
		}
		return false
	}
	return false
}
