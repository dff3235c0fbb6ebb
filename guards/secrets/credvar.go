package secrets

import "strings"

// credentialVars are variables whose documented purpose is to name a credential file: what
// they hold is unknown here, but what it names is not.
func credentialVar(name string) string {
	switch name {
	case "GOOGLE_APPLICATION_CREDENTIALS":
		return "a Google service account key"
	case "AWS_SHARED_CREDENTIALS_FILE":
		return "the AWS CLI's credentials"
	case "AWS_CONFIG_FILE":
		return "the AWS CLI's configuration, where keys may sit"
	case "KUBECONFIG":
		return "kubectl's cluster credentials"
	case "DOCKER_CONFIG":
		return "Docker's registry credentials"
	case "NETRC":
		return "a .netrc of logins"
	case "CLOUDSDK_CONFIG":
		return "the Google Cloud SDK's credentials"
	case "AZURE_CONFIG_DIR":
		return "the Azure CLI's tokens"
	case "PGPASSFILE":
		return "PostgreSQL's passwords"
	case "VAULT_TOKEN_FILE":
		return "a Vault token"
	case "REGISTRY_AUTH_FILE":
		return "podman's registry credentials"
	case "TF_CLI_CONFIG_FILE":
		return "Terraform's CLI credentials"
	case "HF_TOKEN_PATH":
		return "the Hugging Face token"
	case "RCLONE_CONFIG":
		return "rclone's cloud storage keys"
	case "DATABRICKS_CONFIG_FILE":
		return "the Databricks token"
	case "SOPS_AGE_KEY_FILE":
		return "an age private key"
	}
	return ""
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
	if w := credentialVar(name); w != "" {
		return "credential-file", "the file $" + name + " names: " + w
	}
	return "", ""
}
