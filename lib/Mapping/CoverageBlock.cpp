//===- CoverageBlock.cpp - A table's coverage: block ----------------------===//
#include "CoverageBlock.h"
#include "llvm/ADT/StringSet.h"
#include <map>

using namespace cu2hip;
using llvm::StringRef;

void llvm::yaml::ScalarTraits<HeaderGlob>::output(const HeaderGlob &Value,
                                                  void *,
                                                  llvm::raw_ostream &OS) {
  OS << Value.Text;
}

StringRef llvm::yaml::ScalarTraits<HeaderGlob>::input(StringRef Scalar, void *,
                                                      HeaderGlob &Value) {
  if (!isIncludePath(Scalar, /*StarInLast=*/true))
    return "a header is a path under include/ ('cuda.h', "
           "'cooperative_groups/*.h'), a '*' in its last component only";
  Value.Text = Scalar.str();
  return "";
}

void llvm::yaml::MappingTraits<RawCoverage>::mapping(IO &IO, RawCoverage &C) {
  IO.mapOptional("family", C.Family);
  IO.mapRequired("order", C.Order);
  IO.mapRequired("headers", C.Headers);
  IO.mapOptional("except", C.Except);
  IO.mapOptional("root", C.Root);
  IO.mapOptional("own_unit", C.OwnUnit, false);
  IO.mapOptional("counts_headers", C.CountsHeaders, false);
  IO.mapOptional("namespace", C.Namespace);
  IO.mapOptional("direct_members_only", C.DirectMembersOnly, false);
  IO.mapOptional("summary", C.Summary);
}

std::string llvm::yaml::MappingTraits<RawCoverage>::validate(IO &,
                                                             RawCoverage &C) {
  if (C.Headers.empty())
    return "'coverage': 'headers' must list the family's headers";
  if (!C.Root.empty() && !isIncludePath(C.Root))
    return "'coverage': 'root' is a folder under include/ ('cccl'), not '" +
           C.Root + "'";
  if (!C.Namespace.empty() && !isQualifiedIdentifier(C.Namespace))
    return "'coverage': 'namespace' is a C++ namespace ('nvcuda::wmma'), "
           "not '" +
           C.Namespace + "'";
  if (C.DirectMembersOnly && C.Namespace.empty())
    return "'coverage': 'direct_members_only' needs 'namespace'";
  if (C.CountsHeaders && (C.OwnUnit || !C.Namespace.empty()))
    return "'coverage': a family that 'counts_headers' is not parsed: "
           "'own_unit' and 'namespace' do not apply";
  return "";
}

CoverageFamily cu2hip::saveCoverage(const RawCoverage &Raw,
                                    StringRef FileFamily,
                                    llvm::StringSaver &Saver) {
  CoverageFamily Out;
  Out.Family = Raw.Family.empty() ? FileFamily : Saver.save(Raw.Family);
  Out.Order = Raw.Order;
  for (const HeaderGlob &H : Raw.Headers)
    Out.Headers.push_back(Saver.save(H.Text));
  for (const HeaderGlob &H : Raw.Except)
    Out.Except.push_back(Saver.save(H.Text));
  Out.Root = Saver.save(Raw.Root);
  Out.OwnUnit = Raw.OwnUnit;
  Out.CountsHeaders = Raw.CountsHeaders;
  Out.Namespace = Saver.save(Raw.Namespace);
  Out.DirectMembersOnly = Raw.DirectMembersOnly;
  Out.Summary = Saver.save(Raw.Summary);
  return Out;
}

llvm::Error
cu2hip::checkCoverageAcrossFiles(llvm::ArrayRef<MappingFile> Files) {
  llvm::StringSet<> TableFamilies;
  for (const MappingFile &F : Files)
    TableFamilies.insert(F.Family);
  llvm::StringSet<> Declared;
  std::map<unsigned, StringRef> ByOrder;
  for (const MappingFile &F : Files)
    for (const CoverageFamily &C : F.Coverage) {
      if (C.Family != F.Family && TableFamilies.contains(C.Family))
        return llvm::createStringError("the coverage of family '" + C.Family +
                                       "' is declared in a table "
                                       "of family '" +
                                       F.Family +
                                       "': it belongs in its own family's");
      if (!Declared.insert(C.Family).second)
        return llvm::createStringError("the coverage of family '" + C.Family +
                                       "' is declared twice");
      auto [It, New] = ByOrder.try_emplace(C.Order, C.Family);
      if (!New)
        return llvm::createStringError(
            "coverage families '" + It->second + "' and '" + C.Family +
            "' have the same 'order' " + std::to_string(C.Order));
    }
  return llvm::Error::success();
}
