package spec

import "strings"

// deploySpecs are the deployment tools that tear down what they deployed: GitOps
// controllers, release managers and application platforms whose delete, destroy or remove
// takes the running resources (and often their data) with it, as `helm uninstall` and
// `terraform destroy` do. Listing, diffing, syncing and deploying pass.
var deploySpecs = []Spec{
	{Name: "amplify", Opts: "force y|yes help|h v|version", Style: Exact, Does: deployVerbDoes,
		Examples: "amplify delete --force => destroy-r:cloud every resource of the app\n" + "amplify status => -\n" + "amplify push -y => -\n"},
	{Name: "argocd", Opts: "server= grpc-web grpc-web-root-path= auth-token= insecure plaintext core config= context= header= port-forward port-forward-namespace= loglevel= y|yes cascade= propagation-policy|p= selector|l= wait help|h N|app-namespace= prune dry-run preview-changes force replace server-side async timeout= revision= local=", Style: Exact, Does: argocdDoes,
		Examples: "argocd app delete prod => destroy-r:cluster the application and every resource it manages prod\n" + "argocd app delete prod -y --cascade=true => destroy-r:cluster the application and every resource it manages prod\n" +
			"argocd appset delete all-envs -y => destroy-r:cluster the application and every resource it manages all-envs\n" + "argocd app delete -l team=web -y => destroy-r:cluster the application and every resource it manages\n" +
			"argocd app delete prod --cascade=false => -\n" + "argocd app list => -\n" + "argocd app sync prod => -\n" + "argocd app sync prod --prune => destroy-r:cluster every resource its source no longer declares prod\n" + "argocd app sync prod --prune --dry-run => -\n" + "argocd app delete --help => -\n"},
	{Name: "cf", Opts: "f r|delete-routes help|h", Style: Exact, Does: deployVerbDoes,
		Examples: "cf delete web -f -r => destroy-r:cloud every resource of the app web\n" + "cf delete-space dev -f => destroy-r:cloud every resource of the app dev\n" +
			"cf delete-service db => destroy-r:cloud every resource of the app db\n" + "cf push web => -\n" + "cf apps => -\n"},
	// copilot is AWS's Copilot and GitHub's Copilot CLI alike: the one's delete verbs, the
	// other's switches that allow every tool (agents.go).
	{Name: "copilot", Opts: "a|app= n|name= e|env= yes help|h allow-all-tools allow-all|yolo allow-all-paths allow-tool= prompt|p= silent|s model= agent= add-dir=", Style: Exact, Does: copilotDoes,
		Examples: "copilot app delete --yes => destroy-r:cloud every resource of the app\n" + "copilot svc delete -n api -e prod --yes => destroy-r:cloud every resource of the app\n" +
			"copilot env delete -n test => destroy-r:cloud every resource of the app\n" + "copilot svc deploy => -\n" + "copilot app ls => -\n" +
			"copilot -p 'fix it' --allow-all-tools => settings:unattended copilot --allow-all-tools\n" + "copilot -p x --yolo => settings:unattended copilot --allow-all\n" +
			"copilot -p x --allow-tool shell => settings:unattended copilot --allow-tool shell\n" + "COPILOT_ALLOW_ALL=true copilot -p x => settings:unattended copilot COPILOT_ALLOW_ALL\n" +
			"copilot -p x --allow-tool 'shell(git status)' => -\n" + "copilot -p 'explain main.go' => -\n"},
	{Name: "devspace", Opts: "n|namespace= kube-context= p|profile= debug help|h", Style: Exact, Does: deployVerbDoes,
		Examples: "devspace purge => destroy-r:cloud every resource of the app\n" + "devspace deploy => -\n" + "devspace dev => -\n"},
	{Name: "eb", Opts: "force all ignore-links timeout= profile= region= v|verbose help|h", Style: Exact, Does: deployVerbDoes,
		Examples: "eb terminate prod --force => destroy-r:cloud every resource of the app prod\n" + "eb terminate --all --force => destroy-r:cloud every resource of the app\n" +
			"eb deploy => -\n" + "eb status => -\n"},
	{Name: "flux", Opts: "dry-run n|namespace= context= kubeconfig= s|silent all-namespaces|A timeout= verbose help|h", Style: Exact, Does: fluxDoes,
		Examples: "flux delete kustomization prod => destroy-r:cluster every workload it manages kustomization prod\n" + "flux delete ks apps -s => destroy-r:cluster every workload it manages ks apps\n" +
			"flux delete helmrelease podinfo -n apps => destroy-r:cluster every workload it manages helmrelease podinfo\n" + "flux delete hr podinfo => destroy-r:cluster every workload it manages hr podinfo\n" +
			"flux uninstall -s => destroy-r:cluster every workload it manages\n" + "flux get kustomizations => -\n" + "flux reconcile ks prod => -\n" + "flux delete source git podinfo => -\n" + "flux uninstall --dry-run => -\n"},
	{Name: "helmfile", Opts: "f|file= e|environment= l|selector= n|namespace= kube-context= args= skip-deps skip-charts concurrency= interactive|i q|quiet debug color no-color help|h state-values-set= state-values-file=", Style: Exact, Does: helmfileDoes,
		Examples: "helmfile destroy => destroy-r:cluster every release of the helmfile\n" + "helmfile -e prod destroy => destroy-r:cluster every release of the helmfile\n" +
			"helmfile delete --purge => destroy-r:cluster every release of the helmfile\n" + "helmfile -f helmfile.yaml -l name=web destroy => destroy-r:cluster every release of the helmfile\n" +
			"helmfile apply => -\n" + "helmfile diff => -\n" + "helmfile sync => -\n" + "helmfile destroy --help => -\n"},
	{Name: "juju", Opts: "m|model= c|controller= force no-wait destroy-storage release-storage no-prompt y|yes destroy-all-models help|h", Style: Exact, Does: jujuDoes,
		Examples: "juju destroy-model prod --no-prompt => destroy-r:cloud every resource of the app prod\n" + "juju destroy-controller ctl --destroy-all-models => destroy-r:cloud every resource of the app ctl\n" +
			"juju remove-application db --destroy-storage => destroy-r:cloud every resource of the app db\n" + "juju status => -\n" + "juju deploy postgresql => -\n"},
	{Name: "kapp", Opts: "a|app= n|namespace= y|yes help|h", Style: Exact, Does: deployVerbDoes,
		Examples: "kapp delete -a web -y => destroy-r:cloud every resource of the app\n" + "kapp deploy -a web -f config/ => -\n" + "kapp ls => -\n"},
	{Name: "sam", Opts: "stack-name= region= profile= config-file= config-env= s3-bucket= s3-prefix= no-prompts save-params debug help|h", Style: Exact, Does: samDoes,
		Examples: "sam delete => destroy-r:cloud every resource of the stack\n" + "sam delete --stack-name api --no-prompts => destroy-r:cloud every resource of the stack api\n" +
			"sam deploy => -\n" + "sam build => -\n" + "sam delete --help => -\n"},
	{Name: "skaffold", Opts: "f|filename= p|profile= n|namespace= kube-context= m|module= help|h", Style: Exact, Does: deployVerbDoes,
		Examples: "skaffold delete => destroy-r:cloud every resource of the app\n" + "skaffold delete -p prod => destroy-r:cloud every resource of the app\n" + "skaffold dev => -\n" + "skaffold run => -\n"},
	{Name: "waypoint", Opts: "auto-approve app= workspace= help|h", Style: Single, Does: deployVerbDoes,
		Examples: "waypoint destroy -auto-approve => destroy-r:cloud every resource of the app\n" + "waypoint up => -\n"},
}

