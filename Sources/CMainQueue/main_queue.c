#include "main_queue.h"

#if defined(__linux__)
#include <errno.h>
#include <stdint.h>
#include <unistd.h>

// libdispatch's own interface for a run loop that serves the main queue (swift-corelibs-foundation's
// CFRunLoop uses it): on Linux the handle is an eventfd, written whenever work is queued.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// Foundation's CoreFoundation, which swift-corelibs-foundation links into libFoundation: the main
// run loop, asked about its timers without running it (a pass of the run loop costs microseconds,
// too much to pay before every wait for a key).
typedef double CFAbsoluteTime;
extern void *CFRunLoopGetMain(void);
extern CFAbsoluteTime CFRunLoopGetNextTimerFireDate(void *loop, const void *mode);
extern int CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled);
extern CFAbsoluteTime CFAbsoluteTimeGetCurrent(void);
extern const void *kCFRunLoopDefaultMode;

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

double termnav_main_run_loop_next_timer(void) {
    CFAbsoluteTime next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
    if (next == 0) {
        return -1;
    }
    double left = next - CFAbsoluteTimeGetCurrent();
    return left > 0 ? left : 0;
}

void termnav_main_run_loop_fire_timers(void) {
    CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 1);
}

#else

int termnav_main_queue_descriptor(void) {
    return -1;
}

void termnav_main_queue_drain(void) {
}

double termnav_main_run_loop_next_timer(void) {
    return -1;
}

void termnav_main_run_loop_fire_timers(void) {
}

#endif
