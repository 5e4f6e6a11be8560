//===- HtmlCharts.cpp - Inline SVG bar charts for the HTML report ---------===//
#include "HtmlCharts.h"
#include "ReportView.h"
#include <algorithm>

using namespace cu2hip::report;
using llvm::StringRef;

std::string cu2hip::report::escapeHtml(StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (char C : Text) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

namespace {

// The drawing's own units; the SVG scales to its box's width.
constexpr double Width = 400;
constexpr double LegendHeight = 26;
constexpr double RowHeight = 40;
constexpr double BarHeight = 14;
constexpr double ValueSpace = 70; ///< right of the longest bar
constexpr size_t LabelChars = 46;

/// Long labels (paths) keep their end, which names the file.
std::string shorten(StringRef Label) {
  if (Label.size() <= LabelChars)
    return Label.str();
  return "…" + Label.take_back(LabelChars - 1).str();
}

std::string num(double V) { return formatNumber(V); }

void legend(const BarChart &C, llvm::raw_ostream &OS) {
  double X = 0;
  for (const ChartSeries &S : C.Series) {
    OS << "<rect class=\"" << S.CssClass << "\" x=\"" << num(X)
       << "\" y=\"4\" width=\"12\" height=\"12\" rx=\"2\"/>"
       << "<text class=\"legend\" x=\"" << num(X + 17) << "\" y=\"14.5\">"
       << escapeHtml(S.Name) << "</text>";
    X += 17 + 7.6 * S.Name.size() + 16;
  }
  OS << "\n";
}

void row(const BarChart &C, const ChartRow &R, double Y, double Scale,
         llvm::raw_ostream &OS) {
  std::string Label = escapeHtml(shorten(R.Label));
  if (!R.Href.empty())
    OS << "<a href=\"" << escapeHtml(R.Href) << "\">";
  OS << "<text class=\"label\" x=\"0\" y=\"" << num(Y + 13) << "\"><title>"
     << escapeHtml(R.Label) << "</title>" << Label << "</text>";
  if (!R.Href.empty())
    OS << "</a>";
  double X = 0;
  for (size_t I = 0; I < R.Values.size() && I < C.Series.size(); ++I) {
    double W = R.Values[I] * Scale;
    if (W <= 0)
      continue;
    OS << "<rect class=\"" << C.Series[I].CssClass << "\" data-value=\""
       << num(R.Values[I]) << "\" x=\"" << num(X) << "\" y=\"" << num(Y + 19)
       << "\" width=\"" << num(std::max(W, 1.5)) << "\" height=\""
       << num(BarHeight) << "\"><title>" << escapeHtml(R.Label) << ": "
       << escapeHtml(C.Series[I].Name) << " " << num(R.Values[I])
       << (C.Unit.empty() ? "" : " ") << escapeHtml(C.Unit)
       << "</title></rect>";
    X += std::max(W, 1.5);
  }
  OS << "<text class=\"value\" x=\"" << num(X + 6) << "\" y=\"" << num(Y + 30.5)
     << "\">" << escapeHtml(R.ValueText) << "</text>\n";
}

} // namespace

void cu2hip::report::renderBarChart(const BarChart &C, llvm::raw_ostream &OS) {
  std::string TitleId = "chart-" + C.Name + "-title";
  std::string DescId = "chart-" + C.Name + "-desc";
  bool Legend = C.Series.size() > 1 && !C.Rows.empty();
  double Top = Legend ? LegendHeight : 0;
  double Height = C.Rows.empty() ? 40 : Top + RowHeight * C.Rows.size();
  double Max = 0;
  for (const ChartRow &R : C.Rows) {
    double Sum = 0;
    for (double V : R.Values)
      Sum += V;
    Max = std::max(Max, Sum);
  }
  double Scale = Max > 0 ? (Width - ValueSpace) / Max : 0;

  OS << "<figure class=\"chart\" data-chart=\"" << escapeHtml(C.Name) << "\">\n"
     << "<figcaption>" << escapeHtml(C.Title) << "</figcaption>\n"
     << "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 "
     << num(Width) << " " << num(Height) << "\" aria-labelledby=\"" << TitleId
     << " " << DescId << "\">\n"
     << "<title id=\"" << TitleId << "\">" << escapeHtml(C.Title)
     << "</title>\n"
     << "<desc id=\"" << DescId << "\">" << escapeHtml(C.Description)
     << "</desc>\n";
  if (C.Rows.empty()) {
    OS << "<text class=\"empty\" x=\"0\" y=\"24\">" << escapeHtml(C.EmptyText)
       << "</text>\n";
  } else {
    if (Legend)
      legend(C, OS);
    double Y = Top;
    for (const ChartRow &R : C.Rows) {
      row(C, R, Y, Scale, OS);
      Y += RowHeight;
    }
  }
  OS << "</svg>\n</figure>\n";
}
