package spec

import "strings"

// diskSpecs are disk, filesystem, volume, backup, trash and account tools (mkfs, wipefs,
// sgdisk, parted, lvremove, zfs, cryptsetup, restic, borg, trash-empty, userdel, crontab,
// ...): what they destroy. A tool that rewrites a whole device destroys the device (Destroy
// "disk", its Path the device) and only writes an image file given instead; backup and
// trash tools destroy the copies that were the way back (Destroy "backup"). Writes to block
// devices by dd and redirects are already Write effects on /dev paths. Their dry runs,
// listings and help do nothing. Sorted by Name.
var diskSpecs = []Spec{
	{Name: "badblocks", Opts: "b= c= d= e= i= o= p= t= s v w n f B X", Does: badblocksDoes,
		Examples: "badblocks -wsv /dev/sdc => destroy:disk everything on /dev/sdc\n" + "sudo badblocks -w -t random /dev/sdd => destroy:disk everything on /dev/sdd\n" +
			"badblocks -nsv /dev/sdc => -\n" + "badblocks -sv /dev/sdc => -\n" + "badblocks -o bad.txt /dev/sdc => -\n"},
	{Name: "blkdiscard", Opts: "f|force o|offset= l|length= p|step= s|secure v|verbose z|zeroout q|quiet help|h V|version", Does: blkdiscardDoes,
		Examples: "blkdiscard /dev/nvme1n1 => destroy:disk every block of /dev/nvme1n1\n" + "blkdiscard -z -o 0 -l 1G /dev/sdb => destroy:disk every block of /dev/sdb\n" + "blkdiscard --help => -\n"},
	{Name: "blkid", Examples: "blkid /dev/sda1 => -\n" + "sudo blkid => -\n"},
	{Name: "borg", Opts: borgOpts, Style: ExactInOrder, Subs: true},
	{Name: "borg delete", Opts: borgOpts + " n|dry-run list s|stats cache-only force keep-security-info save-space checkpoint-interval= a|match-archives|glob-archives= P|prefix= sort-by= first= last= consider-checkpoints", Style: Exact, Does: borgDoes,
		Examples: "borg delete /mnt/backup/repo => destroy:backup archives or the whole repository /mnt/backup/repo\n" +
			"borg delete ssh://h/./r::web-1 => destroy:backup archives or the whole repository ssh://h/./r::web-1\n" +
			"borg delete --dry-run /mnt/backup/repo => -\n"},
	{Name: "borg prune", Opts: borgOpts + " n|dry-run force s|stats list list-pruned list-kept short keep-within= keep-last|keep-secondly= keep-minutely= H|keep-hourly= d|keep-daily= w|keep-weekly= m|keep-monthly= y|keep-yearly= c|checkpoint-interval= a|match-archives|glob-archives= P|prefix= save-space", Style: Exact, Does: borgDoes,
		Examples: "borg prune -v --list --keep-daily=7 --keep-weekly=4 /srv/repo => destroy:backup archives the policy does not keep /srv/repo\n" +
			"borg prune -n --keep-daily 7 /srv/repo => -\n" + "borg list /srv/repo => -\n"},
	{Name: "borg rdelete", Like: "borg delete"},
	{Name: "borg repo-delete", Like: "borg delete"},
	// btrfs takes any unique prefix of its command groups and commands (btrfs su d).
	{Name: "btrfs", Opts: "format= v|verbose q|quiet log= c|commit-after C|commit-each i|subvolid= R|recursive f|force B r K|nodiscard enqueue help|h version", Does: btrfsDoes,
		Examples: "sudo btrfs subvolume delete /mnt/data/@old => destroy-r:disk subvolume /mnt/data/@old\n" + "btrfs su d /.snapshots/12/snapshot => destroy-r:disk subvolume /.snapshots/12/snapshot\n" +
			"btrfs sub del -c /mnt/a /mnt/b => destroy-r:disk subvolume /mnt/b\n" + "btrfs subvolume delete -i 258 /mnt => destroy-r:disk subvolume 258 /mnt\n" +
			"btrfs device add -f /dev/sdc /mnt/pool => destroy:disk everything on /dev/sdc\n" + "btrfs replace start /dev/sdb /dev/sdd /mnt/pool => destroy:disk everything on /dev/sdd\n" +
			"btrfs replace start -B 2 /dev/sde /mnt => destroy:disk everything on /dev/sde\n" +
			"btrfs subvolume list /mnt => -\n" + "btrfs su snapshot /mnt/@ /mnt/@snap => -\n" + "btrfs subvolume create ./sub => -\n" + "btrfs device remove /dev/sdc /mnt => -\n" +
			"btrfs filesystem df / => -\n" + "btrfs s d /mnt/x => -\n" + "btrfs replace status /mnt => -\n" + "btrfs subvolume delete --help => -\n"},
	{Name: "cfdisk", Opts: "L|color? help|h r|read-only z|zero V|version lock?", Does: fdiskDoes,
		Examples: "printf 'x' | cfdisk /dev/sdb => destroy:disk the partition table of /dev/sdb\n" + "cfdisk -r /dev/sdb => -\n"},
	{Name: "crontab", Opts: "u= l r i e s T n= c V h", Does: crontabDoes,
		Examples: "crontab -r => destroy:crontab the user's crontab\n" + "crontab -ir => destroy:crontab the user's crontab\n" + "sudo crontab -u www-data -r => destroy:crontab the crontab of www-data\n" +
			"crontab jobs.txt => destroy:crontab the user's crontab, replaced by jobs.txt\n" + "crontab -u deploy ./cron/deploy.cron => destroy:crontab the crontab of deploy, replaced by ./cron/deploy.cron\n" +
			"echo '0 3 * * * /usr/local/bin/backup' | crontab - => destroy:crontab the user's crontab, replaced by -\n" +
			"echo '*/5 * * * * rm -rf /srv/cache' | crontab - => delete-r /srv/cache\n" + "crontab - <<'EOF'\n# nightly\nMAILTO=ops\n@reboot git -C /srv/app reset --hard\n0 1 * * 1-5 rm -rf ~/tmp % x\nEOF => discard:worktree git reset\n" +
			"crontab - <<'EOF'\n0 1 * * * rm -rf ~/tmp%x\nEOF => delete-r ~/tmp\n" + "crontab - <<'EOF'\n0 1 * * * echo a\\%b > /etc/motd\nEOF => write /etc/motd\n" +
			"printf '0 0 * * * rm -rf ~\\n' > c.txt; crontab c.txt => delete-r ~\n" + "crontab /tmp/c.txt => exec:sh ?\n" + "(crontab -l; echo '@daily make -C /srv report') | crontab - => exec:sh ?\n" +
			"crontab < jobs.txt => destroy:crontab the user's crontab, replaced by -\n" + "echo '@reboot rm -rf /opt/x' | crontab /dev/stdin => delete-r /opt/x\n" +
			"crontab -l => -\n" + "crontab -l -u root => -\n" + "crontab -e => -\n" + "crontab -T jobs.txt => -\n" + "crontab -V => -\n" + "crontab => -\n"},
	{Name: "cryptsetup", Opts: cryptsetupOpts, Does: cryptsetupDoes,
		Examples: "cryptsetup luksFormat /dev/sdc1 => destroy:disk everything on /dev/sdc1\n" + "cryptsetup -q --type luks2 luksformat /dev/sdc1 => destroy:disk everything on /dev/sdc1\n" +
			"cryptsetup erase /dev/sdc1 => destroy:disk every key slot of /dev/sdc1\n" + "cryptsetup luksKillSlot /dev/sdc1 1 => destroy:disk a key slot of /dev/sdc1\n" +
			"cryptsetup open /dev/sdc1 vault => -\n" + "cryptsetup luksDump /dev/sdc1 => -\n" + "cryptsetup status vault => -\n"},
	{Name: "deluser", Opts: "system remove-home remove-all-files backup backup-to= backup-suffix= conf|c= group only-if-empty quiet|q verbose debug help|h version", Does: deluserDoes,
		Examples: "deluser --remove-home alice => destroy:account user and their home directory alice\n" + "sudo deluser --remove-all-files bob => destroy-r:account user and every file they own bob\n" +
			"deluser alice => -\n" + "deluser alice docker => -\n" + "deluser --group devs => -\n"},
	{Name: "diskutil", Does: diskutilDoes,
		Examples: "diskutil eraseDisk APFS Backup disk4 => destroy:disk everything on disk4\n" + "diskutil zeroDisk /dev/disk3 => destroy:disk everything on /dev/disk3\n" +
			"diskutil partitionDisk disk2 GPT JHFS+ Data 0b => destroy:disk everything on disk2\n" + "diskutil secureErase 0 disk5 => destroy:disk everything on disk5\n" +
			"diskutil apfs deleteContainer disk6 => destroy:disk everything on disk6\n" + "diskutil apfs deleteSnapshot disk1s1 -uuid X => destroy:backup everything on disk1s1\n" +
			"diskutil list => -\n" + "diskutil info disk2 => -\n" + "diskutil unmountDisk disk2 => -\n"},
	{Name: "duplicity", Opts: "force dry-run v|verbosity= name= archive-dir= encrypt-key= sign-key= gpg-options= exclude= include= full-if-older-than= no-encryption log-file= tempdir= t|time= file-to-restore= help|h", Does: duplicityDoes,
		Examples: "duplicity remove-older-than 6M --force file:///mnt/backup => destroy:backup backup sets file:///mnt/backup\n" +
			"duplicity remove-all-but-n-full 2 --force s3://b/x => destroy:backup backup sets s3://b/x\n" +
			"duplicity remove-older-than 6M file:///mnt/backup => -\n" + "duplicity collection-status file:///mnt/backup => -\n"},
	{Name: "fdisk", Opts: "b|sector-size= B|protect-boot c|compatibility? help|h L|color? l|list x|list-details n|noauto-pt o|output= s|getsz t|type= u|units? C|cylinders= H|heads= S|sectors= w|wipe= W|wipe-partitions= V|version lock?", Does: fdiskDoes,
		Examples: "printf 'o\\nn\\np\\n1\\n\\n\\nw\\n' | fdisk /dev/sdb => destroy:disk the partition table of /dev/sdb\n" +
			"sudo fdisk /dev/sdc <<EOF\ng\nn\n\n\n\nw\nEOF => destroy:disk the partition table of /dev/sdc\n" +
			"printf 'p\\nq\\n' | fdisk /dev/sdb !> destroy:disk the partition table of /dev/sdb\n" + "fdisk -l => -\n" + "fdisk -l /dev/sda => -\n" + "fdisk /dev/sdb => -\n"},
	{Name: "findmnt", Examples: "findmnt -T . => -\n"},
	{Name: "gdisk", Opts: "l help|h", Does: fdiskDoes,
		Examples: "printf 'o\\ny\\nw\\ny\\n' | gdisk /dev/sdd => destroy:disk the partition table of /dev/sdd\n" + "gdisk -l /dev/sdd => -\n"},
	{Name: "gio", Opts: "help|h version", Style: InOrder, Subs: true},
	{Name: "gio remove", Opts: "f|force help|h", Does: gioDoes,
		Examples: "gio remove ~/notes.txt => delete ~/notes.txt\n" + "gio remove -f a b => delete b\n"},
	{Name: "gio trash", Opts: "f|force empty list restore help|h", Does: gioDoes,
		Examples: "gio trash --empty => destroy-r:backup every trashed file\n" + "gio trash old.log => delete-r:move old.log\n" + "gio trash --list => -\n" + "gio trash --restore trash:///x => -\n"},
	{Name: "hdparm", Opts: "security-erase= security-erase-enhanced= trim-sector-ranges= trim-sector-ranges-stdin write-sector= make-bad-sector= user-master= security-set-pass= security-unlock= security-disable= security-freeze security-mode= yes-i-know-what-i-am-doing please-destroy-my-drive dco-restore dco-freeze dco-identify read-sector= repair-sector= I i g t T help|h", Does: hdparmDoes,
		Examples: "hdparm --user-master u --security-erase p /dev/sdb => destroy:disk everything on /dev/sdb\n" +
			"hdparm --security-erase-enhanced NULL /dev/sdb => destroy:disk everything on /dev/sdb\n" +
			"hdparm --please-destroy-my-drive --trim-sector-ranges 0:65535 /dev/sdb => destroy:disk everything on /dev/sdb\n" +
			"hdparm -I /dev/sda => -\n" + "hdparm -tT /dev/sda => -\n"},
	{Name: "kopia", Opts: kopiaOpts, Style: ExactInOrder, Subs: true},
	{Name: "kopia snapshot", Opts: kopiaOpts, Style: ExactInOrder, Subs: true},
	{Name: "kopia snapshot delete", Opts: kopiaOpts + " delete unsafe-ignore-source all-snapshots-for-source", Style: Exact, Does: kopiaDoes,
		Examples: "kopia snapshot delete k6b1a9f0 --delete => destroy:backup snapshots k6b1a9f0\n" + "kopia snapshot delete k6b1a9f0 => -\n"},
	{Name: "kopia snapshot expire", Opts: kopiaOpts + " delete all", Style: Exact, Does: kopiaDoes,
		Examples: "kopia snapshot expire --all --delete => destroy:backup snapshots\n" + "kopia snapshot expire --all => -\n" + "kopia snapshot list => -\n"},
	{Name: "lsblk", Examples: "lsblk -f => -\n" + "lsblk -o NAME,SIZE,MOUNTPOINT /dev/sda => -\n"},
	{Name: "lvdisplay"},
	{Name: "lvreduce", Opts: lvmOpts, Does: lvmDoes,
		Examples: "lvreduce -L 10G vg0/data => destroy:disk the end of logical volume vg0/data\n" + "lvreduce -r -L -5G /dev/vg0/data => destroy:disk the end of logical volume /dev/vg0/data\n"},
	{Name: "lvremove", Opts: lvmOpts, Does: lvmDoes,
		Examples: "lvremove -f vg0/scratch => destroy:disk logical volume vg0/scratch\n" + "sudo lvremove -y /dev/vg0/old => destroy:disk logical volume /dev/vg0/old\n" +
			"lvremove --test vg0/scratch => -\n"},
	{Name: "lvs", Examples: "lvs -a => -\n"},
	{Name: "mdadm", Opts: "A|assemble B|build C|create F|follow|monitor G|grow I|incremental zero-superblock S|stop D|detail E|examine Q|query X|examine-bitmap r|remove a|add f|force|fail|set-faulty manage misc s|scan v|verbose q|quiet n|raid-devices= l|level= c|chunk= x|spare-devices= z|size= e|metadata= N|name= b|bitmap= R|run o|readonly w|readwrite homehost= help|h V|version", Does: mdadmDoes,
		Examples: "mdadm --zero-superblock /dev/sdb1 /dev/sdc1 => destroy:disk the RAID superblock of /dev/sdc1\n" +
			"mdadm --create /dev/md0 --level=1 --raid-devices=2 /dev/sdb1 /dev/sdc1 => destroy:disk everything on /dev/sdb1\n" +
			"mdadm -C /dev/md0 -l 1 -n 2 /dev/sdb1 /dev/sdc1 !> destroy:disk everything on /dev/md0\n" +
			"mdadm /dev/md0 --fail /dev/sdb1 => destroy:raid a member of the RAID array /dev/md0 /dev/sdb1\n" +
			"mdadm --manage /dev/md0 -f /dev/sdb1 -r /dev/sdb1 => destroy:raid a member of the RAID array /dev/md0 /dev/sdb1 /dev/sdb1\n" +
			"mdadm /dev/md1 --remove /dev/sdc2 => destroy:raid a member of the RAID array /dev/md1 /dev/sdc2\n" + "mdadm /dev/md1 --set-faulty /dev/sdc2 => destroy:raid a member of the RAID array /dev/md1 /dev/sdc2\n" +
			"mdadm --stop /dev/md0 => destroy:raid the RAID array /dev/md0\n" + "mdadm -S /dev/md127 => destroy:raid the RAID array /dev/md127\n" + "mdadm --stop --scan => destroy-r:raid every RAID array\n" +
			"mdadm /dev/md0 --remove failed => -\n" + "mdadm /dev/md0 -r detached => -\n" + "mdadm /dev/md0 --add /dev/sdd1 => -\n" +
			"mdadm --assemble --force /dev/md0 /dev/sdb1 /dev/sdc1 !> destroy:raid a member of the RAID array /dev/md0 /dev/sdb1\n" +
			"mdadm --detail /dev/md0 => -\n" + "mdadm --assemble --scan => -\n"},
	{Name: "mkdosfs", Like: "mkfs.fat"},
	{Name: "mke2fs", Opts: e2Opts, Does: mkfsDoes,
		Examples: "mke2fs -t ext4 -L data /dev/sdb1 => destroy:disk everything on /dev/sdb1\n" + "mke2fs -n /dev/sdb1 => -\n"},
	{Name: "mkfs", Opts: e2Opts, Does: mkfsDoes,
		Examples: "mkfs -t xfs /dev/vdb => destroy:disk everything on /dev/vdb\n" + "sudo mkfs -t ext4 -L data /dev/mapper/vg-data => destroy:disk everything on /dev/mapper/vg-data\n" +
			"mkfs.ext4 ./disk.img => write ./disk.img\n" + "mkfs.ext4 ./disk.img !> destroy:disk everything on ./disk.img\n" + "mkfs -t ext4 \"$DEV\" => destroy:disk everything on <$DEV>\n" + "mkfs.ext4 /dev/sd$X => destroy:disk everything on </dev/sd$X>\n" + "mkfs.ext4 ./img-$N.img => write <./img-$N.img>\n" +
			"cd /dev && mkfs.ext4 sdb1 => destroy:disk everything on sdb1\n" + "mkfs --help => -\n"},
	{Name: "mkfs.bfs", Like: "newfs"},
	{Name: "mkfs.btrfs", Opts: "A|alloc-start= b|byte-count= checksum|csum= d|data= m|metadata= M|mixed n|nodesize= s|sectorsize= L|label= K|nodiscard r|rootdir= O|features= R|runtime-features= U|uuid= q|quiet f|force V|version help|h", Does: mkfsDoes,
		Examples: "mkfs.btrfs -f -L pool -d raid1 /dev/sdb /dev/sdc => destroy:disk everything on /dev/sdc\n"},
	{Name: "mkfs.exfat", Like: "newfs"},
	{Name: "mkfs.ext2", Like: "mkfs.ext4"},
	{Name: "mkfs.ext3", Like: "mkfs.ext4"},
	{Name: "mkfs.ext4", Opts: e2Opts, Does: mkfsDoes,
		Examples: "mkfs.ext4 /dev/sdb1 => destroy:disk everything on /dev/sdb1\n" + "mkfs.ext4 -F -L backup /dev/disk/by-id/usb-x => destroy:disk everything on /dev/disk/by-id/usb-x\n" +
			"mkfs.ext4 -n /dev/sdb1 => -\n" + "mkfs.ext4 -V => -\n"},
	{Name: "mkfs.f2fs", Like: "newfs"},
	{Name: "mkfs.fat", Opts: fatOpts, Does: mkfsDoes,
		Examples: "mkfs.fat -F 32 -n BOOT /dev/sda1 => destroy:disk everything on /dev/sda1\n" + "mkfs.vfat -C boot.img 1440 => write boot.img\n" + "mkdosfs -F 32 /dev/sdd1 => destroy:disk everything on /dev/sdd1\n" + "newfs_hfs -v Data /dev/disk3s2 => destroy:disk everything on /dev/disk3s2\n"},
	{Name: "mkfs.hfsplus", Like: "newfs"},
	{Name: "mkfs.jfs", Like: "newfs"},
	{Name: "mkfs.minix", Like: "newfs"},
	{Name: "mkfs.msdos", Like: "mkfs.fat"},
	{Name: "mkfs.ntfs", Like: "mkntfs"},
	{Name: "mkfs.reiserfs", Like: "newfs"},
	{Name: "mkfs.udf", Like: "newfs"},
	{Name: "mkfs.vfat", Like: "mkfs.fat"},
	{Name: "mkfs.xfs", Opts: "b= m= d= f i= l= L= n= p= dry-run|N K q r= s= V|version help|h", Does: mkfsDoes,
		Examples: "mkfs.xfs -f /dev/nvme0n1p3 => destroy:disk everything on /dev/nvme0n1p3\n" + "mkfs.xfs -N /dev/nvme0n1p3 => -\n"},
	{Name: "mkntfs", Opts: ntfsOpts, Does: mkfsDoes,
		Examples: "mkntfs -Q -L win /dev/sdb2 => destroy:disk everything on /dev/sdb2\n" + "mkfs.ntfs --no-action /dev/sdb2 => -\n"},
	{Name: "mkswap", Opts: "c|check f|force q|quiet p|pagesize= L|label= v|swapversion= U|uuid= verbose lock? F|file s|size= o|offset= e|endianness= help|h V|version", Does: mkfsDoes,
		Examples: "mkswap /dev/sda2 => destroy:disk everything on /dev/sda2\n" + "mkswap -L swap1 /dev/vg0/swap => destroy:disk everything on /dev/vg0/swap\n" + "mkswap /swapfile => write /swapfile\n"},
	{Name: "mount", Opts: "a|all B|bind R|rbind M|move make-shared make-slave make-private make-unbindable make-rshared make-rslave make-rprivate make-runbindable c|no-canonicalize f|fake F|fork i|internal-only l|show-labels L|label= n|no-mtab N|namespace= o|options= O|test-opts= r|read-only s t|types= T|fstab= U|uuid= v|verbose w|rw|read-write help|h version|V source= target= onlyonce options-mode= options-source= options-source-force beneath map-users= map-groups=", Does: mountDoes,
		Examples: "mount --bind /tmp/empty .hookguard => write-r:mount .hookguard\n" + "mount -o bind,ro /tmp/x .hookguard/runners => write-r:mount .hookguard/runners\n" +
			"sudo mount -t tmpfs none .hookguard => write-r:mount .hookguard\n" + "mount --bind ~/.ssh keys => read-r:mount ~/.ssh\n" + "mount -B /srv/a /srv/b => write-r:mount /srv/b\n" +
			"mount --target /mnt/x /dev/sdb1 => write-r:mount /mnt/x\n" + "mount -L data /mnt/data => write-r:mount /mnt/data\n" + "mount /mnt/usb => write-r:mount /mnt/usb\n" + "mount --move /mnt/a /mnt/b => write-r:mount /mnt/b\n" +
			"mount => -\n" + "mount -l -t ext4 => -\n" + "mount -o remount,ro /x !> write-r:mount /x\n" + "mount -f /dev/sdb1 /mnt => -\n" + "mount /dev/sdb1 /mnt !> read-r:mount /dev/sdb1\n" + "mount /dev/sdb1 !> write-r:mount /dev/sdb1\n" + "mount UUID=1234 => -\n"},
	{Name: "newfs", Opts: otherMkfsOpts, Does: mkfsDoes,
		Examples: "newfs /dev/ada1p1 => destroy:disk everything on /dev/ada1p1\n" + "mkfs.exfat -L CAM /dev/mmcblk0p1 => destroy:disk everything on /dev/mmcblk0p1\n" +
			"mkfs.f2fs -l data /dev/sdb3 => destroy:disk everything on /dev/sdb3\n" + "mkfs.minix fs.img => write fs.img\n" + "mkfs.jfs -q /dev/sdc1 => destroy:disk everything on /dev/sdc1\n"},
	{Name: "newfs_apfs", Like: "newfs"},
	{Name: "newfs_hfs", Like: "newfs"},
	{Name: "newfs_msdos", Like: "newfs"},
	{Name: "nvme", Opts: "n|namespace-id= l|lbaf= s|ses= p|pi= i|pil= m|ms= r|reset f|force t|timeout= a|sanact= o|ovrpat= c|start-block= b|block-count= d|ad help|h", Does: nvmeDoes,
		Examples: "nvme format /dev/nvme0n1 --ses=1 => destroy:disk everything on /dev/nvme0n1\n" + "nvme sanitize -a 2 /dev/nvme0 => destroy:disk everything on /dev/nvme0\n" +
			"nvme list => -\n" + "nvme smart-log /dev/nvme0 => -\n"},
	{Name: "nwipe", Opts: "autonuke autopoweroff e|exclude= l|logfile= m|method= P|PDFreportpath= p|prng= r|rounds= v|verbose verify= nousb nowait nosignals nogui noblank help|h V|version", Does: nwipeDoes,
		Examples: "nwipe --autonuke --nogui => destroy-r:disk every disk it finds\n" + "nwipe -m zero /dev/sdb => destroy:disk everything on /dev/sdb\n" + "nwipe --help => -\n"},
	{Name: "parted", Opts: "help|h l|list m|machine s|script f|fix a|align= v|version", Does: partedDoes,
		Examples: "parted -s /dev/sdb mklabel gpt => destroy:disk the partition table of /dev/sdb\n" + "parted /dev/sdb --script rm 2 => destroy:disk the partition table of /dev/sdb\n" +
			"parted -s -a optimal /dev/sdb mkpart primary ext4 0% 100% => destroy:disk the partition table of /dev/sdb\n" + "parted /dev/sdb resizepart 1 50GB => destroy:disk the partition table of /dev/sdb\n" +
			"parted -s /dev/sdb mkl msdos => destroy:disk the partition table of /dev/sdb\n" +
			"parted -l => -\n" + "parted /dev/sdb print => -\n" + "parted -s /dev/sdb unit MiB print free => -\n"},
	{Name: "pvcreate", Opts: lvmOpts, Does: lvmDoes,
		Examples: "pvcreate /dev/sdb1 => destroy:disk everything on /dev/sdb1\n" + "pvcreate -ff -y /dev/sdc => destroy:disk everything on /dev/sdc\n" + "pvcreate -t /dev/sdc => -\n"},
	{Name: "pvdisplay"},
	{Name: "pvremove", Opts: lvmOpts, Does: lvmDoes,
		Examples: "pvremove -ff /dev/sdb1 => destroy:disk the LVM label of /dev/sdb1\n"},
	{Name: "pvs", Examples: "sudo pvs => -\n"},
	{Name: "rdiff-backup", Opts: "remove-older-than= force v|verbosity= terminal-verbosity= api-version= older-than= size? b|backup-mode r|restore-as-of= new no-compression exclude= include= help|h", Does: rdiffDoes,
		Examples: "rdiff-backup --remove-older-than 4W /backup/home => destroy:backup increments older than 4W /backup/home\n" +
			"rdiff-backup remove increments --older-than 1Y /backup/home => destroy:backup increments older than 1Y /backup/home\n" +
			"rdiff-backup --list-increments /backup/home => -\n"},
	{Name: "restic", Opts: resticOpts, Style: ExactInOrder, Subs: true},
	{Name: "restic forget", Opts: resticOpts + " l|keep-last= H|keep-hourly= d|keep-daily= w|keep-weekly= m|keep-monthly= y|keep-yearly= keep-within= keep-within-hourly= keep-within-daily= keep-within-weekly= keep-within-monthly= keep-within-yearly= keep-tag= unsafe-allow-remove-all host= tag= path= c|compact g|group-by= dry-run|n prune max-unused= max-repack-size= repack-cacheable-only repack-small repack-uncompressed", Style: Exact, Does: resticDoes,
		Examples: "restic forget --keep-daily 7 --prune => destroy-r:backup snapshots the policy does not keep\n" + "restic -r /srv/restic forget 4bba301e => destroy:backup snapshots 4bba301e\n" +
			"restic forget --keep-last 3 => destroy:backup snapshots the policy does not keep\n" + "restic forget --keep-last 3 -n => -\n" + "restic forget --help => -\n"},
	{Name: "restic prune", Opts: resticOpts + " dry-run|n max-unused= max-repack-size= repack-cacheable-only repack-small repack-uncompressed unsafe-recover-no-free-space=", Style: Exact, Does: resticDoes,
		Examples: "restic prune => destroy-r:backup data no snapshot references\n" + "restic -r s3:s3.amazonaws.com/b prune --max-unused 0 => destroy-r:backup data no snapshot references\n" +
			"restic prune --dry-run => -\n" + "restic prune --dry-run=false => destroy-r:backup data no snapshot references\n" + "restic snapshots => -\n" + "restic check => -\n"},
	{Name: "restic restore", Opts: resticOpts + " t|target= i|include= e|exclude= iinclude= iexclude= include-file= exclude-file= H|host= path= tag= delete overwrite= sparse verify dry-run", Style: Exact, Does: resticDoes,
		Examples: "restic restore latest --target ~/ => write-r ~/\n" + "restic restore latest --target ./srv --delete => delete-r:sync ./srv\n" + "restic restore latest -t /tmp/r --dry-run => -\n"},
	{Name: "sfdisk", Opts: "A|activate delete dump|d J|json g|show-geometry l|list F|list-free r|reorder s|show-size T|list-types V|verify relocate= Y|label-nested= X|label= a|append b|backup B|backup-file|O= color? f|force lock? dry-run|n|no-act no-reread no-tell-kernel N|partno= o|output= q|quiet u|unit= w|wipe= W|wipe-partitions= G|show-pt-geometry L|Linux part-label part-type part-uuid part-attrs disk-id move-data? move-use-fsync backup-pt-sectors help|h v|version", Does: sfdiskDoes,
		Examples: "sfdisk /dev/sdb < layout.sfdisk => destroy:disk the partition table of /dev/sdb\n" + "echo ',,L' | sfdisk --wipe always /dev/sdc => destroy:disk the partition table of /dev/sdc\n" +
			"sfdisk --delete /dev/sdb 2 => destroy:disk the partition table of /dev/sdb\n" + "sfdisk -d /dev/sda > table.txt => write table.txt\n" +
			"sfdisk -d /dev/sda !> destroy:disk the partition table of /dev/sda\n" + "sfdisk -l /dev/sda => -\n" + "sfdisk -n /dev/sdb < layout.sfdisk !> destroy:disk the partition table of /dev/sdb\n" +
			"sfdisk --part-type /dev/sda 1 => -\n"},
	{Name: "sgdisk", Opts: "a|set-alignment= A|attributes= b|backup= B|byte-swap-name= c|change-name= d|delete= D|display-alignment e|move-second-header E|end-of-largest f|first-in-largest F|first-aligned-in-largest g|mbrtogpt G|randomize-guids h|hybrid= i|info= j|adjust-main-table= l|load-backup= L|list-types m|gpttombr= n|new= N|largest-new= o|clear O|print-mbr dry-run|P|pretend p|print r|transpose= R|replicate= s|sort t|typecode= T|transform-bsd= u|partition-guid= U|disk-guid= v|verify V|version z|zap Z|zap-all help", Does: sgdiskDoes,
		Examples: "sgdisk --zap-all /dev/sda => destroy:disk the partition table of /dev/sda\n" + "sgdisk -Z /dev/sdb => destroy:disk the partition table of /dev/sdb\n" +
			"sgdisk -d 2 /dev/sdb => destroy:disk the partition table of /dev/sdb\n" + "sgdisk --delete=1 /dev/sdb => destroy:disk the partition table of /dev/sdb\n" +
			"sgdisk -n 0:0:+512M -t 0:ef00 /dev/sdc => destroy:disk the partition table of /dev/sdc\n" + "sgdisk -o /dev/sdd => destroy:disk the partition table of /dev/sdd\n" +
			"sgdisk -R /dev/sdb /dev/sda => destroy:disk the partition table of /dev/sdb\n" + "sgdisk -R=/dev/sdb /dev/sda !> destroy:disk the partition table of /dev/sda\n" +
			"sgdisk -p /dev/sda => -\n" + "sgdisk -P -Z /dev/sda => -\n" + "sgdisk --backup=table.bak /dev/sda => write table.bak\n" + "sgdisk -v /dev/sda => -\n"},
	{Name: "sysadminctl", Opts: "deleteUser= keepHome secure adminUser= adminPassword= help", Style: Single, Does: sysadminctlDoes,
		Examples: "sudo sysadminctl -deleteUser olduser => destroy:account user and their home directory olduser\n" + "sysadminctl -deleteUser x -keepHome => -\n" + "sysadminctl -addUser y => -\n"},
	{Name: "tarsnap", Opts: "c x t d r f= nuke dry-run print-stats v keyfile= cachedir= list-archives q|quiet C= help|h", Does: tarsnapDoes,
		Examples: "tarsnap -d -f host-2024-01-01 => destroy:backup archive host-2024-01-01\n" + "tarsnap --nuke => destroy-r:backup every archive\n" +
			"tarsnap -d --dry-run -f x => -\n" + "tarsnap --list-archives => -\n" + "tarsnap -c -f host-today /etc => -\n"},
	{Name: "trash", Like: "trash-put"},
	{Name: "trash-empty", Opts: "help|h version v|verbose trash-dir= all-users i|interactive f dry-run print-completion=", Does: trashDoes,
		Examples: "trash-empty => destroy-r:backup every trashed file\n" + "trash-empty 30 => destroy-r:backup trashed files older than 30 days\n" + "trash-empty --trash-dir ~/.local/share/Trash -f => destroy-r:backup every trashed file\n" +
			"trash-empty --dry-run => -\n" + "trash-empty --help => -\n"},
	{Name: "trash-list", Examples: "trash-list => -\n"},
	{Name: "trash-put", Opts: "d|directory f|force i|interactive r|R|recursive trash-dir= v|verbose help|h version", Does: trashPutDoes,
		Examples: "trash-put build.log => delete-r:move build.log\n" + "trash-put -v a b => delete-r:move b\n" + "trash => -\n"},
	{Name: "trash-restore"},
	{Name: "trash-rm", Opts: "trash-dir= help|h v|verbose", Does: trashDoes,
		Examples: "trash-rm '*.o' => destroy:backup trashed files matching *.o\n" + "trash-rm foo.txt => destroy:backup trashed files matching foo.txt\n"},
	{Name: "userdel", Opts: "f|force help|h r|remove R|root= P|prefix= Z|selinux-user extrausers b|badname", Does: userdelDoes,
		Examples: "userdel -r olduser => destroy-r:account user and their home directory olduser\n" + "sudo userdel --remove --force bob => destroy-r:account user and their home directory bob\n" +
			"userdel -fr tmp1 => destroy-r:account user and their home directory tmp1\n" + "userdel --rem bob => destroy-r:account user and their home directory bob\n" +
			"userdel bob => -\n" + "userdel --help => -\n"},
	{Name: "vgdisplay"},
	{Name: "vgremove", Opts: lvmOpts, Does: lvmDoes,
		Examples: "vgremove -f vg_data => destroy-r:disk volume group and every logical volume in it vg_data\n"},
	{Name: "vgs", Examples: "vgs => -\n"},
	{Name: "wipefs", Opts: "a|all b|backup f|force i|noheadings J|json dry-run|n|no-act o|offset= O|output= p|parsable q|quiet t|types= lock? help|h V|version", Does: wipefsDoes,
		Examples: "wipefs -a /dev/sda => destroy:disk every signature on /dev/sda\n" + "wipefs --all --force /dev/sdb1 => destroy:disk every signature on /dev/sdb1\n" +
			"wipefs -o 0x438 /dev/sdb1 => destroy:disk every signature on /dev/sdb1\n" + "wipefs -af disk.img => write disk.img\n" +
			"wipefs /dev/sda => -\n" + "wipefs -n -a /dev/sda => -\n" + "wipefs --no-act --all /dev/sda => -\n" + "wipefs -J /dev/sda => -\n"},
	{Name: "zfs", Opts: "r R f n p v d= help|h", Does: zfsDoes,
		Examples: "zfs destroy -r tank/home => destroy-r:disk dataset tank/home\n" + "zfs destroy tank/home@monday => destroy:backup snapshot tank/home@monday\n" +
			"zfs rollback -r tank/db@before => destroy:disk changes and later snapshots since tank/db@before\n" + "zfs rollback tank/db@before => destroy:disk changes since tank/db@before\n" +
			"zfs destroy -nv tank/home => -\n" + "zfs list -t snapshot => -\n" + "zfs snapshot tank/db@now => -\n"},
	{Name: "zpool", Opts: "f n d F m= o= O= R= t= a P L v H p g e s T= help", Does: zpoolDoes,
		Examples: "zpool destroy tank => destroy-r:disk pool and every dataset in it tank\n" + "zpool destroy -f backup => destroy-r:disk pool and every dataset in it backup\n" +
			"zpool labelclear -f /dev/sdb1 => destroy:disk the ZFS label of /dev/sdb1\n" + "zpool create -f tank mirror sdb sdc => destroy:disk everything on sdc\n" +
			"zpool create -n tank sdb => -\n" + "zpool status => -\n" + "zpool list => -\n"},
}

