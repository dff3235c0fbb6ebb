package spec

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/code"
)

// editSpecs are the programs that rewrite files in place other than by a redirect: patch, the
// text editors (which may write any file they are given), the renamers (rename, mmv), the
// compressors that replace a file by its compressed form (gzip, bzip2, xz, zstd --rm, lz4 --rm,
// compress) and back, and sponge. Sorted by Name.
var editSpecs = []Spec{
	{Name: "brotli", Opts: "c|stdout d|decompress f|force h|help j|rm k|keep n|no-copy-stat o|output= q|quality= s|squash t|test v|verbose w|lgwin= S|suffix= Z|best 0 1 2 3 4 5 6 7 8 9 V|version large_window=", Does: packDoes,
		Examples: "brotli app.js => write app.js.br\n" + "brotli app.js !> delete:move app.js\n" + "brotli --rm app.js => delete:move app.js\n" + "brotli -d app.js.br => write app.js\n"},
	{Name: "bunzip2", Like: "bzip2"},
	{Name: "bzcat", Like: "bzip2"},
	{Name: "bzip2", Opts: "c|stdout d|decompress z|compress t|test f|force k|keep s|small q|quiet v|verbose L|license V|version 1|fast 2 3 4 5 6 7 8 9|best", Does: packDoes,
		Examples: "bzip2 db.sql => write db.sql.bz2\n" + "bzip2 db.sql => delete:move db.sql\n" + "bzip2 -k db.sql !> delete:move db.sql\n" + "bunzip2 db.sql.bz2 => write db.sql\n" +
			"bzcat .env.bz2 => read:show .env.bz2\n" + "bzip2 -dc x.bz2 !> write x\n"},
	{Name: "compress", Opts: "b= c d f r v V", Does: packDoes,
		Examples: "compress data.csv => write data.csv.Z\n" + "compress data.csv => delete:move data.csv\n" + "uncompress data.csv.Z => write data.csv\n" + "compress -c data.csv !> write data.csv.Z\n"},
	{Name: "dos2unix", Opts: dos2unixOpts, Style: Single, Does: dos2unixDoes,
		Examples: "dos2unix migrations/001_init.sql => write migrations/001_init.sql\n" + "unix2dos -k a.txt b.txt => write b.txt\n" +
			"dos2unix -n in.txt out.txt => write out.txt\n" + "dos2unix -n in.txt out.txt !> write in.txt\n" + "dos2unix -i a.txt => -\n"},
	{Name: "ed", Opts: "E G l p= r s v version|V help|h", Does: editorDoes,
		Examples: "ed -s hook.sh <<< $'1d\\nw\\nq' => write hook.sh\n" + "printf '%s\\n' 1d w q | ed -s hook.sh => write hook.sh\n" + "ed -p '*' notes.txt => write notes.txt\n" +
			"ed -s .env <<< ',p' => read:show .env\n" + "ex -s +%p +q .env => read:show .env\n" + "vim -es -c %p -c q .env => read:show .env\n" + "nvim --headless -c %p -c q .env => read:show .env\n" + "vim notes.md !> read:show notes.md\n" +
			`emacs --batch --eval '(progn (insert-file-contents ".env") (princ (buffer-string)))' => read:show .env` + "\n" + "emacs -nw .env !> read:show .env\n"},
	{Name: "emacs", Opts: editorOpts, Style: Single, Does: editorDoes,
		Examples: "emacs --batch hook.sh -f save-buffer => write hook.sh\n" + "emacs -Q --batch --eval '(message 1)' !> write (message 1)\n" + "emacs -nw +12 main.go => write main.go\n" +
			"emacs -l init.el x.txt !> write init.el\n" + "emacs --batch --script job.el !> write job.el\n" +
			`emacs --batch --eval '(shell-command "rm -rf /srv/e")' => delete-r /srv/e` + "\n" + `emacs --batch --eval '(call-process "rm" nil nil nil "-rf" "/srv")' => exec:sh ?` + "\n" +
			`emacs --batch --eval '(message "hi")' !> exec:sh ?` + "\n" +
			`emacs --batch --eval '(delete-directory "~" t)' => delete-r ~` + "\n" + `emacs --batch --eval '(delete-directory "build")' => delete build` + "\n" +
			`emacs --batch --eval '(delete-file ".claude/settings.json")' => delete .claude/settings.json` + "\n" +
			`emacs --batch --eval '(write-region "x" nil (expand-file-name "~/.bashrc") t)' => write+ ~/.bashrc` + "\n" +
			`emacs --batch --eval '(rename-file ".env" "notes.txt")' => read-r:move .env` + "\n" + `emacs --batch --eval '(delete-file f)' => delete <f>` + "\n" +
			`emacs --batch --eval '(copy-file ".env" "/tmp/e")' => read:copy .env` + "\n" +
			`emacs --batch --eval '(with-temp-file "out.txt" (insert "x"))' !> write .claude/settings.json` + "\n"},
	{Name: "emacsclient", Opts: "n|no-wait e|eval c|create-frame t|tty nw s|socket-name= f|server-file= a|alternate-editor= q|quiet u|suppress-output d|display= F|frame-parameters= T|tramp= timeout= help|H version|V", Does: editorDoes,
		Examples: "emacsclient -n notes.md => write notes.md\n" + "emacsclient -e '(kill-emacs)' !> write (kill-emacs)\n"},
	{Name: "ex", Like: "vim"},
	{Name: "file-rename", Like: "rename"},
	{Name: "gunzip", Like: "gzip"},
	{Name: "gzip", Opts: "a|ascii c|stdout|to-stdout d|decompress|uncompress f|force h|help k|keep l|list L|license n|no-name N|name q|quiet r|recursive rsyncable S|suffix= synchronous t|test v|verbose V|version 1|fast 2 3 4 5 6 7 8 9|best b|blocksize= p|processes= i|independent z|zlib K|zip m|no-time M|time", Does: packDoes,
		Examples: "gzip hook.sh => delete:move hook.sh\n" + "gzip hook.sh => write hook.sh.gz\n" + "gzip -k hook.sh !> delete:move hook.sh\n" + "gzip -c hook.sh !> write hook.sh.gz\n" +
			"gzip -t a.gz => -\n" + "gzip -l a.gz => -\n" + "gzip -d hook.sh.gz => write hook.sh\n" + "gzip -d hook.sh.gz => delete:move hook.sh.gz\n" + "gunzip src.tgz => write src.tar\n" +
			"gunzip notes => write notes\n" + "gunzip notes => delete:move notes.gz\n" + "gzip -S .z x => write x.z\n" + "gzip -r build !> delete-r:move build\n" + "gzip -r build => write-r build\n" +
			"gunzip -N x.gz => write ./settings.json\n" + "gzip -dN x.gz !> write x\n" + "gzip -d x.gz => write x\n" + "gzip -d --name x.gz => write ./settings.json\n" +
			"cp x.gz .claude/x.gz; gunzip -N .claude/x.gz => write-r .claude/\n" + "gunzip -N missing.gz => write missing\n" +
			"gunzip -N \"$F\" => write-r <.>\n" + "cp a b/y.gz; gunzip -N b/y.gz => write-r b/\n" + "zcat .env.gz => read:show .env.gz\n" + "gzip -dc x.gz !> write x\n" + "gzip -c .env => read:show .env\n" + "gzip .env => read:copy .env\n" + "gzip -d < a.gz !> write a\n"},
	{Name: "kak", Opts: "c= e= E= f= i= s= d n ro l clear debug= ui= p= help version", Style: Single, Does: editorDoes,
		Examples: "kak -f 'ggdd' hook.sh => write hook.sh\n" + "kak -ro notes.md => write notes.md\n"},
	{Name: "lz4", Opts: "z|compress d|decompress|uncompress c|stdout|to-stdout f|force k|keep rm m|multiple r t|test l|list q|quiet v|verbose h|help H V|version 1 2 3 4 5 6 7 8 9 B= BD no-frame-crc content-size sparse no-sparse fast? best favor-decSpeed", Does: packDoes,
		Examples: "lz4 big.log => write big.log.lz4\n" + "lz4 big.log !> delete:move big.log\n" + "lz4 --rm big.log => delete:move big.log\n" + "lz4 big.log out.lz4 => write out.lz4\n" +
			"lz4 -d big.log.lz4 => write big.log\n" + "lz4 -m --rm a b => delete:move b\n" + "lz4cat x.lz4 => read:show x.lz4\n"},
	{Name: "lz4cat", Like: "lz4"},
	{Name: "lzcat", Like: "xz"},
	{Name: "lzip", Opts: "a|trailing-error b|member-size= c|stdout d|decompress f|force F|recompress h|help k|keep l|list m|match-length= o|output= q|quiet s|dictionary-size= S|volume-size= t|test v|verbose 0 1 2 3 4 5 6 7 8 9 loose-trailing V|version", Does: packDoes,
		Examples: "lzip dump.sql => write dump.sql.lz\n" + "lzip dump.sql => delete:move dump.sql\n" + "lzip -d dump.sql.lz => write dump.sql\n"},
	{Name: "lzma", Like: "xz"},
	{Name: "mac2unix", Like: "dos2unix"},
	{Name: "micro", Opts: "config-dir= options debug version plugin= clean", Style: Single, Does: editorDoes,
		Examples: "micro hook.sh => write hook.sh\n" + "micro -config-dir /tmp/c notes.md !> write /tmp/c\n"},
	{Name: "mmv", Opts: "m x r c o a l s h d p g t k v n", Does: mmvDoes,
		Examples: "mmv '*.sh' '#1.bak' => delete-r:move *.sh\n" + "mmv '*.sh' '#1.bak' => write-r *.bak\n" + "mmv -c 'a*' 'b#1' => read:copy a*\n" + "mmv -c 'a*' 'b#1' !> delete:move a*\n" +
			"mmv -n '*.sh' '#1.x' => -\n" + "mmv .env notes.txt => read-r:move .env\n" + "mmv -a 'log*' all.log => write+ all.log\n" + "mmv 'migrations/001_*' 'migrations/000_#1' => delete-r:move migrations/001_*\n"},
	{Name: "nano", Opts: "A|smarthome B|backup C|backupdir= D|boldtext E|tabstospaces F|multibuffer G|locking H|historylog I|ignorercfiles J|guidestripe= K|rawsequences L|nonewlines M|trimblanks N|noconvert O|bookstyle P|positionlog Q|quotestr= R|restricted S|softwrap T|tabsize= U|quickblank version|V W|wordbounds X|wordchars= Y|syntax= Z|zap a|atblanks b|breaklonglines c|constantshow d|rebinddelete e|emptyline f|rcfile= g|showcursor help|h i|autoindent j|jumpyscrolling k|cutfromcursor l|linenumbers m|mouse n|noread o|operatingdir= p|preserve q|indicator r|fill= s|speller= t|saveonexit u|unix v|view w|nowrap x|nohelp y|afterends z|listsyntaxes _|minibar 0|zero", Does: editorDoes,
		Examples: "nano hook.sh => write hook.sh\n" + "nano -T 4 +10 notes.md => write notes.md\n" + "nano -T 4 notes.md !> write 4\n" + "pico notes.md => write notes.md\n"},
	{Name: "nvim", Like: "vim"},
	{Name: "patch", Opts: "b|backup B|prefix= backup-if-mismatch no-backup-if-mismatch binary c|context d|directory= D|ifdef= dry-run e|ed E|remove-empty-files f|force F|fuzz= g|get= help i|input= l|ignore-whitespace merge? n|normal N|forward o|output= p|strip= posix quoting-style= r|reject-file= reject-format= read-only= R|reverse s|silent|quiet t|batch T|set-time u|unified v|version V|version-control= verbose x|debug= Y|basename-prefix= z|suffix= Z|set-utc follow-symlinks", Does: patchDoes,
		Examples: "patch -p1 < fix.diff => write-r .\n" + "patch hook.sh fix.diff => write hook.sh\n" + "patch -o out.c main.c fix.diff => write out.c\n" + "patch -o out.c main.c fix.diff !> write main.c\n" +
			"patch --dry-run -p1 < fix.diff !> write-r .\n" + "patch --dry-run=false -p1 < fix.diff => write-r .\n" + "patch -d sub -p1 -i fix.diff => write-r sub\n" +
			"patch -p1 <<'EOF'\n--- a/.hookguard/hook.sh\n+++ b/.hookguard/hook.sh\n@@ -1 +1 @@\n-x\n+y\nEOF => write .hookguard/hook.sh\n" +
			"patch -p1 <<< $'--- a/src/x.go\\n+++ b/src/y.go\\n' => write src/y.go\n" + "patch -p1 <<< $'--- a/src/x.go\\n+++ b/src/y.go\\n' !> write-r .\n" +
			"patch <<< $'--- a/src/x.go\\n+++ b/src/y.go\\n' => write y.go\n" + "patch -d lib -p0 <<< $'--- a/src/x.go\\n+++ b/src/y.go\\n' => write lib/b/src/y.go\n" +
			"patch -p1 <<< $'--- a/x\\n+++ /dev/null\\n' => write x\n" +
			"patch -p1 -r out.rej < fix.diff => write out.rej\n"},
	{Name: "pico", Like: "nano"},
	{Name: "pigz", Like: "gzip"},
	{Name: "prename", Like: "rename"},
	{Name: "rename", Opts: "v|verbose n|nono|dry-run|no-act f|force e= E= 0|null d|filename|nopath u|unicode? s|symlink o|no-overwrite l|last i|interactive h|help V|version m|man", Does: renameDoes,
		Examples: "rename 's/\\.sh$/.bak/' hook.sh x.sh => delete-r:move x.sh\n" + "rename 's/a/b/' .hookguard/runners/claude/guard-shell.sh => delete-r:move .hookguard/runners/claude/guard-shell.sh\n" +
			"rename 's/a/b/' .hookguard/hook.sh !> write-r <.hookguard/*>\n" + "rename 's/h(o)/$1/' .hookguard/hook.sh => write-r <.hookguard/*>\n" +
			"rename 's/\\.sh$/.bak/' hook.sh => write-r hook.bak\n" + "rename 's/notes/.hookguard\\/runners\\/claude\\/guard-shell.sh/' notes => write-r .hookguard/runners/claude/guard-shell.sh\n" +
			"rename 's#^#../#' x => write-r ../x\n" + "rename 'y/a-z/A-Z/' x => write-r <./*>\n" + "rename 's/q/z/' x !> delete-r:move x\n" + "rename -n 's/a/b/' x => -\n" + "rename .sh .bak hook.sh => delete-r:move hook.sh\n" + "rename .sh .bak hook.sh => write-r hook.bak\n" +
			"rename .sh .bak notes.md !> delete-r:move notes.md\n" + "rename -e 's/a/b/' a1 a2 => delete-r:move a1\n" + "file-rename 's/x/y/' x1 => delete-r:move x1\n" +
			"rename s/.env/x/ .env => read-r:move .env\n" + "rename .env notes .env => read-r:move .env\n" + "rename .sh .bak notes.md !> read-r:move notes.md\n"},
	{Name: "sponge", Opts: "a", Does: spongeDoes,
		Examples: "sort hook.sh | sponge hook.sh => write hook.sh\n" + "grep -v x log | sponge -a all.log => write+ all.log\n" + "sponge => -\n"},
	{Name: "uncompress", Like: "compress"},
	{Name: "unix2dos", Like: "dos2unix"},
	{Name: "unix2mac", Like: "dos2unix"},
	{Name: "unlz4", Like: "lz4"},
	{Name: "unlzma", Like: "xz"},
	{Name: "unpigz", Like: "gzip"},
	{Name: "unxz", Like: "xz"},
	{Name: "unzstd", Like: "zstd"},
	{Name: "vi", Like: "vim"},
	{Name: "vim", Opts: "c= cmd= S= u= U= i= w= W= T= t= q= r L o? O? p? d b e E s l m M n N R y Z x A H F C g f nofork v V? D help|h version ttyimport= noplugin startuptime= not-a-term ttyfail clean embed headless listen= remote remote-silent remote-wait remote-wait-silent remote-tab remote-send= remote-expr= serverlist servername= api-info log=", Does: editorDoes,
		Examples: "vim -c wq hook.sh => write hook.sh\n" + "vim -es -c '%d|x' .hookguard/runners/claude/guard-shell.sh => write .hookguard/runners/claude/guard-shell.sh\n" +
			"ex -sc '%d|x' hook.sh => write hook.sh\n" + "vi +1 -c 'd|x' hook.sh => write hook.sh\n" + "nvim --headless -c 'normal dd' -c wq hook.sh => write hook.sh\n" +
			"vim -u NONE -S fix.vim notes.md => write notes.md\n" + "vim -u NONE -S fix.vim notes.md !> write fix.vim\n" + "vim -c wq hook.sh !> write wq\n" + "vim -R notes.md => write notes.md\n" +
			"vim --version => -\n" + "vimdiff a.txt b.txt => write b.txt\n" +
			"vim -c '!rm -rf /srv/v' -c q notes.md => delete-r /srv/v\n" + "vim -es -c 'silent !rm -rf /srv/w' notes.md => delete-r /srv/w\n" +
			"ex -c '%!rm -rf /srv/x' notes.md => delete-r /srv/x\n" + "vim '+r !rm -rf /srv/y' notes.md => delete-r /srv/y\n" +
			"nvim --headless -c 'w !rm -rf /srv/z | cat' -c q notes.md => delete-r /srv/z\n" + "vim -c 'terminal rm -rf /srv/t' => delete-r /srv/t\n" +
			"vim -c 'call system(\"x\")' notes.md => exec:sh ?\n" + "vim -c \"$CMD\" notes.md => exec:sh ?\n" +
			"vim -c 'set nu' -c 'normal! dd' -c wq notes.md !> exec:sh ?\n" + "vim -c 'g/x/d' -c wq notes.md !> exec:sh ?\n" +
			`vim -c 'exe "!rm -rf /srv/a"' notes.md => delete-r /srv/a` + "\n" + `vim -es -c "sil exe 'silent !rm -rf /srv/b'" notes.md => delete-r /srv/b` + "\n" +
			`vim -c 'exe "!rm -rf " . g:d' notes.md => exec:sh ?` + "\n" + `vim -c 'exe "normal dd"' -c wq notes.md !> exec:sh ?` + "\n" +
			`vim -c 'py3 import shutil; shutil.rmtree("/srv/p")' notes.md => delete-r /srv/p` + "\n" + `vim -c 'lua os.execute("rm -rf /srv/l")' notes.md => delete-r /srv/l` + "\n" +
			`vim -c 'py3 print(1)' -c wq notes.md !> exec:sh ?` + "\n" +
			`vim -es -c 'call writefile(["{}"], ".claude/settings.json")' -c q => write .claude/settings.json` + "\n" +
			`vim -es -c 'call writefile(["x"], expand("~/.config/hookguard/hook.sh"), "a")' -c q => write+ ~/.config/hookguard/hook.sh` + "\n" +
			`vim -es -c 'call delete(expand("~"), "rf")' -c q => delete-r ~` + "\n" + `vim -es -c 'call delete(".git", "rf")' -c q => delete-r .git` + "\n" +
			`vim -es -c 'call rename(".env", "notes.txt")' -c q => read-r:move .env` + "\n" + `vim -es -c 'call rename(".env", "notes.txt")' -c q => write-r notes.txt` + "\n" +
			`vim -es -c 'echo readfile(".env")' -c q => read:show .env` + "\n" + `vim -es -c 'call delete(g:f)' -c q => delete <g:f>` + "\n" +
			"vim -es -c 'r .env' -c '%p' -c 'q!' => read:show .env\n" + "vim -es -c 'w .claude/settings.json' notes.md => write .claude/settings.json\n" +
			"vim -es -c 'w >> ~/.bashrc' notes.md => write+ ~/.bashrc\n" + "ex -sc 'sav! .hookguard/hooks/pre-commit' notes.md => write .hookguard/hooks/pre-commit\n" +
			"vim -es -c 'e .env' -c '%p' -c 'q!' => read:show .env\n" + "vim -es -c 'redir! > .claude/settings.json' -c q => write .claude/settings.json\n" +
			`nvim --headless -c 'lua vim.fn.delete(vim.env.HOME, "rf")' -c q => delete-r <vim.env.HOME>` + "\n" +
			`nvim --headless +'lua vim.cmd("w .claude/settings.json")' notes.md => write .claude/settings.json` + "\n" +
			`vim -es -c 'silent! call writefile([], "out.txt")' -c q !> write .claude/settings.json` + "\n" +
			"vim -es -c 'wq' notes.txt !> write wq\n" + "vim -es -c 'w' notes.txt !> write <*>\n" + "vim -es -c 'w! /tmp/x' notes.txt !> exec:sh /tmp/x\n"},
	{Name: "vimdiff", Like: "vim"},
	{Name: "xz", Opts: "z|compress d|decompress|uncompress t|test l|list k|keep f|force c|stdout|to-stdout single-stream no-sparse S|suffix= files? files0? F|format= C|check= ignore-check T|threads= memlimit-compress= memlimit-decompress= M|memlimit|memory= no-adjust q|quiet v|verbose Q|no-warn robot info-memory h|help H|long-help V|version 0 1 2 3 4 5 6 7 8 9 e|extreme block-size= block-list= flush-timeout=", Does: packDoes,
		Examples: "xz hook.sh => write hook.sh.xz\n" + "xz hook.sh => delete:move hook.sh\n" + "xz -k hook.sh !> delete:move hook.sh\n" + "unxz a.txz => write a.tar\n" + "xzcat x.xz => read:show x.xz\n" +
			"lzma x => write x.lzma\n" + "unlzma x.lzma => write x\n"},
	{Name: "xzcat", Like: "xz"},
	{Name: "zcat", Like: "gzip"},
	{Name: "zstd", Opts: "z|compress d|decompress|uncompress D= o= f|force c|stdout k|keep rm q|quiet v|verbose r t|test l|list T|threads= 1 2 3 4 5 6 7 8 9 ultra long? fast? patch-from= M|memory= B= S C|check no-check format= exclude-compressed content-size no-content-size sparse no-sparse no-progress progress output-dir-flat= output-dir-mirror= filelist= h|help H V|version b? e? i? train adapt? stream-size= size-hint= mmap-dict no-mmap-dict auto-threads= single-thread row-match-finder= asyncio no-asyncio", Does: packDoes,
		Examples: "zstd db.dump => write db.dump.zst\n" + "zstd db.dump !> delete:move db.dump\n" + "zstd --rm db.dump => delete:move db.dump\n" + "zstd -o /tmp/x.zst db.dump => write /tmp/x.zst\n" +
			"zstd -d --rm db.dump.zst => delete:move db.dump.zst\n" + "unzstd db.dump.zst => write db.dump\n" + "zstdcat x.zst => read:show x.zst\n" + "zstd -c x !> write x.zst\n"},
	{Name: "zstdcat", Like: "zstd"},
}

