"""「名前の異なるカード」 in a selector (round 64, s61vgC): the cards no two of which share a name, as
「それぞれ別名のカード」 says (12.6.1 別名; ``Sel.distinct_names``, counted as the most of them no two
alike, 12.6.2.2) — the place the grammar hangs on 名前 (「あなたのソウルにある名前の」) or on the clause
(「あなたのダメージゾーンに名前の異なるカードが」) is the cards' own (``nouns.different_names_spelled``);
before: refused, "a relative clause be_different.final in a selector"."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


def _cards(*names: str) -> str:
    return "[" + ", ".join(f"{{name: {n}, type: normal, grade: 1}}" for n in names) + "]"


def _drew(text: str, **board: str) -> bool:
    r = run(text, actions=ACTIVATE, **board)
    assert not unsupported(r)
    return zone(r, "A", "hand") == ["山1"]


SOUL = "【起】【(R)】：あなたのソウルにある名前の異なるカードの枚数が３以上なら、１枚引く。"


def test_a_count_of_names_in_the_soul() -> None:
    assert _drew(SOUL, extra="soul: " + _cards("甲", "乙", "丙"))
    # three cards, two of one name: two names only
    assert not _drew(SOUL, extra="soul: " + _cards("甲", "甲", "乙"))


DAMAGE = "【起】【(R)】：あなたのダメージゾーンに名前の異なるカードが２枚以上あるなら、１枚引く。"


def test_a_count_of_names_in_the_damage_zone() -> None:
    assert _drew(DAMAGE, damage=_cards("甲", "乙"))
    assert not _drew(DAMAGE, damage=_cards("甲", "甲", "甲"))


EVERY = "【起】【(R)】：あなたのリアガードすべてが名前の異なるカードなら、１枚引く。"


def test_every_rear_guard_of_a_name_of_its_own() -> None:
    other = "right_front: {name: %s, type: normal, grade: 1, power: 8000}"
    assert _drew(EVERY, extra=other % "弓兵")
    assert not _drew(EVERY, extra=other % "剣士")


CHOOSE = "【起】【(R)】：あなたのソウルから名前の異なるカードを２枚選び、手札に加える。"


def test_a_choice_of_cards_of_different_names() -> None:
    """Soul 甲, 甲, 乙: the two chosen are one 甲 and the 乙 (never both 甲)."""
    r = run(CHOOSE, actions=ACTIVATE, extra="soul: " + _cards("甲", "甲", "乙"))
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["乙", "甲"]


PER = "【起】【(R)】：あなたのソウルの名前の異なるカード１枚につき、１枚引く。"


def test_per_card_of_a_name_of_its_own() -> None:
    """Soul 甲, 甲, 乙: two names, two cards drawn (not three)."""
    r = run(PER, actions=ACTIVATE, extra="soul: " + _cards("甲", "甲", "乙"))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == 2
