package spec

import (
	"path"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// textSpecs are the programs that print, search and transform text (echo, printf, cat, head,
// grep, rg, sed, jq, ...): what they read and show, and the variables whose values they print;
// and the programs that look at files without showing their content (ls, stat, test, wc,
// md5sum): what they read only to count, compare or describe. Sorted by Name.
var textSpecs = []Spec{
	{Name: "[", Like: "test"},
	{Name: "ack", Opts: ackOpts, Does: ackDoes,
		Examples: "ack TOKEN => read-r:show .\n" + "ack -l TOKEN src => read-r:digest src\n" + "ack --type=python TOKEN lib => read-r:show lib\n" +
			"ack -f => read-r:digest .\n" + "ack -g env => read-r:digest .\n" + "ack --ignore-dir=vendor x app !> read-r:show vendor\n"},
	{Name: "ag", Opts: agOpts, Does: agDoes,
		Examples: "ag TOKEN => read-r:show .\n" + "ag --hidden secret config => read-r:show config\n" + "ag -l x => read-r:digest .\n" +
			"ag -g env => read-r:digest .\n" + "ag --depth 2 -C 3 word docs => read-r:show docs\n" + "ag -C 3 word !> read-r:show 3\n"},
	{Name: "b2sum", Like: "md5sum"},
	{Name: "banner", Like: "echo"},
	{Name: "base32", Like: "base64"},
	{Name: "base64", Opts: "d|D|decode i|ignore-garbage w|wrap= b|break= input= o|output=", Does: base64Does,
		Examples: "base64 .env => read:show .env\n" + "base64 -w0 ~/.ssh/id_rsa => read:show ~/.ssh/id_rsa\n" + "base64 -d blob.txt => read:show blob.txt\n" +
			"base64 --wrap 0 key.pem => read:show key.pem\n" + "base64 -w 0 key.pem !> read:show 0\n" + "base64 <<< \"$NPM_TOKEN\" => expose:var NPM_TOKEN\n" +
			"base64 --input=cert.p12 --output=cert.b64 => write cert.b64\n" +
			"base64 -d -i blob.txt -o .claude/settings.json => write .claude/settings.json\n" + "base64 -D -i blob.txt -o out.bin !> read:show out.bin\n"},
	{Name: "basename", Opts: "a|multiple s|suffix= z|zero", Examples: "basename ~/.ssh/id_rsa => -\n"},
	{Name: "basenc", Opts: "base64 base64url base32 base32hex base16 base2msbf base2lsbf z85 d|decode i|ignore-garbage w|wrap=", Does: showFilesDoes,
		Examples: "basenc --base16 .env => read:show .env\n" + "basenc -w 0 --z85 a.bin !> read:show 0\n"},
	{Name: "bat", Opts: batOpts, Does: batDoes,
		Examples: "bat .env.local => read:show .env.local\n" + "bat -l ini --style=plain config/.env => read:show config/.env\n" +
			"bat -l ini x.conf !> read:show ini\n" + "bat --list-themes => -\n" + "bat -r 1:10 a.py !> read:show 1:10\n"},
	{Name: "batcat", Like: "bat"},
	{Name: "bzgrep", Like: "grep"},
	{Name: "cat", Opts: "A|show-all b|number-nonblank e E|show-ends n|number s|squeeze-blank t T|show-tabs u v|show-nonprinting", Does: showFilesDoes,
		Examples: "cat .env => read:show .env\n" + "cat -n a b => read:show b\n" + "cat -- -v => read:show -v\n" + "cat - => -\n" +
			"find . -maxdepth 1 -type f -exec cat {} + => read-r:show {.}\n" + "cat <<EOF\n$DB_PASSWORD\nEOF => expose:var DB_PASSWORD\n" +
			"sudo cat /etc/shadow => read:show /etc/shadow\n" + "cat \"$F\" => read:show <$F>\n"},
	{Name: "cksum", Like: "md5sum"},
	{Name: "cmp", Opts: "b|print-bytes i|ignore-initial= l|verbose n|bytes= s|quiet|silent", Does: cmpDoes,
		Examples: "cmp .env .env.bak => read:digest .env\n" + "cmp -l .env other => read:show .env\n" + "cmp -n 10 a b !> read:digest 10\n"},
	{Name: "colordiff", Like: "diff"},
	{Name: "column", Opts: "t|table s|separator= o|output-separator= c|output-width= l|table-columns-limit= N|table-columns= E|table-noextreme= d|table-noheadings e|table-header-repeat H|table-hide= R|table-right= T|table-truncate= W|table-wrap= O|table-order= n|table-name= J|json r|tree= i|tree-id= p|tree-parent= L|keep-empty-lines x|fillrows S|use-spaces= C|color?", Does: showFilesDoes,
		Examples: "column -t -s = .env => read:show .env\n" + "column -s , -t data.csv !> read:show ,\n"},
	{Name: "cowsay", Opts: "b d g p s t w y n e= f= T= W= l", Does: printerDoes,
		Examples: "cowsay \"$SLACK_TOKEN\" => expose:var SLACK_TOKEN\n" + "cowsay moo => -\n"},
	{Name: "csplit", Opts: "b|suffix-format= f|prefix= k|keep-files suppress-matched s|quiet|silent z|elide-empty-files n|digits=", Does: csplitDoes,
		Examples: "csplit -f .claude/settings -b '.js%.0don' notes.txt 2 => write <.claude/settings*>\n" + "csplit log.txt '/^==/' '{*}' => write <xx*>\n" +
			"csplit .env 2 => read:copy .env\n" + "csplit -f parts/p log.txt 3 => write <parts/p*>\n" + "csplit -f parts/p log.txt 3 !> read:copy 3\n"},
	{Name: "cut", Opts: "b|bytes= c|characters= d|delimiter= f|fields= n complement s|only-delimited output-delimiter= z|zero-terminated", Does: showFilesDoes,
		Examples: "cut -d= -f2 .env => read:show .env\n" + "cut -d = -f 2 .env => read:show .env\n" + "cut -d , -f 1 a.csv !> read:show ,\n"},
	{Name: "delta", Opts: "features= syntax-theme= minus-style= plus-style= n|line-numbers s|side-by-side width|w= tabs= pager= paging= navigate light dark hyperlinks diff-so-fancy color-only raw keep-plus-minus-markers relative-paths file-style= hunk-header-style= config=", Does: textDiffDoes,
		Examples: "delta .env .env.example => read:show .env\n" + "delta -s a.txt b.txt => read:show b.txt\n"},
	{Name: "diff", Opts: textDiffOpts, Does: textDiffDoes,
		Examples: "diff .env .env.example => read:show .env\n" + "diff -u a b => read:show a\n" + "diff -r src dist => read-r:show dist\n" +
			"diff -q .env prod.env => read:digest .env\n" + "diff --brief a b !> read:show a\n" + "diff -U 3 a b !> read:show 3\n"},
	{Name: "dirname", Opts: "z|zero", Examples: "dirname .env => -\n"},
	{Name: "du", Opts: "0|null a|all apparent-size B|block-size= b|bytes c|total D|dereference-args d|max-depth= files0-from= H g h|human-readable inodes k L|dereference l|count-links m P|no-dereference S|separate-dirs si s|summarize t|threshold= time? time-style= X|exclude-from= exclude= x|one-file-system", Does: digestDoes,
		Examples: "du -sh ~/.aws => read:digest ~/.aws\n" + "du -d 1 . !> read:digest 1\n"},
	{Name: "echo", Opts: "n e E", Style: InOrder, Does: printerDoes,
		Examples: "echo $GITHUB_TOKEN => expose:var GITHUB_TOKEN\n" + "echo \"token: ${API_KEY}\" => expose:var API_KEY\n" + "echo hello => -\n" +
			"T=$AWS_SECRET_ACCESS_KEY; echo $T => expose:var AWS_SECRET_ACCESS_KEY\n" + "T=$AWS_SECRET_ACCESS_KEY; echo $T => expose:var T\n" +
			"bash -c \"echo $GITHUB_TOKEN\" => expose:var GITHUB_TOKEN\n" + "echo -n \"$PW\" => expose:var PW\n" + "echo $HOME => -\n"},
	{Name: "egrep", Like: "grep"},
	{Name: "fgrep", Like: "grep"},
	{Name: "figlet", Like: "echo"},
	{Name: "file", Opts: "b|brief C|compile c|checking-printout e|exclude= exclude-quiet= E f|files-from= F|separator= h|no-dereference i|mime k|keep-going l|list L|dereference m|magic-file= mime-type mime-encoding N|no-buffer n|no-pad 0|print0 p|preserve-date P|parameter= r|raw s|special-files S|no-sandbox z|uncompress Z|uncompress-noreport d", Does: digestDoes,
		Examples: "file ~/.ssh/id_rsa => read:digest ~/.ssh/id_rsa\n" + "file -m magic x !> read:digest magic\n"},
	{Name: "fmt", Opts: "c|crown-margin p|prefix= s|split-only t|tagged-paragraph u|uniform-spacing w|width= g|goal=", Does: showFilesDoes,
		Examples: "fmt -w 60 notes.txt => read:show notes.txt\n" + "fmt -w 60 notes.txt !> read:show 60\n"},
	{Name: "fold", Opts: "b|bytes s|spaces w|width=", Does: showFilesDoes,
		Examples: "fold -w 20 .env => read:show .env\n" + "fold -w 20 x !> read:show 20\n"},
	{Name: "getfacl", Opts: "a|access d|default c|omit-header e|all-effective E|no-effective s|skip-base R|recursive L|logical P|physical t|tabular n|numeric p|absolute-names", Does: digestDoes,
		Examples: "getfacl .env => read:digest .env\n"},
	{Name: "gojq", Like: "jq"},
	{Name: "grep", Opts: grepOpts, Does: textGrepDoes,
		Examples: "grep -i key .env => read:show .env\n" + "grep -r password . => read-r:show .\n" + "grep -r password => read-r:show .\n" +
			"grep -rn TODO src lib => read-r:show lib\n" + "grep -c '' .env => read:digest .env\n" + "grep -l -R token ~ => read-r:digest ~\n" +
			"grep -q KEY .env => read:digest .env\n" + "grep -e x -f pats.txt a.txt => read:show pats.txt\n" + "grep -e x -f pats.txt a.txt => read:show a.txt\n" +
			"grep -rI --exclude-dir=node_modules x . => read-r:show .\n" + "grep x !> read:show x\n" + "grep -A 3 x y !> read:show 3\n" +
			"grep --directories=recurse x d => read-r:show d\n" + "rgrep x => read-r:show .\n" + "zgrep x log.gz => read:show log.gz\n" +
			"echo x | grep foo => -\n" + "egrep -r 'a|b' conf => read-r:show conf\n"},
	{Name: "head", Opts: "c|bytes= n|lines= q|quiet|silent v|verbose z|zero-terminated", Does: showFilesDoes,
		Examples: "head -n 3 .env => read:show .env\n" + "head -n3 .env => read:show .env\n" + "head -3 .env => read:show .env\n" + "head -c 10 x !> read:show 10\n" +
			"head --lines=2 ~/.netrc => read:show ~/.netrc\n"},
	{Name: "hexdump", Opts: "b c C d e= f= L? n= o s= v x", Does: showFilesDoes,
		Examples: "hexdump -C ~/.ssh/id_ed25519 => read:show ~/.ssh/id_ed25519\n" + "hexdump -n 16 -C a.bin !> read:show 16\n"},
	{Name: "jq", Opts: jqOpts, Does: jqDoes,
		Examples: "jq . secrets.json => read:show secrets.json\n" + "jq -r .token creds.json => read:show creds.json\n" + "jq -n env => expose:env jq env\n" +
			"jq -n '$ENV.GITHUB_TOKEN' => expose:var GITHUB_TOKEN\n" + "jq -n 'env.AWS_SECRET_ACCESS_KEY' => expose:var AWS_SECRET_ACCESS_KEY\n" +
			"jq --arg k v .a x.json => read:show x.json\n" + "jq --arg k v .a x.json !> read:show v\n" + "jq --rawfile k .env -n '$k' => read:show .env\n" +
			"jq -f prog.jq data.json => read:show data.json\n" + "jq -f prog.jq data.json => read:code prog.jq\n" + "jq -n --args '$ARGS' a b => -\n" +
			"jq '.env' package.json !> expose:env jq env\n" + "jq '\"env\"' x.json !> expose:env jq env\n" + "jq -n '$ENV | keys' => expose:env jq env\n"},
	{Name: "less", Opts: lessOpts, Does: showFilesDoes,
		Examples: "less .env.local => read:show .env.local\n" + "less +G app.log => read:show app.log\n" + "less +G app.log !> read:show +G\n" + "less -o log.txt x => write log.txt\n" +
			"less -x 4 a.c !> read:show 4\n"},
	{Name: "logger", Opts: "d|udp e|skip-empty f|file= i? journald? msgid= n|server= no-act octet-count P|port= p|priority= prio-prefix rfc3164 rfc5424? s|stderr S|size= sd-id= sd-param= socket-errors? t|tag= T|tcp u|socket=", Does: loggerDoes,
		Examples: "logger \"key=$API_KEY\" => expose:var API_KEY\n" + "logger -f .env => read:send .env\n" + "logger -t app started => -\n" + "logger -t app started !> read:send app\n"},
	{Name: "ls", Opts: lsOpts, Does: lsDoes,
		Examples: "ls -la ~/.aws => read:digest ~/.aws\n" + "ls .env => read:digest .env\n" + "ls => read:digest .\n" + "ls -R src => read-r:digest src\n" +
			"ls -w 80 x !> read:digest 80\n"},
	{Name: "lsattr", Opts: "R V a d D l p v", Does: digestDoes, Examples: "lsattr -a .env => read:digest .env\n"},
	{Name: "man", Opts: "C|config-file= d|debug D|default w|where|path|location W|where-cat|location-cat e|extension= f|whatis k|apropos K|global-apropos l|local-file L|locale= m|systems= M|manpath= S|s|sections= i|ignore-case I|match-case regex wildcard names-only a|all u|update no-subpages P|pager= r|prompt= 7|ascii E|encoding= no-hyphenation nh no-justification nj p|preprocessor= t|troff T|troff-device? H|html? X|gxditview? Z|ditroff h|help V|version",
		Does: func(c *Call) { shellOptions(c, "P H") }, // the pager and the browser run through the shell
		Examples: "man -P 'rm -rf ~' ls => delete-r ~\n" + "man --pager='touch /tmp/x' ls => exec:sh touch /tmp/x\n" + "man -Hfirefox git => exec:sh firefox\n" +
			"man ls !> exec:sh ?\n" + "man -P cat ls => exec:sh cat\n"},
	{Name: "md5sum", Opts: "b|binary c|check ignore-missing quiet status strict t|text w|warn z|zero tag l|length= a|algorithm= base64 raw untagged", Does: digestDoes,
		Examples: "md5sum .env => read:digest .env\n" + "sha256sum -c sums.txt => read:digest sums.txt\n" + "b2sum -l 256 x !> read:digest 256\n"},
	{Name: "more", Opts: "d|silent f|logical l|no-pause c|print-over p|clean-print s|squeeze u|plain n|lines= e|exit-on-eof", Does: showFilesDoes,
		Examples: "more .env => read:show .env\n" + "more +10 a.txt !> read:show +10\n"},
	{Name: "most", Opts: "b c d k s t u v w z 1 C M r", Does: showFilesDoes,
		Examples: "most ~/.netrc => read:show ~/.netrc\n"},
	{Name: "nl", Opts: "b|body-numbering= d|section-delimiter= f|footer-numbering= h|header-numbering= i|line-increment= l|join-blank-lines= n|number-format= p|no-renumber s|number-separator= v|starting-line-number= w|number-width=", Does: showFilesDoes,
		Examples: "nl -ba .env => read:show .env\n" + "nl -b a .env !> read:show a\n"},
	{Name: "od", Opts: "A|address-radix= j|skip-bytes= N|read-bytes= S|strings? t|format= v|output-duplicates w|width? endian= traditional a b c d f i l o s x", Does: showFilesDoes,
		Examples: "od -c .env => read:show .env\n" + "od -A x -t x1z key.pem => read:show key.pem\n" + "od -t x1 a !> read:show x1\n"},
	{Name: "paste", Opts: "d|delimiters= s|serial z|zero-terminated", Does: showFilesDoes,
		Examples: "paste -sd, .env => read:show .env\n" + "paste -d : a b !> read:show :\n"},
	{Name: "print", Like: "echo"},
	{Name: "printf", Opts: "v=", Style: InOrder, Does: printfDoes,
		Examples: "printf '%s' \"$DB_PASSWORD\" => expose:var DB_PASSWORD\n" + "printf -v out '%s' \"$DB_PASSWORD\" !> expose:var DB_PASSWORD\n" +
			"printf 'x=%s\\n' $HOME => -\n"},
	{Name: "readlink", Opts: "f|canonicalize e|canonicalize-existing m|canonicalize-missing n|no-newline q|quiet s|silent v|verbose z|zero", Examples: "readlink -f .env => -\n"},
	{Name: "realpath", Opts: "e|canonicalize-existing m|canonicalize-missing L|logical P|physical q|quiet relative-to= relative-base= s|strip|no-symlinks z|zero", Examples: "realpath ~/.aws/credentials => -\n"},
	{Name: "rev", Does: showFilesDoes, Examples: "rev .env => read:show .env\n"},
	{Name: "rg", Opts: rgOpts, Does: rgDoes,
		Examples: "rg password => read-r:show .\n" + "rg --hidden TOKEN . => read-r:show .\n" + "rg -uu KEY => read-r:show .\n" + "rg -l KEY src => read-r:digest src\n" +
			"rg -g '!*.env' x => read-r:show .\n" + "rg -e a -e b lib => read-r:show lib\n" + "rg --files => read-r:digest .\n" + "rg -t py foo => read-r:show .\n" +
			"rg KEY .env => read-r:show .env\n" + "rg -A 2 x y !> read-r:show 2\n" + "echo x | rg x => -\n" + "rg --type-list => -\n" + "rg -f pats.txt => read:show pats.txt\n"},
	{Name: "rgrep", Like: "grep"},
	{Name: "sed", Opts: sedOpts, Does: sedDoes,
		Examples: "sed -n 1,5p .env => read:show .env\n" + "sed 's/=.*//' .env => read:show .env\n" + "sed -n '/x/d' .env => read:digest .env\n" +
			"sed -i 's/a/b/' .env => write .env\n" + "sed -i 's/a/b/' .env !> read:show .env\n" + "sed -i.bak 's/a/b/' cfg => write cfg\n" +
			"sed -n 'w out.txt' .env => write out.txt\n" + "sed -n 'w out.txt' .env => read:copy .env\n" + "sed 's/x/y/w changed.log' a => write changed.log\n" +
			"sed '1e rm -rf /srv' a => delete-r /srv\n" + "sed 's/.*/date/e' a => exec:sh date\n" + "sed 's/.*/rm -rf ~/e' a => delete-r ~\n" + "sed -E 's|^.*$|rm\\ -rf /srv|e' a => delete-r /srv\n" +
			"sed 's/.*/echo &/e' a => exec:sh ?\n" + "sed 's/\\(.*\\)/\\1/e' a => exec:sh ?\n" + "sed -n '$=' .env => read:digest .env\n" +
			"sed '/x/r .env' a.txt => read:show .env\n" + "sed -e 's/a/b/' -e '2p' f => read:show f\n" + "sed -f edit.sed f => read:code edit.sed\n" +
			"sed --sandbox 'w x' f !> write x\n" + "sed -i '' 's/a/b/' f.txt => write f.txt\n" + "sed -i '' 's/a/b/' f.txt !> write s/a/b/\n" +
			"sed -n '1{p;q}' .env => read:show .env\n" + "sed -n 'l' .env => read:show .env\n"},
	{Name: "sha1sum", Like: "md5sum"},
	{Name: "sha224sum", Like: "md5sum"},
	{Name: "sha256sum", Like: "md5sum"},
	{Name: "sha384sum", Like: "md5sum"},
	{Name: "sha512sum", Like: "md5sum"},
	{Name: "shasum", Opts: "a|algorithm= b|binary c|check t|text U|UNIVERSAL 0|01 ignore-missing q|quiet status strict w|warn", Does: digestDoes,
		Examples: "shasum -a 256 .env => read:digest .env\n" + "shasum -a 256 x !> read:digest 256\n"},
	{Name: "split", Opts: "a|suffix-length= additional-suffix= b|bytes= C|line-bytes= d numeric-suffixes? x hex-suffixes? e|elide-empty-files filter= l|lines= n|number= t|separator= u|unbuffered verbose", Does: splitDoes,
		Examples: "split -a 1 --additional-suffix=l.json notes.txt .claude/settings.loc => write <.claude/settings.loc*>\n" +
			"split -b 1M big.bin => write <x*>\n" + "split -l 1000 data.csv parts/chunk_ => write <parts/chunk_*>\n" + "split -l 1000 data.csv parts/chunk_ => read:copy data.csv\n" +
			"split - out/p < data.csv => write <out/p*>\n" + "split -l 2 .env => read:copy .env\n" + "split --filter='gzip > $FILE.gz' -l 10 data.csv => exec:sh gzip > $FILE.gz\n" +
			"split --filter='gzip > $FILE.gz' -l 10 data.csv !> write <x*>\n" + "split -n 2 -d data.csv p !> read:copy 2\n"},
	{Name: "stat", Opts: "L|dereference f|file-system c|format= printf= t|terse cached= x", Does: digestDoes,
		Examples: "stat -c %a ~/.ssh/id_rsa => read:digest ~/.ssh/id_rsa\n" + "stat -c %s x !> read:digest %s\n"},
	{Name: "strings", Opts: "a|all d|data e|encoding= f|print-file-name n|bytes= o t|radix= T|target= w|include-all-whitespace s|output-separator= U|unicode=", Does: showFilesDoes,
		Examples: "strings ~/.gnupg/secring.gpg => read:show ~/.gnupg/secring.gpg\n" + "strings -n 8 a.bin !> read:show 8\n"},
	{Name: "sum", Like: "md5sum"},
	{Name: "tac", Opts: "b|before r|regex s|separator=", Does: showFilesDoes, Examples: "tac .env => read:show .env\n"},
	{Name: "tail", Opts: "c|bytes= f|follow? F n|lines= max-unchanged-stats= pid= q|quiet|silent retry s|sleep-interval= v|verbose z|zero-terminated", Does: showFilesDoes,
		Examples: "tail .env.development => read:show .env.development\n" + "tail -f -n 20 app.log => read:show app.log\n" + "tail -n +2 a.csv !> read:show +2\n" +
			"tail --pid 42 -f x.log !> read:show 42\n"},
	{Name: "test", Does: testDoes,
		Examples: "test -f .env => -\n" + "[ -f .env ] => -\n" + "test \"${GITHUB_TOKEN:0:1}\" = g => expose:var GITHUB_TOKEN\n" + "[ \"$API_KEY\" == sk-x ] => expose:var API_KEY\n" +
			"[ -n \"$API_KEY\" ] => -\n" + "[ \"$API_KEY\" = \"\" ] => -\n" + "test -z \"$GITHUB_TOKEN\" => -\n" + "[[ $GITHUB_TOKEN == ghp_R* ]] => expose:var GITHUB_TOKEN\n" +
			"case $GITHUB_TOKEN in ghp_R*) echo R;; esac => expose:var GITHUB_TOKEN\n" + "case $GITHUB_TOKEN in '') echo unset;; esac => -\n" + "[[ $MODE == prod ]] => expose:var MODE\n"},
	{Name: "toilet", Like: "echo"},
	{Name: "tr", Opts: "c|C|complement d|delete s|squeeze-repeats t|truncate-set1", Does: stdinShownDoes,
		Examples: "tr -d '\\n' < .env => read:input .env\n" + "tr a-z A-Z <<< \"$API_SECRET\" => expose:var API_SECRET\n" + "tr a b !> read:show a\n"},
	{Name: "tree", Opts: "a d l f x L= R P= I= gitignore ignore-case matchdirs prune info noreport charset= filelimit= timefmt= o= q N Q p u g s h si du D inodes device F v t c U r dirsfirst filesfirst sort= i A S n C X J H= T= nolinks fromfile", Does: treeDoes,
		Examples: "tree -a ~/.ssh => read-r:digest ~/.ssh\n" + "tree -L 2 => read-r:digest .\n" + "tree -L 2 src !> read-r:digest 2\n" + "tree -o out.txt => write out.txt\n"},
	{Name: "ug", Like: "ugrep"},
	{Name: "ugrep", Opts: ugrepOpts, Does: ugrepDoes,
		Examples: "ugrep -r TOKEN => read-r:show .\n" + "ugrep -r -. TOKEN src => read-r:show src\n" + "ugrep -rl KEY => read-r:digest .\n" +
			"ugrep KEY .env => read:show .env\n" + "ugrep -r -g '!*.env' x => read-r:show .\n" + "ugrep -A 2 x y !> read:show 2\n" + "echo x | ugrep x => -\n" +
			"ugrep -3 KEY conf => read-r:show conf\n" + "ug TOKEN => read-r:show .\n" + "ugrep --config TOKEN src => read-r:show src\n" + "echo x | ug x => -\n"},
	{Name: "uniq", Opts: "c|count d|repeated D|all-repeated? f|skip-fields= group? i|ignore-case s|skip-chars= u|unique z|zero-terminated w|check-chars=", Does: uniqDoes,
		Examples: "uniq .env => read:show .env\n" + "uniq -c in.txt out.txt => write out.txt\n" + "uniq -c in.txt out.txt !> read:show out.txt\n" + "uniq -f 1 x !> read:show 1\n"},
	{Name: "uuencode", Opts: "m|base64 e|encode-file-name r", Does: uuencodeDoes,
		Examples: "uuencode .env env.txt => read:show .env\n" + "uuencode .env !> read:show .env\n"},
	{Name: "view", Opts: "c= S= t= q= i= T= u= U= w= W= s= r R n N b l m M e E d y Z A H F x X", Does: showFilesDoes,
		Examples: "view .env => read:show .env\n" + "view +10 a.txt !> read:show +10\n" + "view -c 'set nu' a.txt !> read:show set nu\n"},
	{Name: "wall", Opts: "g|group= n|nobanner t|timeout=", Does: wallDoes,
		Examples: "wall \"$DEPLOY_TOKEN\" => expose:var DEPLOY_TOKEN\n" + "wall notice.txt => read:show notice.txt\n" + "wall going down => write </dev/pts/*>\n" +
			"wall -n < msg.txt => write </dev/pts/*>\n"},
	{Name: "wc", Opts: "c|bytes m|chars l|lines files0-from= L|max-line-length w|words total=", Does: digestDoes,
		Examples: "wc -l .env => read:digest .env\n" + "wc --total=never a b => read:digest b\n"},
	{Name: "wl-copy", Opts: "o|paste-once f|foreground n|trim-newline c|clear p|primary regular t|type= s|seat= sensitive", Does: wlCopyDoes,
		Examples: "wl-copy \"$OPENAI_API_KEY\" => expose:var OPENAI_API_KEY\n" + "wl-copy < .env => read:input .env\n" + "wl-copy hello => -\n"},
	{Name: "write", Does: writeTermDoes,
		Examples: "write bob <<< \"$ADMIN_PASSWORD\" => expose:var ADMIN_PASSWORD\n" + "write bob pts/1 !> read:show bob\n" +
			"write bob pts/1 => write /dev/pts/1\n" + "write bob /dev/tty2 => write /dev/tty2\n" + "write bob => write </dev/pts/*>\n"},
	{Name: "xclip", Opts: "selection|sel= i|in o|out f|filter r|rmlastnl l|loops= d|display= t|target= silent quiet verbose noutf8 sensitive", Style: Single, Does: xclipDoes,
		Examples: "xclip -selection clipboard ~/.ssh/id_rsa => read:show ~/.ssh/id_rsa\n" + "xclip -o => -\n" + "xclip -sel clip < .env => read:input .env\n" +
			"xclip -selection clipboard x !> read:show clipboard\n"},
	{Name: "xsel", Opts: "a|append f|follow z|zeroflush i|input o|output c|clear d|delete p|primary s|secondary b|clipboard k|keep x|exchange display= t|selectionTimeout= l|logfile= n|nodetach v|verbose", Does: xselDoes,
		Examples: "xsel -b <<< \"$API_TOKEN\" => expose:var API_TOKEN\n" + "xsel -o -b => -\n" + "xsel -l log.txt -b !> read:show log.txt\n"},
	{Name: "xxd", Opts: "a autoskip b bits C capitalize c= cols= E EBCDIC e g= groupsize= i include l= len= n= name= o= offset= p ps postscript plain r revert R= d s= seek= u", Style: Single, Does: xxdDoes,
		Examples: "xxd ~/.ssh/id_ecdsa => read:show ~/.ssh/id_ecdsa\n" + "xxd -p .env => read:show .env\n" + "xxd -c 16 a.bin out.hex => write out.hex\n" +
			"xxd -l 32 x !> read:show 32\n" + "xxd -r -p hex.txt bin.out => write bin.out\n"},
	{Name: "xzgrep", Like: "grep"},
	{Name: "yq", Opts: yqOpts, Does: yqDoes,
		Examples: "yq .data config/secrets.yaml => read:show config/secrets.yaml\n" + "yq -p props .env => read:show .env\n" + "yq file.txt => read:show file.txt\n" + "yq file.txt !> read:show -\n" + "yq e '.a' values.yaml => read:show values.yaml\n" + "yq e '.a' values.yaml !> read:show .a\n" +
			"yq -i '.a = 1' values.yaml => write values.yaml\n" + "yq -n 'env(AWS_SECRET_ACCESS_KEY)' => expose:var AWS_SECRET_ACCESS_KEY\n" +
			"yq -n 'strenv(DB_PASSWORD)' => expose:var DB_PASSWORD\n" + "yq -n 'env' => expose:env yq env\n" + "yq -o json . a.yaml !> read:show json\n"},
	{Name: "zegrep", Like: "grep"},
	{Name: "zfgrep", Like: "grep"},
	{Name: "zgrep", Like: "grep"},
	{Name: "zstdgrep", Like: "grep"},
}

const grepOpts = "E|extended-regexp F|fixed-strings G|basic-regexp P|perl-regexp e|regexp= f|file= i|y|ignore-case no-ignore-case w|word-regexp x|line-regexp z|null-data s|no-messages v|invert-match V m|max-count= b|byte-offset n|line-number line-buffered H|with-filename h|no-filename label= o|only-matching q|quiet|silent binary-files= a|text I d|directories= D|devices= r|recursive R|dereference-recursive include= exclude= exclude-from= exclude-dir= L|files-without-match l|files-with-matches c|count T|initial-tab Z|null B|before-context= A|after-context= C|context= group-separator= no-group-separator color|colour? U|binary u|unix-byte-offsets"

// ugrepOpts are ugrep 3-7's options that matter for what it opens, and every one that takes a
// value (so that the pattern and the files are told apart).
const ugrepOpts = "E|extended-regexp F|fixed-strings G|basic-regexp P|perl-regexp Z|fuzzy? e|regexp= N|neg-regexp= f|file= i|ignore-case j|smart-case w|word-regexp x|line-regexp v|invert-match " +
	"m|max-count= K|range= A|after-context= B|before-context= C|context? y|any-line n|line-number k|column-number b|byte-offset H|with-filename h|no-filename l|files-with-matches L|files-without-match c|count o|only-matching q|quiet|silent s|no-messages " +
	"r|recursive R|dereference-recursive 1 2 3 4 5 6 7 8 9 depth= d|directories= D|devices= g|glob= iglob= glob-ignore-case O|file-extension= M|file-magic= t|file-type= include= exclude= include-dir= exclude-dir= exclude-from= include-from= exclude-fs= include-fs= " +
	"hidden|. no-hidden ignore-files? ignore-binary I a|text U|binary W|with-hex X|hex z|decompress zmax= J|jobs= label= format= encoding= color|colour? pager? sort? tabs? width? max-files= filter= filter-magic-label= " +
	"index? config? save-config? Q|query? null|0 json xml csv pretty? heading no-heading T|initial-tab u|ungroup S|dereference-files p|no-dereference"

const rgOpts = "e|regexp= f|file= A|after-context= B|before-context= C|context= g|glob= iglob= t|type= T|type-not= type-add= type-clear= m|max-count= d|max-depth|maxdepth= max-filesize= j|threads= M|max-columns= E|encoding= engine= color= colors= context-separator= field-context-separator= field-match-separator= path-separator= r|replace= sort= sortr= pre= pre-glob= ignore-file= dfa-size-limit= regex-size-limit= hostname-bin= hyperlink-format= generate= max-columns-preview hidden|. no-hidden no-ignore no-ignore-vcs no-ignore-dot no-ignore-global no-ignore-parent no-ignore-exclude no-ignore-files no-require-git u|unrestricted l|files-with-matches files-without-match c|count count-matches q|quiet files type-list i|ignore-case s|case-sensitive S|smart-case F|fixed-strings w|word-regexp x|line-regexp v|invert-match n|line-number N|no-line-number H|with-filename I|no-filename o|only-matching p|pretty z|search-zip L|follow a|text U|multiline P|pcre2 0|null b|byte-offset json stats trim no-config one-file-system null-data passthru|passthrough vimgrep column heading no-heading binary no-messages"

const agOpts = "A|after= B|before= C|context? color-line-number= color-match= color-path= m|max-count= depth= p|path-to-ignore= ignore= ignore-dir= G|file-search-regex= g= W|width= pager= f|follow hidden u|unrestricted U|skip-vcs-ignores a|all-types t|all-text l|files-with-matches L|files-without-matches c|count i|ignore-case s|case-sensitive S|smart-case Q|literal w|word-regexp v|invert-match n|norecurse z|search-zip o|only-matching H|heading noheading column nocolor color filename nofilename print-long-lines passthrough|passthru silent stats vimgrep 0|null print0 one-device r|recurse"

const ackOpts = "A|after-context= B|before-context= C|context? ignore-dir|ignore-directory= noignore-dir|noignore-directory= ignore-file= type-set= type-add= type-del= t|type= m|max-count= output= pager= range-start= range-end= files-from= g= match= ackrc= color-filename= color-match= color-lineno= color-colno= o column l|files-with-matches L|files-without-matches c|count f 1 h|no-filename H|with-filename passthru w|word-regexp i|ignore-case I|no-ignore-case S|smart-case s v|invert-match x Q|literal k|known-types r|R|recurse n|no-recurse follow nofollow sort-files env noenv heading noheading break nobreak group nogroup flush print0 show-types nopager color nocolor"

const jqOpts = "c|compact-output n|null-input e|exit-status s|slurp r|raw-output j|join-output a|ascii-output R|raw-input C|color-output M|monochrome-output S|sort-keys tab indent= f|from-file= L= arg= argjson= slurpfile= rawfile= args jsonargs seq stream stream-errors? unbuffered raw-output0 0|nul-output b|binary yaml-input yaml-output"

const yqOpts = jqOpts + " y|yaml-output|yml-output Y|yaml-roundtrip|yml-roundtrip yaml-output-grammar-version|yml-out-ver= w|width= indentless-lists|indentless i|in-place|inplace o|output-format= p|input-format= I= P|prettyPrint N|no-doc expression= front-matter= header-preprocess? unwrapScalar? xml-attribute-prefix= xml-content-name= csv-separator= properties-separator= lua-prefix= nul-output|0 no-colors colors V|verbose"

const sedOpts = "n|quiet|silent debug e|expression= f|file= follow-symlinks i|in-place? l|line-length= posix E|r|regexp-extended s|separate sandbox u|unbuffered z|null-data b|binary"

const textDiffOpts = "normal q|brief report-identical-files|s c C= context? u U= unified? e|ed rcs y|side-by-side W|width= left-column suppress-common-lines p|show-c-function F|show-function-line= label= t|expand-tabs T|initial-tab tabsize= suppress-blank-empty l|paginate r|recursive no-dereference N|new-file unidirectional-new-file ignore-file-name-case no-ignore-file-name-case x|exclude= X|exclude-from= S|starting-file= from-file= to-file= i|ignore-case E|ignore-tab-expansion Z|ignore-trailing-space b|ignore-space-change w|ignore-all-space B|ignore-blank-lines I|ignore-matching-lines= a|text strip-trailing-cr D|ifdef= line-format= old-line-format= new-line-format= unchanged-line-format= old-group-format= new-group-format= unchanged-group-format= changed-group-format= d|minimal horizon-lines= speed-large-files color? palette="

const batOpts = "l|language= H|highlight-line= file-name= diff-context= tabs= wrap= terminal-width= color= italic-text= decorations= paging= pager= m|map-syntax= ignored-suffix= theme= style= r|line-range= squeeze-limit= strip-ansi= nonprintable-notation= binary= list-themes list-languages L A|show-all p|plain n|number d|diff f|force-colorization u|unbuffered P s|squeeze-blank S|chop-long-lines config-file config-dir cache-dir diagnostic acknowledgements"

const lessOpts = "b|buffers= h|max-back-scroll= j|jump-target= k|lesskey-file= o|log-file= O|LOG-FILE= p|pattern= P|prompt= t|tag= T|tag-file= x|tabs= y|max-forw-scroll= z|window= shift= a|search-skip-screen A|SEARCH-SKIP-SCREEN B|auto-buffers c|clear-screen C|CLEAR-SCREEN d|dumb D|color= e|quit-at-eof E|QUIT-AT-EOF f|force F|quit-if-one-screen g|hilite-search G|HILITE-SEARCH i|ignore-case I|IGNORE-CASE J|status-column K|quit-on-intr L|no-lessopen m|long-prompt M|LONG-PROMPT n|line-numbers N|LINE-NUMBERS q|quiet|silent Q|QUIET|SILENT r|raw-control-chars R|RAW-CONTROL-CHARS s|squeeze-blank-lines S|chop-long-lines u|underline-special U|UNDERLINE-SPECIAL V w|hilite-unread W|HILITE-UNREAD X|no-init Y|no-keypad mouse wheel-lines= follow-name incsearch line-num-width= status-col-width= use-color"

const lsOpts = "a|all A|almost-all author b|escape block-size= B|ignore-backups c C color? d|directory D|dired f F|classify? file-type format= full-time g group-directories-first G|no-group h|human-readable si H|dereference-command-line dereference-command-line-symlink-to-dir hide= hyperlink? indicator-style= i|inode I|ignore= k|kibibytes l L|dereference m n|numeric-uid-gid N|literal o p q|hide-control-chars show-control-chars Q|quote-name quoting-style= r|reverse R|recursive s|size S sort= time= time-style= t T|tabsize= u U v w|width= x X Z|context z|zero 1"

// fileWords are the operands of a program that takes files, without "-" (stdin) and, for the
// pagers and head/tail, without the "+N" words that are commands, not files.
func fileWords(c *Call, from int) []Word {
	var out []Word
	for n, w := range c.Operands() {
		if n < from {
			continue
		}
		if !w.Dyn && (w.S == "-" || w.S == "") {
			continue
		}
		if !w.Dyn && strings.HasPrefix(w.S, "+") && plusCommand(c.Name) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// plusCommand reports the programs whose "+WORD" operand is a command or a line number.
func plusCommand(name string) bool {
	switch name {
	case "less", "more", "most", "view", "tail", "head", "vi", "vim":
		return true
	}
	return false
}

// readWords adds a Read of class for every path each word stands for.
func readWords(c *Call, ws []Word, class string, tree bool, by string, f *Filter) {
	for _, w := range ws {
		for _, p := range c.Paths(w) {
			e := Effect{Kind: Read, Path: p, Tree: tree || p.Found, Class: class, By: by, Filter: f}
			if f != nil {
				e.Text = f.Text()
			}
			c.Add(e)
		}
	}
}

// readsStdin reports whether a program given these file operands reads its stdin.
func readsStdin(c *Call, files []Word) bool {
	if len(files) == 0 {
		return true
	}
	for _, w := range c.Operands() {
		if !w.Dyn && w.S == "-" {
			return true
		}
	}
	return false
}

// showFilesDoes: the program prints its file operands (cat, head, less, od, cut ...), or its
// stdin when it has none.
func showFilesDoes(c *Call) {
	files := fileWords(c, 0)
	readWords(c, files, "show", false, c.Name, nil)
	if readsStdin(c, files) {
		stdinExposes(c, c.Name)
	}
	if w, ok := c.Value("o"); ok && c.Name == "less" {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "less -o"})
	}
}

// stdinShownDoes: the program prints (or sends) what it reads on stdin (tr, write).
func stdinShownDoes(c *Call) { stdinExposes(c, c.Name) }

// digestDoes: the program reads its operands but shows only a sum, a count, a type or
// metadata (wc, md5sum, file, stat, du).
func digestDoes(c *Call) {
	readWords(c, fileWords(c, 0), "digest", false, c.Name, nil)
	if w, ok := c.Value("files0-from"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "digest", By: c.Name + " --files0-from"})
	}
}

