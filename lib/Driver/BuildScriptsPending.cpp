// TEMPORARY until h/build lands; deleted at merge.
#include "cu2hip/BuildScripts.h"
using namespace cu2hip;
BuildScriptKind cu2hip::buildScriptKind(llvm::StringRef) { return BuildScriptKind::None; }
MigratedBuildScript cu2hip::migrateBuildScript(BuildScriptKind, llvm::StringRef, llvm::StringRef C, const MappingTable &, const BuildScriptOptions &) { MigratedBuildScript M; M.Text = C.str(); return M; }
