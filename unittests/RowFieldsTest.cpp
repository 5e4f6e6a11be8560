//===- RowFieldsTest.cpp - Every key of RowFields.def reaches its member --===//
///
/// Rows that together set every key RowFields.def declares, each to a value
/// of its own, load into members that hold those values: a key the loader
/// forgets, or two keys it swaps, fail here. A key added to the .def fails
/// until a row below sets it.
///
//===----------------------------------------------------------------------===//
#include "LoadTable.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"
#include <map>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

using namespace cu2hip;

namespace {

// A member's value spelt as its key's YAML value ("" where absent).
std::string yamlText(llvm::StringRef S) { return S.str(); }
std::string yamlText(HipVersion V) { return V.isSet() ? V.str() : ""; }
std::string yamlText(NameKind K) { return nameKindName(K).str(); }
std::string yamlText(MappingStatus S) { return mappingStatusName(S).str(); }
std::string yamlText(HandlerKind H) { return handlerName(H).str(); }
std::string yamlText(WarpClass W) { return warpClassName(W).str(); }
std::string yamlText(bool B) { return B ? "true" : "false"; }
std::string yamlText(unsigned N) { return std::to_string(N); }
std::string yamlText(std::optional<unsigned> N) {
  return N ? std::to_string(*N) : "";
}

/// Each key of \p Row, as its YAML value.
std::map<std::string, std::string> keysOf(const MappingRow &Row) {
  std::map<std::string, std::string> Keys;
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  Keys[Key] = yamlText(Row.Member);
#include "cu2hip/Mapping/RowFields.def"
  return Keys;
}

using Entry = std::vector<std::pair<std::string, std::string>>;

/// Valid rows, sorted by `cuda`, that between them set every key.
const std::vector<Entry> &sampleEntries() {
  static const std::vector<Entry> Entries = {
      {{"cuda", "CU_ENUM_A"},
       {"kind", "enum"},
       {"hip", "HIP_ENUM_A"},
       {"hip_since", "5.2"},
       {"call_args", "$0, 1"}},
      {{"cuda", "CU_MACRO"},
       {"kind", "macro"},
       {"hip", "HIP_MACRO"},
       {"hip_since", "5.3"},
       {"status", "attention"},
       {"diag", "api-semantics"},
       {"reason", "the macro's value differs"},
       {"handler", "wrapSymbolArg0"},
       {"tested_as", "HIP_MACRO_TESTED"},
       {"roc_reason", "rocFoo has no such macro"}},
      {{"cuda", "cuFooA"},
       {"kind", "function"},
       {"hip", "hipFooA"},
       {"hip_since", "6.0"},
       {"hip_deprecated", "6.1"},
       {"hip_removed", "6.2"},
       {"cuda_removed", "12.0"},
       {"fallback", "hipFooOld"},
       {"fallback_handler", "castArg0ToConstVoidPtr"},
       {"args", "$1, $0"},
       {"require", "$0 == FOO_ONE"},
       {"reason", "other first arguments have no HIP equivalent"},
       {"arity", "3"},
       {"template", "type, value..."},
       {"returns", "cuns::result"},
       {"roc", "rocFooA"},
       {"warp", "shuffle"},
       {"lane_mask_arg", "true"},
       {"device_role", "waits for the kernels this thread launched"}},
      {{"cuda", "cuFooB"},
       {"kind", "function"},
       {"hip", "hipFooB"},
       {"hip_since", "5.2"},
       {"args_from", "1"},
       {"arity", "2"},
       {"reason", "the argument is not a constant"}},
      {{"cuda", "cuns"},
       {"kind", "namespace"},
       {"hip", "hipns"},
       {"hip_since", "5.2"},
       {"covers_members", "true"}},
  };
  return Entries;
}

std::string sampleTable() {
  std::string Yaml = "family: foo\nlibrary:\n  cuda: cuFoo\n  hip: hipFoo\n"
                     "  link: hipfoo\n  debian_headers: false\n"
                     "  roc: rocFoo\n  roc_link: rocfoo\nentries:\n";
  for (const Entry &E : sampleEntries())
    for (size_t I = 0; I < E.size(); ++I)
      Yaml += (I == 0 ? "  - " : "    ") + E[I].first + ": \"" + E[I].second +
              "\"\n";
  return Yaml;
}

class RowFieldsTest : public LoadTableTest {};

TEST_F(RowFieldsTest, SamplesSetEveryKey) {
  llvm::StringSet<> Set;
  for (const Entry &E : sampleEntries())
    for (const auto &KeyValue : E)
      Set.insert(KeyValue.first);
  for (const auto &KeyDefault : keysOf(MappingRow()))
    EXPECT_TRUE(Set.contains(KeyDefault.first))
        << "no sample row sets '" << KeyDefault.first << "': add one";
}

TEST_F(RowFieldsTest, EveryKeyReachesItsMember) {
  llvm::Expected<MappingFile> F = load(sampleTable());
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  ASSERT_EQ(F->Rows.size(), sampleEntries().size());
  const std::map<std::string, std::string> Defaults = keysOf(MappingRow());
  for (size_t R = 0; R < F->Rows.size(); ++R) {
    std::map<std::string, std::string> Expected = Defaults;
    for (const auto &[Key, Value] : sampleEntries()[R]) {
      ASSERT_TRUE(Expected.count(Key)) << "'" << Key << "' is no key";
      Expected[Key] = Value;
    }
    for (const auto &[Key, Value] : keysOf(F->Rows[R]))
      EXPECT_EQ(Value, Expected[Key])
          << "'" << Key << "' of " << F->Rows[R].Cuda.str();
    EXPECT_EQ(F->Rows[R].Family, "foo");
  }
}

// The same for LibraryFields.def: a library block setting every key, each
// to a value of its own (the flag to its non-default), loads into members
// that hold them.
TEST_F(RowFieldsTest, EveryLibraryKeyReachesItsMember) {
  std::string Yaml = "family: foo\nlibrary:\n";
  std::map<std::string, std::string> Expected;
  auto Set = [&](const char *Key, const std::string &Value) {
    Yaml += std::string("  ") + Key + ": \"" + Value + "\"\n";
    Expected[Key] = Value;
  };
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required)                      \
  Set(Key, std::is_same_v<Type, bool> ? std::string("true")                    \
                                      : "v_" + std::string(Key));
#include "cu2hip/Mapping/LibraryFields.def"
  llvm::Expected<MappingFile> F = load(Yaml + "entries: []\n");
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  ASSERT_TRUE(F->Library.has_value());
  EXPECT_EQ(F->Library->Family, "foo");
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required)                      \
  EXPECT_EQ(yamlText(F->Library->Member), Expected[Key]) << "'" << Key << "'";
#include "cu2hip/Mapping/LibraryFields.def"
}

} // namespace
