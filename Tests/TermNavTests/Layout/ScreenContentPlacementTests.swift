import TermNav
import TermNavTesting
import Testing

// A screen's content that is not a list is placed as SwiftUI places it (docs/Rows.md, "Where a
// screen's content goes"): each vertical stack as wide as its widest child, its children lined
// up by its alignment, the whole centred across and down the content area; spacers share the
// lines left over; a frame that fills the height aligns it; a scroll view starts at the top.

private struct SignUp: View {
    @State private var name = ""
    @State private var password = ""
    @State private var signedUp = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 1) {
                Image(systemName: "person.circle")
                Text("Create account").bold()
                TextField("Name", text: $name).padding()
                SecureField("Password", text: $password).padding()
                Button("Sign up") { signedUp = true }
                if signedUp { Text("Welcome, \(name)") }
            }
            .navigationTitle("Welcome")
        }
    }
}

private struct Groceries: View {
    @State private var items = ["Milk", "Eggs"]
    @State private var new = ""

    var body: some View {
        NavigationStack {
            VStack {
                List(items, id: \.self) { Text($0) }
                HStack {
                    TextField("New item", text: $new)
                    Button("Add") {
                        items.append(new)
                        new = ""
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Groceries")
        }
    }
}

private struct TwoLists: View {
    var body: some View {
        NavigationStack {
            VStack {
                List(["Apples", "Pears"], id: \.self) { Text($0) }
                Text("Vegetables").bold()
                List(["Leeks", "Beans"], id: \.self) { Text($0) }
            }
            .navigationTitle("Market")
        }
    }
}

private struct TopAndBottom: View {
    var body: some View {
        VStack {
            Text("Top")
            Spacer()
            Button("Bottom") {}
        }
    }
}

private struct PinnedToTheTop: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Ada Lovelace").bold()
                Text("Analyst and writer")
                Button("Follow") {}
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .navigationTitle("Profile")
        }
    }
}

private struct Scrolling: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    Text("First")
                    Text("Second, longer")
                }
            }
            .navigationTitle("Scroll")
        }
    }
}

private struct Unavailable: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView("No mail", systemImage: "tray", description: Text("New mail shows here."))
                .navigationTitle("Inbox")
        }
    }
}

private struct Nested: View {
    var body: some View {
        VStack(alignment: .trailing) {
            Text("Total")
            VStack(alignment: .leading) {
                Text("Apples 3")
                Text("Pears 12, ripe")
            }
            Text("15")
        }
    }
}

private struct Tiles: View {
    let sentence = "A sentence long enough to need more than one line in its tile."

    var body: some View {
        NavigationStack {
            HStack {
                ForEach(["One", "Two"], id: \.self) { title in
                    VStack(alignment: .leading) {
                        Image(systemName: "star")
                        Text(title).bold()
                        Text(sentence)
                    }
                    .padding()
                }
            }
            .navigationTitle("Tiles")
        }
    }
}

@MainActor @Suite struct ScreenContentPlacementTests {
    @Test func aSignUpStackIsCentredAndItsPaddedFieldsAreDrawnOnceWhereTheyStand() {
        let driver = TestDriver(SignUp(), width: 40, height: 20)
        driver.expectScreen([
            " Welcome",
            "", "", "", "", "",
            "                   ☺",
            "             Create account",
            "",
            "   Name",
            "", "",
            "   Password",
            "",
            "                Sign up",
            "", "", "", "",
            " Enter done  Esc leave  Tab next",
        ])
        #expect(driver.cursor?.x == 3 && driver.cursor?.y == 9, "the cursor in the name field")
        driver.type("Ada")
        driver.expectLines(["", "   Ada", "", ""], from: 8, "the field edited where it stands, drawn once")
        #expect(driver.cursor?.x == 6 && driver.cursor?.y == 9)
        driver.press(.tab)
        driver.type("pw")
        driver.expectLines(["   Ada", "", "", "   ••", ""], from: 9)
        #expect(driver.cursor?.x == 5 && driver.cursor?.y == 12)
        driver.press(.tab)
        #expect(driver.focusedText == "Sign up")
        #expect(driver.cell(x: 15, y: 14).backgroundColor == .default, "the bar covers the button only")
        #expect(driver.cell(x: 16, y: 14).backgroundColor != .default)
        driver.press(.return)
        driver.expectScreen(
            [
                " Welcome",
                "", "", "", "",
                "                   ☺",
                "             Create account",
                "",
                "   Ada",
                "", "",
                "   ••",
                "",
                "                Sign up",
                "              Welcome, Ada",
                "", "", "", "",
                " ↑↓ move  Enter open  q quit",
            ], "a line more, the stack centred again")
    }

