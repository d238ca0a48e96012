// The system calls Swift's C module maps leave out: renameat2 is declared only under
// _GNU_SOURCE, and renameatx_np only on Darwin.
#if defined(__linux__)
#define _GNU_SOURCE
#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#elif defined(__APPLE__)
#include <errno.h>
#include <stdio.h>
#else
#include <errno.h>
#endif

#include "calgrid_system.h"

#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

/// The pipe the handler writes to, and the dispositions replaced (by signal number).
static volatile sig_atomic_t stopPipe = -1;
static struct sigaction replaced[65];
static int isReplaced[65];

static void writeSignalNumber(int signal) {
  int saved = errno;
  unsigned char byte = (unsigned char)signal;
  if (stopPipe >= 0) {
    (void)write((int)stopPipe, &byte, 1);
  }
  errno = saved;
}

int calgrid_catch_signal(int signal, int pipeWrite) {
  if (signal <= 0 || signal >= 65) {
    errno = EINVAL;
    return -1;
  }
  struct sigaction current;
  if (sigaction(signal, NULL, &current) != 0) return -1;
  if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) return 0;
  stopPipe = pipeWrite;
  struct sigaction action;
  action.sa_handler = writeSignalNumber;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction(signal, &action, &replaced[signal]) != 0) return -1;
  isReplaced[signal] = 1;
  return 1;
}

int calgrid_ignore_signal(int signal) {
  if (signal <= 0 || signal >= 65) {
    errno = EINVAL;
    return -1;
  }
  struct sigaction action;
  action.sa_handler = SIG_IGN;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  if (sigaction(signal, &action, &replaced[signal]) != 0) return -1;
  isReplaced[signal] = 1;
  return 0;
}

void calgrid_restore_signal(int signal) {
  if (signal <= 0 || signal >= 65 || !isReplaced[signal]) return;
  (void)sigaction(signal, &replaced[signal], NULL);
  isReplaced[signal] = 0;
}

int calgrid_rename_exchange(int fromDirectory, const char *from, int toDirectory, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
  return (int)syscall(SYS_renameat2, fromDirectory, from, toDirectory, to, RENAME_EXCHANGE);
#elif defined(__APPLE__)
  return renameatx_np(fromDirectory, from, toDirectory, to, RENAME_SWAP);
#else
  (void)fromDirectory;
  (void)from;
  (void)toDirectory;
  (void)to;
  errno = ENOSYS;
  return -1;
#endif
}

int calgrid_memory_limit(unsigned long long *limit) {
  int found = 0;
  const int resources[2] = {RLIMIT_AS, RLIMIT_DATA};
  for (int index = 0; index < 2; index++) {
    struct rlimit current;
    if (getrlimit(resources[index], &current) != 0 || current.rlim_cur == RLIM_INFINITY) continue;
    unsigned long long value = (unsigned long long)current.rlim_cur;
    if (!found || value < *limit) *limit = value;
    found = 1;
  }
  return found;
}

int calgrid_rename_no_replace(int fromDirectory, const char *from, int toDirectory, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
  return (int)syscall(SYS_renameat2, fromDirectory, from, toDirectory, to, RENAME_NOREPLACE);
#elif defined(__APPLE__)
  return renameatx_np(fromDirectory, from, toDirectory, to, RENAME_EXCL);
#else
  (void)fromDirectory;
  (void)from;
  (void)toDirectory;
  (void)to;
  errno = ENOSYS;
  return -1;
#endif
}
