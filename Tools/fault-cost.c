// What touching a bundle's pages costs, three ways (Specs/benchmarks.md,
// "The dictionary as raw content; what a fault costs"):
//
//   cc -O2 -o /tmp/fault-cost Tools/fault-cost.c
//   /tmp/fault-cost BUNDLE fault|populate|pread|pread-fresh
//
// Each of 2,000 iterations maps BUNDLE read-only and reads one byte in each
// of 6 pages in distinct 64 KiB windows (spread over the file, moving by
// 64 KiB per iteration), as an open and a first render touch the header,
// regions and a chunk: by touching the mapping (a page fault each), by
// madvise(MADV_POPULATE_READ) of the page first, by pread of the 4 KiB
// into one buffer reused by every iteration, or by pread into memory
// mapped afresh for each iteration (as a process opening a bundle once
// has: each page it reads into is a fault of its own). Prints the mean
// time per iteration, the unmapping left out.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22
#endif

enum { ITERATIONS = 2000, TOUCHES = 6, PAGE = 4096, WINDOW = 65536 };

static double microseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1e6 + (double)now.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s BUNDLE fault|populate|pread\n", argv[0]);
        return 2;
    }
    int fd = open(argv[1], O_RDONLY);
    struct stat info;
    if (fd < 0 || fstat(fd, &info) != 0 || info.st_size < TOUCHES * WINDOW) {
        fprintf(stderr, "%s: cannot open, or smaller than %d bytes\n", argv[1], TOUCHES * WINDOW);
        return 1;
    }
    const char *mode = argv[2];
    int populate = strcmp(mode, "populate") == 0, fresh = strcmp(mode, "pread-fresh") == 0;
    int pread_instead = fresh || strcmp(mode, "pread") == 0;
    static char reused[TOUCHES][PAGE];
    long stride = (long)(info.st_size / TOUCHES) & ~(long)(WINDOW - 1);
    volatile unsigned sum = 0;
    double total = 0;
    for (int i = 0; i < ITERATIONS; i++) {
        double start = microseconds();
        char *base = mmap(NULL, (size_t)info.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        char *target = fresh ? mmap(NULL, TOUCHES * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) : reused[0];
        if (base == MAP_FAILED || target == MAP_FAILED) { perror("mmap"); return 1; }
        for (int k = 0; k < TOUCHES; k++) {
            long offset = (k * stride + (long)(i % 50) * WINDOW) % (long)info.st_size & ~(long)(PAGE - 1);
            if (pread_instead) {
                char *page = target + k * PAGE;
                if (pread(fd, page, PAGE, offset) > 0) sum += (unsigned char)page[0];
                continue;
            }
            if (populate) madvise(base + offset, PAGE, MADV_POPULATE_READ);
            sum += (unsigned char)base[offset];
        }
        total += microseconds() - start;
        munmap(base, (size_t)info.st_size);
        if (fresh) munmap(target, TOUCHES * PAGE);
    }
    printf("%s: %.2f µs per iteration (%d pages)\n", mode, total / ITERATIONS, TOUCHES);
    return 0;
}
