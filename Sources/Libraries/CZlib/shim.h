// zlib, the system's (Debian: zlib1g-dev): inflates the zlib-compressed blobs of OpenStreetMap PBF files.
#include <zlib.h>
