// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The phone's side of apps' `URLSession` requests (registered once per process with `URLProtocol.registerClass`):
/// answers what the app's car's ``CarNetwork`` has an answer for, and `file://` URLs where Foundation can't (Linux). It
/// answers on URLSession's own queue, in the same job the app's request started, so the car's count of the app's work
/// in flight (`AppWork.c`) covers the request until its completion handler has run. - Note: Ours.
package final class PhoneURLProtocol: URLProtocol {
    /// Installs the protocol for the process (once). Foundation gives the shared
    /// session the protocols registered when it is first used, and a session an app makes itself
    /// (`URLSession(configuration:)`) only those of its configuration: a shared session made before the first car, or
    /// an app's own session, goes to the real network.
    package static let installed: Void = {
        // Foundation on Linux asks the registered protocols in the order they were registered, and registers its own
        // (HTTP, FTP, WebSocket) as soon as a default configuration is made: the car's goes before them.
        let builtIn = URLSessionConfiguration.default.protocolClasses ?? []
        for protocolClass in builtIn { URLProtocol.unregisterClass(protocolClass) }
        _ = URLProtocol.registerClass(PhoneURLProtocol.self)
        for protocolClass in builtIn { _ = URLProtocol.registerClass(protocolClass) }
        // `URLSession.shared` isn't touched here: making it opens sockets the car (a server process) would then hold.
    }()

    /// Whether Foundation on this platform reads `file://` URLs itself (Darwin's does; Linux's answers "unsupported
    /// URL").
    #if canImport(FoundationNetworking)
        static let readsFiles = false
    #else
        static let readsFiles = true
    #endif

    package override class func canInit(with request: URLRequest) -> Bool {
        guard let url = request.url else { return false }
        if url.isFileURL { return !readsFiles }
        return RunningApps.currentNetwork?.answer(for: url) != nil
    }

    package override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    package override func startLoading() {
        guard let url = request.url else { return fail(URLError(.badURL)) }
        if url.isFileURL { return loadFile(url) }
        guard let network = RunningApps.currentNetwork, let answer = network.answer(for: url) else {
            // The request left the app's work (a queue the phone's runtime doesn't see): no car to ask.
            return fail(URLError(.cannotConnectToHost, userInfo: [NSLocalizedDescriptionKey: "the car could not tell which app asked for \(url)"]))
        }
        network.noteAnswered(url)
        switch answer {
        case .success(let response):
            guard let http = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: response.headers) else {
                return fail(URLError(.badServerResponse))
            }
            deliver(http, response.body)
        case .failure(let error):
            fail(error)
        }
    }

    package override func stopLoading() {}

    private func loadFile(_ url: URL) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return fail(URLError(.fileDoesNotExist)) }
        guard !isFolder.boolValue else { return fail(URLError(.fileIsDirectory)) }
        guard let data = try? Data(contentsOf: url) else { return fail(URLError(.noPermissionsToReadFile)) }
        let types = [
            "json": "application/json", "txt": "text/plain", "html": "text/html", "xml": "application/xml", "png": "image/png",
            "jpg": "image/jpeg", "jpeg": "image/jpeg", "plist": "application/x-plist", "m3u8": "application/vnd.apple.mpegurl"
        ]
        let type = types[url.pathExtension.lowercased()] ?? "application/octet-stream"
        deliver(URLResponse(url: url, mimeType: type, expectedContentLength: data.count, textEncodingName: nil), data)
    }

    private func deliver(_ response: URLResponse, _ body: Data) {
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        if !body.isEmpty { client?.urlProtocol(self, didLoad: body) }
        client?.urlProtocolDidFinishLoading(self)
    }

    private func fail(_ error: URLError) {
        client?.urlProtocol(self, didFailWithError: error)
    }
}
