"""Clause-number formats ("families") and the sequence rules that every family shares.

A family knows how a clause number looks in print and how to normalise it to a tuple of
ints. Everything else (where numbers may start, what a plausible next number is) is shared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.text import ascii_digits

Number = tuple[int, ...]

_D = r"[0-9０-９]"
# A number followed directly by a particle is a reference in running text ("4.10.4.2.を実行").
_PARTICLE = r"(?:を|の|と|で|に|は|が|から|まで|以降|以下|参照|～|〜)"


@dataclass(frozen=True)
class Family:
    name: str
    # A clause number at the start of a segment. Groups: num (the printed number), chap
    # (chapter number when printed as 第N章), rest (what follows).
    head: re.Pattern[str]
    # Where a clause number may begin in the middle of a line: the number itself, preceded
    # by whitespace. Group "num".
    inline: re.Pattern[str]
    # Looser shapes of a number at a segment start, believed only where the sequence expects
    # them: a number whose text begins with a digit ("10.2.3.1つの" is 10.2.3 + "1つの"), or
    # one printed without its trailing dot.
    loose: tuple[re.Pattern[str], ...]
    separator: str  # the printed separator between components
    bare_chapters: bool  # a bare "N title" (no dot) is a chapter (co), else "N." or 第N章

    def to_number(self, printed: str) -> Number | None:
        s = ascii_digits(printed).strip()
        m = re.fullmatch(r"第\s*(\d+)\s*章\.?", s)
        if m:
            return (int(m.group(1)),)
        parts = [p for p in re.split(r"[.−－‐\-]", s) if p != ""]
        if not parts or not all(p.isdigit() for p in parts):
            return None
        return tuple(int(p) for p in parts)


DOTTED = Family(
    name="dotted",
    head=re.compile(
        rf"^(?P<num>第\s*(?P<chap>{_D}+)\s*章\.?|{_D}+(?:\.{_D}+)*\.(?!{_D}))(?P<sep>\s*)(?P<rest>.*)$",
        re.S,
    ),
    inline=re.compile(
        rf"(?<=\s)(?P<num>第\s*{_D}+\s*章\.?|{_D}+(?:\.{_D}+)*\.(?!{_D}))(?!{_PARTICLE})(?=\s*\S)"
    ),
    loose=(
        re.compile(rf"^(?P<num>{_D}+(?:\.{_D}+)*\.)(?P<sep>)(?P<rest>{_D}.*)$", re.S),
        re.compile(rf"^(?P<num>{_D}+(?:\.{_D}+)+)(?P<sep>\s+)(?P<rest>\S.*)$", re.S),
    ),
    separator=".",
    bare_chapters=False,
)

DASHED = Family(
    name="dashed",
    head=re.compile(rf"^(?P<num>{_D}+(?:[−－]{_D}+)*)(?P<sep>\s+)(?P<rest>\S.*)$", re.S),
    inline=re.compile(rf"(?<=\s)(?P<num>{_D}+(?:[−－]{_D}+)*)(?!{_PARTICLE})(?=\s+\S)"),
    loose=(),
    separator="−",
    bare_chapters=True,
)

FAMILIES = {f.name: f for f in (DOTTED, DASHED)}


def to_id(n: Number) -> str:
    return ".".join(str(x) for x in n)


def plausible_next(prev: Number | None, cur: Number, *, max_step: int = 3) -> bool:
    """Is `cur` a believable next clause number after `prev` in a well-ordered document?

    Believable: a first child of prev (possibly skipping a missing level), or a later
    sibling of prev or of one of its ancestors (by at most max_step), optionally descending
    into a first child or two when the parent heading was never printed.
    """
    if prev is None:
        return all(x <= max_step for x in cur)
    if cur[: len(prev)] == prev and len(cur) > len(prev):
        return all(x <= 2 for x in cur[len(prev) :])
    for i in range(min(len(prev), len(cur))):
        if cur[:i] != prev[:i]:
            return False
        step = cur[i] - prev[i]
        if 1 <= step <= max_step and all(x <= 2 for x in cur[i + 1 :]):
            return True
        if step != 0:
            return False
    return False


def expected_next(prev: Number, depth: int) -> Number:
    """The number a well-ordered document would print next at `depth` after `prev`."""
    if len(prev) >= depth:
        return prev[: depth - 1] + (prev[depth - 1] + 1,)
    return prev + (1,) * (depth - len(prev))
