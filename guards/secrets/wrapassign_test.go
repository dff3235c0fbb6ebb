package secrets

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestWrappedAssignments: a secret literal given to a secret's name through a call or a
// constructor whose arguments are all literals (Some("..."), String::from("..."), new
// String("..."), Buffer.from("...", "hex"), a getenv's default) is the literal assigned, and
// is judged as one written directly; a call that also takes code, or whose literals are
// names, references, placeholders or prose, is not.
func TestWrappedAssignments(t *testing.T) {
	v := fake("", alnum, 32)
	cases := []writeCase{
		{"src/main.rs", "    let api_key = Some(\"" + v + "\");\n", true},
		{"src/main.rs", "    let token = String::from(\"" + v + "\");\n", true},
		{"src/main.rs", "    let token = Some(String::from(\"" + v + "\"));\n", true},
		{"src/main.rs", "    let secret = SecretString::new(\"" + v + "\".into());\n", true},
		{"src/main.rs", "    let token: Option<String> = Some(\"" + v + "\".to_string());\n", true},
		{"src/Main.java", "    String apiKey = new String(\"" + v + "\");\n", true},
		{"src/Main.java", "    Optional<String> apiKey = Optional.of(\"" + v + "\");\n", true},
		{"src/Main.java", "    private static final char[] PASSWORD = \"" + v + "\".toCharArray();\n", true},
		{"src/app.js", "const apiKey = Buffer.from(\"" + v + "\");\n", true},
		{"src/app.js", "const signingKey = Buffer.from('" + v + "', 'hex');\n", true},
		{"src/app.ts", "const k = { apiKey: String(`" + v + "`) };\n", true},
		{"src/app.ts", "const token = new TextEncoder().encode(\"" + v + "\");\n", true},
		{"app/settings.py", "api_key = str(\"" + v + "\")\n", true},
		{"app/settings.py", "api_key = SecretStr(\"" + v + "\")\n", true},
		{"app/settings.py", "api_key = os.getenv(\"API_KEY\", \"" + v + "\")\n", true},
		{"app/settings.py", "SECRET_KEY = os.environ.get('SECRET_KEY', default='" + v + "')\n", true},
		{"app/settings.py", "password = bytes.fromhex(\"" + v + "\")\n", true},
		{"main.go", "var signingKey = []byte(\"" + v + "\")\n", true},
		{"main.go", "\tapiToken := string(\"" + v + "\")\n", true},
		{"main.go", "\tpassword := cmp.Or(os.Getenv(\"DB_PASSWORD\"), \"" + v + "\")\n", true}, // a default after a lookup
		{"App.kt", "    val apiKey = String(\"" + v + "\".toByteArray())\n", true},
		{"Config.swift", "    let apiKey = String(describing: \"" + v + "\")\n", true},
		{"lib/app.rb", "API_TOKEN = String.new(\"" + v + "\")\n", true},
		{"src/app.php", "$apiKey = strval('" + v + "');\n", true},
		{"src/App.cs", "    var password = new NetworkCredential(\"" + v + "\");\n", true},
		{"config.yaml", "api_key: Secret(\"" + v + "\")\n", true},
		{"app/settings.py", "API_KEY = os.environ.get(\n    \"API_KEY\",\n    \"" + v + "\",\n)\n", true},
		{"src/main.rs", "    let token = Some(\n        String::from(\"" + v + "\"),\n    );\n", true},
		{"docker-compose.yml", "environment:\n  - API_TOKEN=${API_TOKEN:-" + v + "}\n", true},

		// a literal fallback after a reference is the value whenever the variable is unset
		{"app/settings.py", "SECRET_KEY = os.environ.get(\"SECRET_KEY\") or \"" + v + "\"\n", true},
		{"src/app.js", "const apiKey = process.env.API_KEY || '" + v + "';\n", true},
		{"src/app.ts", "const token = process.env.TOKEN ?? String(\"" + v + "\");\n", true},
		{"App.kt", "    val apiKey = System.getenv(\"API_KEY\") ?: \"" + v + "\"\n", true},
		{"app/settings.py", "SECRET_KEY = os.environ.get(\"SECRET_KEY\") or \"\"\n", false},
		{"app/settings.py", "SECRET_KEY = os.environ.get(\"SECRET_KEY\") or \"development-secret-key\"\n", false},
		{"src/app.js", "const apiKey = process.env.API_KEY || DEFAULT_API_KEY;\n", false},
		{"src/app.js", "const token = req.headers.authorization || \"Bearer\";\n", false},
		{"src/app.js", "const token = f(a, \"" + v + "\") || fallback;\n", false},

		// a prefixed literal is a literal
		{"app/settings.py", "api_key = b\"" + v + "\"\n", true},
		{"app/settings.py", "api_key = rb'" + v + "'\n", true},
		{"app/settings.py", "api_key = f'" + v + "'\n", true},
		{"src/App.cs", "    var apiKey = @\"" + v + "\";\n", true},
		{"src/App.cs", "    var apiKey = $@\"" + v + "\";\n", true},
		{"src/main.cpp", "const wchar_t* api_key = L\"" + v + "\";\n", true},
		{"src/main.cpp", "const char* api_key = u8\"" + v + "\";\n", true},
		{"app/settings.py", "api_key = f\"{prefix}{suffix}\"\n", false},
		{"lexers/shell.py", "    _token_terminator = r'(?=\\^?[%s]|[%s%s])' % (_ws, _punct, _nl)\n", false}, // raw strings hold patterns
		{"lexers/jsonnet.py", "jsonnet_token = r'[^\\W\\d]\\w*'\n", false},
		{"app/scan.py", "GITHUB_TOKEN_RE = re.compile(r\"ghp_[A-Za-z0-9]{36}\")\n", false},
		{"app/scan.py", "api_key_shape = re.compile(\"^[a-f0-9]{32}$\")\n", false},
		{"src/App.cs", "    var apiKey = $\"{Prefix}-{Environment.MachineName}-{Suffix}\";\n", false},

		// names, references, placeholders and prose inside the call; calls that take code
		{"app/settings.py", "api_key = os.getenv(\"API_KEY\")\n", false},
		{"httpvar.go", "\tauthPassword := os.Getenv(\"HTTPVAR_AUTH_PASSWORD\")\n", false},
		{"oauth2client/client.py", "        credentials = AccessTokenCredentials('<an access token>', 'my-user-agent/1.0')\n", false},
		{"app/settings.py", "api_key = os.getenv(\"API_KEY\", \"\")\n", false},
		{"app/settings.py", "api_key = os.getenv(\"API_KEY\", \"changeme\")\n", false},
		{"app/settings.py", "token = _(\"Your session token has expired\")\n", false},
		{"app/settings.py", "password = getpass(\"Enter the database password: \")\n", false},
		{"app/settings.py", "api_key = APIKeyHeader(name=\"X-API-Key\")\n", false},
		{"app/models.py", "    password = models.CharField(\"password\", max_length=128)\n", false},
		{"app/auth.py", "token = jwt.encode(payload, \"" + v + "\")\n", false},
		{"src/app.ts", "const token = t(\"auth.session.token_expired\");\n", false},
		{"src/app.ts", "const apiKey = config.get(\"services.stripe.apiKey\");\n", false},
		{"src/main.rs", "    let token = env!(\"GITHUB_TOKEN\");\n", false},
		{"src/main.rs", "    let api_key = String::from(\"your-api-key-here\");\n", false},
		{"src/main.rs", "    let token = Some(String::new());\n", false},
		{"src/Main.java", "    String apiKey = System.getenv(\"STRIPE_API_KEY\");\n", false},
		{"src/app.js", "const secret = Buffer.from(process.env.SECRET, 'base64');\n", false},
		{"src/app.js", "const token = crypto.randomBytes(32).toString(\"hex\");\n", false},
		{"gjson_test.go", "\tif token = Parse(`\"\\\"he\\nllo\\\"\"`); token.Str != \"\" {\n", false}, // a parser's input
		{"main.go", "\tpassword := flag.String(\"password\", \"\", \"the database password\")\n", false},
	}
	judgeWrites(t, cases)
}

