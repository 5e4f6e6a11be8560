//===- FactsCacheTest.cpp - Cached parses and merged facts ----------------===//
#include "../lib/Driver/FactsCache.h"
#include "../lib/Driver/ParsePhase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <sys/stat.h>
#include <tuple>

using namespace cu2hip;

namespace {

ParsedUnit sampleUnit() {
  ParsedUnit U;
  U.MainFile = "/src/a.cu";
  ParsedFile &Main = U.Files["/src/a.cu"];
  Main.ContentHash = 0x0123456789abcdefULL;
  Main.Facts.UserEntityNames.insert("launch");
  Main.Facts.UserMacroNames.insert("FULL");
  Main.Facts.ResolvedKeys[42] = "cudaDeviceProp::clockRate";
  Main.Facts.FullMaskCalls.insert(7);
  Main.Facts.NarrowShuffleCalls.insert(9);
  Main.Facts.HostHalfOperators.insert(10);
  Main.Facts.DroppedQualifiers.insert(11);
  Main.Facts.SymbolArguments[12] = 4;
  Main.Facts.SymbolArguments[14] = SymbolIsPointerValue;
  Main.Facts.UnmappedRefs[13] = "cudaSomethingNew";
  Main.Facts.ParseFindings.emplace_back(DiagKind::ParseError, 5, 2, 3,
                                        "clang: \"quoted\" message", "");
  U.Files["/src/h.cuh"].ContentHash = 1; // read, no facts
  U.AbsentPaths.insert("/src/gen/config.h");
  return U;
}

TEST(FactsCacheTest, SerializedUnitReadsBackTheSame) {
  ParsedUnit U = sampleUnit();
  std::optional<ParsedUnit> Back =
      deserializeParsedUnit(serializeParsedUnit(U));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->MainFile, "/src/a.cu");
  ASSERT_EQ(Back->Files.size(), 2u);
  const ParsedFile &Main = Back->Files["/src/a.cu"];
  EXPECT_EQ(Main.ContentHash, 0x0123456789abcdefULL);
  EXPECT_TRUE(Main.Facts.UserEntityNames.contains("launch"));
  EXPECT_TRUE(Main.Facts.UserMacroNames.contains("FULL"));
  EXPECT_EQ(Main.Facts.ResolvedKeys.lookup(42), "cudaDeviceProp::clockRate");
  EXPECT_TRUE(Main.Facts.FullMaskCalls.contains(7));
  EXPECT_TRUE(Main.Facts.NarrowShuffleCalls.contains(9));
  EXPECT_TRUE(Main.Facts.HostHalfOperators.contains(10));
  EXPECT_TRUE(Main.Facts.DroppedQualifiers.contains(11));
  EXPECT_EQ(Main.Facts.SymbolArguments.lookup(12), 4u);
  EXPECT_EQ(Main.Facts.SymbolArguments.lookup(14), SymbolIsPointerValue);
  EXPECT_EQ(Main.Facts.UnmappedRefs.lookup(13), "cudaSomethingNew");
  ASSERT_EQ(Main.Facts.ParseFindings.size(), 1u);
  EXPECT_EQ(Main.Facts.ParseFindings[0].Message, "clang: \"quoted\" message");
  EXPECT_EQ(Main.Facts.ParseFindings[0].Line, 2u);
  EXPECT_EQ(Back->Files["/src/h.cuh"].ContentHash, 1u);
  EXPECT_EQ(Back->AbsentPaths, U.AbsentPaths);
  // Byte-identical when written again: entries do not depend on hash order.
  EXPECT_EQ(serializeParsedUnit(*Back), serializeParsedUnit(U));
}

// Every fact of AstFacts.def, filled and compared by kind: a fact added to
// the .def is covered here with nothing to change (a new kind needs a
// fill and a same below, which the build asks for).

void fill(ast_fact_kind::Names &Names, unsigned Seed) {
  Names.insert("name" + std::to_string(Seed));
  Names.insert("other" + std::to_string(Seed));
}

void fill(ast_fact_kind::Offsets &Offsets, unsigned Seed) {
  Offsets.insert(Seed);
  Offsets.insert(Seed + 7);
}

