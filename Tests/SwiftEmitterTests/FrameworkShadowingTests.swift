import Foundation
import LayoutCompiler
@testable import SwiftEmitter
import LayoutModel
import Testing

/// A spec whose item or section types are named after framework types gets files that spell the
/// framework's types with their module and its own with the namespace; other specs' files are
/// untouched (the goldens pin that byte for byte).
@Suite("Spec types named after framework types")
struct FrameworkShadowingTests {
    static let spec = """
        spec: 1
        app: Gallery
        screens:
          Photos:
            title: Photos
            list:
              items: dynamic
              itemType: Image
              onSelect: { push: Detail }
          Detail:
            title: "Image \\"detail\\""
        split:
          style: doubleColumn
          primary: Photos
          secondary: Detail
        """

    static func generated(_ target: EmitTarget) throws -> String {
        let result = LayoutCompiler().check(path: "Gallery.layout.yaml", bytes: Array(spec.utf8))
        #expect(!result.hasErrors)
        return try SwiftEmitter.emit(result.spec, sourcePath: "Gallery.layout.yaml", target: target).contents
    }

    @Test func swiftUIsImageIsSpelledWithItsModuleAndTheSpecsWithTheNamespace() throws {
        let code = try Self.generated(.swiftui)
        #expect(code.contains("Gallery.Image"))
        #expect(!code.contains("\u{1}"), "no mark is left in the file")
        // Every bare `Image` left is the spec's declaration, a member, or text.
        for line in code.split(separator: "\n") where line.contains("Image(") && !line.contains("//") {
            #expect(line.contains("SwiftUI.Image(") || line.contains("Gallery.Image("), "\(line)")
        }
        #expect(code.contains("public struct Image") || code.contains("struct Image"), "the spec's type is declared under its own name")
    }

    @Test func textInStringLiteralsAndCommentsIsLeftAlone() throws {
        let code = try Self.generated(.swiftui)
        #expect(code.contains("\"Image \\\"detail\\\"\""), "the title's literal is unchanged")
        #expect(!code.contains("\"SwiftUI.Image") && !code.contains("\"Gallery.Image"))
    }

    /// Found by the grammar-generated specs (seed 437): with an item type named `Label`, the menu
    /// helper's generic parameter `Label` was rewritten to `SwiftUI.Label`, which does not compile.
    /// The pass rewrites names, not scopes, so the emitters keep framework type names out of
    /// generic parameter lists; this holds them to it in every bundled spec's output and in a spec
    /// that hides `Label`.
    @Test("No generic parameter of generated code is named after a framework type", arguments: EmitTarget.allCases)
    func genericParametersAreNotFrameworkTypeNames(target: EmitTarget) throws {
        let labelled = Self.spec.replacingOccurrences(of: "itemType: Image", with: "itemType: Label") + """

            transient:
              - { id: sort, kind: menu, buttons: [{ title: By Date }], dismissOn: [outsideTap] }
            """
        let result = LayoutCompiler().check(path: "Gallery.layout.yaml", bytes: Array(labelled.utf8))
        #expect(!result.hasErrors)
        var files = try SwiftEmitter.emit(result.spec, sourcePath: "Gallery.layout.yaml", target: target).files.map(\.contents)
        for spec in Package.specPaths { files += try Package.generated(spec, target: target).files.map(\.contents) }
        let clause = try Regex(#"(?:func|struct|class|enum|typealias)\s+\w+<([^>]*)>"#)
        var checked = 0
        for code in files {
            for match in code.matches(of: clause) {
                guard let parameters = match.output[1].substring else { continue }
                for parameter in parameters.split(separator: ",") {
                    let name = parameter.split(separator: ":")[0].trimmingCharacters(in: .whitespaces)
                    checked += 1
                    #expect(SwiftIdentifier.moduleOfFrameworkType[name] == nil, "generic parameter `\(name)`")
                }
            }
        }
        // UIKit output declares nothing generic; SwiftUI's declares the menu helper at least.
        #expect(target == .uikit || checked > 0, "the check saw no generic parameter at all")
    }

    @Test func aSpecThatHidesNothingIsNotRewritten() throws {
        let plain = Self.spec.replacingOccurrences(of: "itemType: Image", with: "itemType: Photo")
        let result = LayoutCompiler().check(path: "Gallery.layout.yaml", bytes: Array(plain.utf8))
        let code = try SwiftEmitter.emit(result.spec, sourcePath: "Gallery.layout.yaml", target: .swiftui).contents
            .replacingOccurrences(of: "LayoutRuntimeSwiftUI.", with: "")  // the module of `RowLabel`, named in every file
            .replacingOccurrences(of: "+SwiftUI.layout.swift", with: "")  // the file's name, in the headers
        #expect(!code.contains("SwiftUI.") && !code.contains("Swift.String"))
    }
}

/// `access: internal` takes off the `public` modifier and nothing else called `public`.
@Suite("Internal access")
struct InternalAccessTests {
    @Test func onlyTheModifierIsDropped() {
        let source = """
            public enum Mail {
                /// A public comment stays public.
                public static let title = "public \\(Self.public.rawValue)"
                case `public`
                public private(set) var state = Access.public
            }

            """
        let file = GeneratedFile(name: "Mail.layout.swift", bytes: Array(source.utf8))
        let shadowing = FrameworkShadowing(LayoutSpec(), app: "Mail")
        #expect(shadowing.finish(file, access: .internal).contents == """
            enum Mail {
                /// A public comment stays public.
                static let title = "public \\(Self.public.rawValue)"
                case `public`
                private(set) var state = Access.public
            }

            """)
        #expect(shadowing.finish(file, access: .public).contents == source, "public access leaves the file alone")
    }
}
