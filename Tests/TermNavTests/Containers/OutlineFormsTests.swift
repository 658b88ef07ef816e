import Foundation
import TermNav
import TermNavTesting
import Testing

// The forms of outlines SwiftUI code writes: List(_:children:) over nodes identified by a UUID,
// an OutlineGroup for each root in a ForEach, an OutlineGroup in a Section, with `id:` and with
// `selection:`; each draws its roots with their disclosure arrows.

private struct Folder: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var subfolders: [Folder]?
}

private let folders = [
    Folder(name: "Documents", subfolders: [Folder(name: "Work", subfolders: [Folder(name: "Taxes")])]),
    Folder(name: "Photos"),
]

/// The tree as SwiftUI's documentation writes it.
private struct Tree: View {
    var body: some View {
        NavigationStack {
            List(folders, children: \.subfolders) { Label($0.name, systemImage: "folder") }
                .navigationTitle("Folders")
        }
    }
}

/// One `OutlineGroup` a root, in a `ForEach`: each element is the rows of its tree.
private struct Roots: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(folders) { folder in
                    OutlineGroup(folder, children: \.subfolders) { Label($0.name, systemImage: "folder") }
                }
            }
            .navigationTitle("Folders")
        }
    }
}

/// The same, each root's tree the body of a view of the app's.
private struct RootTree: View {
    let folder: Folder

    var body: some View {
        OutlineGroup(folder, children: \.subfolders) { Text($0.name) }
    }
}

private struct RootTrees: View {
    var body: some View {
        NavigationStack {
            List(folders) { RootTree(folder: $0) }
                .navigationTitle("Folders")
        }
    }
}

/// A section around an outline, and a section for each root.
private struct Sections: View {
    var body: some View {
        NavigationStack {
            List {
                Section("All") {
                    OutlineGroup(folders, children: \.subfolders) { Text($0.name) }
                }
                ForEach(folders) { folder in
                    Section(folder.name) {
                        OutlineGroup(folder.subfolders ?? [], id: \.name, children: \.subfolders) {
                            Text($0.name)
                        }
                    }
                }
            }
            .navigationTitle("Folders")
        }
    }
}

/// A tree that selects, its nodes identified by their names.
private struct Choosing: View {
    @State private var chosen: String?

    var body: some View {
        NavigationStack {
            List(folders, id: \.name, children: \.subfolders, selection: $chosen) { Text($0.name) }
                .navigationTitle(chosen ?? "Folders")
        }
    }
}

@MainActor @Suite struct OutlineFormsTests {
    @Test func aTreeOfNodesIdentifiedByAUUID() {
        let driver = TestDriver(Tree(), width: 40, height: 8)
        driver.press(.rightArrow)
        driver.expectScreen([
            " Folders",
            "",
            " ▾ ▭ Documents",
            "   ▸ ▭ Work",
            "   ▭ Photos",
            "",
            "",
            " ↑↓ move  q quit                    1/3",
        ])
    }

    @Test func anOutlineGroupForEachRootShowsEachRootsRows() {
        let driver = TestDriver(Roots(), width: 40, height: 8)
        driver.expectScreen([
            " Folders",
            "",
            " ▸ ▭ Documents",
            "   ▭ Photos",
            "",
            "",
            "",
            " ↑↓ move  q quit                    1/2",
        ])
        driver.press(.rightArrow, .rightArrow, .rightArrow)
        driver.expectScreen([
            " Folders",
            "",
            " ▾ ▭ Documents",
            "   ▾ ▭ Work",
            "       ▭ Taxes",
            "   ▭ Photos",
            "",
            " ↑↓ move  q quit                    2/4",
        ])
    }

    @Test func aRowWhoseBodyIsAnOutlineShowsItsRows() {
        let driver = TestDriver(RootTrees(), width: 40, height: 8)
        driver.press(.rightArrow, .downArrow, .downArrow)
        driver.expectScreen([
            " Folders",
            "",
            " ▾ Documents",
            "   ▸ Work",
            "   Photos",
            "",
            "",
            " ↑↓ move  q quit                    3/3",
        ])
    }

    @Test func outlinesInSections() {
        let driver = TestDriver(Sections(), width: 40, height: 14)
        driver.press(.rightArrow)
        driver.expectScreen([
            " Folders",
            "",
            " All",
            " ▾ Documents",
            "   ▸ Work",
            "   Photos",
            "",
            " Documents",
            " ▸ Work",
            "",
            " Photos",
            "",
            "",
            " ↑↓ move  q quit                    1/4",
        ])
    }

    @Test func aTreeThatSelectsWithKeyPathIdentities() {
        let driver = TestDriver(Choosing(), width: 40, height: 8)
        driver.press(.rightArrow, .downArrow, .return)
        driver.expectScreen([
            " Work",
            "",
            " ▾ Documents",
            "   ▸ Work                             ✓",
            "   Photos",
            "",
            "",
            " ↑↓ move  Enter open  q quit        2/3",
        ])
    }
}