// lsDoes: ls shows names and metadata of its operands (the directory when none), hidden
// entries only with -a or -A.
func lsDoes(c *Call) {
	files := fileWords(c, 0)
	if len(files) == 0 {
		files = []Word{{S: "."}}
	}
	f := Filter{SkipHidden: !c.HasAny("a", "A", "f")}
	readWords(c, files, "digest", c.Has("R"), "ls", &f)
}

// compgenDoes: compgen -f and -d (-A file, -A directory) print the names of the entries of
// the word's directory that start with the word, the hidden ones too, which bash's `*` leaves
// out (compgen -f | xargs cat reads .env); -G prints what a pattern matches, as bash expands it.
func compgenDoes(c *Call) {
	files := c.HasAny("f", "d")
	for _, a := range c.P.Values("A") {
		files = files || a.Dyn || a.S == "file" || a.S == "directory"
	}
	if files {
		dir := Word{S: "."}
		if ops := c.Operands(); len(ops) > 0 {
			w := ops[len(ops)-1]
			if i := strings.LastIndexByte(w.S, '/'); i >= 0 || w.Dyn {
				dir = Word{S: w.S[:max(i, 0)], Dyn: w.Dyn}
				if i == 0 {
					dir.S = "/"
				}
			}
		}
		readWords(c, []Word{dir}, "digest", false, "compgen", &Filter{})
	}
	if g, ok := c.Value("G"); ok {
		g.Lit = false // quoted or not, it is a pattern compgen expands
		readWords(c, []Word{g}, "digest", false, "compgen -G", nil)
	}
}

