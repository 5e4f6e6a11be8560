//===- TranslateTest.cpp - translateSource on in-memory text --------------===//
#include "cu2hip/Rewrite/Translate.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/SourceText.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

class TranslateTest : public ::testing::Test {
protected:
  TranslationResult run(llvm::StringRef Source, LaunchStyle Launch,
                        llvm::StringRef FileName = "k.cu") {
    TranslateOptions Options;
    Options.Target = HipVersion(6, 2);
    Options.Launch = Launch;
    return translateSource(FileName, Source, Table, Options, nullptr);
  }
  /// A statement, not a file: nvcc's implicit runtime include, which a
  /// launch in a C++ unit stands for, is not its matter.
  TranslationResult runStatement(llvm::StringRef Source, LaunchStyle Launch) {
    TranslateOptions Options;
    Options.Target = HipVersion(6, 2);
    Options.Launch = Launch;
    Options.AddRuntimeInclude = false;
    return translateSource("k.cpp", Source, Table, Options, nullptr);
  }
  static unsigned count(const TranslationResult &R, DiagKind K) {
    return llvm::count_if(R.Findings,
                          [&](const Finding &F) { return F.Kind == K; });
  }
  static const MappingTable Table;
};
const MappingTable TranslateTest::Table;

TEST_F(TranslateTest, ChevronLaunchKeptByDefault) {
  TranslationResult R = run("#include <cuda_runtime.h>\n"
                            "void f(int *d) { k<<<1, 2>>>(d); }\n",
                            LaunchStyle::Chevron);
  EXPECT_EQ(R.Text, "#include <hip/hip_runtime.h>\n"
                    "void f(int *d) { k<<<1, 2>>>(d); }\n");
  EXPECT_TRUE(R.UsesCuda);
}

TEST_F(TranslateTest, EditsMakeTheTextAndKeepTheirGroups) {
  llvm::StringRef Source = "void f(int *d) {\n"
                           "  cudaMalloc(&d, 4);\n"
                           "  k<<<g, b>>>(d);\n"
                           "}\n";
  TranslationResult R = runStatement(Source, LaunchStyle::LaunchKernelGGL);
  EditSet Replay;
  for (const Edit &E : R.Edits)
    ASSERT_TRUE(Replay.add(E));
  EXPECT_EQ(Replay.apply(Source), R.Text);
  // The launch's pieces are one group, the rename is not of it.
  ASSERT_GE(R.Edits.size(), 3u);
  EXPECT_EQ(R.Edits[0].Text, "hipMalloc");
  unsigned Launch = R.Edits[1].Group;
  EXPECT_NE(Launch, 0u);
  EXPECT_NE(R.Edits[0].Group, Launch);
  for (size_t I = 1; I < R.Edits.size(); ++I)
    EXPECT_EQ(R.Edits[I].Group, Launch) << I;
}

TEST_F(TranslateTest, LaunchRuleShapes) {
  struct Case {
    const char *Cuda, *Hip;
  } Cases[] = {
      {"k<<<g, b>>>(x);", "hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x);"},
      {"k<<<g, b, s>>>(x, y);",
       "hipLaunchKernelGGL(k, dim3(g), dim3(b), s, 0, x, y);"},
      {"k<<<g, b, s, t>>>();",
       "hipLaunchKernelGGL(k, dim3(g), dim3(b), s, t);"},
      {"k<<<dim3(1, 2), f(a, b)>>>(x);",
       "hipLaunchKernelGGL(k, dim3(dim3(1, 2)), dim3(f(a, b)), 0, 0, x);"},
      {"ns::k<<<1, 1>>>(x);",
       "hipLaunchKernelGGL(ns::k, dim3(1), dim3(1), 0, 0, x);"},
      {"k<T, 2><<<1, 1>>>(x);",
       "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<T, 2>), dim3(1), dim3(1), 0, 0, "
       "x);"},
      {"k<A<B>><<<1, 1>>>(x);",
       "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<A<B>>), dim3(1), dim3(1), 0, 0, "
       "x);"},
      {"k<(N > 1)><<<1, 1>>>(x);",
       "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<(N > 1)>), dim3(1), dim3(1), 0, "
       "0, x);"},
      {"#define L(...) k<<<1, 1>>>(__VA_ARGS__)",
       "#define L(...) hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, "
       "__VA_ARGS__)"},
  };
  for (const Case &C : Cases) {
    TranslationResult R = runStatement(C.Cuda, LaunchStyle::LaunchKernelGGL);
    EXPECT_EQ(R.Text, C.Hip) << C.Cuda;
    EXPECT_EQ(count(R, DiagKind::LaunchNotRewritten), 0u) << C.Cuda;
  }
}

