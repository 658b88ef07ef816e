import Testing

@testable import TermNavCore

/// The stack's operations change it at once and say, in order, what they did to its screens:
/// the top screen's views disappear, the screens taken off are removed, the new top appears.
@MainActor @Suite struct ScreenStackTests {
    let changes = StateChanges()

    /// A screen named by its text.
    func screen(_ name: String) -> ScreenEntry {
        ScreenEntry(root: Text(name), origin: .root, environment: EnvironmentValues(), changes: changes)
    }

    /// The events, each as "disappear A", "remove B from A" or "appear A".
    func describe(_ events: [StackEvent], names: [ScreenID: String]) -> [String] {
        func name(_ entry: ScreenEntry) -> String { names[entry.id] ?? "?" }
        return events.map { event in
            switch event {
            case .disappear(let entry): "disappear \(name(entry))"
            case .remove(let entry, let below): "remove \(name(entry)) from \(name(below))"
            case .appear(let entry): "appear \(name(entry))"
            }
        }
    }

    /// A stack of screens named A (the root), B, C and so on, `depth` of them, and their names.
    func stack(depth: Int) -> (ScreenStack, [ScreenID: String]) {
        let names = ["A", "B", "C", "D", "E"].prefix(depth)
        let entries = names.map(screen)
        var stack = ScreenStack(root: entries[0])
        for entry in entries.dropFirst() { _ = stack.push(entry) }
        var named: [ScreenID: String] = [:]
        for (entry, name) in zip(entries, names) { named[entry.id] = name }
        return (stack, named)
    }

    @Test func pushCoversTheTopScreenThenTheNewOneAppears() {
        var (stack, names) = stack(depth: 1)
        let pushed = screen("B")
        names[pushed.id] = "B"
        let events = stack.push(pushed)
        #expect(describe(events, names: names) == ["disappear A", "appear B"])
        #expect(stack.count == 2)
        #expect(stack.top === pushed)
    }

    @Test func popTakesTheTopOffThenTheScreenBeneathAppears() {
        var (stack, names) = stack(depth: 3)
        let events = stack.pop()
        #expect(describe(events, names: names) == ["disappear C", "remove C from B", "appear B"])
        #expect(stack.count == 2)
    }

    @Test func popAtRootKeepsRoot() {
        var (stack, _) = stack(depth: 1)
        let root = stack.top
        #expect(stack.pop().isEmpty)
        #expect(stack.popToRoot().isEmpty)
        #expect(stack.count == 1)
        #expect(stack.top === root)
    }

    @Test func popToRootFromDepthFourRemovesEachScreenFromTheTopDown() {
        var (stack, names) = stack(depth: 4)
        let events = stack.popToRoot()
        // Only the top screen's views were on screen: the covered ones have nothing to lose.
        #expect(
            describe(events, names: names) == [
                "disappear D", "remove D from C", "remove C from B", "remove B from A", "appear A",
            ])
        #expect(stack.count == 1)
    }

    @Test func popToACountKeepsThatMany() {
        var (stack, names) = stack(depth: 5)
        let events = stack.pop(to: 3)
        #expect(
            describe(events, names: names) == [
                "disappear E", "remove E from D", "remove D from C", "appear C",
            ])
        #expect(stack.count == 3)
        #expect(stack.pop(to: 3).isEmpty)
    }

    @Test func replaceSwapsTheTopWithoutUncoveringTheScreenBeneath() {
        var (stack, names) = stack(depth: 2)
        let replacement = screen("B2")
        names[replacement.id] = "B2"
        let events = stack.replaceTop(with: replacement)
        #expect(describe(events, names: names) == ["disappear B", "remove B from A", "appear B2"])
        #expect(stack.count == 2)
        #expect(stack.top === replacement)
    }

    @Test func theRootIsNeverReplaced() {
        var (stack, _) = stack(depth: 1)
        let root = stack.top
        #expect(stack.replaceTop(with: screen("Z")).isEmpty)
        #expect(stack.top === root)
    }
}
