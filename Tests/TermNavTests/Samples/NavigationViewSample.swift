import TermNav
import TermNavTesting
import Testing

// An app in the older style: NavigationView, navigationBarTitle with Text and String and its
// display mode, NavigationLink(_:destination:) and the trailing-closure link, a hidden bar.

private struct Landmark: Identifiable {
    let id: Int
    let name: String
    let park: String
}

private let landmarks = [
    Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree"),
    Landmark(id: 2, name: "Silver Salmon Creek", park: "Lake Clark"),
    Landmark(id: 3, name: "Chilkoot Trail", park: "Klondike Gold Rush"),
]

private struct LandmarkDetail: View {
    let landmark: Landmark

    var body: some View {
        VStack(alignment: .leading) {
            Text(landmark.name)
                .font(.title)
            Text(landmark.park)
                .foregroundColor(.secondary)
        }
        .navigationBarTitle(Text(landmark.name), displayMode: .inline)
    }
}

private struct LandmarkList: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(landmarks) { landmark in
                    NavigationLink(landmark.name, destination: LandmarkDetail(landmark: landmark))
                }
                NavigationLink("About") {
                    Text("Landmarks of the national parks")
                        .navigationBarHidden(true)
                }
            }
            .navigationBarTitle("Landmarks")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

@MainActor @Suite struct NavigationViewSample {
    @Test func theOldStyleNavigatesAsTheNewOne() {
        let driver = TestDriver(LandmarkList(), width: 44, height: 9)
        driver.expectScreen([
            " Landmarks",
            "",
            " Turtle Rock                              ›",
            " Silver Salmon Creek                      ›",
            " Chilkoot Trail                           ›",
            " About                                    ›",
            "",
            "",
            " ↑↓ move  Enter open  q quit            1/4",
        ])
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " ‹ Landmarks  Silver Salmon Creek",
            "",
            "",
            "",
            "            Silver Salmon Creek",
            "            Lake Clark",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape, .downArrow, .downArrow, .return)
        driver.expectScreen([
            "",
            "",
            "",
            "      Landmarks of the national parks",
            "",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        #expect(driver.depth == 1)
    }
}
