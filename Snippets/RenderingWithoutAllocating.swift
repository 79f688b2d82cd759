// The main example of RenderingWithoutAllocating.md, verbatim.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocPack

/// Writes bytes to standard output with POSIX `write`: no String, no buffering.
func emit(_ bytes: UnsafeRawBufferPointer) {
    _ = write(1, bytes.baseAddress, bytes.count)
}

let catalog = try Catalog(contentsOf: "app.locpack")
let polish = catalog.locale("pl")

// At start-up: resolve every key the program renders.
guard let photos = catalog.key("%lld photos"),
      let found = catalog.key("Found %lld users having %lld devices"),
      let downloads = catalog.key("Downloads: %d"),
      let tap = catalog.key("Tap to continue") else {
    fatalError("app.locpack lacks a key this program renders")
}

// One buffer for every line, allocated once.
let line = UnsafeMutableRawBufferPointer.allocate(byteCount: 128, alignment: 1)

// One argument, on the stack.
for count: Int64 in [1, 2, 5, 22] {
    var sink = UTF8Sink(line)
    let result = withArguments(.int(count)) { arguments in
        catalog.render(photos, locale: polish, arguments: arguments, into: &sink)
    }
    sink.append(UInt8(ascii: "\n"))
    if result.status.isClean, !sink.didOverflow {
        emit(UnsafeRawBufferPointer(rebasing: line[0..<sink.writtenCount]))
    }
}

// Numbers as Polish writes them, then as plain printf.
for style in [NumberStyle.localized, .posix] {
    var sink = UTF8Sink(line)
    _ = withArguments(.int(1_234_567)) { arguments in
        catalog.render(downloads, locale: polish, numberStyle: style, arguments: arguments, into: &sink)
    }
    sink.append(UInt8(ascii: "\n"))
    emit(UnsafeRawBufferPointer(rebasing: line[0..<sink.writtenCount]))
}

// Two renders appended in one sink: a device variation, then two arguments.
do {
    var sink = UTF8Sink(line)
    _ = withNoArguments { catalog.render(tap, locale: polish, device: .mac, arguments: $0, into: &sink) }
    sink.append(UInt8(ascii: " "))
    _ = withArguments(.int(1), .int(10)) { arguments in
        catalog.render(found, locale: polish, arguments: arguments, into: &sink)
    }
    sink.append(UInt8(ascii: "\n"))
    emit(UnsafeRawBufferPointer(rebasing: line[0..<sink.writtenCount]))
}

// A buffer too small for the text: the sink stops storing but keeps counting.
let needed = withUnsafeTemporaryAllocation(byteCount: 8, alignment: 1) { storage -> Int in
    var sink = UTF8Sink(storage)
    let result = withArguments(.int(1), .int(10)) { arguments in
        catalog.render(found, locale: polish, arguments: arguments, into: &sink)
    }
    // The 8 bytes stored may end inside a UTF-8 sequence: never show them.
    return result.status.contains(.truncated) ? sink.requiredCount : 0
}
if needed > 0 {
    // Render again into the room the text needs, plus the line break.
    let exact = UnsafeMutableRawBufferPointer.allocate(byteCount: needed + 1, alignment: 1)
    var sink = UTF8Sink(exact)
    _ = withArguments(.int(1), .int(10)) { arguments in
        catalog.render(found, locale: polish, arguments: arguments, into: &sink)
    }
    sink.append(UInt8(ascii: "\n"))
    emit(UnsafeRawBufferPointer(rebasing: exact[0..<sink.writtenCount]))
    exact.deallocate()
}
line.deallocate()
