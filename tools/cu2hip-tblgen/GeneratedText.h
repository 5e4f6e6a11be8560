//===- GeneratedText.h - Spelling values in generated files -----*- C++ -*-===//
///
/// \file
/// How cu2hip-tblgen writes table values into C++ (.inc) and Markdown.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TBLGEN_GENERATEDTEXT_H
#define CU2HIP_TBLGEN_GENERATEDTEXT_H

#include "cu2hip/Mapping/HipVersion.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace cu2hip {

/// A C++ string literal holding \p S.
inline std::string cxxString(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '\n') {
      Out += "\\n"; // a coverage summary's line break
      continue;
    }
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

inline std::string cxxVersion(HipVersion V) {
  return "HipVersion(" + std::to_string(V.Major) + ", " +
         std::to_string(V.Minor) + ")";
}

/// "function" -> "NameKind::Function", "link-package" ->
/// "BuildValue::LinkPackage": generated rows name C++ enumerators.
inline std::string cxxEnumerator(llvm::StringRef Enum,
                                 llvm::StringRef YamlName) {
  std::string Out = (Enum + "::").str();
  bool Upper = true;
  for (char C : YamlName) {
    if (C == '-') {
      Upper = true;
      continue;
    }
    Out += Upper ? static_cast<char>(toupper(C)) : C;
    Upper = false;
  }
  return Out;
}

/// \p S in a Markdown table cell.
inline std::string markdownCell(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    Out += C == '|' ? std::string("\\|") : std::string(1, C);
  return Out;
}

} // namespace cu2hip

#endif
