//===- BuildScriptsTest.cpp - migrateBuildScript on in-memory scripts -----===//
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "BuildScripts/ScriptContext.h"
#include "LoadTable.h"
#include "cu2hip/Mapping/BuildTables.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

/// Without the block that finds HIP on Debian, which the lit tests check:
/// these tests are about what the migration renames.
BuildScriptOptions withoutHipSetup() {
  BuildScriptOptions Options;
  Options.HipSetup = false;
  return Options;
}

class BuildScriptsTest : public ::testing::Test {
protected:
  MigratedBuildScript
  cmake(llvm::StringRef Text,
        const BuildScriptOptions &Options = withoutHipSetup()) {
    return migrateBuildScript(BuildScriptKind::CMake, "CMakeLists.txt", Text,
                              Table, Options);
  }
  MigratedBuildScript make(llvm::StringRef Text,
                           const BuildScriptOptions &Options = {}) {
    return migrateBuildScript(BuildScriptKind::Makefile, "Makefile", Text,
                              Table, Options);
  }
  static const MappingTable Table;
};
const MappingTable BuildScriptsTest::Table;

TEST_F(BuildScriptsTest, RecognisesScriptsByName) {
  EXPECT_EQ(buildScriptKind("CMakeLists.txt"), BuildScriptKind::CMake);
  EXPECT_EQ(buildScriptKind("a/b/CMakeLists.txt"), BuildScriptKind::CMake);
  EXPECT_EQ(buildScriptKind("cmake/FindFoo.cmake"), BuildScriptKind::CMake);
  for (const char *Name :
       {"Makefile", "src/makefile", "GNUmakefile", "rules.mk", "common.make"})
    EXPECT_EQ(buildScriptKind(Name), BuildScriptKind::Makefile) << Name;
  for (const char *Name : {"cmakelists.txt", "CMakeLists.txt.in", "main.cu",
                           "Makefile.am", "README.md", "kernel.cuh"})
    EXPECT_EQ(buildScriptKind(Name), BuildScriptKind::None) << Name;
}

TEST_F(BuildScriptsTest, ScriptWithoutCudaIsUntouched) {
  const char *Text = "project(x CXX)\nadd_executable(x main.cpp)\n";
  MigratedBuildScript R = cmake(Text);
  EXPECT_EQ(R.Text, Text);
  EXPECT_FALSE(R.UsesCuda);
  EXPECT_EQ(R.Replacements, 0u);
  EXPECT_TRUE(R.Findings.empty());

  MigratedBuildScript M = make("all:\n\tg++ -O2 -o x x.cpp -lm\n");
  EXPECT_FALSE(M.UsesCuda);
  EXPECT_EQ(M.Replacements, 0u);

  // Spellings host compilers share with nvcc are theirs in a host build...
  const char *Host = "LDFLAGS = -Xlinker -export-dynamic\nCFLAGS = -x c\n";
  EXPECT_EQ(make(Host).Text, Host);
  EXPECT_FALSE(make(Host).UsesCuda);
  // ...and nvcc's in a CUDA one.
  EXPECT_EQ(make("F = -Xlinker -export-dynamic -arch=sm_80\n").Text,
            "F = -Wl,-export-dynamic --offload-arch=gfx90a\n");
}

TEST_F(BuildScriptsTest, MinimalCMakeProject) {
  MigratedBuildScript R = cmake("project(x LANGUAGES CUDA)\n"
                                "find_package(CUDAToolkit REQUIRED)\n"
                                "add_executable(x x.cu)\n"
                                "target_link_libraries(x CUDA::cudart)\n");
  // hip's package reads the C++ compiler's settings: CXX joins.
  EXPECT_EQ(R.Text,
            "project(x LANGUAGES CXX HIP)\n"
            "find_package(hip REQUIRED)\n"
            "add_executable(x x.cu)\n"
            "set_source_files_properties(x.cu PROPERTIES LANGUAGE HIP)\n"
            "target_link_libraries(x hip::host)\n");
  EXPECT_TRUE(R.UsesCuda);
  EXPECT_EQ(R.Replacements, 5u);
  EXPECT_TRUE(R.Findings.empty());
}

