"""A keyword printed first on a line (or first in a sentence of it) and set off from the effect after it by a space, not by
「。」 nor a line break (co: 「使い捨て 対象のキャラクターに1点のダメージを与える。」, the layout card
lists print for a spell's 3-4-3 「使い捨て」 before its effect): normalise drops the space
(spaces are layout), which would glue the keyword to the effect (「使い捨て対象の…」, typed as the
verbs 使い + 捨て). The input layer reads that space as the sentence break 「。」 that the same
keyword printed as a sentence of its own has (「使い捨て。対象の…」), in general form for every
keyword of a game whose dialect says so (``Dialect.spaced_head_keyword``): the keyword is then
held by the ability as when printed with its period. Only where the source printed a space
between the keyword and the next character (a gap between the two characters' original spans),
so 「使い捨ての…」 or a keyword's name inside a word is left as printed. Offsets are kept: the
inserted 「。」 maps to the space it reads.
"""

from __future__ import annotations

import re

from grammar import keywords as K
from grammar.dialect import DIALECTS
from grammar.normalise import Normalised, OffsetMap

SPACED_HEAD_KEYWORD_GAMES = frozenset(g for g, d in DIALECTS.items() if d.spaced_head_keyword)


def _breaks(norm: Normalised, game: str) -> list[int]:
    """The normalised offsets after a keyword that opens a line or a sentence of it (after
    「。」: 「…プレイしてもよい。使い捨て そのクラッシュをうち消す。」) and before which the source
    printed a space (where 「。」 is read)."""
    text = norm.text
    names = [n for n in K.names(game) if (d := K.lookup(game, n)) is not None and not d.slots]
    # the dialect's head instructions (co 「フィールドにセット」), matched where a sentence opens
    phrases = [re.compile(p) for p in DIALECTS[game].spaced_head_phrases]
    src = norm.offsets.original
    out: list[int] = []
    pos = 0
    for line in text.split("\n"):
        # where a sentence opens: the line's start, and after each 「。」 inside it
        opens = [0] + [i + 1 for i, ch in enumerate(line) if ch == "。" and i + 1 < len(line)]
        for at in opens:
            said = [m.group(0) for p in phrases if (m := p.match(line, at)) is not None]
            for name in [*names, *said]:
                k = pos + at + len(name)
                end = at + len(name)
                if line.startswith(name, at) and len(line) > end and line[end] not in "。、":
                    gap = src[norm.offsets.ends[k - 1] : norm.offsets.starts[k]]
                    if gap and not gap.strip():
                        out.append(k)
                    break
        pos += len(line) + 1
    return out


def spaced_head_keywords(game: str, norm: Normalised) -> Normalised:
    """``norm`` with 「。」 read at each space that sets a line's first keyword off from the
    text after it (see the module doc)."""
    if game not in SPACED_HEAD_KEYWORD_GAMES:
        return norm
    text = norm.text
    if not any(
        text.startswith(n) or f"\n{n}" in text or f"。{n}" in text for n in K.names(game)
    ) and not any(re.search(p, text) for p in DIALECTS[game].spaced_head_phrases):
        return norm
    breaks = _breaks(norm, game)
    if not breaks:
        return norm
    starts, ends = list(norm.offsets.starts), list(norm.offsets.ends)
    for k in reversed(breaks):
        text = text[:k] + "。" + text[k:]
        gap_start, gap_end = ends[k - 1], starts[k]
        starts.insert(k, gap_start)
        ends.insert(k, gap_end)
    return Normalised(text, OffsetMap(norm.offsets.original, tuple(starts), tuple(ends)))
