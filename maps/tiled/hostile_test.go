package tiled

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/battlemap/battlemap/maps/imported"
)

// countingFS counts how often each file is opened.
type countingFS struct {
	fs.FS
	opens map[string]int
}

func (c countingFS) Open(name string) (fs.File, error) {
	c.opens[name]++
	return c.FS.Open(name)
}

// bigTemplate is a template whose object has n properties of its own
// beside a "difficult" one: a large file, as a hostile one is.
func bigTemplate(n int) []byte {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><template><object width="32" height="32"><properties><property name="difficult" type="bool" value="true"/>`)
	for i := range n {
		fmt.Fprintf(&b, `<property name="p%d" value="%s"/>`, i, strings.Repeat("x", 40))
	}
	b.WriteString(`</properties></object></template>`)
	return []byte(b.String())
}

// objectsNaming is n objects, each naming template: width to a row of
// squares, or all at the map's corner for width 1.
func objectsNaming(n, width int, template string) string {
	var b strings.Builder
	b.WriteString(`<objectgroup id="1" name="furniture">`)
	for i := range n {
		x, y := (i%width)*32, (i/width)*32
		if width == 1 {
			x, y = 0, 0 // all at the map's corner
		}
		fmt.Fprintf(&b, `<object id="%d" template="%s" x="%d" y="%d"/>`, i+1, template, x, y)
	}
	b.WriteString(`</objectgroup>`)
	return b.String()
}

// TestTemplateReadOnce: objects that share a template read it once, not
// once each (200 objects naming one 7.6 MB template ran out of memory);
// the template's properties reach every object's square, as Tiled shows
// them.
func TestTemplateReadOnce(t *testing.T) {
	fsys := countingFS{fstest.MapFS{"crate.tx": {Data: bigTemplate(2000)}}, map[string]int{}}
	m, err := Parse("test.tmx", tmx(`orientation="orthogonal" width="10" height="20"`, objectsNaming(200, 10, "crate.tx")), fsys)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if n := fsys.opens["crate.tx"]; n != 1 {
		t.Errorf("crate.tx opened %d times for 200 objects, want once", n)
	}
	for i, c := range m.Cells {
		if !c.Difficult {
			t.Fatalf("cell %d,%d = %+v, want difficult (the template's property)", i%10, i/10, c)
		}
	}
}

// TestTemplateTilesetReadOnce: a template naming a tileset reads it once
// for all the objects using the template, and a tile object from a
// template has its tile's properties.
func TestTemplateTilesetReadOnce(t *testing.T) {
	fsys := countingFS{fstest.MapFS{
		"sets/pool.tsx": {Data: []byte(`<tileset name="pool" tilewidth="32" tileheight="32" tilecount="2" columns="2"><tile id="1"><properties><property name="liquid" type="int" value="2"/></properties></tile></tileset>`)},
		"tpl/pool.tx":   {Data: []byte(`<template><tileset firstgid="7" source="../sets/pool.tsx"/><object gid="8" width="32" height="32"/></template>`)},
	}, map[string]int{}}
	// a tile object's position is its bottom-left corner: y 32 is row 0
	var b strings.Builder
	b.WriteString(`<objectgroup id="1" name="pools">`)
	for i := range 50 {
		fmt.Fprintf(&b, `<object id="%d" template="tpl/pool.tx" x="%d" y="32"/>`, i+1, (i%5)*32)
	}
	b.WriteString(`</objectgroup>`)
	m, err := Parse("test.tmx", tmx(`orientation="orthogonal" width="5" height="1"`, b.String()), fsys)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if n := fsys.opens["sets/pool.tsx"]; n != 1 {
		t.Errorf("sets/pool.tsx opened %d times for 50 objects, want once", n)
	}
	for x := range 5 {
		if got := *m.Cell(x, 0); got != (imported.Cell{Liquid: 2}) {
			t.Errorf("cell %d,0 = %+v, want liquid 2 (the template's tile)", x, got)
		}
	}
}

// TestTemplateWall: a template's polygon and "wall" make a thin wall for
// each object naming it, the object's own properties over the
// template's.
func TestTemplateWall(t *testing.T) {
	fsys := fstest.MapFS{"fence.tx": {Data: []byte(`<template><object><properties><property name="wall" value="wood"/><property name="wallHeight" type="int" value="3"/></properties><polyline points="0,0 64,0"/></object></template>`)}}
	m, err := Parse("test.tmx", tmx(`orientation="orthogonal" width="4" height="4"`, `<objectgroup name="fences">
<object id="1" template="fence.tx" x="0" y="32"/>
<object id="2" template="fence.tx" x="64" y="64"><properties><property name="wall" value="metal"/></properties></object>
</objectgroup>`), fsys)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	var got []string
	for _, e := range m.Edges {
		got = append(got, fmt.Sprintf("%s %d %v|%v", e.Material, e.Height, e.Cells[0], e.Cells[1]))
	}
	if w := "wood 3 0,0|0,1; wood 3 1,0|1,1; metal 3 2,1|2,2; metal 3 3,1|3,2"; strings.Join(got, "; ") != w {
		t.Errorf("Parse edges = %q, want %s", got, w)
	}
}

// TestExternalBudget: the tilesets and templates of one map are read up
// to MaxExternalSize bytes together; past it the file that does not fit
// is named.
func TestExternalBudget(t *testing.T) {
	x := newExternal(fstest.MapFS{"a.tx": {Data: bigTemplate(10)}, "b.tx": {Data: bigTemplate(10)}})
	x.left = int64(len(bigTemplate(10))) + 10
	if _, err := x.template("a.tx"); err != nil {
		t.Fatalf("template a.tx within the budget: %v", err)
	}
	if _, err := x.template("a.tx"); err != nil {
		t.Fatalf("template a.tx again (read once): %v", err)
	}
	_, err := x.template("b.tx")
	if err == nil || !strings.Contains(err.Error(), "b.tx: the tilesets and templates the map names come to more than 64 MiB together") {
		t.Errorf("template b.tx past the budget: %v, want it refused", err)
	}
}

// TestTooManyTilesets: a map naming more than MaxTilesets tilesets is
// refused from the scan, before any is read (a million tilesets each
// looked up for every cell ran for minutes).
func TestTooManyTilesets(t *testing.T) {
	var b strings.Builder
	for i := range MaxTilesets + 1 {
		fmt.Fprintf(&b, `<tileset firstgid="%d" name="t"/>`, i+1)
	}
	_, err := Parse("x.tmx", tmx(`orientation="orthogonal" width="2" height="1"`, b.String()+`<layer name="l"><data encoding="csv">1,2</data></layer>`), nil)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("more than %d tilesets", MaxTilesets)) {
		t.Errorf("Parse with %d tilesets: %v, want it refused", MaxTilesets+1, err)
	}
}

// TestManyTilesetsLookup: with many tilesets each tile finds the one
// whose first GID is the greatest at or below it.
func TestManyTilesetsLookup(t *testing.T) {
	var b strings.Builder
	for i := range 1000 {
		// tileset i holds GIDs 10i+1 to 10i+10; the one at 5001 marks its
		// tile 3 difficult
		fmt.Fprintf(&b, `<tileset firstgid="%d" name="t%d">`, 10*i+1, i)
		if i == 500 {
			b.WriteString(`<tile id="3"><properties><property name="difficult" value="true"/></properties></tile>`)
		}
		b.WriteString(`</tileset>`)
	}
	m := parse(t, tmx(`orientation="orthogonal" width="4" height="1"`, b.String()+`<layer name="l"><data encoding="csv">5004,5003,5005,9999</data></layer>`), nil)
	for x, want := range []bool{true, false, false, false} {
		if m.Cell(x, 0).Difficult != want {
			t.Errorf("cell %d,0 difficult = %v, want %v", x, !want, want)
		}
	}
}

// BenchmarkManyTilesets reads a 1000x1000 map of one tile layer with
// MaxTilesets tilesets, each cell's tile in the first: a lookup across
// every tileset for every cell took minutes.
func BenchmarkManyTilesets(b *testing.B) {
	var s strings.Builder
	for i := range MaxTilesets {
		fmt.Fprintf(&s, `<tileset firstgid="%d" name="t"/>`, i+1)
	}
	s.WriteString(`<layer name="l"><data encoding="csv">`)
	for i := range 1000 * 1000 {
		if i > 0 {
			s.WriteByte(',')
		}
		s.WriteByte('1')
	}
	s.WriteString(`</data></layer>`)
	data := tmx(`orientation="orthogonal" width="1000" height="1000"`, s.String())
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("x.tmx", data, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSharedTemplate reads 200 objects naming one 2.6 MB template:
// the bytes allocated stay near the template's size, not 200 times it.
func BenchmarkSharedTemplate(b *testing.B) {
	fsys := fstest.MapFS{"crate.tx": {Data: bigTemplate(50000)}}
	data := tmx(`orientation="orthogonal" width="10" height="20"`, objectsNaming(200, 10, "crate.tx"))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("x.tmx", data, fsys); err != nil {
			b.Fatal(err)
		}
	}
}

// TestObjectWork: objects that each cover the whole map, or each run a
// wall across it, many times over (one template named by every object)
// are refused past a budget for all of them together, not worked through
// one by one.
func TestObjectWork(t *testing.T) {
	fsys := fstest.MapFS{
		"floor.tx": {Data: []byte(`<template><object width="32000" height="32000"><properties><property name="difficult" value="true"/></properties></object></template>`)},
		"fence.tx": {Data: []byte(`<template><object><properties><property name="wall" value="wood"/></properties><polyline points="0,0 32000,32000 0,32000 32000,0 0,0"/></object></template>`)},
	}
	for _, tc := range []struct {
		template, want string
	}{
		{"floor.tx", fmt.Sprintf("the objects cover more than %d cells in all", MaxObjectCells)},
		{"fence.tx", fmt.Sprintf("the objects' walls run along more than %d cell edges in all", MaxSteps)},
	} {
		// every object at the map's corner: its template's shape spans the map
		_, err := Parse("x.tmx", tmx(`orientation="orthogonal" width="1000" height="1000"`, objectsNaming(5000, 1, tc.template)), fsys)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse with 5000 objects naming %s: %v, want an error containing %q", tc.template, err, tc.want)
		}
	}
}
