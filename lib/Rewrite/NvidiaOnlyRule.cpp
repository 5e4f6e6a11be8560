//===- NvidiaOnlyRule.cpp - Keep declarations HIP has for NVIDIA only -----===//
///
/// \file
/// The AST finds declarations that AMD builds of the translation already
/// have (AstFacts::NvidiaOnlyDecls): a user's `operator+=` on float4, which
/// HIP's headers declare, or a user's `f(CUresult)` next to `f(cudaError_t)`,
/// both `f(hipError_t)`. Each is put under
/// `#if !defined(__HIP_PLATFORM_AMD__)`: AMD builds use the other
/// declaration, NVIDIA builds of the HIP code (where HIP's types are CUDA's)
/// keep the user's. Adjacent declarations share one guard.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;
using llvm::StringRef;

static constexpr StringRef GuardOpen = "#if !defined(__HIP_PLATFORM_AMD__)";

/// Whether \p Offset is already inside a guard this rule writes (the file
/// is translated code translated again).
static bool alreadyGuarded(StringRef Source, size_t Offset) {
  StringRef Before = Source.take_front(Offset);
  size_t Open = Before.rfind(("\n" + GuardOpen).str());
  if (Open == StringRef::npos && !Before.starts_with(GuardOpen))
    return false;
  Open = Open == StringRef::npos ? 0 : Open + 1;
  StringRef Between = Source.slice(Open, Offset);
  return !Between.contains("\n#endif") && !Between.contains("\n#else");
}

/// Puts AstFacts::NvidiaOnlyDecls under `#if !defined(__HIP_PLATFORM_AMD__)`
/// (rule: NVIDIA-only declarations).
static void guardNvidiaOnlyDecls(RewriteContext &Ctx) {
  if (!Ctx.Facts)
    return;
  StringRef Source = Ctx.Tokens.source();
  std::vector<std::pair<unsigned, unsigned>> Groups; // whole lines
  for (auto [Begin, End] : Ctx.Facts->NvidiaOnlyDecls) {
    if (End > Source.size() || alreadyGuarded(Source, Begin))
      continue;
    if (!Groups.empty() && Groups.back().second <= Begin &&
        Source.slice(Groups.back().second, Begin).trim().empty())
      Groups.back().second = End;
    else if (Groups.empty() || Groups.back().second <= Begin)
      Groups.emplace_back(Begin, End);
  }
  for (auto [Begin, End] : Groups) {
    bool EndsWithNewline = End > 0 && Source[End - 1] == '\n';
    // An insertion is refused only where a replacement cuts across it.
    if (!Ctx.Edits.addAll(
            {{Begin, 0,
              Ctx.inFileLineEndings(
                  (GuardOpen + " // AMD builds declare these already\n")
                      .str())},
             {End, 0,
              Ctx.inFileLineEndings(EndsWithNewline ? "#endif\n"
                                                    : "\n#endif\n")}}))
      Ctx.report(DiagKind::ApiSemantics, Begin,
                 "another rewrite spans these lines, so they could not be "
                 "put under '" +
                     GuardOpen + "': do it by hand");
  }
}

namespace {
class NvidiaOnlyRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "nvidia-only-declarations"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::DeclarationGuard};
  }
  void finish(RewriteContext &Ctx) override { guardNvidiaOnlyDecls(Ctx); }
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createNvidiaOnlyRule(RuleHandoffs &) {
  return std::make_unique<NvidiaOnlyRule>();
}
