//===- CheckPrefixes.cpp - The tables' prefixes against the toolkit -------===//
#include "CheckPrefixes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace cu2hip;
using namespace cu2hip::coverage;
using llvm::StringRef;

/// Every file under \p Include as an include path names it: relative, '/'
/// separated, CCCL's (cub/, thrust/, cuda/, nv/) without its `cccl/`.
static std::set<std::string> toolkitHeaders(StringRef Include) {
  std::set<std::string> Out;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Include, EC), End;
       It != End && !EC; It.increment(EC)) {
    if (It->type() != llvm::sys::fs::file_type::regular_file)
      continue;
    StringRef Path = It->path();
    if (!Path.consume_front(Include))
      continue;
    std::string Relative = llvm::sys::path::convert_to_slash(Path.ltrim("/\\"));
    StringRef Name = Relative;
    Name.consume_front("cccl/");
    Out.insert(Name.str());
  }
  return Out;
}

std::vector<std::string>
coverage::checkPrefixes(llvm::ArrayRef<const MappingRow *> Rows,
                        const TablePrefixes &Prefixes, StringRef CudaInclude,
                        const llvm::StringSet<> &CudaNames) {
  std::vector<std::string> Problems;
  llvm::StringSet<> HeaderRows;
  for (const MappingRow *R : Rows)
    if (R->Kind == NameKind::Header)
      HeaderRows.insert(R->Cuda);
  std::set<std::string> Headers = toolkitHeaders(CudaInclude);
  auto Marks = [](StringRef Prefix, StringRef Name) {
    return Name.starts_with(Prefix);
  };
  // Tables that give no header prefixes (a partial set under test) claim
  // nothing about the toolkit's other headers.
  for (const std::string &H : Headers)
    if (!Prefixes.Headers.empty() && !HeaderRows.contains(H) &&
        llvm::none_of(Prefixes.Headers,
                      [&](const auto &P) { return Marks(P.second, H); }))
      Problems.push_back("mappings: headers: '" + H +
                         "': no row classifies this header of the toolkit "
                         "and no 'header_prefixes' entry marks it, so an "
                         "include of it would not be reported");
  // A header prefix may mark what this install lacks (NPP, nvJPEG, NVML
  // and the NVTX 2 header ship apart or with older toolkits): only name
  // prefixes must match the headers here.
  for (const auto &[Family, Prefix] : Prefixes.Names)
    if (llvm::none_of(CudaNames.keys(),
                      [&](StringRef N) { return Marks(Prefix, N); }))
      Problems.push_back(("mappings: " + Family + ": name prefix '" + Prefix +
                          "' starts no name the CUDA headers spell")
                             .str());
  return Problems;
}
