//===- MappingLoaderTest.cpp ----------------------------------------------===//
#include "LoadTable.h"
#include "gtest/gtest.h"
#include <string>

using namespace cu2hip;

namespace {

class MappingLoaderTest : public LoadTableTest {};

TEST_F(MappingLoaderTest, LoadsAValidTable) {
  llvm::Expected<MappingFile> F = load(R"(family: runtime
description: a test table
entries:
  - cuda: CUDART_VERSION
    kind: macro
    hip: HIP_VERSION
    hip_since: "5.2"
    status: attention
    diag: version-macro
    reason: the numbering differs
  - cuda: cudaBindTexture
    kind: function
    status: unsupported
    reason: texture references are gone
  - cuda: cudaMalloc
    kind: function
    hip: hipMalloc
    hip_since: "5.2"
  - cuda: cudaMemcpyToSymbol
    kind: function
    hip: hipMemcpyToSymbol
    hip_since: "5.2"
    handler: wrapSymbolArg0
  - cuda: cudaNewThing
    kind: function
    hip: hipNewThing
    hip_since: "6.2"
    fallback: hipOldThing
)");
  ASSERT_FALSE(!F) << llvm::toString(F.takeError());
  EXPECT_EQ(F->Family, "runtime");
  ASSERT_EQ(F->Rows.size(), 5u);
  // Byte order: upper case sorts first.
  EXPECT_EQ(F->Rows[0].Status, MappingStatus::Attention);
  EXPECT_EQ(F->Rows[0].Diag, "version-macro");
  const MappingRow &Bind = F->Rows[1];
  EXPECT_EQ(Bind.Cuda, "cudaBindTexture");
  EXPECT_EQ(Bind.Status, MappingStatus::Unsupported);
  EXPECT_TRUE(Bind.Hip.empty());
  const MappingRow &Malloc = F->Rows[2];
  EXPECT_EQ(Malloc.Hip, "hipMalloc");
  EXPECT_EQ(Malloc.HipSince, HipVersion(5, 2));
  EXPECT_EQ(Malloc.Kind, NameKind::Function);
  EXPECT_EQ(Malloc.Family, "runtime");
  EXPECT_EQ(F->Rows[3].Handler, parseHandlerName("wrapSymbolArg0"));
  EXPECT_NE(F->Rows[3].Handler, HandlerKind::None);
  EXPECT_EQ(F->Rows[4].Fallback, "hipOldThing");
  EXPECT_EQ(F->Rows[4].HipSince, HipVersion(6, 2));
}

TEST_F(MappingLoaderTest, UnknownKeyIsAnErrorAtItsPlace) {
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: cudaMalloc
    kind: function
    hip: hipMalloc
    hip_since: "5.2"
    hipp: typo
)"),
            "rules.yaml:7:5: unknown key 'hipp'");
}

TEST_F(MappingLoaderTest, UnsortedEntries) {
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: cudaMalloc
    kind: function
    hip: hipMalloc
    hip_since: "5.2"
  - cuda: cudaFree
    kind: function
    hip: hipFree
    hip_since: "5.2"
)"),
            "rules.yaml:7:5: entries must be sorted by 'cuda': 'cudaFree' "
            "comes after 'cudaMalloc'");
}

TEST_F(MappingLoaderTest, DuplicateEntries) {
  std::string E = error(R"(family: runtime
entries:
  - cuda: cudaFree
    kind: function
    hip: hipFree
    hip_since: "5.2"
  - cuda: cudaFree
    kind: function
    hip: hipFree
    hip_since: "5.2"
)");
  // A duplicate is also out of order; either way it is found at line 7.
  EXPECT_TRUE(llvm::StringRef(E).starts_with("rules.yaml:7:5: ")) << E;
  EXPECT_NE(E.find("'cudaFree'"), std::string::npos) << E;
}

// Known bug: convertRow() checks the sort order before uniqueness, so the
// "duplicate entry" message can never be reached and a duplicate reads
// "'cudaFree' comes after 'cudaFree'". Enable once lib/Mapping checks Seen
// first.
TEST_F(MappingLoaderTest, DuplicateEntriesSayDuplicate) {
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: cudaFree
    kind: function
    hip: hipFree
    hip_since: "5.2"
  - cuda: cudaFree
    kind: function
    hip: hipFree
    hip_since: "5.2"
)"),
            "rules.yaml:7:5: duplicate entry for 'cudaFree'");
}

TEST_F(MappingLoaderTest, BadVersion) {
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: cudaMalloc
    kind: function
    hip: hipMalloc
    hip_since: "5.2.1"
)"),
            "rules.yaml:3:5: 'hip_since' must be a version such as \"5.2\", "
            "got '5.2.1'");
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: cudaMalloc
    kind: function
    hip: hipMalloc
    hip_since: "5.1"
)"),
            "rules.yaml:3:5: 'hip_since' below 5.2, the oldest HIP cu2hip "
            "verifies: write \"5.2\"");
}

