//===- CacheFolder.h - The cache directory, kept bounded --------*- C++ -*-===//
///
/// \file
/// The cache directory holds two kinds of entries: parses (facts/, small
/// JSON files, FactsCache.h) and precompiled SDK headers (pch/, a few MiB
/// each with the stamps of the files it was built from, SdkPch.h; the two
/// count and go as one entry), and empty marks of PCHs asked for once and
/// not built (<pch>.wanted). Each use of an entry sets its modification time,
/// so the least recently used go first when the folder is pruned to its limit.
/// Several cu2hip processes may share a cache while one prunes it: an entry
/// removed under a reader is a miss for it, never an error, and files still
/// being written (temporaries) are never touched.
///
/// The cache owns only what it wrote. A folder is cu2hip's cache when it
/// holds cu2hip's CACHEDIR.TAG (the standard tag, which also keeps backup
/// tools out), written when cu2hip makes the folder or finds it empty or
/// holding nothing but cu2hip's own layout; nothing is read, written or
/// removed in any other folder. Inside, only names of the exact scheme are
/// entries (facts/<xx>/<32 hex>.json, with xx its first two; pch/sdk-<16
/// hex>.pch, its .inputs and .wanted), only regular files, reached through real
/// folders: a link is never followed, and anything else there is a miss,
/// left alone.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_CACHEFOLDER_H
#define CU2HIP_CACHEFOLDER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
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

/// The tag that marks a folder as cu2hip's cache.
inline constexpr llvm::StringLiteral CacheTagName = "CACHEDIR.TAG";

/// Makes sure \p Dir is cu2hip's cache before anything is read, written or
/// removed there: it holds cu2hip's tag, or it is new (made when \p Create;
/// else there is nothing in it to use), empty, or holds nothing but
/// cu2hip's layout (an older cu2hip's cache), and is tagged now. Otherwise
/// an error that names the folder and what in it is not cu2hip's.
llvm::Error claimCacheFolder(llvm::StringRef Dir, bool Create);

/// Whether \p Rel (relative to the cache folder) is an entry's name:
/// facts/<xx>/<key>.json, pch/sdk-<hash>.pch, pch/sdk-<hash>.pch.inputs or
/// pch/sdk-<hash>.pch.wanted.
bool isCacheEntryName(llvm::StringRef Rel);

/// What the cache in \p Dir holds (nothing, if there is none or \p Dir is
/// not tagged as cu2hip's).
CacheUsage cacheUsage(llvm::StringRef Dir);
/// Removes the least recently used entries until at most \p Limit bytes
/// remain; returns what was removed. Only in a tagged folder.
CacheUsage pruneCache(llvm::StringRef Dir, uint64_t Limit);
/// Removes every entry; other files in \p Dir stay. Only in a tagged
/// folder.
CacheUsage clearCache(llvm::StringRef Dir);
/// Marks the entry \p Rel under \p Dir as just used (its modification
/// time), if it is a regular file reached without following a link.
void markCacheEntryUsed(llvm::StringRef Dir, llvm::StringRef Rel);

/// "2G", "512M", "64K", "1000" (bytes; K, M, G, T are powers of 1024, and
/// an optional "iB" or "B" may follow). None when it is not a size.
std::optional<uint64_t> parseByteSize(llvm::StringRef Text);
/// 1536 -> "1.5 KiB".
std::string formatByteSize(uint64_t Bytes);

} // namespace cu2hip

#endif
