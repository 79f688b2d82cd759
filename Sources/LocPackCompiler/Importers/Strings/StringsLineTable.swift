/// Line and column of each position in a text held as Unicode scalars.
///
/// Lines end at LF, CR LF or a lone CR; lines and columns count from 1 and
/// columns count Unicode scalars (the convention of every LocPack
/// diagnostic with a line and column).
struct StringsLineTable {
    /// The scalar index where each line starts.
    private var lineStarts: [Int] = [0]

    init(_ scalars: [Unicode.Scalar]) {
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\n":
                lineStarts.append(index + 1)
            case "\r":
                if index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                lineStarts.append(index + 1)
            default:
                break
            }
            index += 1
        }
    }

    /// The 1-based line and column of scalar `index` (an index equal to the
    /// text's length is the position just past its end).
    func position(of index: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low + 1, index - lineStarts[low] + 1)
    }

    /// The scalar index of 1-based `line` and `column` (clamped to the text).
    func index(line: Int, column: Int) -> Int {
        let start = lineStarts[min(max(line, 1), lineStarts.count) - 1]
        return start + max(column, 1) - 1
    }
}
