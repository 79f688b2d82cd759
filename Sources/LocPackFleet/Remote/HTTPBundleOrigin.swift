import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A bundle served over HTTP or HTTPS by any static server (nginx, a CDN,
/// an object store), fetched with Foundation's `URLSession` (on Linux,
/// FoundationNetworking over libcurl; no other dependency).
///
/// Requests are conditional (`If-None-Match`, `If-Modified-Since`) and
/// bypass every cache but the origin's; a `Content-Length` over the limit
/// ends the request before its body is read, and a body that grows past
/// the limit is cancelled as it arrives.
public struct HTTPBundleOrigin: BundleOrigin {
    /// The bundle's URL.
    public let url: URL
    /// How long a request may wait for the next bytes.
    public var requestTimeout: TimeInterval
    /// How long one whole fetch may take.
    public var fetchTimeout: TimeInterval

    /// The origin serving the bundle at `url` (`http` or `https`).
    public init(url: URL, requestTimeout: TimeInterval = 30, fetchTimeout: TimeInterval = 300) {
        self.url = url
        self.requestTimeout = requestTimeout
        self.fetchTimeout = fetchTimeout
    }

    /// The URL.
    public var description: String { url.absoluteString }

    /// One conditional GET of the bundle, waiting for it to end.
    public func fetch(unlessMatching validators: OriginValidators, maximumSize: Int) throws(BundleOriginError) -> OriginResponse {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: requestTimeout)
        if let tag = validators.entityTag { request.setValue(tag, forHTTPHeaderField: "If-None-Match") }
        if let date = validators.lastModified { request.setValue(date, forHTTPHeaderField: "If-Modified-Since") }
        request.setValue("LocPackFleet", forHTTPHeaderField: "User-Agent")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = fetchTimeout
        let download = CappedDownload(url: url, maximumSize: maximumSize)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: queue)
        session.dataTask(with: request).resume()
        download.finished.wait()
        session.finishTasksAndInvalidate()
        return try download.outcome()
    }
}

/// The delegate of one fetch: keeps the response and the body up to the
/// size limit, and signals when the request ends.
private final class CappedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let url: URL
    let maximumSize: Int
    let finished = DispatchSemaphore(value: 0)
    // Written on the session's serial delegate queue before `finished` is signalled; read after.
    private var response: HTTPURLResponse?
    private var body = Data()
    private var refusal: String?
    private var failure: Error?

    init(url: URL, maximumSize: Int) {
        self.url = url
        self.maximumSize = maximumSize
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        self.response = response as? HTTPURLResponse
        if let http = self.response, http.statusCode == 200, http.expectedContentLength > Int64(maximumSize) {
            refusal = "\(url.absoluteString): the bundle is \(http.expectedContentLength) bytes, over the limit of \(maximumSize)"
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard refusal == nil else { return }
        if body.count + data.count > maximumSize {
            refusal = "\(url.absoluteString): the bundle grew past the limit of \(maximumSize) bytes"
            body = Data()
            dataTask.cancel()
            return
        }
        body.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        failure = error
        finished.signal()
    }

    /// What the fetch came to.
    func outcome() throws(BundleOriginError) -> OriginResponse {
        if let refusal { throw BundleOriginError(refusal) }
        if let failure { throw BundleOriginError("\(url.absoluteString): \(failure.localizedDescription)") }
        guard let response else { throw BundleOriginError("\(url.absoluteString): no HTTP response") }
        switch response.statusCode {
        case 304:
            return .notModified
        case 200:
            // A body sent compressed arrives decoded: its announced length is not the bundle's.
            if response.expectedContentLength >= 0, response.value(forHTTPHeaderField: "Content-Encoding") == nil,
               Int64(body.count) != response.expectedContentLength {
                throw BundleOriginError("\(url.absoluteString): \(body.count) bytes arrived of the \(response.expectedContentLength) announced")
            }
            let validators = OriginValidators(entityTag: response.value(forHTTPHeaderField: "ETag"),
                                              lastModified: response.value(forHTTPHeaderField: "Last-Modified"))
            return .bundle([UInt8](body), validators)
        default:
            throw BundleOriginError("\(url.absoluteString): HTTP \(response.statusCode) \(HTTPURLResponse.localizedString(forStatusCode: response.statusCode))")
        }
    }
}
