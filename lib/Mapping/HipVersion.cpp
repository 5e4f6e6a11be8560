//===- HipVersion.cpp -----------------------------------------------------===//
#include "cu2hip/Mapping/HipVersion.h"

using namespace cu2hip;

std::optional<HipVersion> HipVersion::parse(llvm::StringRef Text) {
  auto [MajorText, MinorText] = Text.split('.');
  unsigned Major, Minor;
  if (MajorText.empty() || MinorText.empty() ||
      MajorText.getAsInteger(10, Major) || MinorText.getAsInteger(10, Minor) ||
      Major == 0)
    return std::nullopt;
  return HipVersion(Major, Minor);
}

std::string HipVersion::str() const {
  return std::to_string(Major) + "." + std::to_string(Minor);
}
