import TermNav
import TermNavTesting
import Testing

// A navigation path saved with JSONEncoder and restored at the next start, through
// NavigationPath.codable, as the state-restoration tutorials write it.

// The path's values are decoded by their type's name, so they are types the program can name:
// not private ones (here nested in the test suite, which is internal).
extension CodablePathSample {
    struct City: Hashable, Codable {
        let name: String
    }

    struct Street: Hashable, Codable {
        let city: String
        let name: String
    }
}

private typealias City = CodablePathSample.City
private typealias Street = CodablePathSample.Street

@Observable
private final class PathStore {
    var path: NavigationPath {
        didSet { save() }
    }
    private let storage: Storage

    init(storage: Storage) {
        self.storage = storage
        if let data = storage.data,
            let representation = try? JSONDecoder().decode(
                NavigationPath.CodableRepresentation.self, from: data)
        {
            path = NavigationPath(representation)
        } else {
            path = NavigationPath()
        }
    }

    func save() {
        guard let representation = path.codable else { return }
        storage.data = try? JSONEncoder().encode(representation)
    }
}

/// Where the app keeps its saved path between runs (a file, in a real app).
private final class Storage {
    var data: Data?
}

private struct CitiesView: View {
    @State var store: PathStore

    var body: some View {
        NavigationStack(path: $store.path) {
            List(["Lisbon", "Porto"], id: \.self) { name in
                NavigationLink(name, value: City(name: name))
            }
            .navigationTitle("Cities")
            .navigationDestination(for: City.self) { city in
                List(["Main Street", "River Road"], id: \.self) { street in
                    NavigationLink(street, value: Street(city: city.name, name: street))
                }
                .navigationTitle(city.name)
            }
            .navigationDestination(for: Street.self) { street in
                Text("\(street.name), \(street.city)")
                    .navigationTitle(street.name)
            }
        }
    }
}

@MainActor @Suite struct CodablePathSample {
    @Test func aSavedPathOpensTheSameScreensAtTheNextStart() throws {
        let storage = Storage()
        let first = TestDriver(CitiesView(store: PathStore(storage: storage)), width: 30, height: 5)
        first.press(.downArrow, .return, .downArrow, .return)
        #expect(first.titles == ["Cities", "Porto", "River Road"])
        let saved = try #require(storage.data)
        let restored = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved)
        #expect(NavigationPath(restored).count == 2)

        let second = TestDriver(CitiesView(store: PathStore(storage: storage)), width: 30, height: 5)
        #expect(second.titles == ["Cities", "Porto", "River Road"])
        second.expectScreen([
            " Cities › Porto › River Road",
            "",
            "      River Road, Porto",
        ])
    }

    @Test func dataNamingAnUnknownTypeFailsToDecode() {
        let data = Data(#"["NoSuchType","x"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }
}
