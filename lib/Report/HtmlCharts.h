//===- HtmlCharts.h - Inline SVG bar charts for the HTML report -*- C++ -*-===//
///
/// \file
/// Horizontal bar charts drawn as inline SVG, so they show without scripts
/// or network: one row per item, a label above its bar, the bar stacked
/// from one segment per series, the value written after it.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REPORT_HTMLCHARTS_H
#define CU2HIP_LIB_REPORT_HTMLCHARTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cu2hip::report {

/// Text for HTML content and quoted attribute values.
std::string escapeHtml(llvm::StringRef Text);

struct ChartSeries {
  std::string Name;
  std::string CssClass; ///< fills the segments and the legend swatch
};

struct ChartRow {
  std::string Label;
  std::string Href;           ///< where the label links ("" for none)
  std::vector<double> Values; ///< one per series
  std::string ValueText;      ///< written after the bar
};

struct BarChart {
  std::string Name;        ///< data-chart and the ids inside
  std::string Title;       ///< <title> and the caption
  std::string Description; ///< <desc>: what the bars show, in words
  std::string Unit;        ///< for the segments' tooltips ("uses", "h")
  std::vector<ChartSeries> Series;
  std::vector<ChartRow> Rows;
  std::string EmptyText; ///< shown instead of bars when there are no rows
};

/// `<figure data-chart="Name">` with the SVG and a caption.
void renderBarChart(const BarChart &Chart, llvm::raw_ostream &OS);

} // namespace cu2hip::report

#endif