const borgOpts = "critical error warning info|v|verbose debug debug-topic= p|progress iec log-json lock-wait= bypass-lock show-version show-rc umask= remote-path= upload-ratelimit= upload-buffer= debug-profile= rsh= r|repo= help|h"

const cryptsetupOpts = "c|cipher= h|hash= s|key-size= d|key-file= keyfile-offset= l|keyfile-size= new-keyfile-offset= new-keyfile-size= S|key-slot= b|size= o|offset= p|skip= type= M|type= pbkdf= pbkdf-memory= pbkdf-parallel= i|iter-time= header= label= subsystem= sector-size= uuid= q|batch-mode y|verify-passphrase v|verbose debug T|tries= t|timeout= key-description= volume-key-file= master-key-file= allow-discards r|readonly test-passphrase disable-locks integrity= luks2-metadata-size= luks2-keyslots-size= keyslot-cipher= keyslot-key-size= use-random use-urandom V|version"

const e2Opts = "c l= b= C= i= I= J= G= N= d= m= o= g= L= M= O= r= E= t= T= U= e= z= j dry-run|n q v D F S V|version help|h"

const fatOpts = "a A b= c C D= f= F= g= h= i= I l= m= M= n= r= R= s= S= v help"

const ntfsOpts = "c|cluster-size= C|enable-compression f|fast F|force H|heads= I|no-indexing L|label= dry-run|n|no-action N|ntfs-version= p|partition-start= q|quiet Q|quick s|sector-size= S|sectors-per-track= T|zero-time U|with-uuid v|verbose z|mft-zone-multiplier= V|version help|h"

