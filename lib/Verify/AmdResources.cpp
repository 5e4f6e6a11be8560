//===- AmdResources.cpp - AMDGPU metadata, remarks and disassembly --------===//
///
/// \file
/// The code object's NT_AMDGPU_METADATA note (code object v3 and later) is a
/// msgpack map: amdhsa.target names the processor, amdhsa.kernels lists each
/// kernel's register counts, segment sizes and launch limits. clang's
/// -Rpass-analysis=kernel-resource-usage remarks give the occupancy the
/// compiler computed; `llvm-objdump -d` gives the machine code.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Verify/Resources.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/ELFObjectFile.h"

using namespace cu2hip;
using namespace llvm;

namespace {
/// Targets whose AGPRs and VGPRs share one register file: there the metadata's
/// .vgpr_count is the unified total, the architectural VGPRs rounded up to 4
/// followed by the AGPRs (seen on gfx90a and gfx940: a kernel with 256 VGPRs
/// and 188 AGPRs states .vgpr_count 444). On gfx908 it is the larger of the
/// two counts instead.
bool hasUnifiedVgprFile(StringRef Arch) {
  return Arch == "gfx90a" || Arch.starts_with("gfx94") ||
         Arch.starts_with("gfx95");
}

/// "amdgcn-amd-amdhsa--gfx90a:xnack-" -> "gfx90a".
StringRef archOfTarget(StringRef Target) {
  return Target.rsplit('-').second.split(':').first;
}

/// The unsigned value of \p Key in \p Kernel; 0 when it is absent.
unsigned field(msgpack::MapDocNode &Kernel, StringRef Key) {
  auto It = Kernel.find(Key);
  if (It == Kernel.end())
    return 0;
  msgpack::DocNode &Value = It->second;
  if (Value.getKind() == msgpack::Type::UInt)
    return Value.getUInt();
  if (Value.getKind() == msgpack::Type::Int && Value.getInt() >= 0)
    return Value.getInt();
  return 0;
}

StringRef stringField(msgpack::MapDocNode &Kernel, StringRef Key) {
  auto It = Kernel.find(Key);
  if (It == Kernel.end() || !It->second.isString())
    return {};
  return It->second.getString();
}

Expected<std::vector<KernelResources>> readMetadata(StringRef Blob) {
  msgpack::Document Doc;
  if (!Doc.readFromBlob(Blob, /*Multi=*/false) || !Doc.getRoot().isMap())
    return createStringError("unreadable AMDGPU metadata note");
  msgpack::MapDocNode Root = Doc.getRoot().getMap();
  auto Target = Root.find("amdhsa.target");
  auto List = Root.find("amdhsa.kernels");
  if (Target == Root.end() || !Target->second.isString() ||
      List == Root.end() || !List->second.isArray())
    return createStringError(
        "AMDGPU metadata without amdhsa.target or amdhsa.kernels");
  StringRef Arch = archOfTarget(Target->second.getString());
  std::vector<KernelResources> Kernels;
  for (msgpack::DocNode &Node : List->second.getArray()) {
    if (!Node.isMap())
      return createStringError("an amdhsa.kernels entry is not a map");
    msgpack::MapDocNode Kernel = Node.getMap();
    KernelResources K;
    // .name is the function; .symbol its kernel descriptor, "<name>.kd".
    StringRef Symbol = stringField(Kernel, ".name");
    if (Symbol.empty()) {
      Symbol = stringField(Kernel, ".symbol");
      Symbol.consume_back(".kd");
    }
    K.Symbol = Symbol.str();
    K.Name = demangle(K.Symbol);
    K.Arch = Arch.str();
    K.Vendor = GpuVendor::Amd;
    K.WaveSize = field(Kernel, ".wavefront_size");
    K.AccRegisters = field(Kernel, ".agpr_count");
    K.Registers = field(Kernel, ".vgpr_count");
    if (K.AccRegisters && hasUnifiedVgprFile(Arch) &&
        K.Registers >= K.AccRegisters)
      K.Registers -= K.AccRegisters;
    K.ScalarRegisters = field(Kernel, ".sgpr_count");
    K.SharedBytes = field(Kernel, ".group_segment_fixed_size");
    K.LocalBytes = field(Kernel, ".private_segment_fixed_size");
    K.VgprSpills = field(Kernel, ".vgpr_spill_count");
    K.SgprSpills = field(Kernel, ".sgpr_spill_count");
    K.MaxFlatWorkGroupSize = field(Kernel, ".max_flat_workgroup_size");
    Kernels.push_back(std::move(K));
  }
  return Kernels;
}
} // namespace

