/// One of two views, as built by ``ViewBuilder`` from `if`/`else`.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}
