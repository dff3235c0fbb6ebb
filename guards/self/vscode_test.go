package self

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// VS Code's integrated terminal and tasks start the shell its settings name, with the
// environment they give: a PATH or a profile put there runs before every command the person
// types in it, outside any hook. So does an extension installed. Every writer of the settings
// (a redirect, a copy, a file tool's write or edit, the user's settings and a .code-workspace
// file's) and every way an extension lands (the CLI, a copy into the extensions directory);
// ordinary settings, and reading or removing extensions, pass.
func TestVSCodeTerminalAndExtensions(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.base, "evil.json"), []byte(`{"terminal.integrated.env.linux": {"PATH": "/tmp/x:${env:PATH}"}}`), 0o644)
	write(t, filepath.Join(w.base, "ok.json"), []byte(`{"editor.tabSize": 2}`), 0o644)
	for _, c := range []struct{ cmd, rule string }{
		{`echo '{"terminal.integrated.env.linux":{"PATH":"/tmp/x:${env:PATH}"}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.env.osx":{"LD_PRELOAD":"/tmp/x.so"}}' > .vscode/settings.json`, "startup-code"},
		{`printf '{\n // x\n "terminal.integrated.defaultProfile.linux": "e",\n "terminal.integrated.profiles.linux": {"e": {"path": "./x.sh"}}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.shellArgs.linux": ["--rcfile", "x"]}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.automationProfile.linux": {"path": "./x.sh"}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.\u0065nv.windows": {"PATH": "C:\\x"}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"settings": {"terminal.integrated.env.linux": {"PATH": "/tmp"}}}' > app.code-workspace`, "startup-code"},
		{"cp $BASE/evil.json .vscode/settings.json", "startup-code"},
		{"cp $BASE/evil.json ~/.config/Code/User/settings.json", "startup-code"},
		{"code --install-extension evil.vsix", "startup-code"},
		{"code --force --install-extension=publisher.name", "startup-code"},
		{"codium --install-extension x.vsix", "startup-code"},
		{"cursor --install-extension x.vsix", "startup-code"},
		{"cp -r ext ~/.vscode/extensions/evil-1.0.0", "startup-code"},
		{"unzip -o x.vsix -d ~/.vscode-server/extensions/evil", "startup-code"},
		{`echo '{"terminal.integrated.env.linux": {"JAVA_HOME": "/opt/jdk", "PYTHONPATH": "src"}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.env.linux": {"NODE_OPTIONS": "--require ./x.js"}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.env.linux": {"GIT_DIR": "/tmp/g"}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.env.linux": {"RUST_LOG": "x"}, "terminal.integrated.env.linux": {"PATH": "/tmp"}}' > .vscode/settings.json`, "startup-code"},
		{`echo '{"terminal.integrated.env.linux": {"A": "1"' >> .vscode/settings.json`, "startup-code"},
		// Ordinary: other settings, the terminal's look and ordinary variables, reading extensions.
		{`printf '{
  // for the tests
  "terminal.integrated.env.linux": {"JAVA_HOME": "/opt/jdk", "RUST_LOG": "debug",},
}
' > .vscode/settings.json`, ""},
		{`echo '{"terminal.integrated.env.osx": {"NODE_OPTIONS": "--max-old-space-size=4096"}}' > .vscode/settings.json`, ""},
		{`echo '{"editor.tabSize": 2, "terminal.integrated.fontSize": 13}' > .vscode/settings.json`, ""},
		{"cp $BASE/ok.json .vscode/settings.json", ""},
		{`echo '{"terminal.integrated.env.linux":{}}' > docs/settings.json`, ""},
		{"code --list-extensions --show-versions", ""},
		{"code --uninstall-extension ms-python.python", ""},
		{"code .", ""},
	} {
		v := w.shell(t, c.cmd)
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("%q: got %v %s (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
	settings := filepath.Join(w.root, ".vscode", "settings.json")
	for _, c := range []struct {
		path, text, rule string
		op               hookguard.Op
	}{
		{settings, `{"terminal.integrated.env.linux": {"PATH": "/tmp/x"}}`, "startup-code", hookguard.OpWrite},
		{settings, `"terminal.integrated.profiles.linux": {}`, "startup-code", hookguard.OpEdit},
		{filepath.Join(w.home, ".config", "Code", "User", "settings.json"), `{"terminal.integrated.defaultProfile.linux": "x"}`, "startup-code", hookguard.OpWrite},
		{filepath.Join(w.home, ".vscode", "extensions", "x", "extension.js"), `require("child_process")`, "startup-code", hookguard.OpWrite},
		{settings, `{"editor.formatOnSave": true}`, "", hookguard.OpWrite},
		{settings, `{"terminal.integrated.env.windows": {"Path": "C:\\x;${env:Path}"}}`, "startup-code", hookguard.OpWrite},
		{settings, `{"terminal.integrated.env.linux": {"DATABASE_URL": "postgres://localhost/dev"}}`, "", hookguard.OpWrite},
		{settings, `"editor.formatOnSave": false`, "", hookguard.OpEdit},
		{filepath.Join(w.root, ".vscode", "extensions.json"), `{"recommendations": ["golang.go"]}`, "", hookguard.OpWrite},
	} {
		v := w.file(t, c.path, c.op, c.text)
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("%s %s %q: got %v %s (%s), want %q", c.op, c.path, c.text, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
	// An edit inside a value of a key the file on disk already has changes that key.
	write(t, settings, []byte(`{"terminal.integrated.env.linux": {"PATH": "/usr/bin"}}`), 0o644)
	ev := w.event(hookguard.PreFiles)
	ev.Files = []hookguard.FileChange{{Path: settings, Op: hookguard.OpEdit, Text: `"/tmp/evil"`}}
	if v, _ := (&Guard{}).Check(context.Background(), ev); v.Rule != "startup-code" {
		t.Errorf("edit inside terminal.integrated.env: got %v %s (%s)", v.Decision, v.Rule, v.Reason)
	}
}
