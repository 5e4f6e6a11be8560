//===- ScriptContext.h - State of one build-script migration ----*- C++ -*-===//
///
/// \file
/// What the CMake and Make migrators share while they work on one file: the
/// text, the tables, the edits taken so far and the findings.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_BUILDSCRIPTS_SCRIPTCONTEXT_H
#define CU2HIP_BUILDSCRIPTS_SCRIPTCONTEXT_H

#include "BuildTableIndex.h"
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "cu2hip/Support/EditSet.h"

namespace cu2hip {

struct ScriptContext {
  ScriptContext(llvm::StringRef Source, const MappingTable &Table,
                const BuildScriptOptions &Options)
      : Source(Source), Table(Table), Options(Options),
        Index(BuildTableIndex::builtin()) {}

  llvm::StringRef Source;
  const MappingTable &Table;
  const BuildScriptOptions &Options;
  const BuildTableIndex &Index;
  EditSet Edits;
  std::vector<Finding> Findings;
  /// Set by the migrators when they meet anything CUDA.
  bool UsesCuda = false;

  /// The text of [Begin, End) with the edits taken inside it (replacements
  /// within it, insertions between its ends) applied.
  std::string migratedText(unsigned Begin, unsigned End) const;
  /// Replaces [Begin, End) with \p Text, and with it the edits taken inside
  /// (replacements within it, insertions between its ends), which \p Text
  /// is made from or makes moot. False, and nothing changed, when that
  /// overlaps an edit around it.
  [[nodiscard]] bool replaceWhole(unsigned Begin, unsigned End,
                                  llvm::StringRef Text);
  /// A [cu2hip-build-script] finding at \p Offset.
  void report(unsigned Offset, const llvm::Twine &Message,
              llvm::StringRef CudaName = "");
  /// The finding for \p Written, at \p Offset, whose edit was refused
  /// because another edit took part of its text first.
  void reportOverlap(unsigned Offset, llvm::StringRef Written,
                     llvm::StringRef CudaName = "");
  /// The offload targets as `--offload-arch=` flags, space-separated.
  std::string offloadArchFlags() const;
};

} // namespace cu2hip

#endif
