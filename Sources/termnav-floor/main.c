/* termnav-floor: the floor TermNav's figures are compared with in termnav-bench.
 *
 * A hand-written ncurses program that shows the same kind of list TermNav draws: N rows
 * "Row 0" to "Row N-1" filling the screen above a help line, the focused row in reverse video
 * across the whole width, and the position "k/N" at the right of the help line. It does the
 * least work a list can do on each key:
 *   Down    repaints exactly the two rows that changed and the position; when the focus leaves
 *           the bottom of the screen, the list region scrolls by one line (wscrl) first, so
 *           ncurses can scroll the terminal instead of repainting it;
 *   PgDn    moves a screenful down and repaints the list;
 *   Home/g  goes back to the first row;
 *   Ctrl-L  repaints the whole screen;
 *   Esc, q  quit.
 * Usage: termnav-floor [--rows N]
 */

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ncursesw/curses.h>

/* The list: how many rows, which is focused, which is at the top of the screen. */
static long row_count = 1000;
static long focus;
static long top;

/* The lines the rows use: every line but the last, which holds the help and the position. */
static int list_lines(void) { return LINES > 1 ? LINES - 1 : 1; }

/* Draws list row `index` on its screen line, padded to the full width. */
static void draw_row(long index) {
    int line = (int)(index - top);
    if (line < 0 || line >= list_lines()) {
        return;
    }
    char text[64];
    int length = 0;
    if (index < row_count) {
        length = snprintf(text, sizeof text, " Row %ld", index);
    }
    attr_t attributes = index == focus ? A_REVERSE : A_NORMAL;
    wattrset(stdscr, attributes);
    mvwaddnstr(stdscr, line, 0, text, length < COLS ? length : COLS);
    /* The rest of the line, blank in the row's attributes (reverse for the focused row). */
    for (int column = length; column < COLS; column++) {
        waddch(stdscr, ' ');
    }
    wattrset(stdscr, A_NORMAL);
}

/* Draws the help line: the keys at the left, dim, and "k/N" at the right. */
static void draw_help_line(void) {
    char position[48];
    int length = snprintf(position, sizeof position, "%ld/%ld", focus + 1, row_count);
    int line = LINES - 1;
    wattrset(stdscr, A_DIM);
    mvwaddnstr(stdscr, line, 0, " Down move  q quit", COLS);
    wclrtoeol(stdscr);
    /* One column is left free at the right: writing the last cell of the screen would scroll. */
    int column = COLS - 1 - length;
    if (column > 0) {
        mvwaddnstr(stdscr, line, column, position, length);
    }
    wattrset(stdscr, A_NORMAL);
}

/* Draws every row on screen and the help line. */
static void draw_all(void) {
    for (int line = 0; line < list_lines(); line++) {
        draw_row(top + line);
    }
    draw_help_line();
}

/* Down: the two changed rows and the position, after scrolling the list region if needed. */
static void move_down(void) {
    if (focus + 1 >= row_count) {
        return;
    }
    long previous = focus;
    focus++;
    if (focus >= top + list_lines()) {
        top++;
        /* Scroll only the list's lines; scrolling is enabled just for this call so that
         * writing near the bottom-right corner elsewhere never scrolls the screen. */
        wsetscrreg(stdscr, 0, list_lines() - 1);
        scrollok(stdscr, TRUE);
        wscrl(stdscr, 1);
        scrollok(stdscr, FALSE);
        wsetscrreg(stdscr, 0, LINES - 1);
    }
    draw_row(previous);
    draw_row(focus);
    draw_help_line();
}

/* PgDn: a screenful down, the focus on the row now at the top. */
static void page_down(void) {
    if (focus + 1 >= row_count) {
        return;
    }
    focus += list_lines();
    if (focus >= row_count) {
        focus = row_count - 1;
    }
    top = focus;
    if (top + list_lines() > row_count) {
        top = row_count > list_lines() ? row_count - list_lines() : 0;
    }
    draw_all();
}

/* Reads --rows N; anything else is a usage error. */
static void parse_arguments(int argc, char **argv) {
    for (int index = 1; index < argc; index++) {
        if (strcmp(argv[index], "--rows") == 0 && index + 1 < argc) {
            char *end = NULL;
            long value = strtol(argv[++index], &end, 10);
            if (end == argv[index] || *end != '\0' || value < 1) {
                fprintf(stderr, "termnav-floor: --rows needs a whole number of at least 1\n");
                exit(2);
            }
            row_count = value;
        } else {
            fprintf(stderr, "usage: termnav-floor [--rows N]\n");
            exit(2);
        }
    }
}

int main(int argc, char **argv) {
    parse_arguments(argc, argv);
    setlocale(LC_ALL, "");
    if (initscr() == NULL) {
        fprintf(stderr, "termnav-floor: ncurses could not start\n");
        return 2;
    }
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    leaveok(stdscr, TRUE);
    scrollok(stdscr, FALSE);
    idlok(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25);
    draw_all();
    wrefresh(stdscr);
    for (;;) {
        int key = wgetch(stdscr);
        if (key == 'q' || key == 27 || key == 3 || key == ERR) {
            break;
        }
        switch (key) {
        case KEY_DOWN:
        case 'j':
            move_down();
            break;
        case KEY_NPAGE:
            page_down();
            break;
        case KEY_HOME:
        case 'g':
            focus = 0;
            top = 0;
            draw_all();
            break;
        case 12: /* Ctrl-L */
            clearok(curscr, TRUE);
            break;
        default:
            continue;
        }
        wrefresh(stdscr);
    }
    endwin();
    return 0;
}
