//===- Diagnostics.cpp - The table behind Diagnostics.def -----------------===//
#include "cu2hip/Finding.h"
#include "llvm/Support/ErrorHandling.h"

using namespace cu2hip;

static const DiagInfo Infos[] = {
#define CU2HIP_DIAG(Enum, Id, Sev, Summary) {Id, Severity::Sev, Summary},
#include "cu2hip/Diagnostics.def"
};

const DiagInfo &cu2hip::diagInfo(DiagKind K) {
  return Infos[static_cast<unsigned>(K)];
}

std::optional<DiagKind> cu2hip::diagKindFromId(llvm::StringRef Id) {
  for (unsigned I = 0; I < std::size(Infos); ++I)
    if (Infos[I].Id == Id)
      return static_cast<DiagKind>(I);
  return std::nullopt;
}

llvm::StringRef cu2hip::severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  llvm_unreachable("covered switch");
}