TEST_F(TranslateTest, MalformedLaunchesAreReported) {
  for (const char *Bad : {"k<<<1>>>(x);", "k<<<1, 2, 3, 4, 5>>>(x);",
                          "k<<<, 1>>>(x);", "k<<<1, 1>>> x;", "k<<<1, 1>>>(x",
                          "f()<<<1, 1>>>(x);", "k<<<1, (2>>>(x);"}) {
    TranslationResult R = runStatement(Bad, LaunchStyle::LaunchKernelGGL);
    EXPECT_EQ(R.Text, Bad);
    ASSERT_EQ(count(R, DiagKind::LaunchNotRewritten), 1u) << Bad;
    EXPECT_EQ(R.Findings[0].Line, 1u);
    EXPECT_EQ(R.Findings[0].Column, llvm::StringRef(Bad).find("<<<") + 1)
        << Bad;
  }
}

TEST_F(TranslateTest, IncludesAreNotDuplicated) {
  TranslationResult R = run("#include <cuda.h>\n"
                            "#include <cuda_runtime.h>\n"
                            "#include \"device_launch_parameters.h\"\n"
                            "#include <vector>\n"
                            "int x;\n",
                            LaunchStyle::Chevron);
  EXPECT_EQ(R.Text, "#include <hip/hip_runtime.h>\n"
                    "#include <vector>\n"
                    "int x;\n");
}

// Deleting the whole line of a duplicate include would cut a comment that
// ends on it, or pull a spliced line into the code.
TEST_F(TranslateTest, DuplicateIncludesSharingALineAreRenamed) {
  EXPECT_EQ(run("#include <cuda.h>\n/* a\n */ #include <cuda_runtime.h>\n",
                LaunchStyle::Chevron, "k.cpp")
                .Text,
            "#include <hip/hip_runtime.h>\n"
            "/* a\n */ #include <hip/hip_runtime.h>\n");
  EXPECT_EQ(run("#include <cuda.h>\n#include <cuda_runtime.h> \\\nint y;\n",
                LaunchStyle::Chevron, "k.cpp")
                .Text,
            "#include <hip/hip_runtime.h>\n"
            "#include <hip/hip_runtime.h> \\\nint y;\n");
  // A trailing line comment goes with its line.
  EXPECT_EQ(run("#include <cuda.h>\n#include <cuda_runtime.h> // rt\nint y;\n",
                LaunchStyle::Chevron, "k.cpp")
                .Text,
            "#include <hip/hip_runtime.h>\nint y;\n");
}

TEST_F(TranslateTest, IncludesInSeparateBranchesAreKept) {
  TranslationResult R = run("#include <cuda_runtime.h>\n"
                            "#ifdef A\n"
                            "#include <cuda.h>\n"
                            "#endif\n"
                            "#ifdef B\n"
                            "#include <vector_types.h>\n"
                            "#else\n"
                            "#include <cuda.h>\n"
                            "#endif\n",
                            LaunchStyle::Chevron, "k.cpp");
  // The top-level include covers both branches.
  EXPECT_EQ(R.Text, "#include <hip/hip_runtime.h>\n"
                    "#ifdef A\n"
                    "#endif\n"
                    "#ifdef B\n"
                    "#include <hip/hip_vector_types.h>\n"
                    "#else\n"
                    "#endif\n");
  TranslationResult R2 = run("#ifdef A\n"
                             "#include <cuda.h>\n"
                             "#else\n"
                             "#include <cuda_runtime.h>\n"
                             "#endif\n",
                             LaunchStyle::Chevron, "k.cpp");
  EXPECT_EQ(R2.Text, "#ifdef A\n"
                     "#include <hip/hip_runtime.h>\n"
                     "#else\n"
                     "#include <hip/hip_runtime.h>\n"
                     "#endif\n");
}

