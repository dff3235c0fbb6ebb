package spec

import "strings"

// credToolSpecs are programs and subcommands that print a live credential or decrypted
// secrets, beside the stores of secretSpecs: registry credential helpers, framework credential
// stores, KV stores and identity brokers. Each prints what an agent must not read, so each is
// an Expose "credential". Sorted by Name; merged into the index like any other table.
var credToolSpecs = []Spec{
	{Name: "bws", Opts: "t|access-token= o|output= c|color= profile= server-url= help|h", Style: ExactInOrder, Subs: true},
	{Name: "bws secret", Opts: "t|access-token= o|output= profile= server-url= help|h", Style: ExactInOrder, Subs: true, Does: bwsDoes,
		Examples: "bws secret get 2863ced6 => expose:credential bws secret get 2863ced6\n" + "bws secret list => expose:credential bws secret list\n" +
			"bws secret delete 2863ced6 !> expose:credential bws secret delete 2863ced6\n"},
	{Name: "bws secrets", Like: "bws secret"},
	{Name: "consul", Opts: "help|h version", Style: InOrder, Subs: true},
	{Name: "consul kv", Opts: "help|h", Style: InOrder, Subs: true},
	{Name: "consul kv export", Opts: "http-addr= token= token-file= datacenter= stale namespace= partition=", Style: Single, Does: credential,
		Examples: "consul kv export app/ => expose:credential consul kv export app/\n"},
	{Name: "consul kv get", Opts: "http-addr= token= token-file= datacenter= stale namespace= partition= base64 detailed keys recurse separator=", Style: Single, Does: consulGetDoes,
		Examples: "consul kv get app/db_password => expose:credential consul kv get app/db_password\n" + "consul kv get -recurse app/ => expose:credential consul kv get app/\n" +
			"consul kv get -keys app/ => -\n"},
	// The credential helpers docker calls: `get` prints the registry's username and secret for
	// the server named on stdin; list prints only servers and users.
	{Name: "docker-credential-desktop", Style: InOrder, Does: dockerCredentialDoes,
		Examples: "docker-credential-desktop get <<< https://index.docker.io/v1/ => expose:credential a registry credential (docker-credential-desktop get)\n" +
			"docker-credential-desktop list => -\n"},
	{Name: "docker-credential-ecr-login", Like: "docker-credential-desktop"},
	{Name: "docker-credential-gcloud", Like: "docker-credential-desktop"},
	{Name: "docker-credential-gcr", Like: "docker-credential-desktop"},
	{Name: "docker-credential-osxkeychain", Like: "docker-credential-desktop"},
	{Name: "docker-credential-pass", Like: "docker-credential-desktop"},
	{Name: "docker-credential-secretservice", Like: "docker-credential-desktop"},
	{Name: "docker-credential-wincred", Like: "docker-credential-desktop"},
	{Name: "dotenvx", Opts: "l|log-level= q|quiet v|verbose debug help|h V|version", Style: ExactInOrder, Subs: true},
	{Name: "dotenvx decrypt", Opts: "f|env-file= fk|env-keys-file= k|key= ek|exclude-key= stdout", Does: dotenvxDoes,
		Examples: "dotenvx decrypt --stdout => expose:credential dotenvx decrypt\n" + "npx @dotenvx/dotenvx decrypt --stdout => expose:credential dotenvx decrypt\n" +
			"dotenvx decrypt => -\n"},
	{Name: "dotenvx get", Opts: "f|env-file= fk|env-keys-file= e|env= overload strict convention= all a pretty-print|pp format=", Does: credential,
		Examples: "dotenvx get => expose:credential dotenvx get\n" + "dotenvx get DATABASE_URL -f .env.production => expose:credential dotenvx get DATABASE_URL\n"},
	{Name: "dotenvx run", Opts: "f|env-file= fk|env-keys-file= e|env= overload strict convention= ignore=", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Sep: "--"},
		Examples: "dotenvx run -- printenv => expose:env printenv\n" + "dotenvx run -f .env.production -- npm start !> expose:env printenv\n"},
	{Name: "dotnet user-secrets", Opts: "p|project= id= c|configuration= v|verbose help|h", Style: ExactInOrder, Subs: true},
	{Name: "dotnet user-secrets list", Opts: "p|project= id= c|configuration= v|verbose json help|h", Does: credential,
		Examples: "dotnet user-secrets list => expose:credential dotnet user-secrets list\n" + "dotnet user-secrets list --project src/Api => expose:credential dotnet user-secrets list\n"},
	// envchain NAMESPACE CMD: runs CMD with the namespace's secrets from the key chain in its
	// environment.
	{Name: "envchain", Opts: "s|set n|noecho p|require-passphrase P|no-require-passphrase l|list unset", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1, None: "s l unset"},
		Examples: "envchain aws env => expose:env the whole environment\n" + "envchain aws terraform plan !> expose:env the whole environment\n"},
	{Name: "granted", Opts: "help|h verbose", Style: ExactInOrder, Subs: true},
	{Name: "granted credentials", Opts: "help|h", Style: ExactInOrder, Subs: true},
	{Name: "granted credentials export", Like: "granted credentials export-plaintext"},
	{Name: "granted credentials export-plaintext", Opts: "help|h profile=", Does: credential,
		Examples: "granted credentials export-plaintext prod => expose:credential granted credentials export-plaintext prod\n"},
	{Name: "helm secrets", Opts: helmOpts + " b|backend= backend-args= i|in-place ignore-missing-values= output-decrypt-file-path=", Style: ExactInOrder, Subs: true},
	{Name: "helm secrets dec", Like: "helm secrets decrypt"},
	{Name: "helm secrets decrypt", Opts: helmOpts + " b|backend= backend-args= i|in-place terraform", Does: helmSecretsDoes,
		Examples: "helm secrets decrypt secrets.yaml => expose:credential helm secrets decrypt secrets.yaml\n" +
			"helm secrets decrypt -i secrets.yaml => write secrets.yaml\n" + "helm secrets decrypt -i secrets.yaml !> expose:credential helm secrets decrypt secrets.yaml\n"},
	{Name: "helm secrets view", Opts: helmOpts + " b|backend= backend-args=", Does: credential,
		Examples: "helm secrets view secrets.yaml => expose:credential helm secrets view secrets.yaml\n"},
	{Name: "kubectl view-secret", Opts: kubectlOpts + " a|all q|quiet", Does: credential,
		Examples: "kubectl view-secret db password => expose:credential kubectl view-secret db password\n" + "kubectl view-secret db -a => expose:credential kubectl view-secret db\n"},
	{Name: "kubectl-view_secret", Like: "kubectl view-secret"},
	{Name: "saml2aws", Opts: "a|idp-account= profile= region= verbose", Style: InOrder, Subs: true},
	{Name: "saml2aws script", Opts: "a|idp-account= p|profile= shell= credentials-file=", Does: credential,
		Examples: "saml2aws script => expose:credential saml2aws script\n" + "saml2aws script --shell=bash => expose:credential saml2aws script\n"},
}

