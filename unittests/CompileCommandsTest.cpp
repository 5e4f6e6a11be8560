//===- CompileCommandsTest.cpp --------------------------------------------===//
#include "cu2hip/Driver/CompileCommands.h"
#include "TempDir.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <sys/stat.h>

using namespace cu2hip;
using llvm::StringRef;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

namespace {

using Strings = std::vector<std::string>;

/// A command line written as one string, split at spaces (no quoting).
Strings argv(StringRef Line) {
  llvm::SmallVector<StringRef, 32> Parts;
  Line.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  return Strings(Parts.begin(), Parts.end());
}

CompileCommand translate(StringRef Line, StringRef Dir = "/build",
                         StringRef File = "/src/a.cu") {
  return translateCommandLine(argv(Line), Dir, File);
}

/// A fake CUDA toolkit, so that tests do not depend on the machine's: its
/// root replaces `@CUDA@` in command lines.
class FakeToolkit {
public:
  FakeToolkit() { Dir.write("cuda/include/cuda_runtime.h", ""); }
  std::string root() const { return Dir.path("cuda"); }
  std::string include() const { return Dir.path("cuda/include"); }
  std::string expand(StringRef Line) const {
    std::string Text = Line.str();
    for (size_t At; (At = Text.find("@CUDA@")) != std::string::npos;)
      Text.replace(At, 6, root());
    return Text;
  }

private:
  TempDir Dir;
};

//===--- translateCommandLine: whole command lines ------------------------===//

TEST(TranslateCommandLine, CMakeCudaTarget) {
  // What CMake 3.25 writes for a CUDA target with nvcc.
  FakeToolkit Cuda;
  CompileCommand C = translate(
      Cuda.expand("@CUDA@/bin/nvcc -forward-unknown-to-host-compiler -DFOO "
                  "-I/src/include -isystem @CUDA@/include -O3 -DNDEBUG "
                  "--generate-code=arch=compute_80,code=[compute_80,sm_80] "
                  "-Xcompiler=-fPIC -std=c++17 -x cu -rdc=true -c /src/a.cu "
                  "-o CMakeFiles/a.dir/a.cu.o"));
  EXPECT_EQ(C.File, "/src/a.cu");
  EXPECT_EQ(C.Directory, "/build");
  EXPECT_EQ(C.Compiler, Cuda.root() + "/bin/nvcc");
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-DFOO", "-I/src/include", "-DNDEBUG", "-std=c++17"));
  EXPECT_THAT(C.ToolkitIncludeDirs, ElementsAre(Cuda.include()));
  EXPECT_THAT(C.CudaArchs, ElementsAre("compute_80", "sm_80"));
  EXPECT_TRUE(C.IsCuda);
  EXPECT_TRUE(C.Rdc);
  EXPECT_THAT(C.Warnings, IsEmpty());
}

TEST(TranslateCommandLine, CMakeCxxFileOfCudaProject) {
  // A .cpp file of the same project, built by the host compiler.
  FakeToolkit Cuda;
  CompileCommand C = translate(
      Cuda.expand("/usr/bin/c++ -DFOO -I/src/include -isystem @CUDA@/include "
                  "-O3 -DNDEBUG -std=gnu++17 -fPIC "
                  "-o CMakeFiles/a.dir/host.cpp.o -c /src/host.cpp"),
      "/build", "/src/host.cpp");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DFOO", "-I/src/include", "-DNDEBUG",
                                       "-std=gnu++17"));
  EXPECT_THAT(C.ToolkitIncludeDirs, ElementsAre(Cuda.include()));
  EXPECT_FALSE(C.IsCuda);
  EXPECT_FALSE(C.Rdc);
  EXPECT_THAT(C.CudaArchs, IsEmpty());
}

TEST(TranslateCommandLine, CMakeClangCudaTarget) {
  CompileCommand C =
      translate("/usr/bin/clang++ -DFOO -I/src/include -O3 -DNDEBUG "
                "--cuda-gpu-arch=sm_80 --cuda-path=/usr/local/cuda -std=c++17 "
                "-x cuda -fgpu-rdc -c /src/a.cu -o CMakeFiles/a.dir/a.cu.o");
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-DFOO", "-I/src/include", "-DNDEBUG", "-std=c++17"));
  EXPECT_THAT(C.CudaArchs, ElementsAre("sm_80"));
  EXPECT_TRUE(C.IsCuda);
  EXPECT_TRUE(C.Rdc);
  EXPECT_EQ(C.Compiler, "/usr/bin/clang++");
}

TEST(TranslateCommandLine, MakefileBuildRecordedByBear) {
  // A CUDA sample's Makefile: relative paths, -Xcompiler, -gencode pairs.
  CompileCommand C = translateCommandLine(
      argv("/usr/local/cuda/bin/nvcc -ccbin g++ -I../../common/inc -m64 "
           "--threads 0 --std=c++11 -Xcompiler -Wall,-DUSE_OMP "
           "-gencode arch=compute_50,code=sm_50 "
           "-gencode arch=compute_90,code=compute_90 "
           "-o vectorAdd.o -c vectorAdd.cu"),
      "/samples/0_Intro/vectorAdd", "vectorAdd.cu");
  EXPECT_EQ(C.File, "/samples/0_Intro/vectorAdd/vectorAdd.cu");
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-I/samples/common/inc", "-std=c++11", "-DUSE_OMP"));
  EXPECT_THAT(C.CudaArchs, ElementsAre("compute_50", "sm_50", "compute_90"));
  EXPECT_TRUE(C.IsCuda);
  EXPECT_FALSE(C.Rdc);
}

//===--- the option table -------------------------------------------------===//

TEST(CompilerOptionTable, NamesAreSortedAndUnique) {
  // A name listed twice would shadow a row silently in release builds.
  const char *Names[] = {
#define CU2HIP_OPTION(NAME, ACTION, VALUE, JOINED) NAME,
#include "../lib/Driver/CompilerOptions.def"
  };
  for (size_t I = 1; I < std::size(Names); ++I)
    EXPECT_LT(StringRef(Names[I - 1]), StringRef(Names[I]))
        << "CompilerOptions.def: '" << Names[I] << "' is out of order or "
        << "listed twice";
}

//===--- include directories ----------------------------------------------===//

