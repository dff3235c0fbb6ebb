package spec

import (
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// fsSpecs are the programs that read, write, copy, move, link and delete files: coreutils,
// findutils, archivers, rsync and dd. Sorted by Name.
var fsSpecs = []Spec{
	{Name: "7z", Style: Single, Does: sevenZipDoes,
		Examples: "7z x -so bundle.zip .env => read-r:show .env\n" + "7z e -so bundle.zip => read-r:show .env\n" + "7z x -so bundle.zip => read:show bundle.zip\n" +
			"7z x bundle.zip -oout => write-r:extract out/.env\n" + "7z x -y missing.7z => write:extract .\n" + "7z a out.7z src => read-r:archive src\n" + "7z a out.7z src => write out.7z\n" +
			"7z l bundle.zip => -\n" + "7z t bundle.zip => -\n" + "cat x.7z | 7z x -si -so => read-r:show <*>\n" +
			"7z a -sdel /tmp/s.7z .hookguard => delete-r .hookguard\n" + "7z a /tmp/s.7z -SDEL => delete-r .\n" + "7z a -sdel x.7z @list.txt => delete-r <*>\n" + "7z a x.7z @missing.lst => read:archive <missing.lst>\n" + "7z a x.7z -i@missing.lst => read:archive <missing.lst>\n" +
			"7z a out.7z src !> delete-r src\n" +
			"7z x bundle.zip -oout => read:input bundle.zip\n" + "7z e -o/tmp/o a.7z => read:input a.7z\n" + "7z x \"$A\" => read:input <$A>\n" + "7z a out.7z src !> read:input out.7z\n"},
	{Name: "7za", Like: "7z"},
	{Name: "7zr", Like: "7z"},
	{Name: "7zz", Like: "7z"},
	{Name: "ar", Style: Single, Does: arDoes,
		Examples: "ar x lib.a => write-r:extract ./settings.json\n" + "ar xv lib.a => write-r:extract ./x.o\n" + "ar t lib.a !> write-r:extract ./x.o\n" +
			"ar xP lib.a => write-r:extract ./.claude\n" + "cd .claude && ar x ../lib.a => write-r:extract ./settings.json\n" + "ar x missing.a => write:extract .\n" + "ar --output=out x missing.a => write:extract out\n" + "ar x missing.a --output out => write:extract out\n" +
			"ar rcs libx.a a.o b.o => write libx.a\n" + "ar rcs libx.a .env => read:copy .env\n" + "ar t missing.a => -\n" + "ar p lib.a => read-r:show lib.a\n" +
			"ar -x \"$A\" => write-r:extract <.>\n" + "ar $K lib.a => write-r:extract <.>\n" +
			"ar x lib.a => read:input lib.a\n" + "ar x missing.a --output out => read:input missing.a\n" + "ar -x \"$A\" => read:input <$A>\n" + "ar rcs libx.a a.o !> read:input libx.a\n"},
	{Name: "bsdcpio", Like: "cpio"},
	{Name: "bsdtar", Like: "tar", Examples: "bsdtar -xf a.tar -C out => read:input a.tar\n" + "bsdtar -xf missing.tar -s ,a,b, => write-r:extract .\n"},
	{Name: "bsdunzip", Like: "unzip"},
	{Name: "cabextract", Opts: "v|version h|help l|list t|test q|quiet L|lowercase f|fix p|pipe d|directory= F|filter= e|encoding=", Does: opaqueExtractDoes,
		Examples: "cabextract a.cab => write-r:extract .\n" + "cabextract -d out a.cab => read:input a.cab\n" + "cabextract -d out a.cab => write-r:extract out\n" + "cabextract -l a.cab => -\n"},
	{Name: "chattr", Opts: "R V f p= v=", Does: chattrDoes,
		Examples: "chattr +i ~/.bashrc => chmod ~/.bashrc\n" + "chattr -R -i /etc => chmod-r /etc\n" + "chattr +i f !> chmod +i\n"},
	{Name: "chgrp", Like: "chown"},
	{Name: "chmod", Opts: "R|recursive c|changes f|silent|quiet v|verbose reference= preserve-root no-preserve-root H L P", Does: chmodDoes,
		Examples: "chmod -R 777 ~ => chmod-r ~\n" + "chmod +x run.sh => chmod:adds run.sh\n" + "chmod +x run.sh !> chmod +x\n" + "chmod -x ~/.local/bin/tool => chmod ~/.local/bin/tool\n" + "chmod -R -w,o-r build => chmod-r build\n" +
			"chmod u+x,g+rX a.sh => chmod:adds a.sh\n" + "chmod u+x,g-x a.sh => chmod a.sh\n" + "chmod =x a.sh => chmod a.sh\n" + "chmod a+w a.sh => chmod a.sh\n" + "chmod 755 a.sh => chmod a.sh\n" + "chmod \"$M\" a.sh => chmod a.sh\n" +
			"chmod --reference=a b => chmod b\n" + "chmod --recursive u+w build => chmod-r build\n"},
	{Name: "chown", Opts: "R|recursive c|changes f|silent|quiet v|verbose reference= from= dereference h|no-dereference preserve-root no-preserve-root H L P", Does: chmodDoes,
		Examples: "chown -R me /usr => chmod-r:owner /usr\n" + "chown me:me f => chmod:owner f\n" + "chgrp -R staff build => chmod-r:owner build\n" + "chown --reference=a b => chmod:owner b\n" + "chown me f !> chmod f\n"},
	{Name: "cp", Opts: cpOpts, Does: cpDoes,
		Examples: "cp a b => read:copy a\n" + "cp a b => write b\n" + "cp -r src dst => read-r:copy src\n" + "cp -t dir a b => write dir/b\n" +
			"cp -a x y => write-r y\n" + "cp --recurs x y => write-r y\n" + "cp a => -\n" +
			"cp -l a b => read:hardlink a\n" + "cp --link a b => read:hardlink a\n" + "cp -al src dst => read-r:hardlink src\n" + "cp -l a b !> read:copy a\n" + "cp -s a b => read:link a\n"},
	{Name: "cpio", Opts: "i|extract o|create p|pass-through t|list d|make-directories m|preserve-modification-time u|unconditional v|verbose V|dot F|file= I= O= D|directory= E|pattern-file= H|format= R|owner= no-absolute-filenames absolute-filenames f|nonmatching r|rename l|link L|dereference a|reset-access-time B C|io-size= c 0|null quiet b s S n|numeric-uid-gid preserve-owner no-preserve-owner only-verify-crc sparse to-stdout M|message= rsh-command= W|warning= force-local rename-batch-file=", Does: cpioDoes,
		Examples: "cpio -idm < missing.cpio => write:extract .\n" + "cat x.cpio | cpio -id => write-r:extract .\n" + "cpio -t < a.cpio !> write:extract .\n" + "find . | cpio -o > /tmp/a.cpio !> write-r:extract .\n" +
			"printf 'a.txt\\n' | cpio -o > /tmp/a.cpio => read:archive a.txt\n" + "ls | cpio -o > /tmp/a.cpio => read:archive <->\n" + "cpio -o > /tmp/a.cpio !> read:archive <->\n" +
			"find src | cpio -pdm /opt/out => write-r /opt/out\n" + "cpio -i -D out -F missing.cpio => write:extract out\n" +
			"cpio -i -F a.cpio => read:input a.cpio\n" + "cpio --extract --file=a.cpio => read:input a.cpio\n" + "cpio -iFa.cpio => read:input a.cpio\n" + "cpio -i -F \"$A\" => read:input <$A>\n" +
			"cpio -idr < missing.cpio => write-r:extract .\n" + "cpio -i --rename -F missing.cpio => write-r:extract .\n" + "cpio -idm < missing.cpio !> write-r:extract .\n"},
	{Name: "dd", Does: ddDoes,
		Examples: "dd if=/dev/zero of=/dev/sda => write /dev/sda\n" + "dd if=disk.img of=out.img => read:copy disk.img\n" + "dd if=a of=b conv=notrunc => write+ b\n"},
	// del-cli (bin del too) deletes its glob patterns, directories whole; ! patterns exclude.
	{Name: "del", Like: "del-cli"},
	{Name: "del-cli", Opts: "f|force d|dry-run v|verbose", Does: delCliDoes,
		Examples: "del-cli /srv => delete-r /srv\n" + "del '~/x/*' '!~/x/keep' => delete-r ~/x/*\n" + "del-cli --dry-run /srv => -\n"},
	{Name: "dpkg-deb", Opts: "x|extract X|vextract R|raw-extract e|control b|build c|contents I|info f|field W|show fsys-tarfile ctrl-tarfile v|verbose D|debug Z= z= S=", Does: dpkgDebDoes,
		Examples: "dpkg-deb -x a.deb . => write-r:extract .\n" + "dpkg-deb -x a.deb out => read:input a.deb\n" + "dpkg-deb --extract a.deb out => write-r:extract out\n" + "dpkg-deb -c a.deb => -\n"},
	{Name: "fallocate", Opts: "c|collapse-range d|dig-holes i|insert-range l|length= n|keep-size o|offset= p|punch-hole v|verbose x|posix z|zero-range h|help V|version", Does: fallocateDoes,
		Examples: "fallocate -p -o 0 -l 1G /dev/sda => truncate /dev/sda\n" + "fallocate --zero-range -o 0 -l 4096 ~/data.db => truncate ~/data.db\n" +
			"fallocate -c -o 0 -l 1M /var/lib/app.db => truncate /var/lib/app.db\n" + "fallocate -l 1G swap.img => write+ swap.img\n" + "fallocate -d big.img => write+ big.img\n" + "fallocate --help => -\n"},
	{Name: "fd", Opts: fdOpts, Does: fdDoes,
		Examples: "fd => read-r:digest .\n" + "fd -H env => read-r:digest .\n" + "fd -e go . src => read-r:digest src\n" + "fd -H . -x cat => read-r:show {.}?\n" +
			"fd -H -X cat => read-r:show {.}?\n" + "fd -x rm => delete-r {.}?\n" + "fd -d 2 x !> read-r:digest 2\n"},
	{Name: "fdfind", Like: "fd"},
	{Name: "find", Opts: "H L P D= O?", Style: Single, Does: findDoes,
		Examples: "find . -delete => delete-r {.}\n" + "find build -name '*.o' -delete => delete-r {build}?\n" +
			"find . -exec echo -delete ';' -print !> delete-r {.}\n" + "find / -fprint out.txt => write out.txt\n" + "find . -name x => read-r:digest .\n" + "find . -name x -delete !> read-r:digest .\n" + "find src -name '*.go' -exec gofmt -l {} + !> read-r:digest src\n" +
			"find . -exec echo + -delete ';' !> delete-r {.}\n" + "find . -exec echo {} + -delete => delete-r {.}\n" + "find . -execdir echo x{} + -delete => delete-r {.}\n" +
			"find . -ok tee {} + out.txt ';' => write out.txt\n" + "find . -okdir echo {} + -delete ';' !> delete-r {.}\n" +
			"find . -delete -name '*.pyc' => delete-r {.}\n" + "find . -name '*.pyc' -o -delete => delete-r {.}\n" + "find . ! -name z -delete => delete-r {.}\n" +
			"find . -name '*.pyc' -delete => delete-r {.}?\n" + "find . -name '*.pyc' -delete !> delete-r {.}\n" + "find . -mindepth 1 -delete => delete-r {.}?\n" +
			"find . -path ./.git -prune -o -name '*.o' -delete => delete-r {.}?\n"},
	{Name: "install", Opts: "b|backup? C|compare D d|directory g|group= m|mode= o|owner= p|preserve-timestamps s|strip strip-program= S|suffix= t|target-directory= T|no-target-directory v|verbose Z context? preserve-context", Does: installDoes,
		Examples: "install -m 755 x /usr/local/bin/x => write /usr/local/bin/x\n" + "install -d out/dir => create out/dir\n" + "install -t bin a => write bin/a\n"},
	// jar reads its words as tar does (xf FILE, cf FILE DIR, tf, uf; --extract --file=FILE), and
	// its archives are zip files, whose members are read as unzip's are.
	{Name: "jar", Like: "tar", Examples: "jar xf bundle.zip => write-r:extract ./.env\n" + "jar -xf bundle.zip => write-r:extract ./src\n" + "jar tf bundle.zip !> write-r:extract ./src\n" +
		"jar --extract --file=bundle.zip => write-r:extract ./src\n" + "jar cf out.jar src => write out.jar\n" + "jar xf missing.jar => write:extract .\n"},
	{Name: "lha", Style: Single, Does: lhaDoes,
		Examples: "lha x a.lzh => write-r:extract .\n" + "lha x a.lzh => read:input a.lzh\n" + "lha xw=out a.lzh => write-r:extract out\n" + "lha l a.lzh => -\n" + "lha - a.lzh => -\n" + "lha => -\n"},
	{Name: "link", Does: lnDoes, Examples: "link a b => create b\n" + "link a b => read:hardlink a\n"},
	{Name: "ln", Opts: "b|backup? d|F|directory f|force i|interactive L|logical n|no-dereference P|physical r|relative s|symbolic S|suffix= t|target-directory= T|no-target-directory v|verbose", Does: lnDoes,
		Examples: "ln -s ~/.ssh/id_rsa key => read:link ~/.ssh/id_rsa\n" + "ln -s a b => create b\n" + "ln -sf a b => write b\n" + "ln -s /etc/x => create x\n" +
			"ln a b => read:hardlink a\n" + "ln -s a b !> read:hardlink a\n" + "ln -P .hookguard/x h => read:hardlink .hookguard/x\n" + "ln -t d a => read:hardlink a\n"},
	{Name: "mkdir", Opts: "m|mode= p|parents v|verbose Z context?", Does: createDoes,
		Examples: "mkdir -p a/b => create a/b\n" + "mkdir -m 700 x => create x\n"},
	{Name: "mkfifo", Opts: "m|mode= Z context?", Does: createDoes, Examples: "mkfifo -m 600 pipe => create pipe\n"},
	{Name: "mknod", Opts: "m|mode= Z context?", Does: mknodDoes, Examples: "mknod dev c 1 3 => create dev\n"},
	{Name: "mktemp", Opts: "d|directory u|dry-run q|quiet p= tmpdir? t suffix=", Does: mktempDoes,
		Examples: "mktemp -d => create /tmp/tmp.XXXXXXXXXX\n" + "mktemp build.XXXX => create build.XXXX\n" + "mktemp -p /var/tmp x.XXXXXX => create /var/tmp/x.XXXXXX\n" +
			"mktemp --tmpdir=/srv/t -d => create /srv/t/tmp.XXXXXXXXXX\n" + "mktemp -t job.XXXX => create /tmp/job.XXXX\n" + "mktemp -u => -\n" +
			"TMPDIR=/srv/a TMPDIR=rel mktemp => create rel/tmp.XXXXXXXXXX\n" + "TMPDIR=/srv/a TMPDIR= mktemp => create /tmp/tmp.XXXXXXXXXX\n" +
			"TMPDIR=$T mktemp !> create /tmp/tmp.XXXXXXXXXX\n" + "TMPDIR=/srv/a mktemp -p /srv/b -t x.XXX => create /srv/a/x.XXX\n" + "TMPDIR=/srv/a mktemp -p /srv/b x.XXX => create /srv/b/x.XXX\n"},
	{Name: "mv", Opts: "b|backup? f|force i|interactive n|no-clobber S|suffix= t|target-directory= T|no-target-directory u|update? v|verbose Z context strip-trailing-slashes exchange no-copy", Does: mvDoes,
		Examples: "mv a b => delete-r:move a\n" + "mv a b => write-r b\n" + "mv .claude .claude.bak => delete-r:move .claude\n" + "mv -t d a => write-r d/a\n" +
			"mv src/app.py /dev/null => delete /dev/null\n" + "mv -f x /dev/sda => delete /dev/sda\n" + "mv x /dev/shm/y !> delete /dev/shm/y\n" + "mv a b !> delete b\n"},
	{Name: "pax", Opts: "r w a c d i k l n u v H L P X 0 b= f= o= p= s= x= t T=", Does: paxDoes,
		Examples: "pax -r -f missing.tar => write:extract .\n" + "pax -r < missing.tar => write:extract .\n" + "pax -w -f out.tar src => write out.tar\n" + "pax -w -f out.tar src => read-r:archive src\n" +
			"pax -rw src /opt/copy => write-r /opt/copy\n" + "pax -f a.tar => -\n" + "pax -r -s ',^/,,' -f a.tar => write-r:extract <*>\n" +
			"pax -r -s ',^/,,' -f missing.tar => write-r:extract .\n" + "pax -r -f missing.tar => read:input missing.tar\n" + "pax -r -f \"$A\" => read:input <$A>\n" + "pax -r -s ,a,b, -f missing.tar => read:input missing.tar\n" +
			"pax -w -f out.tar src !> read:input out.tar\n"},
	{Name: "rar", Style: Single, Does: rarDoes,
		Examples: "rar m /tmp/s.rar .hookguard => delete-r .hookguard\n" + "rar a -df /tmp/s.rar .claude => delete-r .claude\n" + "rar a -r /tmp/s.rar src => read-r:archive src\n" +
			"rar a -r /tmp/s.rar src !> delete-r src\n" + "rar p bundle.zip .env => read-r:show .env\n" + "unrar x a.rar out/ => write-r:extract out/\n" +
			"unrar x a.rar out/ => read:input a.rar\n" + "rar e \"$A\" => read:input <$A>\n" + "rar a /tmp/s.rar src !> read:input /tmp/s.rar\n"},
	{Name: "rimraf", Opts: "preserve-root no-preserve-root G|no-glob glob v|verbose V|no-verbose i|interactive I|no-interactive e|impl= tmp=", Does: rimrafDoes,
		Examples: "rimraf dist => delete-r dist\n" + "npx rimraf ./node_modules => delete-r ./node_modules\n"},
	{Name: "rm", Opts: "r|R|recursive f|force i I interactive? d|dir v|verbose one-file-system preserve-root? no-preserve-root", Does: rmDoes,
		Examples: "rm -rf build => delete-r build\n" + "rm -r -f a b => delete-r b\n" + "rm --recu x => delete-r x\n" + "rm x => delete x\n" +
			"rm x !> delete-r x\n" + "rm -- -rf => delete -rf\n" + "rm --help => -\n" + "rm -fR /tmp/x => delete-r /tmp/x\n"},
	{Name: "rmdir", Opts: "ignore-fail-on-non-empty p|parents v|verbose", Does: rmdirDoes,
		Examples: "rmdir empty => delete empty\n"},
	{Name: "rsync", Opts: rsyncOpts, Does: rsyncDoes,
		Examples: "rsync -e 'sh -c \"rm -rf /srv\"' x y: => delete-r /srv\n" + "rsync -e 'ssh -p 2222' a host:b !> delete-r /srv\n" + "rsync -a --delete src/ /srv/www/ => delete-r:sync /srv/www/\n" + "rsync -a src/ dst/ => write-r dst/\n" +
			"rsync -a --del ./ host:/data => send host:/data\n" + "rsync -a --del ./ host:/data => delete-r:sync host:/data\n" + "rsync -an --delete a/ b/ => -\n" + "rsync --remove-source-files a b => delete:move a\n" +
			"rsync -a host:/etc/ ./etc/ => write-r ./etc/\n" + "rsync host:/srv/app/.env /tmp/x => read:copy /srv/app/.env\n" + "rsync -a host:/srv/app/.env d/ => write-r d/.env\n" +
			"rsync -a --link-dest=/bk/prev src/ /bk/new/ => read-r:hardlink /bk/prev\n" + "rsync -a --link-dest ../prev src/ dst/ => read-r:hardlink dst/../prev\n"},
	{Name: "setfacl", Opts: "b|remove-all k|remove-default n|no-mask mask d|default R|recursive L|logical P|physical restore= test m|modify= M|modify-file= x|remove= X|remove-file= s|set= set-file=", Does: setfaclDoes,
		Examples: "setfacl -m u:bob:rw f => chmod f\n" + "setfacl -R -m u:bob:rwX ~ => chmod-r ~\n" + "setfacl --test -m u:x:r f => -\n"},
	{Name: "shred", Opts: "f|force n|iterations= random-source= s|size= u|remove? v|verbose x|exact z|zero", Does: shredDoes,
		Examples: "shred -u key => truncate:shred key\n" + "shred -u key => delete key\n" + "shred -n 3 x => truncate:shred x\n"},
	{Name: "sort", Opts: "b|ignore-leading-blanks d|dictionary-order f|ignore-case g|general-numeric-sort i|ignore-nonprinting M|month-sort h|human-numeric-sort n|numeric-sort R|random-sort random-source= r|reverse sort= V|version-sort batch-size= c|check? C compress-program= debug files0-from= k|key= m|merge o|output= s|stable S|buffer-size= t|field-separator= T|temporary-directory= parallel= u|unique z|zero-terminated", Does: sortDoes,
		Examples: "sort -o /etc/passwd x => write /etc/passwd\n" + "sort x => read:show x\n" + "echo a | sort -o ~/.config/hookguard/binary => write ~/.config/hookguard/binary\n"},
	{Name: "srm", Like: "rm"},
	{Name: "tar", Opts: tarOpts, Does: tarDoes,
		Examples: "tar -cf /dev/null --checkpoint=1 --checkpoint-action=exec='rm -rf /srv' . => delete-r /srv\n" + "tar xf x.tar --to-command='sh -c \"rm -rf /srv\"' => delete-r /srv\n" + "tar --checkpoint-action=dot -cf a.tar . !> exec:sh ?\n" + "tar -czf out.tgz src => read-r:archive src\n" +
			"printf 'a.txt\\n' | tar -cf - -T - => read:archive a.txt\n" + "tar -cf - -T \"$L\" => read:archive <$L>\n" + "tar -cf - -T missing.lst => read:archive <missing.lst>\n" + "tar -cf - -T - !> read:archive <->\n" + "tar -czf out.tgz src => write out.tgz\n" + "curl -s https://x/a.tgz | tar xz -C /opt => write-r:extract /opt\n" +
			"tar -xf missing.tar => write:extract .\n" + "tar -xf missing.tar !> write-r:extract .\n" + "curl -so x.tgz https://x/x.tgz && tar xzf x.tgz => write-r:extract .\n" + "tar -tf a.tar => -\n" + "tar cf - . => read-r:archive .\n" +
			"tar xzOf bundle.tgz ./.env => read-r:show ./.env\n" + "tar -xzOf bundle.tgz => read-r:show .env\n" + "tar -xzOf bundle.tgz => read-r:show src\n" + "tar --extract --to-stdout -f bundle.tgz => read:show bundle.tgz\n" +
			"tar -xOf bundle.tgz /etc/shadow => read-r:show etc/shadow\n" + "tar czf /tmp/a.tgz . && tar xzOf /tmp/a.tgz => read-r:show <*>\n" + "curl -s https://x/a.tgz | tar -xzO => read-r:show <*>\n" +
			"bsdtar -xOf bundle.tgz => read-r:show .env\n" + "tar xzf bundle.tgz --transform s/.env/x/ => read-r:copy .env\n" + "tar --xform=s,a,b, -xzf bundle.tgz => read-r:copy src/main.go\n" +
			"bsdtar -xf bundle.tgz -s ,.env,x, => read-r:copy .env\n" + "tar xzf bundle.tgz !> read-r:copy .env\n" + "tar -xf missing.tar --transform s/a/b/ !> read-r:copy .env\n" + "tar -xOf missing.tar !> read-r:show <*>\n" + "tar xzOf bundle.tgz \"$M\" => read-r:show <$M>\n" +
			"tar --rsh-command 'rm -rf /srv' -cf h:x.tar . => delete-r /srv\n" + "tar --rsh=/tmp/r.sh -cf h:x.tar . => exec:sh /tmp/r.sh\n" + "tar -F 'rm -rf /srv' -cMf x.tar . => delete-r /srv\n" +
			"tar -cMF'rm -rf /srv' -f x.tar . => delete-r /srv\n" + "tar cMfF x.tar 'rm -rf /srv' . => delete-r /srv\n" + "tar --new-vol 'rm -rf /srv' -cf x.tar . => delete-r /srv\n" +
			"tar --info-script='rm -rf /srv' -cf x.tar . => delete-r /srv\n" + "tar --rmt-command 'rm -rf /srv' -cf h:x.tar . => delete-r /srv\n" + "tar cIf 'rm -rf /srv' x.tar . => delete-r /srv\n" +
			"TAR_OPTIONS='--to-command=rm\\ -rf\\ /srv' tar xf a.tar => delete-r /srv\n" + "TAR_OPTIONS=\"-I 'rm -rf /srv'\" tar cf a.tar . => delete-r /srv\n" +
			"tar -cMfF x.tar 'rm -rf /srv' . !> delete-r /srv\n" + "tar cfM x.tar 'rm -rf /srv' !> delete-r /srv\n" + "TAR_OPTIONS=-v tar cf a.tar src !> exec:sh ?\n" + "tar -I zstd -cf a.zst src => exec:sh zstd\n" +
			"tar --remove-files -cf /tmp/x.tar . => delete-r .\n" + "tar cf /tmp/g.tar --remove-f .git => delete-r .git\n" +
			"tar -C ~/.config -cf /tmp/c.tar --remove-files hookguard => delete-r ~/.config/hookguard\n" + "tar -C ~ -cf /tmp/c.tar .ssh => read-r:archive ~/.ssh\n" +
			"TAR_OPTIONS=--remove-files tar czf /tmp/m.tgz migrations => delete-r migrations\n" + "tar --remove-files -cf a.tar -T list.txt => delete-r <*>\n" +
			"tar --remove-files --no-recursion -cf a.tar d => delete d\n" + "tar czf out.tgz src !> delete-r src\n" +
			"tar -xfA.tar => read:input A.tar\n" + "tar --extract --file=bundle.tgz => read:input bundle.tgz\n" + "tar xzf bundle.tgz -C out => read:input bundle.tgz\n" + "tar -x -f missing.tar => read:input missing.tar\n" +
			"tar xf \"$A\" -C out => read:input <$A>\n" + "tar xz $OPTS => read:input <$OPTS>\n" + "tar -xf missing.tar --transform s/a/b/ => read:input missing.tar\n" + "tar xf - !> read:input -\n" +
			"tar -czf out.tgz src !> read:input out.tgz\n" + "tar -xzOf bundle.tgz !> read:input bundle.tgz\n" + "tar x --xform s/a/b/ < missing.tar => write-r:extract .\n" + "tar -xf missing.tar -s ,a,b, => write-r:extract .\n"},
	{Name: "tee", Opts: "a|append i|ignore-interrupts p output-error?", Does: teeDoes,
		Examples: "echo x | tee out.txt => write out.txt\n" + "tee -a log => write+ log\n" + "tee .npmrc <<< \"t=$NPM_TOKEN\" => expose:var NPM_TOKEN\n"},
	{Name: "touch", Opts: "a c|no-create d|date= f h|no-dereference m r|reference= t= time=", Does: touchDoes,
		Examples: "touch x => create+ x\n" + "touch -d yesterday x => create+ x\n"},
	{Name: "truncate", Opts: "c|no-create o|io-blocks r|reference= s|size=", Does: truncateDoes,
		Examples: "truncate -s 0 /etc/hosts => truncate /etc/hosts\n" + "truncate -s +1G disk.img => write+ disk.img\n"},
	{Name: "unar", Opts: "o|output-directory= f|force-overwrite r|force-rename s|force-skip d|force-directory D|no-directory q|quiet p|password= e|encoding= E|password-encoding= i|indexes k|forks= t|copy-time no-recursion no-quarantine h|help v|version", Does: unarDoes,
		Examples: "unar bundle.zip => write-r:extract ./.env\n" + "unar -o out bundle.zip => read:input bundle.zip\n" + "unar -o out bundle.zip => write-r:extract out/src\n" + "unar missing.zip => write:extract .\n"},
	{Name: "unlink", Does: unlinkDoes, Examples: "unlink /bin/sh => delete /bin/sh\n"},
	{Name: "unrar", Like: "rar"},
	{Name: "unsquashfs", Opts: "d|dest= f|force l|ls ll|lls s|stat n|no-progress i|info x|no-xattrs p|processors= e|ef= lc lln llc linfo", Does: unsquashfsDoes,
		Examples: "unsquashfs a.sqfs => write-r:extract squashfs-root\n" + "unsquashfs -d out a.sqfs => read:input a.sqfs\n" + "unsquashfs -f -d . a.sqfs => write-r:extract .\n" + "unsquashfs -l a.sqfs => -\n"},
	{Name: "unzip", Opts: "c f l n o p q t T u v x= X Z d= j C L K M O= I= P=", Does: unzipDoes,
		Examples: "unzip -l a.zip => -\n" + "unzip -o missing.zip -d out => write:extract out\n" + "unzip -o bundle.zip -d out => read:input bundle.zip\n" + "unzip -o missing.zip -d out => read:input missing.zip\n" +
			"unzip \"$A\" => read:input <$A>\n" + "unzip -l bundle.zip !> read:input bundle.zip\n" +
			"unzip -p bundle.zip .env => read-r:show .env\n" + "unzip -p bundle.zip => read-r:show .env\n" + "unzip -c bundle.zip src/main.go => read-r:show src/main.go\n" + "unzip -p a.zip => read-r:show <*>\n"},
	{Name: "zip", Opts: "r|recurse-paths j|junk-paths q|quiet v u|update f|freshen d|delete m|move T|test unzip-command= y|symlinks e|encrypt P|password= x|exclude= i|include= @ 0 1 9 b= n= t= tt= o|latest-time D|no-dir-entries", Does: zipDoes,
		Examples: "zip -T -TT 'rm -rf /srv' x.zip . => delete-r /srv\n" + "zip --unzip-command='rm -rf /srv' -T x.zip a => delete-r /srv\n" + "zip -r out.zip src => read-r:archive src\n" + "zip -r out.zip src => write out.zip\n" + "zip -r - . => read-r:archive .\n" + "zip -r - . !> write -\n" +
			"echo a.txt | zip -@ - => read:archive a.txt\n" + "ls | zip -@ - => read:archive <->\n" + "zip -r out.zip src !> read:archive <->\n" +
			"zip -m /tmp/s.zip .claude/settings.json => delete .claude/settings.json\n" + "zip -rm /tmp/c.zip ~/.config/hookguard => delete-r ~/.config/hookguard\n" +
			"zip --move -r /tmp/c.zip . => delete-r .\n" + "find . | zip -m -@ /tmp/x.zip => delete-r <*>\n" + "zip -r out.zip src !> delete-r src\n"},
}

const cpOpts = "a|archive attributes-only b|backup? copy-contents d debug f|force i|interactive H l|link L|dereference n|no-clobber P|no-dereference p preserve? no-preserve= parents R|r|recursive reflink? remove-destination sparse= strip-trailing-slashes s|symbolic-link S|suffix= t|target-directory= T|no-target-directory u|update? v|verbose keep-directory-symlink x|one-file-system Z context?"

const rsyncOpts = "v|verbose info= debug= q|quiet no-motd c|checksum a|archive no-OPTION r|recursive R|relative no-implied-dirs b|backup backup-dir= suffix= u|update inplace append append-verify d|dirs mkpath l|links L|copy-links copy-unsafe-links safe-links munge-links k|copy-dirlinks K|keep-dirlinks H|hard-links p|perms E|executability chmod= A|acls X|xattrs o|owner g|group devices specials D t|times U|atimes N|crtimes O|omit-dir-times J|omit-link-times super fake-super S|sparse preallocate n|dry-run W|whole-file checksum-choice= x|one-file-system B|block-size= e|rsh= rsync-path= existing ignore-existing remove-source-files del delete delete-before delete-during delete-delay delete-after delete-excluded ignore-missing-args delete-missing-args ignore-errors force max-delete= max-size= min-size= max-alloc= partial partial-dir= delay-updates m|prune-empty-dirs numeric-ids usermap= groupmap= chown= timeout= contimeout= I|ignore-times size-only modify-window= T|temp-dir= y|fuzzy compare-dest= copy-dest= link-dest= z|compress compress-choice= compress-level= skip-compress= C|cvs-exclude f|filter= F exclude= exclude-from= include= include-from= files-from= 0|from0 old-args secluded-args trust-sender copy-as= address= port= sockopts= blocking-io outbuf= stats 8|8-bit-output h|human-readable progress P i|itemize-changes M|remote-option= out-format= log-file= log-file-format= password-file= early-input= list-only bwlimit= stop-after= stop-at= fsync write-batch= only-write-batch= read-batch= protocol= iconv= checksum-seed= 4|ipv4 6|ipv6"

const tarOpts = "A|catenate|concatenate c|create d|diff|compare delete r|append t|list test-label u|update x|extract|get C|directory= f|file= T|files-from= X|exclude-from= exclude= z|gzip|gunzip|ungzip j|bzip2 J|xz Z|compress|uncompress zstd lzma lzip lzop a|auto-compress I|use-compress-program= v|verbose k|keep-old-files keep-newer-files skip-old-files overwrite overwrite-dir recursive-unlink U|unlink-first p|preserve-permissions|same-permissions P|absolute-names O|to-stdout to-command= strip-components= transform|xform= W|verify b|blocking-factor= g|listed-incremental= G|incremental h|dereference hard-dereference H|format= l|check-links m|touch N|newer|after-date= newer-mtime= no-recursion one-file-system o owner= group= mode= mtime= numeric-owner s|same-order|preserve-order S|sparse totals? wildcards no-wildcards anchored no-anchored null V|label= w|interactive|confirmation B|read-full-records i|ignore-zeros ignore-failed-read remove-files warning= checkpoint? checkpoint-action= q|quiet F|info-script|new-volume-script= rsh-command= rmt-command= M|multi-volume L|tape-length= force-local volno-file= index-file="

func chmodDoes(c *Call) {
	ops := c.Operands()
	class := ""
	if c.Name != "chmod" {
		class = "owner" // chown, chgrp: the owner or group changes, the mode bits stay
	}
	if _, ok := c.Value("reference"); !ok && len(ops) > 0 && !(c.Name == "chmod" && modeAsOption(c)) {
		if c.Name == "chmod" && addsReadExec(ops[0]) {
			class = "adds"
		}
		ops = ops[1:] // the mode or owner
	}
	for _, w := range ops {
		for _, p := range c.Paths(w) {
			c.Add(Effect{Kind: Chmod, Path: p, Tree: c.Has("R") || p.Found, Class: class, By: c.Name})
		}
	}
}

// addsReadExec reports a literal chmod mode that only adds read or execute permission
// (+x, u+x, a+rX, u+x,g+r): every bit set before stays set, so what could run or be read
// still can. Effect class "adds".
func addsReadExec(w Word) bool {
	if w.Dyn || w.S == "" {
		return false
	}
	for _, clause := range strings.Split(w.S, ",") {
		who, perms, ok := strings.Cut(clause, "+")
		if !ok || perms == "" || strings.Trim(who, "ugoa") != "" || strings.Trim(perms, "rxX") != "" {
			return false
		}
	}
	return true
}

// chattrDoes: chattr's first operand is the attribute change (+i, -a, =e) unless -p/-v only.
func chattrDoes(c *Call) {
	ops := c.Operands()
	if len(ops) > 0 && (strings.HasPrefix(ops[0].S, "+") || strings.HasPrefix(ops[0].S, "-") || strings.HasPrefix(ops[0].S, "=")) {
		ops = ops[1:]
	}
	for _, w := range ops {
		c.Each(Chmod, w, c.Has("R"), "chattr")
	}
}

// setfaclDoes: setfacl changes the access lists of its operands (--test only prints).
func setfaclDoes(c *Call) {
	if c.Has("test") {
		return
	}
	for _, w := range c.Operands() {
		c.Each(Chmod, w, c.Has("R"), "setfacl")
	}
}

// modeAsOption reports a symbolic mode written like an option (chmod -x FILE, chmod -w,o-r F):
// chmod takes it as the mode, so every operand is a file.
func modeAsOption(c *Call) bool {
	for _, o := range c.P.Opts {
		if o.Known {
			continue
		}
		w := c.Words[o.At].S
		if strings.HasPrefix(w, "-") && !strings.HasPrefix(w, "--") && strings.Trim(w, "-+=ugoarwxXst,") == "" {
			return true
		}
	}
	return false
}

func rmDoes(c *Call) { c.All(Delete, 0, c.Has("r"), "rm") }

// rimrafDoes: rimraf (the npm package) deletes each operand recursively.
func rimrafDoes(c *Call) {
	for _, w := range c.Operands() {
		if !c.Has("G") {
			w = ownPattern(w)
		}
		c.Each(Delete, w, true, "rimraf")
	}
}

// ownPattern is a word as a program that matches patterns itself sees it (del '.e*',
// prettier --write 'src/**'): quoted or not, its pattern characters are a pattern.
func ownPattern(w Word) Word {
	w.Lit = false
	return w
}

func delCliDoes(c *Call) {
	if c.Has("d") {
		return
	}
	for _, w := range c.Operands() {
		if strings.HasPrefix(w.S, "!") && !w.Dyn {
			continue
		}
		for _, p := range c.Paths(ownPattern(w)) {
			c.Add(Effect{Kind: Delete, Path: p, Tree: true, By: "del-cli"})
		}
	}
}

func rmdirDoes(c *Call) { c.All(Delete, 0, false, "rmdir") }

func unlinkDoes(c *Call) { c.All(Delete, 0, false, c.Name) }

func createDoes(c *Call) {
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Create, Path: c.PathOf(w), By: c.Name})
	}
}

