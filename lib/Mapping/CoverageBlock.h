//===- CoverageBlock.h - A table's coverage: block --------------*- C++ -*-===//
///
/// \file
/// The YAML form of a table's `coverage:` list, which MappingLoader.cpp maps
/// as a key of the file, and its checks: a bad value is reported at its
/// line, a clash between tables by family.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_MAPPING_COVERAGEBLOCK_H
#define CU2HIP_LIB_MAPPING_COVERAGEBLOCK_H

#include "cu2hip/Mapping/CoverageFamily.h"
#include "cu2hip/Mapping/MappingLoader.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/YAMLTraits.h"
#include <string>

namespace cu2hip {

/// An entry of `headers:` or `except:`: its ScalarTraits accept only a path
/// under include/ with `*` in its last component at most.
struct HeaderGlob {
  std::string Text;
};

struct RawCoverage {
  std::string Family; ///< empty: the file's
  unsigned Order = 0;
  std::vector<HeaderGlob> Headers, Except;
  std::string Root;
  bool OwnUnit = false;
  bool CountsHeaders = false;
  std::string Namespace;
  bool DirectMembersOnly = false;
  std::string Summary;
};

/// \p Raw as the report reads it, its text copied into \p Saver.
CoverageFamily saveCoverage(const RawCoverage &Raw, llvm::StringRef FileFamily,
                            llvm::StringSaver &Saver);

/// Each coverage family declared once and with an order of its own; a
/// family with a table of its own declared in that table.
llvm::Error checkCoverageAcrossFiles(llvm::ArrayRef<MappingFile> Files);

} // namespace cu2hip

LLVM_YAML_IS_SEQUENCE_VECTOR(cu2hip::HeaderGlob)
LLVM_YAML_IS_SEQUENCE_VECTOR(cu2hip::RawCoverage)

namespace llvm::yaml {
template <> struct ScalarTraits<cu2hip::HeaderGlob> {
  static void output(const cu2hip::HeaderGlob &Value, void *,
                     llvm::raw_ostream &OS);
  static StringRef input(StringRef Scalar, void *, cu2hip::HeaderGlob &Value);
  static QuotingType mustQuote(StringRef) { return QuotingType::Single; }
};
template <> struct MappingTraits<cu2hip::RawCoverage> {
  static void mapping(IO &IO, cu2hip::RawCoverage &C);
  static std::string validate(IO &, cu2hip::RawCoverage &C);
};
} // namespace llvm::yaml

#endif
