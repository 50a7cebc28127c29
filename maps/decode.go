package maps

import (
	"slices"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
)

// This file reads the envelope every file shares (format, name, ruleset,
// caption, autosave) and hands the rest to the schema of the ruleset the
// file names (encounter.go).

// plannedRulesets are rulesets the format reserves but cannot load yet.
func plannedRulesets() []string { return nil }

// decoder reads an encounter file: the shared reader with the envelope's
// own fields.
type decoder struct{ *jsonfile.Decoder }

// validator checks the envelope's fields: the shared checks with the
// envelope's own.
type validator struct{ jsonfile.Validator }

// rulesetOf is the "ruleset" the file's top-level object names, or "".
func (d decoder) rulesetOf(root jsonfile.Node) string {
	for m := range d.Members(root) {
		if m.Key == "ruleset" && m.Val.Kind == jsonfile.KindString {
			return d.Str(m.Val)
		}
	}
	return ""
}

// decode reads the whole file, root its value. It returns nil if there
// were problems.
func (d decoder) decode(root *jsonfile.Node) *Encounter {
	ruleset := ""
	if root.Kind == jsonfile.KindObject {
		// Check the version first: another version's file may have other
		// keys, which are not worth listing as unknown.
		// The first "format" counts; Object names any other as a duplicate.
		for m := range d.Members(*root) {
			if m.Key == "format" {
				if !d.format(root, &m.Val) {
					return nil
				}
				break
			}
		}
		ruleset = d.rulesetOf(*root)
	}
	s := schemaNamed(ruleset)
	top, name, ok := d.envelope(root, s.keys())
	if !ok {
		return nil
	}
	e := &Encounter{Name: name}
	s.decode(d, root, top, e)
	if d.Failures() > 0 {
		return nil
	}
	return e
}

// envelope checks the top-level object against keys, every key a file of
// the ruleset may hold, and reads the name. ok is false when the file is
// no object.
func (d decoder) envelope(root *jsonfile.Node, keys []string) (top jsonfile.Fields, name string, ok bool) {
	top = d.Object(root, "", keys)
	if top == nil {
		return nil, "", false
	}
	if top.Get("format") == nil {
		d.format(root, nil)
	}
	if n := top.Get("name"); n != nil {
		if name, _ = d.String(n, "name"); n.Kind == jsonfile.KindString {
			d.Validator().Name("name", "name", name)
		}
	}
	return top, name, true
}

// caption reads the "caption" every ruleset's file may have.
func (d decoder) caption(top jsonfile.Fields, e *Encounter, v validator) {
	if n := top.Get("caption"); n != nil {
		if s, ok := d.String(n, "caption"); ok {
			e.Caption = s
			v.caption(s)
		}
	}
}

func (d decoder) format(root, n *jsonfile.Node) bool {
	if n == nil {
		d.Fail(root, "", `missing "format" (want "format": %d)`, FormatVersion)
		return true
	}
	v, ok := d.WholeNumber(*n)
	switch {
	case !ok:
		d.Fail(n, "format", "got %s, want the number %d", d.Describe(n), FormatVersion)
		return false
	case v != FormatVersion:
		d.Fail(n, "format", "format version %d is not supported (this program reads version %d)", v, FormatVersion)
		return false
	}
	return true
}

// ruleset checks the "ruleset" field names a ruleset the format knows.
func (d decoder) ruleset(n *jsonfile.Node) {
	s, ok := d.String(n, "ruleset")
	switch {
	case !ok:
	case schemaNamed(s).name == s:
	case slices.Contains(plannedRulesets(), s):
		d.Fail(n, "ruleset", "ruleset %q is planned but not supported yet (supported: %s)", s, rulesetNames())
	default:
		d.Fail(n, "ruleset", "unknown ruleset %q (supported: %s)", s, rulesetNames())
	}
}
