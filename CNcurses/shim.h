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
#include <wchar.h>
#include <ncursesw/curses.h>
#include <term.h>

static inline WINDOW *tn_stdscr(void) { return stdscr; }
static inline int tn_lines(void) { return LINES; }
static inline int tn_cols(void) { return COLS; }

/* newterm on the process's standard output and input, for the terminal named by TERM. */
static inline SCREEN *tn_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

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
