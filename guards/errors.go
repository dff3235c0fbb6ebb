package guards

import (
	"strings"

	"github.com/hashicorp/go-multierror"
)

// JoinErrors makes one error of many that lists each on its own line (multierror's default
// wraps them in a bulleted header), or nil when there are none.
func JoinErrors(errs *multierror.Error) error {
	if errs == nil || len(errs.Errors) == 0 {
		return nil
	}
	errs.ErrorFormat = func(es []error) string {
		msgs := make([]string, len(es))
		for i, e := range es {
			msgs[i] = e.Error()
		}
		return strings.Join(msgs, "\n")
	}
	return errs
}
