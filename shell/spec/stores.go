package spec

import "strings"

// storeSpecs are the smaller destroyers the cloud table lacked: object-store clients
// (azcopy, s5cmd, b2), backup and key-value stores (velero, consul kv), package feeds
// (dotnet nuget delete), a PostgreSQL cluster's data directory (pg_dropcluster), hosted
// database platforms (turso, PlanetScale, Neon, Xata, Fauna, Upstash: what they delete is a
// database or a branch of one), a restore that drops what it replaces (mongorestore --drop)
// and service meshes and schedulers torn down (istioctl uninstall, nomad's purge). What each destroys is
// a Destroy effect whose Class says what kind of thing is lost; a copy up to a store reads
// its local side to send it. Listings, copies down and dry runs do nothing. Sorted by Name.
var storeSpecs = []Spec{
	{Name: "azcopy", Opts: azcopyOpts, Style: Exact, Does: azcopyDoes,
		Examples: "azcopy remove 'https://acct.blob.core.windows.net/media' --recursive => destroy-r:cloud every object under https://acct.blob.core.windows.net/media\n" +
			"azcopy rm 'https://acct.blob.core.windows.net/media/a.png' => destroy:cloud object https://acct.blob.core.windows.net/media/a.png\n" +
			"azcopy sync ./site https://a.blob/w --delete-destination=true => destroy-r:cloud objects missing from the source under https://a.blob/w\n" +
			"azcopy copy .env 'https://acct.blob.core.windows.net/c/x' => read:send .env\n" +
			"azcopy copy ./site 'https://acct.blob.core.windows.net/c' --recursive => read-r:send ./site\n" +
			"azcopy sync ./site https://a.blob/w => read-r:send ./site\n" +
			"azcopy sync ./site https://a.blob/w --delete-destination=false !> destroy-r:cloud objects missing from the source under https://a.blob/w\n" +
			"azcopy remove 'https://acct.blob.core.windows.net/media' --recursive --dry-run => -\n" +
			"azcopy list 'https://acct.blob.core.windows.net/media' => -\n" + "azcopy login => -\n"},
	{Name: "b2", Opts: b2Opts, Style: Exact, Does: b2Does,
		Examples: "b2 rm --recursive --versions b2://photos/2023 => destroy-r:cloud every object under b2://photos/2023\n" +
			"b2 rm b2://photos/a.jpg => destroy:cloud object b2://photos/a.jpg\n" +
			"b2 bucket delete photos => destroy-r:cloud bucket photos\n" + "b2 delete-bucket photos => destroy-r:cloud bucket photos\n" +
			"b2 delete-file-version a.jpg 4_z27c8 => destroy:cloud file version a.jpg 4_z27c8\n" +
			"b2 sync --delete ./photos b2://photos => destroy-r:cloud objects missing from the source under b2://photos\n" +
			"b2 sync ./photos b2://photos => read-r:send ./photos\n" + "b2 rm --recursive --dry-run b2://photos => -\n" +
			"b2 ls b2://photos => -\n" + "b2 sync b2://photos ./photos => write-r:download ./photos\n"},
	{Name: "consul kv delete", Opts: "http-addr= token= token-file= datacenter= namespace= partition= recurse cas modify-index=", Style: Single, Does: consulDeleteDoes,
		Examples: "consul kv delete -recurse app/ => destroy-r:database every key under app/\n" +
			"consul kv delete -http-addr=https://c:8501 -recurse '' => destroy-r:database every key under\n" +
			"consul kv delete app/feature-x => -\n"},
	{Name: "cypher-shell", Opts: "a|address|uri= u|username= p|password= d|database= f|file= P|param= format= encryption= driver-version non-interactive sample-rows= wrap= fail-fast fail-at-end debug log? access-mode= change-password impersonate= v|version h|help", Style: GNU, Does: cypherDoes,
		Examples: "cypher-shell 'MATCH (n) DETACH DELETE n' => destroy-r:database every node and relationship the query matches\n" +
			"echo 'MATCH (n) DETACH DELETE n' | cypher-shell -u neo4j => destroy-r:database every node and relationship the query matches\n" +
			"cypher-shell -d system 'DROP DATABASE prod' => destroy-r:database every node and relationship the query matches\n" +
			"cypher-shell \"MATCH (n:Temp) WHERE n.created < 1 DELETE n\" => -\n" + "cypher-shell 'MATCH (n) RETURN count(n)' => -\n"},
	{Name: "dotnet nuget", Opts: "h|help", Style: ExactInOrder, Subs: true},
	{Name: "dotnet nuget delete", Opts: "s|source= k|api-key= non-interactive no-service-endpoint interactive force-english-output h|help", Style: Exact, Does: nugetDeleteDoes,
		Examples: "dotnet nuget delete Acme.Core 2.1.0 --non-interactive => destroy:package package Acme.Core 2.1.0\n" +
			"dotnet nuget delete Acme.Core 2.1.0 -s https://feed/v3/index.json -k KEY => destroy:package package Acme.Core 2.1.0\n" +
			"dotnet nuget delete --help => -\n"},
	{Name: "fauna", Opts: dbPlatformOpts, Style: Exact, Does: dbPlatformDoes,
		Examples: "fauna delete-database prod => destroy:database delete-database prod\n" + "fauna database delete --name prod => destroy:database database prod\n" + "fauna database list => -\n"},
	{Name: "istioctl", Opts: "purge f|filename= r|revision= y|skip-confirmation dry-run|d context= kubeconfig|c= i|istioNamespace= n|namespace= v|verbose help|h", Style: Exact, Does: istioctlDoes,
		Examples: "istioctl uninstall --purge -y => destroy-r:cluster the Istio control plane and its resources\n" +
			"istioctl x uninstall --revision canary => destroy-r:cluster the Istio control plane and its resources\n" +
			"istioctl uninstall --purge --dry-run => -\n" + "istioctl install -y => -\n" + "istioctl analyze => -\n"},
	{Name: "mongoimport", Opts: mongoToolOpts, Style: GNU, Does: mongoDropDoes,
		Examples: "mongoimport --drop -c users users.json => destroy-r:database the collections it loads, dropped first\n" + "mongoimport -c users users.json => -\n"},
	{Name: "mongorestore", Opts: mongoToolOpts, Style: GNU, Does: mongoDropDoes,
		Examples: "mongorestore --drop dump/ => destroy-r:database the collections it loads, dropped first\n" + "mongorestore --uri mongodb://prod --drop --gzip --archive=db.gz => destroy-r:database the collections it loads, dropped first\n" +
			"mongorestore --drop --dryRun dump/ => -\n" + "mongorestore dump/ => -\n"},
	{Name: "neon", Like: "neonctl"},
	{Name: "neonctl", Opts: dbPlatformOpts, Style: Exact, Does: dbPlatformDoes,
		Examples: "neonctl projects delete shy-fog-123 => destroy:database projects shy-fog-123\n" + "neon branches delete main => destroy:database branches main\n" +
			"neonctl databases delete app --branch main => destroy:database databases app\n" + "neonctl branches list => -\n" + "neonctl connection-string => -\n"},
	{Name: "nomad", Opts: "address= region= namespace= token= ca-cert= client-cert= client-key= tls-skip-verify purge detach global yes y verbose h|help", Style: Single, Does: nomadDoes,
		Examples: "nomad job stop -purge web => destroy-r:cloud job and its history web\n" + "nomad stop -purge -yes web => destroy-r:cloud job and its history web\n" +
			"nomad volume delete pgdata => destroy:disk volume pgdata\n" + "nomad namespace delete prod => destroy-r:cloud namespace prod\n" +
			"nomad job stop web => -\n" + "nomad job status => -\n" + "nomad job run web.nomad => -\n"},
	{Name: "nuget", Opts: "Source= ApiKey= NonInteractive NoPrompt ConfigFile= Verbosity= ForceEnglishOutput help|h", Style: Single, Subs: true},
	{Name: "nuget delete", Like: "dotnet nuget delete"},
	{Name: "okteto", Opts: "n|namespace= c|context= f|file= v|volumes h|help", Style: Exact, Does: func(c *Call) {
		if c.Op(0) == "destroy" || c.Op(0) == "down" && c.Has("v") {
			cloudDestroy(c, "cloud", "the development environment", true, "okteto "+c.Op(0))
		}
	},
		Examples: "okteto destroy => destroy-r:cloud the development environment\n" + "okteto down -v => destroy-r:cloud the development environment\n" + "okteto down => -\n" + "okteto up => -\n"},
	{Name: "orb", Opts: "f|force m|machine= u|user= h|help", Does: func(c *Call) {
		if inWords("delete rm", c.Op(0)) {
			vmDestroy(c, "orb delete", c.Operands()[1:])
		}
	},
		Examples: "orb delete ubuntu -f => destroy:vm instance and its disk ubuntu\n" + "orb list => -\n"},
	{Name: "orbctl", Like: "orb"},
	{Name: "pct", Opts: "purge force destroy-unreferenced-disks skiplock", Style: Single, Does: func(c *Call) {
		if c.Op(0) == "destroy" {
			vmDestroy(c, "pct destroy", c.Operands()[1:])
		}
	},
		Examples: "pct destroy 100 --purge => destroy:vm instance and its disk 100\n" + "pct list => -\n" + "pct stop 100 => -\n"},
	{Name: "pg_dropcluster", Opts: "stop help", Style: GNU, Does: pgDropclusterDoes,
		Examples: "pg_dropcluster 14 main --stop => destroy-r:database cluster and its data directory 14 main\n" +
			"sudo pg_dropcluster --stop 16 test => destroy-r:database cluster and its data directory 16 test\n" + "pg_dropcluster --help => -\n"},
	{Name: "planetscale", Like: "pscale"},
	{Name: "prlctl", Opts: "f|force h|help", Does: func(c *Call) {
		if c.Op(0) == "delete" {
			vmDestroy(c, "prlctl delete", c.Operands()[1:])
		}
	},
		Examples: "prlctl delete ubuntu => destroy:vm instance and its disk ubuntu\n" + "prlctl list -a => -\n"},
	{Name: "pscale", Opts: dbPlatformOpts, Style: Exact, Does: dbPlatformDoes,
		Examples: "pscale database delete prod --force => destroy:database database prod\n" + "pscale branch delete prod dev --force => destroy:database branch prod dev\n" +
			"pscale database list => -\n" + "pscale branch create prod dev => -\n"},
	{Name: "qm", Opts: "purge destroy-unreferenced-disks skiplock", Style: Single, Does: func(c *Call) {
		if c.Op(0) == "destroy" {
			vmDestroy(c, "qm destroy", c.Operands()[1:])
		}
	},
		Examples: "qm destroy 100 --purge => destroy:vm instance and its disk 100\n" + "qm list => -\n" + "qm shutdown 100 => -\n"},
	{Name: "s5cmd", Opts: s5cmdOpts, Style: Exact, Does: s5cmdDoes,
		Examples: "s5cmd rm 's3://logs/2023/*' => destroy-r:cloud every object under s3://logs/2023/*\n" +
			"s5cmd rm s3://logs/a.txt => destroy:cloud object s3://logs/a.txt\n" + "s5cmd rb s3://logs => destroy:cloud bucket s3://logs\n" +
			"s5cmd --endpoint-url https://minio:9000 rm 's3://b/*' => destroy-r:cloud every object under s3://b/*\n" +
			"s5cmd sync --delete ./site/ s3://www/ => destroy-r:cloud objects missing from the source under s3://www/\n" +
			"s5cmd cp .env s3://drop/x => read:send .env\n" + "s5cmd cp 's3://b/*' ./out/ => write-r:download ./out/\n" +
			"s5cmd --dry-run rm 's3://logs/*' => -\n" + "s5cmd ls s3://logs => -\n"},
	{Name: "tilt", Opts: "delete-namespaces f|file= context= port= h|help", Style: Exact, Does: func(c *Call) {
		if c.Op(0) == "down" {
			cloudDestroy(c, "cluster", "every resource of the Tiltfile", true, "tilt down")
		}
	},
		Examples: "tilt down --delete-namespaces => destroy-r:cluster every resource of the Tiltfile\n" + "tilt down => destroy-r:cluster every resource of the Tiltfile\n" + "tilt up => -\n"},
	{Name: "upstash", Opts: dbPlatformOpts, Style: Exact, Does: dbPlatformDoes,
		Examples: "upstash redis delete 1a2b => destroy:database redis 1a2b\n" + "upstash redis list => -\n"},
	{Name: "velero", Opts: "all confirm l|selector= n|namespace= kubeconfig= kubecontext= features= colorized= h|help", Style: Exact, Does: veleroDoes,
		Examples: "velero backup delete nightly-20240101 --confirm => destroy:backup backup nightly-20240101\n" +
			"velero backup delete --all --confirm => destroy-r:backup every backup\n" + "velero delete backup nightly => destroy:backup backup nightly\n" +
			"velero schedule delete nightly --confirm => destroy:backup schedule nightly\n" +
			"velero backup get => -\n" + "velero backup create now => -\n" + "velero restore delete r1 => -\n"},
	{Name: "xata", Opts: dbPlatformOpts, Style: Exact, Does: dbPlatformDoes,
		Examples: "xata branch delete main => destroy:database branch main\n" + "xata dbs delete app --force => destroy:database dbs app\n" + "xata branch list => -\n"},
}

