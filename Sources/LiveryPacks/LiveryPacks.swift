// Theme packs: signed archives of token files and assets, checked, installed atomically and loaded into a
// ThemeManager. LiveryCore's token types appear in the API (themes, token files), so it is re-exported.
@_exported import LiveryCore
