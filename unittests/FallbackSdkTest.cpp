//===- FallbackSdkTest.cpp - Stand-in CUDA headers from the tables --------===//
#include "Frontend/FallbackSdk.h"
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/Version.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <thread>

using namespace cu2hip;
using llvm::StringRef;

namespace {

class FallbackSdkTest : public ::testing::Test {
protected:
  static const MappingTable Table;

  static StringRef file(const FallbackSdk &Sdk, StringRef Path) {
    for (const auto &[P, Text] : Sdk.Files)
      if (P == Path)
        return Text;
    return "";
  }
  static StringRef declarations() {
    return file(fallbackSdk(Table), FallbackSdk::Declarations);
  }
  static FrontendOptions options() {
    FrontendOptions Options;
    Options.FallbackSdk = true;
    Options.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
    return Options;
  }
  /// Facts of \p Source parsed as `k.cu` against the stand-ins.
  static AstFacts facts(StringRef Source) {
    return collectAstFacts("k.cu", Source, Table, options());
  }
  static std::string parseErrors(const AstFacts &Facts) {
    std::string All;
    for (const Finding &F : Facts.ParseFindings)
      All += std::to_string(F.Line) + ": " + F.Message + "\n";
    return All;
  }
  /// Offset of the \p N-th (0-based) occurrence of \p Needle.
  static unsigned at(StringRef Source, StringRef Needle, unsigned N = 0) {
    size_t Pos = Source.find(Needle);
    while (N-- && Pos != StringRef::npos)
      Pos = Source.find(Needle, Pos + 1);
    EXPECT_NE(Pos, StringRef::npos) << Needle.str();
    return static_cast<unsigned>(Pos);
  }
};
const MappingTable FallbackSdkTest::Table;

TEST_F(FallbackSdkTest, GenerationIsDeterministicAndShared) {
  FallbackSdk A = generateFallbackSdk(Table);
  FallbackSdk B = generateFallbackSdk(Table);
  EXPECT_EQ(A.Files, B.Files);
  const FallbackSdk &Cached = fallbackSdk(Table);
  EXPECT_EQ(Cached.Files, A.Files);
  // Another table with the same rows shares the generated files.
  MappingTable Same;
  EXPECT_EQ(&fallbackSdk(Same), &Cached);
  EXPECT_TRUE(llvm::is_sorted(A.Files));
}

TEST_F(FallbackSdkTest, ConcurrentCallsGetOneSdk) {
  MappingTable Fresh;
  std::vector<const FallbackSdk *> Seen(8);
  std::vector<std::thread> Threads;
  for (unsigned I = 0; I < Seen.size(); ++I)
    Threads.emplace_back([&, I] { Seen[I] = &fallbackSdk(Fresh); });
  for (std::thread &T : Threads)
    T.join();
  for (const FallbackSdk *S : Seen)
    EXPECT_EQ(S, Seen[0]);
}

TEST_F(FallbackSdkTest, EveryHeaderRowHasAFile) {
  const FallbackSdk &Sdk = fallbackSdk(Table);
  unsigned Headers = 0;
  for (const MappingRow &Row : Table.rows()) {
    if (Row.Kind != NameKind::Header)
      continue;
    ++Headers;
    EXPECT_NE(file(Sdk, Row.Cuda)
                  .find(("#include <" + FallbackSdk::Declarations + ">").str()),
              StringRef::npos)
        << Row.Cuda.str();
  }
  EXPECT_GT(Headers, 300u);
  EXPECT_EQ(Sdk.Files.size(), Headers + 1);
}

TEST_F(FallbackSdkTest, DeclarationsByKind) {
  StringRef D = declarations();
  auto Has = [&](StringRef Text) {
    EXPECT_NE(D.find(Text), StringRef::npos) << Text.str();
  };
  // A C API function returns its family's status type.
  Has("\n__CU2HIP_HD cudaError_t (cudaMalloc)(...);");
  Has("\n__CU2HIP_HD curandStatus_t (curandGenerateUniform)(...);");
  Has("\n__CU2HIP_HD CUresult (cuInit)(...);");
  // Other functions return a value of no particular type.
  Has("\n__CU2HIP_HD ::__cu2hip::any (min)(...);");
  Has("\n__CU2HIP_HD ::__cu2hip::any (__shfl_down_sync)(...);");
  // Enumerators are distinct constants.
  Has("constexpr int cudaMemcpyHostToDevice = ");
  EXPECT_EQ(D.find("constexpr int cudaMemcpyHostToDevice = "),
            D.rfind("constexpr int cudaMemcpyHostToDevice = "));
  // Member rows are fields of their struct; typedef'd structs are one type.
  Has("struct cudaDeviceProp : ::__cu2hip::object {");
  Has("  ::__cu2hip::any major;");
  Has("typedef cudnnConvolutionFwdAlgoPerfStruct "
      "cudnnConvolutionFwdAlgoPerf_t;");
  Has("typedef cudaError cudaError_t;");
  // Vector types have their fields.
  Has("struct float4 : ::__cu2hip::object {\n  using object::object;\n"
      "  float x, y, z, w;");
  Has("\n__CU2HIP_HD float4 (make_float4)(...);");
  // Rows with `template` are class templates.
  Has("template <auto V0 = 0, class T1 = void>\n"
      "struct thread_block_tile : ::__cu2hip::object {");
  Has("template <class T0 = void, auto... V1>\nstruct BlockReduce");
  // Rows that say what they return.
  Has("__CU2HIP_HD ::cooperative_groups::grid_group (this_grid)(A &&...);");
  Has("template <auto V, class... A> __CU2HIP_HD "
      "::cooperative_groups::thread_block_tile<> (tiled_partition)(A &&...);");
  // C++ functions take explicit template arguments.
  Has("template <auto V, class... A> __CU2HIP_HD ::__cu2hip::any "
      "(memcpy_async)(A &&...);");
  // Macros.
  Has("#define cublasSgemm cublasSgemm_v2\n");
  Has("#define CUDART_CB\n");
  Has("#define cudaCpuDeviceId __cu2hip_value\n");
  // A macro with a function's or enumerator's HIP name stands for it.
  Has("#define cudaStreamNonBlocking CU_STREAM_NON_BLOCKING\n");
  Has("#define CUDART_VERSION 13000\n");
  EXPECT_EQ(D.find("#define __CUDA_ARCH__"), StringRef::npos);
  EXPECT_EQ(D.find("#define CUDA_NO_HALF"), StringRef::npos);
  // A scope that covers its members declares only templates and namespaces.
  Has("namespace cub {\n");
  EXPECT_EQ(D.find("DeviceReduce"), StringRef::npos);
  Has("namespace thrust {\n");
  Has("namespace cuda {\n");
}

/// A sample of typical CUDA code parses without a single error against the
/// generated headers alone (no help from the facts consumer).
TEST_F(FallbackSdkTest, SampleProgramParsesWithoutErrors) {
  const char *Code = R"cu(
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cublas_v2.h>
#include <curand.h>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
namespace cg = cooperative_groups;
#define FULL_MASK 0xffffffff
#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
  fprintf(stderr, "%s\n", cudaGetErrorString(e)); \
  throw std::runtime_error(cudaGetErrorName(e)); } } while (0)