func mknodDoes(c *Call) {
	if w := c.Operand(0); w.S != "" || w.Dyn {
		c.Add(Effect{Kind: Create, Path: c.PathOf(w), By: c.Name})
	}
}

func touchDoes(c *Call) {
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Create, Path: c.PathOf(w), Keep: true, By: "touch"})
	}
}

// teeDoes: tee writes its stdin into each file and prints it as well: a here-doc's or
// here-string's variables are shown as cat's are (tee .npmrc <<< "$TOKEN" prints the token).
func teeDoes(c *Call) {
	for _, w := range c.Operands() {
		for _, p := range c.Paths(w) {
			c.Add(Effect{Kind: Write, Path: p, Keep: c.Has("a"), By: "tee"})
		}
	}
	stdinExposes(c, "tee")
}

func truncateDoes(c *Call) {
	size, _ := c.Value("s")
	grows := strings.HasPrefix(size.S, "+") || strings.HasPrefix(size.S, ">")
	for _, w := range c.Operands() {
		for _, p := range c.Paths(w) {
			if grows {
				c.Add(Effect{Kind: Write, Path: p, Keep: true, By: "truncate"})
			} else {
				c.Add(Effect{Kind: Truncate, Path: p, By: "truncate"})
			}
		}
	}
}

// fallocateDoes: punching a hole, zeroing a range or collapsing one throws that range's bytes
// away, as truncate does the tail; preallocating, inserting a range and digging holes where
// the bytes are already zero keep every byte the file held.
func fallocateDoes(c *Call) {
	if c.HasAny("h", "V") {
		return
	}
	loses := c.HasAny("p", "z", "c")
	file := c.Operand(0)
	if file.S == "" && !file.Dyn {
		return
	}
	for _, p := range c.Paths(file) {
		if loses {
			c.Add(Effect{Kind: Truncate, Path: p, By: "fallocate"})
		} else {
			c.Add(Effect{Kind: Write, Path: p, Keep: true, By: "fallocate"})
		}
	}
}

