"""mc card text, round 16 (issue 12): constructions found refused on the composed card set
tests/blind/cards_r15 (development material since it was scored), each with a minimal ability
text and what it does on a board."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.games._mc.cardtext import StatStep, compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario


def _ability(text: str) -> Any:
    r = parse_card(text, "mc")
    assert r.card is not None
    return compile_ability(r.card.abilities[0])


# --- 「対象は「イニシアチブ:±n」する」 of a ○ ability (13.1.1.1.1, 13.1.1.1.2) -----------------


@pytest.mark.parametrize("n", ["+1", "-2"])
def test_the_targets_initiative_changed_by_n_is_read_as_its_grant(n: str) -> None:
    """「対象は「イニシアチブ:n」する」: the x summed into the unit's one 「イニシアチブ:x」
    changes by n (13.1.1.1.2) — the step 「対象に「イニシアチブ:n」を付与する」 is."""
    did = _ability(f"○[戦闘]俊足\n〈対象:このユニット〉\n対象は「イニシアチブ:{n}」する。")
    grant = _ability(f"○[戦闘]俊足\n〈対象:このユニット〉\n対象に「イニシアチブ:{n}」を付与する。")
    assert did.steps == grant.steps == (StatStep("initiative", int(n), grant=True),)


_FIRST = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 1, attack: 2, defense: 1, item_slots: 1%s}
        - {name: 靴, type: item, equipped_to: 斥候, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 1%s}
""",
    rest="""\
actions:
  - {do: advance, units: [斥候], to: c3, dice: {A: %d, B: %d}}
ask: [ゴブリン.zone, 斥候.zone]
""",
)
_PLAIN = "○飾り\\n〈対象:装備ユニット〉\\n対象は「防御力:+0」する。"


def test_an_equipments_initiative_change_counts_in_the_initiative_result() -> None:
    """「○俊足 〈対象:装備ユニット〉 対象は「イニシアチブ:+6」する」: A's die 1 + 6 > B's 6, A
    attacks first and the goblin falls; without it B attacks first and the scout falls."""
    text = "○俊足[戦闘]\\n〈対象:装備ユニット〉\\n対象は「イニシアチブ:+6」する。"
    r = resolve(loads(_FIRST % ("", text, "", 1, 6)))
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard", "斥候.zone": "A.field.c3"}
    assert {"13.1.1.1.1", "13.1.1.1.2", "14.5.1"} <= set(r.decided_by)
    plain = resolve(loads(_FIRST % ("", _PLAIN, "", 1, 6)))
    assert plain.outcome["state"]["斥候.zone"] == "A.discard"


def test_a_units_own_initiative_lowered_counts_against_it() -> None:
    """「○[戦闘]鈍重 〈対象:このユニット〉 対象は「イニシアチブ:-6」する」 on the scout: A's die 6 - 6
    < B's 1, B attacks first and the scout falls; without it A (6 > 1) attacks first."""
    ab = ', text: "○[戦闘]鈍重\\n〈対象:このユニット〉\\n対象は「イニシアチブ:-6」する。"'
    r = resolve(loads(_FIRST % (ab, _PLAIN, "", 6, 1)))
    assert r.outcome["state"]["斥候.zone"] == "A.discard"
    assert "13.1.1.1.2" in r.decided_by
    plain = resolve(loads(_FIRST % ("", _PLAIN, "", 6, 1)))
    assert plain.outcome["state"] == {"ゴブリン.zone": "B.discard", "斥候.zone": "A.field.c3"}


def test_an_enemy_partys_initiative_lowered_counts_against_that_party() -> None:
    """「○[戦闘]竜の威圧 〈対象:敵軍パーティ〉 対象は「イニシアチブ:-6」する」 on the goblin: the
    advancing scout's party (B's enemy) sums 6 - 6 < 1, B attacks first."""
    ab = ', text: "○[戦闘]竜の威圧\\n〈対象:敵軍パーティ〉\\n対象は「イニシアチブ:-6」する。"'
    r = resolve(loads(_FIRST % ("", _PLAIN, ab, 6, 1)))
    assert r.outcome["state"]["斥候.zone"] == "A.discard"
    assert "13.1.1.1.2" in r.decided_by
