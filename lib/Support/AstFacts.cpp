//===- AstFacts.cpp - Two parses' facts about one file, merged ------------===//
///
/// \file
/// A header several translation units include gets facts from each parse;
/// mergeFacts unites them, one helper per kind of fact (AstFacts.def).
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Support/AstFacts.h"
#include "llvm/ADT/STLExtras.h"

using namespace cu2hip;

static void mergeInto(ast_fact_kind::Names &Into,
                      const ast_fact_kind::Names &From) {
  for (const auto &Name : From)
    Into.insert(Name.getKey());
}

static void mergeInto(ast_fact_kind::Offsets &Into,
                      const ast_fact_kind::Offsets &From) {
  Into.insert(From.begin(), From.end());
}

/// The first value recorded at an offset stays: facts are merged in task
/// order, so the result does not depend on which parse finished first.
template <typename MapT> static void keepFirst(MapT &Into, const MapT &From) {
  for (const auto &[Offset, Value] : From)
    Into.try_emplace(Offset, Value);
}

static void mergeInto(ast_fact_kind::OffsetTexts &Into,
                      const ast_fact_kind::OffsetTexts &From) {
  keepFirst(Into, From);
}

static void mergeInto(ast_fact_kind::OffsetNumbers &Into,
                      const ast_fact_kind::OffsetNumbers &From) {
  keepFirst(Into, From);
}

static void mergeInto(ast_fact_kind::OffsetRanges &Into,
                      const ast_fact_kind::OffsetRanges &From) {
  keepFirst(Into, From);
}

/// Each parse of a header reports its errors again: listed once.
static void mergeInto(ast_fact_kind::Findings &Into,
                      const ast_fact_kind::Findings &From) {
  for (const Finding &F : From)
    if (llvm::none_of(Into, [&](const Finding &G) {
          return G.Offset == F.Offset && G.Kind == F.Kind &&
                 G.Message == F.Message;
        }))
      Into.push_back(F);
}

void cu2hip::mergeFacts(AstFacts &Into, const AstFacts &From) {
#define CU2HIP_AST_FACT(Kind, Member, Key) mergeInto(Into.Member, From.Member);
#include "cu2hip/Support/AstFacts.def"
}