func shredDoes(c *Call) {
	for _, w := range c.Operands() {
		for _, p := range c.Paths(w) {
			c.Add(Effect{Kind: Truncate, Path: p, Class: "shred", By: "shred"})
			if c.Has("u") {
				c.Add(Effect{Kind: Delete, Path: p, By: "shred -u"})
			}
		}
	}
}

func sortDoes(c *Call) {
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: "sort"})
	}
	if o, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "sort -o"})
	}
}

func ddDoes(c *Call) {
	conv := ""
	for _, w := range c.Words {
		if v, ok := strings.CutPrefix(w.S, "conv="); ok {
			conv = v
		}
	}
	for _, w := range c.Words {
		k, v, ok := strings.Cut(w.S, "=")
		if !ok {
			continue
		}
		val := Word{S: v, Dyn: w.Dyn, From: w.From}
		if w.Dyn {
			val.Lead = strings.TrimPrefix(w.Lead, k+"=")
		}
		switch k {
		case "if":
			c.Add(Effect{Kind: Read, Path: c.PathOf(val), Class: "copy", By: "dd if="})
		case "of":
			c.Add(Effect{Kind: Write, Path: c.PathOf(val), Keep: strings.Contains(conv, "notrunc"), By: "dd of="})
		}
	}
}

// copies judges cp, mv and install: each source is read (and, for a move, taken away) and
// lands at the destination, inside it when it is a directory.
func copies(c *Call, by string, tree, move bool) {
	ops := c.Operands()
	var dest Word
	srcs := ops
	if t, ok := c.Value("t"); ok {
		dest = t
	} else {
		if len(ops) < 2 {
			return
		}
		dest, srcs = ops[len(ops)-1], ops[:len(ops)-1]
	}
	into := c.Has("t") || !c.Has("T") && (len(srcs) > 1 || c.isDir(c.PathOf(dest)))
	class := "copy"
	switch {
	case move:
		class = "move"
	case by == "cp" && c.Has("l"):
		class = "hardlink" // cp -l: each file lands as a hard link to its source
	case by == "cp" && c.Has("s"):
		class = "link"
	}
	for _, s := range srcs {
		for _, sp := range c.Paths(s) {
			c.Add(Effect{Kind: Read, Path: sp, Tree: tree || sp.Found, Class: class, By: by})
			if move {
				c.Add(Effect{Kind: Delete, Path: sp, Tree: true, Class: "move", By: by})
			}
			land := dest
			if into {
				land = joinWord(dest, baseOf(sp))
			}
			n := len(c.out)
			c.lands(c.PathOf(land), sp, tree || move, by)
			if noClobber(c, by) {
				for k := n; k < len(c.out); k++ {
					c.out[k].Keep = true // what is there stays; only what is missing is added
				}
			}
		}
	}
}

