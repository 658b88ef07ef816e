/* The C side of TermNav's ncurses backend.
 *
 * Swift 6 rejects ncurses's global variables (stdscr, LINES, COLS, ...) as shared mutable state
 * and cannot import its function-like macros (A_BOLD, COLOR_PAIR, ...). Everything the backend
 * needs from them is wrapped here in static inline functions.
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
#include <wchar.h>
#include <ncursesw/curses.h>
#include <term.h>

static inline WINDOW *tn_stdscr(void) { return stdscr; }
static inline int tn_lines(void) { return LINES; }
static inline int tn_cols(void) { return COLS; }

static inline attr_t tn_a_normal(void) { return A_NORMAL; }
static inline attr_t tn_a_bold(void) { return A_BOLD; }
static inline attr_t tn_a_dim(void) { return A_DIM; }
static inline attr_t tn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tn_a_reverse(void) { return A_REVERSE; }
static inline attr_t tn_a_italic(void) { return A_ITALIC; }
static inline attr_t tn_color_pair(short pair) { return COLOR_PAIR(pair); }

static inline int tn_key_code_yes(void) { return KEY_CODE_YES; }
static inline int tn_err(void) { return ERR; }
static inline int tn_ok(void) { return OK; }

#endif
