//===- HeaderText.cpp - Pieces of the generated NVIDIA headers ------------===//
#include "HeaderText.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using llvm::StringRef;

static constexpr compat::CudaHeaderRule CudaHeaderRules[] = {
    {"common_functions.h", ""},
    {"cudaGL.h", "__has_include(<GL/gl.h>)"},
    {"cuda_gl_interop.h", "__has_include(<GL/gl.h>)"},
    {"device_double_functions.h", ""},
    {"device_functions.h", ""},
    {"host_defines.h", ""},
    {"math_functions.h", ""},
};

bool compat::includedByClangWrapper(StringRef Name) {
  return (Name.starts_with("sm_") && Name.ends_with(".h")) ||
         Name == "device_atomic_functions.h" ||
         Name.ends_with("_indirect_functions.h") ||
         Name == "texture_fetch_functions.h" || Name == "surface_functions.h";
}

const compat::CudaHeaderRule *compat::cudaHeaderRule(StringRef Name) {
  for (const CudaHeaderRule &R : CudaHeaderRules)
    if (R.Name == Name)
      return &R;
  return nullptr;
}

StringRef compat::stem(StringRef Path) { return llvm::sys::path::stem(Path); }

std::string compat::openScope(StringRef Scope) {
  std::string Out;
  llvm::SmallVector<StringRef, 4> Parts;
  Scope.split(Parts, "::");
  for (StringRef P : Parts)
    Out += ("namespace " + P + " { ").str();
  return Out;
}

std::string compat::closeScope(StringRef Scope) {
  std::string Out;
  for (size_t I = 0, N = Scope.count("::") + 1; I != N; ++I)
    Out += " }";
  return Out;
}

std::string compat::guardFor(StringRef Path) {
  std::string Guard = "CU2HIP_NVIDIA_";
  for (char C : Path)
    Guard += llvm::isAlnum(C) ? llvm::toUpper(C) : '_';
  return Guard;
}

std::string compat::upToRoot(StringRef Path) {
  std::string Up;
  for (char C : Path)
    if (C == '/')
      Up += "../";
  return Up;
}
