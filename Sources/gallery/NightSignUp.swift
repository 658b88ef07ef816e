import TermNav

/// "Night sign-up": a screen made for a black background it paints itself, white text on it,
/// readable on a light terminal as on a dark one.
struct NightSignUp: View {
    @State private var email = ""

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack(spacing: 16) {
                Text("Create account").font(.title).bold().foregroundStyle(.white)
                TextField("Email", text: $email)
                    .padding(.horizontal, 8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
                    .frame(maxWidth: 240)
                Button("Sign up") {}.foregroundStyle(.white)
            }
        }
        .navigationTitle("Night")
    }
}
