import TermNav

/// The root screen, "Gallery": a row for each of the gallery's screens, pushing it.
struct GalleryRoot: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(GalleryScreen.allCases, id: \.self) { screen in
                    NavigationLink(screen.title, value: screen)
                }
            }
            .navigationTitle("Gallery")
            .navigationDestination(for: GalleryScreen.self) { screen in
                screen.view
            }
        }
    }
}
