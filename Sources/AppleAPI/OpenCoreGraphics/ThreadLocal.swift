// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An object kept per thread: each thread reads what it set itself, nil until then. For UIKit's per-thread state (the
/// current traits, the graphics context stack), which views read at every draw: Foundation's `threadDictionary` costs a
/// bridged dictionary lookup each time (a tenth of a custom screen's snapshot), a POSIX thread-specific key a load.
/// A thread's object is released when the thread ends. - Note: Ours.
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()

    package init() {
        #if canImport(Darwin)
            pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #else
            pthread_key_create(&key) { pointer in
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            }
        #endif
    }

    /// This thread's object.
    package var value: Value? {
        get { pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() } }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        }
    }
}
