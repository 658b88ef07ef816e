import TermNav
import TermNavTesting
import Testing

/// A login form: a user field, a password field and a button that signs in, disabled while
/// either is empty.
private struct Login: View {
    @State private var user = ""
    @State private var password = ""
    @State private var signedIn = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("User", text: $user)
                SecureField("Password", text: $password)
                Button("Sign in") { signedIn = user }
                    .disabled(user.isEmpty || password.isEmpty)
                if !signedIn.isEmpty { Text("Welcome, \(signedIn)") }
            }
            .navigationTitle("Login")
        }
    }
}

@MainActor @Suite struct TextFieldTests {
    @Test func aLoginFormDrawsItsFieldsDimWhileEmptyAndEditsTheFirst() {
        let driver = TestDriver(Login(), width: 30, height: 8)
        driver.expectScreen([
            " Login",
            "",
            " User",
            " Password",
            " Sign in",
            "",
            "",
            " Enter done  Esc leave",
        ])
        #expect(driver.cursor?.x == 1)
        #expect(driver.cursor?.y == 2)
    }

    @Test func everyPrintableKeyIsTextWhileEditing() {
        let driver = TestDriver(Login(), width: 30, height: 8)
        driver.type("qj/? ak")
        driver.expectScreen([
            " Login",
            "",
            " qj/? ak",
            " Password",
            " Sign in",
            "",
            "",
            " Enter done  Esc leave",
        ])
        #expect(driver.cursor?.x == 8)
        driver.press(.tab)
        driver.type("s3cret")
        driver.expectScreen([
            " Login",
            "",
            " qj/? ak",
            " ••••••",
            " Sign in",
            "",
            "",
            " Enter done  Esc leave",
        ])
        driver.press(.tab)
        driver.press(.return)
        driver.expectScreen([
            " Login",
            "",
            " qj/? ak",
            " ••••••",
            " Sign in",
            " Welcome, qj/? ak",
            "",
            " ↑↓ move  Enter open      3/4",
        ])
    }
}
