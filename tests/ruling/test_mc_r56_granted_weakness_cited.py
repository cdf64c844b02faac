"""mc round 56 (s53mcR), issue 14: a 「弱点:y(+nダメージ)」 given by a one-shot effect adds its n
to the damage (13.1.8.3), and what gave it — its grant and how long it lasts (10.14.6; a ● ability's
grant, a continuous effect to the battle's end for [戦闘], 14.7.3.4) — is part of why the damage is
what it is: the damage step names those clauses."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_FIRE = "◎[普通]火柱\\n〈対象:ユニット1体〉\\n対象に【火炎】【2】ダメージを与える。"


def _run(grant: str, first: str = "") -> object:
    user = f'{{name: 巫女, type: unit, level: 2, attack: 1, defense: 3, text: "{grant}\\n{_FIRE}"}}'
    scn = mc_scenario(
        a=mc_area("c2", "火口", 8, user),
        b=mc_area("c3", "森", 8, "{name: 樹人, type: unit, level: 3, attack: 3, defense: 4}"),
        rest=(
            "actions:\n  - do: advance\n    units: [巫女]\n    to: c3\n    dice: {A: 5, B: 2}\n"
            "    first_normal:\n"
            + first
            + "      - {do: use, card: 巫女, ability: 2, target: 樹人}\n"
            "ask: [樹人.zone]\n"
        ),
    )
    return resolve(loads(scn))


def test_a_battle_start_grant_is_cited_where_it_adds() -> None:
    r = _run(
        "●[戦闘]烙印\\n〈発揮:戦闘開始時/対象:敵軍パーティ〉\\n対象に「弱点:火炎(+2ダメージ)」を付与する。"
    )
    assert r.outcome["state"] == {"樹人.zone": "B.discard"}  # 2 + 2 ≥ 4
    assert {"13.1.8.3", "14.7.3.4", "10.14.6"} <= set(r.decided_by)


def test_a_declared_grant_is_no_auto_grant() -> None:
    # the same weakness given by a ◎ used first: its duration is 10.14.6's, not 14.7.3.4's
    r = _run(
        "◎[普通]烙印\\n〈対象:ユニット1体〉\\n対象に「弱点:火炎(+2ダメージ)」を付与する。",
        "      - {do: use, card: 巫女, ability: 1, target: 樹人}\n",
    )
    assert r.outcome["state"] == {"樹人.zone": "B.discard"}
    assert {"13.1.8.3", "10.14.6"} <= set(r.decided_by)
    assert "14.7.3.4" not in r.decided_by