TEST(TranslateCommandLine, IncludeDirectorySpellings) {
  CompileCommand C =
      translate("nvcc -I a -Ib --include-path c --include-path=d -I=e "
                "-isystem f -isystemg --system-include h --system-include=i "
                "-iquote j -iquotek -idirafter l -idirafterm -c /src/a.cu");
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-I/build/a", "-I/build/b", "-I/build/c",
                          "-I/build/d", "-I/build/e", "-isystem", "/build/f",
                          "-isystem", "/build/g", "-isystem", "/build/h",
                          "-isystem", "/build/i", "-iquote", "/build/j",
                          "-iquote", "/build/k", "-idirafter", "/build/l",
                          "-idirafter", "/build/m"));
}

TEST(TranslateCommandLine, GccIncludeSpellings) {
  CompileCommand C = translate("g++ -I inc -Iinc2 -isystem sys -iquote q "
                               "-idirafter aft -isystem-after late -c a.cpp",
                               "/b", "a.cpp");
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-I/b/inc", "-I/b/inc2", "-isystem", "/b/sys",
                          "-iquote", "/b/q", "-idirafter", "/b/aft",
                          "-idirafter", "/b/late"));
}

TEST(TranslateCommandLine, RelativePathsBecomeAbsoluteWithoutDots) {
  CompileCommand C =
      translate("nvcc -I../inc -I./x/../y -I /abs/./p/../q -I. -c ../src/a.cu",
                "/proj/build/./sub/..", "../src/a.cu");
  EXPECT_EQ(C.Directory, "/proj/build");
  EXPECT_EQ(C.File, "/proj/src/a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-I/proj/inc", "-I/proj/build/y",
                                       "-I/abs/q", "-I/proj/build"));
}

TEST(TranslateCommandLine, NvccSplitsListValuesAtCommas) {
  CompileCommand Nvcc = translate("nvcc -I a,b -isystem c,d -c a.cu");
  EXPECT_THAT(Nvcc.ClangArgs,
              ElementsAre("-I/build/a", "-I/build/b", "-isystem", "/build/c",
                          "-isystem", "/build/d"));
  // gcc takes the value whole.
  CompileCommand Gcc = translate("g++ -I a,b -c a.cpp", "/build", "a.cpp");
  EXPECT_THAT(Gcc.ClangArgs, ElementsAre("-I/build/a,b"));
}

TEST(TranslateCommandLine, CudaToolkitIncludeDirectoriesAreSetAside) {
  TempDir T;
  for (const char *Toolkit :
       {"usr/local/cuda-12.4/include", "usr/local/cuda/include",
        "usr/local/cuda/targets/x86_64-linux/include", "opt/cuda/include",
        "opt/nvidia/hpc_sdk/Linux_x86_64/24.1/cuda/12.3/include"})
    T.write((llvm::Twine(Toolkit) + "/cuda_runtime.h").str(), "");
  T.write("proj/third_party/cuda/include/wrapper.h", ""); // not a toolkit
  std::string R = T.path();
  CompileCommand C = translateCommandLine(
      {"nvcc", "-isystem", R + "/usr/local/cuda-12.4/include",
       "-I" + R + "/usr/local/cuda/targets/x86_64-linux/include",
       "-I" + R + "/opt/nvidia/hpc_sdk/Linux_x86_64/24.1/cuda/12.3/include",
       "-I" + R + "/usr/local/cuda/include/cccl", "-isystem",
       R + "/opt/cuda/include", "-I" + R + "/usr/local/cuda-12.4/include",
       "-I" + R + "/proj/third_party/cuda/include",
       "-I" + R + "/no/such/cuda/include",
       "-I" + R + "/home/cuda-samples/common", "-c", "a.cu"},
      R + "/proj/build", "../a.cu");
  EXPECT_THAT(C.ToolkitIncludeDirs,
              ElementsAre(R + "/usr/local/cuda-12.4/include",
                          R + "/usr/local/cuda/targets/x86_64-linux/include",
                          R + "/opt/nvidia/hpc_sdk/Linux_x86_64/24.1/cuda/12.3/"
                              "include",
                          R + "/usr/local/cuda/include/cccl",
                          R + "/opt/cuda/include"));
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-I" + R + "/proj/third_party/cuda/include",
                          "-I" + R + "/no/such/cuda/include",
                          "-I" + R + "/home/cuda-samples/common"));
}

TEST(TranslateCommandLine, AProjectNamedCudaKeepsItsIncludeFolder) {
  TempDir T;
  T.write("cuda/include/cuda_runtime.h", ""); // its own wrapper of that name
  std::string Root = T.path("cuda");
  CompileCommand C = translateCommandLine(
      {"nvcc", "-I" + Root + "/include", "-c", "src/a.cu"}, Root, "src/a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-I" + Root + "/include"));
  EXPECT_THAT(C.ToolkitIncludeDirs, IsEmpty());
}

//===--- macros, standard, pre-includes -----------------------------------===//

TEST(TranslateCommandLine, DefineAndUndefineSpellings) {
  CompileCommand C =
      translate("nvcc -D X -DY=1 --define-macro Z --define-macro=W=2 -DEMPTY= "
                "-U V -UT --undefine-macro S --undefine-macro=R -c /src/a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DX", "-DY=1", "-DZ", "-DW=2",
                                       "-DEMPTY=", "-UV", "-UT", "-US", "-UR"));
}

TEST(TranslateCommandLine, NvccDefineListsKeepFunctionLikeMacrosWhole) {
  CompileCommand C = translateCommandLine(
      {"nvcc", "-DA=1,B", "-D", "MAX(a,b)=((a)>(b)?(a):(b)),C", "-c", "a.cu"},
      "/build", "a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DA=1", "-DB",
                                       "-DMAX(a,b)=((a)>(b)?(a):(b))", "-DC"));
  // A macro value with spaces, as an `arguments` array carries it.
  CompileCommand G = translateCommandLine(
      {"g++", "-DMSG=\"hi there\"", "-DL=a,b", "-c", "a.cpp"}, "/build",
      "a.cpp");
  EXPECT_THAT(G.ClangArgs, ElementsAre("-DMSG=\"hi there\"", "-DL=a,b"));
}

