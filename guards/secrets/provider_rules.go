package secrets

import (
	"strings"
	"unicode"
)

// providerRule is an own rule with the examples that define it: Match holds texts in which the
// rule must find a secret, NoMatch texts in which it must find none (TestProviderRuleExamples
// runs both). In the examples «alnum:N», «hex:N», «b64u:N» and «digits:N» stand for N random
// characters of that alphabet, made when the test runs, so this file holds nothing that a
// scanner or a push protection would take for a live credential.
type providerRule struct {
	rule
	Match, NoMatch []string
}

// providerRules are the provider credentials that gitleaks' default set misses and the
// guard's first own rules did not reach (issue 16). Built on first use, never at start-up.
func providerRules() []*rule {
	t := providerTable()
	rs := make([]*rule, len(t))
	for i := range t {
		rs[i] = &t[i].rule
	}
	return rs
}

func providerTable() []providerRule {
	return []providerRule{
		{
			rule: rule{
				ID: "service-url-password",
				Description: "A password in a database, cache, queue, mail, FTP or HTTP basic-auth URL (scheme://user:password@host), " +
					"also with an empty user name or a short password.",
				// The user part may be empty (redis://:pw@host). A password of four or more
				// characters counts: in a URL it is never prose. See servicePassword for what
				// stands for a password without being one.
				Regex: `(?i)\b((?:jdbc:)?(?:redis|rediss|postgres|postgresql|mysql|mariadb|mongodb|amqps?|mssql|sqlserver|ftps?|sftp|smtps?|https?|ldaps?|nats|mqtts?|kafka)(?:\+[a-z0-9]+)?)` +
					`:(?://|\\/\\/)([^\s:/\\@?#&='"\x60<>]{0,64}):([^\s/\\@'"\x60<>]{4,128})@([A-Za-z0-9\[_.-]+)`,
				SecretGroup: 3,
				// A JSON string may escape its slashes (redis:\/\/:pw@host) and still says the URL.
				Keywords: `://|:\/\/`,
				Near:     userinfoAfterScheme,
				Check:    servicePassword,
			},
			Match: []string{
				"REDIS_URL=redis://:Xk29fLq@cache.internal:6379/0",
				"DATABASE_URL=postgres://app:k9Zq@db.internal:5432/app",
				"url: postgresql+psycopg2://etl:w7!Rt2@warehouse.corp:5432/dw",
				`MONGO_URI="mongodb+srv://svc:«alnum:12»@cluster0.ab1cd.mongodb.net/prod"`,
				"amqps://orders:N8vQ2wL@rabbit.prod:5671/%2f",
				"smtp_url = smtps://mailer:aZ4r@smtp.mailgun.org:465",
				"jdbc:sqlserver://sa:Q9m#kT@sql01:1433",
				"ftp://deploy:gh7Kq2@files.corp.net/upload",
				"git clone https://ci-bot:«alnum:20»@git.corp.net/team/repo.git",
				"rediss://default:«alnum:32»@eu1-pro-dog-31547.upstash.io:31547",
				`{"cache": "redis:\/\/:Xk29fLq@cache:6379"}`,
				"POSTGRES://app:8675309@db:5432/x",
			},
			NoMatch: []string{
				"DATABASE_URL=postgres://postgres:postgres@localhost:5432/app", // the image's default, user = password
				"redis://:${REDIS_PASSWORD}@redis:6379/0",
				"postgres://app:$DB_PASS@db/app",
				"mysql://root:<password>@localhost/app",
				"mongodb://admin:****@mongo:27017",
				"amqp://guest:guest@localhost:5672",
				"postgresql://user:password@host:5432/db",
				"postgresql://user:pass@localhost/db",
				"redis://:changeme@cache:6379",
				"smtp://mailer:xxxx@smtp.local",
				"postgres://app:1234@localhost/x",
				"mysql://app:secret123@db/app",
				"https://user:s3cr3tPw@example.com/path",
				`f"postgresql://{user}:{password}@{host}/{db}"`,
				"postgres://app:%3Cpassword%3E@db/app",
				"https://maps.example.org/@51.5,-0.1,14z",
				"http://localhost:8080/@vite/client",
				"redis://:abc@cache", // three characters: the regex starts at four
			},
		},
		{
			rule: rule{
				ID: "azure-sas-signature",
				Description: "The signature (sig=) of an Azure shared access signature: a storage SAS URL or token, or a Logic Apps / " +
					"Power Automate workflow URL (Teams workflow webhooks); whoever holds it has the access it grants.",
				// A SAS is recognised by sig= together with one of its own fields (sv=, sp=, se=),
				// in either order: sig= alone is too common a query parameter.
				Regex: `(?i)(?:\bs[vpe]=[^\s'"\x60<>]{0,600}?[?&;]sig=([A-Za-z0-9%+/_-]{30,120}(?:=|%3D){0,2})|` +
					`[?&;]sig=([A-Za-z0-9%+/_-]{30,120}(?:=|%3D){0,2})[^\s'"\x60<>]{0,300}?[?&;]s[vpe]=)`,
				Keywords: "sig=",
				Entropy:  3.5,
				Check:    func(secret string, _ []string) bool { return !placeholder(secret) },
			},
			Match: []string{
				"https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&spr=https&sig=«b64u:43»%3D",
				`AZURE_SAS_TOKEN="sv=2021-08-06&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2027-01-01T00:00:00Z&sig=«alnum:44»%3D"`,
				"https://prod-27.westeurope.logic.azure.com:443/workflows/«hex:32»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«b64u:43»",
				"https://default«hex:30».03.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/«hex:32»/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«b64u:43»",
				"?sig=«alnum:44»%3D&se=2026-05-01T00%3A00%3A00Z&sp=r&sv=2020-08-04&sr=b",
			},
			NoMatch: []string{
				"https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sp=r&sig=<signature>",
				"https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sp=r&sig=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
				"https://api.example.com/callback?sig=«alnum:40»&user=42",
				"https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sp=r&sig=${SAS_SIG}",
				"curl \"$BLOB_URL?$SAS_TOKEN\"",
			},
		},
		{
			rule: rule{
				ID:          "discord-webhook-url",
				Description: "A Discord webhook URL: its token lets anyone post to the channel as the webhook.",
				Regex:       `(?i)\b(?:https?://)?(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api(?:/v\d{1,2})?/webhooks/\d{17,20}/([A-Za-z0-9_-]{60,90})(?:[^A-Za-z0-9_-]|$)`,
				Keywords:    "discord",
				Entropy:     4,
				Check:       func(secret string, _ []string) bool { return !placeholder(secret) },
			},
			Match: []string{
				"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/1«digits:18»/«b64u:68»",
				`webhook = "https://discordapp.com/api/webhooks/«digits:18»/«b64u:68»"`,
				"curl -X POST https://ptb.discord.com/api/v10/webhooks/«digits:19»/«b64u:68» -d @msg.json",
			},
			NoMatch: []string{
				"https://discord.com/api/webhooks/{webhook.id}/{webhook.token}",
				"https://discord.com/api/webhooks/123456789012345678/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
				"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/<id>/<token>",
				"https://discord.com/developers/docs/resources/webhook",
			},
		},
		{
			rule: rule{
				ID:          "teams-incoming-webhook",
				Description: "A Microsoft Teams incoming webhook URL (Office 365 connector): anyone holding it can post to the channel.",
				// gitleaks' rule wants lower-case ids on webhook.office.com; the ids are
				// case-insensitive and the older outlook.office.com form still posts.
				Regex: `(?i)\bhttps://(?:[a-z0-9-]+\.webhook\.office\.com/webhookb2|outlook\.office(?:365)?\.com/webhook)/` +
					`([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}@[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/IncomingWebhook/[0-9a-f]{32}/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}(?:/V2[A-Za-z0-9_-]{20,})?)`,
				Keywords: "webhook.office.com|office.com/webhook|office365.com/webhook",
				Entropy:  3,
			},
			Match: []string{
				"TEAMS_URL=https://contoso.webhook.office.com/webhookb2/«hex:8»-«hex:4»-«hex:4»-«hex:4»-«hex:12»@«hex:8»-«hex:4»-«hex:4»-«hex:4»-«hex:12»/IncomingWebhook/«hex:32»/«hex:8»-«hex:4»-«hex:4»-«hex:4»-«hex:12»/V2«b64u:40»",
				"https://outlook.office.com/webhook/«hex:8»-«hex:4»-«hex:4»-«hex:4»-«hex:12»@«hex:8»-«hex:4»-«hex:4»-«hex:4»-«hex:12»/IncomingWebhook/«hex:32»/«hex:8»-«hex:4»-«hex:4»-«hex:4»-«hex:12»",
				"https://CONTOSO.webhook.office.com/webhookb2/3F2B8C1E-9D4A-4F6B-8E2C-1A7D5B9E0C3F@72F988BF-86F1-41AF-91AB-2D7CD011DB47/IncomingWebhook/9A8B7C6D5E4F40302010A0B0C0D0E0F1/3F2B8C1E-9D4A-4F6B-8E2C-1A7D5B9E0C3F",
			},
			NoMatch: []string{
				"https://contoso.webhook.office.com/webhookb2/<group-id>@<tenant-id>/IncomingWebhook/<id>/<owner>",
				"See https://learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook",
			},
		},
		{
			rule: rule{
				ID:          "zapier-webhook-url",
				Description: "A Zapier catch hook URL: anyone holding it can trigger the Zap with any data.",
				Regex:       `(?i)\bhooks\.zapier\.com/hooks/catch/((\d{3,12})/([a-z0-9]{5,12}))(?:[^A-Za-z0-9]|$)`,
				SecretGroup: 1,
				Keywords:    "hooks.zapier.com",
				Check: func(_ string, g []string) bool {
					return !placeholder(g[3]) && !runLike(g[2]) && !runLike(g[3])
				},
			},
			Match: []string{
				"ZAPIER_HOOK=https://hooks.zapier.com/hooks/catch/8«digits:6»/3«alnum:6»/",
				`fetch("https://hooks.zapier.com/hooks/catch/5038217/bdn8gq1/silent/", {method: "POST"})`,
			},
			NoMatch: []string{
				"https://hooks.zapier.com/hooks/catch/123456/abcdef/",
				"https://hooks.zapier.com/hooks/catch/1111111/xxxxxx/",
				"https://hooks.zapier.com/hooks/catch/<account>/<hook>/",
			},
		},
		{
			rule: rule{
				ID:          "entra-refresh-token",
				Description: "A Microsoft Entra ID (Azure AD) refresh token: it buys new access tokens for the user for up to 90 days.",
				// The v1/v2 endpoints issue "0.A<client info>.<encrypted body>" and the newer
				// "1.A...", the body starting AgAB/AQAB, sometimes after one more "1." part;
				// documentation truncates them ("0.AXkA..."), which stays short of the body.
				Regex:    `\b([01]\.A[A-Za-z0-9_-]{30,200}\.(?:[0-9]\.)?A[gQ]AB[A-Za-z0-9_*-]{200,}(?:\.[A-Za-z0-9_*-]{20,})?)`,
				Keywords: "0.a|1.a",
				Entropy:  4,
			},
			Match: []string{
				`{"token_type": "Bearer", "refresh_token": "0.A«b64u:50».AgABAAAAAAD«b64u:600»", "expires_in": 3599}`,
				`"refreshToken": "1.AVEA«b64u:48».AgABAwEAAADW«b64u:700»"`,
				"refresh_token=1.AAEA«b64u:50».1.AgABAwEAAAAu«b64u:640»&client_id=x",
			},
			NoMatch: []string{
				`{"refresh_token": "0.AXkA...", "expires_in": 3600}`,
				`"refresh_token": "0.ARoAv4j5cvGGr..."`,
				"released in 1.A and 0.A of the spec",
			},
		},
		{
			rule: rule{
				ID: "property-secret",
				Description: "A password, secret or token given a literal value in Java/Spring properties or application.yml " +
					"(spring.datasource.password=..., *.client-secret: ...).",
				// The key is a dotted property path ending in the secret's name (secretKeyTail,
				// checked by Near at the keyword and by propertySecret on the key: a regex that
				// spelled it out cost a backtracking run on every such line); values of four or
				// more characters count, as in a URL. See propertySecret for references, encrypted
				// values and hashes.
				Regex:       `(?im)^[ \t]*([a-z][\w-]*(?:\.[\w-]+)+)[ \t]*[=:][ \t]*([^\s'"#!][^\r\n]{3,}?)[ \t]*\r?$`,
				SecretGroup: 2,
				Keywords:    "password|passwd|pwd|secret|token|api-key|apikey|credential",
				Check:       propertySecret,
				Near:        dottedKeyAt,
			},
			Match: []string{
				"spring.datasource.password=Xq7!mz",
				"spring.datasource.password=ztooeL",
				"spring.datasource.password = k29fLq0Z",
				"spring.security.oauth2.client.registration.github.client-secret=«hex:40»",
				"app.jwt.secret: «alnum:32»",
				"server.ssl.key-store-password=${KEYSTORE_PASSWORD:Zt8#vq1}",
				"spring.security.user.password={noop}Pz4q!x",
				"mail.smtp.password=hY7wq2",
				"app.jwt.secret=(Xq7!mz)k29fLq0Z",
				"app.jwt.secret=(k29fLq0ZXq7mzW)Zt8vq1",
				"app.jwt.secret=/R2gMwNRxovC14Hqrjz16A8eXXJg5tfiL8vA7orfo1hX", // base64 may start with a slash
			},
			NoMatch: []string{
				"spring.datasource.password=${DB_PASSWORD}",
				"spring.datasource.password=",
				"server.ssl.trust-store-password-file=/run/secrets/truststore_pass",
				"app.jwt.secret.expiry=86400",
				"app.datasource.password = ${APP_DB_PASSWORD}   ",
				"server.ssl.key-store-password=changeit",
				"spring.datasource.password=ENC(«b64u:44»)",
				"spring.datasource.password={cipher}«hex:64»",
				"spring.security.user.password={bcrypt}$2a$10$«b64u:53»",
				"app.password.min-length=12",
				"app.messages.password: Password must be at least 12 characters",
				"this.password = password;",
				"self.secret = secret_value",
				"\t\t\t\tl.password = f[i+1]",
				"\t\t\t\t\tstmt.Token = stmt.Token[1:]",
				"\tcmd.SysProcAttr.Credential = &syscall.Credential{}",
				"\tc.token := next()",
				"user.password = newPassword",
				"\to.InternalCredentials = (*google.Credentials)(w)",
				"\tcfg.Token = (string)(raw)",
				"spring.datasource.password=mysecretkey",
				"spring.datasource.password=sa",
				"management.endpoint.token.enabled=true",
				"spring.redis.password=password",
			},
		},
	}
}

