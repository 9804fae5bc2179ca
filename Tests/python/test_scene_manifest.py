"""`layoutc scene-manifest` prints the Info.plist entries an app's windows need. Python's plistlib
(the same XML property list format Xcode and `plutil` read) parses them, and they must name what
the generated code uses: the scaffolded scene delegate, and the activity type of every scene kind
the generated `SceneKind` declares."""
import plistlib
import re

from conftest import ROOT

KITCHEN = "Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml"


def manifest(layoutc, *args):
    result = layoutc("scene-manifest", *args)
    assert result.returncode == 0, result.stderr
    return plistlib.loads(result.stdout.encode())


def test_a_uikit_app_with_scene_kinds_supports_several_windows_of_its_delegate(layoutc):
    plist = manifest(layoutc, KITCHEN)
    scenes = plist["UIApplicationSceneManifest"]
    assert scenes["UIApplicationSupportsMultipleScenes"] is True
    [configuration] = scenes["UISceneConfigurations"]["UIWindowSceneSessionRoleApplication"]
    assert configuration == {
        "UISceneConfigurationName": "Default Configuration",
        "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).KitchenSceneDelegate",
    }
    assert plist["NSUserActivityTypes"] == [
        "layoutc.Kitchen.navigation",
        "layoutc.Kitchen.scene.shoppingList",
        "layoutc.Kitchen.scene.recipeWindow",
    ]


def test_the_activity_types_are_the_ones_the_generated_code_opens_windows_with(layoutc, tmp_path):
    result = layoutc("build", KITCHEN, "--output", str(tmp_path))
    assert result.returncode == 0, result.stderr
    # The model declares the window kinds; the UIKit layout restores the navigation.
    swift = (tmp_path / "Kitchen.layout.swift").read_text() + (tmp_path / "Kitchen+UIKit.layout.swift").read_text()
    kinds = swift.split("public enum SceneKind:", 1)[1].split("public var title", 1)[0]
    # The enum's cases, several to a line: `case shoppingList, recipeWindow = "recipe-window"`.
    declared = [entry.strip() for line in re.findall(r"^\s*case (\w[^:\n]*)$", kinds, re.M) for entry in line.split(",")]
    raw_values = [re.fullmatch(r'(\w+)(?: = "([^"]+)")?', entry).group(2) or entry for entry in declared]
    prefix = re.search(r'public var activityType: String \{ "([^"]+)" \+ rawValue \}', swift).group(1)
    # The layout names the activity type its saved place is written with (`SplitLayout` saves it).
    navigation = re.search(r'public static let navigationActivityType = "([^"]+)"', swift).group(1)
    plist = manifest(layoutc, KITCHEN)
    assert plist["NSUserActivityTypes"] == [navigation] + [prefix + raw for raw in raw_values]


def test_a_swiftui_app_declares_its_windows_in_code(layoutc):
    plist = manifest(layoutc, KITCHEN, "--target", "swiftui")
    assert plist == {"UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": True}}


def test_a_spec_without_scene_kinds_has_one_window(layoutc):
    plist = manifest(layoutc, "Specs/Mail.layout.yaml")
    assert plist["UIApplicationSceneManifest"]["UIApplicationSupportsMultipleScenes"] is False
    assert plist["NSUserActivityTypes"] == ["layoutc.Mail.navigation"]


def test_a_spec_with_errors_prints_no_manifest(layoutc, tmp_path):
    spec = tmp_path / "Bad.layout.yaml"
    spec.write_text((ROOT / KITCHEN).read_text().replace("openScene: shoppingList", "openScene: shopingList"))
    result = layoutc("scene-manifest", str(spec))
    assert result.returncode == 1
    assert result.stdout == ""
    assert "no scene kind named `shopingList`" in result.stderr
    assert "did you mean `shoppingList`?" in result.stderr
