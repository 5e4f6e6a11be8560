//===- EditSet.h - Non-overlapping text replacements ------------*- C++ -*-===//
///
/// \file
/// The edits for one file. Every rule adds replacements here; the set refuses
/// an edit that overlaps one already taken, so two rules can never garble the
/// same text, and applies them in one pass.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REWRITE_EDITSET_H
#define CU2HIP_REWRITE_EDITSET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0; ///< 0 for an insertion.
  std::string Text;
  /// Edits that EditSet::addAll took together (the two halves of a
  /// wrapping, a launch's pieces) share a Group; 0: an edit on its own.
  unsigned Group = 0;
};

class EditSet {
public:
  /// Whether the insertions at a range's ends belong to the range (an
  /// argument of a call takes the text inserted around it) or to the text
  /// beside it (a word of a build script).
  enum class AtEnds { Inside, Outside };

  /// Takes \p E unless it overlaps an edit already taken. Insertions at the
  /// same offset keep the order they were added in, before any replacement
  /// starting there.
  [[nodiscard]] bool add(Edit E);
  [[nodiscard]] bool replace(unsigned Offset, unsigned Length,
                             llvm::StringRef Text) {
    return add({Offset, Length, Text.str()});
  }
  [[nodiscard]] bool insert(unsigned Offset, llvm::StringRef Text) {
    return add({Offset, 0, Text.str()});
  }
  /// Takes every edit of \p Group, in order, or none of them when one would
  /// be refused (by an edit taken before or by another of the group): the
  /// two halves of a wrapping never come apart. They get a Group of their
  /// own, so a reader of edits() knows they form one change.
  [[nodiscard]] bool addAll(std::vector<Edit> Group);
  /// add() for an edit the caller knows is free (it asked isFree() or
  /// cuts() just before, or no edit can reach there): a refusal is a bug.
  void addFree(Edit E);
  /// Whether [Offset, Offset + Length) is free of edits.
  bool isFree(unsigned Offset, unsigned Length) const;

  /// Whether a replacement covers \p Offset strictly inside (so text cannot
  /// be cut there without cutting an edit).
  bool cuts(unsigned Offset) const;
  /// \p Source's text in [Begin, End) with the edits inside that range
  /// applied: replacements within it, and insertions between its ends or,
  /// with \p Ends Inside, at them too.
  std::string render(llvm::StringRef Source, unsigned Begin, unsigned End,
                     AtEnds Ends = AtEnds::Inside) const;
  /// Drops the edits that render(Begin, End, Ends) would apply.
  void eraseWithin(unsigned Begin, unsigned End, AtEnds Ends = AtEnds::Inside);
  /// The edits that start in [Begin, End], in order.
  llvm::ArrayRef<Edit> startingIn(unsigned Begin, unsigned End) const;

  std::string apply(llvm::StringRef Source) const;
  /// For each line of apply()'s output (index 0: line 1), the line of
  /// \p Source it comes from; a line an edit writes comes from the line the
  /// edit starts on.
  std::vector<unsigned> inputLines(llvm::StringRef Source) const;
  /// Where the input text [Offset, Offset + Length) lands in apply()'s
  /// output, or nothing when an edit changes part of it.
  std::optional<unsigned> outputOffset(unsigned Offset, unsigned Length) const;
  const std::vector<Edit> &edits() const { return Edits; }
  bool empty() const { return Edits.empty(); }

private:
  std::vector<Edit>::const_iterator firstStartingAt(unsigned Offset) const;

  std::vector<Edit> Edits; // sorted by (Offset, insertions first)
  unsigned LastGroup = 0;
};

} // namespace cu2hip

#endif
