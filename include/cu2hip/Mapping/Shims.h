//===- Shims.h - Code written where an older HIP lacks an API ---*- C++ -*-===//
///
/// \file
/// A shim is C++ that cu2hip writes into a translated file when a table row's
/// fallback (for a HIP older than the row's hip_since) is a name only the
/// shim declares. mappings/shims/shims.yaml defines them; cu2hip-tblgen
/// compiles them into the tool, as it does the rows. So it does the NVIDIA
/// side's (mappings/shims/nvidia.yaml), which cu2hip-nvidia-compat writes.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_SHIMS_H
#define CU2HIP_MAPPING_SHIMS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/StringSaver.h"
#include <vector>

namespace cu2hip {

struct Shim {
  llvm::StringRef Name;     ///< `hiprand_ordering`
  llvm::StringRef Provides; ///< the names it declares, space-separated
  llvm::StringRef Needs;    ///< the HIP header it includes first
  bool Exact = true;        ///< false: every use is reported
  llvm::StringRef Note;     ///< what it does, for reports and docs
  llvm::StringRef Code;

  bool provides(llvm::StringRef Name) const;
  /// The guard macro around its code (in a file or the compat header).
  std::string guardMacro() const;
  /// The macro a translated file defines to take this shim from the output
  /// tree's compat header (cu2hip_compat.h), which holds the shims of every
  /// file in the tree.
  std::string requestMacro() const;
};

/// The shims compiled into the tool.
llvm::ArrayRef<Shim> builtinShims();
/// The built-in shim declaring \p Name, if any.
const Shim *shimProviding(llvm::StringRef Name);

/// Parses and validates a shim file (mappings/shims/shims.yaml).
llvm::Expected<std::vector<Shim>> loadShimFile(llvm::StringRef Path,
                                               llvm::StringSaver &Saver);

/// The NVIDIA side: code cu2hip-nvidia-compat writes where a rename cannot
/// say what a HIP name does (mappings/shims/nvidia.yaml).
struct NvidiaShim {
  llvm::StringRef Name;     ///< `wide_masks`
  llvm::StringRef Title;    ///< one line, written as a comment above the code
  llvm::StringRef Provides; ///< the HIP names it defines, space-separated
  /// Device code, compiled only by a CUDA compiler (`__CUDACC__`); the
  /// rest is preprocessor text every compiler reads.
  bool DeviceOnly = false;
  llvm::StringRef Code;

  bool provides(llvm::StringRef Name) const;
};

/// Parses and validates the NVIDIA shim file (mappings/shims/nvidia.yaml).
llvm::Expected<std::vector<NvidiaShim>>
loadNvidiaShimFile(llvm::StringRef Path, llvm::StringSaver &Saver);

} // namespace cu2hip

#endif
