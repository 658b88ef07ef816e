extension ObservableObject {
    /// Has `record`'s view built again after each change of this object, on the record's loop.
    func subscribe(_ record: ViewRecord) {
        guard let loop = record.changes?.loop else { return }
        objectWillChange.subscribe(record, on: loop)
    }
}

extension StateObject: DynamicStorage {
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues) {
        if let existing = record.states[position] as? StateObjectBox<ObjectType>, existing !== box {
            box.stored = existing
        } else {
            box.stored = nil
            record.states[position] = box
        }
        box.object.subscribe(record)
    }
}

extension ObservedObject: DynamicStorage {
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues) {
        wrappedValue.subscribe(record)
    }
}

extension EnvironmentObject: DynamicStorage {
    func link(into record: ViewRecord, position: Int, environment: EnvironmentValues) {
        box.object = environment.object(of: ObjectType.self)
        box.object?.subscribe(record)
    }
}
