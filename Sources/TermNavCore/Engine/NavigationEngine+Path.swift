extension NavigationEngine {
    /// The path binding of the stack, declared by the root screen's `NavigationStack(path:)`.
    var pathBinding: PathBinding? {
        screens.entries[0].preferences?.pathBinding
    }

    /// The values of the screens the path binding holds, root-most first.
    var pathValues: [AnyHashable] {
        screens.entries.compactMap(\.pathValue)
    }

    /// Writes the stack's path values to the path binding.
    func writePath() {
        pathBinding?.set(pathValues)
    }

    /// Pushes the screen for a path value: the one the nearest `navigationDestination(for:)` of
    /// its type builds, or a screen saying there is none.
    /// - Parameters:
    ///   - value: The value.
    ///   - updatingPath: Whether to append it to the path binding (not when following it).
    func pushValue(_ value: AnyHashable, updatingPath: Bool) {
        let inPath = pathBinding?.accepts(value) ?? false
        let destination = destination(for: value)
        let environment = destination?.environment ?? screens.top.configuration.environment
        let view = destination?.view ?? MissingDestination(typeName: String(describing: type(of: value.base)))
        push(
            ScreenEntry(
                root: view, origin: .value(value, inPath: inPath), environment: environment, changes: changes)
        )
        if inPath, updatingPath { writePath() }
    }

    /// The screen the nearest destination declared for the value's type builds, searching from
    /// the top screen down; screens never resolved are resolved first to learn theirs.
    private func destination(for value: AnyHashable) -> (view: any View, environment: EnvironmentValues)? {
        for entry in screens.entries.reversed() {
            if entry.preferences == nil { _ = resolve(entry) }
            for declared in entry.destinations.reversed() {
                if let view = declared.rule.build(value) { return (view, declared.environment) }
            }
        }
        return nil
    }

    /// Brings the stack in line with its path binding, when the app changed the path: pops the
    /// screens whose values left it, pushes screens for values new to it.
    /// - Returns: Whether the stack changed.
    func followPath() -> Bool {
        guard let binding = pathBinding else { return false }
        let wanted = binding.get()
        let entries = screens.entries.indices.filter { screens.entries[$0].pathValue != nil }
        let shown = entries.map { screens.entries[$0].pathValue }
        guard wanted != shown else { return false }
        var common = 0
        while common < min(wanted.count, shown.count), wanted[common] == shown[common] {
            common += 1
        }
        if common < entries.count {
            pop(to: entries[common], updatingPath: false)
        }
        for value in wanted[common...] {
            pushValue(value, updatingPath: false)
        }
        return true
    }
}

/// The screen pushed for a path value whose type no `navigationDestination(for:)` covers.
struct MissingDestination: View {
    /// The value's type, as Swift names it.
    let typeName: String

    var body: some View {
        Text("No navigationDestination for \(typeName)")
    }
}
