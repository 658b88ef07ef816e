import TermNav
import TermNavTesting
import Testing

// `.deleteDisabled(_:)` and `.moveDisabled(_:)`: rows the edit keys pass over, the rest of their
// `ForEach` deleted and moved as before.

private struct Playlist: View {
    @State private var mode = EditMode.active
    @State private var songs = ["Intro", "Song A", "Song B", "Outro"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(songs, id: \.self) { song in
                    Text(song)
                        .deleteDisabled(song == "Intro")
                        .moveDisabled(song == "Intro" || song == "Outro")
                }
                .onDelete { songs.remove(atOffsets: $0) }
                .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
            }
            .environment(\.editMode, $mode)
            .navigationTitle("Playlist")
        }
    }
}

private struct Locked: View {
    @State private var mode = EditMode.active
    @State private var songs = ["Intro", "Song A"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(songs, id: \.self) { Text($0) }
                    .onDelete { songs.remove(atOffsets: $0) }
            }
            .deleteDisabled(true)
            .environment(\.editMode, $mode)
            .navigationTitle("Locked")
        }
    }
}

@MainActor @Suite struct RowEditingLimitsTests {
    @Test func aRowThatCannotBeDeletedOrMovedIsPassedOver() {
        let driver = TestDriver(Playlist(), width: 40, height: 8)
        driver.press("d", "J")
        driver.expectScreen([
            " Playlist",
            "",
            " Intro",
            " Song A",
            " Song B",
            " Outro",
            "",
            " ↑↓ move  q quit                    1/4",
        ])
        driver.press(.downArrow, "J")
        driver.expectScreen([
            " Playlist",
            "",
            " Intro",
            " Song B",
            " Song A",
            " Outro",
            "",
            " ↑↓ move  d delete  a actions       3/4",
        ])
        driver.press(.downArrow, "d")
        driver.expectScreen([
            " Playlist",
            "",
            " Intro",
            " Song B",
            " Song A",
            "",
            "",
            " ↑↓ move  d delete  a actions       3/3",
        ])
    }

    @Test func onTheListEveryRowIsKept() {
        let driver = TestDriver(Locked(), width: 40, height: 8)
        driver.press("d", "a")
        driver.expectScreen([
            " Locked",
            "",
            " Intro",
            " Song A",
            "",
            "",
            "",
            " ↑↓ move  q quit                    1/2",
        ])
    }
}
