import Testing

@testable import TermNavCore

@MainActor @Suite struct CanvasTests {
    @Test func drawClipsToLimitAndCanvas() {
        var canvas = Canvas(width: 8, height: 2)
        #expect(canvas.draw("Hello, world", x: 1, y: 0) == 7)
        #expect(canvas.draw("abcdef", x: 0, y: 1, limit: 3) == 3)
        #expect(canvas.lines == [" Hello, ", "abc     "])
        #expect(canvas.draw("x", x: 0, y: 5) == 0)
    }

    @Test func wideGraphemesTakeTwoCellsAndNeverSplit() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw("日本語", x: 0, y: 0)
        #expect(canvas.lines == ["日本 "])
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation)
        // Overwriting the second half of a wide grapheme blanks its first half.
        canvas.draw("x", x: 1, y: 0)
        #expect(canvas.lines == [" x本 "])
        // Overwriting the first half blanks the second.
        canvas.draw("y", x: 2, y: 0)
        #expect(canvas.lines == [" xy  "])
    }

    @Test func textWithLoneScalarsIsDrawnAsItsClusters() {
        // The last scalar of a text, and a symbol before a printable ASCII character, are clusters
        // of their own only when they start one: each text is drawn cell for cell as its
        // characters are.
        let texts = [
            "›", "Book ›", "ⓘ", "日", "\u{1F1EF}", "e\u{301}", "ab\u{301}", "👍🏽", "x\u{200B}", "ᄀ\u{1161}",
            "↑↓ move  ⏎ open", "a↑b", "↑\u{301}x", "⏎\u{FE0F} x", "\u{2600}\u{FE0F}a", "\u{200D}a",
            "\u{2028}a",
            "‹ Back", "… more", "\u{0600}a", "\u{2B50}x", "x\u{2B50}\u{200D}\u{2B50}y", "\u{2000}z", "↑↓←→ x",
            "⭐\u{20E3}a", "↑\u{200D}↓", "↑\u{200C}↓", "\u{2B50}\u{200D}\u{2B50}",
        ]
        for text in texts {
            var canvas = Canvas(width: 30, height: 1)
            let drawn = canvas.draw(text, x: 1, y: 0)
            var expected: [(String, Int)] = []
            for character in text where DisplayWidth.of(character) > 0 {
                expected.append((String(character), DisplayWidth.of(character)))
                if DisplayWidth.of(character) == 2 { expected.append(("", 0)) }
            }
            let cells = (1...expected.count).map { canvas[$0, 0] }
            #expect(cells.map(\.grapheme) == expected.map(\.0), "\(text)")
            #expect(cells.map(\.width) == expected.map(\.1), "\(text)")
            #expect(drawn == expected.count, "\(text)")
        }
    }

    @Test func wideOverWideReplacesCleanly() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw("日本", x: 0, y: 0)
        canvas.draw("中", x: 0, y: 0)
        #expect(canvas.lines == ["中本 "])
        canvas.draw("語", x: 1, y: 0)
        #expect(canvas.lines == [" 語  "])
    }

    @Test func overlayMergesStyleKeepingText() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw("ab", x: 0, y: 0, style: Style(attributes: .bold))
        canvas.overlay(row: 0, with: Style(attributes: .reverse))
        #expect(canvas[0, 0].style.isBold && canvas[0, 0].style.isReverse)
        #expect(!canvas[2, 0].style.isBold && canvas[2, 0].style.isReverse)
        #expect(canvas.lines == ["ab "])
    }

    @Test func zeroSizedCanvasIsEmpty() {
        var canvas = Canvas(width: -3, height: 0)
        canvas.draw("x", x: 0, y: 0)
        canvas.clear(row: 0)
        #expect(canvas.lines.isEmpty)
        #expect(canvas[0, 0] == .blank())
    }
}

@MainActor @Suite struct VisibleTextTests {
    @Test func controlCharactersBecomeVisiblePlaceholders() {
        #expect(VisibleText.make("a\u{1B}[31mred", unicode: true) == "a␛[31mred")
        #expect(VisibleText.make("a\u{1B}[31mred", unicode: false) == "a^[[31mred")
        #expect(VisibleText.make("line\nbreak\ttab\u{7F}", unicode: true) == "line␊break␉tab␡")
        #expect(VisibleText.make("bell\u{07}", unicode: false) == "bell^G")
        #expect(VisibleText.make("c1\u{9B}2J", unicode: true) == "c1\u{FFFD}2J")
    }

