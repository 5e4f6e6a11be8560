//===- CacheCommand.h - `cu2hip cache` on the command line ------*- C++ -*-===//
#ifndef CU2HIP_TOOLS_CACHECOMMAND_H
#define CU2HIP_TOOLS_CACHECOMMAND_H

#include "llvm/Support/CommandLine.h"
#include <cstdint>

extern llvm::cl::SubCommand CacheCommand;
extern llvm::cl::OptionCategory CacheCategory;

/// `cu2hip cache stats|prune|clear` on the cache in \p Dir ("" = none);
/// prune keeps at most \p Limit bytes. Exit status: 0 done, 2 usage error.
int cacheMain(llvm::StringRef Dir, uint64_t Limit);

#endif
