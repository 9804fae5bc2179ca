import SystemInterface
import LayoutCompiler
import LayoutPreview

/// An external SVG-to-PNG converter for `layoutc preview --image png`: layoutc draws SVG
/// itself and leaves rasterising to a tool made for it.
struct ImageConverter: Sendable {
    /// The converters tried, best first, and how each is called with (input, output).
    static let candidates: [(name: String, arguments: @Sendable (String, String) -> [String])] = [
        ("rsvg-convert", { input, output in ["--format", "png", "--output", output, input] }),
        ("convert", { input, output in ["-background", "none", input, output] }),
    ]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var executable: String
    var arguments: @Sendable (String, String) -> [String]

    /// The first converter on PATH, or nil.
    static func find(path: String?) -> ImageConverter? {
        let path = path ?? "/usr/local/bin:/usr/bin:/bin"
        for candidate in candidates {
            for folder in path.split(separator: ":") {
                let executable = "\(folder)/\(candidate.name)"
                if access(executable, X_OK) == 0 && FileSystem.kind(of: executable) == .file {
                    return ImageConverter(executable: executable, arguments: candidate.arguments)
                }
            }
        }
        return nil
    }

    /// A preview picture as PNG: its file name and bytes.
    func convert(_ image: PreviewImage, in folder: String) throws -> (fileName: String, bytes: [UInt8]) {
        let pngName = String(image.fileName.dropLast(".svg".count)) + ".png"
        return (pngName, try convert(Array(image.svg.utf8), scratch: PathArithmetic.join(folder, ".\(pngName).converting")))
    }

    /// Converts SVG bytes to PNG bytes through two scratch files next to the output, removed after.
    func convert(_ svg: [UInt8], scratch: String) throws -> [UInt8] {
        let input = scratch + ".svg", output = scratch + ".png"
        defer {
            FileSystem.remove(input)
            FileSystem.remove(output)
        }
        try FileSystem.writeAtomically(svg, to: input)
        let status = run([executable] + arguments(input, output))
        guard status == 0, FileSystem.kind(of: output) == .file else {
            throw Failure(description: "\(executable) could not convert \(input) to PNG (exit status \(status)); use --image svg")
        }
        return try FileSystem.read(output)
    }

    /// Runs a program with the given arguments, standard output sent to standard error so the
    /// converter's chatter does not mix with layoutc's own output; returns its exit status.
    private func run(_ argv: [String]) -> Int32 {
        guard let child = ChildProcess.start(argv, actions: [.duplicate(2, to: 1)]), let ending = child.wait() else {
            return 127
        }
        return ending.status
    }
}
