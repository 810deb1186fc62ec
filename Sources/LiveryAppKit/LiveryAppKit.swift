#if canImport(AppKit)
    // Adapters between Livery's values and AppKit types live here; the module is empty on other platforms.
    @_exported import Livery
    import AppKit
#endif
