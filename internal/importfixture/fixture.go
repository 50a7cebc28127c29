package importfixture

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
)

// PNG is a w x h PNG of a checkerboard of 16-pixel cells: cheap to
// compress, so a 4096 x 4096 one stays small.
func PNG(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := uint8(80)
			if (x/16+y/16)%2 == 0 {
				v = 200
			}
			img.SetNRGBA(x, y, color.NRGBA{v, v / 2, 40, 255})
		}
	}
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, img); err != nil {
		panic(err) // encoding an in-memory image does not fail
	}
	return b.Bytes()
}

// NoisyPNG is a w x h PNG of seeded noise: a picture that does not
// compress, the worst case for the size of a file and its base64 text.
func NoisyPNG(w, h int, seed uint64) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(seed, 0))
	for i := 0; i < len(img.Pix); i += 4 {
		v := r.Uint32()
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(v), uint8(v>>8), uint8(v>>16), 255
	}
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// JPEG is a w x h JPEG.
func JPEG(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// PNGClaiming is a small valid PNG whose header claims w x h pixels (its
// checksum mended), for the checks that refuse a picture from its header.
func PNGClaiming(w, h uint32) []byte {
	b := PNG(1, 1)
	// signature (8), IHDR length (4), "IHDR" (4), width, height
	binary.BigEndian.PutUint32(b[16:], w)
	binary.BigEndian.PutUint32(b[20:], h)
	binary.BigEndian.PutUint32(b[29:], crc32.ChecksumIEEE(b[12:29]))
	return b
}

// P is a point in grid cells.
type P struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Portal is a door or window of a Universal VTT file.
type Portal struct {
	Position     P       `json:"position"`
	Bounds       []P     `json:"bounds"`
	Rotation     float64 `json:"rotation"`
	Closed       bool    `json:"closed"`
	Freestanding bool    `json:"freestanding"`
}

// Light is a light of a Universal VTT file.
type Light struct {
	Position  P       `json:"position"`
	Range     float64 `json:"range"`
	Intensity float64 `json:"intensity"`
	Color     string  `json:"color"`
	Shadows   bool    `json:"shadows"`
}

// UVTT is a Universal VTT file's contents.
type UVTT struct {
	Origin, Size  P
	PixelsPerGrid float64
	Walls         [][]P
	Objects       [][]P
	Portals       []Portal
	Lights        []Light
	Image         []byte // encoded PNG, JPEG or WebP; nil for none
}

// JSON writes the file as Dungeondraft does (format 0.3).
func (u UVTT) JSON() []byte {
	type res struct {
		Origin P       `json:"map_origin"`
		Size   P       `json:"map_size"`
		PPG    float64 `json:"pixels_per_grid"`
	}
	f := struct {
		Format     float64  `json:"format"`
		Resolution res      `json:"resolution"`
		Walls      [][]P    `json:"line_of_sight"`
		Objects    [][]P    `json:"objects_line_of_sight"`
		Portals    []Portal `json:"portals"`
		Lights     []Light  `json:"lights"`
		Image      string   `json:"image"`
	}{0.3, res{u.Origin, u.Size, u.PixelsPerGrid}, u.Walls, u.Objects, u.Portals, u.Lights, base64.StdEncoding.EncodeToString(u.Image)}
	if f.Walls == nil {
		f.Walls = [][]P{}
	}
	b, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		panic(err) // plain values always marshal
	}
	return b
}

// Big is the benchmark's map: 40 x 40 squares, 2,000 wall segments (a
// maze of horizontal, vertical and diagonal runs) and 40 doors and
// windows; the benchmark adds a 4096 x 4096 image (PNG(4096, 4096): 102.4
// pixels a square).
func Big() UVTT {
	u := UVTT{Size: P{40, 40}, PixelsPerGrid: 102.4}
	segs := 0
	for i := 0; segs < 2000; i++ {
		x, y := float64(i%39)+0.5, float64((i/39*7)%39)+0.5
		var line []P
		switch i % 3 {
		case 0:
			line = []P{{x, y}, {x + 1, y}, {x + 1, y + 1}}
		case 1:
			line = []P{{x, y}, {x + 0.7, y + 0.7}, {x + 1.4, y + 1.2}}
		default:
			line = []P{{x, y}, {x, y + 1}, {x - 0.5, y + 1.5}}
		}
		u.Walls = append(u.Walls, line)
		segs += len(line) - 1
	}
	for i := range 40 {
		x := float64(i)
		u.Portals = append(u.Portals, Portal{Position: P{x + 0.5, 20}, Bounds: []P{{x, 20}, {x + 1, 20}}, Closed: i%2 == 0})
	}
	return u
}

// WebP is a w x h lossless WebP (VP8L) of one colour, written bit by bit:
// the standard library and golang.org/x/image have no WebP encoder. Each
// of its five prefix codes is a "simple" code of one symbol, so the
// pixels take no bits at all. w and h are 1 to 16384 (the format's
// limit), so a large one also serves the checks that refuse a picture
// from its header.
func WebP(w, h int) []byte {
	var bits []bool
	put := func(v uint32, n int) { // least significant bit first
		for i := range n {
			bits = append(bits, v>>i&1 == 1)
		}
	}
	put(uint32(w-1), 14)
	put(uint32(h-1), 14)
	put(0, 1)                                       // alpha is not used
	put(0, 3)                                       // version 0
	put(0, 1)                                       // no transform
	put(0, 1)                                       // no colour cache
	put(0, 1)                                       // no meta prefix codes
	for _, v := range []uint32{100, 200, 40, 255} { // green, red, blue, alpha
		put(1, 1) // a simple code
		put(0, 1) // of one symbol
		put(1, 1) // of 8 bits
		put(v, 8)
	}
	put(1, 1) // distance: a simple code of one 1-bit symbol, 0
	put(0, 1)
	put(0, 1)
	put(0, 1)
	data := []byte{0x2f}
	for i := 0; i < len(bits); i += 8 {
		var c byte
		for j := 0; j < 8 && i+j < len(bits); j++ {
			if bits[i+j] {
				c |= 1 << j
			}
		}
		data = append(data, c)
	}
	if len(data)%2 == 1 {
		data = append(data, 0) // a RIFF chunk is padded to an even size
	}
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(4+8+len(data)))
	b.WriteString("WEBPVP8L")
	binary.Write(&b, binary.LittleEndian, uint32(len(data)))
	b.Write(data)
	return b.Bytes()
}