void check(cudaError_t e) { if (e != cudaSuccess) std::cerr << cudaGetErrorString(e) << std::endl; }
void check(curandStatus_t s) { if (s != CURAND_STATUS_SUCCESS) std::cerr << "curand\n"; }
template <int N> __global__ void __launch_bounds__(N) k(float *x, int n) {
  __shared__ float s[N];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(FULL_MASK, v, o);
  v += tile.shfl_down(v, 1);
  s[threadIdx.x] = sqrtf(fabsf(v)) + min(i, n) + __expf(v);
  block.sync();
  if (threadIdx.x == 0) atomicAdd(x, s[0]);
  float4 f = make_float4(v, v, v, v);
  x[0] = f.x + f.w;
}
int main() {
  float *d = nullptr; int n = 1024;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  cudaStream_t stream; CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  dim3 grid((n + 255) / 256);
  k<256><<<grid, 256, 0, stream>>>(d, n);
  check(cudaGetLastError());
  curandGenerator_t gen;
  check(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  check(curandGenerateUniform(gen, d, n));
  cublasHandle_t h; cublasCreate(&h);
  const float one = 1.0f;
  if (cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 16, 16, 16, &one, d, 16, d, 16, &one, d, 16) != CUBLAS_STATUS_SUCCESS) return 1;
  cudaDeviceProp prop; cudaGetDeviceProperties(&prop, 0);
  std::string name = std::string("gpu: ") + prop.name;
  name = prop.name;
  int cc = prop.major * 10 + prop.minor;
  switch (cudaGetLastError()) { case cudaSuccess: break; case cudaErrorMemoryAllocation: return 2; default: return 3; }
  cudaMemcpy(d, d, n, cudaMemcpyDeviceToDevice);
  cudaFree(d);
  return cc > 0 ? 0 : 1;
}
)cu";
  std::vector<std::string> Args = frontendCommandLine("k.cu", options());
  Args.erase(Args.begin()); // the tool name
  Args.pop_back();          // the file name
  clang::tooling::FileContentMappings Files;
  for (const auto &[Path, Text] : fallbackSdk(Table).Files)
    Files.emplace_back(FallbackSdk::includeDir() + "/" + Path, Text);
  EXPECT_TRUE(clang::tooling::runToolOnCodeWithArgs(
      std::make_unique<clang::SyntaxOnlyAction>(), Code, Args, "k.cu",
      "cu2hip-unittests", std::make_shared<clang::PCHContainerOperations>(),
      Files));
}