// Found by fuzzing (issue 17): `-D =x` became `-D=x`, which Clang refuses
// (and which, written to the translated tree's database, reads back as
// `-Dx`). A -D or -U that names no macro is left out, with a warning.
TEST(TranslateCommandLine, DefinesThatNameNoMacroAreLeftOut) {
  CompileCommand C =
      translateCommandLine({"nvcc", "-D", "=x", "-D", "-Iinc", "-D1X", "-U",
                            "=y", "-DA$b(x)=x", "-D_ok=1", "-c", "a.cu"},
                           "/build", "/build/a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DA$b(x)=x", "-D_ok=1"));
  EXPECT_THAT(C.Warnings, ElementsAre("'-D=x' names no macro: left out",
                                      "'-D-Iinc' names no macro: left out",
                                      "'-D1X' names no macro: left out",
                                      "'-U=y' names no macro: left out"));
}

TEST(TranslateCommandLine, StandardSpellings) {
  EXPECT_THAT(translate("nvcc -std=c++17 -c a.cu").ClangArgs,
              ElementsAre("-std=c++17"));
  EXPECT_THAT(translate("nvcc --std c++20 -c a.cu").ClangArgs,
              ElementsAre("-std=c++20"));
  EXPECT_THAT(translate("nvcc --std=c++14 -c a.cu").ClangArgs,
              ElementsAre("-std=c++14"));
  EXPECT_THAT(translate("nvcc -std c++11 -c a.cu").ClangArgs,
              ElementsAre("-std=c++11"));
  EXPECT_THAT(translate("clang++ -std=gnu++20 -x cuda -c a.cu").ClangArgs,
              ElementsAre("-std=gnu++20"));
}

TEST(TranslateCommandLine, PreIncludes) {
  TempDir Dir;
  Dir.write("build/prelude.h", "#define PRELUDE 1\n");
  std::string Build = Dir.path("build");
  CompileCommand C = translateCommandLine(
      argv("nvcc -include prelude.h --pre-include /opt/x/../p.h "
           "-include cuda_fp16.h --pre-include=q.h -includeprelude.h "
           "-c a.cu"),
      Build, "a.cu");
  // A relative file is absolute when the compiler's directory has it; other
  // names are searched along the include path, so they stay as written.
  std::string Prelude = Dir.path("build/prelude.h");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-include", Prelude, "-include",
                                       "/opt/p.h", "-include", "cuda_fp16.h",
                                       "-include", "q.h", "-include", Prelude));
}

//===--- language ---------------------------------------------------------===//

TEST(TranslateCommandLine, NvccCompilesCuAsCudaAndCppAsCxx) {
  EXPECT_TRUE(translate("nvcc -c a.cu", "/b", "a.cu").IsCuda);
  EXPECT_FALSE(translate("nvcc -c a.cpp", "/b", "a.cpp").IsCuda);
  EXPECT_FALSE(translate("nvcc -c a.cc", "/b", "a.cc").IsCuda);
  EXPECT_TRUE(translate("nvcc -x cu -c a.cpp", "/b", "a.cpp").IsCuda);
  EXPECT_TRUE(translate("nvcc --x cu -c a.cpp", "/b", "a.cpp").IsCuda);
  EXPECT_TRUE(translate("nvcc --x=cu -c a.cpp", "/b", "a.cpp").IsCuda);
  EXPECT_TRUE(translate("nvcc -xcu -c a.cpp", "/b", "a.cpp").IsCuda);
  // nvcc's -x applies wherever it is written.
  EXPECT_TRUE(translate("nvcc -c a.cpp -x cu", "/b", "a.cpp").IsCuda);
  EXPECT_FALSE(translate("nvcc -x c++ -c a.cu", "/b", "a.cu").IsCuda);
  EXPECT_TRUE(translate("nvcc -x none -c a.cu", "/b", "a.cu").IsCuda);
}

TEST(TranslateCommandLine, ClangCompilesCudaWithXCudaBeforeTheFile) {
  EXPECT_TRUE(translate("clang++ -x cuda -c a.cpp", "/b", "a.cpp").IsCuda);
  EXPECT_TRUE(translate("clang++ -xcuda -c a.cpp", "/b", "a.cpp").IsCuda);
  EXPECT_TRUE(translate("clang++ -c a.cu", "/b", "a.cu").IsCuda);
  EXPECT_FALSE(translate("clang++ -c a.cpp", "/b", "a.cpp").IsCuda);
  // Clang's -x applies to the files after it only.
  EXPECT_FALSE(translate("clang++ -c a.cpp -x cuda", "/b", "a.cpp").IsCuda);
  EXPECT_FALSE(translate("clang++ -x c++ -c a.cu", "/b", "a.cu").IsCuda);
  EXPECT_FALSE(translate("g++ -c a.cpp", "/b", "a.cpp").IsCuda);
  // The input is recognised by its absolute path, however it is written.
  EXPECT_FALSE(
      translate("clang++ -c ./sub/../a.cpp -x cuda", "/b", "/b/a.cpp").IsCuda);
}

//===--- GPU architectures ------------------------------------------------===//

TEST(TranslateCommandLine, ArchSpellings) {
  EXPECT_THAT(translate("nvcc -arch=sm_80 -c a.cu").CudaArchs,
              ElementsAre("sm_80"));
  EXPECT_THAT(translate("nvcc -arch sm_86 -c a.cu").CudaArchs,
              ElementsAre("sm_86"));
  EXPECT_THAT(translate("nvcc --gpu-architecture=sm_90a -c a.cu").CudaArchs,
              ElementsAre("sm_90a"));
  EXPECT_THAT(translate("nvcc --gpu-architecture compute_75 -code=sm_75,"
                        "compute_75 -c a.cu")
                  .CudaArchs,
              ElementsAre("compute_75", "sm_75"));
  EXPECT_THAT(
      translate("nvcc -arch=compute_80 --gpu-code sm_86 -c a.cu").CudaArchs,
      ElementsAre("compute_80", "sm_86"));
  for (const char *Any : {"native", "all", "all-major"})
    EXPECT_THAT(translate((llvm::Twine("nvcc -arch=") + Any + " -c a.cu").str())
                    .CudaArchs,
                IsEmpty())
        << Any;
}

