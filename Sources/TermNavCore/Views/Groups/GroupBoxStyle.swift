/// How a ``GroupBox`` draws, as SwiftUI's `GroupBoxStyle`: the standard box, or a style of your
/// own made from the configuration's label and content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a style makes.
    associatedtype Body: View

    /// Makes the box.
    /// - Parameter configuration: The label and content.
    /// - Returns: The view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The label and content a style is given.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The label and content of a ``GroupBox``, as a style is given them.
nonisolated public struct GroupBoxStyleConfiguration {
    /// The box's label.
    nonisolated public struct Label: View {
        /// Built into TermNav: no body.
        public typealias Body = Never
        /// The view.
        let view: AnyView

        init(_ view: AnyView) { self.view = view }
    }

    /// The box's content.
    nonisolated public struct Content: View {
        /// Built into TermNav: no body.
        public typealias Body = Never
        /// The view.
        let view: AnyView

        init(_ view: AnyView) { self.view = view }
    }

    /// The box's label.
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// The standard box: rounded corners, the label bold on the first line, the content under it,
/// a blank column inside each side.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the style.
    public init() {}

    /// Makes the box.
    /// - Parameter configuration: The label and content.
    /// - Returns: The box.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label.bold()
            configuration.content
        }
        .padding(.horizontal, 8)
        .overlay(RoundedRectangle(cornerRadius: 8).stroke())
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The standard box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets how the group boxes inside draw.
    /// - Parameter style: The style: `.automatic`, or one of your own.
    /// - Returns: The view.
    @MainActor public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}

/// A group box style of any type, as the environment keeps it.
@MainActor
struct AnyGroupBoxStyle {
    /// Makes the box.
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    /// Makes the box.
    @MainActor func makeBody(configuration: GroupBoxStyleConfiguration) -> AnyView {
        makeBody(configuration)
    }
}

extension EnvironmentValues {
    /// How the group boxes here draw.
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

/// Where a view sets how group boxes draw.
private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle? { nil }
}
