import TermNav
import TermNavTesting
import Testing

// `Section("Title", isExpanded:)` and `Section(isExpanded:content:header:)`: the header is a row
// that expands and collapses the section, its rows shown only while the binding is true.

private struct Folders: View {
    @State private var showsRecent = true
    @State private var showsArchive = false

    var body: some View {
        NavigationStack {
            List {
                Section("Recent", isExpanded: $showsRecent) {
                    Text("Notes")
                    Text("Plans")
                }
                Section(isExpanded: $showsArchive) {
                    Text("2025")
                } header: {
                    Text("Archive")
                }
                Text("Recent \(showsRecent ? "shown" : "hidden")")
            }
            .navigationTitle("Folders")
        }
    }
}

@MainActor @Suite struct SectionExpansionTests {
    @Test func aSectionsHeaderExpandsAndCollapsesItsRows() {
        let driver = TestDriver(Folders(), width: 30, height: 10)
        driver.expectScreen([
            " Folders",
            "",
            " Recent                     ▾",
            " Notes",
            " Plans",
            "",
            " Archive                    ▸",
            " Recent shown",
            "",
            " ↑↓ move  Enter open      1/5",
        ])
        driver.press(.return)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " Folders",
            "",
            " Recent                     ▸",
            "",
            " Archive                    ▾",
            " 2025",
            " Recent hidden",
            "",
            "",
            " ↑↓ move  Enter open      2/4",
        ])
    }
}