void fill(ast_fact_kind::OffsetTexts &Texts, unsigned Seed) {
  Texts[Seed] = "cudaKey" + std::to_string(Seed);
  Texts[Seed + 3] = "unsigned long long";
}

void fill(ast_fact_kind::OffsetNumbers &Numbers, unsigned Seed) {
  Numbers[Seed] = Seed % 5;
  Numbers[Seed + 1] = SymbolIsAddress;
  Numbers[Seed + 2] = SymbolIsPointerValue;
}

void fill(ast_fact_kind::OffsetRanges &Ranges, unsigned Seed) {
  Ranges[Seed] = Seed + 40;
  Ranges[Seed + 50] = Seed + 50; // empty
}

void fill(ast_fact_kind::Findings &Findings, unsigned Seed) {
  Finding &F = Findings.emplace_back(DiagKind::ParseError, Seed, 2, 3,
                                     "clang: \"quoted\" message", "");
  F.Length = 4;
  Finding &G = Findings.emplace_back(DiagKind::Wave64LaneMath, Seed + 9, 5, 1,
                                     "a lane index", "warpSize");
  G.Fixes.emplace_back(Seed + 9, 2, "warpSize - 1");
  G.Fixes.emplace_back(Seed + 12, 0, "");
}

bool same(const ast_fact_kind::Names &A, const ast_fact_kind::Names &B) {
  return A.size() == B.size() && llvm::all_of(A, [&](const auto &Entry) {
           return B.contains(Entry.getKey());
         });
}

bool same(const ast_fact_kind::Offsets &A, const ast_fact_kind::Offsets &B) {
  return A == B;
}

bool same(const ast_fact_kind::OffsetTexts &A,
          const ast_fact_kind::OffsetTexts &B) {
  return A == B;
}

bool same(const ast_fact_kind::OffsetNumbers &A,
          const ast_fact_kind::OffsetNumbers &B) {
  return A == B;
}

bool same(const ast_fact_kind::OffsetRanges &A,
          const ast_fact_kind::OffsetRanges &B) {
  return A == B;
}

/// What the cache keeps of a finding (translateSource fills in the rest).
bool same(const ast_fact_kind::Findings &A, const ast_fact_kind::Findings &B) {
  auto Fixes = [](const Finding &F) {
    std::vector<std::tuple<unsigned, unsigned, std::string>> T;
    for (const FixIt &Fix : F.Fixes)
      T.emplace_back(Fix.Offset, Fix.Length, Fix.Text);
    return T;
  };
  auto Kept = [&](const Finding &F) {
    return std::make_tuple(F.Kind, F.Offset, F.Line, F.Column, F.Message,
                           F.CudaName, F.Length, Fixes(F));
  };
  return A.size() == B.size() &&
         llvm::all_of(llvm::zip(A, B), [&](const auto &Pair) {
           return Kept(std::get<0>(Pair)) == Kept(std::get<1>(Pair));
         });
}

/// Every fact non-empty, the values distinct for distinct seeds.
AstFacts everyFact(unsigned Seed) {
  AstFacts F;
  unsigned N = 0;
#define CU2HIP_AST_FACT(Kind, Member, Key) fill(F.Member, Seed + 100 * ++N);
#include "cu2hip/Support/AstFacts.def"
  return F;
}

TEST(FactsCacheTest, EveryFactReadsBackEqual) {
  ParsedUnit U;
  U.MainFile = "/src/a.cu";
  U.Files["/src/a.cu"].Facts = everyFact(1);
  U.Files["/src/h.cuh"].Facts = everyFact(5000);
  std::optional<ParsedUnit> Back =
      deserializeParsedUnit(serializeParsedUnit(U));
  ASSERT_TRUE(Back);
  ASSERT_EQ(Back->Files.size(), 2u);
  for (const auto &[Path, File] : U.Files) {
    const AstFacts &Want = File.Facts, &Got = Back->Files[Path].Facts;
#define CU2HIP_AST_FACT(Kind, Member, Key)                                     \
  EXPECT_FALSE(Want.Member.empty()) << #Member;                                \
  EXPECT_TRUE(same(Got.Member, Want.Member)) << Path << ": " << #Member;
#include "cu2hip/Support/AstFacts.def"
  }
  EXPECT_EQ(serializeParsedUnit(*Back), serializeParsedUnit(U));
}