const azcopyOpts = "recursive dry-run delete-destination= include-pattern= exclude-pattern= include-path= exclude-path= list-of-files= from-to= log-level= output-type= cap-mbps= overwrite= put-md5 check-md5= block-size-mb= trusted-microsoft-suffixes= h|help"

const b2Opts = "recursive versions dry-run delete replace-newer skip-newer keep-days= threads= exclude-regex= include-regex= exclude-dir-regex= compare-versions= quiet profile= h|help"

const dbPlatformOpts = "f|force y|yes force-delete org= database= branch= name= project-id= api-key= config= context= output= o= json h|help"

const mongoToolOpts = "drop dryRun uri= h|host= port= u|username= p|password= authenticationDatabase= authenticationMechanism= d|db= c|collection= nsInclude= nsExclude= nsFrom= nsTo= gzip archive? dir= file= type= headerline jsonArray mode= upsertFields= quiet v|verbose numInsertionWorkersPerCollection= j|numParallelCollections= help version"

const s5cmdOpts = "dry-run numworkers= endpoint-url= no-verify-ssl log= json stat credentials-file= profile= request-payer= use-list-objects-v1 no-sign-request r|retry-count= raw all-versions version-id= delete size-only exclude= include= flatten n|no-clobber s|if-size-differ u|if-source-newer h|help"