// isWeakWord: what people put where a password goes when it is not one: the word itself,
// the defaults of the images and tools (guest/guest, changeit), test and doc fillers. With
// separators and trailing digits dropped ("my_password", "secret123", "pass1"). A switch, not
// a map: a map literal is built at every start, and most hook calls never ask.
func isWeakWord(w string) bool {
	switch w {
	case "password", "passwd", "pass", "pwd", "pw", "secret", "secrets", "mypassword", "yourpassword",
		"dbpassword", "dbpass", "userpassword", "adminpassword", "rootpassword", "changeme", "changeit",
		"letmein", "test", "testing", "tester", "example", "sample", "dummy", "fake", "foo", "bar",
		"baz", "foobar", "foobared", "qux", "none", "null", "admin", "root", "guest", "user", "username",
		"postgres", "mysql", "redis", "mongo", "rabbitmq", "default", "token", "apikey", "key", "hunter",
		"qwerty", "abc", "abcd", "xyz":
		return true
	}
	return false
}

// weakWord reports a value that is one of isWeakWord's words once separators and trailing digits are
// dropped, or a run of one character (xxxx, 0000, ****).
func weakWord(v string) bool {
	lv := strings.ToLower(v)
	if strings.Count(lv, lv[:1]) == len(lv) {
		return true
	}
	lv = strings.NewReplacer("_", "", "-", "", ".", "", " ", "").Replace(lv)
	if strings.TrimFunc(lv, unicode.IsDigit) == "" {
		return runLike(lv) // 1234, 0000, 123456; another number is a PIN
	}
	lv = strings.TrimRightFunc(lv, unicode.IsDigit)
	return isWeakWord(lv)
}

