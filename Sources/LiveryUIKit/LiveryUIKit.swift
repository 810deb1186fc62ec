#if canImport(UIKit)
    // Adapters between Livery's values and UIKit types live here; the module is empty on other platforms.
    @_exported import Livery
    import UIKit
#endif
