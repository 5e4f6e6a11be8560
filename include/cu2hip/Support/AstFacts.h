//===- AstFacts.h - What Clang's AST adds to one file's tokens --*- C++ -*-===//
///
/// \file
/// The frontend distils each parse into AstFacts; the token-level rules read
/// them. Declared in the bottom layer so that neither stage depends on the
/// other: the driver hands one's output to the other.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_ASTFACTS_H
#define CU2HIP_SUPPORT_ASTFACTS_H

#include "cu2hip/Support/Finding.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <string>
#include <vector>

namespace cu2hip {

/// What AstFacts::SymbolArguments holds for a call that passed no symbol by
/// reference: an argument index otherwise.
enum SymbolArgumentKind : unsigned {
  /// The call took CUDA's `const void *` function: the argument is an
  /// address already.
  SymbolIsAddress = ~0u,
  /// CUDA's template took a pointer (or a temporary) by reference and passed
  /// the address of that pointer, which names no device symbol.
  SymbolIsPointerValue = ~0u - 1,
};

/// The containers a fact can be (AstFacts.def gives each fact one). The
/// merge and the facts cache handle each kind once, for every fact of it.
namespace ast_fact_kind {
using Names = llvm::StringSet<>;
using Offsets = llvm::DenseSet<unsigned>;
/// Offset -> text (a table key, a type).
using OffsetTexts = llvm::DenseMap<unsigned, std::string>;
/// Offset -> number (an argument index).
using OffsetNumbers = llvm::DenseMap<unsigned, unsigned>;
/// Begin offset -> end offset, in order.
using OffsetRanges = std::map<unsigned, unsigned>;
using Findings = std::vector<Finding>;
} // namespace ast_fact_kind

/// What Clang's AST adds to the token-level view of one file: one member per
/// line of AstFacts.def, which documents each.
struct AstFacts {
#define CU2HIP_AST_FACT(Kind, Member, Key) ast_fact_kind::Kind Member;
#include "cu2hip/Support/AstFacts.def"
};

/// Adds \p From's facts to \p Into: sets are united, the first value
/// recorded at an offset stays, a finding already listed (same offset, kind
/// and message) is not listed again.
void mergeFacts(AstFacts &Into, const AstFacts &From);

} // namespace cu2hip

#endif