    @Test func bidiOverridesAreShown() {
        #expect(VisibleText.make("abc\u{202E}def", unicode: true) == "abc\u{FFFD}def")
    }

    @Test func lineAndParagraphSeparatorsAreShown() {
        #expect(VisibleText.make("a\u{2028}b\u{2029}c", unicode: true) == "a\u{FFFD}b\u{FFFD}c")
        #expect(VisibleText.make("a\u{2028}b", unicode: false) == "a?b")
    }

    @Test func asciiLocaleReplacesNonASCII() {
        #expect(VisibleText.make("Brontë 村上", unicode: false) == "Bront? ??")
        #expect(VisibleText.make("Brontë 村上", unicode: true) == "Brontë 村上")
    }

    @Test func plainTextIsUnchanged() {
        #expect(VisibleText.make("The Alchemist", unicode: false) == "The Alchemist")
        #expect(VisibleText.make("Cien años — ✓", unicode: true) == "Cien años — ✓")
    }
}

@MainActor @Suite struct LineTests {
    let layout = LineLayout(unicode: true)

    @Test func truncationEndsInEllipsisWithinWidth() {
        let line = layout.textLine([TextRun(string: "Harry Potter", style: .plain)], style: .plain)
        #expect(line.truncated(to: 8, ellipsis: "…").text == "Harry P…")
        #expect(line.truncated(to: 12, ellipsis: "…").text == "Harry Potter")
        #expect(line.truncated(to: 1, ellipsis: "…").text == "…")
        #expect(line.truncated(to: 0, ellipsis: "…").text == "")
        let wide = layout.textLine([TextRun(string: "日本語の本", style: .plain)], style: .plain)
        let cut = wide.truncated(to: 6, ellipsis: "…")
        #expect(cut.text == "日本…")
        #expect(cut.width == 5)
    }

    @Test func truncationKeepsStylesOfEachRun() {
        let line = layout.textLine(
            [
                TextRun(string: "Name ", style: .plain),
                TextRun(string: "Description", style: Style(attributes: .bold)),
            ],
            style: .plain)
        let cut = line.truncated(to: 9, ellipsis: "…")
        #expect(cut.text == "Name Des…")
        #expect(cut.spans.map(\.style.isBold) == [false, true, true])
    }

    @Test func horizontalStackSharesSpaceBetweenSpacers() {
        let node = Node.stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 1,
                children: [
                    .text([TextRun(string: "L", style: .plain)]), .spacer,
                    .text([TextRun(string: "R", style: .plain)]),
                ]
            ))
        #expect(layout.line(node, width: 10).text == "L        R")
        #expect(layout.line(node, width: 10).width == 10)
    }

    @Test func overflowingHorizontalStackCutsItsWidestPartFirst() {
        let node = Node.stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 1,
                children: [
                    .text([TextRun(string: "Long title here", style: .plain)]), .spacer,
                    .text([TextRun(string: "Author", style: .plain)]),
                ]
            ))
        #expect(layout.line(node, width: 16).text == "Long ti…  Author")
        #expect(layout.line(node, width: 16).width == 16)
        #expect(layout.line(node, width: 8).text == "Lo…  Au…")
    }
}

