import Foundation
import TermNav
import TermNavTesting
import Testing

/// Two fields tied to one focus state, which `onAppear` sets to the second.
private struct SignUp: View {
    enum Field: Hashable { case name, email }
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("Name", text: $name).focused($focus, equals: .name)
                TextField("Email", text: $email).focused($focus, equals: .email)
                Text(focus == .name ? "on name" : focus == .email ? "on email" : "on none")
                Button("Next") { focus = .name }
            }
            .navigationTitle("Sign up")
            .onAppear { focus = .email }
        }
    }
}

/// A price edited through a number format, committed on Enter or when the focus leaves.
private struct Price: View {
    @State private var amount = 12.5
    @State private var note = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Amount", value: $amount, format: .number)
                TextField("Note", text: $note)
                Text("Amount is \(amount.formatted(.number))")
            }
            .navigationTitle("Price")
        }
    }
}

/// A login screen in a stack, not a list.
private struct Login: View {
    @State private var user = ""
    @State private var password = ""

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("User", text: $user)
                SecureField("Password", text: $password, prompt: Text("required"))
                Button("Sign in") {}.disabled(user.isEmpty || password.isEmpty)
            }
            .navigationTitle("Login")
        }
    }
}

@MainActor @Suite struct TextFieldFocusTests {
    @Test func aFocusStateSetInOnAppearStartsEditingItsFieldAndFollowsTheKeys() {
        let driver = TestDriver(SignUp(), width: 30, height: 8)
        #expect(driver.cursor?.y == 3)
        #expect(driver.line(containing: "on email") != nil)
        driver.type("a@b")
        driver.press(.upArrow)
        #expect(driver.cursor?.y == 2)
        #expect(driver.line(containing: "on name") != nil)
        driver.press(.escape)
        #expect(driver.cursor == nil)
        driver.press(.downArrow, .downArrow)
        #expect(driver.line(containing: "on none") != nil)
        driver.press(.return)
        #expect(driver.cursor?.y == 2)
        #expect(driver.line(containing: "on name") != nil)
        #expect(driver.line(containing: "a@b") != nil)
    }

    @Test func aFormattedValueIsCommittedOnEnterAndAnUnparsableTextReverts() {
        let driver = TestDriver(Price(), width: 30, height: 8)
        #expect(driver.line(containing: "12.5") != nil)
        driver.press(.end)
        driver.press(.delete, .delete, .delete, .delete)
        driver.type("40")
        // Edited freely: the value stays until Enter.
        #expect(driver.line(containing: "Amount is 12.5") != nil)
        driver.press(.return)
        #expect(driver.line(containing: "Amount is 40") != nil)
        driver.press(.return)
        driver.type("x")
        // Leaving with ↓ commits too: "40x" does not parse, and the value's own text is back.
        driver.press(.downArrow)
        #expect(driver.line(containing: "Amount is 40") != nil)
        driver.press(.upArrow)
        #expect(driver.line(containing: "40x") == nil)
        driver.type("5")
        driver.press(.tab)
        #expect(driver.line(containing: "Amount is 405") != nil)
    }

    @Test func aSecureFieldNeverShowsItsText() {
        for unicode in [true, false] {
            let driver = TestDriver(Login(), width: 30, height: 8, unicode: unicode)
            driver.type("ada")
            driver.press(.tab)
            driver.expectScreen([
                " Login",
                "",
                "",
                " ada",
                " required",
                " Sign in",
                "",
                " Enter done  Esc leave",
            ])
            driver.type("s3cret")
            driver.paste("pa55")
            let bullet = unicode ? "•" : "*"
            driver.expectScreen([
                " Login",
                "",
                "",
                " ada",
                " " + String(repeating: bullet, count: 10),
                " Sign in",
                "",
                " Enter done  Esc leave",
            ])
            #expect(driver.cursor?.x == 11)
            driver.press(.tab)
            #expect(!driver.lines.joined().contains("s3cret"))
            #expect(!driver.lines.joined().contains("pa55"))
        }
    }

    @Test func theSignInButtonIsSkippedWhileAFieldIsEmpty() {
        let driver = TestDriver(Login(), width: 30, height: 8)
        driver.type("ada")
        driver.press(.tab)
        driver.press(.tab)
        // The button is disabled: Tab past the last field leaves the focus where it can go.
        #expect(driver.focusedText != "Sign in")
        let filled = TestDriver(Login(), width: 30, height: 8)
        filled.type("ada")
        filled.press(.tab)
        filled.type("pw")
        filled.press(.tab)
        #expect(filled.cursor == nil)
        #expect(filled.focusedText == "Sign in")
    }
}