// noClobber reports a cp or mv that never replaces an existing file: -n (or --update=none)
// is the last of the options that decide it. cp ignores -f beside -n; mv takes the last of
// -f, -i and -n.
func noClobber(c *Call, by string) bool {
	if by != "cp" && by != "mv" {
		return false
	}
	keep := false
	for _, o := range c.P.Opts {
		switch o.Name {
		case "n":
			keep = true
		case "i":
			keep = false
		case "f":
			keep = keep && by == "cp"
		case "u":
			keep = o.Value.S == "none" || o.Value.S == "none-fail"
		}
	}
	return keep
}

// lands records what a tree copy writes at dst: where dst is an existing directory the
// source's entries land inside it, and they are listed when they can be; otherwise
// everything below dst may be written.
func (c *Call) lands(dst, src Path, tree bool, by string) {
	if !tree || !c.isDir(dst) {
		c.Add(Effect{Kind: Write, Path: dst, Tree: tree, By: by})
		return
	}
	entries, ok := c.list(src)
	if !ok {
		c.Add(Effect{Kind: Write, Path: dst, Tree: true, Dyn: true, By: by})
		return
	}
	for _, e := range entries {
		c.Add(Effect{Kind: Write, Path: c.PathOf(joinWord(Word{S: dst.Arg}, e)), Tree: true, By: by})
	}
}

func baseOf(p Path) string {
	if p.Dyn {
		return "*"
	}
	return filepath.Base(p.Arg)
}

// joinWords joins words' text with sep into one word, only known when it runs where any of
// them is.
func joinWords(ws []Word, sep string) Word {
	parts := make([]string, len(ws))
	dyn := false
	for i, w := range ws {
		parts[i] = w.S
		dyn = dyn || w.Dyn
	}
	return Word{S: strings.Join(parts, sep), Dyn: dyn}
}

