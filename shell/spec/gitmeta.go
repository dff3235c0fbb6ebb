package spec

import "strings"

// What git stores in its history besides files: a commit's, tag's, note's or merge's
// message, its trailers, and the identity every commit carries. git log prints them and a
// push publishes them, so a variable expanded into one is exposed (as a commit's -m is), and
// a file given as the message (-F) is copied there.

// gitMessageDoes is the Does of a git command that stores a message: -m and --trailer
// values are exposed, an -F file (but stdin) is copied into the history.
func gitMessageDoes(c *Call, _ gitRepo) {
	by := byOf(c)
	if v, ok := c.Value("F"); ok && v.S != "-" {
		c.Add(Effect{Kind: Read, Path: c.PathOf(v), Class: "copy", By: by + " -F"})
	}
	exposeWords(c, c.P.Values("m"), by+" -m")
	exposeWords(c, c.P.Values("trailer"), by+" --trailer")
}

// identityKey reports the settings whose value every later commit or tag records as its
// author or committer.
func identityKey(k string) bool {
	switch strings.ToLower(k) {
	case "user.name", "user.email", "author.name", "author.email", "committer.name", "committer.email":
		return true
	}
	return false
}

// identityEnv reports the variables git records as a commit's author or committer.
func identityEnv(name string) bool {
	switch name {
	case "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "EMAIL":
		return true
	}
	return false
}

// identityExposes adds the variables expanded into an identity set for git: a setting's
// word (git config user.name "$T", git -c user.name=$T) or, where only its text is left
// (a NAME=VALUE prefix), the $NAME references that text still holds.
func identityExposes(c *Call, w Word, by string) {
	exposeWords(c, []Word{w}, by)
	if len(w.From) == 0 && w.Dyn {
		var seen nameSet
		for _, name := range VarRefs(w.S) {
			if seen.add(name) {
				c.Add(Effect{Kind: Expose, Class: "var", Text: name, Known: true, By: by})
			}
		}
	}
}
