import Foundation
import TermNavCore

/// The benchmark's searchable list: an array of names, filtered in the body by the search text
/// with `localizedCaseInsensitiveContains`, as a SwiftUI app filters a `.searchable` list. With a
/// million names every change of the text filters a million strings before the body returns.
public struct SearchableRows: View {
    /// The names, "Row 0" on.
    let names: [String]
    /// The search text.
    @State private var query = ""

    /// A searchable list of names.
    /// - Parameter names: The names, in order.
    public init(names: [String]) {
        self.names = names
    }

    /// The names "Row 0" to "Row `count - 1`".
    /// - Parameter count: How many; 0 or more.
    /// - Returns: The names.
    public static func names(count: Int) -> [String] {
        (0..<max(0, count)).map { "Row \($0)" }
    }

    /// The list of the names that contain the search text, in a navigation stack titled "Names".
    public var body: some View {
        NavigationStack {
            List {
                ForEach(
                    names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self
                ) {
                    name in
                    Text(name)
                }
            }
            .navigationBarTitle("Names", displayMode: .inline)
            .searchable(text: $query)
        }
    }
}