func joinWord(dir Word, name string) Word {
	if name == "." || name == "/" {
		return dir
	}
	return Word{S: strings.TrimSuffix(dir.S, "/") + "/" + name, Dyn: dir.Dyn || name == "*", Lead: dir.Lead, From: dir.From}
}

func cpDoes(c *Call) { copies(c, "cp", c.HasAny("R", "a"), false) }

func mvDoes(c *Call) {
	copies(c, "mv", true, true)
	mvOverDevice(c)
}

// mvOverDevice: mv renames over its destination, so a device node there (/dev/null, as
// root) is deleted and replaced by a plain file, where cp or a redirect would only write
// into the device.
func mvOverDevice(c *Call) {
	ops := c.Operands()
	dest, ok := c.Value("t")
	if !ok {
		if len(ops) < 2 {
			return
		}
		dest = ops[len(ops)-1]
	}
	p := c.PathOf(dest)
	if p.Dyn || !strings.HasPrefix(p.Abs, "/dev/") || strings.HasPrefix(p.Abs, "/dev/shm/") || c.isDir(p) {
		return
	}
	if ok && len(ops) > 0 {
		p = c.PathOf(joinWord(dest, baseOf(c.PathOf(ops[0]))))
	}
	c.Add(Effect{Kind: Delete, Path: p, By: "mv over a device node"})
}

func installDoes(c *Call) {
	if c.Has("d") {
		createDoes(c)
		return
	}
	copies(c, "install", false, false)
}

// lnDoes: ln makes a hard link unless -s, link always does (cmake -E create_symlink, which
// shares it, never): each name made is the target's, by a symbolic link (Read "link") or as
// the same file (Read "hardlink").
func lnDoes(c *Call) {
	links(c, c.Name == "link" || c.Name == "ln" && !c.Has("s"))
}

// links records the names a link command makes and what they link to.
func links(c *Call, hard bool) {
	ops := c.Operands()
	kind := Create
	if c.Has("f") {
		kind = Write
	}
	var targets []Word
	var names []Word
	switch t, ok := c.Value("t"); {
	case ok:
		targets = ops
		for _, o := range ops {
			names = append(names, joinWord(t, baseOf(c.PathOf(o))))
		}
	case len(ops) == 1:
		targets = ops
		names = []Word{{S: baseOf(c.PathOf(ops[0]))}}
	case len(ops) >= 2:
		targets = ops[:len(ops)-1]
		dest := ops[len(ops)-1]
		if len(targets) > 1 || c.isDir(c.PathOf(dest)) && !c.Has("T") {
			for _, o := range targets {
				names = append(names, joinWord(dest, baseOf(c.PathOf(o))))
			}
		} else {
			names = []Word{dest}
		}
	}
	class := "link"
	if hard {
		class = "hardlink"
	}
	for _, t := range targets {
		c.Add(Effect{Kind: Read, Path: c.PathOf(t), Class: class, By: c.Name})
	}
	for _, n := range names {
		c.Add(Effect{Kind: kind, Path: c.PathOf(n), By: c.Name})
	}
}

// findDoes reads find's expression: the start paths, whether a test narrows what it selects,
// and the actions that delete or write. The commands of -exec are the shell front end's.
func findDoes(c *Call) {
	starts, filtered := FindStarts(c.Words, c)
	acts, prints := false, false
	text := func(i int) string { return c.Words[i].S }
	for i := 0; i < len(c.Words); i++ {
		w := c.Words[i]
		switch w.S {
		case "-print", "-print0", "-printf", "-ls":
			prints = true
		case "-exec", "-execdir", "-ok", "-okdir":
			acts = true
			i = FindExecEnd(len(c.Words), text, i)
		case "-delete":
			acts = true
			for _, s := range starts {
				s.Found, s.Filtered = true, filtered
				c.Add(Effect{Kind: Delete, Path: s, Tree: true, By: "find -delete"})
			}
			for _, g := range FindGit(c.Words, c) {
				c.Add(Effect{Kind: Delete, Path: g, Tree: true, By: "find -delete"})
			}
		case "-fprint", "-fprint0", "-fprintf", "-fls":
			acts = true
			if i+1 < len(c.Words) {
				c.Add(Effect{Kind: Write, Path: c.PathOf(c.Words[i+1]), By: "find " + w.S})
			}
		}
	}
	if prints || !acts {
		// find prints the names it selects (-print is the default): a listing, whose names
		// a command substitution hands on ($(find . -name .env)).
		f := findFilter(c.Words)
		for _, s := range starts {
			c.Add(Effect{Kind: Read, Path: s, Tree: true, Class: "digest", Filter: f, By: "find"})
		}
	}
}

// FindExecEnd returns the index of the word that ends the command of the find action at word
// at (-exec, -execdir, -ok, -okdir), of n words whose text is text(i): a ";", or, for -exec and
// -execdir, a "+" right after a word holding "{}" (GNU find's rule: it then refuses any such
// word but a lone "{}"); -ok and -okdir never end at "+". Any other "+" is an argument of the
// command (find . -exec echo + -delete ';' echoes "+ -delete"). n when nothing ends it: find
// then refuses the whole command.
func FindExecEnd(n int, text func(int) string, at int) int {
	plus := text(at) == "-exec" || text(at) == "-execdir"
	for j := at + 1; j < n; j++ {
		switch s := text(j); {
		case s == ";":
			return j
		case s == "+" && plus && j > at+1 && strings.Contains(text(j-1), "{}"):
			return j
		}
	}
	return n
}

// fdOpts are fd's options but its -x/-X, whose command the front end cuts off and runs over
// the entries found.
const fdOpts = "H|hidden I|no-ignore no-ignore-vcs no-ignore-parent no-require-git u|unrestricted s|case-sensitive i|ignore-case g|glob regex F|fixed-strings " +
	"and= a|absolute-path l|list-details L|follow p|full-path 0|print0 d|max-depth= min-depth= exact-depth= E|exclude= prune t|type= e|extension= S|size= " +
	"changed-within|change-newer-than|newer= changed-before|change-older-than|older= o|owner= format= batch-size= ignore-file= c|color= hyperlink? j|threads= " +
	"max-results= 1 q|quiet show-errors base-directory= path-separator= search-path= strip-cwd-prefix? one-file-system|mount|xdev h|help V|version"

// fdDoes: fd lists the entries below its search paths (the operands after the pattern, or
// the current directory) whose names match the pattern, skipping hidden ones unless -H and
// ignored ones unless -I (-u: both); a command after -x or -X is run over them (the front
// end lists it, with {} standing for the entries found).
func fdDoes(c *Call) {
	f := FdFilter(c)
	for _, p := range FdStarts(c) {
		c.Add(Effect{Kind: Read, Path: p, Tree: true, Class: "digest", Filter: f, By: c.Name})
	}
}

// FdStarts are the directories fd searches: the operands after the pattern and the
// --search-path values, or the current directory.
func FdStarts(c *Call) []Path {
	var out []Path
	for i, w := range c.Operands() {
		if i > 0 {
			out = append(out, c.PathOf(w))
		}
	}
	for _, w := range c.P.Values("search-path") {
		out = append(out, c.PathOf(w))
	}
	if len(out) == 0 {
		out = []Path{c.PathOf(Word{S: "."})}
	}
	return out
}

// FdFilter is which entries fd selects, as far as a glob can say it: a regex pattern (the
// default) selects by a rule no glob states, so it narrows nothing here.
func FdFilter(c *Call) *Filter {
	u := c.Has("u")
	f := &Filter{SkipHidden: !u && !c.Has("H"), SkipIgnored: !u && !c.HasAny("I", "no-ignore-vcs"), Depth: atoi(valueOf(c, "d")), Follow: c.Has("L")}
	for _, x := range literalValues(c, "e") {
		f.Only = append(f.Only, "*."+strings.TrimPrefix(x, "."))
	}
	if c.Has("g") && !c.Has("p") {
		if w := c.Operand(0); !w.Dyn && w.S != "" {
			f.Only = append(f.Only, w.S)
		}
	}
	f.Not = literalValues(c, "E")
	return f
}

// findFilter is what find's expression says of the names it selects: the -name and -iname
// patterns, any of which selects (a conjunction with other tests only narrows it further),
// and -maxdepth. In an expression that is one conjunction (no -o, ",", or parentheses), a
// negated name test leaves those names out (`-not -name '.*'`), and `-not -path '*/.*'`
// leaves out every hidden entry; any other negated or path test could select anything: no
// name filter then.
func findFilter(words []Word) *Filter {
	f := &Filter{}
	names, conj := true, true
	for _, w := range words {
		switch w.S {
		case "-o", "-or", ",", "(", ")":
			conj = false
		}
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch w.S {
		case "!", "-not":
			if conj && i+2 < len(words) && !words[i+2].Dyn {
				switch t, p := words[i+1].S, words[i+2].S; {
				case t == "-name" || t == "-iname":
					f.NotFiles = append(f.NotFiles, p) // find still enters a directory the test refuses
					i += 2
					continue
				case (t == "-path" || t == "-wholename") && (p == "*/.*" || p == "./.*"):
					f.SkipHidden = f.SkipHidden || p == "*/.*"
					f.NotFiles = append(f.NotFiles, ".*")
					i += 2
					continue
				}
			}
			names = false
		case "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex":
			names = false
		case "-name", "-iname":
			if i+1 < len(words) && !words[i+1].Dyn {
				f.Only = append(f.Only, words[i+1].S)
			} else {
				names = false
			}
		case "-maxdepth":
			if i+1 < len(words) {
				if n, err := strconv.Atoi(words[i+1].S); err == nil && n > 0 {
					f.Depth = n
				}
			}
		}
	}
	if !names {
		f.Only = nil
	}
	return f
}

// findTests are the tests after which find selects only some entries below its start paths.
var findTests = [...]string{"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
	"-newer", "-mmin", "-mtime", "-amin", "-atime", "-cmin", "-ctime", "-size", "-user", "-group", "-inum",
	"-samefile", "-links", "-perm", "-lname", "-ilname", "-uid", "-gid", "-newermt", "-empty"}

