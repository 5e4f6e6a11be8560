//===- Finding.h - What cu2hip reports about a file -------------*- C++ -*-===//
///
/// \file
/// A finding is one diagnostic at one place. Every finding has a DiagKind
/// declared in Diagnostics.def, so the text on stderr, the JSON report and
/// the documentation always agree on its id.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_FINDING_H
#define CU2HIP_FINDING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace cu2hip {

enum class Severity { Note, Warning, Error };

enum class DiagKind {
#define CU2HIP_DIAG(Enum, Id, Sev, Summary) Enum,
#include "cu2hip/Diagnostics.def"
};

struct DiagInfo {
  llvm::StringRef Id;
  Severity Sev;
  llvm::StringRef Summary;
};

const DiagInfo &diagInfo(DiagKind K);
std::optional<DiagKind> diagKindFromId(llvm::StringRef Id);
llvm::StringRef severityName(Severity S);

struct Finding {
  DiagKind Kind;
  unsigned Offset = 0; ///< Byte offset in the input file.
  unsigned Line = 0;   ///< 1-based; 0 for findings about a whole file.
  unsigned Column = 0; ///< 1-based.
  std::string Message; ///< Without the trailing "[cu2hip-<id>]".
  std::string CudaName; ///< The CUDA name involved, if any.
};

} // namespace cu2hip

#endif