TEST_F(MappingLoaderTest, UnsupportedRowWithHip) {
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: cudaBindTexture
    kind: function
    hip: hipBindTexture
    hip_since: "5.2"
    status: unsupported
    reason: gone
)"),
            "rules.yaml:3:5: an unsupported row has no 'hip'");
}

TEST_F(MappingLoaderTest, UnknownHandler) {
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: cudaMemcpyToSymbol
    kind: function
    hip: hipMemcpyToSymbol
    hip_since: "5.2"
    handler: wrapSymbolArg9
)"),
            "rules.yaml:3:5: unknown handler 'wrapSymbolArg9'");
}

TEST_F(MappingLoaderTest, UnknownDiag) {
  EXPECT_EQ(error(R"(family: runtime
entries:
  - cuda: CUDART_VERSION
    kind: macro
    hip: HIP_VERSION
    hip_since: "5.2"
    status: attention
    diag: no-such-diag
    reason: the numbering differs
)"),
            "rules.yaml:3:5: unknown diag 'no-such-diag' (see "
            "include/cu2hip/Support/Diagnostics.def)");
}

TEST_F(MappingLoaderTest, OtherShapeErrors) {
  EXPECT_EQ(error("family: runtime\n"
                  "entries:\n"
                  "  - cuda: cudaMalloc\n"
                  "    kind: gadget\n"
                  "    hip: hipMalloc\n"
                  "    hip_since: \"5.2\"\n"),
            "rules.yaml:3:5: unknown kind 'gadget' (function, type, enum, "
            "macro, header, member, namespace)");
  EXPECT_EQ(error("family: runtime\n"
                  "entries:\n"
                  "  - cuda: cudaMalloc\n"
                  "    kind: function\n"
                  "    hip: hipMalloc\n"),
            "rules.yaml:3:5: a row with 'hip' needs 'hip_since'");
  // A missing required key.
  std::string E = error("family: runtime\n"
                        "entries:\n"
                        "  - kind: function\n");
  EXPECT_TRUE(llvm::StringRef(E).starts_with("rules.yaml:3:")) << E;
  EXPECT_NE(E.find("cuda"), std::string::npos) << E;
  // Not YAML at all, or empty.
  E = error("entries: [\n");
  EXPECT_TRUE(llvm::StringRef(E).starts_with("rules.yaml:")) << E;
  EXPECT_EQ(error(""), "rules.yaml: empty mapping file");
}

// Issue 17, item 13: yaml::Input recursed once per level and a rule file of
// 50,000 nested brackets overflowed the stack. Depth is bounded first, in
// every style of collection, with the position of the first one too deep.
TEST_F(MappingLoaderTest, NestingIsBounded) {
  auto Repeat = [](llvm::StringRef S, unsigned N) {
    std::string Out;
    for (unsigned I = 0; I < N; ++I)
      Out += S;
    return Out;
  };
  const std::string Bound = " levels (the tables' schema needs 5)";
  EXPECT_EQ(error(Repeat("[", 50000)),
            "rules.yaml:1:257: nested deeper than 256" + Bound);
  EXPECT_EQ(error(Repeat("{a: ", 50000)),
            "rules.yaml:1:1025: nested deeper than 256" + Bound);
  EXPECT_EQ(error(Repeat("- ", 50000)),
            "rules.yaml:1:513: nested deeper than 256" + Bound);
  std::string Indented;
  for (unsigned I = 0; I < 300; ++I)
    Indented += std::string(I, ' ') + "a:\n";
  EXPECT_EQ(error(Indented),
            "rules.yaml:257:257: nested deeper than 256" + Bound);
  // Explicit keys and blank lines before the bracket that goes too deep.
  EXPECT_EQ(error("? " + Repeat("[", 255) + " \n  [x]"),
            "rules.yaml:2:3: nested deeper than 256" + Bound);
  // In a later document too.
  EXPECT_EQ(error("family: x\n---\n" + Repeat("[", 300)),
            "rules.yaml:3:257: nested deeper than 256" + Bound);

  // 256 levels are the schema's business: not a table, but not refused for
  // its depth.
  std::string AtBound =
      "family: deep\nentries: " + Repeat("[", 255) + Repeat("]", 255) + "\n";
  std::string E = error(AtBound);
  EXPECT_TRUE(llvm::StringRef(E).starts_with("rules.yaml:2:")) << E;
  EXPECT_EQ(E.find("nested deeper"), std::string::npos) << E;
  // Unbalanced brackets are a syntax error, whatever their depth below the
  // bound.
  E = error(Repeat("[", 100));
  EXPECT_EQ(E.find("nested deeper"), std::string::npos) << E;
}

