// termnav-foundation-floor: the memory floor TermNav's peak RSS is compared with in termnav-bench.
//
// `import TermNav` brings Foundation, as `import SwiftUI` does, so every TermNav program maps
// Foundation's libraries and pays for the pages of them it touches. This program does nothing
// else: it imports Foundation, prints one line made with it (a UUID and the date), and exits when
// its standard input gives it a line or ends. It waits because the benchmark reads its peak
// resident memory (`VmHWM`) from /proc before it exits, as it reads the other programs'.
// Usage: termnav-foundation-floor
import Foundation

print("Foundation floor \(UUID().uuidString) \(Date())")
_ = readLine()