TEST_F(BuildScriptsTest, LanguageListKeepsOneHip) {
  EXPECT_EQ(cmake("project(x CXX CUDA HIP)\n").Text, "project(x CXX HIP)\n");
  EXPECT_EQ(cmake("enable_language(CUDA OPTIONAL)\n").Text,
            "enable_language(HIP OPTIONAL)\n");
  // A name that only looks like the language is not one.
  EXPECT_EQ(cmake("message(STATUS CUDA)\n").Text, "message(STATUS CUDA)\n");
}

TEST_F(BuildScriptsTest, HipSetupComesOnceBeforeTheFirstLanguage) {
  std::string Text =
      cmake("project(x CUDA)\nenable_language(CUDA)\n", BuildScriptOptions())
          .Text;
  size_t Setup = Text.find("# cu2hip: CMake finds hip-lang");
  ASSERT_NE(Setup, std::string::npos);
  EXPECT_LT(Setup, Text.find("project(x HIP)"));
  EXPECT_EQ(Text.find("# cu2hip:", Setup + 1), std::string::npos);
  EXPECT_EQ(cmake(Text, BuildScriptOptions()).Text, Text);
}

TEST_F(BuildScriptsTest, PackagesAreFoundWhereTheirTargetsAreUsed) {
  // A subdirectory links cuRAND: its package is found right before, the
  // HIP runtime's is not (a parent's find_package(CUDAToolkit) became it).
  MigratedBuildScript R =
      cmake("if(WITH_RAND)\n"
            "  target_link_libraries(k PUBLIC CUDA::cudart CUDA::curand)\n"
            "endif()\n");
  EXPECT_EQ(R.Text, "if(WITH_RAND)\n"
                    "  find_package(hiprand REQUIRED)\n"
                    "  target_link_libraries(k PUBLIC hip::host hip::hiprand)\n"
                    "endif()\n");
}

TEST_F(BuildScriptsTest, LinkNamesComeFromTheApiTablesLibraryBlocks) {
  // -lcudnn becomes the link name mappings/cudnn.yaml's library block gives.
  const LibraryInfo *Cudnn = Table.library("cudnn");
  ASSERT_NE(Cudnn, nullptr);
  EXPECT_EQ(make("LIBS = -lcudnn\n").Text,
            ("LIBS = -l" + Cudnn->Link + "\n").str());

  // A user rule file that changes the family's library changes the link.
  MappingTable Custom;
  ASSERT_FALSE(llvm::errorToBool(
      addRuleText(Custom, "family: cublas\nlibrary:\n  cuda: cuBLAS\n"
                          "  hip: myBLAS\n  link: myblas\n"
                          "  debian_headers: false\nentries: []\n")));
  EXPECT_EQ(migrateBuildScript(BuildScriptKind::Makefile, "Makefile",
                               "LIBS = -lcublas\n", Custom, {})
                .Text,
            "LIBS = -lmyblas\n");
}

TEST_F(BuildScriptsTest, TargetVersionPicksThePackage) {
  const char *Script = "target_link_libraries(j CUDA::nvrtc)\n";
  BuildScriptOptions Old, New;
  New.Target = HipVersion(6, 2);
  EXPECT_EQ(cmake(Script, Old).Text, "target_link_libraries(j hip::host)\n");
  EXPECT_EQ(cmake(Script, New).Text,
            "find_package(hiprtc REQUIRED)\n"
            "target_link_libraries(j hiprtc::hiprtc)\n");
  EXPECT_EQ(make("L = -lnvrtc\n", Old).Text, "L = -lamdhip64\n");
  EXPECT_EQ(make("L = -lnvrtc\n", New).Text, "L = -lhiprtc\n");
}

