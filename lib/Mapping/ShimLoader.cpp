//===- ShimLoader.cpp - Read and validate the shim file -------------------===//
#include "YamlLimits.h"
#include "cu2hip/Mapping/MappingRow.h"
#include "cu2hip/Mapping/Shims.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/YAMLTraits.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {
struct RawShim {
  std::string Name, Provides, Needs, Note, Code;
  bool Exact = true;
};
struct RawShimFile {
  std::vector<RawShim> Shims;
};
struct RawNvidiaShim {
  std::string Name, Title, Provides, Code;
  bool DeviceOnly = false;
};
struct RawNvidiaShimFile {
  std::vector<RawNvidiaShim> Shims;
};
} // namespace

template <> struct llvm::yaml::MappingTraits<RawShim> {
  static void mapping(IO &IO, RawShim &S) {
    IO.mapRequired("name", S.Name);
    IO.mapRequired("provides", S.Provides);
    IO.mapRequired("needs", S.Needs);
    IO.mapRequired("exact", S.Exact);
    IO.mapRequired("note", S.Note);
    IO.mapRequired("code", S.Code);
  }
};
LLVM_YAML_IS_SEQUENCE_VECTOR(RawShim)
template <> struct llvm::yaml::MappingTraits<RawShimFile> {
  static void mapping(IO &IO, RawShimFile &F) {
    IO.mapRequired("shims", F.Shims);
  }
};
template <> struct llvm::yaml::MappingTraits<RawNvidiaShim> {
  static void mapping(IO &IO, RawNvidiaShim &S) {
    IO.mapRequired("name", S.Name);
    IO.mapRequired("title", S.Title);
    IO.mapRequired("provides", S.Provides);
    IO.mapRequired("device_only", S.DeviceOnly);
    IO.mapRequired("code", S.Code);
  }
};
LLVM_YAML_IS_SEQUENCE_VECTOR(RawNvidiaShim)
template <> struct llvm::yaml::MappingTraits<RawNvidiaShimFile> {
  static void mapping(IO &IO, RawNvidiaShimFile &F) {
    IO.mapRequired("nvidia_shims", F.Shims);
  }
};

/// Whether the blank-separated \p Names (a shim's `provides`) hold \p Wanted.
static bool namesHold(StringRef Names, StringRef Wanted) {
  llvm::SmallVector<StringRef, 16> Split;
  Names.split(Split, ' ', -1, false);
  return llvm::is_contained(Split, Wanted);
}

bool Shim::provides(StringRef Wanted) const {
  return namesHold(Provides, Wanted);
}

std::string Shim::guardMacro() const { return "CU2HIP_SHIM_" + Name.upper(); }

std::string Shim::requestMacro() const { return "CU2HIP_USE_" + Name.upper(); }

namespace {

llvm::Error fail(StringRef Path, const llvm::Twine &Why) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 Path + ": " + Why);
}

/// Reads \p Path, within the YAML limits, as a \p RawFile.
template <class RawFile> llvm::Expected<RawFile> readShimYaml(StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "cannot read '" + Path + "'");
  if (llvm::Error E = checkYamlLimits((*Buffer)->getMemBufferRef()))
    return std::move(E);
  RawFile Raw;
  llvm::yaml::Input In((*Buffer)->getBuffer());
  In >> Raw;
  if (In.error())
    return fail(Path, "not a valid shim file");
  return Raw;
}

/// What every shim must be: an identifier, unique, providing names \p Valid
/// accepts (\p Rule says which), with code the generator can quote.
template <class Earlier>
llvm::Error checkShim(StringRef Path, StringRef Name, StringRef Provides,
                      StringRef Code, llvm::ArrayRef<Earlier> Before,
                      llvm::function_ref<bool(StringRef)> Valid,
                      StringRef Rule) {
  if (!isIdentifier(Name))
    return fail(Path, "shim name '" + Name + "' is not an identifier");
  llvm::SmallVector<StringRef, 8> Names;
  Provides.split(Names, ' ', -1, false);
  if (Names.empty())
    return fail(Path, "shim '" + Name + "' provides nothing");
  for (StringRef N : Names)
    if (!Valid(N))
      return fail(Path, "shim '" + Name + "' provides '" + N + "': " + Rule);
  for (const Earlier &E : Before)
    if (E.Name == Name)
      return fail(Path, "duplicate shim '" + Name + "'");
  if (Code.contains(")cu2hip\""))
    return fail(Path, "shim '" + Name + "' contains the raw-string delimiter");
  return llvm::Error::success();
}

} // namespace

llvm::Expected<std::vector<Shim>>
cu2hip::loadShimFile(StringRef Path, llvm::StringSaver &Saver) {
  llvm::Expected<RawShimFile> Raw = readShimYaml<RawShimFile>(Path);
  if (!Raw)
    return Raw.takeError();
  std::vector<Shim> Out;
  for (const RawShim &R : Raw->Shims) {
    if (llvm::Error E = checkShim<Shim>(
            Path, R.Name, R.Provides, R.Code, Out,
            [](StringRef N) {
              return isQualifiedIdentifier(N) && isShimName(N);
            },
            "shim names start with cu2hip_ or CU2HIP_ (after a namespace, "
            "if any)"))
      return std::move(E);
    Out.push_back({Saver.save(R.Name), Saver.save(R.Provides),
                   Saver.save(R.Needs), R.Exact, Saver.save(R.Note),
                   Saver.save(R.Code)});
  }
  return Out;
}

bool NvidiaShim::provides(StringRef Wanted) const {
  return namesHold(Provides, Wanted);
}

llvm::Expected<std::vector<NvidiaShim>>
cu2hip::loadNvidiaShimFile(StringRef Path, llvm::StringSaver &Saver) {
  llvm::Expected<RawNvidiaShimFile> Raw = readShimYaml<RawNvidiaShimFile>(Path);
  if (!Raw)
    return Raw.takeError();
  std::vector<NvidiaShim> Out;
  for (const RawNvidiaShim &R : Raw->Shims) {
    // The names are HIP's own (hipLaunchKernelGGL, __shfl_sync).
    if (llvm::Error E = checkShim<NvidiaShim>(
            Path, R.Name, R.Provides, R.Code, Out, isIdentifier,
            "an NVIDIA shim provides HIP identifiers"))
      return std::move(E);
    Out.push_back({Saver.save(R.Name), Saver.save(R.Title),
                   Saver.save(R.Provides), R.DeviceOnly, Saver.save(R.Code)});
  }
  return Out;
}
