// See include/CLiveryRuntime.h. The three unowned-reference functions are exported by every Swift runtime (they
// are what `unowned` variables compile to, and part of its stable ABI on Apple platforms); their signatures are
// those of the runtime's include/swift/Runtime/HeapObject.h, where a HeapObject * is an object reference.
#include "CLiveryRuntime.h"

#if !defined(__APPLE__)

extern void swift_unownedRetain(void *object);
extern void swift_unownedRelease(void *object);
extern void *swift_tryRetain(void *object);

void livery_unowned_retain(void *object) { swift_unownedRetain(object); }

void livery_unowned_release(void *object) { swift_unownedRelease(object); }

void *livery_try_retain(void *object) { return swift_tryRetain(object); }

#endif

// The instance size, for a key-path binding learning whether its key path names storage inside the object
// (Sources/Livery/Engine/BindingSite.swift, `KeyPathStore`).
#if defined(__APPLE__)
#include <objc/runtime.h>

size_t livery_instance_size(const void *object) { return class_getInstanceSize(object_getClass((id)object)); }
#else
// The runtime's include/swift/Runtime/Metadata.h: the extents of a Swift class's instances around the address an
// object reference points to (the negative extent holds nothing for native classes). It uses Swift's calling
// convention, and so the clang attribute; `swift_getObjectType` is a C function of the runtime's HeapObject.h.
typedef struct {
    size_t negative;
    size_t positive;
} livery_class_extents;

extern const void *swift_getObjectType(const void *object);
extern __attribute__((swiftcall)) livery_class_extents _swift_getSwiftClassInstanceExtents(const void *metadata);

size_t livery_instance_size(const void *object) {
    return _swift_getSwiftClassInstanceExtents(swift_getObjectType(object)).positive;
}
#endif