TEST(MergeFactsTest, KeepsEveryFact) {
  AstFacts A = everyFact(1), B = everyFact(5000);
  AstFacts M;
  mergeFacts(M, A);
#define CU2HIP_AST_FACT(Kind, Member, Key)                                     \
  EXPECT_TRUE(same(M.Member, A.Member)) << #Member;
#include "cu2hip/Support/AstFacts.def"
  // Another unit's facts are added; the same facts again add nothing.
  mergeFacts(M, B);
  mergeFacts(M, A);
#define CU2HIP_AST_FACT(Kind, Member, Key)                                     \
  EXPECT_EQ(M.Member.size(), A.Member.size() + B.Member.size()) << #Member;
#include "cu2hip/Support/AstFacts.def"
}

TEST(FactsCacheTest, DamagedEntriesAreMisses) {
  std::string Good = serializeParsedUnit(sampleUnit());
  for (
      const std::string &Bad :
      {std::string(""), std::string("{"), std::string("[]"),
       Good.substr(0, Good.size() / 2),
       std::string(R"({"format":99,"main":"/a","files":{}})"),
       std::string(R"({"format":1,"main":"/a","files":{}})"),
       std::string(
           R"({"format":1,"main":"/a","files":{"/a":{"hash":"xyz","facts":{}}}})")})
    EXPECT_FALSE(deserializeParsedUnit(Bad)) << Bad;
}

class TempDir : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("facts-cache", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  llvm::SmallString<128> Dir;
};

TEST_F(TempDir, LookupChecksEveryFileTheParseRead) {
  FactsCache Cache(std::string(Dir), {});
  ASSERT_TRUE(Cache.enabled());
  std::string Key = Cache.key({"clang++", "-DX"}, "int main() {}");
  EXPECT_EQ(Key, Cache.key({"clang++", "-DX"}, "int main() {}"));
  EXPECT_NE(Key, Cache.key({"clang++", "-DY"}, "int main() {}"));
  EXPECT_NE(Key, Cache.key({"clang++", "-DX"}, "int main() { }"));

  ParsedUnit U = sampleUnit();
  Cache.store(Key, U);
  auto Same = [&](llvm::StringRef Path) -> std::optional<uint64_t> {
    return U.Files[Path.str()].ContentHash;
  };
  EXPECT_TRUE(Cache.lookup(Key, Same));
  auto HeaderChanged = [&](llvm::StringRef Path) -> std::optional<uint64_t> {
    return Path == "/src/h.cuh" ? 2 : U.Files[Path.str()].ContentHash;
  };
  EXPECT_FALSE(Cache.lookup(Key, HeaderChanged));
  auto HeaderGone = [&](llvm::StringRef Path) -> std::optional<uint64_t> {
    if (Path == "/src/h.cuh")
      return std::nullopt;
    return U.Files[Path.str()].ContentHash;
  };
  EXPECT_FALSE(Cache.lookup(Key, HeaderGone));
  EXPECT_FALSE(Cache.lookup(Cache.key({"other"}, ""), Same));
}

TEST_F(TempDir, AHeaderThatAppearsWhereALookupFailedIsAMiss) {
  FactsCache Cache(std::string(Dir), {});
  llvm::SmallString<128> Absent(Dir);
  llvm::sys::path::append(Absent, "generated.h");
  ParsedUnit U = sampleUnit();
  U.AbsentPaths = {std::string(Absent)};
  std::string Key = Cache.key({"clang++"}, "");
  Cache.store(Key, U);
  auto Same = [&](llvm::StringRef Path) -> std::optional<uint64_t> {
    return U.Files[Path.str()].ContentHash;
  };
  EXPECT_TRUE(Cache.lookup(Key, Same));
  std::error_code EC;
  llvm::raw_fd_ostream(Absent, EC) << "#define GENERATED 1\n";
  ASSERT_FALSE(EC);
  EXPECT_FALSE(Cache.lookup(Key, Same));
}

TEST_F(TempDir, AFolderNotCu2hipsIsNoCache) {
  llvm::SmallString<128> Notes(Dir);
  llvm::sys::path::append(Notes, "notes.txt");
  std::error_code EC;
  llvm::raw_fd_ostream(Notes, EC) << "mine\n";
  ASSERT_FALSE(EC);
  FactsCache Cache(std::string(Dir), {});
  EXPECT_FALSE(Cache.enabled());
}

