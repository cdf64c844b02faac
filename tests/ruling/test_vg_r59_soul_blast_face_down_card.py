"""Round 59 (s56vgR): an effect's soul blast (7.25.3) with a face-down card in the soul (put there
face down by an effect) and fewer face-up cards than the number: 7.25.3 chooses 「自分のソウルにあ
るカード」 (7.25.1) but is not done when 「表向きのカードを指定枚数選べない」 — the audit's
``soul_blast_face_up``, raised there, both readings run (the engine's: any soul card counts)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import VG_HEAD

BODY = """\
players:
  A:
    vanguard: {{name: 司書, type: normal, grade: 3}}
    soul: [{{name: 表, type: normal, grade: 1}}, {{name: 裏, type: normal, grade: 1, face: {face}}}]
    deck: 10
  B: {{vanguard: {{name: 盗賊, type: normal, grade: 3}}, deck: 10}}
actions:
  - {{do: soul_blast, player: A, amount: 2}}
"""


def per_reading(face: str) -> dict[str | None, int]:
    r = resolve(loads(VG_HEAD.replace("PHASE", "main") + BODY.format(face=face), "t.yaml"))
    return {
        next((c.option for c in lf.choices if c.reading), None): len(
            lf.final.players["A"].zones["soul"]
        )
        for lf in r.leaves + r.alternates
    }


def test_face_down_soul_card_raises_the_point() -> None:
    assert per_reading("down") == {"fewer_cards": 0, "as_printed": 2}


def test_all_face_up_no_point() -> None:
    assert per_reading("up") == {None: 0}
