import Foundation

/// The books the app browses, in every order the list offers, and each author's shelf.
///
/// The catalog sorts its 204 books; generated books are arranged by arithmetic, so a million of
/// them sort at once and cost nothing until shown. Books added while the app runs are kept by
/// the list and put in their places when a shelf is asked for (``shelf(_:adding:)``), without
/// copying the library's own books.
struct Library {
    /// The genres the library's books have, in alphabetical order.
    let genres: [String]
    /// The first id no book of the library has: the first added book's id.
    let firstFreeID: Int
    /// The library's own books in an order.
    private let arranged: (SortOrder) -> BookShelf
    /// The library's own books of one author, as listed.
    private let listed: (String) -> BookShelf
    /// Whether a book comes before another in an order, by what the order compares alone.
    private let precedes: (SortOrder) -> (Book, Book) -> Bool

    /// The books in an order, the added ones among them each in its place; books alike in the
    /// order keep the order they were listed, then added, in.
    /// - Parameters:
    ///   - order: The order.
    ///   - added: Books added since the start, oldest first.
    /// - Returns: The library's books and the added ones, in the order.
    func shelf(_ order: SortOrder, adding added: [Book] = []) -> BookShelf {
        arranged(order).inserting(added, by: precedes(order))
    }

    /// The books of one author, as listed, then the added ones, oldest first.
    /// - Parameters:
    ///   - author: The author's name.
    ///   - added: Books added since the start, oldest first.
    /// - Returns: The author's books.
    func booksBy(_ author: String, adding added: [Book] = []) -> BookShelf {
        listed(author).inserting(added.filter { $0.author == author }) { _, _ in false }
    }

    /// A library of the given books.
    static func catalog(_ books: [Book]) -> Library {
        let byTitle = books.enumerated().sorted {
            ($0.element.title.lowercased(), $0.offset) < ($1.element.title.lowercased(), $1.offset)
        }
        .map(\.element)
        let byAuthor = books.enumerated().sorted {
            ($0.element.author, $0.offset) < ($1.element.author, $1.offset)
        }
        .map(\.element)
        let byYear = books.enumerated().sorted { ($0.element.year, $0.offset) < ($1.element.year, $1.offset) }
            .map(\.element)
        let shelves: [SortOrder: BookShelf] = [
            .catalog: BookShelf(books), .title: BookShelf(byTitle), .author: BookShelf(byAuthor),
            .year: BookShelf(byYear),
        ]
        return Library(
            genres: Set(books.map(\.genre)).sorted(),
            firstFreeID: (books.map(\.id).max() ?? -1) + 1,
            arranged: { shelves[$0] ?? BookShelf(books) },
            listed: { author in BookShelf(books.filter { $0.author == author }) },
            precedes: { order in precedes(in: order) { $0.lowercased() < $1.lowercased() } })
    }

    /// A library of `count` generated books (see ``SyntheticBooks``).
    static func generated(count: Int) -> Library {
        let books = SyntheticBooks(count: count)
        let authors = SyntheticBooks.authors.count
        // Book p's author is p % authors and its year 1900 + (37 p) % 125: each author's and each
        // year's books are the positions of one residue class, listed in turn.
        let authorShelf = ResidueShelf(count: count, modulus: authors) { $0 }
        let yearShelf = ResidueShelf(count: count, modulus: SyntheticBooks.yearSpan) {
            ($0 * SyntheticBooks.yearStepInverse) % SyntheticBooks.yearSpan
        }
        return Library(
            genres: SyntheticBooks.genres.sorted(),
            firstFreeID: count,
            arranged: { order in
                switch order {
                case .catalog, .title:
                    // "Book 1", "Book 2", …: by title, as numbers read, is the catalog order.
                    return BookShelf(count: count) { books[$0] }
                case .author:
                    return BookShelf(count: count) { books[authorShelf.position(at: $0)] }
                case .year:
                    return BookShelf(count: count) { books[yearShelf.position(at: $0)] }
                }
            },
            listed: { author in
                guard let index = SyntheticBooks.authors.firstIndex(of: author), index < count else {
                    return BookShelf(count: 0) { books[$0] }
                }
                return BookShelf(count: (count - index + authors - 1) / authors) {
                    books[index + $0 * authors]
                }
            },
            precedes: { order in
                // Titles as numbers read, so that "Book 9" comes before "Book 10".
                precedes(in: order) {
                    $0.compare($1, options: [.caseInsensitive, .numeric]) == .orderedAscending
                }
            })
    }

    /// Whether a book comes before another in an order, by what the order compares alone: in
    /// the catalog's order no book comes before another, so added books go last.
    /// - Parameters:
    ///   - order: The order.
    ///   - titlePrecedes: Whether a title comes before another.
    /// - Returns: The comparison.
    private static func precedes(
        in order: SortOrder, titles titlePrecedes: @escaping (String, String) -> Bool
    ) -> (Book, Book) -> Bool {
        switch order {
        case .catalog: return { _, _ in false }
        case .title: return { titlePrecedes($0.title, $1.title) }
        case .author: return { $0.author < $1.author }
        case .year: return { $0.year < $1.year }
        }
    }
}

/// Positions 0..<count grouped by a residue class, classes in the order of a key: class `k`
/// holds the positions congruent to `first(k)` modulo `modulus`, in increasing order.
private struct ResidueShelf {
    let modulus: Int
    /// Where each class's positions start in the arranged order.
    private let starts: [Int]
    private let firsts: [Int]

    init(count: Int, modulus: Int, first: (Int) -> Int) {
        self.modulus = modulus
        firsts = (0..<modulus).map(first)
        var starts: [Int] = []
        var total = 0
        for start in firsts {
            starts.append(total)
            total += start < count ? (count - start + modulus - 1) / modulus : 0
        }
        self.starts = starts
    }

    /// The position shown at `index` of the arranged order.
    func position(at index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return firsts[low] + (index - starts[low]) * modulus
    }
}