TEST_F(BuildScriptsTest, OffloadArchitectures) {
  BuildScriptOptions Two;
  Two.OffloadArchs = {"gfx90a", "gfx1100"};
  EXPECT_EQ(cmake("set(CMAKE_CUDA_ARCHITECTURES 70 80-real)\n", Two).Text,
            "set(CMAKE_HIP_ARCHITECTURES \"gfx90a;gfx1100\")\n");
  EXPECT_EQ(
      cmake("set_property(TARGET t PROPERTY CUDA_ARCHITECTURES OFF)\n").Text,
      "set_property(TARGET t PROPERTY HIP_ARCHITECTURES OFF)\n");
  // One --offload-arch per target, once per command line.
  EXPECT_EQ(make("F = -gencode arch=compute_70,code=sm_70 "
                 "-gencode=arch=compute_80,code=sm_80 -O2\n",
                 Two)
                .Text,
            "F = --offload-arch=gfx90a --offload-arch=gfx1100 -O2\n");
}

TEST_F(BuildScriptsTest, NvccFlags) {
  struct Case {
    const char *Cuda, *Hip;
  } Cases[] = {
      {"X = -O3 --expt-relaxed-constexpr -g\n", "X = -O3 -g\n"},
      {"X = --expt-relaxed-constexpr -O3\n", "X = -O3\n"},
      {"X = -Xcompiler -fPIC,-Wall\n", "X = -fPIC -Wall\n"},
      {"X = -Xcompiler=\"-fopenmp\"\n", "X = -fopenmp\n"},
      {"X = -Xlinker -rpath=/opt -lcudart\n",
       "X = -Wl,-rpath=/opt -lamdhip64\n"},
      {"X = -G -lineinfo\n", "X = -g -gline-tables-only\n"},
      {"X = -x cu -x c++\n", "X = -x hip -x c++\n"},
      {"X = -prec-div=false -prec-sqrt=false\n",
       "X = -fno-hip-fp32-correctly-rounded-divide-sqrt\n"},
      {"X = --use_fast_math\n",
       "X = -fgpu-flush-denormals-to-zero "
       "-fno-hip-fp32-correctly-rounded-divide-sqrt -ffp-contract=fast\n"},
      // Not nvcc's: kept as written.
      {"X = -g -std=c++17 -ftz -Xfoo\n", "X = -g -std=c++17 -ftz -Xfoo\n"},
      // A removed flag takes the blanks before it, across a continuation.
      {"X = -O3 \\\n\t--expt-extended-lambda \\\n\t-Wall\n",
       "X = -O3 \\\n\t-Wall\n"},
      // ...but not a recipe's tab.
      {"a:\n\t--expt-extended-lambda -O2\n", "a:\n\t-O2\n"},
  };
  for (const Case &C : Cases)
    EXPECT_EQ(make(C.Cuda).Text, C.Hip) << C.Cuda;
}

TEST_F(BuildScriptsTest, FindingsSayWhereAndWhat) {
  MigratedBuildScript R = cmake("add_library(k k.cu)\n"
                                "set_target_properties(k PROPERTIES\n"
                                "  CUDA_SEPARABLE_COMPILATION ON)\n");
  ASSERT_EQ(R.Findings.size(), 1u);
  const Finding &F = R.Findings[0];
  EXPECT_EQ(F.Kind, DiagKind::BuildScript);
  EXPECT_EQ(F.Line, 3u);
  EXPECT_EQ(F.Column, 3u);
  EXPECT_EQ(F.CudaName, "CUDA_SEPARABLE_COMPILATION");
  EXPECT_TRUE(llvm::StringRef(F.Message).starts_with(
      "'CUDA_SEPARABLE_COMPILATION' left as is: "));
  // Left as is: the property is still there.
  EXPECT_NE(R.Text.find("CUDA_SEPARABLE_COMPILATION ON"), std::string::npos);
}

TEST_F(BuildScriptsTest, UnparsableCMakeIsLeftAlone) {
  const char *Text = "project(x CUDA)\nadd_executable(x \"a.cu)\n";
  MigratedBuildScript R = cmake(Text);
  EXPECT_EQ(R.Text, Text);
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_EQ(R.Findings[0].Line, 2u);
  EXPECT_NE(R.Findings[0].Message.find("unterminated quoted argument"),
            std::string::npos);
}

