/// A haptic or sound a view asks for when a value changes, as SwiftUI's `SensoryFeedback`: a
/// terminal has nothing to play it on, so `.sensoryFeedback(_:trigger:)` plays nothing.
public struct SensoryFeedback: Hashable, Sendable {
    /// The feedback's kind, for telling values apart.
    private let kind: String

    private init(_ kind: String) {
        self.kind = kind
    }

    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        private let value: Int
        /// A light impact.
        public static let light = Weight(value: 0)
        /// A medium impact.
        public static let medium = Weight(value: 1)
        /// A heavy impact.
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        private let value: Int
        /// Rigid objects.
        public static let rigid = Flexibility(value: 0)
        /// Solid objects.
        public static let solid = Flexibility(value: 1)
        /// Soft objects.
        public static let soft = Flexibility(value: 2)
    }

    /// A task succeeded.
    public static let success = SensoryFeedback("success")
    /// A task gave a warning.
    public static let warning = SensoryFeedback("warning")
    /// A task failed.
    public static let error = SensoryFeedback("error")
    /// The selection changed.
    public static let selection = SensoryFeedback("selection")
    /// A value went up.
    public static let increase = SensoryFeedback("increase")
    /// A value went down.
    public static let decrease = SensoryFeedback("decrease")
    /// An activity started.
    public static let start = SensoryFeedback("start")
    /// An activity stopped.
    public static let stop = SensoryFeedback("stop")
    /// A dragged view lined up with another.
    public static let alignment = SensoryFeedback("alignment")
    /// A value passed a level.
    public static let levelChange = SensoryFeedback("levelChange")
    /// A path was completed.
    public static let pathComplete = SensoryFeedback("pathComplete")
    /// Two views collided.
    public static let impact = SensoryFeedback("impact")

    /// Two views of a weight collided.
    /// - Parameters:
    ///   - weight: How heavy they feel.
    ///   - intensity: How strong the impact is, from 0 to 1.
    /// - Returns: The feedback.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact")
    }

    /// Two views of a flexibility collided.
    /// - Parameters:
    ///   - flexibility: How flexible they feel.
    ///   - intensity: How strong the impact is, from 0 to 1.
    /// - Returns: The feedback.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact")
    }
}