TEST(TranslateCommandLine, GencodeSpellings) {
  EXPECT_THAT(
      translate("nvcc -gencode arch=compute_80,code=sm_80 -c a.cu").CudaArchs,
      ElementsAre("compute_80", "sm_80"));
  EXPECT_THAT(translate("nvcc -gencode=arch=compute_80,code=[sm_80,compute_80]"
                        " -c a.cu")
                  .CudaArchs,
              ElementsAre("compute_80", "sm_80"));
  EXPECT_THAT(translate("nvcc --generate-code=arch=compute_90a,code=[sm_90a] "
                        "--generate-code arch=compute_70,code=sm_70 -c a.cu")
                  .CudaArchs,
              ElementsAre("compute_90a", "sm_90a", "compute_70", "sm_70"));
  // Makefiles quote the code list; a compile database may keep the quotes.
  EXPECT_THAT(translateCommandLine({"nvcc", "-gencode",
                                    "arch=compute_75,code=\"sm_75,compute_75\"",
                                    "-c", "a.cu"},
                                   "/b", "a.cu")
                  .CudaArchs,
              ElementsAre("compute_75", "sm_75"));
}

TEST(TranslateCommandLine, ClangArchSpellings) {
  EXPECT_THAT(translate("clang++ --cuda-gpu-arch=sm_80 --cuda-gpu-arch=sm_90 "
                        "-x cuda -c a.cu")
                  .CudaArchs,
              ElementsAre("sm_80", "sm_90"));
  EXPECT_THAT(
      translate("clang++ --offload-arch=sm_80,sm_86 -x cuda -c a.cu").CudaArchs,
      ElementsAre("sm_80", "sm_86"));
  // AMD targets are not CUDA architectures.
  EXPECT_THAT(
      translate("clang++ --offload-arch=gfx90a -x hip -c a.cu").CudaArchs,
      IsEmpty());
}

TEST(TranslateCommandLine, ArchsAreListedOnceInOrder) {
  EXPECT_THAT(translate("nvcc -gencode arch=compute_90,code=sm_90 "
                        "-gencode arch=compute_80,code=sm_80 -arch=sm_90 "
                        "-gencode arch=compute_90,code=compute_90 -c a.cu")
                  .CudaArchs,
              ElementsAre("compute_90", "sm_90", "compute_80", "sm_80"));
}

//===--- host compiler options --------------------------------------------===//

TEST(TranslateCommandLine, XcompilerKeepsWhatChangesParsing) {
  CompileCommand C =
      translate("nvcc -Xcompiler -fPIC,-Wall,-DFOO,-I/x,-fopenmp -c a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DFOO", "-I/x"));

  C = translate("nvcc -Xcompiler=-fPIC,-isystem,/y,-std=c++17 -c a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-isystem", "/y", "-std=c++17"));

  C = translate("nvcc --compiler-options=-include,pre.h,-Uold -c a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-include", "pre.h", "-Uold"));

  // Several host options quoted into one argument.
  C = translateCommandLine(
      {"nvcc", "--compiler-options", "-O2 -DBAR=1 -Iinc", "-c", "a.cu"},
      "/build", "a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DBAR=1", "-I/build/inc"));

  // Nothing that only steers code generation survives.
  C = translate("nvcc -Xcompiler -fopenmp,-O3,-march=native,-Wextra,-rdynamic "
                "-Xcompiler -fvisibility=hidden -c a.cu");
  EXPECT_THAT(C.ClangArgs, IsEmpty());
  EXPECT_FALSE(C.Rdc);
}

TEST(TranslateCommandLine, XcompilerOptionsKeepTheirOrder) {
  CompileCommand C =
      translate("nvcc -DA -Xcompiler -DB -I/one -Xcompiler=-I/two -DC -c a.cu");
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-DA", "-DB", "-I/one", "-I/two", "-DC"));
}

//===--- dropped options --------------------------------------------------===//

TEST(TranslateCommandLine, ToolOptionsAreDroppedWithTheirArgument) {
  // Each value would be read as an include or a macro if it were not
  // consumed with its option.
  CompileCommand C = translate(
      "nvcc -Xptxas -I/no1 -Xlinker -DNO2 -Xnvlink -I/no3 -Xcudafe -DNO4 "
      "-Xarchive -DNO5 --ptxas-options=-v --linker-options -DNO6 "
      "--nvlink-options -DNO7 --archive-options -DNO8 -Xfatbin -DNO9 "
      "--fatbin-options -DNO10 -DYES -c a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DYES"));
  CompileCommand Clang =
      translate("clang++ -Xclang -DNO1 -Xarch_device -DNO2 -Xcuda-ptxas -v "
                "-Xpreprocessor -DNO3 -DYES -x cuda -c a.cu");
  EXPECT_THAT(Clang.ClangArgs, ElementsAre("-DYES"));
}

TEST(TranslateCommandLine, CodeGenerationWarningAndOutputOptionsAreDropped) {
  CompileCommand C = translateCommandLine(
      argv("nvcc --expt-relaxed-constexpr --expt-extended-lambda "
           "--extended-lambda -expt-relaxed-constexpr -O3 -O -Os -g -G "
           "-lineinfo --use_fast_math -use_fast_math -Werror -Wall -W "
           "-Wno-deprecated-gpu-targets --keep -keep -t 4 --threads 8 "
           "-maxrregcount 64 --maxrregcount=32 -m64 "
           "--forward-unknown-to-host-compiler -ccbin /usr/bin/g++-12 "
           "--compiler-bindir g++ -o out.o -MF a.d -MT a.o -MQ x -MD -MMD "
           "-MP -c --keep-dir tmp -ftz=true -prec-div false -fmad true "
           "--default-stream per-thread -lcudart -L/usr/local/cuda/lib64 "
           "--diag-suppress 177 -Werror all-warnings -w -v a.cu"),
      "/build", "");
  EXPECT_THAT(C.ClangArgs, IsEmpty());
  EXPECT_THAT(C.Warnings, IsEmpty());
  // None of the values was taken for the input file.
  EXPECT_EQ(C.File, "/build/a.cu");
  EXPECT_TRUE(C.IsCuda);
}

TEST(TranslateCommandLine, UnknownOptionsDoNotTakeTheInputFile) {
  // An unknown option followed by a value: the value is not the input.
  CompileCommand C =
      translate("nvcc --some-new-flag value -Xsomething 17 a.cu", "/b", "");
  EXPECT_EQ(C.File, "/b/a.cu");
  EXPECT_THAT(C.ClangArgs, IsEmpty());
  // Nor is a source file after an unknown option its value.
  C = translate("nvcc --weird a.cu -I inc", "/b", "");
  EXPECT_EQ(C.File, "/b/a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-I/b/inc"));
  // `-flag=value` carries its value: the next word is an operand.
  C = translate("nvcc --some-flag=3 b.cu", "/b", "");
  EXPECT_EQ(C.File, "/b/b.cu");
  // Seen through -x: if the unknown option had eaten the input, the later
  // `-x cuda` would have applied to it.
  EXPECT_FALSE(
      translate("clang++ --unknown-opt a.cpp -x cuda", "/b", "a.cpp").IsCuda);
  EXPECT_TRUE(
      translate("clang++ -x cuda --unknown-opt a.cpp", "/b", "a.cpp").IsCuda);
}

