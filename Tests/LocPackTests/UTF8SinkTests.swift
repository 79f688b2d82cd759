@testable import LocPack
import Testing

/// ``UTF8Sink`` copies short runs with word moves instead of `memmove`:
/// every length and every room must store exactly the bytes that fit and
/// count the rest, and touch no byte after them.
@Suite struct UTF8SinkTests {
    @Test func everyLengthAndRoomStoresWhatFits() {
        let source = (0..<48).map { UInt8(0x41 + $0 % 26) }
        for length in 0...40 {
            for offset in [0, 1, 3, 7] {
                for capacity in 0...44 {
                    var storage = [UInt8](repeating: 0xEE, count: 48)
                    storage.withUnsafeMutableBytes { raw in
                        var sink = UTF8Sink(UnsafeMutableRawBufferPointer(rebasing: raw[0..<capacity]))
                        source.withUnsafeBytes { bytes in
                            sink.append(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
                        }
                        #expect(sink.requiredCount == length)
                        #expect(sink.didOverflow == (length > capacity))
                    }
                    let stored = min(length, capacity)
                    #expect(Array(storage[0..<stored]) == Array(source[offset..<offset + stored]), "length \(length) room \(capacity)")
                    #expect(storage[stored...].allSatisfy { $0 == 0xEE }, "length \(length) room \(capacity): wrote past the text")
                }
            }
        }
    }

    /// A run appended after other text lands right after it.
    @Test func runsFollowEachOther() {
        var storage = [UInt8](repeating: 0, count: 64)
        let written: Int = storage.withUnsafeMutableBytes { raw in
            var sink = UTF8Sink(raw)
            for word in ["Found ", "12", " users having a very long suffix!", "x"] {
                var word = word
                word.withUTF8 { sink.append(UnsafeRawBufferPointer($0)) }
            }
            return sink.writtenCount
        }
        #expect(String(decoding: storage[0..<written], as: UTF8.self) == "Found 12 users having a very long suffix!x")
    }
}
