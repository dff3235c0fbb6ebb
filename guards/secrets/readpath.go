package secrets

import (
	"errors"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/guards/internal/secretfiles"
	"github.com/hookguard/hookguard/guards/internal/sshfiles"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/state"
)

// secretFile says why a clean absolute path is a file of secrets, or "" when it is not. It
// looks at the path only (case-folded: .ENV is .env on a case-insensitive disk); files whose
// verdict depends on their content are secretfiles.ContentDecided. What a name alone says is
// secretfiles.ByName, the list destructive judges deletes by too.
func secretFile(p, home string) (rule, why string) {
	lp := strings.ToLower(filepath.ToSlash(p))
	base := path.Base(lp)

	// Credential directories of the home (and of any user's home, as written).
	lps := lp + "/"
	fs := credentialFrags()
	if !strings.Contains(lps, "/.") {
		// Nearly every fragment names a dot directory or file, and most paths a command
		// names, and every entry of a project's tree, hold none: only the others can match.
		fs = undottedFrags()
	}
	for _, d := range fs.dirs {
		if i := strings.Index(lps, d.frag); i >= 0 {
			if d.frag == "/.ssh/" && sshPublic(base, lps[i+len(d.frag):]) {
				break
			}
			return d.rule, d.why
		}
	}
	for _, d := range fs.harness {
		if strings.Contains(lps, d.frag) {
			return d.rule, d.why
		}
	}
	for _, f := range fs.files {
		if strings.HasSuffix(lp, f.frag) {
			return f.rule, f.why
		}
	}
	if strings.HasPrefix(lp, "/proc/") && (strings.HasSuffix(lp, "/environ") || strings.Contains(lp, "/environ/")) {
		return "proc-environ", "a process's environment, where tokens and passwords are passed"
	}
	// lp == lower(home)+"/.npmrc", the home lower-cased only for a name that could be it.
	if dir, ok := strings.CutSuffix(lp, "/.npmrc"); ok && dir != "" && dir == strings.ToLower(strings.TrimSuffix(home, "/")) {
		return "npmrc", "the user's npm configuration, which holds registry auth tokens"
	}
	return secretfiles.ByName(base)
}

type frag struct{ frag, rule, why string }

// fragSet is the fragments secretFile looks for, in its order: directories anywhere in the
// path, the harnesses' logins, files at its end.
type fragSet struct{ dirs, harness, files []frag }

// credentialFrags are all of them.
func credentialFrags() fragSet {
	return fragSet{credentialDirs[:], harnessCredentials(), credentialFiles[:]}
}

// undottedFrags are the fragments without "/." in them, in the same order: a path without it
// holds no other one (/run/secrets/, /rclone/rclone.conf). Made once, when first needed.
var undottedFrags = sync.OnceValue(func() fragSet {
	undotted := func(fs []frag) []frag {
		return slices.DeleteFunc(slices.Clone(fs), func(f frag) bool { return strings.Contains(f.frag, "/.") })
	}
	all := credentialFrags()
	return fragSet{undotted(all.dirs), undotted(all.harness), undotted(all.files)}
})

