//===- NameSets.cpp -------------------------------------------------------===//
#include "cu2hip/Mapping/NameSets.h"

using namespace cu2hip;

void NameSets::add(const MappingRow &Row) {
  if (Row.Warp != WarpClass::None) {
    auto [It, New] =
        WarpNames.try_emplace(leafName(Row.Cuda), WarpName{Row.Warp, true});
    It->second.OnlyMembers &= Row.Kind == NameKind::Member;
  }
  if (Row.Kind == NameKind::Member)
    MemberOwners.insert(Row.Cuda.rsplit("::").first);
  if (Row.Kind == NameKind::Function && Row.Cuda.ends_with(")"))
    OverloadedNames.insert(overloadedName(Row.Cuda));
  for (HipVersion V : {Row.HipSince, Row.HipDeprecated, Row.HipRemoved})
    if (Newest < V)
      Newest = V;
}