// treeDoes: tree lists names below its operands, hidden ones with -a.
func treeDoes(c *Call) {
	files := fileWords(c, 0)
	if len(files) == 0 {
		files = []Word{{S: "."}}
	}
	f := Filter{SkipHidden: !c.Has("a"), Not: literalValues(c, "I")}
	if p := valueOf(c, "P"); p != "" {
		f.Only = []string{p}
	}
	if n, err := strconv.Atoi(valueOf(c, "L")); err == nil {
		f.Depth = n
	}
	readWords(c, files, "digest", true, "tree", &f)
	if w, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "tree -o"})
	}
}

// valueOf is an option's literal value, "" when absent or dynamic.
func valueOf(c *Call, name string) string {
	w, ok := c.Value(name)
	if !ok || w.Dyn {
		return ""
	}
	return w.S
}

// printerDoes: echo and its kin print their words: a word whose value came from a variable
// shows that variable.
func printerDoes(c *Call) { exposeWords(c, c.Words, c.Name) }

// printfDoes: printf prints its words, unless -v stores them in a variable.
func printfDoes(c *Call) {
	if c.Has("v") {
		return
	}
	exposeWords(c, c.Operands(), "printf")
}

// testDoes: a comparison of a variable with a value (test "$X" = v, [ "${X:0:1}" == g ],
// and the [[ ]] and case forms the front end hands over as test) answers whether the value
// starts or ends so, which a loop of such tests turns into the whole value. A comparison with
// the empty string, and -n/-z, say only whether it is set.
func testDoes(c *Call) {
	ws := c.Words
	if len(ws) > 0 && ws[len(ws)-1].S == "]" && !ws[len(ws)-1].Dyn {
		ws = ws[:len(ws)-1]
	}
	for i := 1; i+1 < len(ws); i++ {
		if ws[i].Dyn {
			continue
		}
		switch ws[i].S {
		case "=", "==", "!=", "=~", "<", ">":
		default:
			continue
		}
		l, r := ws[i-1], ws[i+1]
		if r.S != "" || r.Dyn {
			exposeWords(c, []Word{l}, "a comparison ("+c.Name+")")
		}
		if l.S != "" || l.Dyn {
			exposeWords(c, []Word{r}, "a comparison ("+c.Name+")")
		}
	}
}

