package spec

import (
	"path"
	"strings"
)

// containerSpecs are container engines and compose (docker, podman, nerdctl, docker compose)
// and kubectl: the commands they run inside containers, the host directories they mount
// (read, and written by the container unless read-only), the files they copy in and out,
// the volumes and cluster objects they destroy, and the values they print (compose config's
// interpolated environment, secrets, kubeconfig credentials). podman and nerdctl read their
// words as docker does. Sorted by Name.
var containerSpecs = []Spec{
	{Name: "docker", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker build", Opts: dockerBuildOpts, Style: Exact, Does: dockerBuildDoes,
		Examples: "docker build -f .env . => read:show .env\n" + "docker buildx build --file=.env . => read:show .env\n" +
			"podman build -f ../secrets/.env.prod . => read:show ../secrets/.env.prod\n" + "docker build -t app -f docker/Dockerfile.prod . => read:show docker/Dockerfile.prod\n" +
			"docker build -t app . => -\n" + "docker build -f - . => -\n"},
	{Name: "docker buildx", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker buildx build", Like: "docker build"},
	{Name: "docker compose", Opts: composeOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker compose config", Opts: "format= hash= images no-consistency no-interpolate no-normalize no-path-resolution o|output= profiles q|quiet resolve-image-digests services variables volumes environment networks models lock-image-digests dry-run help", Style: Exact, Does: composeConfigDoes,
		Examples: "docker compose config => expose:env the values compose interpolates into the configuration\n" + "docker-compose -f prod.yml config => expose:env the values compose interpolates into the configuration\n" +
			"docker compose config --environment => expose:env the values compose interpolates into the configuration\n" +
			"docker compose config --services => -\n" + "docker compose config -q => -\n" + "docker compose config --volumes => -\n" + "docker compose config --hash='*' => -\n" +
			"docker compose config --no-interpolate => -\n" + "docker compose config -o resolved.yml => write resolved.yml\n"},
	{Name: "docker compose convert", Like: "docker compose config"},
	{Name: "docker compose cp", Opts: "all a|archive L|follow-link index= dry-run help", Style: Exact, Does: dockerCpDoes,
		Examples: "docker compose cp web:/app/.env - => read-r:show /app/.env\n" + "docker-compose cp api:/app/.env notes.txt => read-r:copy /app/.env\n" +
			"docker compose cp ./dist web:/srv => read-r:copy ./dist\n" + "docker compose cp web:/var/log/app.log . => write-r ./app.log\n"},
	{Name: "docker compose down", Opts: "rmi= v|volumes remove-orphans t|timeout= dry-run help", Style: Exact, Does: composeDownDoes,
		Examples: "docker compose down -v => destroy:container the project's volumes\n" + "docker-compose down --volumes --remove-orphans => destroy:container the project's volumes\n" +
			"sudo docker compose -f x.yml -p shop down -v => destroy:container the project's volumes\n" + "podman-compose down -v => destroy:container the project's volumes\n" +
			"docker compose down -vt 5 => destroy:container the project's volumes\n" + "docker compose down -tv 5 => -\n" +
			"docker compose down => -\n" + "docker compose down --volumes=false => -\n" + "docker compose down --rmi all => -\n" + "docker compose --dry-run down -v => -\n" + "docker compose --dry-run=false down -v => destroy:container the project's volumes\n" + "docker compose down --help => -\n"},
	{Name: "docker compose exec", Opts: "d|detach e|env= index= T|no-TTY privileged u|user= w|workdir=", Style: ExactInOrder,
		Run:      &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "docker compose exec db rm -rf /var/lib/postgresql/data => delete-r /var/lib/postgresql/data\n"},
	{Name: "docker compose rm", Opts: "f|force s|stop v|volumes a|all dry-run help", Style: Exact, Does: composeDownDoes,
		Examples: "docker compose rm -fsv db => destroy:container anonymous volumes of the removed containers\n" + "docker compose rm -f db => -\n"},
	{Name: "docker compose run", Opts: "build cap-add= cap-drop= d|detach entrypoint= e|env= env-from-file= i|interactive l|label= name= T|no-TTY no-deps p|publish= pull= quiet-pull remove-orphans rm service-ports use-aliases u|user= v|volume= w|workdir=", Style: ExactInOrder,
		Run: &Run{Kind: RunArgv, Skip: 1, Remote: true}, Does: dockerRunDoes,
		Examples: "docker compose run --rm -v /:/host app sh => write-r:mount /\n" + "docker compose run --rm app rm -rf /srv => delete-r /srv\n"},
	{Name: "docker config", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker config remove", Like: "docker config rm"},
	{Name: "docker config rm", Opts: "help", Style: Exact, Does: swarmRmDoes,
		Examples: "docker config rm nginx-conf => destroy:cluster config nginx-conf\n" + "docker config remove a b => destroy:cluster config a b\n" +
			"docker config ls => -\n" + "docker config inspect nginx-conf => -\n" + "docker config rm --help => -\n"},
	{Name: "docker container", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker container cp", Like: "docker cp"},
	{Name: "docker container create", Like: "docker create"},
	{Name: "docker container exec", Like: "docker exec"},
	{Name: "docker container export", Like: "docker export"},
	{Name: "docker container remove", Like: "docker rm"},
	{Name: "docker container rm", Like: "docker rm"},
	{Name: "docker container run", Like: "docker run"},
	{Name: "docker cp", Opts: "a|archive L|follow-link q|quiet help", Style: Exact, Does: dockerCpDoes,
		Examples: "docker cp web:/etc/nginx ./nginx => write-r ./nginx\n" + "docker cp ~/.ssh/id_rsa web:/root/.ssh/ => read-r:copy ~/.ssh/id_rsa\n" +
			"docker container cp -a db:/backup.sql ~/.bashrc => write-r ~/.bashrc\n" + "docker cp web:/etc/x - => read-r:show /etc/x\n" + "docker cp - web:/tmp => -\n" +
			"docker cp web:/app/.env /tmp/x => read-r:copy /app/.env\n" + "podman cp web:/app/.env dir => write-r dir/.env\n" + "docker cp web:/app/.env out/ => write-r out/.env\n" +
			"docker cp web:/app/.env - !> write-r -\n"},
	{Name: "docker create", Opts: dockerRunOpts, Style: ExactInOrder, Does: dockerRunDoes,
		Examples: "docker create -v /etc:/host-etc alpine => write-r:mount /etc\n" + "docker create -v data:/data alpine => -\n"},
	{Name: "docker exec", Opts: "d|detach detach-keys= e|env= env-file= i|interactive privileged t|tty u|user= w|workdir=", Style: ExactInOrder,
		Run:      &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "docker exec -it app rm -rf /srv/data => delete-r /srv/data\n" + "podman exec app sh -c 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "docker export", Opts: "o|output= help", Style: Exact, Does: dockerOutputDoes,
		Examples: "docker export -o ~/.bashrc web => write ~/.bashrc\n" + "docker container export --output=web.tar web => write web.tar\n" + "docker export web => -\n"},
	{Name: "docker image", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker image build", Like: "docker build"},
	{Name: "docker image save", Like: "docker save"},
	{Name: "docker node", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker node remove", Like: "docker node rm"},
	{Name: "docker node rm", Opts: "f|force help", Style: Exact, Does: swarmRmDoes,
		Examples: "docker node rm worker-2 => destroy:cluster node worker-2\n" + "docker node rm -f node-3 => destroy:cluster node node-3\n" +
			"docker node ls => -\n" + "docker node update --availability drain worker-2 => -\n"},
	{Name: "docker rm", Opts: "f|force l|link v|volumes help", Style: Exact, Does: dockerRmDoes,
		Examples: "docker rm -fv db => destroy:container anonymous volumes of containers db\n" + "docker rm --volumes a b => destroy:container anonymous volumes of containers a b\n" +
			"docker container rm -v db => destroy:container anonymous volumes of containers db\n" + "podman rm -v pg => destroy:container anonymous volumes of containers pg\n" +
			"docker rm web => -\n" + "docker rm -f web => -\n" + "docker rm -f $(docker ps -aq) => destroy-r:container-force running containers <$(docker ps -aq)>\n" +
			"docker rm $(docker ps -aq) => -\n" + "docker container rm --force $(docker ps -q) => destroy-r:container-force running containers <$(docker ps -q)>\n"},
	{Name: "docker run", Opts: dockerRunOpts, Style: ExactInOrder, Run: &Run{Kind: RunArgv, Skip: 1, Remote: true}, Does: dockerRunDoes,
		Examples: "docker run --rm -v /:/host alpine sh => read-r:mount /\n" + "docker run --rm -v /:/host alpine sh => write-r:mount /\n" +
			"docker run -v ~/.aws:/root/.aws:ro amazon/aws-cli s3 ls => read-r:mount ~/.aws\n" + "docker run -v ~/.aws:/root/.aws:ro amazon/aws-cli s3 ls !> write-r ~/.aws\n" +
			"docker run -v \"$(pwd)\":/app -w /app node npm test => write-r:mount ~/project\n" + "docker run -v $PWD/src:/src:z img => write-r:mount ~/project/src\n" +
			"docker run --mount type=bind,source=/etc,target=/etc2 alpine => write-r:mount /etc\n" + "docker run --mount type=bind,src=/srv,dst=/srv,readonly alpine !> write-r /srv\n" +
			"docker run --mount source=data,target=/data alpine => -\n" + "docker run -v data:/var/lib/postgresql/data postgres => -\n" + "docker run -v /cache alpine => -\n" +
			"docker run --env-file .env app => read:config .env\n" + "docker run --rm alpine rm -rf /srv => delete-r /srv\n" +
			"docker container run -it --volume=/home:/home ubuntu bash => write-r:mount /home\n"},
	{Name: "docker save", Opts: "o|output= platform= help", Style: Exact, Does: dockerOutputDoes,
		Examples: "docker save -o images.tar app:1 app:2 => write images.tar\n" + "docker image save --output /etc/hosts app => write /etc/hosts\n" + "docker save app => -\n"},
	{Name: "docker secret", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker secret create", Opts: "d|driver= l|label= template-driver= help", Style: Exact, Does: dockerSecretCreateDoes,
		Examples: "docker secret create db_password - => read:config -\n" + "docker secret create db_password ./pw.txt !> read:config -\n"},
	{Name: "docker secret remove", Like: "docker secret rm"},
	{Name: "docker secret rm", Opts: "help", Style: Exact, Does: swarmRmDoes,
		Examples: "docker secret rm db_password => destroy:secret-store secret db_password\n" + "docker secret remove a b => destroy:secret-store secret a b\n" +
			"podman secret rm api-key => destroy:secret-store secret api-key\n" + "sudo docker -H ssh://m1 secret rm x => destroy:secret-store secret x\n" +
			"docker secret ls => -\n" + "docker secret inspect db_password => -\n" + "docker secret create db_password ./pw.txt => -\n"},
	{Name: "docker service", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker service remove", Like: "docker service rm"},
	{Name: "docker service rm", Opts: "help", Style: Exact, Does: swarmRmDoes,
		Examples: "docker service rm web => destroy:cluster service web\n" + "docker service remove api worker => destroy:cluster service api worker\n" +
			"docker service ls => -\n" + "docker service ps web => -\n" + "docker service scale web=0 => -\n" + "docker service rm --help => -\n"},
	{Name: "docker stack", Opts: dockerOpts + " orchestrator=", Style: ExactInOrder, Subs: true},
	{Name: "docker stack down", Like: "docker stack rm"},
	{Name: "docker stack remove", Like: "docker stack rm"},
	{Name: "docker stack rm", Opts: "d|detach? orchestrator= help", Style: Exact, Does: swarmRmDoes,
		Examples: "docker stack rm shop => destroy-r:cluster stack shop\n" +
			"docker stack down monitoring => destroy-r:cluster stack monitoring\n" +
			"docker stack ls => -\n" + "docker stack deploy -c stack.yml shop => -\n" + "docker stack services shop => -\n"},
	{Name: "docker swarm", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker swarm leave", Opts: "f|force help", Style: Exact, Does: swarmLeaveDoes,
		Examples: "docker swarm leave --force => destroy-r:cluster the swarm's state on this node\n" +
			"docker swarm leave -f => destroy-r:cluster the swarm's state on this node\n" +
			"docker swarm leave => -\n" + "docker swarm init => -\n" + "docker swarm join-token worker => -\n"},
	{Name: "docker system", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker system prune", Opts: "a|all f|force filter= volumes external help", Style: Exact, Does: dockerPruneDoes,
		Examples: "docker system prune --volumes -f => destroy-r:container unused volumes\n" + "docker system prune -af --volumes => destroy-r:container unused volumes\n" +
			"docker system prune => -\n" + "docker system prune -a -f => -\n"},
	{Name: "docker system reset", Opts: "f|force help", Style: Exact, Does: dockerPruneDoes,
		Examples: "podman system reset -f => destroy-r:container every container, image and volume\n"},
	{Name: "docker volume", Opts: dockerOpts, Style: ExactInOrder, Subs: true},
	{Name: "docker volume prune", Opts: "a|all f|force filter= help", Style: Exact, Does: dockerPruneDoes,
		Examples: "docker volume prune -f => destroy-r:container unused volumes\n" + "nerdctl volume prune --all --force => destroy-r:container unused volumes\n"},
	{Name: "docker volume remove", Like: "docker volume rm"},
	{Name: "docker volume rm", Opts: "f|force a|all help", Style: Exact, Does: dockerVolumeRmDoes,
		Examples: "docker volume rm pgdata => destroy:container volume pgdata\n" + "docker volume rm -f a b => destroy:container volume b\n" + "podman volume rm --all => destroy-r:container every volume\n" +
			"docker volume remove cache => destroy:container volume cache\n" + "docker volume ls => -\n" + "docker volume inspect pgdata => -\n" + "docker volume rm --help => -\n"},
	{Name: "docker-compose", Like: "docker compose"},
	{Name: "k", Like: "kubectl"}, // the alias every kubectl guide sets up, often also a link on PATH
	{Name: "kubecolor", Like: "kubectl"},
	{Name: "kubectl", Opts: kubectlOpts, Style: ExactInOrder, Subs: true},
	{Name: "kubectl apply", Opts: "f|filename= k|kustomize= R|recursive prune prune-allowlist= prune-whitelist= l|selector= all dry-run? force server-side field-manager= force-conflicts overwrite? o|output= validate? wait? timeout= grace-period= cascade? openapi-patch? help|h " + kubectlOpts, Style: Exact, Does: kubeApplyDoes,
		Examples: "kubectl apply -f k8s/ --prune -l app=web => destroy-r:cluster resources missing from the manifests\n" + "kubectl apply -f k8s/ => -\n" +
			"kubectl apply -f k8s/ --prune -l app=web --dry-run=server => -\n"},
	{Name: "kubectl config", Opts: kubectlOpts, Style: ExactInOrder, Subs: true},
	{Name: "kubectl config view", Opts: "raw flatten minify merge? o|output= template= show-managed-fields allow-missing-template-keys? help|h " + kubectlOpts, Style: Exact, Does: kubeConfigViewDoes,
		Examples: "kubectl config view --raw => expose:credential kubeconfig credentials\n" + "kubectl config view --minify --flatten -o yaml => expose:credential kubeconfig credentials\n" +
			"kubectl config view => -\n" + "kubectl config get-contexts => -\n"},
	{Name: "kubectl cp", Opts: "c|container= no-preserve retries= help|h " + kubectlOpts, Style: Exact, Does: kubeCpDoes,
		Examples: "kubectl cp prod/api-0:/var/log ./logs => write-r ./logs\n" + "kubectl cp .env api-0:/tmp/.env => read-r:copy .env\n" + "kubectl cp -n prod api-0:/etc/passwd ~/.bashrc => write-r ~/.bashrc\n" +
			"kubectl cp ns/pod:/app/.env - => read-r:show /app/.env\n" + "kubectl cp pod:/app /dev/stdout => read-r:show /app\n" + "kubectl cp pod:/app /dev/fd/1 !> write-r /dev/fd/1\n" + "oc cp pod:app/.env x => read-r:copy app/.env\n"},
	{Name: "kubectl create", Opts: "f|filename= k|kustomize= R|recursive dry-run? o|output= from-file= from-env-file= save-config validate? edit raw= windows-line-endings l|selector= audience= bound-object-kind= bound-object-name= bound-object-uid= duration= help|h " + kubectlOpts, Style: Exact, Does: kubeCreateDoes,
		Examples: "kubectl create token deployer -n ci => expose:credential a service account token\n" + "kubectl create token deployer --duration=1h => expose:credential a service account token\n" +
			"kubectl create namespace dev => -\n" + "kubectl create -f pod.yaml => -\n" +
			"kubectl create secret generic x --from-env-file=.env --dry-run=client -o yaml => read:show .env\n" + "kubectl create configmap x --from-file=cfg=.env -o json => read-r:show .env\n" +
			"kubectl create secret generic x --from-env-file=.env !> read:show .env\n" + "kubectl create secret generic x --from-file=.env -o name !> read:show .env\n"},
	{Name: "kubectl delete", Opts: "all cascade? dry-run? field-selector= f|filename= force grace-period= ignore-not-found i|interactive k|kustomize= now o|output= raw= R|recursive l|selector= timeout= wait? help|h " + kubectlOpts, Style: Exact, Does: kubeDeleteDoes,
		Examples: "kubectl delete ns staging => destroy-r:cluster ns staging\n" + "kubectl -n data delete pvc pg-data-0 => destroy:cluster pvc pg-data-0\n" +
			"kubectl delete namespace/dev pv/vol-1 => destroy-r:cluster namespace/dev\n" + "kubectl delete pv/vol-1 => destroy:cluster pv/vol-1\n" +
			"kubectl delete pods --all => destroy-r:cluster every pods in the namespace\n" + "kubectl delete deploy --all -A => destroy-r:cluster every deploy in every namespace\n" +
			"kubectl delete crd certificates.cert-manager.io => destroy-r:cluster crd certificates.cert-manager.io\n" +
			"oc delete project x namespace/y => destroy-r:cluster project x namespace/y\n" + "kubecolor delete sts,svc -l app=db => destroy:cluster sts,svc\n" +
			"kubectl delete secret api-token => destroy:cluster secret api-token\n" + "kubectl delete nodes worker-3 --force => destroy:cluster nodes worker-3\n" +
			"kubectl delete all -l app=web => destroy-r:cluster all\n" +
			"printf 'kind: Namespace\\nmetadata:\\n  name: x\\n' > ns.yaml; kubectl delete -f ns.yaml => destroy-r:cluster namespace from ns.yaml\n" +
			"kubectl delete -f - <<'EOF'\nkind: PersistentVolumeClaim\nEOF => destroy:cluster persistentvolumeclaim from -\n" +
			"kubectl delete deployment web => destroy:cluster deployment web\n" + "kubectl delete deploy api -n prod => destroy:cluster deploy api\n" +
			"kubectl delete daemonset/fluentd service/web => destroy:cluster daemonset/fluentd\n" + "kubectl delete svc,ingress -l app=web => destroy:cluster svc,ingress\n" +
			"kubectl delete po,deploy web => destroy:cluster po,deploy web\n" + "kubectl delete deployments.apps web => destroy:cluster deployments.apps web\n" +
			"kubectl delete configmap app-config => destroy:cluster configmap app-config\n" + "kubectl delete cronjob nightly => destroy:cluster cronjob nightly\n" +
			"kubectl delete -f https://x.example/app.yaml => destroy-r:cluster the objects of https://x.example/app.yaml\n" +
			"kubectl delete -f /srv/k8s/app.yaml => destroy-r:cluster the objects of /srv/k8s/app.yaml\n" + "kubectl delete -k overlays/prod => destroy-r:cluster the objects of the kustomization overlays/prod\n" +
			"kubectl delete --filename=./missing.yaml => destroy-r:cluster the objects of ./missing.yaml\n" + "cat x.yaml | kubectl delete -f - => destroy-r:cluster the objects of -\n" +
			"printf 'kind: Deployment\\n---\\nkind: Service\\n' > app.yaml; kubectl delete -f app.yaml => destroy:cluster deployment from app.yaml\n" +
			"kubectl delete -f - <<'EOF'\n{\"apiVersion\": \"v1\", \"kind\": \"Pod\"}\nEOF !> destroy-r:cluster the objects of -\n" +
			"printf 'kind: Pod\\n' > pod.yaml; kubectl delete -f pod.yaml !> destroy-r:cluster the objects of pod.yaml\n" + "kubectl delete --raw /api/v1/namespaces/x => destroy-r:cluster the API object at /api/v1/namespaces/x\n" +
			"kubectl delete pod web-1 => -\n" + "kubectl delete pods web-1 --all=false => -\n" + "kubectl delete po -l app=web => -\n" + "kubectl delete pod/web-1 pod/web-2 => -\n" +
			"kubectl delete rs web-5d9c => -\n" + "kubectl delete job migrate-db => -\n" + "kubectl delete events --field-selector reason=Failed => -\n" +
			"kubectl delete ns x --dry-run=client => -\n" + "kubectl delete ns x --dry-run => -\n" + "kubectl delete deploy web --dry-run=server => -\n" +
			"kubectl delete ns x --dry-run=none => destroy-r:cluster ns x\n" + "kubectl delete ns x --dry-run=$M => destroy-r:cluster ns x\n" + "kubectl delete ns x --dry-run=false => destroy-r:cluster ns x\n" + "kubectl delete --help => -\n" + "kubectl delete ns x -h => -\n"},
	{Name: "kubectl drain", Opts: "force grace-period= ignore-daemonsets delete-emptydir-data delete-local-data disable-eviction dry-run? l|selector= pod-selector= skip-wait-for-delete-timeout= timeout= chunk-size= help|h " + kubectlOpts, Style: Exact, Does: kubeDrainDoes,
		Examples: "kubectl drain node-7 --ignore-daemonsets --delete-emptydir-data => destroy:cluster emptyDir data of the pods on node-7\n" +
			"kubectl drain node-7 --delete-local-data --force => destroy:cluster emptyDir data of the pods on node-7\n" +
			"kubectl drain node-7 --ignore-daemonsets => -\n" + "kubectl drain node-7 --delete-emptydir-data --dry-run=client => -\n" +
			"kubectl drain node-7 --delete-emptydir-data=false => -\n" + "kubectl cordon node-7 => -\n"},
	{Name: "kubectl exec", Opts: "c|container= f|filename= i|stdin q|quiet t|tty pod-running-timeout= " + kubectlOpts, Style: Exact,
		Run:      &Run{Kind: RunArgv, Skip: 1, Remote: true},
		Examples: "kubectl exec -it -n prod api-0 -- rm -rf /data => delete-r /data\n" + "kubectl -n x exec pod -c app -- sh -c 'rm -rf /data' => delete-r /data\n"},
	{Name: "kubectl get", Opts: "o|output= l|selector= w|watch watch-only L|label-columns= show-labels show-kind sort-by= no-headers chunk-size= field-selector= f|filename= k|kustomize= R|recursive raw= subresource= template= output-watch-events server-print ignore-not-found allow-missing-template-keys? show-managed-fields help|h " + kubectlOpts, Style: Exact, Does: kubeGetDoes,
		Examples: "kubectl get secret db-creds -o yaml => expose:credential Kubernetes secret data\n" +
			"kubectl get secrets -n prod -ojson => expose:credential Kubernetes secret data\n" + "kubectl get secret/db -o jsonpath='{.data.password}' => expose:credential Kubernetes secret data\n" +
			"kubectl get sa,secret -o=go-template='{{.data}}' => expose:credential Kubernetes secret data\n" + "kubectl get secret x --template='{{.data.token}}' => expose:credential Kubernetes secret data\n" +
			"kubectl get secrets => -\n" + "kubectl get secrets -o name => -\n" + "kubectl get secret app-tls -o jsonpath='{.metadata.name}' => -\n" +
			"kubectl get secret app-tls -o jsonpath='{.metadata.annotations}' => expose:credential Kubernetes secret data\n" +
			"kubectl get secrets -o jsonpath='{range .items[*]}{.metadata.name}{\"\\n\"}{end}' => -\n" + "kubectl get secret x -o custom-columns=NAME:.metadata.name,TYPE:.type => -\n" +
			"kubectl get secret x -o jsonpath='{.metadata.name}{.data.password}' => expose:credential Kubernetes secret data\n" + "kubectl get secret x -o jsonpath='{..password}' => expose:credential Kubernetes secret data\n" +
			"kubectl get secret x -o custom-columns=NAME:.metadata.name,PW:.data.pw => expose:credential Kubernetes secret data\n" + "kubectl get secret x -o jsonpath='{.type}' --template='{.data}' => expose:credential Kubernetes secret data\n" + "kubectl get secret x -o wide => -\n" + "kubectl get pods -o yaml => -\n" + "kubectl get cm app -o json => -\n"},
	// Taking an object's finalizers away lets the deletion they hold back finish at once,
	// before the controllers that own them have released what the object holds: a namespace
	// in Terminating goes with its objects, a protected volume or claim with its data.
	{Name: "kubectl patch", Opts: "p|patch= patch-file= type= f|filename= k|kustomize= R|recursive dry-run? local o|output= subresource= field-manager= allow-missing-template-keys? show-managed-fields template= help|h " + kubectlOpts, Style: Exact, Does: kubePatchDoes,
		Examples: "kubectl patch ns prod -p '{\"metadata\":{\"finalizers\":null}}' => destroy-r:cluster finalizers taken away, the deletion forced: ns prod\n" +
			"kubectl patch pv/vol-1 --type=merge -p '{\"metadata\":{\"finalizers\":[]}}' => destroy:cluster finalizers taken away, the deletion forced: pv/vol-1\n" +
			"kubectl -n data patch pvc pg-0 --type json -p='[{\"op\": \"remove\", \"path\": \"/metadata/finalizers\"}]' => destroy:cluster finalizers taken away, the deletion forced: pvc pg-0\n" +
			"kubectl patch namespace x -p $'metadata:\\n  finalizers: []' => destroy-r:cluster finalizers taken away, the deletion forced: namespace x\n" +
			"kubectl patch ns prod -p '{\"metadata\":{\"finalizers\":null}}' --dry-run=server => -\n" +
			"kubectl patch pod web-1 -p '{\"metadata\":{\"finalizers\":null}}' => -\n" +
			"kubectl patch ns prod -p '{\"metadata\":{\"labels\":{\"team\":\"a\"}}}' => -\n" +
			"kubectl patch deploy web -p '{\"spec\":{\"replicas\":3}}' => -\n"},
	{Name: "kubectl replace", Opts: "f|filename= k|kustomize= R|recursive force grace-period= cascade? dry-run? o|output= raw= save-config subresource= template= timeout= validate? wait? field-manager= allow-missing-template-keys? show-managed-fields help|h " + kubectlOpts, Style: Exact, Does: kubeReplaceDoes,
		Examples: "kubectl replace --force -f https://x.example/app.yaml => destroy-r:cluster the objects of https://x.example/app.yaml\n" +
			"kubectl replace --force -f /srv/k8s/app.yaml => destroy-r:cluster the objects of /srv/k8s/app.yaml\n" +
			"printf 'kind: Namespace\\n' > ns.yaml; kubectl replace --force -f ns.yaml => destroy-r:cluster namespace from ns.yaml\n" +
			"printf 'kind: Deployment\\n' > d.yaml; kubectl replace --force -f d.yaml !> destroy-r:cluster the objects of d.yaml\n" +
			"printf 'kind: Deployment\\n' > d.yaml; kubectl replace --force -f d.yaml !> destroy:cluster deployment from d.yaml\n" +
			"kubectl replace -f /srv/k8s/app.yaml => -\n" + "kubectl replace --force -f x.yaml --dry-run=server => -\n"},
	// oc rsync (oc is kubectl here): POD:DIR on either side, as kubectl cp.
	{Name: "kubectl rsync", Opts: "c|container= delete exclude= include= no-perms progress q|quiet strategy= w|watch compress last= help|h " + kubectlOpts, Style: Exact, Does: kubeCpDoes,
		Examples: "oc rsync pod:/app/.env ./x => read-r:copy /app/.env\n" + "oc rsync ./dist pod:/srv => read-r:copy ./dist\n"},
	{Name: "nerdctl", Like: "docker"},
	{Name: "oc", Like: "kubectl"},
	{Name: "podman", Like: "docker"},
	{Name: "podman-compose", Like: "docker compose"},
}

const dockerOpts = "config= c|context= D|debug H|host= l|log-level= tls tlscacert= tlscert= tlskey= tlsverify"

const composeOpts = "f|file= p|project-name= profile= env-file= project-directory= ansi= compatibility dry-run parallel= progress= all-resources"

const kubectlOpts = "n|namespace= context= cluster= kubeconfig= user= s|server= token= as= as-group= as-uid= certificate-authority= client-certificate= client-key= insecure-skip-tls-verify request-timeout= v= log-file= cache-dir= match-server-version tls-server-name= disable-compression profile= profile-output= warnings-as-errors A|all-namespaces"

const dockerRunOpts = "a|attach= add-host= annotation= blkio-weight= blkio-weight-device= cap-add= cap-drop= cgroup-parent= cgroupns= cidfile= cpu-period= cpu-quota= cpu-rt-period= cpu-rt-runtime= c|cpu-shares= cpus= cpuset-cpus= cpuset-mems= d|detach detach-keys= device= device-cgroup-rule= device-read-bps= device-read-iops= device-write-bps= device-write-iops= disable-content-trust dns= dns-option= dns-search= domainname= entrypoint= e|env= env-file= expose= gpus= group-add= health-cmd= health-interval= health-retries= health-start-interval= health-start-period= health-timeout= h|hostname= init i|interactive ip= ip6= ipc= isolation= kernel-memory= l|label= label-file= link= link-local-ip= log-driver= log-opt= mac-address= m|memory= memory-reservation= memory-swap= memory-swappiness= mount= name= network|net= network-alias= no-healthcheck oom-kill-disable oom-score-adj= pid= pids-limit= platform= privileged p|publish= P|publish-all pull= q|quiet read-only restart= rm runtime= security-opt= shm-size= sig-proxy= stop-signal= stop-timeout= storage-opt= sysctl= tmpfs= t|tty ulimit= u|user= userns= uts= v|volume= volume-driver= volumes-from= w|workdir="

// ---- docker

// dockerRunDoes: a bind mount (-v /host:/ctr, --mount type=bind,source=/host) makes the host
// tree visible in the container, which writes there unless it is mounted read-only; an
// --env-file is read as configuration.
func dockerRunDoes(c *Call) {
	by := cloudBy(c)
	for _, o := range c.P.Opts {
		if !o.Set {
			continue
		}
		switch o.Name {
		case "v":
			if src, ro, ok := bindVolume(o.Value); ok {
				mountEffects(c, src, ro, by+" -v")
			}
		case "mount":
			if src, ro, ok := bindMount(o.Value); ok {
				mountEffects(c, src, ro, by+" --mount")
			}
		case "env-file":
			c.Add(Effect{Kind: Read, Path: c.PathOf(o.Value), Class: "config", By: by + " --env-file"})
		}
	}
}

// MountedWorkdir is the host directory a container command starts in: its -w/--workdir, a
// literal absolute path, inside the target of a bind mount (-v SRC:DST, --mount
// type=bind,...,target=DST) whose source is a known host path. docker run -v "$PWD":/app -w
// /app IMAGE npm ci runs npm ci in $PWD. ok is false for anything else: the container's own
// directory, which is not this machine's.
//
// Only where that is the one host directory the container sees: a path that leaves it (cd ..,
// an absolute path) is then the container's own, however it is judged here. Compose's own
// mounts are in its file, and --volumes-from's in another container: neither is read.
func MountedWorkdir(c *Call) (string, bool) {
	w, ok := c.Value("w")
	if !ok || w.Dyn || !strings.HasPrefix(w.S, "/") || c.Has("volumes-from") || strings.Contains(strings.Join(c.Path, " "), "compose") {
		return "", false
	}
	wd := path.Clean(w.S)
	host, binds := "", 0
	for _, o := range c.P.Opts {
		if !o.Set {
			continue
		}
		var src Word
		var dst string
		var bound bool
		switch o.Name {
		case "v":
			src, dst, bound = volumeTarget(o.Value)
		case "mount":
			src, dst, bound = mountTarget(o.Value)
		default:
			continue
		}
		if bound {
			binds++
		}
		if rel, in := cutDir(wd, dst); in && bound {
			if p := c.PathOf(src); !p.Dyn && p.Abs != "" {
				host = path.Join(p.Abs, rel)
			}
		}
	}
	if binds != 1 {
		return "", false
	}
	return host, host != ""
}

// cutDir is p's path below dir, where p is dir or inside it.
func cutDir(p, dir string) (string, bool) {
	dir = path.Clean(dir)
	if !strings.HasPrefix(dir, "/") {
		return "", false
	}
	if p == dir {
		return ".", true
	}
	if dir == "/" {
		return p[1:], true
	}
	rest, ok := strings.CutPrefix(p, dir+"/")
	return rest, ok
}

// volumeTarget reads -v SRC:DST[:OPTS] for its host source (bound false for a named volume)
// and its target.
func volumeTarget(w Word) (Word, string, bool) {
	src, _, bound := bindVolume(w)
	rest := w.S
	if bound {
		rest = w.S[len(src.S):]
	} else if i := strings.IndexByte(rest, ':'); i >= 0 {
		rest = rest[i:]
	}
	dst, _, _ := strings.Cut(strings.TrimPrefix(rest, ":"), ":")
	return src, dst, bound
}

// mountTarget reads --mount's target, and its host source where it is a bind mount.
func mountTarget(w Word) (Word, string, bool) {
	dst := ""
	for _, kv := range strings.Split(w.S, ",") {
		k, v, _ := strings.Cut(kv, "=")
		switch strings.ToLower(k) {
		case "target", "dst", "destination":
			dst = v
		}
	}
	src, _, bound := bindMount(w)
	return src, dst, bound
}

func mountEffects(c *Call, src Word, ro bool, by string) {
	p := c.PathOf(src)
	c.Add(Effect{Kind: Read, Path: p, Tree: true, Class: "mount", By: by})
	if !ro {
		c.Add(Effect{Kind: Write, Path: p, Tree: true, Class: "mount", By: by})
	}
}

// subWord is part of a word: dynamic where the part holds an expansion.
func subWord(w Word, s string) Word {
	out := Word{S: s, From: w.From}
	if w.Dyn {
		if i := strings.IndexAny(s, "$`"); i >= 0 {
			out.Dyn, out.Lead = true, s[:i]
		}
	}
	return out
}

// bindVolume reads -v SRC:DST[:OPTS]: SRC is a host path when it is one (/x, ./x, ~/x, $PWD),
// a named volume otherwise, and nothing is mounted from the host for -v /ctr alone.
func bindVolume(w Word) (Word, bool, bool) {
	s := w.S
	i := strings.IndexByte(s, ':')
	if i <= 0 {
		return Word{}, false, false
	}
	src, rest := s[:i], s[i+1:]
	if i == 1 && isDriveLetter(s[0]) && (strings.HasPrefix(rest, "\\") || strings.HasPrefix(rest, "/")) && strings.Count(s, ":") >= 2 {
		// a Windows drive (C:\x:/y): the source is C:\x; never . (.:/w:ro is the directory
		// here mounted read-only)
		j := strings.IndexByte(rest, ':')
		src, rest = s[:i+1+j], rest[j+1:]
	}
	sw := subWord(w, src)
	if !sw.Dyn && !strings.HasPrefix(src, "/") && !strings.HasPrefix(src, ".") && !strings.HasPrefix(src, "~") && !strings.Contains(src, "\\") {
		return Word{}, false, false // a named volume
	}
	ro := false
	if _, opts, ok := strings.Cut(rest, ":"); ok {
		for _, o := range strings.Split(opts, ",") {
			ro = ro || o == "ro" || o == "readonly"
		}
	}
	return sw, ro, true
}

func isDriveLetter(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

// bindMount reads --mount type=bind,source=SRC,target=DST[,readonly]; other types mount no
// host path.
func bindMount(w Word) (Word, bool, bool) {
	var src string
	bind, ro, have := false, false, false
	for _, kv := range strings.Split(w.S, ",") {
		k, v, hasV := strings.Cut(kv, "=")
		switch strings.ToLower(k) {
		case "type":
			bind = v == "bind"
		case "source", "src":
			src, have = v, true
		case "readonly", "ro":
			ro = !hasV || v == "true" || v == "1"
		}
	}
	if !bind || !have || src == "" {
		return Word{}, false, false
	}
	return subWord(w, src), ro, true
}

// dockerCpDoes: docker cp CONTAINER:SRC DEST writes the container's files on the host;
// docker cp SRC CONTAINER:DEST copies host files into the container. "-" is a tar stream.
func dockerCpDoes(c *Call) {
	ops := c.Operands()
	if len(ops) != 2 {
		return
	}
	containerCopy(c, ops[0], ops[1], func(w Word) bool { return remote(w.S) })
}

func containerCopy(c *Call, src, dst Word, inside func(Word) bool) {
	by := cloudBy(c)
	switch {
	case inside(src) && !inside(dst):
		copiedOut(c, src, dst, by, "", true)
	case !inside(src) && inside(dst) && src.S != "-":
		c.Add(Effect{Kind: Read, Path: c.PathOf(src), Tree: true, Class: "copy", By: by})
	}
}

// copiedOut records a copy from another machine or a container (docker cp web:/app/.env x,
// kubectl cp, scp host:f x): the file there is read, judged by its name as a path here is,
// and shown where it goes to stdout ("-"); it lands inside a destination that is a
// directory, under its own name, and the write there has the class given ("download" for
// scp's).
func copiedOut(c *Call, src, dst Word, by, class string, tree bool) {
	read := "copy"
	if !dst.Dyn && (dst.S == "-" || stdoutFile(dst.S)) {
		read = "show" // a tar stream or the copy itself on the terminal
	}
	from := remotePath(src)
	c.Add(Effect{Kind: Read, Path: from, Tree: tree, Class: read, By: by, Remote: true})
	if read == "show" {
		return
	}
	land := dst
	into := !dst.Dyn && strings.HasSuffix(dst.S, "/") || c.isDir(c.PathOf(dst))
	if into && !strings.HasSuffix(from.Arg, "/") { // rsync's host:dir/ copies what is in it
		land = joinWord(dst, baseOf(from))
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(land), Tree: tree, Class: class, By: by})
}

// stdoutFile reports a file name that is the command's own output or error stream
// (kubectl cp pod:/app /dev/stdout): what is written there is printed.
func stdoutFile(s string) bool {
	switch s {
	case "/dev/stdout", "/dev/stderr", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1", "/proc/self/fd/2":
		return true
	}
	return false
}

// remotePath is the path part of HOST:PATH, CONTAINER:PATH or NAMESPACE/POD:PATH, a path on
// another machine: absolute as written, or relative to a directory nobody here knows.
func remotePath(w Word) Path {
	s := w.S
	if _, url, ok := strings.Cut(s, "://"); ok {
		// scp://host/path, rsync://host/module/path: the path after the host.
		s = ":"
		if i := strings.IndexByte(url, '/'); i >= 0 {
			s += url[i:]
		}
	}
	_, s, _ = strings.Cut(s, ":")
	p := Path{Arg: s, Dyn: w.Dyn, Lit: w.Lit}
	if _, lead, ok := strings.Cut(w.Lead, ":"); ok {
		p.Lead = lead
	}
	if !p.Dyn && strings.HasPrefix(s, "/") {
		p.Abs = path.Clean(s)
	}
	return p
}

// dockerOutputDoes: docker save and export write their archive to -o's file (or stdout).
func dockerOutputDoes(c *Call) {
	if f, ok := c.Value("o"); ok && f.S != "-" {
		c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: cloudBy(c, "-o")})
	}
}

func dockerRmDoes(c *Call) {
	if boolOpt(c, "v") {
		cloudDestroy(c, "container", "anonymous volumes of containers", false, cloudBy(c, "-v"), c.Operands()...)
	}
	// Forced removal of containers only known when it runs ($(docker ps -aq), xargs) kills
	// and deletes every running one it may name, with the data in their writable layers: a
	// named container, or the stopped ones (no -f), are ordinary cleanup.
	if boolOpt(c, "f") {
		var dyn []Word
		for _, w := range c.Operands() {
			if w.Dyn {
				dyn = append(dyn, w)
			}
		}
		if len(dyn) > 0 {
			cloudDestroy(c, "container-force", "running containers", true, cloudBy(c, "-f"), dyn...)
		}
	}
}

func dockerVolumeRmDoes(c *Call) {
	if c.Has("a") {
		cloudDestroy(c, "container", "every volume", true, cloudBy(c, "--all"))
	}
	for _, w := range c.Operands() {
		cloudDestroy(c, "container", "volume", false, cloudBy(c), w)
	}
}

func dockerPruneDoes(c *Call) {
	switch c.Path[len(c.Path)-1] {
	case "reset":
		cloudDestroy(c, "container", "every container, image and volume", true, cloudBy(c))
	case "prune":
		if c.Path[len(c.Path)-2] == "volume" || boolOpt(c, "volumes") {
			cloudDestroy(c, "container", "unused volumes", true, cloudBy(c))
		}
	}
}

// swarmRmDoes: removing a swarm object (docker service, stack, node, config or secret rm)
// takes it out of the cluster: a service stops, a stack takes its services, networks, configs
// and secrets with it, and a secret's value cannot be read back out of the swarm, so nothing
// but its source brings it back. As with kubectl delete of a workload, that is cluster state
// lost; a secret is a secret store's loss. docker network rm has no spec here: a network
// holds nothing, and a stack or compose file makes it again.
func swarmRmDoes(c *Call) {
	kind := c.Path[len(c.Path)-2]
	switch kind {
	case "secret":
		cloudDestroy(c, "secret-store", "secret", false, cloudBy(c), c.Operands()...)
	case "stack":
		cloudDestroy(c, "cluster", "stack", true, cloudBy(c), c.Operands()...)
	default:
		cloudDestroy(c, "cluster", kind, false, cloudBy(c), c.Operands()...)
	}
}

// swarmLeaveDoes: docker swarm leave --force makes a manager leave anyway; on the last one
// the swarm, with every service, secret and config, is gone. Without --force a manager
// refuses and a worker only leaves.
func swarmLeaveDoes(c *Call) {
	if boolOpt(c, "f") {
		cloudDestroy(c, "cluster", "the swarm's state on this node", true, cloudBy(c, "--force"))
	}
}

// composeDownDoes: compose down -v removes the project's named and anonymous volumes,
// compose rm -v the anonymous volumes of the containers it removes.
func composeDownDoes(c *Call) {
	if !boolOpt(c, "v") || pkgDryRun(c, "dry-run") {
		return
	}
	what := "the project's volumes"
	if c.Path[len(c.Path)-1] == "rm" {
		what = "anonymous volumes of the removed containers"
	}
	cloudDestroy(c, "container", what, false, cloudBy(c, "-v"))
}

// composeConfigDoes: compose config prints the configuration with every ${VAR} filled in
// from the environment and .env files, unless it lists names only or skips interpolation.
func composeConfigDoes(c *Call) {
	if !c.Has("environment") && (c.HasAny("services", "volumes", "profiles", "images", "q", "hash", "networks", "models", "variables", "no-interpolate")) {
		return
	}
	if f, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: cloudBy(c, "-o")})
		return
	}
	c.Add(Effect{Kind: Expose, Class: "env", Text: "the values compose interpolates into the configuration", By: cloudBy(c)})
}

// ---- kubectl

// What kubectl delete loses. Deleting an object takes it out of the cluster: a Deployment,
// StatefulSet, DaemonSet or Service takes its service down until someone applies its manifest
// again, which may not exist or may not match what ran (edits, scaling, imperative creates);
// a namespace takes everything in it, a PersistentVolume or claim its data, a CRD every object
// of its kind, a secret its value. That is judged as helm uninstall and every cloud CLI's
// delete are: cluster state destroyed. The exceptions are the kinds nothing is lost with:
// objects a controller recreates at once (a Deployment's pods and ReplicaSets) or that only
// record (events, endpoints, leases), and Jobs, whose deletion ends one run: `kubectl delete
// pod` is how a pod is restarted. --all over any kind is judged as destroying.
const kubeEphemeral = "pod pods po replicaset replicasets rs event events ev endpoints ep endpointslice endpointslices lease leases job jobs"

// kubeLoses reports a kind whose deletion loses something, written any way kubectl takes it
// (Deploy, deployments.apps, persistentvolumeclaims.v1).
func kubeLoses(s string) bool {
	k, _, _ := strings.Cut(strings.ToLower(s), ".")
	return k != "" && !inWords(kubeEphemeral, k)
}

// kubeRecreateLoses reports a kind that loses what it holds when it is deleted and created
// again from its manifest (kubectl replace --force): a namespace's objects, a CRD's objects,
// a volume's data. Anything else comes back as the manifest says.
func kubeRecreateLoses(s string) bool {
	k, _, _ := strings.Cut(strings.ToLower(s), ".")
	return kubeTree(k) || inWords("pv persistentvolume persistentvolumes pvc persistentvolumeclaim persistentvolumeclaims", k)
}

// kubeTree reports a kind whose deletion takes everything under it.
func kubeTree(s string) bool {
	k, _, _ := strings.Cut(strings.ToLower(s), ".")
	return inWords("namespace namespaces ns project projects crd crds customresourcedefinition customresourcedefinitions all", k)
}

// kubeDryRun reports --dry-run, =client or =server: nothing is changed. =none (and the
// deprecated =false) changes it, and so may a dynamic value.
func kubeDryRun(c *Call) bool { return c.dryRun("dry-run") }

func kubeDeleteDoes(c *Call) {
	if c.Has("help") || kubeDryRun(c) {
		return
	}
	by := cloudBy(c)
	ops := c.Operands()
	allNS := boolOpt(c, "A") || upHas(c, "A")
	if len(ops) > 0 && (boolOpt(c, "all") || allNS) {
		scope := " in the namespace"
		if allNS {
			scope = " in every namespace"
		}
		c.Add(Effect{Kind: Destroy, Class: "cluster", Tree: true, By: by, Text: "every " + ops[0].S + scope, Dyn: ops[0].Dyn})
		return
	}
	switch {
	case len(ops) == 0:
	case ops[0].Dyn:
		cloudDestroy(c, "cluster", "", true, by, ops...) // which kind is only known when it runs
	case !strings.Contains(ops[0].S, "/"):
		loses, tree := false, false
		for _, k := range strings.Split(ops[0].S, ",") {
			loses = loses || kubeLoses(k)
			tree = tree || kubeTree(k)
		}
		if loses {
			cloudDestroy(c, "cluster", "", tree, by, ops...)
		}
	default:
		for _, w := range ops {
			if k, _, _ := strings.Cut(w.S, "/"); w.Dyn || kubeLoses(k) {
				cloudDestroy(c, "cluster", "", kubeTree(k), by, w)
			}
		}
	}
	if raw, ok := c.Value("raw"); ok {
		cloudDestroy(c, "cluster", "the API object at", true, by, raw)
	}
	kubeManifests(c, by, kubeLoses)
}

// kubeManifests judges the objects -f and -k name by the kinds their manifests declare, where
// the manifests can be read (a file or directory of the project, a file the line wrote, a
// here-doc); a manifest that cannot be read (a URL, a file elsewhere, a kustomization) may
// declare any kind, a namespace among them.
func kubeManifests(c *Call, by string, loses func(string) bool) {
	for _, f := range c.P.Values("f") {
		kinds, ok := c.manifestKinds(f)
		if !ok {
			cloudDestroy(c, "cluster", "the objects of", true, by, f)
			continue
		}
		seen := ""
		for _, k := range kinds {
			if l := strings.ToLower(k); loses(k) && !inWords(seen, l) {
				seen += " " + l
				cloudDestroy(c, "cluster", l+" from", kubeTree(k), by, f)
			}
		}
	}
	for _, k := range c.P.Values("k") {
		cloudDestroy(c, "cluster", "the objects of the kustomization", true, by, k)
	}
}

// maxManifests bounds the files of a manifest directory read one by one.
const maxManifests = 32

// manifestKinds lists the kinds the manifests -f names declare: stdin, a file, or the
// .yaml, .yml and .json files of a directory (kubectl's own choice); false when one cannot be
// read or declares none.
func (c *Call) manifestKinds(f Word) ([]string, bool) {
	if f.S == "-" && !f.Dyn {
		if !c.In.StdinKnown {
			return nil, false
		}
		k := yamlKinds(c.In.Stdin)
		return k, len(k) > 0
	}
	if f.Dyn || strings.Contains(f.S, "://") {
		return nil, false
	}
	p := c.PathOf(f)
	files := []Path{p}
	if names, ok := c.list(p); ok {
		if c.Has("R") || len(names) > maxManifests {
			return nil, false
		}
		files = files[:0]
		for _, n := range names {
			if strings.HasSuffix(n, ".yaml") || strings.HasSuffix(n, ".yml") || strings.HasSuffix(n, ".json") {
				files = append(files, c.PathOf(Word{S: strings.TrimSuffix(f.S, "/") + "/" + n}))
			}
		}
	} else if c.isDir(p) {
		return nil, false
	}
	var kinds []string
	for _, fp := range files {
		text, ok := c.ReadFile(fp)
		if !ok {
			return nil, false
		}
		k := yamlKinds(text)
		if len(k) == 0 {
			return nil, false
		}
		kinds = append(kinds, k...)
	}
	return kinds, len(kinds) > 0
}

// yamlKinds lists the kinds a YAML or JSON manifest declares: its "kind:" lines, and each
// "kind": "X" member of JSON, one object a line or many.
func yamlKinds(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if v, ok := strings.CutPrefix(line, "kind:"); ok {
			if v = strings.Trim(strings.TrimSpace(v), "\"'"); v != "" && len(out) < 64 {
				out = append(out, v)
			}
			continue
		}
		for rest := line; len(out) < 64; {
			i := strings.Index(rest, "\"kind\"")
			if i < 0 {
				break
			}
			rest = strings.TrimLeft(rest[i+len("\"kind\""):], " \t")
			v, ok := strings.CutPrefix(rest, ":")
			if !ok {
				continue
			}
			if v, ok = strings.CutPrefix(strings.TrimLeft(v, " \t"), "\""); !ok {
				continue
			}
			if j := strings.IndexByte(v, '"'); j > 0 {
				out = append(out, v[:j])
			}
		}
	}
	return out
}

