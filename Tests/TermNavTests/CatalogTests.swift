import Testing

@testable import books

@MainActor @Suite struct CatalogTests {
    @Test func startsWithTheSeedArticlesThreeBooks() throws {
        try #require(Catalog.books.count >= 3)
        #expect(
            Array(Catalog.books.prefix(3)) == [
                Book(
                    id: 0, title: "Harry Potter and the Chamber of Secrets", author: "J. K. Rowling",
                    genre: "Fantasy", year: 1998),
                Book(
                    id: 1, title: "The Da Vinci Code", author: "Dan Brown", genre: "Mystery thriller",
                    year: 2003),
                Book(id: 2, title: "The Alchemist", author: "Paulo Coelho", genre: "Fantasy", year: 1988),
            ])
    }

    @Test func holdsAtLeastAHundredAndThreeBooks() {
        #expect(Catalog.books.count >= 103)
    }

    @Test func idsCountFromZeroInOrder() {
        #expect(Catalog.books.map(\.id) == Array(0..<Catalog.books.count))
    }

    @Test func titlesAreUnique() {
        var seen: Set<String> = []
        for book in Catalog.books {
            #expect(seen.insert(book.title).inserted, "duplicate title \(book.title)")
        }
    }

    @Test func everyBookIsFilledIn() {
        for book in Catalog.books {
            #expect(!book.title.isEmpty && !book.author.isEmpty && !book.genre.isEmpty, "\(book)")
            #expect((1600...2025).contains(book.year), "\(book)")
        }
    }

    @Test func someTitlesNeedMoreThanASCII() {
        let titles = Catalog.books.map(\.title)
        #expect(titles.contains("Cien años de soledad (One Hundred Years of Solitude)"))
        let wide = titles.filter { title in
            title.unicodeScalars.contains {
                (0x3040...0x9FFF).contains($0.value) || (0xAC00...0xD7A3).contains($0.value)
            }
        }
        #expect(wide.count >= 2, "CJK titles: \(wide)")
    }

    @Test func syntheticBooksHaveTheRequestedCount() {
        #expect(SyntheticBooks(count: 0).isEmpty)
        #expect(SyntheticBooks(count: 0).count == 0)
        #expect(SyntheticBooks(count: 5).count == 5)
        #expect(Array(SyntheticBooks(count: 3)).map(\.id) == [0, 1, 2])
    }

    @Test func syntheticBooksAreComputedFromTheirPosition() {
        let books = SyntheticBooks(count: 200)
        #expect(books[0].title == "Book 1")
        #expect(books[0].year == 1900)
        #expect(books[1].title == "Book 2")
        #expect(books[1].year == 1937)
        #expect(books[199].id == 199)
        #expect(books[199].title == "Book 200")
        #expect(books[199].year == 1900 + (199 * 37) % 125)
        #expect(books[3].author == SyntheticBooks.authors[3])
        #expect(books[3].genre == SyntheticBooks.genres[3])
        for book in books {
            #expect(SyntheticBooks.authors.contains(book.author))
            #expect(SyntheticBooks.genres.contains(book.genre))
            #expect((1900..<2025).contains(book.year))
        }
    }

    @Test func syntheticBooksAreTheSameEveryTime() {
        #expect(Array(SyntheticBooks(count: 50)) == Array(SyntheticBooks(count: 50)))
        #expect(SyntheticBooks(count: 10)[7] == SyntheticBooks(count: 1000)[7])
    }

    @Test func aMillionSyntheticBooksCostNothingUntilRead() throws {
        let books = SyntheticBooks(count: 1_000_000)
        #expect(books.count == 1_000_000)
        let last = try #require(books.last)
        #expect(last.id == 999_999)
        #expect(last.title == "Book 1000000")
        #expect(books[books.index(books.endIndex, offsetBy: -2)].title == "Book 999999")
    }
}
