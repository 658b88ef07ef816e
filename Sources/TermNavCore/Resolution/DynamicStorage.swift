/// A property that TermNav links to its screen's storage before a view's body is built, such as
/// `@State`.
protocol DynamicStorage {
    /// Points the property at the record's storage for the property at `position`, storing it
    /// there the first time, and gives it the environment where its view stands.
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues)
}

extension Environment: DynamicStorage {
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues) {
        box.values = environment
    }
}

extension State: DynamicStorage {
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues) {
        if let existing = record.states[position] as? StateLocation<Value>, existing !== location {
            location.stored = existing
        } else {
            location.stored = nil
            location.owner = record
            record.states[position] = location
        }
    }
}

extension FocusState: DynamicStorage {
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues) {
        state.link(into: record, position: position, environment: environment)
    }
}

extension Namespace: DynamicStorage {
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues) {
        state.link(into: record, position: position, environment: environment)
    }
}
