//===- RunResult.cpp - What a run made of each file -----------------------===//
#include "cu2hip/Support/RunResult.h"
#include "llvm/ADT/STLExtras.h"

using namespace cu2hip;

unsigned BuildCheckResult::checked() const {
  return llvm::count_if(Units, [](const UnitBuild &U) {
    return U.Result != UnitBuild::Outcome::NotChecked;
  });
}

unsigned BuildCheckResult::built() const {
  return llvm::count_if(Units, [](const UnitBuild &U) {
    return U.Result == UnitBuild::Outcome::Built;
  });
}

bool RunResult::anyFailed() const {
  return llvm::any_of(Files, [](const FileResult &F) {
    return F.Status == FileStatus::Failed;
  });
}
