//===- NvccFlags.h - Migrate nvcc command-line flags ------------*- C++ -*-===//
///
/// \file
/// nvcc flags become the clang flags hipcc and CMake's HIP language take,
/// as the nvcc-flags table says. Both migrators hand over the words of one
/// command line (or one flags value) and get back what to do with each.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_BUILDSCRIPTS_NVCCFLAGS_H
#define CU2HIP_BUILDSCRIPTS_NVCCFLAGS_H

#include "ScriptContext.h"
#include "llvm/ADT/StringSet.h"
#include <optional>

namespace cu2hip {

/// One whitespace-separated word and where it starts in the script.
struct ScriptWord {
  unsigned Offset = 0;
  llvm::StringRef Text;
  unsigned end() const { return Offset + Text.size(); }
};

/// Words [First, Last] (an option and its operand) become \p Text; an empty
/// Text removes them.
struct FlagRewrite {
  size_t First = 0, Last = 0;
  std::string Text;
};

/// Flags already written for one command line: offload targets are written
/// once, and a clang flag two nvcc options map to is not repeated.
struct FlagLineState {
  bool ArchsWritten = false;
  llvm::StringSet<> Written;
};

/// Decides what happens to the nvcc flags among \p Words, reporting the ones
/// that need a human. Words that are not nvcc flags get no rewrite.
std::vector<FlagRewrite> migrateNvccFlags(ScriptContext &Ctx,
                                          llvm::ArrayRef<ScriptWord> Words,
                                          FlagLineState &State);

/// \p Words as the edits taken so far have made them (offsets unchanged,
/// texts kept in \p Storage), for migrateNvccFlags: an option's rewrite
/// replaces its words, so it is made from their migrated text and takes
/// their edits over (applyFlagRewrites), rather than being refused for
/// overlapping them and done only when the result is migrated again.
std::vector<ScriptWord> migratedWords(const ScriptContext &Ctx,
                                      llvm::ArrayRef<ScriptWord> Words,
                                      std::vector<std::string> &Storage);
/// Applies \p Rewrites to the script as edits, in place of the edits taken
/// inside the words they replace. A removed word takes the
/// blanks before it with it (or after it, when it opens its line or value)
/// so no gap is left; \p NewlineIsBlank says whether a plain newline counts
/// (CMake) or only a backslash-newline does (Make).
void applyFlagRewrites(ScriptContext &Ctx, llvm::ArrayRef<ScriptWord> Words,
                       llvm::ArrayRef<FlagRewrite> Rewrites,
                       bool NewlineIsBlank);

/// [Begin, End) widened over the blanks around it, as applyFlagRewrites
/// removes a word.
std::pair<unsigned, unsigned> removalRange(llvm::StringRef Source,
                                           unsigned Begin, unsigned End,
                                           bool NewlineIsBlank);

} // namespace cu2hip

#endif
