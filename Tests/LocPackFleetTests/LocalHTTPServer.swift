import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A one-thread HTTP/1.1 server on 127.0.0.1 for tests of
/// `HTTPBundleOrigin`: each connection's request headers are recorded and
/// answered with the reply `answer` makes of them, then the connection is
/// closed. A reply may stop partway through its body (a server that dies).
final class LocalHTTPServer: @unchecked Sendable {
    /// What the server answers one request with.
    struct Reply {
        var status: Int
        var headers: [(String, String)] = []
        var body: [UInt8] = []
        /// Bytes of `body` sent before the connection closes; all of them when nil.
        var sentBodyBytes: Int?
    }

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let answer: @Sendable ([String: String]) -> Reply
    private let lock = NSLock()
    private var recorded: [[String: String]] = []
    private let stopped = DispatchSemaphore(value: 0)

    /// The URL of `path` on this server.
    func url(_ path: String = "/bundle.locpack") -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// The request headers received so far (names lower-cased), in order.
    var requests: [[String: String]] { lock.withLock { recorded } }

    init(answer: @escaping @Sendable ([String: String]) -> Reply) throws {
        self.answer = answer
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in serve() }.start()
    }

    /// Stops accepting and waits for the serving thread to end.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        _ = stopped.wait(timeout: .now() + 5)
    }

    private func serve() {
        defer { stopped.signal() }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.ends(with: Array("\r\n\r\n".utf8)) {
            let n = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return }
            received += buffer[..<n]
        }
        var headers: [String: String] = [:]
        for line in String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        lock.withLock { recorded.append(headers) }
        let reply = answer(headers)
        var head = "HTTP/1.1 \(reply.status) \(reply.status == 200 ? "OK" : "Status")\r\n"
        for (name, value) in reply.headers { head += "\(name): \(value)\r\n" }
        head += "Connection: close\r\n\r\n"
        let bytes = Array(head.utf8) + reply.body.prefix(reply.sentBodyBytes ?? reply.body.count)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            sent += n
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
