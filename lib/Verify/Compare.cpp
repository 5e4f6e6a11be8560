//===- Compare.cpp - One kernel across every target -----------------------===//
#include "VerifyInternal.h"
#include "llvm/ADT/STLExtras.h"
#include <map>

namespace cu2hip {
using llvm::StringRef;

llvm::StringRef kernelFlagName(KernelFlag F) {
  switch (F) {
  case KernelFlag::Spills:
    return "spills";
  case KernelFlag::Scratch:
    return "scratch";
  case KernelFlag::LostOccupancy:
    return "lost-occupancy";
  case KernelFlag::MissingOnAmd:
    return "missing-on-amd";
  }
  return "";
}

std::string kernelBaseName(StringRef Demangled) {
  // The parameter list opens at the first '(' outside template arguments.
  int Depth = 0;
  size_t Open = StringRef::npos;
  for (size_t I = 0; I < Demangled.size() && Open == StringRef::npos; ++I) {
    char C = Demangled[I];
    // A scope, not a parameter list.
    if (Demangled.substr(I).starts_with("(anonymous namespace)")) {
      I += StringRef("(anonymous namespace)").size() - 1;
      continue;
    }
    if (C == '<')
      ++Depth;
    else if (C == '>')
      --Depth;
    else if (C == '(' && Depth == 0)
      Open = I;
  }
  StringRef Head = Demangled.take_front(Open);
  // Drop the function's own template arguments...
  if (Head.ends_with(">")) {
    Depth = 0;
    for (size_t I = Head.size(); I-- > 0;) {
      if (Head[I] == '>')
        ++Depth;
      else if (Head[I] == '<' && --Depth == 0) {
        Head = Head.take_front(I);
        break;
      }
    }
  }
  // ...and the return type a template's name carries before it: the last
  // space outside brackets ("(anonymous namespace)" has one inside).
  size_t Space = StringRef::npos;
  Depth = 0;
  for (size_t I = 0; I < Head.size(); ++I) {
    if (Head[I] == '<' || Head[I] == '(')
      ++Depth;
    else if (Head[I] == '>' || Head[I] == ')')
      --Depth;
    else if (Head[I] == ' ' && Depth == 0)
      Space = I;
  }
  return Head.drop_front(Space == StringRef::npos ? 0 : Space + 1).str();
}

namespace {

bool lostOccupancy(const KernelResources &Amd, const KernelResources &Base) {
  return Amd.Occ && Base.Occ &&
         Amd.Occ->fraction() + 1e-9 < Base.Occ->fraction();
}

} // namespace

std::vector<KernelComparison>
compareKernels(const std::vector<CompileOutcome> &Compiles,
               llvm::ArrayRef<std::string> NvidiaArchs,
               llvm::ArrayRef<std::string> AmdArchs) {
  std::vector<KernelComparison> Out;
  // (unit, symbol) and (unit, base name) -> index in Out.
  std::map<std::pair<std::string, std::string>, size_t> BySymbol, ByBase;
  std::map<std::pair<std::string, std::string>, unsigned> BaseCount;
  auto Insert = [&](const CompileOutcome &C, const KernelResources &K) {
    auto Key = std::make_pair(C.Origin, K.Symbol);
    auto It = BySymbol.find(Key);
    if (It == BySymbol.end() && C.Vendor == GpuVendor::Amd) {
      // A translation that renamed a parameter type changes the mangled
      // name; the kernel's own name still matches when it is unique.
      auto Base = std::make_pair(C.Origin, kernelBaseName(K.Name));
      if (BaseCount[Base] == 1)
        It = BySymbol.find({C.Origin, Out[ByBase[Base]].Symbol});
    }
    if (It == BySymbol.end()) {
      KernelComparison KC;
      KC.Name = K.Name;
      KC.Symbol = K.Symbol;
      KC.Source = C.Origin;
      Out.push_back(std::move(KC));
      It = BySymbol.emplace(Key, Out.size() - 1).first;
      auto Base = std::make_pair(C.Origin, kernelBaseName(K.Name));
      ++BaseCount[Base];
      ByBase[Base] = Out.size() - 1;
    }
    Out[It->second].Targets.push_back(K);
  };
  // NVIDIA first: the originals name the kernels.
  for (GpuVendor V : {GpuVendor::Nvidia, GpuVendor::Amd})
    for (const CompileOutcome &C : Compiles)
      if (C.Vendor == V && C.Ok)
        for (const KernelResources &K : C.Kernels)
          Insert(C, K);

  auto Rank = [&](StringRef Arch) {
    for (size_t I = 0; I < NvidiaArchs.size(); ++I)
      if (NvidiaArchs[I] == Arch)
        return I;
    for (size_t I = 0; I < AmdArchs.size(); ++I)
      if (AmdArchs[I] == Arch)
        return NvidiaArchs.size() + I;
    return NvidiaArchs.size() + AmdArchs.size();
  };
  for (KernelComparison &KC : Out) {
    llvm::stable_sort(KC.Targets,
                      [&](const KernelResources &A, const KernelResources &B) {
                        return Rank(A.Arch) < Rank(B.Arch);
                      });
    const KernelResources *Base = nullptr;
    for (const KernelResources &K : KC.Targets)
      if (K.Vendor == GpuVendor::Nvidia) {
        Base = &K;
        break;
      }
    for (const std::string &Arch : AmdArchs) {
      auto It = llvm::find_if(
          KC.Targets, [&](const KernelResources &K) { return K.Arch == Arch; });
      if (It == KC.Targets.end()) {
        // Only a build that succeeded can be missing a kernel; a failed
        // one is reported as such.
        auto Build = llvm::find_if(Compiles, [&](const CompileOutcome &C) {
          return C.Origin == KC.Source && C.Arch == Arch;
        });
        if (Build != Compiles.end() && Build->Ok)
          KC.Flags.emplace_back(Arch, KernelFlag::MissingOnAmd);
        else if (Build != Compiles.end())
          KC.FailedOn.push_back(Arch);
        continue;
      }
      if (!Base)
        continue;
      if (It->spills() && !Base->spills())
        KC.Flags.emplace_back(Arch, KernelFlag::Spills);
      if (It->LocalBytes && !Base->LocalBytes)
        KC.Flags.emplace_back(Arch, KernelFlag::Scratch);
      if (lostOccupancy(*It, *Base))
        KC.Flags.emplace_back(Arch, KernelFlag::LostOccupancy);
    }
  }
  return Out;
}

} // namespace cu2hip
