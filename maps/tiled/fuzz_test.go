package tiled

import (
	"testing"
	"testing/fstest"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

// FuzzParse checks that no file makes Parse panic or return a broken map:
// go test ./maps/tiled -fuzz FuzzParse -fuzztime 30s
func FuzzParse(f *testing.F) {
	f.Add(tmx(`orientation="orthogonal" width="2" height="1"`, terrainTiles+`<layer name="l"><data encoding="csv">1,2</data></layer><objectgroup name="o"><object id="1" x="0" y="0" width="32" height="32"><properties><property name="damaging" value="2"/></properties></object></objectgroup>`))
	f.Add(tmx(`orientation="hexagonal" width="2" height="2" staggeraxis="x" staggerindex="even"`, terrainTiles+`<layer name="l"><data encoding="base64" compression="zlib">`+zlibBase64(16)+`</data></layer>`))
	f.Add(tmx(`orientation="orthogonal" width="2" height="1"`, `<objectgroup name="o"><object id="2" x="0" y="0"><properties><property name="wall" value="wood"/></properties><polygon points="0,0 32,0 32,32"/></object></objectgroup>`))
	fsys := fstest.MapFS{"t.tsx": {Data: []byte(`<tileset name="t" tilewidth="8" tileheight="8"><tile id="0"><properties><property name="wall" value="glass"/></properties></tile></tileset>`)},
		"p.png": {Data: fx.PNG(16, 16)}, "w.webp": {Data: fx.WebP(9, 9)}, "huge.png": {Data: fx.PNGClaiming(1<<20, 1<<20)},
		"fence.tx": {Data: []byte(`<template><object><properties><property name="wall" value="wood"/></properties><polyline points="0,0 64,0"/></object></template>`)},
		"pool.tx":  {Data: []byte(`<template><tileset firstgid="3" source="t.tsx"/><object gid="3" width="8" height="8"/></template>`)},
		"bad.tx":   {Data: []byte(`<template><tileset firstgid="3" source="../t.tsx"/><object gid="1"/></template>`)}}
	f.Add(tmx(`orientation="orthogonal" width="2" height="1"`, `<imagelayer id="3" name="art" offsetx="-3" offsety="5"><image source="p.png"/></imagelayer><layer name="l"><data encoding="csv">0,0</data></layer>`))
	f.Add([]byte(`<map orientation="hexagonal" width="2" height="2" tilewidth="28" tileheight="32" hexsidelength="16" staggeraxis="y" staggerindex="even"><group name="g"><imagelayer name="a"><image source="w.webp"/></imagelayer></group><imagelayer name="b"><image source="huge.png"/></imagelayer><layer name="l"><data encoding="csv">0,0,0,0</data></layer></map>`))
	f.Add(tmx(`orientation="orthogonal" width="1" height="1"`, `<tileset firstgid="1" source="t.tsx"/><layer name="l"><data><tile gid="1"/></data></layer>`))
	f.Add(tmx(`orientation="orthogonal" width="3" height="2"`, `<objectgroup name="o"><object id="1" template="fence.tx" x="0" y="32"/><object id="2" template="pool.tx" x="32" y="64"/><object id="3" template="pool.tx" x="64" y="64"><properties><property name="wall" value="none"/></properties></object></objectgroup><group name="g"><objectgroup name="p"><object id="4" template="bad.tx"/></objectgroup></group>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse("fuzz.tmx", data, fsys)
		if err != nil {
			return
		}
		if err := m.Check(); err != nil {
			t.Fatalf("Parse gave a broken map: %v", err)
		}
	})
}
