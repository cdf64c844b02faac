"""Round 53 (s50vsT), issue 12: a surprise whose [condition] is a timing point,
「①[相手のアタックフェイズの開始時]→…」. The grammar types that condition as a ``Timing`` (not an
``Action``); the state-trigger reader (8.6.9, 「…にカードがない時」) read every surprise condition
as a clause and crashed (``AttributeError: 'Timing' object has no attribute 'verb'``), the crash
reported as the reason. A crash is never a reason: the reader now answers "no state trigger" for a
timing point, and the ability is read (or refused with a reason of its own) as any other."""

from __future__ import annotations

import re

from tests.ruling.boards import vs_ability


def test_a_timing_condition_is_no_crash() -> None:
    ab = vs_ability(
        "【電源喪失】①[相手のアタックフェイズの開始時]→このターン中、このカードは+1000/+0される。"
    )
    assert not re.match(r"^[A-Z]\w*(Error|Exception)\b", str(ab.reason or "")), ab.reason


def test_a_state_condition_still_reads() -> None:
    ab = vs_ability("①[あなたの手札が0枚]→あなたは1枚引く。")
    assert ab.supported, ab.reason
