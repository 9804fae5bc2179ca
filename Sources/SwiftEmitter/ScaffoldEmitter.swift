import LayoutModel

/// Starter files for the app's side of a spec.
public enum ScaffoldEmitter {
    public static func files(for spec: LayoutSpec, sourcePath: String, target: EmitTarget) throws(EmitError) -> [GeneratedFile] {
        []
    }
}
