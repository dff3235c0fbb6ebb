package destructive

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/shell"
)

// world is a home with a project (a git work tree stand-in) under a temp dir.
func world(t testing.TB) (home, root string) {
	t.Helper()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home = filepath.Join(base, "home", "user")
	root = filepath.Join(home, "project")
	for _, d := range []string{filepath.Join(root, ".git"), filepath.Join(root, "build"), filepath.Join(root, "src")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "file.txt"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return home, root
}

func check(t *testing.T, g *Guard, home, root, cmd string) hookguard.Verdict {
	t.Helper()
	cmd = strings.ReplaceAll(cmd, "/home/user", home)
	ev := &hookguard.Event{Group: hookguard.PreShell, Command: cmd, Cwd: root, Root: root, Home: home}
	v, err := g.Check(context.Background(), ev)
	if err != nil {
		t.Fatalf("%q: %v", cmd, err)
	}
	return v
}

// checkAll checks that every command of block is blocked and every one of allow allowed.
func checkAll(t *testing.T, g *Guard, home, root string, block, allow []string) {
	t.Helper()
	for _, cmd := range block {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range allow {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}

// packCases are must-block and must-allow cases per pack, beyond the corpus: every class in
// several spellings and wrappers.
var packCases = map[string]struct{ block, allow []string }{
	"filesystem": {
		block: []string{
			"rm -rf /", "rm -Rf /usr", "rm --recursive --force ~", "rm -r ~/Documents", "rm -rf .", "rm -rf ./", "rm -rf *", "rm -rf .git",
			"rm -rf ./.git/objects", "rm -rf /home/user/project", "cd src && rm -rf ..", "rm -rf $X", "rm -rf /tmp", "rm -r ../sibling",
			"sudo -E rm -rf /opt/app", "xargs rm -rf < list.txt", "ls | xargs rm -r", "find / -name x -exec rm -rf {} \\;",
			"find ~ -delete", "find . -delete", "find . -type f -delete", "rsync -a --delete src/ /srv/www/", "rsync -a --del ./ host:/data",
			"shred -u file.txt", "truncate -s 0 /etc/hosts", "chmod -R 777 ~", "chown -R me /usr", "echo x > /etc/hosts", "crontab -r",
			"chmod -R 777 ..", "cd src && chmod -R a+rX ../..", "chmod -R u+w .git", "sudo chown -R me .git", "chmod -R a+rX .*", "chmod -R go-w .g*",
			"rm /etc/passwd", "unlink /bin/sh", "X=/; rm -rf $X", "for d in src /; do rm -rf $d; done", "f() { rm -rf \"$@\"; }; f ~",
			"rm -rf ~user", "rm -rf /var/tmp/$NAME", "cd \"$(some-tool --dir)\" && rm -rf *",
			"cd \"$(mktemp -d)/../..\" && rm -rf *", "T=$(mktemp -d -p ~); rm -rf \"$T\"/../*",
			"rm ~/.ssh/*", "rm -f /srv/www/.*", "rm -f ~/Documents/*.*",
			"crontab ./cron.txt", "sudo crontab -u www-data jobs.cron", "echo '0 * * * * /bin/true' | crontab -", "crontab - < jobs.txt",
			"echo 'rm -rf ~' | at now + 5 minutes", "at -f /dev/stdin midnight <<< 'rm -rf /srv/data'", "batch <<< 'git -C /srv/app clean -fdx'",
		},
		allow: []string{
			"rm -rf build", "rm -rf ./build/", "rm -rf node_modules dist", "rm -r src/old", "rm -rf /tmp/x", "rm -rf /var/tmp/y/z",
			"rm file.txt", "rm -f ~/.cache/x.log", "rm -rf build/*", "rm -rf \"$TMPDIR/x\"", "rm -rf /var/tmp/build-$NAME", "cd build && rm -rf ./*",
			"find build -name '*.o' -delete", "find . -name '*.pyc' -delete", "find . -name x -print", "rsync -a --delete src/ build/out/",
			"rsync -a src/ /srv/www/", "rsync -a --delete --dry-run src/ /srv", "truncate -s 0 build/log.txt", "chmod -R u+w build",
			"chmod -R a+rX .", "sudo chown -R \"$USER\" .", "chown -R $(id -u):$(id -g) ./", "cd src && sudo chown -R me ..", "chmod -R u+w *", "chgrp -R staff \"$PWD\"",
			"echo x > out.txt", "echo x > /dev/null", "crontab -l", "shred -u /tmp/key", "rm --help", "echo rm -rf /",
			"cd \"$(mktemp -d)\" && rm -rf *", "T=$(mktemp -d); trap 'rm -rf \"$T\"' EXIT", "rm dist/*", "rm -f /tmp/job/*",
			"rm ~/Downloads/*.dmg", "D=/tmp/build-$X; rm -rf \"$D\"",
			"crontab -l -u deploy", "crontab -T jobs.txt", "at -l", "atq", "at -c 7", "echo 'make report' | at 23:00", "at now <<< 'rm -rf ./build'",
		},
	},
	"git": {
		block: []string{
			"git reset --hard", "git reset --merge HEAD~1", "git -C . reset --hard", "git checkout -- src", "git checkout HEAD~1 file.txt",
			"git checkout file.txt", "git checkout -f main", "git switch --discard-changes main", "git restore src/", "git restore -W -S file.txt",
			"git clean -fdx", "git clean --force", "git stash clear", "git stash drop", "git branch -D topic", "git branch -df topic",
			"git push --force", "git push origin +main:main", "git push --mirror", "git push origin --delete topic", "git push origin :topic",
			"git push --force --force-with-lease", "git push --prune origin", "git reflog expire --expire=now --all", "git filter-branch --all",
			"git update-ref -d refs/heads/main", "git rm -rf .", "git worktree remove --force ../wt", "git commit --no-verify -m x",
			"git commit -nm x", "git push --no-verify", "git merge --no-verify topic", "git rebase --no-verify main", "git cherry-pick --no-verify abc",
			"git am --no-verify x.patch", "git -c core.hooksPath=/dev/null commit -m x", "git config core.hooksPath /tmp/none",
			"git config --unset core.hooksPath", "git config --global core.hooksPath .nohooks", "HUSKY=0 git commit -m x", "LEFTHOOK_EXCLUDE=hookguard git commit -m x", "LEFTHOOK=0 git push", "export LEFTHOOK_EXCLUDE=secrets,hookguard; git commit -m x",
			"export HUSKY=0; git commit -m x", "env HUSKY=0 git push", "git -c alias.x='reset --hard' x", "GIT_EDITOR='rm -rf ~' git commit",
			`python3 -c 'import os, subprocess; subprocess.run(["git", "commit", "-m", "x"], env={**os.environ, "HUSKY": "0"})'`,
			`node -e 'process.env.HUSKY = "0"; require("child_process").execSync("git commit -m x")'`,
			`python3 -c 'import os; os.environ["GIT_CONFIG_GLOBAL"] = "/tmp/gc"; os.system("git commit -m x")'`,
			"git -c core.pager='rm -rf ~' log",
			"git obliterate .env", "git obliterate secrets.json -- main ^origin/main", "git-obliterate id_rsa", "git reauthor --all -e me@x -n Me",
			"git blame-someone-else 'A <a@x>' HEAD~2", "git clear -f", "yes | git clear", "git clear-soft", "git sync", "git sync -s origin main",
			"git reset-file src/main.go", "git reset-file file.txt HEAD~2", "git delete-branch old-feature", "git delete-tag v0.9", "git force-clone https://x.example/r.git .",
			"git undo --hard", "git undo -h 2", "git delete-gone-branches", "git delete-submodule vendor/lib", "git fresh-branch docs", "git bulk -a reset --hard",
			"sudo git -C . clear --force",
		},
		allow: []string{
			"git status", "git reset", "git reset --soft HEAD~1", "git reset --keep HEAD~1", "git checkout -b new", "git checkout main",
			"git switch main", "git switch -c topic", "git restore --staged file.txt", "git clean -n", "git clean -fn", "git stash",
			"git stash pop", "git branch -d topic", "git push", "git push --force-with-lease", "git push origin main", "git push --dry-run --force",
			"git push -n --force", "git reflog", "git rm --cached file.txt", "git rm file.txt", "git worktree remove ../wt", "git commit -m 'no-verify'",
			"git merge -n topic", "git config --get core.hooksPath", "git config core.hooksPath", "HUSKY=1 git commit -m x",
			`python3 -c 'import os, subprocess; subprocess.run(["git", "commit", "-m", "x"], env={**os.environ, "GIT_AUTHOR_DATE": "2020-01-01"})'`,
			"git commit -m 'git reset --hard'", "git log --oneline", "git cherry-pick -n abc",
			"git undo", "git undo 2", "git undo --soft", "git delete-merged-branches", "git delete-squashed-branches main", "git rename-branch old new",
			"git rename-tag v1 v1.0.0", "git squash topic", "git force-clone https://x.example/r.git vendor/new", "git obliterate --help", "git clear -h",
			"git delete-branch --help", "git sync --help", "git bulk --listall", "git bulk -a fetch --all",
		},
	},
	"interpreters": {
		block: []string{
			`python3 -c "import shutil; shutil.rmtree('/home/user')"`, `python -c 'import os; os.system("git reset --hard")'`,
			`node -e "require('fs').rmSync('/etc', {recursive: true})"`, `ruby -e 'FileUtils.rm_rf("~")'`, `perl -e 'system("rm -rf /")'`,
			`python - <<'EOF'` + "\nimport subprocess\nsubprocess.run(['git', 'clean', '-fdx'])\nEOF", `awk 'BEGIN{system("rm -rf ~")}'`,
			`python -c "import sqlite3; sqlite3.connect('x.db').execute('DROP TABLE users')"`, `php -r 'shell_exec("rm -rf /");'`,
			// An HTTP DELETE from an interpreter's HTTP library, or a POST whose path names one.
			`python -c 'import requests; requests.delete("https://api.example.com/projects/42")'`, `python3 -c 'import httpx; httpx.delete(URL)'`,
			`python -c 'import urllib.request as u; u.urlopen(u.Request("https://api.example.com/x", method="DELETE"))'`,
			`python -c 'import requests; requests.post("https://api.example.com/projects/42/delete")'`,
			`node -e 'fetch("https://api.example.com/projects/42", {method: "DELETE"})'`, `node -e 'require("axios").delete(process.argv[1])' u`,
			`ruby -e 'require "net/http"; Net::HTTP.start("api.example.com") { |h| h.delete("/projects/42") }'`,
			`ruby -e 'h = Net::HTTP.new("api.example.com", 443); h.request(Net::HTTP::Delete.new("/projects/42"))'`,
			// The temporary directory itself, not a new entry of it.
			`python3 -c 'import shutil, tempfile; shutil.rmtree(tempfile.gettempdir())'`,
			// A new entry's parent is the temporary directory again.
			`python3 -c 'import shutil, tempfile, os; d = tempfile.mkdtemp(); shutil.rmtree(os.path.join(d, ".."))'`,
			`python3 -c 'import shutil, tempfile; d = tempfile.mkdtemp(); shutil.rmtree(d + "/a/../..")'`,
		},
		allow: []string{
			// A directory the code made in the temporary directory, removed when done.
			`python3 -c 'import shutil, tempfile; d = tempfile.mkdtemp(); shutil.rmtree(d)'`,
			`python3 -c 'import shutil, tempfile; shutil.rmtree(tempfile.mkdtemp(prefix="x"))'`,
			`python3 -c 'import shutil, tempfile, os; d = tempfile.mkdtemp(); shutil.rmtree(os.path.join(d, "sub", ".."))'`,
			`python -c 'print(1)'`, `node -e 'console.log("rm -rf /")'`, `python3 -c "import shutil; shutil.rmtree('build')"`,
			`ruby -e 'puts 1'`, `awk '{print $1}' f`, `python script.py`, `perl -ne 'print if /rm -rf/' log`,
			`python -c 'import requests; requests.get("https://api.example.com/projects/42/delete")'`,
			`python -c 'import requests; requests.post("https://api.example.com/search?q=delete", json={"q": "delete"})'`,
			`python -c 'from unittest import mock; mock.patch("requests.delete")'`, `node -e 'fetch("https://example.com/docs/deleting-things")'`,
			`node -e 'require("nock")("https://api.example.com").delete("/x").reply(204)'`,
		},
	},
	"database": {
		block: []string{
			`psql -c "drop database app"`, `psql -c 'TRUNCATE users'`, `mysql -e "DELETE FROM t"`, `mysql --execute="drop table t"`,
			"psql <<EOF\nDROP SCHEMA public CASCADE;\nEOF", `sqlite3 app.db "delete from users"`, "dropdb app", "dropuser bob",
			"redis-cli -n 2 flushdb", "redis-cli SHUTDOWN NOSAVE", "sqlite-utils drop-table app.db users", "mysqladmin -f drop app", "kafka-topics.sh --bootstrap-server x --delete --topic t",
			"rabbitmqctl purge_queue q", "curl -XDELETE localhost:9200/idx", "gh api -X DELETE repos/o/r", `mongosh --eval "db.dropDatabase()"`,
			// SQL a tool prints, run by the client it is piped into.
			"python manage.py sqlflush | python manage.py dbshell", `./manage.py sqlflush | psql "$DATABASE_URL"`, "pg_dump --clean app | psql other",
			"mysqldump app | mysql other", "mariadb-dump -uroot app | mariadb copy", "pg_dumpall -c | psql postgres",
			// The printed SQL given through a command substitution or a here-string of one.
			`psql -c "$(python manage.py sqlflush)"`, `mysql -e "$(mysqldump app)"`, `psql <<< "$(python manage.py sqlflush)"`,
			`sudo -u postgres psql -c "$(pg_dump --clean app | tee dump.sql)"`, `sqlite3 db "$(python manage.py sqlflush)"`,
			// ... or through a value that holds it: a variable, a function's argument, an array, a
			// line read, the environment of a nested shell.
			`X="$(python manage.py sqlflush)"; psql -c "$X"`, `f() { psql -c "$1"; }; f "$(python manage.py sqlflush)"`,
			`read -r X < <(pg_dump --clean db); psql -c "$X"`, `mapfile -t L < <(mysqldump app); mysql -e "${L[*]}"`,
			`X=$(prisma migrate diff --from-url "$DB" --to-schema prisma/schema.prisma --script); echo "$X" | psql "$DB"`,
			`export X=$(python manage.py sqlflush); sh -c 'psql -c "$X"'`, `X=$(python manage.py sqlflush); psql <<< "$X"`,
			"X=$(python manage.py sqlflush)\npsql <<EOF\n$X\nEOF", `A=("$(pg_dumpall -c)"); psql -c "${A[0]}"`,
			`printf -v X %s "$(python manage.py sqlflush)"; Y=$X; psql -c "$Y"`, `python manage.py sqlflush | while read -r l; do psql -c "$l"; done`,
			`X=$(python manage.py sqlflush | cat); f() { g "$@"; }; g() { sqlite3 db "$2"; }; f x "$X"`,
			`for s in "$(python manage.py sqlflush)"; do psql -c "$s"; done`, `X=$(mysqldump app); echo "$X" > d.sql; mysql other < d.sql`,
			`echo "$(python manage.py sqlflush)" > f.sql; psql -f f.sql`,
			// A schema diff applied as printed: it drops whatever the target lacks.
			`prisma migrate diff --from-url "$DB" --to-schema prisma/schema.prisma --script | psql "$DB"`, `migra --unsafe $A $B | psql $A`,
			"supabase db diff | psql", `psql "$DB" <<< "$(npx prisma migrate diff --from-url "$DB" --to-schema-datamodel schema.prisma --script)"`,
			"atlas schema diff --from $A --to file://schema.hcl --dev-url $D > d.sql; psql -f d.sql",
			// A DELETE asked for through an override of the request's method.
			"curl -X POST -H 'X-HTTP-Method-Override: DELETE' https://api.example.com/v1/projects/42", "curl -H 'X-HTTP-Method: DELETE' https://api.example.com/p/1",
			"curl -X POST -H 'X-Method-Override: delete' https://api.example.com/p/1", "curl -X POST 'https://app.example.com/posts/42?_method=DELETE'",
			"curl -d _method=delete https://app.example.com/posts/42", "http POST api.example.com/p/1 X-HTTP-Method-Override:DELETE",
			"wget --post-data='_method=DELETE' https://app.example.com/posts/1",
			`curl -d '{"query":"mutation { deleteProject(id: 42) { id } }"}' https://api.example.com/graphql`,
			`gh api graphql -f query='mutation { deleteRef(input: {refId: "R_1"}) { clientMutationId } }'`,
			// A POST (or any method that carries a request) whose path names a delete, and
			// an operation named in the query.
			"curl -X POST https://api.example.com/projects/42/delete", "curl -d '' https://api.example.com/v1/repos/x/destroy",
			"curl -X POST https://api.example.com/v1/teams/3/members/9/remove", "curl -XPOST https://cdn.example.com/v1/zones/z/purge",
			"curl -X POST https://compute.example.com/v1/projects/p/instances/i:delete", "curl 'https://app.example.com/admin?action=delete&id=4'",
			"wget --post-data='' https://api.example.com/projects/42/delete", "http POST api.example.com/projects/42/delete",
		},
		allow: []string{
			`psql -c "select 1"`, `psql -c "DELETE FROM t WHERE id = 1"`, `mysql -e "SELECT 'drop table x'"`, "redis-cli get k", "redis-cli shutdown save", "sqlite-utils rows app.db users",
			"prisma migrate dev", "rails db:migrate", "curl -X GET localhost:9200", "kafka-topics --list", "dropdb --help",
			"python manage.py sqlflush", "pg_dump app > backup.sql", "pg_dump app | gzip > b.sql.gz", "pg_dump app | psql copy", "mysqldump app > backup.sql",
			"mysqldump --skip-add-drop-table --no-create-info app | mysql test", "python manage.py sqlmigrate app 0001 | less",
			"prisma migrate diff --from-url \"$DB\" --to-schema prisma/schema.prisma --script > prisma/migrations/0_init/migration.sql",
			`prisma migrate diff --from-url "$DB" --to-schema prisma/schema.prisma --script`, `psql -c "$(cat safe.sql)"`, `psql -c "$(date)"`,
			`psql -h "$(cat host)" -c "select 1"`, "pg_dump -s app | psql other", "migra $A $B | psql $A", `psql -c "$(python manage.py sqlflush > f.sql)"`,
			`X=$(git rev-parse HEAD); psql -c "select '$X'"`, `X=$(date); echo "$X"`, `X=$(python manage.py sqlflush); echo "$X" > flush.sql`,
			`X=$(pg_dump app); psql copy -c "$X"`, `echo "$(date)" > f.sql; psql -f f.sql`, `for s in a "$(date)"; do psql -c "$s"; done`, `read -r X < <(python manage.py sqlflush); echo "$X"`, `f() { psql -c "$1"; }; f "$(date)"`,
			"curl -X POST -H 'X-HTTP-Method-Override: PATCH' https://api.example.com/p/1", "curl -d 'title=x&method=delete' https://app.example.com/posts",
			`curl -d '{"query":"query { deletedProjects { id } }"}' https://api.example.com/graphql`, `gh api graphql -f query='query { viewer { login } }'`,
			"curl 'https://api.example.com/search?q=delete'", "curl -X POST 'https://api.example.com/search?q=delete'", "curl -d q=delete https://example.com/docs/deleting-things",
			"curl https://api.example.com/projects/42/delete", "http api.example.com/search q==delete", "wget https://example.com/docs/deleting-things",
		},
	},
	"cloud": {
		block: []string{
			"terraform destroy -auto-approve", "terraform apply -destroy", "tofu destroy", "pulumi destroy --yes", "kubectl delete ns prod",
			"kubectl -n x delete pvc data", "kubectl delete pods --all", "oc delete project x namespace/y", "helm uninstall web",
			"aws s3 rm s3://b --recursive", "aws s3 rb s3://b --force", "aws rds delete-db-instance --db-instance-identifier x",
			"aws ec2 terminate-instances --instance-ids i-1", "gcloud sql instances delete db", "az group delete -n rg", "gsutil rm -r gs://b",
			"gh repo delete o/r --yes", "gh secret delete TOKEN", "aws s3 rm s3://b/key", "heroku apps:destroy -a app", "fly apps destroy app", "doctl compute droplet delete 1",
			"kubectl delete deployment web", "kubectl delete deploy api -n prod", "kubectl delete svc,ingress -l app=web", "kubectl delete daemonset/fluentd",
			"kubectl delete -f https://x.example/app.yaml", "kubectl delete -f ../other/manifest.yaml", "kubectl delete -k overlays/prod",
			"kubectl replace --force -f /srv/k8s/app.yaml", "kubectl drain node-1 --ignore-daemonsets --delete-emptydir-data", "kubectl drain n2 --delete-local-data",
			"docker service rm web", "docker stack rm shop", "docker secret rm db_pass", "docker config rm nginx", "docker node rm -f worker-2", "docker swarm leave --force",
			"gh repo edit --visibility public", "gh repo edit o/r --visibility=public --accept-visibility-change-consequences", "gh api -X PATCH repos/o/r -f private=false",
			"glab repo edit --visibility public", `kubectl patch ns prod -p '{"metadata":{"finalizers":null}}'`, `kubectl patch pv vol-1 --type json -p '[{"op":"remove","path":"/metadata/finalizers"}]'`,
			"tea repos delete --owner o --name r", "tea repo rm o/r",
		},
		allow: []string{
			"terraform plan -destroy", "terraform apply", "kubectl get ns", "kubectl delete pod web-1", "kubectl delete ns x --dry-run=client",
			"helm list", "aws s3 ls", "gcloud compute instances list", "gcloud --project delete compute instances list",
			"gh repo view", "az group list", "kubectl delete --help",
			"kubectl get deploy", "kubectl delete pod web-1 -n prod", "kubectl delete po -l app=web", "kubectl delete job migrate", "kubectl delete rs web-5d9c",
			"kubectl drain node-1 --ignore-daemonsets", "kubectl replace -f app.yaml", "kubectl delete deployment web --dry-run=client",
			"docker secret ls", "docker service ls", "docker stack deploy -c stack.yml shop", "docker swarm leave", "docker network rm web-net",
			"gh repo edit --visibility private", "gh repo edit --description x", "gh api -X PATCH repos/o/r -f description=x", `kubectl patch pod web-1 -p '{"metadata":{"finalizers":null}}'`,
			`kubectl patch deploy web -p '{"spec":{"replicas":0}}'`, "kubectl scale deploy web --replicas=0", "tea repos list", "tea repos create --name x",
		},
	},
	"containers": {
		block: []string{
			"docker volume rm data", "docker volume prune -f", "podman volume rm x", "docker compose down -v", "docker-compose down --volumes",
			"docker rm -fv db", "docker system prune --volumes -f", "sudo docker compose -f x.yml down -v",
		},
		allow: []string{"docker compose down", "docker ps", "docker rm web", "docker system prune", "docker volume ls", "docker compose up -d"},
	},
	"disks": {
		block: []string{
			"dd if=/dev/zero of=/dev/nvme0n1 bs=1M", "sudo dd if=x.iso of=/dev/sdb", "cat x.img > /dev/sda", "mkfs.ext4 /dev/sdb1",
			"mkfs -t xfs /dev/vdb", "wipefs -a /dev/sda", "blkdiscard /dev/sda", "sgdisk --zap-all /dev/sda", "lvremove -f vg/lv",
			"zpool destroy tank", "cryptsetup luksFormat /dev/sdc", "diskutil eraseDisk JHFS+ X disk2", "mkswap /dev/sda2",
			"btrfs subvolume delete /mnt/@old", "btrfs su d /.snapshots/3/snapshot", "btrfs sub del -C /mnt/a", "btrfs device add -f /dev/sdc /mnt",
			"btrfs replace start /dev/sdb /dev/sdd /mnt", "mdadm /dev/md0 --fail /dev/sdb1", "mdadm /dev/md0 -r /dev/sdb1", "mdadm --stop /dev/md0", "mdadm -S --scan",
		},
		allow: []string{"dd if=/dev/zero of=disk.img bs=1M count=1", "lsblk", "blkid", "wipefs /dev/sda", "wipefs -n -a /dev/sda", "fdisk -l", "mkfs.ext4 ./disk.img",
			"btrfs subvolume list /", "btrfs su snapshot /mnt/@ /mnt/@s", "btrfs filesystem show", "mdadm --detail /dev/md0", "mdadm /dev/md0 --add /dev/sdd1",
			"mdadm /dev/md0 --remove failed", "mdadm --assemble --scan",
			"echo hi > /dev/console", "printf x > /dev/mqueue/q", "sudo tee /dev/console <<< 'maintenance done'", "cat x > /dev/ptmx",
			"dd if=msg.txt of=/dev/console", "echo x > /dev/tty", "echo x >> /dev/stderr"},
	},
	"system": {
		block: []string{
			"shutdown -h now", "sudo shutdown -r +5", "shutdown now", "reboot", "sudo reboot -f", "halt", "poweroff", "systemctl reboot", "systemctl poweroff -i",
			"sudo systemctl --no-wall halt", "systemctl kexec", "systemctl isolate rescue.target", "init 0", "telinit 6", "kexec -e", "umount -a", "sudo umount -a -t nfs",
			"umount -R /", "passwd -d deploy", "sudo passwd --delete root", "ssh host sudo reboot",
			"loginctl poweroff", "sudo loginctl reboot", "loginctl -i halt", "loginctl --ignore-inhibitors kexec", "ssh db-1 loginctl reboot", "busybox reboot",
		},
		allow: []string{
			"shutdown -c", "shutdown -k +5 'maintenance'", "shutdown --help", "reboot --help", "halt -w", "systemctl restart nginx", "systemctl status", "systemctl suspend",
			"systemctl reboot --when=cancel", "init q", "kexec -l /boot/vmlinuz", "umount /mnt/usb", "umount -R /mnt/chroot", "passwd", "passwd -l deploy", "passwd -S deploy",
			"echo shutdown -h now", "uptime", "loginctl list-sessions", "loginctl suspend", "loginctl lock-session 3", "loginctl reboot --help",
		},
	},
}

func TestPacks(t *testing.T) {
	home, root := world(t)
	g := New()
	for _, p := range Packs() {
		cases, ok := packCases[p.Name]
		if !ok || len(cases.block) == 0 || len(cases.allow) == 0 {
			t.Errorf("pack %s has no must-block and must-allow cases", p.Name)
			continue
		}
		for _, cmd := range cases.block {
			v := check(t, g, home, root, cmd)
			if v.Decision != hookguard.Block {
				t.Errorf("[%s] not blocked: %s\n%s", p.Name, cmd, shell.Explain(shell.Parse(strings.ReplaceAll(cmd, "/home/user", home), shell.Context{Cwd: root, Home: home, Root: root})))
			} else if r := ruleByID(v.Rule); r != nil && r.pack != p.Name && p.Name != "interpreters" {
				t.Logf("[%s] %s blocked by %s", p.Name, cmd, v.Rule)
			}
		}
		for _, cmd := range cases.allow {
			if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
				t.Errorf("[%s] blocked: %s\n  %s", p.Name, cmd, v.Reason)
			}
		}
	}
}

// TestWrappers runs one block case of every pack through each wrapper and spelling.
func TestWrappers(t *testing.T) {
	home, root := world(t)
	g := New()
	for _, inner := range []string{"rm -rf ~", "git reset --hard", "dropdb app", "terraform destroy", "docker volume rm v", "dd of=/dev/sda if=/dev/zero"} {
		for _, wrap := range []string{"sudo %s", "sudo -u root -- %s", "env -i A=1 %s", "nice -n5 %s", "timeout -k 1 10 %s", "nohup %s", "time %s",
			"command %s", "exec %s", "bash -c '%s'", "sh -lc \"%s\"", "eval '%s'", "echo | xargs %s", "watch -n1 %s", "flock /tmp/l %s",
			"setsid %s", "stdbuf -oL %s", "volta run %s", "concurrently -k \"%s\"", "npx conc \"%s\"", "ionice -c3 %s", "busybox %s", "f() { %s; }; f", "( %s )", "{ %s; }", "true && %s", "false || %s",
			"echo $(%s)", "cat <(%s)", "X=1 %s", "bash <<'EOF'\n%s\nEOF", "sh <<< '%s'", "doas %s", "chrt 1 %s", "parallel %s ::: x",
			"tini -- %s", "dumb-init %s", "gosu app %s", "su-exec app %s", "sudo-rs %s", "capsh -- -c '%s'", "cpulimit -l 50 -- %s",
			"systemd-inhibit %s", "ssh-agent %s", "srun -N1 %s", "mpirun -np 1 %s", "tox exec -- %s", "nix run nixpkgs#bash -- -c '%s'"} {
			cmd := strings.ReplaceAll(wrap, "%s", inner)
			if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
				t.Errorf("not blocked through a wrapper: %q", cmd)
			}
		}
		if strings.HasPrefix(inner, "dd ") {
			continue // another machine's disk, as through ssh
		}
		// Commands run on other machines or in a container or VM are judged as ssh's are.
		for _, wrap := range []string{"ssh h %s", "ddev exec %s", "vagrant ssh -c '%s'", "kubectl debug -it pod --image=x -- %s", "pdsh -w h %s",
			"ansible all -m shell -a '%s'", "sbatch --wrap '%s'", "lxc exec c1 -- %s", "wsl -- %s", "clush -w n1 %s", "pssh -h hosts -i '%s'"} {
			cmd := strings.ReplaceAll(wrap, "%s", inner)
			if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
				t.Errorf("not blocked through a remote wrapper: %q", cmd)
			}
		}
	}
	// A wrapper's own harmless uses, and programs that pass their words to a program, pass.
	for _, cmd := range []string{"hyperfine 'sleep 0.1'", "nix develop -c make", "vagrant ssh -c uptime", "ansible all -m ping", "ansible all -m copy -a 'src=a dest=b'",
		"cargo run -- rm -rf ~", "go run . rm", "nix run . -- rm -rf ~", "salt-call state.apply", "qsub job.sh", "sbatch job.sh", "tini -s -- ./server",
		"cpulimit -p 1234 -l 50", "systemd-inhibit --list", "wsl -l -v", "kubectl debug -it pod --image=busybox", "devbox run test"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}

// TestGNUPrefixed: Homebrew's g-prefixed GNU programs (grm, gfind, gtimeout...), uutils' uu-
// names and its multi-call coreutils are judged as the programs they are, as wrappers too;
// their harmless uses pass.
func TestGNUPrefixed(t *testing.T) {
	home, root := world(t)
	g := New()
	for _, cmd := range []string{"grm -rf ~", "gdd of=/dev/sda if=/dev/zero", "gfind ~ -delete", "gshred -u ~/notes",
		"gtimeout 5 rm -rf ~", "gnohup rm -rf ~", "genv -i A=1 rm -rf ~", "gnice -n5 grm -rf ~", "gstdbuf -oL rm -rf ~",
		"echo ~ | gxargs rm -rf", "gfind . -exec grm -rf ~ +", "gchroot / rm -rf ~",
		"uu-rm -rf ~", "coreutils rm -rf ~", "coreutils timeout 5 rm -rf ~"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range []string{"grm -rf build", "gfind . -name '*.o'", "gsed -n 1p README.md", "gtar czf out.tgz src",
		"gtimeout 5 ls", "gdu -sh .", "gmake test", "git status", "grep -r x .", "uu-ls -la", "coreutils ls"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}

// TestGitFronts: programs that are git with a front of their own (hub, yadm) are judged as git;
// gh repo sync --force overwrites a branch as branch -f or a force push does.
func TestGitFronts(t *testing.T) {
	home, root := world(t)
	g := New()
	for cmd, rule := range map[string]string{"gh repo sync --force": "git.branch-force-delete", "gh repo sync -b dev --force": "git.branch-force-delete",
		"gh repo sync me/fork --force": "git.push-force", "gh repo sync": "", "gh repo sync me/fork": ""} {
		if v := check(t, g, home, root, cmd); v.Rule != rule {
			t.Errorf("%s: got %q, want %q", cmd, v.Rule, rule)
		}
	}
	for _, front := range []string{"hub", "yadm"} {
		for _, sub := range []string{"push --force origin main", "reset --hard HEAD~3", "clean -fdx", "commit --no-verify -m x"} {
			if v := check(t, g, home, root, front+" "+sub); v.Decision != hookguard.Block {
				t.Errorf("not blocked: %s %s", front, sub)
			}
		}
		for _, sub := range []string{"status", "log --oneline", "push origin main", "diff"} {
			if v := check(t, g, home, root, front+" "+sub); v.Decision != hookguard.Allow {
				t.Errorf("blocked: %s %s: %s", front, sub, v.Reason)
			}
		}
	}
}

// TestAlternatives: every rule's suggested command, where it is a command, passes the guard.
func TestAlternatives(t *testing.T) {
	home, root := world(t)
	g := New()
	for _, r := range allRules() {
		if r.safer == "" || r.reason == "" || r.summary == "" {
			t.Errorf("rule %s lacks a summary, reason or safer alternative", r.id)
		}
		parts := strings.Split(r.safer, "`")
		for i := 1; i < len(parts); i += 2 {
			cmd := strings.NewReplacer("FILE", "file.txt", "BRANCH", "main", "DIR", "build", "SRC", "src/", "DEST", "build/out/", "RELEASE", "web", "DB", "app", "PATH", "../wt", "PREFIX", "app", "x", "x").Replace(parts[i])
			if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
				t.Errorf("rule %s suggests %q, which the guard blocks: %s", r.id, cmd, v.Reason)
			}
		}
	}
}

func TestConfigure(t *testing.T) {
	tbl := func(vals map[string]any) config.Table {
		return config.Table{Source: "test", Path: "guards.destructive", Values: vals}
	}
	g := New()
	if err := g.Configure(tbl(map[string]any{"disable": []any{"fs.rm-recursive"}})); err == nil || !strings.Contains(err.Error(), "core") {
		t.Errorf("disabling a core rule: %v", err)
	}
	if err := g.Configure(tbl(map[string]any{"packs": []any{"git", "database"}})); err == nil || !strings.Contains(err.Error(), "core") {
		t.Errorf("dropping a core pack: %v", err)
	}
	if err := g.Configure(tbl(map[string]any{"packs": []any{"filesystem", "git", "interpreters", "nope"}})); err == nil {
		t.Error("unknown pack accepted")
	}
	if err := g.Configure(tbl(map[string]any{"allow_delete": []any{"/"}})); err == nil {
		t.Error("allow_delete = / accepted")
	}
	if err := g.Configure(tbl(map[string]any{"packs": []any{"filesystem", "git", "interpreters"}, "disable": []any{"db.redis-flush"}})); err != nil {
		t.Fatal(err)
	}
	home, root := world(t)
	if v := check(t, g, home, root, "terraform destroy"); v.Decision != hookguard.Allow {
		t.Errorf("cloud pack switched off but still blocks")
	}
	if v := check(t, g, home, root, "rm -rf ~"); v.Decision != hookguard.Block {
		t.Errorf("core pack lost")
	}
	var off int
	for _, r := range g.Rules() {
		if !r.Enabled {
			off++
		}
	}
	if off == 0 || len(g.Rules()) != len(allRules()) {
		t.Errorf("Rules() does not show switched-off rules")
	}
	if _, err := guards.Lookup(Name); err != nil {
		t.Error(err)
	}
}

func TestReason(t *testing.T) {
	home, root := world(t)
	v := check(t, New(), home, root, "sudo rm -rf ~")
	if v.Guard != Name || v.Rule != "fs.rm-recursive" || !strings.Contains(v.Reason, "Safer:") || !strings.Contains(v.Reason, "home directory") || v.NoCode {
		t.Errorf("verdict: %+v", v)
	}
	v = check(t, New(), home, root, `rm -rf "$X"`)
	if !v.NoCode {
		t.Errorf("a dynamic target must not be authorisable: %+v", v)
	}
	v = check(t, New(), home, root, strings.Repeat("(", 5000))
	if v.Decision != hookguard.Block {
		t.Errorf("too deep: %+v", v)
	}
}

func TestWorkspaceScript(t *testing.T) {
	home, root := world(t)
	if err := os.WriteFile(filepath.Join(root, "clean.sh"), []byte("#!/bin/bash\ngit reset --hard\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "ok.sh"), []byte("#!/bin/bash\nrm -rf build\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	g := New()
	for _, cmd := range []string{"bash clean.sh", "sh ./clean.sh", "./clean.sh", "source clean.sh", ". ./clean.sh", "sudo ./clean.sh",
		"printf 'rm -rf ~\\n' > x.sh; bash x.sh", "cat > y.sh <<'EOF'\ngit clean -fdx\nEOF\nsh y.sh"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("workspace script not judged: %q", cmd)
		}
	}
	for _, cmd := range []string{"bash ok.sh", "./ok.sh"} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("harmless workspace script blocked: %q: %s", cmd, v.Reason)
		}
	}
}
