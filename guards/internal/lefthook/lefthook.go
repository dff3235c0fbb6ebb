// Package lefthook knows every file lefthook reads its hooks from, for the guards that judge a
// write there: self (code the git floor starts later) and boundary (the configuration that
// calls hookguard's git floor). One list, so that the two cannot drift apart.
package lefthook

import "strings"

// Files are the configuration files lefthook reads, relative to the repository root, in lower
// case (lefthook.dev/configuration, "Config file name"): the main config and the -local one
// merged over it, each as YAML, TOML, JSON or JSONC, with or without a leading dot, and the
// undotted names below .config/ too. A -local file works without a main one.
var Files = [...]string{
	"lefthook.yml", "lefthook.yaml", "lefthook.toml", "lefthook.json", "lefthook.jsonc",
	".lefthook.yml", ".lefthook.yaml", ".lefthook.toml", ".lefthook.json", ".lefthook.jsonc",
	".config/lefthook.yml", ".config/lefthook.yaml", ".config/lefthook.toml", ".config/lefthook.json", ".config/lefthook.jsonc",
	"lefthook-local.yml", "lefthook-local.yaml", "lefthook-local.toml", "lefthook-local.json", "lefthook-local.jsonc",
	".lefthook-local.yml", ".lefthook-local.yaml", ".lefthook-local.toml", ".lefthook-local.json", ".lefthook-local.jsonc",
	".config/lefthook-local.yml", ".config/lefthook-local.yaml", ".config/lefthook-local.toml", ".config/lefthook-local.json", ".config/lefthook-local.jsonc",
}

// Dirs are the directories whose scripts lefthook runs by name from a hook's `scripts:`
// (source_dir and source_dir_local as they are by default): a script there is code too.
var Dirs = [...]string{".lefthook", ".lefthook-local"}

// Config reports rel, a slash-separated path relative to the repository root, as one of Files
// or a file below one of Dirs. Case is ignored: on macOS's and Windows' file systems
// LEFTHOOK.YML is lefthook.yml.
func Config(rel string) bool {
	rel = strings.ToLower(strings.TrimPrefix(rel, "./"))
	for _, f := range Files {
		if rel == f {
			return true
		}
	}
	for _, d := range Dirs {
		if strings.HasPrefix(rel, d+"/") || rel == d {
			return true
		}
	}
	return false
}
