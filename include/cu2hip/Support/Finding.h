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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

enum class Severity { Note, Warning, Error };

/// The hand work one site needs (see Diagnostics.def).
enum class Effort { Low, Medium, High };

/// What a finding is about, for the report's grouping.
enum class DiagCategory {
  Translation, ///< a name or call the translation could not carry faithfully
  Wave64,      ///< code that assumes 32-lane warps
  InlinePtx,   ///< inline PTX assembly
  Portability, ///< a CUDA feature AMD GPUs or HIP lack
  Library,     ///< a library whose ROCm counterpart works differently
  Target,      ///< the target HIP version lacks or deprecates the name
  Build,       ///< build scripts
  Input,       ///< the input itself (unreadable, unparseable)
};

enum class DiagKind {
#define CU2HIP_DIAG(Enum, Id, Sev, Eff, Cat, Summary) Enum,
#include "cu2hip/Support/Diagnostics.def"
};

struct DiagInfo {
  llvm::StringRef Id;
  Severity Sev;
  cu2hip::Effort Effort;
  DiagCategory Category;
  llvm::StringRef Summary;
};

const DiagInfo &diagInfo(DiagKind K);
/// Every diagnostic, in Diagnostics.def order.
llvm::ArrayRef<DiagInfo> allDiagnostics();
std::optional<DiagKind> diagKindFromId(llvm::StringRef Id);
llvm::StringRef severityName(Severity S);
llvm::StringRef effortName(Effort E);
llvm::StringRef categoryName(DiagCategory C);

/// One replacement a finding offers: applying it is the user's choice
/// (--export-fixes), never done by the translation.
struct FixIt {
  FixIt() = default;
  FixIt(unsigned Offset, unsigned Length, std::string Text)
      : Offset(Offset), Length(Length), Text(std::move(Text)) {}

  unsigned Offset = 0; ///< in the input file
  unsigned Length = 0;
  std::string Text;
  unsigned Line = 0, Column = 0; ///< of Offset, filled in by translateSource
  /// Offset in the translated output; unset when the translation edited
  /// the text the fix would replace (the fix then cannot be offered).
  std::optional<unsigned> OutputOffset;
};

struct Finding {
  Finding() = default;
  Finding(DiagKind Kind, unsigned Offset, unsigned Line, unsigned Column,
          std::string Message, std::string CudaName = "")
      : Kind(Kind), Offset(Offset), Line(Line), Column(Column),
        Message(std::move(Message)), CudaName(std::move(CudaName)) {}

  DiagKind Kind = DiagKind::InputError;
  unsigned Offset = 0;  ///< Byte offset in the input file.
  unsigned Line = 0;    ///< 1-based; 0 for findings about a whole file.
  unsigned Column = 0;  ///< 1-based.
  std::string Message;  ///< Without the trailing "[cu2hip-<id>]".
  std::string CudaName; ///< The CUDA name involved, if any.
  /// Bytes of the input the finding is about (the exact expression), from
  /// Offset; 0 when it is about a point or a whole file.
  unsigned Length = 0;
  /// Fixes to offer, for findings whose intent is unambiguous.
  std::vector<FixIt> Fixes;
  /// The input line the finding is on, without its newline (filled in by
  /// translateSource; empty for whole-file findings).
  std::string SourceLine;
};

} // namespace cu2hip

#endif
