package spec

// compileSpecs are compilers and linkers (cc, gcc, clang, go build, rustc, ld, ...): the
// files they write (-o). Sorted by Name.
var compileSpecs = [...]Spec{}
