import TermNav

struct Planet: Identifiable, Hashable {
    let name: String
    let moons: Int
    let day: String
    var id: String { name }
}

let planets = [
    Planet(name: "Mercury", moons: 0, day: "59 Earth days"),
    Planet(name: "Venus", moons: 0, day: "243 Earth days"),
    Planet(name: "Earth", moons: 1, day: "24 hours"),
    Planet(name: "Mars", moons: 2, day: "24.6 hours"),
]

@main
struct PlanetsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(planets) { planet in
                    NavigationLink(planet.name, value: planet)
                }
                .navigationTitle("Planets")
                .navigationDestination(for: Planet.self) { planet in
                    PlanetView(planet: planet)
                }
            }
        }
    }
}

struct PlanetView: View {
    let planet: Planet
    @State private var visited = false

    var body: some View {
        List {
            LabeledContent("Moons", value: "\(planet.moons)")
            LabeledContent("Day", value: planet.day)
            Button(visited ? "Visited" : "Mark as visited") {
                visited.toggle()
            }
        }
        .navigationTitle(planet.name)
    }
}