// kubeReplaceDoes: kubectl replace --force deletes each object and creates it again from the
// manifest: what comes back is what the manifest says, and what a namespace, CRD or volume
// held is lost.
func kubeReplaceDoes(c *Call) {
	if c.Has("help") || kubeDryRun(c) || !boolOpt(c, "force") {
		return
	}
	kubeManifests(c, cloudBy(c, "--force"), kubeRecreateLoses)
}

// kubeDrainDoes: kubectl drain evicts a node's pods, which their controllers start elsewhere;
// --delete-emptydir-data (formerly --delete-local-data) lets it evict pods with emptyDir
// volumes, whose data is deleted with them.
func kubeDrainDoes(c *Call) {
	if c.Has("help") || kubeDryRun(c) {
		return
	}
	if boolOpt(c, "delete-emptydir-data") || boolOpt(c, "delete-local-data") {
		cloudDestroy(c, "cluster", "emptyDir data of the pods on", false, cloudBy(c, "--delete-emptydir-data"), c.Operands()...)
	}
}

func kubeApplyDoes(c *Call) {
	if c.Has("help") || kubeDryRun(c) || !c.Has("prune") {
		return
	}
	cloudDestroy(c, "cluster", "resources missing from the manifests", true, cloudBy(c, "--prune"))
}

