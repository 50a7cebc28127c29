package realms

import (
	"errors"
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/command"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// Export is `battlemap export` of a hex map, with a willing move's
// preview when --preview move is given.
func (Commands) Export(call *command.Call, x *command.ExportRequest) int {
	m := x.Flags
	if m.Result != 0 {
		return call.Fail("--result goes with --preview throw on a zone map")
	}
	opt, code, ok := command.GridExportOptions(call, x)
	if !ok {
		return code
	}
	if m.By != "" || m.Melee || m.Stability != "full" || m.SideView {
		return call.Fail("--by, --melee, --stability and --side-view are for Draw Steel's forced movement; a hex map previews a willing move: --preview move --target ID [--action NAME ...] [--to C,R | --path \"C,R ...\"]")
	}
	if m.Move == "move" && m.Target == "" {
		return call.UsageError("--preview move needs --target ID")
	}
	p, err := hexExportPreview(hexMap(call), m.Move, m.Target, m.Actions, m.To, m.Path, m.NoArea)
	if err != nil {
		return call.Fail("%v", err)
	}
	opt.HexPreview = p
	return command.ExportGrid(call, x, opt)
}

// hexExportPreview reads `battlemap export`'s preview flags for a hex map:
// --preview move --target ID [--action NAME ...] [--to C,R | --path "C,R ..."].
func hexExportPreview(h *realmsfile.HexMap, preview, target string, actionNames []string, to, pathText string, noArea bool) (*session.HexPreview, error) {
	if preview == "" {
		if target != "" || len(actionNames) > 0 || to != "" || pathText != "" || noArea {
			return nil, errors.New("--target, --action, --to, --path and --no-area go with --preview move")
		}
		return nil, nil
	}
	if preview != "move" {
		return nil, fmt.Errorf("--preview %q: a hex map previews a willing move: --preview move --target ID", preview)
	}
	if target == "" {
		return nil, errors.New("--preview move needs --target ID")
	}
	if h.Board.Creature(target) == nil {
		return nil, fmt.Errorf("unknown creature id %q (ids: %s)", target, strings.Join(hexCreatureIDs(h.Board), ", "))
	}
	p := &session.HexPreview{Creature: target, NoArea: noArea}
	for _, name := range actionNames {
		a, err := realms.ParseAction(name)
		if err != nil {
			return nil, fmt.Errorf("--action: %s", strings.TrimPrefix(err.Error(), "realms: "))
		}
		p.Actions = append(p.Actions, a)
	}
	switch {
	case to != "" && pathText != "":
		return nil, errors.New("give --to or --path, not both")
	case to != "":
		q, err := parseHex(to)
		if err != nil {
			return nil, fmt.Errorf("--to: %w", err)
		}
		p.To = &q
	case pathText != "":
		for _, f := range strings.Fields(pathText) {
			q, err := parseHex(f)
			if err != nil {
				return nil, fmt.Errorf("--path: %w", err)
			}
			p.Path = append(p.Path, q)
		}
	}
	return p, nil
}
