/// The `index.html` beside the pictures: every spec's scenes side by side under a heading,
/// linked by relative paths, with no scripts and no external resources, so it opens from disk,
/// from a CI artifact or in a pull request.
public enum PreviewIndex {
    /// One spec's pictures, as written to the output folder.
    public struct Entry: Sendable {
        public var title: String
        public var source: String
        public var findings: Int
        public var images: [PreviewImage]
        /// The file each picture was written as (`.svg`, or `.png` after conversion).
        public var files: [String]

        public init(title: String, source: String, findings: Int, images: [PreviewImage], files: [String]) {
            self.title = title
            self.source = source
            self.findings = findings
            self.images = images
            self.files = files
        }
    }

    /// Pictures are shown at this fraction of their size in points, the same for all, so
    /// an iPhone looks smaller than an iPad as it should.
    static let scale = 0.45

    public static func html(_ entries: [Entry]) -> String {
        var page = SVGWriter()
        page.line("<!DOCTYPE html>")
        page.start("html", ["lang": "en"])
        page.start("head")
        page.element("meta", ["charset": "utf-8"])
        page.element("title", text: "layoutc previews")
        page.element("style", text: """
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; background: #ffffff; color: #1c1c1e; } \
            h1 { font-size: 24px; } h2 { font-size: 20px; margin: 32px 0 4px; } p { margin: 0 0 12px; color: #6d6d72; } \
            .scenes { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; } \
            figure { margin: 0; } figcaption { font-size: 12px; color: #6d6d72; max-width: 600px; } \
            img { border: 1px solid #e5e5ea; border-radius: 8px; background: #fafafa; }
            """)
        page.end()
        page.start("body")
        page.element("h1", text: "Layout previews")
        for entry in entries {
            page.start("section")
            page.element("h2", text: entry.title)
            let findings = entry.findings == 0 ? "no findings" : (entry.findings == 1 ? "1 finding" : "\(entry.findings) findings")
            page.element("p", text: "\(entry.source) · \(findings)")
            page.start("div", ["class": "scenes"])
            for (image, file) in zip(entry.images, entry.files) {
                page.start("figure")
                page.element("img", ["src": .text(percentEncoded(file)), "alt": .text("\(entry.title): \(image.scene.caption)"),
                                     "width": .n((image.width * scale).rounded()), "height": .n((image.height * scale).rounded())])
                page.element("figcaption", text: image.scene.caption)
                page.end()
            }
            page.end()
            page.end()
        }
        page.end()
        page.end()
        return page.text
    }

    /// A file name as a relative URL: bytes other than letters, digits and `-._~` escaped.
    static func percentEncoded(_ name: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var result = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return result
    }
}