// FindStarts returns find's start paths (words before its expression; "." when none) and
// whether a test narrows the entries it selects, so that a start path itself is not among
// them. words are find's arguments.
func FindStarts(words []Word, c *Call) ([]Path, bool) {
	i := 0
	for i < len(words) {
		s := words[i].S
		if s == "-H" || s == "-L" || s == "-P" || strings.HasPrefix(s, "-O") {
			i++
			continue
		}
		if s == "-D" {
			i += 2
			continue
		}
		break
	}
	var starts []Path
	for ; i < len(words); i++ {
		s := words[i].S
		if !words[i].Dyn && (strings.HasPrefix(s, "-") || s == "(" || s == "!" || s == ")" || s == ",") {
			break
		}
		starts = append(starts, c.PathOf(words[i]))
	}
	if narrowed, sels := findSelection(words[i:]); len(sels) > 0 {
		// A deleting action is narrowed only by what find found true before it.
		return findNarrowed(starts, c, narrowed, words[i:]), narrowed || findMinDepth(words[i:])
	}
	if len(starts) == 0 {
		starts = []Path{c.PathOf(Word{S: "."})}
	}
	filtered := false
	var names []string
	for k := i; k < len(words); k++ {
		s := words[k].S
		if s == "-empty" {
			filtered = true
			continue
		}
		if s == "-mindepth" && k+1 < len(words) {
			filtered = filtered || words[k+1].S != "0"
			continue
		}
		if k+1 >= len(words) {
			continue
		}
		for _, t := range findTests {
			if s == t {
				if p := words[k+1].S; strings.Trim(p, "*.") != "" && p != ".*" {
					filtered = true
				}
			}
		}
		if s == "-name" || s == "-iname" {
			names = append(names, namePattern(words[k+1].S, s == "-iname"))
		}
	}
	// Name patterns narrow what find selects only where no operator can widen them again:
	// `-not -name '*.go'` selects .env.
	for _, w := range words[i:] {
		switch w.S {
		case "!", "-not", "-o", "-or", ",", "(", ")":
			names = nil
		}
	}
	if filtered && len(names) > 0 {
		for j := range starts {
			starts[j].Match = names
		}
	}
	return starts, filtered
}

// namePattern is a find -name pattern as a case-sensitive glob: -iname's with each letter
// spelled both ways ('.ENV' as '.[eE][nN][vV]'). A bracket expression is widened to '*' instead
// (its letters would need folding inside it): a name test too wide selects more, never less.
func namePattern(p string, fold bool) string {
	if !fold {
		return p
	}
	if strings.ContainsRune(p, '[') {
		return "*"
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		ch := p[i]
		switch {
		case ch == '\\' && i+1 < len(p):
			b.WriteString(p[i : i+2])
			i++
		case 'a' <= ch && ch <= 'z', 'A' <= ch && ch <= 'Z':
			b.WriteString("[" + strings.ToLower(string(ch)) + strings.ToUpper(string(ch)) + "]")
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// remote reports an rsync or scp operand on another host (host:path, user@host:path, rsync://).
func remote(s string) bool {
	if strings.HasPrefix(s, "rsync://") {
		return true
	}
	i := strings.IndexByte(s, ':')
	j := strings.IndexByte(s, '/')
	return i > 0 && (j < 0 || i < j)
}

func rsyncDoes(c *Call) {
	shellOptions(c, "e")
	ops := c.Operands()
	if len(ops) < 2 || c.Has("n") || c.Has("list-only") {
		return
	}
	tree := c.HasAny("r", "a", "R", "d")
	dest, srcs := ops[len(ops)-1], ops[:len(ops)-1]
	local := false
	for _, s := range srcs {
		if remote(s.S) {
			if !remote(dest.S) {
				copiedOut(c, s, dest, "rsync", "", tree)
			}
			continue
		}
		local = true
		c.Add(Effect{Kind: Read, Path: c.PathOf(s), Tree: tree, Class: "copy", By: "rsync"})
		if c.Has("remove-source-files") {
			c.Add(Effect{Kind: Delete, Path: c.PathOf(s), Tree: tree, Class: "move", By: "rsync --remove-source-files"})
		}
	}
	del := ""
	for _, o := range c.P.Opts {
		if o.Name == "del" || strings.HasPrefix(o.Name, "delete") {
			del = "rsync --" + o.Name
			break
		}
	}
	if remote(dest.S) {
		c.Add(Effect{Kind: Send, Text: dest.S, By: "rsync"})
		if del != "" {
			// The files it removes are on the other host: their paths are not ours to judge,
			// the loss is.
			c.Add(Effect{Kind: Delete, Path: Path{Arg: dest.S}, Tree: true, Class: "sync", By: del, Remote: true})
		}
		return
	}
	if del != "" {
		c.Add(Effect{Kind: Delete, Path: c.PathOf(dest), Tree: true, Class: "sync", By: del})
	}
	// --link-dest=DIR: a file the same in DIR lands as a hard link to DIR's (a relative DIR is
	// the destination's).
	for _, d := range c.P.Values("link-dest") {
		if !filepath.IsAbs(d.S) && !strings.HasPrefix(d.S, "~") && !d.Dyn {
			d = joinWord(dest, d.S)
		}
		c.Add(Effect{Kind: Read, Path: c.PathOf(d), Tree: true, Class: "hardlink", By: "rsync --link-dest"})
	}
	if local {
		c.Add(Effect{Kind: Write, Path: c.PathOf(dest), Tree: tree, By: "rsync"})
	}
}

// tarNameList records the files tar -T (--files-from) packs by the names its list gives, one a
// line (NUL-separated with --null): the names on stdin as an archiver reads them there, the
// names a list file holds where its text is known (the line wrote it, or it is on disk), and
// where the list is only known when it runs, a read of a name with no lead.
func (c *Call) tarNameList(list Word, null bool) {
	sep := "\n"
	if null {
		sep = "\x00"
	}
	if !list.Dyn && (list.S == "-" || list.S == "/dev/stdin") {
		c.packsNamesOnStdin("tar -T -", sep)
		return
	}
	c.packsListFile(list, sep, "tar -T")
}

// packsListFile records the files an archiver packs by the names a list file holds (tar -T
// FILE, 7z a X @FILE): each name, where the file's text is known (the line wrote it, or it is
// on disk), else a read of a name only known when it runs.
func (c *Call) packsListFile(list Word, sep, by string) {
	if !list.Dyn {
		if text, ok := c.ReadFile(c.PathOf(list)); ok {
			c.packsNames(text, sep, by)
			return
		}
	}
	c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: list.S, Dyn: true}), Class: "archive", By: by})
}

// tarDoes reads tar's mode from its options, or from a first word without a dash
// (`tar xzf a.tgz`, the old key form).
func tarDoes(c *Call) {
	words := c.Words
	p := c.P
	if old, ok := tarOldStyle(words); ok {
		words = old
		p = Parse(tarOpts, GNU, words)
	}
	if opts, ok := c.assigned("TAR_OPTIONS"); ok {
		// tar reads options from $TAR_OPTIONS before its own words (after spelling out an
		// old-style first word).
		words = append(tarEnvWords(opts), words...)
		p = Parse(tarOpts, GNU, words)
	}
	// Every option by which tar runs a program or shell text, however it was spelled.
	shellOptionsOf(c, p.Opts, tarRuns)
	has := p.Has
	file, hasFile := p.Value("A")
	if f, ok := p.Value("f"); ok {
		file, hasFile = f, true
	}
	// --transform (--xform) renames members as they are packed or extracted; so does -s where
	// tar is bsdtar (macOS, the BSDs), where GNU tar's -s (--same-order) takes no value and
	// renames nothing. So a tar's -s renames where it is bsdtar's, or where a word it leaves as
	// a member has the shape of bsdtar's pattern (or is only known when it runs): `tar -xsf a.tar`
	// is GNU's, `tar -xf a.tar -s ,^,v/,` bsdtar's.
	renamed := ""
	if has("transform") || has("s") && (Normalise(c.Name) == "bsdtar" || tarSubstOperand(words, p.Operands)) {
		renamed = Renamed
	}
	switch {
	case has("c") || has("r") || has("u") || has("A"):
		tree, remove := !has("no-recursion"), has("remove-files")
		// --exclude=PATTERN leaves out every entry whose name it matches, as grep --exclude
		// does; a pattern only known when it runs leaves out nothing.
		var f *Filter
		for _, w := range p.Values("exclude") {
			if !w.Dyn {
				if f == nil {
					f = &Filter{}
				}
				f.Not = append(f.Not, w.S)
			}
		}
		for _, i := range p.Operands {
			w := tarMember(p, words, i)
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Tree: tree, Class: "archive", By: "tar", Filter: f, Text: renamed})
			if remove { // --remove-files deletes each file once it is packed
				c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: tree, By: "tar --remove-files"})
			}
		}
		if t, ok := p.Value("T"); ok {
			c.tarNameList(t, has("null"))
		}
		if remove && has("T") { // the names come from a file: which are deleted is unknown
			c.Add(Effect{Kind: Delete, Path: c.PathOf(Word{S: "*", Dyn: true}), Tree: true, Dyn: true, By: "tar --remove-files"})
		}
		if hasFile && file.S != "-" {
			c.Add(Effect{Kind: Write, Path: c.PathOf(file), By: "tar"})
		}
	case has("x"):
		if has("O") {
			var names []Word
			for _, i := range p.Operands {
				names = append(names, words[i])
			}
			c.showsMembers(c.PathOf(file), hasFile && file.S != "-", names, "tar -O")
			return
		}
		dir := Word{S: "."}
		if d, ok := p.Value("C"); ok {
			dir = d
		}
		switch {
		case hasFile && file.S != "-" && renamed != "":
			c.renamesMembers(c.PathOf(file), dir, "tar --transform")
		case hasFile && file.S != "-":
			c.extractsAt(c.PathOf(file), dir, "tar -x", has("P"))
		default:
			// The archive is stdin, or, where a word only known when it runs may hold -f, a
			// file nobody can name here.
			if !hasFile {
				for _, i := range p.Operands {
					if words[i].Dyn {
						c.readsArchive(c.PathOf(Word{S: words[i].S, Dyn: true, Lead: words[i].Lead}), "tar -x")
						break
					}
				}
			}
			by := "tar -x"
			if renamed != "" {
				by = "tar --transform"
			}
			c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: by, Text: renamed})
		}
	}
}

// tarMember is the file operand words[i] names: tar changes directory at each -C before it,
// so a relative name is below every such directory (tar -C ~/.config -cf a.tar hookguard).
func tarMember(p Parsed, words []Word, i int) Word {
	var dir Word
	for _, o := range p.Opts {
		if o.Name != "C" || !o.Set || o.At >= i {
			continue
		}
		if dir.S == "" && !dir.Dyn || filepath.IsAbs(o.Value.S) || strings.HasPrefix(o.Value.S, "~") {
			dir = o.Value
		} else {
			dir = joinWord(dir, o.Value.S)
		}
	}
	w := words[i]
	if dir.S == "" && !dir.Dyn || filepath.IsAbs(w.S) || strings.HasPrefix(w.S, "~") && !w.Dyn {
		return w
	}
	if w.Dyn {
		return Word{S: strings.TrimSuffix(dir.S, "/") + "/" + w.S, Dyn: true, Lead: strings.TrimSuffix(dir.S, "/") + "/" + w.Lead}
	}
	return joinWord(dir, w.S)
}

// tarRuns are tar's options whose value it runs: through sh -c (--to-command, exec= of
// --checkpoint-action, -I, -F/--info-script/--new-volume-script) or as the program that
// reaches a remote archive (--rsh-command, and --rmt-command on the other side).
const tarRuns = "to-command checkpoint-action:exec= I F rsh-command rmt-command"

