import Foundation
import TermNav
import TermNavTesting
import Testing

/// A profile form pushed from a root list: two fields in `LabeledContent` rows, one bordered,
/// and what Enter submitted.
private struct Profile: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Profile") { ProfileForm() }
            }
            .navigationTitle("Home")
        }
    }
}

private struct ProfileForm: View {
    @State private var name = ""
    @State private var city = "Oslo"
    @State private var submitted = 0

    var body: some View {
        Form {
            LabeledContent("Name") { TextField("required", text: $name) }
            LabeledContent("City") {
                TextField("City", text: $city).textFieldStyle(.roundedBorder)
            }
            Text("Submitted \(submitted)")
        }
        .onSubmit { submitted += 1 }
        .navigationTitle("Profile")
    }
}

@MainActor @Suite struct TextFieldKeysTests {
    @Test func aLabeledFieldShowsItsLabelThenItsPromptAndABorderedOneItsBrackets() {
        let driver = TestDriver(Profile(), width: 30, height: 8)
        driver.press(.return)
        driver.expectScreen([
            " ‹ Home    Profile",
            "",
            " Name  required",
            " City  [ Oslo               ]",
            " Submitted 0",
            "",
            "",
            " Enter done  Esc leave",
        ])
        #expect(driver.cursor?.x == 7)
        #expect(driver.cursor?.y == 2)
        let ascii = TestDriver(Profile(), width: 30, height: 8, unicode: false)
        ascii.press(.return)
        ascii.press(.downArrow)
        ascii.expectScreen([
            " < Home    Profile",
            "",
            " Name  required",
            " City  [ Oslo               ]",
            " Submitted 0",
            "",
            "",
            " Enter done  Esc leave",
        ])
        #expect(ascii.cursor?.x == 13)
        #expect(ascii.cursor?.y == 3)
    }

    @Test func enterSubmitsAndLeavesTheFieldEscLeavesKeepingTheTextThenPops() {
        let driver = TestDriver(Profile(), width: 30, height: 8)
        driver.press(.return)
        driver.type("Ada")
        driver.press(.return)
        #expect(driver.cursor == nil)
        #expect(driver.line(containing: "Submitted 1") != nil)
        #expect(driver.focusedText == "Name  Ada")
        // Enter on the field's row edits it again; Esc leaves it with its text.
        driver.press(.return)
        #expect(driver.cursor?.x == 10)
        driver.press(.escape)
        #expect(driver.cursor == nil)
        #expect(driver.line(containing: "Name  Ada") != nil)
        #expect(driver.line(containing: "Submitted 1") != nil)
        // With the rows focused, `j` moves and Esc goes back.
        driver.press("j")
        #expect(driver.cursor?.y == 3)
        driver.press(.escape)
        driver.press(.escape)
        #expect(driver.line(containing: "Home") != nil)
        #expect(driver.line(containing: "Profile") != nil)
        #expect(driver.line(containing: "Name") == nil)
    }

    @Test func arrowsAndTabMoveBetweenFieldsEachKeepingItsInsertionPoint() {
        let driver = TestDriver(Profile(), width: 30, height: 8)
        driver.press(.return)
        driver.type("Grace")
        driver.press(.leftArrow, .leftArrow)
        #expect(driver.cursor?.x == 10)
        driver.press(.downArrow)
        #expect(driver.cursor?.x == 13)
        #expect(driver.cursor?.y == 3)
        driver.press(.upArrow)
        #expect(driver.cursor?.x == 10)
        #expect(driver.cursor?.y == 2)
        driver.press(.tab)
        #expect(driver.cursor?.y == 3)
        driver.press(.tab)
        // Past the last field Tab passes over the text row: no control is there, the field's
        // editing ends and the focus stays on it.
        #expect(driver.cursor == nil)
        #expect(driver.focusedText?.hasPrefix("City") == true)
        driver.press(.downArrow, .upArrow)
        #expect(driver.cursor?.y == 3)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.cursor?.y == 2)
    }

    @Test func pastedTextGoesInAsOneLineAtTheInsertionPoint() {
        let driver = TestDriver(Profile(), width: 30, height: 8)
        driver.press(.return)
        driver.type("ab")
        driver.press(.leftArrow)
        driver.paste("x\ny")
        #expect(driver.line(containing: "Name  ax yb") != nil)
        #expect(driver.cursor?.x == 11)
        driver.press(KeyEquivalent("_"), modifiers: .control)
        #expect(driver.line(containing: "Name  ab") != nil)
    }

    @Test func aClickOnAFieldPutsTheInsertionPointAtTheColumnClicked() {
        let driver = TestDriver(Profile(), width: 30, height: 8)
        driver.press(.return)
        driver.press(.escape)
        driver.click(x: 10, y: 3)
        #expect(driver.cursor?.x == 10)
        #expect(driver.cursor?.y == 3)
        driver.type("-")
        #expect(driver.line(containing: "[ O-slo") != nil)
        // Past the end of the text: after its last character.
        driver.click(x: 24, y: 3)
        #expect(driver.cursor?.x == 14)
    }

    @Test func ctrlCStillQuitsWhileEditing() {
        let driver = TestDriver(Profile(), width: 30, height: 8)
        driver.press(.return)
        driver.type("q")
        #expect(!driver.isFinished)
        driver.press("c", modifiers: .control)
        #expect(driver.isFinished)
    }

    @Test func theCursorFollowsTheInsertionPointAsTheTextScrollsSideways() {
        for (width, x) in [(80, 28), (20, 18)] {
            let driver = TestDriver(Profile(), width: width, height: 8)
            driver.press(.return)
            driver.type("abcdefghijklmnopqrstu")
            #expect(driver.cursor?.x == x, "at \(width) columns")
            if width == 20 {
                #expect(driver.line(containing: "Name  …lmnopqrstu") != nil)
                driver.press(.home)
                #expect(driver.cursor?.x == 7)
                #expect(driver.line(containing: "Name  abcdefghijk…") != nil)
            }
        }
    }
}
