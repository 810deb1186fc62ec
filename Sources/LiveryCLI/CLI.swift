import LiveryCore
