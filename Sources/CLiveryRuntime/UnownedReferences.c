// See include/CLiveryRuntime.h. The three runtime functions are exported by every Swift runtime (they are what
// `unowned` variables compile to, and part of its stable ABI on Apple platforms); their signatures are those of
// the runtime's include/swift/Runtime/HeapObject.h, where a HeapObject * is an object reference.
#include "CLiveryRuntime.h"

#if !defined(__APPLE__)

extern void swift_unownedRetain(void *object);
extern void swift_unownedRelease(void *object);
extern void *swift_tryRetain(void *object);

void livery_unowned_retain(void *object) { swift_unownedRetain(object); }

void livery_unowned_release(void *object) { swift_unownedRelease(object); }

void *livery_try_retain(void *object) { return swift_tryRetain(object); }

#endif
