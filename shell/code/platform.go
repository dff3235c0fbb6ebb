package code

import "runtime"

// The code runs on the machine hookguard runs on, so what it asks of the platform is known:
// a branch for another system (process.platform === "win32" ? "rmdir /s /q build" : ...) is
// not taken, and is not judged as a command of this one.

// platformName is the value a language gives a name for the system it runs on, here.
func platformName(l Lang, name string) (string, bool) {
	goos := runtime.GOOS
	switch {
	case l == JS && name == "process.platform":
		if goos == "windows" {
			return "win32", true
		}
		return goos, true
	case l == Python && name == "sys.platform":
		if goos == "windows" {
			return "win32", true
		}
		return goos, true
	case l == Python && name == "os.name":
		if goos == "windows" {
			return "nt", true
		}
		return "posix", true
	case l == PHP && (name == "PHP_OS" || name == "PHP_OS_FAMILY"):
		switch goos {
		case "windows":
			return "Windows", true
		case "darwin":
			return "Darwin", true
		}
		return "Linux", true
	case l == PHP && name == "DIRECTORY_SEPARATOR":
		if goos == "windows" {
			return `\`, true
		}
		return "/", true
	case l == Perl && name == "$^O":
		if goos == "windows" {
			return "MSWin32", true
		}
		return goos, true
	}
	return "", false
}