// Found by fuzzing (issue 17): a vertical tab or form feed between a
// command's arguments ended an unquoted argument before it began, and the
// lexer read the same empty argument forever (a hang, memory without
// bound). As in CMake, both are part of an argument.
TEST_F(BuildScriptsTest, VerticalTabsAndFormFeedsAreArgumentText) {
  MigratedBuildScript R =
      cmake("project(p LANGUAGES CUDA)\nset(A \v \f)\nadd_library(k\vk.cu)\n");
  EXPECT_EQ(R.Text,
            "project(p LANGUAGES HIP)\nset(A \v \f)\nadd_library(k\vk.cu)\n");
}

// Found by fuzzing (issue 17): an nvcc option's rewrite was refused where
// it overlapped an edit inside its operand (`$(ROCM_DIR)/lib64` becoming
// `.../lib`, a variable renamed), so the option was migrated only when the
// result was migrated again. The rewrite is made from the migrated operand.
TEST_F(BuildScriptsTest, OptionsOverEditedOperandsAreMigratedAtOnce) {
  for (const char *Text :
       {"-code $(ROCM_DIR)/lib64", "F = -code sm_80 $(CUDA_DIR)/lib64\n",
        "L = -Xlinker -rpath=$(CUDA_PATH)/lib64 -lcudart\n",
        "L = -Xlinker $(CUDA_PATH)/lib64 -Xlinker=-lcublas -lcublas\n"}) {
    MigratedBuildScript Once = make(Text);
    EXPECT_EQ(make(Once.Text).Text, Once.Text) << Text;
  }
  EXPECT_EQ(make("-code $(ROCM_DIR)/lib64").Text, "");
  EXPECT_EQ(make("L = -Xlinker -rpath=$(CUDA_PATH)/lib64 -lcudart\n").Text,
            "L = -Wl,-rpath=$(ROCM_PATH)/lib -lamdhip64\n");
}

// Found by fuzzing (issue 17): find_package(CUDA ...) is written whole, and
// was refused where an argument had been renamed (a CUDA:: target), until
// the result was migrated again.
TEST_F(BuildScriptsTest, FindPackageIsWrittenWholeOverRenamedArguments) {
  MigratedBuildScript R = cmake("find_package(CUDA CUDA::nvrtc)\n");
  EXPECT_EQ(R.Text, "find_package(hip)\nenable_language(HIP)\n");
  EXPECT_EQ(cmake(R.Text).Text, R.Text);
}

// Found by fuzzing (issue 17): `CUDA_PATH = ROCM_PATH` kept its name because
// the file used ROCM_PATH, in the very value the migration replaces with
// the ROCm install; the next migration renamed it. Names are judged on the
// file as migrated.
TEST_F(BuildScriptsTest, RenamesSeeTheMigratedFile) {
  MigratedBuildScript R = make("CUDA_PATH=ROCM_PATH\n");
  EXPECT_EQ(R.Text, "ROCM_PATH=$(shell hipconfig --rocmpath)\n");
  EXPECT_EQ(make(R.Text).Text, R.Text);
  // A use the migration keeps still blocks the rename.
  const char *Kept = "CUDA_PATH=/usr/local/cuda\nX=$(ROCM_PATH)\n";
  EXPECT_EQ(make(Kept).Text,
            "CUDA_PATH=$(shell hipconfig --rocmpath)\nX=$(ROCM_PATH)\n");
}

// Found by fuzzing (issue 17): a .cu source whose name a rename changes
// (`${CUDA_TOOLKIT_ROOT_DIR}/k.cu`, or a file named like a CUDA property) was
// marked LANGUAGE HIP under its old name, and again under the new one when
// the result was migrated. It is marked under the name the command has.
TEST_F(BuildScriptsTest, SourcesAreMarkedUnderTheirMigratedNames) {
  for (const char *Text : {"add_library(s CUDA_VISIBILITY_PRESET.cu)\n",
                           "add_library(s ${CUDA_TOOLKIT_ROOT_DIR}/k.cu)\n"}) {
    MigratedBuildScript R = cmake(Text);
    EXPECT_EQ(cmake(R.Text).Text, R.Text) << Text;
  }
  EXPECT_EQ(cmake("add_library(s CUDA_VISIBILITY_PRESET.cu)\n").Text,
            "add_library(s HIP_VISIBILITY_PRESET.cu)\n"
            "set_source_files_properties(HIP_VISIBILITY_PRESET.cu PROPERTIES "
            "LANGUAGE HIP)\n");
}

