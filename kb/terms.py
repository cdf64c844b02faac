"""Defined terms: which clause defines a term, and which clauses use it.

Definition patterns (Japanese rules prose):
  「X」と呼びます / Xと呼ばれ / 「X」といいます / ‘X’と表記します   (naming)
  Xとは、…                                                        (definition sentence)
  「X」は…を指します / …のことです / …を意味します                  (definition by predicate)
A reading printed right after the term, X(よみ), is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from kb.model import Anomaly, Clause, Term

_OPEN = "「『‘“《«'\""
_CLOSE = "」』’”》»'\""
_Q_OPEN = f"[{re.escape(_OPEN)}]"
_Q_CLOSE = f"[{re.escape(_CLOSE)}]"
_INNER = rf"[^{re.escape(_OPEN + _CLOSE)}、。\n]{{1,30}}"
_RUN = r"[\u30A0-\u30FF\u4E00-\u9FFF\u3005ーA-Za-zＡ-Ｚａ-ｚ]"
# An unquoted term: a run of kanji / katakana / letters, possibly "AのB" (ダメージの発生源).
_WORD = rf"{_RUN}{{2,15}}(?:の{_RUN}{{1,10}})?"
_NAMING = r"(?:と|って)\s*(?:呼び|呼ば|呼ぶ|いい|言い|いう|言う|表記し|称し|定義し)"
_QUOTED = rf"{_Q_OPEN}(?P<t>{_INNER}){_Q_CLOSE}"

_NAMING_VERB = re.compile(_NAMING)


def _naming_verb(text: str) -> bool:
    return _NAMING_VERB.search(text) is not None


_PREDICATES = ("を指します", "のことです", "を意味します", "を表します")


def _has(*words: str) -> Callable[[str], bool]:
    """Whether a text holds one of `words`."""
    return lambda text: any(w in text for w in words)


# (name, pattern, cue): the pattern is searched only in a text for which the cue holds, a
# literal that every match contains (the same matches, without scanning every clause).
PATTERNS: list[tuple[str, re.Pattern[str], Callable[[str], bool]]] = [
    # 「X」と呼びます / ‘X’といいます
    ("quoted_naming", re.compile(rf"{_QUOTED}\s*{_NAMING}"), _naming_verb),
    # これをXと呼び / AとBを合わせてXと呼びます / これはXと呼ばれ
    (
        "naming",
        re.compile(rf"(?:(?<=[はをてがの、。])|^)(?P<t>{_WORD}){_NAMING}"),
        _naming_verb,
    ),
    # 「X」とは / Xとは (a definition sentence)
    ("toha", re.compile(rf"(?:{_QUOTED}|(?<!{_RUN})(?P<t2>{_WORD}))とは"), _has("とは")),
    # ◆割り込みとは (a term with okurigana, at the start of a sentence or paragraph)
    (
        "toha",
        re.compile(r"(?:^|[。◆\n])\s*(?P<t>[^\s、。「」『』()（）◆]{2,10}?)とは"),
        _has("とは"),
    ),
    # …するのが「X」です
    ("desu", re.compile(rf"のが、?{_QUOTED}です"), _has("のが")),
    # 「X」は…を指します / のことです / を意味します
    (
        "predicate",
        re.compile(
            rf"(?:^|。|\n|◆)\s*{_QUOTED}\s*は、?[^。]{{0,120}}?(?:を指します|のことです|のことを指します|を意味します|を表します)"
        ),
        _has(*_PREDICATES),
    ),
]
# In a naming sentence, every "を X、" before the verb names a term too:
# "公開されている領域を公開領域、されていない領域を非公開領域と呼びます".
# A naming sentence is the run of text before a naming verb back to the last 。 or ◆, and on to
# the next 。 (what the pattern [^。◆]*NAMING[^。]* matches; found by `naming_sentences` in
# linear time, where the pattern itself retries every start of a long run without a verb).
NAMING_SENTENCE = re.compile(rf"[^。◆]*{_NAMING}[^。]*")
_MARK = re.compile("[。◆]")
ENUMERATED = re.compile(rf"を(?:{_QUOTED}|(?P<t2>{_WORD}))、")
# A heading that prints its term with a reading: "空打ち(からうち)".
READING_TITLE = re.compile(r"^([^()（）]{2,20})[(（]([ぁ-ゖー]{2,})[)）]$")
READING = re.compile(r"^[(（]([ぁ-ゖー]{2,})[)）]")
# Words that the patterns catch but that are not terms: pronouns and generic heads.
STOP = {
    "これ",
    "それ",
    "この",
    "その",
    "あれ",
    "ここ",
    "以下",
    "以上",
    "上記",
    "後述",
    "前述",
    "こと",
    "もの",
}


def extract_terms(clauses: Iterable[Clause]) -> list[Term]:
    out: list[Term] = []
    seen: set[tuple[str, str]] = set()
    for c in clauses:
        if c.kind not in ("clause", "list_item", "chapter", "section"):
            continue
        text = c.text
        matches = [
            (name, m) for name, pat, cue in PATTERNS if cue(text) for m in pat.finditer(text)
        ]
        for sentence in naming_sentences(c.text):
            matches += [("enumerated_naming", m) for m in ENUMERATED.finditer(sentence)]
        heading = READING_TITLE.match(c.title or "")
        if heading:
            out.append(
                Term(
                    term=heading.group(1),
                    clause=c.id,
                    reading=heading.group(2),
                    pattern="heading_reading",
                )
            )
            seen.add((heading.group(1), c.id))
        for name, m in matches:
            term = (m.group("t") or m.groupdict().get("t2") or "").strip().strip("・")
            if len(term) < 2 or term in STOP or term.isdigit():
                continue
            key = (term, c.id)
            if key in seen:
                continue
            seen.add(key)
            end = m.end("t") if m.group("t") else m.end("t2")
            rm = READING.match(c.text[end:].lstrip("」』’”》»'\""))
            out.append(
                Term(term=term, clause=c.id, reading=rm.group(1) if rm else "", pattern=name)
            )
            # "その能力のコストと呼ばれます" names コスト: keep the head noun after の as well.
            if "の" in term and name == "naming":
                head = term.rsplit("の", 1)[1]
                if len(head) >= 2 and (head, c.id) not in seen:
                    seen.add((head, c.id))
                    out.append(Term(term=head, clause=c.id, reading="", pattern=name))
    return out


def naming_sentences(text: str) -> list[str]:
    """The matches of NAMING_SENTENCE in `text`, found in one pass: a run between two marks
    (。 or ◆) that holds a naming verb starts a match, which ends at the next 。 after the
    run's last naming verb."""
    out: list[str] = []
    pos, n = 0, len(text)
    while pos < n:
        m = _NAMING_VERB.search(text, pos)
        if m is None:
            break
        start = max(pos, text.rfind("。", pos, m.start()) + 1, text.rfind("◆", pos, m.start()) + 1)
        mark = _MARK.search(text, m.start())
        run_end = mark.start() if mark else n
        last = m
        for later in _NAMING_VERB.finditer(text, m.end(), run_end):
            last = later
        end = text.find("。", last.end())
        end = n if end < 0 else end
        out.append(text[start:end])
        pos = end + 1
    return out


