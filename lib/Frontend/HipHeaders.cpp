//===- HipHeaders.cpp -----------------------------------------------------===//
#include "HipHeaders.h"
#include "FallbackSdk.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/DenseMap.h"
#include <mutex>

using namespace cu2hip;

const std::vector<NvidiaCompatFile> &
cu2hip::hipHeadersForParse(const MappingTable &Table) {
  // Process-wide, like fallbackSdk's cache: made once, then read by every
  // parse of the run by reference, never dropped; one entry per table, and a
  // run loads one. The key covers names and kinds only, not the versions or
  // fallbacks the headers also read: tables differing only there would share
  // the first one's headers.
  static std::mutex Lock;
  static llvm::DenseMap<uint64_t, std::vector<NvidiaCompatFile>> Cache;
  uint64_t Key = tableFingerprint(Table);
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, Inserted] = Cache.try_emplace(Key);
  // For the newest HIP the tables know: every HIP name resolves.
  if (Inserted)
    It->second = generateNvidiaCompatHeaders(Table, Table.newestKnownVersion(),
                                             NvidiaCompatUse::ClangParse);
  return It->second;
}

bool cu2hip::isHipHeaderForParse(llvm::StringRef Path) {
  return Path.starts_with(HipHeadersDir) &&
         Path.substr(HipHeadersDir.size()).starts_with("/");
}
