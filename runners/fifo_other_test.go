//go:build !unix

package runners

import "errors"

var errNoFIFO = errors.New("no FIFOs on this system")

func mkfifo(p string) error { return errNoFIFO }