TEST(TranslateCommandLine, TheInputFileIsNeverAnArgument) {
  CompileCommand C = translate("nvcc -I inc /src/a.cu -DX", "/b", "/src/a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-I/b/inc", "-DX"));
  EXPECT_EQ(C.File, "/src/a.cu");
}

TEST(TranslateCommandLine, OptionWithoutValueAtTheEndIsReported) {
  CompileCommand C = translate("nvcc -c a.cu -I", "/b", "a.cu");
  EXPECT_THAT(C.ClangArgs, IsEmpty());
  ASSERT_EQ(C.Warnings.size(), 1u);
  EXPECT_THAT(C.Warnings[0], HasSubstr("'-I'"));
}

//===--- relocatable device code ------------------------------------------===//

TEST(TranslateCommandLine, RelocatableDeviceCodeSpellings) {
  EXPECT_TRUE(translate("nvcc -rdc=true -c a.cu").Rdc);
  EXPECT_TRUE(translate("nvcc -rdc true -c a.cu").Rdc);
  EXPECT_TRUE(translate("nvcc --relocatable-device-code=true -c a.cu").Rdc);
  EXPECT_TRUE(translate("nvcc --relocatable-device-code true -c a.cu").Rdc);
  EXPECT_TRUE(translate("nvcc -dc a.cu").Rdc);
  EXPECT_TRUE(translate("nvcc --device-c a.cu").Rdc);
  EXPECT_TRUE(translate("clang++ -fgpu-rdc -x cuda -c a.cu").Rdc);
  EXPECT_FALSE(translate("nvcc -rdc=false -c a.cu").Rdc);
  EXPECT_FALSE(translate("nvcc -rdc=true -rdc=false -c a.cu").Rdc);
  EXPECT_FALSE(translate("clang++ -fgpu-rdc -fno-gpu-rdc -c a.cu").Rdc);
  EXPECT_FALSE(translate("nvcc -dw a.cu").Rdc);
  EXPECT_FALSE(translate("nvcc -c a.cu").Rdc);
}

//===--- launchers --------------------------------------------------------===//

TEST(TranslateCommandLine, LaunchersAreSkipped) {
  CompileCommand C = translate("ccache nvcc -I a,b -c a.cu");
  EXPECT_EQ(C.Compiler, "nvcc");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-I/build/a", "-I/build/b")); // nvcc
  C = translate("/usr/bin/ccache /usr/local/cuda/bin/nvcc -c a.cpp", "/b",
                "a.cpp");
  EXPECT_EQ(C.Compiler, "/usr/local/cuda/bin/nvcc");
  EXPECT_FALSE(C.IsCuda);
  C = translate("sccache clang++ -x cuda -c a.cpp", "/b", "a.cpp");
  EXPECT_EQ(C.Compiler, "clang++");
  EXPECT_TRUE(C.IsCuda);
  C = translate("distcc ccache g++ -I a,b -c a.cpp", "/b", "a.cpp");
  EXPECT_EQ(C.Compiler, "g++");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-I/b/a,b")); // not nvcc
  C = translate("ccache", "/b", "a.cpp");
  EXPECT_EQ(C.Compiler, "");
  EXPECT_THAT(C.ClangArgs, IsEmpty());
  EXPECT_EQ(C.File, "/b/a.cpp");
}

//===--- response files ---------------------------------------------------===//

TEST(TranslateCommandLine, ResponseFilesAreReadRelativeToTheDirectory) {
  TempDir Dir;
  Dir.write("build/flags.rsp",
            "-I inc \"-DMSG=a b\" -DFROM_RSP\n@more.rsp -std=c++17\n");
  Dir.write("build/more.rsp", "-isystem sys\n");
  std::string Build = Dir.path("build");
  CompileCommand C = translateCommandLine(
      argv("nvcc -DBEFORE @flags.rsp -DAFTER -c a.cu"), Build, "a.cu");
  EXPECT_THAT(C.ClangArgs,
              ElementsAre("-DBEFORE", "-I" + Dir.path("build/inc"), "-DMSG=a b",
                          "-DFROM_RSP", "-isystem", Dir.path("build/sys"),
                          "-std=c++17", "-DAFTER"));
  EXPECT_THAT(C.Warnings, IsEmpty());

  // nvcc's own spelling.
  for (const char *Option : {"--options-file", "-optf"}) {
    CompileCommand N = translateCommandLine(
        {"nvcc", Option, "more.rsp", "-DAFTER", "-c", "a.cu"}, Build, "a.cu");
    EXPECT_THAT(N.ClangArgs,
                ElementsAre("-isystem", Dir.path("build/sys"), "-DAFTER"))
        << Option;
  }
}

TEST(TranslateCommandLine, BadResponseFilesAreWarnings) {
  TempDir Dir;
  Dir.write("loop.rsp", "-DX @loop.rsp\n");
  CompileCommand Missing =
      translate("nvcc @missing.rsp -DY -c a.cu", Dir.path(), "a.cu");
  EXPECT_THAT(Missing.ClangArgs, ElementsAre("-DY"));
  ASSERT_EQ(Missing.Warnings.size(), 1u);
  EXPECT_THAT(Missing.Warnings[0],
              HasSubstr("response file not read: cannot read '" +
                        Dir.path("missing.rsp") + "'"));

  // A compile database may name a device: it is never read.
  CompileCommand Device =
      translate("nvcc @/dev/zero -DY -c a.cu", Dir.path(), "a.cu");
  EXPECT_THAT(Device.ClangArgs, ElementsAre("-DY"));
  ASSERT_EQ(Device.Warnings.size(), 1u);
  EXPECT_EQ(Device.Warnings[0], "response file not read: '/dev/zero' is a "
                                "character device, not a regular file");

  CompileCommand Loop = translate("nvcc @loop.rsp -c a.cu", Dir.path(), "a.cu");
  EXPECT_EQ(Loop.ClangArgs.size(), 64u); // one -DX per file read
  ASSERT_EQ(Loop.Warnings.size(), 1u);
  EXPECT_THAT(Loop.Warnings[0], HasSubstr("more than 64 response files"));
}

