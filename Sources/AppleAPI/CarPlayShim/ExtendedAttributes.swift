// SPDX-License-Identifier: Apache-2.0

// Extended attributes with Darwin's signatures: an app keeps a small value with a file (its place in a list, where
// it came from) through `setxattr`/`getxattr`, which on Darwin take a position and options that Linux's lack.

#if os(Linux)
    import Glibc

    /// Darwin's option bits for the calls below (`XATTR_NOFOLLOW`, `XATTR_CREATE`, `XATTR_REPLACE` in `<sys/xattr.h>`).
    private enum DarwinXattrOption {
        static let noFollow: Int32 = 0x0001
        static let create: Int32 = 0x0002
        static let replace: Int32 = 0x0004
    }

    /// Linux keeps an app's attributes in the `user.` namespace; Darwin names them without one.
    private func linuxName(_ name: UnsafePointer<CChar>) -> String { "user." + String(cString: name) }

    /// The C library's own calls (`<sys/xattr.h>`, which Swift's Glibc module doesn't include), found once.
    private enum LinuxXattr {
        typealias Set = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias Remove = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
        /// Linux's flags (`XATTR_CREATE`, `XATTR_REPLACE`).
        static let create: Int32 = 1
        static let replace: Int32 = 2

        static func symbol<F>(_ name: String, as type: F.Type) -> F {
            guard let found = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("the C library has no \(name)") }
            return unsafeBitCast(found, to: type)
        }
        nonisolated(unsafe) static let set = symbol("setxattr", as: Set.self)
        nonisolated(unsafe) static let lset = symbol("lsetxattr", as: Set.self)
        nonisolated(unsafe) static let get = symbol("getxattr", as: Get.self)
        nonisolated(unsafe) static let lget = symbol("lgetxattr", as: Get.self)
        nonisolated(unsafe) static let remove = symbol("removexattr", as: Remove.self)
        nonisolated(unsafe) static let lremove = symbol("lremovexattr", as: Remove.self)
    }

    /// Sets the extended attribute `name` of the file at `path` to `size` bytes at `value`. Mirrors Darwin's
    /// [`setxattr`](https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/setxattr.2.html):
    /// 0, or -1 with `errno` set. `options` takes Darwin's bits (no follow, create, replace); `position` must be 0
    /// (only resource forks have others). - Note: The attribute is Linux's `user.NAME`, so the file system must keep
    /// user attributes (ext4, btrfs, xfs, tmpfs do); where it doesn't, the call fails with `ENOTSUP` (`EOPNOTSUPP`).
    public func setxattr(
        _ path: UnsafePointer<CChar>!, _ name: UnsafePointer<CChar>!, _ value: UnsafeRawPointer!, _ size: Int, _ position: UInt32,
        _ options: Int32
    ) -> Int32 {
        guard let path, let name, position == 0 else {
            errno = EINVAL
            return -1
        }
        var flags: Int32 = 0
        if options & DarwinXattrOption.create != 0 { flags |= LinuxXattr.create }
        if options & DarwinXattrOption.replace != 0 { flags |= LinuxXattr.replace }
        let attribute = linuxName(name)
        return options & DarwinXattrOption.noFollow != 0
            ? LinuxXattr.lset(path, attribute, value, size, flags) : LinuxXattr.set(path, attribute, value, size, flags)
    }

    /// Reads the extended attribute `name` of the file at `path` into `value` (at most `size` bytes); with a nil
    /// `value`, its length. Mirrors Darwin's
    /// [`getxattr`](https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/getxattr.2.html):
    /// the length, or -1 with `errno` set (`ENODATA`, which Darwin calls `ENOATTR`, when the file has no such attribute).
    public func getxattr(
        _ path: UnsafePointer<CChar>!, _ name: UnsafePointer<CChar>!, _ value: UnsafeMutableRawPointer!, _ size: Int, _ position: UInt32,
        _ options: Int32
    ) -> Int {
        guard let path, let name, position == 0 else {
            errno = EINVAL
            return -1
        }
        let attribute = linuxName(name)
        return options & DarwinXattrOption.noFollow != 0
            ? LinuxXattr.lget(path, attribute, value, size) : LinuxXattr.get(path, attribute, value, size)
    }

    /// Removes the extended attribute `name` of the file at `path`. Mirrors Darwin's
    /// [`removexattr`](https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/removexattr.2.html):
    /// 0, or -1 with `errno` set.
    public func removexattr(_ path: UnsafePointer<CChar>!, _ name: UnsafePointer<CChar>!, _ options: Int32) -> Int32 {
        guard let path, let name else {
            errno = EINVAL
            return -1
        }
        let attribute = linuxName(name)
        return options & DarwinXattrOption.noFollow != 0 ? LinuxXattr.lremove(path, attribute) : LinuxXattr.remove(path, attribute)
    }
#endif