// The parser also recursed once per `,` of a run in a flow collection
// (20,000 crashed) and once per `...` of a run of document end markers
// (300,000 crashed). Runs are bounded like nesting, whatever lies between
// the run's members that the scanner skips: blanks, breaks, comments.
TEST_F(MappingLoaderTest, RunsAreBounded) {
  auto Repeat = [](llvm::StringRef S, unsigned N) {
    std::string Out;
    for (unsigned I = 0; I < N; ++I)
      Out += S;
    return Out;
  };
  EXPECT_EQ(error("[" + Repeat(",", 30000) + "]"),
            "rules.yaml:1:258: more than 256 ',' in a row (the tables' "
            "schema has none)");
  EXPECT_EQ(error("{" + Repeat(",", 30000) + "}"),
            "rules.yaml:1:258: more than 256 ',' in a row (the tables' "
            "schema has none)");
  EXPECT_EQ(error("[a, " + Repeat(", #c\n", 300) + "]"),
            "rules.yaml:256:1: more than 256 ',' in a row (the tables' "
            "schema has none)");
  // A `#` in a quoted scalar is no comment: the commas after it count.
  EXPECT_EQ(error("[\"a #\" " + Repeat(",", 300) + "]"),
            "rules.yaml:1:264: more than 256 ',' in a row (the tables' "
            "schema has none)");
  EXPECT_EQ(error(Repeat("...\n", 300000)),
            "rules.yaml:257:1: more than 256 '...' in a row (the tables' "
            "schema has none)");
  EXPECT_EQ(error("a\n" + Repeat("... # end\n\n", 300)),
            "rules.yaml:514:1: more than 256 '...' in a row (the tables' "
            "schema has none)");
  // Short runs are the parser's business.
  std::string E = error("family: x\nentries: [" + Repeat(",", 256) + "]\n");
  EXPECT_EQ(E.find("in a row"), std::string::npos) << E;
  E = error("family: x\nentries: []\n" + Repeat("...\n", 256));
  EXPECT_EQ(E.find("in a row"), std::string::npos) << E;
}

// A rule file that is not a regular file is refused unread: /dev/zero never
// ended (out of memory), a FIFO blocked.
TEST_F(MappingLoaderTest, RuleFilesMustBeRegularFiles) {
  llvm::Expected<MappingFile> F = loadMappingFile("/dev/null", Saver);
  ASSERT_FALSE(static_cast<bool>(F));
  EXPECT_EQ(llvm::toString(F.takeError()),
            "'/dev/null' is a character device, not a regular file");
  F = loadMappingFile("/nonexistent/rules.yaml", Saver);
  ASSERT_FALSE(static_cast<bool>(F));
  EXPECT_EQ(llvm::toString(F.takeError()),
            "cannot read '/nonexistent/rules.yaml': No such file or directory");
}

// The deepest shapes the schema has load as before: a row of a table in
// flow style, inside the file's mapping, with a library block.
TEST_F(MappingLoaderTest, NestedRowsStillLoad) {
  llvm::Expected<MappingFile> F = load(R"(family: blas
library: {cuda: cublas, hip: hipblas, link: hipblas, debian_headers: false}
entries: [
  {cuda: cublasCreate, kind: function, hip: hipblasCreate,
   hip_since: "5.2"},
  {cuda: cublasDestroy, kind: function, hip: hipblasDestroy,
   hip_since: "5.2"}]
)");
  ASSERT_TRUE(static_cast<bool>(F)) << llvm::toString(F.takeError());
  ASSERT_EQ(F->Rows.size(), 2u);
  EXPECT_EQ(F->Rows[1].Hip, "hipblasDestroy");
  ASSERT_TRUE(F->Library.has_value());
  EXPECT_EQ(F->Library->HipName, "hipblas");
}

TEST_F(MappingLoaderTest, TemplateKinds) {
  llvm::Expected<MappingFile> F = load(R"(family: cub
entries:
  - cuda: "cub::BlockReduce"
    kind: type
    hip: "hipcub::BlockReduce"
    hip_since: "5.2"
    template: "type, value..."
)");
  ASSERT_TRUE(static_cast<bool>(F)) << llvm::toString(F.takeError());
  EXPECT_EQ(F->Rows[0].Template, "type, value...");

  auto Row = [](llvm::StringRef Kind, llvm::StringRef Template) {
    return ("family: cub\nentries:\n  - cuda: \"cub::X\"\n    kind: " + Kind +
            "\n    hip: \"hipcub::X\"\n    hip_since: \"5.2\"\n"
            "    template: \"" +
            Template + "\"\n")
        .str();
  };
  EXPECT_EQ(error(Row("type", "type, int")),
            "rules.yaml:3:5: 'template' lists parameter kinds, 'type' or "
            "'value' (a pack with '...'), not 'int'");
  EXPECT_EQ(error(Row("type", "value..., type")),
            "rules.yaml:3:5: 'template': only the last parameter can be a "
            "pack");
  EXPECT_EQ(error(Row("namespace", "type")),
            "rules.yaml:3:5: 'template' belongs to a type or function row");
}

