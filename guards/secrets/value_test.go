package secrets

import (
	"math/rand/v2"
	"testing"
)

// TestValueClasses holds every class to its own examples: each Excused value is excused (by
// this class or an earlier one), and no Kept value, a secret-looking one, is excused at all.
func TestValueClasses(t *testing.T) {
	for _, c := range valueClasses {
		if len(c.Excused) == 0 || len(c.Kept) == 0 {
			t.Errorf("class %s: needs both excused and kept examples", c.Name)
		}
		for _, v := range c.Excused {
			if valueExcuse(v, false, langRaw) == "" {
				t.Errorf("class %s: %q is not excused, but it is %s", c.Name, v, c.Why)
			}
		}
		for _, v := range c.Kept {
			if why := valueExcuse(v, false, langRaw); why != "" {
				t.Errorf("class %s: the secret-looking %q is excused as %s", c.Name, v, why)
			}
			if why := valueExcuse(v, true, langCode); why != "" {
				t.Errorf("class %s: the secret-looking string literal %q is excused as %s", c.Name, v, why)
			}
		}
	}
}

// TestGenericRulesJudgeTheValue holds the generic rules to value analysis through the whole
// scan, file type included: each false block seen on real files (written afresh, in several
// languages) passes, and a random value in the same shape is still found.
func TestGenericRulesJudgeTheValue(t *testing.T) {
	g := New()
	cases := []struct {
		path, text string
		want       bool
	}{
		// AWS SDK paginators: a JSON key naming the field that holds the next token
		{"paginators-1.json", `{"ListThings": {"input_token": "NextToken", "output_token": "NextMarker", "limit_key": "MaxResults"}}`, false},
		{"paginators-1.json", `{"input_token": "k7Qz9VtR2mXw4LpB8nYc"}`, true},
		// code, not a literal
		{"reader.go", "\ttoken := rp.buf[start:rp.pos]\n\tsecret = strings.TrimSpace(parts[1])\n", false},
		{"reader.go", "\ttoken := \"k7Qz9VtR2mXw4LpB8nYc\"\n", true},
		{"client.py", "api_key = settings.STRIPE_API_KEY\npassword = getpass.getpass()\n", false},
		{"client.py", "api_key = 'k7Qz9VtR2mXw4LpB8nYc'\n", true},
		// in a program's comment the value is raw: a random unquoted token is no name
		{"client.py", "# api_key = k7Qz9VtR2mXw4LpB8nYc\n", true},
		{"main.go", "// token: k7Qz9VtR2mXw4LpB8nYc\n", true},
		{"main.go", "\tapiKey = cfg.APIKey\n\tpassword = DefaultPassword\n\ttoken = tok\n", false},
		// a fixture inside a raw string: base64 after a name-like start is still a value
		{"fixtures.go", "const manifest = `\n  password: AAAAAAAAAAC7hjsA+H3owFygUv4w5B67lcSx14zff9FCPADiNbSw=\n`\n", true},
		{"keys.json", `[["api_key", "k7Qz9VtR2mXw4LpB8nYc"]]`, true},
		{"keys.json", `{"description": "the access token", "scope": "read"}`, false},
		{"seeds.json", `{"root.json":"ewogInNpZ25hdHVyZXMiOiBbCiAgewogICAia2V5aWQiOiAiZTcxYTU0ZDU0M2Q4ZjE=","x":"y"}`, false},
		{"package.json", `{"scripts": {"deploy": "DEPLOY_TOKEN=k7Qz9VtR2mXw4LpB8nYc ./deploy.sh"}}`, true},
		{"analysis.ipynb", `{"cells": [{"source": ["api_key = 'k7Qz9VtR2mXw4LpB8nYc'\n"]}]}`, true},
		// an empty value does not run into the next line
		{".env", "DB_PASSWORD=\nDB_USER=app_service_account_01\nDB_HOST=localhost\n", false},
		{".env", "SMTP_PASSWORD=\nSMTP_USERNAME=k7Qz9VtR2mXw4LpB8nYc\n", false},
		{".env", "SMTP_PASSWORD=k7Qz9VtR2mXw4LpB8nYc\nSMTP_USERNAME=mailer\n", true},
		// numbers, durations
		{".env", "REFRESH_TOKEN_LIFETIME=1209600\nSESSION_SECRET_ROTATION=12h\nAPI_KEY_VERSION=2.3.1\n", false},
		// references
		{"docker-compose.yml", "    environment:\n      SIGNING_KEY: ${SIGNING_KEY:?set SIGNING_KEY in .env}\n      DB_PASSWORD: ${POSTGRES_PASSWORD}\n", false},
		{"config.ts", "export const ACCESS_TOKEN_STORAGE_KEY = \"access_token\";\nconst apiKey = process.env.OPENWEATHER_API_KEY;\n", false},
		{"config.ts", "const apiKey = \"k7Qz9VtR2mXw4LpB8nYc\";\n", true},
		{"parser.go", "\tcase token.IDENT, token.STRING:\n\t\tkey = p.tok.Text + suffix\n", false},
		// YAML: a value on the next line, deeper, is the key's value
		{"values.yaml", "auth:\n  password:\n    k7Qz9VtR2mXw4LpB8nYc\n", true},
		{"values.yaml", "auth:\n  password:\n  username: admin\n", false},
		// a reference's default is a literal, found inside or outside the braces
		{".env", "DATABASE_PASSWORD=${PGPASSWORD:-q8Zt3LmX9vKw2RpN}\n", true},
		{"compose.yaml", "      API_TOKEN: ${API_TOKEN:-q8Zt3LmX9vKw2RpN}\n", true},
		{"compose.yaml", "      API_TOKEN: ${API_TOKEN:?API_TOKEN must be set}\n      X_TOKEN: ${X_TOKEN:-}\n", false},
		// checksums in go.sum and lock files: a keyword inside a module's name
		{"go.sum", "golang.org/x/oauth2 v0.25.0 h1:CY4y7XT9v0cRI9oupztF8AgiIu99L/ksR/Xp/6jrZ70=\n", false},
		{"notes.txt", "password combination.\n", false},
		{".netrc", "machine api.example.org\nlogin deploy\npassword q8Zt3LmX9vKw2RpN\n", true},
		// an assignment inside a value is judged on its own
		{".env", "WRAPPED_PASSWORD=api_token=k7Qz9VtR2mXw4LpB8nYc\n", true},
		// a fake's word beside a generated run does not excuse the run
		{".env", "PAYMENTS_API_KEY=Xk9q2mZpL4RtV8nBcEXAMPLE\n", true},
		{"settings.py", "SECRET_KEY = 'sample_q8Zt3LmX9vKw2RpN'\n", true},
		{".env", "PAYMENTS_API_KEY=your-payments-api-key-here\nSTRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n", false},
		// found writing real trees (proc-macro crates, gocloud, trillian, google-cloud-go):
		// a path separator, a URL's scheme and compose's $$ escape are no NAME op VALUE
		{"src/lib.rs", "    TokenStream::from(expanded)\n", false},
		{"src/lib.rs", "    let token = \"k7Qz9VtR2mXw4LpB8nYc\";\n", true},
		{"src/Auth.php", "$key = SecretKey::fromString($raw);\n", false},
		{"x_test.go", "\t{\"gcpsecretmanager://projects/myproject/secrets/mysecret?decoder=string\", false},\n", false},
		{"x_test.go", "\t{\"gcpsecret: k7Qz9VtR2mXw4LpB8nYc\"},\n", true},
		{"docker-compose.yaml", "      test: mysql --user=$$MYSQL_USER --password=$$MYSQL_PASSWORD --silent\n", false},
		{"Makefile", "\tDEPLOY_TOKEN=$$CI_DEPLOY_TOKEN ./deploy.sh\n", false},
		{"docker-compose.yaml", "      test: mysql --password=$$k7Qz9VtR2mXw4LpB8nYc --silent\n", true},
		{"CONTRIBUTING.md", "export GCLOUD_TESTS_API_KEY=abcdefghijk123456789\n", false},
		{"CONTRIBUTING.md", "export GCLOUD_TESTS_API_KEY=abcdefghk7Qz9VtR2mXw4LpB8nYc\n", true},
		// a Codecov badge's graph token, read-only and published by design; only its own shape
		{"README.md", "[![codecov](https://codecov.io/gh/evilmartians/lefthook/graph/badge.svg?token=d93ya8MfmB)](https://codecov.io/gh/evilmartians/lefthook)\n", false},
		{"README.md", "![c](https://codecov.io/gh/o/r/branch/main/graph/badge.svg?token=k7Qz9VtR2mXw4LpB8nYc)\n", true},
		{"README.md", "![c](https://codecov.evil.example/gh/o/r/graph/badge.svg?token=d93ya8MfmB)\n", true},
		{"README.md", "![c](https://codecov.io/gh/o/r/graph/badge.svg?token=d93ya8MfmB)q8Zt3LmX9vKw2RpNc7Yd\n", true},
		// a pagination cursor the server hands out (cloud SDK tests), not a credential
		{"list_test.go", "\treq := &pb.ListReq{PageToken: \"CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA\"}\n", false},
		{"list_test.py", "    resp = {\"nextPageToken\": \"CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA\"}\n", false},
		{"preparer_test.go", "\twant := \"https://contoso.com/path?%24qp1=x&%24skipToken=US1%3A0637720028736481134%3Aad5b2d5b%3BAS1%3A-1%3AFFFFFFFF\"\n", false},
		{"Feed.cs", "    var continuation_token = \"eyJ0b2tlbiI6IitSSUQ6fjFHVUhBSkpRQUFBQUFBQUFBQT09In0\";\n", false},
		{"list_test.go", "\treq := &pb.ListReq{PageSecret: \"CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA\"}\n", true},
		{"list_test.py", "    resp = {\"tokenPage\": \"CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA\"}\n", true},
		{"list_test.py", "    resp = {\"page_access_token\": \"CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA\"}\n", true},
		// an autoloader's class map: a path to a source file is where code lives
		{"autoloader.php", "        'google\\appengine\\getaccesstokenrequest' => 'google/appengine/api/app_identity/app_identity_service_pb.php',\n", false},
		{"autoloader.php", "        'getaccesstokenrequest' => 'k7Qz9VtR2mXw/4LpB8nYc.php',\n", true},
		// test vectors and encoded stand-ins (x/net quic, mongo-driver, Kubernetes manifests)
		{"packet_codec_test.go", "\t\ts: \"NEW_CONNECTION_ID Seq=3 Retire=2 ID=a0a1a2a3 Token=0102030405060708090a0b0c0d0e0f10\",\n", false},
		{"packet_codec_test.go", "\t\ts: \"NEW_CONNECTION_ID Token=d41d8cd98f00b204e9800998ecf8427e\",\n", true},
		{"kms.yml", "          gcp: { email: \"email\", privateKey: \"cHJpdmF0ZUtleQo=\" }\n", false},
		{"values.yaml", "auth:\n  password: c2VjcmV0LWFwaS1rZXktZXhhbXBsZQ==\n", false},
		{"values.yaml", "auth:\n  password: azdRejlWdFIybVh3NExwQjhuWWM=\n", true},
		// a DID that is a public key by its method, and a kubectl JSONPath
		{"examples_test.go", "\tpub, err := ParsePublicDIDKey(\"did:key:zDnaembgSGUhZULN2Caob4HLJPaxBh92N7rtH21TErzqf8HQo\")\n", false},
		{"examples_test.go", "\tpub, err := Parse(\"key:zDnaembgSGUhZULN2Caob4HLJPaxBh92N7rtH21TErzqf8HQo\")\n", true},
		{"kubeconfig.py", "        'token-key': '{.credential.access_token}',\n", false},
		// a publishable key
		{"settings.py", "STRIPE_PUBLISHABLE_KEY = \"pk_live_51NxQb2KZf8rTq3Lm9VwYpZ0cDe\"\nSTRIPE_KEY = \"pk_live_51NxQb2KZf8rTq3Lm9VwYpZ0cDe\"\n", false},
	}
	for _, c := range cases {
		fs := g.Scan(c.path, c.text)
		if got := len(fs) > 0; got != c.want {
			t.Errorf("%s %q: found %v, want %v (%v)", c.path, c.text, got, c.want, fs)
		}
	}
}

// TestRandomValuesAreNotExcused draws generated keys (base62, lower case and digits, hex,
// base64) of 16 to 48 characters and counts those value analysis excuses: a class that lets
// random strings through is a hole however good its examples look. At most 0.5% may pass.
func TestRandomValuesAreNotExcused(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 1))
	for _, abc := range []string{
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
		"abcdefghijklmnopqrstuvwxyz0123456789",
		"0123456789abcdef",
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
	} {
		const n = 2000
		excused := map[string]int{}
		bad := 0
		for i := 0; i < n; i++ {
			b := make([]byte, 16+r.IntN(33))
			for k := range b {
				b[k] = abc[r.IntN(len(abc))]
			}
			for _, lang := range []fileLang{langRaw, langCode} {
				if why := valueExcuse(string(b), lang == langRaw, lang); why != "" {
					excused[why]++
					bad++
					if excused[why] == 1 {
						t.Logf("alphabet %.12s...: %q excused as %s", abc, b, why)
					}
				}
			}
		}
		t.Logf("alphabet %.12s...: %d of %d random values excused", abc, bad, 2*n)
		if bad*200 > 2*n {
			t.Errorf("alphabet %.12s...: %d of %d random values excused (%v)", abc, bad, 2*n, excused)
		}
	}
}