// kubePatchDoes: a patch that sets an object's finalizers to nothing (null, [], a JSON patch
// removing them) of a kind whose deletion loses data. A patch given in a file is not read.
func kubePatchDoes(c *Call) {
	if c.Has("help") || kubeDryRun(c) || c.Has("local") {
		return
	}
	p, ok := c.Value("p")
	if !ok || !dropsFinalizers(p.S) {
		return
	}
	ops := c.Operands()
	if len(ops) == 0 {
		return
	}
	kind, _, _ := strings.Cut(ops[0].S, "/")
	if !ops[0].Dyn && !kubeLoses(kind) {
		return
	}
	cloudDestroy(c, "cluster", "finalizers taken away, the deletion forced:", ops[0].Dyn || kubeTree(kind), cloudBy(c), ops...)
}

// dropsFinalizers reports a patch, JSON or YAML, that empties or removes the finalizers.
func dropsFinalizers(patch string) bool {
	if !strings.Contains(patch, "finalizers") {
		return false
	}
	s := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t', '\n', '\r', '"', '\'':
			return -1
		}
		return r
	}, patch)
	for _, t := range [...]string{"finalizers:null", "finalizers:[]", "finalizers:~", "op:remove", "value:[]", "value:null"} {
		if strings.Contains(s, t) {
			return true
		}
	}
	return false
}