// otherMkfsOpts is a rough grammar for the filesystem makers read less often: every device
// operand is found whatever their options, so only a label's value matters.
const otherMkfsOpts = "L= l= n= v= b= c= s= i= q f F V help|h"

const kopiaOpts = "config-file= password= log-level= file-log-level= no-progress progress help|h"

const lvmOpts = "t|test f|force y|yes A|autobackup= d|debug v|verbose q|quiet S|select= config= commandprofile= driverloaded= nolocking lockopt= noudevsync reportformat= help|h version L|size= l|extents= r|resizefs n|nofsck Z|zero= u|uuid= restorefile= norestorefile M|metadatatype= dataalignment= dataalignmentoffset= bootloaderareasize= labelsector= metadatasize= pvmetadatacopies= metadataignore= setphysicalvolumesize="

const resticOpts = "r|repo= repository-file= p|password-file= password-command= cacert= cache-dir= cleanup-cache compression= insecure-tls json key-hint= limit-download= limit-upload= no-cache no-extra-verify no-lock o|option= pack-size= q|quiet retry-lock= stuck-request-timeout= tls-client-cert= v|verbose? insecure-no-password help|h"

// DevicePath reports a block device: a path below /dev that is not one of its pseudo files
// (null, zero, the standard streams, terminals, the console, /dev/fd, /dev/shm, message
// queues). Guards ask it rather than keep their own list.
func DevicePath(p Path) bool {
	s := p.Abs
	if s == "" {
		s = p.Arg
	}
	if !strings.HasPrefix(s, "/dev/") {
		return false
	}
	switch s {
	case "/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/ptmx", "/dev/console":
		return false
	}
	for _, p := range [...]string{"/dev/fd/", "/dev/pts/", "/dev/shm/", "/dev/mqueue/"} {
		if strings.HasPrefix(s, p) {
			return false
		}
	}
	return true
}

