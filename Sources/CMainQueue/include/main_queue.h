// The main dispatch queue, served by an app's own run loop as Foundation's run loop serves it:
// a descriptor to wait on beside the terminal's, and a call that runs what is queued.
#ifndef TERMNAV_MAIN_QUEUE_H
#define TERMNAV_MAIN_QUEUE_H

/// A descriptor that is readable while work waits on the main dispatch queue (and so on the main
/// actor), or -1 where the platform has none. Asking for it makes the calling thread, which must
/// be the main thread, the one that runs the main queue: from then on only
/// termnav_main_queue_drain() runs it.
int termnav_main_queue_descriptor(void);

/// Runs the work waiting on the main dispatch queue, on the calling (main) thread, and takes the
/// descriptor's readiness back.
void termnav_main_queue_drain(void);

/// Seconds until the next timer of the main run loop's default mode is due (0 when one is due
/// now), or a negative number when none is scheduled or the platform has no run loop to ask.
double termnav_main_run_loop_next_timer(void);

/// Fires the main run loop's timers that are due, on the calling (main) thread, in one pass of
/// the run loop that does not wait.
void termnav_main_run_loop_fire_timers(void);

#endif