// TestRandomUpperValues: a value of random upper-case chunks joined by underscores
// (K7QZ_9XLM_2PR8_VT4W, QZXK_MPLW_RTVB_KQPZ) is a generated key, not a constant's name, quoted
// or not and in every kind of file; names made of words and codes (DEFAULT_API_KEY_HEADER,
// X_API_KEY_V2, an enum's member) stay names.
func TestRandomUpperValues(t *testing.T) {
	cases := []writeCase{
		{".env", "API_KEY=QZXK_MPLW_RTVB_KQPZ\n", true},
		{".env", "API_KEY=K7QZ_9XLM_2PR8_VT4W\n", true},
		{"deploy.sh", "export API_TOKEN=QZXK_MPLW_RTVB\n", true},
		{"config.yaml", "auth:\n  api_key: XKCD_PLMQ_ZRTV_WQNB\n", true},
		{"app.properties", "service.password=PRZ_KLQ_MXV_TWB_ZQN\n", true},
		{"config.ini", "[auth]\nsecret = ZQXW_KRTP_MNBV_LQZX\n", true},
		{"app/settings.py", "API_KEY = \"QZXK_MPLW_RTVB\"\n", true},
		{".env", "SIGNING_SECRET=QZAK_MPLW_RTVB_XHEN\n", true},       // a chunk with a vowel is still no word
		{"app/config.py", "API_TOKEN = QZXK_MPLW_RTVB_KQPZ\n", true}, // no name anyone writes

		{".env", "API_KEY_HEADER=DEFAULT_API_KEY_HEADER\n", false},
		{".env", "API_KEY=X_API_KEY_V2\n", false},
		{".env", "TOKEN_KIND=ACCESS_TOKEN\n", false},
		{".env", "AUTH_TOKEN=GITHUB_TOKEN\n", false},
		{"config.yaml", "auth:\n  token: SERVICE_ACCOUNT_TOKEN\n", false},
		{"config.yaml", "auth:\n  password: DB_PASSWORD_FROM_VAULT\n", false},
		{"deploy.sh", "export API_SECRET=CLIENT_SECRET_BASIC\n", false},
		{"config.yaml", "security:\n  token: BEARER_TOKEN_V2\n", false},
		{"app/settings.py", "PASSWORD = PASSWORD_HASHERS\n", false},
		{".env", "SECRET_STORE=AWS_SECRETS_MANAGER\n", false},
		{".env", "AZURE_CLIENT_SECRET=AZURE_CLIENT_SECRET_VALUE\n", false},
		{"app/config.py", "API_TOKEN = SERVICE_ACCOUNT_TOKEN\n", false},
		{"config.yaml", "auth:\n  credentials: SERVICE_ACCOUNT_JSON\n  secret_kind: CLIENT_SECRET_POST\n", false}, // enum-like values
		{"src/auth.ts", "const tokenKind = TokenKind.REFRESH_TOKEN_ROTATING;\nlet secret = SECRET_NOT_CONFIGURED;\n", false},
		{".env", "ENCRYPTION_KEY_SOURCE=KEY_MANAGEMENT_SERVICE\n", false},
	}
	judgeWrites(t, cases)
}