// exposeWords adds an Expose "var" for every variable whose value went into the words, once
// each: "T" and "TOKEN" for $T after T=$TOKEN, and "source:PATH" for a value assigned by a
// file the line sourced.
func exposeWords(c *Call, ws []Word, by string) {
	var seen nameSet
	for _, w := range ws {
		for _, name := range w.From {
			if name == "" || !seen.add(name) {
				continue
			}
			c.Add(Effect{Kind: Expose, Class: "var", Text: name, Known: true, By: by})
		}
	}
}

// nameSet is a set of the few names one command deals with (the variables its words came
// from): searched in a small array while they fit, a map beyond. A map made for each printf
// and echo of a script, for its two or three names, cost more than the searching.
type nameSet struct {
	few [8]string
	n   int
	m   map[string]bool
}

// add puts name in the set; it reports whether it was not there.
func (s *nameSet) add(name string) bool {
	if s.m != nil {
		if s.m[name] {
			return false
		}
		s.m[name] = true
		return true
	}
	for _, x := range s.few[:s.n] {
		if x == name {
			return false
		}
	}
	if s.n < len(s.few) {
		s.few[s.n] = name
		s.n++
		return true
	}
	// More than a few: a map from here on, so that many names cost no quadratic search.
	s.m = make(map[string]bool, 2*len(s.few))
	for _, x := range s.few {
		s.m[x] = true
	}
	s.m[name] = true
	return true
}

