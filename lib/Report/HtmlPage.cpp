//===- HtmlPage.cpp - The HTML report's style and scripts -----------------===//
#include "HtmlPage.h"

using llvm::StringRef;

StringRef cu2hip::report::htmlStyle() {
  return R"css(
:root{--bg:#f6f7f9;--panel:#fff;--fg:#1d2430;--muted:#5b6576;--line:#dde1e7;
--accent:#2454c5;--auto:#2a9d8f;--manual:#e76f51;--low:#8fbcd4;--medium:#f2b84b;
--high:#c8553d;--hazard:#7d5ba6;--code:#eef1f5;--hl:#fff4c2}
@media (prefers-color-scheme:dark){:root{--bg:#14171c;--panel:#1c2027;--fg:#e4e7ec;
--muted:#9aa3b2;--line:#313742;--accent:#7aa2f7;--code:#262b34;--hl:#4a4220}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,
"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-text-size-adjust:100%}
header,main,footer{max-width:1120px;margin:0 auto;padding:0 16px}
header{padding-top:20px}
h1{font-size:1.6rem;margin:0 0 4px}
h2{font-size:1.25rem;margin:32px 0 12px;padding-bottom:4px;border-bottom:1px solid var(--line)}
h3{font-size:1.05rem;margin:20px 0 8px}
a{color:var(--accent)}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.88em}
code{background:var(--code);padding:1px 4px;border-radius:4px;overflow-wrap:anywhere}
.meta{color:var(--muted);margin:0 0 10px}
nav{display:flex;flex-wrap:wrap;gap:4px 14px;padding:8px 0;border-bottom:1px solid var(--line)}
nav a{text-decoration:none;font-weight:500}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px}
.card{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:14px 16px}
.card-label{color:var(--muted);font-size:.85rem;text-transform:uppercase;letter-spacing:.04em}
.card-big{font-size:1.9rem;font-weight:650;margin:2px 0}
.card-small{color:var(--muted);font-size:.9rem}
.meter{height:8px;background:var(--manual);border-radius:4px;margin-top:10px;overflow:hidden}
.meter span{display:block;height:100%;background:var(--auto)}
.note{color:var(--muted);font-size:.9rem}
.callout{background:var(--panel);border-left:4px solid var(--medium);padding:10px 14px;border-radius:0 8px 8px 0}
dl.install{display:grid;grid-template-columns:max-content 1fr;gap:6px 14px;margin:0}
dl.install dt{font-weight:600}dl.install dd{margin:0}
ul.hazards{padding-left:20px}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;background:var(--panel);
border:1px solid var(--line);border-radius:10px}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{padding:7px 10px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
tbody tr:last-child td{border-bottom:0}
th{background:var(--code);font-weight:600;white-space:nowrap}
th[data-sort]{cursor:pointer}
th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.total td{font-weight:650}
.path{overflow-wrap:anywhere;min-width:14em}
.lc{white-space:nowrap}
.msg{min-width:18em}
table.estimate{width:auto}
table.estimate th{white-space:normal}
.fit{display:inline-block;max-width:100%;vertical-align:top}
.none{color:var(--muted)}
td code{white-space:nowrap}
.msg code,.src code{white-space:normal;overflow-wrap:anywhere}
.badge{display:inline-block;padding:0 7px;border-radius:9px;font-size:.8rem;font-weight:600;
white-space:nowrap;border:1px solid transparent}
.sev-error{background:#c8553d;color:#fff}.sev-warning{background:#f2b84b;color:#3b2a00}
.sev-note{background:var(--code);color:var(--muted);border-color:var(--line)}
.eff-low{background:#d7e9f3;color:#20455a}.eff-medium{background:#fbe3b5;color:#5a3d00}
.eff-high{background:#f3cfc6;color:#6b1f10}
.fix{margin-top:4px;font-size:.88rem}
.kernel{color:var(--muted);font-size:.88rem}
.controls{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0 0 10px}
.controls input,.controls select{font:inherit;padding:4px 8px;border:1px solid var(--line);
border-radius:6px;background:var(--panel);color:var(--fg)}
#shown{color:var(--muted);font-size:.9rem}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,390px),1fr));gap:12px}
figure.chart{margin:0;background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:12px 14px}
figure.chart figcaption{font-weight:600;margin-bottom:6px}
figure.chart svg{width:100%;max-width:470px;height:auto;display:block;overflow:visible}
svg text{fill:var(--fg);font-size:13.5px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
svg .value,svg .legend,svg .empty{fill:var(--muted)}
svg a text{fill:var(--accent)}
.s-auto{fill:var(--auto)}.s-manual{fill:var(--manual)}.s-low{fill:var(--low)}
.s-medium{fill:var(--medium)}.s-high{fill:var(--high)}.s-hazard{fill:var(--hazard)}
section.file{background:var(--panel);border:1px solid var(--line);border-radius:10px;
padding:4px 14px 10px;margin:12px 0}
.src{display:grid;grid-template-columns:3.2em 1fr;gap:0 10px;padding:6px 0;border-top:1px solid var(--line)}
.src:first-of-type{border-top:0}
.src:target{background:var(--hl)}
.src .ln{color:var(--muted);text-align:right;font-family:ui-monospace,Menlo,Consolas,monospace;
font-size:.85rem;padding-top:2px;text-decoration:none}
.src pre{margin:0;overflow-x:auto}.src pre code{background:none;padding:0;white-space:pre}
.src ul{grid-column:2;margin:4px 0 0;padding-left:18px;font-size:.9rem}
footer{color:var(--muted);font-size:.85rem;padding:24px 16px 40px}
td:first-child{min-width:8em}
@media (max-width:640px){body{font-size:14px}h1{font-size:1.3rem}.card-big{font-size:1.45rem}.card{padding:10px 12px}.card-label{font-size:.75rem}
th,td{padding:6px 8px}
#findings-table thead{display:none}
#findings-table tr{display:block;padding:8px 10px;border-bottom:1px solid var(--line)}
#findings-table td{display:inline-block;border:0;padding:0 6px 2px 0;min-width:0}
#findings-table td.path{display:block}
#findings-table td.msg{display:block;padding-top:2px}}
)css";
}

StringRef cu2hip::report::htmlErrorScript() {
  return R"js(window.onerror=function(m,s,l,c){var e=document.documentElement;e.setAttribute("data-cu2hip-errors",(e.getAttribute("data-cu2hip-errors")||"")+m+" ("+l+":"+c+")\n");};)js";
}

StringRef cu2hip::report::htmlPageScript() {
  return R"js(
(function(){
var table=document.getElementById("findings-table");
if(table){
var body=table.tBodies[0],rows=Array.prototype.slice.call(body.rows);
var filter=document.getElementById("filter"),severity=document.getElementById("severity");
var shown=document.getElementById("shown");
var apply=function(){
var q=filter.value.toLowerCase(),s=severity.value,n=0;
rows.forEach(function(r){
var ok=(!s||r.getAttribute("data-severity")===s)&&(!q||r.textContent.toLowerCase().indexOf(q)>=0);
r.hidden=!ok;if(ok)n++;});
shown.textContent=n+" of "+rows.length+" shown";};
filter.addEventListener("input",apply);
severity.addEventListener("change",apply);
var rank={low:"0",medium:"1",high:"2"};
Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th,col){
var kind=th.getAttribute("data-sort");
if(!kind)return;
th.tabIndex=0;th.setAttribute("aria-sort","none");
var sort=function(){
var up=th.getAttribute("aria-sort")!=="ascending";
Array.prototype.forEach.call(th.parentNode.cells,function(o){if(o.hasAttribute("data-sort"))o.setAttribute("aria-sort","none");});
th.setAttribute("aria-sort",up?"ascending":"descending");
var key=function(r){if(kind==="effort"){var e=r.getAttribute("data-effort");return rank.hasOwnProperty(e)?rank[e]:"9";}return r.cells[col].textContent;};
rows.sort(function(a,b){var d=key(a).localeCompare(key(b),undefined,{numeric:true});return up?d:-d;});
rows.forEach(function(r){body.appendChild(r);});};
th.addEventListener("click",sort);
th.addEventListener("keydown",function(e){if(e.key==="Enter"||e.key===" "){e.preventDefault();sort();}});});
document.getElementById("controls").hidden=false;
apply();}
document.body.setAttribute("data-cu2hip-ready","");
})();
)js";
}
