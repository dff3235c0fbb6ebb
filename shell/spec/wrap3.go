package spec

import "strings"

// wrap3Specs are more programs that run another command: container init processes and
// user switchers, resource limiters, job schedulers (Slurm, Grid Engine, MPI), dev-environment
// runners, and the tools that run a command on other machines or in a container or VM (pdsh,
// clush, pssh, ansible, salt, ddev, lando, vagrant ssh, devcontainer, kubectl debug), judged
// as remote commands the way ssh's are. Sorted by Name.
var wrap3Specs = []Spec{
	// ansible runs a module on the hosts; command (the default), shell and raw run -a's text
	// (runsCommand tells them from the other modules, whose -a is key=value arguments).
	{Name: "ansible", Opts: "a|args= m|module-name= i|inventory|inventory-file= l|limit= u|user= b|become become-method= become-user= K|ask-become-pass k|ask-pass f|forks= B|background= P|poll= t|tree= e|extra-vars= C|check D|diff o|one-line v|verbose vault-id= vault-password-file|vault-pass-file= J|ask-vault-pass|ask-vault-password c|connection= T|timeout= private-key|key-file= ssh-common-args= ssh-extra-args= scp-extra-args= sftp-extra-args= M|module-path= playbook-dir= list-hosts task-timeout= become-password-file= connection-password-file= version h|help",
		Run: &Run{Kind: RunText, Opt: "a", Skip: 1, Remote: true, When: ansibleRuns},
		Examples: "ansible all -m shell -a 'rm -rf /srv' => delete-r /srv\n" + "ansible web -b -a 'rm -rf /srv' => delete-r /srv\n" + "ansible all -m ansible.builtin.raw -a 'rm -rf /srv' => delete-r /srv\n" +
			"ansible all -m ping => -\n" + "ansible all -m copy -a 'src=/srv dest=/tmp' !> delete-r /srv\n" + "ansible all -m shell -a uptime !> delete-r /srv\n"},
	// az ssh vm and az ssh arc run the ssh client: the words after their own options are
	// ssh's (az ssh vm -n web -g rg -- -t CMD).
	{Name: "az ssh", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az ssh arc", Like: "az ssh vm"},
	{Name: "az ssh vm", Opts: azOpts + " ip= vm-name= local-user= port= public-key-file= private-key-file= certificate-file= use-private-ip prefer-private-ip ssh-client-folder= delete-private-key rdp ssh-proxy-folder= yes-without-prompt", Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "ssh"},
		Examples: "az ssh vm -n web -g rg -- rm -rf /srv => delete-r /srv\n" + "az ssh arc --resource-group rg --name m1 -- -t rm -rf /srv => delete-r /srv\n" +
			"az ssh vm --ip 10.0.0.4 -- -o ProxyCommand='rm -rf /srv' => delete-r /srv\n" + "az ssh vm -n web -g rg => -\n" + "az ssh vm -n web -- ls -rf /srv !> delete-r /srv\n" +
			"az ssh config --file ./cfg -n web -g rg => -\n" + "az vm delete -g rg -n web1 -y => destroy:vm vm web1\n"},
	// capsh hands the words after -- to /bin/bash (capsh -- -c 'CMD').
	{Name: "capsh", Style: InOrder, Does: capshDoes,
		Examples: "capsh --drop=cap_net_raw -- -c 'rm -rf /srv' => delete-r /srv\n" + "capsh --print => -\n"},
	{Name: "catatonit", Opts: "g p P L h V", Style: InOrder, Run: &Run{Kind: RunArgv, None: "P"},
		Examples: "catatonit -- rm -rf /srv => delete-r /srv\n"},
	// clush runs its command text on the nodes; --copy and --rcopy copy files instead.
	{Name: "clush", Opts: "w= x= g|group= X= a|all b|dshbak B L N q|quiet v|verbose d|debug l|user= f|fanout= t|connect_timeout= u|command_timeout= o|options= R|worker= E n|nostdin S c|copy rcopy dest= p P|progress pick= m|mode= color= diff hostfile|machinefile= topology= groupsconf= groupsource= sN i|interactive O|option= s|sort?",
		Style: InOrder, Run: &Run{Kind: RunText, Remote: true, None: "c rcopy"},
		Examples: "clush -w node[1-4] rm -rf /srv => delete-r /srv\n" + "clush -b -g web 'rm -rf /srv' => delete-r /srv\n" + "clush -w n1 uptime !> delete-r /srv\n"},
	{Name: "colima", Opts: "p|profile= v|verbose very-verbose h|help", Style: InOrder, Subs: true},
	{Name: "colima delete", Opts: "p|profile= f|force data h|help", Does: func(c *Call) { vmDestroy(c, "colima delete", c.Operands()) },
		Examples: "colima delete -f => destroy:vm instance and its disk\n" + "colima delete dev --force => destroy:vm instance and its disk dev\n"},
	{Name: "colima ssh", Opts: "p|profile= l|layer? h|help", Run: &Run{Kind: RunArgv, Remote: true},
		Examples: "colima ssh -- rm -rf /srv => delete-r /srv\n" + "colima ssh => -\n"},
	{Name: "cpulimit", Opts: "l|limit= p|pid= e|exe= P|path= c|cpu= z|lazy i|include-children b|background k|kill r|restore s|signal= q|quiet v|verbose m|monitor-forks h|help", Style: InOrder,
		Run:      &Run{Kind: RunArgv, None: "p e P"},
		Examples: "cpulimit -l 50 -- rm -rf /srv => delete-r /srv\n" + "cpulimit --limit=50 rm -rf /srv => delete-r /srv\n" + "cpulimit -p 1234 -l 50 => -\n"},
	// ddev exec runs its words as a bash command in the project's web container.
	{Name: "ddev", Opts: "j|json-output h|help v|version", Style: InOrder, Subs: true},
	{Name: "ddev exec", Opts: "s|service= d|dir= raw q|quiet", Style: InOrder, Run: &Run{Kind: RunText, Remote: true},
		Examples: "ddev exec rm -rf /srv => delete-r /srv\n" + "ddev exec -s db 'rm -rf /srv' => delete-r /srv\n" + "ddev exec ls !> delete-r /srv\n"},
	{Name: "devbox", Opts: "q|quiet h|help", Style: InOrder, Subs: true},
	// devbox run runs a script of devbox.json, or else the command it is given, in the shell,
	// after devbox.json's init_hook (the shell front end reads them, see devboxRun).
	{Name: "devbox run", Opts: "c|config= e|env= env-file= environment= pure q|quiet list l omit-nix-env? recompute?", Style: InOrder, Run: &Run{Kind: RunScript, Opt: "devbox", None: "list l"},
		Examples: "devbox run rm -rf /srv => delete-r /srv\n" + "devbox run -- rm -rf /srv => delete-r /srv\n" + "devbox run test !> delete-r /srv\n" +
			`echo '{"shell":{"scripts":{"clean":"rm -rf /srv"}}}' > devbox.json; devbox run clean => delete-r /srv` + "\n" +
			`echo '{"shell":{"scripts":{"t":["echo a","rm -rf /srv"]}}}' > devbox.json; devbox run t => delete-r /srv` + "\n" +
			`echo '{"shell":{"init_hook":["rm -rf /srv"]}}' > devbox.json; devbox run -- ls => delete-r /srv` + "\n" +
			`echo '{"shell":{"scripts":{"clean":"rm -rf /srv"}}}' > d.json; devbox run -c d.json clean => delete-r /srv` + "\n" +
			`echo '{"shell":{"scripts":{"clean":"rm -rf ./out"}}}' > devbox.json; devbox run clean !> delete-r /srv` + "\n" +
			`echo '{"shell":{"scripts":{"clean":"rm -rf /srv"}}}' > devbox.json; devbox run build !> delete-r /srv` + "\n"},
	{Name: "devcontainer", Opts: "h|help version", Style: InOrder, Subs: true},
	{Name: "devcontainer exec", Opts: "workspace-folder= container-id= id-label= config= override-config= remote-env= docker-path= docker-compose-path= container-data-folder= container-system-data-folder= user-data-folder= mount-workspace-git-root? log-level= log-format= terminal-columns= terminal-rows= default-user-env-probe= skip-feature-auto-mapping experimental-lockfile experimental-frozen-lockfile",
		Style: InOrder, Run: &Run{Kind: RunArgv, Remote: true},
		Examples: "devcontainer exec --workspace-folder . rm -rf /srv => delete-r /srv\n" + "devcontainer exec --workspace-folder . npm test !> delete-r /srv\n"},
	// doctl compute ssh runs the ssh client, --ssh-command's text on the droplet.
	{Name: "doctl compute", Opts: doctlOpts, Style: Exact, Subs: true, Group: true},
	{Name: "doctl compute ssh", Opts: doctlOpts + " ssh-agent-forwarding ssh-command= ssh-key-path= ssh-port= ssh-private-ip ssh-retry-max= ssh-user=", Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "ssh", Skip: 1, Text: "ssh-command"},
		Examples: "doctl compute ssh web-1 --ssh-command 'rm -rf /srv' => delete-r /srv\n" + "doctl compute ssh web-1 --ssh-command='rm -rf /srv' => delete-r /srv\n" +
			"doctl compute ssh web-1 => -\n" + "doctl compute ssh web-1 --ssh-command uptime !> delete-r /srv\n" + "doctl compute droplet rm web-1 -f => destroy:vm compute droplet web-1\n"},
	{Name: "dumb-init", Opts: "c|single-child r|rewrite= v|verbose V|version h|help", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "dumb-init rm -rf /srv => delete-r /srv\n" + "dumb-init -r 15:2 -- rm -rf /srv => delete-r /srv\n"},
	// Fabric runs the command after -- on each host -H names (fab -H web1 -- rm -rf /srv);
	// without it, the fabfile's tasks, which are not read.
	{Name: "fab", Opts: "H|hosts= i|identity= S|ssh-config= c|collection= r|search-root= f|config= t|connect-timeout= T|command-timeout= x|disable-ssh-agent e|echo w|warn-only d|debug prompt-for-login-password prompt-for-passphrase h|help? V|version", Style: InOrder,
		Run: &Run{Kind: RunArgv, Remote: true, Sep: "--"}, Examples: "fab -H prod -- rm -rf /var/www => delete-r /var/www\n" + "fab -H web1 deploy !> delete-r /var/www\n"},
	// gcloud's release tracks are gcloud (gcloud beta compute ssh is gcloud compute ssh).
	{Name: "gcloud alpha", Like: "gcloud"},
	{Name: "gcloud beta", Like: "gcloud"},
	{Name: "gcloud cloud-shell", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud cloud-shell ssh", Opts: gcloudSSHOpts + " authorize-session force-key-file-overwrite", Style: Exact,
		Run:      &Run{Kind: RunArgv, Client: "ssh", Value: gcloudCommand, Flags: "ssh-flag", None: "dry-run"},
		Examples: "gcloud cloud-shell ssh --command='rm -rf /srv' => delete-r /srv\n" + "gcloud cloud-shell ssh => -\n"},
	{Name: "gcloud compute", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	// gcloud compute scp runs the scp client: INSTANCE:PATH is a path on that VM.
	{Name: "gcloud compute scp", Opts: gcloudOpts + " compress force-key-file-overwrite internal-ip plain port= recurse scp-flag= strict-host-key-checking= tunnel-through-iap troubleshoot", Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "scp", Flags: "scp-flag", None: "dry-run"},
		Examples: "gcloud compute scp .env web-1:/tmp/ => read:send .env\n" + "gcloud beta compute scp --recurse ~/.aws web-1:/tmp --zone z => read-r:send ~/.aws\n" +
			"gcloud compute scp web-1:/app/.env ./x => read:copy /app/.env\n" + "gcloud compute tpus tpu-vm scp .env tpu-1:/tmp --worker=all => read:send .env\n" +
			"gcloud compute scp ./dist/app.tgz web-1:/tmp/ !> read:send .env\n" + "gcloud compute scp .env web-1:/tmp/ --dry-run !> read:send .env\n"},
	// gcloud compute ssh runs the ssh client: --ssh-flag's words are its options, the words
	// after the instance (after --) follow the destination, --command is the remote command.
	{Name: "gcloud compute ssh", Opts: gcloudSSHOpts, Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "ssh", Skip: 1, Value: gcloudCommand, Flags: "ssh-flag", None: "dry-run"},
		Examples: "gcloud compute ssh web-1 --command 'rm -rf /srv' => delete-r /srv\n" + "gcloud compute ssh web-1 --zone z --command='rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute ssh web-1 -- rm -rf /srv => delete-r /srv\n" + "gcloud compute ssh web-1 -- -t rm -rf /srv => delete-r /srv\n" +
			"gcloud beta compute ssh web-1 --command 'rm -rf /srv' => delete-r /srv\n" + "gcloud alpha compute ssh --zone z web-1 -- rm -rf /srv => delete-r /srv\n" +
			"gcloud compute --project p ssh web-1 --command 'rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute ssh web-1 --ssh-flag='-o ProxyCommand=/tmp/x.sh' => exec:sh /tmp/x.sh\n" +
			"gcloud compute ssh web-1 --command 'rm -rf /srv' --dry-run !> delete-r /srv\n" +
			"printf -- '--zone: z\\n--command: rm -rf /srv\\n' > f.yaml; gcloud compute ssh web-1 --flags-file=f.yaml => delete-r /srv\n" +
			"printf -- '--command: |\\n  echo a\\n  rm -rf /srv\\n--zone: z\\n' > f.yaml; gcloud compute ssh web-1 --flags-file f.yaml => delete-r /srv\n" +
			"printf -- '--command: \"uptime\"\\n' > f.yaml; gcloud compute ssh web-1 --flags-file=f.yaml !> delete-r /srv\n" + "gcloud compute ssh web-1 --command 'ls -rf /srv' !> delete-r /srv\n" + "gcloud compute ssh web-1 => -\n" +
			"gcloud compute instances delete web-1 --zone z => destroy:vm compute instances web-1\n" + "gcloud beta compute instances delete web-1 => destroy:vm compute instances web-1\n"},
	{Name: "gcloud compute tpus", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud compute tpus queued-resources", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud compute tpus queued-resources ssh", Like: "gcloud compute tpus tpu-vm ssh"},
	{Name: "gcloud compute tpus tpu-vm", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud compute tpus tpu-vm scp", Opts: gcloudOpts + " compress force-key-file-overwrite internal-ip plain recurse scp-flag= strict-host-key-checking= tunnel-through-iap worker= batch-size= node=", Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "scp", Flags: "scp-flag", None: "dry-run"}},
	{Name: "gcloud compute tpus tpu-vm ssh", Opts: gcloudSSHOpts + " worker= batch-size= node=", Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "ssh", Skip: 1, Value: gcloudCommand, Flags: "ssh-flag", None: "dry-run"},
		Examples: "gcloud compute tpus tpu-vm ssh tpu-1 --zone z --worker=all --command 'rm -rf /srv' => delete-r /srv\n" + "gcloud alpha compute tpus tpu-vm ssh tpu-1 -- rm -rf /srv => delete-r /srv\n" +
			"gcloud compute tpus queued-resources ssh q1 --node=all --command='rm -rf /srv' => delete-r /srv\n" + "gcloud compute tpus tpu-vm list => -\n"},
	{Name: "gcloud workstations", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud workstations ssh", Opts: gcloudSSHOpts + " cluster= config= workstation= local-host-port= user=", Style: Exact,
		Run:      &Run{Kind: RunArgv, Client: "ssh", Skip: 1, Value: gcloudCommand, Flags: "ssh-flag", None: "dry-run"},
		Examples: "gcloud workstations ssh ws-1 --command='rm -rf /srv' => delete-r /srv\n"},
	// gh codespace cp runs scp: remote:PATH is a path in the codespace.
	{Name: "gh codespace cp", Opts: "c|codespace= e|expand r|recursive profile= R|repo= repo-owner= help|h", Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "scp"},
		Examples: "gh codespace cp .env remote:/tmp/ => read:send .env\n" + "gh cs cp -r -c fuzzy-1 ~/.ssh remote:x => read-r:send ~/.ssh\n" + "gh codespace cp remote:/workspaces/app/.env . => read:copy /workspaces/app/.env\n" +
			"gh codespace cp dist/a.tgz remote:/tmp !> read:send .env\n"},
	// gh codespace ssh runs the ssh client: its operands are ssh's words after the
	// destination; --config prints an ssh configuration instead.
	{Name: "gh codespace ssh", Opts: "c|codespace= config d|debug debug-file= profile= R|repo= repo-owner= server-port= help|h", Style: Exact,
		Run: &Run{Kind: RunArgv, Client: "ssh", None: "config"},
		Examples: "gh codespace ssh -- rm -rf /srv => delete-r /srv\n" + "gh cs ssh -c fuzzy-1 -- -t 'rm -rf /srv' => delete-r /srv\n" + "gh codespace ssh => -\n" + "gh codespace ssh --config => -\n" +
			"gh codespace ssh -- ls -rf /srv !> delete-r /srv\n"},
	{Name: "gosu", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "gosu postgres rm -rf /srv => delete-r /srv\n" + "gosu postgres !> delete-r postgres\n"},
	// hcloud server ssh runs the ssh client: the words after the server are ssh's.
	{Name: "hcloud server", Opts: hcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "hcloud server ssh", Opts: hcloudOpts + " ipv6 p|port= u|user=", Style: ExactInOrder,
		Run: &Run{Kind: RunArgv, Client: "ssh", Skip: 1},
		Examples: "hcloud server ssh web-3 -- rm -rf /srv => delete-r /srv\n" + "hcloud server ssh -u root web-3 rm -rf /srv => delete-r /srv\n" + "hcloud server ssh web-3 -t 'rm -rf /srv' => delete-r /srv\n" +
			"hcloud server ssh web-3 => -\n" + "hcloud server ssh web-3 ls -rf /srv !> delete-r /srv\n" + "hcloud server delete web-3 => destroy:vm server web-3\n"},
	{Name: "kubectl debug", Opts: "arguments-only attach? c|container= copy-to= custom= env= image= image-pull-policy= keep-annotations keep-init-containers keep-labels keep-liveness keep-readiness keep-startup profile= q|quiet replace same-node set-image= share-processes? i|stdin t|tty target= f|filename= help|h " + kubectlOpts,
		Style: Exact, Run: &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "kubectl debug -it api-0 --image=busybox -- rm -rf /srv => delete-r /srv\n" + "kubectl debug node/n1 -it --image=ubuntu -- sh -c 'rm -rf /srv' => delete-r /srv\n" +
			"kubectl debug -it api-0 --image=busybox --target=app !> delete-r /srv\n"},
	// kubectl rsh is oc rsh (oc is kubectl here): a command in the pod, or its shell.
	{Name: "kubectl rsh", Opts: "c|container= f|filename= no-tty pod-running-timeout= shell= t|tty T help|h " + kubectlOpts, Style: ExactInOrder,
		Run:      &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "oc rsh api-0 rm -rf /srv => delete-r /srv\n" + "oc rsh api-0 !> delete-r api-0\n"},
	{Name: "kubectl run", Opts: "image= i|stdin t|tty rm restart= command env= l|labels= port= expose? overrides= dry-run? attach? annotations= image-pull-policy= privileged? pod-running-timeout= q|quiet o|output= serviceaccount= save-config leave-stdin-open? template= timeout= field-manager= override-type= help|h " + kubectlOpts,
		Style: Exact, Run: &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "kubectl run x --image=busybox -it --rm -- rm -rf /srv => delete-r /srv\n" + "kubectl run web --image=nginx !> delete-r /srv\n"},
	// lando ssh -c runs its text in a service's container; lando exec SERVICE -- CMD runs words.
	{Name: "lando", Opts: "channel= clear experimental no-ux verbose|v help|h", Style: InOrder, Subs: true},
	{Name: "lando exec", Opts: "u|user= help|h", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Sep: "--", Remote: true},
		Examples: "lando exec appserver -- rm -rf /srv => delete-r /srv\n"},
	{Name: "lando ssh", Opts: "c|command= s|service= u|user= help|h", Run: &Run{Text: "c command", Remote: true},
		Examples: "lando ssh -c 'rm -rf /srv' => delete-r /srv\n" + "lando ssh -s database -c 'rm -rf /srv' => delete-r /srv\n" + "lando ssh => -\n"},
	// lima is limactl shell default; limactl shell runs a command in a Lima VM.
	{Name: "lima", Style: InOrder, Run: &Run{Kind: RunArgv, Remote: true},
		Examples: "lima rm -rf /srv => delete-r /srv\n" + "lima => -\n"},
	{Name: "limactl", Opts: "debug log-level= log-format= tty? h|help v|version", Style: InOrder, Subs: true},
	{Name: "limactl delete", Opts: "f|force h|help", Does: func(c *Call) { vmDestroy(c, "limactl delete", c.Operands()) },
		Examples: "limactl delete -f default => destroy:vm instance and its disk default\n"},
	{Name: "limactl rm", Like: "limactl delete"},
	{Name: "limactl shell", Opts: "shell= workdir= start preserve-env reconnect sync= h|help", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "limactl shell default rm -rf /srv => delete-r /srv\n" + "limactl shell --workdir / default => -\n"},
	{Name: "lockrun", Opts: "L|lockfile= maxtime= W|wait S|sleep= R|retries= Q|quiet V|verbose", Style: InOrder, Run: &Run{Kind: RunArgv, Sep: "--"},
		Examples: "lockrun --lockfile=/tmp/l -- rm -rf /srv => delete-r /srv\n"},
	{Name: "lxc exec", Opts: "cwd= T|force-noninteractive t|force-interactive n|mode= env= user= group= project= help|h", Style: Exact,
		Run:      &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "lxc exec c1 -- rm -rf /srv => delete-r /srv\n" + "incus exec c1 -- sh -c 'rm -rf /srv' => delete-r /srv\n" + "lxc exec c1 -- ls !> delete-r /srv\n"},
	// machinectl shell runs PATH (absolute) in a container it names, or its shell.
	{Name: "machinectl", Opts: "uid= E|setenv= q|quiet M|machine= H|host= no-pager no-legend no-ask-password h|help", Style: InOrder, Subs: true},
	{Name: "machinectl shell", Opts: "uid= E|setenv= q|quiet M|machine= H|host= h|help", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "machinectl shell root@c1 /bin/rm -rf /srv => delete-r /srv\n" + "machinectl shell c1 => -\n"},
	{Name: "mpiexec", Like: "mpirun"},
	// Open MPI and MPICH take long options with one dash, as one word each.
	{Name: "mpirun", Opts: "np= n= c= H= host= hostfile= machinefile= f= x= mca= gmca= wdir= wd= map-by= bind-to= rank-by= npernode= ppn= N= oversubscribe allow-run-as-root tag-output timestamp-output output-filename= report-bindings display-map q quiet v verbose prefix= launch-agent= genv= genvall env= envall", Style: Single,
		Run:      &Run{Kind: RunArgv, Pairs: "mca gmca genv env"},
		Examples: "mpirun -np 4 rm -rf /srv => delete-r /srv\n" + "mpiexec -n 2 --oversubscribe rm -rf /srv => delete-r /srv\n" + "mpirun -np 4 ./a.out !> delete-r ./a.out\n" + "mpirun --mca btl self -np 2 rm -rf /srv => delete-r /srv\n" + "mpiexec -genv OMP_NUM_THREADS 4 -n 2 rm -rf /srv => delete-r /srv\n"},
	{Name: "multipass exec", Opts: "d|working-directory= n|no-map-working-directory v|verbose h|help", Style: Exact, Run: &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "multipass exec vm -- rm -rf /srv => delete-r /srv\n" + "multipass exec vm -- uname -a !> delete-r /srv\n"},
	{Name: "nix run", Opts: "impure offline L|print-build-logs expr= f|file= I|include= no-write-lock-file recreate-lock-file refresh update-input= commit-lock-file option= v|verbose quiet debug",
		Run: &Run{Kind: RunArgv, When: nixRunRuns},
		Examples: "nix run nixpkgs#coreutils -- rm -rf /srv => delete-r /srv\n" + "nix run nixpkgs#bash -- -c 'rm -rf /srv' => delete-r /srv\n" + "nix run nixpkgs#hello !> delete-r /srv\n" + "nix run . -- rm -rf /srv !> delete-r /srv\n" +
			"nix run nixpkgs#findutils -- / -delete => delete-r {/}\n" + "nix run nixpkgs#gnused -- -i s/a/b/ /etc/hosts => write /etc/hosts\n" + "nix run nixpkgs#findutils -- . -name x !> delete-r .\n"},
	{Name: "parallel-ssh", Like: "pssh"},
	{Name: "pdsh", Opts: "w= x= g= X= a A l= t= u= f= R= N d S b L V q M= e=", Style: InOrder, Run: &Run{Kind: RunText, Remote: true, None: "L V q"},
		Examples: "pdsh -w host[01-04] rm -rf /srv => delete-r /srv\n" + "pdsh -w h1 'rm -rf /srv' => delete-r /srv\n" + "pdsh -w h1 uptime !> delete-r /srv\n"},
	// pssh (parallel-ssh) runs its command text on every host of -h's file or -H.
	{Name: "pssh", Opts: "h|hosts= H|host= l|user= p|par= o|outdir= e|errdir= t|timeout= O|option= v|verbose A|askpass x|extra-args= X|extra-arg= i|inline inline-stdout I|send-input P|print g|host-glob= version help", Style: InOrder,
		Run:      &Run{Kind: RunText, Remote: true},
		Examples: "pssh -h hosts -i 'rm -rf /srv' => delete-r /srv\n" + "pssh -H web1 -l root rm -rf /srv => delete-r /srv\n" + "pssh -h hosts -i uptime !> delete-r /srv\n"},
	// Grid Engine's qsub runs a script file, or with -b y the command its words name.
	{Name: "qsub", Opts: "a= ac= ar= A= b= c= ckpt= clear cwd C= dc= dl= e= hard h hold_jid= hold_jid_ad= i= j= js= jsv= l= m= masterq= M= N= now= notify o= P= p= pe= q= R= r= sc= shell= soft sync= S= t= tc= terse v= V verify w= wd= @=", Style: Single,
		Run: &Run{Kind: RunArgv, Remote: true, When: qsubRuns, Pairs: "pe"}, Does: jobScriptDoes,
		Examples: "qsub -b y rm -rf /srv => delete-r /srv\n" + "echo 'rm -rf /srv' | qsub -N x => delete-r /srv\n" + "printf 'rm -rf /srv\\n' > job.sh; qsub -cwd job.sh => delete-r /srv\n" + "qsub -b y rm -rf /tmp/x !> exec:sh ?\n" + "qsub -cwd -b yes -N job rm -rf /srv => delete-r /srv\n" + "qsub job.sh !> delete-r /srv\n" + "qsub -l walltime=1:00:00 -- /bin/rm -rf /srv => delete-r /srv\n" +
			"qsub -pe smp 4 -b y rm -rf /srv => delete-r /srv\n" + "qsub -pe smp 4 -b y ls !> delete-r 4\n"},
	{Name: "s6-setuidgid", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "s6-setuidgid app rm -rf /srv => delete-r /srv\n"},
	{Name: "salloc", Like: "srun"},
	// salt runs an execution function on the minions, salt-call on this machine's own
	// minion: cmd.run and its kin run their first argument as a shell command.
	{Name: "salt", Opts: "t|timeout= s|static async subset= v|verbose show-jid b|batch|batch-size= batch-wait= a|auth= E|pcre L|list G|grain P|grain-pcre N|nodegroup R|range C|compound I|pillar S|ipcidr return= return_config= return_kwargs= d|doc out= out-indent= out-file= out-file-append no-color force-color l|log-level= c|config-dir= h|help version",
		Run:      &Run{Kind: RunText, Skip: 2, Remote: true, When: saltRuns, Strip: "cmd="},
		Examples: "salt '*' cmd.run 'rm -rf /srv' => delete-r /srv\n" + "salt '*' test.ping !> delete-r /srv\n" + "salt -G os:Debian cmd.run cmd='rm -rf /srv' => delete-r /srv\n"},
	{Name: "salt-call", Opts: "local g|grains m|module-dirs= d|doc master= return= file-root= pillar-root= states-dir= retcode-passthrough metadata id= skip-grains out= out-indent= out-file= out-file-append no-color force-color l|log-level= c|config-dir= h|help version",
		Run:      &Run{Kind: RunText, Skip: 1, When: saltCallRuns, Strip: "cmd="},
		Examples: "salt-call cmd.run 'rm -rf /srv' => delete-r /srv\n" + "salt-call --local cmd.shell 'rm -rf /srv' => delete-r /srv\n" + "salt-call file.remove /srv !> delete-r /srv\n" + "salt-call state.apply => -\n"},
	{Name: "sbatch", Opts: "wrap= A|account= a|array= b|begin= c|cpus-per-task= D|chdir= d|dependency= e|error= export= G|gpus= gres= H|hold i|input= J|job-name= mem= mem-per-cpu= N|nodes= n|ntasks= ntasks-per-node= o|output= p|partition= q|qos= t|time= w|nodelist= x|exclude= C|constraint= exclusive? W|wait parsable Q|quiet v|verbose mail-type= mail-user= reservation= test-only",
		Run: &Run{Text: "wrap", Remote: true}, Does: jobScriptDoes,
		Examples: "sbatch --wrap 'rm -rf /srv' => delete-r /srv\n" + "sbatch -p short <<< 'rm -rf /srv' => delete-r /srv\n" + "printf 'rm -rf /srv\\n' > job.sh; sbatch job.sh => delete-r /srv\n" + "sbatch --wrap 'rm -rf /tmp/x' !> exec:sh ?\n" + "sbatch -p short --wrap='rm -rf /srv' => delete-r /srv\n" + "sbatch job.sh !> delete-r /srv\n"},
	{Name: "schroot", Opts: "c|chroot= u|user= d|directory= p|preserve-environment q|quiet v|verbose a|all l|list i|info config location b|begin-session e|end-session r|run-session n|session-name= automatic-session f|force o|option= h|help V|version",
		Style: InOrder, Run: &Run{Kind: RunArgv, None: "l i config location b e h V"},
		Examples: "schroot -- rm -rf /srv => delete-r /srv\n" + "schroot -c sid -u root -- rm -rf /srv => delete-r /srv\n" + "schroot -l => -\n"},
	{Name: "srun", Opts: "A|account= c|cpus-per-task= D|chdir= e|error= export= G|gpus= gres= i|input= J|job-name= K|kill-on-bad-exit? l|label mem= mem-per-cpu= mpi= N|nodes= n|ntasks= ntasks-per-node= o|output= p|partition= pty q|qos= Q|quiet t|time= u|unbuffered v|verbose w|nodelist= W|wait= x|exclude= X|disable-status C|constraint= exclusive? overlap reservation= jobid=",
		Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "srun rm -rf /srv => delete-r /srv\n" + "srun -N 2 -p short rm -rf /srv => delete-r /srv\n" + "srun -n 4 ./a.out !> delete-r ./a.out\n"},
	{Name: "ssh-agent", Opts: "a= c D d E= k P= s t= O=", Style: InOrder, Run: &Run{Kind: RunArgv, None: "k"},
		Examples: "ssh-agent rm -rf /srv => delete-r /srv\n" + "ssh-agent -t 3600 bash -c 'rm -rf /srv' => delete-r /srv\n" + "ssh-agent -s => -\n"},
	{Name: "su-exec", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "su-exec root rm -rf /srv => delete-r /srv\n"},
	{Name: "sudo-rs", Like: "sudo"},
	{Name: "systemd-inhibit", Opts: "what= who= why= mode= list no-pager no-legend h|help version", Style: InOrder, Run: &Run{Kind: RunArgv, None: "list"},
		Examples: "systemd-inhibit rm -rf /srv => delete-r /srv\n" + "systemd-inhibit --why=backup --mode=block rm -rf /srv => delete-r /srv\n" + "systemd-inhibit --list => -\n"},
	// systemd-nspawn runs its command in a container of the directory or image it is given;
	// with -b the words are the init's arguments.
	{Name: "systemd-nspawn", Opts: "D|directory= i|image= x|ephemeral M|machine= u|user= b|boot a|as-pid2 template= bind= bind-ro= E|setenv= capability= drop-capability= private-network network-veth|n p|port= U private-users= chdir= q|quiet register= keep-unit settings= tmpfs= overlay= overlay-ro= volatile? link-journal= read-only network-zone= network-bridge= pipe|P console= h|help version",
		Style: InOrder, Run: &Run{Kind: RunArgv, Remote: true, None: "b"},
		Examples: "systemd-nspawn -D /var/lib/machines/c1 rm -rf /srv => delete-r /srv\n" + "systemd-nspawn -bD /var/lib/machines/c1 !> delete-r /srv\n"},
	{Name: "tini", Opts: "h s p= v w g e= l", Style: InOrder, Run: &Run{Kind: RunArgv, None: "l h"},
		Examples: "tini -- rm -rf /srv => delete-r /srv\n" + "tini -s -g -- rm -rf /srv => delete-r /srv\n"},
	{Name: "tox", Opts: "c|conf= root= workdir= e|env= r|recreate n|notest x|override= v|verbose q|quiet p|parallel? o|parallel-live skip-missing-interpreters? h|help version", Style: InOrder, Subs: true},
	// tox exec runs the command after -- in a tox environment.
	{Name: "tox exec", Opts: "c|conf= root= workdir= e|env= r|recreate n|notest x|override= v|verbose q|quiet skip-pkg-install installpkg= develop no-recreate-pkg skip-env= h|help", Run: &Run{Kind: RunArgv, Sep: "--"},
		Examples: "tox exec -- rm -rf /srv => delete-r /srv\n" + "tox exec -e py312 -- rm -rf /srv => delete-r /srv\n" + "tox exec -e py312 -- pytest -x !> delete-r /srv\n"},
	// vagrant ssh runs the ssh client: -c is the remote command, the words after -- ssh's.
	{Name: "vagrant ssh", Opts: "c|command= p|plain t|tty T|no-tty h|help", Run: &Run{Kind: RunArgv, Client: "ssh", Text: "c command", Sep: "--"},
		Examples: "vagrant ssh -- rm -rf /srv => delete-r /srv\n" + "vagrant ssh web -- -t 'rm -rf /srv' => delete-r /srv\n" + "vagrant ssh web -- -p 2222 ls -rf /srv !> delete-r /srv\n" + "vagrant ssh -c 'rm -rf /srv' => delete-r /srv\n" + "vagrant ssh web --command 'rm -rf /srv' => delete-r /srv\n" + "vagrant ssh -c uptime !> delete-r /srv\n" + "vagrant ssh => -\n"},
	{Name: "with-contenv", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "with-contenv rm -rf /srv => delete-r /srv\n"},
	// wsl runs a command in a WSL distribution: its words through the default shell, or -e's
	// program; the rest of its options manage the distributions.
	{Name: "wsl", Opts: "d|distribution= u|user= cd= e|exec! shell-type= system l|list v|verbose shutdown t|terminate= s|set-default= status update install unregister= export import import-in-place mount unmount manage= version help", Style: InOrder,
		Run:      &Run{Kind: RunArgv, Remote: true, None: "l shutdown t s status update install unregister export import import-in-place mount unmount manage version help"},
		Examples: "wsl -- rm -rf /srv => delete-r /srv\n" + "wsl -d Ubuntu -e rm -rf /srv => delete-r /srv\n" + "wsl -l -v => -\n"},
}