// bwsDoes: Bitwarden Secrets Manager's `secret get` and `secret list` print the values.
func bwsDoes(c *Call) {
	if c.Has("help") {
		return
	}
	switch c.Op(0) {
	case "get", "list":
		credential(c)
	}
}

// consulGetDoes: consul kv get prints the values; -keys lists only the keys.
func consulGetDoes(c *Call) {
	if !c.Has("keys") {
		credential(c)
	}
}

// dockerCredentialDoes: a credential helper's `get` prints the secret for a registry.
func dockerCredentialDoes(c *Call) {
	if c.Op(0) == "get" {
		name := c.Name
		if i := strings.LastIndexByte(name, '/'); i >= 0 {
			name = name[i+1:]
		}
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "a registry credential (" + name + " get)", Known: true, By: name})
	}
}

// dotenvxDoes: decrypt rewrites the encrypted .env in place, or prints it with --stdout.
func dotenvxDoes(c *Call) {
	if c.Has("stdout") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "dotenvx decrypt", Known: true, By: "dotenvx decrypt"})
	}
}

// helmSecretsDoes: decrypt prints the decrypted values file, or with -i writes it in place.
func helmSecretsDoes(c *Call) {
	if c.Has("help") {
		return
	}
	if c.Has("i") {
		for _, w := range c.Operands() {
			c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "helm secrets decrypt -i"})
		}
		return
	}
	credential(c)
}
