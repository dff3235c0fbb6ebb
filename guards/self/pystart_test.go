package self

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// Python imports sitecustomize and usercustomize, and runs a .pth file's import lines, at every
// interpreter start: written into site-packages (named, or found by the program itself through
// site.getsitepackages()) or onto PYTHONPATH, by the shell, by a program's own code or by a
// file tool, each is code that runs later outside any hook. The same names elsewhere, a .pth
// that only adds a path, and an empty file touched pass.
func TestPythonStartupModules(t *testing.T) {
	w := newWorld(t)
	const sp = ".venv/lib/python3.12/site-packages/"
	for _, c := range []struct{ cmd, rule string }{
		{"echo 'import os' > " + sp + "sitecustomize.py", "startup-code"},
		{"cp evil.py ~/.local/lib/python3.11/site-packages/usercustomize.py", "startup-code"},
		{"printf 'print(1)\\n' > /usr/lib/python3/dist-packages/sitecustomize.py", "startup-code"},
		{`python3 -c "import site; open(site.getsitepackages()[0]+'/x.pth','w').write('import os')"`, "startup-code"},
		{`python3 -c "import site,pathlib; pathlib.Path(site.getsitepackages()[0], 'x.pth').write_text('import os')"`, "startup-code"},
		{`python3 -c "import site,os; open(os.path.join(site.getusersitepackages(),'sitecustomize.py'),'w').write('x=1')"`, "startup-code"},
		{`python3 -c "import site,shutil; shutil.copy('e.py', site.getusersitepackages()+'/usercustomize.py')"`, "startup-code"},
		{`node -e "require('fs').writeFileSync(process.env.SP+'/sitecustomize.py','import os')"`, "startup-code"},
		{"export PYTHONPATH=lib; echo 'import os' > lib/sitecustomize.py", "startup-code"},
		{"PYTHONPATH=$PWD/lib tee lib/usercustomize.py < e.py", "startup-code"},
		{"cp x.so " + sp + "sitecustomize.cpython-312-x86_64-linux-gnu.so", "startup-code"},
		{"cp x.pyc " + sp + "usercustomize.pyc", "startup-code"},
		{"mkdir -p " + sp + "sitecustomize && echo 'import os' > " + sp + "sitecustomize/__init__.py", "startup-code"},
		{"cp -r pkg " + sp + "sitecustomize", "startup-code"},
		{`d=$(python3 -m site --user-site); echo 'import evil' > "$d/x.pth"`, "startup-code"},
		{`cp e.py "$(python3 -c 'import site; print(site.getsitepackages()[0])')/sitecustomize.py"`, "startup-code"},
		// Ordinary: the same names outside Python's path, a .pth that adds a path, a touch.
		{"echo 'import os' > lib/sitecustomize.py", ""},
		{"echo 'x = 1' > tools/usercustomize_notes.py", ""},
		{"echo 'x = 1' > " + sp + "mypkg/__init__.py", ""},
		{"echo 'x = 1' > " + sp + "sitecustomize_helpers.py", ""},
		{`python3 -c "open('notes.txt','w').write('x')"`, ""},
		{`python3 -c "open('build/x.pth','w').write('import os')"`, ""},
		{"touch " + sp + "sitecustomize.py", ""},
	} {
		v := w.shell(t, c.cmd)
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("%q: got %v %s (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
	for _, c := range []struct{ path, rule string }{
		{filepath.Join(w.root, sp, "sitecustomize.py"), "startup-code"},
		{filepath.Join(w.home, ".local", "lib", "python3.11", "site-packages", "usercustomize.py"), "startup-code"},
		{filepath.Join(w.root, "lib", "sitecustomize.py"), ""},
	} {
		ev := w.event(hookguard.PreFiles)
		ev.Files = []hookguard.FileChange{{Path: c.path, Op: hookguard.OpWrite, Text: "import os\n"}}
		v, err := (&Guard{}).Check(context.Background(), ev)
		if err != nil {
			t.Fatal(err)
		}
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("write %s: got %v %s (%s), want %q", c.path, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}