// credentialDirs are directories whose every file is a credential (~/.ssh but for its public
// files), matched as path fragments so that /root/.aws is caught like ~/.aws.
var credentialDirs = [...]frag{
	{"/.ssh/", "ssh-dir", "the SSH directory, which holds private keys"},
	{"/.aws/", "aws-credentials", "the AWS CLI's credentials and SSO caches"},
	{"/.config/gcloud/", "gcloud-credentials", "the Google Cloud SDK's credentials"},
	{"/.azure/", "azure-credentials", "the Azure CLI's tokens"},
	{"/.gnupg/", "gnupg", "the GnuPG key ring"},
	{"/.password-store/", "password-store", "the pass password store"},
	{"/.config/op/", "1password-cli", "the 1Password CLI's session"},
	{"/.local/share/keyrings/", "keyring", "the desktop key ring"},
	{"/.docker/config.json/", "docker-config", "Docker's registry credentials"},
	// Every file of ~/.kube: KUBECONFIG=~/.kube/prod.yaml is as common as ~/.kube/config.
	{"/.kube/", "kubeconfig", "kubectl's cluster credentials"},
	{"/.cache/huggingface/stored_tokens/", "huggingface-token", "Hugging Face's tokens"},
	{"/etc/kubernetes/pki/", "kubeconfig", "the cluster's certificate authority and keys"},
	// Secrets mounted into containers and pods: docker and compose secrets, service-account
	// tokens (/var/run is /run).
	{"/run/secrets/", "mounted-secrets", "secrets mounted into a container (a service-account token, docker secrets)"},
	// Browsers' profiles: saved passwords, the keys that decrypt them, session cookies that log
	// in as the user anywhere (logins.json, key4.db, cookies.sqlite, Login Data, Cookies,
	// Local State), and the macOS key chains and cookie jars. (Paths are matched lower-cased.)
	{"/.mozilla/firefox/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/library/application support/firefox/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/.config/google-chrome/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/.config/chromium/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/.config/bravesoftware/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/.config/microsoft-edge/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/.config/vivaldi/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/library/application support/google/chrome/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/library/application support/chromium/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/library/application support/bravesoftware/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/library/application support/microsoft edge/", "browser-profile", "a browser profile: saved passwords, their keys and session cookies"},
	{"/library/keychains/", "keyring", "the macOS key chains"},
	{"/library/cookies/", "browser-profile", "Safari's and the system's cookie jars"},
}

// harnessCredentials are the agent harnesses' own logins (each descriptor's Credentials), as
// fragments like credentialDirs': the file, or a directory of that name, in any home. Built on
// first use, once: secretFile asks for every path and every entry of a walked tree, and the
// registry is complete before any judgement.
var harnessCredentials = sync.OnceValue(func() []frag {
	var out []frag
	for _, d := range harness.All() {
		for _, c := range d.Credentials {
			out = append(out, frag{"/" + c + "/", "agent-credentials", d.Name + "'s credentials"})
		}
	}
	return out
})

