//===- CacheFolder.h - The cache directory, kept bounded --------*- C++ -*-===//
///
/// \file
/// The cache directory holds two kinds of entries: parses (facts/, small
/// JSON files, FactsCache.h) and precompiled SDK headers (pch/, a few MiB
/// each with the stamps of the files it was built from, SdkPch.h; the two
/// count and go as one entry). Each use of an entry sets its modification time,
/// so the least recently used go first when the folder is pruned to its limit.
/// Several cu2hip processes may share a cache while one prunes it: an entry
/// removed under a reader is a miss for it, never an error, and files still
/// being written (temporaries) are never touched.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_CACHEFOLDER_H
#define CU2HIP_CACHEFOLDER_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace cu2hip {

/// 2 GiB: several hundred precompiled headers and every parse of a large
/// codebase.
inline constexpr uint64_t DefaultCacheLimit = uint64_t(2) << 30;

struct CacheUsage {
  unsigned Parses = 0;
  uint64_t ParseBytes = 0;
  unsigned Pchs = 0;
  uint64_t PchBytes = 0;

  uint64_t bytes() const { return ParseBytes + PchBytes; }
  unsigned entries() const { return Parses + Pchs; }
};

/// What the cache in \p Dir holds (nothing, if there is none).
CacheUsage cacheUsage(llvm::StringRef Dir);
/// Removes the least recently used entries until at most \p Limit bytes
/// remain; returns what was removed.
CacheUsage pruneCache(llvm::StringRef Dir, uint64_t Limit);
/// Removes every entry; other files in \p Dir stay.
CacheUsage clearCache(llvm::StringRef Dir);
/// Marks the entry at \p Path as just used (its modification time).
void markCacheEntryUsed(llvm::StringRef Path);

/// "2G", "512M", "64K", "1000" (bytes; K, M, G, T are powers of 1024, and
/// an optional "iB" or "B" may follow). None when it is not a size.
std::optional<uint64_t> parseByteSize(llvm::StringRef Text);
/// 1536 -> "1.5 KiB".
std::string formatByteSize(uint64_t Bytes);

} // namespace cu2hip

#endif
