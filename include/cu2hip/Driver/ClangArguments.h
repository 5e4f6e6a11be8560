//===- ClangArguments.h - The arguments after `--` --------------*- C++ -*-===//
///
/// \file
/// `cu2hip FILE -o OUT -- -DX -Iinc`: what follows `--` is Clang's, split
/// off the way Clang's own tools do (FixedCompilationDatabase, as in
/// CommonOptionsParser). Clang's driver reads them once, so what it takes
/// for inputs rather than options (a file name, a linker input, @file) is
/// dropped: cu2hip names its inputs before `--`.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_DRIVER_CLANGARGUMENTS_H
#define CU2HIP_DRIVER_CLANGARGUMENTS_H

#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip {

/// The Clang arguments after the first `--` of \p Argv (none without one);
/// \p Argc becomes the count before it, the part that is cu2hip's. An error
/// where they make no compilation for Clang (-E, -M).
llvm::Expected<std::vector<std::string>>
splitClangArguments(int &Argc, const char *const *Argv);

} // namespace cu2hip

#endif