// Issue 17 (fuzzing): `@/dev/zero` in a database entry read forever (out
// of memory), and a FIFO or `@/dev/stdin` blocked. Only regular files are
// read, and what else is named is a warning.
TEST(TranslateCommandLine, ResponseFilesMustBeRegularFiles) {
  TempDir Dir;
  ASSERT_EQ(::mkfifo(Dir.path("fifo.rsp").c_str(), 0600), 0);
  CompileCommand C =
      translate("nvcc @/dev/null @fifo.rsp -DY -c a.cu", Dir.path(), "a.cu");
  EXPECT_THAT(C.ClangArgs, ElementsAre("-DY"));
  EXPECT_THAT(C.Warnings,
              ElementsAre("response file not read: '/dev/null' is a "
                          "character device, not a regular file",
                          "response file not read: '" + Dir.path("fifo.rsp") +
                              "' is a FIFO, not a regular file"));
}

//===--- loadCompileCommands ----------------------------------------------===//

TEST(LoadCompileCommands, ReadsCommandAndArgumentsEntries) {
  TempDir Dir;
  Dir.write("build/compile_commands.json", R"([
  {"directory": "DIR/build", "file": "DIR/src/b.cu",
   "command": "/usr/local/cuda/bin/nvcc -DB -I../inc -x cu -c DIR/src/b.cu"},
  {"directory": "DIR/build", "file": "../src/a.cpp",
   "arguments": ["ccache", "g++", "-DA", "-I", "../inc", "-c", "../src/a.cpp"],
   "output": "a.o"}
])");
  // Put the real temporary path in place of DIR.
  {
    auto Buffer =
        llvm::MemoryBuffer::getFile(Dir.path("build/compile_commands.json"));
    ASSERT_TRUE(bool(Buffer));
    std::string Text = (*Buffer)->getBuffer().str();
    for (size_t At; (At = Text.find("DIR")) != std::string::npos;)
      Text.replace(At, 3, Dir.path());
    Dir.write("build/compile_commands.json", Text);
  }
  auto Commands = loadCompileCommands(Dir.path("build"));
  ASSERT_TRUE(bool(Commands)) << llvm::toString(Commands.takeError());
  ASSERT_EQ(Commands->size(), 2u);
  const CompileCommand &A = (*Commands)[0], &B = (*Commands)[1];
  EXPECT_EQ(A.File, Dir.path("src/a.cpp"));
  EXPECT_EQ(A.Directory, Dir.path("build"));
  EXPECT_EQ(A.Compiler, "g++");
  EXPECT_THAT(A.ClangArgs, ElementsAre("-DA", "-I" + Dir.path("inc")));
  EXPECT_FALSE(A.IsCuda);
  EXPECT_EQ(B.File, Dir.path("src/b.cu"));
  EXPECT_EQ(B.Compiler, "/usr/local/cuda/bin/nvcc");
  EXPECT_THAT(B.ClangArgs, ElementsAre("-DB", "-I" + Dir.path("inc")));
  EXPECT_TRUE(B.IsCuda);
}

TEST(LoadCompileCommands, SplitsCommandsAsAShellWould) {
  TempDir Dir;
  Dir.write("compile_commands.json", R"([
  {"directory": "/b", "file": "/b/a.cu",
   "command": "nvcc -DMSG=\"\\\"hi there\\\"\" '-Idir with space' -DQ='x y' -c /b/a.cu"}
])");
  auto Commands = loadCompileCommands(Dir.path());
  ASSERT_TRUE(bool(Commands)) << llvm::toString(Commands.takeError());
  ASSERT_EQ(Commands->size(), 1u);
  EXPECT_THAT(
      (*Commands)[0].ClangArgs,
      ElementsAre("-DMSG=\"hi there\"", "-I/b/dir with space", "-DQ=x y"));
}

TEST(LoadCompileCommands, FirstEntryOfAFileWinsAndOrderIsByFile) {
  TempDir Dir;
  Dir.write("cc.json", R"([
  {"directory": "/b", "file": "z.cu", "arguments": ["nvcc", "-DZ", "z.cu"]},
  {"directory": "/b", "file": "a.cu", "arguments": ["nvcc", "-DFIRST", "a.cu"]},
  {"directory": "/b", "file": "m.cu", "arguments": ["nvcc", "-DM", "m.cu"]},
  {"directory": "/b/x/..", "file": "./a.cu", "arguments": ["nvcc", "-DSECOND", "a.cu"]}
])");
  // The database file itself may be named.
  auto Commands = loadCompileCommands(Dir.path("cc.json"));
  ASSERT_TRUE(bool(Commands)) << llvm::toString(Commands.takeError());
  ASSERT_EQ(Commands->size(), 3u);
  EXPECT_EQ((*Commands)[0].File, "/b/a.cu");
  EXPECT_THAT((*Commands)[0].ClangArgs, ElementsAre("-DFIRST"));
  EXPECT_EQ((*Commands)[1].File, "/b/m.cu");
  EXPECT_EQ((*Commands)[2].File, "/b/z.cu");
}

TEST(LoadCompileCommands, RelativeDirectoryIsRelativeToTheDatabase) {
  TempDir Dir;
  Dir.write("build/compile_commands.json",
            R"([{"directory": ".", "file": "../a.cu",
                 "arguments": ["nvcc", "-Iinc", "../a.cu"]}])");
  auto Commands = loadCompileCommands(Dir.path("build"));
  ASSERT_TRUE(bool(Commands)) << llvm::toString(Commands.takeError());
  ASSERT_EQ(Commands->size(), 1u);
  EXPECT_EQ((*Commands)[0].Directory, Dir.path("build"));
  EXPECT_EQ((*Commands)[0].File, Dir.path("a.cu"));
  EXPECT_THAT((*Commands)[0].ClangArgs,
              ElementsAre("-I" + Dir.path("build/inc")));
}

TEST(LoadCompileCommands, EmptyDatabaseHasNoCommands) {
  TempDir Dir;
  Dir.write("compile_commands.json", "[]\n");
  auto Commands = loadCompileCommands(Dir.path());
  ASSERT_TRUE(bool(Commands)) << llvm::toString(Commands.takeError());
  EXPECT_THAT(*Commands, IsEmpty());
}