TEST_F(TempDir, AnEntryThatIsNotARegularFileIsAMissLeftAlone) {
  FactsCache Cache(std::string(Dir), {});
  ParsedUnit U = sampleUnit();
  std::string Key = Cache.key({"clang++"}, "");
  Cache.store(Key, U);
  auto Same = [&](llvm::StringRef Path) -> std::optional<uint64_t> {
    return U.Files[Path.str()].ContentHash;
  };
  ASSERT_TRUE(Cache.lookup(Key, Same));
  llvm::SmallString<128> Entry(Dir);
  llvm::sys::path::append(Entry, "facts", Key.substr(0, 2), Key + ".json");
  llvm::SmallString<128> Copy(Dir);
  llvm::sys::path::append(Copy, "copy.json");
  ASSERT_FALSE(llvm::sys::fs::rename(Entry, Copy));

  // A link to a good entry: not followed, not replaced, its target intact.
  ASSERT_FALSE(llvm::sys::fs::create_link(Copy, Entry));
  EXPECT_FALSE(Cache.lookup(Key, Same));
  Cache.store(Key, U);
  llvm::sys::fs::file_status St;
  ASSERT_FALSE(llvm::sys::fs::status(Entry, St, /*follow=*/false));
  EXPECT_EQ(St.type(), llvm::sys::fs::file_type::symlink_file);

  // A FIFO: neither read (which would block) nor written.
  ASSERT_FALSE(llvm::sys::fs::remove(Entry));
  ASSERT_EQ(::mkfifo(Entry.c_str(), 0600), 0);
  EXPECT_FALSE(Cache.lookup(Key, Same));
  Cache.store(Key, U);
  ASSERT_FALSE(llvm::sys::fs::status(Entry, St, /*follow=*/false));
  EXPECT_EQ(St.type(), llvm::sys::fs::file_type::fifo_file);
}

TEST(FactsCacheTest, DisabledCacheStoresNothing) {
  FactsCache Cache("", {});
  EXPECT_FALSE(Cache.enabled());
  std::string Key = Cache.key({"clang++"}, "");
  Cache.store(Key, sampleUnit());
  EXPECT_FALSE(Cache.lookup(
      Key, [](llvm::StringRef) { return std::optional<uint64_t>(0); }));
}

TEST(MergeFactsTest, UnitesSetsKeepsFirstKeyAndListsEachErrorOnce) {
  AstFacts A, B;
  A.ResolvedKeys[1] = "first";
  B.ResolvedKeys[1] = "second";
  B.ResolvedKeys[2] = "only-b";
  A.FullMaskCalls.insert(10);
  B.FullMaskCalls.insert(20);
  A.SymbolArguments[30] = 4;
  B.SymbolArguments[30] = SymbolIsAddress;
  B.SymbolArguments[31] = 1;
  A.UserEntityNames.insert("a");
  B.UserEntityNames.insert("b");
  Finding E{DiagKind::ParseError, 3, 1, 4, "clang: boom", ""};
  A.ParseFindings.push_back(E);
  B.ParseFindings.push_back(E);
  B.ParseFindings.emplace_back(DiagKind::ParseError, 8, 2, 1, "clang: other",
                               "");
  AstFacts M;
  mergeFacts(M, A);
  mergeFacts(M, B);
  EXPECT_EQ(M.ResolvedKeys.lookup(1), "first");
  EXPECT_EQ(M.ResolvedKeys.lookup(2), "only-b");
  EXPECT_TRUE(M.FullMaskCalls.contains(10) && M.FullMaskCalls.contains(20));
  EXPECT_EQ(M.SymbolArguments.lookup(30), 4u);
  EXPECT_EQ(M.SymbolArguments.lookup(31), 1u);
  EXPECT_TRUE(M.UserEntityNames.contains("a") &&
              M.UserEntityNames.contains("b"));
  ASSERT_EQ(M.ParseFindings.size(), 2u);
  EXPECT_EQ(M.ParseFindings[1].Message, "clang: other");
}

} // namespace
