"""`layoutc preview`: SVG wireframes and an index page that a real browser renders.

The browser test needs Debian's `chromium` (apt-get install chromium) and skips, saying so,
where it is not installed. PNG output needs `rsvg-convert` (apt-get install librsvg2-bin).
"""
import os
import pathlib
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ElementTree
import zlib

import pytest

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def previews(tmp_path_factory, layoutc):
    """Every spec in Specs/ previewed once into a fresh folder."""
    out = tmp_path_factory.mktemp("previews")
    result = layoutc("preview", "Specs", "--output", str(out))
    assert result.returncode == 0, result.stderr
    return out


def test_one_svg_per_scene_and_an_index(previews):
    names = sorted(os.listdir(previews))
    for expected in ["Mail-ipad-landscape-twoDisplaceSecondary.svg", "Mail-ipad-landscape-oneBesideSecondary.svg",
                     "Mail-ipad-landscape-secondaryOnly.svg", "Mail-ipad-portrait.svg", "Mail-ipad-slideover.svg",
                     "Mail-iphone.svg", "Shortcuts-iphone.svg", "index.html"]:
        assert expected in names
    # The one file besides the pictures: the list of what preview wrote, so it never replaces
    # a file it did not write.
    assert [name for name in names if name.startswith(".")] == [".layoutc-previews"], "no temporary files are left behind"
    listed = (previews / ".layoutc-previews").read_text().splitlines()
    assert sorted(line for line in listed if not line.startswith("#")) == [name for name in names if not name.startswith(".")]
    index = (previews / "index.html").read_text()
    for name in names:
        if name.endswith(".svg"):
            assert f'src="{name}"' in index


def test_the_command_writes_exactly_the_golden_previews(previews):
    """The CLI and the golden tests agree byte for byte (regenerate with
    LAYOUTC_UPDATE_GOLDENS=1 swift test --filter LayoutPreviewTests)."""
    goldens = pathlib.Path(__file__).resolve().parents[1] / "LayoutPreviewTests" / "Goldens"
    assert sorted(name for name in os.listdir(previews) if name != ".layoutc-previews") == sorted(os.listdir(goldens))
    for name in os.listdir(goldens):
        assert (previews / name).read_bytes() == (goldens / name).read_bytes(), name


def test_every_svg_is_well_formed_and_self_contained(previews):
    for name in os.listdir(previews):
        if not name.endswith(".svg"):
            continue
        root = ElementTree.parse(previews / name).getroot()
        assert root.tag == SVG + "svg"
        assert root.find(SVG + "title") is not None
        assert not list(root.iter(SVG + "script")) and not list(root.iter(SVG + "image"))


def test_previews_are_deterministic_and_unchanged_files_are_not_rewritten(layoutc, previews, tmp_path):
    assert layoutc("preview", "Specs", "--output", str(tmp_path)).returncode == 0
    for name in os.listdir(previews):
        assert (previews / name).read_bytes() == (tmp_path / name).read_bytes(), name
    before = os.stat(tmp_path / "Mail-iphone.svg").st_mtime_ns
    os.utime(tmp_path / "Mail-iphone.svg", ns=(before - 10**9, before - 10**9))
    assert layoutc("preview", "Specs/Mail.layout.yaml", "--output", str(tmp_path)).returncode == 0
    assert os.stat(tmp_path / "Mail-iphone.svg").st_mtime_ns == before - 10**9


def test_findings_appear_as_badges(layoutc, tmp_path):
    result = layoutc("preview", "Tests/LayoutPreviewTests/Fixtures/Findings.layout.yaml", "--output", str(tmp_path))
    assert result.returncode == 0, "findings do not fail a preview"
    root = ElementTree.parse(tmp_path / "Findings-ipad-landscape-twoBesideSecondary.svg").getroot()
    rules = {g.get("data-rule") for g in root.iter(SVG + "g") if g.get("class") == "finding"}
    assert "primary-sidebar-appearance" in rules


def test_usage_errors(layoutc, tmp_path):
    assert layoutc("preview", "Specs").returncode == 2
    assert "--output" in layoutc("preview", "Specs").stderr
    result = layoutc("preview", "Specs", "--output", str(tmp_path), "--image", "gif")
    assert result.returncode == 2 and "svg or png" in result.stderr


def test_png_without_a_converter_is_a_clear_error(tmp_path):
    binary = os.environ.get("LAYOUTC_BIN")
    if not binary:
        pytest.skip("LAYOUTC_BIN is not set")
    empty = tmp_path / "bin"
    empty.mkdir()
    result = subprocess.run([binary, "preview", "Specs/Mail.layout.yaml", "--output", str(tmp_path / "out"), "--image", "png"],
                            capture_output=True, text=True, env={"PATH": str(empty)}, timeout=120)
    assert result.returncode == 2
    assert "rsvg-convert" in result.stderr and "--image svg" in result.stderr


def test_png_output_with_rsvg_convert(layoutc, tmp_path):
    if not shutil.which("rsvg-convert"):
        print("skipping: rsvg-convert is not installed (apt-get install librsvg2-bin)")
        pytest.skip("rsvg-convert is not installed (apt-get install librsvg2-bin)")
    result = layoutc("preview", "Specs/Mail.layout.yaml", "--output", str(tmp_path), "--image", "png")
    assert result.returncode == 0, result.stderr
    png = tmp_path / "Mail-iphone.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert 'src="Mail-iphone.png"' in (tmp_path / "index.html").read_text()
    assert not [name for name in os.listdir(tmp_path) if name.endswith(".svg") or name.startswith(".")]


def find_chromium():
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]:
        path = shutil.which(name)
        if path:
            return path
    return None


def test_index_renders_in_headless_chromium(previews, tmp_path):
    browser = find_chromium()
    if browser is None:
        print("skipping: chromium is not installed (apt-get install chromium)")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    shot = tmp_path / "index.png"
    result = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--allow-file-access-from-files",
         f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1280,1600", f"--screenshot={shot}",
         (previews / "index.html").as_uri()],
        capture_output=True, text=True, timeout=180)
    assert shot.exists(), result.stderr[-2000:]
    width, height, pixels = read_png(shot.read_bytes())
    assert (width, height) == (1280, 1600)
    colours = set(pixels)
    # A blank page has a handful of colours; the wireframes bring hundreds: tints, greys,
    # badges, anti-aliased text.
    assert len(colours) > 64, f"only {len(colours)} colours: the page is blank"
    # The page's own text and empty image frames are not enough: the pictures themselves must
    # be drawn, with their solid tint (selected sidebar rows) and red (destructive swipe actions).
    assert count_near(pixels, (0x00, 0x7A, 0xFF)) > 500, "no tinted selection: the SVG pictures did not render"
    assert count_near(pixels, (0xFF, 0x3B, 0x30)) > 100, "no destructive swipe action: the SVG pictures did not render"


def count_near(pixels, rgb, tolerance=8):
    return sum(1 for p in pixels if all(abs(p[i] - rgb[i]) <= tolerance for i in range(3)))


def read_png(data):
    """Decodes an 8-bit RGB or RGBA PNG (what Chromium writes) into (width, height, [pixel])."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat = 8, b""
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour_type in (2, 6) and interlace == 0, "unexpected PNG format"
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    channels = 4 if colour_type == 6 else 3
    stride = width * channels
    raw = zlib.decompress(idat)
    previous = bytearray(stride)
    pixels = []
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b, c = previous[i], previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 0xFF
        pixels.extend(bytes(line[i:i + 3]) for i in range(0, stride, channels))
        previous = line
    return width, height, pixels
