import Foundation
import LiveryCLI

exit(LiveryCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
