//===- BuiltinShims.cpp - The shims compiled into the tool ----------------===//
#include "cu2hip/Mapping/MappingRow.h"
#include "cu2hip/Mapping/Shims.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {
constexpr Shim BuiltinShims[] = {
#define CU2HIP_SHIM(Name, Provides, Needs, Exact, Note, Code)                  \
  Shim{Name, Provides, Needs, Exact, Note, Code},
#include "cu2hip/ShimRows.inc"
    Shim{}}; // an empty array is not allowed: a nameless sentinel ends it
} // namespace

llvm::ArrayRef<Shim> cu2hip::builtinShims() {
  return llvm::ArrayRef(BuiltinShims).drop_back();
}

const Shim *cu2hip::shimProviding(StringRef Name) {
  // Shim names are cu2hip's own, so most names skip the search.
  if (!isShimName(Name))
    return nullptr;
  for (const Shim &S : builtinShims())
    if (S.provides(Name))
      return &S;
  return nullptr;
}
