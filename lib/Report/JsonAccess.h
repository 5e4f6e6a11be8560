//===- JsonAccess.h - Lenient reads of the parsed JSON report ---*- C++ -*-===//
///
/// \file
/// A key the JSON lacks reads as empty, zero or an empty object: renderers
/// show what is there and never fail on what is not.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REPORT_JSONACCESS_H
#define CU2HIP_LIB_REPORT_JSONACCESS_H

#include "llvm/Support/JSON.h"
#include <string>
#include <vector>

namespace cu2hip::report {
namespace json = llvm::json;
using llvm::StringRef;

inline std::string str(const json::Object &O, StringRef Key) {
  return O.getString(Key).value_or("").str();
}

inline int64_t integer(const json::Object &O, StringRef Key) {
  return O.getInteger(Key).value_or(0);
}

inline double number(const json::Object &O, StringRef Key, double Default = 0) {
  return O.getNumber(Key).value_or(Default);
}

inline const json::Object &object(const json::Object &O, StringRef Key) {
  static const json::Object Empty;
  const json::Object *Found = O.getObject(Key);
  return Found ? *Found : Empty;
}

/// The objects of array \p Key (non-objects skipped).
inline std::vector<const json::Object *> objects(const json::Object &O,
                                                 StringRef Key) {
  std::vector<const json::Object *> Out;
  if (const json::Array *A = O.getArray(Key))
    for (const json::Value &V : *A)
      if (const json::Object *E = V.getAsObject())
        Out.push_back(E);
  return Out;
}

} // namespace cu2hip::report

#endif
