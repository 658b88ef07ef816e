/// A screen a link can push: its root view, built when the link is followed.
struct LinkDestination {
    let makeView: () -> any View

    init<V: View>(_ view: V) {
        makeView = { view }
    }
}
