package spec

// formatSpecs are the formatters and fixers that rewrite files in place (prettier --write,
// black, ruff format, gofmt -w, rubocop -a, sqlfluff fix, ...). Sorted by Name.
var formatSpecs = [...]Spec{}
