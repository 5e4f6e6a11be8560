//===- HeaderNames.h - Identifiers that real headers spell ------*- C++ -*-===//
///
/// \file
/// The evidence check-headers judges rows against: every identifier a set of
/// headers spells outside comments (Clang's raw lexer, no preprocessing), and
/// every identifier that appears once those headers are preprocessed, which
/// adds the names built by token pasting (`make_##type`).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_COVERAGE_HEADERNAMES_H
#define CU2HIP_COVERAGE_HEADERNAMES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip::coverage {

/// Adds the identifiers (keywords included) that \p Text spells outside
/// comments and literals.
void addRawIdentifiers(llvm::StringRef Text, llvm::StringSet<> &Out);

/// Raw-lexes every regular file under \p Dir, recursively, except those in
/// subdirectories named in \p SkipDirs and those whose name contains a
/// non-empty \p SkipFilesContaining. With a non-empty \p NamePrefix, only
/// files whose name starts with it.
llvm::Error addIdentifiersUnder(llvm::StringRef Dir, llvm::StringSet<> &Out,
                                llvm::StringRef NamePrefix = "",
                                llvm::ArrayRef<llvm::StringRef> SkipDirs = {},
                                llvm::StringRef SkipFilesContaining = "");

/// Preprocesses \p Source in-process with the Clang command line \p Args (its
/// last element is the file name the source is given) and adds the
/// identifiers of every token whose expansion lies in a file under one of
/// \p Dirs. Any error while preprocessing is an error: a probe that stopped
/// half way would make present names look missing.
llvm::Error addPreprocessedIdentifiers(llvm::ArrayRef<std::string> Args,
                                       llvm::StringRef Source,
                                       llvm::ArrayRef<std::string> Dirs,
                                       llvm::StringSet<> &Out);

/// Whether \p Path lies under directory \p Dir (both made absolute, dots
/// removed).
bool isUnder(llvm::StringRef Path, llvm::StringRef Dir);

/// The Clang command line that parses the CUDA headers as nvcc's host pass
/// sees them: `__CUDACC__` set and none of Clang's CUDA wrapper headers, which
/// hide the declarations of math_functions.h and sm_30_intrinsics.h behind
/// their own.
std::vector<std::string> cudaHeadersCommandLine(llvm::StringRef CudaPath,
                                                llvm::StringRef FileName);

} // namespace cu2hip::coverage

#endif
