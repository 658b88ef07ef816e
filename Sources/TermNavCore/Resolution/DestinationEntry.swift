/// A `navigationDestination(for:destination:)` as registered by a screen: how to build the screen
/// for a path value, and the environment the screen gets.
struct DestinationEntry {
    /// Builds the screen for values of one type.
    let rule: NavigationDestinationRule
    /// The environment where the destination was declared.
    let environment: EnvironmentValues
}