// Sink reports a device file that swallows output or passes it on and stores nothing (null,
// zero, the standard streams, a terminal, an open descriptor): a write there lands nowhere a
// guard protects. p is a clean absolute path.
func Sink(p string) bool {
	switch p {
	case "/dev/null", "/dev/zero", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/full", "/dev/random", "/dev/urandom":
		return true
	}
	for _, pre := range [...]string{"/dev/fd/", "/proc/self/fd/", "/dev/pts/"} {
		if rest, ok := strings.CutPrefix(p, pre); ok && rest != "" && !strings.Contains(rest, "/") {
			return true
		}
	}
	return false
}

// maybeDevice reports a path that is or may be a block device: a device, or a path only
// known when the command runs whose known start does not rule one out ($DEV, /dev/$X, but
// not ./img-$N.img).
func maybeDevice(p Path) bool {
	if !p.Dyn {
		return DevicePath(p)
	}
	lead := p.Lead
	if lead == "" {
		return true
	}
	if !strings.HasPrefix(lead, "/") {
		if p.Cwd == "" {
			return true
		}
		lead = strings.TrimSuffix(p.Cwd, "/") + "/" + lead
	}
	return strings.HasPrefix(lead, "/dev/") || strings.HasPrefix("/dev/", lead)
}

// diskDestroy destroys what a device operand holds; the effect carries the device's path.
func diskDestroy(c *Call, class, what string, tree bool, w Word) {
	e := destroyOf(class, what, tree, c.Name, []Word{w})
	e.Path = c.PathOf(w)
	c.Add(e)
}

