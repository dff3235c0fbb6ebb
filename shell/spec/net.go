package spec

// netSpecs are the programs that move data over the network (curl, wget, scp, nc, socat, http, ...): where data is sent, which files are sent or downloaded. Sorted by Name.
var netSpecs = [...]Spec{}