// editorOpts are emacs's options (one dash or two, as emacs reads them).
const editorOpts = "batch script= chdir= Q quick D no-desktop q no-init-file no-site-file no-site-lisp u= user= t= terminal= nw no-window-system no-splash no-x-resources init-directory= debug-init d= display= daemon? bg-daemon? fg-daemon? L= directory= l= load= f= funcall= eval= execute= insert= kill visit= file= find-file= fg= bg= bd= bw= fn= font= fs= fullscreen mm maximized fh fullheight fw fullwidth geometry= g= title= T= name= iconic ib= border= r reverse-video xrm= parent-id= version help dump-file= seccomp= color? cr= ms= lsp no-build-details module-assertions"

// editorDoes: an editor may write every file it is given (vim -c wq FILE, ex -sc '%d|x' FILE,
// ed -s FILE with commands on stdin, emacs --batch FILE -f save-buffer, nano FILE): its
// commands, from options, startup files or the keyboard, decide, and the guard cannot tell
// them from here. An operand starting with "+" is a line or a command, not a file; options'
// values (scripts, startup files) are read, not written.
func editorDoes(c *Call) {
	if c.HasAny("version", "help") || c.Name == "emacsclient" && c.Has("e") {
		return // emacsclient -e: the operands are expressions
	}
	for _, o := range c.P.Opts {
		switch o.Name {
		case "visit", "file", "find-file", "w", "W":
			// emacs --visit FILE; vim -w/-W FILE records what is typed into FILE
			if o.Set {
				c.Add(Effect{Kind: Write, Path: c.PathOf(o.Value), By: c.Name})
			}
		}
	}
	shows := editorShows(c)
	for _, w := range c.Operands() {
		if !w.Dyn && (strings.HasPrefix(w.S, "+") || w.S == "-") {
			c.exCommands(w, "+")
			continue
		}
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: c.Name})
		if shows {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: c.Name})
		}
	}
	for _, o := range c.P.Opts {
		switch {
		case o.Set && (o.Name == "c" || o.Name == "cmd") && c.Name != "kak": // kak -c names a session
			c.exCommands(o.Value, "-"+o.Name)
		case o.Set && (o.Name == "eval" || o.Name == "execute"):
			c.lispShell(o.Value)
			c.lispShown(o.Value)
			c.lispFiles(o.Value, c.Name+" --"+o.Name)
		case o.Set && (o.Name == "script" || o.Name == "l" || o.Name == "load") && c.Name == "emacs":
			c.lispScript(o.Value)
		case o.Set && (o.Name == "S" || o.Name == "u" && !vimNoRC(o.Value)) && c.Name != "emacs" && c.Name != "emacsclient":
			c.exScript(o.Value, shows, 1, c.Name+" -"+o.Name)
		}
	}
}

