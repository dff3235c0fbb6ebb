package secrets

import (
	"testing"
)

// TestTypedAssignments: a secret literal given to a name through a type annotation (Rust,
// TypeScript, Python, Kotlin, Swift, Scala; Go's `var name T = v`) is the same assignment as
// one without, and is found the same way; the annotation alone, a signature, a type alias, a
// reference or a placeholder after it are not.
func TestTypedAssignments(t *testing.T) {
	v := fake("", alnum, 32)
	cases := []writeCase{
		{"src/main.rs", "    let token: &str = \"" + v + "\";\n", true},
		{"src/config.rs", "pub const API_KEY: &str = \"" + v + "\";\n", true},
		{"src/config.rs", "static SECRET: &'static str = \"" + v + "\";\n", true},
		{"src/config.rs", "pub static ACCESS_TOKEN: &str = \"" + v + "\";\n", true},
		{"src/config.ts", "const apiKey: string = \"" + v + "\";\n", true},
		{"src/client.ts", "class C {\n  private readonly apiKey: string = '" + v + "';\n}\n", true},
		{"src/client.ts", "let token: string | undefined = `" + v + "`;\n", true},
		{"app/settings.py", "api_key: str = \"" + v + "\"\n", true},
		{"app/settings.py", "    client_secret: Final[str] = '" + v + "'\n", true},
		{"App.kt", "    val apiKey: String = \"" + v + "\"\n", true},
		{"App.kt", "    private const val API_TOKEN: String = \"" + v + "\"\n", true},
		{"Config.swift", "    let apiKey: String = \"" + v + "\"\n", true},
		{"Config.swift", "    let token: String! = \"" + v + "\"\n", true},
		{"app/settings.py", "api_key: str=\"" + v + "\"\n", true},
		{"src/client.ts", "  apiKey?: string = \"" + v + "\";\n", true},
		{"Config.scala", "  val apiKey: String = \"" + v + "\"\n", true},
		{"main.go", "var apiKey string = \"" + v + "\"\n", true},
		{"main.go", "\tvar password string = \"" + v + "\"\n", true},

		{"src/main.rs", "    let token: &str = \"your-token-here\";\n", false},
		{"src/config.ts", "const apiKey: string = process.env.API_KEY;\n", false},
		{"src/config.ts", "const apiKey: string = process.env.API_KEY ?? \"\";\n", false},
		{"app/settings.py", "api_key: str = os.environ[\"API_KEY\"]\n", false},
		{"app/settings.py", "api_key: str = \"<your api key>\"\n", false},
		{"src/main.rs", "    let name: &str = \"" + v + "\";\n", false},
		{"src/lib.rs", "    fn token(&self) -> &str {\n        &self.token\n    }\n", false},
		{"src/lib.rs", "    pub fn api_key(&self) -> Option<&str> { self.api_key.as_deref() }\n", false},
		{"src/types.ts", "type ApiKey = string;\nexport type Token = string | null;\n", false},
		{"src/types.ts", "interface Login {\n  password: string;\n  token?: string;\n}\n", false},
		{"App.kt", "    val apiKey: String = BuildConfig.API_KEY\n", false},
		{"Config.swift", "    let apiKey: String = ProcessInfo.processInfo.environment[\"API_KEY\"] ?? \"\"\n", false},
		{"main.go", "var apiKey string = os.Getenv(\"API_KEY\")\n", false},
		{"src/auth.ts", "if (token: string != \"" + v + "\") {}\n", false},
		// YAML: base64's padding, a value holding an =, a generated run before one
		{"values.yaml", "auth:\n  password: azdRejlWdFIybVh3NExwQjhuWWM=\n", true},
		{"values.yaml", "auth:\n  password: " + v + "= x\n", true},
		{"values.yaml", "auth:\n  token: mode=read\n", false},
		{"src/config.rs", "pub const API_KEY_HEADER: &str = \"X-Api-Key\";\n", false},
		{"src/config.rs", "pub const TOKEN_ENV: &str = \"GITHUB_TOKEN\";\n", false},
	}
	judgeWrites(t, cases)
}

// TestNameValues: a program that names the variable it reads or the protocol it speaks
// (s2a-go, grpc's ALTS, the AWS SDK's test fixtures) writes a name as the value; a random
// value in the same place is still found.
func TestNameValues(t *testing.T) {
	g := New()
	cases := []writeCase{
		{"tokenmanager.go", "\ts2aAccessTokenEnvironmentVariable = \"S2A_ACCESS_TOKEN\"\n", false},
		{"handshaker.go", "\trekeyRecordProtocolName = \"ALTSRP_GCM_AES128_REKEY\"\n", false},
		{"creds_test.go", "\t\t\texpectedSecretKey: \"SECRET-Full-Path\",\n", false},
		{"config.yaml", "secret_key: SECRET-Full-Path\n", false},
		{"tokenmanager.go", "\taccessToken = \"S2A_Xq9K7QZ9xLm2pR8vT4w\"\n", true},
		{"handshaker.go", "\trekeyKey = \"ALTSRP-k7Qz9VtR2mXw4LpB\"\n", true},
		{"creds_test.go", "\t\t\texpectedSecretKey: \"KZAFJWW-Qx9m-Lp2vR7\",\n", true},
	}
	for _, c := range cases {
		fs := g.Scan(c.path, c.text)
		if got := len(fs) > 0; got != c.want {
			t.Errorf("%s %q: found %v, want %v (%v)", c.path, c.text, got, c.want, fs)
		}
	}
}
