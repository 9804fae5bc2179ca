import Foundation
import LayoutModel
import SwiftEmitter
import TestSupport
import Testing

/// Generated code names LayoutRuntime's types unqualified, so an app namespace, item type or
/// section type of the same name would hide one of them and the generated file would not
/// compile. `invalid-identifier` refuses such names from `SwiftIdentifier.runtimeTypeNames`;
/// this keeps that list complete.
@Suite("LayoutRuntime names in generated code")
struct RuntimeNamesTests {
    /// LayoutRuntime's and LayoutRuntimeSwiftUI's top-level public types (nested ones are always
    /// named through their owner).
    static func runtimeTypes() throws -> Set<String> {
        var names = Set<String>()
        let declaration = try NSRegularExpression(pattern: #"^(?:@MainActor\s+)?(?:public|open) (?:final class|class|struct|enum|protocol|typealias) ([A-Za-z_][A-Za-z0-9_]*)"#,
                                                  options: [.anchorsMatchLines])
        for path in Repository.sources(of: "LayoutRuntime") + Repository.sources(of: "LayoutRuntimeSwiftUI") {
            let text = try Repository.read(path)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return names
    }

    @Test("Every runtime type a generated file names is one no app may take")
    func everyNamedRuntimeTypeIsReserved() throws {
        let runtime = try Self.runtimeTypes()
        #expect(runtime.contains("SplitNavigator") && runtime.contains("RowOrder") && runtime.contains("LayoutNavigator"), "the declarations were found: \(runtime.sorted())")
        var named = Set<String>()
        for spec in Package.specPaths {
            for target in EmitTarget.allCases {
                let words = Set(try Package.generated(spec, target: target).contents.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                named.formUnion(runtime.intersection(words))
            }
        }
        let unguarded = named.subtracting(SwiftIdentifier.runtimeTypeNames).subtracting(SwiftIdentifier.reservedTypeNames)
        #expect(unguarded.isEmpty, "generated code names these runtime types, which an app could shadow: \(unguarded.sorted())")
        let stale = SwiftIdentifier.runtimeTypeNames.subtracting(runtime)
        #expect(stale.isEmpty, "no longer LayoutRuntime types: \(stale.sorted())")
    }

    @Test("An app named after a runtime type is refused, as one named after a module is")
    func anAppNamedAfterARuntimeTypeShadowsIt() {
        #expect(SwiftIdentifier.shadowedByNamespace("SplitNavigator")?.what == "LayoutRuntime's `SplitNavigator`")
        #expect(SwiftIdentifier.shadowedByNamespace("UIKit")?.isModule == true)
        #expect(SwiftIdentifier.shadowedByNamespace("Mail") == nil)
    }
}

/// The runtime maps a shortcut's named key (`upArrow`, `space`) to UIKit's input and SwiftUI's
/// key equivalent by its spelling; it cannot import LayoutModel's `NamedKey`, so a key the
/// language gains, or a misspelling, would compile and fall through to the wrong key. This pins
/// the two lists together.
@Suite("Shortcut keys in the runtime")
struct RuntimeShortcutKeyTests {
    @Test("Every named key of the language is mapped by UIKit's and SwiftUI's runtime, and no other", arguments: [
        "Sources/LayoutRuntime/UIKit/ShortcutDescribing+UIKit.swift", "Sources/LayoutRuntimeSwiftUI/ShortcutButtons.swift",
    ])
    func everyNamedKeyIsMapped(path: String) throws {
        let text = try Repository.read(path)
        let pattern = try NSRegularExpression(pattern: #"case "([A-Za-z]+)":"#)
        let mapped = Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { (text as NSString).substring(with: $0.range(at: 1)) })
        #expect(mapped == Set(NamedKey.allCases.map(\.rawValue)), "\(path) maps \(mapped.sorted())")
    }
}
