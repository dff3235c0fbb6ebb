package secrets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// What is public by design is not a secret: a .pem whose every block is a certificate or a
// public key, a Firebase web app's apiKey where its config says so, a compose default
// (${VAR:-dev}) that is no plausible password. The same values anywhere else, or beside a
// private key, are judged as before.
func TestPublicByDesign(t *testing.T) {
	f := newFixture(t)
	g := New()
	block64 := func(kind string) string {
		var b strings.Builder
		b.WriteString("-----BEGIN " + kind + "-----\n")
		for range 4 {
			b.WriteString(fake("", b64, 64) + "\n")
		}
		b.WriteString("-----END " + kind + "-----\n")
		return b.String()
	}
	os.MkdirAll(f.root+"/certs", 0o755)
	files := map[string]string{
		"certs/public.pem":  block64("PUBLIC KEY"),
		"certs/ca.pem":      block64("CERTIFICATE") + block64("CERTIFICATE"),
		"certs/rsa-pub.pem": block64("RSA PUBLIC KEY"),
		"certs/key.pem":     pem(""),
		"certs/rsa.pem":     pem("RSA "),
		"certs/bundle.pem":  block64("CERTIFICATE") + pem(""),
		"certs/enc.pem":     block64("ENCRYPTED PRIVATE KEY"),
		"certs/odd.pem":     "# private key follows\n" + fake("", b64, 64) + "\n",
		"certs/empty.pem":   "",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(f.root, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	run := func(cmd string) hookguard.Verdict {
		ev := f.ev(hookguard.PreShell)
		ev.Command = cmd
		return judge(t, g, ev)
	}
	read := func(p string) hookguard.Verdict {
		ev := f.ev(hookguard.PreRead)
		ev.Reads = []string{filepath.Join(f.root, p)}
		return judge(t, g, ev)
	}
	for _, p := range []string{"certs/public.pem", "certs/ca.pem", "certs/rsa-pub.pem"} {
		for _, v := range []hookguard.Verdict{read(p), run("cat " + p), run("openssl rsa -pubin -in " + p + " -noout -text")} {
			if v.Decision != hookguard.Allow {
				t.Errorf("%s: %s", p, v.Reason)
			}
		}
	}
	for _, p := range []string{"certs/key.pem", "certs/rsa.pem", "certs/bundle.pem", "certs/enc.pem", "certs/odd.pem", "certs/empty.pem", "certs/*.pem"} {
		if v := run("cat " + p); v.Decision == hookguard.Allow {
			t.Errorf("cat %s: allowed", p)
		}
	}

	key := fake("AIzaSy", alnum+"_-", 33)
	write := func(path, text string) hookguard.Verdict {
		ev := f.ev(hookguard.PreFiles)
		ev.Files = []hookguard.FileChange{{Path: filepath.Join(f.root, path), Op: hookguard.OpWrite, Text: text}}
		return judge(t, g, ev)
	}
	firebase := "const firebaseConfig = {\n  apiKey: \"" + key + "\",\n  authDomain: \"shop-1234.firebaseapp.com\",\n  projectId: \"shop-1234\",\n  appId: \"1:123456789012:web:4f2a9c\"\n};\n"
	for name, text := range map[string]string{
		"src/firebase.ts":  firebase,
		"src/web.js":       "export default {\n  apiKey: '" + key + "',\n  appId: '1:123456789012:web:4f2a9c',\n}\n",
		".env.development": "VITE_FIREBASE_API_KEY=" + key + "\n",
		"web/.env":         "NEXT_PUBLIC_FIREBASE_API_KEY=\"" + key + "\"\n",
		"docker-compose.yml": "services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-devpassword}\n" +
			"      REDIS_PASSWORD: \"${REDIS_PASSWORD-postgres}\"\n      API_SECRET: ${API_SECRET:=changeme}\n",
	} {
		if v := write(name, text); v.Decision != hookguard.Allow {
			t.Errorf("write %s: %s", name, v.Reason)
		}
	}
	for name, text := range map[string]string{
		"src/maps.ts":      "const maps = { key: \"" + key + "\" };\n",
		"src/server.ts":    "const cfg = {\n  apiKey: \"" + key + "\",\n  region: \"us\"\n};\n",
		"server/.env":      "FIREBASE_API_KEY=" + key + "\n",
		"src/firebase2.ts": strings.Replace(firebase, "apiKey", "serverKey", 1),
		"compose.yml":      "services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-Zq8#mR2@vL9!w}\n",
		"compose2.yml":     "services:\n  db:\n    environment:\n      DB_PASSWORD: ${DB_PASSWORD:-" + fake("", alnum, 20) + "}\n",
	} {
		if v := write(name, text); v.Decision == hookguard.Allow {
			t.Errorf("write %s: allowed", name)
		}
	}
}
