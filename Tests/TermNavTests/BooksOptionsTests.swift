import Testing

@testable import books

@MainActor @Suite struct BooksOptionsTests {
    @Test func noArgumentsBrowsesTheCatalog() throws {
        #expect(try BooksOptions.parse([]) == BooksOptions(generate: nil, showHelp: false))
    }

    @Test(arguments: [
        (["--generate", "1000"], 1000),
        (["--generate=1000"], 1000),
        (["--generate", "0"], 0),
        (["--generate=0"], 0),
        (["--generate", "100000000"], 100_000_000),
        (["--generate=007"], 7),
    ])
    func generateTakesAWholeNumber(arguments: [String], count: Int) throws {
        #expect(try BooksOptions.parse(arguments) == BooksOptions(generate: count))
    }

    @Test(
        arguments: [
            (["--path", "The Alchemist"], "The Alchemist", nil),
            (["--path=The Alchemist/Author"], "The Alchemist/Author", nil),
            (["--generate", "10", "--path", "Book 3"], "Book 3", 10),
        ] as [([String], String, Int?)])
    func pathTakesLabels(arguments: [String], path: String, count: Int?) throws {
        #expect(try BooksOptions.parse(arguments) == BooksOptions(generate: count, path: path))
    }

    @Test(arguments: [["-h"], ["--help"], ["--generate", "5", "--help"], ["--foo", "-h"]])
    func helpWinsOverEverythingElse(arguments: [String]) throws {
        let options = try BooksOptions.parse(arguments)
        #expect(options.showHelp)
        #expect(options.generate == nil)
    }

    @Test(arguments: [
        (["--generate", "abc"], "--generate needs a whole number from 0 to 100000000, got 'abc'"),
        (["--generate=abc"], "--generate needs a whole number from 0 to 100000000, got 'abc'"),
        (["--generate", "-5"], "--generate needs a whole number from 0 to 100000000, got '-5'"),
        (["--generate", "+5"], "--generate needs a whole number from 0 to 100000000, got '+5'"),
        (["--generate", "1.5"], "--generate needs a whole number from 0 to 100000000, got '1.5'"),
        (["--generate", " 5"], "--generate needs a whole number from 0 to 100000000, got ' 5'"),
        (["--generate=100000001"], "--generate needs a whole number from 0 to 100000000, got '100000001'"),
        (
            ["--generate=99999999999999999999999"],
            "--generate needs a whole number from 0 to 100000000, got '99999999999999999999999'"
        ),
        (["--generate="], "--generate needs a whole number from 0 to 100000000, got ''"),
        (["--generate"], "--generate needs a value"),
        (["--generate", "--foo"], "--generate needs a value"),
        (["--generate", "1", "--generate", "2"], "--generate given twice"),
        (["--generate=1", "--generate=1"], "--generate given twice"),
        (["--foo"], "unknown option '--foo'"),
        (["-g"], "unknown option '-g'"),
        (["--generate", "5", "--foo"], "unknown option '--foo'"),
        (["--path"], "--path needs a value"),
        (["--path", "//"], "--path needs a value"),
        (["--path=a", "--path=b"], "--path given twice"),
        (["books.txt"], "unexpected argument 'books.txt'"),
    ])
    func rejectsWithAOneLineMessage(arguments: [String], message: String) {
        #expect {
            try BooksOptions.parse(arguments)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func messagesSpellControlCharactersVisibly() {
        let error = BooksOptions.UsageError.invalidCount("1\n\u{1B}[2J")
        #expect(
            error.description
                == "--generate needs a whole number from 0 to 100000000, got '1\\u{A}\\u{1B}[2J'")
        #expect(!error.description.contains("\n"))
    }

    @Test func usageStartsWithTheSynopsis() {
        let lines = BooksOptions.usage.split(separator: "\n")
        #expect(lines.first == "usage: books [--generate N] [--path LABELS]")
    }

    @Test(arguments: [
        "--generate N", "-h, --help", "j/k", "PgUp/PgDn", "g/G", "Enter", "Esc", "Ctrl-C", "Sort and Add",
        "New book form", "step the year", "flip Read",
    ])
    func usageNamesTheOptionAndTheKeys(needle: String) {
        #expect(BooksOptions.usage.contains(needle), "usage lacks \(needle)")
    }
}
