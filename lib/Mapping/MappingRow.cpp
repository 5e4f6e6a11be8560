//===- MappingRow.cpp - A row at a target, and its enumerations' names ----===//
#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;

std::optional<RowEmission> MappingRow::emittedAt(HipVersion Target) const {
  if (Status == MappingStatus::Unsupported)
    return std::nullopt;
  if (Hip.empty()) { // no HIP has it: the fallback, if any, for every target
    if (Fallback.empty())
      return std::nullopt;
    return RowEmission{Fallback, FallbackHandler, true};
  }
  if (Target < HipSince) {
    if (Fallback.empty())
      return std::nullopt;
    return RowEmission{Fallback, FallbackHandler, true};
  }
  if (HipRemoved.isSet() && HipRemoved <= Target)
    return std::nullopt;
  return RowEmission{Hip, Handler, false};
}

/// The index of the parenthesis closing the one at \p Open, or npos.
static size_t closingParen(llvm::StringRef Text, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < Text.size(); ++I) {
    Depth += Text[I] == '(' ? 1 : Text[I] == ')' ? -1 : 0;
    if (Depth == 0)
      return I;
  }
  return llvm::StringRef::npos;
}

bool cu2hip::isShimName(llvm::StringRef Name) {
  return leafName(Name).starts_with_insensitive("cu2hip_");
}

bool cu2hip::isIdentifier(llvm::StringRef S) {
  return !S.empty() && !llvm::isDigit(S[0]) &&
         llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

bool cu2hip::isQualifiedIdentifier(llvm::StringRef Name) {
  return llvm::all_of(llvm::split(Name, "::"), isIdentifier);
}

bool cu2hip::isIncludePath(llvm::StringRef Path, bool StarInLast) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Path.split(Parts, '/');
  for (size_t I = 0; I < Parts.size(); ++I) {
    bool Star = StarInLast && I + 1 == Parts.size();
    llvm::StringRef P = Parts[I];
    if (P.empty() || P == "." || P == ".." || !llvm::all_of(P, [&](char C) {
          return llvm::isAlnum(C) || llvm::StringRef("_.+-").contains(C) ||
                 (C == '*' && Star);
        }))
      return false;
  }
  return true;
}

bool cu2hip::isMacroValue(llvm::StringRef Text) {
  if (Text.empty() || !llvm::all_of(Text, [](char C) {
        return llvm::isAlnum(C) ||
               llvm::StringRef("_., ()~-+<>*/|&^").contains(C);
      }))
    return false;
  if (llvm::isDigit(Text.front()))
    return llvm::all_of(Text, [](char C) {
      return llvm::isAlnum(C) || C == '.' || C == '+' || C == '-';
    });
  size_t Open = Text.find('(');
  if (Open == llvm::StringRef::npos)
    return false; // a name
  llvm::StringRef Callee = Text.take_front(Open);
  bool CalleeOk = Callee.empty() || isIdentifier(Callee);
  return CalleeOk && closingParen(Text, Open) == Text.size() - 1;
}

llvm::StringRef cu2hip::nameKindName(NameKind K) {
  switch (K) {
  case NameKind::Function:
    return "function";
  case NameKind::Type:
    return "type";
  case NameKind::Enum:
    return "enum";
  case NameKind::Macro:
    return "macro";
  case NameKind::Header:
    return "header";
  case NameKind::Member:
    return "member";
  case NameKind::Namespace:
    return "namespace";
  }
  llvm_unreachable("covered switch");
}

std::optional<NameKind> cu2hip::parseNameKind(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<NameKind>>(S)
      .Case("function", NameKind::Function)
      .Case("type", NameKind::Type)
      .Case("enum", NameKind::Enum)
      .Case("macro", NameKind::Macro)
      .Case("header", NameKind::Header)
      .Case("member", NameKind::Member)
      .Case("namespace", NameKind::Namespace)
      .Default(std::nullopt);
}

llvm::StringRef cu2hip::mappingStatusName(MappingStatus S) {
  switch (S) {
  case MappingStatus::Supported:
    return "supported";
  case MappingStatus::Unsupported:
    return "unsupported";
  case MappingStatus::Attention:
    return "attention";
  case MappingStatus::Removed:
    return "removed";
  }
  llvm_unreachable("covered switch");
}

std::optional<MappingStatus> cu2hip::parseMappingStatus(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<MappingStatus>>(S)
      .Case("supported", MappingStatus::Supported)
      .Case("unsupported", MappingStatus::Unsupported)
      .Case("attention", MappingStatus::Attention)
      .Case("removed", MappingStatus::Removed)
      .Default(std::nullopt);
}

llvm::StringRef cu2hip::handlerName(HandlerKind H) {
  switch (H) {
  case HandlerKind::None:
    return "";
#define CU2HIP_HANDLER(Enum, Name, Doc)                                        \
  case HandlerKind::Enum:                                                      \
    return Name;
#include "cu2hip/Mapping/Handlers.def"
  }
  llvm_unreachable("covered switch");
}

llvm::StringRef cu2hip::handlerEnumerator(HandlerKind H) {
  switch (H) {
  case HandlerKind::None:
    return "None";
#define CU2HIP_HANDLER(Enum, Name, Doc)                                        \
  case HandlerKind::Enum:                                                      \
    return #Enum;
#include "cu2hip/Mapping/Handlers.def"
  }
  llvm_unreachable("covered switch");
}

std::optional<HandlerKind> cu2hip::parseHandlerName(llvm::StringRef S) {
#define CU2HIP_HANDLER(Enum, Name, Doc)                                        \
  if (S == Name)                                                               \
    return HandlerKind::Enum;
#include "cu2hip/Mapping/Handlers.def"
  return std::nullopt;
}

llvm::StringRef cu2hip::warpClassName(WarpClass W) {
  switch (W) {
  case WarpClass::None:
    return "";
#define CU2HIP_WARP_CLASS(Enum, Name, Doc)                                     \
  case WarpClass::Enum:                                                        \
    return Name;
#include "cu2hip/Mapping/WarpClasses.def"
  }
  llvm_unreachable("covered switch");
}

llvm::StringRef cu2hip::warpClassEnumerator(WarpClass W) {
  switch (W) {
  case WarpClass::None:
    return "None";
#define CU2HIP_WARP_CLASS(Enum, Name, Doc)                                     \
  case WarpClass::Enum:                                                        \
    return #Enum;
#include "cu2hip/Mapping/WarpClasses.def"
  }
  llvm_unreachable("covered switch");
}

std::optional<WarpClass> cu2hip::parseWarpClassName(llvm::StringRef S) {
#define CU2HIP_WARP_CLASS(Enum, Name, Doc)                                     \
  if (S == Name)                                                               \
    return WarpClass::Enum;
#include "cu2hip/Mapping/WarpClasses.def"
  return std::nullopt;
}
