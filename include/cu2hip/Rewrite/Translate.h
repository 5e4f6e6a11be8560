//===- Translate.h - Translate one CUDA source to HIP -----------*- C++ -*-===//
///
/// \file
/// The pure core of cu2hip: source text in, HIP text and findings out. The
/// frontend (Frontend.h) can add facts from Clang's AST; without them the
/// translation works from the token stream alone, which is what happens for
/// files that do not parse.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TRANSLATE_H
#define CU2HIP_TRANSLATE_H

#include "cu2hip/Mapping/HipVersion.h"
#include "cu2hip/Support/AstFacts.h"
#include "cu2hip/Support/EditSet.h"
#include "cu2hip/Support/Finding.h"
#include "cu2hip/Support/RunResult.h"
#include "llvm/ADT/ArrayRef.h"
#include <map>
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;
struct Shim;

/// The header a translated tree gets at its root when its files use shims.
inline constexpr llvm::StringLiteral CompatHeaderName = "cu2hip_compat.h";

enum class LaunchStyle {
  Chevron,         ///< keep `k<<<g, b>>>(args)`: HIP compiles it as is
  LaunchKernelGGL, ///< `hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, args)`
};

struct TranslateOptions {
  HipVersion Target = HipVersion::floor();
  LaunchStyle Launch = LaunchStyle::Chevron;
  /// Add `#include <hip/hip_runtime.h>` to translated .cu/.cuh files that
  /// relied on nvcc's implicit cuda_runtime.h.
  bool AddRuntimeInclude = true;
  /// Put a `// CU2HIP(cu2hip-<id>): message` comment above each line with a
  /// warning or error that needs hand work (--mark-sites).
  bool MarkSites = false;
  /// Where the shims a file uses go. "": into the file itself (a single
  /// file, stdout). Otherwise the spelling, from this file, of the output
  /// tree's compat header (`"../cu2hip_compat.h"`): the file asks for its
  /// shims by macro and includes that header.
  std::string CompatInclude;
  /// --roc: the libraries' own ROCm names (rocblas_sgemm) instead of their
  /// hip* wrappers (hipblasSgemm), for AMD-only ports.
  bool Roc = false;
};

struct TranslationResult {
  std::string Text;
  /// The edits that make Text of the source, in EditSet's order: Text is
  /// the source with them applied. An editor offers them one by one.
  std::vector<Edit> Edits;
  std::vector<Finding> Findings;
  unsigned Replacements = 0;
  /// The file mentions CUDA at all (a name, header or launch).
  bool UsesCuda = false;
  /// By table family (`runtime`, `cublas`...; `unclassified` for names the
  /// tables miss).
  std::map<std::string, ApiUseCount> ApiUses;
  std::vector<KernelInfo> Kernels;
  /// For each line of Text (index 0: line 1), the source line it comes
  /// from: --check-build reports a compiler's error at the CUDA line.
  std::vector<unsigned> InputLines;
  /// The shims the text uses (from the compat header or written into it).
  std::vector<const Shim *> Shims;
};

/// Translates \p Source (the contents of \p FileName; the extension decides
/// whether a HIP runtime include may be added). \p Facts may be null.
TranslationResult translateSource(llvm::StringRef FileName,
                                  llvm::StringRef Source,
                                  const MappingTable &Table,
                                  const TranslateOptions &Options,
                                  const AstFacts *Facts);

/// The compat header of a tree whose files use \p Shims (in any order):
/// each shim once, in table order, under its guard, compiled only where a
/// file defines the shim's request macro before including it.
std::string compatHeaderText(llvm::ArrayRef<const Shim *> Shims,
                             const TranslateOptions &Options);

} // namespace cu2hip

#endif
