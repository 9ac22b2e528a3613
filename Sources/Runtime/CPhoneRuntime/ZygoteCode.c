// SPDX-License-Identifier: Apache-2.0
// The zygote's hot code in huge pages, so app processes forked from it don't fault it in again (ours; x86-64 Linux).
//
// fork doesn't copy the page-table entries of a file mapping (the executable's code, a library's): each app process
// faults its code in again, 16 pages at a time, and tears those entries down when it ends (in a review, 40 % of an app
// process's page faults were its code's). The zygote copies each 2 MiB-aligned stretch of code the car's process has
// used into an anonymous transparent huge page at the same address (mremap over the file's pages, the same bytes):
// fork shares an anonymous huge page with one entry, so an app process starts with that code mapped and ends with one
// entry to drop. Only stretches the car's process touched (read from /proc/self/pagemap before the zygote's fork) are
// copied; a stretch whose copy didn't get a huge page is left as it was (4 KiB anonymous pages would make each fork
// copy 512 entries instead); a file's first page stays the file's (a crash's backtracer finds an image by it). What
// the code does is unchanged: the same bytes at the same addresses, read-only and executable as before.
// The zygote moves a stretch only if it is still mapped as the car's process saw it, and maps the file back if a move
// fails half-way. x86-64 Linux only (4 KiB pages, 2 MiB huge pages; arm64's branch-target protection would not carry
// over to the copy). `OPENCARPLAY_APP_CODE_PAGES=file` keeps every mapping as it is: a profiler names the functions of
// app processes, and a probe set by file and offset (perf probe, uprobes, bpftrace) finds them, only through a
// mapping's file.
#if defined(__linux__) && defined(__x86_64__)
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "PhoneRuntimeInternal.h"

#define HUGE_PAGE ((uintptr_t)2 << 20)
#define SMALL_PAGE ((uintptr_t)4096)
// A stretch is hot when the car's process has at least this many of its 512 pages mapped: what one fault maps (the
// kernel maps 16 pages around each). 64 moved 4 MiB less and left 2 % more faults in app processes.
#define HOT_PAGES 16

// Whether the first line of a file holds `text` (1), doesn't (0), or can't be read (-1).
static int first_line(const char *path, const char *text) {
    FILE *f = fopen(path, "re");
    if (f == NULL) return -1;
    char line[128] = {0};
    int found = fgets(line, sizeof line, f) != NULL ? strstr(line, text) != NULL : -1;
    fclose(f);
    return found;
}

static int wanted(void) {
    const char *pages = getenv("OPENCARPLAY_APP_CODE_PAGES");
    if (pages != NULL && strcmp(pages, "file") == 0) return 0;
    // The stretches are one page table's worth of 4 KiB pages, the size of x86-64's transparent huge page.
    if (sysconf(_SC_PAGESIZE) != (long)SMALL_PAGE || first_line("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size", "2097152") != 1)
        return 0;
    // With transparent huge pages off, a copy would only be 4 KiB anonymous pages.
    return first_line("/sys/kernel/mm/transparent_hugepage/enabled", "[never]") == 0;
}

// One line of /proc/self/maps, when it is a private read-only mapping of a file (code or read-only data).
struct file_mapping {
    unsigned long start, end, offset, inode;
    int prot;
};

static int read_file_mapping(char *line, struct file_mapping *m) {
    char perms[5];
    if (sscanf(line, "%lx-%lx %4s %lx %*s %lu", &m->start, &m->end, perms, &m->offset, &m->inode) != 5) return 0;
    if (perms[0] != 'r' || perms[1] != '-' || perms[3] != 'p' || strchr(line, '/') == NULL) return 0;
    m->prot = PROT_READ | (perms[2] == 'x' ? PROT_EXEC : 0);
    return 1;
}

static int present_pages(int pagemap, uintptr_t start) {
    uint64_t entries[512];
    ssize_t n = pread(pagemap, entries, sizeof entries, (off_t)(start / SMALL_PAGE * sizeof(uint64_t)));
    if (n != (ssize_t)sizeof entries) return 0;
    int count = 0;
    for (int i = 0; i < 512; i++) count += (int)(entries[i] >> 63);
    return count;
}

int phone_hot_code_stretches(struct phone_code_stretch *stretches, int max) {
    if (!wanted()) return 0;
    FILE *maps = fopen("/proc/self/maps", "re");
    if (maps == NULL) return 0;
    int pagemap = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    if (pagemap < 0) {
        fclose(maps);
        return 0;
    }
    int count = 0;
    char line[4096];
    while (count < max && fgets(line, sizeof line, maps) != NULL) {
        struct file_mapping m;
        if (!read_file_mapping(line, &m)) continue;
        // A file's first page stays the file's: a crash's backtracer finds each image by its ELF header at the lowest
        // address the file is mapped at (in /proc/<pid>/maps), and names no frame of an image it doesn't find.
        uintptr_t first = m.offset == 0 ? m.start + SMALL_PAGE : m.start;
        for (uintptr_t a = (first + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1); a + HUGE_PAGE <= m.end && count < max; a += HUGE_PAGE) {
            if (present_pages(pagemap, a) < HOT_PAGES) continue;
            stretches[count].start = a;
            stretches[count].inode = m.inode;
            stretches[count].offset = m.offset + (a - m.start);
            stretches[count].prot = m.prot;
            count++;
        }
    }
    close(pagemap);
    fclose(maps);
    return count;
}

