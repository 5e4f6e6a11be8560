//===- NameRanking.cpp - Which CUDA name a HIP name stands for ------------===//
#include "NameRanking.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include <tuple>

using namespace cu2hip;
using llvm::StringRef;

compat::CallShape compat::callShape(HandlerKind H) {
  switch (H) {
  case HandlerKind::None:
  case HandlerKind::CastArg0ToConstVoidPtr:
  case HandlerKind::CastArg1ToConstVoidPtr:
  case HandlerKind::ConstCastArg1:
  case HandlerKind::DefaultThirdArgZero: // CUDA's third parameter has a default
  case HandlerKind::FromSymbolAsyncDefaults: // CUDA's defaults, written out
  case HandlerKind::ScalarCoordinateArgs:
  case HandlerKind::SymbolArgByAddress: // CUDA's function takes the address
  case HandlerKind::ToSymbolAsyncDefaults:
  case HandlerKind::WithFlagsOverload: // ...WithFlags has a row of its own
  case HandlerKind::WrapSymbolArg0:    // HIP_SYMBOL is a shim
  case HandlerKind::WrapSymbolArg1:
    return CallShape::Kept;
  case HandlerKind::ActiveLanesBallot:
  case HandlerKind::DropMaskArg:
  case HandlerKind::ErrorStringOutParam: // `(*(&s) = N(e), hipSuccess)`
    return CallShape::OwnShape;
  case HandlerKind::WidenMaskArg:
    return CallShape::WideMask;
  case HandlerKind::GraphInstantiateShape: // HIP's five arguments, CUDA's three
    return CallShape::Changed;
  }
  llvm_unreachable("every handler is classified above");
}

bool compat::isLibraryStyleName(StringRef Name) {
  return !Name.starts_with("__") && !Name.contains_insensitive("hip") &&
         llvm::all_of(Name, [](char C) {
           return llvm::isLower(C) || llvm::isDigit(C) || C == '_';
         });
}

size_t compat::commonSuffix(StringRef A, StringRef B) {
  size_t N = 0;
  while (N < A.size() && N < B.size() &&
         A[A.size() - 1 - N] == B[B.size() - 1 - N])
    ++N;
  return N;
}

/// How closely \p Cuda is \p Hip with CUDA's prefix for HIP's: 0 for the
/// runtime's (`cudaEventRecord` for hipEventRecord, `CUDA_` for `HIP_`), 1
/// for the driver's and the libraries' (`cuEventRecord`, `cublasSscal` for
/// hipblasSscal, `CUBLAS_` for `HIPBLAS_`), 2 for any other name.
static int counterpartRank(StringRef Cuda, StringRef Hip) {
  for (auto [HipPrefix, Runtime, Other] :
       {std::make_tuple("hip", "cuda", "cu"),
        std::make_tuple("HIP", "CUDA", "CU")}) {
    if (!Hip.starts_with(HipPrefix))
      continue;
    StringRef Rest = Hip.drop_front(3);
    if (Cuda == (Runtime + Rest).str())
      return 0;
    if (Cuda == (Other + Rest).str())
      return 1;
  }
  return 2;
}

void compat::sortCandidates(std::vector<Candidate> &Cs, StringRef HipName) {
  auto Key = [&](const Candidate &C) {
    const MappingRow &R = *C.Row;
    return std::make_tuple(R.CudaRemoved.isSet(), R.Family == "driver",
                           R.Status == MappingStatus::Attention,
                           C.E.ViaFallback, counterpartRank(R.Cuda, HipName),
                           -static_cast<long>(commonSuffix(R.Cuda, HipName)),
                           R.Cuda.size(), R.Cuda);
  };
  llvm::sort(Cs, [&](const Candidate &A, const Candidate &B) {
    return Key(A) < Key(B);
  });
}
