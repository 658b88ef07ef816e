/// The value a `NavigationLink(value:)` pushes, kept as its own type until it is first asked for
/// as `AnyHashable`.
///
/// A list makes a link for every row it shows, and making a value `AnyHashable` asks the runtime
/// about its type's conformances (`AnyHashable.init` is not specialized for the type, even where
/// the link's initializer is). Most links are never followed, so a value is erased only when
/// something reads it (a push, a selection), then kept.
@usableFromInline
final class LinkValue {
    /// Erases the value.
    @usableFromInline let erase: () -> AnyHashable
    /// The value, once erased.
    private var erased: AnyHashable?

    /// Keeps a value to erase when it is first read.
    /// - Parameter value: The link's value.
    @inlinable
    init<Value: Hashable>(_ value: Value) {
        erase = { AnyHashable(value) }
    }

    /// The value, as `AnyHashable`.
    var value: AnyHashable {
        if let erased { return erased }
        let value = erase()
        erased = value
        return value
    }
}
