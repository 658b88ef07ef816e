import TermNav
import TermNavTesting
import Testing

// A profile card as SwiftUI tutorials build one: a round avatar with a stroke (a rounded box
// around it) and a shadow, a
// name in a large font, a divider, a row of stats, a bio, a follow button and a badge with a
// coloured, rounded background.

private struct StatView: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value)
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

private struct ProfileCard: View {
    @State private var isFollowing = false
    @State private var followers = 1204

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    HStack(spacing: 16) {
                        Image(systemName: "person.circle")
                            .resizable()
                            .scaledToFit()
                            .frame(width: 24, height: 24)
                            .clipShape(Circle())
                            .overlay(Circle().stroke(Color.white, lineWidth: 2))
                            .shadow(radius: 4)
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Ada Lovelace")
                                .font(.system(size: 28, weight: .bold, design: .rounded))
                            Text("Analyst · London")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                    Divider()
                    HStack {
                        StatView(value: "\(followers)", label: "Followers")
                        Divider()
                        StatView(value: "312", label: "Following")
                    }
                    Text("Wrote the first program for a machine that was never built.")
                        .font(.body)
                        .lineLimit(2)
                    Button(isFollowing ? "Unfollow" : "Follow") {
                        isFollowing.toggle()
                        followers += isFollowing ? 1 : -1
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(isFollowing ? .gray : .blue)
                    Text("Member since 1843")
                        .font(.caption)
                        .padding(.horizontal, 8)
                        .background(Color.yellow)
                        .cornerRadius(8)
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.clear))
                .shadow(color: .gray, radius: 8, x: 0, y: 4)
            }
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

private struct ProfileApp: App {
    var body: some Scene {
        WindowGroup {
            ProfileCard()
        }
    }
}

@MainActor @Suite struct ProfileCardSample {
    @Test func theCardInCells() {
        let driver = TestDriver(app: ProfileApp(), width: 40, height: 19)
        // The name over the place, beside the avatar in its ring; each stat's value over its label,
        // the two stats sharing the row. The padding is two columns at the sides and a line above;
        // spacing 16 is a blank line.
        driver.expectScreen([
            "                Profile",
            "",
            "",
            "   ╭───╮  Ada Lovelace",
            "   │ ☺ │  Analyst · London",
            "   ╰───╯",
            "",
            "   ──────────────────────────────────",
            "",
            "        1204       │       312",
            "      Followers    │    Following",
            "",
            "   Wrote the first program for a",
            "   machine that was never built.",
            "",
            "    Follow",
            "",
            "                  ▐Member since 1843▌",
            " ↑↓ move  Enter open  q quit",
        ])
        #expect(driver.cells(of: "Ada Lovelace")?.allSatisfy(\.isBold) == true, "a bold system font")
        #expect(driver.cells(of: "Analyst")?.allSatisfy(\.isDim) == true, "secondary is dim")
        #expect(driver.cells(of: "Followers")?.allSatisfy(\.isDim) == true, "a caption is dim")
        #expect(driver.cells(of: "1204")?.allSatisfy(\.isBold) == true, "a headline is bold")
        #expect(driver.cell(x: 5, y: 7).isDim, "the divider is dim")
        let follow = driver.cells(of: " Follow ")
        #expect(
            follow?.allSatisfy { $0.isReverse && $0.foregroundColor == .blue } == true, "prominent, tinted")
        let badge = driver.cells(of: "▐Member since 1843▌")
        #expect(
            badge?.dropFirst().dropLast().allSatisfy { $0.backgroundColor == .yellow } == true,
            "the text takes the background")
        #expect(
            [badge?.first, badge?.last].allSatisfy { $0?.foregroundColor == .yellow },
            "`.cornerRadius(8)` rounds the badge's ends: the padding is half blocks in its colour")
        #expect(driver.focusedText == "Follow")

        driver.press(.return)
        driver.expectLines(["        1205       │       312"], from: 9)
        driver.expectLines(["    Unfollow"], from: 15)
        #expect(driver.cells(of: " Unfollow ")?.allSatisfy { $0.foregroundColor == .gray } == true)
    }

    @Test func aNarrowTerminalWrapsTextWithinTheColumnsEachPartGets() {
        let driver = TestDriver(app: ProfileApp(), width: 24, height: 23)
        // Text wraps within the columns its part of a stack gets, a word longer than them
        // broken where it must be; the ringed avatar sits as near the middle of the four lines beside
        // it as whole lines allow.
        driver.expectScreen([
            "        Profile",
            "",
            "",
            "   ╭───╮  Ada",
            "   │ ☺ │  Lovelace",
            "   ╰───╯  Analyst ·",
            "          London",
            "",
            "   ──────────────────",
            "",
            "    1204   │   312",
            "   Followe │ Followin",
            "   rs      │ g",
            "",
            "   Wrote the first",
            "   program for a…",
            "",
            "    Follow",
            "",
            "        Member since",
            "        1843",
            "",
            " Enter open  q quit",
        ])
    }
}
