//go:build !unix

package shell

const openFlags = 0
