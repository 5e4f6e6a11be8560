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

bool Shim::provides(StringRef Wanted) const {
  llvm::SmallVector<StringRef, 8> Names;
  Provides.split(Names, ' ', -1, false);
  return llvm::is_contained(Names, Wanted);
}

std::string Shim::guardMacro() const { return "CU2HIP_SHIM_" + Name.upper(); }

std::string Shim::requestMacro() const { return "CU2HIP_USE_" + Name.upper(); }

llvm::Expected<std::vector<Shim>>
cu2hip::loadShimFile(StringRef Path, llvm::StringSaver &Saver) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "cannot read '" + Path + "'");
  auto Fail = [&](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Path + ": " + Why);
  };
  if (llvm::Error E = checkYamlLimits((*Buffer)->getMemBufferRef()))
    return std::move(E);
  RawShimFile Raw;
  llvm::yaml::Input In((*Buffer)->getBuffer());
  In >> Raw;
  if (In.error())
    return Fail("not a valid shim file");
  std::vector<Shim> Out;
  for (const RawShim &R : Raw.Shims) {
    if (!isIdentifier(R.Name))
      return Fail("shim name '" + R.Name + "' is not an identifier");
    llvm::SmallVector<StringRef, 8> Names;
    StringRef(R.Provides).split(Names, ' ', -1, false);
    if (Names.empty())
      return Fail("shim '" + R.Name + "' provides nothing");
    for (StringRef N : Names)
      if (!isQualifiedIdentifier(N) || !isShimName(N))
        return Fail("shim '" + R.Name + "' provides '" + N +
                    "': shim names start with cu2hip_ or CU2HIP_ "
                    "(after a namespace, if any)");
    for (const Shim &Earlier : Out)
      if (Earlier.Name == R.Name)
        return Fail("duplicate shim '" + R.Name + "'");
    if (R.Code.find(")cu2hip\"") != std::string::npos)
      return Fail("shim '" + R.Name + "' contains the raw-string delimiter");
    Out.push_back({Saver.save(R.Name), Saver.save(R.Provides),
                   Saver.save(R.Needs), R.Exact, Saver.save(R.Note),
                   Saver.save(R.Code)});
  }
  return Out;
}