// TestWrappedAsBare: for any name and any wrapping call of literals, the wrapped literal is
// judged as the bare one is, by whichever rule reads the bare assignment (gitleaks'
// generic-api-key reads `key`, which the own secret-assignment does not).
func TestWrappedAsBare(t *testing.T) {
	values := []string{fake("", alnum, 32), "your-api-key-here", "DEFAULT_API_KEY_HEADER", "QZXK_MPLW_RTVB_KQPZ"}
	names := []string{"api_key", "key", "token", "secret", "password", "auth", "credentials", "k", "name", "private_key"}
	wraps := []string{`Some(%s)`, `String::from(%s)`, `new String(%s)`, `Buffer.from(%s, "hex")`, `os.getenv("X", %s)`,
		`Optional.of(%s)`, `SecretStr(value=%s)`, `[]byte(%s)`, `Some(String::from(%s))`}
	f := newFixture(t)
	g := New()
	blocked := func(text string) bool {
		ev := f.ev(hookguard.PreFiles)
		ev.Files = []hookguard.FileChange{{Path: filepath.Join(f.root, "src/app.js"), Op: hookguard.OpWrite, Text: text}}
		return judge(t, g, ev).Decision == hookguard.Block
	}
	for _, v := range values {
		for _, n := range names {
			bare := blocked("const " + n + " = \"" + v + "\";\n")
			for _, w := range wraps {
				text := "const " + n + " = " + strings.Replace(w, "%s", "\""+v+"\"", 1) + ";\n"
				if got := blocked(text); got != bare {
					t.Errorf("%q: blocked %v, but bare it is %v", text, got, bare)
				}
			}
		}
	}
}
