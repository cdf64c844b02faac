"""Round 48 (issue 12, s45vgC): overDress in card text.

- 「このユニットが【オーバードレス】で登場した時」: the keyword printed in its brackets (a label) is
  the means of the event, as the bare word is (6.7.1; a cross overDress is no overDress, 6.8.5).
- 「このユニットのドレス元」: the dress origins associated with the unit (6.7.4, 6.7.2.2), a noun a
  step chooses from (「…を１枚選び、ソウルに置く」) or counts (「…１枚につき」)."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_keywords_r29 import DRESS_A, _card, _run, _runs

LINE = "【永】：オーバードレス－「素体竜」"


def _dress(watch: str, action: str = "overdress, card: ドレス竜, circle: left_front") -> Any:
    text = f"{LINE}\\n{watch}"
    a = DRESS_A + f"    hand: [{_card('ドレス竜', text, grade=3, power=15000)}]\n    deck: 10\n"
    return _run("main", a, f"  - {{do: {action}}}\n")


def test_bracketed_keyword_means_compiles() -> None:
    assert _runs("【自】【(R)】：このユニットが【オーバードレス】で登場した時、１枚引く。")
    assert _runs("【自】【(R)】：このユニットが【クロスオーバードレス】で登場した時、１枚引く。")


def test_bracketed_overdress_triggers_6_7_1() -> None:
    """overDressed, it draws; called from the hand (no overDress, 6.7.1.1), it does not."""
    watch = "【自】：このユニットが【オーバードレス】で登場した時、１枚引く。"
    r = _dress(watch)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_front")[0] == "ドレス竜" and len(zone(r, "A", "hand")) == 1
    called = _dress(watch, "call, card: ドレス竜, circle: left_back")
    assert zone(called, "A", "hand") == []


def test_per_dress_origin_counts_them_6_7_4() -> None:
    """「このユニットのドレス元１枚につき、１枚引く」: one dress origin, one card drawn."""
    r = _dress(
        "【自】：このユニットが【オーバードレス】で登場した時、このユニットのドレス元１枚につき、"
        "１枚引く。"
    )
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "A", "hand")) == 1 and "6.7.4" in cited(r)


def test_choose_a_dress_origin_to_the_soul_6_7_4() -> None:
    """「このユニットのドレス元を１枚選び、ソウルに置く」: the origin under the unit leaves it; the
    unit stays (a rear-guard of 別竜 is no dress origin and is not chosen)."""
    r = _dress(
        "【自】：このユニットが【オーバードレス】で登場した時、このユニットのドレス元を１枚選び、"
        "ソウルに置く。"
    )
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "soul") == ["素体竜"]
    assert zone(r, "A", "field.left_front") == ["ドレス竜"]
    assert zone(r, "A", "field.right_front") == ["別竜"]
    assert "6.7.4" in cited(r)
