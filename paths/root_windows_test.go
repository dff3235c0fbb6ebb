package paths

import "testing"

// A Windows volume root is its own directory: resolving a path under it ends, with the cache
// on (as in a hook call) and off.
func TestRealOfAVolumeRoot(t *testing.T) {
	for _, cached := range []bool{false, true} {
		if cached {
			CacheResolutions()
		}
		for _, p := range []string{`C:\`, `C:\proj`, `C:\proj\x`} {
			if r := Real(p); r == "" {
				t.Errorf("%s (cache %v): resolved to nothing", p, cached)
			}
		}
	}
	cacheOn.Store(false)
}