// Found by fuzzing (issue 17): `set(M k.cu) u(` took the line's end, inside
// u's arguments, for the place to add set_source_files_properties, and the
// next migration added another. CMake refuses a command after another on
// its line, and so does the migration now: blanks and comments only.
TEST_F(BuildScriptsTest, ACommandEndsItsLine) {
  MigratedBuildScript R = cmake("add_library(k k.cu)u(CUDA\n)\n");
  EXPECT_EQ(R.Text, "add_library(k k.cu)u(CUDA\n)\n");
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_EQ(R.Findings[0].Message,
            "not migrated: cannot parse the CMake script (expected a new line "
            "after 'add_library(...)')");
  EXPECT_EQ(R.Findings[0].Column, 20u);
  EXPECT_EQ(cmake("set(M k.cu) #[[c]] #[=[d]=] # e\n").Text,
            "set(M k.cu) #[[c]] #[=[d]=] # e\n"
            "set_source_files_properties(k.cu PROPERTIES LANGUAGE HIP)\n");
}

// Found by fuzzing (issue 17): `-Xcompiler -extended-lambda` passed
// `-extended-lambda` on, which the next migration took for nvcc's option
// and dropped. An option passed on that nvcc has too stays as it is.
TEST_F(BuildScriptsTest, PassingOnAnNvccOptionIsLeftAlone) {
  MigratedBuildScript R = make("\t-Xcompiler -extended-lambda,-fPIC\n");
  EXPECT_EQ(R.Text, "\t-Xcompiler -extended-lambda,-fPIC\n");
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_EQ(R.Findings[0].Message,
            "'-Xcompiler -extended-lambda,-fPIC' left as is: "
            "'-extended-lambda' is also an nvcc option, which it would be "
            "taken for once passed on its own");
  EXPECT_EQ(make("\tnvcc -Xcompiler -fPIC,-Wall\n").Text,
            "\thipcc -fPIC -Wall\n");
}

// Found by fuzzing (issue 17): of two options removed in a row, the second
// was refused where its removal wanted the blank the first had taken, and
// went only when the result was migrated again.
TEST_F(BuildScriptsTest, OptionsRemovedInARow) {
  const char *Text =
      "target_compile_options(k PRIVATE (-lineinfo)-expt-relaxed-constexpr "
      "-lineinfo)\n";
  MigratedBuildScript R = cmake(Text);
  EXPECT_EQ(R.Text, "target_compile_options(k PRIVATE (-gline-tables-only))\n");
  EXPECT_EQ(cmake(R.Text).Text, R.Text);
}

TEST_F(BuildScriptsTest, MigratingTwiceChangesNothing) {
  const char *CMakeScripts[] = {
      "cmake_minimum_required(VERSION 3.10)\nproject(p CUDA)\n"
      "find_package(CUDA REQUIRED)\ncuda_add_executable(a a.cu b.cu)\n"
      "target_link_libraries(a ${CUDA_LIBRARIES} ${CUDA_cusparse_LIBRARY})\n",
      "set(CMAKE_CUDA_FLAGS \"${CMAKE_CUDA_FLAGS} -rdc=true -arch=sm_90\")\n"
      "file(GLOB K *.cu)\nadd_library(k ${K})\n"
      "target_compile_options(k PRIVATE "
      "$<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-Wall;--ftz=true>)\n",
  };
  for (const char *Text : CMakeScripts) {
    MigratedBuildScript Once = cmake(Text);
    MigratedBuildScript Twice = cmake(Once.Text);
    EXPECT_EQ(Twice.Text, Once.Text) << Text;
  }
  const char *Makefiles[] = {
      "CUDA_HOME ?= /usr/local/cuda-12.4\nNVCC = $(CUDA_HOME)/bin/nvcc\n"
      "NVCC_FLAGS += -arch=native -dc\n"
      "%.o: %.cu\n\t$(NVCC) $(NVCC_FLAGS) -c $<\n"
      "app: a.o\n\t$(NVCC) -o $@ $^ -L$(CUDA_HOME)/lib64 -lcudart "
      "-lcudadevrt\n",
  };
  for (const char *Text : Makefiles) {
    MigratedBuildScript Once = make(Text);
    EXPECT_NE(Once.Text, Text);
    EXPECT_EQ(make(Once.Text).Text, Once.Text) << Text;
  }
}