TEST_F(TranslateTest, RuntimeIncludeAddedToCudaSourcesOnly) {
  const char *Src = "void f() { cudaDeviceSynchronize(); }\n";
  EXPECT_EQ(run(Src, LaunchStyle::Chevron, "k.cu").Text,
            "#include <hip/hip_runtime.h>\n"
            "void f() { hipDeviceSynchronize(); }\n");
  EXPECT_EQ(run(Src, LaunchStyle::Chevron, "k.cuh").Text,
            "#include <hip/hip_runtime.h>\n"
            "void f() { hipDeviceSynchronize(); }\n");
  EXPECT_EQ(run(Src, LaunchStyle::Chevron, "k.cpp").Text,
            "void f() { hipDeviceSynchronize(); }\n");
  // After #pragma once, not before it.
  EXPECT_EQ(run("#pragma once\nvoid f(cudaStream_t s);\n", LaunchStyle::Chevron,
                "k.cuh")
                .Text,
            "#pragma once\n#include <hip/hip_runtime.h>\n"
            "void f(hipStream_t s);\n");
}

// The added include used to land inside a comment or at the end of the
// pragma's line, where it is no directive.
TEST_F(TranslateTest, RuntimeIncludeOnALineOfItsOwn) {
  auto Cuh = [this](const char *Src) {
    return run(Src, LaunchStyle::Chevron, "k.cuh").Text;
  };
  // Nothing after the pragma's line, no final newline: on top.
  EXPECT_EQ(Cuh("#pragma once cudaStream_t s;"),
            "#include <hip/hip_runtime.h>\n#pragma once hipStream_t s;");
  // A comment that starts before the first token's line.
  EXPECT_EQ(Cuh("/* a\n b */ cudaStream_t s;\n"),
            "/* a\n b */ #include <hip/hip_runtime.h>\nhipStream_t s;\n");
  // The comment joins the lines into one directive.
  EXPECT_EQ(Cuh("#pragma once /* a\n */ cudaStream_t s;\n"),
            "#pragma once /* a\n */ hipStream_t s;\n"
            "#include <hip/hip_runtime.h>\n");
  EXPECT_EQ(Cuh("#pragma once /* a\n */\n  cudaStream_t s;\n"),
            "#pragma once /* a\n */\n#include <hip/hip_runtime.h>\n"
            "  hipStream_t s;\n");
  // A line splice continues the pragma's line.
  EXPECT_EQ(Cuh("#pragma once \\\n // c\ncudaStream_t s;\n"),
            "#pragma once \\\n // c\n#include <hip/hip_runtime.h>\n"
            "hipStream_t s;\n");
}

