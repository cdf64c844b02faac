"""Card names printed bare in card text, as 「“称号”名前」 without 「…」 (vs.txt 2.3.1.1: a title
referred to in card text is set off — 「“見習い司書”星川 ことり」, 「“エース”日向 翔太」): the
input layer finds where the name ends and makes the span one name token 「“称号”名前」, as a
name printed in 「…」 is, keeping offsets back to the source text.

Where the name ends before a particle is ambiguous (「ことり」: its 「と」 reads as a particle), so
the end is chosen in general form, not by wording: a name on the board or in the card list
(``known``) that the text continues with is taken first; otherwise every candidate end — before
each particle, or at the run's end — is tried, and the one whose card text the grammar types
best (fewest untyped words, then fewest errors; the shorter name on a tie: a name holds no
predicate) is kept — never one before a space the source printed inside the run (「星川 ことり」:
the space is inside the name). A “…” directly
followed by a particle or a bracket is not a title before a name (「称号に“X”を含む」, a technique
attribute written “…”) and is left as printed.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from typing import Any

from grammar.dialect import DIALECTS
from grammar.normalise import Normalised, OffsetMap

# games whose card text writes a card as its title in “…” followed by its name (vs 2.3.1.1)
TITLED_NAME_GAMES = frozenset(g for g, d in DIALECTS.items() if d.titled_names)

# particles and connectives a name can end before (the one-character and longer ones)
_PARTICLES = (
    "なら",
    "から",
    "まで",
    "より",
    "は",
    "を",
    "が",
    "と",
    "の",
    "に",
    "で",
    "も",
    "へ",
    "か",
    "や",
)
# characters no name runs across: punctuation, brackets, a line break, a space left by layout
_STOP = set("、。「」『』【】《》()[]{}“”\n,:：・/／")
# “title” then at least one name character (not a particle-led continuation)
# (2.3.1.1: a title referred to in text is set off by 「<」「>」 — printed “…”, <…> or ‹…>, the
# last two read as “…”, the one way the grammar reads a title)
_TITLE = re.compile(r"“[^”\n]+”|[<‹][^<>‹›“”\n0-9]{1,20}[>›]")
_MAX_NAME = 24


def _name_run(text: str, start: int) -> int:
    """The end of the run of characters after a title that a name can span (up to a stop)."""
    end = start
    while end < len(text) and end - start < _MAX_NAME and text[end] not in _STOP:
        end += 1
    return end


def candidate_ends(text: str, start: int) -> list[int]:
    """Each place a name starting at ``start`` can end: before a particle in its run, or at the
    run's end when no particle is in it or a closing 」 ・ ) follows it (a name is an
    argument, marked by a particle, so a run holding one does not end a name before 、 or 。 —
    「“X”Y をサポートした時、」 is not a name); longest first. [] when the title is followed by a
    particle or a stop (no name)."""
    end = _name_run(text, start)
    if end == start or text.startswith(_PARTICLES, start):
        return []
    ends = {k for k in range(start + 1, end) if text.startswith(_PARTICLES, k)}
    if not ends or text[end : end + 1] in ("」", "・", ")"):
        ends.add(end)
    return sorted(ends, reverse=True)


def titled_spans(text: str) -> list[tuple[int, int]]:
    """The titles 「“…”」 of ``text`` a name follows (start of 「“」, start of the name)."""
    out = []
    for m in _TITLE.finditer(text):
        if candidate_ends(text, m.end()):
            out.append((m.start(), m.end()))
    return out


def wrap(norm: Normalised, start: int, end: int) -> Normalised:
    """``norm`` with the span [start, end) set off as a name 「…」: the 「 maps to the original
    span of the first character, the 」 to the empty span after the last (offsets kept)."""
    text = norm.text
    starts, ends = norm.offsets.starts, norm.offsets.ends
    new = text[:start] + "「" + text[start:end] + "」" + text[end:]
    s = (*starts[:start], starts[start], *starts[start:end], ends[end - 1], *starts[end:])
    e = (*ends[:start], ends[start], *ends[start:end], ends[end - 1], *ends[end:])
    return Normalised(new, OffsetMap(norm.offsets.original, s, e))


def _known_end(text: str, start: int, ends: list[int], known: Iterable[str]) -> int | None:
    """The candidate end at which the text spells a known card name 「“T”N」 or N (spaces are
    layout: 2.1.1 names compare without them)."""
    names = {n.replace(" ", "").replace("\u3000", "") for n in known}
    title_start = text.rfind("“", 0, start)
    for end in ends:
        if text[start:end] in names or text[title_start:end] in names:
            return end
    return None


def _last_space(norm: Normalised, start: int, end: int) -> int:
    """The last place in [start, end) before which the source had a space normalise dropped
    (``start`` when none): a gap between two characters' original spans."""
    starts, ends = norm.offsets.starts, norm.offsets.ends
    src = norm.offsets.original
    for k in range(end - 1, start, -1):
        gap = src[ends[k - 1] : starts[k]]
        if gap and not gap.strip():
            return k
    return start


def _untyped(node: Any) -> int:
    """How many untyped words (``Unknown``) and untyped clauses (``Unparsed``) the AST holds."""
    from grammar import ast as A

    if isinstance(node, A.Unknown | A.Unparsed):
        return 1
    if isinstance(node, tuple | list):
        return sum(_untyped(x) for x in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return sum(_untyped(getattr(node, f.name)) for f in dataclasses.fields(node))
    return 0


def _score(result: Any) -> tuple[int, int]:
    errors = sum(1 for d in result.diagnostics if d.severity == "error")
    card = result.card
    return (_untyped(card.abilities) if card is not None else 1000, errors)


def mark_titled_names(
    game: str,
    norm: Normalised,
    parse: Callable[[Normalised], Any],
    known: Iterable[str] = (),
) -> Normalised:
    """``norm`` with every bare 「“称号”名前」 set off as one name 「“称号”名前」 (``game`` in
    ``TITLED_NAME_GAMES`` only). ``parse`` parses a candidate (a ``ParseResult``)."""
    if game not in TITLED_NAME_GAMES or not any(c in norm.text for c in "“<‹"):
        return norm
    known = tuple(known)
    pos = 0
    while True:
        m = _TITLE.search(norm.text, pos)
        if m is None:
            return norm
        text = norm.text
        inside = text.count("「", 0, m.start()) > text.count("」", 0, m.start())
        ends = [] if inside else candidate_ends(text, m.end())
        if text[m.start()] != "“" and not inside:
            # <T> / ‹T>: the same title, written as the grammar reads one (one character for
            # one: the offsets stay) — before a name, or referred to alone (「<妹>のカード」,
            # 2.3.1.1)
            quoted = text[: m.start()] + "“" + text[m.start() + 1 : m.end() - 1] + "”"
            norm = Normalised(quoted + text[m.end() :], norm.offsets)
            text = norm.text
        if not ends:
            pos = m.end()
            continue
        printed = norm
        end = _known_end(text, m.end(), ends, known)
        if end is None:
            # a space the layout printed inside the run (「星川 ことり」, dropped by normalise)
            # is inside the name: an end before it is not one
            ends = [e for e in ends if e > _last_space(norm, m.end(), ends[0])] or ends
            scores = [(_score(parse(wrap(norm, m.start(), e))), e) for e in reversed(ends)]
            best = min(scores, key=lambda x: x[0])  # shortest first: a tie keeps the shorter
            if best[0] > _score(parse(printed)):
                # no candidate types as well as the text as printed: it is left as printed
                norm = printed
                pos = m.end()
                continue
            end = best[1]
        norm = wrap(norm, m.start(), end)
        pos = end + 2
