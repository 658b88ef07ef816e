import TermNav
import TermNavTesting
import Testing

// A recipe screen as SwiftUI tutorials write one: a servings stepper made of buttons in several
// styles, a tinted prominent button, a button disabled until something is chosen, and a custom
// ButtonStyle.

private struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 12)
            .background(Color.orange)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

private struct RecipeDetailView: View {
    @State private var servings = 1
    @State private var isSaved = false
    @State private var shoppingList: [String] = []

    private let ingredients = ["Flour", "Eggs", "Milk"]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Pancakes")
                    .font(.largeTitle)
                    .fontWeight(.heavy)
                Text("Fluffy, quick and good with anything.")
                    .font(.callout)
                    .foregroundColor(.secondary)
                Divider()
                HStack {
                    Text("Servings: \(servings)")
                    Spacer()
                    Button {
                        servings -= 1
                    } label: {
                        Image(systemName: "minus")
                    }
                    .buttonStyle(.bordered)
                    .disabled(servings <= 1)
                    Button {
                        servings += 1
                    } label: {
                        Image(systemName: "plus")
                    }
                    .buttonStyle(.bordered)
                    .disabled(servings >= 8)
                }
                Button {
                    isSaved.toggle()
                } label: {
                    Label(isSaved ? "Saved" : "Save recipe", systemImage: isSaved ? "heart.fill" : "heart")
                }
                .buttonStyle(.borderedProminent)
                .tint(.pink)
                .controlSize(.large)
                Button("Add to shopping list") {
                    shoppingList.append(contentsOf: ingredients)
                }
                .buttonStyle(PillButtonStyle())
                .disabled(!shoppingList.isEmpty)
                Button("Clear list", role: nil) {
                    shoppingList.removeAll()
                }
                .buttonStyle(.borderless)
                .disabled(shoppingList.isEmpty)
                Text(shoppingList.isEmpty ? "Nothing to buy" : shoppingList.joined(separator: ", "))
                    .font(.footnote)
                Spacer()
            }
            .padding(.horizontal)
            .navigationTitle("Recipe")
        }
    }
}

private struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeDetailView()
        }
    }
}

@MainActor @Suite struct ButtonStylesSample {
    @Test func buttonsInSeveralStyles() {
        let driver = TestDriver(app: RecipesApp(), width: 44, height: 12)
        driver.expectScreen([
            " Recipe",
            "",
            "   Pancakes",
            "   Fluffy, quick and good with anything.",
            "   ──────────────────────────────────────",
            "   Servings: 1                [ − ] [ + ]",
            "    ♡ Save recipe",
            "   ▐Add to shopping list▌",
            "   Clear list",
            "   Nothing to buy",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        // The servings row acts with its first enabled button: + while − is disabled.
        #expect(driver.focusedLine == "   Servings: 1                [ − ] [ + ]")
        #expect(driver.cells(of: "[ − ]")?.allSatisfy(\.isDim) == true)
        driver.press(.return)
        driver.expectLines(["   Servings: 2                [ − ] [ + ]"], from: 5)
        #expect(driver.cells(of: "[ − ]")?.contains(where: \.isDim) == false, "− is enabled at 2")
        driver.press(.return)
        driver.expectLines(["   Servings: 1                [ − ] [ + ]"], from: 5, "now − acts first")

        driver.press(.downArrow, .return)
        driver.expectLines(["    ♥ Saved"], from: 6)
        #expect(
            driver.cells(of: " ♥ Saved ")?.allSatisfy { $0.isReverse && $0.foregroundColor == .pink } == true)

        driver.press(.downArrow)
        // The capsule rounds the pill's ends: half blocks in its colour.
        #expect(
            driver.cells(of: "Add to shopping list")?.allSatisfy { $0.backgroundColor == .orange } == true)
        #expect(driver.cells(of: "▐")?.first?.foregroundColor == .orange)
        driver.press(.return)
        driver.expectLines(["   ▐Add to shopping list▌", "   Clear list", "   Flour, Eggs, Milk"], from: 7)
        #expect(driver.cells(of: "Add to shopping list")?.allSatisfy(\.isDim) == true, "disabled once added")
        #expect(isFocused("Clear list", in: driver), "the focus leaves a button that was disabled")
        driver.press(.return)
        driver.expectLines(["   Nothing to buy"], from: 9)
        #expect(driver.cells(of: "Clear list")?.allSatisfy(\.isDim) == true)
        #expect(isFocused("Add to shopping list", in: driver))
        driver.press(.downArrow)
        #expect(isFocused("Add to shopping list", in: driver), "Down skips the disabled Clear list")
    }

    @Test func theSameScreenInASCII() {
        let driver = TestDriver(app: RecipesApp(), width: 44, height: 12, unicode: false)
        driver.expectLines(
            [
                "   Pancakes",
                "   Fluffy, quick and good with anything.",
                "   --------------------------------------",
                "   Servings: 1                [ - ] [ + ]",
                "    <3 Save recipe",
            ], from: 2)
    }
}

/// Whether a text is drawn under the focus bar: the bar's colour behind each of its cells, or,
/// where the app coloured them (a prominent button), reverse video.
@MainActor private func isFocused(_ text: String, in driver: TestDriver) -> Bool {
    driver.cells(of: text)?.allSatisfy { $0.backgroundColor == .accentColor || $0.isReverse } == true
}
