package maps

import (
	"slices"

	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
)

// This file reads the envelope every file shares (format, name, ruleset,
// caption, autosave) and hands the rest to the ruleset's schema package,
// chosen by the one switch in decode.

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
		switch d.rulesetOf(*root) {
		case Realms:
			return d.realms(root)
		case Zones:
			return d.zones(root)
		}
	}
	return d.drawSteel(root)
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

// drawSteel reads a Draw Steel file: the board, and the figure's marks,
// the turn tracker and the event log that go with it.
func (d decoder) drawSteel(root *jsonfile.Node) *Encounter {
	top, name, ok := d.envelope(root, dsfile.Keys())
	if !ok {
		return nil
	}
	e := &Encounter{Name: name, Ruleset: DrawSteel}
	if n := top.Get("ruleset"); n != nil {
		e.Ruleset = d.ruleset(n)
	}
	if n := top.Get("background"); n != nil {
		e.Background = d.background(n, "square")
	}
	b, drawn, gridOK := dsfile.Decode(d.Decoder, root, top)
	v := validator{d.Validator()}
	if n := top.Get("annotations"); n != nil {
		var read []bool
		if e.Annotations, read = d.annotations(n); gridOK {
			v.annotations(b, e.Annotations, read)
		}
	}
	d.caption(top, e, v)
	if n := top.Get("turn"); n != nil {
		if t, ok := d.turn(n); ok {
			e.Turn = t
			v.turn(t, creatureKinds(b))
		}
	}
	if n := top.Get("log"); n != nil {
		e.Log = d.log(n)
		v.log(e.Log)
	}
	d.autosaveField(top, e, v)
	if d.Failures() > 0 {
		return nil
	}
	e.Board, e.drawn = b, drawn
	return e
}

// realms reads a realms file (the format version is checked).
func (d decoder) realms(root *jsonfile.Node) *Encounter {
	top, name, ok := d.envelope(root, realmsfile.Keys())
	if !ok {
		return nil
	}
	e := &Encounter{Name: name, Ruleset: Realms}
	h := realmsfile.Decode(d.Decoder, root, top)
	if n := top.Get("background"); n != nil {
		e.Background = d.background(n, "hex across its flats")
	}
	v := validator{d.Validator()}
	d.caption(top, e, v)
	d.autosaveField(top, e, v)
	if d.Failures() > 0 {
		return nil
	}
	e.Hex = h
	return e
}

// zones reads a zone file (the format version is checked).
func (d decoder) zones(root *jsonfile.Node) *Encounter {
	top, name, ok := d.envelope(root, zonesfile.Keys())
	if !ok {
		return nil
	}
	e := &Encounter{Name: name, Ruleset: Zones}
	zm, mark := zonesfile.Decode(d.Decoder, root, top, name)
	v := validator{d.Validator()}
	d.caption(top, e, v)
	d.autosaveField(top, e, v)
	zonesfile.CheckBoard(d.Decoder, zm, mark)
	if d.Failures() > 0 {
		return nil
	}
	e.Zones = zm
	return e
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

func (d decoder) ruleset(n *jsonfile.Node) string {
	s, ok := d.String(n, "ruleset")
	switch {
	case !ok:
	case s == DrawSteel:
	case slices.Contains(plannedRulesets(), s):
		d.Fail(n, "ruleset", "ruleset %q is planned but not supported yet (supported: %s, %s, %s)", s, DrawSteel, Realms, Zones)
	default:
		d.Fail(n, "ruleset", "unknown ruleset %q (supported: %s, %s, %s)", s, DrawSteel, Realms, Zones)
	}
	return s
}