// storeDestroy is a delete in an object store: one object, or every object under a prefix
// (recursive, or a pattern that names many).
func storeDestroy(c *Call, by string, tree bool, targets []Word) {
	for _, w := range targets {
		many := tree || w.Dyn || strings.ContainsAny(w.S, "*?[")
		what := "object"
		if many {
			what = "every object under"
		}
		cloudDestroy(c, "cloud", what, many, by, w)
	}
}

func urlOf(w Word) bool {
	return urlLike(w, "https://") || urlLike(w, "http://")
}

func azcopyDoes(c *Call) {
	if cloudHelp(c) || c.Has("dry-run") {
		return
	}
	ops := c.Operands()
	switch lowerOp(ops, 0) {
	case "remove", "rm":
		storeDestroy(c, "azcopy remove", c.Has("recursive"), ops[1:])
	case "copy", "cp", "sync":
		if len(ops) < 3 {
			return
		}
		v, _ := c.Value("delete-destination")
		prune := lowerOp(ops, 0) == "sync" && strings.EqualFold(v.S, "true")
		objectCopy(c, ops[1], ops[len(ops)-1], c.Has("recursive") || lowerOp(ops, 0) == "sync", false, prune, urlOf)
	}
}

func b2Does(c *Call) {
	if cloudHelp(c) || c.Has("dry-run") {
		return
	}
	ops := c.Operands()
	b2 := func(w Word) bool { return urlLike(w, "b2://") || urlLike(w, "b2id://") }
	switch lowerOp(ops, 0) {
	case "rm":
		storeDestroy(c, "b2 rm", c.Has("recursive"), ops[1:])
	case "delete-bucket":
		cloudDestroy(c, "cloud", "bucket", true, "b2 delete-bucket", ops[1:]...)
	case "bucket":
		if lowerOp(ops, 1) == "delete" {
			cloudDestroy(c, "cloud", "bucket", true, "b2 bucket delete", ops[2:]...)
		}
	case "delete-file-version":
		cloudDestroy(c, "cloud", "file version", false, "b2 delete-file-version", ops[1:]...)
	case "file":
		if lowerOp(ops, 1) == "delete" || lowerOp(ops, 1) == "rm" {
			cloudDestroy(c, "cloud", "file version", false, "b2 file delete", ops[2:]...)
		}
	case "sync":
		if len(ops) >= 3 {
			objectCopy(c, ops[1], ops[len(ops)-1], true, false, c.Has("delete"), b2)
		}
	}
}