// exCommands adds the shell commands a vi-family editor's ex commands run (vim -c '!CMD',
// +'r !CMD', '%!CMD' filtering the buffer, 'w !CMD', 'terminal CMD', 'call system("CMD")'):
// a bang takes the rest of the line, bars included, as ex reads it. A command only known when
// it runs is a shell nobody can read.
func (c *Call) exCommands(w Word, via string) { c.exCommandsAt(w, via, editorShows(c), 0) }

// exCommandsAt is exCommands for a script depth scripts deep; shows says the editor prints
// what it loads (batch mode), so a file :edit opens is shown.
func (c *Call) exCommandsAt(w Word, via string, shows bool, depth int) {
	if w.Dyn {
		c.Add(Effect{Kind: Exec, Lang: "sh", By: c.Name, Via: c.Name + " " + via})
		return
	}
	text := strings.TrimPrefix(w.S, "+")
	for text != "" {
		cmd, rest, _ := strings.Cut(text, "|")
		cmd = strings.TrimLeft(cmd, ": \t")
		exe := false
		for _, p := range []string{"silent!", "silent", "sil!", "sil", "exe ", "execute "} {
			trimmed := strings.TrimPrefix(cmd, p)
			exe = exe || trimmed != cmd && strings.HasPrefix(p, "exe")
			cmd = strings.TrimLeft(trimmed, " \t")
		}
		if exe {
			// :execute runs the ex command its expression makes: a string literal is that
			// command (exe "!rm -rf x"); anything else is only known when it runs.
			full := strings.TrimSpace(cmd + tailBars(rest))
			if inner, ok := vimString(full); ok {
				c.exCommandsAt(Word{S: inner}, via, shows, depth)
			} else {
				c.Add(Effect{Kind: Exec, Lang: "sh", By: c.Name, Via: c.Name + " " + via})
			}
			return
		}
		if i := exBang(cmd); i >= 0 {
			c.Add(Effect{Kind: Exec, Lang: "sh", Text: strings.TrimSpace(cmd[i+1:] + tailBars(rest)), Known: true, By: c.Name, Via: c.Name + " " + via})
			return
		}
		name, arg, _ := strings.Cut(cmd, " ")
		if l, ok := exLang(name); ok {
			// :python, :lua, :perl, :ruby (and their *do forms) run the rest of the line, bars
			// included, as that language's code: read it as python3 -c's code is read.
			c.runPiece(l, l.String(), piece{text: strings.TrimSpace(arg + tailBars(rest)), known: true, from: c.Name + " " + via}, code.Options{})
			c.vimFileCalls(arg+tailBars(rest), shows, depth, c.Name+" "+via) // vim.fn.delete(...), vim.cmd("w x")
			return
		}
		if name == "term" || name == "terminal" {
			c.Add(Effect{Kind: Exec, Lang: "sh", Text: strings.TrimSpace(arg), Known: true, By: c.Name, Via: c.Name + " " + via})
		} else if strings.Contains(cmd, "system(") || strings.Contains(cmd, "systemlist(") || strings.Contains(cmd, "jobstart(") || strings.Contains(cmd, "termopen(") {
			c.Add(Effect{Kind: Exec, Lang: "sh", By: c.Name, Via: c.Name + " " + via})
		}
		c.exFileCommand(name, arg, shows, depth, c.Name+" "+via)
		c.vimFileCalls(cmd, shows, depth, c.Name+" "+via)
		text = rest
	}
}

