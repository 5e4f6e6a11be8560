//===- HipHeaders.h - HIP headers for parsing HIP code as CUDA --*- C++ -*-===//
///
/// \file
/// Code that is partly HIP already (a file ported halfway, or cu2hip's own
/// output translated again) includes HIP headers. The frontend parses it as
/// CUDA against the headers with which nvcc builds HIP code, generated from
/// the tables (cu2hip/Compat/NvidiaCompat.h): HIP's names are macros for the
/// CUDA names they stand for, so they resolve to CUDA's declarations and the
/// analyses see the CUDA program the file was.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_HIPHEADERS_H
#define CU2HIP_LIB_FRONTEND_HIPHEADERS_H

#include "cu2hip/Compat/NvidiaCompat.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <vector>

namespace cu2hip {

class MappingTable;

/// Where the headers live in the frontend's in-memory file system, searched
/// before every other system folder.
constexpr llvm::StringLiteral HipHeadersDir = "/__cu2hip_hip_headers__";

/// The headers for \p Table, made once per set of rows.
const std::vector<NvidiaCompatFile> &
hipHeadersForParse(const MappingTable &Table);

/// The headers as files under HipHeadersDir, for one parse: made when the
/// parse looks for one of them (most never do).
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
hipHeadersFileSystem(const MappingTable &Table);

/// Whether \p Path is one of them: what they declare counts as the CUDA
/// SDK's (a shim for `__ballot_sync` is the CUDA function to the analyses).
bool isHipHeaderForParse(llvm::StringRef Path);

} // namespace cu2hip

#endif