// diskTarget judges one operand of a tool that rewrites what it is given: a device, or one
// only known when the command runs, is destroyed; an image file is only written.
func diskTarget(c *Call, w Word, what string) {
	p := c.PathOf(w)
	if maybeDevice(p) {
		diskDestroy(c, "disk", what, false, w)
		return
	}
	c.Add(Effect{Kind: Write, Path: p, By: c.Name})
}

// quietDisk reports help, a version query or a dry run: nothing is written.
func quietDisk(c *Call) bool {
	return c.HasAny("help", "version") || c.dryRun("dry-run")
}

// sizeLike reports a block count or size operand (mke2fs DEV 100M).
func sizeLike(s string) bool {
	s = strings.TrimRight(strings.ToLower(s), "kmgtpeib")
	return s != "" && strings.Trim(s, "0123456789.") == ""
}

// mkfsDoes: a filesystem maker overwrites the device it is given; an image file given
// instead is only written.
// mountDoes: a mount replaces what is seen below its mount point (mount DEV DIR, mount
// --bind SRC DIR, mount -o bind, mount -t tmpfs none DIR, mount DIR from fstab): the tree at
// DIR is another one's, which may hold anything. A bind mount makes SRC's tree visible there.
// Listing (no operands), -f (fake) and a remount, which keeps the tree, change no files.
func mountDoes(c *Call) {
	if c.HasAny("help", "version", "f", "a") {
		return
	}
	opts := ""
	for _, v := range c.P.Values("o") {
		opts += "," + v.S
	}
	if strings.Contains(opts+",", ",remount,") {
		return
	}
	ops := c.Operands()
	var src, dir Word
	hasSrc := false
	if v, ok := c.Value("source"); ok {
		src, hasSrc = v, true
	}
	if v, ok := c.Value("target"); ok {
		dir = v
		if len(ops) > 0 && !hasSrc {
			src, hasSrc = ops[0], true
		}
	} else {
		switch {
		case len(ops) >= 2:
			src, dir, hasSrc = ops[0], ops[1], true
		case len(ops) == 1 && !hasSrc && !c.HasAny("L", "U") && mountSource(ops[0]):
			return // a device or filesystem fstab mounts where it says: the point is not known here
		case len(ops) == 1:
			dir = ops[0] // a mount point named in fstab, or the target of -L, -U, --source
		default:
			return
		}
	}
	bind := c.HasAny("B", "R", "M") || strings.Contains(opts, "bind")
	if bind && hasSrc {
		c.Add(Effect{Kind: Read, Path: c.PathOf(src), Tree: true, Class: "mount", By: "mount"})
	}
	// Dyn: which entries are below the point afterwards only the mount tells.
	c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "mount", By: "mount"})
}