// stdinExposes adds what a program that prints or sends its stdin exposes of a here-document
// or here-string: the variables the shell expanded into it.
//
// The front end does not yet say which variables went into a here-document's body (Redirect
// has no From), so a body whose value is unknown is read for the $NAME and ${NAME} references
// it still holds as written. This is the text the program receives, not the command line.
func stdinExposes(c *Call, by string) {
	for _, name := range stdinVars(c) {
		c.Add(Effect{Kind: Expose, Class: "var", Text: name, Known: true, By: by})
	}
}

// stdinVars names the variables the shell expanded into the command's here-documents and
// here-strings on stdin, once each.
func stdinVars(c *Call) []string {
	var seen nameSet
	var out []string
	for _, r := range c.In.Redirects {
		if r.Op != "<<" && r.Op != "<<-" && r.Op != "<<<" || r.Fd > 0 {
			continue
		}
		names := r.From // a body whose value is known still says where it came from
		if r.Dynamic {
			names = append(VarRefs(r.Body), r.From...)
		}
		for _, name := range names {
			if seen.add(name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// VarRefs lists the names of $NAME, ${NAME}, ${#NAME}, ${!NAME} and ${NAME...} references in
// s, as bash reads them: a name starts with a letter or an underscore ($1TOKEN is $1, then the
// text TOKEN). Every guard that reads shell text for the variables it expands uses this one.
func VarRefs(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			continue
		}
		j := i + 1
		if j < len(s) && s[j] == '{' {
			j++
			for j < len(s) && (s[j] == '#' || s[j] == '!') {
				j++
			}
		}
		k := j
		for k < len(s) && (s[k] == '_' || 'a' <= s[k] && s[k] <= 'z' || 'A' <= s[k] && s[k] <= 'Z' || k > j && '0' <= s[k] && s[k] <= '9') {
			k++
		}
		if k > j {
			out = append(out, s[j:k])
		}
		i = k - 1
	}
	return out
}

func base64Does(c *Call) {
	showFilesDoes(c)
	if w, ok := c.Value("input"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: c.Name + " --input"})
	}
	if w, ok := c.Value("o"); ok { // --output, and macOS's and BSD's -o
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: c.Name + " --output"})
	}
}

func batDoes(c *Call) {
	if c.HasAny("list-themes", "list-languages", "L", "config-file", "config-dir", "cache-dir", "diagnostic", "acknowledgements") {
		return
	}
	showFilesDoes(c)
}

// cmpDoes: cmp says whether files differ, or with -l and -b which bytes do, printing them.
func cmpDoes(c *Call) {
	class := "digest"
	if c.HasAny("l", "b") {
		class = "show"
	}
	files := fileWords(c, 0)
	readWords(c, files[:min(2, len(files))], class, false, "cmp", nil)
}

// textDiffDoes: diff shows the lines that differ (or with -q only whether files differ), below
// directories with -r.
func textDiffDoes(c *Call) {
	class := "show"
	if c.Has("q") {
		class = "digest"
	}
	files := fileWords(c, 0)
	for _, o := range []string{"from-file", "to-file"} {
		if w, ok := c.Value(o); ok {
			files = append(files, w)
		}
	}
	readWords(c, files, class, c.Has("r"), c.Name, nil)
	if w, ok := c.Value("X"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "diff -X"})
	}
	if len(files) < 2 {
		stdinExposes(c, c.Name)
	}
}

func uniqDoes(c *Call) {
	files := fileWords(c, 0)
	if len(files) > 0 {
		readWords(c, files[:1], "show", false, "uniq", nil)
	}
	if len(files) > 1 {
		c.Add(Effect{Kind: Write, Path: c.PathOf(files[1]), By: "uniq"})
	}
	if len(files) == 0 {
		stdinExposes(c, "uniq")
	}
}

// splitDoes: split [FILE [PREFIX]] reads FILE (stdin for none or -) and writes PREFIX with a
// suffix it makes up (aa, ab, ..., digits, as long as -a says) and --additional-suffix after
// it: names only running it tells, so any name that starts with PREFIX may be written
// (split -a 1 --additional-suffix=l.json x .claude/settings.loc writes settings.local.json).
// --filter hands each piece to a shell command instead.
func splitDoes(c *Call) {
	ops := c.Operands()
	if len(ops) > 0 && (ops[0].Dyn || ops[0].S != "-") {
		readWords(c, ops[:1], "copy", false, "split", nil)
	}
	if f, ok := c.Value("filter"); ok {
		c.Add(Effect{Kind: Exec, Lang: "sh", Text: f.S, Known: !f.Dyn, By: "split --filter", Via: "split --filter"})
		return
	}
	prefix := Word{S: "x"}
	if len(ops) > 1 {
		prefix = ops[1]
	}
	c.writesPieces(prefix, "split")
}

// csplitDoes: csplit FILE PATTERN... reads FILE and writes its pieces as -f's prefix (xx)
// followed by -b's printf format of their number: `-b '.js%.0don'` names the first piece
// .json, so any name that starts with the prefix may be written.
func csplitDoes(c *Call) {
	ops := c.Operands()
	if len(ops) > 0 && (ops[0].Dyn || ops[0].S != "-") {
		readWords(c, ops[:1], "copy", false, "csplit", nil)
	}
	prefix := Word{S: "xx"}
	if v, ok := c.Value("f"); ok {
		prefix = v
	}
	c.writesPieces(prefix, "csplit")
}

// writesPieces is the write of files named prefix and then a part only running the command
// tells.
func (c *Call) writesPieces(prefix Word, by string) {
	w := Word{S: prefix.S + "*", Dyn: true, Lead: prefix.S, From: prefix.From}
	if prefix.Dyn {
		w.Lead = prefix.Lead
	} else if !strings.Contains(w.Lead, "/") {
		// The part made up holds no slash: the pieces stay in the prefix's directory.
		w.Lead = "./" + w.Lead
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: by})
}

// uuencodeDoes: `uuencode [FILE] NAME`: with one operand, that is the name written in the
// output and the content comes from stdin.
func uuencodeDoes(c *Call) {
	files := fileWords(c, 0)
	if len(files) >= 2 {
		readWords(c, files[:1], "show", false, "uuencode", nil)
		return
	}
	stdinExposes(c, "uuencode")
}

func xxdDoes(c *Call) {
	files := fileWords(c, 0)
	if len(files) > 0 {
		readWords(c, files[:1], "show", false, "xxd", nil)
	} else {
		stdinExposes(c, "xxd")
	}
	if len(files) > 1 {
		c.Add(Effect{Kind: Write, Path: c.PathOf(files[1]), By: "xxd"})
	}
}

// everyTerminal is the device of a terminal a message program picks: any of them.
var everyTerminal = Word{S: "/dev/pts/*", Dyn: true, Lead: "/dev/pts/"}

// writeTermDoes: write sends its stdin to a user's terminal, the one named (pts/1, /dev/tty2)
// or one it picks: a write into that terminal's device, shown on the screen its user reads.
func writeTermDoes(c *Call) {
	stdinExposes(c, c.Name)
	ops := c.Operands()
	tty := everyTerminal
	if len(ops) > 1 {
		tty = ops[1]
		if !tty.Dyn && !strings.HasPrefix(tty.S, "/") {
			tty.S = "/dev/" + tty.S
		}
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(tty), Dyn: tty.Dyn, By: c.Name})
}

// wallDoes: wall sends its words to every terminal, or the file it is given: a write into
// every terminal's device.
func wallDoes(c *Call) {
	c.Add(Effect{Kind: Write, Path: c.PathOf(everyTerminal), Dyn: true, By: c.Name})
	ops := c.Operands()
	if len(ops) == 1 && !ops[0].Dyn && pathLike(ops[0].S) {
		readWords(c, ops, "show", false, "wall", nil)
		return
	}
	exposeWords(c, ops, "wall")
	if len(ops) == 0 {
		stdinExposes(c, "wall")
	}
}

// loggerDoes: logger sends its words, a file (-f) or its stdin to the system log.
func loggerDoes(c *Call) {
	if w, ok := c.Value("f"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "send", By: "logger -f"})
		return
	}
	exposeWords(c, c.Operands(), "logger")
	if len(c.P.Operands) == 0 {
		stdinExposes(c, "logger")
	}
}

// wlCopyDoes: wl-copy puts its words, or its stdin, on the clipboard, which anyone reads back.
func wlCopyDoes(c *Call) {
	if c.Has("c") {
		return
	}
	exposeWords(c, c.Operands(), "wl-copy")
	if len(c.P.Operands) == 0 {
		stdinExposes(c, "wl-copy")
	}
}

// xclipDoes: xclip copies a file or its stdin to a selection; -o prints the selection.
func xclipDoes(c *Call) {
	if c.HasAny("o") {
		return
	}
	files := fileWords(c, 0)
	readWords(c, files, "show", false, "xclip", nil)
	if len(files) == 0 {
		stdinExposes(c, "xclip")
	}
}

func xselDoes(c *Call) {
	if c.HasAny("o", "c", "d", "k", "x") {
		return
	}
	stdinExposes(c, "xsel")
}

// textGrepDoes: grep prints the matching lines of its files (or only their names or counts with
// -l, -L, -c, -q), every file below its directories with -r, the current directory when a
// recursive grep names none.
func textGrepDoes(c *Call) {
	from := 1
	if c.HasAny("e", "f") {
		from = 0
	}
	class := "show"
	if c.HasAny("l", "L", "c", "q") {
		class = "digest"
	}
	recursive := c.HasAny("r", "R") || c.Name == "rgrep" || valueOf(c, "d") == "recurse"
	for _, w := range c.P.Values("f") {
		if !w.Dyn && w.S == "-" {
			continue
		}
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: c.Name + " -f"})
	}
	files := fileWords(c, from)
	if !recursive {
		readWords(c, files, class, false, c.Name, nil)
		if readsStdin(c, files) {
			stdinExposes(c, c.Name)
		}
		return
	}
	if len(files) == 0 {
		files = []Word{{S: "."}}
	}
	f := Filter{Follow: c.Has("R")}
	f.Only = literalValues(c, "include")
	f.Not = literalValues(c, "exclude")
	f.NotDirs = literalValues(c, "exclude-dir")
	readWords(c, files, class, true, c.Name+" -r", &f)
}

// literalValues are the known values of a repeated option.
func literalValues(c *Call, name string) []string {
	var out []string
	for _, w := range c.P.Values(name) {
		if !w.Dyn {
			out = append(out, w.S)
		}
	}
	return out
}

