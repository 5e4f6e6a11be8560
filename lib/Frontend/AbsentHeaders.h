//===- AbsentHeaders.h - Where includes looked in vain ----------*- C++ -*-===//
///
/// \file
/// A cached parse depends on the files it read (their hashes) and also on
/// the files it looked for and did not find: a header that appears later in
/// a user directory searched before the one that answered, or for an
/// include that was not found at all, changes what the parse would read.
/// These callbacks record each such path (ParsedUnit::AbsentPaths).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_ABSENTHEADERS_H
#define CU2HIP_LIB_FRONTEND_ABSENTHEADERS_H

#include "AstFactsCollector.h"
#include "clang/Lex/PPCallbacks.h"
#include <memory>

namespace clang {
class HeaderSearch;
}

namespace cu2hip {

/// Records, for `#include` and `__has_include` in user files, the paths in
/// user (not system) directories that the lookup tried before its answer.
std::unique_ptr<clang::PPCallbacks>
absentHeaderRecorder(UnitCollector &Unit, clang::HeaderSearch &Search);

} // namespace cu2hip

#endif
