package spec

// textSpecs are the programs that print, search and transform text (echo, printf, cat, head, grep, rg, sed, jq, ...): what they read and show, and the variables whose values they print. Sorted by Name.
var textSpecs = [...]Spec{}