# A する verb term (「リフレッシュする」) is used wherever its stem is conjugated: リフレッシュし,
# リフレッシュする, リフレッシュ(9.2)すること, リフレッシュされ, リフレッシュできる.
_SURU_FORMS = r"(?:[(（][^()（）]{0,12}[)）])?(?:し|す|さ|せ|でき)"


def _use_pattern(name: str) -> re.Pattern[str] | None:
    """How a use of `name` is found: a pattern for a する verb (its stem conjugated), None for
    any other term (the name itself, found as a substring)."""
    if name.endswith("する") and len(name) > 3:
        return re.compile(re.escape(name[:-2]) + _SURU_FORMS)
    return None


# Distinct terms whose uses are indexed. The bundled documents define 40-190; a document with
# thousands is generated text, and finding every use of every term costs terms x text.
MAX_TERMS = 500


def term_uses(terms: list[Term], clauses: Iterable[Clause]) -> list[tuple[str, str]]:
    """(term, clause) for each clause other than a defining one whose text contains the term
    (a する verb term: any conjugated form of it). Only the first MAX_TERMS distinct terms
    (in the order they are defined) are looked for: see :func:`capped_terms`."""
    defining: dict[str, set[str]] = {}
    for t in terms:
        if t.term in defining or len(defining) < MAX_TERMS:
            defining.setdefault(t.term, set()).add(t.clause)
    names = sorted(defining, key=len, reverse=True)
    patterns = {name: _use_pattern(name) for name in names}
    rank = {name: i for i, name in enumerate(names)}
    # a term (or a する verb's stem) starts with one of the text's characters: the terms are
    # looked for by their first character, and tried in the order of `names`
    by_first: dict[str, list[str]] = {}
    for name in names:
        by_first.setdefault(name[0], []).append(name)
    uses: list[tuple[str, str]] = []
    for c in clauses:
        if c.kind == "synthetic" or not c.text:
            continue
        text = c.text
        found = [name for ch in by_first.keys() & set(text) for name in by_first[ch]]
        found.sort(key=rank.__getitem__)
        for name in found:
            pat = patterns[name]
            if pat is None:
                used = name in text
            else:  # the stem first: a plain substring test rules most texts out
                used = name[:-2] in text and pat.search(text) is not None
            if used and c.id not in defining[name]:
                uses.append((name, c.id))
    return uses


def capped_terms(terms: list[Term]) -> Anomaly | None:
    """An anomaly when a document defines more than MAX_TERMS distinct terms (their uses are
    not indexed past that many)."""
    distinct = list(dict.fromkeys(t.term for t in terms))
    if len(distinct) <= MAX_TERMS:
        return None
    first = next(t for t in terms if t.term == distinct[MAX_TERMS])
    return Anomaly(
        0,
        "too_many_terms",
        f"{len(distinct)} distinct defined terms; uses are indexed for the first {MAX_TERMS} "
        f"only (from {first.term!r} in {first.clause} on, definitions are kept without uses)",
        first.clause,
        detail_ja=f"定義された用語が {len(distinct)} 個あります。使用箇所は最初の {MAX_TERMS} 個"
        f"についてだけ索引しました（{first.clause} の {first.term!r} 以降は定義だけを保持）",
    )
