#ifndef CALGRID_SYSTEM_H
#define CALGRID_SYSTEM_H

/// Swaps two names in one step: `from` in `fromDirectory` and `to` in `toDirectory` exchange
/// what they point to (Linux renameat2 RENAME_EXCHANGE, Darwin renameatx_np RENAME_SWAP).
/// Returns 0, or -1 with errno set (ENOSYS where the system has no such call).
int calgrid_rename_exchange(int fromDirectory, const char *from, int toDirectory, const char *to);

/// Moves `from` in `fromDirectory` to `to` in `toDirectory` unless `to` exists (Linux renameat2
/// RENAME_NOREPLACE, Darwin renameatx_np RENAME_EXCL): nothing is ever replaced. Returns 0, or
/// -1 with errno set (EEXIST when `to` exists, ENOSYS where the system has no such call).
int calgrid_rename_no_replace(int fromDirectory, const char *from, int toDirectory, const char *to);

/// The lower of the soft limits RLIMIT_AS and RLIMIT_DATA, in bytes, into `limit`: returns 1,
/// or 0 when neither is set (RLIM_INFINITY, whose value differs between Linux and Darwin, is
/// compared here, in C).
int calgrid_memory_limit(unsigned long long *limit);

/// Catches `signal` with a handler that writes its number, as one byte, to `pipeWrite` (the
/// write end of a non-blocking pipe; `write` is async-signal-safe), unless the signal is ignored
/// now: an ignored signal stays ignored. Returns 1 when caught, 0 when left ignored, -1 with
/// errno on error. The handler is installed in one `sigaction`, so no signal is lost in between.
int calgrid_catch_signal(int signal, int pipeWrite);

/// Ignores `signal` (SIGXFSZ: a write past the file-size limit then fails with EFBIG instead of
/// ending the process, so the caller can clean up and say why). Returns 0, or -1 with errno.
int calgrid_ignore_signal(int signal);

/// Puts back the disposition `calgrid_catch_signal` or `calgrid_ignore_signal` replaced.
void calgrid_restore_signal(int signal);

#endif
