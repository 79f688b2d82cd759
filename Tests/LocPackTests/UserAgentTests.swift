import LocPack
import Testing

/// `Device(userAgent:)` on real-world user agents of each device.
@Suite struct UserAgentTests {
    static let cases: [(String, Device)] = [
        ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1", .iphone),
        ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1", .iphone),
        ("Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1", .ipod),
        ("Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1", .ipad),
        ("MyApp/3.1 (com.example.app; build:42; iPadOS 17.4.0) Alamofire/5.9.0", .ipad),
        ("MyApp/3.1 (com.example.app; build:42; watchOS 10.4.0) Alamofire/5.9.0", .applewatch),
        ("Workout/1.0 (Apple Watch; watchOS 10.2)", .applewatch),
        ("AppleTV11,1/11.1", .appletv),
        ("MyApp/3.1 (com.example.app; build:42; tvOS 17.4.0) Alamofire/5.9.0", .appletv),
        ("Mozilla/5.0 (Apple TV; CPU OS 17_0 like Mac OS X)", .appletv),
        ("MyApp/3.1 (com.example.app; build:42; visionOS 1.1.0) Alamofire/5.9.0", .applevision),
        ("Viewer/2 (Apple Vision Pro; xrOS 1.0)", .applevision),
        ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", .mac),
        ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:124.0) Gecko/20100101 Firefox/124.0", .mac),
        ("MyApp/3.1 (com.example.app; build:42; macOS 14.4.0) Alamofire/5.9.0", .mac),
        ("MyApp/2.0 (iOS 17.4; Scale/3.00)", .iphone),
        ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36", .other),
        ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 Edg/123.0.0.0", .other),
        ("Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537", .other),
        ("MyApp/1 CFNetwork/1494.0.7 Darwin/23.4.0", .other),
        ("curl/8.5.0", .other),
        ("Mozilla/5.0 (X11; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0", .other),
        ("", .other),
        ("iphone ipad macintosh", .other),
        ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) FxiOS/124.0", .iphone),
        ("KaiOS/3.0 Chromium", .other),
        ("日本語 iPad 🍏", .ipad),
    ]

    @Test(arguments: cases)
    func device(_ userAgent: String, _ expected: Device) {
        #expect(Device(userAgent: userAgent) == expected, "\(userAgent)")
    }

    /// iPadOS Safari's default "desktop" user agent is a Mac one (documented limit).
    @Test func iPadDesktopMode() {
        let iPadSafari = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15"
        #expect(Device(userAgent: iPadSafari) == .mac)
    }
}