// Found by fuzz/TranslateFuzzer.cpp (an #include inside a rebuilt argument
// list kept its CUDA header, so translating the output changed it again):
// text that holds a directive line cannot be moved or deleted.
TEST_F(TranslateTest, DirectivesInsideCallsAndLaunchesAreKept) {
  const char *Fuzzed = "cudnnSetRNNDescriptor_v8(\n"
                       "#include<cudnn.h>,T,6,2,2,2,p,5,_,4,1,8,2,p,5)";
  TranslationResult F = runStatement(Fuzzed, LaunchStyle::Chevron);
  EXPECT_EQ(F.Text, "cudnnSetRNNDescriptor_v8(\n"
                    "#include<miopen/miopen.h>,T,6,2,2,2,p,5,_,4,1,8,2,p,5)");
  EXPECT_EQ(runStatement(F.Text, LaunchStyle::Chevron).Text, F.Text);

  // A duplicate include there is renamed, not deleted: without the
  // directive, the call would be rewritten the second time.
  const char *Twice = "#include<cudnn.h>\ncudnnSetRNNDescriptor_v8(\n"
                      "#include<cudnn.h>\n,,,,,,,,,,,,,,)";
  TranslationResult Tw = runStatement(Twice, LaunchStyle::Chevron);
  EXPECT_EQ(Tw.Text, "#include<miopen/miopen.h>\ncudnnSetRNNDescriptor_v8(\n"
                     "#include<miopen/miopen.h>\n,,,,,,,,,,,,,,)");
  EXPECT_EQ(runStatement(Tw.Text, LaunchStyle::Chevron).Text, Tw.Text);

  const char *Call = "cudnnSetRNNDescriptor_v8(d, a1, a2, a3, a4, a5,\n"
                     "#ifdef H\n"
                     "  CUDNN_DATA_HALF\n"
                     "#else\n"
                     "  CUDNN_DATA_FLOAT\n"
                     "#endif\n"
                     "  , a7, a8, a9, a10, a11, a12, a13, a14);\n";
  TranslationResult C = runStatement(Call, LaunchStyle::Chevron);
  EXPECT_EQ(C.Text, Call);
  ASSERT_EQ(count(C, DiagKind::CallNotRewritten), 1u);
  const Finding &Refusal = *llvm::find_if(C.Findings, [](const Finding &F) {
    return F.Kind == DiagKind::CallNotRewritten;
  });
  EXPECT_NE(Refusal.Message.find("a preprocessor directive lies inside its "
                                 "argument list"),
            std::string::npos)
      << Refusal.Message;

  const char *Launch = "k<<<g,\n#if X\n b\n#else\n c\n#endif\n>>>(x);\n";
  TranslationResult L = runStatement(Launch, LaunchStyle::LaunchKernelGGL);
  EXPECT_EQ(L.Text, Launch);
  EXPECT_EQ(count(L, DiagKind::LaunchNotRewritten), 1u);
  // Directives among the kernel's arguments stay where they are.
  EXPECT_EQ(runStatement("k<<<g, b>>>(x,\n#if X\n y,\n#endif\n z);\n",
                         LaunchStyle::LaunchKernelGGL)
                .Text,
            "hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x,\n#if X\n y,\n"
            "#endif\n z);\n");
  // A launch inside a macro body is one directive line.
  EXPECT_EQ(runStatement("#define L(x) k<<<1, \\\n 2>>>(x)\n",
                         LaunchStyle::LaunchKernelGGL)
                .Text,
            "#define L(x) hipLaunchKernelGGL(k, dim3(1), dim3(2), 0, 0, x)\n");
}

TEST_F(TranslateTest, NoCudaNoChange) {
  TranslationResult R =
      run("int main() { return a << b >> c; }\n", LaunchStyle::LaunchKernelGGL);
  EXPECT_EQ(R.Text, "int main() { return a << b >> c; }\n");
  EXPECT_FALSE(R.UsesCuda);
  EXPECT_EQ(R.Replacements, 0u);
  EXPECT_TRUE(R.Findings.empty());
  TranslationResult Empty = run("", LaunchStyle::Chevron);
  EXPECT_EQ(Empty.Text, "");
  EXPECT_FALSE(Empty.UsesCuda);
}

TEST_F(TranslateTest, LineAndColumn) {
  EXPECT_EQ(lineAndColumn("ab\ncd", 0), std::make_pair(1u, 1u));
  EXPECT_EQ(lineAndColumn("ab\ncd", 3), std::make_pair(2u, 1u));
  EXPECT_EQ(lineAndColumn("ab\ncd", 4), std::make_pair(2u, 2u));
  // And back: where each line starts; the end past the last one.
  EXPECT_EQ(offsetOfLine("ab\ncd", 1), 0u);
  EXPECT_EQ(offsetOfLine("ab\ncd", 2), 3u);
  EXPECT_EQ(offsetOfLine("ab\ncd", 3), 5u);
  EXPECT_EQ(offsetOfLine("ab\ncd\n", 3), 6u);
}

} // namespace
