//===- EditSet.cpp --------------------------------------------------------===//
#include "cu2hip/Rewrite/EditSet.h"
#include <algorithm>

using namespace cu2hip;

static bool orderedBefore(const Edit &A, const Edit &B) {
  if (A.Offset != B.Offset)
    return A.Offset < B.Offset;
  return A.Length == 0 && B.Length != 0;
}

bool EditSet::isFree(unsigned Offset, unsigned Length) const {
  for (const Edit &E : Edits) {
    if (E.Length == 0 || Length == 0) {
      // Insertions only conflict when strictly inside a replacement.
      unsigned Point = E.Length == 0 ? E.Offset : Offset;
      unsigned Start = E.Length == 0 ? Offset : E.Offset;
      unsigned End = E.Length == 0 ? Offset + Length : E.Offset + E.Length;
      if (Point > Start && Point < End)
        return false;
      continue;
    }
    if (Offset < E.Offset + E.Length && E.Offset < Offset + Length)
      return false;
  }
  return true;
}

bool EditSet::add(Edit E) {
  if (!isFree(E.Offset, E.Length))
    return false;
  // upper_bound keeps insertions at one offset in the order they came.
  auto Pos = std::upper_bound(Edits.begin(), Edits.end(), E, orderedBefore);
  Edits.insert(Pos, std::move(E));
  return true;
}

std::string EditSet::apply(llvm::StringRef Source) const {
  std::string Out;
  Out.reserve(Source.size() + Source.size() / 8);
  unsigned Pos = 0;
  for (const Edit &E : Edits) {
    Out.append(Source.data() + Pos, E.Offset - Pos);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Source.data() + Pos, Source.size() - Pos);
  return Out;
}