// tarOldStyle spells out tar's old-style first word (tar cfF a.tar next.sh): each letter is
// an option, and each letter that takes a value takes the next word after the bundle, in
// order. It reports false where the first word is not such a bundle.
func tarOldStyle(words []Word) ([]Word, bool) {
	if len(words) == 0 || words[0].Dyn || words[0].S == "" || strings.HasPrefix(words[0].S, "-") ||
		strings.Trim(words[0].S, "AcdrtuxzjJZavkpPOwWhimfCTFIMLbgGHNVBiSlosX") != "" {
		return nil, false
	}
	b := words[0].S
	out := make([]Word, 0, len(words)+len(b))
	next := 1
	for i := 0; i < len(b); i++ {
		out = append(out, Word{S: "-" + b[i:i+1]})
		if d, ok := short(tarOpts, b[i]); ok && d.value == '=' && next < len(words) {
			out = append(out, words[next])
			next++
		}
	}
	return append(out, words[next:]...), true
}

// tarEnvWords splits $TAR_OPTIONS into words as tar does: at blanks, with quotes and
// backslashes as a shell reads them. A value only known when it runs may hold any option.
func tarEnvWords(v Word) []Word {
	if v.Dyn {
		return []Word{{S: "--to-command=" + v.S, Dyn: true, Lead: "--to-command="}}
	}
	var out []Word
	var b strings.Builder
	in, quote := false, byte(0)
	for i := 0; i < len(v.S); i++ {
		ch := v.S[i]
		switch {
		case quote != 0 && ch == quote:
			quote = 0
		case quote == '\'' || quote == '"' && ch != '\\':
			b.WriteByte(ch)
		case ch == '\\' && i+1 < len(v.S):
			i++
			b.WriteByte(v.S[i])
			in = true
		case quote == 0 && (ch == '\'' || ch == '"'):
			quote, in = ch, true
		case ch == ' ' || ch == '\t' || ch == '\n':
			if in {
				out = append(out, Word{S: b.String()})
				b.Reset()
				in = false
			}
		default:
			b.WriteByte(ch)
			in = true
		}
	}
	if in {
		out = append(out, Word{S: b.String()})
	}
	return out
}

// extracts records what extracting archive into dir writes: the archive's top-level members
// where it can be listed; everything below dir, entries unknown, where it cannot (stdin, an
// archive this line makes). An archive that is neither there nor made by the line fails the
// command: dir alone is where it would have landed, with nothing known to be put below it.
func (c *Call) extracts(archive Path, dir Word, by string) { c.extractsAt(archive, dir, by, false) }

// tarSubstOperand reports a word among tar's operands that is bsdtar's -s pattern as GNU tar
// parses it (a member name): /old/new/ with any delimiter that is no letter, digit, dot, dash,
// underscore or blank, and its flags; or a word only known when it runs.
func tarSubstOperand(words []Word, operands []int) bool {
	for _, i := range operands {
		w := words[i]
		if w.Dyn {
			return true
		}
		if len(w.S) < 3 {
			continue
		}
		d := w.S[0]
		if d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z' || d >= '0' && d <= '9' || d == '.' || d == '-' || d == '_' || d == ' ' {
			continue
		}
		if strings.Count(w.S, string(d)) >= 3 {
			return true
		}
	}
	return false
}

// extractsAt is extracts; with absolute (tar -P, --absolute-names; bsdtar -P), a member whose
// name starts with / lands at that path, not below dir.
func (c *Call) extractsAt(archive Path, dir Word, by string, absolute bool) {
	c.readsArchive(archive, by)
	members, state := c.members(archive)
	switch state {
	case archiveMissing:
		c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Class: "extract", By: by})
		return
	case archiveUnknown:
		c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: by})
		return
	}
	for _, m := range members {
		w := joinWord(dir, m)
		if absolute && strings.HasPrefix(m, "/") {
			w = Word{S: m}
		}
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), Tree: true, Class: "extract", By: by})
	}
}

// renamesMembers records an extraction whose sed expression renames the members (tar
// --transform): each member's content lands under a name only running it tells, so each is
// read as copied, judged by its name in the archive, and anything below dir may be written.
func (c *Call) renamesMembers(archive Path, dir Word, by string) {
	c.readsArchive(archive, by)
	if members, state := c.memberPaths(archive); state == archiveListed {
		for _, m := range members {
			c.Add(Effect{Kind: Read, Path: memberPath(Word{S: m}), Tree: true, Class: "copy", By: by})
		}
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: by, Text: Renamed})
}

// readsArchive records an extractor's read of the archive it unpacks: its content is the
// data the program takes in ("input"), whatever the archive is called. An archive named by a
// word only known when it runs is a read of a dynamic path, whose Abs is "".
func (c *Call) readsArchive(archive Path, by string) {
	if archive.Arg == "" && !archive.Dyn {
		return
	}
	for i := range c.out {
		// One fed by a redirect (cpio -i < a.cpio) is read as input already.
		if o := &c.out[i]; o.Kind == Read && o.Class == "input" && archive.Abs != "" && o.Path.Abs == archive.Abs {
			return
		}
	}
	c.Add(Effect{Kind: Read, Path: archive, Class: "input", By: by})
}

// showsMembers records what extracting an archive's members to stdout prints (tar -xO,
// unzip -p, 7z x -so): the archive's content, and each member named, or where none is, each
// member of an archive that can be listed; members unknown where it cannot (stdin, an archive
// this line makes). A member is a path inside the archive, judged by its name: relative, with
// no directory of this machine's (a leading "/" is stripped, as the extractors do), and a
// tree, since a directory member prints every file below it. Where the archive can be listed,
// every member below a directory (or matching a pattern) named, or of the whole archive, is
// judged by its whole name too: the name config says nothing of the config/.env it prints.
func (c *Call) showsMembers(archive Path, hasArchive bool, names []Word, by string) {
	c.membersShown = true
	if hasArchive {
		c.Add(Effect{Kind: Read, Path: archive, Class: "show", By: by})
	}
	for _, w := range names {
		c.Add(Effect{Kind: Read, Path: memberPath(w), Tree: true, Class: "show", By: by})
	}
	state := archiveUnknown
	var members []string
	if hasArchive {
		members, state = c.memberPaths(archive)
	}
	switch state {
	case archiveListed:
		for _, m := range members {
			if len(names) == 0 || namesMember(names, m) {
				c.Add(Effect{Kind: Read, Path: memberPath(Word{S: m}), Tree: true, Class: "show", By: by})
			}
		}
	case archiveUnknown:
		if len(names) == 0 {
			c.Add(Effect{Kind: Read, Path: Path{Arg: "*", Dyn: true}, Tree: true, Dyn: true, Class: "show", By: by})
		}
	}
}

// namesMember reports whether a member is one the names select: the member itself, one below
// a directory named, or one a pattern matches (unzip matches its names as patterns, its '*'
// crossing '/'; tar does with --wildcards, and a pattern matching a directory selects what is
// below it). A pattern is tried on the member's every leading directory and every trailing
// part, which reads '*' as crossing '/' or not, whichever selects more: a member selected
// wrongly is one more name judged. A name only known when the line runs may select any.
func namesMember(names []Word, m string) bool {
	for _, w := range names {
		n := strings.Trim(strings.TrimPrefix(w.S, "./"), "/")
		switch {
		case w.Dyn, n == "", n == ".":
			return true
		case m == n, strings.HasPrefix(m, n+"/"):
			return true
		case !paths.HasMeta(n):
			continue
		}
		for i := 0; i <= len(m); i++ {
			if i < len(m) && m[i] != '/' {
				continue
			}
			if ok, _ := path.Match(n, m[:i]); ok {
				return true
			}
			if i < len(m) {
				if ok, _ := path.Match(n, m[i+1:]); ok {
					return true
				}
			}
		}
	}
	return false
}

// memberPath is an archive member's name as a path judged by its name alone.
func memberPath(w Word) Path {
	return Path{Arg: strings.TrimLeft(w.S, "/"), Dyn: w.Dyn, Lead: strings.TrimLeft(w.Lead, "/")}
}

func unzipDoes(c *Call) {
	if c.HasAny("l", "p", "t", "Z", "v", "c") {
		if c.HasAny("p", "c") {
			ops := c.Operands()
			if len(ops) > 0 {
				c.showsMembers(c.PathOf(ops[0]), true, ops[1:], "unzip -p")
			}
		}
		return
	}
	dir := Word{S: "."}
	if d, ok := c.Value("d"); ok {
		dir = d
	}
	if len(c.P.Operands) == 0 {
		return
	}
	if unzipKeepsDotDot(c) {
		c.extracts(c.PathOf(c.Operand(0)), dir, "unzip")
		return
	}
	c.extractsStripped(c.PathOf(c.Operand(0)), dir, "unzip")
}

// arDoes reads ar's key (one operation letter, x, p, t, r, q, d, m or s, with modifiers, with
// or without a dash; a, b and i take a member's name before the archive, N a count), then the
// archive, then members or files; --output=DIR is where x writes. x writes each member, read
// from the archive (ar.go), in that directory.
func arDoes(c *Call) {
	var ops []Word
	out := Word{S: "."}
	for i := 0; i < len(c.Words); i++ {
		w := c.Words[i]
		if v, ok := strings.CutPrefix(w.S, "--output="); ok && !w.Dyn {
			out = Word{S: v}
			continue
		}
		if w.S == "--output" && !w.Dyn && i+1 < len(c.Words) {
			i++
			out = c.Words[i]
			continue
		}
		if strings.HasPrefix(w.S, "--") && !w.Dyn || strings.HasPrefix(w.S, "@") {
			continue // --plugin=, --target=, a response file
		}
		ops = append(ops, w)
	}
	if len(ops) < 2 {
		return
	}
	key := strings.TrimPrefix(ops[0].S, "-")
	if ops[0].Dyn || ops[1].Dyn && strings.ContainsAny(key, "xp") {
		// Which word is the archive is only known when it runs: the archive read is unknown.
		c.readsArchive(c.PathOf(Word{S: ops[1].S, Dyn: true, Lead: ops[1].Lead}), "ar x")
		c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: out.S, Dyn: true, Lead: out.S}), Tree: true, Dyn: true, Class: "extract", By: "ar"})
		return
	}
	rest := ops[1:]
	for _, m := range "abiN" {
		if strings.ContainsRune(key, m) && len(rest) > 1 {
			rest = rest[1:]
		}
	}
	archive, names := rest[0], rest[1:]
	switch {
	case strings.ContainsRune(key, 'x'):
		c.extracts(c.PathOf(archive), out, "ar x")
	case strings.ContainsRune(key, 'p'):
		c.Add(Effect{Kind: Read, Path: c.PathOf(archive), Tree: true, Class: "show", By: "ar p"})
	case strings.ContainsAny(key, "rq"):
		for _, w := range names {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "copy", By: "ar"})
		}
		c.Add(Effect{Kind: Write, Path: c.PathOf(archive), By: "ar"})
	case strings.ContainsAny(key, "dms"):
		c.Add(Effect{Kind: Write, Path: c.PathOf(archive), By: "ar"})
	}
}

// opaqueExtract is an extraction into dir of an archive whose members are not read here (a
// .cab, .deb, .lzh, squashfs image): the archive is read, and anything below dir may be written.
func (c *Call) opaqueExtract(archive, dir Word, by string) {
	c.readsArchive(c.PathOf(archive), by)
	c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: by})
}

