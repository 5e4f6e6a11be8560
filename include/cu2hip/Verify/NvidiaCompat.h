// TEMP (lead's placeholder until h/compat merges; not committed)
#include "cu2hip/Mapping/HipVersion.h"
#include "llvm/Support/Error.h"
namespace cu2hip { class MappingTable;
llvm::Error writeNvidiaCompatHeaders(const MappingTable &Table, HipVersion Target, llvm::StringRef Dir); }
