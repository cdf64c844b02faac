"""「あなたのカードがソウルから他の領域に置かれた時」 (round 61, s58vgC): put from the soul into any
other zone is to leave the soul — read as 「ソウルから離れた時」 (``triggers._put_elsewhere``, the
event of leaving a place, VG 11.9.6); before: refused, "the zone any_zone"."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

TEXT = "【自】【(R)】：あなたのカードがソウルから他の領域に置かれた時、そのターン中、このユニットのパワー＋5000。"
ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 術師}]}"
SOUL = "soul: [{name: 魂, type: normal, grade: 1}]"


def _caster(effect: str) -> str:
    return f'{{name: 術師, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：{effect}"}}'


def test_soul_blast_puts_a_card_from_the_soul_into_the_drop() -> None:
    blast = _caster("【コスト】[【ソウルブラスト】(1)]することで、１枚引く。")
    r = run(TEXT, actions=ACTIVATE, vanguard=blast, extra=SOUL)
    assert not unsupported(r) and value(r, "power") == 15000


def test_a_card_from_the_soul_to_the_hand() -> None:
    take = _caster("あなたのソウルから１枚選び、手札に加える。")
    r = run(TEXT, actions=ACTIVATE, vanguard=take, extra=SOUL)
    assert not unsupported(r) and value(r, "power") == 15000
    assert zone(r, "A", "hand") == ["魂"]


def test_no_card_leaving_the_soul() -> None:
    # a card put into the soul is no card leaving it
    into = _caster("あなたの山札の上から１枚をソウルに置く。")
    r = run(TEXT, actions=ACTIVATE, vanguard=into, extra=SOUL)
    assert not unsupported(r) and value(r, "power") == 10000
    assert zone(r, "A", "soul") == ["魂", "山1"] or zone(r, "A", "soul") == ["山1", "魂"]
