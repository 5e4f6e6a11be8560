//===- ExecutableIdentity.h - What this cu2hip binary is --------*- C++ -*-===//
///
/// \file
/// Entries a cu2hip binary leaves in the cache are trusted only by the same
/// binary (its code and built-in tables decide what they hold). The linker's
/// build ID names the binary's contents; reading it from the loaded program
/// costs nothing, where hashing the file cost 10 ms a process for a binary
/// with LLVM and Clang linked in (CU2HIP_STATIC).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_EXECUTABLEIDENTITY_H
#define CU2HIP_SUPPORT_EXECUTABLEIDENTITY_H

#include <string>

namespace cu2hip {

/// The running program's GNU build ID in hex, or, for a program linked
/// without one, the hash of its file; "" when neither can be had.
std::string executableIdentity();

} // namespace cu2hip

#endif
