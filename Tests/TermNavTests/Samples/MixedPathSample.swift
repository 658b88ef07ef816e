import TermNav
import TermNavTesting
import Testing

// A NavigationPath holding values of two types, each with its own navigationDestination, as
// SwiftUI tutorials on programmatic navigation write it.

private struct Recipe: Hashable {
    let name: String
    let ingredients: [String]
}

private struct Ingredient: Hashable {
    let name: String
}

private struct RecipesView: View {
    @State private var path = NavigationPath()
    let recipes = [
        Recipe(name: "Pancakes", ingredients: ["Flour", "Milk", "Eggs"]),
        Recipe(name: "Omelette", ingredients: ["Eggs", "Cheese"]),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(recipes, id: \.name) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                Button("Jump to eggs") {
                    path.append(recipes[1])
                    path.append(Ingredient(name: "Eggs"))
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                List(recipe.ingredients, id: \.self) { name in
                    NavigationLink(name, value: Ingredient(name: name))
                }
                .navigationTitle(recipe.name)
            }
            .navigationDestination(for: Ingredient.self) { ingredient in
                Text("\(ingredient.name): in the fridge")
                    .navigationTitle(ingredient.name)
            }
        }
    }
}

@MainActor @Suite struct MixedPathSample {
    @Test func valuesOfTwoTypesPushTheirOwnScreens() {
        let driver = TestDriver(RecipesView(), width: 44, height: 7)
        driver.expectScreen([
            " Recipes",
            " Pancakes                                 ›",
            " Omelette                                 ›",
            " Jump to eggs",
            "",
            "",
            " ↑↓ move  Enter open  q quit            1/3",
        ])
        driver.press(.return, .downArrow, .return)
        #expect(driver.titles == ["Recipes", "Pancakes", "Milk"])
        driver.press(.escape, .escape, .downArrow, .downArrow, .return)
        #expect(driver.titles == ["Recipes", "Omelette", "Eggs"])
        driver.press(.escape, .escape)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.titles == ["Recipes", "Omelette", "Eggs"], "the button appends both values")
        driver.expectScreen([
            " Recipes › Omelette › Eggs",
            "",
            "",
            "            Eggs: in the fridge",
            "",
            "",
            " Esc back  q quit",
        ])
    }
}
