package secrets

import "testing"

// Reads whose output is the file: tracing shells, editors without a screen, xargs -a, an
// interpreter quoting the secret file it fails to parse. A shell using the file stays allowed.
func TestCommandShownWithoutShowing(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		"xargs -a .env echo", "xargs --arg-file=.env", "xargs -a ~/.aws/credentials -I{} echo {}",
		"ex -s +%p +q .env", "vim -es -c '%p' -c q .env", "nvim --headless -c '%p' -c q .env", "ed -s .env <<< ',p'", "red .env",
		`emacs --batch --eval '(progn (insert-file-contents ".env") (princ (buffer-string)))'`,
		"php .env", "node .env", "python3 .env", "ruby services/api/.env.production", "perl .env",
		"bash -nv .env", "sh -xv .env", "bash --verbose .env", "zsh -x .env", "sh -o verbose .env",
		"set -x; source .env", "set -v; . ./.env", "set -o xtrace; source .env", "bash -c 'set -o xtrace; source .env'", "set -ex; source .env",
	}
	allow := []string{
		"source .env", ". ./.env", "set -e; source .env", "set -x; set +x; source .env", "bash .env", "sh -n .env",
		"xargs -a notes/todo.txt echo", "vim .env", "emacs -nw .env", "ex -s +%p +q docs/guide.md", "node docs/guide.md",
		"set -x; source notes/todo.txt", "bash -x notes/todo.txt",
	}
	runCommands(t, f, New(), block, allow)
}

// Code that renames or links a secret file to an innocent name is judged as mv and ln are.
func TestCommandCodeMovesAndLinks(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		`python3 -c 'import os; os.rename(".env", "notes/n.txt")'`, `python3 -c 'import shutil; shutil.move(".env", "notes/n.txt")'`,
		`python3 -c 'import os; os.link(".env", "notes/n.txt")'`, `python3 -c 'import os; os.symlink(os.path.expanduser("~/.aws/credentials"), "notes/a.txt")'`,
		`node -e 'require("fs").renameSync(".env","notes/n")'`, `node -e 'require("fs").linkSync(".env","notes/n.txt")'`,
	}
	allow := []string{
		`python3 -c 'import os; os.rename(".env", ".env.bak")'`, `python3 -c 'import os; os.link("notes/todo.txt", "notes/t2.txt")'`,
		`node -e 'require("fs").renameSync("notes/todo.txt","notes/done.txt")'`,
	}
	runCommands(t, f, New(), block, allow)
}
