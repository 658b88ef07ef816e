import TermNav

/// The `gallery` example: TermNav's rows, one screen per kind, reached from the "Gallery" list.
///
/// For now it has one screen, "Widths": rows whose labels mix scripts and emoji of every
/// width, each with its accessory in the same column at the right edge, whatever width the
/// terminal gives them.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryRoot()
        }
    }
}
