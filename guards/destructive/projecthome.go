package destructive

// projectHomes are system directories where projects customarily live on servers (web roots,
// service checkouts, add-on software, mounted disks): a project there is the user's, and its
// files are not the operating system's. A project directly at one of them, or anywhere else
// the system owns (/etc, /usr/lib), gets no such exemption.
var projectHomes = [...]string{"/srv", "/var/www", "/opt", "/usr/local/src", "/usr/src", "/mnt", "/media", "/run/media", "/var/opt", "/home"}

// inProjectHome reports whether p is strictly inside the project root and that root lives
// in one of the projectHomes: deleting or overwriting one of the project's own files there is
// an ordinary edit, not a change to a system file.
func (j *judge) inProjectHome(p string) bool {
	_, root := j.roots()
	if root == "" || !under(p, root) {
		return false
	}
	for _, d := range projectHomes {
		if under(root, d) {
			return true
		}
	}
	return false
}
