# make test: vet, the Windows and macOS builds, unit tests (race detector
# on), and the window tests under a virtual display. make release: the
# binaries for every desktop in dist/ (docs/releases.md). make run: open
# the bundled sample encounter. make fuzz: every fuzz target for a minute.
# make docs: the manual's key tables (the windows' pages, docs/editor.md)
# and docs/keys.md, from the action table.
SHELL := /bin/bash
GO ?= go
XVFB = xvfb-run -a -s "-screen 0 1920x1080x24"

.PHONY: test vet cross unit window release run bench fuzz screenshot screenshot-in figures measure docs

test: vet cross unit window

vet:
	$(GO) vet ./...

# The Windows and macOS builds, so that a platform's break fails here:
# every package and its tests type-checked and vetted for each (the files
# behind build tags included), and the program compiled and linked for each.
CROSS = windows/amd64 darwin/arm64
cross:
	@set -e; for t in $(CROSS); do \
	  echo "== $$t"; \
	  CGO_ENABLED=0 GOOS=$${t%/*} GOARCH=$${t#*/} $(GO) vet ./...; \
	  CGO_ENABLED=0 GOOS=$${t%/*} GOARCH=$${t#*/} $(GO) build -o /dev/null .; \
	done

# Linux, Windows and macOS on amd64 and arm64, stamped with VERSION (by
# default `git describe`: v0.1.0 on the tag), in dist/ with SHA256SUMS.
VERSION ?=
release:
	VERSION=$(VERSION) ./.ci/release

unit:
	$(GO) test -race -count=1 ./...

# The tests that need a display: the game package's pixel tests, run on one
# game loop in the test process, and the few smoke tests that launch the
# program; `unit` runs the rest of the window tests without a display.
# The window's in-process tests (window_*_test.go in game/ and its parts) draw whole frames in
# software: under the race detector they took minutes, so `unit` skips them
# (build tag !race) and they run here, with the display tests on one game
# loop, then the few smoke tests that launch the program.
window:
	./.ci/window-deps
	$(XVFB) $(GO) test -tags display -count=1 -timeout 30m -run "Display|Window" -v ./game/... 2>&1 | grep -vE '^(=== RUN|=== PAUSE|=== CONT)'; exit $${PIPESTATUS[0]}
	$(XVFB) $(GO) test -tags window -count=1 -timeout 30m -run Window -v . 2>&1 | grep -vE '^(=== RUN|=== PAUSE|=== CONT)'; exit $${PIPESTATUS[0]}

# Idle CPU and first-frame time of the window (docs/performance.md).
measure:
	./.ci/window-deps
	./.ci/measure-idle

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Each fuzz target of every package for FUZZTIME (a minute each, a few
# minutes in all). New failing inputs land in the package's testdata/fuzz.
FUZZTIME ?= 1m
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
	  for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "== $$pkg $$target"; \
	    $(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) $$pkg; \
	  done; \
	done

run:
	$(GO) run .

# The key tables of docs/table.md, hex-window.md, zone-window.md and
# editor.md (between their <!-- keys:NAME --> markers) and docs/keys.md, made from session's action
# table; a test fails when they are out of date.
docs:
	$(GO) run ./internal/cmd/keydocs

# The manual's screenshots, made by the program itself. The binary and its
# scripts go to a private temporary folder (SHOT), so two people making
# screenshots at once do not overwrite each other's.
screenshot:
	./.ci/window-deps
	d=$$(mktemp -d /tmp/battlemap-screenshot.XXXXXX) && $(MAKE) --no-print-directory screenshot-in SHOT=$$d; s=$$?; rm -rf "$$d"; exit $$s

screenshot-in:
	test -n "$(SHOT)"
	$(GO) build -o $(SHOT)/battlemap .
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --screenshot docs/screenshot.png
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --play docs/preview-demo.play
	sed 's#docs/preview.png#docs/preview-contrast.png#' docs/preview-demo.play > $(SHOT)/preview-contrast.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --theme contrast --play $(SHOT)/preview-contrast.play
	sed 's#docs/preview.png#docs/preview-turned.png#' docs/preview-demo.play > $(SHOT)/preview-turned.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --rotate 180 --play $(SHOT)/preview-turned.play
	sed 's#docs/preview.png#docs/preview-light.png#' docs/preview-demo.play > $(SHOT)/preview-light.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --theme light --play $(SHOT)/preview-light.play
	sed 's#docs/preview.png#docs/preview-scale2.png#' docs/preview-demo.play > $(SHOT)/preview-scale2.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --ui-scale 2 --play $(SHOT)/preview-scale2.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/river-ford.json --play docs/hex-demo.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/monastery-zones.json --ui-scale 2 --play docs/zone-demo.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --play docs/touch-demo.play
	$(XVFB) $(SHOT)/battlemap open assets/encounters/cliffside.json --play docs/keyboard-demo.play
	$(XVFB) $(SHOT)/battlemap open docs/editor-demo.json --play docs/editor-demo.play
	$(XVFB) $(SHOT)/battlemap open docs/zone-editor-demo.json --play docs/zone-editor-demo.play
	$(XVFB) $(SHOT)/battlemap open docs/hex-editor-demo.json --play docs/hex-editor-demo.play
	$(SHOT)/battlemap export docs/background-painted.json -o docs/background-painted.png --scale 40 --theme dark -legend=false -coordinates=false
	$(XVFB) $(SHOT)/battlemap open docs/background-demo.json --play docs/background-demo.play
	rm -rf $(SHOT)/live
	BATTLEMAP_CACHE_DIR=$(SHOT)/live $(XVFB) $(SHOT)/battlemap open docs/player-demo.json --play docs/player-demo.play
	BATTLEMAP_CACHE_DIR=$(SHOT)/live $(XVFB) $(SHOT)/battlemap open docs/player-demo.json --player-view --screenshot docs/player-view.png
	BATTLEMAP_CACHE_DIR=$(SHOT)/live $(XVFB) $(SHOT)/battlemap open docs/player-hex-demo.json --play docs/player-hex-demo.play
	BATTLEMAP_CACHE_DIR=$(SHOT)/live $(XVFB) $(SHOT)/battlemap open docs/player-hex-demo.json --player-view --screenshot docs/player-view-hex.png

# The rulebook figures in docs/figures/ (and the manual), made by `battlemap export`.
FIGURES = assets/encounters
figures:
	mkdir -p docs/figures
	$(GO) build -o /tmp/battlemap-figures .
	for f in png svg; do \
	  /tmp/battlemap-figures export $(FIGURES)/figure-forced-movement.json -o docs/figures/forced-movement.$$f && \
	  /tmp/battlemap-figures export $(FIGURES)/figure-slam.json -o docs/figures/slam.$$f \
	    --preview "slide 5" --by null --target commando-a --path "4,1 5,1" --no-area && \
	  /tmp/battlemap-figures export $(FIGURES)/figure-hurl-wood.json -o docs/figures/hurl-wood.$$f \
	    --preview "slide 5" --by null --target commando --path "3,1 4,1 5,1" --no-area && \
	  /tmp/battlemap-figures export $(FIGURES)/figure-dismount.json -o docs/figures/dismount-human.$$f \
	    --preview move --target human --action dismount-medium --to 7,0 && \
	  /tmp/battlemap-figures export $(FIGURES)/figure-dismount.json -o docs/figures/dismount-dwarf.$$f \
	    --preview move --target dwarf --action dismount-medium --to 6,2 && \
	  /tmp/battlemap-figures export $(FIGURES)/river-ford.json -o docs/figures/river-ford.$$f --coordinates \
	    --preview move --target brann --to 8,5 || exit 1; \
	done
