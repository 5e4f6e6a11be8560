//===- StandInErrors.h - Errors the stand-in headers cause -----*- C++ -*-===//
///
/// \file
/// With --no-cuda-sdk the generated headers (FallbackSdk.h) do not declare
/// the names inside scopes whose rows cover their members (`thrust::`,
/// `cub::`, `cuda::std::`): the tables do not list them. Clang's errors
/// about such a name are turned into the facts the real SDK would give (the
/// qualifiers' table keys, the name's row if it has one) and dropped, with
/// the errors of the statement they break; so are errors about fields of
/// CUDA structs the tables do not list. Errors in the user's code remain.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_STANDINERRORS_H
#define CU2HIP_LIB_FRONTEND_STANDINERRORS_H

#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/AstFacts.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringSet.h"
#include <utility>
#include <vector>

namespace cu2hip {

class StandInErrors {
public:
  StandInErrors(AstFacts &Facts, const MappingTable &Table,
                llvm::StringRef Source)
      : Facts(Facts), Table(Table), Source(Source) {}

  /// Whether the error at \p Loc is the stand-ins' doing (its facts are
  /// recorded): if so, it is not reported.
  bool absorb(const clang::Diagnostic &Info, const clang::SourceManager &SM,
              clang::SourceLocation Loc);

private:
  bool resolveCoveredName(const clang::Diagnostic &Info,
                          const clang::SourceManager &SM,
                          clang::SourceLocation Loc);
  bool followsCoveredName(const clang::Diagnostic &Info, unsigned Offset);
  void failStatement(size_t Begin, size_t Offset);
  void resolveWrittenQualifiers(size_t First, size_t Last);

  AstFacts &Facts;
  const MappingTable &Table;
  llvm::StringRef Source;
  /// Statements that named a covered name the stand-ins lack, and the names
  /// they failed to declare: later errors there are the stand-ins' doing.
  std::vector<std::pair<size_t, size_t>> FailedStatements;
  llvm::StringSet<> FailedNames;
};

} // namespace cu2hip

#endif
