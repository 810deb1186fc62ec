#ifndef LIVERY_BENCHMARKS_HEAP_IN_USE_H
#define LIVERY_BENCHMARKS_HEAP_IN_USE_H

#include <stddef.h>

/// Bytes the C heap holds for live allocations now (glibc's mallinfo2 `uordblks`, Darwin's default zone
/// `size_in_use`): the difference across building something and keeping it is what it retains, which
/// ordo-one/benchmark's malloc counters (bytes allocated, temporaries included) do not show.
size_t livery_heap_bytes_in_use(void);

#endif
