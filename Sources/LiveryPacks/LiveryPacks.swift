// Theme pack archives (manifest, signatures, safe install) are built here on LiveryCore's token files.
@_exported import LiveryCore
