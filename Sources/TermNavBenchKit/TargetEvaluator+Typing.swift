extension TargetEvaluator {
    /// The program typed into a form's text field, beside Down keys through the same form.
    public static let formProgram = "form"
    /// The `.searchable` list that filters its rows in its body.
    public static let searchableProgram = "searchable"
    /// The key of a character typed into the form's field.
    public static let typedKey = "type"
    /// The key of a Down key between the form's plain rows.
    public static let formDownKey = "Down"
    /// The key of a character typed into the search field, timed to the frame whose field shows it.
    public static let echoKey = "type → field"
    /// The same character, timed to the frame whose rows are filtered by it.
    public static let filteredKey = "type → rows"
    /// The most CPU a typed character may take, as a multiple of a Down key's in the same run.
    public static let typedOverDownLimit = 2.0

    /// The typing targets: a character typed into a field costs at most 2× a Down key's CPU in the
    /// same form, and in a searchable list the frame after a typed character shows it before the
    /// rows are filtered (its time below the filtered frame's).
    func typingChecks() -> [TargetCheck] {
        var checks: [TargetCheck] = []
        for typed in keys where typed.run.program == Self.formProgram && typed.key == Self.typedKey {
            guard let cpu = typed.cpuMilliseconds?.median,
                let down = keys.first(where: { $0.run == typed.run && $0.key == Self.formDownKey })?
                    .cpuMilliseconds?.median,
                down > 0
            else { continue }
            checks.append(
                TargetCheck(
                    name: "CPU per typed character over a Down key's, median: \(describe(typed.run))",
                    figure: cpu / down, unit: "× Down", limit: Self.typedOverDownLimit,
                    beside: "\(NumberText.figure(cpu)) ms against \(NumberText.figure(down)) ms"))
        }
        for echo in keys where echo.run.program == Self.searchableProgram && echo.key == Self.echoKey {
            guard let shown = echo.latencyMilliseconds?.median,
                let rows = keys.first(where: { $0.run == echo.run && $0.key == Self.filteredKey })?
                    .latencyMilliseconds?.median
            else { continue }
            checks.append(
                TargetCheck(
                    name:
                        "Typed character → frame showing it, before the rows are filtered, median: \(describe(echo.run))",
                    figure: shown, unit: "ms", limit: rows, strict: true,
                    beside: "rows filtered after \(NumberText.figure(rows)) ms"))
        }
        return checks
    }
}
