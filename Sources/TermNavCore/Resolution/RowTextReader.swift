/// Reads the texts a row shows from its view value, without resolving it: no records, no state
/// linked, no nodes. A filter or a deep link reads a million rows' labels this way.
///
/// It gives the texts the resolved row's nodes hold, in the same order (a `Text`'s runs as one
/// part, each in turn); a view it cannot read so (a type that does not say how, a view with
/// `@State`, `@Environment` or another dynamic property, a style of the app's own) makes it
/// give up, and the row is resolved instead.
@MainActor
struct RowTextReader {
    /// Given each row read, in turn: its index, the reader holding its texts, and whether they
    /// were read (`false` where only resolving the row tells them; the reader is then empty).
    typealias Visit = (_ index: Int, _ reader: borrowing RowTextReader, _ isRead: Bool) -> Void

    /// The runs of the texts read so far, every text's in turn; their storage is kept from row
    /// to row, so reading a row makes no arrays.
    private(set) var runs: [String] = []
    /// Where each text read ends in ``runs``: text `i` is the runs from `partEnds[i - 1]` (0 for
    /// the first) up to `partEnds[i]`.
    private(set) var partEnds: [Int] = []
    /// The environment of the view being read.
    private(set) var environment: EnvironmentValues {
        didSet { looks = Looks(environment) }
    }
    /// What the environment says of how texts show, read once for every row: the environment
    /// changes only where a view changes it.
    private(set) var looks: Looks

    /// What the environment says of how texts show.
    struct Looks {
        /// `.textCase(_:)`.
        let textCase: Text.Case?
        /// Whether `.redacted(reason:)` hides texts.
        let redacts: Bool
        /// `.labelsHidden()`.
        let labelsHidden: Bool
        /// Whether labels and their content stand in a form's columns.
        let inColumnsForm: Bool
        /// What a `Label` shows of its parts; `nil` for a label style of the app's own.
        let labelParts: LabelParts?
        /// Whether buttons are drawn by a button style of the app's own.
        let customButtons: Bool
        /// Whether the views are a list's rows (``InListKey``).
        let inList: Bool

        init(_ environment: EnvironmentValues) {
            textCase = environment.textCase
            redacts = environment.redactsContent
            labelsHidden = environment[LabelsHiddenKey.self]
            inColumnsForm = environment[InColumnsFormKey.self]
            if case .parts(let parts) = environment[LabelLookKey.self] {
                labelParts = parts
            } else {
                labelParts = nil
            }
            if case .custom = environment[ButtonLookKey.self] {
                customButtons = true
            } else {
                customButtons = false
            }
            inList = environment[InListKey.self]
        }
    }
    /// What is known of each view type: built in, or plain (without dynamic properties).
    let viewTypes: ViewTypeIndex

    /// Whether only texts may be read: the content of a `LabeledContent`, which a control or a
    /// link would make a control's row.
    var isTextOnly = false

    /// A reader of views standing in an environment.
    init(environment: EnvironmentValues, viewTypes: ViewTypeIndex) {
        self.environment = environment
        self.viewTypes = viewTypes
        looks = Looks(environment)
    }

    /// Forgets the texts read, to read another row in the same environment.
    mutating func clear() {
        runs.removeAll(keepingCapacity: true)
        partEnds.removeAll(keepingCapacity: true)
        isTextOnly = false
    }

    /// Reads a view's texts.
    /// - Parameter view: The view.
    /// - Returns: Whether the view was read; `false` when its texts are known only by resolving it.
    mutating func read<V: View>(_ view: V) -> Bool {
        if let primitive = viewTypes.primitive(V.self) {
            return primitive.readText(view, into: &self)
        }
        guard viewTypes.isPlain(view) else { return false }
        return read(view.body)
    }

    /// Keeps a run of the text being read.
    mutating func appendRun(_ run: String) {
        runs.append(run)
    }

    /// Ends the text being read: the runs kept since the last text ended are one part.
    mutating func endPart() {
        partEnds.append(runs.count)
    }

    /// Reads a view in a changed environment.
    mutating func read<V: View>(_ view: V, changing change: (inout EnvironmentValues) -> Void) -> Bool {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return read(view)
    }

    /// The texts read, as a row's text: each part's runs joined, the parts joined by spaces.
    var text: String {
        var text = ""
        var start = 0
        for (index, end) in partEnds.enumerated() {
            if index > 0 { text += " " }
            for run in runs[start..<end] { text += run }
            start = end
        }
        return text
    }
}

extension PrimitiveView {
    /// Reads the view's texts without resolving it: by default it cannot, and the view is
    /// resolved instead.
    func readText(into reader: inout RowTextReader) -> Bool {
        false
    }

    /// Reads the texts of a view of this type, given as a value of a generic type that is this
    /// one, without casting the value (as `resolve(_:in:)`).
    static func readText<V: View>(_ view: V, into reader: inout RowTextReader) -> Bool {
        precondition(V.self == Self.self, "\(V.self) read as \(Self.self)")
        return unsafeBitCast(view, to: Self.self).readText(into: &reader)
    }
}
