package spec

// pkgSpecs are package managers, build tools and the runners that start a package's program (npm, npx, pnpm, yarn, bun, pip, uv, poetry, cargo, go, make, just, mvn, gradle, bundle, ...): what they write and what they run. Sorted by Name.
var pkgSpecs = [...]Spec{}
