package uvtt

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// This file reads a Universal VTT file piece by piece: a scan finds where
// each top-level member's value lies in the file's bytes, and a member is
// then decoded whole (a small one) or an element at a time (an array).

// span is where a value lies in the file: data[s:e].
type span struct{ s, e int }

// errEnough stops reading an array early without an error.
const errEnough = errorText("enough")

type errorText string

func (e errorText) Error() string { return string(e) }

// members finds the top-level members of a file of valid JSON: each key
// (lower-cased: encoding/json matches keys so) and where its value lies.
// A later duplicate wins, as in encoding/json.
func members(data []byte) (map[string]span, error) {
	// Valid keeps nothing; for a file that is not, Unmarshal says where
	// (it checks the whole file before it decodes anything, and an empty
	// struct keeps nothing)
	var top struct{}
	if json.Valid(data) && len(bytes.TrimSpace(data)) > 0 && bytes.TrimSpace(data)[0] == '{' {
		// an object: read below
	} else if err := json.Unmarshal(data, &top); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return nil, fmt.Errorf("%s: %v", lineCol(data, se.Offset), se)
		case errors.As(err, &te):
			return nil, fmt.Errorf(`the file holds a JSON %s, want an object {"resolution": ..., "line_of_sight": ...}`, te.Value)
		}
		return nil, err
	}
	out := map[string]span{}
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		// null: Unmarshal accepts it
		return nil, errors.New(`the file holds JSON null, want an object {"resolution": ..., "line_of_sight": ...}`)
	}
	i++
	for {
		i = skipSpace(data, i)
		switch data[i] {
		case '}':
			return out, nil
		case ',':
			i++
			continue
		}
		ke := endString(data, i)
		var key string
		if err := json.Unmarshal(data[i:ke], &key); err != nil {
			return nil, fmt.Errorf("%s: %v", lineCol(data, int64(i)), err)
		}
		i = skipSpace(data, ke) + 1 // the colon
		i = skipSpace(data, i)
		ve := endValue(data, i)
		out[strings.ToLower(key)] = span{i, ve}
		i = ve
	}
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// endString is the index after the string starting at data[i] (a quote).
func endString(data []byte, i int) int {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(data)
}

// endValue is the index after the value starting at data[i].
func endValue(data []byte, i int) int {
	switch data[i] {
	case '"':
		return endString(data, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(data); {
			switch data[j] {
			case '"':
				j = endString(data, j)
				continue
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
			j++
		}
		return len(data)
	}
	j := i
	for j < len(data) && !strings.ContainsRune(",}] \t\r\n", rune(data[j])) {
		j++
	}
	return j
}

// decodeAt decodes the value at v into out; path names it in errors.
func decodeAt(data []byte, v span, out any, path string) error {
	if err := json.Unmarshal(data[v.s:v.e], out); err != nil {
		return typeProblem(data, int64(v.s), err, path)
	}
	return nil
}

// stream reads an array member an element at a time.
type stream struct {
	data []byte
	base int64
	dec  *json.Decoder
}

func newStream(data []byte, v span) *stream {
	return &stream{data: data, base: int64(v.s), dec: json.NewDecoder(bytes.NewReader(data[v.s:v.e]))}
}

// array reads an array at path (null is an empty one), calling each for
// every element with the decoder before it; each must read the element
// whole (or return an error). want says what the array should hold.
func (s *stream) array(path where, want string, each func(i int) error) error {
	at := s.base + s.dec.InputOffset()
	tok, err := s.dec.Token()
	if err != nil {
		return fmt.Errorf("%s: %s: %v", lineCol(s.data, at), path, err)
	}
	if tok == nil {
		return nil
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return fmt.Errorf("%s: %s: got %s, want %s", lineCol(s.data, at), path, describe(tok), want)
	}
	for i := 0; s.dec.More(); i++ {
		if err := each(i); err != nil {
			return err
		}
	}
	if _, err := s.dec.Token(); err != nil { // the closing bracket
		return fmt.Errorf("%s: %s: %v", lineCol(s.data, s.base+s.dec.InputOffset()), path, err)
	}
	return nil
}

// decode reads the next element into out.
func (s *stream) decode(out any, path where) error {
	at := s.base + s.dec.InputOffset()
	if err := s.dec.Decode(out); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			// the error's offset counts from the element's start, past
			// the comma and space before it
			start := at
			for start < int64(len(s.data)) && strings.IndexByte(", \t\r\n", s.data[start]) >= 0 {
				start++
			}
			return typeProblem(s.data, start, te, path.String())
		}
		return fmt.Errorf("%s: %s: %v", lineCol(s.data, at), path, err)
	}
	return nil
}

// where is an element's path: key, key[i] or key[i][j] (n says which).
// It is a value that becomes text only for an error.
type where struct {
	key  string
	n    int
	i, j int
}

func (w where) String() string {
	switch w.n {
	case 1:
		return fmt.Sprintf("%s[%d]", w.key, w.i)
	case 2:
		return fmt.Sprintf("%s[%d][%d]", w.key, w.i, w.j)
	}
	return w.key
}

// describe names a token in JSON's terms.
func describe(tok any) string {
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			return "an object"
		}
		return "an array"
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "true or false"
	}
	return "null"
}

// typeProblem says where a value of the wrong type is and what is
// wanted, in JSON's terms: line and column, the field's path from the
// file's top (line_of_sight[2][5].x), what it got and what it wants.
func typeProblem(data []byte, base int64, err error, path string) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return fmt.Errorf("%s: %v", path, err)
	}
	field := path
	if te.Field != "" {
		field += "." + te.Field
	}
	return fmt.Errorf("%s: %s: got a JSON %s, want %s", lineCol(data, base+te.Offset), field, te.Value, jsonKind(te.Type))
}

// jsonKind is what a Go type reads, in JSON's terms.
func jsonKind(t reflect.Type) string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil {
		return "a value"
	}
	switch t.Kind() {
	case reflect.Float32, reflect.Float64, reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint, reflect.Uint32, reflect.Uint64:
		return "a number"
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map:
		if t == reflect.TypeFor[xy]() {
			return `an object {"x": X, "y": Y}`
		}
		return "an object"
	}
	return "a value"
}

// imageBytes is the "image" member's base64 text: the file's own bytes
// when it holds no escape (base64 never does), not a copy.
func imageBytes(data []byte, v span) ([]byte, error) {
	b := data[v.s:v.e]
	switch {
	case bytes.Equal(b, []byte("null")):
		return nil, nil
	case len(b) >= 2 && b[0] == '"' && bytes.IndexByte(b, '\\') < 0:
		return b[1 : len(b)-1], nil
	}
	var s string
	if err := decodeAt(data, v, &s, "image"); err != nil {
		return nil, errors.New(strings.Replace(err.Error(), "want a string", "want the picture in base64, a string", 1))
	}
	return []byte(s), nil
}
