import TermNav
import TermNavTesting
import Testing

/// A photo grid: a lazy grid of links in a scroll view, pushed and popped, moved through with
/// the arrows, resized.
@MainActor @Suite struct LazyGridScreenTests {
    struct Photo: Identifiable, Hashable {
        let id: Int
        var name: String { "IMG_\(id)" }
    }

    struct Photos: View {
        let photos = (1...40).map(Photo.init)

        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 16) {
                        ForEach(photos) { photo in
                            NavigationLink(destination: Text("Photo \(photo.id)").navigationTitle(photo.name)) {
                                Text(photo.name)
                            }
                        }
                    }
                }
                .navigationTitle("Photos")
            }
        }
    }

    @Test func aPhotoGridShowsItsItemsInColumns() {
        let driver = TestDriver(Photos(), width: 40, height: 12)
        print(driver.lines.joined(separator: "\n"))
        driver.press(.rightArrow)
        print(driver.lines.joined(separator: "\n"))
        print(driver.focusedCellText ?? "nil")
        driver.press(.downArrow)
        print(driver.focusedCellText ?? "nil")
        driver.press(.return)
        print(driver.lines.joined(separator: "\n"))
        driver.press(.escape)
        print(driver.focusedCellText ?? "nil")
        driver.resize(width: 80, height: 12)
        print(driver.lines.joined(separator: "\n"))
        print(driver.focusedCellText ?? "nil")
    }
}