TEST_F(FallbackSdkTest, FactsAsWithTheSdk) {
  StringRef Source = R"cu(#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff
static long long llmax(long long a, long long b, long long c) { return a; }
__global__ void k(int *v, unsigned *u) {
  u[0] = umin(u[0], 3u);
  v[0] = __shfl_down_sync(FULL_MASK, v[0], 1);
  if (any(v[0] > 0)) v[1] = 1;
}
int f() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  return prop.major + static_cast<int>(llmax(1, 2, 3));
}
)cu";
  AstFacts F = facts(Source);
  EXPECT_EQ(parseErrors(F), "");
  // Generic names are confirmed where CUDA's are meant...
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "umin")), "umin");
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "any(")), "any");
  // ...and not where the user's function wins.
  EXPECT_FALSE(F.ResolvedKeys.count(at(Source, "llmax", 1)));
  EXPECT_TRUE(F.UserEntityNames.contains("llmax"));
  // Struct members are keyed by their struct; the mask's value is known.
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "major")),
            "cudaDeviceProp::major");
  EXPECT_TRUE(F.FullMaskCalls.count(at(Source, "__shfl_down_sync")));
}

/// Names the tables cover without listing them (`thrust::device_vector`,
/// `cub::DeviceReduce`) are resolved from Clang's errors: the qualifiers
/// get their keys and nothing is reported.
TEST_F(FallbackSdkTest, CoveredNamesResolveFromErrors) {
  StringRef Source = R"cu(#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <cuda/std/cmath>
void f(float *d, int n, cudaStream_t s) {
  size_t bytes = 0;
  cub::DeviceReduce::Sum(nullptr, bytes, d, d, n, s);
  thrust::device_vector<float> v(n);
  float t = thrust::reduce(thrust::cuda::par.on(s), v.begin(), v.end());
  using Load = cub::BlockLoad<float, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  float m = cuda::std::fmax(t, 1.0f);
}
)cu";
  AstFacts F = facts(Source);
  EXPECT_EQ(parseErrors(F), "");
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "cub::")), "cub");
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "DeviceReduce::")),
            "cub::DeviceReduce");
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "cuda::par")), "thrust::cuda");
  // Both `cub::` of a template whose argument is what the headers lack.
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "cub::BlockLoad")), "cub");
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "cub::BLOCK")), "cub");
  // `cuda::std::` becomes `std::`.
  EXPECT_EQ(F.ResolvedKeys.lookup(at(Source, "std::fmax")), "cuda::std");
  EXPECT_TRUE(F.DroppedQualifiers.count(at(Source, "cuda::std")));
}

/// A real error in user code is still reported.
TEST_F(FallbackSdkTest, UserErrorsAreStillReported) {
  AstFacts F = facts("#include <cuda_runtime.h>\n"
                     "void f() { undeclared_thing(1); }\n");
  EXPECT_NE(parseErrors(F).find("undeclared_thing"), std::string::npos);
}

} // namespace
