package spec

// containerSpecs are container engines and compose (docker, podman, nerdctl, docker compose)
// and kubectl's exec: the commands they run inside containers, bind mounts, and the volumes
// and containers they remove. podman and nerdctl read their words as docker does. Sorted by
// Name.
var containerSpecs = [...]Spec{
	{Name: "docker", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker compose", Opts: composeOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker compose exec", Opts: "d|detach e|env= index= T|no-TTY privileged u|user= w|workdir=", Style: ExactInOrder,
		Run:      Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: []string{"docker compose exec db rm -rf /var/lib/postgresql/data => delete-r /var/lib/postgresql/data"}},
	{Name: "docker compose run", Opts: "build cap-add= cap-drop= d|detach entrypoint= e|env= i|interactive l|label= name= T|no-TTY no-deps p|publish= pull= quiet-pull remove-orphans rm service-ports use-aliases u|user= v|volume= w|workdir=", Style: ExactInOrder,
		Run: Run{Kind: RunArgv, Skip: 1, Remote: true}},
	{Name: "docker container", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker container exec", Like: "docker exec"},
	{Name: "docker container run", Like: "docker run"},
	{Name: "docker exec", Opts: "d|detach detach-keys= e|env= env-file= i|interactive privileged t|tty u|user= w|workdir=", Style: ExactInOrder,
		Run:      Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: []string{"docker exec -it app rm -rf /srv/data => delete-r /srv/data", "podman exec app sh -c 'rm -rf /srv' => delete-r /srv"}},
	{Name: "docker run", Opts: dockerRunOpts, Style: ExactInOrder, Run: Run{Kind: RunArgv, Skip: 1, Remote: true}},
	{Name: "docker-compose", Like: "docker compose"},
	{Name: "kubectl", Opts: kubectlOpts, Style: ExactInOrder, Subs: true},
	{Name: "kubectl exec", Opts: "c|container= f|filename= i|stdin q|quiet t|tty pod-running-timeout= " + kubectlOpts, Style: Exact,
		Run:      Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: []string{"kubectl exec -it -n prod api-0 -- rm -rf /data => delete-r /data", "kubectl -n x exec pod -c app -- sh -c 'rm -rf /data' => delete-r /data"}},
	{Name: "nerdctl", Like: "docker"},
	{Name: "oc", Like: "kubectl"},
	{Name: "podman", Like: "docker"},
	{Name: "podman-compose", Like: "docker compose"},
}

const dockerOpts = "config= c|context= D|debug H|host= l|log-level= tls tlscacert= tlscert= tlskey= tlsverify"

const composeOpts = "f|file= p|project-name= profile= env-file= project-directory= ansi= compatibility dry-run parallel= progress= all-resources"

const kubectlOpts = "n|namespace= context= cluster= kubeconfig= user= s|server= token= as= as-group= as-uid= certificate-authority= client-certificate= client-key= insecure-skip-tls-verify request-timeout= v= log-file= cache-dir= match-server-version tls-server-name= disable-compression profile= profile-output= warnings-as-errors A|all-namespaces"

const dockerRunOpts = "a|attach= add-host= annotation= blkio-weight= blkio-weight-device= cap-add= cap-drop= cgroup-parent= cgroupns= cidfile= cpu-period= cpu-quota= cpu-rt-period= cpu-rt-runtime= c|cpu-shares= cpus= cpuset-cpus= cpuset-mems= d|detach detach-keys= device= device-cgroup-rule= device-read-bps= device-read-iops= device-write-bps= device-write-iops= disable-content-trust dns= dns-option= dns-search= domainname= entrypoint= e|env= env-file= expose= gpus= group-add= health-cmd= health-interval= health-retries= health-start-interval= health-start-period= health-timeout= h|hostname= init i|interactive ip= ip6= ipc= isolation= kernel-memory= l|label= label-file= link= link-local-ip= log-driver= log-opt= mac-address= m|memory= memory-reservation= memory-swap= memory-swappiness= mount= name= network|net= network-alias= no-healthcheck oom-kill-disable oom-score-adj= pid= pids-limit= platform= privileged p|publish= P|publish-all pull= q|quiet read-only restart= rm runtime= security-opt= shm-size= sig-proxy= stop-signal= stop-timeout= storage-opt= sysctl= tmpfs= t|tty ulimit= u|user= userns= uts= v|volume= volume-driver= volumes-from= w|workdir="
