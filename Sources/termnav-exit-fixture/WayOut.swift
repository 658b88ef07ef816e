#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Something app code can do that must not break the terminal.
enum WayOut: CaseIterable {
    /// `print` a line while the terminal is open.
    case printLine
    /// Write a line to standard error while the terminal is open.
    case writeError
    /// Read past the end of an array: a runtime trap.
    case indexOutOfRange
    /// Call `fatalError`: a runtime trap, with a message on standard error.
    case fatalError
    /// Force-unwrap `nil`: a runtime trap.
    case forceUnwrap
    /// Write to a pipe whose reading end is closed: `SIGPIPE`.
    case closedPipe

    /// The button's label.
    var label: String {
        switch self {
        case .printLine: "Print a line"
        case .writeError: "Write to standard error"
        case .indexOutOfRange: "Index out of range"
        case .fatalError: "Fatal error"
        case .forceUnwrap: "Force-unwrap nil"
        case .closedPipe: "Write to a closed pipe"
        }
    }

    /// Does it.
    func run() {
        switch self {
        case .printLine:
            print("the app printed this line")
        case .writeError:
            var bytes = Array("the app wrote this to standard error\n".utf8)
            _ = write(2, &bytes, bytes.count)
        case .indexOutOfRange:
            let values = Array(CommandLine.arguments.prefix(1))
            print(values[values.count + 1])
        case .fatalError:
            Swift.fatalError("the fixture called fatalError")
        case .forceUnwrap:
            let number = Int(CommandLine.arguments[0])
            // swift-format-ignore: NeverForceUnwrap
            print(number!)
        case .closedPipe:
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            _ = close(ends[0])
            var byte: UInt8 = 0
            _ = write(ends[1], &byte, 1)
            _ = close(ends[1])
        }
    }
}
