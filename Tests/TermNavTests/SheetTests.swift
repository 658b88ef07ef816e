import TermNav
import TermNavTesting
import Testing

private struct Shelf: View {
    @State private var showsAdd = false
    @State private var dismissals = 0
    @State private var books = ["Emma"]

    var body: some View {
        NavigationStack {
            List {
                Button("Add book") { showsAdd = true }
                ForEach(books, id: \.self) { Text($0) }
                Text("Dismissed \(dismissals) times")
            }
            .navigationTitle("Shelf")
            .sheet(isPresented: $showsAdd, onDismiss: { dismissals += 1 }) {
                AddBook(books: $books)
            }
        }
    }
}

private struct AddBook: View {
    @Binding var books: [String]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Button("Save Persuasion") {
                    books.append("Persuasion")
                    dismiss()
                }
                NavigationLink("Help", destination: Text("Choose a book.").navigationTitle("Help"))
            }
            .navigationTitle("New book")
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

@MainActor @Suite struct SheetTests {
    @Test func aSheetCoversTheStackAndEscDismissesIt() {
        let driver = TestDriver(Shelf(), width: 36, height: 8)
        driver.press(.return)
        driver.expectScreen([
            " New book",
            "",
            " Save Persuasion",
            " Help                             ›",
            "",
            "",
            "",
            " ↑↓ move  Enter open            1/2",
        ])
        driver.press(.escape)
        driver.expectScreen([
            " Shelf",
            "",
            " Add book",
            " Emma",
            " Dismissed 1 times",
            "",
            "",
            " ↑↓ move  Enter open  q quit    1/3",
        ])
        // The flag was set back: Enter presents the sheet again.
        driver.press(.return)
        #expect(driver.title == "New book")
    }

    @Test func dismissInsideTheSheetSetsTheFlagBackAndRunsOnDismiss() {
        let driver = TestDriver(Shelf(), width: 36, height: 8)
        driver.press(.return, .return)
        driver.expectScreen([
            " Shelf",
            "",
            " Add book",
            " Emma",
            " Persuasion",
            " Dismissed 1 times",
            "",
            " ↑↓ move  Enter open  q quit    1/4",
        ])
        #expect(driver.depth == 1)
    }

    @Test func aSheetsOwnStackPushesAndPopsInsideIt() {
        let driver = TestDriver(Shelf(), width: 36, height: 8)
        driver.press(.return, .downArrow, .return)
        driver.expectScreen([
            " ‹ New book     Help",
            "",
            "",
            "",
            "           Choose a book.",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        #expect(driver.titles == ["Shelf", "New book"])
        driver.press(.escape)
        #expect(driver.titles == ["Shelf"])
    }
}

private struct Note: Identifiable {
    let id: Int
    let text: String
}

private struct Notes: View {
    @State private var opened: Note?
    @State private var locked = false
    private let notes = [Note(id: 1, text: "Buy milk"), Note(id: 2, text: "Call Ann")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    Button(note.text) { opened = note }
                }
                Button("Lock") { locked = true }
            }
            .navigationTitle("Notes")
            .sheet(item: $opened) { note in
                Text("Note \(note.id): \(note.text)")
                    .navigationTitle("Note")
            }
            .fullScreenCover(isPresented: $locked) {
                Locked()
            }
        }
    }
}

private struct Locked: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Text("Locked")
            Button("Unlock") { presentationMode.wrappedValue.dismiss() }
        }
        .interactiveDismissDisabled()
    }
}

@MainActor @Suite struct SheetItemTests {
    @Test func anItemSheetShowsItsItemAndEscSetsItBackToNil() {
        let driver = TestDriver(Notes(), width: 30, height: 7)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " Note",
            "",
            "",
            "       Note 2: Call Ann",
            "",
            "",
            " Esc close  q quit",
        ])
        driver.press(.escape)
        #expect(driver.titles == ["Notes"])
        driver.press(.upArrow, .return)
        driver.expectLines(["       Note 1: Buy milk"], from: 3)
    }

    @Test func aCoverWithInteractiveDismissDisabledIgnoresEsc() {
        let driver = TestDriver(Notes(), width: 30, height: 7)
        driver.press(.downArrow, .downArrow, .return)
        driver.expectScreen([
            "",
            "",
            "            Locked",
            "            Unlock",
            "",
            "",
            " Enter open  q quit",
        ])
        driver.press(.escape, .leftArrow)
        #expect(driver.depth == 2)
        driver.press(.return)
        #expect(driver.depth == 1)
        driver.expectLines([" Notes", " Buy milk", " Call Ann", " Lock"], from: 0)
    }
}
