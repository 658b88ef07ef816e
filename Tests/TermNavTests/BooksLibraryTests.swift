import Foundation
import Testing

@testable import books

/// Books added to a library while the app runs: each in its place in every order, the
/// library's own books read only where a binary search looks.
@Suite struct BooksLibraryTests {
    /// A book to add, by Frank Herbert.
    static func herbert(_ title: String, year: Int, id: Int) -> Book {
        Book(id: id, title: title, author: "Frank Herbert", genre: "Science fiction", year: year)
    }

    static let messiah = herbert("Dune Messiah", year: 1969, id: Catalog.books.count)
    static let children = herbert("Children of Dune", year: 1976, id: Catalog.books.count + 1)

    /// The titles around a book of a shelf: the one before it, itself and the one after.
    static func neighbours(of book: Book, in shelf: BookShelf) -> [String] {
        guard let index = shelf.firstIndex(where: { $0.id == book.id }) else { return [] }
        return shelf[max(0, index - 1)...min(shelf.count - 1, index + 1)].map(\.title)
    }

    @Test func anAddedBookTakesItsPlaceInEachOrderOfTheCatalog() {
        let library = Library.catalog(Catalog.books)
        let added = [Self.messiah, Self.children]
        let catalog = library.shelf(.catalog, adding: added)
        #expect(catalog.count == Catalog.books.count + 2)
        #expect(catalog.suffix(3).map(\.title) == ["The Overstory", "Dune Messiah", "Children of Dune"])
        #expect(
            Self.neighbours(of: Self.messiah, in: library.shelf(.title, adding: added))
                == ["Dune", "Dune Messiah", "East of Eden"])
        #expect(
            Self.neighbours(of: Self.children, in: library.shelf(.title, adding: added))
                == [
                    "Charlotte's Web", "Children of Dune",
                    "Cien años de soledad (One Hundred Years of Solitude)",
                ])
        // By author: after the author's own books, the added ones in the order they were added.
        let byAuthor = library.shelf(.author, adding: added)
        #expect(
            Self.neighbours(of: Self.messiah, in: byAuthor) == ["Dune", "Dune Messiah", "Children of Dune"])
        // By year: after the books of the same year.
        #expect(
            Self.neighbours(of: Self.messiah, in: library.shelf(.year, adding: added))
                == ["The Godfather", "Dune Messiah", "Watership Down"])
        for order in SortOrder.allCases {
            let shelf = library.shelf(order, adding: added)
            #expect(Set(shelf.map(\.id)).count == shelf.count, "ids unique by \(order)")
            #expect(shelf.filter { $0.id >= Catalog.books.count }.count == 2)
        }
        #expect(
            library.booksBy("Frank Herbert", adding: added).map(\.title) == [
                "Dune", "Dune Messiah", "Children of Dune",
            ])
        #expect(library.firstFreeID == Catalog.books.count)
    }

    @Test func booksAlikeInTheOrderKeepTheOrderTheyWereAddedIn() {
        let library = Library.catalog(Catalog.books)
        let first = Self.herbert("Dune", year: 1965, id: 300)
        let second = Self.herbert("dune", year: 1965, id: 301)
        let byTitle = library.shelf(.title, adding: [first, second])
        let dunes = byTitle.filter { $0.title.lowercased() == "dune" }.map(\.id)
        #expect(dunes == [Catalog.books.first { $0.title == "Dune" }?.id, 300, 301])
        let byYear = library.shelf(.year, adding: [second, first]).filter { $0.year == 1965 }.map(\.id)
        #expect(byYear.suffix(2) == [301, 300])
    }

    @Test func aMillionGeneratedBooksTakeAddedOnesInTheirPlaces() {
        let count = 1_000_000
        let library = Library.generated(count: count)
        let messiah = Self.herbert("Dune Messiah", year: 1969, id: library.firstFreeID)
        #expect(messiah.id == count)
        // By author, the names compared as Swift's `<` compares them, as the catalog's order
        // does: "Frank" before "Félix" ("r" before "é"), so after the five invented authors
        // before them, 125,000 books each.
        let byAuthor = library.shelf(.author, adding: [messiah])
        #expect(byAuthor.count == count + 1)
        #expect(byAuthor[624_999].author == "Elif Marrowby")
        #expect(byAuthor[625_000] == messiah)
        #expect(byAuthor[625_001].author == "Félix Ombregarde")
        #expect(byAuthor[count].title == "Book 1000000")
        // By year: after the 8,000 books of each year from 1900 to 1969.
        let byYear = library.shelf(.year, adding: [messiah])
        #expect(byYear[559_999].year == 1969)
        #expect(byYear[560_000] == messiah)
        #expect(byYear[560_001].year == 1970)
        // By title as numbers read: a second "Book 5" comes after the first, before "Book 6".
        let five = Book(id: count + 1, title: "Book 5", author: "A", genre: "G", year: 2000)
        let byTitle = library.shelf(.title, adding: [messiah, five])
        #expect(byTitle[4].title == "Book 5" && byTitle[4].id == 4)
        #expect(byTitle[5] == five)
        #expect(byTitle[6].title == "Book 6")
        #expect(byTitle[count + 1] == messiah, "\"Dune…\" after every \"Book…\"")
        #expect(library.shelf(.catalog, adding: [messiah, five]).suffix(2).map(\.id) == [count, count + 1])
        #expect(library.genres == SyntheticBooks.genres.sorted())
    }

    @Test func insertingReadsTheShelfOnlyWhereTheSearchLooks() {
        final class Reads { var count = 0 }
        let reads = Reads()
        let count = 1_000_000
        let books = SyntheticBooks(count: count)
        let shelf = BookShelf(count: count) { position in
            reads.count += 1
            return books[position]
        }
        let added = (0..<3).map {
            Book(id: count + $0, title: "Book \($0 * 400_000 + 1)", author: "A", genre: "G", year: 0)
        }
        let inserted = shelf.inserting(added) {
            $0.title.compare($1.title, options: [.caseInsensitive, .numeric]) == .orderedAscending
        }
        #expect(reads.count <= 3 * 21, "a binary search each: \(reads.count) reads")
        #expect(inserted.count == count + 3)
        reads.count = 0
        #expect(inserted[1] == added[0])
        #expect(inserted[400_002] == added[1])
        #expect(inserted[800_003] == added[2])
        #expect(inserted[800_004].title == "Book 800002")
        #expect(reads.count == 1, "an added book is not read from the shelf")
    }
}