// mountSource reports an operand that names what is mounted rather than where: a device, a
// LABEL=, UUID=, PARTUUID= or PARTLABEL= tag, a host:path or //host/share.
func mountSource(w Word) bool {
	s := w.S
	return !w.Dyn && (strings.HasPrefix(s, "/dev/") || strings.HasPrefix(s, "//") || strings.Contains(s, "=") || remote(s))
}

func mkfsDoes(c *Call) {
	if quietDisk(c) {
		return
	}
	ops := c.Operands()
	found := false
	for _, w := range ops {
		if maybeDevice(c.PathOf(w)) {
			diskTarget(c, w, "everything on")
			found = true
		}
	}
	if found {
		return
	}
	for _, w := range ops {
		if !sizeLike(w.S) {
			diskTarget(c, w, "everything on") // an image file: written
			return
		}
	}
}

func wipefsDoes(c *Call) {
	if quietDisk(c) || !c.HasAny("a", "o") {
		return // without -a or -o wipefs only lists the signatures
	}
	for _, w := range c.Operands() {
		diskTarget(c, w, "every signature on")
	}
}

func blkdiscardDoes(c *Call) {
	if quietDisk(c) {
		return
	}
	for _, w := range c.Operands() {
		diskTarget(c, w, "every block of")
	}
}

func badblocksDoes(c *Call) {
	if !c.Has("w") || c.Has("n") {
		return // the default test reads, and -n writes back what it read
	}
	if w := c.Operand(0); w.S != "" || w.Dyn {
		diskTarget(c, w, "everything on")
	}
}

// sgdiskDoes: the options that clear, zap, delete or create partitions, load a backup or
// replicate a table rewrite the partition table; -P (pretend) saves nothing.
func sgdiskDoes(c *Call) {
	if c.Has("help") || c.dryRun("dry-run") {
		return
	}
	if f, ok := c.Value("b"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: "sgdisk --backup"})
	}
	if r, ok := c.Value("R"); ok {
		diskTarget(c, r, "the partition table of")
		return
	}
	if !c.HasAny("Z", "z", "o", "d", "n", "N", "l", "m") {
		return
	}
	for _, w := range c.Operands() {
		diskTarget(c, w, "the partition table of")
	}
}

// sfdiskDoes: sfdisk writes the partition table it reads from stdin, or deletes partitions,
// unless it lists, dumps, queries or acts as a dry run.
func sfdiskDoes(c *Call) {
	if quietDisk(c) || c.HasAny("dump", "J", "g", "l", "F", "s", "T", "V", "G", "part-label", "part-type", "part-uuid", "part-attrs", "disk-id", "A", "r", "backup-pt-sectors") {
		return
	}
	if w := c.Operand(0); w.S != "" || w.Dyn {
		diskTarget(c, w, "the partition table of")
	}
}

// fdiskDoes: fdisk, gdisk and cfdisk change nothing until told to write, which only a
// script on stdin can do for an agent: known text writes where a line says w, unknown
// piped text may.
func fdiskDoes(c *Call) {
	if c.HasAny("help", "l", "x", "s", "r", "version") || !c.In.Piped {
		return
	}
	if c.In.StdinKnown && c.Name != "cfdisk" {
		writes := false
		for _, line := range strings.Split(c.In.Stdin, "\n") {
			writes = writes || strings.TrimSpace(line) == "w"
		}
		if !writes {
			return
		}
	}
	for _, w := range c.Operands() {
		diskTarget(c, w, "the partition table of")
	}
}

// partedKills are the parted commands that rewrite the partition table; parted takes any
// unambiguous prefix of a command.
const partedKills = "mklabel mktable mkpart mkpartfs resizepart resize mkfs"

func partedKill(s string) bool {
	s = strings.ToLower(s)
	if s == "rm" {
		return true
	}
	if len(s) < 3 {
		return false
	}
	for _, k := range strings.Fields(partedKills) {
		if strings.HasPrefix(k, s) {
			return true
		}
	}
	return false
}

func partedDoes(c *Call) {
	if c.HasAny("help", "l", "version") {
		return
	}
	ops := c.Operands()
	if len(ops) == 0 {
		return
	}
	kill := false
	for _, w := range ops[1:] {
		kill = kill || w.Dyn || partedKill(w.S)
	}
	if len(ops) == 1 && c.In.Piped {
		if !c.In.StdinKnown {
			kill = true // commands on stdin, unknown
		}
		for _, f := range strings.Fields(c.In.Stdin) {
			kill = kill || partedKill(f)
		}
	}
	if kill {
		diskTarget(c, ops[0], "the partition table of")
	}
}

// mdadmDoes: --zero-superblock and --create overwrite the devices they name; in manage mode
// (an array, then devices) --fail (-f, --set-faulty) and --remove (-r) take members out of
// the array, which then runs without their redundancy (removing the members already failed or
// detached is the cleanup after a failure); --stop (-S) takes an array away from the
// filesystems on it. -f is --force in the other modes.
func mdadmDoes(c *Call) {
	if c.HasAny("help", "version") {
		return
	}
	ops := c.Operands()
	switch {
	case c.Has("zero-superblock"):
		for _, w := range ops {
			diskTarget(c, w, "the RAID superblock of")
		}
	case c.Has("C") && len(ops) > 1:
		for _, w := range ops[1:] {
			diskTarget(c, w, "everything on")
		}
	case c.Has("S"):
		if len(ops) == 0 {
			cloudDestroy(c, "raid", "every RAID array", true, "mdadm --stop")
		}
		for _, w := range ops {
			cloudDestroy(c, "raid", "the RAID array", false, "mdadm --stop", w)
		}
	case c.HasAny("A", "B", "F", "G", "I", "D", "E", "Q", "X"):
	case c.HasAny("f", "r") && len(ops) > 1:
		var members []Word
		for _, w := range ops[1:] {
			if w.Dyn || !inWords("failed faulty detached", w.S) {
				members = append(members, w)
			}
		}
		if len(members) > 0 {
			e := destroyOf("raid", "a member of the RAID array "+ops[0].S, false, "mdadm --fail", members)
			c.Add(e)
		}
	}
}

