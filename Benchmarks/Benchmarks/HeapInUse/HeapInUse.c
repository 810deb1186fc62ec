#include "HeapInUse.h"

// A C library header first: it is what defines __GLIBC__.
#include <stdlib.h>

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t livery_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#elif defined(__GLIBC__)
#include <malloc.h>

size_t livery_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
#else
size_t livery_heap_bytes_in_use(void) {
    return 0;
}
#endif
