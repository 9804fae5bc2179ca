import LayoutModel

/// The Info.plist entries a spec's app needs for its windows, as a property list: the scene
/// manifest (`UIApplicationSceneManifest`), whose configuration names the scaffolded scene delegate,
/// and the user activity types the windows are opened and restored with (`NSUserActivityTypes`).
/// Printed by `layoutc scene-manifest`, to merge into the app's Info.plist.
public enum SceneManifest {
    /// The property list for `target`. A SwiftUI app declares its windows in code (`WindowGroup`),
    /// so it needs only whether it supports several; a UIKit app names its scene delegate.
    public static func plist(for spec: LayoutSpec, sourcePath: String, target: EmitTarget) throws(EmitError) -> String {
        let plan = LayoutPlan(spec: spec, sourcePath: sourcePath)
        if !plan.collisions.isEmpty { throw EmitError(sourcePath: sourcePath, problems: plan.collisions) }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
            "\t<key>UIApplicationSceneManifest</key>",
            "\t<dict>",
            // Several windows only when the spec has kinds of window to open beside the main one.
            "\t\t<key>UIApplicationSupportsMultipleScenes</key>",
            plan.scenes.isEmpty ? "\t\t<false/>" : "\t\t<true/>",
        ]
        if target == .uikit {
            lines += [
                "\t\t<key>UISceneConfigurations</key>",
                "\t\t<dict>",
                "\t\t\t<key>UIWindowSceneSessionRoleApplication</key>",
                "\t\t\t<array>",
                "\t\t\t\t<dict>",
                "\t\t\t\t\t<key>UISceneConfigurationName</key>",
                "\t\t\t\t\t<string>Default Configuration</string>",
                "\t\t\t\t\t<key>UISceneDelegateClassName</key>",
                "\t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).\(escaped(plan.app))SceneDelegate</string>",
                "\t\t\t\t</dict>",
                "\t\t\t</array>",
                "\t\t</dict>",
            ]
        }
        lines.append("\t</dict>")
        if target == .uikit {
            // The activities that open and restore windows: the main window's saved place, and one
            // per scene kind. Apple's state-restoration sample declares its activity type here.
            lines += ["\t<key>NSUserActivityTypes</key>", "\t<array>"]
            lines.append("\t\t<string>layoutc.\(escaped(plan.app)).navigation</string>")
            for kind in plan.scenes { lines.append("\t\t<string>layoutc.\(escaped(plan.app)).scene.\(escaped(kind.rawValue))</string>") }
            lines.append("\t</array>")
        }
        lines += ["</dict>", "</plist>"]
        return FrameworkShadowing.unmarked(lines.joined(separator: "\n") + "\n")
    }

    /// `text` as XML character data.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
