import Foundation
import Testing

@testable import Livery

@Suite("Stylesheets checked against the registered types, and the example stylesheet")
@MainActor
struct StylesheetTests {
    @Test("Checking against registered types: unknown types and properties with suggestions, states, value types")
    func checkedAgainstTypes() throws {
        let manager = try StyleFixtures.manager("StyledView { cornerRadius: 3; }")
        let view = StyledView()
        view.livery(manager).attachStyle()
        let text = """
            StyledVeiw { cornerRadius: 1; }
            StyledLabel { textColour: #000000; fontSize: 2; }
            StyledView:highlighted { backgroundColor: #ffffff; }
            StyledLabel { textColor: 12px; }
            StyledButton:disabled { titleColor: {color.accent}; }
            """
        let error = try #require(throws: StylesheetError.self) { try manager.loadStylesheet(text, file: "typed.lss") }
        #expect(
            error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "1:1: unknown type 'StyledVeiw' in 'StyledVeiw'; did you mean 'StyledView'?",
                "2:15: unknown property 'textColour' for StyledLabel; did you mean 'textColor'?",
                "3:26: 'backgroundColor' of StyledView takes no per-state values; it cannot follow ':highlighted'",
                "4:15: 'textColor' of StyledLabel takes Color, not 12px (a dimension)",
            ])
        // Refused whole: the earlier stylesheet still applies.
        #expect(manager.stylesheet?.rules.count == 1)
        #expect(view.cornerRadius == 3)
    }

    @Test("The example stylesheet parses and styles objects of the registered types")
    func exampleStylesheet() throws {
        let url = TestThemes.examplesURL("Styles/app.lss")
        let sheet = try Stylesheet(contentsOf: url)
        #expect(sheet.rules.count >= 5)
    }
}