Expected<std::vector<KernelResources>>
cu2hip::readAmdCodeObject(StringRef CodeObject) {
  auto Object = object::ObjectFile::createObjectFile(
      MemoryBufferRef(CodeObject, "code object"));
  if (!Object)
    return Object.takeError();
  auto *Elf = dyn_cast<object::ELF64LEObjectFile>(Object->get());
  if (!Elf || Elf->getELFFile().getHeader().e_machine != ELF::EM_AMDGPU)
    return createStringError("not a 64-bit AMDGPU ELF code object");
  const auto &File = Elf->getELFFile();
  auto Sections = File.sections();
  if (!Sections)
    return Sections.takeError();
  for (const auto &Section : *Sections) {
    if (Section.sh_type != ELF::SHT_NOTE)
      continue;
    Error Err = Error::success();
    for (const auto &Note : File.notes(Section, Err)) {
      if (Note.getName() != "AMDGPU" ||
          Note.getType() != ELF::NT_AMDGPU_METADATA)
        continue;
      StringRef Blob = Note.getDescAsStringRef(Section.sh_addralign);
      consumeError(std::move(Err));
      return readMetadata(Blob);
    }
    if (Err)
      return Err;
  }
  return createStringError(
      "no NT_AMDGPU_METADATA note (code object v2 or older?)");
}

std::map<std::string, unsigned> cu2hip::parseResourceRemarks(StringRef Log) {
  constexpr StringRef Tag = " [-Rpass-analysis=kernel-resource-usage]";
  std::map<std::string, unsigned> Occupancy;
  std::string Function; // the last "Function Name:" remark's
  SmallVector<StringRef, 0> Lines;
  Log.split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.rtrim();
    size_t Remark = Line.find("remark: ");
    if (Remark == StringRef::npos || !Line.consume_back(Tag))
      continue;
    StringRef Text = Line.drop_front(Remark + strlen("remark: ")).trim();
    if (Text.consume_front("Function Name:")) {
      Function = Text.trim().str();
      continue;
    }
    unsigned Waves = 0;
    if (Text.consume_front("Occupancy [waves/SIMD]:") && !Function.empty() &&
        !Text.trim().getAsInteger(10, Waves))
      Occupancy[Function] = Waves;
  }
  return Occupancy;
}

std::map<std::string, unsigned> cu2hip::countAmdInstructions(StringRef Disasm) {
  std::map<std::string, unsigned> Counts;
  std::string Function;
  // Instructions so far, and the count before the current run of padding.
  unsigned Seen = 0, BeforePadding = 0;
  auto Finish = [&] {
    if (!Function.empty())
      Counts[Function] = BeforePadding;
  };
  SmallVector<StringRef, 0> Lines;
  Disasm.split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.rtrim();
    // "0000000000001c00 <_Z5saxpyifPKfPf>:" starts a function.
    if (!Line.empty() && isHexDigit(Line.front()) && Line.ends_with(">:")) {
      Finish();
      Function = Line.split('<').second.drop_back(2).str();
      Seen = BeforePadding = 0;
      continue;
    }
    if (Function.empty() || !Line.starts_with("\t"))
      continue;
    StringRef Mnemonic = Line.ltrim().split(' ').first.split('\t').first;
    if (Mnemonic.empty() || Mnemonic.starts_with("//"))
      continue;
    ++Seen;
    if (Mnemonic != "s_nop" && Mnemonic != "s_code_end")
      BeforePadding = Seen;
  }
  Finish();
  return Counts;
}
