import LayoutPreview
import Testing

/// The writer is where spec text becomes markup, so escaping and number formatting decide
/// whether a picture is valid XML and whether it is the same bytes every time.
@Suite("SVG writer")
struct SVGWriterTests {
    @Test func textIsEscaped() {
        #expect(SVGWriter.escapedText("Mail & <Friends>") == "Mail &amp; &lt;Friends&gt;")
        #expect(SVGWriter.escapedText("it's \"fine\"") == "it's \"fine\"")
    }

    @Test func attributesEscapeQuotesAndLineBreaks() {
        #expect(SVGWriter.escapedAttribute("a \"b\" 'c'") == "a &quot;b&quot; &apos;c&apos;")
        #expect(SVGWriter.escapedAttribute("one\ntwo") == "one&#10;two")
    }

    @Test func charactersXMLCannotCarryBecomeReplacementCharacters() {
        #expect(SVGWriter.escapedText("bell\u{7}\u{0}end") == "bell\u{FFFD}\u{FFFD}end")
        #expect(SVGWriter.escapedText("\u{FFFE}") == "\u{FFFD}")
        #expect(SVGWriter.escapedText("tab\there") == "tab&#9;here")
        #expect(SVGWriter.escapedText("naïve 日本 🙂") == "naïve 日本 🙂")
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoTrailingZeros() {
        #expect(SVGWriter.format(12) == "12")
        #expect(SVGWriter.format(0.5) == "0.5")
        #expect(SVGWriter.format(262.68) == "262.68")
        #expect(SVGWriter.format(1.005 + 0.0001) == "1.01")
        #expect(SVGWriter.format(0.05) == "0.05")
        #expect(SVGWriter.format(-3.25) == "-3.25")
        #expect(SVGWriter.format(-0.001) == "0")
        #expect(SVGWriter.format(.nan) == "0")
    }

    @Test func elementsNestWithIndentationAndKeepAttributeOrder() {
        var writer = SVGWriter()
        writer.start("g", ["class": "row", "data-rule": "a<b"])
        writer.element("rect", ["x": .n(1.5), "fill": "#fff"])
        writer.element("text", ["y": 2], text: "A & B")
        writer.end()
        #expect(writer.text == """
            <g class="row" data-rule="a&lt;b">
              <rect x="1.5" fill="#fff"/>
              <text y="2">A &amp; B</text>
            </g>

            """)
    }

    @Test func commentsCannotBeClosedEarly() {
        var writer = SVGWriter()
        writer.comment("a -- b --> c")
        #expect(writer.text == "<!-- a - - b - -&gt; c -->\n")
    }
}
