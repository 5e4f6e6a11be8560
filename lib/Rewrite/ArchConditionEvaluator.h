//===- ArchConditionEvaluator.h - A #if line as AMD sees it ---*- C++ -*-===//
///
/// \file
/// Evaluates the tokens of one #if/#elif condition with the CUDA arch macros
/// undefined, as hipcc leaves them for AMD GPUs (ArchConditionRule.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REWRITE_ARCHCONDITIONEVALUATOR_H
#define CU2HIP_REWRITE_ARCHCONDITIONEVALUATOR_H

#include "cu2hip/Rewrite/TokenStream.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// A #if value as AMD compilation sees it: an integer, or unknown because it
/// depends on macros cu2hip cannot know.
struct CondValue {
  std::optional<int64_t> Known;
  std::vector<std::string> DependsOn;

  static CondValue of(int64_t V) { return {V, {}}; }
  static CondValue unknown(llvm::StringRef Name) {
    return {std::nullopt, {Name.str()}};
  }
  static CondValue unknownOf(const CondValue &A, const CondValue &B) {
    CondValue R{std::nullopt, A.DependsOn};
    for (const std::string &N : B.DependsOn)
      if (!llvm::is_contained(R.DependsOn, N))
        R.DependsOn.push_back(N);
    return R;
  }
};

/// The value of the condition in tokens [\p Begin, \p End) of \p T, where
/// the macros \p IsArch accepts are undefined (0); std::nullopt when the
/// line is not an expression the evaluator reads (defined, !, ~, unary +/-,
/// the binary operators, ?:, parentheses and integer literals).
std::optional<CondValue>
evaluateArchCondition(const TokenStream &T, size_t Begin, size_t End,
                      llvm::function_ref<bool(llvm::StringRef)> IsArch);

} // namespace cu2hip

#endif
