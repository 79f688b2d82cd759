import Foundation
@testable import LocPackCompiler
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// A `bplist00` file of hand-written objects (2-byte offsets, 1-byte references).
private func binaryPropertyList(_ objects: [[UInt8]], top: Int = 0) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
        offsets.append(bytes.count)
        bytes += object
    }
    let table = bytes.count
    bytes += offsets.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    bytes += [0, 0, 0, 0, 0, 0, 2, 1]
    for value in [objects.count, top, table] {
        bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    return Data(bytes)
}

/// The diagnostic of a `.stringsdict` that must fail to import.
private func importError(_ data: Data) -> String? {
    do {
        _ = try StringsdictImporter.importFile(data: data, file: "Hostile.stringsdict", locale: "en")
        return nil
    } catch {
        return error.diagnostics.map(\.description).joined(separator: "\n")
    }
}

@Suite struct BinaryPropertyListReaderTests {
    /// Every XML `.stringsdict` fixture, written in binary by Foundation,
    /// reads back to the same values Foundation's XML parser gives.
    @Test func readsWhatFoundationWrites() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasSuffix(".stringsdict") }
        var compared = 0
        for file in files {
            let xml = try Data(contentsOf: fixtures.appendingPathComponent(file))
            guard let value = try? PropertyListSerialization.propertyList(from: xml, format: nil) else { continue }
            let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            let read = try BinaryPropertyListReader.read(binary)
            #expect(NSArray(array: [read]).isEqual(NSArray(array: [value])), "\(file)")
            compared += 1
        }
        #expect(compared >= 8)
    }

    @Test func readsEveryScalarKind() throws {
        let value = try BinaryPropertyListReader.read(PropertyListSerialization.data(
            fromPropertyList: ["i": -7, "big": 1 << 40, "d": 2.5, "t": true, "f": false, "s": "zażółć 👩‍👩‍👧",
                               "a": ["x", 1], "data": Data([1, 2, 3]), "date": Date(timeIntervalSinceReferenceDate: 86400)],
            format: .binary, options: 0))
        let dictionary = try #require(value as? [String: Any])
        #expect(dictionary["i"] as? Int == -7)
        #expect(dictionary["big"] as? Int == 1 << 40)
        #expect(dictionary["d"] as? Double == 2.5)
        #expect(dictionary["t"] as? Bool == true)
        #expect(dictionary["f"] as? Bool == false)
        #expect(dictionary["s"] as? String == "zażółć 👩‍👩‍👧")
        #expect((dictionary["a"] as? [Any])?.count == 2)
        #expect(dictionary["data"] as? Data == Data([1, 2, 3]))
        #expect(dictionary["date"] as? Date == Date(timeIntervalSinceReferenceDate: 86400))
    }

    /// Files that crashed Foundation's binary parser, or could: each is an
    /// error naming the file and what is wrong, never a crash or a hang.
    @Test(arguments: [
        ("a set", [[0xC1, 0x01], [0x51, 0x61]], "a set is not supported"),
        ("a UID", [[0x80, 0x01]], "UID"),
        ("an array containing itself", [[0xA1, 0x00]], "contains itself"),
        ("a cycle through a dictionary", [[0xD1, 0x01, 0x02], [0x51, 0x6B], [0xA1, 0x00]], "contains itself"),
        ("a dictionary key that is a number", [[0xD1, 0x01, 0x02], [0x10, 0x05], [0x51, 0x78]], "key is not a string"),
        ("a reference past the objects", [[0xA1, 0x07]], "reference to object 7 of 1"),
        ("a string longer than the file", [[0x5F, 0x13, 0x7F, 0, 0, 0, 0, 0, 0, 0]], "runs past the end"),
        ("an array longer than the file", [[0xAF, 0x13, 0x7F, 0, 0, 0, 0, 0, 0, 0]], "more elements than the file holds"),
        ("a 16-byte integer", [[0x14] + Array(repeating: 0, count: 16)], "an integer of 16 bytes"),
        ("an unpaired surrogate", [[0x61, 0xD8, 0x00]], "unpaired surrogate"),
        ("a non-ASCII ASCII string", [[0x51, 0xC3]], "non-ASCII byte"),
        ("a null", [[0x00]], "null and fill"),
    ] as [(String, [[UInt8]], String)])
    func hostileObjects(name: String, objects: [[UInt8]], reason: String) {
        let error = importError(binaryPropertyList(objects))
        #expect(error?.hasPrefix("Hostile.stringsdict: error: invalid binary property list: ") == true, "\(name)")
        #expect(error?.contains(reason) == true, "\(name): \(error ?? "imported")")
    }

    @Test func deepNestingIsRefused() {
        let depth = BinaryPropertyListReader.maximumDepth + 5
        let objects = (0..<depth).map { index in index + 1 < depth ? [0xA1, UInt8(index + 1)] : [0xA0] as [UInt8] }
        #expect(importError(binaryPropertyList(objects))?.contains("nesting deeper than") == true)
    }

    /// A bad trailer, offset table or header, at every field.
    @Test func damagedTrailerIsAnError() {
        let good = binaryPropertyList([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0x51, 0x76]])
        for position in (good.count - 32)..<good.count {
            for value: UInt8 in [0x00, 0x09, 0xFF] {
                var damaged = good
                damaged[position] = value
                _ = importError(damaged)
            }
        }
        for length in 0..<good.count {
            #expect(importError(good.prefix(length)) != nil, "prefix \(length)")
        }
        var badTable = good
        badTable[good.count - 32 - 6] = 0xF0
        #expect(importError(badTable)?.contains("outside the object area") == true)
    }
}