// runLike reports an id made to look like one: a run of one character or an ascending
// sequence (123456, abcdef), as documentation writes.
func runLike(s string) bool {
	if len(s) < 2 {
		return true
	}
	same, up := true, true
	for i := 1; i < len(s); i++ {
		same = same && s[i] == s[0]
		up = up && s[i] == s[i-1]+1
	}
	return same || up
}

// percentDecode undoes %XX escapes (invalid ones are kept), so %3Cpassword%3E reads as the
// placeholder it is.
func percentDecode(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// docHost reports the hosts documentation uses (RFC 2606 names and the word "host"): a
// password in such a URL is an illustration.
func docHost(h string) bool {
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	switch h {
	case "host", "hostname", "your-host", "yourhost", "myhost", "server", "example.com", "example.org", "example.net":
		return true
	}
	for _, s := range []string{".example.com", ".example.org", ".example.net", ".example", ".test", ".invalid"} {
		if strings.HasSuffix(h, s) {
			return true
		}
	}
	return false
}

// servicePassword judges the password of a service URL. Not a password: the user name again
// (postgres:postgres, guest:guest: the image's default), a reference or template
// (${X}, $X, {x}, %(x)s, <x>), a mask (****, xxx), a weak word (password, pass, changeme,
// secret123: see isWeakWord), a URL on a documentation host. Anything else of four or more
// characters is a password, however short or simple: in a URL it is never prose.
func servicePassword(pw string, g []string) bool {
	user, host := g[2], g[4]
	pw = percentDecode(pw)
	if len(pw) < 4 || pw == percentDecode(user) || docHost(host) {
		return false
	}
	if strings.ContainsAny(pw[:1], "${%<[") || strings.ContainsAny(pw, "{}") {
		return false // ${X}, $X, %(x)s, <x>, [x], {x}: a reference or a template
	}
	return !placeholder(pw) && !weakWord(pw)
}

// propertySecret judges a property's value. A reference with a default
// (${DB_PASSWORD:s3cret}) is judged by its default, which is committed text; without one it is
// no secret. Encrypted values (ENC(...), {cipher}...) and password hashes ({bcrypt}...) are not
// secrets here; {noop} is Spring's marker for a plain-text password, so its value counts.
// Then the value must be four or more characters, not a weak word, not code (this.password =
// password;) and not prose.
// userinfoAfterScheme: an @ follows the :// (or JSON's :\/\/) at i before the authority
// ends, as a password in a URL needs.
func userinfoAfterScheme(text string, i int) bool {
	if strings.HasPrefix(text[i:], `:\/\/`) {
		i += 2
	}
	return userinfoAhead(text, i)
}

// dottedKeyAt is property-secret's shape around a keyword hit at i, read in the bytes of its
// key: the key starts its line, holds a dot, and is followed by = or :. A .env or YAML file
// whose every line names a password would otherwise cost the rule's regex once a line.
func dottedKeyAt(text string, i int) bool {
	keyByte := func(c byte) bool { return isWord(c) || c == '-' || c == '.' }
	j := i
	for j > 0 && keyByte(text[j-1]) {
		j--
	}
	if !strings.Contains(text[j:i], ".") {
		return false
	}
	for b := j; b > 0 && text[b-1] != '\n'; b-- {
		if text[b-1] != ' ' && text[b-1] != '\t' {
			return false
		}
	}
	k := i
	for k < len(text) && keyByte(text[k]) {
		k++
	}
	if !secretKeyTail(strings.ToLower(text[i:k])) {
		return false // app.jwt.secret.expiry: the secret's name is not where the key ends
	}
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++
	}
	if k >= len(text) || text[k] != '=' && text[k] != ':' {
		return false
	}
	// A plain reference (${DB_PASSWORD}, the common case) or nothing is no value; a default
	// (${X:literal}) is judged by propertySecret.
	k++
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++
	}
	v := text[k:min(len(text), k+256)]
	if e := strings.IndexAny(v, "\r\n"); e >= 0 {
		v = v[:e]
	}
	v = strings.TrimRight(v, " \t")
	if v == "" {
		return false
	}
	if strings.HasPrefix(v, "${") && strings.HasSuffix(v, "}") && !strings.Contains(v, ":") {
		return false
	}
	return true
}

