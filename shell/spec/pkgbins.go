package spec

// PackageBin names the bin of an npm package (its name lower-cased, scope included) whose
// bin is not the last part of its name: run by a package runner (npx netlify-cli, pnpm dlx
// aws-cdk, bunx @railway/cli), the package's name would otherwise be taken for the program,
// and a program the table judges would pass as one it does not know. The agent harnesses
// first (AgentBin), then the CLIs of services whose commands delete, deploy or print secrets,
// and the common tools.
func PackageBin(pkg string) (string, bool) {
	if bin, ok := AgentBin(pkg); ok {
		return bin, true
	}
	switch pkg {
	case "netlify-cli":
		return "netlify", true
	case "aws-cdk":
		return "cdk", true
	case "cdktf-cli":
		return "cdktf", true
	case "firebase-tools":
		return "firebase", true
	case "@railway/cli":
		return "railway", true
	case "@aws-amplify/cli":
		return "amplify", true
	case "dotenv-cli":
		return "dotenv", true
	case "@bitwarden/cli":
		return "bw", true
	case "@infisical/cli":
		return "infisical", true
	case "@cloudflare/wrangler":
		return "wrangler", true
	case "@prisma/cli":
		return "prisma", true
	case "@sentry/cli":
		return "sentry-cli", true
	case "@angular/cli":
		return "ng", true
	case "@nestjs/cli":
		return "nest", true
	case "@vue/cli":
		return "vue", true
	case "@expo/cli":
		return "expo", true
	case "eas-cli":
		return "eas", true
	case "@shopify/cli":
		return "shopify", true
	case "@azure/static-web-apps-cli":
		return "swa", true
	case "@playwright/test":
		return "playwright", true
	case "typescript":
		return "tsc", true
	case "npm-check-updates":
		return "ncu", true
	case "localtunnel":
		return "lt", true
	}
	return "", false
}
