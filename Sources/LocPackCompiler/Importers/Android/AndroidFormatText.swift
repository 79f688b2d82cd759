import LocPack

/// A string resource read as the format string `getString(id, args…)`
/// gives `java.util.Formatter` (`Specs/importers/android.md`, "Format
/// strings"): `%s`, `%d`, `%1$s`, `%<s`, `%,d`, `%.2f`, `%b`, `%x`, `%%`,
/// `%n`, where Java's meaning wins over C's — `%d` is never grouped, `%,d`
/// is, `%.2f` shows the locale's decimal separator and rounds half up.
enum AndroidFormatText {
    /// The nodes of format string `text`.
    static func read(_ text: String) throws(MessageSyntaxError) -> [MessageNode] {
        let bytes = Array(text.utf8)
        var nodes: [MessageNode] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { nodes.append(.text(String(decoding: literal, as: UTF8.self))); literal.removeAll() }
        }
        var ordinary = 0
        var previous: Int?
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { literal.append(bytes[i]); i += 1; continue }
            let conversion = try Conversion(bytes, at: i)
            switch conversion.letter {
            case UInt8(ascii: "%"): literal.append(UInt8(ascii: "%"))
            case UInt8(ascii: "n"): literal.append(0x0A)
            default:
                let index: Int
                switch conversion.position {
                case .next: ordinary += 1; index = ordinary
                case let .explicit(position): index = position
                case .previous:
                    guard let previous else { throw MessageSyntaxError("'%<' has no argument before it to repeat", at: i, in: bytes) }
                    index = previous
                }
                guard let spec = conversion.spec else {
                    throw MessageSyntaxError("'\(conversion.written)' is not a conversion LocPack renders as Java does", at: i, in: bytes,
                                             kind: .unsupportedConstruct)
                }
                flush()
                nodes.append(.argument(index: index, spec: spec))
                previous = index
            }
            i = conversion.end
        }
        flush()
        return nodes
    }

    /// Whether `text` is a format string: every `%` in it starts a
    /// conversion Java reads, and at least one shows an argument (`%s`,
    /// `%d`, `%1$s`, `%.1f`, `%g`…). A text with a lone `%` (`100%`), or
    /// whose "conversions" are accidents of prose (`50% off` reads as
    /// `% o`, with the space flag), is text: `getString(id)` shows it as
    /// written. A format string with a conversion LocPack cannot render as
    /// Java does (`%g`) is still one: ``read(_:)`` refuses it.
    static func isFormatString(_ text: String) -> Bool {
        guard text.contains("%") else { return false }
        let bytes = Array(text.utf8)
        var i = 0
        var arguments = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { i += 1; continue }
            guard let conversion = try? Conversion(bytes, at: i), !conversion.flags.contains(UInt8(ascii: " ")) else { return false }
            if conversion.letter != UInt8(ascii: "%") && conversion.letter != UInt8(ascii: "n") { arguments += 1 }
            i = conversion.end
        }
        return arguments > 0
    }

    /// One `%[index$][flags][width][.precision]conversion`.
    private struct Conversion {
        enum Position { case next, explicit(Int), previous }
        var position = Position.next
        var flags: [UInt8] = []
        var width: [UInt8] = []
        var precision: Int?
        var letter: UInt8 = 0
        var end: Int
        var written: String

        init(_ bytes: [UInt8], at start: Int) throws(MessageSyntaxError) {
            var i = start + 1
            func digits() -> [UInt8] {
                let run = bytes[i...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                i += run.count
                return Array(run)
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "<") {
                position = .previous
                i += 1
            } else {
                let mark = i
                let number = digits()
                if !number.isEmpty, i < bytes.count, bytes[i] == UInt8(ascii: "$") {
                    guard let value = Int(String(decoding: number.prefix(4), as: UTF8.self)), number.count <= 3, (1...255).contains(value) else {
                        throw MessageSyntaxError("argument number too large (at most 255$)", at: start, in: bytes)
                    }
                    position = .explicit(value)
                    i += 1
                } else {
                    i = mark
                }
            }
            while i < bytes.count, "-#+ 0,(".utf8.contains(bytes[i]) { flags.append(bytes[i]); i += 1 }
            width = digits()
            guard width.count <= 2 else {
                throw MessageSyntaxError("width too large (at most 99)", at: start, in: bytes, kind: .unsupportedConstruct)
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                let run = digits()
                guard let value = Int(String(decoding: run.prefix(3), as: UTF8.self)) else {
                    throw MessageSyntaxError("'.' in a conversion must be followed by a precision", at: start, in: bytes)
                }
                guard run.count <= 2, value <= DecimalStyle.maximumDigits else {
                    throw MessageSyntaxError("precision too large (at most .\(DecimalStyle.maximumDigits))", at: start, in: bytes,
                                             kind: .unsupportedConstruct)
                }
                precision = value
            }
            guard i < bytes.count, "bBhHsScCdoxXeEfgGaAtT%n".utf8.contains(bytes[i]) else {
                throw MessageSyntaxError("'%' starts no conversion Java knows (write %% for the character)", at: start, in: bytes)
            }
            letter = bytes[i]
            if letter == UInt8(ascii: "t") || letter == UInt8(ascii: "T") { i += 1 }
            end = min(i + 1, bytes.count)
            written = String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// The spec that renders the conversion as Java does, or nil when
        /// LocPack has none (`%S`, `%h`, `%tY`…).
        var spec: FormatSpec? {
            let plain = flags.isEmpty && width.isEmpty
            let grouped = flags == [UInt8(ascii: ",")] && width.isEmpty
            let zeroPadded = flags == [UInt8(ascii: "0")] && !width.isEmpty
            switch letter {
            case UInt8(ascii: "s"), UInt8(ascii: "b"):
                return plain && precision == nil ? FormatSpec.textSpec : nil
            case UInt8(ascii: "d") where precision == nil && (plain || grouped):
                return plain ? AndroidFormatText.integerSpec : AndroidFormatText.groupedIntegerSpec
            case UInt8(ascii: "d") where precision == nil && zeroPadded:
                // `%02d`: at least that many digits, in the locale's digits.
                let digits = Int(String(decoding: width, as: UTF8.self)) ?? 1
                guard digits <= DecimalStyle.maximumDigits else { return nil }
                return DecimalStyle(minimumIntegerDigits: max(1, digits), maximumFractionDigits: 0, grouping: .never).spec
            case UInt8(ascii: "f") where plain || grouped:
                let digits = precision ?? 6
                return DecimalStyle(minimumFractionDigits: digits, maximumFractionDigits: digits,
                                    grouping: plain ? .never : .always).spec
            case UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
                // Java does not localize these.
                return c(length: "ll")
            case UInt8(ascii: "c") where plain:
                return c(length: "")
            default:
                // Padded or signed numbers, %e, %g and %a: Java localizes them and
                // writes %g unlike C; LocPack has no spec that matches.
                return nil
            }
        }

        /// The C conversion with the same flags, width and precision.
        private func c(length: String) -> FormatSpec? {
            guard !flags.contains(UInt8(ascii: ",")), !flags.contains(UInt8(ascii: "(")) else { return nil }
            let text = "%" + String(decoding: flags + width, as: UTF8.self) + (precision.map { ".\($0)" } ?? "")
                + length + String(UnicodeScalar(letter))
            return FormatStringSplitter.parseSpecifier(text)
        }
    }
}

extension AndroidFormatText {
    /// The spec of Java's `%d`: the locale's digits, never grouped.
    static let integerSpec = DecimalStyle(maximumFractionDigits: 0, grouping: .never).spec
    /// The spec of Java's `%,d`: the locale's digits and grouping.
    static let groupedIntegerSpec = DecimalStyle(maximumFractionDigits: 0, grouping: .always).spec

    /// Whether `spec` shows an integer (`%d`, `%,d`, `%02d`, `%x`).
    static func showsInteger(_ spec: FormatSpec) -> Bool {
        if let style = DecimalStyle(spec) { return style.maximumFractionDigits == 0 }
        return "dioxX".utf8.contains(spec.conversion)
    }
}