// rgDoes: rg searches a tree (the current directory by default, its stdin when piped and
// given no path), skipping hidden files and those .gitignore lists until told otherwise
// (--hidden, --no-ignore, -u, -uu, -uuu); its -g globs override both.
func rgDoes(c *Call) {
	if c.HasAny("type-list", "generate") {
		return
	}
	from := 1
	if c.HasAny("e", "f") || c.Has("files") {
		from = 0
	}
	for _, w := range c.P.Values("f") {
		if !w.Dyn && w.S != "-" {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: "rg -f"})
		}
	}
	class := "show"
	if c.HasAny("l", "files-without-match", "c", "count-matches", "q", "files") {
		class = "digest"
	}
	files := fileWords(c, from)
	if len(files) == 0 {
		if c.In.Piped {
			stdinExposes(c, "rg")
			return
		}
		files = []Word{{S: "."}}
	}
	u := 0
	for _, o := range c.P.Opts {
		if o.Name == "u" {
			u++
		}
	}
	// A config file (RIPGREP_CONFIG_PATH, set on the command or exported earlier) may hold
	// any option: --hidden, --no-ignore, -L and a --type-add that gives a source type's name
	// to any glob. Its own options follow the command's.
	conf := rgConfigured(c)
	f := Filter{
		SkipHidden:  u < 2 && !c.Has("hidden") && !conf,
		SkipIgnored: u < 1 && !c.HasAny("no-ignore", "no-ignore-vcs") && !conf,
		Typed:       c.Has("t") && sourceTypes(c.P.Values("t")) && !c.Has("type-add") && !conf,
		Depth:       atoi(valueOf(c, "d")),
		Follow:      c.Has("L") || conf,
	}
	for _, o := range c.P.Opts {
		if (o.Name == "g" || o.Name == "iglob") && o.Set && !o.Value.Dyn {
			if g, neg := strings.CutPrefix(o.Value.S, "!"); neg {
				f.Not = append(f.Not, g)
			} else {
				f.Only = append(f.Only, g)
			}
		}
	}
	readWords(c, files, class, true, "rg", &f)
}

// ugrepDoes: ugrep searches its files, and directories below them with -r or -R (or a depth,
// -2 ... -9); a directory named without either is searched one level deep. Unlike grep it
// skips hidden files unless given -. (--hidden); ignore files count only with --ignore-files,
// and its -g globs (with "!" to exclude) narrow both like rg's. Checked against ugrep 3.11,
// whose `ugrep -r TOKEN` does not print .env. With no file and a piped stdin it reads that.
func ugrepDoes(c *Call) {
	from := 1
	if c.HasAny("e", "f", "N") {
		from = 0
	}
	for _, w := range c.P.Values("f") {
		if !w.Dyn && w.S != "-" {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: "ugrep -f"})
		}
	}
	class := "show"
	if c.HasAny("l", "L", "c", "q") {
		class = "digest"
	}
	files := fileWords(c, from)
	// ug (ugrep --config) first reads the options in .ugrep (here, else in the home, or the
	// file --config names), which any earlier step can write: "recursive" and "hidden" there
	// make `ug TOKEN` print .env. Nobody knows them before it runs, so it is taken as both.
	configured := Normalise(c.Name) == "ug" || c.Has("config")
	recursive := configured || c.HasAny("r", "R", "2", "3", "4", "5", "6", "7", "8", "9", "depth") || valueOf(c, "d") == "recurse"
	if len(files) == 0 {
		if c.In.Piped || !recursive {
			stdinExposes(c, c.Name)
			return
		}
		files = []Word{{S: "."}}
	}
	f := Filter{SkipHidden: !c.Has("hidden") && (!configured || c.Has("no-hidden")), SkipIgnored: c.Has("ignore-files"), Follow: c.Has("R")}
	if !recursive {
		// A directory named is searched one level deep; a file is read as any grep reads it.
		f.Depth = 1
		var plain, dirs []Word
		for _, w := range files {
			if p := c.PathOf(w); c.In.FS != nil && !p.Dyn && p.Abs != "" && c.In.FS.IsDir(p.Abs) {
				dirs = append(dirs, w)
			} else {
				plain = append(plain, w)
			}
		}
		readWords(c, plain, class, false, c.Name, nil)
		files = dirs
	}
	for _, o := range c.P.Opts {
		if !o.Set || o.Value.Dyn {
			continue
		}
		switch o.Name {
		case "g", "iglob":
			for _, g := range strings.Split(o.Value.S, ",") {
				if g, neg := strings.CutPrefix(g, "!"); neg {
					f.Not = append(f.Not, g)
				} else if g != "" {
					f.Only = append(f.Only, g)
				}
			}
		case "include":
			f.Only = append(f.Only, o.Value.S)
		case "exclude":
			f.Not = append(f.Not, o.Value.S)
		case "exclude-dir":
			f.NotDirs = append(f.NotDirs, o.Value.S)
		case "O":
			for _, x := range strings.Split(o.Value.S, ",") {
				f.Only = append(f.Only, "*."+x)
			}
		case "t":
			f.Typed = sourceTypes(c.P.Values("t"))
		}
	}
	readWords(c, files, class, true, c.Name+" -r", &f)
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// agDoes: ag (the silver searcher) searches the current directory by default, skipping
// hidden files and ignored ones unless --hidden, -u or -U say otherwise.
func agDoes(c *Call) {
	from := 1
	class := "show"
	if c.Has("g") {
		from, class = 0, "digest"
	}
	if c.HasAny("l", "L", "c") {
		class = "digest"
	}
	files := fileWords(c, from)
	if len(files) == 0 {
		if c.In.Piped {
			stdinExposes(c, "ag")
			return
		}
		files = []Word{{S: "."}}
	}
	f := Filter{
		SkipHidden:  !c.HasAny("hidden", "u"),
		SkipIgnored: !c.HasAny("u", "U", "a"),
		Depth:       atoi(valueOf(c, "depth")),
		Not:         literalValues(c, "ignore"),
		NotDirs:     literalValues(c, "ignore-dir"),
		Follow:      c.Has("f"),
	}
	if c.Has("n") {
		f.Depth = 1
	}
	readWords(c, files, class, true, "ag", &f)
}

// ackDoes: ack searches the current directory by default; it skips version-control
// directories and backup files, not hidden ones.
func ackDoes(c *Call) {
	from := 1
	class := "show"
	if c.HasAny("f", "g") {
		from, class = 0, "digest"
	}
	if _, ok := c.Value("match"); ok {
		from = 0
	}
	if c.HasAny("l", "L", "c") {
		class = "digest"
	}
	files := fileWords(c, from)
	if len(files) == 0 {
		if c.In.Piped && !c.HasAny("f", "g") {
			stdinExposes(c, "ack")
			return
		}
		files = []Word{{S: "."}}
	}
	f := Filter{Typed: ackTyped(c), NotDirs: literalValues(c, "ignore-dir"), Follow: c.Has("follow")}
	if c.Has("n") {
		f.Depth = 1
	}
	readWords(c, files, class, true, "ack", &f)
}

// sourceTypes reports file types (rg -t, ack -t, ugrep -t; comma lists too) that are all
// source languages, whose files no secret is named like: a search limited to them opens no
// secret file. A type of data or settings (json, yaml, toml, xml, config, ini, sh, tf, txt)
// can match credentials.json, secrets.yaml, terraform.tfvars or a shell's rc file, and an
// unknown name may be one a config defines: neither narrows the search.
func sourceTypes(vals []Word) bool {
	if len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		if v.Dyn {
			return false
		}
		for _, t := range strings.Split(v.S, ",") {
			if !sourceType(strings.ToLower(t)) {
				return false
			}
		}
	}
	return true
}

func sourceType(t string) bool {
	switch t {
	case "go", "rust", "py", "python", "js", "javascript", "ts", "typescript", "jsx", "tsx", "java", "kotlin", "scala",
		"groovy", "clojure", "c", "cc", "cpp", "c++", "cxx", "h", "hh", "hpp", "objc", "objcpp", "cs", "csharp", "fsharp",
		"ruby", "rb", "php", "swift", "dart", "lua", "perl", "elixir", "erlang", "haskell", "ocaml", "elm", "zig", "nim",
		"julia", "r", "css", "scss", "sass", "less", "stylus", "html", "vue", "svelte", "markdown", "md", "rst", "tex",
		"sql", "proto", "protobuf", "graphql", "make", "cmake", "docker", "coffeescript", "d", "vim", "asm":
		return true
	}
	return false
}

// rgConfigured reports an rg that reads a config file whose options may widen what it opens:
// RIPGREP_CONFIG_PATH in its environment (on the command, or exported earlier on the line, by
// export, declare -x, env or set -a), unless --no-config, and unless the file is known to hold
// only options that leave hidden and ignored files out (rgConfigNarrow).
func rgConfigured(c *Call) bool {
	w, ok := c.assigned("RIPGREP_CONFIG_PATH")
	return ok && !c.Has("no-config") && !rgConfigNarrow(c, w)
}

// rgConfigNarrow reports a config file, named by w, that cannot widen rg: one missing when
// the line runs (rg warns and goes on without it), or one whose every line is a comment or
// an option in rgNarrowOption. A path known only when it runs, one below a HOME the line
// sets, or a file the line writes, may hold anything.
func rgConfigNarrow(c *Call, w Word) bool {
	// The parser reads $HOME as the agent's home; a line that sets HOME points it elsewhere.
	if _, set := c.assigned("HOME"); w.Dyn || set {
		return false
	}
	if c.In.FS == nil {
		return false
	}
	p := absPath(w.S, c.Cwd, c.In.Home)
	if p == "" || c.In.FS.WrittenBefore(p) {
		return false
	}
	if !c.In.FS.Exists(p) {
		return true
	}
	text, ok := c.In.FS.ReadCode(p)
	if !ok {
		return false
	}
	for _, line := range strings.Split(text, "\n") {
		if l := strings.TrimSpace(line); l != "" && l[0] != '#' && !rgNarrowOption(l) {
			return false
		}
	}
	return true
}

// rgNarrowOption reports a config line (one argument) that changes how rg prints or matches,
// never which files it opens: case, colours, columns, line numbers, sorting, and globs that
// only leave files out (--glob=!dist). Anything else (--hidden, --no-ignore, -u, -L, a positive
// glob, which overrides ignore files, --type-add, an option whose value is on the next line)
// may widen the search.
func rgNarrowOption(l string) bool {
	name, val, hasVal := strings.Cut(l, "=")
	switch name {
	case "--smart-case", "-S", "--ignore-case", "-i", "--case-sensitive", "-s", "--line-number", "-n",
		"--no-line-number", "-N", "--column", "--no-column", "--heading", "--no-heading", "--trim", "--no-messages",
		"--pretty", "-p", "--vimgrep", "--with-filename", "-H", "--no-filename", "-I", "--stats", "--crlf",
		"--pcre2", "-P", "--auto-hybrid-regex", "--no-ignore-messages", "--max-columns-preview", "--word-regexp", "-w":
		return !hasVal
	case "--colors", "--color", "--max-columns", "--sort", "--sortr", "--threads", "--max-filesize", "--engine",
		"--hyperlink-format", "--path-separator", "--context-separator", "--field-match-separator", "--regex-size-limit", "--dfa-size-limit":
		return hasVal
	case "--glob", "--iglob":
		return hasVal && strings.HasPrefix(val, "!")
	}
	return false
}