// capshDoes: capsh runs /bin/bash with the words after --, once it has set the capabilities,
// user and chroot its own --name=value options ask for.
func capshDoes(c *Call) {
	for i, w := range c.Words {
		if w.Dyn || w.S != "--" {
			continue
		}
		var b strings.Builder
		b.WriteString("bash")
		known := true
		for _, a := range c.Words[i+1:] {
			b.WriteString(" " + ShellQuote(a.S))
			known = known && !a.Dyn
		}
		c.Add(Effect{Kind: Exec, Lang: "sh", Text: b.String(), Known: known, By: "capsh --", Via: "capsh"})
		return
	}
}

// RunsCommand reports whether a launcher whose spec runs a command runs one with these
// options and operands (its Run.When).
func RunsCommand(c *Call) bool {
	r := c.Spec.Launch()
	return r.When == nil || r.When(c)
}

// ansibleRuns: ansible runs its -a text only with a module that runs it; command is the
// default module.
func ansibleRuns(c *Call) bool {
	m, ok := c.Value("m")
	return !ok || m.Dyn || commandModule(m.S)
}

// saltRuns and saltCallRuns: salt (after its target) and salt-call run a command only through
// cmd.run and its kin.
func saltRuns(c *Call) bool     { return saltFunctionRuns(c, 1) }
func saltCallRuns(c *Call) bool { return saltFunctionRuns(c, 0) }

