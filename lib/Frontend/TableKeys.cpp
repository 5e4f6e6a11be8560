//===- TableKeys.cpp - The table key of a CUDA declaration ----------------===//
///
/// \file
/// The mapping tables name CUDA declarations by their scopes as users write
/// them (`cub::DeviceReduce::Sum`), not as the headers declare them, inside
/// ABI and implementation namespaces; and a row for a scope can cover its
/// members or rename the scopes around it.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "clang/AST/Decl.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

/// `cooperative_groups::details` (inside CUDA's ABI namespace `__v1`): where
/// CUDA declares the overloads of reduce that argument-dependent lookup finds
/// for `reduce(tile, v, plus<int>())`; users name them as cooperative_groups
/// members.
static bool isCooperativeGroupsDetails(const NamespaceDecl *NS) {
  if (NS->getName() != "details")
    return false;
  const auto *Outer = dyn_cast<NamespaceDecl>(NS->getParent());
  if (Outer && Outer->getName().starts_with("__")) // the ABI namespace
    Outer = dyn_cast<NamespaceDecl>(Outer->getParent());
  return Outer && Outer->getName() == "cooperative_groups";
}

std::string cu2hip::tableKeyOf(const NamedDecl *D) {
  llvm::SmallVector<StringRef, 4> Parts;
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (NS->isInline() || NS->isAnonymousNamespace() ||
          NS->getName().starts_with("__") || isCooperativeGroupsDetails(NS))
        continue;
      Parts.push_back(NS->getName());
    } else if (const auto *RD = dyn_cast<RecordDecl>(DC)) {
      if (RD->getIdentifier() && !RD->getName().starts_with("__"))
        Parts.push_back(RD->getName());
    }
  }
  std::string Key;
  for (StringRef P : llvm::reverse(Parts))
    Key += (P + "::").str();
  return Key + D->getName().str();
}

bool cu2hip::coveredByScopeRow(const MappingTable &Table, StringRef Key) {
  for (size_t Colons = Key.rfind("::"); Colons != StringRef::npos;
       Colons = Key.rfind("::")) {
    Key = Key.take_front(Colons);
    if (const MappingRow *Scope = Table.lookup(Key);
        Scope && Scope->CoversMembers)
      return true;
  }
  return false;
}

bool cu2hip::dropsQualifiers(StringRef Key, const MappingRow &Row) {
  return !Row.Hip.empty() && Row.Hip.count("::") < Key.count("::");
}
