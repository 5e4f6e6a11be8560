//===- RewriteContext.h - State shared by the rewrite rules -----*- C++ -*-===//
///
/// \file
/// One file being translated: its tokens, the edits taken so far, and the
/// findings. Each rule (RewriteRule.h) is a class in its own file, whose
/// hooks get this context; the helpers several rules share (resolveRow,
/// handlerEdits) are declared below.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REWRITE_REWRITECONTEXT_H
#define CU2HIP_LIB_REWRITE_REWRITECONTEXT_H

#include "RewriteRule.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/Shims.h"
#include "cu2hip/Rewrite/TokenStream.h"
#include "cu2hip/Rewrite/Translate.h"
#include "cu2hip/Support/EditSet.h"
#include "cu2hip/Support/SourceText.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Twine.h"

namespace cu2hip {

struct RewriteContext {
  RewriteContext(llvm::StringRef FileName, const TokenStream &Tokens,
                 const MappingTable &Table, const TranslateOptions &Options,
                 const AstFacts *Facts)
      : FileName(FileName), Tokens(Tokens), Table(Table), Options(Options),
        Facts(Facts) {}

  // What the rules read.
  llvm::StringRef FileName;
  const TokenStream &Tokens;
  const MappingTable &Table;
  const TranslateOptions &Options;
  const AstFacts *Facts; // may be null

  /// Macros this file #defines itself (never unknown CUDA names), found
  /// before any rule runs.
  llvm::StringSet<> LocalMacros;

  // What the rules make, for translateSource's result.
  EditSet Edits;
  std::vector<Finding> Findings;
  /// Any rule that sees CUDA in the file sets it.
  bool UsesCuda = false;
  /// Where table rows were used, with the row's family (identifiers, arch
  /// conditions): the API-use counts are taken once every finding is known.
  std::vector<std::pair<unsigned, llvm::StringRef>> ApiUseSites;
  /// Source ranges [begin, end) a rule made valid C++ of (launches: a braced
  /// configuration Clang does not parse): Clang's errors there are dropped.
  std::vector<std::pair<unsigned, unsigned>> RepairedRanges;

  // What one rule hands another where several rules write, so that no
  // single typed hand-off (RuleHandoffs) fits: each channel names its writers
  // and readers. A rule's own state lives in its class (RewriteRule.h).

  /// resolveRow (identifiers, includes) and the shim rule's own requests ->
  /// the shim rule: the shims the translation uses, in first-use order
  /// (also in translateSource's result).
  std::vector<const Shim *> UsedShims;

  /// Fills LocalMacros from the file's #define lines.
  void findLocalMacros();

  /// A C file (cuSPARSE's samples are C): rewrites write NULL, not nullptr.
  bool inCSource() const;
  /// \p Lines (ending in '\n') with the file's line endings: lines a rule
  /// adds to a CRLF file end in CRLF.
  std::string inFileLineEndings(llvm::StringRef Lines) const;

  void report(DiagKind Kind, unsigned Offset, const llvm::Twine &Message,
              llvm::StringRef CudaName = "") {
    Findings.emplace_back(Kind, Offset, 0, 0, Message.str(), CudaName.str());
  }
};

/// The name a row translates to for the target, after version checks; empty
/// when the use must stay as it is (and a finding says why).
struct Resolution {
  llvm::StringRef Name;
  HandlerKind Handler = HandlerKind::None;
};
Resolution resolveRow(RewriteContext &Ctx, const MappingRow &Row,
                      unsigned Offset);
/// Under --roc, the ROCm library \p Family translates to; null without
/// --roc or where the family keeps its hip* library.
const LibraryInfo *rocLibraryOf(const RewriteContext &Ctx,
                                llvm::StringRef Family);
/// Under --roc, the ROCm library whose names \p Row's family writes; null
/// where the row's hip* name (or its unsupported finding) stands.
const LibraryInfo *rocLibraryFor(const RewriteContext &Ctx,
                                 const MappingRow &Row);
/// The row's `roc` name, or a roc-unsupported finding and nothing.
Resolution resolveRocRow(RewriteContext &Ctx, const MappingRow &Row,
                         const LibraryInfo &Library, unsigned Offset);

/// What a handler makes of one call: the edits to its arguments, which the
/// callee's rename takes with it or not at all, and what to say about them.
struct HandlerEdits {
  std::vector<Edit> Edits;
  std::vector<Finding> Findings;

  void report(DiagKind Kind, unsigned Offset, const llvm::Twine &Message,
              llvm::StringRef CudaName = "") {
    Findings.emplace_back(Kind, Offset, 0, 0, Message.str(), CudaName.str());
  }
};
/// What \p Handler makes of the call whose callee is token \p NameIndex
/// (nothing, where it is not a call).
[[nodiscard]] HandlerEdits handlerEdits(const RewriteContext &Ctx,
                                        HandlerKind Handler, size_t NameIndex);
/// `k << <grid, block >> >(args)`, which nvcc takes and Clang does not:
/// closes up the chevrons in \p Buffer, keeping its length (every offset
/// names the same text), and returns the edits that do so in the output.
std::vector<Edit> closeSpacedChevrons(std::string &Buffer);
/// The `__global__` functions the file defines (with a body).
void findKernels(RewriteContext &Ctx, std::vector<KernelInfo> &Kernels);
/// Inserts a comment above each line with a finding that needs hand work.
void markSites(RewriteContext &Ctx, llvm::StringRef Source);

} // namespace cu2hip

#endif
