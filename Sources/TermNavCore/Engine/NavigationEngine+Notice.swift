import Dispatch

extension NavigationEngine {
    /// How long a notice stays on the help line, in seconds, unless a key or a click comes first.
    static let noticeSeconds = 2.0

    /// Says something on the help line for a moment, in place of the keys: until the next key
    /// press or click, or for ``noticeSeconds``, after which the loop is woken to draw the keys
    /// again.
    /// - Parameter text: What to say.
    func showNotice(_ text: String) {
        let generation = (notice?.generation ?? 0) &+ 1
        notice = (text, generation)
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.noticeSeconds) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.notice?.generation == generation else { return }
                self.notice = nil
                self.loop.schedule {}
            }
        }
    }

    /// A frame with the notice shown, if there is one, on its help line in place of the keys;
    /// a frame without a help line is left as it is.
    /// - Parameter frame: The frame as planned.
    /// - Returns: The frame to draw.
    func withNotice(_ frame: Frame) -> Frame {
        guard let notice, frame.layout.helpLine != nil else { return frame }
        var frame = frame
        frame.helpItems = [notice.text]
        return frame
    }

    /// Puts text on the system's clipboard through the terminal and, when it went, says so on the
    /// help line.
    /// - Parameter text: The text.
    /// - Returns: Whether the text went to the terminal; `false` where the clipboard is off.
    func copyToClipboard(_ text: String) -> Bool {
        guard clipboardWriter(text) else { return false }
        showNotice("Copied to the clipboard")
        return true
    }
}