func s5cmdDoes(c *Call) {
	if cloudHelp(c) || c.Has("dry-run") {
		return
	}
	ops := c.Operands()
	s3 := func(w Word) bool { return urlLike(w, "s3://") }
	switch lowerOp(ops, 0) {
	case "rm":
		storeDestroy(c, "s5cmd rm", false, ops[1:])
	case "rb":
		cloudDestroy(c, "cloud", "bucket", false, "s5cmd rb", ops[1:]...)
	case "cp", "mv", "sync":
		if len(ops) < 3 {
			return
		}
		src, dst := ops[1], ops[len(ops)-1]
		tree := lowerOp(ops, 0) == "sync" || strings.ContainsAny(src.S, "*?") || strings.HasSuffix(dst.S, "/")
		objectCopy(c, src, dst, tree, lowerOp(ops, 0) == "mv", lowerOp(ops, 0) == "sync" && c.Has("delete"), s3)
		if lowerOp(ops, 0) == "mv" && s3(src) {
			storeDestroy(c, "s5cmd mv", false, ops[1:2])
		}
	}
}

// consulDeleteDoes: -recurse deletes every key under the prefix, as etcdctl del --prefix
// does; one key alone is an ordinary edit of the store.
func consulDeleteDoes(c *Call) {
	if !c.Has("recurse") {
		return
	}
	key := c.Operand(0)
	c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: "consul kv delete", Text: strings.TrimSpace("every key under " + key.S), Known: !key.Dyn, Dyn: key.Dyn})
}

