#if canImport(SwiftUI)
    // Adapters between Livery's values and SwiftUI types live here; the module is empty on other platforms.
    @_exported import Livery
    import SwiftUI
#endif
