"""vg round 59 (s56vgO): 11.1.1.2.1.1 「非公開領域で誘発した非公開状態のカードが持つ自動能力は、そのマスターがそれを明示
することで待機状態となります。明示しない場合、待機状態にはなりません。」 — a hand card's 【自】 whose condition is met
becomes pending only if its master makes it known: a choice of its own (``at: make_known``), answered only by an
entry naming it; unanswered, the card is taken as made known (an assumption the ruling states). A card on a circle
(a public zone) is not asked."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided

HAND_TEXT = "【自】【手札】：相手のヴァンガードがアタックした時、あなたはカードを1枚引く。"
BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A: {vanguard: {name: 竜騎士, grade: 3, power: 13000}, deck: 20}
  B:
    vanguard: {name: 重騎士, grade: 3, power: 30000}
    hand: [{name: 伏兵, type: normal, grade: 1, text: "HAND"}]
    deck: 20
actions:
  - {do: attack, attacker: vanguard}
CHOICES
ask: [B.hand]
"""


def _run(choices: str = "", text: str = HAND_TEXT) -> tuple[object, set[str], list[str]]:
    r = resolve(loads(BODY.replace("HAND", text).replace("CHOICES", choices), "t.yaml"))
    keys = [w.key for w in r.warnings()]
    return r.outcome["state"]["B.hand"], decided(r), keys


def test_not_made_known_it_does_not_become_pending_11_1_1_2_1_1() -> None:
    hand, cl, _ = _run("choices:\n  - {player: B, at: make_known, choose: no}")
    assert hand == 1
    assert "11.1.1.2.1.1" in cl


def test_made_known_it_becomes_pending_and_resolves() -> None:
    hand, cl, keys = _run("choices:\n  - {player: B, at: make_known, choose: yes}")
    assert hand == 2
    assert "11.1.1.2.1.1" in cl
    assert "first_option_taken" not in keys


def test_unanswered_it_is_taken_as_made_known_and_said() -> None:
    hand, _, keys = _run()
    assert hand == 2
    assert "first_option_taken" in keys


def test_an_entry_without_at_is_not_taken_for_it() -> None:
    # an entry with no ``at:`` is for the effect's choices, not for making the card known
    hand, _, _ = _run("choices:\n  - {player: B, choose: yes}")
    assert hand == 2
