"""「あなたがオーダーゾーンの魔法の【起】能力を発動した時」 (round 51, s48vgA; issue 12): to activate an
activated ability is to play it and resolve it (7.15.1.2) — the event ``activated`` once it has
resolved, of the fighter the subject names, of a card the description before 「の【起】能力」
names. Refused before as "the trigger activate.past". An ability whose kind is not said
(「【ファントムスキル】能力を発動した時」: an automatic one is activated when it triggers, 7.15.1.3)
stays refused."""

from __future__ import annotations

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported
from tests.ruling.test_vg_constructions import run, value

WATCH = "【自】【(R)】：あなたがオーダーゾーンの魔法の【起】能力を発動した時、そのターン中、このユニットのパワー＋5000。"
MAGIC = (
    '{name: 札1, type: set_order, groups: [GROUP], text: "【起】【オーダーゾーン】：１枚引く。"}'
)
ACT = "  - {do: main_phase, actions: [{do: activate, card: CARD}]}\n"


def _ability(text: str) -> A.Ability:
    get_game("vg")
    (ab,) = A._abilities("vg", text, "Normal Unit")
    return ab


def test_compiled() -> None:
    ab = _ability(WATCH)
    assert ab.supported, ab.reason
    t = ab.program.trigger  # type: ignore[union-attr]
    assert (t.event, t.subject.owner, t.target.zones) == ("activated", "you", ("order_zone",))


def test_a_magic_activated_raises_the_unit() -> None:
    extra = f"order_zone: [{MAGIC.replace('GROUP', '魔法')}]"
    r = run(WATCH, actions=ACT.replace("CARD", "札1"), extra=extra)
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == 15000
    assert "7.15.1.2" in cited(r)


def test_another_cards_ability_does_not() -> None:
    """An order of another subtype activated: not a magic's ability — nothing."""
    extra = f"order_zone: [{MAGIC.replace('GROUP', '作戦')}]"
    r = run(WATCH, actions=ACT.replace("CARD", "札1"), extra=extra)
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == 10000


def test_any_activated_ability_of_the_fighter() -> None:
    """「あなたが【起】能力を発動した時」: any card's — this unit's own as well, once resolved."""
    text = (
        "【自】【(R)】：あなたが【起】能力を発動した時、そのターン中、このユニットのパワー＋5000。\n"
        "【起】【(R)】：１枚引く。"
    )
    r = run(text, actions=ACT.replace("CARD", "剣士"))
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == 15000


@pytest.mark.parametrize(
    "text",
    [
        # the kind not said: an automatic ability is activated when it triggers (7.15.1.3)
        "【自】【(R)】：あなたが【ファントムスキル】能力を発動した時、１枚引く。",
        # a unit as the subject (whose ability it is, or who played it): not read
        "【自】【(R)】：あなたのヴァンガードが【起】能力を発動した時、１枚引く。",
    ],
)
def test_refused(text: str) -> None:
    assert not _ability(text).supported


EITHER = (
    "【自】【(R)】：あなたが、極大魔法オーダーをプレイした時か、オーダーゾーンの魔法の【起】能力を"
    "発動した時、そのターン中、このユニットのパワー＋5000。"
)


def test_one_of_two_events() -> None:
    """「…プレイした時か、…を発動した時」: the second event read by the same construction
    (``Vocab.hooks["trigger_part"]``), the subject before the comma that of both."""
    ab = _ability(EITHER)
    assert ab.supported, ab.reason
    t = ab.program.trigger  # type: ignore[union-attr]
    assert t.event == "any"
    assert t.parts[1] == _ability(WATCH).program.trigger  # type: ignore[union-attr]
    extra = f"order_zone: [{MAGIC.replace('GROUP', '魔法')}]"
    r = run(EITHER, actions=ACT.replace("CARD", "札1"), extra=extra)
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == 15000
