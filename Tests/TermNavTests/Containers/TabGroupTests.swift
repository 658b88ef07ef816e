import Testing

@testable import TermNavCore

/// The stacks per tab: switching tabs takes the shown tab's pushed screens off the stack and
/// keeps them with its root's focus and scroll, and puts the chosen tab's back, with events
/// that say only that the top screen disappears and the new top appears.
@MainActor @Suite struct TabGroupTests {
    let changes = StateChanges()

    func screen(_ name: String) -> ScreenEntry {
        ScreenEntry(root: Text(name), origin: .root, environment: EnvironmentValues(), changes: changes)
    }

    func bar(_ keys: [String]) -> TabBarEntry {
        TabBarEntry(
            items: keys.map { TabBarEntry.Item(title: $0, key: AnyHashable($0)) }, selected: 0,
            isPaged: false,
            showsIndex: false, read: { nil }, choose: { _ in })
    }

    @Test func switchingKeepsTheShownTabsScreensAndGivesBackTheChosenTabs() {
        let host = screen("Tabs")
        let pushed = screen("Message")
        var stack = ScreenStack(root: host)
        _ = stack.push(pushed)
        var group = TabGroup(bar: bar(["Inbox", "Sent"]))
        #expect(group.current == AnyHashable("Inbox"))

        var rootState = ScreenState()
        rootState.row.index = 12
        rootState.top = 9
        let switched = stack.switchTab(at: 0, to: [])
        #expect(switched.taken.map(\.id) == [pushed.id])
        #expect(stack.ids == [host.id])
        guard switched.events.count == 2, case .disappear(let gone) = switched.events[0],
            case .appear(let shown) = switched.events[1]
        else {
            Issue.record("events \(switched.events.count)")
            return
        }
        #expect(gone.id == pushed.id)
        #expect(shown.id == host.id)
        let nothing = group.switchTo(
            "Sent", leaving: TabGroup.Stash(screens: switched.taken, state: rootState))
        #expect(nothing == nil)
        #expect(group.currentIndex == 1)

        // Back to the inbox: its message and its root's focus and scroll.
        let back = group.switchTo("Inbox", leaving: TabGroup.Stash(screens: [], state: ScreenState()))
        #expect(back?.screens.map(\.id) == [pushed.id])
        #expect(back?.state == rootState)
        _ = stack.switchTab(at: 0, to: back?.screens ?? [])
        #expect(stack.ids == [host.id, pushed.id])
        #expect(group.stashed.keys.map { $0 } == [AnyHashable("Sent")])
    }

    @Test func aSelectionNamingNoTabShowsTheFirst() {
        let tabs = bar(["Inbox", "Sent"])
        #expect(tabs.index(of: AnyHashable("Sent")) == 1)
        #expect(tabs.index(of: AnyHashable("Drafts")) == 0)
        #expect(tabs.index(of: nil) == 0)
    }
}
