package secrets

import "testing"

// A credential typed as the value a command stores or logs in with is typed into the command,
// though no NAME=VALUE or known prefix marks it: a setting given as two words, a login's
// password option, a token echoed into a login that reads stdin. A reference, a placeholder,
// an ordinary setting and a search for the word pass.
func TestCommandStoredCredential(t *testing.T) {
	f := commandWorld(t)
	v := fake("", alnum, 40)
	block := []string{
		"aws configure set aws_secret_access_key " + v, "aws configure set aws_session_token " + v + " --profile dev",
		"npm config set //registry.npmjs.org/:_authToken " + v, "yarn config set npmAuthToken " + v,
		"git config --global github.token " + v, "kubectl config set-credentials me --token=" + v,
		"docker login -u me -p " + v + " reg.example", "podman login --password " + v + " quay.io",
		"helm registry login reg.example -u me --password=" + v, "echo " + v + " | gh auth login --with-token",
		"glab auth login --stdin <<< " + v, "P=" + v + "; docker login -u me -p $P reg.example",
		// Read through the login's option grammar: attached, after `=`, after the program's
		// own options; and attached for a login the tables do not know.
		"docker login -p" + v + " reg.example", "docker --config /tmp/d -D login -p " + v, "docker -l debug -D login --password=" + v,
		"podman --log-level debug login -p" + v + " quay.io", "nerdctl login -up -p" + v + " reg.example",
		"helm --debug registry login reg.example -p" + v, "buildah login -u me -p" + v + " reg.example",
	}
	allow := []string{
		"aws configure set region us-east-1", "aws configure set aws_secret_access_key \"$AWS_SECRET_ACCESS_KEY\"",
		"docker login -u me -p \"$REGISTRY_PASSWORD\" reg.example",
		"gh auth login", "git config --local credential.helper store", "grep -rn password src", "rg secret_key services/api",
		"git log --grep token", "docker run -p 8080:80 nginx", "ssh -p 2222 host.example", "docker login -u me -p changeme reg.example",
		"docker login -p\"$REGISTRY_PASSWORD\" reg.example", "docker -D -l debug login -u me reg.example", "gh auth login -pssh",
		"docker login -pchangeme reg.example", "docker -H tcp://10.0.0.2:2375 run -p 8080:80 nginx",
	}
	runCommands(t, f, New(), block, allow)
}
