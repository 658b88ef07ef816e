import Foundation
import Testing

@testable import TermNavCore

/// What happened, in order: the bodies built and the frames drawn.
private final class Events {
    var list: [String] = []
    /// How many bodies were built with each search text.
    var bodies: [String] { list.filter { $0.hasPrefix("body") } }
}

/// A `.searchable` list that filters its names in its body, noting each body it builds.
private struct Names: View {
    let events: Events
    let names = ["Emma", "Persuasion", "Sense and Sensibility", "Sanditon"]
    @State private var query = ""
    @State private var submitted = ""

    var body: some View {
        events.list.append("body \(query)")
        return NavigationStack {
            List {
                if !submitted.isEmpty { Text("Submitted \(submitted)") }
                ForEach(
                    names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self
                ) {
                    Text($0)
                }
            }
            .navigationTitle("Names")
            .searchable(text: $query)
            .onSubmit(of: .search) { submitted = query }
        }
    }
}

/// A form with a text field, a greeting that follows it, and plain rows.
private struct Greeting: View {
    let events: Events
    @State private var name = ""
    @State private var submitted = ""

    var body: some View {
        events.list.append("body \(name)")
        return NavigationStack {
            Form {
                TextField("Name", text: $name).onSubmit { submitted = name }
                TextField("Note", text: .constant(""))
                Text("Hello, \(name) \(submitted.isEmpty ? "" : "(submitted \(submitted))")")
                ForEach(0..<20, id: \.self) { Text("Row \($0)") }
            }
            .navigationTitle("Form")
        }
    }
}

/// A headless terminal that notes each frame it is given, and hands out keys that "arrive" while
/// a frame is drawn, as a user typing on while the app works.
private final class NotingTerminal: Terminal {
    let inner: HeadlessTerminal
    let events: Events
    /// Keys that arrive while the frame of this number is drawn (from 1), taken by the next
    /// `pendingEvent()`.
    var arriving: [Int: [InputEvent]] = [:]
    /// Every screen drawn, whole, in order.
    private(set) var screens: [[String]] = []
    private var arrived: [InputEvent] = []

    init(size: Size, events: Events) {
        inner = HeadlessTerminal(size: size)
        self.events = events
    }

    var size: Size { inner.size }
    var supportsUnicode: Bool { true }
    var colorCount: Int { inner.colorCount }
    var canvas: Canvas { inner.canvas }

    func draw(_ canvas: Canvas) {
        inner.draw(canvas)
        screens.append(canvas.lines)
        let lines = canvas.lines.map { line in
            line.trimmingCharacters(in: .whitespaces)
        }
        events.list.append("frame " + lines.dropFirst(2).prefix(3).joined(separator: "|"))
        arrived += arriving[inner.frameCount] ?? []
    }

    func enqueue(keys text: String, together: Bool = true) {
        inner.enqueue(keys: text.map { KeyPress(KeyEquivalent($0)) }, together: together)
    }

    func readEvent() -> InputEvent? {
        arrived.isEmpty ? inner.readEvent() : arrived.removeFirst()
    }

    func pendingEvent() -> InputEvent? {
        arrived.isEmpty ? inner.pendingEvent() : arrived.removeFirst()
    }

    func invalidate() {}
}

/// A session on `terminal` that shows typing first however fast its screens resolve, so that the
/// tests see the echo on screens small enough to resolve in microseconds.
@MainActor private func echoingSession(_ root: some View, on terminal: some Terminal) -> AppSession {
    let session = AppSession(root: root, keyMap: .standard, terminal: terminal)
    session.echoThreshold = .zero
    return session
}

/// A `.searchable` list whose body takes at least 20 ms, as one filtering many rows does.
private struct SlowNames: View {
    let events: Events
    @State private var query = ""

    var body: some View {
        events.list.append("body \(query)")
        Thread.sleep(forTimeInterval: 0.02)
        return NavigationStack {
            List {
                ForEach(
                    ["Emma", "Persuasion", "Sanditon"].filter { query.isEmpty || $0.contains(query) },
                    id: \.self
                ) {
                    Text($0)
                }
            }
            .navigationTitle("Names")
            .searchable(text: $query)
        }
    }
}