// propertyKeySecret: a dotted key whose last part ends in a secret's name, then at most a
// .key or .value.
func propertyKeySecret(key string) bool {
	for _, sfx := range [...]string{".key", ".value", "-key", "-value", ""} {
		k, ok := strings.CutSuffix(key, sfx)
		if !ok {
			continue
		}
		if i := strings.LastIndexByte(k, '.'); i >= 0 {
			last := k[i+1:]
			for j := 0; j < len(last); j++ {
				if secretKeyTail(last[j:] + sfx) {
					return true
				}
			}
		}
	}
	return false
}

// secretKeyTail: a property key's part from a keyword on is the secret's name, then at most a
// .key or .value (spring's client-secret, jwt.secret.value).
func secretKeyTail(tail string) bool {
	for _, w := range [...]string{"password", "passwd", "pwd", "secret", "token", "api-key", "apikey", "credentials", "credential"} {
		if rest, ok := strings.CutPrefix(tail, w); ok {
			switch rest {
			case "", ".key", ".value", "-key", "-value":
				return true
			}
		}
	}
	return false
}

// conversion: a Go conversion or a cast, (*google.Credentials)(w), (string)(b), (T) x: a
// parenthesised type name first, which no generated password is.
func conversion(v string) bool {
	t, rest, ok := strings.Cut(strings.TrimPrefix(v, "("), ")")
	t = strings.TrimPrefix(t, "*")
	return ok && v[0] == '(' && rest != "" && t != "" && !isDigit(t[0]) &&
		allIn(t, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]") && isWordIdentifier(strings.ReplaceAll(strings.ReplaceAll(t, "[]", ""), ".", "_"), false)
}

