import TermNav

/// "Grid": a photo grid, a lazy grid of links in as many columns as the width holds; ←/→ move a
/// cell, ↑/↓ a line, Enter opens the photo.
struct GridScreen: View {
    /// A photo of the grid, named as a camera names its files.
    struct Photo: Identifiable, Hashable {
        let id: Int
        var name: String { "IMG_\(id)" }
        /// A glyph standing for the picture.
        var symbol: String { ["star", "heart", "flag", "house"][id % 4] }
    }

    static let photos = (1...60).map(Photo.init)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 16) {
                ForEach(Self.photos) { photo in
                    NavigationLink(destination: Text(photo.name).navigationTitle(photo.name)) {
                        VStack {
                            Image(systemName: photo.symbol)
                            Text(photo.name)
                        }
                    }
                }
            }
        }
        .navigationTitle("Grid")
    }
}
