// SPDX-License-Identifier: Apache-2.0
// The zygote's hot code in huge pages, and the other code pages app processes use mapped for each fork to copy, so app
// processes forked from it don't fault their code in again (ours; x86-64 Linux). Huge pages first; learning below.
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
// over to the copy). `OPENCARPLAY_APP_CODE_PAGES=file` keeps every mapping as it is (no huge pages, nothing learned): a
// profiler names the functions of app processes, and a probe set by file and offset (perf probe, uprobes, bpftrace)
// finds them, only through a mapping's file; `=huge` keeps the huge pages and learns nothing.
#if defined(__linux__) && defined(__x86_64__)
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
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

// Whether the zygote may change how the car's code is mapped: not with `OPENCARPLAY_APP_CODE_PAGES=file`, and only with
// 4 KiB pages.
static int wanted(void) {
    const char *pages = getenv("OPENCARPLAY_APP_CODE_PAGES");
    if (pages != NULL && strcmp(pages, "file") == 0) return 0;
    return sysconf(_SC_PAGESIZE) == (long)SMALL_PAGE;
}

// Whether transparent huge pages are 2 MiB, one page table's worth of 4 KiB pages, and on (with them off, a copy would
// only be 4 KiB anonymous pages).
static int huge_pages_on(void) {
    return first_line("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size", "2097152") == 1
        && first_line("/sys/kernel/mm/transparent_hugepage/enabled", "[never]") == 0;
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

// Reads the /proc/self/pagemap entries of the pages from `chunk` towards `end`, at most 512; returns how many (0 when
// they can't be read).
static size_t read_entries(int pagemap, uintptr_t chunk, uintptr_t end, uint64_t entries[512]) {
    size_t pages = (end - chunk) / SMALL_PAGE < 512 ? (end - chunk) / SMALL_PAGE : 512;
    ssize_t n = pread(pagemap, entries, pages * sizeof(uint64_t), (off_t)(chunk / SMALL_PAGE * sizeof(uint64_t)));
    return n == (ssize_t)(pages * sizeof(uint64_t)) ? pages : 0;
}

// How many of the pages in [start, end) are mapped; with `file`, how many of those are still the file's (not a copy).
static long present_between(int pagemap, uintptr_t start, uintptr_t end, long *file) {
    uint64_t entries[512];
    long count = 0;
    for (uintptr_t chunk = start; chunk < end; chunk += 512 * SMALL_PAGE) {
        size_t pages = read_entries(pagemap, chunk, end, entries);
        if (pages == 0) return count;
        for (size_t i = 0; i < pages; i++) {
            count += (long)(entries[i] >> 63);
            if (file != NULL) *file += (long)((entries[i] >> 63) & (entries[i] >> 61) & 1);
        }
    }
    return count;
}

int phone_hot_code_stretches(struct phone_code_stretch *stretches, int max) {
    if (!wanted() || !huge_pages_on()) return 0;
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
            if (present_between(pagemap, a, a + HUGE_PAGE, NULL) < HOT_PAGES) continue;
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

// Learning which pages app processes use. fork doesn't copy the page-table entries of a file mapping, except of one
// that has pages of its own (an "anon_vma": mm/memory.c, vma_needs_copy, "copy_page_range is more efficient than
// faulting"). So the zygote maps the pages of code app processes use and gives each read-only mapping of a code file
// that holds some a page of its own (a copy on write of one page, the same bytes, through /proc/self/mem): each later
// fork copies those entries, and an app process starts with the pages mapped instead of faulting them in (about 240
// faults of 16 pages each, in a review). The mappings stay the file's: a profiler or a backtracer still finds the file
// at each address. Which pages: those an app process had mapped when it ended, which it says to the zygote in
// datagrams (the 1st, 2nd, 4th, 8th… app process, so the set grows with a review's other apps and stays the pages apps
// use; mapping every page the car's process has used instead made each fork copy 7,000 entries, which cost more system
// time than the faults it saved).

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22  // Linux 5.14's; glibc before 2.34 doesn't name it
#endif

// The pages of a file's code or read-only data that are mapped, [start, end).
struct page_run {
    unsigned long start, end;
};

// At most this many runs to a datagram (64 KiB, well under a Unix socket's send buffer).
#define RUNS_PER_REPORT 4096

// The socket app processes report on (-1: the zygote doesn't learn, or this app process wasn't asked), and its inode,
// checked before a report (app code may have closed the descriptor and had its number given to another file).
static int report_socket = -1;
static unsigned long report_inode = 0;
static int report_asked = 0;

// Adds the runs of `m`'s pages that are mapped (from /proc/self/pagemap) to `runs`; 0 when out of memory. A mapping
// whose entries can't be read adds what was read.
static int add_runs(struct page_run **runs, int *count, int *capacity, int pagemap, const struct file_mapping *m) {
    uint64_t entries[512];
    for (uintptr_t chunk = m->start; chunk < m->end; chunk += 512 * SMALL_PAGE) {
        size_t pages = read_entries(pagemap, chunk, m->end, entries);
        if (pages == 0) return 1;
        for (size_t i = 0; i < pages; i++) {
            if (!(entries[i] >> 63)) continue;
            uintptr_t page = chunk + i * SMALL_PAGE;
            if (*count > 0 && (*runs)[*count - 1].end == page) {
                (*runs)[*count - 1].end = page + SMALL_PAGE;
                continue;
            }
            if (*count == *capacity) {
                int grown = *capacity > 0 ? *capacity * 2 : 256;
                struct page_run *more = realloc(*runs, (size_t)grown * sizeof *more);
                if (more == NULL) return 0;
                *runs = more;
                *capacity = grown;
            }
            (*runs)[(*count)++] = (struct page_run){page, page + SMALL_PAGE};
        }
    }
    return 1;
}

int phone_code_learning_start(void) {
    int pair[2];
    const char *pages = getenv("OPENCARPLAY_APP_CODE_PAGES");
    if ((pages != NULL && strcmp(pages, "huge") == 0) || !wanted() || socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, pair) != 0) return -1;
    struct stat about;
    report_socket = pair[1];
    report_inode = fstat(pair[1], &about) == 0 ? (unsigned long)about.st_ino : 0;
    return pair[0];
}

void phone_code_forked(long ordinal) {
    report_asked = report_socket >= 0 && ordinal > 0 && (ordinal & (ordinal - 1)) == 0;
    if (report_socket >= 0 && !report_asked) {
        close(report_socket);
        report_socket = -1;
    }
}

void phone_code_report_cancel(void) { report_asked = 0; }

void phone_code_report(void) {
    struct stat about;
    if (!report_asked || fstat(report_socket, &about) != 0 || (unsigned long)about.st_ino != report_inode) return;
    report_asked = 0;
    FILE *maps = fopen("/proc/self/maps", "re");
    if (maps == NULL) return;
    int pagemap = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    struct page_run *runs = NULL;
    int count = 0, capacity = 0, complete = pagemap >= 0;
    char line[4096];
    while (complete && fgets(line, sizeof line, maps) != NULL) {
        struct file_mapping m;
        if (read_file_mapping(line, &m)) complete = add_runs(&runs, &count, &capacity, pagemap, &m);
    }
    for (int sent = 0; complete && sent < count; sent += RUNS_PER_REPORT) {
        int n = count - sent < RUNS_PER_REPORT ? count - sent : RUNS_PER_REPORT;
        if (send(report_socket, runs + sent, (size_t)n * sizeof *runs, MSG_DONTWAIT | MSG_NOSIGNAL) < 0) break;
    }
    free(runs);
    if (pagemap >= 0) close(pagemap);
    fclose(maps);
}

// Whether `inode` is in `inodes` (the files the zygote has executable mappings of).
static int is_code_file(const unsigned long *inodes, int count, unsigned long inode) {
    for (int i = 0; i < count; i++)
        if (inodes[i] == inode) return 1;
    return 0;
}

// Maps the runs' pages that are in the zygote's own read-only mappings of code files (a file it has an executable
// mapping of: a data file's copied page would no longer follow the file) and gives each such mapping that has none yet
// a page of its own. Returns how many pages it mapped and mappings it gave a page (0: nothing the zygote hadn't).
static long share_page_tables(const struct page_run *runs, int count) {
    int mem = open("/proc/self/mem", O_RDWR | O_CLOEXEC);
    int pagemap = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    FILE *maps = mem >= 0 && pagemap >= 0 ? fopen("/proc/self/maps", "re") : NULL;
    unsigned long code[256];
    int files = 0;
    char line[4096];
    while (maps != NULL && files < (int)(sizeof code / sizeof code[0]) && fgets(line, sizeof line, maps) != NULL) {
        struct file_mapping m;
        if (read_file_mapping(line, &m) && (m.prot & PROT_EXEC) && !is_code_file(code, files, m.inode)) code[files++] = m.inode;
    }
    if (maps != NULL) rewind(maps);
    long learned = 0;
    int i = 0;
    while (maps != NULL && fgets(line, sizeof line, maps) != NULL) {
        struct file_mapping m;
        if (!read_file_mapping(line, &m) || !is_code_file(code, files, m.inode)) continue;
        while (i < count && runs[i].end <= m.start) i++;
        uintptr_t own = 0;  // a page that can become the mapping's own
        for (int j = i; j < count && runs[j].start < m.end; j++) {
            uintptr_t start = runs[j].start > m.start ? runs[j].start : m.start, end = runs[j].end < m.end ? runs[j].end : m.end;
            long mapped = present_between(pagemap, start, end, NULL), pages = (long)((end - start) / SMALL_PAGE);
            // Linux 5.14 and later: on an older kernel only the pages the zygote has mapped itself are copied.
            if (mapped < pages && madvise((void *)start, end - start, MADV_POPULATE_READ) != 0) continue;
            learned += pages - mapped;
            if (own == 0) own = start;
        }
        long file = 0;
        unsigned char byte;
        // A mapping with a page of its own already (an earlier lesson's, or relocated data) needs no other.
        if (own != 0 && present_between(pagemap, m.start, m.end, &file) == file && pread(mem, &byte, 1, (off_t)own) == 1
            && pwrite(mem, &byte, 1, (off_t)own) == 1)
            learned++;
    }
    if (maps != NULL) fclose(maps);
    if (pagemap >= 0) close(pagemap);
    if (mem >= 0) close(mem);
    return learned;
}

// Whether the runs are what a report holds: whole pages, each after the one before.
static int well_formed(const struct page_run *runs, int count) {
    for (int i = 0; i < count; i++) {
        if (runs[i].start >= runs[i].end || runs[i].start % SMALL_PAGE != 0 || runs[i].end % SMALL_PAGE != 0) return 0;
        if (i > 0 && runs[i].start < runs[i - 1].end) return 0;
    }
    return 1;
}

int phone_code_learn(int socket) {
    ssize_t size = recv(socket, NULL, 0, MSG_PEEK | MSG_TRUNC | MSG_DONTWAIT);
    if (size < 0) return -1;
    struct page_run *runs = size > 0 ? malloc((size_t)size) : NULL;
    ssize_t got = runs != NULL ? recv(socket, runs, (size_t)size, MSG_DONTWAIT) : recv(socket, NULL, 0, MSG_DONTWAIT);
    int count = (int)(size / (ssize_t)sizeof(struct page_run));
    long learned = 0;
    if (size > 0 && got == size && size % (ssize_t)sizeof *runs == 0 && well_formed(runs, count)) learned = share_page_tables(runs, count);
    free(runs);
    return learned > 0;
}
#else
#include "PhoneRuntimeInternal.h"
int phone_code_learning_start(void) { return -1; }
void phone_code_forked(long ordinal) { (void)ordinal; }
void phone_code_report_cancel(void) {}
void phone_code_report(void) {}
int phone_code_learn(int socket) {
    (void)socket;
    return -1;
}
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
