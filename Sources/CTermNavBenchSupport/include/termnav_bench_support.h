/* The few POSIX calls termnav-bench needs that Swift's Glibc module does not show without
 * _GNU_SOURCE / _XOPEN_SOURCE: opening a pseudo-terminal and starting a program in a new
 * session on its slave side.
 */
#ifndef TERMNAV_BENCH_SUPPORT_H
#define TERMNAV_BENCH_SUPPORT_H

#include <stddef.h>
#include <sys/types.h>

/* Opens a pseudo-terminal of `rows` x `columns` cells: returns the master's descriptor
 * (close-on-exec, non-blocking) and writes the slave's path into `slave_path`, or returns -1
 * with errno set. */
int tnb_open_pty(int rows, int columns, char *slave_path, size_t slave_path_size);

/* Starts `path` with `argv` and `envp` in a new session whose controlling terminal is the
 * slave `slave_path`, which becomes its standard input, output and error. Returns 0 and the
 * child's id in `pid`, or an errno value. */
int tnb_spawn_on_terminal(
    const char *path, char *const argv[], char *const envp[], const char *slave_path, pid_t *pid);

#endif
