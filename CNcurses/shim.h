/* The C side of TermNav's ncurses backend.
 *
 * Swift 6 rejects ncurses's global variables (stdscr, LINES, COLS, ...) as shared mutable state
 * and cannot import its function-like macros (KEY_CODE_YES, ERR, ...), variadic functions
 * (tiparm) or pointer macros such as SIG_IGN. Everything the backend needs from them is wrapped
 * here in static inline functions. ncurses sets the terminal up; TermNav reads the keys and
 * writes the frames itself, from terminfo's strings.
 */
#ifndef TERMNAV_CNCURSES_SHIM_H
#define TERMNAV_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#if defined(__APPLE__)
/* macOS ships one ncurses, wide characters included, as curses.h. */
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif
#include <term.h>

static inline WINDOW *tn_stdscr(void) { return stdscr; }
static inline int tn_lines(void) { return LINES; }
static inline int tn_cols(void) { return COLS; }

/* newterm for the terminal named by TERM, writing to a stream of its own on a duplicate of
 * `descriptor` (the terminal, while standard output is held aside) and reading standard input
 * (which it never does: TermNav reads the keys). On success `*file` is that stream, for fclose
 * after delscreen; on failure NULL is returned and nothing is left open. */
static inline SCREEN *tn_newterm_on(int descriptor, FILE **file) {
    *file = NULL;
    int copy = dup(descriptor);
    if (copy < 0) {
        return NULL;
    }
    FILE *out = fdopen(copy, "w");
    if (out == NULL) {
        close(copy);
        return NULL;
    }
    SCREEN *screen = newterm(NULL, out, stdin);
    if (screen == NULL) {
        fclose(out);
        return NULL;
    }
    *file = out;
    return screen;
}

/* Sends what stdio holds for standard output on its way (Swift's print writes through it). */
static inline void tn_flush_standard_output(void) { fflush(stdout); }

/* Makes stdio's standard output line-buffered, as it is on a terminal, so that whole lines an
 * app prints while its output is held in a file reach the file at once, even if it crashes. */
static inline void tn_line_buffer_standard_output(void) { setvbuf(stdout, NULL, _IOLBF, BUFSIZ); }

/* A terminfo string capability, or NULL when it is absent or not a string capability. */
static inline const char *tn_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}

/* A parameterised terminfo string filled in (tiparm is variadic, which Swift cannot call), or
 * NULL when it cannot be. The result lives in ncurses's buffer until the next call. */
static inline const char *tn_tiparm1(const char *capability, int first) {
    return tiparm(capability, first);
}
static inline const char *tn_tiparm2(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}
static inline const char *tn_tiparm9(
    const char *capability, int p1, int p2, int p3, int p4, int p5, int p6, int p7, int p8, int p9
) {
    return tiparm(capability, p1, p2, p3, p4, p5, p6, p7, p8, p9);
}

/* Frees the TERMINAL that setupterm made current, so newterm starts from a clean slate. */
static inline void tn_free_current_term(void) {
    TERMINAL *term = set_curterm(NULL);
    if (term != NULL) {
        del_curterm(term);
    }
}

/* Whether a saved disposition ignores the signal (SIG_IGN is a macro Swift cannot import). */
static inline int tn_sigaction_ignores(const struct sigaction *action) {
    return (action->sa_flags & SA_SIGINFO) == 0 && action->sa_handler == SIG_IGN;
}

/* Whether a saved disposition is the default one (SIG_DFL is a macro Swift cannot import). */
static inline int tn_sigaction_is_default(const struct sigaction *action) {
    return (action->sa_flags & SA_SIGINFO) == 0 && action->sa_handler == SIG_DFL;
}

/* Puts a signal's default disposition back. Async-signal-safe. Returns 0, or -1 with errno set. */
static inline int tn_default_disposition(int signal) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    action.sa_flags = 0;
    return sigaction(signal, &action, NULL);
}

/* Unblocks one signal for the calling thread. Async-signal-safe. */
static inline void tn_unblock_signal(int signal) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/* Installs a plain handler for a signal, blocking the `blocked` signals while it runs, and saves
 * the previous disposition. Returns 0, or -1 with errno set. */
static inline int tn_install_signal_handler(
    int signal, void (*handler)(int), const int *blocked, int blockedCount,
    struct sigaction *previous
) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < blockedCount; index++) {
        sigaddset(&action.sa_mask, blocked[index]);
    }
    action.sa_handler = handler;
    action.sa_flags = 0;
    return sigaction(signal, &action, previous);
}

/* Installs a plain handler for a signal, with interrupted system calls restarted where the
 * system can (SA_RESTART), and saves the previous disposition. Returns 0, or -1 with errno set. */
static inline int tn_install_restarting_handler(
    int signal, void (*handler)(int), struct sigaction *previous
) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_handler = handler;
    action.sa_flags = SA_RESTART;
    return sigaction(signal, &action, previous);
}

/* The size of the terminal open on a descriptor (TIOCGWINSZ, through ioctl, which is variadic).
 * Returns 0 with the size set, or -1 with errno set. (term.h takes the names `lines` and
 * `columns` for macros.) */
static inline int tn_window_size(int descriptor, int *height, int *width) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) {
        return -1;
    }
    *height = size.ws_row;
    *width = size.ws_col;
    return 0;
}

static inline int tn_ok(void) { return OK; }

#endif
