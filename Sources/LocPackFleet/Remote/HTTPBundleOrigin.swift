import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A bundle served over HTTP or HTTPS by any static server (nginx, a CDN,
/// an object store), fetched with Foundation's `URLSession` (on Linux,
/// FoundationNetworking over libcurl; no other dependency).
///
/// Requests are conditional (`If-None-Match`, `If-Modified-Since`) and
/// bypass every cache but the origin's. The body goes to the download's
/// file as it arrives; a `Content-Length` over the limit ends the request
/// before its body is read, and a body that grows past the limit is
/// cancelled as it arrives.
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

    /// One conditional GET of the bundle into `download`, waiting for it to end.
    public func fetch(unlessMatching validators: OriginValidators, into download: BundleDownload) throws(BundleOriginError) -> OriginAnswer {
        guard !download.isCancelled else { throw download.cancelledError }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: requestTimeout)
        if let tag = validators.entityTag { request.setValue(tag, forHTTPHeaderField: "If-None-Match") }
        if let date = validators.lastModified { request.setValue(date, forHTTPHeaderField: "If-Modified-Since") }
        request.setValue("LocPackFleet", forHTTPHeaderField: "User-Agent")
        // Bundles are compressed already; a decoded body would hide truncation and could grow past the cap unseen.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = fetchTimeout
        let transfer = Transfer(url: url, download: download)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: queue)
        let task = session.dataTask(with: request)
        // Polling stopped: the task ends now, with whatever it had, rather than at its timeout.
        download.onCancel { task.cancel() }
        task.resume()
        // URLSession's own resource timeout, and this bound in case it is not kept.
        if transfer.finished.wait(timeout: .now() + fetchTimeout + 5) == .timedOut {
            task.cancel()
            _ = transfer.finished.wait(timeout: .now() + 5)
            session.invalidateAndCancel()
            throw BundleOriginError("\(url.absoluteString): no whole answer within \(Int(fetchTimeout)) s")
        }
        session.finishTasksAndInvalidate()
        guard !download.isCancelled else { throw download.cancelledError }
        return try transfer.outcome()
    }
}

/// The delegate of one fetch: keeps the response, writes the body of a 200
/// to the download as it arrives, and signals when the request ends.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let url: URL
    let download: BundleDownload
    let finished = DispatchSemaphore(value: 0)
    // Written on the session's serial delegate queue before `finished` is signalled; read after.
    private var response: HTTPURLResponse?
    private var refusal: BundleOriginError?
    private var failure: Error?

    init(url: URL, download: BundleDownload) {
        self.url = url
        self.download = download
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        self.response = response as? HTTPURLResponse
        if let http = self.response, http.statusCode == 200, http.expectedContentLength >= 0 {
            do {
                try download.checkSize(Int(clamping: http.expectedContentLength))
            } catch {
                refusal = error
                completionHandler(.cancel)
                // FoundationNetworking ignores the disposition: cancel the task itself.
                dataTask.cancel()
                return
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // Only a 200's body is the bundle (an error page is not written).
        guard refusal == nil, response?.statusCode == 200 else { return }
        do throws(BundleOriginError) {
            try data.withUnsafeBytes { bytes in Result { () throws(BundleOriginError) in try download.write(bytes) } }.get()
        } catch {
            refusal = error
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        failure = error
        finished.signal()
    }

    /// What the fetch came to.
    func outcome() throws(BundleOriginError) -> OriginAnswer {
        if let refusal { throw refusal }
        if let failure { throw BundleOriginError("\(url.absoluteString): \(failure.localizedDescription)") }
        guard let response else { throw BundleOriginError("\(url.absoluteString): no HTTP response") }
        switch response.statusCode {
        case 304:
            return .notModified
        case 200:
            // A body sent compressed arrives decoded: its announced length is not the bundle's.
            if response.expectedContentLength >= 0, response.value(forHTTPHeaderField: "Content-Encoding") == nil,
               Int64(download.count) != response.expectedContentLength {
                throw BundleOriginError("\(url.absoluteString): \(download.count) bytes arrived of the \(response.expectedContentLength) announced")
            }
            return .downloaded(OriginValidators(entityTag: response.value(forHTTPHeaderField: "ETag"),
                                                lastModified: response.value(forHTTPHeaderField: "Last-Modified")))
        default:
            throw BundleOriginError("\(url.absoluteString): HTTP \(response.statusCode) \(HTTPURLResponse.localizedString(forStatusCode: response.statusCode))")
        }
    }
}
