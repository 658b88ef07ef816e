import TermNavBenchKit

/// A list program the benchmark presses keys in: in a pseudo-terminal, or headless.
protocol ListDriver: AnyObject {
    /// The program.
    var program: ProgramUnderTest { get }
    /// The position the screen shows now, if any.
    var position: ListPosition? { get }
    /// Presses a key and waits for its frame.
    /// - Parameters:
    ///   - key: The key.
    ///   - expectation: What the frame must show.
    /// - Returns: What the key cost.
    /// - Throws: A ``BenchError`` when the frame does not show what was expected.
    func press(_ key: BenchKey, expecting expectation: FrameExpectation) throws(BenchError) -> KeySample
    /// Presses Down `count` times at once and waits for the screen to settle on `row`.
    /// - Returns: The milliseconds until it settled and the CPU milliseconds spent.
    func burst(_ count: Int, settlingOn row: Int) throws(BenchError) -> (milliseconds: Double, cpu: Double)
    /// Whether the screen shows a text on the focused row: a line drawn in a background colour
    /// (TermNav's focus bar) or in reverse video (the C floor's, and TermNav's without colours).
    func focusedRowContains(_ text: String) -> Bool
    /// Repaints the whole screen (Ctrl-L) and says whether it was already exactly that; `nil`
    /// where there is nothing to compare (headless).
    func repaintMatches() throws(BenchError) -> Bool?
}
