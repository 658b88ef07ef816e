/// A screen a link can push: its root view, built when the link is followed.
struct LinkDestination {
    let makeView: () -> any View

    init(_ view: any View) {
        makeView = { view }
    }

    init(make: @escaping () -> (any View)?) {
        makeView = { make() ?? EmptyView() }
    }
}