// deployVerbDoes: the tools whose own verb tears the app down (first operand: delete,
// destroy, remove, purge, terminate, or a delete-THING of its own), named by what follows.
func deployVerbDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	ops := lowerOps(c)
	switch v := at(ops, 0); {
	case v == "delete" || v == "destroy" || v == "remove" || v == "purge" || v == "terminate" || strings.HasPrefix(v, "delete-"):
		cloudDestroy(c, "cloud", "every resource of the app", true, c.Name+" "+v, cloudTargets(c, 1)...)
	}
}

// jujuDoes: destroy-model, destroy-controller, remove-application and remove-unit remove
// what runs there and, with it, the storage juju made for it.
func jujuDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	switch v := c.Op(0); v {
	case "destroy-model", "destroy-controller", "kill-controller", "remove-application", "remove-unit", "remove-storage":
		cloudDestroy(c, "cloud", "every resource of the app", true, "juju "+v, cloudTargets(c, 1)...)
	}
}

// copilotDoes: copilot's app, svc, env, job and pipeline all delete their CloudFormation stacks.
func copilotDoes(c *Call) {
	if !helped(c) {
		switchOn(c, "copilot", "allow-all-tools", "allow-all")
		for _, v := range c.P.Values("allow-tool") {
			if t := listGrants(v, "shell", "write"); t != "" {
				c.unattended("copilot --allow-tool " + t)
			}
		}
		if v, ok := c.assigned("COPILOT_ALLOW_ALL"); ok && truthy(v) {
			c.unattended("copilot COPILOT_ALLOW_ALL")
		}
	}
	if cloudHelp(c) || c.Op(1) != "delete" {
		return
	}
	cloudDestroy(c, "cloud", "every resource of the app", true, "copilot "+c.Op(0)+" delete")
}

