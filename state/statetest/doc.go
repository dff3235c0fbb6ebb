// Package statetest plants, for the tests of hookguard's readers, what a reader must never wait
// on: a FIFO, a link to one, a link to /dev/zero (Unix only).
package statetest
