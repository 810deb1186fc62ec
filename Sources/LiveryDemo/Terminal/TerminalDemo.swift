#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipe signal handlers write to, so the main loop sees signals in `poll` (the self-pipe trick). Written
/// once before the handlers are installed and read only by them and the loop.
nonisolated(unsafe) private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

/// Runs a ``DemoApp`` full-screen in the terminal: alternate screen, raw mode, 24-bit color, redrawn on resize,
/// and the terminal restored on exit, on `q`, on Control-C and on `SIGINT`, `SIGTERM` and `SIGHUP`.
@MainActor
package enum TerminalDemo {
    /// Whether standard input and output are both a terminal.
    package static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Runs the app until `q` or a signal.
    /// - Returns: The exit status: 0 for `q`, 128 + the signal number after a signal.
    /// - Throws: ``DemoError`` when the terminal cannot be put in raw mode.
    package static func run(_ app: DemoApp) throws -> Int32 {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else {
            throw DemoError(description: "cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw DemoError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        signalPipe = (fds[0], fds[1])
        let signals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
        for signalNumber in signals {
            _ = signal(signalNumber) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipe.write, &byte, 1)
            }
        }
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else {
            restore(original, signals: signals)
            throw DemoError(description: "cannot put the terminal in raw mode: \(String(cString: strerror(errno)))")
        }
        emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        defer { restore(original, signals: signals) }
        return loop(app)
    }

    private static func loop(_ app: DemoApp) -> Int32 {
        var decoder = KeyDecoder()
        var shown: Canvas?
        var buffer = [UInt8](repeating: 0, count: 512)
        var lastFileCheck = ContinuousClock.now
        while true {
            let now = ContinuousClock.now
            let (width, height) = size()
            let frame = app.frame(width: width, height: height, at: now)
            if frame != shown {
                draw(frame, over: shown)
                shown = frame
            }
            var polled = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            // Idle, the loop still wakes four times a second to notice edited token files and stylesheets; while a
            // switch animates, frames are drawn every 16 ms and the files are still looked at only every 250 ms.
            let ready = poll(&polled, 2, app.isAnimating ? 16 : 250)
            if lastFileCheck.duration(to: .now) >= .milliseconds(250) {
                app.checkFiles()
                lastFileCheck = .now
            }
            guard ready > 0 else { continue }
            if polled[1].revents != 0 {
                let count = read(signalPipe.read, &buffer, buffer.count)
                for number in buffer.prefix(max(count, 0)).map(Int32.init) where number != SIGWINCH {
                    return 128 + number
                }
                shown = nil  // resized: draw everything again
            }
            if polled[0].revents != 0 {
                let count = read(0, &buffer, buffer.count)
                if count <= 0 { return 0 }  // the terminal went away
                for key in decoder.decode(Array(buffer.prefix(count))) where !app.handle(key, at: .now) {
                    return 0
                }
            }
        }
    }

    /// The terminal's size, 80 × 24 when it does not say.
    private static func size() -> (Int, Int) {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    /// Writes the rows that differ from the frame on screen (all of them after a resize).
    private static func draw(_ frame: Canvas, over previous: Canvas?) {
        let lines = frame.ansiLines()
        let old = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0.ansiLines() : nil }
        var output = old == nil ? "\u{1B}[0m\u{1B}[2J" : ""
        for (row, line) in lines.enumerated() where old?[row] != line {
            output += "\u{1B}[\(row + 1);1H" + line
        }
        emit(output)
    }

    private static func restore(_ original: termios, signals: [Int32]) {
        emit("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        var original = original
        _ = tcsetattr(0, TCSAFLUSH, &original)
        // The process exits next. A hang-up from now on has nothing left to end, and would cut that exit short:
        // when the terminal goes away the loop sees the end of its input first, and the SIGHUP the kernel sends as
        // the shell leading the session exits comes a moment later, while the process flushes its output and its
        // exit handlers run. The other signals keep their usual meaning.
        for signalNumber in signals { _ = signal(signalNumber, signalNumber == SIGHUP ? SIG_IGN : SIG_DFL) }
        close(signalPipe.read)
        close(signalPipe.write)
        signalPipe = (-1, -1)
    }

    private static func emit(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(1, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
