package secrets

import "strings"

// credentialVars are variables whose documented purpose is to name a credential file: what
// they hold is unknown here, but what it names is not.
var credentialVars = map[string]string{
	"GOOGLE_APPLICATION_CREDENTIALS": "a Google service account key",
	"AWS_SHARED_CREDENTIALS_FILE":    "the AWS CLI's credentials",
	"AWS_CONFIG_FILE":                "the AWS CLI's configuration, where keys may sit",
	"KUBECONFIG":                     "kubectl's cluster credentials",
	"DOCKER_CONFIG":                  "Docker's registry credentials",
	"NETRC":                          "a .netrc of logins",
	"CLOUDSDK_CONFIG":                "the Google Cloud SDK's credentials",
	"AZURE_CONFIG_DIR":               "the Azure CLI's tokens",
	"PGPASSFILE":                     "PostgreSQL's passwords",
	"VAULT_TOKEN_FILE":               "a Vault token",
	"REGISTRY_AUTH_FILE":             "podman's registry credentials",
	"TF_CLI_CONFIG_FILE":             "Terraform's CLI credentials",
	"HF_TOKEN_PATH":                  "the Hugging Face token",
	"RCLONE_CONFIG":                  "rclone's cloud storage keys",
	"DATABRICKS_CONFIG_FILE":         "the Databricks token",
	"SOPS_AGE_KEY_FILE":              "an age private key",
}

// credentialVarPath judges a path that is such a variable, or starts with one ($KUBECONFIG,
// "${GOOGLE_APPLICATION_CREDENTIALS}", $DOCKER_CONFIG/config.json).
func credentialVarPath(arg string) (rule, why string) {
	if !strings.HasPrefix(arg, "$") {
		return "", ""
	}
	name := strings.TrimPrefix(arg, "$")
	if strings.HasPrefix(name, "{") {
		end := strings.IndexAny(name, "}:-")
		if end < 0 {
			return "", ""
		}
		name = name[1:end]
	} else {
		end := 0
		for end < len(name) && (name[end] == '_' || name[end] >= 'A' && name[end] <= 'Z' || name[end] >= '0' && name[end] <= '9' || name[end] >= 'a' && name[end] <= 'z') {
			end++
		}
		name = name[:end]
	}
	if w := credentialVars[name]; w != "" {
		return "credential-file", "the file $" + name + " names: " + w
	}
	return "", ""
}
