#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What Linux's `/proc` says about a running process: its CPU time and peak memory.
struct ProcessStatistics {
    /// The process.
    let pid: pid_t
    /// Its threads' `schedstat` files, listed once after its first frame.
    private var schedstatPaths: [String]
    /// Whether `schedstat` is readable; otherwise `stat`'s utime + stime are used.
    let hasSchedstat: Bool

    /// Looks at a process.
    /// - Parameter pid: The process.
    init(pid: pid_t) {
        self.pid = pid
        schedstatPaths = ["/proc/\(pid)/schedstat"]
        hasSchedstat = Self.firstNumber(of: "/proc/\(pid)/schedstat") != nil
    }

    /// Lists the process's threads again, so threads started since are counted.
    mutating func refreshThreads() {
        guard let directory = opendir("/proc/\(pid)/task") else { return }
        defer { closedir(directory) }
        var paths: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.first?.isNumber == true else { continue }
            paths.append("/proc/\(pid)/task/\(name)/schedstat")
        }
        if !paths.isEmpty { schedstatPaths = paths }
    }

    /// How many threads the process has.
    var threadCount: Int { schedstatPaths.count }

    /// Nanoseconds the process has spent on the CPU, user and kernel: the sum of its threads'
    /// `schedstat` first fields, or `stat`'s utime + stime (in clock ticks) without schedstat.
    func cpuNanoseconds() -> UInt64 {
        if hasSchedstat {
            return schedstatPaths.reduce(0) { $0 + (Self.firstNumber(of: $1) ?? 0) }
        }
        guard let stat = Self.contents(of: "/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else {
            return 0
        }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3; utime and stime are fields 14 and 15.
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else {
            return 0
        }
        let ticks = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
        return (user + system) * 1_000_000_000 / ticks
    }

    /// The peak resident set (`VmHWM`), in megabytes (MiB).
    func peakResidentMegabytes() -> Double? {
        guard let status = Self.contents(of: "/proc/\(pid)/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").compactMap { Double($0) }
            return digits.first.map { $0 / 1024 }
        }
        return nil
    }

    /// The memory the process does not share with any other, in megabytes (MiB): its private
    /// pages, clean and dirty, from `smaps_rollup`. The resident set also counts the pages of
    /// shared libraries (the Swift runtime, Foundation) that every process using them shares.
    func privateMegabytes() -> Double? {
        guard let rollup = Self.contents(of: "/proc/\(pid)/smaps_rollup") else { return nil }
        var kilobytes = 0.0
        var found = false
        for line in rollup.split(separator: "\n")
        where line.hasPrefix("Private_Clean:") || line.hasPrefix("Private_Dirty:") {
            guard let value = line.split(separator: " ").compactMap({ Double($0) }).first else { continue }
            kilobytes += value
            found = true
        }
        return found ? kilobytes / 1024 : nil
    }

    /// The first whole number of a file.
    private static func firstNumber(of path: String) -> UInt64? {
        guard let text = contents(of: path) else { return nil }
        return text.split(separator: " ").first.flatMap { UInt64($0) }
    }

    /// A small file's contents.
    static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var result: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result += buffer[0..<count]
        }
        return String(decoding: result, as: UTF8.self)
    }
}
