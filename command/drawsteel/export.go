package drawsteel

import (
	"strings"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Export is `battlemap export` of a square map, with a forced move's
// preview when --preview is given.
func (Commands) Export(call *command.Call, x *command.ExportRequest) int {
	m := x.Flags
	if m.Result != 0 {
		return call.Fail("--result goes with --preview throw on a zone map")
	}
	opt, code, ok := command.GridExportOptions(call, x)
	if !ok {
		return code
	}
	if len(m.Actions) > 0 {
		return call.Fail("--action is for a hex map's --preview move; %s is a Draw Steel map", call.File)
	} else if m.Move != "" {
		b := board(call.Encounter)
		if m.Target == "" {
			return call.UsageError("--preview needs --target ID")
		}
		if err := knownCreatures(b, m.Target, m.By); err != nil {
			return call.Fail("%v", err)
		}
		mv, err := drawsteel.ParseMove(m.Move)
		if err != nil {
			return call.Fail("--preview: %v", err)
		}
		p := &session.ExportPreview{Move: drawsteel.ForcedMove{Move: mv, Target: m.Target, Source: m.By, Melee: m.Melee}, NoArea: m.NoArea}
		if p.Move.Stability, err = drawsteel.ParseStability(m.Stability); err != nil {
			return call.Fail("--%v", err)
		}
		tc, _ := b.Creature(m.Target)
		switch {
		case m.Path != "" && m.To != "":
			return call.Fail("give --to or --path, not both")
		case m.Path != "":
			for _, f := range strings.Fields(m.Path) {
				q, err := parsePos(f, tc.Z)
				if err != nil {
					return call.Fail("--path: %v", err)
				}
				p.Path = append(p.Path, q)
			}
		case m.To != "":
			q, err := parsePos(m.To, tc.Z)
			if err != nil {
				return call.Fail("--to: %v", err)
			}
			p.To = &q
		}
		opt.Preview = p
	} else if m.Target != "" || m.By != "" || m.To != "" || m.Path != "" || m.NoArea || m.SideView {
		return call.Fail("--target, --by, --to, --path, --no-area and --side-view go with --preview")
	}
	return command.ExportGrid(call, x, opt)
}
