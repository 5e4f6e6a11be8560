//===- HipVersion.h - A HIP release number ----------------------*- C++ -*-===//
///
/// \file
/// HIP versions as written in the mapping tables ("5.2", "6.2"). A default
/// constructed version is "unset", which lets optional table keys stay plain
/// values.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_HIPVERSION_H
#define CU2HIP_MAPPING_HIPVERSION_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <tuple>

namespace cu2hip {

struct HipVersion {
  unsigned Major = 0;
  unsigned Minor = 0;

  constexpr HipVersion() = default;
  constexpr HipVersion(unsigned Major, unsigned Minor)
      : Major(Major), Minor(Minor) {}

  /// Parses "X.Y" (both decimal, X >= 1); anything else is std::nullopt.
  static std::optional<HipVersion> parse(llvm::StringRef Text);

  /// A --hip-version value: "X.Y", no older than floor(). The error says
  /// what is wrong with it, for the command line.
  static llvm::Expected<HipVersion> parseTarget(llvm::StringRef Text);

  /// The oldest HIP release cu2hip verifies its tables against (Debian's).
  static constexpr HipVersion floor() { return {5, 2}; }

  bool isSet() const { return Major != 0; }
  std::string str() const;

  friend bool operator<(HipVersion A, HipVersion B) {
    return std::tie(A.Major, A.Minor) < std::tie(B.Major, B.Minor);
  }
  friend bool operator==(HipVersion A, HipVersion B) {
    return A.Major == B.Major && A.Minor == B.Minor;
  }
  friend bool operator!=(HipVersion A, HipVersion B) { return !(A == B); }
  friend bool operator<=(HipVersion A, HipVersion B) { return !(B < A); }
};

} // namespace cu2hip

#endif
