import TermNavBenchKit

/// Loads the `xterm-256color` entry the programs are run under.
enum TerminfoLoader {
    /// The terminal type the programs run under.
    static let terminalName = "xterm-256color"

    /// The capabilities the benchmark uses, as ncurses 6 ships them for xterm-256color, for a
    /// machine without `infocmp`.
    static let fallback = """
        xterm-256color|xterm with 256 colors,
        \tam,
        \tbce,
        \tbold=\\E[1m,
        \tclear=\\E[H\\E[2J,
        \tcr=\\r,
        \tcub=\\E[%p1%dD,
        \tcub1=^H,
        \tcuf=\\E[%p1%dC,
        \tcuf1=\\E[C,
        \tcup=\\E[%i%p1%d;%p2%dH,
        \tdim=\\E[2m,
        \tech=\\E[%p1%dX,
        \tel=\\E[K,
        \thpa=\\E[%i%p1%dG,
        \tkcud1=\\EOB,
        \tkhome=\\EOH,
        \tknp=\\E[6~,
        \top=\\E[39;49m,
        \trev=\\E[7m,
        \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m,
        \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m,
        \tsgr=%?%p9%t\\E(0%e\\E(B%;\\E[0%?%p6%t;1%;%?%p5%t;2%;%?%p2%t;4%;%?%p1%p3%|%t;7%;%?%p4%t;5%;%?%p7%t;8%;m,
        \tsgr0=\\E(B\\E[m,
        \tsitm=\\E[3m,
        \tsmul=\\E[4m,
        \tvpa=\\E[%i%p1%dd,

        """

    /// The entry from `infocmp -1 -x`, or the built-in copy.
    /// - Returns: The entry and where it came from.
    static func load() -> (terminfo: Terminfo, source: String) {
        if let result = ShellCommand.run("infocmp -1 -x \(terminalName) 2>/dev/null"), result.status == 0,
            let terminfo = try? Terminfo(infocmpOutput: result.output)
        {
            return (terminfo, "infocmp -1 -x \(terminalName)")
        }
        do {
            return (try Terminfo(infocmpOutput: fallback), "built-in copy (infocmp not found)")
        } catch {
            fatalError("the built-in xterm-256color entry does not parse: \(error)")
        }
    }
}
