"""CrossOver 『…』 and 「…」 in card text (co.txt: card names are written 『…』 in card text and
〔…〕 in the rules' prose; a 『…』 after 以下の特殊能力を得る。 quotes an ability instead; stat
values 「AP:DP」 and their modifiers 「+A:+D」 are written in 「…」, 4-2-8 / 4-3-8).

``is_card_name(text)`` decides which one the text between the brackets is: ability text holds
a 「…」 literal or a 。, or ends with a predicate (…る / …い / …た: ディフェンスしてもよい) after
a case particle or a cost's colon (を / に / が / 、 / :) — a predicate needs its arguments; anything
else (『藤島綾香』, 『剣を捨てて......』, 『ファイナルうさパンチ』, and names that end in る / い / た
with no particle: 『たける』, 『森川 ゆい』, 『みらい』) is a card name.
"""

from __future__ import annotations

import re

from grammar import ast as A

_PREDICATE_ENDINGS = ("る", "い", "た")
# what a predicate's arguments are marked by in an ability quoted without 「…」 or 。
_ARGUMENT_MARKS = ("を", "に", "が", "、", ":", "：")


def is_card_name(text: str) -> bool:
    """True when the text inside a CO 『…』 is a card name, not quoted ability text."""
    if not text or "「" in text or "。" in text or "\n" in text:
        return False
    if not text.endswith(_PREDICATE_ENDINGS):
        return True
    return not any(m in text for m in _ARGUMENT_MARKS)


_PAIR = re.compile(r"(AP)?([+-]?)([0-9]+):(DP)?([+-]?)([0-9]+)")


def _value(sign: str, digits: str) -> A.Number | A.Amount:
    n = A.Number(int(digits))
    return A.Amount(sign, n) if sign else n


def stat_pair(text: str) -> A.StatPair | None:
    """``0:5`` / ``AP1:DP1`` / ``+1:+1`` → ``StatPair``; a mixed or other text → None."""
    m = _PAIR.fullmatch(text)
    if m is None:
        return None
    ap_name, ap_sign, ap, dp_name, dp_sign, dp = m.groups()
    if bool(ap_name) != bool(dp_name) or bool(ap_sign) != bool(dp_sign):
        return None
    return A.StatPair(_value(ap_sign, ap), _value(dp_sign, dp), bool(ap_name))


def pair_text(p: A.StatPair) -> str:
    """The text inside 「…」 of a ``StatPair`` (``pair_text(stat_pair(s)) == s``)."""

    def one(v: A.Number | A.Amount) -> str:
        return v.sign + str(v.number.value) if isinstance(v, A.Amount) else str(v.value)

    names = ("AP", "DP") if p.named else ("", "")
    return f"{names[0]}{one(p.ap)}:{names[1]}{one(p.dp)}"