func propertySecret(v string, g []string) bool {
	if !propertyKeySecret(strings.ToLower(g[1])) {
		return false
	}
	v = strings.TrimSpace(v)
	if def, ok := placeholderDefault(v); ok {
		v = def
	}
	v = strings.TrimPrefix(v, "{noop}")
	lv := strings.ToLower(v)
	if strings.HasPrefix(lv, "enc(") || strings.HasPrefix(lv, "{") || strings.HasPrefix(lv, "$") {
		return false
	}
	if len(v) < 4 || strings.ContainsAny(v, " \t") || strings.HasSuffix(v, ";") || strings.HasSuffix(v, ",") {
		return false
	}
	if strings.ContainsAny(v[:1], "&*=") || codeValue(v) || conversion(v) {
		return false // &T{}, *p, :=, (*T)(x): Go, not a property
	}
	if placeholder(v) || weakWord(v) || codeLike(v) || hashOrPath(v) {
		return false
	}
	switch lv {
	case "true", "false", "yes", "no", "on", "off", "required", "optional": // none, null: weakWord
		return false
	}
	switch strings.ToLower(strings.SplitN(g[1], ".", 2)[0]) {
	case "this", "self", "cls", "me":
		return false // an object's field in code, not a properties file
	}
	if isIdentifier(v) && !mixedAlnum(v) && !randomChunks(v) && (v == strings.ToLower(v) || strings.Contains(v, "_") || camelHump(v)) {
		return false // a word (mysecretkey), a variable (secret_value, newPassword)
	}
	allDigits := strings.Trim(v, "0123456789") == ""
	return !allDigits || len(v) >= 6
}

// placeholderDefault reads a Spring placeholder, ${name} or ${name:default}: its default ("" for
// none), and whether v is one. A hand scan, where a regex would be compiled for it in each
// process that meets a property key.
func placeholderDefault(v string) (string, bool) {
	inner, ok1 := strings.CutPrefix(v, "${")
	inner, ok2 := strings.CutSuffix(inner, "}")
	if !ok1 || !ok2 || inner == "" || strings.IndexByte(inner, '}') >= 0 {
		return "", false
	}
	if c := inner[0]; !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
		return "", false
	}
	name, def, _ := strings.Cut(inner, ":")
	for i := 1; i < len(name); i++ {
		if c := name[i]; !(isWord(c) || c == '.' || c == '-') {
			return "", false
		}
	}
	return def, true
}

// camelHump reports a lower-case letter, an upper-case one, a lower-case one in a row: how
// identifiers join words (newPassword), which random letters do too rarely to matter here.
func camelHump(v string) bool {
	for i := 0; i+2 < len(v); i++ {
		if 'a' <= v[i] && v[i] <= 'z' && 'A' <= v[i+1] && v[i+1] <= 'Z' && 'a' <= v[i+2] && v[i+2] <= 'z' {
			return true
		}
	}
	return false
}