TEST(BuildTableLoaderTest, LoadsEveryTable) {
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  BuildTableSet Set;
  auto Load = [&](llvm::StringRef Yaml) {
    auto Buffer = llvm::MemoryBuffer::getMemBuffer(Yaml, "t.yaml");
    return loadBuildTableBuffer(Buffer->getMemBufferRef(), Saver, Set);
  };
  ASSERT_FALSE(
      llvm::errorToBool(Load("table: nvcc-flags\nentries:\n"
                             "  - cuda: --ftz\n    value: choice\n"
                             "    values:\n"
                             "      - value: \"true\"\n"
                             "        hip: -fgpu-flush-denormals-to-zero\n")));
  ASSERT_FALSE(llvm::errorToBool(Load(
      "table: make\nentries:\n  - cuda: CUDA_PATH\n    kind: variable\n"
      "    hip: ROCM_PATH\n    value: rocm-root\n    default: /opt/rocm\n")));
  ASSERT_EQ(Set.NvccFlags.size(), 1u);
  EXPECT_EQ(Set.NvccFlags[0].Value, BuildValue::Choice);
  ASSERT_EQ(Set.NvccChoices.size(), 1u);
  EXPECT_EQ(Set.NvccChoices[0].Hip, "-fgpu-flush-denormals-to-zero");
  ASSERT_EQ(Set.Make.size(), 1u);
  EXPECT_EQ(Set.Make[0].Default, "/opt/rocm");

  llvm::Error E = Load("table: make\nentries:\n  - cuda: NVCC\n"
                       "    kind: variable\n    hip: HIPCC\n"
                       "    default: hipcc\n");
  EXPECT_EQ(llvm::toString(std::move(E)),
            "t.yaml:3:5: 'default' goes with 'value: rocm-root', and only "
            "there");

  // The same depth bound as the API tables' loader (issue 17, item 13).
  E = Load("table: make\nentries: " + std::string(50000, '['));
  EXPECT_EQ(llvm::toString(std::move(E)),
            "t.yaml:2:265: nested deeper than 256 levels (the tables' schema "
            "needs 5)");
}

} // namespace

// A script's word leaves the insertions at its ends to the text beside it,
// where an argument of a call (EditSet::render) takes them along.
TEST_F(BuildScriptsTest, WordsLeaveInsertionsAtTheirEndsOut) {
  //                   0123456789012
  llvm::StringRef S = "-a -lcuda -b";
  BuildScriptOptions Options;
  ScriptContext Ctx(S, Table, Options);
  ASSERT_TRUE(Ctx.Edits.insert(3, "<"));       // at the word's start
  ASSERT_TRUE(Ctx.Edits.insert(5, "+"));       // inside it
  ASSERT_TRUE(Ctx.Edits.replace(5, 4, "hip")); // inside it
  ASSERT_TRUE(Ctx.Edits.insert(9, ">"));       // at its end
  EXPECT_EQ(Ctx.migratedText(3, 9), "-l+hip");
  EXPECT_EQ(Ctx.Edits.render(S, 3, 9), "<-l+hip>");
  // Written whole, the word takes the edits inside it, not those at its ends.
  ASSERT_TRUE(Ctx.replaceWhole(3, 9, "-lamdhip64"));
  EXPECT_EQ(Ctx.Edits.apply(S), "-a <-lamdhip64> -b");
}
