import TermNavBenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where and when the benchmark ran, for the report's header.
enum MachineDescription {
    /// The header's lines: date, machine, CPU, memory, kernel, commit and build.
    /// - Parameter command: The benchmark's command line.
    /// - Returns: Name and value pairs.
    static func header(command: String) -> [(String, String)] {
        var header: [(String, String)] = []
        header.append(("date", ShellCommand.line("date -u '+%Y-%m-%d %H:%M UTC'") ?? "unknown"))
        let cpus = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let model = ProcessStatistics.contents(of: "/proc/cpuinfo").flatMap { info in
            info.split(separator: "\n").first { $0.hasPrefix("model name") }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.drop { $0 == " " } }
        }
        header.append(("machine", "\(cpus) CPUs (nproc), \(model.map(String.init) ?? "unknown CPU")"))
        if let memory = ProcessStatistics.contents(of: "/proc/meminfo")?.split(separator: "\n").first,
            let kilobytes = memory.split(separator: " ").compactMap({ Double($0) }).first
        {
            header.append(("memory", "\(NumberText.figure(kilobytes / 1_048_576)) GiB"))
        }
        var names = utsname()
        uname(&names)
        let release = withUnsafeBytes(of: names.release) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        header.append(("kernel", "Linux \(release)"))
        if let commit = ShellCommand.line("git rev-parse --short HEAD 2>/dev/null") {
            let dirty = ShellCommand.line("git status --porcelain --untracked-files=no 2>/dev/null") != nil
            header.append(("commit", commit + (dirty ? " (with uncommitted changes)" : "")))
        }
        #if DEBUG
            header.append(("build", "debug (figures are not meaningful: use swift run -c release)"))
        #else
            header.append(("build", "release"))
        #endif
        header.append(("command", command))
        return header
    }
}
