import Foundation

/// Reads a binary property list (`bplist00`) into Swift values without
/// Foundation's parser, which crashes on some hostile inputs (a set, or a
/// reference cycle, in a file that comes from a translator).
///
/// Gives `[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool`, `Data`
/// and `Date` — what `PropertyListSerialization` gives for the same file.
/// Every offset, count and object reference is checked against the file
/// before use; nesting is bounded and a reference cycle is an error. Sets,
/// UIDs (keyed archives) and dictionary keys that are not strings are
/// refused: no `.stringsdict` holds them.
struct BinaryPropertyListReader {
    /// Why a binary property list cannot be read; `offset` is the byte the problem is at.
    struct Failure: Error {
        let reason: String
        let offset: Int
    }

    /// Deepest nesting of arrays and dictionaries accepted.
    static let maximumDepth = 128

    private let bytes: [UInt8]
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectOffsets: [Int] = []
    private var decoded: [Int: Any] = [:]
    private var inProgress: Set<Int> = []

    /// Whether `data` starts like a binary property list.
    static func recognizes(_ data: Data) -> Bool { data.starts(with: Array("bplist".utf8)) }

    /// The value of the binary property list in `data`.
    static func read(_ data: Data) throws(Failure) -> Any {
        var reader = BinaryPropertyListReader(bytes: [UInt8](data))
        return try reader.readDocument()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func readDocument() throws(Failure) -> Any {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
            throw Failure(reason: "not a bplist00 file, or shorter than its header and trailer", offset: 0)
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Failure(reason: "the trailer's offset or reference size is not 1…8", offset: trailer + 6)
        }
        let objectCount = try bigEndian(at: trailer + 8, size: 8)
        let topObject = try bigEndian(at: trailer + 16, size: 8)
        let tableStart = try bigEndian(at: trailer + 24, size: 8)
        guard objectCount > 0, objectCount <= trailer, topObject < objectCount,
              tableStart >= 8, tableStart <= trailer, objectCount <= (trailer - tableStart) / offsetSize else {
            throw Failure(reason: "the trailer's object count, top object or offset table does not fit the file", offset: trailer + 8)
        }
        objectOffsets.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            let offset = try bigEndian(at: tableStart + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableStart else {
                throw Failure(reason: "object \(index) lies outside the object area", offset: tableStart + index * offsetSize)
            }
            objectOffsets.append(offset)
        }
        return try object(topObject, depth: 0)
    }

    /// The value of object `index`, decoded once however often it is referenced.
    private mutating func object(_ index: Int, depth: Int) throws(Failure) -> Any {
        if let value = decoded[index] { return value }
        let start = objectOffsets[index]
        guard depth <= Self.maximumDepth else {
            throw Failure(reason: "nesting deeper than \(Self.maximumDepth)", offset: start)
        }
        guard inProgress.insert(index).inserted else {
            throw Failure(reason: "object \(index) contains itself", offset: start)
        }
        let value = try decodeObject(at: start, depth: depth)
        inProgress.remove(index)
        decoded[index] = value
        return value
    }

