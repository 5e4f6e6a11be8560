//===- Diagnostics.cpp - The table behind Diagnostics.def -----------------===//
#include "cu2hip/Support/Finding.h"
#include "llvm/Support/ErrorHandling.h"

using namespace cu2hip;

static const DiagInfo Infos[] = {
#define CU2HIP_DIAG(Enum, Id, Sev, Eff, Cat, Summary)                          \
  {Id, Severity::Sev, Effort::Eff, DiagCategory::Cat, Summary},
#include "cu2hip/Support/Diagnostics.def"
};

const DiagInfo &cu2hip::diagInfo(DiagKind K) {
  return Infos[static_cast<unsigned>(K)];
}

llvm::ArrayRef<DiagInfo> cu2hip::allDiagnostics() { return Infos; }

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

llvm::StringRef cu2hip::effortName(Effort E) {
  switch (E) {
  case Effort::Low:
    return "low";
  case Effort::Medium:
    return "medium";
  case Effort::High:
    return "high";
  }
  llvm_unreachable("covered switch");
}

llvm::StringRef cu2hip::categoryName(DiagCategory C) {
  switch (C) {
  case DiagCategory::Translation:
    return "translation";
  case DiagCategory::Wave64:
    return "wave64";
  case DiagCategory::InlinePtx:
    return "inline-ptx";
  case DiagCategory::Portability:
    return "portability";
  case DiagCategory::Library:
    return "library";
  case DiagCategory::Target:
    return "target";
  case DiagCategory::Build:
    return "build";
  case DiagCategory::Input:
    return "input";
  }
  llvm_unreachable("covered switch");
}
