"""vs round 45: the automatic techniques triggered at one moment are all in the resolution zone
(8.6.2) before the cancel activation timing, which comes first to the turn player (4.5.1.1):
the turn player may cancel the non-turn player's technique before the non-turn player may cancel
the turn player's (4.5.1.2); a cancel chooses, as it is activated, any of the opponent's
abilities there meeting its condition (8.5.1.3.1; one chosen already, again: 3.8.9); the turn
player's cancels resolve first (4.6.1.1), then the non-turn player's (4.6.1.2)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

CANCEL = "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"

BOTH = f"""game: vs
title: t
turn: {{player: A, number: 4}}
players:
  A:
    deck: 10
    hand: [{{name: 亜美, text: "{CANCEL}"}}]
    ring: {{name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}}
    bench: {{left: {{name: 春香, ap: 1000, dp: 1000}}}}
  B:
    deck: 10
    hand: [{{name: 真美, text: "{CANCEL}"}}]
    ring: {{name: 美希, ap: 1000, dp: 3000, text: "[リング]このカードがアタックされた時、あなたは1枚引く。"}}
actions:
  - {{do: attack, support: 春香}}
choices:
CHOICES
ask: [A.hand, B.hand]
"""


def _run(choices: str) -> tuple[int, int, set[str], list[str]]:
    r = resolve(loads(BOTH.replace("CHOICES", choices)))
    z = r.main.final.players
    steps = r.main.trace.steps
    cited = {c for s in steps for c in s.clauses}
    return len(z["A"].zones["hand"]), len(z["B"].zones["hand"]), cited, [s.ja for s in steps]


def test_each_player_cancels_the_others_technique() -> None:
    # A, the turn player, cancels 美希's draw while 千早's waits (8.6.2, 4.5.1.1); B's 真美 then
    # chooses 千早's technique (8.5.1.3.1), not A's cancel: nobody draws
    a, b, cited, _ = _run(
        "  - {player: A, at: cancel, choose: 亜美}\n"
        "  - {player: B, at: cancel, choose: 真美}\n"
        "  - {player: B, choose: 千早}\n"
    )
    assert (a, b) == (0, 0)
    assert {"8.6.2", "4.5.1.1", "4.5.1.2", "4.6.1.1", "4.6.1.2", "3.8.8", "8.5.1.3.1"} <= cited


def test_the_turn_player_is_asked_first_about_the_other_technique() -> None:
    # the first cancel question is the turn player's, about the non-turn player's technique
    # waiting beside its own (before 千早's technique resolves)
    a, b, _cited, ja = _run(
        "  - {player: A, at: cancel, choose: 'no'}\n"
        "  - {player: B, at: cancel, choose: 'no'}\n"
        "  - {player: A, at: cancel, choose: 'no'}\n"
    )
    asked = [s for s in ja if "キャンセルを起動するか" in s]
    assert asked and "美希" in asked[0] and asked[0].startswith("A")
    assert (a, b) == (2, 2)


def test_the_turn_players_cancel_alone() -> None:
    # A cancels 美希's draw; B does not cancel: A draws (亜美 paid), B keeps 真美 and does not draw
    a, b, cited, _ = _run(
        "  - {player: A, at: cancel, choose: 亜美}\n  - {player: B, at: cancel, choose: 'no'}\n"
    )
    assert (a, b) == (1, 1) and {"8.6.2", "4.5.1.1", "3.8.8"} <= cited
