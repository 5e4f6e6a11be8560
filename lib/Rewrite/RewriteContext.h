//===- RewriteContext.h - State shared by the rewrite rules -----*- C++ -*-===//
///
/// \file
/// One file being translated: its tokens, the edits taken so far, and the
/// findings. Each rule (identifiers, handlers, launches, includes) is a free
/// function over this context, in its own file.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REWRITE_REWRITECONTEXT_H
#define CU2HIP_LIB_REWRITE_REWRITECONTEXT_H

#include "cu2hip/Mapping/ArgTemplate.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/Shims.h"
#include "cu2hip/Support/EditSet.h"
#include "cu2hip/Rewrite/TokenStream.h"
#include "cu2hip/Rewrite/Translate.h"
#include "cu2hip/Support/SourceText.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Twine.h"

namespace cu2hip {

/// A call whose argument list is rebuilt from a template once every other
/// rule has run.
struct PendingCall {
  size_t Open, Close; ///< the token indices of its parentheses
  std::vector<std::pair<size_t, size_t>> Args; ///< TokenStream::splitArguments
  ArgTemplate Template;
};

struct RewriteContext {
  llvm::StringRef FileName;
  const TokenStream &Tokens;
  const MappingTable &Table;
  const TranslateOptions &Options;
  const AstFacts *Facts; // may be null
  EditSet Edits;
  std::vector<Finding> Findings;
  bool UsesCuda = false;
  /// Macros this file #defines itself (never unknown CUDA names).
  llvm::StringSet<> LocalMacros;
  std::vector<PendingCall> PendingCalls;
  /// Identifiers before this offset belong to a call left as CUDA on
  /// purpose (call-not-rewritten) and stay as written.
  unsigned FrozenUntil = 0;
  /// Where table rows were used, with the row's family: the API-use counts
  /// are taken once every finding is known.
  std::vector<std::pair<unsigned, llvm::StringRef>> ApiUseSites;
  /// The `asm` keywords seen, for the inline-PTX rule once the other edits
  /// inside their operands are known.
  std::vector<size_t> InlineAsm;
  /// Identifiers a line-level rule already reported (the __CUDA_ARCH__ of a
  /// condition line): the identifier rule leaves them alone.
  llvm::DenseSet<unsigned> CoveredTokens;
  /// Source ranges [begin, end) a rule made valid C++ of (a braced launch
  /// configuration Clang does not parse): Clang's errors there are dropped.
  std::vector<std::pair<unsigned, unsigned>> RepairedRanges;
  /// The shims whose names the translation wrote, in first-use order.
  std::vector<const Shim *> UsedShims;

  /// A C file (cuSPARSE's samples are C): rewrites write NULL, not nullptr.
  bool inCSource() const;
  /// \p Lines (ending in '\n') with the file's line endings: lines a rule
  /// adds to a CRLF file end in CRLF.
  std::string inFileLineEndings(llvm::StringRef Lines) const;

  void report(DiagKind Kind, unsigned Offset, const llvm::Twine &Message,
              llvm::StringRef CudaName = "") {
    Findings.push_back({Kind, Offset, 0, 0, Message.str(), CudaName.str()});
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

/// Renames and reports identifiers (rule: identifiers).
void rewriteIdentifier(RewriteContext &Ctx, size_t Index);
/// Applies \p Handler to the call whose callee is token \p NameIndex.
void applyHandler(RewriteContext &Ctx, HandlerKind Handler, size_t NameIndex);
/// Checks that the call at \p NameIndex can take the row's argument
/// template (or the one \p Handler picks) and queues it; otherwise reports
/// why and returns false: the call must then keep its CUDA name.
bool planCallRewrite(RewriteContext &Ctx, const MappingRow &Row,
                     HandlerKind Handler, size_t NameIndex);
/// Rebuilds the queued argument lists (rule: call arguments).
void rewritePendingCalls(RewriteContext &Ctx);
/// `k<<<...>>>(...)` -> hipLaunchKernelGGL; \p ChevronIndex is the `<<<`.
void rewriteLaunch(RewriteContext &Ctx, size_t ChevronIndex);
/// `k<<<g, {x, y, 1}>>>` -> `k<<<g, dim3(x, y, 1)>>>`: nvcc accepts a braced
/// grid or block size, Clang (hence hipcc) does not.
void rewriteBracedLaunchConfig(RewriteContext &Ctx, size_t ChevronIndex);
/// The `__global__` functions the file defines (with a body).
void findKernels(RewriteContext &Ctx, std::vector<KernelInfo> &Kernels);
/// Reports each #if/#elif/#ifdef/#ifndef line testing __CUDA_ARCH__ once,
/// with the branch AMD builds compile (rule: arch conditions).
void reportArchConditions(RewriteContext &Ctx);
/// Reports texture and surface reference declarations (`texture<float, 1>
/// tex;`), which CUDA 12 removed (rule: texture references).
void reportTextureReferences(RewriteContext &Ctx);
/// Puts AstFacts::NvidiaOnlyDecls under `#if !defined(__HIP_PLATFORM_AMD__)`
/// (rule: NVIDIA-only declarations).
void guardNvidiaOnlyDecls(RewriteContext &Ctx);
/// Writes the code of Ctx.UsedShims after the file's includes (rule: shims).
void insertShims(RewriteContext &Ctx);
/// `register` at \p Index, in C++: dropped (hipcc refuses it in C++17).
void dropRegisterKeyword(RewriteContext &Ctx, size_t Index);
/// Inserts a comment above each line with a finding that needs hand work.
void markSites(RewriteContext &Ctx, llvm::StringRef Source);
/// `asm`, `__asm__` or `__asm`.
bool isAsmKeyword(llvm::StringRef Name);
/// Replaces each asm statement of Ctx.InlineAsm whose PTX has an exact HIP
/// equivalent, and reports the others (rule: inline PTX).
void rewriteInlinePtx(RewriteContext &Ctx);
/// Renames the fragment a macro pastes CUDA names from (`cuda##name`) when
/// every use in the file maps by one rename; otherwise reports each use
/// (rule: token pastes).
void rewriteTokenPastes(RewriteContext &Ctx);
/// Rewrites every #include of a CUDA header, without duplicating includes,
/// and adds the HIP runtime include where nvcc's implicit one was relied on.
void rewriteIncludes(RewriteContext &Ctx);

} // namespace cu2hip

#endif
