"""Round 52 (s49at2): cards called at once are put on their circles at the same time (6.2.3.3):
one moment, whose automatic abilities are looked for once all of them are there (7.17.2, 11.9.2).
Two units called together, each with 「他のリアガードが(R)に登場した時」, each see the other appear:
two draws, not one (the first placed seeing the second only)."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

TEXT = "【自】【(R)】：あなたの他のリアガードが(R)に登場した時、１枚引く。"
BOARD = f"""players:
  A:
    vanguard: {{name: 竜騎士, type: normal, grade: 3, power: 13000}}
    drop: [{{name: 戦士一, type: normal, grade: 1, text: "{TEXT}"}},
           {{name: 戦士二, type: normal, grade: 1, text: "{TEXT}"}}]
    hand: 0
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたのドロップからグレード１のカードを２枚選び、(R)にコールする。"}}
choices:
  - {{player: A, at: circle, choose: right_front}}
  - {{player: A, at: circle, choose: left_back}}
"""


def test_called_together_each_sees_the_other() -> None:
    r = vg_run(BOARD)
    assert len(zone_names(r, "A", "hand")) == 2
    assert {"6.2.3.3", "7.17.2"} <= cited(r)


def test_one_called_sees_nothing_of_its_own() -> None:
    # one card called alone: no other unit appears with it, nothing triggers
    r = vg_run(BOARD.replace("２枚", "１枚"))
    assert zone_names(r, "A", "hand") == []


SWAP = """players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 前衛, type: normal, grade: 2, power: 9000}
    left_back: {name: 後衛, type: normal, grade: 1, power: 7000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: swap, circle: left_front}
"""


def test_a_column_swap_is_one_moment() -> None:
    # 9.9.2.2.1 「もう一方のサークルに同時に置きます」: both units are put on their new circles at
    # the same moment (one placing moment), not one after the other
    r = vg_run(SWAP)
    a = r.main.final.players["A"].zones
    front, back = a["field.left_front"], a["field.left_back"]
    assert [c.name for c in front] == ["後衛"] and [c.name for c in back] == ["前衛"]
    assert front[0].placed == back[0].placed
    assert "9.9.2.2.1" in cited(r)


def test_the_other_reading_sees_nothing_of_its_moment() -> None:
    # the point appear_together_sees_other: under not_seen neither called unit's ability sees the
    # other appear (both put at once, neither was on (R) before) — no draw, not one
    r = vg_run(BOARD)
    other = [
        lf for lf in r.leaves + r.alternates if any(c.option == "not_seen" for c in lf.choices)
    ]
    assert other and all(zone_names_of(lf, "A", "hand") == [] for lf in other)
    assert any("6.2.3.3" in w.clauses for w in r.main.warnings)


def zone_names_of(leaf: object, player: str, zone: str) -> list[str]:
    return [c.name for c in leaf.final.players[player].zones[zone]]  # type: ignore[attr-defined]
