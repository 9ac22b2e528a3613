// SPDX-License-Identifier: Apache-2.0
// Bundle.main for the app the car runs (ours). See AppBundles.swift in CarPlayHost.
#ifndef PHONE_BUNDLE_H
#define PHONE_BUNDLE_H

/// Which app's bundle the main bundle stands for right now: returns a handle from phone_bundle_create, or NULL for the
/// process's own main bundle. Called from any thread, on each lookup through the main bundle.
typedef const void *_Nullable (*phone_bundle_provider)(void);

/// Whether the main bundle can stand for an app's bundle on this platform (1 on Linux, where Foundation's Bundle reads
/// through Core Foundation calls the executable may define; 0 elsewhere: Bundle.main stays the process's).
int phone_bundle_supported(void);
/// Starts answering main-bundle lookups for the app `provider` names (NULL: stop). Takes the process's main bundle
/// first, so call it before apps run.
void phone_bundle_install(phone_bundle_provider _Nullable provider);
/// A bundle for the folder at `path` (an app's bundle folder, its Info.plist at the top), retained; NULL when the
/// platform can't or the folder isn't one. Release it with phone_bundle_release.
const void *_Nullable phone_bundle_create(const char *_Nonnull path);
void phone_bundle_release(const void *_Nullable bundle);
/// How many lookups through the main bundle were answered with an app's bundle so far (for tests).
unsigned long phone_bundle_redirects(void);
#endif