    private mutating func decodeObject(at start: Int, depth: Int) throws(Failure) -> Any {
        let marker = bytes[start]
        let kind = marker >> 4
        let info = Int(marker & 0x0F)
        switch kind {
        case 0x0:
            switch marker {
            case 0x08: return false
            case 0x09: return true
            default: throw Failure(reason: "null and fill objects are not property list values", offset: start)
            }
        case 0x1:
            return try integer(at: start)
        case 0x2:
            guard info == 2 || info == 3 else { throw Failure(reason: "a real of \(1 << info) bytes", offset: start) }
            let raw = try bigEndianBits(at: start + 1, size: 1 << info)
            return info == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
        case 0x3:
            guard marker == 0x33 else { throw Failure(reason: "a date must be 8 bytes", offset: start) }
            return Date(timeIntervalSinceReferenceDate: Double(bitPattern: try bigEndianBits(at: start + 1, size: 8)))
        case 0x4:
            let (count, body) = try length(info, at: start)
            let bytes = try slice(body, count: count)
            return Data(bytes)
        case 0x5:
            let (count, body) = try length(info, at: start)
            let text = try slice(body, count: count)
            guard text.allSatisfy({ $0 < 0x80 }) else { throw Failure(reason: "an ASCII string holds a non-ASCII byte", offset: body) }
            return String(decoding: text, as: UTF8.self)
        case 0x6:
            let (count, body) = try length(info, at: start)
            guard count <= Int.max / 2 else { throw Failure(reason: "a string longer than the file", offset: start) }
            let units = try slice(body, count: count * 2)
            var codeUnits: [UInt16] = []
            codeUnits.reserveCapacity(count)
            for position in stride(from: 0, to: units.count, by: 2) {
                codeUnits.append(UInt16(units[units.startIndex + position]) << 8 | UInt16(units[units.startIndex + position + 1]))
            }
            guard let text = String(validating: codeUnits, as: UTF16.self) else {
                throw Failure(reason: "a UTF-16 string holds an unpaired surrogate", offset: body)
            }
            return text
        case 0xA:
            let (count, body) = try length(info, at: start)
            let references = try references(at: body, count: count)
            var array: [Any] = []
            array.reserveCapacity(count)
            for reference in references { array.append(try object(reference, depth: depth + 1)) }
            return array
        case 0xD:
            let (count, body) = try length(info, at: start)
            guard count <= Int.max / 2 else { throw Failure(reason: "a dictionary larger than the file", offset: start) }
            let references = try references(at: body, count: count * 2)
            var dictionary: [String: Any] = [:]
            for pair in 0..<count {
                guard let key = try object(references[pair], depth: depth + 1) as? String else {
                    throw Failure(reason: "a dictionary key is not a string", offset: start)
                }
                dictionary[key] = try object(references[count + pair], depth: depth + 1)
            }
            return dictionary
        case 0x8:
            throw Failure(reason: "a UID (keyed archive) is not supported in a .stringsdict", offset: start)
        case 0xC:
            throw Failure(reason: "a set is not supported in a .stringsdict", offset: start)
        default:
            throw Failure(reason: "unknown object marker 0x\(String(marker, radix: 16))", offset: start)
        }
    }

    /// An integer object (1, 2, 4 or 8 bytes; 16-byte integers are refused).
    private func integer(at start: Int) throws(Failure) -> Int {
        let marker = bytes[start]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw Failure(reason: "an integer of \(1 << Int(min(marker & 0x0F, 15))) bytes, or not an integer", offset: start)
        }
        let size = 1 << Int(marker & 0x0F)
        let raw = try bigEndianBits(at: start + 1, size: size)
        // 8-byte integers are signed; shorter ones are unsigned.
        return size == 8 ? Int(Int64(bitPattern: raw)) : Int(raw)
    }

    /// The element count of a data, string or container object, and where its body starts.
    private func length(_ info: Int, at start: Int) throws(Failure) -> (count: Int, body: Int) {
        guard info == 0x0F else { return (info, start + 1) }
        guard start + 1 < bytes.count else { throw Failure(reason: "a length runs past the file", offset: start) }
        let count = try integer(at: start + 1)
        guard count >= 0 else { throw Failure(reason: "a negative length", offset: start + 1) }
        return (count, start + 2 + (1 << Int(bytes[start + 1] & 0x0F)))
    }

    /// `count` object references starting at `offset`, each checked against the object count.
    private func references(at offset: Int, count: Int) throws(Failure) -> [Int] {
        guard count <= (bytes.count - min(offset, bytes.count)) / referenceSize else {
            throw Failure(reason: "a container with more elements than the file holds", offset: offset)
        }
        var result: [Int] = []
        result.reserveCapacity(count)
        for element in 0..<count {
            let reference = try bigEndian(at: offset + element * referenceSize, size: referenceSize)
            guard reference < objectOffsets.count else {
                throw Failure(reason: "a reference to object \(reference) of \(objectOffsets.count)", offset: offset + element * referenceSize)
            }
            result.append(reference)
        }
        return result
    }

    /// `count` bytes starting at `offset`, inside the file.
    private func slice(_ offset: Int, count: Int) throws(Failure) -> ArraySlice<UInt8> {
        guard offset <= bytes.count, count <= bytes.count - offset else {
            throw Failure(reason: "an object runs past the end of the file", offset: offset)
        }
        return bytes[offset..<(offset + count)]
    }

    /// A big-endian unsigned number that must fit a non-negative `Int`.
    private func bigEndian(at offset: Int, size: Int) throws(Failure) -> Int {
        let raw = try bigEndianBits(at: offset, size: size)
        guard raw <= UInt64(Int.max) else { throw Failure(reason: "a size or offset too large", offset: offset) }
        return Int(raw)
    }

    /// The `size` (≤ 8) bytes at `offset` as a big-endian number.
    private func bigEndianBits(at offset: Int, size: Int) throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        for byte in try slice(offset, count: size) { value = value << 8 | UInt64(byte) }
        return value
    }
}
