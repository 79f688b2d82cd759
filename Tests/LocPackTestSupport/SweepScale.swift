import Foundation

/// How much of a long sweep (corruption rounds, format matrices) a test runs.
///
/// A plain `swift test` runs every sweep in full. Under a sanitizer
/// (`Tools/sanitize.sh` sets `LOCPACK_SANITIZER`) each step costs five to
/// twenty times as much, and a sweep's breadth adds time without adding
/// coverage: the sanitizer watches the same code paths after the first few
/// hundred rounds as after the last. There a sweep runs an eighth of its
/// rounds, so the longest test no longer sets the length of the whole run.
public enum SweepScale {
    /// Whether this process runs under a sanitizer.
    public static let isReduced = ProcessInfo.processInfo.environment["LOCPACK_SANITIZER"] != nil

    /// The part of a sweep run here: all of it, or an eighth under a sanitizer.
    public static let fraction = isReduced ? 8 : 1

    /// The number of rounds to run of a sweep of `full` rounds (at least one).
    public static func rounds(_ full: Int) -> Int { max(1, full / fraction) }

    /// The items of `items` a sweep visits: all of them, or every eighth
    /// (starting with the first) under a sanitizer.
    public static func sample<Items: Collection>(_ items: Items) -> [Items.Element] {
        items.enumerated().filter { $0.offset % fraction == 0 }.map(\.element)
    }
}
