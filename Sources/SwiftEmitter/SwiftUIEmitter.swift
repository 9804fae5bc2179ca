import LayoutModel

/// Generates the SwiftUI skeleton of a spec.
public struct SwiftUIEmitter: Sendable {
    public init() {}

    public func emit(_ spec: LayoutSpec, sourcePath: String) throws(EmitError) -> GeneratedFile {
        let plan = LayoutPlan(spec: spec, sourcePath: sourcePath)
        if !plan.collisions.isEmpty { throw EmitError(sourcePath: sourcePath, problems: plan.collisions) }
        var w = CodeWriter()
        GeneratedHeader.write(sourcePath: sourcePath, into: &w)
        ModelEmitter(plan: plan).emit(into: &w)
        return GeneratedFile(name: GeneratedFile.name(app: plan.app), contents: w.finished)
    }
}
