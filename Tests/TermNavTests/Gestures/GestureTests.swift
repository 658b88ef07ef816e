import TermNav
import TermNavTesting
import Testing

/// Notes with a long press each, and one whose tap is turned off.
private struct Notes: View {
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            List {
                Text("Groceries")
                    .onLongPressGesture(minimumDuration: 1) {
                        log.append("held")
                    } onPressingChanged: { pressing in
                        log.append(pressing ? "down" : "up")
                    }
                Text("Ideas").onTapGesture { log.append("ideas") }.allowsHitTesting(false)
                Text("Log: " + log.joined(separator: " "))
            }
            .navigationTitle("Notes")
        }
    }
}

/// Gestures built from their types, as SwiftUI code builds them.
private struct Built: View {
    @State private var log: [String] = []
    @State private var location = CGPoint.zero
    @GestureState private var isPressing = false
    @GestureState private var drag = CGSize.zero

    var body: some View {
        NavigationStack {
            List {
                Text("Tap type").gesture(TapGesture().onEnded { log.append("tap") })
                Text("Where").onTapGesture(coordinateSpace: .local) { location = $0 }
                Text("Globally").gesture(
                    SpatialTapGesture(coordinateSpace: .global).onEnded { location = $0.location })
                NavigationLink("Linked") { Text("Pushed") }
                    .simultaneousGesture(TapGesture().onEnded { log.append("also") })
                Text("Either")
                    .gesture(
                        TapGesture(count: 2).onEnded { log.append("two") }
                            .exclusively(before: TapGesture().onEnded { log.append("one") }))
                HStack { Text("Outer") }
                    .onTapGesture { log.append("inner") }
                    .highPriorityGesture(TapGesture().onEnded { log.append("outer") })
                Text("Dragged \(Int(drag.width)) \(isPressing ? "pressing" : "still")")
                    .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
                    .gesture(MagnifyGesture().onChanged { _ in log.append("pinched") })
                    .gesture(RotateGesture().onEnded { _ in log.append("turned") })
                    .simultaneousGesture(
                        LongPressGesture().updating($isPressing) { value, state, _ in state = value })
                Text("At \(Int(location.x)),\(Int(location.y))")
                Text("Log: " + log.joined(separator: " "))
            }
            .navigationTitle("Built")
        }
    }
}

@MainActor @Suite struct GestureTests {
    @Test func theActionsKeyListsALongPress() {
        let driver = TestDriver(Notes(), width: 30, height: 6)
        driver.expectScreen([
            " Notes",
            " Groceries",
            " Ideas",
            " Log:",
            "",
            " ↑↓ move  a actions       1/3",
        ])
        driver.press("a")
        driver.expectScreen([
            " ‹ Notes  Groceries",
            " Long Press",
            "",
            "",
            "",
            " Enter open  Esc back     1/1",
        ])
        driver.press(.return)
        driver.expectScreen([
            " Notes",
            " Groceries",
            " Ideas",
            " Log: down held up",
            "",
            " ↑↓ move  a actions       1/3",
        ])
    }

    @Test func aTapInsideAllowsHitTestingFalseIsUnreachable() {
        let driver = TestDriver(Notes(), width: 30, height: 6)
        driver.press(.downArrow)
        driver.press(.return)
        driver.press(.space)
        driver.click(x: 3, y: 2)
        driver.click(x: 3, y: 2)
        driver.expectScreen([
            " Notes",
            " Groceries",
            " Ideas",
            " Log:",
            "",
            " ↑↓ move  q quit          2/3",
        ])
    }

    @Test func gesturesOfTheirTypesFireAsTheirModifiersDo() {
        let driver = TestDriver(Built(), width: 34, height: 12)
        driver.press(.return)
        driver.click(x: 5, y: 3)
        driver.expectScreen([
            " Built",
            "",
            " Tap type",
            " Where",
            " Globally",
            " Linked                         ›",
            " Either",
            " Outer",
            " Dragged 0 still",
            " At 36,8",
            " Log: tap",
            " ↑↓ move  Enter open  q quit  2/9",
        ])
        driver.click(x: 5, y: 4)
        #expect(driver.line(containing: "At") == " At 44,72", "the click's cell on the screen, in points")
        driver.press(.downArrow, .return)
        #expect(driver.depth == 2, "the link pushed")
        driver.press(.escape)
        #expect(driver.line(containing: "Log") == " Log: tap also", "and its simultaneous tap ran")
        driver.press(.downArrow, .return)
        driver.click(x: 3, y: 6)
        driver.press(.downArrow, .return)
        driver.press(.downArrow, .space, "a", .return)
        driver.expectScreen([
            " Built",
            "",
            " Tap type",
            " Where",
            " Globally",
            " Linked                         ›",
            " Either",
            " Outer",
            " Dragged 0 still",
            " At 44,72",
            " Log: tap also one two outer",
            " ↑↓ move  a actions  q quit   7/9",
        ])
    }
}

/// The other spellings SwiftUI code uses, which compile as SwiftUI's do.
private struct Spellings: View {
    @State private var count = 0
    @GestureState private var offset: CGSize?
    private let tapOrPress: AnyGesture<Void> = AnyGesture(TapGesture().map { _ in () })

    var body: some View {
        VStack {
            Text("Pressed \(count)")
                .onLongPressGesture { count += 1 }
                .onLongPressGesture(pressing: { _ in }) { count += 1 }
                .gesture(LongPressGesture(minimumDuration: 2).onEnded { _ in count += 1 }, including: .none)
                .gesture(TapGesture(count: 2).onEnded { count += 1 }, isEnabled: false)
                .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in count += 1 })
                .gesture(MagnificationGesture().onChanged { _ in count += 1 })
                .gesture(RotationGesture().onEnded { _ in count += 1 })
                .gesture(TapGesture().simultaneously(with: LongPressGesture()).onEnded { _ in count += 1 })
                .gesture(tapOrPress)
                .contentShape(Rectangle())
        }
    }
}

@MainActor @Suite struct GestureSpellingTests {
    @Test func theOtherSpellingsTapAndPressAsTheirKinds() {
        let driver = TestDriver(Spellings(), width: 24, height: 7)
        driver.press(.return)
        driver.expectScreen(
            ["", "", "       Pressed 1", "", "", "", " Enter open  a actions"], "the innermost tap")
        driver.press("a", .return)
        driver.expectScreen(
            ["", "", "       Pressed 2", "", "", "", " Enter open  a actions"], "the innermost press")
    }
}
