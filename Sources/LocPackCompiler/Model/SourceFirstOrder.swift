extension Collection where Element == String {
    /// The locales, `sourceLanguage` first, then by name: the order an
    /// entry's messages are read in when the source language decides
    /// something for all of them (argument numbers and names).
    func sortedSourceFirst(_ sourceLanguage: String) -> [String] {
        sorted { ($0 == sourceLanguage ? 0 : 1, $0) < ($1 == sourceLanguage ? 0 : 1, $1) }
    }
}