    @Test func aClickIntoAPaddedFieldNotBeingEditedPutsTheInsertionPointUnderIt() {
        let driver = TestDriver(SignUp(), width: 40, height: 20)
        driver.type("Ada")
        driver.press(.tab, .tab)
        #expect(driver.focusedText == "Sign up")
        // The name field starts three columns in (the margin and its padding): a click on its
        // "a" starts its editing with the insertion point before that letter.
        driver.click(x: 5, y: 9)
        driver.type("X")
        driver.expectLines(["", "   AdXa", "", ""], from: 8)
        #expect(driver.cursor?.x == 6 && driver.cursor?.y == 9)
    }

    @Test func aFieldBesideAButtonTakesTheWidthTheButtonLeaves() {
        let driver = TestDriver(Groceries(), width: 40, height: 10)
        driver.expectScreen([
            " Groceries",
            "",
            " Milk",
            " Eggs",
            "", "", "", "",
            "   New item                       Add",
            " ↑↓ move  q quit                    1/2",
        ])
        driver.press(.tab)
        driver.type("Tea")
        driver.expectLines(["   Tea                            Add"], from: 8)
        #expect(driver.cursor?.x == 6 && driver.cursor?.y == 8)
    }

    @Test func twoListsInAStackBothShowTheirRows() {
        let driver = TestDriver(TwoLists(), width: 40, height: 12)
        driver.expectScreen([
            " Market",
            "",
            " Apples",
            " Pears",
            "",
            " Vegetables",
            " Leeks",
            " Beans",
            "", "", "",
            " ↑↓ move  q quit                    1/5",
        ])
        driver.press(.downArrow, .downArrow, .downArrow)
        #expect(driver.focusedText == "Leeks", "the blank line between the lists takes no focus")
    }

    @Test func spacersShareTheLinesTheContentLeaves() {
        let driver = TestDriver(TopAndBottom(), width: 30, height: 8)
        driver.expectScreen([
            "             Top",
            "", "", "", "", "",
            "            Bottom",
            " Enter open  q quit",
        ])
        driver.resize(width: 30, height: 10)
        driver.expectScreen([
            "             Top",
            "", "", "", "", "", "", "",
            "            Bottom",
            " Enter open  q quit",
        ])
    }

    @Test func aFrameThatFillsTheHeightAlignsTheContentToItsTop() {
        let driver = TestDriver(PinnedToTheTop(), width: 40, height: 10)
        driver.expectScreen([
            " Profile",
            "",
            "           Ada Lovelace",
            "           Analyst and writer",
            "           Follow",
            "", "", "", "",
            " Enter open  q quit",
        ])
    }

    @Test func aScrollViewStartsAtTheTopItsContentCentredAcross() {
        let driver = TestDriver(Scrolling(), width: 40, height: 8)
        driver.expectScreen([
            " Scroll",
            "",
            "                 First",
            "             Second, longer",
            "", "", "",
            " q quit",
        ])
    }

    @Test func contentUnavailableViewIsCentredInTheContentArea() {
        let driver = TestDriver(Unavailable(), width: 40, height: 12)
        driver.expectScreen([
            " Inbox",
            "", "", "", "",
            "                   ▤",
            "                No mail",
            "          New mail shows here.",
            "", "", "",
            " q quit",
        ])
    }

    @Test func nestedStacksLineUpByTheirOwnAlignments() {
        let driver = TestDriver(Nested(), width: 30, height: 8)
        driver.expectScreen([
            "",
            "                 Total",
            "        Apples 3",
            "        Pears 12, ripe",
            "                    15",
            "", "",
            " q quit",
        ])
    }

    @Test func textInTilesWrapsToTheLinesItNeeds() {
        let driver = TestDriver(Tiles(), width: 60, height: 14)
        driver.expectScreen([
            " Tiles",
            "", "", "", "",
            "   ☆                          ☆",
            "   One                        Two",
            "   A sentence long enough     A sentence long enough to",
            "   to need more than one      need more than one line in",
            "   line in its tile.          its tile.",
            "", "", "",
            " q quit",
        ])
    }
}