// btrfsGroups and btrfsCommands are what btrfs resolves a prefix among; an ambiguous prefix
// is refused (btrfs s: scrub, send, subvolume).
const btrfsGroups = "balance check device filesystem help inspect-internal property qgroup quota receive replace rescue restore scrub select-super send subvolume version"

func btrfsCommands(group string) string {
	switch group {
	case "subvolume":
		return "create delete find-new get-default list set-default show snapshot sync"
	case "device":
		return "add delete ready remove scan stats usage"
	case "replace":
		return "cancel start status"
	}
	return ""
}

// prefixOf resolves an abbreviation among space-separated names: the name itself, or the one
// name it starts; "" when none or several.
func prefixOf(set, s string) string {
	if s == "" || inWords(set, s) {
		return s
	}
	found := ""
	for _, n := range strings.Fields(set) {
		if strings.HasPrefix(n, s) {
			if found != "" {
				return ""
			}
			found = n
		}
	}
	return found
}

// btrfsDoes: subvolume delete destroys subvolumes (snapshots among them) with every file in
// them; device add and replace start overwrite the device they bring in.
func btrfsDoes(c *Call) {
	if c.HasAny("help", "version") {
		return
	}
	ops := c.Operands()
	if len(ops) < 2 || ops[0].Dyn || ops[1].Dyn {
		return
	}
	group := prefixOf(btrfsGroups, ops[0].S)
	cmd := prefixOf(btrfsCommands(group), ops[1].S)
	args := ops[2:]
	switch group + " " + cmd {
	case "subvolume delete":
		if id, ok := c.Value("i"); ok {
			cloudDestroy(c, "disk", "subvolume", true, "btrfs subvolume delete", append([]Word{id}, args...)...)
			return
		}
		for _, w := range args {
			cloudDestroy(c, "disk", "subvolume", true, "btrfs subvolume delete", w)
		}
	case "device add":
		if len(args) > 1 {
			for _, w := range args[:len(args)-1] {
				diskTarget(c, w, "everything on")
			}
		}
	case "replace start":
		if len(args) == 3 {
			diskTarget(c, args[1], "everything on")
		}
	}
}

func cryptsetupDoes(c *Call) {
	if c.Has("version") {
		return
	}
	dev := c.Operand(1)
	if dev.S == "" && !dev.Dyn {
		return
	}
	switch strings.ToLower(c.Op(0)) {
	case "luksformat":
		diskTarget(c, dev, "everything on")
	case "erase", "lukserase":
		diskTarget(c, dev, "every key slot of")
	case "lukskillslot":
		diskTarget(c, dev, "a key slot of")
	}
}

// lvmWhat says what each LVM tool destroys of its operands, and whether they are devices.
var lvmWhat = [...]struct {
	prog, what string
	device     bool
	tree       bool
}{
	{"lvreduce", "the end of logical volume", false, false},
	{"lvremove", "logical volume", false, false},
	{"pvcreate", "everything on", true, false},
	{"pvremove", "the LVM label of", true, false},
	{"vgremove", "volume group and every logical volume in it", false, true},
}

func lvmDoes(c *Call) {
	if c.HasAny("help", "t", "version") {
		return
	}
	for _, l := range lvmWhat {
		if l.prog != c.Name {
			continue
		}
		ops := c.Operands()
		if len(ops) == 0 {
			if s, ok := c.Value("S"); ok {
				cloudDestroy(c, "disk", l.what+" selected by", l.tree, c.Name, s)
			}
			return
		}
		for _, w := range ops {
			if l.device {
				diskTarget(c, w, l.what)
				continue
			}
			e := destroyOf("disk", l.what, l.tree, c.Name, []Word{w})
			if strings.HasPrefix(w.S, "/dev/") {
				e.Path = c.PathOf(w)
			}
			c.Add(e)
		}
	}
}

// zpoolVdevs are the words of a zpool layout that are not devices.
const zpoolVdevs = "mirror raidz raidz1 raidz2 raidz3 draid draid1 draid2 draid3 spare log cache special dedup"

func zpoolDoes(c *Call) {
	if c.Has("help") {
		return
	}
	ops := c.Operands()
	switch c.Op(0) {
	case "destroy":
		cloudDestroy(c, "disk", "pool and every dataset in it", true, "zpool destroy", ops[1:]...)
	case "labelclear":
		for _, w := range ops[1:] {
			diskDestroy(c, "disk", "the ZFS label of", false, w)
		}
	case "create":
		if c.Has("n") || len(ops) < 3 {
			return
		}
		for _, w := range ops[2:] {
			if !inWords(zpoolVdevs, w.S) && !strings.HasPrefix(w.S, "draid") {
				cloudDestroy(c, "disk", "everything on", false, "zpool create", w)
			}
		}
	}
}

func zfsDoes(c *Call) {
	if c.Has("help") {
		return
	}
	t := c.Operand(1)
	switch c.Op(0) {
	case "destroy":
		if c.Has("n") {
			return
		}
		if strings.Contains(t.S, "@") {
			cloudDestroy(c, "backup", "snapshot", c.HasAny("r", "R"), "zfs destroy", t)
			return
		}
		cloudDestroy(c, "disk", "dataset", true, "zfs destroy", t)
	case "rollback":
		what := "changes since"
		if c.HasAny("r", "R") {
			what = "changes and later snapshots since"
		}
		cloudDestroy(c, "disk", what, false, "zfs rollback", t)
	}
}

// diskutilErases are diskutil's verbs that erase or repartition a disk or volume; diskutil
// takes its verbs in any case.
const diskutilErases = "erasedisk erasevolume zerodisk randomdisk secureerase partitiondisk reformat splitpartition eraseoptical"

func diskutilDoes(c *Call) {
	ops := lowerOps(c)
	words := c.Operands()
	if len(ops) < 2 {
		return
	}
	last := words[len(words)-1]
	switch {
	case inWords(diskutilErases, ops[0]):
		if ops[0] == "splitpartition" || ops[0] == "partitiondisk" {
			last = words[1] // the disk comes first, the layout after
		}
		diskutilTarget(c, "disk", last)
	case inWords("apfs cs corestorage ar appleraid", ops[0]) && len(ops) >= 3:
		switch ops[1] {
		case "deletecontainer", "deletevolume", "erasevolume", "delete", "deletelvg", "deletelv", "deletevolumegroup":
			diskutilTarget(c, "disk", words[2])
		case "deletesnapshot":
			diskutilTarget(c, "backup", words[2])
		}
	}
}

// diskutilTarget: diskutil names disks as disk2 or /dev/disk2.
func diskutilTarget(c *Call, class string, w Word) {
	if strings.HasPrefix(w.S, "/dev/") {
		diskDestroy(c, class, "everything on", false, w)
		return
	}
	cloudDestroy(c, class, "everything on", false, "diskutil", w)
}

func nvmeDoes(c *Call) {
	if c.Has("help") {
		return
	}
	switch c.Op(0) {
	case "format", "sanitize", "write-zeroes", "delete-ns":
		if w := c.Operand(1); w.S != "" || w.Dyn {
			diskTarget(c, w, "everything on")
		}
	}
}

func hdparmDoes(c *Call) {
	if c.Has("help") || !c.HasAny("security-erase", "security-erase-enhanced", "trim-sector-ranges", "trim-sector-ranges-stdin", "write-sector", "make-bad-sector", "dco-restore") {
		return
	}
	for _, w := range c.Operands() {
		diskTarget(c, w, "everything on")
	}
}

func nwipeDoes(c *Call) {
	if c.HasAny("help", "V") {
		return
	}
	ops := c.Operands()
	if len(ops) == 0 {
		cloudDestroy(c, "disk", "every disk it finds", true, "nwipe")
		return
	}
	for _, w := range ops {
		diskTarget(c, w, "everything on")
	}
}

// ---- backups and trash

