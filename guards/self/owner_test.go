package self

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// An owner change keeps the modes: where every file of hookguard's it reaches is open to
// owner, group and others alike, no new owner can take them from the harness's user.
func TestOwnerChange(t *testing.T) {
	w := newWorld(t)
	// t.TempDir and MkdirAll leave some directories closed to others: open the project's
	// tree as a checkout and install leave it (0755 directories).
	filepath.WalkDir(w.root, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(p, 0o755)
		}
		return nil
	})
	open := []string{
		`sudo chown -R "$USER" .`,
		`chown -R $(id -u):$(id -g) .`,
		`chgrp -R staff .hookguard`,
		`chown nobody .hookguard/runners/claude/guard-shell.sh`,
		`chown -R me:me *`,
		`cd src && sudo chown -R me ..`,
		`find . -exec chown me {} +`,
		`chown me .claude/settings.json`,
		`chown nobody $BIN`,
	}
	for _, cmd := range open {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		"chown me ~/.config/hookguard/binary",         // hookguard's state is the user's alone
		"chown -R me ~/.local/state/hookguard",        // the key and the ledger
		"chmod -R 755 .",                              // a mode, not an owner
		"chown -R me . && chmod -R go-rwx .hookguard", // the chmod is judged on its own
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: got %v %s, want block", cmd, v.Decision, v.Rule)
		}
	}
	// A wrapper, a shim or a settings file closed to some class: its next owner may leave the
	// harness's user in that class, unable to read or run it.
	for _, f := range []struct {
		path string
		mode os.FileMode
	}{
		{".hookguard/hooks/pre-commit", 0o750},
		{".hookguard/runners/claude/guard-shell.sh", 0o700},
		{".claude/settings.json", 0o600},
		{".hookguard/runners", 0o711},
		{w.bin, 0o700},
	} {
		p := f.path
		if !filepath.IsAbs(p) {
			p = filepath.Join(w.root, p)
		}
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, f.mode); err != nil {
			t.Fatal(err)
		}
		cmds := []string{`chown -R nobody ` + p, `chown -R nobody ` + filepath.Dir(p)}
		if !filepath.IsAbs(f.path) {
			cmds = append(cmds, `sudo chown -R "$USER" .`)
		}
		for _, cmd := range cmds {
			if v := w.shell(t, cmd); v.Decision != hookguard.Block {
				t.Errorf("%s at %o: %q: got %v %s, want block", f.path, f.mode, cmd, v.Decision, v.Rule)
			}
		}
		os.Chmod(p, fi.Mode().Perm())
	}
	for _, cmd := range open[:2] {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q after the modes were put back: got %v %s, want allow", cmd, v.Decision, v.Rule)
		}
	}
}

// A wrapper another user owns may be kept from this user's writes by that alone: an owner
// change that could hand it to this user is judged as any change.
func TestOwnerChangeOfAnothersFile(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root can give a file to another user")
	}
	w := newWorld(t)
	filepath.WalkDir(w.root, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(p, 0o755)
		}
		return nil
	})
	cmd := `sudo chown -R "$USER" .`
	if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
		t.Fatalf("%q with every file this user's: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
	}
	if err := os.Chown(filepath.Join(w.root, ".hookguard/hooks/pre-commit"), 65534, 65534); err != nil {
		t.Fatal(err)
	}
	if v := w.shell(t, cmd); v.Decision != hookguard.Block {
		t.Errorf("%q with a shim nobody owns: got %v %s, want block", cmd, v.Decision, v.Rule)
	}
}
