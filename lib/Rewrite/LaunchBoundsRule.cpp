//===- LaunchBoundsRule.cpp - __launch_bounds__ as HIP reads it -----------===//
///
/// \file
/// HIP 5.2's `__launch_bounds__` (amd_hip_runtime.h) takes one or two
/// arguments. The first, the most threads per block, means what CUDA's
/// does (amdgpu_flat_work_group_size). The second becomes
/// amdgpu_waves_per_eu: a minimum number of waves per execution unit, where
/// CUDA's is a minimum number of resident blocks per multiprocessor, so the
/// same number asks for another occupancy. A third, CUDA 12's most thread
/// block clusters per multiprocessor, makes HIP's macro expand to a call
/// that does not compile; AMD GPUs have no clusters, so it is dropped.
/// Reported as [cu2hip-launch-bounds] (docs/diagnostics/launch-bounds.md).
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

namespace {
class LaunchBoundsRule : public RewriteRule {
public:
  StringRef name() const override { return "launch-bounds"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::LaunchBoundsArguments};
  }

  /// Looks at each `__launch_bounds__(...)` and leaves the token to the
  /// identifier rule (it is a table row too): never claims it.
  bool token(RewriteContext &Ctx, size_t &Index) override {
    const TokenStream &T = Ctx.Tokens;
    if (!T[Index].isIdentifier() || T.text(Index) != "__launch_bounds__")
      return false;
    StringRef Directive = T.directiveName(Index);
    if (Directive == "include" || Directive == "if" || Directive == "ifdef" ||
        Directive == "ifndef" || Directive == "elif" || Directive == "undef" ||
        (Index > 0 && T.text(Index - 1) == "define" && Directive == "define"))
      return false; // not a use: a condition, or the user's own definition
    size_t Open = Index + 1;
    std::vector<std::pair<size_t, size_t>> Args;
    if (Open >= T.size() || !T[Open].is(tok::l_paren) ||
        !T.splitArguments(Open, Args) || Args.size() < 2)
      return false;
    size_t Close = T.findClosing(Open);
    unsigned Begin = T[Index].Offset;
    auto ArgText = [&](size_t N) {
      unsigned From = T[Args[N].first].Offset;
      return T.source().slice(From, T[Args[N].second - 1].end());
    };
    std::string Message;
    if (Args.size() == 2 && ArgText(1) == "1")
      return false; // one resident block or one wave: no bound either way
    if (Args.size() == 2) {
      Message = "the second argument of '__launch_bounds__' ('" +
                ArgText(1).str() +
                "') is CUDA's minimum of resident blocks per multiprocessor, "
                "but HIP passes it to amdgpu_waves_per_eu as a minimum of "
                "waves per execution unit: check the occupancy it asks for";
    } else {
      // Drop everything after the second argument, comma included.
      unsigned From = T[Args[1].second - 1].end();
      unsigned To = T[Close].Offset;
      bool Dropped = !T.crossesDirective(Open, Close) &&
                     Ctx.Edits.isFree(From, To - From) &&
                     Ctx.Edits.replace(From, To - From, "");
      Message = "HIP's '__launch_bounds__' takes two arguments at most; the "
                "third, CUDA's most thread block clusters per multiprocessor "
                "('" +
                ArgText(2).str() + "'), " +
                (Dropped ? "was dropped: AMD GPUs have no clusters"
                         : "could not be dropped here: delete it by hand "
                           "(AMD GPUs have no clusters)");
    }
    Ctx.UsesCuda = true;
    Finding F{DiagKind::LaunchBounds, Begin, 0, 0, std::move(Message),
              "__launch_bounds__"};
    F.Length = T[Close].end() - Begin;
    Ctx.Findings.push_back(std::move(F));
    return false;
  }
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createLaunchBoundsRule(RuleHandoffs &) {
  return std::make_unique<LaunchBoundsRule>();
}