// nugetDeleteDoes: a package version deleted (unlisted on nuget.org, gone from a private feed).
func nugetDeleteDoes(c *Call) {
	if c.Has("help") {
		return
	}
	if ops := c.Operands(); len(ops) > 0 {
		cloudDestroy(c, "package", "package", false, "dotnet nuget delete", ops...)
	}
}

// pgDropclusterDoes: Debian's pg_dropcluster removes a PostgreSQL cluster: its data
// directory, every database in it, and its configuration.
func pgDropclusterDoes(c *Call) {
	if c.Has("help") {
		return
	}
	if ops := c.Operands(); len(ops) > 0 {
		cloudDestroy(c, "database", "cluster and its data directory", true, "pg_dropcluster", ops...)
	}
}

// istioctlDoes: uninstall (also under the experimental `x`) removes the control plane, and
// with --purge every Istio resource of the cluster.
func istioctlDoes(c *Call) {
	if cloudHelp(c) || c.Has("dry-run") {
		return
	}
	ops := lowerOps(c)
	if at(ops, 0) == "uninstall" || at(ops, 0) == "x" && at(ops, 1) == "uninstall" || at(ops, 0) == "experimental" && at(ops, 1) == "uninstall" {
		cloudDestroy(c, "cluster", "the Istio control plane and its resources", true, "istioctl uninstall")
	}
}

// nomadDoes: a job stopped with -purge is gone with its history (a plain stop keeps the job
// to run again); a volume or a namespace deleted takes what it held.
func nomadDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	ops := lowerOps(c)
	switch {
	case at(ops, 0) == "job" && at(ops, 1) == "stop" && c.Has("purge"):
		cloudDestroy(c, "cloud", "job and its history", true, "nomad job stop -purge", cloudTargets(c, 2)...)
	case at(ops, 0) == "stop" && c.Has("purge"):
		cloudDestroy(c, "cloud", "job and its history", true, "nomad stop -purge", cloudTargets(c, 1)...)
	case at(ops, 0) == "volume" && at(ops, 1) == "delete":
		cloudDestroy(c, "disk", "volume", false, "nomad volume delete", cloudTargets(c, 2)...)
	case at(ops, 0) == "namespace" && at(ops, 1) == "delete":
		cloudDestroy(c, "cloud", "namespace", true, "nomad namespace delete", cloudTargets(c, 2)...)
	}
}

