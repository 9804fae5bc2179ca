/// The access level of generated declarations (`access:` in `.layoutc.yml`, `--access`).
///
/// `public` suits a generated file compiled into a module of its own that the app imports (a
/// Bazel `swift_library`). `internal` suits one compiled into the app's own module (the SwiftPM
/// and Xcode build plugins): the module then exports nothing the team did not write itself.
public enum GeneratedAccess: String, Sendable, CaseIterable {
    case `public`
    case `internal`
}