// The AnonHugePages of the mapping at exactly [address, address + 2 MiB), in KiB (-1 when there is no such mapping: one
// merged with a neighbour could count the neighbour's huge pages).
static long huge_kib_at(uintptr_t address) {
    FILE *smaps = fopen("/proc/self/smaps", "re");
    if (smaps == NULL) return -1;
    char line[4096];
    int inside = 0;
    long kib = -1;
    while (fgets(line, sizeof line, smaps) != NULL) {
        unsigned long start, end;
        char after;
        if (sscanf(line, "%lx-%lx%c", &start, &end, &after) == 3 && after == ' ') {
            if (inside) break;
            inside = address == start && address + HUGE_PAGE == end;
        } else if (inside && strncmp(line, "AnonHugePages:", 14) == 0) {
            kib = strtol(line + 14, NULL, 10);
            break;
        }
    }
    fclose(smaps);
    return kib;
}

// Opens the file mapped at a stretch if it is still what the car's process saw (the same file, offset and protection,
// the whole stretch in one mapping); -1 otherwise.
static int open_if_unchanged(const struct phone_code_stretch *stretch) {
    FILE *maps = fopen("/proc/self/maps", "re");
    if (maps == NULL) return -1;
    char line[4096];
    int fd = -1;
    while (fgets(line, sizeof line, maps) != NULL) {
        unsigned long start, end;
        if (sscanf(line, "%lx-%lx", &start, &end) != 2 || stretch->start < start || stretch->start >= end) continue;
        struct file_mapping m;
        if (read_file_mapping(line, &m) && stretch->start + HUGE_PAGE <= m.end && m.inode == stretch->inode && m.prot == stretch->prot
            && m.offset + (stretch->start - m.start) == stretch->offset) {
            char *path = strchr(line, '/');
            path[strcspn(path, "\n")] = 0;
            fd = open(path, O_RDONLY | O_CLOEXEC);
        }
        break;
    }
    fclose(maps);
    return fd;
}

// Moves one stretch into a huge page holding the same bytes; `file` is what is mapped there. Returns 1 when it moved.
static int move_into_huge_page(const struct phone_code_stretch *stretch, int file) {
    char *raw = mmap(NULL, 2 * HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return 0;
    char *copy = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1));
    if (copy > raw) munmap(raw, (size_t)(copy - raw));
    if (copy + HUGE_PAGE < raw + 2 * HUGE_PAGE) munmap(copy + HUGE_PAGE, (size_t)(raw + 2 * HUGE_PAGE - (copy + HUGE_PAGE)));
    if (madvise(copy, HUGE_PAGE, MADV_HUGEPAGE) == 0) {
        memcpy(copy, (const void *)stretch->start, HUGE_PAGE);
        if (huge_kib_at((uintptr_t)copy) >= (long)(HUGE_PAGE / 1024) && mprotect(copy, HUGE_PAGE, stretch->prot) == 0) {
            if (mremap(copy, HUGE_PAGE, HUGE_PAGE, MREMAP_MAYMOVE | MREMAP_FIXED, (void *)stretch->start) != MAP_FAILED) return 1;
            // A failed move may have unmapped the stretch already: map the file's pages back where they were.
            int e = errno;
            if (mmap((void *)stretch->start, HUGE_PAGE, stretch->prot, MAP_PRIVATE | MAP_FIXED, file, (off_t)stretch->offset) == MAP_FAILED) {
                fprintf(stderr, "app processes: the code at %#lx is gone (mremap: %s; mapping the file again: %s)\n", stretch->start,
                        strerror(e), strerror(errno));
                abort();
            }
        }
    }
    munmap(copy, HUGE_PAGE);
    return 0;
}

int phone_code_into_huge_pages(const struct phone_code_stretch *stretches, int count) {
    int moved = 0;
    for (int i = 0; i < count; i++) {
        int file = open_if_unchanged(&stretches[i]);
        if (file < 0) continue;
        moved += move_into_huge_page(&stretches[i], file);
        close(file);
    }
    return moved;
}
#else
#include "PhoneRuntimeInternal.h"
int phone_hot_code_stretches(struct phone_code_stretch *stretches, int max) {
    (void)stretches;
    (void)max;
    return 0;
}
int phone_code_into_huge_pages(const struct phone_code_stretch *stretches, int count) {
    (void)stretches;
    (void)count;
    return 0;
}
#endif
