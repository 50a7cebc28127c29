package command

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// CheckExportTarget says whether an export may write out: a figure of the
// format replaces an earlier figure of its kind, as exporters do, but never
// the encounter it draws (input) or its background picture, whatever they
// are called or however they are reached, and never a file that is not a
// picture of that kind unless force is given.
func CheckExportTarget(out, input string, enc *maps.Encounter, format session.ExportFormat, force bool) error {
	if SameFile(out, input) {
		return fmt.Errorf("-o %s is the encounter being exported; give another file", out)
	}
	if bg := enc.Background; bg != nil && maps.CheckImagePath(bg.Image) == nil {
		if SameFile(out, filepath.Join(filepath.Dir(input), filepath.FromSlash(bg.Image))) {
			return fmt.Errorf("-o %s is the encounter's background picture; give another file", out)
		}
	}
	fi, err := os.Stat(out)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return regfile.Check(out, fi)
	}
	if force || fi.Size() == 0 {
		return nil
	}
	head, err := readHead(out)
	if err != nil {
		return err
	}
	if !isPicture(head, format) {
		return fmt.Errorf("-o %s exists and is not a %s picture; give --force to replace it, or another file", out, formatName(format))
	}
	return nil
}

// readHead is the first bytes of the regular file at path.
func readHead(path string) ([]byte, error) {
	f, err := regfile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, 1024)
	n, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:n], nil
}

// isPicture reports whether a file beginning with head is a picture of the
// format: a PNG by its signature, an SVG by an <svg element near its start
// (after an XML declaration, comments or a doctype) and no "{" first, which
// a JSON encounter would have.
func isPicture(head []byte, format session.ExportFormat) bool {
	switch format {
	case session.ExportPNG:
		return bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n"))
	case session.ExportSVG:
		t := bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
		return bytes.HasPrefix(t, []byte("<")) && bytes.Contains(t, []byte("<svg"))
	}
	return false
}

func formatName(f session.ExportFormat) string {
	if f == session.ExportPNG {
		return "PNG"
	}
	return "SVG"
}