var credentialFiles = [...]frag{
	{"/.config/gh/hosts.yml", "gh-token", "the GitHub CLI's tokens"},
	{"/.config/hub", "gh-token", "hub's GitHub token"},
	{"/.terraform.d/credentials.tfrc.json", "terraform-token", "Terraform Cloud's token"},
	{"/.cargo/credentials", "cargo-token", "crates.io's token"},
	{"/.cargo/credentials.toml", "cargo-token", "crates.io's token"},
	{"/.gem/credentials", "gem-token", "RubyGems' API key"},
	{"/.config/hookguard/ledger.key", "hookguard-key", "hookguard's own signing key"},
	{"/.config/git/credentials", "git-credentials", "git's credential store (its XDG location)"},
	{"/.config/containers/auth.json", "registry-auth", "podman's and skopeo's registry credentials"},
	{"/containers/auth.json", "registry-auth", "podman's and skopeo's registry credentials"},
	{"/.config/composer/auth.json", "composer-auth", "Composer's tokens"},
	{"/.composer/auth.json", "composer-auth", "Composer's tokens"},
	{"/rclone/rclone.conf", "rclone-config", "rclone's cloud storage keys"},
	{"/.config/stripe/config.toml", "stripe-cli", "the Stripe CLI's API keys"},
	{"/huggingface/token", "huggingface-token", "the Hugging Face token"},
	{"/.huggingface/token", "huggingface-token", "the Hugging Face token"},
	{"/doctl/config.yaml", "doctl-token", "DigitalOcean's access token"},
	{"/glab-cli/config.yml", "glab-token", "the GitLab CLI's tokens"},
	{"/.streamlit/secrets.toml", "streamlit-secrets", "Streamlit's secrets file"},
	{"/.gradle/gradle.properties", "gradle-credentials", "the user's Gradle properties, where publishing and signing passwords live"},
	{"/.config/netlify/config.json", "netlify-token", "the Netlify CLI's token"},
	{"/.fly/config.yml", "fly-token", "the Fly.io CLI's token"},
	{"/.config/github-copilot/hosts.json", "copilot-token", "GitHub Copilot's OAuth token"},
	{"/.config/github-copilot/apps.json", "copilot-token", "GitHub Copilot's OAuth token"},
	{"/.supabase/access-token", "supabase-token", "the Supabase CLI's access token"},
	{"/.wrangler/config/default.toml", "wrangler-token", "Cloudflare wrangler's OAuth token"},
	{"/.config/configstore/firebase-tools.json", "firebase-token", "the Firebase CLI's refresh token"},
	{"/.kaggle/kaggle.json", "kaggle-token", "Kaggle's API key"},
	{"/.config/kaggle/kaggle.json", "kaggle-token", "Kaggle's API key"},
	// Client histories, where passwords are typed (\password, ALTER USER ... PASSWORD, AUTH).
	{"/.psql_history", "client-history", "a database client's history, where passwords and connection URLs are typed"},
	{"/.mysql_history", "client-history", "a database client's history, where passwords and connection URLs are typed"},
	{"/.rediscli_history", "client-history", "a database client's history, where passwords and connection URLs are typed"},
	{"/.sqlite_history", "client-history", "a database client's history, where passwords and connection URLs are typed"},
	{"/.dbshell", "client-history", "a database client's history, where passwords and connection URLs are typed"},
	{"/.python_history", "client-history", "a REPL's history, where tokens are pasted"},
	{"/.node_repl_history", "client-history", "a REPL's history, where tokens are pasted"},
	// Cluster admin kubeconfigs kubeadm and k3s write.
	{"/etc/kubernetes/admin.conf", "kubeconfig", "a cluster's admin kubeconfig"},
	{"/etc/kubernetes/super-admin.conf", "kubeconfig", "a cluster's admin kubeconfig"},
	{"/etc/kubernetes/controller-manager.conf", "kubeconfig", "a cluster component's kubeconfig"},
	{"/etc/kubernetes/scheduler.conf", "kubeconfig", "a cluster component's kubeconfig"},
	{"/etc/kubernetes/kubelet.conf", "kubeconfig", "a cluster component's kubeconfig"},
	{"/etc/rancher/k3s/k3s.yaml", "kubeconfig", "a cluster's admin kubeconfig"},
	{"/etc/shadow", "shadow", "the system's password hashes"},
	{"/etc/gshadow", "shadow", "the system's password hashes"},
}

// sshPublic reports the files of ~/.ssh that hold nothing secret.
func sshPublic(base, rest string) bool {
	rest = strings.TrimSuffix(rest, "/")
	if rest == "" || strings.Contains(rest, "/") {
		return false // the directory itself, or a subdirectory: keys may be anywhere in it
	}
	return sshfiles.Public(base)
}

// dotenvCandidates are names a glob in a read or a command is tested against: a pattern that
// can name one of them can name a secret file.
var dotenvCandidates = [...]string{".env", ".env.local", ".env.production", ".env.development", ".envrc", "prod.env",
	"id_rsa", "id_ed25519", "id_ecdsa", ".netrc", ".git-credentials", ".pgpass", "credentials", "credentials.json",
	"server.key", "server.pem", "key.p12", "terraform.tfstate", ".npmrc", ".pypirc", "master.key", "config.json", "config",
	".dev.vars", "terraform.tfvars", ".databrickscfg", ".terraformrc"}

