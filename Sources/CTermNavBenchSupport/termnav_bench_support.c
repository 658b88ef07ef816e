/* See include/termnav_bench_support.h. */
#define _GNU_SOURCE 1

#include "termnav_bench_support.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int tnb_open_pty(int rows, int columns, char *slave_path, size_t slave_path_size) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) {
        return -1;
    }
    struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns};
    if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, slave_path, slave_path_size) != 0 ||
        ioctl(master, TIOCSWINSZ, &size) != 0 || fcntl(master, F_SETFD, FD_CLOEXEC) != 0 ||
        fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK) != 0) {
        int saved = errno;
        close(master);
        errno = saved;
        return -1;
    }
    return master;
}

int tnb_spawn_on_terminal(
    const char *path, char *const argv[], char *const envp[], const char *slave_path, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) {
        return status;
    }
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return status;
    }
    /* The new session is made before the file actions run, so opening the slave (without
     * O_NOCTTY) makes it the child's controlling terminal. */
    sigset_t none;
    sigset_t defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    /* Signals the benchmark might ignore or handle go back to their default in the child. */
    const int reset[] = {SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU};
    for (size_t index = 0; index < sizeof reset / sizeof reset[0]; index++) {
        sigaddset(&defaults, reset[index]);
    }
    short flags = POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    status = posix_spawnattr_setflags(&attributes, flags);
    if (status == 0) {
        status = posix_spawnattr_setsigmask(&attributes, &none);
    }
    if (status == 0) {
        status = posix_spawnattr_setsigdefault(&attributes, &defaults);
    }
    if (status == 0) {
        status = posix_spawn_file_actions_addopen(&actions, 0, slave_path, O_RDWR, 0);
    }
    if (status == 0) {
        status = posix_spawn_file_actions_adddup2(&actions, 0, 1);
    }
    if (status == 0) {
        status = posix_spawn_file_actions_adddup2(&actions, 0, 2);
    }
    if (status == 0) {
        status = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    }
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status;
}