@MainActor @Suite struct KeyMapTests {
    @Test func standardBindings() {
        let map = KeyMap.standard
        #expect(map.command(for: KeyPress(.upArrow)) == .moveUp)
        #expect(map.command(for: KeyPress("k")) == .moveUp)
        #expect(map.command(for: KeyPress("j")) == .moveDown)
        #expect(map.command(for: KeyPress("g")) == .moveToTop)
        #expect(map.command(for: KeyPress("G")) == .moveToBottom)
        #expect(
            map.command(for: KeyPress(.rightArrow)) == .moveRight, "first, giving way where nothing scrolls")
        #expect(map.command(for: KeyPress(.rightArrow)) { $0.isSideways } == .activate)
        #expect(map.command(for: KeyPress(.leftArrow)) { $0.isSideways } == .back)
        #expect(map.command(for: KeyPress(.delete)) == .back)
        #expect(map.command(for: KeyPress("q")) == .quit)
        #expect(map.command(for: KeyPress("x")) == nil)
    }

    @Test func modifiedSpecialKeysDoWhatTheKeyDoesUnlessBound() {
        let map = KeyMap.standard
        #expect(map.command(for: KeyPress(.downArrow, modifiers: .shift)) == .moveDown)
        #expect(map.command(for: KeyPress(.pageDown, modifiers: .control)) == .nextTab, "bound as such")
        // Where there are no tabs, the tab command gives way and Ctrl-PgDn pages down.
        #expect(map.command(for: KeyPress(.pageDown, modifiers: .control)) { $0.isTabSwitch } == .pageDown)
        #expect(map.command(for: KeyPress(.downArrow, modifiers: .control)) == .moveDown)
        #expect(map.command(for: KeyPress(.tab, modifiers: .shift)) == .focusPrevious, "bound as such")
        #expect(map.command(for: KeyPress("q", modifiers: .option)) == nil, "Alt-q is not q")
    }

    @Test func controlCAlwaysQuits() {
        let controlC = KeyPress("c", modifiers: .control)
        var map = KeyMap(bindings: [KeyMap.Binding(keys: [controlC], command: .moveDown)])
        #expect(map.command(for: controlC) == .quit)
        map.unbind([controlC])
        #expect(map.command(for: controlC) == .quit)
    }

    @Test func bindingAndUnbindingKeys() {
        var map = KeyMap.standard
        map.bind([KeyPress("x")], to: .quit, help: "exit")
        map.unbind([KeyPress("q"), KeyPress(.pageUp)])
        #expect(map.command(for: KeyPress("x")) == .quit)
        #expect(map.command(for: KeyPress("q")) == nil)
        #expect(map.command(for: KeyPress(.pageUp)) == nil)
        #expect(map.command(for: KeyPress(.upArrow)) == .moveUp)
        #expect(
            map.helpItems(unicode: true, isAvailable: { _ in true }) == [
                "x exit", "↑↓ move", "←→ scroll", "Enter open", "i info", "Esc back", "d delete", "a actions",
                "m menu",
                "^R refresh",
                "K/J reorder",
                "Tab toolbar", "/ search", "C-PgDn tab",
            ])
    }

    @Test func helpFooterComesFromTheBindings() {
        let all: (KeyMap.Command) -> Bool = { _ in true }
        #expect(
            KeyMap.standard.helpItems(unicode: true, isAvailable: all) == [
                "↑↓ move", "←→ scroll", "Enter open", "i info", "Esc back", "d delete", "a actions", "m menu",
                "^R refresh",
                "K/J reorder",
                "Tab toolbar",
                "/ search", "C-PgDn tab", "q quit",
            ])
        #expect(
            KeyMap.standard.helpItems(unicode: false, isAvailable: all) == [
                "Up/Down move", "Left/Right scroll", "Enter open", "i info", "Esc back", "d delete",
                "a actions", "m menu", "^R refresh",
                "K/J reorder",
                "Tab toolbar",
                "/ search", "C-PgDn tab", "q quit",
            ])
        #expect(
            KeyMap.standard.helpItems(unicode: true, isAvailable: { $0 != .back && $0 != .activate }) == [
                "↑↓ move", "←→ scroll", "i info", "d delete", "a actions", "m menu", "^R refresh",
                "K/J reorder",
                "Tab toolbar",
                "/ search", "C-PgDn tab",
                "q quit",
            ])
        let custom = KeyMap(bindings: [KeyMap.Binding(keys: ["x"], command: .quit, help: "exit")])
        #expect(custom.helpItems(unicode: true, isAvailable: all) == ["x exit"])
    }

    @Test func helpFooterLeavesOutWhatTheAppsHandlersTake() {
        // A date picker being edited takes the arrows, Enter and Esc: their items would say what
        // those keys no longer do there.
        let taken: Set<KeyPress> = [
            KeyPress(.upArrow), KeyPress(.downArrow), KeyPress(.leftArrow), KeyPress(.rightArrow),
            KeyPress(.return), KeyPress(.escape), KeyPress(.tab),
        ]
        #expect(
            KeyMap.standard.helpItems(unicode: true, isAvailable: { _ in true }, taken: taken) == [
                "i info", "d delete", "a actions", "m menu", "^R refresh", "K/J reorder", "/ search",
                "C-PgDn tab",
                "q quit",
            ])
        // A toggle takes Space and Enter: `Enter open` goes, and ↑↓ stay.
        #expect(
            KeyMap.standard.helpItems(
                unicode: true, isAvailable: { $0 == .activate || $0 == .moveUp || $0 == .quit },
                taken: [KeyPress(.space), KeyPress(.return)]) == ["↑↓ move", "q quit"])
    }
}