func saltFunctionRuns(c *Call, n int) bool {
	f := c.Operand(n)
	return n < len(c.P.Operands) && (f.Dyn || strings.HasPrefix(f.S, "cmd.run") || f.S == "cmd.shell")
}

// qsubRuns: qsub runs its operands as the job with -b y, and (PBS) the words after --.
func qsubRuns(c *Call) bool {
	if b, ok := c.Value("b"); ok {
		return b.Dyn || strings.EqualFold(b.S, "y") || strings.EqualFold(b.S, "yes")
	}
	ops := c.P.Operands
	return len(ops) > 0 && ops[0] > 0 && c.Words[ops[0]-1].S == "--"
}

// nixRunRuns: nix run starts a package's program only where the installable names one.
func nixRunRuns(c *Call) bool {
	return len(c.P.Operands) > 0 && strings.Contains(c.Operand(0).S, "#")
}

// jobScriptDoes: a batch scheduler given no command runs the job script its first operand
// names, or else its stdin, on a node that shares this machine's files as a rule: walked as
// the line's own, like at's job.
func jobScriptDoes(c *Call) {
	if _, ok := c.Value("wrap"); ok || c.Name == "qsub" && qsubRuns(c) {
		return
	}
	text, known, class := "", false, "stdin"
	if ops := c.P.Operands; len(ops) > 0 && !stdinName(c.Operand(0)) {
		class = "file"
		text, known = c.ReadCode(c.PathOf(c.Operand(0)))
	} else if c.In.StdinKnown {
		text, known = c.In.Stdin, true
	} else if t, ok := stdinFile(c); ok {
		text, known = c.ReadCode(c.PathOf(Word{S: t}))
	}
	laterJob(c, text, known, class, c.Name+" job")
}