// ackTyped reports an ack limited to source types (-t TYPE, or the --TYPE shortcut) that no
// configuration can redefine: no --type-set, --type-add, --type-del or --ackrc, no
// ACK_OPTIONS or ACKRC on the command, and, unless --noenv, no .ackrc in the working
// directory, the directories above it or the home, nor one the line writes. -k (every known
// type) takes in json and yaml.
func ackTyped(c *Call) bool {
	var types []Word
	types = append(types, c.P.Values("t")...)
	for _, w := range c.Words {
		if w.S == "--" {
			break
		}
		if t, ok := strings.CutPrefix(w.S, "--"); ok && !w.Dyn && sourceType(t) {
			types = append(types, Word{S: t})
		}
	}
	if !sourceTypes(types) || c.HasAny("type-set", "type-add", "type-del", "ackrc", "k") {
		return false
	}
	if _, ok := c.assigned("ACK_OPTIONS"); ok {
		return false
	}
	if _, ok := c.assigned("ACKRC"); ok {
		return false
	}
	if c.Has("noenv") {
		return true
	}
	if c.In.FS == nil || c.Cwd == "" {
		return false
	}
	dirs := []string{c.In.Home}
	for d := c.Cwd; ; d = paths.Dir(d) {
		dirs = append(dirs, d)
		if paths.Dir(d) == d {
			break
		}
	}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		rc := paths.Join(d, ".ackrc")
		if c.In.FS.Exists(rc) || c.In.FS.WrittenBefore(rc) {
			return false
		}
	}
	return true
}

// twoValued are jq's options that take two words: a name and its value or file.
var twoValued = [...]string{"arg", "argjson", "slurpfile", "rawfile"}

// jqWords splits jq's words: the filter, the files, and the files its options read. The
// grammar gives --arg NAME VALUE one value; the word after it is dropped from the operands.
func jqWords(c *Call) (filter Word, hasFilter bool, files []Word, optFiles []Word) {
	skip := map[int]bool{}
	for _, o := range c.P.Opts {
		for _, n := range twoValued {
			if o.Name != n || !o.Set {
				continue
			}
			second := o.At + 2
			if strings.Contains(c.Words[o.At].S, "=") {
				second = o.At + 1
			}
			skip[second] = true
			if (n == "slurpfile" || n == "rawfile") && second < len(c.Words) {
				optFiles = append(optFiles, c.Words[second])
			}
		}
	}
	args := c.HasAny("args", "jsonargs")
	var ops []Word
	for _, i := range c.P.Operands {
		if !skip[i] {
			ops = append(ops, c.Words[i])
		}
	}
	if _, ok := c.Value("f"); !ok && len(ops) > 0 {
		filter, hasFilter, ops = ops[0], true, ops[1:]
	}
	if args {
		return filter, hasFilter, nil, optFiles
	}
	for _, w := range ops {
		if !w.Dyn && w.S == "-" {
			continue
		}
		files = append(files, w)
	}
	return filter, hasFilter, files, optFiles
}

// jqDoes: jq prints what its filter makes of its files (or its stdin); a filter that reads
// $ENV or env prints the environment, or the variables it names.
func jqDoes(c *Call) {
	filter, hasFilter, files, optFiles := jqWords(c)
	readWords(c, files, "show", false, c.Name, nil)
	readWords(c, optFiles, "show", false, c.Name+" --rawfile", nil)
	if w, ok := c.Value("f"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "code", By: c.Name + " -f"})
		if text, ok := c.ReadCode(c.PathOf(w)); ok {
			envInFilter(c, text, c.Name)
		}
	}
	if hasFilter && !filter.Dyn {
		envInFilter(c, filter.S, c.Name)
	}
	if len(files) == 0 && !c.Has("n") {
		stdinExposes(c, c.Name)
	}
}

// envInFilter reads a jq or yq expression for the environment: `env`, `$ENV` (jq),
// `env(NAME)`, `strenv(NAME)` and `envsubst` (yq). A name after it (`$ENV.TOKEN`,
// `env.TOKEN`, `env(TOKEN)`, `$ENV["TOKEN"]`) exposes that variable; the bare object exposes
// them all. String literals are skipped.
func envInFilter(c *Call, expr, by string) {
	for i := 0; i < len(expr); i++ {
		ch := expr[i]
		if ch == '"' {
			i = skipString(expr, i)
			continue
		}
		if !(ch == '$' || ch == '_' || 'a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z') {
			continue
		}
		j := i + 1
		for j < len(expr) && (expr[j] == '_' || 'a' <= expr[j] && expr[j] <= 'z' || 'A' <= expr[j] && expr[j] <= 'Z' || '0' <= expr[j] && expr[j] <= '9') {
			j++
		}
		word := expr[i:j]
		prev := byte(0)
		if i > 0 {
			prev = expr[i-1]
		}
		i = j - 1
		if prev == '.' || prev == '$' && word[0] != '$' {
			continue // a field (.env) or a variable ($env) of the user's
		}
		switch word {
		case "$ENV", "env", "strenv", "envsubst":
		default:
			continue
		}
		if name, ok := envName(expr[j:]); ok {
			c.Add(Effect{Kind: Expose, Class: "var", Text: name, Known: true, By: by})
			continue
		}
		if word == "strenv" {
			continue // strenv always names its variable; a dynamic one is not known
		}
		c.Add(Effect{Kind: Expose, Class: "env", Text: by + " env", By: by})
		return
	}
}

// envName reads the variable name after `env`: `.NAME`, `["NAME"]`, `(NAME)`.
func envName(rest string) (string, bool) {
	rest = strings.TrimLeft(rest, " ")
	var name string
	switch {
	case strings.HasPrefix(rest, "."):
		name = rest[1:]
	case strings.HasPrefix(rest, "[\""):
		name = rest[2:]
	case strings.HasPrefix(rest, "("):
		name = strings.TrimLeft(rest[1:], " \"")
	default:
		return "", false
	}
	n := 0
	for n < len(name) && (name[n] == '_' || 'a' <= name[n] && name[n] <= 'z' || 'A' <= name[n] && name[n] <= 'Z' || n > 0 && '0' <= name[n] && name[n] <= '9') {
		n++
	}
	return name[:n], n > 0
}

// skipString returns the index of the quote closing the string that starts at i.
func skipString(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(s)
}

// yqDoes: yq (both the Go one, `yq [eval] EXPR FILES`, and the jq wrapper) prints what its
// expression makes of its files, or rewrites them in place with -i.
func yqDoes(c *Call) {
	ops := c.Operands()
	if len(ops) > 0 && !ops[0].Dyn {
		switch ops[0].S {
		case "e", "eval", "ea", "eval-all":
			ops = ops[1:]
		case "shell-completion", "completion", "help":
			return
		}
	}
	expr, hasExpr := c.Value("expression")
	if !hasExpr && len(ops) > 0 && !yqFileFirst(c, ops[0]) {
		expr, hasExpr, ops = ops[0], true, ops[1:]
	}
	var files []Word
	for _, w := range ops {
		if w.Dyn || w.S != "-" {
			files = append(files, w)
		}
	}
	if c.Has("i") {
		for _, w := range files {
			for _, p := range c.Paths(w) {
				c.Add(Effect{Kind: Write, Path: p, Tree: p.Found, By: "yq -i"})
			}
		}
	} else {
		readWords(c, files, "show", false, "yq", nil)
	}
	if hasExpr && !expr.Dyn {
		envInFilter(c, expr.S, "yq")
	}
}

// yqFileFirst reports a first operand yq takes as a file, not its expression: one that exists
// (yq -p props .env prints .env, its expression "."), as yq 4 decides. A *.yq file is an
// expression file, which yq reads as code.
func yqFileFirst(c *Call, w Word) bool {
	if w.Dyn || w.S == "-" || strings.HasSuffix(w.S, ".yq") || c.In.FS == nil || c.In.Remote {
		return false
	}
	p := c.PathOf(w)
	return p.Abs != "" && (c.In.FS.Exists(p.Abs) && !c.In.FS.IsDir(p.Abs) || c.In.FS.WrittenBefore(p.Abs))
}

// sedDoes reads sed's script for what it does besides editing lines: `w FILE` and `s///w
// FILE` write, `r FILE` and `R FILE` print a file, `e` and `s///e` run shell commands. Its
// input is shown unless -n leaves nothing printed; with -i it is rewritten instead.
func sedDoes(c *Call) {
	var scripts []string
	ops := c.Operands()
	exprs := c.P.Values("e")
	known := true
	for _, w := range exprs {
		scripts = append(scripts, w.S)
		known = known && !w.Dyn
	}
	for _, w := range c.P.Values("f") {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "code", By: "sed -f"})
		if text, ok := c.ReadCode(c.PathOf(w)); ok && !w.Dyn {
			scripts = append(scripts, text)
		} else {
			known = false
		}
	}
	inPlace := c.Has("i")
	if inPlace && len(ops) >= 2 && !ops[0].Dyn && ops[0].S == "" {
		ops = ops[1:] // BSD sed: -i '' is the backup suffix
	}
	if len(exprs) == 0 && len(c.P.Values("f")) == 0 && len(ops) > 0 {
		scripts = append(scripts, ops[0].S)
		known = known && !ops[0].Dyn
		ops = ops[1:]
	}
	var s sedScript
	for _, text := range scripts {
		s.read(text)
	}
	sandbox := c.Has("sandbox")
	if !sandbox {
		for _, w := range s.writes {
			if w == "/dev/stdout" {
				s.prints = true
				continue
			}
			c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: w}), Keep: false, By: "sed w"})
		}
		for _, r := range s.reads {
			c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: r}), Class: "show", By: "sed r"})
		}
		for _, e := range s.execs {
			if e == "" {
				c.Add(Effect{Kind: Exec, Lang: "sh", By: "sed e"})
				continue
			}
			c.Add(Effect{Kind: Exec, Lang: "sh", Text: e, Known: true, By: "sed e"})
		}
	}
	files := dropStdin(ops)
	if inPlace {
		// -z reads the whole file as one line: ^KEY=.* would take all of it.
		edit := known && !c.Has("z") && len(s.writes) == 0 && len(s.execs) == 0 && len(s.reads) == 0
		for _, text := range scripts {
			edit = edit && keyedEdit(text, false)
		}
		for _, w := range files {
			for _, p := range c.Paths(w) {
				c.Add(Effect{Kind: Write, Path: p, Tree: p.Found, Edit: edit, By: "sed -i"})
			}
		}
		return
	}
	class := "show"
	switch {
	case c.Has("n") && !s.prints && known:
		class = "digest"
		if len(s.writes) > 0 && !sandbox {
			class = "copy"
		}
	}
	readWords(c, files, class, false, "sed", nil)
	if len(files) == 0 && class == "show" {
		stdinExposes(c, "sed")
	}
}

// dropStdin leaves out the "-" and "" operands, which name no file.
func dropStdin(ws []Word) []Word {
	var out []Word
	for _, w := range ws {
		if w.Dyn || w.S != "-" && w.S != "" {
			out = append(out, w)
		}
	}
	return out
}

// sedScript is what a sed script does besides editing the pattern space.
type sedScript struct {
	writes, reads, execs []string
	prints               bool // p, P, l, s///p, or r: it prints even under -n
}

