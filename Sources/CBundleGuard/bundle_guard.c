// See include/bundle_guard.h and Specs/guarantees.md.
#define _GNU_SOURCE
#include "bundle_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__linux__)

enum { SLOT_COUNT = 256 };

/// A slot's life: FREE → CLAIMED (being mapped) → LIVE → COPYING → COPIED,
/// and back to FREE through CLOSING. BROKEN: a writer came while the slot
/// was being mapped; the lease is given up and the map call fails.
enum { FREE, CLAIMED, LIVE, COPYING, COPIED, BROKEN, CLOSING };

struct slot {
    int state;  // accessed with __atomic builtins only
    int fd;     // written with __atomic builtins: the handler may read it while a slot is reused
    /// 1 once the mapping holds a private copy, set before the lease is
    /// given up: a writer that went on after the handler has finished
    /// copying, even if the handler has not yet marked the slot COPIED.
    int copied;  // accessed with __atomic builtins only
    void *base;
    size_t size;
};

static struct slot slots[SLOT_COUNT];
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static int guard_signal;  // 0 until installed

/// Replaces the mapping at `s->base` by a private copy of its bytes, at the
/// same address, so that pointers into it stay valid. Returns whether it
/// did (out of memory: the writer will go ahead; nothing better to do).
static int copy_in_place(struct slot *s) {
    void *copy = mmap(NULL, s->size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (copy == MAP_FAILED) return 0;
    memcpy(copy, s->base, s->size);
    mprotect(copy, s->size, PROT_READ);
    if (mremap(copy, s->size, s->size, MREMAP_MAYMOVE | MREMAP_FIXED, s->base) == MAP_FAILED) {
        munmap(copy, s->size);
        return 0;
    }
    return 1;
}

/// The lease-break handler: async-signal-safe (atomics and system calls only).
static void on_lease_break(int signal, siginfo_t *info, void *context) {
    (void)signal;
    (void)context;
    int saved = errno;
    for (int k = 0; k < SLOT_COUNT; k++) {
        struct slot *s = &slots[k];
        int state = __atomic_load_n(&s->state, __ATOMIC_ACQUIRE);
        if ((state != LIVE && state != CLAIMED) || __atomic_load_n(&s->fd, __ATOMIC_RELAXED) != info->si_fd) continue;
        if (state == LIVE) {
            int expected = LIVE;
            if (!__atomic_compare_exchange_n(&s->state, &expected, COPYING, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) continue;
            if (copy_in_place(s)) __atomic_store_n(&s->copied, 1, __ATOMIC_RELEASE);
            fcntl(s->fd, F_SETLEASE, F_UNLCK);
            __atomic_store_n(&s->state, COPIED, __ATOMIC_RELEASE);
        } else {
            int expected = CLAIMED;
            if (!__atomic_compare_exchange_n(&s->state, &expected, BROKEN, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) continue;
            fcntl(s->fd, F_SETLEASE, F_UNLCK);
        }
    }
    errno = saved;
}

static void install(void) {
    int signal = SIGRTMIN + 6;
    struct sigaction current;
    if (sigaction(signal, NULL, &current) != 0) return;
    // The application uses that signal: leave it alone (bundles are then read into memory).
    if ((current.sa_flags & SA_SIGINFO) ? current.sa_sigaction != NULL : current.sa_handler != SIG_DFL) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_lease_break;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(signal, &action, NULL) == 0) guard_signal = signal;
}

int locpack_bundle_guard_signal(void) {
    pthread_once(&install_once, install);
    return guard_signal;
}

/// Frees slot `s` after the caller stopped using its fd and mapping.
static void release(struct slot *s) {
    close(s->fd);
    __atomic_store_n(&s->fd, -1, __ATOMIC_RELAXED);
    s->base = NULL;
    s->size = 0;
    __atomic_store_n(&s->state, FREE, __ATOMIC_RELEASE);
}

int locpack_bundle_guard_map(const char *path, const void **base, size_t *size) {
    int signal = locpack_bundle_guard_signal();
    if (signal == 0) { errno = EBUSY; return -1; }
    int handle = -1;
    for (int k = 0; k < SLOT_COUNT && handle < 0; k++) {
        int expected = FREE;
        if (__atomic_compare_exchange_n(&slots[k].state, &expected, CLOSING, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) handle = k;
    }
    if (handle < 0) { errno = EMFILE; return -1; }
    struct slot *s = &slots[handle];
    __atomic_store_n(&s->copied, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&s->fd, open(path, O_RDONLY | O_CLOEXEC), __ATOMIC_RELAXED);
    if (s->fd < 0) {
        int saved = errno;
        __atomic_store_n(&s->state, FREE, __ATOMIC_RELEASE);
        errno = saved;
        return -1;
    }
    // The fd is recorded before the slot can be matched by the handler.
    __atomic_store_n(&s->state, CLAIMED, __ATOMIC_RELEASE);
    struct stat info;
    // F_SETOWN after F_SETLEASE: the break signal goes to the process (any
    // thread), not to the thread that took the lease, which may be gone.
    if (fcntl(s->fd, F_SETSIG, signal) != 0 || fcntl(s->fd, F_SETLEASE, F_RDLCK) != 0 ||
        fcntl(s->fd, F_SETOWN, getpid()) != 0 || fstat(s->fd, &info) != 0) {
        int saved = errno;
        __atomic_store_n(&s->state, CLOSING, __ATOMIC_RELEASE);
        release(s);
        errno = saved;
        return -1;
    }
    s->size = (size_t)info.st_size;
    s->base = NULL;
    if (s->size > 0) {
        void *mapped = mmap(NULL, s->size, PROT_READ, MAP_PRIVATE, s->fd, 0);
        if (mapped == MAP_FAILED) mapped = NULL;
        s->base = mapped;
    }
    int expected = CLAIMED;
    if ((s->size > 0 && s->base == NULL) ||
        !__atomic_compare_exchange_n(&s->state, &expected, LIVE, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        // A writer arrived while mapping (BROKEN), or the map failed.
        int saved = s->base == NULL && s->size > 0 ? errno : EAGAIN;
        __atomic_store_n(&s->state, CLOSING, __ATOMIC_RELEASE);
        if (s->base != NULL) munmap(s->base, s->size);
        release(s);
        errno = saved;
        return -1;
    }
    *base = s->base;
    *size = s->size;
    return handle;
}

void locpack_bundle_guard_unmap(int handle) {
    if (handle < 0 || handle >= SLOT_COUNT) return;
    struct slot *s = &slots[handle];
    for (;;) {
        int state = __atomic_load_n(&s->state, __ATOMIC_ACQUIRE);
        if (state == COPYING) { sched_yield(); continue; }  // the handler is copying on another thread
        if (state != LIVE && state != COPIED) return;
        if (__atomic_compare_exchange_n(&s->state, &state, CLOSING, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) break;
    }
    if (s->base != NULL) munmap(s->base, s->size);
    release(s);  // closing the fd gives the lease up
}

int locpack_bundle_guard_was_copied(int handle) {
    if (handle < 0 || handle >= SLOT_COUNT) return 0;
    return __atomic_load_n(&slots[handle].copied, __ATOMIC_ACQUIRE);
}

#else

int locpack_bundle_guard_map(const char *path, const void **base, size_t *size) {
    (void)path; (void)base; (void)size;
    errno = ENOTSUP;
    return -1;
}

void locpack_bundle_guard_unmap(int handle) { (void)handle; }

int locpack_bundle_guard_was_copied(int handle) { (void)handle; return 0; }

int locpack_bundle_guard_signal(void) { return 0; }

#endif
