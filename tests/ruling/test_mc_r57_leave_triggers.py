"""mc round 57 (s54mcD): triggers on a card's own leaving of the battlefield (10.5.4, a zone-move
trigger) — 〈発揮:このユニットが破棄された時 / 死亡した時〉 of a ● ability and a ○ ability opening with
「このユニットが死亡した時に、…」 (``_mc/leave.py``): read with the card as it was on the
battlefield (10.5.4.1.2), played at the check step after (10.5.3) though the card left (10.5.6).
A ●: the point zone_move_trigger_off_battlefield (14.7.1's 「戦場に存在している時に」), both run,
look_back first; a ○: standing_when_clause_trigger (10.5.7 cancels it / 4.1.6.1 no trigger)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_DAMAGE = "◎[メイン]火球\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"
_DISCARD = "◎[メイン]追放\\n〈対象:ユニット1体〉\\n対象を破棄する。"


def _run(
    text: str, spell: str = _DAMAGE, turn: str = "{player: A, number: 5, phase: main}"
) -> object:
    user = f'{{name: 術師, type: unit, level: 2, attack: 1, defense: 2, text: "{spell}"}}'
    victim = f'{{name: 殉教者, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn=turn,
        a=mc_area("c2", "墓所", 8, user),
        b=mc_area("c3", "森", 6, victim),
        b_top="    deck: 10\n    hand: 0\n",
        rest="actions:\n  - {do: use, card: 術師, target: 殉教者}\nask: [殉教者.zone, B.hand, B.deck]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return r


def _other(r: object) -> list[dict[str, object]]:
    return [dict(o["outcome"]["state"]) for o in r.outcome.get("readings", ())]  # type: ignore[attr-defined]


_DRAWN = {"殉教者.zone": "B.discard", "B.hand": 1, "B.deck": 9}
_NONE = {"殉教者.zone": "B.discard", "B.hand": 0, "B.deck": 10}


@pytest.mark.parametrize(
    ("moment", "spell", "drawn"),
    [
        ("このユニットが死亡した時", _DAMAGE, True),  # a death (12.6.1)
        ("このユニットが破棄された時", _DAMAGE, True),  # a death is a discard (12.6.1, 12.4.1)
        ("このユニットが破棄された時", _DISCARD, True),  # 「破棄する」 (12.4.1)
        ("このユニットが死亡した時", _DISCARD, False),  # discarded, not dead (12.6.1)
    ],
)
def test_auto_on_its_own_leaving(moment: str, spell: str, drawn: bool) -> None:
    text = f"●最後\\n〈発揮:{moment}／対象:自軍プレイヤー〉\\n対象はカードを1枚補充する。"
    r = _run(text, spell)
    assert r.outcome["state"] == (_DRAWN if drawn else _NONE)  # type: ignore[attr-defined]
    if drawn:
        # the other reading of zone_move_trigger_off_battlefield (14.7.1): it does not trigger
        assert _other(r) == [_NONE]
    else:
        assert _other(r) == []


def test_own_turn_auto_not_on_the_opponents_turn() -> None:
    """[自軍ターン]: B's ● does not trigger on A's turn (14.7.3.2)."""
    text = "●[自軍ターン]最後\\n〈発揮:このユニットが死亡した時〉\\nカードを1枚補充する。"
    r = _run(text)
    assert r.outcome["state"] == _NONE  # type: ignore[attr-defined]


def test_standing_on_its_death_both_readings() -> None:
    """A ○ 「このユニットが死亡した時に、…」: 10.5.7 cancels it (the engine's first reading), or
    it is no triggered ability (4.1.6.1) and B replenishes."""
    text = (
        "○殉教\\n〈対象:自軍プレイヤー〉\\nこのユニットが死亡した時に、対象はカードを1枚補充する。"
    )
    r = _run(text)
    assert r.outcome["state"] == _NONE  # type: ignore[attr-defined]
    assert _other(r) == [_DRAWN]
