//===- YamlLimits.h - What LLVM's YAML parser survives ----------*- C++ -*-===//
///
/// \file
/// LLVM's YAML parser recurses, one stack frame each, for every level of
/// nesting (yaml::Input's node tree, Node::skip), for every `,` of a run of
/// them in a flow collection (SequenceNode and MappingNode::increment), and
/// for every `...` of a run of document end markers (Document::skip). A rule
/// file of 50,000 nested `[`, or of 20,000 commas in a row, ended cu2hip with
/// a stack overflow. The tables' loaders check these first, without
/// recursing, and refuse a file past them with its position.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_MAPPING_YAMLLIMITS_H
#define CU2HIP_LIB_MAPPING_YAMLLIMITS_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace cu2hip {

/// How deep collections may nest in a table, and how long a run of `,` or
/// of `...` may be. The schema nests 5 deep (the file's mapping, `entries`,
/// a row, a build-table row's `values`, a value) and has no runs, so this is
/// far above what a table needs and far below what overflows a stack (the
/// parser takes well under 1 KiB of it a level).
constexpr unsigned MaxYamlNesting = 256;

/// An error "file:line:col: ..." at the first `,` or `...` past a run of
/// \p Max, else at the first collection (sequence or mapping, flow or
/// block) nested more than \p Max deep, in any document of \p Buffer.
/// Success otherwise, including when the text is not valid YAML: the
/// loader reports that.
llvm::Error checkYamlLimits(llvm::MemoryBufferRef Buffer,
                            unsigned Max = MaxYamlNesting);

} // namespace cu2hip

#endif