std::string loadError(StringRef Path) {
  auto Commands = loadCompileCommands(Path);
  if (Commands)
    return "<no error>";
  return llvm::toString(Commands.takeError());
}

TEST(LoadCompileCommands, MissingDatabaseSaysHowToMakeOne) {
  TempDir Dir;
  EXPECT_EQ(loadError(Dir.path()),
            "no compile_commands.json in '" + Dir.path() +
                "'; generate one with CMAKE_EXPORT_COMPILE_COMMANDS=ON or "
                "bear");
  EXPECT_EQ(loadError(Dir.path("nowhere")),
            "'" + Dir.path("nowhere") +
                "' does not exist; pass the build directory that holds "
                "compile_commands.json");
}

TEST(LoadCompileCommands, MalformedDatabasesAreErrorsNamingThePath) {
  TempDir Dir;
  std::string Json = Dir.path("compile_commands.json");
  struct Case {
    const char *Text;
    std::string Error;
  } Cases[] = {
      {"[{\"directory\": \"/b\",", "' is not valid JSON: "},
      {"{\"directory\": \"/b\"}", "': expected a JSON array of compile "
                                  "commands"},
      {"[3]", "': entry 1 is not an object"},
      {R"([{"directory": "/b", "file": "a.cu", "command": "nvcc a.cu"},
           {"file": "a.cu", "command": "nvcc a.cu"}])",
       "': entry 2 has no \"directory\" string"},
      {R"([{"directory": "/b", "command": "nvcc a.cu"}])",
       "': entry 1 has no \"file\" string"},
      {R"([{"directory": 7, "file": "a.cu", "command": "nvcc a.cu"}])",
       "': entry 1 has no \"directory\" string"},
      {R"([{"directory": "/b", "file": "a.cu", "arguments": "nvcc a.cu"}])",
       "': entry 1: \"arguments\" is not an array of strings"},
      {R"([{"directory": "/b", "file": "a.cu", "arguments": ["nvcc", 1]}])",
       "': entry 1: \"arguments\" is not an array of strings"},
      {R"([{"directory": "/b", "file": "a.cu"}])",
       "': entry 1 has neither \"arguments\" nor a \"command\" string"},
      {R"([{"directory": "/b", "file": "a.cu", "command": "  "}])",
       "': entry 1 has an empty command"},
      {R"([{"directory": "/b", "file": "a.cu", "arguments": []}])",
       "': entry 1 has an empty command"},
  };
  for (const Case &C : Cases) {
    Dir.write("compile_commands.json", C.Text);
    std::string Error = loadError(Dir.path());
    EXPECT_EQ(Error.rfind("'" + Json + C.Error, 0), 0u)
        << C.Text << "\n  gave: " << Error;
  }
}

// Issue 17 (fuzzing): llvm::json::parse recursed once per `[` and 50,000
// of them overflowed the stack; a FIFO named compile_commands.json blocked.
TEST(LoadCompileCommands, DeepNestingIsAnError) {
  TempDir Dir;
  Dir.write("compile_commands.json", "\n  " + std::string(100000, '['));
  EXPECT_EQ(loadError(Dir.path()),
            "'" + Dir.path("compile_commands.json") +
                "':2:259: nested deeper than 256 levels (a compile database "
                "needs 3)");
  // Brackets in strings are text; 256 levels are the schema's business.
  Dir.write("compile_commands.json", "[\"" + std::string(1000, '[') + "\", " +
                                         std::string(255, '[') +
                                         std::string(255, ']') + "]");
  EXPECT_EQ(loadError(Dir.path()), "'" + Dir.path("compile_commands.json") +
                                       "': entry 1 is not an object");
}

TEST(LoadCompileCommands, TheDatabaseMustBeARegularFile) {
  TempDir Dir;
  ASSERT_EQ(::mkfifo(Dir.path("compile_commands.json").c_str(), 0600), 0);
  EXPECT_EQ(loadError(Dir.path()), "'" + Dir.path("compile_commands.json") +
                                       "' is a FIFO, not a regular file");
}

//===--- loadCompileFlags -------------------------------------------------===//

TEST(LoadCompileFlags, LinesAreFlagsRelativeToTheirFolder) {
  TempDir Dir;
  Dir.write("proj/compile_flags.txt", "  -DA=1 \r\n\n-Iinc\n-isystem\nsys\n"
                                      "-std=c++17\n-O2\n");
  auto C = loadCompileFlags(Dir.path("proj/compile_flags.txt"),
                            Dir.path("proj/src/a.cu"));
  ASSERT_TRUE(bool(C)) << llvm::toString(C.takeError());
  // Trimmed, empty lines skipped, a flag's value on the next line kept with
  // it, code generation dropped, as in a database's command.
  EXPECT_THAT(C->ClangArgs,
              ElementsAre("-DA=1", "-I" + Dir.path("proj/inc"), "-isystem",
                          Dir.path("proj/sys"), "-std=c++17"));
  EXPECT_EQ(C->File, Dir.path("proj/src/a.cu"));
  EXPECT_EQ(C->Directory, Dir.path("proj"));
  EXPECT_TRUE(C->IsCuda);
}

TEST(LoadCompileFlags, WhatCannotBeReadIsAnErrorNamingIt) {
  TempDir Dir;
  llvm::sys::fs::create_directories(Dir.path("dir/compile_flags.txt"));
  auto Folder =
      loadCompileFlags(Dir.path("dir/compile_flags.txt"), Dir.path("a.cu"));
  ASSERT_FALSE(bool(Folder));
  EXPECT_THAT(llvm::toString(Folder.takeError()),
              HasSubstr("dir/compile_flags.txt' is a directory"));
  // Read bounded: a file past the limit is not read at all.
  Dir.write("big/compile_flags.txt",
            std::string(read_limit::CompileFlags + 1, '\n'));
  auto Big =
      loadCompileFlags(Dir.path("big/compile_flags.txt"), Dir.path("a.cu"));
  ASSERT_FALSE(bool(Big));
  EXPECT_THAT(llvm::toString(Big.takeError()),
              HasSubstr("cu2hip reads as a compile_flags.txt"));
}

//===--- hipCompileCommand and renderCompileCommands ----------------------===//

std::string mapSrcToOut(StringRef Path) {
  if (Path == "/src" || Path.starts_with("/src/"))
    return ("/out" + Path.drop_front(4)).str();
  return Path.str();
}

