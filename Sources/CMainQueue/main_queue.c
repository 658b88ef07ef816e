#include "main_queue.h"

#if defined(__linux__)
#include <errno.h>
#include <stdint.h>
#include <unistd.h>

// libdispatch's own interface for a run loop that serves the main queue (swift-corelibs-foundation's
// CFRunLoop uses it): on Linux the handle is an eventfd, written whenever work is queued.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static int descriptor = -1;

int termnav_main_queue_descriptor(void) {
    if (descriptor < 0) {
        descriptor = _dispatch_get_main_queue_handle_4CF();
    }
    return descriptor;
}

void termnav_main_queue_drain(void) {
    if (descriptor >= 0) {
        // The eventfd is non-blocking: reading it takes its count back to zero; work queued
        // after this read makes it readable again.
        uint64_t count;
        while (read(descriptor, &count, sizeof count) < 0 && errno == EINTR) {
        }
    }
    _dispatch_main_queue_callback_4CF(0);
}

#else

int termnav_main_queue_descriptor(void) {
    return -1;
}

void termnav_main_queue_drain(void) {
}

#endif