/// Typing into a field whose app filters in its body: the frame after the keys shows the text
/// with the rows as they were, then the body is built once for every key waiting.
@MainActor @Suite struct TypingEchoTests {
    @Test func theTypedTextIsShownBeforeTheBodyIsBuiltOnceForTheBurst() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 30, height: 8), events: events)
        terminal.enqueue(keys: "/", together: false)
        terminal.enqueue(keys: "sen")
        echoingSession(Names(events: events), on: terminal).run()
        #expect(
            events.list == [
                "body ", "frame ⌕ Search|Emma|Persuasion",
                // "/" starts the search: the bodies see isSearching.
                "body ", "frame ⌕ Search|Emma|Persuasion",
                // The three keys came together: their text shows over the rows as they were,
                // then one body filters them.
                "frame ⌕ sen|Emma|Persuasion",
                "body sen", "frame ⌕ sen|Sense and Sensibility|",
            ])
    }

    @Test func keysArrivingWhileTheTextIsShownAreTakenBeforeTheBody() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 30, height: 8), events: events)
        terminal.enqueue(keys: "/", together: false)
        terminal.enqueue(keys: "s")
        // "an" arrive while the frame showing "s" is drawn, "d" while the one showing "san" is.
        terminal.arriving = [3: [.key(KeyPress("a")), .key(KeyPress("n"))], 4: [.key(KeyPress("d"))]]
        echoingSession(Names(events: events), on: terminal).run()
        #expect(
            Array(events.list.dropFirst(4)) == [
                "frame ⌕ s|Emma|Persuasion", "frame ⌕ san|Emma|Persuasion", "frame ⌕ sand|Emma|Persuasion",
                "body sand", "frame ⌕ sand|Sanditon|",
            ])
        #expect(events.bodies == ["body ", "body ", "body sand"])
    }

    @Test func enterAfterABurstSubmitsTheWholeText() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 30, height: 8), events: events)
        terminal.enqueue(keys: "/", together: false)
        terminal.enqueue(keys: "sen\r")
        echoingSession(Names(events: events), on: terminal).run()
        #expect(events.list.last == "frame ⌕ sen|Submitted sen|Sense and Sensibility")
        #expect(events.bodies.last == "body sen")
    }

    @Test func escWhileTheTextIsShownLeavesTheFieldWithTheText() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 30, height: 8), events: events)
        terminal.enqueue(keys: "/", together: false)
        terminal.enqueue(keys: "sa")
        terminal.arriving = [3: [.key(KeyPress(.escape)), .key(KeyPress(.downArrow))]]
        let session = echoingSession(Names(events: events), on: terminal)
        session.run()
        #expect(
            Array(events.list.suffix(3)) == ["frame ⌕ sa|Emma|Persuasion", "body sa", "frame ⌕ sa|Sanditon|"])
        #expect(session.engine.stack.last?.mode.isSearching == true)
        #expect(session.engine.stack.last?.mode.isFieldFocused == false)
    }

    @Test func typingInAFormFieldShowsTheFieldFirstAndSubmitsEveryCharacter() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 40, height: 10), events: events)
        terminal.enqueue(keys: "Al")
        terminal.enqueue(keys: "i\r", together: false)
        echoingSession(Greeting(events: events), on: terminal).run()
        #expect(
            events.list == [
                "body ", "frame Name|Note|Hello,",
                "frame Al|Note|Hello,", "body Al", "frame Al|Note|Hello, Al",
                "frame Ali|Note|Hello, Al", "body Ali", "frame Ali|Note|Hello, Ali",
                // Enter submits "Ali"; no text changed, so nothing is shown before the body.
                "body Ali", "frame Ali|Note|Hello, Ali (submitted Ali)",
            ])
    }

    @Test func aFieldsRowIsNotRepaintedWhenNothingInItChanged() throws {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let session = AppSession(root: Greeting(events: Events()), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        // Leave the field, then move down past the other field to the plain rows.
        for key in [KeyPress(.escape), KeyPress(.downArrow), KeyPress(.downArrow)] {
            session.handle(.key(key))
            session.drawFrame()
        }
        let lines = terminal.canvas.lines
        let field = try #require(lines.firstIndex { $0.hasPrefix(" Name") })
        let note = try #require(lines.firstIndex { $0.hasPrefix(" Note") })
        for _ in 0..<3 {
            let before = terminal.canvas
            session.handle(.key(KeyPress(.downArrow)))
            session.drawFrame()
            #expect(terminal.canvas.lines != before.lines, "the focus moved")
            for y in [field, note] {
                #expect(terminal.canvas.sharesRow(y, with: before), "row \(y) was painted again")
            }
        }
    }

    @Test func typingRepaintsOnlyTheRowsThatChanged() throws {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let session = AppSession(root: Greeting(events: Events()), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        let before = terminal.canvas
        session.handle(.key(KeyPress("x")))
        session.drawFrame()
        let lines = terminal.canvas.lines
        let field = try #require(lines.firstIndex { $0.hasPrefix(" x") })
        let greeting = try #require(lines.firstIndex { $0.hasPrefix(" Hello, x") })
        // The screen was resolved again for the new text; of its rows, the field's and the
        // greeting's changed.
        let changed = (field..<(terminal.canvas.height - 1)).filter {
            !terminal.canvas.sharesRow($0, with: before)
        }
        #expect(changed == [field, greeting])
    }

    @Test func aScreenThatResolvesFastShowsTheTypingOnceWithItsBody() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 40, height: 10), events: events)
        terminal.enqueue(keys: "Al")
        let session = AppSession(root: Greeting(events: events), keyMap: .standard, terminal: terminal)
        session.echoThreshold = .seconds(60)
        session.run()
        #expect(events.list == ["body ", "frame Name|Note|Hello,", "body Al", "frame Al|Note|Hello, Al"])
    }

    @Test func aScreenWhoseBodyTakesLongShowsTheTypingFirstByDefault() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 30, height: 8), events: events)
        terminal.enqueue(keys: "/", together: false)
        terminal.enqueue(keys: "Sa")
        AppSession(root: SlowNames(events: events), keyMap: .standard, terminal: terminal).run()
        #expect(
            Array(events.list.suffix(3)) == ["frame ⌕ Sa|Emma|Persuasion", "body Sa", "frame ⌕ Sa|Sanditon|"])
    }

    @Test func theHelpLineSaysTheRowsAreBeingFilteredUntilTheBodyIsBuilt() {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 40, height: 8), events: events)
        terminal.enqueue(keys: "/", together: false)
        terminal.enqueue(keys: "Sa")
        echoingSession(Names(events: events), on: terminal).run()
        // The text shows over the rows as they were, the help line saying they are not yet
        // filtered; the next frame, after the body, shows the matches and the keys again.
        #expect(
            terminal.screens.suffix(2) == [
                [
                    " Names                                  ",
                    "                                        ",
                    " ⌕ Sa                                   ",
                    " Emma                                   ",
                    " Persuasion                             ",
                    " Sense and Sensibility                  ",
                    " Sanditon                               ",
                    " Filtering…  ↑↓ results  Enter done     ",
                ],
                [
                    " Names                                  ",
                    "                                        ",
                    " ⌕ Sa                                   ",
                    " Sanditon                               ",
                    "                                        ",
                    "                                        ",
                    "                                        ",
                    " ↑↓ results  Enter done  Esc leave      ",
                ],
            ])
    }

    @Test func aFormFieldsHelpLineSaysTheScreenIsBeingUpdated() throws {
        let events = Events()
        let terminal = NotingTerminal(size: Size(width: 40, height: 10), events: events)
        terminal.enqueue(keys: "Al")
        echoingSession(Greeting(events: events), on: terminal).run()
        let echo = try #require(terminal.screens.dropLast().last)
        #expect(
            echo == [
                " Form                                   ",
                "                                        ",
                " Al                                     ",
                " Note                                   ",
                " Hello,                                 ",
                " Row 0                                  ",
                " Row 1                                  ",
                " Row 2                                  ",
                " Row 3                                  ",
                " Updating…  Enter done  Esc leave       ",
            ])
        #expect(terminal.screens.last?.last?.contains("Updating") == false)
    }
}
