//===- RowTraitsTest.cpp - Facts rows carry beside their translation ------===//
///
/// The keys that classify a row rather than translate it (`warp`,
/// `lane_mask_arg`, `device_role`, `args_from`/`call_args`) and the files'
/// prefixes: what the loader accepts and refuses, and what the built-in
/// tables say through MappingTable.
///
//===----------------------------------------------------------------------===//
#include "LoadTable.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/NameSets.h"
#include "llvm/ADT/StringMap.h"
#include "gtest/gtest.h"
#include <string>

using namespace cu2hip;

namespace {

class RowTraitsTest : public LoadTableTest {
protected:
  /// A one-row table: \p Row is the row's keys after `cuda:`.
  static std::string table(llvm::StringRef Row) {
    return ("family: device\nentries:\n  - cuda: " + Row).str();
  }
};

TEST_F(RowTraitsTest, WarpKeys) {
  llvm::Expected<MappingFile> F = load(table("__shfl_xor_sync\n"
                                             "    kind: function\n"
                                             "    hip: __shfl_xor_sync\n"
                                             "    hip_since: \"7.0\"\n"
                                             "    warp: shuffle-xor\n"
                                             "    lane_mask_arg: true\n"));
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  EXPECT_EQ(F->Rows[0].Warp, WarpClass::ShuffleXor);
  EXPECT_TRUE(F->Rows[0].LaneMaskArg);

  EXPECT_EQ(error(table("__shfl\n    kind: function\n    hip: __shfl\n"
                        "    hip_since: \"5.2\"\n    warp: shuffle-left\n")),
            "rules.yaml:3:5: unknown warp class 'shuffle-left' (see "
            "include/cu2hip/Mapping/WarpClasses.def)");
  EXPECT_EQ(error(table("warpSize\n    kind: macro\n    hip: warpSize\n"
                        "    hip_since: \"5.2\"\n    warp: barrier\n")),
            "rules.yaml:3:5: 'warp' belongs to a function or member row");
  EXPECT_EQ(
      error(table("\"cooperative_groups::thread_block_tile::shfl\"\n"
                  "    kind: member\n"
                  "    hip: \"cooperative_groups::thread_block_tile::shfl\"\n"
                  "    hip_since: \"5.2\"\n    lane_mask_arg: true\n")),
      "rules.yaml:3:5: 'lane_mask_arg' belongs to a function row");
}

TEST_F(RowTraitsTest, DeviceRole) {
  llvm::Expected<MappingFile> F =
      load(table("cudaDeviceSynchronize\n    kind: function\n"
                 "    hip: hipDeviceSynchronize\n    hip_since: \"5.2\"\n"
                 "    device_role: waits for the kernels this thread "
                 "launched\n"));
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  EXPECT_EQ(F->Rows[0].DeviceRole,
            "waits for the kernels this thread launched");
  EXPECT_EQ(error(table("cudaDeviceSynchronize\n    kind: function\n"
                        "    hip: hipDeviceSynchronize\n"
                        "    hip_since: \"5.2\"\n"
                        "    device_role: Waits for them.\n")),
            "rules.yaml:3:5: 'device_role' continues a sentence: it starts "
            "lowercase and ends without a period");
}

TEST_F(RowTraitsTest, ArgsFromAConstant) {
  llvm::Expected<MappingFile> F = load(R"(family: cudnn
entries:
  - cuda: CUDNN_ACTIVATION_TANH
    kind: enum
    hip: miopenActivationTANH
    hip_since: "5.2"
    call_args: "$0, $1, 1.0, 1.0, 0.0"
  - cuda: cudnnSetActivationDescriptor
    kind: function
    hip: miopenSetActivationDescriptor
    hip_since: "5.2"
    reason: set them by hand
    args_from: 1
    arity: 4
)");
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  EXPECT_EQ(F->Rows[0].CallArgs, "$0, $1, 1.0, 1.0, 0.0");
  EXPECT_EQ(F->Rows[1].ArgsFrom, 1u);
  EXPECT_EQ(F->Rows[1].Arity, 4u);

  auto Fn = [](llvm::StringRef Keys) {
    return ("family: cudnn\nentries:\n  - cuda: cudnnSetActivationDescriptor\n"
            "    kind: function\n    hip: miopenSetActivationDescriptor\n"
            "    hip_since: \"5.2\"\n" +
            Keys)
        .str();
  };
  EXPECT_EQ(error(Fn("    reason: by hand\n    args_from: 1\n")),
            "rules.yaml:3:5: 'args_from' needs an 'arity' above it: the CUDA "
            "call's argument count");
  EXPECT_EQ(error(Fn("    args_from: 1\n    arity: 4\n")),
            "rules.yaml:3:5: 'args_from' needs a 'reason': what to do when "
            "that argument is not a constant with 'call_args'");
  EXPECT_EQ(error(Fn("    reason: by hand\n    args_from: 1\n    arity: 4\n"
                     "    args: \"$0\"\n")),
            "rules.yaml:3:5: a row has 'args_from' or 'args', 'require' and "
            "'handler', not both");
  EXPECT_EQ(error(table("CUDNN_ACTIVATION_TANH\n    kind: macro\n"
                        "    hip: miopenActivationTANH\n"
                        "    hip_since: \"5.2\"\n    call_args: \"$0\"\n")),
            "rules.yaml:3:5: 'call_args' belongs to an enum row that has a "
            "'hip' name");
}

// A header row may classify what its header declares; a function row may
// not cover anything.
TEST_F(RowTraitsTest, HeaderRowsCoverTheirDeclarations) {
  llvm::Expected<MappingFile> F = load(R"(family: mylib
entries:
  - cuda: mylib_trace.h
    kind: header
    covers_members: true
    status: unsupported
    reason: no tracing
)");
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  EXPECT_TRUE(F->Rows.front().CoversMembers);
  EXPECT_EQ(error(table("mylibTrace\n    kind: function\n"
                        "    covers_members: true\n"
                        "    status: unsupported\n    reason: no tracing\n")),
            "rules.yaml:3:5: 'covers_members' belongs to a header row, or to "
            "a namespace or type row with a 'hip' name");
}

// A removed row deletes a macro, so it is a macro row that says why that is
// exact, and names nothing to write instead.
TEST_F(RowTraitsTest, RemovedRowsAreMacrosWithAReason) {
  llvm::Expected<MappingFile> F =
      load(table("MYLIB_CB\n    kind: macro\n    status: removed\n"
                 "    reason: expands to nothing outside Windows\n"));
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  EXPECT_EQ(F->Rows.front().Status, MappingStatus::Removed);
  const std::string Refusal =
      "rules.yaml:3:5: a removed row is a macro row with a 'reason' (why "
      "deleting it is exact) and no 'hip' or 'fallback'";
  EXPECT_EQ(error(table("mylibCb\n    kind: function\n    status: removed\n"
                        "    reason: nothing\n")),
            Refusal);
  EXPECT_EQ(error(table("MYLIB_CB\n    kind: macro\n    status: removed\n")),
            Refusal);
  EXPECT_EQ(error(table("MYLIB_CB\n    kind: macro\n    status: removed\n"
                        "    hip: HIPLIB_CB\n    hip_since: \"5.2\"\n"
                        "    reason: nothing\n")),
            Refusal);
}

TEST_F(RowTraitsTest, Prefixes) {
  llvm::Expected<MappingFile> F = load(R"(family: mylib
name_prefixes:
  - mylib
  - MYLIB_
header_prefixes:
  - mylib/
entries:
  - cuda: mylibInit
    kind: function
    hip: hipmylibInit
    hip_since: "5.2"
)");
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  EXPECT_EQ(F->NamePrefixes, (std::vector<llvm::StringRef>{"mylib", "MYLIB_"}));
  EXPECT_EQ(F->HeaderPrefixes, std::vector<llvm::StringRef>{"mylib/"});
  EXPECT_EQ(error("family: mylib\nname_prefixes:\n  - \"my lib\"\nentries: "
                  "[]\n"),
            "rules.yaml: 'name_prefixes' lists the starts of identifiers "
            "('cublas', 'CUBLAS_'), not 'my lib'");
  EXPECT_EQ(error("family: mylib\nheader_prefixes:\n  - \"<x>\"\nentries: "
                  "[]\n"),
            "rules.yaml: 'header_prefixes' lists the starts of include paths "
            "('cublas', 'thrust/'), not '<x>'");
}

// What the built-in tables say, read through the table as the rules do.
TEST(BuiltinRowTraits, WarpNames) {
  MappingTable Table;
  EXPECT_EQ(Table.warpName("__shfl_down_sync").Class, WarpClass::ShuffleDown);
  EXPECT_FALSE(Table.warpName("__shfl_down_sync").OnlyMembers);
  // `tile.shfl_down(v, 1)` is a shuffle; `q.shfl_down()` of another class
  // is not: only members have the name.
  EXPECT_EQ(Table.warpName("shfl_down").Class, WarpClass::ShuffleDown);
  EXPECT_TRUE(Table.warpName("shfl_down").OnlyMembers);
  // cooperative_groups::sync(g) is a function as well as a member.
  EXPECT_EQ(Table.warpName("sync").Class, WarpClass::Barrier);
  EXPECT_FALSE(Table.warpName("sync").OnlyMembers);
  EXPECT_EQ(Table.warpName("__activemask").Class, WarpClass::ActiveLanes);
  EXPECT_EQ(Table.warpName("__ballot_sync").Class, WarpClass::Ballot);
  EXPECT_EQ(Table.warpName("cudaMalloc").Class, WarpClass::None);
  // A barrier's argument is a barrier id, not a lane mask.
  EXPECT_FALSE(Table.lookup("__barrier_sync")->LaneMaskArg);
  EXPECT_TRUE(Table.lookup("__syncwarp")->LaneMaskArg);
}

// One unqualified name, one class: the wave64 checks see a call in a
// template by its name alone.
TEST(BuiltinRowTraits, EveryWarpNameHasOneClass) {
  MappingTable Table;
  llvm::StringMap<WarpClass> Seen;
  for (const MappingRow &Row : Table.rows()) {
    if (Row.Warp == WarpClass::None)
      continue;
    auto [It, New] = Seen.try_emplace(leafName(Row.Cuda), Row.Warp);
    EXPECT_EQ(It->second, Row.Warp) << Row.Cuda.str();
  }
  EXPECT_GT(Seen.size(), 20u);
}

// A mask-taking row is translated by the mask handlers, and the other way
// round: the trait and the rewrite cannot disagree.
TEST(BuiltinRowTraits, LaneMaskRowsAreTheMaskHandlers) {
  MappingTable Table;
  for (const MappingRow &Row : Table.rows()) {
    bool Handled = Row.Handler == HandlerKind::WidenMaskArg ||
                   Row.FallbackHandler == HandlerKind::DropMaskArg;
    if (Row.Status != MappingStatus::Unsupported) {
      EXPECT_EQ(Row.LaneMaskArg, Handled) << Row.Cuda.str();
    }
  }
}

TEST(BuiltinRowTraits, ConstantsWithCallArgsHaveAFunction) {
  MappingTable Table;
  llvm::StringMap<unsigned> Selecting; // family -> functions with args_from
  for (const MappingRow &Row : Table.rows())
    if (Row.ArgsFrom)
      ++Selecting[Row.Family];
  unsigned Constants = 0;
  for (const MappingRow &Row : Table.rows())
    if (!Row.CallArgs.empty()) {
      ++Constants;
      EXPECT_EQ(Selecting.lookup(Row.Family), 1u) << Row.Cuda.str();
    }
  EXPECT_EQ(Constants, 6u); // the activation modes MIOpen has
  const MappingRow *Tanh = Table.lookup("CUDNN_ACTIVATION_TANH");
  ASSERT_NE(Tanh, nullptr);
  EXPECT_EQ(Tanh->CallArgs, "$0, $1, 1.0, 1.0, 0.0");
}

TEST(BuiltinRowTraits, NamesAndHeaders) {
  MappingTable Table;
  for (const char *Name : {"cudaMalloc", "CUdevice", "cuInit", "CUDART_PI_F",
                           "cublasSgemm", "CUBLAS_OP_N", "curand_init",
                           "ncclAllReduce", "nvtxRangePushA", "NVRTC_SUCCESS"})
    EXPECT_TRUE(Table.looksLikeCudaName(Name)) << Name;
  for (const char *Name : {"curandom", "cublas", "myCudaThing", "nccl"})
    EXPECT_FALSE(Table.looksLikeCudaName(Name)) << Name;
  for (const char *Header : {"cublas_v2.h", "thrust/sort.h", "nvToolsExt.h",
                             "cuda/std/atomic", "crt/host_defines.h"})
    EXPECT_TRUE(Table.looksLikeCudaHeader(Header)) << Header;
  for (const char *Header : {"helper_cuda.h", "stdio.h", "hip/hip_runtime.h"})
    EXPECT_FALSE(Table.looksLikeCudaHeader(Header)) << Header;
}

// A rule file's prefixes join the built-in ones.
// The built-in rows, their index and their name sets are constant data that
// cu2hip-tblgen wrote: every row is found under its own name at its own
// address, and the sets are those the rows give.
TEST(BuiltinRowTraits, TheIndexFindsEveryRow) {
  MappingTable Table;
  size_t Rows = 0;
  for (const MappingRow &Row : Table.rows()) {
    ++Rows;
    EXPECT_EQ(Table.lookup(Row.Cuda), &Row) << Row.Cuda.str();
  }
  EXPECT_GT(Rows, 10000u);
  EXPECT_EQ(Rows, Table.rowCount());
  EXPECT_EQ(Table.lookup("cudaNoSuchFunction"), nullptr);
  EXPECT_EQ(Table.lookup(""), nullptr);
}

TEST(BuiltinRowTraits, NameSetsAreTheRows) {
  MappingTable Table;
  NameSets FromRows;
  for (const MappingRow &Row : Table.rows())
    FromRows.add(Row);
  EXPECT_FALSE(FromRows.WarpNames.empty());
  for (const auto &Entry : FromRows.WarpNames) {
    MappingTable::WarpName W = Table.warpName(Entry.getKey());
    EXPECT_EQ(W.Class, Entry.second.Class) << Entry.getKey().str();
    EXPECT_EQ(W.OnlyMembers, Entry.second.OnlyMembers) << Entry.getKey().str();
  }
  EXPECT_FALSE(FromRows.MemberOwners.empty());
  for (const auto &Owner : FromRows.MemberOwners)
    EXPECT_TRUE(Table.hasMemberRows(Owner.getKey())) << Owner.getKey().str();
  EXPECT_FALSE(FromRows.OverloadedNames.empty());
  for (const auto &Name : FromRows.OverloadedNames)
    EXPECT_TRUE(Table.hasOverloadRows(Name.getKey())) << Name.getKey().str();
  EXPECT_EQ(Table.newestKnownVersion(), FromRows.Newest);
  EXPECT_FALSE(Table.hasMemberRows("float2"));
  EXPECT_FALSE(Table.hasOverloadRows("cudaMalloc"));
}

// A rule file's rows are found before the built-in ones and add to the sets.
TEST(BuiltinRowTraits, RuleFilesAddRowsAndNames) {
  MappingTable Table;
  const MappingRow *Builtin = Table.lookup("cudaMalloc");
  ASSERT_NE(Builtin, nullptr);
  size_t Before = Table.rowCount();
  llvm::Error E = addRuleText(
      Table, "family: mylib\nentries:\n"
             "  - cuda: cudaMalloc\n    kind: function\n    hip: myMalloc\n"
             "    hip_since: \"5.2\"\n"
             "  - cuda: mylibProp::size\n    kind: member\n    hip: size\n"
             "    hip_since: \"5.2\"\n");
  ASSERT_FALSE(bool(E)) << llvm::toString(std::move(E));
  EXPECT_EQ(Table.rowCount(), Before + 2);
  ASSERT_NE(Table.lookup("cudaMalloc"), Builtin);
  EXPECT_EQ(Table.lookup("cudaMalloc")->Hip, "myMalloc");
  EXPECT_TRUE(Table.hasMemberRows("mylibProp"));
  EXPECT_TRUE(Table.hasMemberRows("cudaDeviceProp"));
}

TEST(BuiltinRowTraits, RuleFilesAddPrefixes) {
  MappingTable Table;
  EXPECT_FALSE(Table.looksLikeCudaName("mylibInit"));
  ASSERT_FALSE(
      bool(addRuleText(Table, "family: mylib\nname_prefixes:\n  - mylib\n"
                              "header_prefixes:\n  - mylib/\nentries: []\n")));
  EXPECT_TRUE(Table.looksLikeCudaName("mylibInit"));
  EXPECT_TRUE(Table.looksLikeCudaHeader("mylib/core.h"));
}

} // namespace
