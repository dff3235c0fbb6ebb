package secrets

import (
	"testing"
)

// TestOpenShapes: the shapes a secret literal takes besides NAME = "..." and a wrapping call
// of literals, each as a class across languages: direct initialisation (C++'s
// std::string api_key("..."), a C array's password[] = "..."), a conditional's branch, a
// wrapper that also takes code, raw and triple-quoted literals, and a name given inside the
// call (define('API_KEY', '...'), os.environ["API_KEY"] = "..."). Each has its harmless
// neighbours, which stay allowed.
func TestOpenShapes(t *testing.T) {
	v := fake("", alnum, 32)
	cases := []writeCase{
		// 1. direct initialisation
		{"src/main.cpp", "    std::string api_key(\"" + v + "\");\n", true},
		{"src/main.cpp", "    const std::string kApiKey{\"" + v + "\"};\n", true},
		{"src/main.cpp", "static const QString API_TOKEN(QStringLiteral(\"" + v + "\"));\n", true},
		{"src/main.cpp", "const char* API_TOKEN = \"" + v + "\";\n", true},
		{"src/main.c", "char password[] = \"" + v + "\";\n", true},
		{"src/main.c", "static const char api_secret[33] = \"" + v + "\";\n", true},
		{"src/App.cs", "    string apiKey = new(\"" + v + "\");\n", true},
		{"src/main.cpp", "    auto api_key{\"" + v + "\"s};\n", true},
		{"src/main.c", "#define API_TOKEN \"" + v + "\"\n", true},
		{"src/main.h", "#  define API_KEY L\"" + v + "\"\n", true},
		{"src/main.h", "#define TOKEN_MAX 16\n", false},
		{"src/main.h", "#define API_KEY_HEADER \"X-Api-Key\"\n", false},
		{"src/main.h", "#define GET_TOKEN(x) ((x)->token)\n", false},
		{"src/main.h", "#define TOKEN_FORMAT \"%s:%s\"\n", false},
		{"src/main.cpp", "    auto token = get_token(user_id);\n", false},
		{"src/main.cpp", "    client.set_api_key(\"default-profile\");\n", false},
		{"src/main.cpp", "    return api_key(\"" + v + "\");\n", false},
		{"src/main.cpp", "    std::string api_key(const char* name);\n", false},
		{"src/main.cpp", "    std::string token(\"Authorization\");\n", false},
		{"src/main.c", "char password[64];\n", false},
		{"src/main.c", "char password[] = \"\";\n", false},

		// 2. a conditional's branch
		{"src/app.js", "const key = isProd ? process.env.KEY : \"" + v + "\";\n", true},
		{"src/app.js", "const apiKey = isDev ? '" + v + "' : process.env.API_KEY;\n", true},
		{"app/settings.py", "API_KEY = os.environ[\"API_KEY\"] if PROD else \"" + v + "\"\n", true},
		{"App.kt", "    val token = if (prod) System.getenv(\"TOKEN\") else \"" + v + "\"\n", true},
		{"App.scala", "  val secret = if (prod) sys.env(\"SECRET\") else String(\"" + v + "\")\n", true},
		{"src/main.c", "const char *password = prod ? getenv(\"PW\") : \"" + v + "\";\n", true},
		{"app/settings.py", "PASSWORD = \"\" if DEBUG else \"" + v + "\"\n", true},
		{"src/main.rs", "    let token = if prod { env::var(\"TOKEN\")? } else { \"" + v + "\".into() };\n", true},
		{"src/app.js", "const secret = a ? 'x' : b ? process.env.S : '" + v + "';\n", true},
		{"src/app.js", "const key = isProd ? process.env.KEY : \"\";\n", false},
		{"src/app.js", "const key = isProd ? process.env.KEY : \"development-only\";\n", false},
		{"app/settings.py", "API_KEY = os.environ[\"API_KEY\"] if PROD else None\n", false},
		{"src/app.ts", "const token = user?.token ? user.token : undefined;\n", false},
		{"app/settings.py", "token = \"Bearer\" if use_bearer else \"Basic\"\n", false},

		// 3. a wrapper that also takes code: its first argument is the value
		{"src/app.js", "const apiKey = Buffer.from(\"" + v + "\", enc);\n", true},
		{"app/settings.py", "SECRET_KEY = SecretStr(\"" + v + "\", salt)\n", true},
		{"app/settings.py", "api_key = hmac.new(b\"" + v + "\", msg, hashlib.sha256)\n", true},
		{"src/Main.java", "    String password = new String(bytes, \"" + v + "\");\n", false}, // the data is bytes
		{"src/Main.java", "    String token = new String(bytes, StandardCharsets.UTF_8);\n", false},
		{"app/auth.py", "token = jwt.encode(payload, \"" + v + "\", algorithm=\"HS256\")\n", false},
		{"app/settings.py", "api_key = os.environ.get(\"API_KEY\", default)\n", false},
		{"app/settings.py", "token = request.headers.get(\"X-Auth-Token\", None)\n", false},
		{"app/settings.py", "password = getpass(\"Database password: \", stream)\n", false},
		{"src/app.ts", "const token = t(\"auth.session.token_expired\", { count });\n", false},
		{"app/settings.py", "secret = getattr(settings, \"SECRET_KEY_FALLBACKS\", [])\n", false},

		// 4. raw and triple-quoted literals
		{"src/main.rs", "    let api_key = r#\"" + v + "\"#;\n", true},
		{"src/main.rs", "    let api_key = r\"" + v + "\";\n", true},
		{"src/main.rs", "    let token = String::from(r##\"" + v + "\"##);\n", true},
		{"app/settings.py", "API_KEY = \"\"\"" + v + "\"\"\"\n", true},
		{"app/settings.py", "API_KEY = '''" + v + "'''\n", true},
		{"App.kt", "    val apiKey = \"\"\"" + v + "\"\"\"\n", true},
		{"App.scala", "  val apiKey = \"\"\"" + v + "\"\"\"\n", true},
		{"Config.swift", "    let apiKey = #\"" + v + "\"#\n", true},
		{"src/main.cpp", "    const char* api_key = R\"(" + v + ")\";\n", true},
		{"main.go", "const apiKey = `" + v + "`\n", true},
		{"src/app.js", "const apiKey = `" + v + "`;\n", true},
		{"Config.swift", "    let apiKey = \"\"\"\n        " + v + "\n        \"\"\"\n", true},
		{"app/settings.py", "API_KEY = \"\"\"\n" + v + "\n\"\"\"\n", true},
		{"app/settings.py", "TOKEN_HELP = \"\"\"\nThe token.\nIt is read from " + v + "\n\"\"\"\n", false},
		{"Config.swift", "    let apiKey = \"\"\"\n        Set the key in Settings.\n        \"\"\"\n", false},
		{"src/app.js", "const apiKey = String.raw`" + v + "`;\n", true},
		{"src/App.cs", "    var apiKey = \"\"\"" + v + "\"\"\";\n", true},
		{"src/app.js", "const apiKey = `${prefix}" + v[:4] + "${suffix}`;\n", false},
		{"app/settings.py", "API_KEY = \"\"\"\"\"\"\n", false},
		{"app/settings.py", "token_doc = \"\"\"The token the service hands out.\"\"\"\n", false},
		{"src/main.rs", "    let token_re = r#\"^[A-Za-z0-9_]{32}$\"#;\n", false},

		// 5. the name inside the call
		{"src/config.php", "define('API_KEY', '" + v + "');\n", true},
		{"src/main.c", "    setenv(\"TOKEN\", \"" + v + "\", 1);\n", true},
		{"app/settings.py", "os.environ[\"API_KEY\"] = \"" + v + "\"\n", true},
		{"app/settings.py", "os.environ.setdefault(\"API_KEY\", \"" + v + "\")\n", true},
		{"src/app.js", "process.env.API_KEY = \"" + v + "\";\n", true},
		{"src/Main.java", "    System.setProperty(\"db.password\", \"" + v + "\");\n", true},
		{"src/app.ts", "config.set(\"api_token\", \"" + v + "\");\n", true},
		{"lib/app.rb", "ENV[\"SECRET\"] = \"" + v + "\"\n", true},
		{"lib/app.rb", "ENV['API_TOKEN'] ||= '" + v + "'\n", true},
		{"src/app.ts", "headers[\"X-Api-Key\"] = \"" + v + "\";\n", true},
		{"app/settings.py", "settings.set(\"API_KEY\", value=\"" + v + "\")\n", true},
		{"src/App.cs", "    Environment.SetEnvironmentVariable(\"API_KEY\", \"" + v + "\");\n", true},
		{"src/app.php", "$_ENV['API_KEY'] = '" + v + "';\n", true},
		{"app/crypto.py", "key = hashlib.pbkdf2_hmac(\"sha256\", password, salt=b\"" + v + "\")\n", false}, // an unquoted name's label is an argument
		{"example_test.go", "\tsecret := Ref{Name: \"some-secret\", Secret: \"do-not-log-me\"}\n", true},   // the label names its own secret
		{"app/settings.py", "os.environ[\"API_KEY\"] = api_key\n", false},
		{"app/settings.py", "os.environ.setdefault(\"API_KEY\", \"\")\n", false},
		{"src/config.php", "define('API_KEY', getenv('API_KEY'));\n", false},
		{"src/Main.java", "    System.setProperty(\"db.password\", System.getenv(\"DB_PASSWORD\"));\n", false},
		{"lib/app.rb", "ENV[\"SECRET\"] = \"changeme\"\n", false},
		{"src/app.ts", "config.set(\"api_token\", token);\n", false},
		{"models.go", "\t\tobjectMap[\"LowKey\"] = ui6rpsd.LowKey\n", false}, // a subscript given code
		{"src/main.c", "    password[i] = buf[i];\n", false},
		{"lib/app.rb", "@token ||= fetch_token(client_id)\n", false},
	}
	judgeWrites(t, cases)
}