// fileHoldsCredentials reads a content-decided file (bounded) and reports whether it holds
// an auth token, a password or a credential in a URL.
func (g *Guard) fileHoldsCredentials(p string) bool {
	f, err := state.OpenRegular(p)
	if errors.Is(err, state.ErrNotRegular) {
		return true // a FIFO or a device by a credential file's name: its content is unknown
	}
	if err != nil {
		return false // nothing there to read, so nothing to leak
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 1<<20))
	if err != nil {
		return true // unreadable now does not mean harmless: let a person decide
	}
	return g.holdsCredentials(p, b)
}

// holdsCredentials reports content, of the file at p, that names or holds a credential.
func (g *Guard) holdsCredentials(p string, b []byte) bool {
	s := string(b)
	return credentialKey(strings.ToLower(s)) || len(g.Scan(p, s)) > 0
}

// pemKeyFile reports a file without a key's extension whose first line is a PEM private key's
// header (-----BEGIN OPENSSH PRIVATE KEY-----, RSA, EC, ENCRYPTED, PGP ... BLOCK): a key saved
// as deploy_key, github-actions, signing.txt. Only names without an extension or with a
// generic one (.txt, .bak, .old, .orig, .priv, .private, .secret) are opened, 80 bytes of them.
func pemKeyFile(p string) bool {
	base := filepath.Base(p)
	switch strings.ToLower(filepath.Ext(base)) {
	case "", ".txt", ".bak", ".old", ".orig", ".priv", ".private", ".secret", ".sec":
	default:
		if !strings.HasPrefix(base, ".") || strings.Count(base, ".") > 1 {
			return false
		}
	}
	f, err := state.OpenRegular(p)
	if err != nil {
		return false
	}
	defer f.Close()
	var b [80]byte
	n, _ := io.ReadFull(f, b[:])
	line, _, _ := strings.Cut(strings.TrimLeft(string(b[:n]), " \t\r\n"), "\n")
	return strings.HasPrefix(line, "-----BEGIN ") && strings.Contains(line, "PRIVATE KEY")
}

// keyJSON reports a .json file, whatever its name, that holds a PEM private key or an OAuth
// client secret: a cloud service account's key (GCP, Firebase) is downloaded as
// PROJECT-1a2b3c4d5e6f.json and an OAuth client's as client_secret_ID.json, names no list can
// hold. Only .json files are opened, the first 256 KB of them.
func keyJSON(p string) bool {
	if !strings.EqualFold(filepath.Ext(p), ".json") {
		return false
	}
	f, err := state.OpenRegular(p)
	if err != nil {
		return false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 256<<10))
	if err != nil {
		return false
	}
	s := string(b)
	if i := strings.Index(s, "PRIVATE KEY-----"); i >= 0 && strings.Contains(s[:i], "-----BEGIN ") && len(s)-i > 100 {
		return true // a key's header, and room after it for a key's body
	}
	return clientSecret(s)
}

// clientSecret reports a JSON member "client_secret" whose value is a string of at least 16
// characters that is not a placeholder (${...}, <...>, YOUR_...).
func clientSecret(s string) bool {
	for rest := s; ; {
		i := strings.Index(rest, `"client_secret"`)
		if i < 0 {
			return false
		}
		rest = strings.TrimLeft(rest[i+len(`"client_secret"`):], " \t\r\n")
		if !strings.HasPrefix(rest, ":") {
			continue
		}
		rest = strings.TrimLeft(rest[1:], " \t\r\n")
		if !strings.HasPrefix(rest, `"`) {
			continue
		}
		end := strings.IndexByte(rest[1:], '"')
		if end < 0 {
			return false
		}
		v := rest[1 : 1+end]
		if len(v) >= 16 && !strings.ContainsAny(v, "${}<> ") && !strings.HasPrefix(strings.ToUpper(v), "YOUR") {
			return true
		}
	}
}

// sharedEnvFile reports an environment file that frameworks have the team commit with
// non-secret defaults (Vite, Next.js, CRA, Rails: .env.development, .env.test; their .local
// twins are the ignored, secret ones): one git tracks, whose content holds no credential.
func (g *Guard) sharedEnvFile(p string) bool {
	return sharedEnvName(strings.ToLower(filepath.Base(p))) && tracked(p) && !g.fileHoldsCredentials(p)
}

