// Stand-in, part 6: `NSUserActivity`, which Foundation declares on Apple platforms
// (`NSUserActivity.h`, iOS 8) and swift-corelibs-foundation does not have. Scenes save and
// restore their state through it (`UISceneDelegate.stateRestorationActivity(for:)`, UIScene.h:86).
// Behaviour: a plain value holder, as the real class is for what layoutc uses.
import Foundation

@available(iOS 8.0, *)
open class NSUserActivity: NSObject, @unchecked Sendable {
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    open var activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }
}
