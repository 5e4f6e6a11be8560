//===- FactsCache.h - Parses remembered across runs -------------*- C++ -*-===//
///
/// \file
/// What a parse learned (ParsedUnit) is stored under a key made of the tool
/// (its own binary and the user's rule files), the Clang command line and
/// the main file's content, with the hash of every user file the parse read.
/// A later run reuses it when all those files still hash the same, so a
/// second run over an unchanged tree parses nothing, and changing a header
/// re-parses exactly the translation units that read it. Entries are written
/// atomically; an unreadable or corrupt entry is a miss, never an error,
/// and so is anything but a regular file of a sane size (CacheFolder.h).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_FACTSCACHE_H
#define CU2HIP_LIB_DRIVER_FACTSCACHE_H

#include "cu2hip/Frontend/Frontend.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>

namespace cu2hip {

class FactsCache {
public:
  /// \p Dir "" disables the cache: every lookup misses, stores do nothing;
  /// so does a folder that is not cu2hip's cache (claimCacheFolder).
  FactsCache(std::string Dir, llvm::ArrayRef<std::string> RuleFiles);

  bool enabled() const { return !Dir.empty(); }
  const std::string &directory() const { return Dir; }

  std::string key(llvm::ArrayRef<std::string> CommandLine,
                  llvm::StringRef MainContent) const;

  /// The parse stored under \p Key if every file it read still has the
  /// hash it had; \p CurrentHash gives a file's hash now (none: gone).
  std::optional<ParsedUnit>
  lookup(llvm::StringRef Key,
         llvm::function_ref<std::optional<uint64_t>(llvm::StringRef)>
             CurrentHash) const;

  void store(llvm::StringRef Key, const ParsedUnit &Unit) const;

private:
  /// Relative to the cache folder.
  std::string entryName(llvm::StringRef Key) const;

  std::string Dir;
  /// Hash of cu2hip's binary (code and built-in tables) and rule files.
  std::string Fingerprint;
};

/// AstFacts as JSON and back (exposed for the unit tests).
std::string serializeParsedUnit(const ParsedUnit &Unit);
std::optional<ParsedUnit> deserializeParsedUnit(llvm::StringRef Json);

} // namespace cu2hip

#endif