// sharedEnvName reports a lower-case file name frameworks give a shared environment file.
func sharedEnvName(base string) bool {
	switch base {
	case ".env.development", ".env.dev", ".env.test", ".env.testing":
		return true
	}
	return false
}

// publicPEM reports a .pem file whose every block is public by its header: certificates
// (a CA bundle), public keys, certificate requests and revocation lists. A private key, an
// encrypted one, or any word of one outside the blocks makes it a key file as its name says.
func publicPEM(p string) bool {
	if !strings.EqualFold(filepath.Ext(p), ".pem") {
		return false
	}
	f, err := state.OpenRegular(p)
	if err != nil {
		return false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 4<<20+1))
	if err != nil || len(b) > 4<<20 {
		return false
	}
	return publicPEMText(string(b))
}

// publicPEMText reports PEM text whose every block is public by its header (publicPEM).
func publicPEMText(text string) bool {
	if strings.Contains(strings.ToUpper(text), "PRIVATE") {
		return false
	}
	blocks := 0
	for rest := text; ; {
		i := strings.Index(rest, "-----BEGIN ")
		if i < 0 {
			break
		}
		rest = rest[i+len("-----BEGIN "):]
		end := strings.Index(rest, "-----")
		if end < 0 {
			return false
		}
		switch rest[:end] {
		case "CERTIFICATE", "TRUSTED CERTIFICATE", "X509 CERTIFICATE", "PUBLIC KEY", "RSA PUBLIC KEY",
			"CERTIFICATE REQUEST", "NEW CERTIFICATE REQUEST", "X509 CRL", "PKCS7":
			blocks++
		default:
			return false
		}
	}
	return blocks > 0
}

// tracked reports whether the index of the repository p is in holds p.
func tracked(p string) bool {
	r, err := gitread.Open(filepath.Dir(p))
	if err != nil {
		return false
	}
	defer r.Close()
	rel, ok := paths.Rel(p, r.WorkTree)
	if !ok || rel == "" {
		return false
	}
	entries, err := r.Index()
	if err != nil {
		return false
	}
	e, ok := gitread.Staged(entries, filepath.ToSlash(rel))
	return ok && e.Stage == 0
}

// readVerdict judges reading (or printing, copying, sending) the file at p, as written and
// resolved. It returns the rule and a description, or "".
// cwd is where the path is taken from ("" for the event's).
func (g *Guard) readVerdict(p string, ev *hookguard.Event, cwd string) (rule, why, shown string) {
	if cwd == "" {
		cwd = ev.Cwd
	}
	return g.absVerdict(paths.Clean(paths.Abs(p, cwd, ev.Home)), ev, true)
}

// absVerdict judges the clean absolute path abs. local says it is this machine's: then what it
// resolves to, what a glob in its last part matches on disk, and the content of a file whose
// verdict depends on it are looked at too; a path on another machine (ssh, docker exec) is
// judged by its name.
func (g *Guard) absVerdict(abs string, ev *hookguard.Event, local bool) (rule, why, shown string) {
	real := abs
	if local {
		real = paths.Real(abs)
	}
	return g.verdict(abs, real, ev, local, true)
}

// namedVerdict is absVerdict for a path a command names; lit says its pattern characters
// were quoted (cat '.e*'), so that it names the file called that and matches nothing.
func (g *Guard) namedVerdict(abs string, ev *hookguard.Event, local, lit bool) (rule, why, shown string) {
	if !lit {
		return g.absVerdict(abs, ev, local)
	}
	real := abs
	if local {
		real = paths.Real(abs)
	}
	return g.verdict(abs, real, ev, local, false)
}

