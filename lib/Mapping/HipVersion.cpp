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

llvm::Expected<HipVersion> HipVersion::parseTarget(llvm::StringRef Text) {
  std::optional<HipVersion> V = parse(Text);
  if (!V)
    return llvm::createStringError("--hip-version wants X.Y, got '" +
                                   Text.str() + "'");
  if (*V < floor())
    return llvm::createStringError(
        "--hip-version " + Text.str() + " is older than HIP " + floor().str() +
        ", the oldest cu2hip's tables are verified against");
  return *V;
}
