import TermNav

/// The `gallery` example: TermNav's rows, one screen per kind, reached from the "Gallery" list:
/// every accessory kind (with the `i` key's own actions), values at the right, rows of several
/// lines, every text style and colour, and labels mixing scripts and emoji of every width, each
/// with its accessory in the same column at the right edge.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryRoot()
        }
    }
}