// entryVerdict judges an entry found on disk at abs, resolving to real: its name is a name,
// never a pattern (a file called `notes*` is judged as that file, not as the entries `notes*`
// would match, which include itself).
func (g *Guard) entryVerdict(abs, real string, ev *hookguard.Event) (rule, why, shown string) {
	return g.verdict(abs, real, ev, true, false)
}

// verdict is absVerdict for abs resolving to real; patterns says a glob in abs's last part is
// one the shell would expand.
func (g *Guard) verdict(abs, real string, ev *hookguard.Event, local, patterns bool) (rule, why, shown string) {
	// How the file is named in a reason, made only for a verdict: every word of a command is
	// asked about, and nearly all of them are no secret file.
	show := func() string {
		shown := relTo(abs, ev.Root)
		if real != abs {
			shown += " (a link to " + relTo(real, ev.Root) + ")"
		}
		return shown
	}
	if len(g.opts.AllowReads) > 0 && globsMatch(g.opts.AllowReads, abs, ev.Root, ev.Home) && globsMatch(g.opts.AllowReads, real, ev.Root, ev.Home) {
		return "", "", ""
	}
	cands := []string{abs}
	if real != abs { // most words resolve to themselves: one look is enough then
		cands = append(cands, real)
	}
	for _, c := range cands {
		if r, w := secretFile(c, ev.Home); r != "" {
			if r == "dotenv" && local && g.sharedEnvFile(real) || r == "key-file" && local && publicPEM(real) {
				continue
			}
			return r, w, show()
		}
		if globsMatch(g.opts.DenyReads, c, ev.Root, ev.Home) {
			return "deny-reads", "a file guards.toml lists in deny_reads", show()
		}
	}
	if base := filepath.Base(abs); patterns && hasGlobMeta(base) {
		if r, w, s := g.globVerdict(abs, base, ev, local); r != "" {
			return r, w, s
		}
	}
	if local && paths.Absent(real) {
		return "", "", "" // what follows reads the file, which this event's snapshot holds as missing
	}
	if local && secretfiles.ContentDecided(filepath.Base(real)) && g.fileHoldsCredentials(real) {
		return "credential-config", "a tool configuration that holds credentials (" + filepath.Base(real) + ")", show()
	}
	if local && pemKeyFile(real) {
		return "key-file", "a private key (its first line is a PEM private key's header)", show()
	}
	if local && keyJSON(real) {
		return "key-file", "a JSON key file: it holds a private key or a client secret (a cloud service account's key, an OAuth client's secret)", show()
	}
	if local && !patterns || local && !hasGlobMeta(filepath.Base(abs)) {
		if r, w, twin := hardLinkTwin(real, ev); r != "" {
			return r, w + ", under a second name (a hard link to " + relTo(twin, ev.Root) + ")", show()
		}
	}
	return "", "", ""
}

// globVerdict judges a pattern the shell would expand (.e*, *.pem, id_*) the way bash does:
// against the directory's entries, where `*`, `?` and `[...]` never match a leading dot unless
// the pattern starts with one (so `*` and `dist/*` never name .env); a directory that does not
// exist matches nothing. Where the entries cannot all be known (another machine, more than
// globBudget of them), the secret files a directory likely holds are looked up by name, and the
// pattern is tried on the names of common secret files, but only a pattern with a literal part,
// since `*` alone would name anything.
func (g *Guard) globVerdict(abs, pat string, ev *hookguard.Event, local bool) (rule, why, shown string) {
	dir := paths.Dir(abs)
	if local && !hasGlobMeta(dir) {
		ents, complete := readEntries(dir, globBudget)
		for _, e := range ents {
			if !bashGlob(pat, e.name, false) {
				continue
			}
			p := paths.Join(dir, e.name)
			if r, w, s := g.entryVerdict(p, paths.Real(p), ev); r != "" {
				return r, w + ", by the pattern " + pat, s
			}
		}
		if complete {
			return "", "", ""
		}
		for _, n := range treeKnownNames {
			p := paths.Join(dir, n)
			if !bashGlob(pat, n, false) || !exists(p) {
				continue
			}
			if r, w, s := g.entryVerdict(p, paths.Real(p), ev); r != "" {
				return r, w + ", by the pattern " + pat, s
			}
		}
	}
	if strings.Trim(pat, "*?") == "" {
		return "", "", ""
	}
	for _, cand := range dotenvCandidates {
		if bashGlob(pat, cand, true) {
			if r, w := secretFile(paths.Join(dir, cand), ev.Home); r != "" {
				return r, w + ", by the pattern " + pat, relTo(abs, ev.Root)
			}
		}
	}
	return "", "", ""
}

