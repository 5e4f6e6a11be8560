//===- NvidiaResources.cpp - ptxas' resource lines and cubin sections -----===//
///
/// \file
/// `nvcc -Xptxas -v` prints, per entry function compiled for one target:
///
///   ptxas info    : Compiling entry function '_Z3redILi256EEvPKfPf' ...
///   ptxas info    : Function properties for _Z3redILi256EEvPKfPf
///       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
///   ptxas info    : Used 22 registers, used 1 barriers, 1024 bytes smem
///
/// Device functions get a "Function properties" block of their own, with no
/// "Compiling entry function" before it (and, under -G, before any entry):
/// those blocks are skipped. A cubin holds each kernel's SASS in a section
/// `.text.<mangled name>`, which ptxas pads with a branch to itself and NOPs.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Verify/Resources.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/Endian.h"

using namespace cu2hip;
using namespace llvm;

namespace {
/// "<N> <what>" at the start of \p Item (after spaces): N, when the words
/// after the number are \p What.
std::optional<unsigned> countOf(StringRef Item, StringRef What) {
  Item = Item.trim();
  unsigned N = 0;
  if (Item.consumeInteger(10, N) || Item.trim() != What)
    return std::nullopt;
  return N;
}

/// The quoted name in `... 'name' ...`, from the \p Nth quote pair.
StringRef quoted(StringRef Line, unsigned Nth) {
  for (unsigned I = 0; I < Nth; ++I)
    Line = Line.split('\'').second.split('\'').second;
  return Line.split('\'').second.split('\'').first;
}

void readStackLine(StringRef Line, KernelResources &K) {
  SmallVector<StringRef, 4> Items;
  Line.split(Items, ',');
  for (StringRef Item : Items) {
    if (auto N = countOf(Item, "bytes stack frame"))
      K.LocalBytes = std::max(K.LocalBytes, *N);
    else if (auto N = countOf(Item, "bytes spill stores"))
      K.SpillStoreBytes = *N;
    else if (auto N = countOf(Item, "bytes spill loads"))
      K.SpillLoadBytes = *N;
  }
}

void readUsedLine(StringRef Line, KernelResources &K) {
  SmallVector<StringRef, 6> Items;
  Line.split(Items, ',');
  for (StringRef Item : Items) {
    Item = Item.trim();
    Item.consume_front("Used ");
    Item.consume_front("used ");
    if (auto N = countOf(Item, "registers"))
      K.Registers = *N;
    else if (auto N = countOf(Item, "barriers"))
      K.Barriers = *N;
    else if (auto N = countOf(Item, "bytes smem"))
      K.SharedBytes = *N;
    // Callees' frames count in the stack a thread needs.
    else if (auto N = countOf(Item, "bytes cumulative stack size"))
      K.LocalBytes = std::max(K.LocalBytes, *N);
  }
}
} // namespace

std::vector<KernelResources> cu2hip::parsePtxasInfo(StringRef Log,
                                                    StringRef Arch) {
  std::vector<KernelResources> Kernels;
  // Index in Kernels of the entry being described, and of the entry the last
  // "Function properties" header named (None: a device function, or an entry
  // compiled for another target).
  constexpr size_t None = ~size_t(0);
  size_t Entry = None, Properties = None;
  SmallVector<StringRef, 0> Lines;
  Log.split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.rtrim();
    StringRef Info = Line;
    if (!Info.consume_front("ptxas info")) {
      if (Properties != None && Line.contains("bytes stack frame"))
        readStackLine(Line, Kernels[Properties]);
      continue;
    }
    Info = Info.ltrim().drop_while([](char C) { return C == ':'; }).ltrim();
    if (Info.starts_with("Compiling entry function ")) {
      Properties = Entry = None;
      StringRef Target = quoted(Info, 1);
      if (!Arch.empty() && Target != Arch)
        continue;
      KernelResources K;
      K.Symbol = quoted(Info, 0).str();
      K.Name = demangle(K.Symbol);
      K.Arch = Target.str();
      K.Vendor = GpuVendor::Nvidia;
      K.WaveSize = 32;
      Kernels.push_back(std::move(K));
      Entry = Kernels.size() - 1;
    } else if (Info.consume_front("Function properties for ")) {
      bool OfEntry = Entry != None && Kernels[Entry].Symbol == Info.trim();
      Properties = OfEntry ? Entry : None;
    } else if (Info.starts_with("Used ") && Entry != None) {
      readUsedLine(Info, Kernels[Entry]);
      Properties = Entry = None;
    }
  }
  return Kernels;
}

namespace {
constexpr unsigned SassInstructionBytes = 16; // sm_70 and later
constexpr uint64_t OpcodeMask = 0xfff;        // low 12 bits of the first word
constexpr uint64_t OpcodeNop = 0x918;
constexpr uint64_t OpcodeBra = 0x947;

/// Instructions in one kernel's SASS, less the trailing NOPs and the
/// branch-to-self ptxas ends each kernel with.
unsigned countSass(ArrayRef<uint8_t> Text) {
  size_t Count = Text.size() / SassInstructionBytes;
  auto Opcode = [&](size_t I) {
    return support::endian::read64le(Text.data() + I * SassInstructionBytes) &
           OpcodeMask;
  };
  while (Count && Opcode(Count - 1) == OpcodeNop)
    --Count;
  if (Count && Opcode(Count - 1) == OpcodeBra)
    --Count;
  return Count;
}
} // namespace

Expected<std::map<std::string, unsigned>>
cu2hip::countSassInstructions(StringRef Cubin) {
  auto Object =
      object::ObjectFile::createObjectFile(MemoryBufferRef(Cubin, "cubin"));
  if (!Object)
    return Object.takeError();
  auto *Elf = dyn_cast<object::ELF64LEObjectFile>(Object->get());
  if (!Elf || Elf->getELFFile().getHeader().e_machine != ELF::EM_CUDA)
    return createStringError("not a 64-bit CUDA ELF (cubin)");
  std::map<std::string, unsigned> Counts;
  for (const object::SectionRef &Section : Elf->sections()) {
    Expected<StringRef> Name = Section.getName();
    if (!Name)
      return Name.takeError();
    if (!Name->starts_with(".text.") || !Section.isText())
      continue;
    Expected<StringRef> Contents = Section.getContents();
    if (!Contents)
      return Contents.takeError();
    Counts[Name->drop_front(strlen(".text.")).str()] =
        countSass(arrayRefFromStringRef(*Contents));
  }
  return Counts;
}