TEST(HipCompileCommand, CudaTranslationUnit) {
  FakeToolkit Cuda;
  CompileCommand C = translate(
      Cuda.expand("nvcc -DFOO -I/src/include -isystem /opt/lib/include "
                  "-iquote /src/q -idirafter /src/late -include /src/pre.h "
                  "-include cuda_fp16.h -std=c++17 -UBAR -isystem "
                  "@CUDA@/include -rdc=true -arch=sm_80 -c /src/a.cu"),
      "/src/build", "/src/a.cu");
  OutputCompileCommand H =
      hipCompileCommand(C, "/out/a.hip", {"gfx90a", "gfx942"}, mapSrcToOut);
  EXPECT_EQ(H.File, "/out/a.hip");
  EXPECT_EQ(H.Directory, "/out/build");
  EXPECT_THAT(H.Arguments,
              ElementsAre("hipcc", "-x", "hip", "--offload-arch=gfx90a",
                          "--offload-arch=gfx942", "-DFOO", "-I/out/include",
                          "-isystem", "/opt/lib/include", "-iquote", "/out/q",
                          "-idirafter", "/out/late", "-include", "/out/pre.h",
                          "-include", "cuda_fp16.h", "-std=c++17", "-UBAR",
                          "-fgpu-rdc", "-c", "/out/a.hip"));
}

TEST(HipCompileCommand, CxxTranslationUnit) {
  CompileCommand C = translate("g++ -DX -I/src/inc -std=c++17 -c /src/h.cpp",
                               "/elsewhere", "/src/h.cpp");
  OutputCompileCommand H =
      hipCompileCommand(C, "/out/h.cpp", {"gfx90a"}, mapSrcToOut);
  EXPECT_EQ(H.Directory, "/elsewhere");
  EXPECT_THAT(H.Arguments, ElementsAre("hipcc", "-DX", "-I/out/inc",
                                       "-std=c++17", "-c", "/out/h.cpp"));
}

TEST(HipCompileCommand, IncludeFoldersAboveTheInputSearchTheOutputFirst) {
  // `-I /proj` for `#include <proj/gpu/x.cuh>` with /proj/gpu translated to
  // /out/proj/gpu: /out is searched first, /proj still for the rest.
  CompileCommand C =
      translate("nvcc -I/proj -isystem /proj -I/elsewhere -c /proj/gpu/a.cu",
                "/proj", "/proj/gpu/a.cu");
  auto Above = [](StringRef Dir) -> std::optional<std::string> {
    if (Dir == "/proj")
      return std::string("/out");
    return std::nullopt;
  };
  OutputCompileCommand H = hipCompileCommand(
      C, "/out/proj/gpu/a.hip", {}, [](StringRef P) { return P.str(); }, Above);
  EXPECT_THAT(H.Arguments,
              ElementsAre("hipcc", "-x", "hip", "-I/out", "-I/proj", "-isystem",
                          "/out", "-isystem", "/proj", "-I/elsewhere", "-c",
                          "/out/proj/gpu/a.hip"));
}

TEST(HipCompileCommand, WithoutArchsOrRdc) {
  CompileCommand C = translate("nvcc -c /src/a.cu", "/src", "/src/a.cu");
  OutputCompileCommand H = hipCompileCommand(C, "/out/a.hip", {}, mapSrcToOut);
  EXPECT_THAT(H.Arguments,
              ElementsAre("hipcc", "-x", "hip", "-c", "/out/a.hip"));
}

TEST(RenderCompileCommands, GoldenText) {
  OutputCompileCommand B{
      "/out/b.hip",
      "/out",
      {"hipcc", "-x", "hip", "-DMSG=\"hi\"", "-c", "/out/b.hip"}};
  OutputCompileCommand A{"/out/a.cpp", "/out", {"hipcc", "-c", "/out/a.cpp"}};
  std::string Text = renderCompileCommands({B, A});
  EXPECT_EQ(Text, R"([
  {
    "directory": "/out",
    "file": "/out/a.cpp",
    "arguments": [
      "hipcc",
      "-c",
      "/out/a.cpp"
    ]
  },
  {
    "directory": "/out",
    "file": "/out/b.hip",
    "arguments": [
      "hipcc",
      "-x",
      "hip",
      "-DMSG=\"hi\"",
      "-c",
      "/out/b.hip"
    ]
  }
]
)");
  // The same commands in any order give the same text.
  EXPECT_EQ(renderCompileCommands({A, B}), Text);
  EXPECT_EQ(renderCompileCommands({}), "[]\n");
}

// Found by fuzzing (issue 17): a response file in Latin-1 put bytes that are
// not UTF-8 into a command; rendering them tripped json::Value's assertion
// (and, without assertions, was fixed up silently). They are written as
// U+FFFD, and the text is JSON.
TEST(RenderCompileCommands, ArgumentsThatAreNotUtf8) {
  OutputCompileCommand C{
      "/out/caf\xe9.hip",
      "/out",
      {"hipcc", "-I/out/caf\xe9/inc", "-c", "/out/caf\xe9.hip"}};
  std::string Text = renderCompileCommands({C});
  EXPECT_THAT(Text, HasSubstr("\"-I/out/caf\xef\xbf\xbd/inc\""));
  EXPECT_THAT(Text, HasSubstr("\"file\": \"/out/caf\xef\xbf\xbd.hip\""));
  llvm::Expected<llvm::json::Value> Json = llvm::json::parse(Text);
  EXPECT_TRUE(static_cast<bool>(Json)) << llvm::toString(Json.takeError());
}

TEST(RenderCompileCommands, ReadsBackAsADatabase) {
  TempDir Dir;
  CompileCommand C = translate("nvcc -DFOO -I/src/include -std=c++17 -c "
                               "/src/a.cu",
                               "/src", "/src/a.cu");
  OutputCompileCommand H =
      hipCompileCommand(C, "/out/a.hip", {"gfx90a"}, mapSrcToOut);
  Dir.write("compile_commands.json", renderCompileCommands({H}));
  auto Back = loadCompileCommands(Dir.path());
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  ASSERT_EQ(Back->size(), 1u);
  EXPECT_EQ((*Back)[0].File, "/out/a.hip");
  EXPECT_EQ((*Back)[0].Compiler, "hipcc");
  EXPECT_THAT((*Back)[0].ClangArgs,
              ElementsAre("-DFOO", "-I/out/include", "-std=c++17"));
}

} // namespace
