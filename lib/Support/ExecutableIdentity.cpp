//===- ExecutableIdentity.cpp - The running program's build ID ------------===//
#include "cu2hip/Support/ExecutableIdentity.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"
#include <elf.h>
#include <link.h>

using namespace cu2hip;

namespace {

/// The NT_GNU_BUILD_ID note among the main program's PT_NOTE segments.
int findBuildId(dl_phdr_info *Info, size_t, void *Out) {
  // The first object dl_iterate_phdr reports is the main program.
  for (unsigned I = 0; I < Info->dlpi_phnum; ++I) {
    const ElfW(Phdr) &Segment = Info->dlpi_phdr[I];
    if (Segment.p_type != PT_NOTE)
      continue;
    const char *At =
        reinterpret_cast<const char *>(Info->dlpi_addr) + Segment.p_vaddr;
    const char *End = At + Segment.p_memsz;
    while (At + sizeof(ElfW(Nhdr)) <= End) {
      auto *Note = reinterpret_cast<const ElfW(Nhdr) *>(At);
      const char *Name = At + sizeof(ElfW(Nhdr));
      const char *Desc = Name + ((Note->n_namesz + 3) & ~3u);
      const char *Next = Desc + ((Note->n_descsz + 3) & ~3u);
      if (Next > End)
        break;
      if (Note->n_type == NT_GNU_BUILD_ID && Note->n_namesz == 4 &&
          llvm::StringRef(Name, 3) == "GNU" && Note->n_descsz > 0) {
        *static_cast<std::string *>(Out) = llvm::toHex(
            llvm::StringRef(Desc, Note->n_descsz), /*LowerCase=*/true);
        return 1;
      }
      At = Next;
    }
  }
  return 1; // only the main program counts
}

} // namespace

std::string cu2hip::executableIdentity() {
  std::string Id;
  dl_iterate_phdr(findBuildId, &Id);
  if (!Id.empty())
    return "build-id:" + Id;
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  auto Buffer = llvm::MemoryBuffer::getFile(Exe, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return "";
  return "xxh3:" + llvm::utohexstr(llvm::xxh3_64bits((*Buffer)->getBuffer()),
                                   /*LowerCase=*/true);
}
