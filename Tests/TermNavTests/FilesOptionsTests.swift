import Testing

@testable import files

@MainActor @Suite struct FilesOptionsTests {
    @Test func pathPickAndDeepLink() throws {
        #expect(try FilesOptions.parse([]) == FilesOptions())
        #expect(
            try FilesOptions.parse(["/tmp", "--pick", "--path", "a/b"])
                == FilesOptions(root: "/tmp", pick: true, path: "a/b"))
        #expect(try FilesOptions.parse(["--path=a"]).path == "a")
        #expect(try FilesOptions.parse(["-x", "--help"]).showHelp)
    }

    @Test func badCommandLinesSayWhatIsWrong() {
        #expect(throws: FilesOptions.UsageError.unknownOption("--pik")) { try FilesOptions.parse(["--pik"]) }
        #expect(throws: FilesOptions.UsageError.unexpectedArgument("b")) {
            try FilesOptions.parse(["a", "b"])
        }
        #expect(throws: FilesOptions.UsageError.missingValue(option: "--path")) {
            try FilesOptions.parse(["--path"])
        }
        #expect(throws: FilesOptions.UsageError.repeatedOption("--pick")) {
            try FilesOptions.parse(["--pick", "--pick"])
        }
        #expect(FilesOptions.UsageError.unknownOption("-\u{1B}").description == "unknown option '-\\u{1B}'")
    }

    @Test func naturalOrderPutsSmallerNumbersFirst() {
        let names = ["file10", "File2", "file1", "a", "file02b"]
        let sorted = names.sorted {
            NaturalOrder.key(Array($0.utf8)).lexicographicallyPrecedes(NaturalOrder.key(Array($1.utf8)))
        }
        #expect(sorted == ["a", "file1", "File2", "file02b", "file10"])
    }

    @Test func sizesForPeopleAndExactly() {
        #expect(ByteCount.human(1536) == "1.5 KB")
        #expect(ByteCount.exact(1_234_567) == "1,234,567 bytes")
        #expect(ByteCount.exact(1) == "1 byte")
    }
}
