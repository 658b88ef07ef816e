import Testing

@testable import TermNavCore

/// Random keys against randomly built screens — stacks of lists, buttons, plain, bound and value
/// links — keep the engine consistent after every key: the root stays, the focus is on a row
/// that exists, and the path binding equals the stack. Each run prints its seed on failure;
/// rerun one with `TERMNAV_FUZZ_SEED=<seed>`.
@MainActor @Suite struct EngineFuzzTests {
    /// One row of a random screen.
    enum RowSpec {
        case text(String)
        case button
        case link(Int)
        case boundLink(Int)
        case valueLink(Int)
        case detail
    }

    /// Random screens, by number, made from one seed.
    final class World {
        var screens: [Int: [RowSpec]] = [:]
        var random: SeededRandom
        var taps = 0

        init(seed: UInt64) {
            random = SeededRandom(seed: seed)
        }

        func screen(_ number: Int) -> [RowSpec] {
            if let rows = screens[number] { return rows }
            let count = Int.random(in: 0...30, using: &random)
            let rows: [RowSpec] = (0..<count).map { _ in
                let target = Int.random(in: 0...40, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: return .text("t\(target)")
                case 1: return .button
                case 2: return .link(target)
                case 3: return .boundLink(target)
                case 4: return .valueLink(target)
                default: return .detail
                }
            }
            screens[number] = rows
            return rows
        }
    }

    struct Root: View {
        let world: World
        let log: PathLog
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                Screen(world: world, number: 0)
                    .navigationDestination(for: Int.self) { Screen(world: world, number: $0) }
                    .toolbar { Button("Home") { path = [] } }
            }
            .onAppear { log.read = { path } }
        }
    }

    final class PathLog {
        var read: () -> [Int] = { [] }
    }

    struct Screen: View {
        let world: World
        let number: Int
        @State private var selection: Int?

        var body: some View {
            let rows = world.screen(number)
            List {
                ForEach(rows.indices, id: \.self) { index in
                    row(rows[index], index: index)
                }
            }
            .navigationTitle("S\(number)")
        }

        @ViewBuilder func row(_ spec: RowSpec, index: Int) -> some View {
            switch spec {
            case .text(let text): Text(text)
            case .button: Button("tap") { world.taps += 1 }
            case .link(let target):
                NavigationLink("to \(target)", destination: Screen(world: world, number: target))
            case .boundLink(let target):
                Button("select \(target)") { selection = index }
                    .background(
                        NavigationLink(
                            destination: Screen(world: world, number: target), tag: index,
                            selection: $selection
                        ) { EmptyView() }
                        .hidden())
            case .valueLink(let target): NavigationLink("value \(target)", value: target)
            case .detail: Text("detail").accessory(.detailButton) { world.taps += 1 }
            }
        }
    }

    static let keys: [KeyPress] = [
        KeyPress(.upArrow), KeyPress(.downArrow), KeyPress(.pageUp), KeyPress(.pageDown), KeyPress(.home),
        KeyPress(.end), KeyPress(.return), KeyPress(.return), KeyPress(.escape), KeyPress(.tab),
        KeyPress(.tab, modifiers: .shift), KeyPress("i"), KeyPress(.rightArrow), KeyPress(.leftArrow),
    ]

    @Test func randomKeysKeepTheEngineConsistent() {
        let seed = SeededRandom.seed(default: 0x5EED_0003)
        var random = SeededRandom(seed: seed)
        var problem: String?
        for run in 0..<SeededRandom.rounds(default: 40) where problem == nil {
            let world = World(seed: random.next())
            let log = PathLog()
            let width = Int.random(in: 1...60, using: &random)
            let height = Int.random(in: 0...20, using: &random)
            let terminal = HeadlessTerminal(size: Size(width: width, height: height))
            let session = AppSession(
                root: Root(world: world, log: log), keyMap: .standard, terminal: terminal)
            session.drawFrame()
            for step in 0..<200 where problem == nil {
                let key = Self.keys.randomElement(using: &random) ?? KeyPress(.downArrow)
                session.handle(.key(key))
                if Int.random(in: 0..<20, using: &random) == 0 {
                    terminal.size = Size(
                        width: Int.random(in: 0...60, using: &random),
                        height: Int.random(in: 0...20, using: &random))
                    session.handle(.resize)
                }
                session.drawFrame()
                let engine = session.engine
                let context = "seed \(seed), run \(run), step \(step), key \(key), depth \(engine.depth)"
                if engine.depth < 1 { problem = "the root was popped: \(context)" }
                let state = engine.stack[engine.stack.count - 1].state
                if let rows = engine.current?.rows, rows.count > 0 {
                    if let row = state.focusedRow, !(row.index >= -1 && row.index < rows.count) {
                        problem = "focus \(row.index) outside \(rows.count) rows: \(context)"
                    }
                    if state.top < 0 || state.top >= rows.count {
                        problem = "top \(state.top) outside: \(context)"
                    }
                }
                if engine.pathValues != log.read().map({ AnyHashable($0) }) {
                    problem = "path \(log.read()) but stack \(engine.pathValues): \(context)"
                }
                let focused = (0..<terminal.canvas.height).filter { y in
                    terminal.canvas.row(y).allSatisfy { $0.style.isReverse } && terminal.canvas.width > 0
                }
                if focused.count > 1 { problem = "\(focused.count) rows highlighted: \(context)" }
                // The canvas drawn row by row over the frames before is the canvas drawn afresh,
                // and making the frame again changes nothing.
                let again = engine.frame(size: terminal.size, unicode: true)
                // The frame made again is not the first of its screen; the one drawn may have been.
                var first = again
                first.showsNewScreen = true
                if ScreenRenderer().render(again) != terminal.canvas,
                    ScreenRenderer().render(first) != terminal.canvas
                {
                    problem = "the canvas differs from one drawn afresh: \(context)"
                }
            }
        }
        #expect(problem == nil, "\(problem ?? "")")
    }
}
