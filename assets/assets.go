package assets

import (
	"embed"
	"io/fs"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

//go:embed encounters/*.json
var encounters embed.FS

// Encounters is the bundled sample encounters, as files named
// "encounters/NAME.json".
func Encounters() fs.FS { return encounters }

// SamplePath is the encounter `battlemap` opens when given no file.
const SamplePath = "encounters/cliffside.json"

// Fonts returns TrueType data for regular and bold text (the Go fonts:
// clear at small sizes, with the arrows and symbols the map uses).
func Fonts() (regular, bold []byte) { return goregular.TTF, gobold.TTF }
