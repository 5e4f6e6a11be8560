//===- MappingLoader.h - Read mapping tables from YAML ----------*- C++ -*-===//
///
/// \file
/// One loader for the built-in tables (read by cu2hip-tblgen at build time)
/// and for users' rule files (read by cu2hip at run time), so both accept
/// exactly the same schema. Errors carry file:line:col.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_MAPPINGLOADER_H
#define CU2HIP_MAPPING_MAPPINGLOADER_H

#include "cu2hip/Mapping/CoverageFamily.h"
#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/StringSaver.h"
#include <optional>
#include <vector>

namespace cu2hip {

struct MappingFile {
  llvm::StringRef Family;
  std::vector<MappingRow> Rows;
  /// The `library:` block of a library's table (cuBLAS, cuDNN...).
  std::optional<LibraryInfo> Library;
  /// How the family's identifiers start (`cublas`, `CUBLAS_`): a name that
  /// starts so and has no row is reported as an unclassified CUDA API.
  std::vector<llvm::StringRef> NamePrefixes;
  /// How CUDA's header names start (`cublas`, `thrust/`): an angled include
  /// of one that has no row is reported.
  std::vector<llvm::StringRef> HeaderPrefixes;
  /// The families of docs/coverage.md the table declares (`coverage:`):
  /// its own, and those of headers with no table of their own.
  std::vector<CoverageFamily> Coverage;
};

/// Parses and validates one table: known keys only, required keys present,
/// statuses consistent, versions well formed, rows sorted by CUDA name and
/// unique. Strings are copied into \p Saver.
llvm::Expected<MappingFile> loadMappingBuffer(llvm::MemoryBufferRef Buffer,
                                              llvm::StringSaver &Saver);
llvm::Expected<MappingFile> loadMappingFile(llvm::StringRef Path,
                                            llvm::StringSaver &Saver);

/// Checks rows of several files together: a CUDA name may appear only once.
llvm::Error checkUniqueAcrossFiles(llvm::ArrayRef<MappingFile> Files);

/// The `*.yaml` files directly in \p Dir, sorted by path.
llvm::Expected<std::vector<std::string>> listYamlFiles(llvm::StringRef Dir);

/// Every `*.yaml` in \p Dir, in name order, each validated and all checked
/// together for unique names and coverage families.
llvm::Expected<std::vector<MappingFile>>
loadMappingDirectory(llvm::StringRef Dir, llvm::StringSaver &Saver);

} // namespace cu2hip

#endif
