// Stand-in UniformTypeIdentifiers: the part of `UTType` (usr/lib/swift/UniformTypeIdentifiers
// .swiftmodule, "UTI.si" below) that LayoutRuntimeSwiftUI and generated code use. See
// Tests/StandIns/UIKit/UIKit.swift for the conventions.
// Compiled with: swiftc -emit-module -module-name UniformTypeIdentifiers -parse-as-library -swift-version 6

@_exported import Foundation

/// UTI.si:31-32.
@available(iOS 14.0, *)
public struct UTType: Sendable, Hashable {
    /// UTI.si:39.
    public let identifier: String

    /// UTI.si:86: a type the app declares in its Info.plist (`UTExportedTypeDeclarations`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// UTI.si:167, :170 (`public.plain-text`, `public.utf8-plain-text`).
    public static var plainText: UTType { UTType(identifier: "public.plain-text") }
    public static var utf8PlainText: UTType { UTType(identifier: "public.utf8-plain-text") }

    init(identifier: String) {
        self.identifier = identifier
    }
}