// exBang finds the ! that hands the rest of an ex command to the shell: at its start, after a
// range (%, 1,$, .), or after r/read/w/write; -1 when there is none.
func exBang(cmd string) int {
	i := strings.IndexByte(cmd, '!')
	if i < 0 {
		return -1
	}
	head := strings.TrimSpace(cmd[:i])
	head = strings.TrimRight(head, "%0123456789,.$'<> \t")
	switch head {
	case "", "r", "read":
		return i
	case "w", "write":
		if strings.HasSuffix(cmd[:i], " ") {
			return i // :w !cmd; :w! is a forced write
		}
	}
	return -1
}

// exLang is the language whose code an ex command runs on the rest of its line.
func exLang(name string) (code.Lang, bool) {
	switch name {
	case "py", "python", "py3", "python3", "pyx", "pythonx", "pydo", "py3do", "pyxdo":
		return code.Python, true
	case "lua", "luado":
		return code.Lua, true
	case "perl", "perldo":
		return code.Perl, true
	case "ruby", "rub", "rubydo":
		return code.Ruby, true
	}
	return 0, false
}

// vimString is the text of a Vim string literal that is the whole of s: '...' (where two quotes
// stand for one) or "..." with its backslash escapes; false for any other expression.
func vimString(s string) (string, bool) {
	if len(s) < 2 || s[0] != s[len(s)-1] || s[0] != '\'' && s[0] != '"' {
		return "", false
	}
	body := s[1 : len(s)-1]
	if s[0] == '\'' {
		if strings.Contains(strings.ReplaceAll(body, "''", ""), "'") {
			return "", false
		}
		return strings.ReplaceAll(body, "''", "'"), true
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		switch ch := body[i]; {
		case ch == '"':
			return "", false
		case ch == '\\' && i+1 < len(body):
			i++
			switch body[i] {
			case 'n', 'r':
				b.WriteByte('|') // a new line ends the ex command, as a bar does
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(body[i])
			}
		default:
			b.WriteByte(ch)
		}
	}
	return b.String(), true
}

