//===- NameFacts.cpp - What the tables know of the names on a line -------===//
#include "NameFacts.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::driver;
using llvm::StringRef;

std::vector<StringRef> cu2hip::driver::identifiers(StringRef Text,
                                                   bool QuotedOnly) {
  auto IsStart = [](char C) { return llvm::isAlpha(C) || C == '_'; };
  std::vector<StringRef> Names;
  for (size_t I = 0; I < Text.size();) {
    if (!IsStart(Text[I])) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && (IsStart(Text[J]) || llvm::isDigit(Text[J])))
      ++J;
    StringRef Name = Text.slice(I, J);
    if ((!QuotedOnly || (I > 0 && Text[I - 1] == '\'')) &&
        !llvm::is_contained(Names, Name))
      Names.push_back(Name);
    I = J;
  }
  return Names;
}

NameFacts::NameFacts(const MappingTable &Table, HipVersion Target)
    : Table(Table), Target(Target) {
  for (const MappingRow &Row : Table.rows())
    if (!Row.Hip.empty() && Row.Hip != Row.Cuda && Row.Kind != NameKind::Member)
      ByHip[Row.Hip].push_back(&Row);
}

std::string NameFacts::describe(StringRef HipLine, StringRef CudaLine,
                                StringRef Message) const {
  std::vector<StringRef> Names = identifiers(Message, /*QuotedOnly=*/true);
  for (StringRef Name : identifiers(HipLine, /*QuotedOnly=*/false))
    if (!llvm::is_contained(Names, Name))
      Names.push_back(Name);
  std::vector<StringRef> OnCudaLine = identifiers(CudaLine, false);
  std::vector<std::string> Facts;
  for (StringRef Name : Names) {
    if (Facts.size() == 3)
      break;
    if (std::optional<std::string> F = fact(Name, OnCudaLine))
      Facts.push_back(*F);
  }
  return llvm::join(Facts, "; ");
}

std::optional<std::string>
NameFacts::fact(StringRef Name, llvm::ArrayRef<StringRef> OnCudaLine) const {
  if (isShimName(Name))
    return "'" + Name.str() + "' is a shim cu2hip wrote";
  if (const MappingRow *Row = Table.lookup(Name);
      Row && Table.isDistinctiveCudaName(Name)) {
    std::string F = "'" + Name.str() + "' is CUDA's, left as is";
    if (!Row->Reason.empty())
      F += ": " + Row->Reason.str();
    return F;
  }
  auto It = ByHip.find(Name);
  if (It == ByHip.end())
    return std::nullopt;
  // Only the translation of a name this very CUDA line spells.
  for (const MappingRow *Row : It->second) {
    if (!llvm::is_contained(OnCudaLine, leafName(Row->Cuda)))
      continue;
    std::string F = "'" + Name.str() + "' translates '" + Row->Cuda.str() + "'";
    if (Target < Row->HipSince)
      F += " (HIP " + Row->HipSince.str() + " and later)";
    if (const LibraryInfo *Lib = Table.library(Row->Family);
        Lib && !Lib->DebianHeaders)
      F += " (" + Lib->HipName.str() + ", which Debian's ROCm lacks)";
    return F;
  }
  return std::nullopt;
}
