import LiveryCore

/// A `livery.config.json` or `.yaml` that cannot be used, or a file it names that cannot be (a template),
/// located in the file.
///
/// It sits below both `Build/` and `Formats/`: the config reader throws it, and so does the template format, whose
/// input file the config names.
///
/// Its description is one line an editor can jump to: `livery.config.json:12:17: platforms.web.transforms.color:
/// unknown color notation 'hexx'; expected one of hex, rgb, hsl, oklch, p3`.
package struct BuildConfigError: Error, CustomStringConvertible, Equatable {
    /// The config file as given.
    package let file: String
    /// Where in the file, 1-based; the start of the file for errors about the whole file.
    package let position: SourcePosition
    /// The member path within the config (`platforms.web.format`); empty for the whole document.
    package let keyPath: String
    /// What is wrong and what would be right.
    package let message: String

    package var description: String {
        let location = "\(file):\(position.line):\(position.column)"
        return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }
}
