/// Where a string lies in a bundle's strings section: the offset and the
/// length of its UTF-8 bytes, the two u32 fields every record that names
/// text stores (`Specs/bundle-format.md`, "Strings").
package struct StringReference: Hashable, Sendable {
    /// The offset of the first byte in the strings section.
    package var offset: UInt32
    /// The number of bytes.
    package var length: UInt32

    /// A reference to the `length` bytes at `offset`.
    @inline(__always)
    package init(offset: UInt32, length: UInt32) {
        self.offset = offset
        self.length = length
    }
}

extension StringReference {
    /// Reads the reference a record stores at `offsetField` (u32 offset)
    /// and `lengthField` (u32 length) of `record`, the record's bytes.
    @inline(__always)
    init(in record: ByteView, offsetField: Int, lengthField: Int) {
        self.init(offset: record.u32(offsetField)!, length: record.u32(lengthField)!)
    }

    /// Writes the reference as a record stores it: the offset at
    /// `offsetField`, the length at `lengthField` (offsets into `out`).
    func write(to out: inout some RecordWriter, offsetField: Int, lengthField: Int) {
        out.set(u32: offset, at: offsetField)
        out.set(u32: length, at: lengthField)
    }
}

extension VerifiedRegions {
    /// The bytes `reference` names, once every region they touch is
    /// verified; nil when they lie outside the section or a region is corrupt.
    @inline(__always)
    func slice(_ reference: StringReference) -> ByteView? {
        slice(offset: Int(reference.offset), length: Int(reference.length))
    }
}