// tailBars puts back what followed the first bar, which a bang command keeps.
func tailBars(rest string) string {
	if rest == "" {
		return ""
	}
	return "|" + rest
}

// lispShell adds the shell commands emacs Lisp given to --eval runs: (shell-command "CMD")
// by its literal, any other way of starting a process as a shell nobody can read.
func (c *Call) lispShell(w Word) {
	via := c.Name + " --eval"
	if w.Dyn {
		c.Add(Effect{Kind: Exec, Lang: "sh", By: c.Name, Via: via})
		return
	}
	for _, f := range []string{"shell-command-to-string", "async-shell-command", "shell-command"} {
		if _, after, ok := strings.Cut(w.S, "("+f+" \""); ok {
			if cmd, _, ok := strings.Cut(after, "\""); ok && !strings.Contains(cmd, "\\") {
				c.Add(Effect{Kind: Exec, Lang: "sh", Text: cmd, Known: true, By: c.Name, Via: via})
				return
			}
		}
	}
	for _, f := range []string{"shell-command", "call-process", "start-process", "make-process", "process-file", "shell-command-to-string"} {
		if strings.Contains(w.S, "("+f) {
			c.Add(Effect{Kind: Exec, Lang: "sh", By: c.Name, Via: via})
			return
		}
	}
}

