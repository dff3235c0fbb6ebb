//go:build !unix

package state

// readFile is ReadFile through an *os.File where there are no unix system calls to make it.
func readFile(path string, max int64) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, path, max)
}
