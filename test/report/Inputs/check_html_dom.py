#!/usr/bin/env python3
"""check_html_dom.py DOM LOG: checks the HTML report as Chromium left it after
its scripts ran (DOM: the output of --dump-dom; LOG: Chromium's stderr with
--enable-logging=stderr). Prints one line per check, `ok: ...` or
`error: ...`, and exits with status 1 if any check failed:

- <body> has data-cu2hip-ready (the page script ran to its end) and <html>
  has no data-cu2hip-errors (the error guard recorded nothing);
- the log has no console line (the page logs nothing: a console line is an
  uncaught error or a script refused by the Content-Security-Policy);
- the page has exactly its own two scripts (nothing from the inputs became
  a script element);
- each chart figure (data-chart) has an SVG with a <title>, a <desc> and at
  least one bar (a rect with data-value) of positive width and height;
- every in-page link (href="#...") names an element id that exists, and every
  finding row's location link names a source line (id ending in -L<line>)
  or a whole-file section.
"""
import sys
from html.parser import HTMLParser

CHARTS = ("coverage-by-library", "effort-by-file", "hazards-by-kind")


class Dom(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.links, self.scripts = set(), [], 0
        self.body, self.html = {}, {}
        self.charts = {}  # name -> {"title": bool, "desc": bool, "rects": int}
        self.chart = None
        self.in_findings = 0
        self.finding_links = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "html":
            self.html = a
        elif tag == "body":
            self.body = a
        elif tag == "script":
            self.scripts += 1
        elif tag == "figure" and "data-chart" in a:
            self.chart = a["data-chart"]
            self.charts[self.chart] = {"title": False, "desc": False, "rects": 0}
        elif self.chart and tag in ("title", "desc") and "id" in a:
            self.charts[self.chart][tag] = True
        elif self.chart and tag == "rect" and "data-value" in a:
            try:
                if float(a.get("width", 0)) > 0 and float(a.get("height", 0)) > 0:
                    self.charts[self.chart]["rects"] += 1
            except ValueError:
                pass
        elif tag == "table" and a.get("id") == "findings-table":
            self.in_findings = 1
        if tag == "a" and a.get("href", "").startswith("#"):
            self.links.append(a["href"][1:])
            if self.in_findings and "loc" in a.get("class", "").split():
                self.finding_links.append(a["href"][1:])

    def handle_endtag(self, tag):
        if tag == "figure":
            self.chart = None
        elif tag == "table":
            self.in_findings = 0


def main(dom_path, log_path):
    dom = Dom()
    with open(dom_path, encoding="utf-8") as f:
        dom.feed(f.read())
    with open(log_path, encoding="utf-8", errors="replace") as f:
        console = [l.strip() for l in f if ":CONSOLE" in l or "Uncaught" in l]
    results = []

    def check(ok, good, bad):
        results.append(("ok: " + good) if ok else ("error: " + bad))

    check("data-cu2hip-ready" in dom.body, "script ran (body data-cu2hip-ready)",
          "body has no data-cu2hip-ready: the page script did not finish")
    check("data-cu2hip-errors" not in dom.html, "no script errors recorded",
          f"script errors: {dom.html.get('data-cu2hip-errors')!r}")
    check(not console, "no console lines in the log",
          "console: " + " | ".join(console))
    check(dom.scripts == 2, "2 script elements", f"{dom.scripts} script elements, expected 2")
    for name in CHARTS:
        c = dom.charts.get(name)
        check(c is not None and c["title"] and c["desc"] and c["rects"] > 0,
              f"chart {name}: {c and c['rects']} bars",
              f"chart {name}: {c!r} (needs a title, a desc and bars)")
    missing = sorted({l for l in dom.links if l not in dom.ids})
    check(not missing, f"{len(dom.links)} in-page links resolve",
          f"links to missing ids: {missing}")
    lines = [l for l in dom.finding_links if "-L" in l]
    check(dom.finding_links and all(l in dom.ids for l in dom.finding_links),
          f"{len(dom.finding_links)} findings link to their source ({len(lines)} to a line)",
          f"finding links: {dom.finding_links}")
    for r in results:
        print(r)
    return 1 if any(r.startswith("error") for r in results) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