// spongeDoes: sponge soaks up its input and writes it to the file (-a appends).
func spongeDoes(c *Call) {
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), Keep: c.Has("a"), By: "sponge"})
	}
}

// packer is how one compressor names and keeps its files.
type packer struct {
	suffix string
	keeps  bool // the original stays unless --rm (zstd, lz4, brotli); others remove it unless -k
}

// packerOf is the compressor a program name belongs to, and whether the name decompresses
// (gunzip) or prints (zcat).
func packerOf(name string) (p packer, unpack, cat bool) {
	switch name {
	case "gzip", "pigz", "gunzip", "unpigz", "zcat":
		p = packer{suffix: ".gz"}
	case "bzip2", "bunzip2", "bzcat":
		p = packer{suffix: ".bz2"}
	case "xz", "unxz", "xzcat":
		p = packer{suffix: ".xz"}
	case "lzma", "unlzma", "lzcat":
		p = packer{suffix: ".lzma"}
	case "zstd", "unzstd", "zstdcat":
		p = packer{suffix: ".zst", keeps: true}
	case "lz4", "unlz4", "lz4cat":
		p = packer{suffix: ".lz4", keeps: true}
	case "brotli":
		p = packer{suffix: ".br", keeps: true}
	case "compress", "uncompress":
		p = packer{suffix: ".Z"}
	case "lzip":
		p = packer{suffix: ".lz"}
	default:
		p = packer{suffix: ".gz"}
	}
	return p, strings.HasPrefix(name, "un") || name == "gunzip" || name == "bunzip2", strings.HasSuffix(name, "cat")
}

// packDoes: a compressor replaces each file by its compressed form, FILE by FILE.gz (the
// original removed, unless the tool keeps it or -k), and its decompressor the reverse; with -c
// (and as zcat) it prints instead, and -t, -l only look. A file is read as a copy into the
// file it becomes: a secret stays a secret by the new name's pattern, or the guard says so.
func packDoes(c *Call) {
	p, unpack, cat := packerOf(c.Name)
	unpack = unpack || cat || c.Has("d")
	if c.HasAny("t", "l", "h", "help", "V", "H") {
		return
	}
	if f, ok := c.Value("F"); ok && strings.EqualFold(f.S, "lzma") {
		p.suffix = ".lzma"
	}
	if v, ok := c.Value("S"); ok && !v.Dyn && v.S != "" {
		p.suffix = v.S
		if !strings.HasPrefix(p.suffix, ".") && c.Name == "brotli" {
			p.suffix = "." + p.suffix
		}
	}
	ops := c.Operands()
	stdout := cat || c.Has("c")
	if out, ok := c.Value("o"); ok && !stdout {
		// zstd -o, brotli -o, lzip -o: one output file
		if out.S == "-" && !out.Dyn {
			stdout = true
		} else {
			for _, w := range ops {
				c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "copy", By: c.Name})
			}
			c.Add(Effect{Kind: Write, Path: c.PathOf(out), By: c.Name})
			c.packRemoves(p, ops)
			return
		}
	}
	if stdout {
		for _, w := range ops {
			if !w.Dyn && w.S == "-" {
				continue
			}
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Tree: c.Has("r"), Class: "show", By: c.Name})
		}
		return
	}
	if (c.Name == "lz4" || c.Name == "unlz4") && len(ops) == 2 && !c.Has("m") {
		// lz4 IN OUT
		c.Add(Effect{Kind: Read, Path: c.PathOf(ops[0]), Class: "copy", By: c.Name})
		c.Add(Effect{Kind: Write, Path: c.PathOf(ops[1]), By: c.Name})
		c.packRemoves(p, ops[:1])
		return
	}
	var from []Word
	for _, w := range ops {
		if !w.Dyn && w.S == "-" {
			continue
		}
		if c.Has("r") {
			// every file below is replaced by its compressed form, in place
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Tree: true, Class: "copy", By: c.Name})
			c.Add(Effect{Kind: Write, Path: c.PathOf(w), Tree: true, By: c.Name})
			continue
		}
		in, out := packNames(w, p.suffix, unpack)
		tree := false
		if unpack && p.suffix == ".gz" && c.Has("N") {
			out, tree = c.restoredName(in, out)
		}
		from = append(from, in)
		c.Add(Effect{Kind: Read, Path: c.PathOf(in), Class: "copy", By: c.Name})
		c.Add(Effect{Kind: Write, Path: c.PathOf(out), Tree: tree, Dyn: tree, By: c.Name})
	}
	c.packRemoves(p, from)
}

// restoredName is the file gunzip -N writes for in: beside it, under the name its header
// keeps (a .gz can be made to store any name: settings.json, copied in as x.gz), or out where
// it keeps none. Where the header cannot be read (a name only known when it runs, a file an
// earlier command of the line writes), any name beside it may be written: tree is true.
func (c *Call) restoredName(in, out Word) (Word, bool) {
	dir := Word{S: ".", Dyn: in.Dyn, Lead: in.Lead}
	if i := strings.LastIndex(in.S, "/"); i >= 0 {
		dir.S = in.S[:i+1]
		if i == 0 {
			dir.S = "/"
		}
	}
	p := c.PathOf(in)
	if in.Dyn || c.In.FS == nil || c.In.FS.WrittenBefore(p.Abs) {
		return dir, true
	}
	name, ok := c.In.FS.GzipName(p.Abs)
	if !ok {
		return out, false // absent, or not gzip: gunzip fails, or uses its own name
	}
	// gzip restores the last part of the stored name only.
	if i := strings.LastIndexAny(name, "/\\"); i >= 0 {
		name = name[i+1:]
	}
	if name == "" || name == "." || name == ".." {
		return out, false
	}
	return joinWord(Word{S: strings.TrimSuffix(dir.S, "/")}, name), false
}

