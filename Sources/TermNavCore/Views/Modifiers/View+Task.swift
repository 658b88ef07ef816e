extension View {
    /// Starts asynchronous work when this view appears, and cancels it when the view
    /// disappears (its screen popped or covered, its row scrolled away), as SwiftUI's
    /// `task(priority:_:)`.
    ///
    /// The work runs on the main actor, as in SwiftUI, which the app's run loop serves between
    /// frames: like a button's action it may set `@State` and change models, and the screen is
    /// drawn again with what it did, with no key pressed. Code it awaits elsewhere (another
    /// actor, a sleep) runs there and comes back to the main actor. Test it with
    /// `TestDriver.settle()`.
    ///
    /// ```swift
    /// List(rows, id: \.self) { Text($0) }
    ///     .task { rows = await loader.rows() }
    /// ```
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The work.
    /// - Returns: The view.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
        -> some View
    {
        builtIn(.task(ViewTask(id: nil, priority: priority, action: action)))
    }

    /// Starts asynchronous work when this view appears, and starts it again (cancelling the
    /// running one) whenever `value` changes, as SwiftUI's `task(id:priority:_:)`; cancelled
    /// when the view disappears.
    /// - Parameters:
    ///   - value: The value whose change restarts the work.
    ///   - priority: The task's priority.
    ///   - action: The work.
    /// - Returns: The view.
    public func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        builtIn(.task(ViewTask(id: ObservedValue(value), priority: priority, action: action)))
    }
}
