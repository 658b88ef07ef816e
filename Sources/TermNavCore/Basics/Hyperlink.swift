import Foundation

/// The link a cell belongs to, as an OSC 8 hyperlink: a number standing for its target, so a
/// cell stays plain memory and compares as fast with a link as without.
///
/// Targets are kept for the life of the process, each under the first number it was given; a
/// target is taken only when a terminal may be sent it safely (printable ASCII, at most
/// ``maximumTargetLength`` bytes, as a URL's `absoluteString` is), and at most ``capacity``
/// of them: a link past those is drawn as plain text.
package struct Hyperlink: Hashable, Sendable {
    /// The target's number; 0 for no link.
    package let id: UInt32

    /// No link.
    package static let none = Hyperlink(id: 0)

    /// The longest target kept: terminals drop longer ones.
    package static let maximumTargetLength = 2048
    /// The most targets kept.
    package static let capacity = 65_535

    private init(id: UInt32) {
        self.id = id
    }

    /// The link to a target, or ``none`` when the target cannot be sent to a terminal as it is.
    /// - Parameter target: The URL, as its `absoluteString`.
    package init(_ target: String) {
        guard Self.isSafe(target) else {
            self = .none
            return
        }
        self.init(id: HyperlinkTable.shared.id(of: target))
    }

    /// Whether this is a link.
    package var isLink: Bool { id != 0 }

    /// The link's target; `nil` for ``none``.
    package var target: String? {
        isLink ? HyperlinkTable.shared.target(of: id) : nil
    }

    /// Whether a target is printable ASCII without spaces, and not too long.
    /// - Parameter target: The target.
    /// - Returns: `true` when it may be sent inside an OSC 8 sequence.
    static func isSafe(_ target: String) -> Bool {
        let bytes = target.utf8
        guard !bytes.isEmpty, bytes.count <= maximumTargetLength else { return false }
        return bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}

/// The targets of the process's hyperlinks, each under its number.
private final class HyperlinkTable: @unchecked Sendable {
    static let shared = HyperlinkTable()

    private let lock = NSLock()
    private var ids: [String: UInt32] = [:]
    private var targets: [String] = [""]

    /// The number of a target, given it the first time; 0 once the table is full.
    func id(of target: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[target] { return id }
        guard targets.count <= Hyperlink.capacity else { return 0 }
        let id = UInt32(targets.count)
        targets.append(target)
        ids[target] = id
        return id
    }

    /// The target of a number.
    func target(of id: UInt32) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return Int(id) < targets.count ? targets[Int(id)] : nil
    }
}
