//===- EditSet.cpp --------------------------------------------------------===//
#include "cu2hip/Support/EditSet.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cassert>

using namespace cu2hip;

static bool orderedBefore(const Edit &A, const Edit &B) {
  if (A.Offset != B.Offset)
    return A.Offset < B.Offset;
  return A.Length == 0 && B.Length != 0;
}

std::vector<Edit>::const_iterator
EditSet::firstStartingAt(unsigned Offset) const {
  // Edits are sorted, so every query starts with a binary search: a linear
  // scan made files with many edits quadratic.
  return std::lower_bound(
      Edits.begin(), Edits.end(), Offset,
      [](const Edit &E, unsigned Off) { return E.Offset < Off; });
}

llvm::ArrayRef<Edit> EditSet::startingIn(unsigned Begin, unsigned End) const {
  auto First = firstStartingAt(Begin);
  auto Last = std::upper_bound(
      First, Edits.end(), End,
      [](unsigned Off, const Edit &E) { return Off < E.Offset; });
  return llvm::ArrayRef<Edit>(Edits).slice(First - Edits.begin(), Last - First);
}

bool EditSet::isFree(unsigned Offset, unsigned Length) const {
  // Edits are disjoint, so only the edit just before Offset and those
  // starting inside [Offset, Offset + Length) can conflict.
  auto It = firstStartingAt(Offset);
  // A replacement starting before Offset must end at or before it (an
  // insertion there sits at its end or before its start).
  if (It != Edits.begin()) {
    const Edit &Prev = *std::prev(It);
    if (Prev.Length != 0 && Prev.Offset + Prev.Length > Offset)
      return false;
  }
  if (Length == 0)
    return true; // an insertion at the start of a replacement is fine
  for (; It != Edits.end() && It->Offset < Offset + Length; ++It)
    if (It->Length != 0 || It->Offset > Offset)
      return false; // a replacement overlaps, or an insertion is inside
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

bool EditSet::addAll(std::vector<Edit> Group) {
  // Overlap is symmetric, so checking the group against itself (in a set of
  // its own) and each edit against this set is checking them one by one.
  EditSet Staged;
  for (const Edit &E : Group)
    if (!Staged.add(E) || !isFree(E.Offset, E.Length))
      return false;
  unsigned Id = ++LastGroup;
  for (Edit &E : Group) {
    E.Group = Id;
    addFree(std::move(E));
  }
  return true;
}

void EditSet::addFree(Edit E) {
  bool Taken = add(std::move(E));
  assert(Taken && "an edit the caller knew was free was refused");
  (void)Taken;
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

std::vector<unsigned> EditSet::inputLines(llvm::StringRef Source) const {
  std::vector<unsigned> Lines = {1};
  unsigned Line = 1;
  unsigned Pos = 0;
  auto CopyTo = [&](unsigned End) {
    for (; Pos < End; ++Pos)
      if (Source[Pos] == '\n')
        Lines.push_back(++Line);
  };
  for (const Edit &E : Edits) {
    CopyTo(E.Offset);
    // A line the edit writes belongs to the line the edit starts on.
    for (char C : E.Text)
      if (C == '\n')
        Lines.push_back(Line);
    Line += llvm::count(Source.substr(E.Offset, E.Length), '\n');
    Pos = E.Offset + E.Length;
  }
  CopyTo(Source.size());
  return Lines;
}

std::optional<unsigned> EditSet::outputOffset(unsigned Offset,
                                              unsigned Length) const {
  if (!isFree(Offset, Length))
    return std::nullopt;
  // Every edit before the range (insertions at its start included) shifts it.
  long Shift = 0;
  for (const Edit &E : Edits) {
    if (E.Offset > Offset || (E.Offset == Offset && E.Length != 0))
      break;
    Shift += static_cast<long>(E.Text.size()) - static_cast<long>(E.Length);
  }
  return static_cast<unsigned>(Offset + Shift);
}

static bool within(const Edit &E, unsigned Begin, unsigned End,
                   EditSet::AtEnds Ends) {
  if (E.Length == 0 && Ends == EditSet::AtEnds::Outside)
    return E.Offset > Begin && E.Offset < End;
  return E.Offset >= Begin && E.Offset + E.Length <= End;
}

bool EditSet::cuts(unsigned Offset) const {
  auto It = firstStartingAt(Offset);
  if (It == Edits.begin())
    return false;
  const Edit &Prev = *std::prev(It);
  return Prev.Offset < Offset && Prev.Offset + Prev.Length > Offset;
}

std::string EditSet::render(llvm::StringRef Source, unsigned Begin,
                            unsigned End, AtEnds Ends) const {
  std::string Out;
  unsigned Pos = Begin;
  for (const Edit &E : startingIn(Begin, End)) {
    if (!within(E, Begin, End, Ends))
      continue;
    Out.append(Source.data() + Pos, E.Offset - Pos);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Source.data() + Pos, End - Pos);
  return Out;
}

void EditSet::eraseWithin(unsigned Begin, unsigned End, AtEnds Ends) {
  auto First = Edits.begin() + (firstStartingAt(Begin) - Edits.cbegin());
  auto Last = First + startingIn(Begin, End).size();
  Edits.erase(std::remove_if(
                  First, Last,
                  [&](const Edit &E) { return within(E, Begin, End, Ends); }),
              Last);
}
