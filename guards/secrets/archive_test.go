package secrets

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"os"
	"testing"
)

// An archive's members are judged by their whole names when it is printed: a directory
// member (config) prints the .env below it, whether the archive is printed whole, by that
// directory's name, or by a pattern.
func TestArchiveDirectoryMembers(t *testing.T) {
	f := commandWorld(t)
	members := map[string]string{"config/.env": "API_TOKEN=x\n", "config/app.yml": "a: 1\n", "src/a.go": "package a\n", "keys/deploy/id_ed25519": "k\n"}
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	for _, d := range []string{"config/", "src/", "keys/", "keys/deploy/"} {
		tw.WriteHeader(&tar.Header{Name: d, Typeflag: tar.TypeDir, Mode: 0o755})
		zw.Create(d)
	}
	for n, body := range members {
		tw.WriteHeader(&tar.Header{Name: n, Mode: 0o644, Size: int64(len(body))})
		tw.Write([]byte(body))
		w, _ := zw.Create(n)
		w.Write([]byte(body))
	}
	tw.Close()
	zw.Close()
	for p, b := range map[string][]byte{"/backup.tar": tb.Bytes(), "/backup.zip": zb.Bytes()} {
		if err := os.WriteFile(f.root+p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	block := []string{
		"tar -xOf backup.tar", "tar xOf backup.tar config", "tar -xO -f backup.tar keys", "tar -xOf backup.tar ./config/",
		"unzip -p backup.zip", "unzip -p backup.zip config", "unzip -p backup.zip 'config/*'", "unzip -c backup.zip keys",
		"tar -xOf backup.tar --wildcards 'conf*'", "unzip -p backup.zip '*.env'", "unzip -p backup.zip '*/deploy/*'",
	}
	allow := []string{
		"tar -xOf backup.tar src", "tar -xOf backup.tar config/app.yml", "unzip -p backup.zip src/a.go",
		"unzip -p backup.zip '*.go'", "tar -tf backup.tar", "unzip -l backup.zip", "tar -xf backup.tar -C /tmp/restore",
	}
	runCommands(t, f, New(), block, allow)
}
