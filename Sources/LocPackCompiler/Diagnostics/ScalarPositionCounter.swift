/// Counts lines and columns (Unicode scalars, from 1) while a scanner walks
/// a UTF-8 document forwards: the scanner reports each newline it passes,
/// and asks for the position of offsets at or after the last one it asked
/// for on the same line. A column is counted on from the last one, so a
/// one-line (minified) file of many megabytes is not decoded from its start
/// again for each node found.
struct ScalarPositionCounter {
    /// The line being scanned, from 1.
    private(set) var line = 1
    /// The offset of the line's first byte.
    private var lineStart: Int
    /// The last offset whose column was counted on this line, and the
    /// Unicode scalars from the line's start to it.
    private var columnMark = 0
    private var scalarsBeforeMark = 0

    /// A counter for a document whose first line starts at `start` (after a
    /// byte order mark, which is no character of the first line).
    init(start: Int = 0) {
        lineStart = start
    }

    /// Notes the newline at `offset`: the next line starts after it.
    mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    /// The line and column of `offset` in `bytes`, which lies on the current
    /// line at or after the last offset asked for. Callers ask for offsets of
    /// ASCII bytes, which no UTF-8 sequence (or repaired ill-formed one)
    /// spans, so counting piecewise counts the same.
    mutating func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        if columnMark < lineStart { (columnMark, scalarsBeforeMark) = (lineStart, 0) }
        scalarsBeforeMark += String(decoding: bytes[columnMark..<offset], as: UTF8.self).unicodeScalars.count
        columnMark = offset
        return (line, scalarsBeforeMark + 1)
    }
}
