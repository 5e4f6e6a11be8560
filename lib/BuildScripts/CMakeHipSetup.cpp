//===- CMakeHipSetup.cpp - Find the HIP compiler where CMake does not -----===//
///
/// \file
/// CMake's HIP language looks for the hip-lang package only in
/// <ROCm>/lib/cmake and needs the clang++ that hipcc runs, with the flags
/// naming the ROCm install. Debian's ROCm keeps hip-lang in
/// lib/<multiarch>/cmake and its hipcc wraps clang++-15, so a migrated
/// project would stop at its first configure there. The block written
/// before the command that first enables HIP takes both from hipconfig and
/// hipcc, only where CMake would not find them itself; it also names the
/// offload targets, since CMake otherwise asks the machine's GPU for them.
///
//===----------------------------------------------------------------------===//
#include "CMakeMigrator.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// Present in every block written, so migrating the output again adds none.
constexpr StringRef SetupMarker = "CU2HIP_HIP_LANG";

/// The block, each line indented by \p Indent, for \p Archs.
std::string hipSetupBlock(StringRef Indent, StringRef Archs) {
  static constexpr StringRef Lines[] = {
      "# cu2hip: CMake finds hip-lang only in <ROCm>/lib/cmake and needs the",
      "# clang++ hipcc runs, with its flags; Debian keeps hip-lang in",
      "# lib/<multiarch>/cmake: take them from hipconfig and hipcc there",
      "execute_process(COMMAND hipconfig --rocmpath OUTPUT_VARIABLE "
      "CU2HIP_ROCM",
      "                ERROR_QUIET)",
      "file(GLOB CU2HIP_HIP_LANG \"${CU2HIP_ROCM}/lib/*/cmake/hip-lang\")",
      "if(CU2HIP_HIP_LANG AND NOT EXISTS "
      "\"${CU2HIP_ROCM}/lib/cmake/hip-lang\")",
      "  list(GET CU2HIP_HIP_LANG 0 CU2HIP_HIP_LANG)",
      "  get_filename_component(CU2HIP_PACKAGES \"${CU2HIP_HIP_LANG}\" "
      "DIRECTORY)",
      "  set(ENV{CMAKE_PREFIX_PATH} "
      "\"${CU2HIP_PACKAGES}:$ENV{CMAKE_PREFIX_PATH}\")",
      "  set(CU2HIP_ROOT \"${CMAKE_BINARY_DIR}/cu2hip-rocm\")",
      "  file(WRITE "
      "\"${CU2HIP_ROOT}/lib/cmake/hip-lang/hip-lang-config.cmake\"",
      "       "
      "\"include(\\\"${CU2HIP_HIP_LANG}/hip-lang-config.cmake\\\")\\n\")",
      "  if(NOT CMAKE_HIP_COMPILER AND \"$ENV{HIPCXX}\" STREQUAL \"\")",
      "    file(WRITE \"${CU2HIP_ROOT}/probe.hip\" \"\")",
      "    execute_process(COMMAND ${CMAKE_COMMAND} -E env HIPCC_VERBOSE=1 "
      "hipcc",
      "                    \"-###\" -c \"${CU2HIP_ROOT}/probe.hip\"",
      "                    OUTPUT_VARIABLE CU2HIP_HIPCC ERROR_VARIABLE "
      "CU2HIP_HIPCC)",
      "    if(CU2HIP_HIPCC MATCHES \"hipcc-cmd: *([^ \\n]+)([^\\n]*)\")",
      "      set(CMAKE_HIP_COMPILER \"${CMAKE_MATCH_1}\" CACHE FILEPATH "
      "\"HIP compiler\")",
      "      string(REGEX MATCHALL \"--(rocm-path|hip-device-lib-path)=[^ "
      "\\n]+\"",
      "             CU2HIP_FLAGS \"${CMAKE_MATCH_2}\")",
      "      string(REPLACE \"\\\"\" \"\" CU2HIP_FLAGS \"${CU2HIP_FLAGS}\")",
      "      string(REPLACE \";\" \" \" CU2HIP_FLAGS \"${CU2HIP_FLAGS}\")",
      "      set(CMAKE_HIP_FLAGS \"${CU2HIP_FLAGS} ${CMAKE_HIP_FLAGS}\" CACHE "
      "STRING",
      "          \"HIP flags\" FORCE)",
      "    endif()",
      "  endif()",
      "  if(NOT CMAKE_HIP_COMPILER_ROCM_ROOT)",
      "    set(CMAKE_HIP_COMPILER_ROCM_ROOT \"${CU2HIP_ROOT}\")",
      "  endif()",
      "endif()",
      "if(NOT DEFINED CMAKE_HIP_ARCHITECTURES)",
  };
  std::string Out;
  for (StringRef L : Lines)
    Out += Indent.str() + L.str() + "\n";
  Out += Indent.str() + "  set(CMAKE_HIP_ARCHITECTURES " + Archs.str() + ")\n";
  Out += Indent.str() + "endif()\n";
  return Out;
}

} // namespace

bool CMakeMigrator::hasHipSetup() const {
  return HipSetupWritten || Ctx.Source.contains(SetupMarker);
}

std::string CMakeMigrator::hipSetup(StringRef Indent) {
  if (!Ctx.Options.HipSetup || hasHipSetup())
    return "";
  HipSetupWritten = true;
  std::string Archs;
  for (const std::string &Arch : Ctx.Options.OffloadArchs)
    Archs += (Archs.empty() ? "" : ";") + Arch;
  if (Ctx.Options.OffloadArchs.size() > 1)
    Archs = "\"" + Archs + "\"";
  return hipSetupBlock(Indent, Archs);
}

void CMakeMigrator::insertHipSetup(const CMakeCommand &C) {
  std::string Block = hipSetup(C.Indent);
  if (Block.empty())
    return;
  // The block ends with a newline and C's indent follows it, before C.
  Block.erase(0, C.Indent.size());
  // Free: an insertion before a command's name cuts no edit.
  Ctx.Edits.addFree({C.NameOffset, 0, Block + C.Indent.str()});
}
