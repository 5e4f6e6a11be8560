//===- Depfile.h - Dependency files Make and Ninja read alike ---*- C++ -*-===//
///
/// \file
/// A build action's depfile (`--depfile`), in the form compilers write
/// (`target: \` then one prerequisite a line). Make and Ninja each read it
/// with rules of their own, so a path is written only in a spelling both
/// read back as that very path; a path that has none (a newline, a quote, a
/// glob character...) is refused, never written raw.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_DEPFILE_H
#define CU2HIP_SUPPORT_DEPFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace cu2hip {

/// Why \p Path cannot be written in a depfile, naming the character (e.g.
/// "holds a newline"); none when it can. \p IsTarget: the rule's target,
/// where Make reads `%` as a pattern.
std::optional<std::string> whyNotInDepfile(llvm::StringRef Path, bool IsTarget);

/// \p Path as Make and Ninja both read it back in a depfile: a space `\ `,
/// `#` `\#`, `:` `\:`, `$` `$$`, everything else as it is. Call only for a
/// path whyNotInDepfile accepts.
std::string escapeForDepfile(llvm::StringRef Path);

/// The depfile text saying that \p Target depends on \p Prerequisites, or
/// an error naming the first path that cannot be written and why.
llvm::Expected<std::string>
renderDepfile(llvm::StringRef Target,
              llvm::ArrayRef<std::string> Prerequisites);

} // namespace cu2hip

#endif