// opaqueExtractDoes: cabextract [-d DIR] CAB: into DIR or the current directory.
func opaqueExtractDoes(c *Call) {
	if c.HasAny("l", "t", "p", "h", "v") || len(c.Operands()) == 0 {
		return
	}
	dir := Word{S: "."}
	if d, ok := c.Value("d"); ok {
		dir = d
	}
	c.opaqueExtract(c.Operands()[0], dir, c.Name)
}

// dpkgDebDoes: dpkg-deb -x|-X|-R DEB DIR writes the package's files below DIR.
func dpkgDebDoes(c *Call) {
	ops := c.Operands()
	if !c.HasAny("x", "X", "R") || len(ops) < 2 {
		return
	}
	c.opaqueExtract(ops[0], ops[1], "dpkg-deb -x")
}

// lhaDoes: lha's key word (x or e extract, with w=DIR for a directory; l, v, t list or test).
func lhaDoes(c *Call) {
	if len(c.Words) < 2 {
		return
	}
	if key := strings.TrimPrefix(c.Words[0].S, "-"); key == "" || key[0] != 'x' && key[0] != 'e' {
		return
	}
	dir := Word{S: "."}
	if _, d, ok := strings.Cut(c.Words[0].S, "w="); ok {
		dir = Word{S: d, Dyn: c.Words[0].Dyn}
	}
	c.opaqueExtract(c.Words[1], dir, "lha x")
}

// unarDoes: unar ARCHIVE writes its members into -o's directory or the current one (in a
// directory of its own only where it holds more than one top-level entry, so each is judged
// where it could land).
func unarDoes(c *Call) {
	ops := c.Operands()
	if len(ops) == 0 {
		return
	}
	dir := Word{S: "."}
	if d, ok := c.Value("o"); ok {
		dir = d
	}
	c.extracts(c.PathOf(ops[0]), dir, "unar")
}

// unsquashfsDoes: unsquashfs IMAGE writes the image's files below -d's directory
// (squashfs-root).
func unsquashfsDoes(c *Call) {
	if c.HasAny("l", "ll", "s", "i", "lc", "lln", "llc", "linfo") || len(c.Operands()) == 0 {
		return
	}
	dir := Word{S: "squashfs-root"}
	if d, ok := c.Value("d"); ok {
		dir = d
	}
	c.opaqueExtract(c.Operands()[0], dir, "unsquashfs")
}

// sevenZipDoes reads 7-Zip's command line: a command letter (a, u, d, rn: the archive is
// written and, for a and u, the files named are packed; x, e: members are extracted, to the
// directory -oDIR names, or with -so to stdout; l, t, i, h, b: nothing changes), the archive,
// then the members or files named. Switches are single words (-so, -oDIR, -si, -pPASS) that may
// stand anywhere; "--" ends them.
func sevenZipDoes(c *Call) {
	var ops []Word
	so, si, sdel, out := false, false, false, Word{S: "."}
	var includeLists []Word
	for i, w := range c.Words {
		switch {
		case w.S == "--" && !w.Dyn:
			ops = append(ops, c.Words[i+1:]...)
		case strings.HasPrefix(w.S, "-") && !w.Dyn:
			switch sw := strings.ToLower(w.S); {
			case sw == "-so":
				so = true
			case sw == "-si":
				si = true
			case sw == "-sdel":
				sdel = true
			case strings.HasPrefix(sw, "-i@") || strings.HasPrefix(sw, "-ir@") || strings.HasPrefix(sw, "-ir-@") || strings.HasPrefix(sw, "-ir0@"):
				// -i@FILE (-ir@ recursing): include the names the list file holds
				includeLists = append(includeLists, w.Part(w.S[strings.IndexByte(w.S, '@')+1:]))
			case strings.HasPrefix(sw, "-o"):
				out = valueAfter(w, 2)
			}
			continue
		default:
			ops = append(ops, w)
			continue
		}
		break
	}
	if len(ops) == 0 || ops[0].Dyn {
		return
	}
	cmd := strings.ToLower(ops[0].S)
	archive, hasArchive := Word{}, len(ops) > 1 && !si
	if len(ops) > 1 {
		archive = ops[1]
	}
	var names []Word
	if len(ops) > 2 {
		names = ops[2:]
	}
	switch cmd {
	case "a", "u":
		for _, w := range names {
			if list, ok := strings.CutPrefix(w.S, "@"); ok && !w.Dyn {
				c.packsListFile(Word{S: list}, "\n", "7z "+cmd+" @")
				continue
			}
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Tree: true, Class: "archive", By: "7z " + cmd})
		}
		for _, list := range includeLists {
			c.packsListFile(list, "\n", "7z "+cmd+" -i@")
		}
		if sdel { // -sdel deletes the files once packed: with none named, everything here
			if len(names) == 0 {
				names = []Word{{S: "."}}
			}
			for _, w := range names {
				if strings.HasPrefix(w.S, "@") { // @listfile: the names are in the file
					w = Word{S: "*", Dyn: true}
				}
				c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: true, By: "7z -sdel"})
			}
		}
		if hasArchive {
			c.Add(Effect{Kind: Write, Path: c.PathOf(archive), By: "7z " + cmd})
		}
	case "d", "rn":
		if hasArchive {
			c.Add(Effect{Kind: Write, Path: c.PathOf(archive), By: "7z " + cmd})
		}
	case "x", "e":
		switch {
		case so:
			if si {
				names = ops[1:]
			}
			c.showsMembers(c.PathOf(archive), hasArchive, names, "7z "+cmd+" -so")
		case hasArchive && cmd == "x" && len(names) == 0:
			c.extracts(c.PathOf(archive), out, "7z x")
		default:
			// e flattens every member into the directory; named members, or an archive on
			// stdin, land where only the archive knows
			if hasArchive {
				c.readsArchive(c.PathOf(archive), "7z "+cmd)
			}
			c.Add(Effect{Kind: Write, Path: c.PathOf(out), Tree: true, Dyn: true, Class: "extract", By: "7z " + cmd})
		}
	}
}

// rarDoes reads RAR's command line: a command (a, u, f: the files named are packed, and with
// -df deleted once packed; m, mf: moved into the archive; x, e: extracted, to a directory
// named last with a trailing slash; p: printed), switches that may stand anywhere, the
// archive, then the files. With no files named, RAR packs every file here.
func rarDoes(c *Call) {
	var ops []Word
	del := false
	for i, w := range c.Words {
		if w.S == "--" && !w.Dyn {
			ops = append(ops, c.Words[i+1:]...)
			break
		}
		if strings.HasPrefix(w.S, "-") && !w.Dyn {
			del = del || strings.EqualFold(w.S, "-df")
			continue
		}
		ops = append(ops, w)
	}
	if len(ops) < 2 || ops[0].Dyn {
		return
	}
	cmd, archive, names := strings.ToLower(ops[0].S), ops[1], ops[2:]
	switch cmd {
	case "a", "u", "f", "m", "mf":
		if len(names) == 0 {
			names = []Word{{S: "."}}
		}
		for _, w := range names {
			if strings.HasPrefix(w.S, "@") { // @listfile: the names are in the file
				w = Word{S: "*", Dyn: true}
			}
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Tree: true, Class: "archive", By: "rar " + cmd})
			if del || cmd == "m" || cmd == "mf" {
				c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: true, By: "rar " + cmd})
			}
		}
		c.Add(Effect{Kind: Write, Path: c.PathOf(archive), By: "rar " + cmd})
	case "x", "e":
		dir := Word{S: "."}
		if n := len(names); n > 0 && strings.HasSuffix(names[n-1].S, "/") {
			dir = names[n-1]
		}
		c.readsArchive(c.PathOf(archive), "rar "+cmd)
		c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: "rar " + cmd})
	case "p":
		c.showsMembers(c.PathOf(archive), true, names, "rar p")
	}
}

func zipDoes(c *Call) {
	shellOptions(c, "unzip-command")
	zipTestCommand(c)
	ops := c.Operands()
	if len(ops) == 0 {
		return
	}
	// "-" is standard output: the archive goes wherever the pipe takes it (zip -r - . | cat).
	if ops[0].Dyn || ops[0].S != "-" {
		c.Add(Effect{Kind: Write, Path: c.PathOf(ops[0]), By: "zip"})
	}
	// -x and -i take the patterns up to the next option; zip's * spans directories, so a
	// pattern is matched against the name, as a search's glob is.
	f := &Filter{Not: literalValues(c, "x"), Only: literalValues(c, "i")}
	for _, w := range ops[1:] {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Tree: c.Has("r"), Class: "archive", By: "zip", Filter: f})
		if c.Has("m") { // -m, --move: each file packed is deleted
			c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: c.Has("r"), By: "zip -m"})
		}
	}
	if c.Has("@") { // the names come from stdin
		c.packsNamesOnStdin("zip -@", "\n")
	}
	if c.Has("m") && c.Has("@") { // the names come from stdin
		c.Add(Effect{Kind: Delete, Path: c.PathOf(Word{S: "*", Dyn: true}), Tree: true, Dyn: true, By: "zip -m"})
	}
}

// mktempDoes: mktemp makes the file (or, with -d, the directory) it names; -u only names one.
func mktempDoes(c *Call) {
	if c.Has("u") {
		return
	}
	if name, ok := MktempName(c); ok {
		c.Add(Effect{Kind: Create, Path: c.PathOf(Word{S: name}), By: "mktemp"})
	}
}

// MktempName is the name mktemp makes, its X's as written: where it lands is what a guard
// judges (T=$(mktemp -d); rm -rf "$T" deletes a fresh directory under the temp dir), and the
// random letters change nothing of that. Without a template it is tmp.XXXXXXXXXX in the temp
// dir; -p DIR, --tmpdir[=DIR] and -t put a template there; otherwise a template is relative to
// the working directory. The temp dir is -p's or --tmpdir's, else $TMPDIR (set on the command),
// else /tmp; -t prefers $TMPDIR to -p (coreutils); an empty one counts as unset. False where
// the name depends on what is unknown.
func MktempName(c *Call) (string, bool) {
	for _, o := range c.P.Opts {
		if !o.Known || o.Value.Dyn {
			return "", false
		}
	}
	ops := c.Operands()
	template, inTmp := "tmp.XXXXXXXXXX", true
	switch {
	case len(ops) > 1 || len(ops) == 1 && ops[0].Dyn:
		return "", false
	case len(ops) == 1:
		template, inTmp = ops[0].S, c.HasAny("t", "p", "tmpdir")
	}
	// As mktemp prints it: a relative template or directory stays relative.
	if !inTmp || filepath.IsAbs(template) {
		return paths.Clean(template), true
	}
	dir := ""
	if v, ok := c.Value("p"); ok {
		dir = v.S
	}
	if v, ok := c.Value("tmpdir"); ok && v.S != "" {
		dir = v.S
	}
	if env, ok := c.assigned("TMPDIR"); ok && env.S != "" && (dir == "" || c.Has("t")) {
		if env.Dyn {
			return "", false
		}
		dir = env.S
	}
	if dir == "" {
		dir = "/tmp"
	}
	return paths.Join(dir, template), true
}
