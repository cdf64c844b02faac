"""mc round 58 (s55mcR): a replacement whose event is about item cards —
「自軍のアイテムカードが破棄される場合、代わりにゲームから除外する。」 (10.8.2; 12.4.1: a 破棄 from any
zone but the discard pile) — compiles, on the side's item cards in every zone; a consumable used
under it leaves the effect zone at 10.1.13 by a move whose being a 「破棄」 is the point
effect_zone_to_discard_is_discard (both readings run: the discard pile, or removed). Without the
replacement the move raises nothing."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.games._mc.replacements import Replacement
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import mc_area, mc_scenario

_TEXT = "○灰は灰に\\n自軍のアイテムカードが破棄される場合、代わりにゲームから除外する。"
_TURN = "{player: A, number: 9, phase: main}"


def test_an_item_card_replacement_compiles() -> None:
    c = Card(uid="X1", name="錬金術師", owner="A", type="unit", text=_TEXT.replace("\\n", "\n"))
    (ab,) = abilities_of("mc", c)
    assert ab.supported, ab.reason
    assert isinstance(ab.program, Replacement)
    assert ab.program.who == "own_item" and ab.program.events == ("discard",)


def _board(text: str) -> str:
    unit = (
        "{name: 錬金術師, type: unit, level: 2, attack: 1, defense: 3, item_slots: 1"
        + (f', text: "{text}"' if text else ', text: "「アイテム:i」"')
        + "}"
    )
    rest = (
        "actions:\n  - do: advance\n    units: [錬金術師]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    first_normal: [{do: use, card: 閃光弾, unit: 錬金術師, target: 蝙蝠}]\n"
        "ask: [閃光弾.zone]\n"
    )
    hand = (
        "    deck: 20\n    hand:\n      - {name: 閃光弾, type: item, text: "
        '"◇[普通]閃光弾\\n〈対象:ユニット1体〉\\n対象に【2】ダメージを与える。"}\n'
    )
    return mc_scenario(
        a=mc_area("c2", "研究所", 6, unit),
        b=mc_area("c3", "洞窟", 6, "{name: 蝙蝠, type: unit, level: 1, attack: 1, defense: 2}"),
        rest=rest,
        turn=_TURN,
        a_top=hand,
    )


def test_the_used_consumable_s_move_is_a_reading_under_the_replacement() -> None:
    r = resolve(loads(_board(_TEXT)))
    assert r.outcome["state"] == {"閃光弾.zone": "A.discard"}
    assert {"10.1.13", "12.4.1"} <= set(r.outcome.get("depends_on_reading", ()))
    assert [lf.outcome["state"] for lf in r.alternates] == [{"閃光弾.zone": "A.removed"}]


def test_without_the_replacement_no_point_is_raised() -> None:
    r = resolve(loads(_board("")))
    assert r.outcome["state"] == {"閃光弾.zone": "A.discard"}
    assert not r.alternates
