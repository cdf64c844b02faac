// shinpan rulebook: offline search (index built at site-build time) and permalinks.
// The query is normalised as the KB normalises clause text (kb/text.py): NFKC, lower case,
// katakana to hiragana, letters and digits only; then cut into character bigrams.
"use strict";
(function () {
  function norm(s) {
    var out = "";
    for (var ch of s) {
      var n = ch.normalize("NFKC").toLowerCase();
      for (var c of n) {
        var code = c.codePointAt(0);
        if (code >= 0x30a1 && code <= 0x30f6) c = String.fromCodePoint(code - 0x60);
        if (c === "ゔ") c = "ぶ";
        if (/[\p{L}\p{N}ー〜]/u.test(c)) out += c;
      }
    }
    return out;
  }
  function grams(w) {
    var g = [];
    for (var i = 0; i + 1 < w.length; i++) g.push(w.slice(i, i + 2));
    return g;
  }
  function postings(index, g) {
    var p = index.grams[g];
    if (!p) return [];
    var out = [], d = 0;
    for (var x of p) { d += x; out.push(d); }
    return out;
  }
  // docs holding every word of the query, best first
  function search(index, query) {
    var n = index.docs.length, score = null;
    var words = query.split(/\s+/).map(norm).filter(Boolean);
    if (!words.length) return [];
    for (var w of words) {
      var per = new Map();
      var gs = w.length === 1 ? Object.keys(index.grams).filter(function (k) { return k[0] === w; }) : grams(w);
      if (w.length === 1) {
        // one character: any bigram that starts with it
        for (var g of gs) for (var d of postings(index, g)) per.set(d, Math.max(per.get(d) || 0, 1));
      } else {
        var first = true;
        for (var g2 of gs) {
          var ps = postings(index, g2), idf = Math.log(1 + n / (1 + ps.length)), next = new Map();
          for (var d2 of ps) if (first || per.has(d2)) next.set(d2, (per.get(d2) || 0) + idf);
          per = next; first = false;
        }
      }
      if (score === null) score = per;
      else { var both = new Map(); for (var [k, v] of per) if (score.has(k)) both.set(k, score.get(k) + v); score = both; }
    }
    var hits = Array.from(score.entries()).map(function (e) {
      var doc = index.docs[e[0]], inTitle = words.some(function (w) { return norm(doc[2]).includes(w); });
      return { doc: doc, i: e[0], s: e[1] + (inTitle ? 100 : 0) };
    });
    hits.sort(function (a, b) { return b.s - a.s || a.i - b.i; });
    return hits;
  }
  function show(box, index, q) {
    var hits = search(index, q);
    box.hidden = false;
    box.textContent = "";
    var head = document.createElement("p");
    head.textContent = "「" + q + "」: " + hits.length + " 件";
    box.appendChild(head);
    var ol = document.createElement("ol");
    for (var h of hits.slice(0, 50)) {
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = h.doc[1] + "/#" + encodeURIComponent(h.doc[0]).replace(/%2E/g, ".");
      a.textContent = h.doc[0] + (h.doc[2] ? " " + h.doc[2] : "");
      var x = document.createElement("span");
      x.className = "x"; x.textContent = h.doc[3];
      li.appendChild(a); li.appendChild(x); ol.appendChild(li);
    }
    box.appendChild(ol);
  }
  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("results");
    if (!box) return;
    // a permalink to the version page (#9.4.1) opens the clause on its chapter page
    var ids = JSON.parse(box.dataset.ids || "{}");
    var frag = decodeURIComponent(location.hash.slice(1));
    if (frag && ids[frag]) { location.replace(ids[frag] + "/#" + encodeURIComponent(frag).replace(/%2E/g, ".")); return; }
    var q = new URLSearchParams(location.search).get("q");
    var input = document.querySelector("form.search input");
    if (!q) return;
    if (input) input.value = q;
    box.hidden = false;
    box.textContent = "検索中…";
    // the index is a script (window.SHINPAN_INDEX), so the search works from file:// too
    var s = document.createElement("script");
    s.src = box.dataset.index;
    s.onload = function () { show(box, window.SHINPAN_INDEX, q); };
    s.onerror = function () { box.textContent = "検索の索引（" + box.dataset.index + "）を読めません"; };
    document.head.appendChild(s);
  });
})();
