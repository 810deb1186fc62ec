// The runtime entry points Livery needs and Swift code cannot name itself: the Swift runtime's unowned references,
// for the registry of bound objects on platforms without the Objective-C runtime (Sources/Livery/Engine/
// ObjectBindings.swift says why), and an object's instance size, for key-path bindings that learn where a stored
// property lives (Sources/Livery/Engine/BindingSite.swift). `@_silgen_name` on a runtime symbol is reserved to the
// compiler, which declares these functions with its own types in the same module; C functions of our own that
// call them keep the two apart.
#ifndef CLIVERYRUNTIME_H
#define CLIVERYRUNTIME_H

#include <stddef.h>

#if !defined(__APPLE__)

/// Takes an unowned reference to a native Swift object: its memory (not the object) stays until
/// `livery_unowned_release`, so its reference count can still be read once it is destroyed.
void livery_unowned_retain(void *_Nonnull object);

/// Gives back a reference taken with `livery_unowned_retain`.
void livery_unowned_release(void *_Nonnull object);

/// Adds a strong reference to a native Swift object held by an unowned reference, unless it is being destroyed:
/// the object, retained, or NULL.
void *_Nullable livery_try_retain(void *_Nonnull object);

#endif

/// The size of an object's instance memory, from its header to the end of its last stored property (the class's
/// positive instance extent; the same for every instance of the class). Apple platforms: the Objective-C
/// runtime's `class_getInstanceSize`, which also knows Objective-C classes; elsewhere the Swift runtime's.
size_t livery_instance_size(const void *_Nonnull object);

/// Asks the processor to bring the first two cache lines of an object into its cache, for writing, ahead of use.
/// A hint only: it never faults, whatever the address.
static inline void livery_prefetch_object(const void *_Nonnull object) {
    __builtin_prefetch(object, 1, 3);
    __builtin_prefetch((const char *)object + 64, 1, 3);
}

#endif