// packRemoves adds the removal of the originals, where the tool removes them.
func (c *Call) packRemoves(p packer, files []Word) {
	if p.keeps && !c.HasAny("rm", "j") || !p.keeps && c.Has("k") {
		return
	}
	for _, w := range files {
		if !w.Dyn && w.S == "-" {
			continue
		}
		c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Class: "move", By: c.Name})
	}
}

// packNames is the file a compressor reads and the one it writes for operand w: FILE and
// FILE.gz; decompressing, FILE.gz and FILE (a name without the suffix is looked for with it:
// gunzip notes reads notes.gz; .tgz and .taz give .tar, .txz .tar). A tree (-r) is itself.
func packNames(w Word, suffix string, unpack bool) (in, out Word) {
	if !unpack {
		return w, Word{S: w.S + suffix, Dyn: w.Dyn, Lead: w.Lead, From: w.From}
	}
	for _, s := range [...]string{suffix, "-gz", ".z", "_z", ".tgz", ".taz", ".txz", ".tbz", ".tbz2", ".tlz", ".tzst"} {
		if base, ok := strings.CutSuffix(w.S, s); ok && base != "" && !strings.HasSuffix(base, "/") {
			if strings.HasPrefix(s, ".t") && s != suffix {
				base += ".tar"
			}
			return w, Word{S: base, Dyn: w.Dyn, Lead: w.Lead, From: w.From}
		}
	}
	return Word{S: w.S + suffix, Dyn: w.Dyn, Lead: w.Lead, From: w.From}, w
}

// renameDoes: rename moves each file it is given to a new name. Perl's rename (prename,
// file-rename) takes a Perl expression, the first operand unless -e or -E gives it; the new
// name is what the code makes, somewhere below the file's directory as far as can be told.
// util-linux's rename takes FROM TO FILES and replaces FROM's first occurrence in each name.
// -n only prints.
func renameDoes(c *Call) {
	if c.Has("n") || c.HasAny("h", "V", "m") {
		return
	}
	ops := c.Operands()
	perl := c.HasAny("e", "E") || c.Name == "prename" || c.Name == "file-rename" || len(ops) > 0 && perlExpr(ops[0])
	if perl {
		var exprs []Word
		if v := c.P.Values("e"); len(v) > 0 || len(c.P.Values("E")) > 0 {
			exprs = append(v, c.P.Values("E")...)
		} else if len(ops) > 0 {
			exprs, ops = ops[:1], ops[1:]
		}
		for _, w := range ops {
			to, ok := perlRename(exprs, w)
			c.renames(w, to, ok)
		}
		return
	}
	if len(ops) < 3 {
		return
	}
	from, to := ops[0], ops[1]
	for _, w := range ops[2:] {
		switch {
		case from.Dyn || to.Dyn || w.Dyn:
			c.renames(w, "", false)
		case strings.Contains(w.S, from.S):
			c.renames(w, strings.Replace(w.S, from.S, to.S, 1), true)
		}
	}
}

// renames adds the move of w to its new name: to where known, else a name below w's
// directory that only running the expression tells.
func (c *Call) renames(w Word, to string, known bool) {
	if known && to == w.S {
		return // the expression leaves the name as it is
	}
	// Its content goes on under the new name, as mv's does: a secret file renamed is read
	// by whatever reads that name later.
	c.Add(Effect{Kind: Read, Path: c.PathOf(w), Tree: true, Class: "move", By: c.Name})
	c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: true, Class: "move", By: c.Name})
	if known {
		c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: to}), Tree: true, By: c.Name})
		return
	}
	lead := paths.Dir(w.S) + "/"
	if w.Dyn {
		lead = w.Lead
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: lead + "*", Dyn: true, Lead: lead}), Tree: true, Dyn: true, By: c.Name})
}

// substParts splits the rest of s/PATTERN/REPLACEMENT/FLAGS after its first delimiter d into
// its three parts; a backslash before d stands for d itself. Paired delimiters (s{a}{b}) are
// not read.
func substParts(s string, d byte) ([3]string, bool) {
	var parts [3]string
	var b strings.Builder
	n := 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == d:
			b.WriteByte(d)
			i++
		case s[i] == d && n < 2:
			parts[n] = b.String()
			b.Reset()
			n++
		case strings.IndexByte("{[(<", d) >= 0:
			return parts, false
		default:
			b.WriteByte(s[i])
		}
	}
	parts[2] = b.String()
	return parts, n == 2
}

// perlSubst is a plain Perl substitution: s/PATTERN/REPLACEMENT/FLAGS with any delimiter.
var perlSubst = lazyRe{src: `^\s*s([^\w\s])(.*)$`}

// perlRename works out the name Perl's rename gives a file where every expression is a plain
// substitution whose replacement is literal text (s/\.txt$/.md/, s/ /_/g): Go's regular
// expressions read such a pattern as Perl does. False for anything else (a $1, /e, tr///).
func perlRename(exprs []Word, w Word) (string, bool) {
	if w.Dyn || len(exprs) == 0 {
		return "", false
	}
	name := w.S
	for _, e := range exprs {
		m := perlSubst.get().FindStringSubmatch(e.S)
		if e.Dyn || m == nil {
			return "", false
		}
		parts, ok := substParts(m[2], m[1][0])
		if !ok || strings.ContainsAny(parts[1], "$@\\") || strings.Trim(parts[2], "gi") != "" {
			return "", false
		}
		pat := parts[0]
		if strings.Contains(parts[2], "i") {
			pat = "(?i)" + pat
		}
		re, err := regexp.Compile(pat)
		if err != nil {
			return "", false
		}
		if strings.Contains(parts[2], "g") {
			name = re.ReplaceAllLiteralString(name, parts[1])
			continue
		}
		if loc := re.FindStringIndex(name); loc != nil {
			name = name[:loc[0]] + parts[1] + name[loc[1]:]
		}
	}
	return name, true
}

// perlExpr reports a word that reads as a Perl substitution or transliteration (s/a/b/,
// y/a-z/A-Z/, tr{a}{b}), or as Perl code (a $_ or a ;).
var perlExprRe = lazyRe{src: `^\s*(s|y|tr)\W`}