func resticDoes(c *Call) {
	if c.Has("help") || c.dryRun("dry-run") {
		return
	}
	switch c.Path[len(c.Path)-1] {
	case "forget":
		ids := c.Operands()
		what := "snapshots"
		if len(ids) == 0 {
			what = "snapshots the policy does not keep"
		}
		cloudDestroy(c, "backup", what, c.Has("prune"), "restic forget", ids...)
	case "prune":
		cloudDestroy(c, "backup", "data no snapshot references", true, "restic prune")
	case "restore":
		t, ok := c.Value("t")
		if !ok {
			return
		}
		if c.Has("delete") {
			c.Add(Effect{Kind: Delete, Path: c.PathOf(t), Tree: true, Class: "sync", By: "restic restore --delete"})
		}
		c.Add(Effect{Kind: Write, Path: c.PathOf(t), Tree: true, By: "restic restore"})
	}
}

func borgDoes(c *Call) {
	if c.HasAny("help", "n") {
		return
	}
	targets := c.Operands()
	if r, ok := c.Value("r"); ok {
		targets = append([]Word{r}, targets...)
	}
	if c.Path[len(c.Path)-1] == "prune" {
		cloudDestroy(c, "backup", "archives the policy does not keep", false, "borg prune", targets...)
		return
	}
	cloudDestroy(c, "backup", "archives or the whole repository", false, "borg delete", targets...)
}

func duplicityDoes(c *Call) {
	if c.Has("help") || c.dryRun("dry-run") || !c.Has("force") {
		return // without --force duplicity only lists what it would remove
	}
	switch c.Op(0) {
	case "remove-older-than", "remove-all-but-n-full", "remove-all-inc-of-but-n-full":
		cloudDestroy(c, "backup", "backup sets", false, "duplicity "+c.Op(0), cloudTargets(c, 2)...)
	}
}

func rdiffDoes(c *Call) {
	if c.Has("help") {
		return
	}
	if t, ok := c.Value("remove-older-than"); ok {
		cloudDestroy(c, "backup", "increments older than "+t.S, false, "rdiff-backup --remove-older-than", c.Operands()...)
		return
	}
	if c.Op(0) == "remove" && c.Op(1) == "increments" {
		t, _ := c.Value("older-than")
		cloudDestroy(c, "backup", strings.TrimSpace("increments older than "+t.S), false, "rdiff-backup remove increments", cloudTargets(c, 2)...)
	}
}

func tarsnapDoes(c *Call) {
	if c.Has("help") || c.dryRun("dry-run") {
		return
	}
	switch {
	case c.Has("nuke"):
		cloudDestroy(c, "backup", "every archive", true, "tarsnap --nuke")
	case c.Has("d"):
		cloudDestroy(c, "backup", "archive", false, "tarsnap -d", c.P.Values("f")...)
	}
}

func kopiaDoes(c *Call) {
	if c.Has("help") || !c.HasAny("delete", "unsafe-ignore-source") {
		return // without --delete kopia only says what it would delete
	}
	cloudDestroy(c, "backup", "snapshots", false, cloudBy(c), c.Operands()...)
}

func trashDoes(c *Call) {
	if c.HasAny("help", "version") || c.dryRun("dry-run") {
		return
	}
	if c.Name == "trash-rm" {
		for _, w := range c.Operands() {
			cloudDestroy(c, "backup", "trashed files matching", false, "trash-rm", w)
		}
		return
	}
	if d := c.Op(0); d != "" {
		cloudDestroy(c, "backup", "trashed files older than "+d+" days", true, "trash-empty")
		return
	}
	cloudDestroy(c, "backup", "every trashed file", true, "trash-empty")
}

// trashPutDoes: trash-put moves files to the trash, whence they can be restored.
func trashPutDoes(c *Call) {
	if c.HasAny("help", "version") {
		return
	}
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: true, Class: "move", By: c.Name})
	}
}

func gioDoes(c *Call) {
	if c.Has("help") {
		return
	}
	if c.Path[len(c.Path)-1] == "remove" {
		c.All(Delete, 0, false, "gio remove")
		return
	}
	switch {
	case c.Has("empty"):
		cloudDestroy(c, "backup", "every trashed file", true, "gio trash --empty")
	case c.HasAny("list", "restore"):
	default:
		for _, w := range c.Operands() {
			c.Add(Effect{Kind: Delete, Path: c.PathOf(w), Tree: true, Class: "move", By: "gio trash"})
		}
	}
}

// ---- accounts and schedules

func userdelDoes(c *Call) {
	if c.Has("help") || !c.Has("r") {
		return
	}
	cloudDestroy(c, "account", "user and their home directory", true, "userdel -r", c.Operands()...)
}

func deluserDoes(c *Call) {
	ops := c.Operands()
	if c.HasAny("help", "version", "group") || len(ops) != 1 {
		return // deluser USER GROUP takes the user out of a group
	}
	switch {
	case c.Has("remove-all-files"):
		cloudDestroy(c, "account", "user and every file they own", true, "deluser --remove-all-files", ops...)
	case c.Has("remove-home"):
		cloudDestroy(c, "account", "user and their home directory", false, "deluser --remove-home", ops...)
	}
}

func sysadminctlDoes(c *Call) {
	u, ok := c.Value("deleteUser")
	if !ok || c.HasAny("keepHome", "help") {
		return
	}
	cloudDestroy(c, "account", "user and their home directory", false, "sysadminctl -deleteUser", u)
}

// crontabDoes: crontab -r deletes the user's crontab; crontab FILE (or -, stdin) replaces it
// with the file's jobs, and what was there is gone unless the file kept it (the guard cannot
// tell that `crontab -l | ... | crontab -` does). Each job is shell text cron runs later,
// walked now where the text can be read. -l lists, -e edits (the editor is judged by its
// variable), -T only checks a file.
func crontabDoes(c *Call) {
	whose := "the user's crontab"
	var u []Word
	if w, ok := c.Value("u"); ok {
		whose, u = "the crontab of", []Word{w}
	}
	if c.Has("r") {
		cloudDestroy(c, "crontab", whose, false, "crontab -r", u...)
		return
	}
	if c.HasAny("l", "e", "T", "V", "c", "n", "h") {
		return
	}
	src := c.Operand(0)
	_, fromFile := stdinFile(c)
	switch {
	case src.S != "" && !stdinName(src):
	case stdinName(src), c.In.Piped, c.In.StdinKnown, fromFile:
		src = Word{S: "-"}
	default:
		return // crontab with nothing to read: a usage error
	}
	e := destroyOf("crontab", whose, false, "crontab FILE", u)
	e.Text += ", replaced by " + src.S
	if src.Dyn {
		e.Text += " (known when it runs)"
	}
	c.Add(e)
	text, known := "", false
	switch {
	case src.S != "-":
		c.Add(Effect{Kind: Read, Path: c.PathOf(src), Class: "config", By: "crontab"})
		text, known = c.ReadFile(c.PathOf(src))
	case c.In.StdinKnown:
		text, known = c.In.Stdin, true
	case fromFile:
		f, _ := stdinFile(c)
		text, known = c.ReadFile(c.PathOf(Word{S: f}))
	}
	if !known {
		laterJob(c, "", false, "config", "crontab job")
		return
	}
	for _, job := range cronJobs(text) {
		laterJob(c, job, true, "config", "crontab job")
	}
}

// maxCronJobs bounds the jobs of one crontab walked one by one.
const maxCronJobs = 64

// cronJobs lists the commands of a user crontab's lines: after five time fields or an
// @keyword, up to the first unescaped % (the rest is the command's stdin), with \% a %.
// Comments, blank lines and NAME=VALUE settings are not jobs.
func cronJobs(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || len(out) >= maxCronJobs {
			continue
		}
		skip := 5
		if line[0] == '@' {
			skip = 1
		} else if eq := strings.IndexByte(line, '='); eq > 0 && !strings.ContainsAny(line[:eq], " \t") {
			continue // a setting: MAILTO=ops, SHELL=/bin/bash
		}
		rest := line
		for i := 0; i < skip && rest != ""; i++ {
			if j := strings.IndexAny(rest, " \t"); j >= 0 {
				rest = strings.TrimLeft(rest[j:], " \t")
			} else {
				rest = ""
			}
		}
		if cmd := cronCommand(rest); cmd != "" {
			out = append(out, cmd)
		}
	}
	return out
}

// cronCommand cuts a job's command at its first unescaped %, and unescapes \%.
func cronCommand(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == '%':
			b.WriteByte('%')
			i++
		case s[i] == '%':
			return strings.TrimSpace(b.String())
		default:
			b.WriteByte(s[i])
		}
	}
	return strings.TrimSpace(b.String())
}
