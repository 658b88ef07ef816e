import Foundation
import TermNav
import TermNavTesting
import Testing

// AsyncImage: nothing loaded, the placeholder drawn, the phase .failure with a URL and .empty
// without one, so an app's view for a picture that did not load shows.

private let cover = URL(string: "https://example.com/cover.jpg")

private struct Covers: View {
    var body: some View {
        NavigationStack {
            List {
                HStack {
                    AsyncImage(url: cover) { image in
                        image.resizable()
                    } placeholder: {
                        Image(systemName: "photo")
                    }
                    Text("Dune")
                }
                AsyncImage(url: cover) { phase in
                    switch phase {
                    case .empty: Text("Loading")
                    case .success(let image): image
                    case .failure(let error): Text("Failed: \(error.localizedDescription)")
                    }
                }
                AsyncImage(url: nil) { phase in
                    Text(phase.image == nil && phase.error == nil ? "No address" : "Loaded")
                }
                HStack {
                    AsyncImage(url: cover, scale: 2)
                    Text("Blank before this")
                }
            }
            .navigationTitle("Covers")
        }
    }
}

@MainActor @Suite struct AsyncImageTests {
    @Test func thePlaceholderOrTheFailedPhaseIsDrawn() {
        let driver = TestDriver(Covers(), width: 72, height: 8)
        driver.expectScreen([
            " Covers",
            "",
            " ▨ Dune",
            " Failed: A terminal cannot show a picture",
            " No address",
            " Blank before this",
            "",
            " ↑↓ move  q quit                                                    1/4",
        ])
    }
}