// veleroDoes: a backup deleted is deleted from its object storage too; a schedule deleted
// stops the backups it made. Both orders of the verb are velero's (backup delete, delete backup).
func veleroDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	ops := lowerOps(c)
	kind := ""
	switch {
	case at(ops, 1) == "delete":
		kind = at(ops, 0)
	case at(ops, 0) == "delete":
		kind = at(ops, 1)
	}
	switch kind {
	case "backup", "backups":
		if c.Has("all") {
			cloudDestroy(c, "backup", "every backup", true, "velero backup delete")
			return
		}
		cloudDestroy(c, "backup", "backup", c.Has("selector"), "velero backup delete", cloudTargets(c, 2)...)
	case "schedule", "schedules":
		cloudDestroy(c, "backup", "schedule", false, "velero schedule delete", cloudTargets(c, 2)...)
	}
}

// dbPlatformDoes: a hosted database platform's delete (its verb delete, destroy, rm, or a
// delete-THING of its own) takes a database, a branch of one, or a project of them.
func dbPlatformDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	ops := lowerOps(c)
	for i := 0; i < len(ops) && i < 4; i++ {
		v := ops[i]
		if v == "" || cloudStops(v) {
			return
		}
		if inWords("delete destroy rm remove", v) || strings.HasPrefix(v, "delete-") {
			what := strings.Join(ops[:i], " ")
			if i == 0 {
				what = v
			}
			targets := cloudTargets(c, i+1)
			if n, ok := c.Value("name"); ok {
				targets = append(targets, n)
			}
			cloudDestroy(c, "database", what, false, c.Name+" "+strings.Join(ops[:i+1], " "), targets...)
			return
		}
	}
}

// mongoDropDoes: --drop drops each collection before the tool loads it again from the dump
// or file: what the collection held since is gone.
func mongoDropDoes(c *Call) {
	if !c.Has("drop") || c.Has("dryRun") || c.Has("help") {
		return
	}
	c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: c.Name + " --drop", Text: "the collections it loads, dropped first"})
}

// vmDestroy is a virtual machine deleted with its disks (Proxmox, Parallels, Lima, Colima,
// OrbStack): what was installed and stored in it is gone.
func vmDestroy(c *Call, by string, names []Word) {
	if c.Has("help") || c.Has("h") {
		return
	}
	cloudDestroy(c, "vm", "instance and its disk", false, by, names...)
}

// cypherDoes: Neo4j's shell runs the Cypher its operand, -f file or stdin gives. A DELETE
// (DETACH DELETE) with no WHERE removes every node its MATCH meets, and DROP DATABASE a
// database; text that cannot be read is left to what is known of the rest.
func cypherDoes(c *Call) {
	if c.HasAny("h", "v") {
		return
	}
	var texts []string
	if q := c.Operand(0); q.S != "" && !q.Dyn {
		texts = append(texts, q.S)
	}
	if f, ok := c.Value("f"); ok {
		if t, ok := c.ReadFile(c.PathOf(f)); ok {
			texts = append(texts, t)
		}
	}
	if c.In.StdinKnown {
		texts = append(texts, c.In.Stdin)
	}
	for _, t := range texts {
		u := " " + strings.Join(strings.Fields(strings.ToUpper(t)), " ") + " "
		if strings.Contains(u, " DROP DATABASE ") || strings.Contains(u, " DELETE ") && !strings.Contains(u, " WHERE ") && !strings.Contains(u, " LIMIT ") {
			c.Add(Effect{Kind: Destroy, Class: "database", Tree: true, By: "cypher-shell", Text: "every node and relationship the query matches"})
			return
		}
	}
}

// lowerOp is the i-th operand lower-cased, "" past the end or where it is only known when
// the line runs.
func lowerOp(ops []Word, i int) string {
	if i >= len(ops) || ops[i].Dyn {
		return ""
	}
	return strings.ToLower(ops[i].S)
}
