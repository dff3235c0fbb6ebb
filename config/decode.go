package config

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/hashicorp/go-multierror"

	"github.com/hookguard/hookguard/guards"
)

// Table is one TOML table of one layer: its values as the TOML library returned them (or as the
// generator wrote them into Go for the embedded default), and where each key stands.
type Table struct {
	Source string         // a file path, or "embedded default"
	Path   string         // the table's dotted name, e.g. "guards.secrets"
	Values map[string]any // TOML values: string, int64, float64, bool, time, []any, map[string]any
	Lines  map[string]int // dotted key (from the file's top) -> line; nil for the embedded default
}

var _ guards.Options = Table{}

// Decode fills into (a pointer to a struct) from the table. Fields are matched by their `toml`
// tag, or by their lower-cased name. Every unknown key and every wrong type is reported at
// once, each with its file and line.
func (t Table) Decode(into any) error {
	rv := reflect.ValueOf(into)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("config: Decode needs a non-nil pointer, got %T", into)
	}
	var errs *multierror.Error
	t.decode(t.Path, t.Values, rv.Elem(), &errs)
	return guards.JoinErrors(errs)
}

// At says where a dotted key stands, as "file:line" or just the file.
func (t Table) At(key string) string {
	if line, ok := t.Lines[key]; ok {
		return fmt.Sprintf("%s:%d", t.Source, line)
	}
	// Fall back to the nearest enclosing table that has a line.
	for k := key; strings.Contains(k, "."); {
		k = k[:strings.LastIndex(k, ".")]
		if line, ok := t.Lines[k]; ok {
			return fmt.Sprintf("%s:%d", t.Source, line)
		}
	}
	return t.Source
}

func (t Table) errorf(errs **multierror.Error, key, format string, args ...any) {
	*errs = multierror.Append(*errs, fmt.Errorf("%s: %s: %s", t.At(key), key, fmt.Sprintf(format, args...)))
}

func (t Table) decode(key string, v any, dst reflect.Value, errs **multierror.Error) {
	if dst.Kind() == reflect.Pointer {
		if dst.IsNil() {
			dst.Set(reflect.New(dst.Type().Elem()))
		}
		t.decode(key, v, dst.Elem(), errs)
		return
	}
	if dst.Type() == reflect.TypeFor[time.Duration]() {
		switch x := v.(type) {
		case string:
			d, err := time.ParseDuration(x)
			if err != nil || d < 0 {
				t.errorf(errs, key, "%q is not a duration: write it like \"500ms\", \"30s\" or \"2m\"", x)
				return
			}
			dst.SetInt(int64(d))
		default:
			t.errorf(errs, key, "want a duration string such as \"30s\", got %s", tomlType(v))
		}
		return
	}
	switch dst.Kind() {
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			t.errorf(errs, key, "want a table, got %s", tomlType(v))
			return
		}
		fields := structFields(dst.Type())
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			i, ok := fields[k]
			if !ok {
				names := make([]string, 0, len(fields))
				for n := range fields {
					names = append(names, n)
				}
				sort.Strings(names)
				hint := "remove it"
				if near := guards.Nearest(k, names); near != "" {
					hint = fmt.Sprintf("did you mean %q?", near)
				} else if len(names) > 0 {
					hint = "known keys: " + strings.Join(names, ", ")
				}
				t.errorf(errs, join(key, k), "unknown key (%s)", hint)
				continue
			}
			t.decode(join(key, k), m[k], dst.Field(i), errs)
		}
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok || dst.Type().Key().Kind() != reflect.String {
			t.errorf(errs, key, "want a table, got %s", tomlType(v))
			return
		}
		if dst.IsNil() {
			dst.Set(reflect.MakeMap(dst.Type()))
		}
		for k, x := range m {
			elem := reflect.New(dst.Type().Elem()).Elem()
			t.decode(join(key, k), x, elem, errs)
			dst.SetMapIndex(reflect.ValueOf(k).Convert(dst.Type().Key()), elem)
		}
	case reflect.Slice:
		var items []any
		switch x := v.(type) {
		case []any:
			items = x
		case []map[string]any: // arrays of tables
			for _, m := range x {
				items = append(items, m)
			}
		default:
			t.errorf(errs, key, "want an array, got %s", tomlType(v))
			return
		}
		out := reflect.MakeSlice(dst.Type(), len(items), len(items))
		for i, x := range items {
			t.decode(fmt.Sprintf("%s[%d]", key, i), x, out.Index(i), errs)
		}
		dst.Set(out)
	case reflect.String:
		s, ok := v.(string)
		if !ok {
			t.errorf(errs, key, "want a string, got %s", tomlType(v))
			return
		}
		dst.SetString(s)
	case reflect.Bool:
		b, ok := v.(bool)
		if !ok {
			t.errorf(errs, key, "want true or false, got %s", tomlType(v))
			return
		}
		dst.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := v.(int64)
		if !ok || dst.OverflowInt(n) {
			t.errorf(errs, key, "want an integer, got %s", tomlType(v))
			return
		}
		dst.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := v.(int64)
		if !ok || n < 0 || dst.OverflowUint(uint64(n)) {
			t.errorf(errs, key, "want a non-negative integer, got %s", tomlType(v))
			return
		}
		dst.SetUint(uint64(n))
	case reflect.Float32, reflect.Float64:
		switch x := v.(type) {
		case float64:
			dst.SetFloat(x)
		case int64:
			dst.SetFloat(float64(x))
		default:
			t.errorf(errs, key, "want a number, got %s", tomlType(v))
		}
	case reflect.Interface:
		dst.Set(reflect.ValueOf(v))
	default:
		t.errorf(errs, key, "cannot be decoded into %s (a bug in the guard: report it)", dst.Type())
	}
}

// structFields maps each TOML key to its field index.
func structFields(t reflect.Type) map[string]int {
	out := make(map[string]int, t.NumField())
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name := strings.ToLower(f.Name)
		if tag, ok := f.Tag.Lookup("toml"); ok {
			tag, _, _ = strings.Cut(tag, ",")
			if tag == "-" {
				continue
			}
			if tag != "" {
				name = tag
			}
		}
		out[name] = i
	}
	return out
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

func tomlType(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case bool:
		return "a boolean"
	case []any, []map[string]any:
		return "an array"
	case map[string]any:
		return "a table"
	case nil:
		return "nothing"
	}
	return fmt.Sprintf("a %T", v)
}