// kubeGetDoes: kubectl get of secrets in any output that carries their data (yaml, json,
// jsonpath, templates, custom columns) prints them; the table, -o name and -o wide do not.
func kubeGetDoes(c *Call) {
	if c.Has("help") {
		return
	}
	out, hasOut := c.Value("o")
	_, hasTemplate := c.Value("template")
	if !hasTemplate && (!hasOut || !out.Dyn && (out.S == "name" || out.S == "wide" || kubeFieldsOnly(out.S))) {
		return
	}
	for i, w := range c.Operands() {
		kinds := w.S
		if i > 0 || strings.Contains(w.S, "/") {
			kinds, _, _ = strings.Cut(w.S, "/")
		}
		for _, k := range strings.Split(kinds, ",") {
			if b, _, _ := strings.Cut(strings.ToLower(k), "."); w.Dyn || b == "secret" || b == "secrets" {
				cloudExpose(c, "Kubernetes secret data")
				return
			}
		}
		if !strings.Contains(w.S, "/") {
			break // the first operand is the kinds, the rest are names
		}
	}
}

func kubeConfigViewDoes(c *Call) {
	if c.HasAny("raw", "flatten") && !c.Has("help") {
		cloudExpose(c, "kubeconfig credentials")
	}
}

func kubeCreateDoes(c *Call) {
	if c.Op(0) == "token" && !c.Has("help") && !kubeDryRun(c) {
		cloudExpose(c, "a service account token")
	}
	kubeCreatePrints(c)
	kubeSecretStdin(c)
}

