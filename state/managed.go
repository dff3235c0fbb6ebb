package state

import "runtime"

// ManagedPath, when set, is where the managed policy lives instead of the system path. It is
// set at build time (-ldflags "-X github.com/hookguard/hookguard/state.ManagedPath=/usr/local/etc/hookguard/guards.toml",
// for a packager whose system keeps configuration elsewhere) and by the tests, which
// set it from Go; nothing in a shipped binary reads it from the environment or a file.
//
// Why not a variable in the environment: the managed policy binds the user and the project,
// so it must come from where only the machine's administrator writes. The agent cannot
// change the environment the harness starts the hook with, but the user can (a shell
// profile, the harness's own settings: Claude Code's "env", which a project's
// .claude/settings.json may also carry), and one variable pointing at an empty file would
// take every lock away.
var ManagedPath string

// ManagedFile is the managed policy's path on this system: the one place, like Claude
// Code's managed settings, that only an administrator writes.
func ManagedFile() string {
	if ManagedPath != "" {
		return ManagedPath
	}
	return managedFileFor(runtime.GOOS)
}

// managedFileFor is the system path per OS. Windows' is the usual %ProgramData%, written out
// rather than read from the variable, which the user's environment may move (see
// ManagedPath); a system whose ProgramData lives elsewhere sets ManagedPath at build time.
func managedFileFor(goos string) string {
	switch goos {
	case "darwin", "ios":
		return "/Library/Application Support/hookguard/guards.toml"
	case "windows":
		return `C:\ProgramData\hookguard\guards.toml`
	}
	return "/etc/hookguard/guards.toml"
}
