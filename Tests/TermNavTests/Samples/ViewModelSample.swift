import TermNav
import TermNavTesting
import Testing

// An ObservableObject view model owned with @StateObject and handed down with
// .environmentObject, as the MVVM tutorials before Observation write it; a preview provider is
// left in the file, as such files have one.

private final class ContactsViewModel: ObservableObject {
    @Published var contacts = ["Ada", "Grace", "Linus"]
    @Published var favorites: Set<String> = []

    func toggleFavorite(_ name: String) {
        if favorites.contains(name) {
            favorites.remove(name)
        } else {
            favorites.insert(name)
        }
    }
}

private struct ContactsView: View {
    @StateObject private var viewModel = ContactsViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.contacts, id: \.self) { name in
                    NavigationLink(name) {
                        ContactDetail(name: name)
                    }
                }
                Text("Favorites: \(viewModel.favorites.sorted().joined(separator: ", "))")
            }
            .navigationTitle("Contacts")
        }
        .environmentObject(viewModel)
    }
}

private struct ContactDetail: View {
    @EnvironmentObject var viewModel: ContactsViewModel
    let name: String

    var body: some View {
        List {
            Text(name)
            Button(viewModel.favorites.contains(name) ? "Unfavorite" : "Favorite") {
                viewModel.toggleFavorite(name)
            }
        }
        .navigationTitle(name)
    }
}

#if DEBUG
    private struct ContactsView_Previews: PreviewProvider {
        static var previews: some View {
            ContactsView()
                .previewDisplayName("Contacts")
        }
    }
#endif

@MainActor @Suite struct ViewModelSample {
    @Test func aPushedScreenChangesTheSharedViewModel() {
        let driver = TestDriver(ContactsView(), width: 30, height: 7)
        driver.press(.downArrow, .return)
        driver.expectLines([" Grace", " Favorite"], from: 1)
        driver.press(.downArrow, .return)
        driver.expectLines([" Grace", " Unfavorite"], from: 1)
        driver.press(.escape)
        driver.expectScreen([
            " Contacts",
            " Ada                        ›",
            " Grace                      ›",
            " Linus                      ›",
            " Favorites: Grace",
            "",
            " ↑↓ move  Enter open      2/4",
        ])
    }
}
