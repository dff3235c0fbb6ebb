package hookguard

import (
	"reflect"
	"testing"
)

// Clone copies every field but the memo: a field added to Event and forgotten in Clone would
// be lost to the second walk over the same action.
func TestCloneCopiesEveryField(t *testing.T) {
	var e Event
	v := reflect.ValueOf(&e).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		if !v.Type().Field(i).IsExported() {
			continue
		}
		switch f.Kind() {
		case reflect.String:
			f.SetString("x" + v.Type().Field(i).Name)
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		default:
			t.Fatalf("Event.%s is a %s: teach this test (and Clone) about it", v.Type().Field(i).Name, f.Kind())
		}
	}
	e.Memo("k", func() any { return 1 })
	c := e.Clone()
	cv := reflect.ValueOf(c).Elem()
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		if !reflect.DeepEqual(v.Field(i).Interface(), cv.Field(i).Interface()) {
			t.Errorf("Clone loses Event.%s", v.Type().Field(i).Name)
		}
	}
	if c.Memo("k", func() any { return 2 }) != 2 {
		t.Error("the clone shares the original's memo")
	}
}
