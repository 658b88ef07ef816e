/// Whether the views being resolved are a list's rows (a `List`'s or a `Form`'s): a
/// `NavigationLink` there shows the disclosure indicator by default, as a cell's chevron, and
/// elsewhere (in a stack, a scroll view) is drawn as a button, as SwiftUI draws it. A screen
/// pushed or presented from a row is not in the list.
struct InListKey: EnvironmentKey {
    static let defaultValue = false
}
