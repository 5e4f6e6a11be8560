//===- Settings.h - What the client may set ---------------------*- C++ -*-===//
///
/// \file
/// The options and the mapping table every analysis is made with, as one
/// configuration that the client's settings (`initializationOptions`,
/// `workspace/didChangeConfiguration`) replace whole, never change in
/// place: the reading thread applies settings while the worker translates
/// with the configuration it began with.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_SETTINGS_H
#define CU2HIP_LIB_LSP_SETTINGS_H

#include "cu2hip/Lsp/Server.h"
#include "llvm/Support/JSON.h"
#include <memory>
#include <string>
#include <vector>

namespace cu2hip::lsp {

struct Configuration {
  ServerOptions Options;
  /// The built-in rows and those of Options.Driver.RuleFiles.
  std::shared_ptr<const MappingTable> Table;
};
using ConfigurationPtr = std::shared_ptr<const Configuration>;

/// What a settings object made of a configuration.
struct SettingsUpdate {
  ConfigurationPtr Config; ///< the one given, when nothing changed
  /// One line per setting that was not taken (its value stays), for the
  /// user to read.
  std::vector<std::string> Refused;
};

/// \p Current with the settings of \p Settings: an object with the keys
/// below, at its top level or under "cu2hip". A key that is absent or null
/// keeps its value; keys of other tools are ignored.
///   hints: bool               ServerOptions::EditHints
///   hipVersion: "X.Y"         --hip-version
///   roc: bool                 --roc
///   rules: [path...]          --rules (read again when the list changes)
///   cudaPath: folder          --cuda-path (in place of --no-cuda-sdk)
///   compileCommandsDir: folder  --compile-commands-dir ("" = look upwards)
SettingsUpdate applySettings(const llvm::json::Value &Settings,
                             const ConfigurationPtr &Current);

} // namespace cu2hip::lsp

#endif