func perlExpr(w Word) bool {
	return perlExprRe.get().MatchString(w.S) || strings.Contains(w.S, "$_") || strings.Contains(w.S, ";")
}

// mmvDoes: mmv FROM TO moves (or with -c copies, -a appends, -l/-s links) every file FROM's
// wildcards match to the name TO makes of them (#1 is the first wildcard's match). The files
// are a pattern; -n only prints.
func mmvDoes(c *Call) {
	if c.HasAny("n", "h") {
		return
	}
	ops := c.Operands()
	if len(ops) < 2 {
		return
	}
	from, to := ops[0], ops[1]
	from.Lit = false // its wildcards are mmv's own, quoted from the shell: a pattern all the same
	toGlob := Word{S: mmvWildcard.get().ReplaceAllString(to.S, "*"), Dyn: to.Dyn, Lead: to.Lead}
	switch {
	case c.Has("c"):
		c.Add(Effect{Kind: Read, Path: c.PathOf(from), Class: "copy", By: "mmv"})
		c.Add(Effect{Kind: Write, Path: c.PathOf(toGlob), By: "mmv"})
	case c.Has("a"):
		c.Add(Effect{Kind: Read, Path: c.PathOf(from), Class: "copy", By: "mmv"})
		c.Add(Effect{Kind: Write, Path: c.PathOf(toGlob), Keep: true, By: "mmv"})
	case c.HasAny("l", "s"):
		c.Add(Effect{Kind: Read, Path: c.PathOf(from), Class: "link", By: "mmv"})
		c.Add(Effect{Kind: Create, Path: c.PathOf(toGlob), By: "mmv"})
	default:
		c.Add(Effect{Kind: Read, Path: c.PathOf(from), Tree: true, Class: "move", By: "mmv"})
		c.Add(Effect{Kind: Delete, Path: c.PathOf(from), Tree: true, Class: "move", By: "mmv"})
		c.Add(Effect{Kind: Write, Path: c.PathOf(toGlob), Tree: true, By: "mmv"})
	}
}

var mmvWildcard = lazyRe{src: `#[0-9]+|#[lLuU][0-9]+`}

// patchDoes: patch rewrites the file it is given (patch FILE PATCHFILE), or, without one, the
// files the patch names, as -pN strips their names, below -d DIR; -o writes one output file
// instead. The patch text is the -i file's, the second operand's, stdin's where the shell knows
// it, or a < redirect's file; where it cannot be read, anything below the directory may be
// written. --dry-run changes nothing; -r names the reject file.
func patchDoes(c *Call) {
	if c.dryRun("dry-run") || c.HasAny("help", "v") {
		return
	}
	if r, ok := c.Value("r"); ok && !(r.S == "-" && !r.Dyn) {
		c.Add(Effect{Kind: Write, Path: c.PathOf(r), By: "patch -r"})
	}
	ops := c.Operands()
	if out, ok := c.Value("o"); ok {
		if !(out.S == "-" && !out.Dyn) {
			c.Add(Effect{Kind: Write, Path: c.PathOf(out), By: "patch -o"})
		}
		return
	}
	if len(ops) > 0 {
		c.Add(Effect{Kind: Write, Path: c.PathOf(ops[0]), By: "patch"})
		return
	}
	dir := Word{S: "."}
	if d, ok := c.Value("d"); ok {
		dir = d
	}
	text, ok := c.patchText()
	if !ok || dir.Dyn {
		c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, By: "patch"})
		return
	}
	strip := -1 // no -p: the base name
	if v, ok := c.Value("p"); ok {
		n, err := strconv.Atoi(v.S)
		if err != nil || n < 0 {
			c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, By: "patch"})
			return
		}
		strip = n
	}
	var names []string
	if strip < 0 {
		for _, f := range patchFiles(text, 0) {
			names = append(names, filepath.Base(f))
		}
	} else {
		names = patchFiles(text, strip)
	}
	for _, f := range names {
		w := Word{S: f}
		if dir.S != "." {
			w = joinWord(dir, f)
		}
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "patch"})
	}
}

// patchText is the text of the patch patch reads: -i FILE, the second operand, the shell's
// known stdin, or the file a < redirect opens. A patch is read wherever it is, as code is
// (ReadCode): patches are kept outside the project as often as in it (format-patch -o /tmp/p),
// and what it names is the whole of what it writes.
func (c *Call) patchText() (string, bool) {
	if v, ok := c.Value("i"); ok {
		return c.ReadCode(c.PathOf(v))
	}
	if len(c.P.Operands) > 1 {
		return c.ReadCode(c.PathOf(c.Operand(1)))
	}
	if c.In.StdinKnown {
		return c.In.Stdin, true
	}
	for i := len(c.In.Redirects) - 1; i >= 0; i-- {
		r := c.In.Redirects[i]
		if r.Op == "<" && (r.Fd == 0 || r.Fd == -1) {
			if r.Dynamic {
				return "", false
			}
			return c.ReadCode(c.PathOf(Word{S: r.Target}))
		}
	}
	return "", false
}

// dos2unixOpts are the options of dos2unix and its siblings (unix2dos, mac2unix, unix2mac).
const dos2unixOpts = "ascii iso 7 b|keep-bom c|convmode= D|display-enc= f|force gb1 h|help i|info? k|keepdate L|license l|newline m|add-bom n|newfile o|oldfile O|to-stdout q|quiet r|remove-bom s|safe u|keep-utf16 ul|assume-utf16le ub|assume-utf16be v|verbose F|follow-symlink R|replace-symlink S|skip-symlink V|version allow-chown no-allow-chown add-eol no-add-eol"

// dos2unixDoes: dos2unix converts each file in place (every byte of a checksummed file
// changes), or with -n each pair IN OUT into OUT; -i only reports, -O prints.
func dos2unixDoes(c *Call) {
	if c.HasAny("i", "O") {
		return
	}
	ops := c.Operands()
	if c.Has("n") {
		for i := 0; i+1 < len(ops); i += 2 {
			c.Add(Effect{Kind: Read, Path: c.PathOf(ops[i]), Class: "copy", By: c.Name + " -n"})
			c.Add(Effect{Kind: Write, Path: c.PathOf(ops[i+1]), By: c.Name + " -n"})
		}
		return
	}
	for _, w := range ops {
		c.Each(Write, w, false, c.Name)
	}
}
