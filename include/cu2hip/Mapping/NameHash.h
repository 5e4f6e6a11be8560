//===- NameHash.h - The built-in tables' index hash -------------*- C++ -*-===//
///
/// \file
/// The index of the built-in rows is an open-addressed hash table that
/// cu2hip-tblgen writes into MappingRows.inc and MappingTable probes, so the
/// table is constant data: nothing is built when a process starts. Both
/// sides hash with this one function (64-bit FNV-1a), and place a row at the
/// first free slot from its hash, stepping by one.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_NAMEHASH_H
#define CU2HIP_MAPPING_NAMEHASH_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace cu2hip {

constexpr uint64_t tableNameHash(llvm::StringRef Name) {
  uint64_t Hash = 0xcbf29ce484222325ULL;
  for (size_t I = 0; I < Name.size(); ++I) {
    Hash ^= static_cast<unsigned char>(Name.data()[I]);
    Hash *= 0x100000001b3ULL;
  }
  return Hash;
}

/// The slot count for \p Rows rows: a power of two at least twice as many,
/// so a probe meets a free slot within a few steps.
constexpr size_t tableIndexSlots(size_t Rows) {
  size_t Slots = 16;
  while (Slots < 2 * Rows)
    Slots *= 2;
  return Slots;
}

} // namespace cu2hip

#endif
