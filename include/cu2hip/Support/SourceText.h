//===- SourceText.h - Lines and columns in a file's text --------*- C++ -*-===//
///
/// \file
/// Positions as users read them, from byte offsets: every stage that turns
/// an offset into a finding or a report line uses these.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_SOURCETEXT_H
#define CU2HIP_SUPPORT_SOURCETEXT_H

#include "llvm/ADT/StringRef.h"
#include <utility>

namespace cu2hip {

/// 1-based line and column of \p Offset in \p Source.
std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef Source,
                                            unsigned Offset);

/// Byte offset of 1-based line \p Line of \p Source, lineAndColumn's
/// inverse; Source's size when it has fewer lines.
unsigned offsetOfLine(llvm::StringRef Source, unsigned Line);

/// The text of the line holding \p Offset, without its line ending.
llvm::StringRef lineAt(llvm::StringRef Source, unsigned Offset);

/// Whether C or C++ source \p Text was CUDA to its build (nvcc, which
/// includes the runtime first): no host compiler takes `__global__` or
/// `<<<`, and a test of the CUDA compiler's own macros says the file expects
/// one. What the translation and --check-build assume of a C++ unit that no
/// compile database describes.
bool looksCompiledAsCuda(llvm::StringRef Text);

} // namespace cu2hip

#endif