// kubeCpDoes: kubectl cp [NS/]POD:SRC DEST writes the pod's files on the host, and
// SRC [NS/]POD:DEST copies host files into the pod.
func kubeCpDoes(c *Call) {
	ops := c.Operands()
	if len(ops) != 2 || c.Has("help") {
		return
	}
	containerCopy(c, ops[0], ops[1], func(w Word) bool {
		s := w.S
		i := strings.IndexByte(s, ':')
		return i > 0 && !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, ".") && !strings.HasPrefix(s, "~") && strings.Count(s[:i], "/") <= 1
	})
}

// dockerBuildOpts are docker build's and buildx build's options (podman's read the same).
const dockerBuildOpts = "add-host= allow= annotation= attest= build-arg= build-context= builder= cache-from= cache-to= call= " +
	"cgroup-parent= check compress cpu-period= cpu-quota= c|cpu-shares= cpuset-cpus= cpuset-mems= debug disable-content-trust " +
	"f|file= force-rm iidfile= isolation= label= load m|memory= memory-swap= metadata-file= network= no-cache no-cache-filter= " +
	"o|output= platform= progress= provenance= pull push q|quiet rm sbom= secret= security-opt= shm-size= squash ssh= " +
	"t|tag= target= ulimit= layers format= authfile= help"

// dockerBuildDoes: the Dockerfile -f names is read and, when it does not parse (a .env does
// not), shown: the builder's error quotes the offending line.
func dockerBuildDoes(c *Call) {
	w, ok := c.Value("f")
	if !ok || !w.Dyn && w.S == "-" {
		return
	}
	c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: cloudBy(c) + " -f"})
}