// samDoes: sam delete deletes the application's CloudFormation stack and its resources.
func samDoes(c *Call) {
	if cloudHelp(c) || c.Op(0) != "delete" {
		return
	}
	var stack []Word
	if s, ok := c.Value("stack-name"); ok {
		stack = append(stack, s)
	}
	cloudDestroy(c, "cloud", "every resource of the stack", true, "sam delete", stack...)
}

// helmfileDoes: destroy (and the older delete) uninstalls every release the helmfile
// selects.
func helmfileDoes(c *Call) {
	if cloudHelp(c) || c.Op(0) != "destroy" && c.Op(0) != "delete" {
		return
	}
	cloudDestroy(c, "cluster", "every release of the helmfile", true, "helmfile "+c.Op(0))
}

// argocdDoes: argocd app delete cascades by default, deleting every Kubernetes resource of
// the application; --cascade=false leaves them running.
func argocdDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	ops := lowerOps(c)
	if (at(ops, 0) == "app" || at(ops, 0) == "apps") && at(ops, 1) == "sync" && c.Has("prune") && !c.Has("dry-run") && !c.Has("preview-changes") {
		// --prune deletes every live resource the application's source no longer declares.
		cloudDestroy(c, "cluster", "every resource its source no longer declares", true, "argocd app sync --prune", cloudTargets(c, 2)...)
		return
	}
	if at(ops, 0) != "app" && at(ops, 0) != "apps" && at(ops, 0) != "appset" && at(ops, 0) != "applicationset" || at(ops, 1) != "delete" && at(ops, 1) != "rm" {
		return
	}
	if v, ok := c.Value("cascade"); ok && !v.Dyn && strings.EqualFold(v.S, "false") {
		return
	}
	cloudDestroy(c, "cluster", "the application and every resource it manages", true, "argocd "+at(ops, 0)+" delete", cloudTargets(c, 2)...)
}

// fluxDoes: deleting a Kustomization or HelmRelease (with prune, the default in most
// setups) garbage-collects the workloads it applied; flux uninstall removes them all. A
// source's deletion stops updates but removes nothing that runs.
func fluxDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	switch c.Op(0) {
	case "uninstall":
		if !c.Has("dry-run") {
			cloudDestroy(c, "cluster", "every workload it manages", true, "flux uninstall")
		}
	case "delete":
		switch k := c.Op(1); k {
		case "kustomization", "ks", "helmrelease", "hr":
			cloudDestroy(c, "cluster", "every workload it manages", true, "flux delete", cloudTargets(c, 1)...)
		}
	}
}
