//===- BuildTableNames.cpp - YAML spellings of build-table enums ----------===//
#include "cu2hip/Mapping/BuildTables.h"

using namespace cu2hip;
using llvm::StringRef;

llvm::StringRef cu2hip::buildStatusName(BuildStatus S) {
  switch (S) {
  case BuildStatus::Supported:
    return "supported";
  case BuildStatus::Drop:
    return "drop";
  case BuildStatus::Attention:
    return "attention";
  case BuildStatus::Unsupported:
    return "unsupported";
  }
  llvm_unreachable("covered switch");
}

std::optional<BuildStatus> cu2hip::parseBuildStatus(StringRef S) {
  for (BuildStatus B : {BuildStatus::Supported, BuildStatus::Drop,
                        BuildStatus::Attention, BuildStatus::Unsupported})
    if (buildStatusName(B) == S)
      return B;
  return std::nullopt;
}

llvm::StringRef cu2hip::buildValueName(BuildValue V) {
  switch (V) {
  case BuildValue::None:
    return "none";
  case BuildValue::Architectures:
    return "architectures";
  case BuildValue::Flags:
    return "flags";
  case BuildValue::Compiler:
    return "compiler";
  case BuildValue::CompilerId:
    return "compiler-id";
  case BuildValue::Sources:
    return "sources";
  case BuildValue::LinkPackage:
    return "link-package";
  case BuildValue::RocmRoot:
    return "rocm-root";
  case BuildValue::Gencode:
    return "gencode";
  case BuildValue::Passthrough:
    return "passthrough";
  case BuildValue::Linker:
    return "linker";
  case BuildValue::Choice:
    return "choice";
  case BuildValue::One:
    return "one";
  }
  llvm_unreachable("covered switch");
}

std::optional<BuildValue> cu2hip::parseBuildValue(StringRef S) {
  for (int I = 0; I <= static_cast<int>(BuildValue::One); ++I)
    if (buildValueName(static_cast<BuildValue>(I)) == S)
      return static_cast<BuildValue>(I);
  return std::nullopt;
}

llvm::StringRef cu2hip::cmakeNameKindName(CMakeNameKind K) {
  switch (K) {
  case CMakeNameKind::Command:
    return "command";
  case CMakeNameKind::CompilerId:
    return "compiler-id";
  case CMakeNameKind::Feature:
    return "feature";
  case CMakeNameKind::Language:
    return "language";
  case CMakeNameKind::Package:
    return "package";
  case CMakeNameKind::Property:
    return "property";
  case CMakeNameKind::Variable:
    return "variable";
  }
  llvm_unreachable("covered switch");
}

std::optional<CMakeNameKind> cu2hip::parseCMakeNameKind(StringRef S) {
  for (int I = 0; I <= static_cast<int>(CMakeNameKind::Variable); ++I)
    if (cmakeNameKindName(static_cast<CMakeNameKind>(I)) == S)
      return static_cast<CMakeNameKind>(I);
  return std::nullopt;
}

llvm::StringRef cu2hip::makeNameKindName(MakeNameKind K) {
  switch (K) {
  case MakeNameKind::Program:
    return "program";
  case MakeNameKind::Subdir:
    return "subdir";
  case MakeNameKind::Variable:
    return "variable";
  }
  llvm_unreachable("covered switch");
}

std::optional<MakeNameKind> cu2hip::parseMakeNameKind(StringRef S) {
  for (int I = 0; I <= static_cast<int>(MakeNameKind::Variable); ++I)
    if (makeNameKindName(static_cast<MakeNameKind>(I)) == S)
      return static_cast<MakeNameKind>(I);
  return std::nullopt;
}
