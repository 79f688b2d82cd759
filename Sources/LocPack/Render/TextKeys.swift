/// The text keys of a select or a match (`Specs/programs.md`): records at
/// a fixed stride, each a `u32` start (from the program's start) and a
/// `u32` length of the key's UTF-8, whose bytes must lie in `[floor,
/// after]`. The one comparer of a text with such keys.
struct TextKeys {
    /// The first record, how many there are, and the bytes from one to the next.
    let first: Int, count: Int, stride: Int
    /// Where a key's bytes may lie: after its instruction's table, before
    /// where execution continues.
    let floor: Int, after: Int

    /// The index of the first key whose bytes are `text`'s, ``count`` when
    /// none is, or nil when a key compared lies outside `[floor, after]`
    /// (corrupt). The records lie in a table the caller checked. Keys are
    /// compared by length first: `text` is read only for a key as long.
    @inline(__always)
    func index(of text: UnsafeRawBufferPointer, in p: ByteView) -> Int? {
        for c in 0..<count {
            let at = first &+ c &* stride
            let keyStart = Int(p.load(uncheckedAt: at &+ ProgramFormat.ChoiceRecord.selectKeyStart, as: UInt32.self))
            let keyLength = Int(p.load(uncheckedAt: at &+ ProgramFormat.ChoiceRecord.selectKeyLength, as: UInt32.self))
            guard keyStart >= floor, keyStart &+ keyLength <= after else { return nil }
            if keyLength == text.count, p.bytesEqual(offset: keyStart, text) { return c }
        }
        return count
    }

    /// Whether some key is `length` bytes long: a text no key is as long as
    /// matches none without its bytes being read (a native string knows its
    /// UTF-8 length).
    @inline(__always)
    func someKey(in p: ByteView, hasLength length: Int) -> Bool {
        for c in 0..<count {
            let keyLength = Int(p.load(uncheckedAt: first &+ c &* stride &+ ProgramFormat.ChoiceRecord.selectKeyLength, as: UInt32.self))
            if keyLength == length { return true }
        }
        return false
    }
}