// globBudget bounds the entries of one directory a pattern is matched against.
const globBudget = 1 << 16

// bashGlob matches a name against one component of a bash pattern: a leading dot must be
// matched by a dot the pattern starts with, and "." and ".." are never matched (bash 5.2's
// globskipdots). fold compares without case, for names the disk was not asked about.
func bashGlob(pat, name string, fold bool) bool {
	if name == "." || name == ".." {
		return false
	}
	if strings.HasPrefix(name, ".") && !strings.HasPrefix(pat, ".") {
		return false
	}
	if fold {
		pat, name = strings.ToLower(pat), strings.ToLower(name)
	}
	return paths.ShellMatch(pat, name) // [!x] and [[:alpha:]] as bash reads them
}

func hasGlobMeta(s string) bool { return paths.HasMeta(s) }

func (g *Guard) checkReads(ev *hookguard.Event) hookguard.Verdict {
	for _, p := range ev.Reads {
		if p == "" {
			continue
		}
		rule, why, shown := g.readVerdict(p, ev, "")
		if rule == "" {
			continue
		}
		v := hookguard.Blocked(Name, rule, fmt.Sprintf(
			"Reading %s is blocked: it is %s, and whatever the agent reads goes into the conversation and the harness's logs. "+
				"Ask the user for the one value the task needs, or use the file without reading it (point the program at it, e.g. `--env-file`); "+
				"to allow this file for good, a person adds it to [guards.secrets] allow_reads in guards.toml.", shown, why))
		v.Action = "read " + paths.Clean(paths.Abs(p, ev.Cwd, ev.Home))
		return v
	}
	return g.checkSearches(ev)
}

// fileRuleInfo lists the path rules for `hookguard guards`.
func fileRuleInfo() []guards.RuleInfo {
	out := []guards.RuleInfo{
		{ID: "dotenv", Pack: "hookguard", Summary: ".env, .env.*, *.env, .envrc (not .env.example/.sample/.template)"},
		{ID: "ssh-private-key", Pack: "hookguard", Summary: "id_rsa, id_ed25519, ... anywhere"},
		{ID: "credential-file", Pack: "hookguard", Summary: ".git-credentials .netrc .pgpass .my.cnf .pypirc credentials.json kubeconfig .htpasswd .vault-token master.key ..."},
		{ID: "key-file", Pack: "hookguard", Summary: "*.pem *.key *.p12 *.pfx *.jks *.keystore *.ppk *.kdbx *.p8 *.tfstate"},
		{ID: "proc-environ", Pack: "hookguard", Summary: "/proc/*/environ"},
		{ID: "credential-config", Pack: "hookguard", Summary: ".npmrc .yarnrc.yml pip.conf settings.xml nuget.config ... when they hold tokens or passwords; ~/.npmrc always"},
	}
	seen := map[string]bool{}
	for _, d := range slices.Concat(credentialDirs[:], harnessCredentials()) {
		if !seen[d.rule] {
			seen[d.rule] = true
			out = append(out, guards.RuleInfo{ID: d.rule, Pack: "hookguard", Summary: d.why})
		}
	}
	for _, d := range credentialFiles {
		if !seen[d.rule] {
			seen[d.rule] = true
			out = append(out, guards.RuleInfo{ID: d.rule, Pack: "hookguard", Summary: d.why})
		}
	}
	return out
}
