import Foundation
import LiveryCore
import LiveryYAML
import Testing

@Suite("DTCG token files written as YAML")
struct YAMLTokenFileTests {
    static let yaml = """
        # The same structure as DTCG JSON.
        color:
          $type: color
          brand:
            $value: {colorSpace: srgb, components: [0.2157, 0.4863, 0.8941]}
            $description: Brand blue.
          accent:
            $value: "{color.brand}"
        space:
          $type: dimension
          md:
            $value: {value: 16, unit: px}
        flags:
          visible:
            $type: number
            $value: 1
        """

    @Test("YAML reads into the same tokens as JSON, with positions in the YAML file")
    func reads() throws {
        let document = try TokenLoader.withYAML().load(text: YAMLTokenFileTests.yaml, file: "tokens.yaml")
        #expect(document.format == .dtcgYAML)
        #expect(document.tokens.map(\.path.dotted) == ["color.brand", "color.accent", "space.md", "flags.visible"])
        #expect(document.token(at: "color.brand")?.description == "Brand blue.")
        #expect(document.token(at: "space.md")?.location.position == SourcePosition(line: 11, column: 3))
        let theme = try TokenResolver().resolve(ThemeSource(name: "yaml", documents: [document]))
        #expect(theme["color.accent"]?.value.color?.hexString() == "#377ce4")
        #expect(theme["space.md"]?.value == .dimension(TokenDimension(16, .px)))
        #expect(theme.diagnostics.isEmpty)
    }

    @Test("a wrong value in YAML names the YAML file, token and line:column")
    func wrongValue() throws {
        let yaml = "size:\n  $type: dimension\n  lg:\n    $value: {value: 24, unit: miles}\n"
        do {
            _ = try TokenLoader.withYAML().load(text: yaml, file: "bad.yaml")
            Issue.record("expected an error")
        } catch let error as TokenFileError {
            #expect(
                error.description
                    == "bad.yaml:4:13: size.lg: invalid dimension value: unknown unit 'miles'; expected px or rem")
        }
    }

    @Test("broken YAML is a syntax error with a position")
    func syntax() {
        do {
            _ = try TokenLoader.withYAML().load(text: "color:\n  a: [1, 2\n  b: 3\n", file: "broken.yml")
            Issue.record("expected an error")
        } catch let error as TokenFileError {
            guard case .syntax(let location, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(location.file == "broken.yml")
            #expect(location.line >= 2)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("without LiveryYAML, a YAML file is refused with a hint")
    func needsModule() {
        #expect(throws: TokenFileError.self) {
            try TokenLoader().load(text: YAMLTokenFileTests.yaml, file: "tokens.yaml")
        }
    }
}
