package assets

import (
	"bytes"
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

//go:embed templates.json
var templates []byte

// TemplatesPath names the creature templates in error messages.
const TemplatesPath = "assets/templates.json"

// Templates is the library of ready-made creatures, as an encounter file
// whose creatures are the templates (open it to see them all).
func Templates() []byte { return bytes.Clone(templates) }
