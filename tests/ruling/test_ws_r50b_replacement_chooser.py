"""Round 50 (s47wsB): who picks among several replacements of a card's move, and the clause said.

8.10.2 「…どの置換効果を先に適用するかは、それにより影響を受けるプレイヤーが決定します。」
8.10.2.1 「影響を受ける事象がカードや能力である場合、そのマスターが決定します。」
8.10.2.2 「影響を受ける事象がゲーム中の行動である場合、その行動を実行するプレイヤー、またはその行動が
適用されるカードのマスターが決定します。」

- A move no player is known to carry out (a rule process; a scenario's bare ``move``): the event is
  the card's, its master picks — 8.10.2.1, not 8.10.2.2.
- A move a player carries out (an effect's master, a cost's payer, the encore step's player,
  7.7.1.2 / 7.7.1.3): an action (8.10.2.2); where that player is not the card's master the point
  ``replacement_chooser`` is raised, and its card_master reading rests on 8.10.2.1 too (the point
  names it, as vs's does)."""

from __future__ import annotations

from ruling import unsettled
from ruling.games._ws.replacing import chooser_clauses
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

OWN = "【永】 このカードが舞台から控え室に置かれる時、かわりにあなたはこのカードを手札に戻す。"
OTHER = "【永】 相手のキャラが舞台から控え室に置かれる時、かわりに山札の下に置く。"


def test_chooser_clauses() -> None:
    assert chooser_clauses("A", None, "A") == ("8.10.2", "8.10.2.1")
    assert chooser_clauses("A", "A", "A") == ("8.10.2", "8.10.2.2")
    assert chooser_clauses("A", "B", "A") == ("8.10.2", "8.10.2.1", "8.10.2.2")
    assert chooser_clauses("A", "B", "B") == ("8.10.2", "8.10.2.2")


def test_point_names_the_card_event_clause() -> None:
    point = unsettled.at("ws", "replacement_chooser")
    assert point is not None
    assert "8.10.2.1" in point.clauses and "8.10.2.2" in point.clauses


def _board(actions: str, turn: str = "B", phase: str = "main") -> str:
    return f"""game: ws
title: t
turn: {{player: {turn}, number: 5, phase: {phase}, first_player: A}}
players:
  A:
    level: 0
    stage:
      center_front: {{name: 逃げ, type: character, level: 0, power: 3000, soul: 1, text: "{OWN}"}}
    hand: 0
    deck: 10
  B:
    level: 0
    stage:
      center_front: {{name: 番人, type: character, level: 0, power: 9000, soul: 1, text: "{OTHER}"}}
    deck: 10
{actions}"""


def test_move_with_no_doer_is_the_cards_event() -> None:
    y = _board(
        """actions:
  - {do: move, card: 逃げ, to: waiting_room}
choices:
  - {player: A, at: replacement, choose: "【永】 このカードが舞台から控え室に置かれる時、かわりにあなたはこのカードを手札に戻す。"}
expect:
  state: {逃げ.zone: A.hand}
  decided_by: ["8.10.2", "8.10.2.1", "8.10.2.3"]
  not_decided_by: ["8.10.2.2"]
"""
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_encore_step_move_is_its_players_action() -> None:
    # B attacks A's 逃げ (front attack, 9000 against 3000): reversed; in the encore step A, the
    # non-turn player, puts it into the waiting room (7.7.1.3) — its doer and master alike
    y = _board(
        """actions:
  - {do: attack, player: B, slot: center_front, kind: front}
  - {do: encore_step}
choices:
  - {player: A, at: replacement, choose: "【永】 このカードが舞台から控え室に置かれる時、かわりにあなたはこのカードを手札に戻す。"}
expect:
  state: {逃げ.zone: A.hand}
  decided_by: ["8.10.2", "8.10.2.2"]
  not_decided_by: ["8.10.2.1"]
""",
        phase="attack",
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