// PairedOperands counts the operands before a launcher's command that are the second
// values of its two-value options (Run.Pairs): the grammar gives an option one value, the
// next word is read as an operand.
func PairedOperands(c *Call) int {
	pairs := c.Spec.Launch().Pairs
	if pairs == "" {
		return 0
	}
	ops, n := c.P.Operands, 0
	for _, o := range c.P.Opts {
		if inWords(pairs, o.Name) && n < len(ops) && o.At < ops[n] {
			n++
		}
	}
	return n
}

// TextWord is the first word of the shell text a launcher runs as written, without the
// prefix its Run.Strip names.
func TextWord(c *Call, s string) string { return strings.TrimPrefix(s, c.Spec.Launch().Strip) }

// commandModule reports an ansible module that runs its arguments as a command.
func commandModule(m string) bool {
	switch strings.TrimPrefix(strings.TrimPrefix(m, "ansible.builtin."), "ansible.legacy.") {
	case "command", "shell", "raw":
		return true
	}
	return false
}

// NixRunBin is the program nix run starts for an installable: the package its fragment names
// (nixpkgs#coreutils, github:o/r#pkgs.x86_64-linux.hello), its main program by name.
func NixRunBin(installable string) string {
	_, frag, _ := strings.Cut(installable, "#")
	frag, _, _ = strings.Cut(frag, "^")
	if i := strings.LastIndexByte(frag, '.'); i >= 0 {
		frag = frag[i+1:]
	}
	return nixMainProgram(frag)
}

// nixMainProgram is the program nix run starts for a nixpkgs package whose meta.mainProgram
// is not its own name (nixpkgs#findutils -- / -delete is find / -delete); any other package
// runs bin/NAME.
func nixMainProgram(pkg string) string {
	switch pkg {
	case "findutils":
		return "find"
	case "gnused":
		return "sed"
	case "gnugrep":
		return "grep"
	case "gnutar":
		return "tar"
	case "gnumake":
		return "make"
	case "bashInteractive", "bash-interactive":
		return "bash"
	case "nodejs", "nodejs-slim", "nodejs_18", "nodejs_20", "nodejs_22", "nodejs_24":
		return "node"
	case "python", "python2", "python27":
		return "python"
	case "python3Minimal", "python311", "python312", "python313", "python314":
		return "python3"
	case "ripgrep":
		return "rg"
	case "openssh":
		return "ssh"
	case "sqlite":
		return "sqlite3"
	case "postgresql", "postgresql_15", "postgresql_16", "postgresql_17":
		return "psql"
	case "awscli", "awscli2":
		return "aws"
	case "google-cloud-sdk":
		return "gcloud"
	case "azure-cli":
		return "az"
	case "fd":
		return "fd"
	}
	return pkg
}