TEST_F(MappingLoaderTest, Returns) {
  auto Row = [](llvm::StringRef Kind, llvm::StringRef Returns) {
    return ("family: cooperative-groups\nentries:\n"
            "  - cuda: \"cooperative_groups::this_grid\"\n    kind: " +
            Kind +
            "\n    hip: \"cooperative_groups::this_grid\"\n"
            "    hip_since: \"5.2\"\n    returns: \"" +
            Returns + "\"\n")
        .str();
  };
  llvm::Expected<MappingFile> F =
      load(Row("function", "cooperative_groups::grid_group"));
  ASSERT_TRUE(static_cast<bool>(F)) << llvm::toString(F.takeError());
  EXPECT_EQ(F->Rows[0].Returns, "cooperative_groups::grid_group");
  EXPECT_EQ(error(Row("type", "cooperative_groups::grid_group")),
            "rules.yaml:3:5: 'returns' belongs to a function row");
  EXPECT_EQ(error(Row("function", "grid_group *")),
            "rules.yaml:3:5: 'returns' names a type row ('ns::type'), not "
            "'grid_group *'");
}

TEST_F(MappingLoaderTest, NamesAreUniqueAcrossFiles) {
  llvm::Expected<MappingFile> A = load(R"(family: runtime
entries:
  - cuda: cudaMalloc
    kind: function
    hip: hipMalloc
    hip_since: "5.2"
)");
  llvm::Expected<MappingFile> B = load(R"(family: driver
entries:
  - cuda: cudaMalloc
    kind: function
    hip: hipMalloc
    hip_since: "5.2"
)");
  ASSERT_TRUE(!!A && !!B);
  std::vector<MappingFile> Files{std::move(*A), std::move(*B)};
  llvm::Error E = checkUniqueAcrossFiles(Files);
  ASSERT_TRUE(!!E);
  EXPECT_EQ(llvm::toString(std::move(E)),
            "'cudaMalloc' appears in family 'runtime' and in family 'driver': "
            "a CUDA name belongs in one row");
  EXPECT_FALSE(checkUniqueAcrossFiles(llvm::ArrayRef(Files).take_front()));
}

} // namespace

namespace {

// A name no HIP declares may still be translated: to code cu2hip writes (a
// shim's name) for every target. Anything else in that place is refused.
TEST_F(MappingLoaderTest, FallbackWithoutHipIsAShimForEveryTarget) {
  llvm::Expected<MappingFile> F = load(R"(family: device
entries:
  - cuda: __dp4a
    kind: function
    fallback: cu2hip_dp4a
  - cuda: "cooperative_groups::plus"
    kind: type
    fallback: "cooperative_groups::cu2hip_plus"
)");
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  const MappingRow &Dot = F->Rows[0];
  for (const char *Target : {"5.2", "7.2"}) {
    std::optional<RowEmission> E = Dot.emittedAt(*HipVersion::parse(Target));
    ASSERT_TRUE(E.has_value()) << Target;
    EXPECT_EQ(E->Name, "cu2hip_dp4a");
    EXPECT_TRUE(E->ViaFallback);
  }
  EXPECT_TRUE(isShimName(F->Rows[1].Fallback));

  EXPECT_EQ(error("family: device\n"
                  "entries:\n"
                  "  - cuda: __dp4a\n"
                  "    kind: function\n"
                  "    fallback: amd_mixed_dot\n"),
            "rules.yaml:3:5: a 'fallback' without 'hip' must be a shim's "
            "name (cu2hip_...) or a value");
  EXPECT_EQ(error("family: device\n"
                  "entries:\n"
                  "  - cuda: __dp4a\n"
                  "    kind: function\n"
                  "    status: unsupported\n"
                  "    reason: none\n"
                  "    fallback: cu2hip_dp4a\n"),
            "rules.yaml:3:5: an unsupported row has no 'fallback'");
  EXPECT_EQ(error("family: device\n"
                  "entries:\n"
                  "  - cuda: __dp4a\n"
                  "    kind: function\n"),
            "rules.yaml:3:5: a supported row needs 'hip' (or, where no HIP "
            "has the name, a 'fallback')");
}

} // namespace
