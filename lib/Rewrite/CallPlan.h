//===- CallPlan.h - Calls whose argument lists are rebuilt ------*- C++ -*-===//
///
/// \file
/// The hand-off from the identifier rule to the call rule (RuleHandoffs):
/// when the identifier rule meets a callee whose row has an argument
/// template, it plans the call here; the call rule, which owns the plan,
/// rebuilds the planned argument lists at finish, once every other edit
/// inside them is known.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REWRITE_CALLPLAN_H
#define CU2HIP_LIB_REWRITE_CALLPLAN_H

#include "cu2hip/Mapping/ArgTemplate.h"
#include <algorithm>
#include <utility>
#include <vector>

namespace cu2hip {

struct MappingRow;
struct RewriteContext;

/// A call whose argument list is rebuilt from a template once every other
/// rule has run.
struct PendingCall {
  size_t Open, Close; ///< the token indices of its parentheses
  std::vector<std::pair<size_t, size_t>> Args; ///< TokenStream::splitArguments
  ArgTemplate Template;
};

class CallPlan {
public:
  /// Checks that the call at \p NameIndex can take the row's argument
  /// template (or the one its `args_from` constant selects) and plans it;
  /// otherwise reports why, freezes the call and returns false: the call
  /// must then keep its CUDA name.
  [[nodiscard]] bool plan(RewriteContext &Ctx, const MappingRow &Row,
                          size_t NameIndex);

  /// Keeps the identifiers before \p Offset as written: they lie in a call
  /// left as CUDA on purpose (call-not-rewritten). Written by plan() and by
  /// the identifier rule when a handler's argument edits are refused.
  void freezeUntil(unsigned Offset) {
    FrozenUntil = std::max(FrozenUntil, Offset);
  }
  /// Whether the identifier at \p Offset must stay as written.
  bool isFrozen(unsigned Offset) const { return Offset < FrozenUntil; }

  /// Rebuilds the planned argument lists, innermost calls first (the call
  /// rule's finish).
  void rebuild(RewriteContext &Ctx);

private:
  std::vector<PendingCall> Calls;
  unsigned FrozenUntil = 0;
};

} // namespace cu2hip

#endif