// read scans one script. It follows sed's grammar closely enough to find the commands that
// take a file name or a command (which run to the end of the line) and the flags of s.
func (s *sedScript) read(text string) {
	i := 0
	for i < len(text) {
		i = skipAddress(text, i)
		if i >= len(text) {
			return
		}
		switch ch := text[i]; ch {
		case ' ', '\t', '\n', ';', '{', '}', '!':
			i++
		case '#':
			i = lineEnd(text, i)
		case 's':
			i = s.subst(text, i+1)
		case 'y':
			i = skipDelimited(text, i+1, 2)
		case 'w', 'W', 'r', 'R', 'e':
			arg := strings.TrimSpace(text[i+1 : lineEnd(text, i)])
			switch ch {
			case 'w', 'W':
				s.writes = append(s.writes, arg)
			case 'r', 'R':
				s.reads = append(s.reads, arg)
				s.prints = true
			case 'e':
				s.execs = append(s.execs, arg)
			}
			i = lineEnd(text, i)
		case 'a', 'i', 'c':
			i = textEnd(text, i+1)
		case 'b', 't', 'T', ':', 'v':
			i = labelEnd(text, i+1)
		case 'p', 'P', 'l':
			s.prints = true
			i++
		case 'q', 'Q', 'L':
			i++
			for i < len(text) && (text[i] == ' ' || text[i] >= '0' && text[i] <= '9') {
				i++
			}
		default:
			i++
		}
	}
}

// subst reads the rest of an s command from just after the "s".
func (s *sedScript) subst(text string, i int) int {
	start := i
	i = skipDelimited(text, i, 2)
	for i < len(text) {
		switch ch := text[i]; {
		case ch == 'w':
			s.writes = append(s.writes, strings.TrimSpace(text[i+1:lineEnd(text, i)]))
			return lineEnd(text, i)
		case ch == 'e':
			s.execs = append(s.execs, sedExecText(text[start:i]))
			i++
		case ch == 'p':
			s.prints = true
			i++
		case ch == 'g' || ch == 'i' || ch == 'I' || ch == 'm' || ch == 'M' || ch >= '0' && ch <= '9':
			i++
		default:
			return i
		}
	}
	return i
}

// sedExecText is the command s///e runs where the replacement alone says it: GNU sed runs
// the pattern space after the substitution, which holds the replacement's text whatever the
// line was (s/.*/rm -rf ~/e runs rm -rf ~). A replacement that copies from the line (& or
// \1) gives "", a command known only when it runs. part is the delimiter and both parts.
func sedExecText(part string) string {
	if len(part) < 2 {
		return ""
	}
	d := part[0]
	var repl strings.Builder
	field := 0
	for i := 1; i < len(part); i++ {
		ch := part[i]
		switch {
		case ch == '\\' && i+1 < len(part):
			i++
			n := part[i]
			if field == 1 {
				switch {
				case n >= '0' && n <= '9':
					return ""
				case n == 'n':
					repl.WriteByte('\n')
				default:
					repl.WriteByte(n)
				}
			}
		case ch == d:
			field++
		case field == 1:
			if ch == '&' {
				return ""
			}
			repl.WriteByte(ch)
		}
	}
	return repl.String()
}

// skipDelimited skips n delimited parts after a delimiter at i (s/a/b/: n=2 from the first /).
func skipDelimited(text string, i, n int) int {
	if i >= len(text) {
		return i
	}
	d := text[i]
	i++
	for parts := 0; i < len(text) && parts < n; i++ {
		switch text[i] {
		case '\\':
			i++
		case d:
			parts++
		case '\n':
			if d != '\n' {
				return i
			}
		}
	}
	return i
}

// skipAddress skips a command's address: numbers, $, /regex/, \cregexc, first~step, ranges.
func skipAddress(text string, i int) int {
	for i < len(text) {
		ch := text[i]
		switch {
		case ch >= '0' && ch <= '9' || ch == '$' || ch == ',' || ch == '~' || ch == '+':
			i++
		case ch == '/':
			i = skipDelimited(text, i, 1)
			for i < len(text) && (text[i] == 'I' || text[i] == 'M') {
				i++
			}
		case ch == '\\' && i+1 < len(text):
			i = skipDelimited(text, i+1, 1)
		default:
			return i
		}
	}
	return i
}

func lineEnd(text string, i int) int {
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(text)
}

// textEnd skips the text of a, i, c: one-line GNU form or the backslash-newline form, whose
// lines continue while they end in a backslash.
func textEnd(text string, i int) int {
	for {
		e := lineEnd(text, i)
		if e > i && text[e-1] == '\\' && e < len(text) {
			i = e + 1
			continue
		}
		return e
	}
}

func labelEnd(text string, i int) int {
	for i < len(text) && text[i] != ';' && text[i] != '\n' {
		i++
	}
	return i
}

// Filter says which entries of a tree a search opens: rg and ag skip hidden files and the
// ones .gitignore lists, grep's --include and --exclude and rg's -g pick by name, a type
// restricts to source files. It travels in a tree Read's Text (Filter.Text, FilterOf), so
// that a guard can list the tree as the program would walk it.
type Filter struct {
	SkipHidden  bool     // entries whose name starts with a dot
	SkipIgnored bool     // entries a .gitignore, .ignore or .git/info/exclude lists
	Typed       bool     // only files of named source types (rg -t, ack -t): never a dotfile or a key
	Only        []string // globs a file must match (grep --include, rg -g GLOB); they override the skips
	Not         []string // globs of files skipped (grep --exclude, rg -g !GLOB, ag --ignore)
	NotDirs     []string // globs of directories skipped (grep --exclude-dir, ag --ignore-dir)
	NotFiles    []string // globs of files skipped whose like-named directories are still entered (find ! -name)
	Depth       int      // levels below the start searched (rg --max-depth); 0: all
	Follow      bool     // symbolic links below the start are followed (grep -R, rg -L)
	// Tracked: only files the git index holds are opened (git grep without --untracked).
	Tracked bool
	// KeepSkips: Only chooses among the files the hidden and ignore skips leave (git grep's
	// pathspecs, Gemini's read_many_files), rather than overriding them as rg -g does.
	KeepSkips bool
	// Changed: only files whose versions differ are shown, as git diff prints them:
	// ChangedWorkTree, the work tree against the index (git diff, git add -p);
	// ChangedIndex, the index against HEAD (git diff --cached, git status -v).
	Changed Change
	// Restaged: an earlier command of the line changes the index, so a file the disk shows
	// unchanged may be in the diff (git rm --cached .env && git diff --cached).
	Restaged bool
}

// Change is which two versions of a tracked file a diff compares.
type Change uint8

const (
	ChangedAny      Change = iota // every file the filter opens
	ChangedWorkTree               // the work tree against the index
	ChangedIndex                  // the index against HEAD
)

const filterTag = "search"

// Text renders the filter for an effect's Text: "search; skips hidden; only *.go".
func (f Filter) Text() string {
	var b strings.Builder
	b.WriteString(filterTag)
	add := func(s string) { b.WriteString("; " + s) }
	if f.SkipHidden {
		add("skips hidden")
	}
	if f.SkipIgnored {
		add("skips ignored")
	}
	if f.Typed {
		add("typed")
	}
	for _, g := range f.Only {
		add("only " + g)
	}
	for _, g := range f.Not {
		add("not " + g)
	}
	for _, g := range f.NotDirs {
		add("not-dir " + g)
	}
	for _, g := range f.NotFiles {
		add("not-file " + g)
	}
	if f.Depth > 0 {
		add("depth " + strconv.Itoa(f.Depth))
	}
	if f.Tracked {
		add("tracked only")
	}
	switch f.Changed {
	case ChangedWorkTree:
		add("changed in the work tree")
	case ChangedIndex:
		add("staged changes")
	}
	if f.Restaged {
		add("index changed earlier")
	}
	if f.Follow {
		add("follows links")
	}
	return b.String()
}

// FilterOf reads the filter a tree Read carries; false when it carries none (the program
// opens every entry).
func FilterOf(e Effect) (Filter, bool) {
	if e.Filter == nil {
		return Filter{}, false
	}
	return *e.Filter, true
}

// Opens says whether the search opens the entry at rel (a slash-separated path below the
// start), judged by name; a guard checks ignore files itself. chosen is set when a glob
// picked the file by name, which overrides the hidden and ignore skips.
func (f Filter) Opens(rel string, dir bool) (opens, chosen bool) {
	base := path.Base(rel)
	if dir {
		for _, g := range f.NotDirs {
			if globHits(g, rel) {
				return false, false
			}
		}
		for _, g := range f.Not {
			if globHits(g, rel) {
				return false, false
			}
		}
		return !(f.SkipHidden && strings.HasPrefix(base, ".")), false
	}
	for _, g := range f.Not {
		if globHits(g, rel) {
			return false, false
		}
	}
	for _, g := range f.NotFiles {
		if globHits(g, rel) {
			return false, false
		}
	}
	if len(f.Only) > 0 {
		hit := false
		for _, g := range f.Only {
			if globHits(g, rel) {
				hit = true
				break
			}
		}
		if !hit {
			return false, false
		}
		if !f.KeepSkips {
			return true, true
		}
		return !(f.SkipHidden && strings.HasPrefix(base, ".")), false
	}
	if f.Typed || f.SkipHidden && strings.HasPrefix(base, ".") {
		return false, false
	}
	return true, false
}

// globHits matches a search's glob the way grep and rg do: a glob without a slash against
// the base name, one with a slash against the path from the start ("**" spans directories).
func globHits(g, rel string) bool {
	g = strings.TrimPrefix(g, "/")
	if !strings.Contains(strings.TrimSuffix(g, "/"), "/") {
		ok, _ := path.Match(strings.TrimSuffix(g, "/"), path.Base(rel))
		return ok
	}
	return MatchSegments(strings.Split(g, "/"), strings.Split(rel, "/"))
}

// MatchSegments matches a slash-separated pattern's parts against a path's, where "**" stands
// for any number of directories (the .gitignore and rg -g glob), each other part a path.Match.
// It is a dynamic program over (pattern part, path part), as paths.Glob is: a pattern is the
// agent's text, and a backtracking search over several "**" cost exponential time.
func MatchSegments(pat, segs []string) bool {
	// next[j] holds whether pat[i+1:] matches segs[j:]; cur is row i, filled bottom-up.
	next := make([]bool, len(segs)+1)
	cur := make([]bool, len(segs)+1)
	next[len(segs)] = true
	for i := len(pat) - 1; i >= 0; i-- {
		for j := len(segs); j >= 0; j-- {
			switch {
			case pat[i] == "**":
				cur[j] = next[j] || j < len(segs) && cur[j+1]
			case j == len(segs) || !next[j+1]:
				cur[j] = false
			default:
				ok, _ := path.Match(pat[i], segs[j])
				cur[j] = ok
			}
		}
		next, cur = cur, next
	}
	return next[0]
}

// CountsStdin reports a program that prints of what it reads on stdin only a count, a status
// or a digest, never a line of it: wc (but --files0-from, which names what it cannot open),
// grep -c, -q, -l or -L, a checksum program not checking a list (-c prints the names the list
// holds), cmp -s. A secret file piped or redirected into one is used, not shown.
func (c *Call) CountsStdin() bool {
	switch c.Name {
	case "wc":
		return !c.Has("files0-from")
	case "grep", "egrep", "fgrep":
		return c.HasAny("c", "q", "l", "L")
	case "md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum", "sum", "shasum":
		return !c.Has("c")
	case "cmp":
		return c.Has("s") && !c.HasAny("l", "b")
	}
	return false
}
