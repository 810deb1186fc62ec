// The Livery runtime (theme managers, bindings, styles) is built on the values of LiveryCore,
// which every runtime user needs; re-export it so `import Livery` is enough.
@_exported import LiveryCore
