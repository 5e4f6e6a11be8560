//===- ResponseFiles.h - cu2hip's own @file arguments -----------*- C++ -*-===//
///
/// \file
/// `cu2hip @args.txt`: LLVM's option parser would read a response file with
/// no bound and block on a FIFO (`@/dev/zero`, `@fifo`). cu2hip expands them
/// first, through the bounded reader every other input goes through, so the
/// parser finds none left to read.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_DRIVER_RESPONSEFILES_H
#define CU2HIP_DRIVER_RESPONSEFILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip {

/// \p Args with each `@FILE` before the first `--` replaced by the
/// arguments FILE holds (GNU quoting, nested `@` expanded too; relative
/// names from the working folder). An `@FILE` naming nothing stays as it is,
/// as LLVM leaves it. An error where FILE is not a regular file, is larger
/// than read_limit::ResponseFile, or more than 64 are read.
llvm::Expected<std::vector<std::string>>
expandResponseFiles(llvm::ArrayRef<const char *> Args);

} // namespace cu2hip

#endif
