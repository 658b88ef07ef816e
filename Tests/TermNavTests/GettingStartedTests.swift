import TermNavTesting
import Testing

@testable import Planets

@MainActor @Test func enterOpensAPlanet() {
    let driver = TestDriver(app: PlanetsApp(), width: 40, height: 8)
    driver.press(.downArrow, .return)
    driver.expectScreen([
        " ‹ Planets       Venus",
        "",
        " Moons                                0",
        " Day                     243 Earth days",
        " Mark as visited",
        "",
        "",
        " ↑↓ move  Esc back  q quit          1/3",
    ])
}

@MainActor @Test func aVisitIsKeptUntilThePlanetIsLeft() {
    let driver = TestDriver(app: PlanetsApp(), width: 40, height: 8)
    driver.press(.downArrow, .downArrow, .return)
    driver.press(.downArrow, .downArrow, .return)
    #expect(driver.focusedLine == " Visited")
    driver.press(.escape)
    #expect(driver.title == "Planets")
    #expect(driver.focusedLine == " Earth                                ›")
}
