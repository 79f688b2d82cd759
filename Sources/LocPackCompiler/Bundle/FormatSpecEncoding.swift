import LocPack

extension FormatSpec {
    /// The 7-byte encoding of the spec in programs, at the
    /// ``ProgramFormat/Spec`` offsets the runtime's
    /// `FormatSpec(encodedIn:at:)` reads; width and precision are clamped to
    /// the Int16 range.
    var encoded: [UInt8] {
        typealias Field = ProgramFormat.Spec
        var out = ByteWriter(zeros: ProgramFormat.specSize)
        out.set(u8: conversion, at: Field.conversion)
        out.set(u8: flags.rawValue, at: Field.flags)
        out.set(u16: UInt16(bitPattern: Int16(clamping: width)), at: Field.width)
        out.set(u16: UInt16(bitPattern: Int16(clamping: precision)), at: Field.precision)
        out.set(u8: length.rawValue, at: Field.length)
        return out.bytes
    }
}
