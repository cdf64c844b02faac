"""Round 49: clauses the engine applies, cited at the step that applies them — 1.3.2.2 (「X
につきY」 with X = 0: Y not done), 1.3.5.1 (「N枚まで」: none may be chosen), 7.18.2 (a unit put
from the field into the drop is retired), 3.2.2 (the other fighter's unit: not the player's
ability to play), 10.3.1.3 (no attack possible: not attacking chosen for the turn fighter)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vg_run

HEAD = """players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    drop: [{name: 古強者, type: normal, grade: 2}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: %d, power: 13000%s}
    left_front:
      name: 知恵の騎士
      type: normal
      grade: 2
      power: 10000
      text: "【起】【(R)】：１枚引く。"
    deck: 10
"""


def text(t: str, grade: int = 3) -> str:
    return HEAD % (grade, "") + (
        f'actions:\n  - do: main_phase\n    actions:\n      - {{do: resolve_text, player: A, text: "{t}"}}\n'
    )


@pytest.mark.parametrize(
    ("body", "clause", "without"),
    [
        (text("相手のヴァンガードのグレード１につき、１枚引く。", 0), "1.3.2.2", None),
        (text("相手のヴァンガードのグレード１につき、１枚引く。", 2), None, "1.3.2.2"),
        (text("あなたのドロップからカードを１枚まで手札に加える。"), "1.3.5.1", None),
        (text("相手のリアガードを１枚選び、ドロップに置く。"), "7.18.2", None),
        (text("あなたのドロップからカードを１枚選び、ソウルに置く。"), None, "7.18.2"),
        (
            HEAD % (3, "")
            + "actions:\n  - do: main_phase\n    actions:\n"
            + "      - {do: activate, player: A, card: 知恵の騎士, allowed: false}\n",
            "3.2.2",
            None,
        ),
    ],
)
def test_cited_where_applied(body: str, clause: str | None, without: str | None) -> None:
    r = vg_run(body)
    if clause is not None:
        assert clause in cited(r)
    if without is not None:
        assert without not in cited(r)


def test_no_attack_possible_is_the_start_steps_choice() -> None:
    body = HEAD % (3, ', text: "【永】【(V)】：このユニットはアタックされない。"')
    body = body.replace(
        "    left_front:\n      name: 知恵の騎士", "    left_back:\n      name: 知恵の騎士"
    )
    r = vg_run(body + "actions:\n  - {do: attack, attacker: vanguard, allowed: false}\n", "battle")
    assert {"10.3.2", "10.3.1.3"} <= cited(r)
